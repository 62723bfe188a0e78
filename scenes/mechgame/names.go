package mechgame

import (
	"strings"
	"sync"

	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/number"

	"stratagem/assets/lang"
	"stratagem/board/hex"
	"stratagem/scenes"
	"stratagem/units/mech"
)

// The duel's names and nouns as the catalogue has them (mech.en.json):
// the mechs' names, the designs' roles, the weapons, locations, facings,
// arcs, blows and phases. A noun goes into a message with its forms
// ({{.Weapon.nom}}), so that a language with cases can pick the one its
// sentence needs; the designs' names ("Ranger") are proper names, the
// same in every language. String() of the rules' types stays English, for
// the notation, logs and tests.

// mechName returns the forms of the name players read for mech id: its
// side and design, numbered when its side has more than one of the design
// ("Blue Ranger", "Red Kestrel 2"); {{.Mech.nom}} in a message.
func mechName(d *mech.Duel, id int) lang.Forms {
	u := d.Mech(id)
	return nameForms(u.Side, u.Design, mechNumber(d, id))
}

type nameKey struct {
	gen    uint64
	side   mech.Side
	design mech.DesignID
	number int
}

// names keeps the mechs' names made in the language in use: a name is
// asked for many times a frame (cards, log, tooltips).
var names struct {
	sync.Mutex
	m map[nameKey]lang.Forms
}

// nameForms makes the forms of a mech's name from the messages
// noun.mech.name.FORM (noun.mech.numbered.FORM for a numbered twin), each
// filled with the side's forms, the design and the number.
func nameForms(side mech.Side, design mech.DesignID, number int) lang.Forms {
	key := nameKey{lang.Gen(), side, design, number}
	names.Lock()
	defer names.Unlock()
	if f, ok := names.m[key]; ok {
		return f
	}
	family, args := "mech.name", []any{"Side", scenes.Side(int(side)), "Design", designName(design)}
	if number > 0 {
		family, args = "mech.numbered", append(args, "Number", lang.Num(number))
	}
	f := lang.Forms{}
	for form := range lang.Noun(family) {
		f[form] = lang.T("noun."+family+"."+form, args...)
	}
	if names.m == nil || len(names.m) > 256 {
		names.m = map[nameKey]lang.Forms{}
	}
	names.m[key] = f
	return f
}

// designName is a design's name: a proper name, the same in every language.
func designName(id mech.DesignID) string { return lang.Verbatim(id.String()) }

// roleIDs are the messages of the designs' roles ("medium all-rounder").
var roleIDs = map[mech.DesignID]string{
	mech.Kestrel:    "mech.role.kestrel",
	mech.Ranger:     "mech.role.ranger",
	mech.Longbow:    "mech.role.longbow",
	mech.Bulldog:    "mech.role.bulldog",
	mech.Warden:     "mech.role.warden",
	mech.Juggernaut: "mech.role.juggernaut",
}

// roleWords says what a design is for.
func roleWords(id mech.DesignID) string { return lang.T(roleIDs[id]) }

// weaponNoun returns the forms of a weapon's name (nom: "medium laser",
// pl: "medium lasers"), found by its code: noun.mech.weapon.ml.FORM.
func weaponNoun(w mech.Weapon) lang.Forms {
	return lang.Noun("mech.weapon." + strings.ToLower(w.Code))
}

// weaponCode is a weapon's short name in the tables ("ML", "AC10"): the
// BattleTech abbreviation, the same in every language.
func weaponCode(w mech.Weapon) string { return lang.Verbatim(w.Code) }

// locationNouns are the nouns of the eight locations.
var locationNouns = [mech.NumLocations]string{
	mech.Head: "mech.location.hd", mech.CentreTorso: "mech.location.ct", mech.LeftTorso: "mech.location.lt",
	mech.RightTorso: "mech.location.rt", mech.LeftArm: "mech.location.la", mech.RightArm: "mech.location.ra",
	mech.LeftLeg: "mech.location.ll", mech.RightLeg: "mech.location.rl",
}

// locationCodeIDs are the messages of the record sheet's short names of
// the locations ("LA"), on the cards' paper dolls.
var locationCodeIDs = [mech.NumLocations]string{
	mech.Head: "mech.loccode.hd", mech.CentreTorso: "mech.loccode.ct", mech.LeftTorso: "mech.loccode.lt",
	mech.RightTorso: "mech.loccode.rt", mech.LeftArm: "mech.loccode.la", mech.RightArm: "mech.loccode.ra",
	mech.LeftLeg: "mech.loccode.ll", mech.RightLeg: "mech.loccode.rl",
}

// locationNoun returns the forms of a location's name ("left arm").
func locationNoun(l mech.Location) lang.Forms { return lang.Noun(locationNouns[l]) }

// locationTitle is a location's name alone, capitalised ("Left arm").
func locationTitle(l mech.Location) string { return lang.Cap(locationNoun(l)["nom"]) }

// facingNouns name the six facings, by hex.Direction.
var facingNouns = [hex.NumDirections]string{
	hex.East: "mech.facing.e", hex.SouthEast: "mech.facing.se", hex.SouthWest: "mech.facing.sw",
	hex.West: "mech.facing.w", hex.NorthWest: "mech.facing.nw", hex.NorthEast: "mech.facing.ne",
}

// facingNoun returns the forms of a facing's name ("north-east").
func facingNoun(f hex.Direction) lang.Forms { return lang.Noun(facingNouns[((int(f)%6)+6)%6]) }

// arcNouns name the side of a mech an attack comes from ("the front").
var arcNouns = [mech.NumArcs]string{mech.Front: "mech.arc.front", mech.Left: "mech.arc.left", mech.Right: "mech.arc.right", mech.Rear: "mech.arc.rear"}

func arcNoun(a mech.Arc) lang.Forms { return lang.Noun(arcNouns[a]) }

// blowNouns name the physical attacks.
var blowNouns = map[mech.Blow]string{mech.Punch: "mech.blow.punch", mech.Kick: "mech.blow.kick", mech.ClubBlow: "mech.blow.club"}

func blowNoun(b mech.Blow) lang.Forms { return lang.Noun(blowNouns[b]) }

// phaseIDs are the phases' names, as the banner and the rules show them.
var phaseIDs = [...]string{
	mech.InitiativePhase: "mech.phase.initiative", mech.MovementPhase: "mech.phase.movement",
	mech.ReactionPhase: "mech.phase.reaction", mech.WeaponPhase: "mech.phase.weapon",
	mech.PhysicalPhase: "mech.phase.physical", mech.EndPhase: "mech.phase.end",
}

func phaseName(p mech.Phase) string { return lang.T(phaseIDs[p]) }

// modeButtons are the movement modes' buttons, whose words the panel and
// the tooltips use for the modes too.
var modeButtons = map[mech.Mode]string{mech.Walk: "mech.button.walk", mech.Run: "mech.button.run", mech.Jump: "mech.button.jump"}

func modeButton(m mech.Mode) string { return lang.T(modeButtons[m]) }

// hexName writes a hex as the map's letters and numbers name it ("g5").
func hexName(h hex.Hex) string { return lang.Verbatim(h.String()) }

// num writes a whole number as the language does.
func num(n int) string { return lang.Num(n) }

// printers format numbers with decimals and percentages per language
// (the catalogue writes whole numbers: lang.Num).
var printers sync.Map // language code → *message.Printer

func printer() *message.Printer {
	code := lang.Current()
	if !lang.Known(code) {
		code = "en" // the pseudo-language writes numbers as English does
	}
	if p, ok := printers.Load(code); ok {
		return p.(*message.Printer)
	}
	p, _ := printers.LoadOrStore(code, message.NewPrinter(language.Make(code)))
	return p.(*message.Printer)
}

// tenths writes x with one decimal, as the language writes decimals ("5.2",
// "5,2").
func tenths(x float64) string { return printer().Sprint(number.Decimal(x, number.Scale(1))) }

// percent writes a chance (0..1) as a whole percentage, as the language
// writes it ("58%", "58 %").
func percent(p float64) string { return printer().Sprint(number.Percent(p, number.Scale(0))) }

// needWords says what a roll needs: "needs 5", or that no roll can do it
// above 12.
func needWords(need int) string {
	if need > mech.MaxToHit {
		return lang.T("mech.need.none")
	}
	return lang.T("mech.need", "Need", num(need))
}

// joinAnd joins words into a list: "a, b and c".
func joinAnd(items []string) string { return joinList(items, "mech.list.and") }

// joinOr joins words into a choice: "a, b or c".
func joinOr(items []string) string { return joinList(items, "mech.list.or") }

// joinList joins items with commas and the list's last joint (the message
// last: "… and …" or "… or …"). The game's languages all separate the
// items of a list with commas.
func joinList(items []string, last string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return lang.T(last, "List", joinCommas(items[:len(items)-1]), "Last", items[len(items)-1])
}

// joinCommas joins items with commas only: a list of results.
func joinCommas(items []string) string { return strings.Join(items, ", ") }
