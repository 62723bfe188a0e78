package hex_test

import (
	"testing"

	"stratagem/board/hex"
)

// randomSeeds is how many seeds the random-map tests draw: every one must
// give a good field.
const randomSeeds = 1000

// TestRandomBattleMaps: for 1,000 seeds the random field keeps every rule
// of a Hex Battle field (checked without CheckBattleMap, and by it), stands
// the armies on the standard start hexes, has a road from edge to edge,
// and the same seed draws it again; no two seeds draw the same field, and
// over them all every terrain turns up on most fields.
func TestRandomBattleMaps(t *testing.T) {
	seen := make(map[string]uint64, randomSeeds)
	with := map[hex.Terrain]int{}
	for seed := range uint64(randomSeeds) {
		m := hex.RandomBattleMap(seed)
		checkField(t, m)
		if err := hex.CheckBattleMap(m); err != nil {
			t.Errorf("seed %d: CheckBattleMap: %v", seed, err)
		}
		for side, names := range standardStarts {
			for i, s := range names {
				if m.Starts[side][i] != at(t, s) {
					t.Fatalf("seed %d: %s start %d is %v, want %s", seed, hex.SideNames[side], i, m.Starts[side][i], s)
				}
			}
		}
		if !roadAcross(m) {
			t.Errorf("seed %d: no road from edge to edge:\n%s", seed, m)
		}
		if !hex.RandomBattleMap(seed).Equal(m) {
			t.Fatalf("seed %d draws two different fields", seed)
		}
		grid := terrainGrid(m)
		if other, dup := seen[grid]; dup {
			t.Errorf("seeds %d and %d draw the same field:\n%s", other, seed, m)
		}
		seen[grid] = seed
		present := map[hex.Terrain]bool{}
		for _, h := range m.Hexes() {
			present[m.Terrain(h)] = true
		}
		for tr := range present {
			with[tr]++
		}
		if t.Failed() {
			t.Fatalf("seed %d:\n%s", seed, m)
		}
	}
	// Rock and road are on every field; water on most.
	for _, tc := range []struct {
		t   hex.Terrain
		min int
	}{{hex.Rock, randomSeeds}, {hex.Road, randomSeeds}, {hex.Shallow, randomSeeds * 9 / 10}, {hex.Deep, randomSeeds / 2}} {
		if with[tc.t] < tc.min {
			t.Errorf("%v on %d of %d fields, want at least %d", tc.t, with[tc.t], randomSeeds, tc.min)
		}
	}
}

// TestRandomBattleMapText: a random field is written and read back the
// same, with its name.
func TestRandomBattleMapText(t *testing.T) {
	for _, seed := range []uint64{0, 7, 1 << 63} {
		m := hex.RandomBattleMap(seed)
		roundTrip(t, m)
		if m.Name == "" {
			t.Errorf("seed %d: no name", seed)
		}
	}
}

// roadAcross reports whether road hexes join the left edge to the right.
func roadAcross(m *hex.Map) bool {
	isRoad := func(h hex.Hex) bool { return m.Contains(h) && m.Terrain(h) == hex.Road }
	for row := range m.Height() {
		left := hex.Offset{Col: 0, Row: row}.Hex()
		if !isRoad(left) {
			continue
		}
		for h := range bfs(left, isRoad) {
			if h.Offset().Col == m.Width()-1 {
				return true
			}
		}
	}
	return false
}

// terrainGrid is the map's terrain as text, to compare fields.
func terrainGrid(m *hex.Map) string {
	b := make([]byte, 0, m.Len())
	for _, h := range m.Hexes() {
		b = append(b, m.Terrain(h).Symbol())
	}
	return string(b)
}
