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
