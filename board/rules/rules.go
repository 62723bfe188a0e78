// Package rules is the one contract every game of Stratagem keeps, so that
// the game frame, cmd/arena, the computer players' tools, the soaks and the
// saved game speak to any game one way:
//
//   - a Game is one game's rules with its variant fixed (Mill's board,
//     Connect Four's size, Hex Battle's field and armies, the Mech Duel's map
//     and forces): it makes a new state and answers every question about a
//     state S (a pointer to the game's position) and its moves M — who is to
//     act, the legal moves, apply and undo, the outcome, the notation, the
//     hash;
//   - an Outcome is data: over or not, the winner or a draw, a reason code
//     and the facts behind it. Words about it live only in the game's scene
//     package (and in the translations), never here;
//   - a Referee plays moves for whoever asks (the frame, arena): it rolls
//     the dice of a game with chance and plays the moves no side decides.
//
// The package has no Ebitengine, no goroutines and no randomness that is
// not injected, like the rules packages that implement it.
package rules

import (
	"fmt"
	"strings"
)

// Side is one of the two players: Blue moves first, Red second.
type Side int8

// The sides, and no side (a draw, or nobody to act).
const (
	Blue   Side = 0
	Red    Side = 1
	NoSide Side = -1
)

// Other returns the opponent.
func (s Side) Other() Side { return 1 - s }

// String names the side for messages of tools and tests ("Blue", "Red",
// "none"); the screens name sides in the player's language themselves.
func (s Side) String() string {
	switch s {
	case Blue:
		return "Blue"
	case Red:
		return "Red"
	}
	return "none"
}

// Outcome is how a game stands: going on, or over with a winner or a draw,
// and why, as a code and the facts its words need. The zero Outcome is a
// game going on.
type Outcome struct {
	Over bool
	// Winner is the side that won, NoSide for a draw (or a game going on).
	Winner Side
	// Reason is a code saying why the game ended ("blocked",
	// "no-units-left", "turn-limit"): stable, lower case, never a sentence.
	// Each game lists its codes beside its Game.
	Reason string
	Facts  Facts
}

// Draw reports whether the game ended in a draw.
func (o Outcome) Draw() bool { return o.Over && o.Winner == NoSide }

// String describes the outcome for tools and tests: "Red wins (blocked)",
// "draw (repetition)", "going on".
func (o Outcome) String() string {
	switch {
	case !o.Over:
		return "going on"
	case o.Draw():
		return "draw (" + o.Reason + ")"
	}
	return fmt.Sprintf("%v wins (%s)", o.Winner, o.Reason)
}

// Facts are the figures behind an outcome, in the game's own terms (each
// game's Game documents what it puts where); fields a game has nothing to
// say about stay zero.
type Facts struct {
	// Count is the number the reason speaks of: the rounds without losses,
	// the last turn, the length of the line, the moves without a mill.
	Count int
	// Points are each side's score where the rules weigh one at the end
	// (Hex Battle's hit points left, the Mech Duel's armour and structure);
	// a draw with unequal points had a side ahead.
	Points [2]int
	// Pieces are each side's pieces, units or mechs left.
	Pieces [2]int
	// Marks are what the end is about on the board, by the game's own
	// indexes: the points of the mill that took the last piece, the cells
	// of the winning line, the units or mechs destroyed by the last move.
	Marks []int
}

// Game is one game's rules with its variant fixed: S is the game's state
// (a pointer; Apply and Undo change it in place), M its move. Every method
// but New and ID takes the state it is about; none keeps it.
type Game[S, M any] interface {
	// ID is the game's short name: "mill", "hex", "connect", "mech".
	ID() string
	// New returns the starting state of the variant.
	New() (S, error)
	// Clone returns an independent copy of s, history included, that
	// another goroutine may own.
	Clone(s S) S
	// ToAct returns the side whose decision it is; decides is false while
	// no side decides: the game is over, or the rules wait for the dice
	// (then Legal holds the one move to roll: see Referee).
	ToAct(s S) (side Side, decides bool)
	// Legal appends the legal moves of s to buf and returns it: none once
	// the game is over. It leaves s as it was (a search may be using a
	// copy of it meanwhile, but not s itself).
	Legal(s S, buf []M) []M
	// IsLegal reports whether m may be played now: one of Legal's moves,
	// or such a move with its dice rolled.
	IsLegal(s S, m M) bool
	// Apply plays m, a legal move (its dice rolled), and records it for Undo.
	Apply(s S, m M)
	// Undo takes back the last move; at the start it does nothing.
	Undo(s S)
	// Ply is the number of moves played since the start.
	Ply(s S) int
	// History returns the moves played so far, oldest first (a copy).
	History(s S) []M
	// Outcome says whether the game is over and how.
	Outcome(s S) Outcome
	// Hash identifies the position (equal positions hash equally).
	Hash(s S) uint64
	// Format writes m, a move of s, in the game's notation ("a1-a4xb2",
	// "4", "Bknight g5-h7 xRarcher").
	Format(s S, m M) string
	// Parse reads one move of s in the game's notation.
	Parse(s S, text string) (M, error)
	// Split cuts one line of a written game into its moves' texts: Mill's
	// "d6 b4 d2" into three, Connect Four's "4453" into four; a game whose
	// moves hold spaces takes the whole line as one.
	Split(line string) []string

	// Tags describe the variant as a record carries it, in a fixed order:
	// {"map", "open-field"}, {"armies", "standard/standard"}. A game
	// without choices has none.
	Tags() []Tag
	// WithTag returns these rules with one choice of the variant set from
	// its text, as Tags writes it; an unknown key, or a value that is not
	// one of the choices, is an error naming them.
	WithTag(key, value string) (Game[S, M], error)
}

// Tag is one choice of a variant: a key and its value in words of the
// notation ("map", "river-crossing").
type Tag struct{ Key, Value string }

// UnknownTagError is the error of WithTag for a key the game does not take.
type UnknownTagError struct {
	Game, Key string
	Keys      []string // the keys the game takes
}

func (e *UnknownTagError) Error() string {
	if len(e.Keys) == 0 {
		return fmt.Sprintf("%s has no choice %q: it is played one way", e.Game, e.Key)
	}
	return fmt.Sprintf("%s has no choice %q (its choices: %s)", e.Game, e.Key, strings.Join(e.Keys, ", "))
}

// Chance is implemented by a Game with dice (the Mech Duel). Its rules
// never roll: a move's dice are drawn by the Referee before it is played.
type Chance[S, M any] interface {
	// Roll returns m with its dice drawn from dice; m as it is when it
	// needs none or already carries them (a move replayed from a record).
	Roll(s S, m M, dice Dice) M
}

// Dice are a source of fair dice for Chance games: Roll2d6 returns the
// total of two six-sided dice, 2 to 12.
type Dice interface {
	Roll2d6() int
}

// Positioner is implemented by a Game whose positions can be written as
// text and read back (Mill's "blue: a1 d1; red: …", Connect Four's
// columns), so that a game record can start from a position set up in the
// position editor rather than from the game's start.
type Positioner[S any] interface {
	// PositionText writes s as ParsePosition reads it.
	PositionText(s S) string
	// ParsePosition reads a position of the game's variant, checking it.
	ParsePosition(text string) (S, error)
}
