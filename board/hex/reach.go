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
}

// FlyStepCost is the cost in half-points of every step of a flyer.
const FlyStepCost = HalfPoints

// canStop reports whether a mover may end its move on the hex at index i.
func (m *Map) canStop(i int, mv Movement) bool {
	return m.terrain[i].Passable() && (mv.Occupied == nil || !mv.Occupied(m.Hex(i)))
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

// Reach is the result of Reachable: the cheapest cost from the start to every
// hex within the budget, with the way back. A Reach can be reused with
// Compute to avoid allocating.
type Reach struct {
	m     *Map
	mv    Movement
	start int
	cost  []int32 // −1 where not reached
	prev  []int32
	open  openSet
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
	budget = min(max(budget, 0), math.MaxInt32)
	r.open.reset(n)
	r.cost[r.start] = 0
	r.open.push(int32(r.start), 0, 0)
	for r.open.len() > 0 {
		i := int(r.open.pop())
		r.Expanded++
		// Every step out of i costs the same: the hex being left decides.
		step := FlyStepCost
		if !mv.Fly {
			step = m.terrain[i].LeaveCost()
		}
		ng := int(r.cost[i]) + step
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
			if r.cost[j] < 0 {
				r.cost[j], r.prev[j] = int32(ng), int32(i)
				r.open.push(j, ng, 0)
			} else { // open with a dearer cost: Dijkstra never improves a settled hex
				r.cost[j], r.prev[j] = int32(ng), int32(i)
				r.open.decrease(j, ng, 0)
			}
		}
	}
}

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
