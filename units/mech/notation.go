package mech

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"stratagem/board/hex"
	"stratagem/units/internal/game"
)

// The action notation names a mech by its side's letter and its design in
// lower case ("Branger"; with a number, "Rbulldog2", only when a side has more
// than one of a design), hexes by their offset names ("g5"), facings by
// compass names (E, SE, SW, W, NW, NE) and weapons by slot, from 1:
//
//	initiative 8-5                 Blue rolled 8, Red 5 (Red moves first)
//	Branger stands
//	Branger walk c3-e5 SE          walk from c3 to e5, ending facing SE
//	Branger run c3-h4 E            (also: jump)
//	Branger walk c3 NE             turn in place (walking)
//	Branger getup NE 8             stand up (lying down) to face NE, with the
//	                               piloting roll
//	Branger twist left             (right, none)
//	Branger fire Rbulldog 1:8 3:5  fire slots 1 and 3, rolling 8 and 5 to hit
//	Branger pickup                 pick up a club
//	Branger kick Rbulldog 9        (punch, club) with the to-hit roll
//	Branger pass                   no attack this phase
//	Branger end sinks 12 drop dump 4
//	                               12 heat sinks on, drop the club, dump slot 4's ammunition
//	Rbulldog location 7            the dice: a roll the rules wait for (see
//	                               Awaiting), named by its Chance
//
// Unrolled actions are written without their rolls ("Branger fire Rbulldog
// 1 3", "initiative"); ParseAction only reads complete ones. A duel's record
// is one action per line (see PlayRecord).

// MechName returns the name of mech id in the notation, such as "Branger".
func (d *Duel) MechName(id int) string {
	if id < 0 || id >= len(d.mechs) {
		return fmt.Sprintf("mech%d", id)
	}
	u := &d.mechs[id]
	return game.Name(d.mechs, id, string(u.Side.Letter())+strings.ToLower(u.Design.String()),
		func(v *Mech) bool { return v.Side == u.Side && v.Design == u.Design })
}

// mechByName finds the mech named s (case-insensitive).
func (d *Duel) mechByName(s string) (int, error) {
	if id := game.Find(len(d.mechs), d.MechName, s); id >= 0 {
		return id, nil
	}
	return -1, fmt.Errorf("%q is not a mech of this duel (a side letter B or R and a design, such as Branger)", s)
}

var twistNames = map[int8]string{-1: "left", 0: "none", 1: "right"}

// FormatAction writes a in the notation. A move names the hex the mech
// stands on, so format it before applying it.
func (d *Duel) FormatAction(a Action) string {
	if a.Kind == Initiative {
		if a.Rolls[0] == 0 {
			return "initiative"
		}
		return fmt.Sprintf("initiative %d-%d", a.Rolls[0], a.Rolls[1])
	}
	id := int(a.Mech)
	name := d.MechName(id)
	target := func() string { return d.MechName(int(a.Target)) }
	switch a.Kind {
	case Move:
		if a.Mode == Stand {
			return name + " stands"
		}
		if a.Mode == GetUp {
			s := name + " getup " + a.Facing.String()
			if a.Rolls[0] != 0 {
				s += " " + strconv.Itoa(int(a.Rolls[0]))
			}
			return s
		}
		from := "?"
		if id >= 0 && id < len(d.mechs) {
			from = d.mechs[id].Pos.String()
		}
		s := name + " " + a.Mode.String() + " " + from
		if from != a.To.String() {
			s += "-" + a.To.String()
		}
		return s + " " + a.Facing.String()
	case Twist:
		return name + " twist " + twistNames[a.Twist]
	case Fire:
		s := name + " fire " + target()
		for w := range MaxWeapons {
			if a.Weapons&(1<<w) != 0 {
				s += " " + strconv.Itoa(w+1)
				if a.Rolls[w] != 0 {
					s += ":" + strconv.Itoa(int(a.Rolls[w]))
				}
			}
		}
		return s
	case PickUp:
		return name + " pickup"
	case Strike:
		s := name + " " + a.Blow.String() + " " + target()
		if a.Rolls[0] != 0 {
			s += " " + strconv.Itoa(int(a.Rolls[0]))
		}
		return s
	case Pass:
		return name + " pass"
	case Resolve:
		s := name + " " + a.Chance.String()
		if a.Rolls[0] != 0 {
			s += " " + strconv.Itoa(int(a.Rolls[0]))
		}
		return s
	case EndTurn:
		s := name + " end sinks " + strconv.Itoa(int(a.Sinks))
		if a.Drop {
			s += " drop"
		}
		if a.Weapons != 0 {
			s += " dump"
			for w := range MaxWeapons {
				if a.Weapons&(1<<w) != 0 {
					s += " " + strconv.Itoa(w+1)
				}
			}
		}
		return s
	}
	return fmt.Sprintf("%s %v", name, a.Kind)
}

// ParseAction reads a complete (rolled) action written in the notation and
// returns it in canonical form, with a move's MP, hexes and heat filled in;
// it is an error if the action is not legal now. ParseAction(FormatAction(a))
// == a for every legal a.
func (d *Duel) ParseAction(s string) (Action, error) {
	a, err := d.parse(s)
	if err != nil {
		return Action{}, err
	}
	if err := d.check(a); err != nil {
		return Action{}, fmt.Errorf("%q: %w", s, err)
	}
	return a, nil
}

// errNotAnAction says that the words of an action fit none of the
// notation's forms. The functions that read one verb's words return it
// without the text, which they do not see; parse turns it into
// notAnAction's message, which quotes the whole text and shows the forms.
var errNotAnAction = errors.New("not an action")

// notAnAction is the error for text s that fits none of the notation's forms.
func notAnAction(s string) error {
	return fmt.Errorf("%q is not an action (such as \"initiative 8-5\", \"Branger walk c3-e5 SE\", \"Branger twist left\", "+
		"\"Branger fire Rbulldog 1:8 3:5\", \"Branger kick Rbulldog 9\", \"Branger pass\", \"Branger end sinks 12\")", s)
}

// parse reads an action written in the notation, without checking that the
// rules allow it now (check does).
func (d *Duel) parse(s string) (Action, error) {
	f := strings.Fields(s)
	if len(f) == 0 {
		return Action{}, errors.New("empty action")
	}
	if d.outcome.Over() {
		return Action{}, ErrOver
	}
	a, err := d.parseWords(f)
	if errors.Is(err, errNotAnAction) {
		return Action{}, notAnAction(s)
	}
	return a, err
}

// parseWords reads the words of an action: "initiative" and its rolls, or
// a mech's name, a verb and the verb's words.
func (d *Duel) parseWords(f []string) (Action, error) {
	if strings.EqualFold(f[0], "initiative") {
		return parseInitiative(f[1:])
	}
	id, err := d.mechByName(f[0])
	if err != nil {
		return Action{}, err
	}
	if len(f) < 2 {
		return Action{}, errNotAnAction
	}
	verb, args := strings.ToLower(f[1]), f[2:]
	if c := chanceByName(verb); c != NoChance {
		return parseResolve(id, c, args)
	}
	switch verb {
	case "stands", "stand":
		return d.parseStand(id, args)
	case "walk":
		return d.parseMove(id, Walk, args)
	case "run":
		return d.parseMove(id, Run, args)
	case "jump":
		return d.parseMove(id, Jump, args)
	case "getup":
		return d.parseGetUp(id, args)
	case "twist":
		return parseTwist(id, args)
	case "fire":
		return d.parseFire(id, args)
	case "pickup":
		return parseWordAlone(id, PickUp, args)
	case "pass":
		return parseWordAlone(id, Pass, args)
	case "punch":
		return d.parseStrike(id, Punch, args)
	case "kick":
		return d.parseStrike(id, Kick, args)
	case "club":
		return d.parseStrike(id, ClubBlow, args)
	case "end":
		return parseEndTurn(id, args)
	}
	return Action{}, errNotAnAction
}

// parseInitiative reads the words after "initiative": Blue's roll and
// Red's, such as 8-5.
func parseInitiative(args []string) (Action, error) {
	if len(args) != 1 {
		return Action{}, errNotAnAction
	}
	b, r, ok := strings.Cut(args[0], "-")
	rb, err1 := parseRoll(b)
	rr, err2 := parseRoll(r)
	if !ok || err1 != nil || err2 != nil {
		return Action{}, errNotAnAction
	}
	a := Action{Kind: Initiative}
	a.Rolls[0], a.Rolls[1] = rb, rr
	return a, nil
}

// parseResolve reads the roll of chance c about mech id.
func parseResolve(id int, c Chance, args []string) (Action, error) {
	if len(args) != 1 {
		return Action{}, errNotAnAction
	}
	r, err := parseRoll(args[0])
	if err != nil {
		return Action{}, err
	}
	a := Action{Kind: Resolve, Mech: int8(id), Chance: c}
	a.Rolls[0] = r
	return a, nil
}

// parseStand reads "stands": mech id stays where it is, as it faces.
func (d *Duel) parseStand(id int, args []string) (Action, error) {
	if len(args) != 0 {
		return Action{}, errNotAnAction
	}
	u := &d.mechs[id]
	return Action{Kind: Move, Mech: int8(id), Mode: Stand, To: u.Pos, Facing: u.Facing}, nil
}

// parseMove reads a walk, run or jump of mech id: the hex it stands on,
// then "-" and the hex it ends on unless it turns in place, and the facing
// it ends with.
func (d *Duel) parseMove(id int, mode Mode, args []string) (Action, error) {
	if len(args) != 2 {
		return Action{}, errNotAnAction
	}
	from, to, moved := strings.Cut(args[0], "-")
	fh, err := game.ParseHex(from)
	if err != nil {
		return Action{}, err
	}
	if fh != d.mechs[id].Pos {
		return Action{}, fmt.Errorf("%s stands on %v, not %v", d.MechName(id), d.mechs[id].Pos, fh)
	}
	th := fh
	if moved {
		if th, err = game.ParseHex(to); err != nil {
			return Action{}, err
		}
	}
	facing, err := parseFacing(args[1])
	if err != nil {
		return Action{}, err
	}
	m, ok := d.moveAction(id, mode, th, facing)
	if !ok {
		return Action{}, fmt.Errorf("%s cannot %v to %v facing %v", d.MechName(id), mode, th, facing)
	}
	return m, nil
}

// parseGetUp reads the facing mech id stands up to and its piloting roll.
func (d *Duel) parseGetUp(id int, args []string) (Action, error) {
	if len(args) != 2 {
		return Action{}, errNotAnAction
	}
	facing, err := parseFacing(args[0])
	if err != nil {
		return Action{}, err
	}
	r, err := parseRoll(args[1])
	if err != nil {
		return Action{}, err
	}
	m, ok := d.moveAction(id, GetUp, d.mechs[id].Pos, facing)
	if !ok {
		return Action{}, fmt.Errorf("%s cannot stand up", d.MechName(id))
	}
	m.Rolls[0] = r
	return m, nil
}

// parseTwist reads the way mech id twists its torso: left, none or right.
func parseTwist(id int, args []string) (Action, error) {
	if len(args) != 1 {
		return Action{}, errNotAnAction
	}
	for t, n := range twistNames {
		if strings.EqualFold(args[0], n) {
			return Action{Kind: Twist, Mech: int8(id), Twist: t}, nil
		}
	}
	return Action{}, errNotAnAction
}

// parseFire reads the target of mech id's shots, then each weapon fired as
// slot:roll.
func (d *Duel) parseFire(id int, args []string) (Action, error) {
	if len(args) < 2 {
		return Action{}, errNotAnAction
	}
	t, err := d.mechByName(args[0])
	if err != nil {
		return Action{}, err
	}
	a := Action{Kind: Fire, Mech: int8(id), Target: int8(t)}
	for _, arg := range args[1:] {
		slot, roll, ok := strings.Cut(arg, ":")
		w, err := strconv.Atoi(slot)
		if err != nil || !ok || w < 1 || w > MaxWeapons || a.Weapons&(1<<(w-1)) != 0 || slot[0] == '+' {
			return Action{}, fmt.Errorf("%q: a weapon is written slot:roll, such as 2:8", arg)
		}
		r, err := parseRoll(roll)
		if err != nil {
			return Action{}, err
		}
		a.Weapons |= 1 << (w - 1)
		a.Rolls[w-1] = r
	}
	return a, nil
}

// parseWordAlone reads a verb that takes no more words (pickup, pass): an
// action of kind k by mech id.
func parseWordAlone(id int, k Kind, args []string) (Action, error) {
	if len(args) != 0 {
		return Action{}, errNotAnAction
	}
	return Action{Kind: k, Mech: int8(id)}, nil
}

// parseStrike reads the target of mech id's blow and its to-hit roll.
func (d *Duel) parseStrike(id int, blow Blow, args []string) (Action, error) {
	if len(args) != 2 {
		return Action{}, errNotAnAction
	}
	t, err := d.mechByName(args[0])
	if err != nil {
		return Action{}, err
	}
	r, err := parseRoll(args[1])
	if err != nil {
		return Action{}, err
	}
	a := Action{Kind: Strike, Mech: int8(id), Target: int8(t), Blow: blow}
	a.Rolls[0] = r
	return a, nil
}

// parseEndTurn reads how mech id ends the turn: "sinks" and the number on,
// then "drop" if it drops its club, then "dump" and the slots whose
// ammunition it dumps.
func parseEndTurn(id int, args []string) (Action, error) {
	if len(args) < 2 || !strings.EqualFold(args[0], "sinks") {
		return Action{}, errNotAnAction
	}
	n, err := strconv.Atoi(args[1])
	if err != nil || n < 0 || n > 99 || args[1][0] == '+' {
		return Action{}, fmt.Errorf("%q is not a number of heat sinks", args[1])
	}
	a := Action{Kind: EndTurn, Mech: int8(id), Sinks: int8(n)}
	rest := args[2:]
	if len(rest) > 0 && strings.EqualFold(rest[0], "drop") {
		a.Drop, rest = true, rest[1:]
	}
	if len(rest) > 0 {
		if !strings.EqualFold(rest[0], "dump") || len(rest) < 2 {
			return Action{}, errNotAnAction
		}
		if a.Weapons, err = parseDumpSlots(rest[1:]); err != nil {
			return Action{}, err
		}
	}
	return a, nil
}

// parseDumpSlots reads the weapon slots whose ammunition is dumped, each
// once, as a bit mask.
func parseDumpSlots(args []string) (uint8, error) {
	var slots uint8
	for _, arg := range args {
		w, err := strconv.Atoi(arg)
		if err != nil || w < 1 || w > MaxWeapons || slots&(1<<(w-1)) != 0 || arg[0] == '+' {
			return 0, fmt.Errorf("%q is not a weapon slot (1 to %d, each once)", arg, MaxWeapons)
		}
		slots |= 1 << (w - 1)
	}
	return slots, nil
}

// chanceByName returns the chance named s (a name of chanceNames).
func chanceByName(s string) Chance {
	for c := NoChance + 1; c < numChances; c++ {
		if chanceNames[c] == s {
			return c
		}
	}
	return NoChance
}

func parseRoll(s string) (uint8, error) {
	r, err := strconv.Atoi(s)
	if err != nil || r < 2 || r > 12 || s[0] == '+' || s[0] == '0' {
		return 0, fmt.Errorf("%q is not a 2d6 roll (2 to 12)", s)
	}
	return uint8(r), nil
}

func parseFacing(s string) (hex.Direction, error) {
	for d := range hex.Direction(hex.NumDirections) {
		if strings.EqualFold(d.String(), s) {
			return d, nil
		}
	}
	return 0, fmt.Errorf("%q is not a facing (E, SE, SW, W, NW, NE)", s)
}

// Notation returns the actions played so far, each in the notation as it
// was written before it was played.
func (d *Duel) Notation() []string { return game.Notation(d.Initial(), d.history) }

// PlayRecord plays a duel record — one action per line; blank lines and
// text after '#' are ignored — from d's current position. An error names the
// line; the actions before it stay played.
func (d *Duel) PlayRecord(text string) error { return game.PlayRecord(d, text) }
