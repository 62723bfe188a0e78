package units

import (
	"errors"
	"fmt"
	"strings"

	"stratagem/board/hex"
	"stratagem/units/internal/game"
)

// The action notation names the acting unit by its side's letter and its
// kind ("Bknight"; with a number, "Bknight2", only when a side has more than
// one unit of a kind) and hexes by their offset names ("g5"):
//
//	Bknight g5-h7 xRarcher   move from g5 to h7, then attack Red's archer
//	Bknight g5-h7            move only
//	Bknight g5 xRarcher      attack from where it stands (0 hexes moved)
//	Rarcher shoots Bflyer    shoot (also read: "Rarcher xBflyer")
//	Bpikeman defends
//	Bflyer waits
//
// A battle's record is one action per line (see ParseGame).

// UnitName returns the name of unit id in the notation, such as "Bknight".
func (b *Battle) UnitName(id int) string {
	u := &b.units[id]
	return game.Name(b.units, id, string(u.Side.Letter())+u.Kind.String(),
		func(v *Unit) bool { return v.Side == u.Side && v.Kind == u.Kind })
}

// unitByName finds the unit named s (case-insensitive).
func (b *Battle) unitByName(s string) (int, error) {
	if id := game.Find(len(b.units), b.UnitName, s); id >= 0 {
		return id, nil
	}
	return -1, fmt.Errorf("%q is not a unit of this battle (a side letter B or R and a kind, such as Bknight)", s)
}

// FormatAction writes a, an action of the active unit, in the notation. It
// must be called before a is applied.
func (b *Battle) FormatAction(a Action) string {
	if b.active < 0 {
		return "(battle over) " + b.describe(a)
	}
	u := &b.units[b.active]
	name := b.UnitName(b.active)
	target := func() string {
		if a.Target < 0 || int(a.Target) >= len(b.units) {
			return "?"
		}
		return b.UnitName(int(a.Target))
	}
	switch a.Kind {
	case Move:
		s := name + " " + u.Pos.String()
		if a.To != u.Pos {
			s += "-" + a.To.String()
		}
		if a.Target >= 0 {
			s += " x" + target()
		}
		return s
	case Shoot:
		return name + " shoots " + target()
	case Defend:
		return name + " defends"
	case Wait:
		return name + " waits"
	}
	return name + " " + b.describe(a)
}

// ParseAction reads an action of the active unit written in the notation and
// returns it in canonical form; it is an error if the action is not legal
// now. ParseAction(FormatAction(a)) == a for every legal a.
func (b *Battle) ParseAction(s string) (Action, error) {
	f := strings.Fields(s)
	if len(f) == 0 {
		return Action{}, errors.New("empty action")
	}
	if b.active < 0 {
		return Action{}, ErrOver
	}
	id, err := b.unitByName(f[0])
	if err != nil {
		return Action{}, err
	}
	if id != b.active {
		return Action{}, fmt.Errorf("%s cannot act now: it is %s's turn", b.UnitName(id), b.UnitName(b.active))
	}
	u := &b.units[id]
	a := Action{Kind: Move, To: u.Pos, Target: NoTarget}
	parseTarget := func(t string) error {
		t = strings.TrimPrefix(strings.TrimPrefix(t, "x"), "X")
		tid, err := b.unitByName(t)
		if err != nil {
			return err
		}
		a.Target = int8(tid)
		return nil
	}
	rest := f[1:]
	switch {
	case len(rest) == 1 && (strings.EqualFold(rest[0], "defends") || strings.EqualFold(rest[0], "defend")):
		a.Kind = Defend
		rest = nil
	case len(rest) == 1 && (strings.EqualFold(rest[0], "waits") || strings.EqualFold(rest[0], "wait")):
		a.Kind = Wait
		rest = nil
	case len(rest) == 2 && (strings.EqualFold(rest[0], "shoots") || strings.EqualFold(rest[0], "shoot")):
		a.Kind = Shoot
		if err := parseTarget(rest[1]); err != nil {
			return Action{}, err
		}
		rest = nil
	case len(rest) >= 1 && len(rest[0]) > 1 && (rest[0][0] == 'x' || rest[0][0] == 'X') && len(rest) == 1:
		if err := parseTarget(rest[0]); err != nil {
			return Action{}, err
		}
		rest = nil
	case len(rest) == 1 || len(rest) == 2:
		from, to, found := strings.Cut(rest[0], "-")
		fh, err := game.ParseHex(from)
		if err != nil {
			return Action{}, err
		}
		if fh != u.Pos {
			return Action{}, fmt.Errorf("%s stands on %v, not %v", b.UnitName(id), u.Pos, fh)
		}
		if found {
			if a.To, err = game.ParseHex(to); err != nil {
				return Action{}, err
			}
		}
		if len(rest) == 2 {
			if len(rest[1]) < 2 || (rest[1][0] != 'x' && rest[1][0] != 'X') {
				return Action{}, fmt.Errorf("%q: an attack is written x and the target, such as xRarcher", rest[1])
			}
			if err := parseTarget(rest[1]); err != nil {
				return Action{}, err
			}
		}
		rest = nil
	}
	if rest != nil {
		return Action{}, fmt.Errorf("%q is not an action (such as \"Bknight g5-h7 xRarcher\", \"Rarcher shoots Bflyer\", \"Bpikeman defends\", \"Bflyer waits\")", s)
	}
	if u.Kind == Archer && a.Kind == Move && a.Target >= 0 && a.To == u.Pos {
		a.Kind = Shoot // an archer's attack is a shot
	}
	a = b.canonical(a)
	if !b.IsLegal(a) {
		return Action{}, fmt.Errorf("%q is not legal now", s)
	}
	return a, nil
}

// Notation returns the actions played so far, each in the notation as it
// was written before it was played.
func (b *Battle) Notation() []string { return game.Notation(b.Initial(), b.history) }

// ParseGame plays a battle record — one action per line; blank lines and
// text after '#' are ignored — from the standard start on m. An error names
// the line.
func ParseGame(m *hex.Map, text string) (*Battle, error) {
	b := NewBattle(m)
	if err := game.PlayRecord(b, text); err != nil {
		return nil, err
	}
	return b, nil
}
