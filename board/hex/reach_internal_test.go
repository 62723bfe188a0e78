package hex

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// heapReach is Dijkstra's algorithm over the open set (a binary heap keyed
// by cost, then by the order hexes were first reached), as Reach.Compute was
// before it took a bucket queue: the reference for the order in which hexes
// are settled, and so for the way back each hex keeps.
func heapReach(m *Map, start Hex, budget int, mv Movement) (cost, prev []int32, expanded, decreased int) {
	n := m.Len()
	cost, prev = make([]int32, n), make([]int32, n)
	for i := range cost {
		cost[i], prev[i] = -1, -1
	}
	budget = min(max(budget, 0), math.MaxInt32)
	var open openSet
	open.reset(n)
	s := m.mustIndex(start)
	cost[s] = 0
	open.push(int32(s), 0, 0)
	for open.len() > 0 {
		i := int(open.pop())
		expanded++
		step := FlyStepCost
		if !mv.Fly {
			step = m.terrain[i].LeaveCost()
		}
		ng := int(cost[i]) + step
		if step == Impassable || ng > budget {
			continue
		}
		for _, j := range m.nbr[i*NumDirections : (i+1)*NumDirections] {
			if j < 0 || (cost[j] >= 0 && int(cost[j]) <= ng) || (!mv.Fly && !m.canStop(int(j), mv)) {
				continue
			}
			first := cost[j] < 0
			cost[j], prev[j] = int32(ng), int32(i)
			if first {
				open.push(j, ng, 0)
			} else {
				open.decrease(j, ng, 0)
				decreased++
			}
		}
	}
	return cost, prev, expanded, decreased
}

// Reach.Compute settles the hexes in the heap's order: the same costs, the
// same way back to every hex (so the same paths on the screen) and the same
// count of hexes settled, on random maps of every terrain (whose step costs
// of 1 to 6 half-points make hexes reached again more cheaply), walking and
// flying, among other units, with small budgets and unbounded ones; one
// Reach is reused throughout, as the battle reuses its own.
func TestReachSettlesInHeapOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	var r Reach
	improved := 0
	for trial := range 400 {
		w, h := 3+rng.IntN(15), 2+rng.IntN(12)
		m, err := NewMap("random", w, h)
		if err != nil {
			t.Fatal(err)
		}
		for i := range m.Len() {
			m.terrain[i] = Terrain(rng.IntN(int(numTerrains)))
		}
		start := m.Hex(rng.IntN(m.Len()))
		m.terrain[m.mustIndex(start)] = Grass
		var occ []Hex
		for range rng.IntN(10) {
			occ = append(occ, m.Hex(rng.IntN(m.Len())))
		}
		mv := Movement{Fly: rng.IntN(4) == 0}
		switch trial % 3 { // the other units by a function, by an occupancy, or half by each
		case 0:
			mv.Occupied = func(h Hex) bool { return slices.Contains(occ, h) }
		case 1:
			mv.Pieces = NewOccupancy(m)
			for k, h := range occ {
				mv.Pieces.Set(h, k)
			}
		case 2:
			mv.Occupied = func(h Hex) bool { return slices.Contains(occ[:len(occ)/2], h) }
			mv.Pieces = NewOccupancy(m)
			for k, h := range occ[len(occ)/2:] {
				mv.Pieces.Set(h, k)
			}
		}
		budget := rng.IntN(40)
		if trial%7 == 0 {
			budget = math.MaxInt32
		}
		r.Compute(m, start, budget, mv)
		cost, prev, expanded, decreased := heapReach(m, start, budget, mv)
		if !slices.Equal(r.cost, cost) || !slices.Equal(r.prev, prev) || r.Expanded != expanded {
			t.Fatalf("trial %d (%dx%d from %v, budget %d, fly %v): bucket queue\ncost %v\nprev %v\nexpanded %d\nheap\ncost %v\nprev %v\nexpanded %d",
				trial, w, h, start, budget, mv.Fly, r.cost, r.prev, r.Expanded, cost, prev, expanded)
		}
		improved += decreased
		// An occupancy marks exactly what the same units given by a function do.
		var byFunc Reach
		byFunc.Compute(m, start, budget, Movement{Fly: mv.Fly, Occupied: func(h Hex) bool { return slices.Contains(occ, h) }})
		if !slices.Equal(r.cost, byFunc.cost) || !slices.Equal(r.prev, byFunc.prev) {
			t.Fatalf("trial %d: the units as an occupancy reach\n%v\nas a function\n%v", trial, r.cost, byFunc.cost)
		}
	}
	if improved == 0 {
		t.Fatal("no hex was ever reached again more cheaply: the test does not exercise the reordering")
	}
}
