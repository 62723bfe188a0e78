package mill

import (
	"fmt"
	"strings"

	"stratagem/board/rules"
)

// Rules is Mill as the rules contract (package rules) sees it, on the
// board of its Variant.
//
// Its outcome's reason codes are those of Reason.Code: "fewer-than-three"
// (the loser has two pieces left), "blocked" (the loser, to move, cannot),
// "repetition", "quiet-moves" and "full-board" (the draws). Its facts: Pieces, each
// side's pieces on the board and in hand; Count, for "fewer-than-three"
// the loser's pieces, for "repetition" how often the position stood, for
// "quiet-moves" the moves each side made without a mill; Marks, the points
// of the mill (or two) the last move closed to take the last piece but
// two, or the points of the pieces that cannot move.
type Rules struct {
	// Variant is the board and its rules; nil is Nine Men's Morris.
	Variant *Variant
}

// Variants are the variants Rules can be set to (WithTag), the standard
// one first.
func Variants() []*Variant {
	return []*Variant{NineMensMorris, TwelveMensMorris, LaskerMorris, Morabaraba, SixMensMorris, ThreeMensMorris}
}

// VariantNamed returns the variant of Variants whose ID or short name is
// name ("nine-mens-morris" or "nine"); the error lists the names.
func VariantNamed(name string) (*Variant, error) {
	var names []string
	for _, v := range Variants() {
		if v.ID() == name || (v.Short() != "" && v.Short() == name) {
			return v, nil
		}
		if v.Short() != "" && v.Short() != v.ID() {
			names = append(names, v.Short()+" ("+v.ID()+")")
		} else {
			names = append(names, v.ID())
		}
	}
	return nil, fmt.Errorf("no Mill variant %q (variants: %s)", name, strings.Join(names, ", "))
}

// variant returns the variant the rules play.
func (r Rules) variant() *Variant {
	if r.Variant == nil {
		return NineMensMorris
	}
	return r.Variant
}

// ID returns "mill".
func (Rules) ID() string { return "mill" }

// New returns the starting position.
func (r Rules) New() (*Position, error) { return r.variant().NewGame(), nil }

func (Rules) Clone(p *Position) *Position                  { return p.Clone() }
func (Rules) Apply(p *Position, m Move)                    { p.Apply(m) }
func (Rules) Undo(p *Position)                             { p.Undo() }
func (Rules) Ply(p *Position) int                          { return p.Ply() }
func (Rules) History(p *Position) []Move                   { return p.History() }
func (Rules) Hash(p *Position) uint64                      { return p.Hash() }
func (Rules) Format(p *Position, m Move) string            { return p.Variant().FormatMove(m) }
func (Rules) Parse(p *Position, text string) (Move, error) { return p.Variant().ParseMove(text) }

// Legal returns the legal moves: none once the game is over, a drawn one
// too (LegalMoves leaves the draws to Outcome).
func (Rules) Legal(p *Position, buf []Move) []Move {
	if p.drawn() {
		return buf[:0]
	}
	return p.LegalMoves(buf)
}

// IsLegal reports whether m is legal in a game going on.
func (Rules) IsLegal(p *Position, m Move) bool { return !p.drawn() && p.IsLegal(m) }

// Check returns why m may not be played in p (nil when it may), in the
// words of Play.
func (Rules) Check(p *Position, m Move) error { return p.Clone().Play(m) }

// Split cuts a line into its moves: they are written apart ("d6 b4 d2").
// A removal may stand as a word of its own after the move that closed the
// mill ("d2-d1 xb4", as Sanmill writes it): it joins that move.
func (Rules) Split(line string) []string {
	var out []string
	for _, word := range strings.Fields(line) {
		if strings.HasPrefix(word, "x") && len(out) > 0 {
			out[len(out)-1] += word
			continue
		}
		out = append(out, word)
	}
	return out
}

// Tags name the variant ("variant", its ID: "nine-mens-morris").
func (r Rules) Tags() []rules.Tag { return []rules.Tag{{Key: "variant", Value: r.variant().ID()}} }

// WithTag sets the variant ("variant"), one of Variants by its ID or its
// short name (VariantNamed); Tags names it by its ID.
func (r Rules) WithTag(key, value string) (rules.Game[*Position, Move], error) {
	if key != "variant" {
		return nil, &rules.UnknownTagError{Game: "mill", Key: key, Keys: []string{"variant"}}
	}
	v, err := VariantNamed(value)
	if err != nil {
		return nil, err
	}
	return Rules{Variant: v}, nil
}

// ToAct returns the side to move: a side always decides.
func (Rules) ToAct(p *Position) (rules.Side, bool) {
	return p.SideToMove(), !p.Outcome().Over()
}

// Outcome returns the position's outcome with its facts.
func (Rules) Outcome(p *Position) rules.Outcome {
	o := p.Outcome()
	if !o.Over() {
		return rules.Outcome{Winner: rules.NoSide}
	}
	out := rules.Outcome{Over: true, Winner: o.Winner, Reason: o.Reason.Code()}
	for c := Blue; c <= Red; c++ {
		out.Facts.Pieces[c] = p.Left(c)
	}
	switch o.Reason {
	case FewerThan3:
		out.Facts.Count = out.Facts.Pieces[o.Winner.Other()]
		out.Facts.Marks = p.closedByLastMove()
	case Blocked:
		for q := range Point(p.v.NumPoints()) {
			if p.At(q) == o.Winner.Other() {
				out.Facts.Marks = append(out.Facts.Marks, int(q))
			}
		}
	case Repetition:
		out.Facts.Count = p.Repetitions()
	case FiftyMoves:
		out.Facts.Count = p.QuietLimit() / 2
	}
	return out
}

// drawn reports whether the game ended in a draw by the repetition or the
// quiet-move rule (a full board that draws leaves no legal move anyway).
func (p *Position) drawn() bool {
	return p.quietPly >= p.quietLimit() || p.Repetitions() >= p.v.Repetitions()
}

// closedByLastMove returns the points of the mills the last move closed,
// each point once: none when it closed none.
func (p *Position) closedByLastMove() []int {
	m, ok := p.LastMove()
	if !ok || m.Remove == NoPoint {
		return nil
	}
	own := p.occ[p.side.Other()]
	var set uint32
	for _, line := range p.v.MillsThrough(m.To) {
		if mask := bit(line[0]) | bit(line[1]) | bit(line[2]); own&mask == mask {
			set |= mask
		}
	}
	var out []int
	for ; set != 0; set &= set - 1 {
		out = append(out, int(popPoint(set)))
	}
	return out
}

// Code returns the reason as the rules contract's code.
func (r Reason) Code() string {
	switch r {
	case FewerThan3:
		return "fewer-than-three"
	case Blocked:
		return "blocked"
	case Repetition:
		return "repetition"
	case FiftyMoves:
		return "quiet-moves"
	case FullBoard:
		return "full-board"
	}
	return ""
}

// PositionText writes p as ParsePosition reads it ("blue: a1 d1; red: g7;
// hand: 7 8; turn: blue"): the pieces, hands and side to move, no history.
func (Rules) PositionText(p *Position) string { return p.String() }

// ParsePosition reads a position of the rules' variant (Variant.ParsePosition).
func (r Rules) ParsePosition(text string) (*Position, error) { return r.variant().ParsePosition(text) }
