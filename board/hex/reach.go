package hex

import "math"

// Movement says how a unit crosses the map.
type Movement struct {
	// Fly makes the mover terrain-blind: every step costs one point
	// (HalfPoints), it passes over impassable terrain and occupied hexes, but
	// it cannot stop on them.
	Fly bool
	// Occupied reports the hexes holding other units; nil means none. Walkers
	// cannot enter them, nobody can stop on them. The mover's own hex is never
	// treated as occupied.
	Occupied func(Hex) bool
	// Pieces, an occupancy of the same map, marks the hexes its pieces
	// stand on as occupied, as Occupied does (and besides it), looked up by
	// index; the zero Occupancy marks none.
	Pieces Occupancy
}

// FlyStepCost is the cost in half-points of every step of a flyer.
const FlyStepCost = HalfPoints

// canStop reports whether a mover may end its move on the hex at index i.
func (m *Map) canStop(i int, mv Movement) bool {
	return m.terrain[i].Passable() && (mv.Pieces.id == nil || mv.Pieces.id[i] < 0) &&
		(mv.Occupied == nil || !mv.Occupied(m.Hex(i)))
}

// stepCost returns the cost of the step from index i to its neighbour j for mv,
// or Impassable.
func (m *Map) stepCost(i, j int, mv Movement) int {
	if mv.Fly {
		return FlyStepCost
	}
	c := m.terrain[i].LeaveCost()
	if c == Impassable || !m.canStop(j, mv) {
		return Impassable
	}
	return c
}

// maxStepCost is the dearest step there is, in half-points.
var maxStepCost = func() int {
	c := FlyStepCost
	for t := range terrains {
		c = max(c, Terrain(t).LeaveCost())
	}
	return c
}()

// Reach is the result of Reachable: the cheapest cost from the start to every
// hex within the budget, with the way back. A Reach can be reused with
// Compute to avoid allocating.
type Reach struct {
	m     *Map
	mv    Movement
	start int
	cost  []int32 // −1 where not reached
	prev  []int32
	// The open hexes by cost (Dial's bucket queue: a cost never exceeds the
	// budget), each bucket in the order the hexes were first reached; seq
	// is that order. A hex reached again more cheaply moves to its new
	// bucket and keeps its place in that order; its old entry is skipped.
	buckets [][]int32
	seq     []int32
	// Expanded counts the hexes the search settled.
	Expanded int
}

// Reachable returns every hex the mover at start can get to spending at most
// budget half-points, by Dijkstra's algorithm: a step costs the LeaveCost of
// the hex being left (FlyStepCost for flyers) and is only possible if it does
// not exceed the points left.
func (m *Map) Reachable(start Hex, budget int, mv Movement) *Reach {
	r := new(Reach)
	r.Compute(m, start, budget, mv)
	return r
}

// Compute fills r as Map.Reachable does, reusing r's memory. A negative budget
// reaches only the start; start must be on the map.
func (r *Reach) Compute(m *Map, start Hex, budget int, mv Movement) {
	n := m.Len()
	r.m, r.mv, r.Expanded = m, mv, 0
	r.start = m.mustIndex(start)
	if cap(r.cost) < n {
		r.cost, r.prev = make([]int32, n), make([]int32, n)
	}
	r.cost, r.prev = r.cost[:n], r.prev[:n]
	for i := range r.cost {
		r.cost[i], r.prev[i] = -1, -1
	}
	// No cheapest path is dearer than n−1 of the dearest steps: that bounds
	// the buckets whatever the budget.
	budget = min(max(budget, 0), (n-1)*maxStepCost)
	if cap(r.seq) < n {
		r.seq = make([]int32, n)
	}
	r.seq = r.seq[:n]
	if budget >= len(r.buckets) {
		r.buckets = append(r.buckets, make([][]int32, budget+1-len(r.buckets))...)
	}
	for c := range r.buckets[:budget+1] {
		r.buckets[c] = r.buckets[c][:0]
	}
	seq := int32(0)
	r.cost[r.start], r.seq[r.start] = 0, seq
	r.buckets[0] = append(r.buckets[0], int32(r.start))
	// Hexes are settled in order of cost, and among equal costs in the
	// order they were first reached (as a heap keyed by both would).
	for c := 0; c <= budget; c++ {
		for k := 0; k < len(r.buckets[c]); k++ {
			i := int(r.buckets[c][k])
			if int(r.cost[i]) != c {
				continue // reached more cheaply since, and settled then
			}
			r.Expanded++
			// Every step out of i costs the same: the hex being left decides.
			step := FlyStepCost
			if !mv.Fly {
				step = m.terrain[i].LeaveCost()
			}
			ng := c + step
			if step == Impassable || ng > budget {
				continue
			}
			for _, j := range m.nbr[i*NumDirections : (i+1)*NumDirections] {
				if j < 0 || (r.cost[j] >= 0 && int(r.cost[j]) <= ng) {
					continue
				}
				if !mv.Fly && !m.canStop(int(j), mv) {
					continue
				}
				first := r.cost[j] < 0
				r.cost[j], r.prev[j] = int32(ng), int32(i)
				if first {
					seq++
					r.seq[j] = seq
					r.buckets[ng] = append(r.buckets[ng], j)
					continue
				}
				// Open at a dearer cost (a settled hex is never improved):
				// into its new bucket at its first-reached place.
				b := append(r.buckets[ng], j)
				at := len(b) - 1
				for at > 0 && r.seq[b[at-1]] > r.seq[j] {
					b[at] = b[at-1]
					at--
				}
				b[at] = j
				r.buckets[ng] = b
			}
		}
	}
}

// ReachedAt reports whether the hex at storage index i is within the budget
// (Cost's ok, without turning an index into a hex and back).
func (r *Reach) ReachedAt(i int) bool { return r.cost[i] >= 0 }

// Start returns the mover's hex.
func (r *Reach) Start() Hex { return r.m.Hex(r.start) }

// Cost returns the cheapest cost in half-points from the start to h and
// whether h is within the budget. For flyers this includes hexes they can only
// pass over; see CanStop.
func (r *Reach) Cost(h Hex) (int, bool) {
	i := r.m.Index(h)
	if i < 0 || r.cost[i] < 0 {
		return 0, false
	}
	return int(r.cost[i]), true
}

// CanStop reports whether the mover can end its move on h: h is within the
// budget, passable and not occupied, or h is the start (moving 0 hexes).
func (r *Reach) CanStop(h Hex) bool {
	i := r.m.Index(h)
	if i < 0 || r.cost[i] < 0 {
		return false
	}
	return i == r.start || r.m.canStop(i, r.mv)
}

// Destinations appends to dst every hex other than the start where the mover
// can stop, in storage order, and returns it.
func (r *Reach) Destinations(dst []Hex) []Hex {
	for i, c := range r.cost {
		if c >= 0 && i != r.start && r.m.canStop(i, r.mv) {
			dst = append(dst, r.m.Hex(i))
		}
	}
	return dst
}

// Path returns the cheapest path from the start to h, both included, or nil if
// h is not within the budget.
func (r *Reach) Path(h Hex) []Hex {
	i := r.m.Index(h)
	if i < 0 || r.cost[i] < 0 {
		return nil
	}
	n := 0
	for j := int32(i); j >= 0; j = r.prev[j] {
		n++
	}
	path := make([]Hex, n)
	for j := int32(i); j >= 0; j = r.prev[j] {
		n--
		path[n] = r.m.Hex(int(j))
	}
	return path
}

// MovementProblem returns the A* problem of moving from one hex to another of
// m: a step costs what it costs in Reachable, and the heuristic is
// PathHeuristic. Its Graph is m and its Cost closes over mv.
func (m *Map) MovementProblem(from, to Hex, mv Movement) Problem[Hex] {
	return Problem[Hex]{
		Graph: m,
		Cost: func(a, b Hex) (int, bool) {
			c := m.stepCost(m.Index(a), m.Index(b), mv)
			return c, c != Impassable
		},
		Heuristic: m.PathHeuristic(to, mv),
		Start:     from,
		Goal: func(h Hex) bool {
			return h == to && (h == from || m.canStop(m.Index(h), mv))
		},
	}
}

// FindPath returns the cheapest path for mv from one hex to another (where
// the mover must be able to stop), found by A*.
func (m *Map) FindPath(from, to Hex, mv Movement) Result[Hex] {
	if !m.Contains(from) || !m.Contains(to) {
		return Result[Hex]{}
	}
	return FindPath(m.MovementProblem(from, to, mv))
}

// PathHeuristic returns an admissible and consistent A* heuristic for moving
// to goal on m. A path of d steps from n leaves n once and then d−1 other
// hexes, so it costs at least LeaveCost(n) + (d−1)·c, where c is the cheapest
// LeaveCost on the map (a flyer pays FlyStepCost for every step).
func (m *Map) PathHeuristic(goal Hex, mv Movement) HeuristicFunc[Hex] {
	if mv.Fly {
		return func(n Hex) int { return FlyStepCost * Distance(n, goal) }
	}
	cheapest := math.MaxInt
	for _, t := range m.terrain {
		if c := t.LeaveCost(); c != Impassable {
			cheapest = min(cheapest, c)
		}
	}
	if cheapest == math.MaxInt {
		cheapest = 0
	}
	return func(n Hex) int {
		d := Distance(n, goal)
		if d == 0 {
			return 0
		}
		c := m.Terrain(n).LeaveCost()
		if c == Impassable {
			c = cheapest
		}
		return c + (d-1)*cheapest
	}
}
