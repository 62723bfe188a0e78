package hex_test

import (
	"math"
	"math/rand/v2"
	"testing"

	"stratagem/board/hex"
)

func randomPairs(m *hex.Map, n int) [][2]hex.Hex {
	rng := rand.New(rand.NewPCG(1, 2))
	pairs := make([][2]hex.Hex, n)
	for i := range pairs {
		pairs[i] = [2]hex.Hex{m.Hex(rng.IntN(m.Len())), m.Hex(rng.IntN(m.Len()))}
	}
	return pairs
}

func BenchmarkNeighbours(b *testing.B) {
	m := battleMap(b)
	hs := m.Hexes()
	b.Run("Hex.Neighbours", func(b *testing.B) {
		i, sum := 0, 0
		for b.Loop() {
			ns := hs[i].Neighbours()
			sum += ns[0].Q
			i = (i + 1) % len(hs)
		}
		_ = sum
	})
	b.Run("Map.Successors", func(b *testing.B) {
		buf := make([]hex.Hex, 0, 6)
		i := 0
		for b.Loop() {
			buf = m.Successors(hs[i], buf[:0])
			i = (i + 1) % len(hs)
		}
	})
}

func BenchmarkDistance(b *testing.B) {
	pairs := randomPairs(battleMap(b), 1024)
	i, sum := 0, 0
	for b.Loop() {
		sum += hex.Distance(pairs[i][0], pairs[i][1])
		i = (i + 1) & 1023
	}
	_ = sum
}

func BenchmarkLine(b *testing.B) {
	pairs := randomPairs(battleMap(b), 1024)
	buf := make([]hex.Hex, 0, 64)
	i := 0
	for b.Loop() {
		buf = hex.AppendLine(buf[:0], pairs[i][0], pairs[i][1], hex.NudgePlus)
		i = (i + 1) & 1023
	}
}

// One sight check between random hexes of the battle map (both nudged lines
// when the first is blocked).
func BenchmarkLineOfSight(b *testing.B) {
	m := battleMap(b)
	pairs := randomPairs(m, 1024)
	i, seen := 0, 0
	for b.Loop() {
		if m.LineOfSight(pairs[i][0], pairs[i][1]) {
			seen++
		}
		i = (i + 1) & 1023
	}
	_ = seen
}

// Reachable hexes for the battle map's units from their start positions.
func BenchmarkReachable(b *testing.B) {
	m := battleMap(b)
	var all []hex.Hex
	for _, hs := range m.Starts {
		all = append(all, hs...)
	}
	occ := occupiedBy(all...)
	for _, tc := range []struct {
		name   string
		start  hex.Hex
		budget int
		mv     hex.Movement
	}{
		{"knight", m.Starts[0][2], 5 * hex.HalfPoints, hex.Movement{Occupied: occ}},
		{"flyer", m.Starts[0][0], 8 * hex.HalfPoints, hex.Movement{Fly: true, Occupied: occ}},
		{"whole-map", m.Starts[0][2], math.MaxInt32, hex.Movement{Occupied: occ}},
	} {
		b.Run(tc.name, func(b *testing.B) {
			var r hex.Reach
			for b.Loop() {
				r.Compute(m, tc.start, tc.budget, tc.mv)
			}
			b.ReportMetric(float64(len(r.Destinations(nil))), "hexes")
		})
	}
}

// A* and Dijkstra across the battle map, from Blue's flyer's corner to Red's,
// with a reused Searcher.
func BenchmarkAStarBattleMap(b *testing.B) {
	m := battleMap(b)
	from, to := m.Starts[0][0], m.Starts[1][0]
	for _, tc := range []struct {
		name      string
		heuristic bool
	}{{"astar", true}, {"dijkstra", false}} {
		b.Run(tc.name, func(b *testing.B) {
			var s hex.Searcher[hex.Hex]
			p := m.MovementProblem(from, to, hex.Movement{})
			if !tc.heuristic {
				p.Heuristic = nil
			}
			var r hex.Result[hex.Hex]
			for b.Loop() {
				r = s.FindPath(p)
			}
			if !r.Found {
				b.Fatal("no path")
			}
			b.ReportMetric(float64(r.Expanded), "expanded")
			b.ReportMetric(float64(r.Cost), "cost")
		})
	}
}
