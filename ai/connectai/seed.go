package connectai

import (
	"context"
	"math/bits"
	"time"

	"stratagem/board/connect"
)

// The seed's AI ("cnai", seeds/001): minimax to a set depth. A position
// with a line scores WinScore minus the distance from the root for the
// winner (so the quickest win and the slowest loss are preferred), a full
// board 0, and any other leaf the seed's heuristic moveTotalValue: over
// every window of N cells, in all four directions, that holds discs of one
// player only, 2^(2·(n−1)) where n is that player's discs in it, summed for
// the root player minus the same sum for the opponent. (Empty windows add
// nothing: the seed's formula would give them the same ¼ for both sides.)

// WinScore is the value of a won position at the root; a win k plies
// away scores WinScore − k.
const WinScore = 1 << 40

// Heuristic evaluates positions of one board with the seed's formula.
type Heuristic struct {
	cfg     connect.Config
	windows []connect.Bitboard
}

// NewHeuristic lists the windows of c.
func NewHeuristic(c connect.Config) *Heuristic {
	h := &Heuristic{cfg: c}
	for col := 0; col < c.W; col++ {
		for row := 0; row < c.H; row++ {
			for _, d := range [4][2]int{{0, 1}, {1, 0}, {1, 1}, {1, -1}} {
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

// Windows is the number of windows of N cells on the board.
func (h *Heuristic) Windows() int { return len(h.windows) }

// Evaluate is moveTotalValue for player pl: pl's open windows minus the
// opponent's.
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
		return s.h.Evaluate(p, s.root), true
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
