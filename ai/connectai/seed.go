package connectai

import (
	"context"
	"math/bits"
	"time"

	"stratagem/ai/yield"
	"stratagem/board/connect"
)

// The seed's AI ("cnai", seeds/001): minimax to a set depth. A position
// with a line scores WinScore minus the distance from the root for the
// winner (so the quickest win and the slowest loss are preferred), a full
// board 0, and any other leaf by a Heuristic: the seed's own,
// moveTotalValue, scores the move that led to the leaf (SeedMove); the
// project's first reading of it scored the whole board (WholeBoard).

// WinScore is the value of a won position at the root; a win k plies
// away scores WinScore − k.
const WinScore = 1 << 40

// HeuristicKind says how a Heuristic scores a leaf.
type HeuristicKind uint8

const (
	// SeedMove is the seed's moveTotalValue, as its text describes it: the
	// value of one move, the one that led to the leaf. From the cell it
	// filled, in each of the four directions (horizontal, vertical, both
	// diagonals), every window of N cells on the board that contains the
	// cell and can still become a line for the mover (no opponent disc in
	// it) adds 2^(2·(n−1)), n being the mover's discs in the window,
	// including the new one: at most 4·N windows of N cells, O(N²) work.
	// The leaf's value for the root player is that sum when the root made
	// the move, its negation when the opponent did (the seed's minimax
	// returns values that are largest for the calling player's win).
	SeedMove HeuristicKind = iota
	// WholeBoard sums over every window of N cells of the board: 2^(2·(n−1))
	// for each window holding n discs of the root player and none of the
	// opponent's, minus the same for the opponent's windows. (Empty windows
	// add nothing: the formula would give them the same ¼ for both sides.)
	WholeBoard
)

// String is the kind's name as the documentation uses it.
func (k HeuristicKind) String() string {
	if k == WholeBoard {
		return "whole-board"
	}
	return "seed move"
}

// Heuristic scores the leaves of the seed search on one board, the way
// its kind says.
type Heuristic struct {
	cfg     connect.Config
	kind    HeuristicKind
	windows []connect.Bitboard // every window of N cells (for WholeBoard)
}

// directions are the four directions of a line, as (column, row) steps.
var directions = [4][2]int{{0, 1}, {1, 0}, {1, 1}, {1, -1}}

// NewHeuristic returns the heuristic of the given kind for board c.
func NewHeuristic(c connect.Config, kind HeuristicKind) *Heuristic {
	h := &Heuristic{cfg: c, kind: kind}
	for col := 0; col < c.W; col++ {
		for row := 0; row < c.H; row++ {
			for _, d := range directions {
				ec, er := col+(c.N-1)*d[0], row+(c.N-1)*d[1]
				if ec < 0 || ec >= c.W || er < 0 || er >= c.H {
					continue
				}
				var w connect.Bitboard
				for k := 0; k < c.N; k++ {
					w = w.With(c.Bit(col+k*d[0], row+k*d[1]))
				}
				h.windows = append(h.windows, w)
			}
		}
	}
	return h
}

// Kind says how h scores a leaf.
func (h *Heuristic) Kind() HeuristicKind { return h.kind }

// Windows is the number of windows of N cells on the board.
func (h *Heuristic) Windows() int { return len(h.windows) }

// Leaf is the value for player root of p, a leaf of the search that is
// neither won nor full, by h's kind.
func (h *Heuristic) Leaf(p *connect.Position, root connect.Player) int {
	if h.kind == WholeBoard {
		return h.Evaluate(p, root)
	}
	v := h.MoveValue(p)
	if p.SideToMove() == root { // the opponent made the last move
		return -v
	}
	return v
}

// MoveValue is the seed's moveTotalValue of p's latest move for the player
// who made it (0 on the empty board): see SeedMove.
func (h *Heuristic) MoveValue(p *connect.Position) int {
	col := p.LastMove()
	if col < 0 {
		return 0
	}
	row := p.Height(col) - 1
	mover := p.At(col, row)
	c := h.cfg
	v := 0
	for _, d := range directions {
		// The windows through (col, row) start 0 to N−1 cells before it.
		for start := -(c.N - 1); start <= 0; start++ {
			n, open := 0, true
			for k := start; k < start+c.N && open; k++ {
				cc, rr := col+k*d[0], row+k*d[1]
				switch {
				case cc < 0 || cc >= c.W || rr < 0 || rr >= c.H:
					open = false // the window leaves the board
				case p.At(cc, rr) == mover:
					n++
				case p.At(cc, rr) != connect.None:
					open = false // an opponent disc: no line here
				}
			}
			if open {
				v += 1 << uint(2*(n-1))
			}
		}
	}
	return v
}

// Evaluate is the WholeBoard value for player pl: pl's open windows minus
// the opponent's.
func (h *Heuristic) Evaluate(p *connect.Position, pl connect.Player) int {
	own, opp := p.Discs(pl), p.Discs(pl.Other())
	v := 0
	for _, w := range h.windows {
		o := bits.OnesCount64(own.Lo&w.Lo) + bits.OnesCount64(own.Hi&w.Hi)
		t := bits.OnesCount64(opp.Lo&w.Lo) + bits.OnesCount64(opp.Hi&w.Hi)
		switch {
		case t == 0 && o > 0:
			v += 1 << uint(2*(o-1))
		case o == 0 && t > 0:
			v -= 1 << uint(2*(t-1))
		}
	}
	return v
}

// SeedResult is what a seed search found.
type SeedResult struct {
	Column int   // best column (0-based); -1 when there is none
	Score  int   // its value for the root player
	Nodes  int64 // positions visited
	Depth  int   // plies searched
}

// seedSearch runs minimax or alpha-beta from one root.
type seedSearch struct {
	h         *Heuristic
	root      connect.Player
	order     []int
	nodes     int64
	ctx       context.Context
	deadline  time.Time
	maxNodes  int64 // 0: no limit
	nextCheck int64
	stopped   bool
}

func newSeedSearch(h *Heuristic, p *connect.Position) *seedSearch {
	o := centreOrder(h.cfg.W)
	return &seedSearch{h: h, root: p.SideToMove(), order: o[:h.cfg.W], nextCheck: checkEvery}
}

func (s *seedSearch) visit() bool {
	s.nodes++
	if s.maxNodes > 0 && s.nodes >= s.maxNodes {
		s.stopped = true
	}
	if s.nodes >= s.nextCheck {
		s.nextCheck = s.nodes + checkEvery
		yield.Point()
		if (s.ctx != nil && s.ctx.Err() != nil) || (!s.deadline.IsZero() && time.Now().After(s.deadline)) {
			s.stopped = true
		}
	}
	return !s.stopped
}

// leaf scores a position without searching on: ok is false when the
// search must go on.
func (s *seedSearch) leaf(p *connect.Position, depth, ply int) (int, bool) {
	if w := p.Winner(); w != connect.None {
		if w == s.root {
			return WinScore - ply, true
		}
		return -(WinScore - ply), true
	}
	if p.Full() {
		return 0, true
	}
	if depth == 0 {
		return s.h.Leaf(p, s.root), true
	}
	return 0, false
}

// minimax is the seed's plain minimax: every move at every node.
func (s *seedSearch) minimax(p *connect.Position, depth, ply int) int {
	s.visit()
	if v, ok := s.leaf(p, depth, ply); ok {
		return v
	}
	maximizing := p.SideToMove() == s.root
	best := WinScore + 1
	if maximizing {
		best = -best
	}
	for _, col := range s.order {
		if !p.CanPlay(col) {
			continue
		}
		p.Apply(col)
		v := s.minimax(p, depth-1, ply+1)
		p.Undo()
		if maximizing == (v > best) && v != best {
			best = v
		}
	}
	return best
}

// alphaBeta is minimax with alpha-beta pruning, moves centre first. It
// returns the minimax value when that lies inside (alpha, beta), else a
// bound on the same side of the window.
func (s *seedSearch) alphaBeta(p *connect.Position, depth, ply, alpha, beta int) int {
	if !s.visit() {
		return 0
	}
	if v, ok := s.leaf(p, depth, ply); ok {
		return v
	}
	maximizing := p.SideToMove() == s.root
	for _, col := range s.order {
		if !p.CanPlay(col) {
			continue
		}
		p.Apply(col)
		v := s.alphaBeta(p, depth-1, ply+1, alpha, beta)
		p.Undo()
		if s.stopped {
			return 0
		}
		if maximizing {
			alpha = max(alpha, v)
		} else {
			beta = min(beta, v)
		}
		if alpha >= beta {
			break
		}
	}
	if maximizing {
		return alpha
	}
	return beta
}

// rootMoves lists the root's playable columns, centre first.
func (s *seedSearch) rootMoves(p *connect.Position) []int {
	var out []int
	for _, col := range s.order {
		if p.CanPlay(col) && !p.Over() {
			out = append(out, col)
		}
	}
	return out
}

// SeedMinimax is the seed's plain minimax to depth plies from p (which is
// left as it was): the first best column in centre-first order and every
// root column's value (indexed by column; unplayable columns are absent).
func SeedMinimax(h *Heuristic, p *connect.Position, depth int) (SeedResult, map[int]int) {
	s := newSeedSearch(h, p)
	res := SeedResult{Column: -1, Depth: depth}
	values := map[int]int{}
	for _, col := range s.rootMoves(p) {
		p.Apply(col)
		v := s.minimax(p, depth-1, 1)
		p.Undo()
		values[col] = v
		if res.Column < 0 || v > res.Score {
			res.Column, res.Score = col, v
		}
	}
	res.Nodes = s.nodes
	return res, values
}

// SeedAlphaBeta is SeedMinimax with alpha-beta pruning and centre-first
// ordering: the same column and score with fewer nodes.
func SeedAlphaBeta(h *Heuristic, p *connect.Position, depth int) SeedResult {
	res, _ := seedAlphaBeta(h, p, depth, nil, Limits{})
	return res
}

// seedAlphaBeta searches the root moves in the order given (nil: centre
// first); ok is false when the limits stopped it.
func seedAlphaBeta(h *Heuristic, p *connect.Position, depth int, moves []int, lim Limits) (SeedResult, bool) {
	s := newSeedSearch(h, p)
	s.ctx, s.deadline, s.maxNodes = lim.Ctx, lim.Deadline, lim.MaxNodes
	if moves == nil {
		moves = s.rootMoves(p)
	}
	res := SeedResult{Column: -1, Depth: depth}
	alpha := -(WinScore + 1)
	for _, col := range moves {
		p.Apply(col)
		v := s.alphaBeta(p, depth-1, 1, alpha, WinScore+1)
		p.Undo()
		if s.stopped {
			res.Nodes = s.nodes
			return res, false
		}
		if res.Column < 0 || v > alpha {
			res.Column, res.Score, alpha = col, v, v
		}
	}
	res.Nodes = s.nodes
	return res, true
}
