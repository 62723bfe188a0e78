package hex

import "fmt"

// Terrain is the kind of ground of a hex (thesis 2.2.1).
type Terrain uint8

// The Hex Battle terrains.
const (
	Grass   Terrain = iota // leaving costs 1 point
	Road                   // leaving costs ½ point; a unit on it gets +1 attack skill
	Shallow                // shallow water: leaving costs 2 points; a unit in it gets −1 defence skill
	Deep                   // deep water: impassable
	Rock                   // impassable and blocks line of sight

	// The Mech Duel terrains (mechduel.md): their movement costs and effects
	// are the Mech Duel rules' (package units/mech). In Hex Battle they cost
	// like their nearest kind above.
	LightWoods // light woods: sight through woods adds 1
	HeavyWoods // heavy woods: adds 2
	Rough      // rubble
	Building   // entered only by jumping onto it; its level is its roof
	numTerrains
)

// HalfPoints is the number of cost units in one movement point. Costs are
// counted in half-points so that the road's ½ is a whole number: a unit of
// speed 3 has 3·HalfPoints = 6 to spend.
const HalfPoints = 2

// Impassable is the LeaveCost of terrain that cannot be entered or left.
const Impassable = -1

type terrainInfo struct {
	name        string
	symbol      byte
	leaveCost   int // in half-points, or Impassable
	blocksSight bool
	attack      int
	defence     int
}

var terrains = [numTerrains]terrainInfo{
	Grass:   {"grass", '.', 2, false, 0, 0},
	Road:    {"road", '=', 1, false, 1, 0},
	Shallow: {"shallow water", ',', 4, false, 0, -1},
	Deep:    {"deep water", '~', Impassable, false, 0, 0},
	Rock:    {"rock", '^', Impassable, true, 0, 0},

	LightWoods: {"light woods", 't', 4, false, 0, 0},
	HeavyWoods: {"heavy woods", 'T', 6, false, 0, 0},
	Rough:      {"rough", 'r', 4, false, 0, 0},
	Building:   {"building", 'B', Impassable, true, 0, 0},
}

// Woods is the sight cost of woods in a hex (mechduel.md): light 1, heavy 2,
// otherwise 0.
func (t Terrain) Woods() int {
	switch t {
	case LightWoods:
		return 1
	case HeavyWoods:
		return 2
	}
	return 0
}

// Feature is a set of flags of a hex besides its terrain (Mech Duel).
type Feature uint8

// The features.
const (
	Fire           Feature = 1 << iota // the hex is burning
	Club                               // a club (a girder or a tree trunk) lies in the hex
	numFeatureBits = iota
)

// featureSymbols are the "feature:" grid's symbols: none, fire, club, both.
var featureSymbols = [1 << numFeatureBits]byte{'.', '*', 'c', '@'}

// Symbol returns the character of f in the "feature:" grid.
func (f Feature) Symbol() byte {
	if int(f) >= len(featureSymbols) {
		return '?'
	}
	return featureSymbols[f]
}

// FeatureOfSymbol returns the features written as c in the "feature:" grid.
func FeatureOfSymbol(c byte) (Feature, bool) {
	for i, s := range featureSymbols {
		if s == c {
			return Feature(i), true
		}
	}
	return 0, false
}

// Terrains lists every terrain in order.
func Terrains() []Terrain {
	t := make([]Terrain, numTerrains)
	for i := range t {
		t[i] = Terrain(i)
	}
	return t
}

// Valid reports whether t is one of the defined terrains.
func (t Terrain) Valid() bool { return t < numTerrains }

// String returns the terrain's name, such as "shallow water".
func (t Terrain) String() string {
	if !t.Valid() {
		return fmt.Sprintf("Terrain(%d)", uint8(t))
	}
	return terrains[t].name
}

// Symbol returns the character that stands for t in the map text format.
func (t Terrain) Symbol() byte {
	if !t.Valid() {
		return '?'
	}
	return terrains[t].symbol
}

// TerrainOfSymbol returns the terrain written as c in the map text format.
func TerrainOfSymbol(c byte) (Terrain, bool) {
	for i, ti := range terrains {
		if ti.symbol == c {
			return Terrain(i), true
		}
	}
	return 0, false
}

// LeaveCost returns the cost in half-points of a step out of a hex of this
// terrain (the cost of a step is the cost of the hex being left), or
// Impassable.
func (t Terrain) LeaveCost() int {
	if !t.Valid() {
		return Impassable
	}
	return terrains[t].leaveCost
}

// Passable reports whether a walking unit may enter and stand on t.
func (t Terrain) Passable() bool { return t.LeaveCost() != Impassable }

// BlocksSight reports whether t blocks lines of sight through it.
func (t Terrain) BlocksSight() bool { return t.Valid() && terrains[t].blocksSight }

// AttackModifier returns the change to the attack skill of a unit standing on t.
func (t Terrain) AttackModifier() int {
	if !t.Valid() {
		return 0
	}
	return terrains[t].attack
}

// DefenceModifier returns the change to the defence skill of a unit standing on t.
func (t Terrain) DefenceModifier() int {
	if !t.Valid() {
		return 0
	}
	return terrains[t].defence
}
