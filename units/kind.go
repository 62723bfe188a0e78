package units

import (
	"fmt"

	"stratagem/units/internal/game"
)

// Kind is the kind of fighters a unit (a stack) is made of.
type Kind int8

// The unit kinds of the thesis (2.1.2).
const (
	Pikeman Kind = iota
	Swordsman
	Knight
	Archer
	Flyer
	NumKinds = 5
)

// Stats are a kind's fixed properties (spec table "Units").
type Stats struct {
	Attack     int // attack skill (r in the damage formula)
	Defence    int // defence skill (k)
	Strength   int // damage per fighter (t)
	HP         int // hit points of one fighter
	Speed      int // movement points per partial turn
	Initiative int // higher acts earlier in a round
}

var kindStats = [NumKinds]Stats{
	Pikeman:   {Attack: 10, Defence: 16, Strength: 8, HP: 108, Speed: 3, Initiative: 3},
	Swordsman: {Attack: 14, Defence: 10, Strength: 10, HP: 98, Speed: 3, Initiative: 4},
	Knight:    {Attack: 10, Defence: 4, Strength: 12, HP: 128, Speed: 5, Initiative: 2},
	Archer:    {Attack: 8, Defence: 4, Strength: 12, HP: 90, Speed: 4, Initiative: 1},
	Flyer:     {Attack: 10, Defence: 10, Strength: 10, HP: 100, Speed: 8, Initiative: 6},
}

var kindNames = [NumKinds]string{"pikeman", "swordsman", "knight", "archer", "flyer"}

// Kinds lists every kind in order.
func Kinds() []Kind { return []Kind{Pikeman, Swordsman, Knight, Archer, Flyer} }

// Valid reports whether k is one of the defined kinds.
func (k Kind) Valid() bool { return k >= 0 && k < NumKinds }

// Stats returns the kind's stats (zero for an invalid kind).
func (k Kind) Stats() Stats {
	if !k.Valid() {
		return Stats{}
	}
	return kindStats[k]
}

// String returns the kind's name, such as "pikeman".
func (k Kind) String() string {
	if !k.Valid() {
		return fmt.Sprintf("Kind(%d)", int8(k))
	}
	return kindNames[k]
}

// ParseKind reads a kind name written by Kind.String.
func ParseKind(s string) (Kind, error) {
	for k, n := range kindNames {
		if n == s {
			return Kind(k), nil
		}
	}
	return 0, fmt.Errorf("%q is not a unit kind (pikeman, swordsman, knight, archer, flyer)", s)
}

// Side is one of the two armies. Blue acts first among equal initiatives in
// odd rounds, Red in even rounds. It is Mech Duel's side too (package game
// holds what the two share).
type Side = game.Side

// The two sides; their values index hex.Map.Starts.
const (
	Blue     = game.Blue
	Red      = game.Red
	NumSides = game.NumSides
)

// ArmyOrder is the order in which a standard army stands on its side's start
// hexes (hex.Map.Starts), top to bottom of Blue's edge: flyer, swordsman,
// knight, pikeman, archer. Red's army is Blue's turned half round.
var ArmyOrder = [...]Kind{Flyer, Swordsman, Knight, Pikeman, Archer}

// StackSize is the number of fighters every unit of a standard army starts with.
const StackSize = 16
