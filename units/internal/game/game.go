// Package game holds what Hex Battle (package units) and Mech Duel (package
// units/mech) share: the two sides, how a game ends, and the notation's
// piece names, hex names and records.
package game

import "fmt"

// Side is one of the two players: Blue (index 0, the map's first start
// hexes) or Red.
type Side int8

// The two sides; their values index hex.Map.Starts.
const (
	Blue Side = iota
	Red
	NumSides = 2
)

// Other returns the opposing side.
func (s Side) Other() Side { return 1 - s }

var sideNames = [NumSides]string{"blue", "red"}

// String returns "blue" or "red".
func (s Side) String() string {
	if s < 0 || s >= NumSides {
		return fmt.Sprintf("Side(%d)", int8(s))
	}
	return sideNames[s]
}

// Letter returns the side's letter in the notation: 'B' or 'R'.
func (s Side) Letter() byte {
	if s == Red {
		return 'R'
	}
	return 'B'
}

// State is the state of a Hex Battle or a Mech Duel: it answers the rules
// contract's questions about its moves itself (package rules).
type State[S, A any] interface {
	Clone() S
	LegalActions(buf []A) []A
	IsLegal(a A) bool
	Play(a A) error
	Apply(a A)
	Undo()
	Ply() int
	History() []A
	Hash() uint64
	FormatAction(a A) string
	ParseAction(text string) (A, error)
}

// Contract is the part of the rules contract that a State answers by
// itself; a game's Rules embeds it and adds the rest.
type Contract[S State[S, A], A any] struct{}

func (Contract[S, A]) Clone(s S) S                       { return s.Clone() }
func (Contract[S, A]) Legal(s S, buf []A) []A            { return s.LegalActions(buf) }
func (Contract[S, A]) IsLegal(s S, a A) bool             { return s.IsLegal(a) }
func (Contract[S, A]) Apply(s S, a A)                    { s.Apply(a) }
func (Contract[S, A]) Undo(s S)                          { s.Undo() }
func (Contract[S, A]) Ply(s S) int                       { return s.Ply() }
func (Contract[S, A]) History(s S) []A                   { return s.History() }
func (Contract[S, A]) Hash(s S) uint64                   { return s.Hash() }
func (Contract[S, A]) Format(s S, a A) string            { return s.FormatAction(a) }
func (Contract[S, A]) Parse(s S, text string) (A, error) { return s.ParseAction(text) }

// Split takes the whole line as one action: actions hold spaces.
func (Contract[S, A]) Split(line string) []string { return []string{line} }

// Check returns why a may not be played in s (nil when it may).
func (Contract[S, A]) Check(s S, a A) error { return s.Clone().Play(a) }

// DestroyedByLast returns the IDs of the pieces (units, mechs) that the
// last action of s destroyed: alive before it, not after. alive says
// whether piece id of a state is; there are n pieces.
func DestroyedByLast[S State[S, A], A any](s S, n int, alive func(s S, id int) bool) []int {
	if s.Ply() == 0 {
		return nil
	}
	before := s.Clone()
	before.Undo()
	var out []int
	for id := range n {
		if alive(before, id) && !alive(s, id) {
			out = append(out, id)
		}
	}
	return out
}
