package mill

import (
	"fmt"
	"strings"
)

// String writes m in the game's notation, with the point names of the
// board of three squares: "d6", "a1-a4", "a1-a4xb2", "d6xb2".
// Variant.FormatMove writes a move of any board.
func (m Move) String() string { return NineMensMorris.FormatMove(m) }

// FormatMove writes m in the game's notation: "d6", "a1-a4", "a1-a4xb2", "d6xb2".
func (v *Variant) FormatMove(m Move) string {
	var b strings.Builder
	if m.From != NoPoint {
		b.WriteString(v.PointName(m.From))
		b.WriteByte('-')
	}
	b.WriteString(v.PointName(m.To))
	if m.Remove != NoPoint {
		b.WriteByte('x')
		b.WriteString(v.PointName(m.Remove))
	}
	return b.String()
}

// ParsePoint reads a point name of Nine Men's Morris, such as "d6".
func ParsePoint(s string) (Point, error) { return NineMensMorris.ParsePoint(s) }

// ParseMove reads a move of Nine Men's Morris in the game's notation. It
// checks the form, not legality.
func ParseMove(s string) (Move, error) { return NineMensMorris.ParseMove(s) }

// ParseMove reads a move in the game's notation. It checks the form, not legality.
func (v *Variant) ParseMove(s string) (Move, error) {
	m := Move{NoPoint, NoPoint, NoPoint}
	body := strings.TrimSpace(s)
	if body == "" {
		return m, fmt.Errorf("empty move")
	}
	if i := strings.IndexByte(body, 'x'); i >= 0 {
		r, err := v.ParsePoint(body[i+1:])
		if err != nil {
			return m, fmt.Errorf("move %q: removal: %v", s, err)
		}
		m.Remove = r
		body = body[:i]
	}
	if i := strings.IndexByte(body, '-'); i >= 0 {
		f, err := v.ParsePoint(body[:i])
		if err != nil {
			return m, fmt.Errorf("move %q: origin: %v", s, err)
		}
		m.From = f
		body = body[i+1:]
	}
	t, err := v.ParsePoint(body)
	if err != nil {
		return m, fmt.Errorf("move %q: destination: %v", s, err)
	}
	m.To = t
	if m.From == m.To {
		return m, fmt.Errorf("move %q goes nowhere", s)
	}
	return m, nil
}

// IllegalMoveError says which move was refused and why.
type IllegalMoveError struct {
	Move   Move
	Reason string
	text   string // the move as its board names it; "" for Move.String()
}

func (e *IllegalMoveError) Error() string {
	text := e.text
	if text == "" {
		text = e.Move.String()
	}
	return fmt.Sprintf("illegal move %s: %s", text, e.Reason)
}

// illegal returns the error that refuses m for reason.
func (p *Position) illegal(m Move, reason string) *IllegalMoveError {
	return &IllegalMoveError{Move: m, Reason: reason, text: p.v.FormatMove(m)}
}

// whyIllegal explains, for a player, why m is not legal here.
func (p *Position) whyIllegal(m Move) string {
	v := p.v
	me, opp := p.side, p.side.Other()
	phase := p.PhaseOf(me)
	from, to, remove := v.PointName(m.From), v.PointName(m.To), v.PointName(m.Remove)
	steps := phase == Moving || (phase == Placing && v.moveWhilePlacing && m.From != NoPoint)
	switch {
	case phase == Placing && m.From != NoPoint && !v.moveWhilePlacing:
		return me.String() + " still has pieces in hand and must place one"
	case phase != Placing && m.From == NoPoint:
		return me.String() + " has no pieces in hand and must move one"
	case m.From != NoPoint && p.At(m.From) != me:
		return "no " + me.String() + " piece on " + from
	case p.At(m.To) != NoColor:
		return to + " is not empty"
	case steps && !v.Adjacent(m.From, m.To) && phase == Placing:
		return to + " is not next to " + from + " (while pieces are in hand, a piece moves along a line)"
	case steps && !v.Adjacent(m.From, m.To) && v.Flying():
		return to + " is not next to " + from + " (only a player with three pieces may fly)"
	case steps && !v.Adjacent(m.From, m.To):
		return to + " is not next to " + from
	}
	own := p.occ[me]
	if m.From != NoPoint {
		own &^= 1 << uint(m.From)
	}
	own |= 1 << uint(m.To)
	closes := v.inMill(own, m.To)
	if b := p.bar[me]; closes && b.set && m.From == b.at && m.To == b.back {
		return "the piece on " + from + " left a mill on " + to + " to close another, so it may not go straight back to close it again"
	}
	switch {
	case closes && m.Remove == NoPoint && p.Removable(opp) != 0:
		return "it closes a mill, so it must remove an opponent piece"
	case !closes && m.Remove != NoPoint:
		return "it closes no mill, so it removes nothing"
	case m.Remove != NoPoint && p.At(m.Remove) != opp:
		return "no " + opp.String() + " piece on " + remove
	case m.Remove != NoPoint:
		return remove + " stands in a mill and other pieces do not"
	}
	return "not a legal move here"
}

// ParseGame plays a space-separated list of moves of Nine Men's Morris
// from the start (see Variant.ParseGame).
func ParseGame(s string) (*Position, error) { return NineMensMorris.ParseGame(s) }

// ParseGame plays a space-separated list of moves from the start. The error
// names the first move that cannot be read or is illegal (1-based).
func (v *Variant) ParseGame(s string) (*Position, error) {
	p := v.NewGame()
	for i, f := range strings.Fields(s) {
		m, err := v.ParseMove(f)
		if err != nil {
			return p, fmt.Errorf("move %d: %v", i+1, err)
		}
		if err := p.Play(m); err != nil {
			return p, fmt.Errorf("move %d (%s): %v", i+1, f, err)
		}
	}
	return p, nil
}

// FormatGame writes the moves played so far as ParseGame reads them.
func (p *Position) FormatGame() string {
	parts := make([]string, len(p.undo))
	for i, u := range p.undo {
		parts[i] = p.v.FormatMove(u.move)
	}
	return strings.Join(parts, " ")
}

// ParsePosition sets up a position of Nine Men's Morris (see
// Variant.ParsePosition).
func ParsePosition(s string) (*Position, error) { return NineMensMorris.ParsePosition(s) }

// ParsePosition sets up a position (with no history) from a description such as
//
//	blue: a1 d1 g1; red: b2 d2; hand: 3 4; turn: red
//
// Fields may come in any order; a missing hand means 0 0 and a missing turn Blue.
func (v *Variant) ParsePosition(s string) (*Position, error) {
	p := &Position{v: v, side: Blue}
	for _, field := range strings.Split(s, ";") {
		field = strings.TrimSpace(field)
		if field == "" {
			continue
		}
		key, val, ok := strings.Cut(field, ":")
		if !ok {
			return nil, fmt.Errorf("position field %q has no ':'", field)
		}
		key, val = strings.TrimSpace(strings.ToLower(key)), strings.TrimSpace(val)
		switch key {
		case "blue", "red":
			c := Blue
			if key == "red" {
				c = Red
			}
			for _, name := range strings.Fields(val) {
				q, err := v.ParsePoint(name)
				if err != nil {
					return nil, fmt.Errorf("%s: %v", key, err)
				}
				if p.At(q) != NoColor {
					return nil, fmt.Errorf("%s: point %s is given twice", key, name)
				}
				p.occ[c] |= 1 << uint(q)
			}
		case "hand":
			var b, r int
			if _, err := fmt.Sscanf(val, "%d %d", &b, &r); err != nil || b < 0 || r < 0 || b > v.Pieces() || r > v.Pieces() {
				return nil, fmt.Errorf("hand: want two counts 0..%d (blue red), got %q", v.Pieces(), val)
			}
			p.hand = [2]int8{int8(b), int8(r)}
		case "turn":
			switch strings.ToLower(val) {
			case "blue":
				p.side = Blue
			case "red":
				p.side = Red
			default:
				return nil, fmt.Errorf("turn: want blue or red, got %q", val)
			}
		default:
			return nil, fmt.Errorf("unknown position field %q (want blue, red, hand, turn)", key)
		}
	}
	for c := Blue; c <= Red; c++ {
		if p.Left(c) > v.Pieces() {
			return nil, fmt.Errorf("%s has more than %d pieces", c, v.Pieces())
		}
	}
	p.hash = p.computeHash()
	p.keys = []uint64{p.hash}
	return p, nil
}

// String describes the position in the form ParsePosition reads.
func (p *Position) String() string {
	var b strings.Builder
	for c := Blue; c <= Red; c++ {
		if c == Blue {
			b.WriteString("blue:")
		} else {
			b.WriteString("; red:")
		}
		for q := range Point(p.v.numPoints) {
			if p.At(q) == c {
				b.WriteByte(' ')
				b.WriteString(p.v.PointName(q))
			}
		}
	}
	fmt.Fprintf(&b, "; hand: %d %d; turn: %s", p.hand[0], p.hand[1], strings.ToLower(p.side.String()))
	return b.String()
}
