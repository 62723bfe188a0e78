package hex

import (
	"errors"
	"fmt"
	"math"
	"slices"
)

// The size of every Hex Battle field (spec hexbattle.md, "Board").
const (
	BattleWidth  = 15
	BattleHeight = 12
)

// StartUnit is what a check of a map needs to know of a unit of the
// standard army: how it moves and whether it shoots.
type StartUnit struct {
	Name   string
	Speed  int  // movement points a partial turn
	Fly    bool // terrain-blind, passes over everything (Movement.Fly)
	Shoots bool // shoots any enemy in its line of sight without moving
}

// BattleArmy is the standard Hex Battle army as the map checks see it, in
// the order it stands on each side's start hexes: package units' ArmyOrder
// with its kinds' speeds. This package cannot import units (units imports
// it), so the facts are written here too, and a test of package units
// checks that both say the same.
var BattleArmy = [...]StartUnit{
	{Name: "flyer", Speed: 8, Fly: true},
	{Name: "swordsman", Speed: 3},
	{Name: "knight", Speed: 5},
	{Name: "pikeman", Speed: 3},
	{Name: "archer", Speed: 4, Shoots: true},
}

// BattleStarts returns the standard start hexes, those of the spec's river
// crossing and of every random map: Blue on the left edge, rows 2, 4, 6, 8
// and 10 from the top, in BattleArmy order; Red's are Blue's turned half
// round.
func BattleStarts() [NumSides][]Hex {
	var s [NumSides][]Hex
	for i := range BattleArmy {
		blue := Offset{Col: 0, Row: 1 + 2*i}.Hex()
		s[0] = append(s[0], blue)
		s[1] = append(s[1], Offset{Col: BattleWidth - 1, Row: BattleHeight - 2 - 2*i}.Hex())
	}
	return s
}

// battleTerrains are the terrains a Hex Battle map may use.
var battleTerrains = []Terrain{Grass, Road, Shallow, Deep, Rock}

// CheckBattleMap reports every way in which m breaks the rules a Hex
// Battle field keeps (spec hexbattle.md, "Board"), or nil:
//   - it is BattleWidth × BattleHeight, of the Hex Battle terrains only, at
//     level 0 without features;
//   - it is the same after turning it half round (Rotate180), start hexes
//     included: Red's i-th start is Blue's i-th turned;
//   - each side has one start hex per unit of BattleArmy, on passable ground;
//   - every passable hex can be walked to from every start hex;
//   - nothing can attack from the start positions: no unit can move (as far
//     as its speed takes it over the terrain, around the other units) to a
//     hex next to an enemy or stand next to one, and no shooter sees one.
func CheckBattleMap(m *Map) error {
	var errs []error
	add := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	if m.Width() != BattleWidth || m.Height() != BattleHeight {
		add("the map is %dx%d, not %dx%d", m.Width(), m.Height(), BattleWidth, BattleHeight)
		return errors.Join(errs...) // the other checks assume the size
	}
	for i := range m.Len() {
		h := m.Hex(i)
		if t := m.TerrainAt(i); !slices.Contains(battleTerrains, t) {
			add("%v is %v, not a Hex Battle terrain", h, t)
		}
		if m.level[i] != 0 || m.feature[i] != 0 {
			add("%v has a level or a feature", h)
		}
		if r := m.Rotate180(h); m.Terrain(r) != m.TerrainAt(i) {
			add("%v is %v but %v, its place turned half round, is %v", h, m.TerrainAt(i), r, m.Terrain(r))
		}
	}
	for s, hs := range m.Starts {
		if len(hs) != len(BattleArmy) {
			add("%s has %d start hexes, not %d", SideNames[s], len(hs), len(BattleArmy))
			return errors.Join(errs...) // the army cannot be placed
		}
		for i, h := range hs {
			if !m.Contains(h) || !m.Terrain(h).Passable() {
				add("the %s %s starts on %v, which is off the map or impassable", SideNames[s], BattleArmy[i].Name, h)
				return errors.Join(errs...)
			}
		}
	}
	for i, h := range m.Starts[0] {
		if r := m.Rotate180(h); r != m.Starts[1][i] {
			add("the blue %s starts on %v, which turned half round is %v, but the red one starts on %v", BattleArmy[i].Name, h, r, m.Starts[1][i])
		}
	}
	if unreached := m.unreachedOnFoot(m.Starts[0][0]); len(unreached) > 0 {
		add("%d passable hexes cannot be walked to from the start hexes: %v", len(unreached), unreached)
	}
	for _, a := range startAttacks(m) {
		add("%s", a)
	}
	return errors.Join(errs...)
}

// unreachedOnFoot returns the passable hexes that a walker at from cannot
// get to however far it goes: none when the passable hexes are connected.
func (m *Map) unreachedOnFoot(from Hex) []Hex {
	r := m.Reachable(from, math.MaxInt32, Movement{})
	var out []Hex
	for i := range m.Len() {
		if h := m.Hex(i); m.TerrainAt(i).Passable() {
			if _, ok := r.Cost(h); !ok {
				out = append(out, h)
			}
		}
	}
	return out
}

// startAttacks describes, in words, every attack that a unit of the
// standard army (BattleArmy on m.Starts) could make on its first partial
// turn with every other unit still on its start hex: a melee unit moving
// next to an enemy (or standing next to one), a shooter seeing one. It is
// empty on a good Hex Battle field. m must have a start hex per unit for
// each side.
func startAttacks(m *Map) []string {
	var all []Hex
	for _, hs := range m.Starts {
		all = append(all, hs...)
	}
	var out []string
	var r Reach
	for s := range m.Starts {
		enemies := m.Starts[1-s]
		for i, h := range m.Starts[s] {
			u := BattleArmy[i]
			if u.Shoots {
				for _, e := range enemies {
					if m.LineOfSight(h, e) {
						out = append(out, fmt.Sprintf("the %s %s on %v sees the enemy on %v", SideNames[s], u.Name, h, e))
					}
				}
				continue // shooters never strike in melee
			}
			occupied := func(o Hex) bool { return o != h && slices.Contains(all, o) }
			r.Compute(m, h, u.Speed*HalfPoints, Movement{Fly: u.Fly, Occupied: occupied})
			for _, stop := range r.Destinations([]Hex{h}) {
				for _, e := range enemies {
					if Distance(stop, e) == 1 {
						out = append(out, fmt.Sprintf("the %s %s on %v can reach %v and strike the enemy on %v", SideNames[s], u.Name, h, stop, e))
					}
				}
			}
		}
	}
	return out
}
