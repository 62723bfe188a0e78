package hex

import (
	"fmt"
	"math"
)

// Graph is a search space of nodes of type N: a hex, or for Mech Duel a hex
// with a facing and a level. *Map is a Graph[Hex].
type Graph[N comparable] interface {
	// Successors appends to dst the nodes one step from n and returns it.
	Successors(n N, dst []N) []N
}

// GraphFunc adapts a function to a Graph.
type GraphFunc[N comparable] func(n N, dst []N) []N

// Successors calls f.
func (f GraphFunc[N]) Successors(n N, dst []N) []N { return f(n, dst) }

// CostFunc returns the cost (≥ 0) of the step from one node to a successor,
// and false when that step is not allowed (the seed's checkCell).
type CostFunc[N comparable] func(from, to N) (cost int, ok bool)

// HeuristicFunc estimates the cost from n to the nearest goal. For A* to find
// the cheapest path it must never overestimate (admissible); if it is also
// consistent (h(n) ≤ cost(n, m) + h(m) for every step), no node is expanded
// twice.
type HeuristicFunc[N comparable] func(n N) int

// Problem is a path-finding query.
type Problem[N comparable] struct {
	Graph Graph[N]
	Cost  CostFunc[N]
	// Heuristic guides A*; nil means 0 everywhere, which makes the search
	// Dijkstra's algorithm.
	Heuristic HeuristicFunc[N]
	Start     N
	// Goal reports whether a node ends the search (use At for a single node).
	Goal func(N) bool
	// MaxCost, when positive, bounds the search: nodes costing more are not
	// reached. Explore takes its budget from here; 0 means no bound.
	MaxCost int
}

// At returns a goal test for the single node n.
func At[N comparable](n N) func(N) bool { return func(m N) bool { return m == n } }

// Result is the outcome of a path search.
type Result[N comparable] struct {
	Found bool
	// Path runs from the start to the goal, both included; nil if not found.
	Path []N
	// Cost is the sum of the step costs along Path.
	Cost int
	// Expanded counts the nodes taken from the open set whose successors were
	// examined (including the goal, whose successors are not).
	Expanded int
}

// Searcher runs A*, Dijkstra and Explore, keeping its tables between calls so
// that repeated searches do not allocate. The zero value is ready to use; a
// Searcher must not be used by two searches at once.
type Searcher[N comparable] struct {
	ids   map[N]int32
	nodes []searchNode[N]
	open  openSet
	succ  []N
	// settled lists the ids taken from the open set, in order.
	settled []int32
}

type searchNode[N comparable] struct {
	node   N
	g      int
	parent int32
	closed bool
}

// FindPath runs A* on p with a fresh Searcher.
func FindPath[N comparable](p Problem[N]) Result[N] {
	var s Searcher[N]
	return s.FindPath(p)
}

// FindPath returns the cheapest path from p.Start to a node satisfying p.Goal.
// With a nil heuristic it is Dijkstra's algorithm. The open set is a priority
// queue with decrease-key: a node already open whose cost improves is moved up
// in place; a closed node is reopened only if an inconsistent heuristic lets a
// cheaper path to it turn up later.
func (s *Searcher[N]) FindPath(p Problem[N]) Result[N] {
	if p.Goal == nil {
		panic("hex: FindPath needs a Goal")
	}
	goalID, expanded := s.run(p, true)
	if goalID < 0 {
		return Result[N]{Expanded: expanded}
	}
	return Result[N]{Found: true, Path: s.pathTo(goalID), Cost: s.nodes[goalID].g, Expanded: expanded}
}

// Explore runs Dijkstra's algorithm from p.Start to every node within
// p.MaxCost (everything reachable when MaxCost is 0), ignoring p.Goal and
// p.Heuristic, and returns the tree of cheapest paths. The tree is the
// Searcher's memory: it is valid until the Searcher's next search.
func (s *Searcher[N]) Explore(p Problem[N]) Tree[N] {
	p.Heuristic, p.Goal = nil, nil
	_, expanded := s.run(p, false)
	return Tree[N]{s: s, Expanded: expanded}
}

func (s *Searcher[N]) reset() {
	if s.ids == nil {
		s.ids = make(map[N]int32)
	} else {
		clear(s.ids)
	}
	s.nodes = s.nodes[:0]
	s.settled = s.settled[:0]
	s.open.reset(0)
}

// node returns the id of n, adding it unseen (g = ∞) if new.
func (s *Searcher[N]) node(n N) int32 {
	if id, ok := s.ids[n]; ok {
		return id
	}
	id := s.open.addID()
	s.ids[n] = id
	s.nodes = append(s.nodes, searchNode[N]{node: n, g: math.MaxInt, parent: -1})
	return id
}

// run searches from p.Start; with stopAtGoal it returns the id of the first
// goal node taken from the open set, or −1. It also returns the number of
// nodes expanded.
func (s *Searcher[N]) run(p Problem[N], stopAtGoal bool) (goal int32, expanded int) {
	s.reset()
	h := func(n N) int { return 0 }
	if p.Heuristic != nil {
		h = p.Heuristic
	}
	limit := math.MaxInt
	if p.MaxCost > 0 {
		limit = p.MaxCost
	}
	start := s.node(p.Start)
	s.nodes[start].g = 0
	hs := h(p.Start)
	s.open.push(start, hs, hs)
	for s.open.len() > 0 {
		id := s.open.pop()
		cur := &s.nodes[id]
		cur.closed = true
		expanded++
		s.settled = append(s.settled, id)
		if stopAtGoal && p.Goal(cur.node) {
			return id, expanded
		}
		g, from := cur.g, cur.node
		s.succ = p.Graph.Successors(from, s.succ[:0])
		for _, to := range s.succ {
			c, ok := p.Cost(from, to)
			if !ok {
				continue
			}
			if c < 0 {
				panic(fmt.Sprintf("hex: negative step cost %d from %v to %v", c, from, to))
			}
			ng := g + c
			if ng > limit {
				continue
			}
			tid := s.node(to)
			next := &s.nodes[tid]
			if ng >= next.g {
				continue
			}
			next.g, next.parent = ng, id
			hn := h(to)
			switch {
			case s.open.contains(tid):
				s.open.decrease(tid, ng+hn, hn)
			default: // new, or closed and reopened by a cheaper path
				next.closed = false
				s.open.push(tid, ng+hn, hn)
			}
		}
	}
	return -1, expanded
}

func (s *Searcher[N]) pathTo(id int32) []N {
	n := 0
	for i := id; i >= 0; i = s.nodes[i].parent {
		n++
	}
	path := make([]N, n)
	for i := id; i >= 0; i = s.nodes[i].parent {
		n--
		path[n] = s.nodes[i].node
	}
	return path
}

// Tree holds the cheapest cost to every node an Explore reached and the way
// back to the start.
type Tree[N comparable] struct {
	s *Searcher[N]
	// Expanded counts the nodes Explore expanded.
	Expanded int
}

// Cost returns the cheapest cost from the start to n, and whether n was reached.
func (t Tree[N]) Cost(n N) (int, bool) {
	id, ok := t.s.ids[n]
	if !ok || !t.s.nodes[id].closed {
		return 0, false
	}
	return t.s.nodes[id].g, true
}

// Path returns the cheapest path from the start to n, or nil if n was not reached.
func (t Tree[N]) Path(n N) []N {
	if _, ok := t.Cost(n); !ok {
		return nil
	}
	return t.s.pathTo(t.s.ids[n])
}

// Nodes returns every node reached, in the order they were settled (by
// increasing cost), the start first.
func (t Tree[N]) Nodes() []N {
	out := make([]N, len(t.s.settled))
	for i, id := range t.s.settled {
		out[i] = t.s.nodes[id].node
	}
	return out
}
