package hex_test

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"stratagem/board/hex"
)

func occupiedBy(hs ...hex.Hex) func(hex.Hex) bool {
	return func(h hex.Hex) bool { return slices.Contains(hs, h) }
}

// The movement rules of the spec (2.3): a step costs the LeaveCost of the hex
// being left, in half-points (road ½), and a step costing more than the points
// left is impossible.
func TestReachableFollowsTheMovementRules(t *testing.T) {
	row := func(cells string) *hex.Map { return parse(t, "size: 6x1\nterrain:\n"+cells+"\n") }
	type want map[string]int // hex → cost; every other hex unreachable
	for _, tc := range []struct {
		name   string
		m      *hex.Map
		start  string
		budget int
		mv     hex.Movement
		reach  want
		stops  []string // Destinations, if different from reach without the start
	}{
		{"grass costs 1 point", row(". . . . . ."), "a1", 6, hex.Movement{}, want{"a1": 0, "b1": 2, "c1": 4, "d1": 6}, nil},
		{"road costs ½", row("= = = = = ."), "a1", 4, hex.Movement{}, want{"a1": 0, "b1": 1, "c1": 2, "d1": 3, "e1": 4}, nil},
		{"leaving shallow water costs 2", row(", . . . . ."), "a1", 6, hex.Movement{}, want{"a1": 0, "b1": 4, "c1": 6}, nil},
		{"a step that costs more than is left is impossible", row(", . . . . ."), "a1", 3, hex.Movement{}, want{"a1": 0}, nil},
		{"entering shallow water costs what the hex left costs", row(". , . . . ."), "a1", 5, hex.Movement{}, want{"a1": 0, "b1": 2}, nil},
		{"rock stops walkers", row(". . ^ . . ."), "a1", 10, hex.Movement{}, want{"a1": 0, "b1": 2}, nil},
		{"deep water stops walkers", row(". ~ . . . ."), "a1", 10, hex.Movement{}, want{"a1": 0}, nil},
		{"units block walkers", row(". . . . . ."), "a1", 10, hex.Movement{Occupied: occupiedBy(at(t, "c1"))}, want{"a1": 0, "b1": 2}, nil},
		{"the mover's own hex is never occupied", row(". . . . . ."), "a1", 2, hex.Movement{Occupied: occupiedBy(at(t, "a1"))}, want{"a1": 0, "b1": 2}, nil},
		{"flyers ignore terrain", row("= , ^ ~ . ."), "a1", 8, hex.Movement{Fly: true}, want{"a1": 0, "b1": 2, "c1": 4, "d1": 6, "e1": 8}, []string{"b1", "e1"}},
		{"flyers pass over units", row(". . . . . ."), "a1", 6, hex.Movement{Fly: true, Occupied: occupiedBy(at(t, "b1"))}, want{"a1": 0, "b1": 2, "c1": 4, "d1": 6}, []string{"c1", "d1"}},
		{"a negative budget stays put", row(". . . . . ."), "c1", -3, hex.Movement{}, want{"c1": 0}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := tc.m.Reachable(at(t, tc.start), tc.budget, tc.mv)
			for _, h := range tc.m.Hexes() {
				cost, ok := r.Cost(h)
				wantCost, wantOK := tc.reach[h.String()]
				if ok != wantOK || cost != wantCost {
					t.Errorf("Cost(%v) = %d, %v; want %d, %v", h, cost, ok, wantCost, wantOK)
				}
			}
			stops := tc.stops
			if stops == nil {
				for name := range tc.reach {
					if name != tc.start {
						stops = append(stops, name)
					}
				}
				slices.Sort(stops)
			}
			var got []string
			for _, h := range r.Destinations(nil) {
				got = append(got, h.String())
				if !r.CanStop(h) {
					t.Errorf("destination %v: CanStop false", h)
				}
			}
			if !slices.Equal(got, stops) {
				t.Errorf("Destinations = %v, want %v", got, stops)
			}
			if !r.CanStop(at(t, tc.start)) || r.Start() != at(t, tc.start) {
				t.Error("the mover cannot stay where it is")
			}
		})
	}
}

// stepCost is the rule again, written out independently for the brute force.
func stepCost(m *hex.Map, mv hex.Movement, from, to hex.Hex) (int, bool) {
	if !m.Contains(to) || hex.Distance(from, to) != 1 {
		return 0, false
	}
	if mv.Fly {
		return 2, true
	}
	if !m.Terrain(to).Passable() || (mv.Occupied != nil && mv.Occupied(to)) {
		return 0, false
	}
	switch m.Terrain(from) {
	case hex.Grass:
		return 2, true
	case hex.Road:
		return 1, true
	case hex.Shallow:
		return 4, true
	}
	return 0, false
}

// bellmanFord relaxes every step until nothing changes: the brute-force cost.
func bellmanFord(m *hex.Map, start hex.Hex, budget int, mv hex.Movement) map[hex.Hex]int {
	cost := map[hex.Hex]int{start: 0}
	for changed := true; changed; {
		changed = false
		for _, a := range m.Hexes() {
			ca, ok := cost[a]
			if !ok {
				continue
			}
			for _, b := range a.Neighbours() {
				c, ok := stepCost(m, mv, a, b)
				if !ok || ca+c > budget {
					continue
				}
				if cb, seen := cost[b]; !seen || ca+c < cb {
					cost[b] = ca + c
					changed = true
				}
			}
		}
	}
	return cost
}

// checkPath verifies that path is a legal move from a to b costing cost.
func checkPath(t *testing.T, m *hex.Map, mv hex.Movement, path []hex.Hex, a, b hex.Hex, cost int) {
	t.Helper()
	if len(path) == 0 || path[0] != a || path[len(path)-1] != b {
		t.Fatalf("path %v does not run from %v to %v", path, a, b)
	}
	sum := 0
	for i := 1; i < len(path); i++ {
		c, ok := stepCost(m, mv, path[i-1], path[i])
		if !ok {
			t.Fatalf("path %v: step %v→%v is not allowed", path, path[i-1], path[i])
		}
		sum += c
	}
	if sum != cost {
		t.Fatalf("path %v costs %d, reported %d", path, sum, cost)
	}
}

func randomMovement(rng *rand.Rand, m *hex.Map, start hex.Hex) hex.Movement {
	var occ []hex.Hex
	for range rng.IntN(6) {
		if h := m.Hex(rng.IntN(m.Len())); h != start {
			occ = append(occ, h)
		}
	}
	return hex.Movement{Fly: rng.IntN(4) == 0, Occupied: occupiedBy(occ...)}
}

func TestReachableMatchesBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(2024, 3))
	for trial := range 60 {
		m := randomMap(t, rng, 4+rng.IntN(8), 3+rng.IntN(7), 0.25)
		start := m.Hex(rng.IntN(m.Len()))
		m.SetTerrain(start, hex.Grass)
		mv := randomMovement(rng, m, start)
		budget := rng.IntN(20)
		if trial%5 == 0 {
			budget = math.MaxInt32
		}
		r := m.Reachable(start, budget, mv)
		want := bellmanFord(m, start, budget, mv)
		for _, h := range m.Hexes() {
			got, ok := r.Cost(h)
			w, wok := want[h]
			if ok != wok || got != w {
				t.Fatalf("trial %d %v: Cost = %d, %v; brute force %d, %v\n%v", trial, h, got, ok, w, wok, m)
			}
			if ok {
				checkPath(t, m, mv, r.Path(h), start, h, got)
			} else if r.Path(h) != nil {
				t.Fatalf("unreachable %v has path %v", h, r.Path(h))
			}
		}
	}
}

// A* finds paths exactly as cheap as Dijkstra's on random maps, and expands
// no more nodes than Dijkstra's algorithm stopped at the same goal.
func TestAStarMatchesDijkstra(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	var astar, dijkstra hex.Searcher[hex.Hex]
	var expA, expD, found, queries int
	for seed := range 150 {
		w, h := 15, 12
		if seed%3 == 0 {
			w, h = 20, 17
		}
		m := randomMap(t, rng, w, h, 0.1+0.3*rng.Float64())
		for range 20 {
			from, to := m.Hex(rng.IntN(m.Len())), m.Hex(rng.IntN(m.Len()))
			m.SetTerrain(from, hex.Grass)
			mv := randomMovement(rng, m, from)
			full := m.Reachable(from, math.MaxInt32, mv)
			p := m.MovementProblem(from, to, mv)
			ra := astar.FindPath(p)
			p.Heuristic = nil
			rd := dijkstra.FindPath(p)
			want, ok := full.Cost(to)
			ok = ok && full.CanStop(to)
			if ra.Found != ok || rd.Found != ok {
				t.Fatalf("map %d %v→%v: found A* %v, Dijkstra %v, want %v", seed, from, to, ra.Found, rd.Found, ok)
			}
			queries++
			expA += ra.Expanded
			expD += rd.Expanded
			if ra.Expanded > rd.Expanded {
				t.Errorf("map %d %v→%v: A* expanded %d nodes, Dijkstra %d", seed, from, to, ra.Expanded, rd.Expanded)
			}
			if !ok {
				continue
			}
			found++
			if ra.Cost != want || rd.Cost != want {
				t.Fatalf("map %d %v→%v: A* cost %d, Dijkstra %d, Reachable %d", seed, from, to, ra.Cost, rd.Cost, want)
			}
			checkPath(t, m, mv, ra.Path, from, to, ra.Cost)
			checkPath(t, m, mv, rd.Path, from, to, rd.Cost)
		}
	}
	t.Logf("random maps: %d queries (%d with a path): A* expanded %d nodes, Dijkstra %d (%.1f%%)",
		queries, found, expA, expD, 100*float64(expA)/float64(expD))

	// Every pair of hexes of the battle map, walking.
	m := battleMap(t)
	expA, expD, queries = 0, 0, 0
	for _, from := range m.Hexes() {
		if !m.Terrain(from).Passable() {
			continue
		}
		full := m.Reachable(from, math.MaxInt32, hex.Movement{})
		for _, to := range m.Hexes() {
			p := m.MovementProblem(from, to, hex.Movement{})
			ra := astar.FindPath(p)
			p.Heuristic = nil
			rd := dijkstra.FindPath(p)
			want, ok := full.Cost(to)
			if ra.Found != ok || ra.Cost != want || rd.Cost != want || ra.Expanded > rd.Expanded {
				t.Fatalf("battle map %v→%v: A* %v %d (%d expanded), Dijkstra %d (%d), Reachable %v %d",
					from, to, ra.Found, ra.Cost, ra.Expanded, rd.Cost, rd.Expanded, ok, want)
			}
			queries++
			expA += ra.Expanded
			expD += rd.Expanded
		}
	}
	t.Logf("battle map, all %d pairs: A* expanded %d nodes, Dijkstra %d (%.1f%%)",
		queries, expA, expD, 100*float64(expA)/float64(expD))
}

// facing is a Mech Duel style node: where the mech stands and which way its
// legs face. Moving forward costs the terrain, backward one more, turning one
// hex-side 1.
type facing struct {
	H hex.Hex
	F hex.Direction
}

type facingGraph struct{ m *hex.Map }

func (g facingGraph) Successors(n facing, dst []facing) []facing {
	for _, next := range []facing{
		{n.H.Neighbour(n.F), n.F},
		{n.H.Neighbour(n.F.Opposite()), n.F},
		{n.H, n.F.Turn(1)},
		{n.H, n.F.Turn(-1)},
	} {
		if g.m.Contains(next.H) {
			dst = append(dst, next)
		}
	}
	return dst
}

func (g facingGraph) cost(a, b facing) (int, bool) {
	if a.H == b.H {
		return 1, true
	}
	if !g.m.Terrain(a.H).Passable() || !g.m.Terrain(b.H).Passable() {
		return 0, false
	}
	c := g.m.Terrain(a.H).LeaveCost()
	if b.H != a.H.Neighbour(a.F) {
		c++ // backward
	}
	return c, true
}

// The path finder is generic in the node: with facing as part of the state
// A* still agrees with Dijkstra and with Explore.
func TestGenericAStarWithFacing(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	var s hex.Searcher[facing]
	var expA, expD int
	for trial := range 40 {
		m := randomMap(t, rng, 12, 10, 0.25)
		g := facingGraph{m}
		from := facing{m.Hex(rng.IntN(m.Len())), hex.Direction(rng.IntN(6))}
		m.SetTerrain(from.H, hex.Grass)
		to := m.Hex(rng.IntN(m.Len()))
		p := hex.Problem[facing]{
			Graph:     g,
			Cost:      g.cost,
			Heuristic: func(n facing) int { return hex.Distance(n.H, to) }, // every move costs ≥ 1
			Start:     from,
			Goal:      func(n facing) bool { return n.H == to },
		}
		ra := s.FindPath(p)
		p.Heuristic = nil
		rd := s.FindPath(p)
		tree := s.Explore(p)
		best, reached := math.MaxInt, false
		for f := range hex.Direction(hex.NumDirections) {
			if c, ok := tree.Cost(facing{to, f}); ok {
				best, reached = min(best, c), true
				if path := tree.Path(facing{to, f}); path[0] != from || path[len(path)-1] != (facing{to, f}) {
					t.Fatalf("Explore path %v", path)
				}
			}
		}
		if ra.Found != reached || rd.Found != reached || (reached && (ra.Cost != best || rd.Cost != best)) {
			t.Fatalf("trial %d %v→%v: A* %v %d, Dijkstra %v %d, Explore %v %d", trial, from, to, ra.Found, ra.Cost, rd.Found, rd.Cost, reached, best)
		}
		if ra.Expanded > rd.Expanded {
			t.Errorf("trial %d: A* expanded %d, Dijkstra %d", trial, ra.Expanded, rd.Expanded)
		}
		expA += ra.Expanded
		expD += rd.Expanded
		if ra.Found {
			sum := 0
			for i := 1; i < len(ra.Path); i++ {
				c, ok := g.cost(ra.Path[i-1], ra.Path[i])
				if !ok {
					t.Fatalf("illegal step in %v", ra.Path)
				}
				sum += c
			}
			if sum != ra.Cost {
				t.Fatalf("path costs %d, reported %d", sum, ra.Cost)
			}
		}
		nodes := tree.Nodes()
		if nodes[0] != from {
			t.Fatalf("Explore settled %v first, not the start", nodes[0])
		}
		for i := 1; i < len(nodes); i++ {
			a, _ := tree.Cost(nodes[i-1])
			b, _ := tree.Cost(nodes[i])
			if a > b {
				t.Fatalf("Explore settled %v (cost %d) after %v (cost %d)", nodes[i], b, nodes[i-1], a)
			}
		}
	}
	t.Logf("hex+facing nodes: A* expanded %d, Dijkstra %d", expA, expD)
}

// An admissible but inconsistent heuristic makes A* close C by the dear road
// first; the cheaper path found later reopens it, and the result is optimal.
func TestAStarReopensWithInconsistentHeuristic(t *testing.T) {
	edges := map[string]map[string]int{
		"S": {"A": 1, "B": 1},
		"A": {"C": 1},
		"B": {"C": 3},
		"C": {"G": 5},
	}
	graph := hex.GraphFunc[string](func(n string, dst []string) []string {
		for _, m := range []string{"A", "B", "C", "G"} {
			if _, ok := edges[n][m]; ok {
				dst = append(dst, m)
			}
		}
		return dst
	})
	h := map[string]int{"A": 6} // true remaining costs: S 7, A 6, B 8, C 5
	r := hex.FindPath(hex.Problem[string]{
		Graph:     graph,
		Cost:      func(a, b string) (int, bool) { return edges[a][b], true },
		Heuristic: func(n string) int { return h[n] },
		Start:     "S",
		Goal:      hex.At("G"),
	})
	if !r.Found || r.Cost != 7 || !slices.Equal(r.Path, []string{"S", "A", "C", "G"}) {
		t.Errorf("got %v cost %d path %v, want cost 7 by S A C G", r.Found, r.Cost, r.Path)
	}
	if r.Expanded != 6 { // S, B, C (dear), A, C (again), G
		t.Errorf("expanded %d nodes, want 6 (C twice)", r.Expanded)
	}
}

func TestSearchLimitsAndMisses(t *testing.T) {
	m := parse(t, "size: 5x1\nterrain:\n. . ^ . .\n")
	if r := m.FindPath(at(t, "a1"), at(t, "e1"), hex.Movement{}); r.Found || r.Path != nil {
		t.Errorf("found a path through rock: %v", r.Path)
	}
	if r := m.FindPath(at(t, "a1"), at(t, "c1"), hex.Movement{Fly: true}); r.Found {
		t.Errorf("a flyer may not stop on rock: %v", r.Path)
	}
	if r := m.FindPath(at(t, "a1"), at(t, "e1"), hex.Movement{Fly: true}); !r.Found || r.Cost != 8 {
		t.Errorf("flyer over rock: %v cost %d", r.Found, r.Cost)
	}
	if r := m.FindPath(at(t, "a1"), at(t, "a1"), hex.Movement{}); !r.Found || r.Cost != 0 || len(r.Path) != 1 {
		t.Errorf("path to itself: %+v", r)
	}
	if r := m.FindPath(at(t, "a1"), hex.Hex{Q: 40}, hex.Movement{}); r.Found {
		t.Error("found a path off the map")
	}
	p := m.MovementProblem(at(t, "a1"), at(t, "b1"), hex.Movement{Fly: true})
	p.MaxCost = 1
	if r := hex.FindPath(p); r.Found {
		t.Errorf("MaxCost 1 allowed a step costing 2: %+v", r)
	}
}

// Explore with a budget is Reachable through the generic search.
func TestExploreMatchesReachable(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 8))
	var s hex.Searcher[hex.Hex]
	for range 30 {
		m := randomMap(t, rng, 15, 12, 0.2)
		from := m.Hex(rng.IntN(m.Len()))
		m.SetTerrain(from, hex.Grass)
		mv := randomMovement(rng, m, from)
		budget := 1 + rng.IntN(16)
		p := m.MovementProblem(from, from, mv)
		p.MaxCost = budget
		tree := s.Explore(p)
		r := m.Reachable(from, budget, mv)
		for _, h := range m.Hexes() {
			a, aok := tree.Cost(h)
			b, bok := r.Cost(h)
			if a != b || aok != bok {
				t.Fatalf("%v: Explore %d %v, Reachable %d %v", h, a, aok, b, bok)
			}
		}
		if tree.Expanded != r.Expanded {
			t.Errorf("Explore expanded %d, Reachable %d", tree.Expanded, r.Expanded)
		}
	}
}
