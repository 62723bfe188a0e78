// Package outcome says how a Hex Battle (package units) or a Mech Duel
// (package units/mech) ends, as data: the winner or a draw, and a reason
// code. The words a player reads about it are the game screens'.
package outcome

import (
	"stratagem/board/rules"
	"stratagem/units/internal/game"
)

// Outcome says whether a game is over and how, as data: words about it
// belong to the screens.
type Outcome struct {
	Winner game.Side // meaningful when Over() and !Draw
	Draw   bool
	// Reason is why the game ended; NotOver while it goes on.
	Reason Reason
}

// Over reports whether the game has ended.
func (o Outcome) Over() bool { return o.Reason != NotOver }

// String describes the outcome by its code, for errors and tests: "blue
// wins (destroyed)", "draw (quiet-rounds)", "going on".
func (o Outcome) String() string {
	switch {
	case !o.Over():
		return "going on"
	case o.Draw:
		return "draw (" + o.Reason.Code() + ")"
	}
	return o.Winner.String() + " wins (" + o.Reason.Code() + ")"
}

// Reason is why a game ended.
type Reason int8

// The reasons a Hex Battle or a Mech Duel ends.
const (
	NotOver Reason = iota
	// Destroyed: the loser has no units (mechs) left.
	Destroyed
	// AllDestroyed: neither side has any left (a draw).
	AllDestroyed
	// QuietRounds: Hex Battle's rounds in a row without a fighter lost (a draw).
	QuietRounds
	// RoundLimit: Hex Battle's last round ended (a draw).
	RoundLimit
	// TurnLimit: the Mech Duel's last turn ended; the side with more
	// armour and structure left wins, equal points draw.
	TurnLimit
)

// Code returns the reason as the rules contract's code (package rules).
func (r Reason) Code() string {
	switch r {
	case Destroyed:
		return "destroyed"
	case AllDestroyed:
		return "all-destroyed"
	case QuietRounds:
		return "quiet-rounds"
	case RoundLimit:
		return "round-limit"
	case TurnLimit:
		return "turn-limit"
	}
	return ""
}

// String returns the reason's code, for tools and tests.
func (r Reason) String() string { return r.Code() }

// LastStanding returns the outcome once a side has no pieces left (the
// other wins; a draw when neither has any), given the live pieces of each
// side; the zero Outcome while both have some.
func LastStanding(blue, red int) Outcome {
	switch {
	case blue == 0 && red == 0:
		return Outcome{Draw: true, Reason: AllDestroyed}
	case red == 0:
		return Outcome{Winner: game.Blue, Reason: Destroyed}
	case blue == 0:
		return Outcome{Winner: game.Red, Reason: Destroyed}
	}
	return Outcome{}
}

// Contract returns o as the rules contract reports it (package rules),
// with its facts: each side's pieces left and points, and the IDs of the
// pieces the last action destroyed; count is the number the reason speaks
// of (the rounds, the last turn).
func (o Outcome) Contract(pieces, points [2]int, destroyed []int, count int) rules.Outcome {
	if !o.Over() {
		return rules.Outcome{Winner: rules.NoSide}
	}
	out := rules.Outcome{Over: true, Winner: rules.Side(o.Winner), Reason: o.Reason.Code(),
		Facts: rules.Facts{Count: count, Points: points, Pieces: pieces, Marks: destroyed}}
	if o.Draw {
		out.Winner = rules.NoSide
	}
	return out
}
