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

// Outcome says whether a game is over and how.
type Outcome struct {
	Winner Side // meaningful when Over() and !Draw
	Draw   bool
	// Reason is empty while the game goes on, else a few words on how it
	// ended ("Red has no units left", "10 rounds without losses").
	Reason string
}

// Over reports whether the game has ended.
func (o Outcome) Over() bool { return o.Reason != "" }

// Describe returns the outcome in words: "blue wins: " or "draw: " and the
// reason, or "battle in progress" for a game called "battle".
func (o Outcome) Describe(game string) string {
	switch {
	case !o.Over():
		return game + " in progress"
	case o.Draw:
		return "draw: " + o.Reason
	}
	return o.Winner.String() + " wins: " + o.Reason
}

// LastStanding returns the outcome once a side has no pieces left (the
// other wins; a draw when neither has any), given the live pieces of each
// side; the zero Outcome while both have some. pieces names them ("units").
func LastStanding(blue, red int, pieces string) Outcome {
	switch {
	case blue == 0 && red == 0:
		return Outcome{Draw: true, Reason: "no " + pieces + " left"}
	case red == 0:
		return Outcome{Winner: Blue, Reason: "Red has no " + pieces + " left"}
	case blue == 0:
		return Outcome{Winner: Red, Reason: "Blue has no " + pieces + " left"}
	}
	return Outcome{}
}
