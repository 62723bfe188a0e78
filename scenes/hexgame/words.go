package hexgame

import (
	"slices"
	"strings"

	"stratagem/assets/lang"
	"stratagem/board/hex"
	"stratagem/scenes"
	"stratagem/units"
	"stratagem/units/outcome"
)

// What the player reads: actions, predictions and reasons in plain words
// ("Blue knights hit Red archers: 3 killed"), never the notation, which the
// log keeps beside them for those who want it. Every sentence is a message
// of the catalogue (assets/lang/hex.en.json); the stacks and kinds in it
// are nouns (noun.kind.*) that a translation declines as its sentence
// needs.

// kindNoun returns the forms of the name of kind k's fighters: nom (one
// fighter, "knight"), pl (more, and a whole stack, "knights"), and the
// cases a translation adds.
func kindNoun(k units.Kind) lang.Forms { return lang.Noun("kind." + k.String()) }

// fighters says n fighters of kind k, e.g. "1 knight", "3 pikemen".
func fighters(n int, k units.Kind) string {
	return lang.N("hex.fighters", n, "Kind", kindNoun(k))
}

// stackRef names one stack in sentences: its side and kind, and its
// number when its side has two stacks of the kind.
type stackRef struct {
	side units.Side
	kind units.Kind
	no   string // "" or "2", as the notation numbers them
}

// stackOf returns the name of unit id of b.
func stackOf(b *units.Battle, id int) stackRef {
	u := b.Unit(id)
	return stackRef{side: u.Side, kind: u.Kind, no: strings.TrimLeft(b.UnitName(id), "BRabcdefghijklmnopqrstuvwxyz")}
}

// forms returns the stack's name in each form of its kind's noun, e.g.
// pl "Blue knights": a sentence picks the form it needs ({{.Actor.pl}}).
func (r stackRef) forms() lang.Forms {
	side := scenes.Side(int(r.side))
	out := lang.Forms{}
	for form, kind := range kindNoun(r.kind) {
		out[form] = lang.T("hex.stack.name", "Side", side, "Kind", kind)
		if r.no != "" {
			out[form] = lang.T("hex.stack.numbered", "Stack", out[form], "No", lang.Verbatim(r.no))
		}
	}
	return out
}

// stackName names unit id of b as a stack, e.g. "Blue knights".
func stackName(b *units.Battle, id int) lang.Forms { return stackOf(b, id).forms() }

// hexName writes a hex's name ("g5"): notation, the same in every language.
func hexName(h hex.Hex) string { return lang.Verbatim(h.String()) }

// terrainKeys name the terrains of Hex Battle's maps in the catalogue:
// noun.hex.terrain.KEY.
var terrainKeys = map[hex.Terrain]string{hex.Grass: "grass", hex.Road: "road", hex.Shallow: "shallow", hex.Deep: "deep", hex.Rock: "rock"}

// terrainNoun returns the forms of terrain t's name (noun.hex.terrain.*).
func terrainNoun(t hex.Terrain) lang.Forms {
	key := terrainKeys[t]
	if key == "" { // not a terrain of Hex Battle's maps
		return lang.Forms{"nom": lang.Verbatim(t.String())}
	}
	return lang.Noun("hex.terrain." + key)
}

// deed is one action as the log tells it.
type deed struct {
	kind          units.ActionKind
	actor, target stackRef
	attacks       bool    // it attacked target
	to            hex.Hex // where it moved, when moved
	moved         bool
	kills         int
	targetWiped   bool // the target has no fighters left
	retaliated    bool // the target struck back
	retKills      int
	actorWiped    bool // the retaliation killed the last of the actor
}

// words tells the deed in a sentence, e.g. "Blue knights move to g5 and
// hit Red archers: 3 killed — 1 knight lost to retaliation".
func (d deed) words() string {
	actor := d.actor.forms()
	to := hexName(d.to)
	switch {
	case d.kind == units.Wait:
		return lang.T("hex.log.wait", "Actor", actor)
	case d.kind == units.Defend:
		return lang.T("hex.log.defend", "Actor", actor)
	case !d.attacks && !d.moved:
		return lang.T("hex.log.stay", "Actor", actor)
	case !d.attacks && d.actor.kind == units.Flyer:
		return lang.T("hex.log.fly", "Actor", actor, "Hex", to)
	case !d.attacks:
		return lang.T("hex.log.move", "Actor", actor, "Hex", to)
	}
	// The blow: how it was struck, and what it killed.
	args := []any{"Actor", actor, "Target", d.target.forms(), "Hex", to}
	var ids [3]string // none killed, some killed, the last killed
	switch {
	case d.kind == units.Shoot:
		ids = [3]string{"hex.log.shoot.none", "hex.log.shoot", "hex.log.shoot.wiped"}
	case !d.moved:
		ids = [3]string{"hex.log.hit.none", "hex.log.hit", "hex.log.hit.wiped"}
	case d.actor.kind == units.Flyer:
		ids = [3]string{"hex.log.flyhit.none", "hex.log.flyhit", "hex.log.flyhit.wiped"}
	default:
		ids = [3]string{"hex.log.movehit.none", "hex.log.movehit", "hex.log.movehit.wiped"}
	}
	var blow string
	switch {
	case d.kills == 0:
		blow = lang.T(ids[0], args...)
	case d.targetWiped:
		blow = lang.N(ids[2], d.kills, args...)
	default:
		blow = lang.N(ids[1], d.kills, args...)
	}
	if !d.retaliated {
		return blow
	}
	kind := kindNoun(d.actor.kind)
	var ret string
	switch {
	case d.actorWiped:
		ret = lang.N("hex.log.retaliation.wiped", d.retKills, "Kind", kind)
	case d.retKills == 0:
		ret = lang.T("hex.log.retaliation.none", "Kind", kind)
	default:
		ret = lang.N("hex.log.retaliation.lost", d.retKills, "Kind", kind)
	}
	return lang.T("hex.log.retaliation", "Blow", blow, "Retaliation", ret)
}

// deedOf tells action a of unit actor, given the actor and its target
// (or the zero unit) before and after it.
func deedOf(b *units.Battle, a units.Action, actor int, unitBefore, unitAfter, targetBefore, targetAfter units.Unit) deed {
	d := deed{kind: a.Kind, actor: stackOf(b, actor), to: a.To, moved: a.Kind == units.Move && a.To != unitBefore.Pos}
	if a.Attacks() {
		d.attacks = true
		d.target = stackOf(b, int(a.Target))
		d.kills = targetBefore.Fighters - targetAfter.Fighters
		d.targetWiped = !targetAfter.Alive()
		d.retaliated = targetAfter.Retaliated && !targetBefore.Retaliated
		d.retKills = unitBefore.Fighters - unitAfter.Fighters
		d.actorWiped = !unitAfter.Alive()
	}
	return d
}

// predictionLabel appends the lines of the box beside an attack's target:
// what the blow would kill and what the retaliation would cost.
func predictionLabel(lines []string, b *units.Battle, act units.Action, p units.Prediction) []string {
	target := b.Unit(int(act.Target))
	actor := b.Unit(b.Active())
	name := stackName(b, int(act.Target))
	if act.Kind == units.Shoot {
		lines = append(lines, lang.T("hex.tip.shoot", "Target", name))
	} else {
		lines = append(lines, lang.T("hex.tip.attack", "Target", name))
	}
	if p.Kills >= target.Fighters {
		lines = append(lines, lang.N("hex.tip.killsall", target.Fighters))
	} else {
		lines = append(lines, lang.N("hex.tip.kills", p.Kills, "Total", lang.Num(target.Fighters)))
	}
	switch {
	case act.Kind == units.Shoot:
		lines = append(lines, lang.T("hex.tip.noretaliation.shot"))
	case p.Kills >= target.Fighters:
		lines = append(lines, lang.T("hex.tip.noretaliation.noneleft"))
	case target.Kind == units.Archer:
		lines = append(lines, lang.T("hex.tip.noretaliation.archers"))
	case target.Retaliated:
		lines = append(lines, lang.T("hex.tip.noretaliation.done"))
	case p.RetaliationKills >= actor.Fighters:
		lines = append(lines, lang.N("hex.tip.retaliation.all", actor.Fighters))
	case p.RetaliationKills == 0:
		lines = append(lines, lang.T("hex.tip.retaliation.none"))
	default:
		lines = append(lines, lang.N("hex.tip.retaliation", p.RetaliationKills, "Kind", kindNoun(actor.Kind)))
	}
	return lines
}

// cannotAttack explains in words why the active unit cannot attack the
// enemy target, and returns the hexes that block an archer's sight (to
// mark them on the map).
func cannotAttack(b *units.Battle, target int) (lines []string, blockers []hex.Hex) {
	actor := b.Unit(b.Active())
	t := b.Unit(target)
	name := stackName(b, target)
	if actor.Kind == units.Archer {
		lines = append(lines, lang.T("hex.tip.cannotshoot", "Target", name))
		blockers = sightBlockers(b.Map(), actor.Pos, t.Pos)
		if len(blockers) == 0 {
			return append(lines, lang.T("hex.tip.unseen")), nil
		}
		return append(lines, blockerWords(blockers)), blockers
	}
	lines = append(lines, lang.T("hex.tip.cannotreach", "Target", name))
	return append(lines, lang.T("hex.tip.toofar")), nil
}

// sightBlockers returns the hexes that cut the sight from a to b: the
// first hex blocking each of the two lines the rules try (see
// hex.LineOfSight). Nil when a sees b.
func sightBlockers(m *hex.Map, a, b hex.Hex) []hex.Hex {
	var out []hex.Hex
	for _, n := range []hex.Nudge{hex.NudgePlus, hex.NudgeMinus} {
		line := hex.AppendLine(nil, a, b, n)
		blocked := false
		for _, h := range line[1 : len(line)-1] {
			if m.BlocksSight(h) {
				blocked = true
				if !slices.Contains(out, h) {
					out = append(out, h)
				}
				break
			}
		}
		if !blocked {
			return nil
		}
	}
	return out
}

// blockerWords says what cuts the sight, e.g. "No line of sight: rock at
// f6", or with two rocks "… rocks at f6 and f7" (the two lines the rules
// try meet at most two). Only rocks block sight on Hex Battle's maps.
func blockerWords(blockers []hex.Hex) string {
	if len(blockers) == 1 {
		return lang.T("hex.tip.nosight.one", "Hex", hexName(blockers[0]))
	}
	return lang.T("hex.tip.nosight.two", "Hex", hexName(blockers[0]), "Other", hexName(blockers[1]))
}

// endWords says in plain words how battle b ended, from its outcome's
// reason, e.g. "Red has no stacks left" or "10 rounds in a row passed
// without a fighter lost"; "" while it goes on.
func endWords(b *units.Battle) string {
	out := b.Outcome()
	switch out.Reason {
	case outcome.Destroyed:
		return lang.T("hex.end.destroyed", "Loser", scenes.Side(int(out.Winner.Other())))
	case outcome.AllDestroyed:
		return lang.T("hex.end.alldestroyed")
	case outcome.QuietRounds:
		return lang.N("hex.end.quietrounds", units.QuietRounds)
	case outcome.RoundLimit:
		return lang.T("hex.end.roundlimit", "Round", lang.Num(units.MaxRounds))
	}
	return ""
}

// resultWords says who won, and how, in a sentence ("Blue wins: Red has no
// stacks left"), for the line over the map and the panel's card.
func resultWords(b *units.Battle) string {
	out := b.Outcome()
	if out.Draw {
		return lang.T("hex.result.draw", "Reason", endWords(b))
	}
	return lang.T("hex.result.wins", "Winner", scenes.Side(int(out.Winner)), "Reason", endWords(b))
}
