package mech_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"stratagem/board/hex"
	"stratagem/units/mech"
)

// findMove returns the move of mech id in mode to (to, facing) among those
// Moves lists, and false if it is not there.
func findMove(d *mech.Duel, id int, mode mech.Mode, to hex.Hex, f hex.Direction) (mech.Action, bool) {
	for _, a := range d.Moves(id, mode, nil) {
		if a.To == to && a.Facing == f {
			return a, true
		}
	}
	return mech.Action{}, false
}

// The movement rules (spec "Movement"), on a row of 8 hexes a1..h1: a Ranger
// (walk 5, run 8, jump 3) stands on `from` facing east; the map is changed
// by set. want lists moves and their MP and heat; "-" means unreachable.
func TestMovementRules(t *testing.T) {
	type move struct {
		mode       mech.Mode
		to         string
		facing     hex.Direction
		mp, heat   int // ignored when !ok
		ok         bool
		hexesMoved int
	}
	E, W, SE := hex.East, hex.West, hex.SouthEast
	reach := func(mode mech.Mode, to string, f hex.Direction, mp, heat, hexes int) move {
		return move{mode, to, f, mp, heat, true, hexes}
	}
	never := func(mode mech.Mode, to string, f hex.Direction) move { return move{mode: mode, to: to, facing: f} }
	type cell struct {
		t     hex.Terrain
		level int
		fire  bool
	}
	for _, tc := range []struct {
		name   string
		design mech.DesignID
		from   string
		cells  map[string]cell
		enemy  string // hex of an enemy mech, or ""
		want   []move
	}{
		{"clear costs 1 a hex", mech.Ranger, "a1", nil, "", []move{
			reach(mech.Walk, "b1", E, 1, 1, 1), reach(mech.Walk, "f1", E, 5, 1, 5), never(mech.Walk, "g1", E),
			reach(mech.Run, "g1", E, 6, 2, 6), reach(mech.Run, "h1", E, 7, 2, 7)}},
		{"woods and rough", mech.Ranger, "a1", map[string]cell{"b1": {t: hex.LightWoods}, "c1": {t: hex.HeavyWoods}, "d1": {t: hex.Rough}}, "", []move{
			reach(mech.Walk, "b1", E, 2, 1, 1), reach(mech.Walk, "c1", E, 5, 1, 2), never(mech.Walk, "d1", E),
			reach(mech.Run, "d1", E, 7, 2, 3)}},
		{"level +2 allowed, costs 1 + 2", mech.Ranger, "a1", map[string]cell{"b1": {level: 2}}, "", []move{
			reach(mech.Walk, "b1", E, 3, 1, 1), reach(mech.Run, "b1", E, 3, 2, 1)}},
		{"level +3 refused", mech.Ranger, "a1", map[string]cell{"b1": {level: 3}}, "", []move{
			never(mech.Walk, "b1", E), never(mech.Run, "b1", E), never(mech.Run, "c1", E)}},
		{"level −2 allowed", mech.Ranger, "a1", map[string]cell{"a1": {level: 2}}, "", []move{
			reach(mech.Walk, "b1", E, 3, 1, 1)}},
		{"backward +1 allowed walking", mech.Ranger, "b1", map[string]cell{"a1": {level: 1}}, "", []move{
			reach(mech.Walk, "a1", E, 2, 1, 1)}},
		{"backward +2 refused", mech.Ranger, "b1", map[string]cell{"a1": {level: 2}}, "", []move{
			never(mech.Walk, "a1", E), never(mech.Walk, "a1", W)}},
		{"backward −2 refused", mech.Ranger, "b1", map[string]cell{"b1": {level: 2}}, "", []move{
			never(mech.Walk, "a1", E)}},
		{"no running backward: turn round instead", mech.Ranger, "b1", nil, "", []move{
			reach(mech.Walk, "a1", E, 1, 1, 1), reach(mech.Run, "a1", E, 7, 2, 1), reach(mech.Run, "a1", W, 4, 2, 1)}},
		{"running into water refused", mech.Ranger, "a1", map[string]cell{"b1": {t: hex.Shallow}}, "", []move{
			reach(mech.Walk, "b1", E, 2, 1, 1), never(mech.Run, "b1", E), never(mech.Run, "c1", E)}},
		{"deep water costs 4 + level", mech.Ranger, "a1", map[string]cell{"a1": {level: 1}, "b1": {t: hex.Deep}}, "", []move{
			reach(mech.Walk, "b1", E, 5, 1, 1), never(mech.Run, "b1", E), never(mech.Walk, "c1", E)}},
		{"building refused walking and running, allowed jumping", mech.Ranger, "a1", map[string]cell{"b1": {t: hex.Building, level: 2}}, "", []move{
			never(mech.Walk, "b1", E), never(mech.Run, "b1", E), reach(mech.Jump, "b1", W, 1, 3, 1), reach(mech.Jump, "c1", E, 2, 3, 2)}},
		{"rock refused walking, allowed jumping", mech.Ranger, "a1", map[string]cell{"b1": {t: hex.Rock, level: 1}}, "", []move{
			never(mech.Walk, "b1", E), reach(mech.Jump, "b1", E, 1, 3, 1)}},
		{"jump height: start level + jump MP", mech.Ranger, "a1", map[string]cell{"a1": {level: 1}, "b1": {level: 4}, "c1": {level: 5}}, "", []move{
			reach(mech.Jump, "b1", SE, 1, 3, 1), never(mech.Jump, "c1", E)}},
		{"jump drop: start level − jump MP", mech.Ranger, "a1", map[string]cell{"a1": {level: 4}, "b1": {level: 1}, "c1": {level: 0}, "d1": {level: 2}}, "", []move{
			reach(mech.Jump, "b1", E, 1, 3, 1), never(mech.Jump, "c1", E), reach(mech.Jump, "d1", E, 3, 3, 3)}},
		{"jump distance: jump MP hexes, heat max(3, hexes)", mech.Kestrel, "a1", nil, "", []move{
			reach(mech.Jump, "c1", E, 2, 3, 2), reach(mech.Jump, "e1", E, 4, 4, 4), reach(mech.Jump, "g1", W, 6, 6, 6), never(mech.Jump, "h1", E),
			never(mech.Jump, "a1", W)}},
		{"no jump MP, no jumps", mech.Bulldog, "a1", nil, "", []move{never(mech.Jump, "b1", E)}},
		{"turning costs 1 MP a hex-side", mech.Ranger, "a1", nil, "", []move{
			reach(mech.Walk, "a1", SE, 1, 1, 0), reach(mech.Walk, "a1", W, 3, 1, 0), reach(mech.Walk, "b1", SE, 2, 1, 1),
			never(mech.Walk, "a1", E)}},
		{"a burning hex adds 2 heat", mech.Ranger, "a1", map[string]cell{"b1": {fire: true}}, "", []move{
			reach(mech.Walk, "b1", E, 1, 3, 1), reach(mech.Walk, "c1", E, 2, 3, 2), reach(mech.Run, "c1", E, 2, 4, 2),
			reach(mech.Jump, "b1", E, 1, 5, 1), reach(mech.Jump, "c1", E, 2, 3, 2)}},
		{"mechs block walking and landing", mech.Ranger, "a1", nil, "b1", []move{
			never(mech.Walk, "b1", E), never(mech.Walk, "c1", E), never(mech.Jump, "b1", E), reach(mech.Jump, "c1", E, 2, 3, 2)}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := plainMap(t, 8, 1)
			for name, c := range tc.cells {
				h := at(t, name)
				m.SetTerrain(h, c.t)
				m.SetLevel(h, c.level)
				if c.fire {
					m.SetFeatures(h, hex.Fire)
				}
			}
			ms := []mech.Mech{mk(t, tc.design, mech.Blue, tc.from, E)}
			if tc.enemy != "" {
				ms = append(ms, mk(t, mech.Kestrel, mech.Red, tc.enemy, W))
			}
			d := duel(t, m, ms...)
			for _, w := range tc.want {
				a, ok := findMove(d, 0, w.mode, at(t, w.to), w.facing)
				label := fmt.Sprintf("%v to %s facing %v", w.mode, w.to, w.facing)
				if ok != w.ok {
					t.Errorf("%s: reachable %v, want %v (%+v)", label, ok, w.ok, a)
					continue
				}
				// A* (through MovePath) must agree with the Explore listing.
				path, pok := d.MovePath(mech.Action{Kind: mech.Move, Mode: w.mode, To: at(t, w.to), Facing: w.facing})
				if pok != w.ok {
					t.Errorf("%s: MovePath found %v, want %v", label, pok, w.ok)
				}
				if !ok {
					continue
				}
				if int(a.MP) != w.mp || int(a.Heat) != w.heat || int(a.Hexes) != w.hexesMoved {
					t.Errorf("%s: MP %d, heat %d, hexes %d; want %d, %d, %d", label, a.MP, a.Heat, a.Hexes, w.mp, w.heat, w.hexesMoved)
				}
				if w.mode != mech.Jump && len(path)-1 < w.hexesMoved {
					t.Errorf("%s: path %v shorter than %d hexes", label, path, w.hexesMoved)
				}
			}
		})
	}
}

// CheckCell is the seed's checkCell: one step, its MP and its heat.
func TestCheckCell(t *testing.T) {
	m := plainMap(t, 8, 1)
	m.SetLevel(at(t, "a1"), 2)
	m.SetTerrain(at(t, "c1"), hex.Shallow)
	m.SetTerrain(at(t, "d1"), hex.HeavyWoods)
	m.SetFeatures(at(t, "d1"), hex.Fire)
	m.SetTerrain(at(t, "e1"), hex.Building)
	d := duel(t, m, mk(t, mech.Ranger, mech.Blue, "b1", hex.East), mk(t, mech.Ranger, mech.Red, "h1", hex.West))
	for _, tc := range []struct {
		from, to string
		mode     mech.Mode
		backward bool
		mp, heat int
		ok       bool
	}{
		{"b1", "a1", mech.Walk, false, 3, 0, true},
		{"b1", "a1", mech.Walk, true, 0, 0, false}, // 2 levels backward
		{"b1", "c1", mech.Walk, false, 2, 0, true},
		{"b1", "c1", mech.Run, false, 0, 0, false},
		{"c1", "b1", mech.Walk, true, 1, 0, true},
		{"c1", "b1", mech.Run, true, 0, 0, false},
		{"c1", "d1", mech.Run, false, 3, 2, true},
		{"d1", "e1", mech.Walk, false, 0, 0, false},
		{"g1", "h1", mech.Walk, false, 0, 0, false}, // another mech
		{"h1", "i1", mech.Walk, false, 0, 0, false}, // off the map
		{"b1", "c1", mech.Jump, false, 0, 0, false}, // not a stepping mode
	} {
		mp, heat, ok := d.CheckCell(0, at(t, tc.from), at(t, tc.to), tc.mode, tc.backward)
		if mp != tc.mp || heat != tc.heat || ok != tc.ok {
			t.Errorf("CheckCell(%s→%s, %v, backward %v) = %d, %d, %v; want %d, %d, %v",
				tc.from, tc.to, tc.mode, tc.backward, mp, heat, ok, tc.mp, tc.heat, tc.ok)
		}
	}
}

// Among paths of equal MP the search avoids burning hexes, so a move's heat
// does not depend on which search found it: from X facing E to Y = X+E+SE
// facing E there are two 4-MP routes (step E, turn, step SE, turn back; or
// turn, step SE, turn back, step E) through different hexes.
func TestMovesAvoidFireAtEqualCost(t *testing.T) {
	for _, tc := range []struct {
		name           string
		fireE, fireSE  bool
		wantHeat, want int
	}{
		{"no fire", false, false, 1, 4},
		{"east hex burning", true, false, 1, 4},
		{"south-east hex burning", false, true, 1, 4},
		{"both burning", true, true, 3, 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := plainMap(t, 6, 4)
			x := at(t, "b2")
			e, se := x.Neighbour(hex.East), x.Neighbour(hex.SouthEast)
			y := e.Neighbour(hex.SouthEast)
			if tc.fireE {
				m.SetFeatures(e, hex.Fire)
			}
			if tc.fireSE {
				m.SetFeatures(se, hex.Fire)
			}
			d := duel(t, m, mech.NewMech(mech.Ranger, mech.Blue, x, hex.East), mk(t, mech.Ranger, mech.Red, "f4", hex.West))
			a, ok := findMove(d, 0, mech.Walk, y, hex.East)
			if !ok || int(a.MP) != tc.want || int(a.Heat) != tc.wantHeat || a.Hexes != 2 {
				t.Fatalf("walk to %v: %+v, %v; want MP %d, heat %d, 2 hexes", y, a, ok, tc.want, tc.wantHeat)
			}
			path, ok := d.MovePath(a)
			if !ok {
				t.Fatal("MovePath failed")
			}
			fires := 0
			for i := 1; i < len(path); i++ {
				if path[i].Hex != path[i-1].Hex && d.Burning(path[i].Hex) {
					fires++
				}
			}
			if got := 1 + mech.FireHeat*fires; got != tc.wantHeat {
				t.Errorf("A* path %v enters %d burning hexes", path, fires)
			}
		})
	}
}

// randomTerrainMap returns a w×h map with random terrain, levels and fires.
func randomTerrainMap(tb testing.TB, rng *rand.Rand, w, h int) *hex.Map {
	tb.Helper()
	m := plainMap(tb, w, h)
	ts := []hex.Terrain{hex.Grass, hex.Grass, hex.Grass, hex.Road, hex.LightWoods, hex.HeavyWoods, hex.Rough,
		hex.Shallow, hex.Deep, hex.Building, hex.Rock}
	for _, x := range m.Hexes() {
		m.SetTerrain(x, ts[rng.IntN(len(ts))])
		m.SetLevel(x, rng.IntN(4))
		if rng.IntN(8) == 0 {
			m.SetFeatures(x, hex.Fire)
		}
	}
	return m
}

// randomTerrainDuel returns a duel on a random 15×17 map between a blue
// mech on a random hex (made grass) facing a random way and a red one
// apart hexes further in map order, facing west.
func randomTerrainDuel(tb testing.TB, rng *rand.Rand, blue, red mech.DesignID, apart int) *mech.Duel {
	tb.Helper()
	m := randomTerrainMap(tb, rng, 15, 17)
	pos := m.Hex(rng.IntN(m.Len()))
	m.SetTerrain(pos, hex.Grass)
	return duel(tb, m, mech.NewMech(blue, mech.Blue, pos, hex.Direction(rng.IntN(6))),
		mech.NewMech(red, mech.Red, m.Hex((m.Index(pos)+apart)%m.Len()), hex.West))
}

// A* finds the cheapest path — the cost Dijkstra's algorithm (the same
// problem without a heuristic) finds — and expands no more nodes, on random
// maps with levels, woods, water and fire, for walking and running.
func TestAStarMatchesDijkstra(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	var astar, dijkstra, searches, found int
	var s hex.Searcher[mech.Node]
	for range 40 {
		d := randomTerrainDuel(t, rng, mech.Kestrel, mech.Juggernaut, 7)
		m := d.Map()
		for _, mode := range []mech.Mode{mech.Walk, mech.Run} {
			// Goals: mostly nodes within reach (from Explore), some anywhere.
			reachable := s.Explore(d.MoveProblem(0, mode, mech.Node{})).Nodes()
			for range 25 {
				goal := mech.Node{Hex: m.Hex(rng.IntN(m.Len())), Facing: hex.Direction(rng.IntN(6))}
				if rng.IntN(5) > 0 {
					goal = reachable[rng.IntN(len(reachable))]
				}
				p := d.MoveProblem(0, mode, goal)
				a := s.FindPath(p)
				p.Heuristic = nil
				b := s.FindPath(p)
				searches++
				if a.Found != b.Found || a.Cost != b.Cost {
					t.Fatalf("%v to %+v: A* %v cost %d, Dijkstra %v cost %d", mode, goal, a.Found, a.Cost, b.Found, b.Cost)
				}
				if a.Expanded > b.Expanded {
					t.Errorf("%v to %+v: A* expanded %d nodes, Dijkstra %d", mode, goal, a.Expanded, b.Expanded)
				}
				astar += a.Expanded
				dijkstra += b.Expanded
				if a.Found {
					found++
					// The path's steps add up to its cost and each is allowed.
					sum := 0
					for i := 1; i < len(a.Path); i++ {
						c, ok := p.Cost(a.Path[i-1], a.Path[i])
						if !ok {
							t.Fatalf("path step %+v → %+v not allowed", a.Path[i-1], a.Path[i])
						}
						sum += c
					}
					if sum != a.Cost {
						t.Fatalf("path cost %d, reported %d", sum, a.Cost)
					}
				}
			}
		}
	}
	t.Logf("%d searches (%d found): A* expanded %d nodes, Dijkstra %d (%.0f%%)", searches, found, astar, dijkstra,
		100*float64(astar)/float64(dijkstra))
}

// Every move Moves lists (from Explore) is what A* finds for its node: the
// same MP, heat and hexes moved, so IsLegal accepts it.
func TestMovesAgreeWithAStar(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	n := 0
	for range 10 {
		d := randomTerrainDuel(t, rng, mech.Ranger, mech.Bulldog, 40)
		until(t, d, mech.MovementPhase, blueFirst())
		for _, a := range d.LegalActions(nil) {
			if a.Mech != 0 {
				continue
			}
			if !d.IsLegal(a) {
				t.Fatalf("%s (%+v) listed but not legal", d.FormatAction(a), a)
			}
			n++
		}
	}
	t.Logf("%d moves checked", n)
}
