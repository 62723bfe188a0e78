package hex_test

import (
	"math"
	"slices"
	"testing"

	"stratagem/board/hex"
)

func TestBattleMapLoads(t *testing.T) {
	if names := hex.MapNames(); !slices.Contains(names, hex.BattleMapName) {
		t.Fatalf("MapNames() = %v, missing %q", names, hex.BattleMapName)
	}
	for _, name := range hex.MapNames() {
		m, err := hex.LoadMap(name)
		if err != nil {
			t.Fatalf("LoadMap(%q): %v", name, err)
		}
		if err := m.Validate(); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	m := hex.BattleMap()
	if m.Width() != 15 || m.Height() != 12 || m.Name == "" {
		t.Errorf("battle map %q is %dx%d, want 15x12", m.Name, m.Width(), m.Height())
	}
	for side, hs := range m.Starts {
		if len(hs) != 5 {
			t.Errorf("%s has %d start hexes, want 5", hex.SideNames[side], len(hs))
		}
		for _, h := range hs {
			if !m.Terrain(h).Passable() {
				t.Errorf("%s starts on %v (%v)", hex.SideNames[side], h, m.Terrain(h))
			}
		}
	}
	// Each call gives a map of its own.
	m.SetTerrain(m.Hex(0), hex.Rock)
	if hex.BattleMap().Terrain(m.Hex(0)) == hex.Rock {
		t.Error("changing one loaded map changed the next")
	}
	if _, err := hex.LoadMap("no-such-map"); err == nil {
		t.Error("LoadMap of a missing map succeeded")
	}
}

// The landscape the spec describes: a deep river down the middle, crossed by
// a bridge that carries a road from edge to edge, two rock outcrops a side,
// shallow water by the river, and every open hex reachable on foot.
func TestBattleMapLandscape(t *testing.T) {
	m := battleMap(t)
	const river = 7
	roadCross, deep := 0, 0
	for row := range m.Height() {
		h := hex.Offset{Col: river, Row: row}.Hex()
		switch m.Terrain(h) {
		case hex.Deep:
			deep++
		case hex.Road:
			roadCross++
		}
	}
	if roadCross != 2 || deep < m.Height()-4 {
		t.Errorf("river column: %d deep hexes and a bridge of %d; want deep water nearly throughout and a bridge", deep, roadCross)
	}
	// The road: a chain of road hexes from the left edge to the right edge.
	isRoad := func(h hex.Hex) bool { return m.Terrain(h) == hex.Road }
	var left, right []hex.Hex
	for row := range m.Height() {
		if h := (hex.Offset{Col: 0, Row: row}).Hex(); isRoad(h) {
			left = append(left, h)
		}
		if h := (hex.Offset{Col: m.Width() - 1, Row: row}).Hex(); isRoad(h) {
			right = append(right, h)
		}
	}
	if len(left) != 1 || len(right) != 1 {
		t.Fatalf("road reaches the edges at %v and %v", left, right)
	}
	if _, ok := bfs(left[0], isRoad)[right[0]]; !ok {
		t.Error("the road does not run unbroken from edge to edge")
	}
	// Rock outcrops: connected groups of rock, two on each side of the river.
	seen := make(map[hex.Hex]bool)
	outcrops := [2]int{}
	for _, h := range m.Hexes() {
		if m.Terrain(h) != hex.Rock || seen[h] {
			continue
		}
		group := bfs(h, func(n hex.Hex) bool { return m.Terrain(n) == hex.Rock })
		side := 0
		for g := range group {
			seen[g] = true
			if g.Offset().Col > river {
				side = 1
			}
		}
		outcrops[side]++
	}
	if outcrops != [2]int{2, 2} {
		t.Errorf("rock outcrops left and right of the river: %v, want 2 and 2", outcrops)
	}
	shallowByRiver := 0
	for _, h := range m.Hexes() {
		if m.Terrain(h) != hex.Shallow {
			continue
		}
		for _, n := range h.Neighbours() {
			if m.Terrain(n) == hex.Deep && m.Contains(n) {
				shallowByRiver++
				break
			}
		}
	}
	if shallowByRiver == 0 {
		t.Error("no shallow water by the river")
	}
	// Every passable hex can be walked to from Blue's first start hex.
	r := m.Reachable(m.Starts[0][0], math.MaxInt32, hex.Movement{})
	for _, h := range m.Hexes() {
		if _, ok := r.Cost(h); ok != m.Terrain(h).Passable() {
			t.Errorf("%v (%v): reachable on foot %v", h, m.Terrain(h), ok)
		}
	}
}
