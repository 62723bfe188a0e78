package hex_test

import (
	"math/rand/v2"
	"os"
	"testing"

	"stratagem/board/hex"
	"stratagem/board/hex/hextest"
)

// at returns the hex named s, such as "c3", or stops the test.
var at = hextest.At

// parse reads a map in the text format or stops the test.
var parse = hextest.Parse

// battleMap loads the spec's map or stops the test.
func battleMap(tb testing.TB) *hex.Map {
	tb.Helper()
	return hextest.Load(tb, hex.BattleMapName)
}

// roundTrip writes m in the text format and checks that the text parses
// back to the same map and is written again the same; it returns the text.
func roundTrip(tb testing.TB, m *hex.Map) []byte {
	tb.Helper()
	text, err := m.MarshalText()
	if err != nil {
		tb.Fatalf("MarshalText: %v", err)
	}
	back, err := hex.ParseMap(text)
	if err != nil {
		tb.Fatalf("formatted map does not parse: %v\n%s", err, text)
	}
	if !back.Equal(m) {
		tb.Fatalf("round trip changed the map:\n%s\nbecame\n%s", m, back)
	}
	if again := back.String(); again != string(text) {
		tb.Fatalf("formatting is not stable:\n%s\nthen\n%s", text, again)
	}
	return text
}

// randomMap returns a w×h map with random terrain: mostly grass, some road,
// shallow water, deep water and rock, with the given share of impassable hexes.
func randomMap(tb testing.TB, rng *rand.Rand, w, h int, blocked float64) *hex.Map {
	tb.Helper()
	m := hextest.New(tb, "random", w, h)
	for i := range m.Len() {
		x := rng.Float64()
		var t hex.Terrain
		switch {
		case x < blocked/2:
			t = hex.Rock
		case x < blocked:
			t = hex.Deep
		case x < blocked+0.15:
			t = hex.Road
		case x < blocked+0.30:
			t = hex.Shallow
		default:
			t = hex.Grass
		}
		m.SetTerrain(m.Hex(i), t)
	}
	return m
}

// bfs returns the number of steps from start to every hex for which inside is
// true, moving only through such hexes: the brute-force distance.
func bfs(start hex.Hex, inside func(hex.Hex) bool) map[hex.Hex]int {
	dist := map[hex.Hex]int{start: 0}
	queue := []hex.Hex{start}
	for len(queue) > 0 {
		h := queue[0]
		queue = queue[1:]
		for _, n := range h.Neighbours() {
			if _, seen := dist[n]; !seen && inside(n) {
				dist[n] = dist[h] + 1
				queue = append(queue, n)
			}
		}
	}
	return dist
}

func adjacent(a, b hex.Hex) bool { return hex.Distance(a, b) == 1 }

func reversed(hs []hex.Hex) []hex.Hex {
	out := make([]hex.Hex, len(hs))
	for i, h := range hs {
		out[len(hs)-1-i] = h
	}
	return out
}

func mustRead(tb testing.TB, name string) []byte {
	tb.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		tb.Fatal(err)
	}
	return b
}
