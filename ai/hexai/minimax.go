package hexai

import (
	"context"
	"math"
	"slices"
	"time"

	"stratagem/ai/yield"
	"stratagem/units"
)

// Win is the value of a won battle (lost: −Win) for the maximiser; it is
// beyond every evaluation.
const Win = math.MaxInt64 / 4

// Minimax is the thesis's depth-limited minimax with alpha-beta pruning
// (5.2.1), over plies — one unit's partial turn each, so the same side may
// move several times in a row. The maximiser is the side to act at the root;
// at every node the side of the active unit decides whether it maximises or
// minimises. The legal actions are ordered by the evaluation of the battle
// after them, descending for the maximiser and ascending for the minimiser
// (ties keep the order of LegalActions), and the first of equally valued
// actions is kept. It is deterministic.
type Minimax struct {
	Depth int  // plies; the thesis used 2
	Eval  Eval // the thesis's default: Positional(HP)
	// MaxNodes stops the search once it has evaluated about this many
	// battles (it looks before expanding a node); 0: no limit.
	MaxNodes int

	root     units.Side
	nodes    int
	deadline time.Time
	ctx      context.Context
	stopped  bool
	bufs     [][]scored
	acts     [][]units.Action
}

type scored struct {
	a units.Action
	v int
}

// SearchResult is what one search found.
type SearchResult struct {
	Action   units.Action
	Value    int  // for the side to act at the root
	Nodes    int  // battles evaluated or expanded
	Complete bool // false when the search was stopped by ctx or the deadline
}

// Search returns the best action for the active unit of b, which it uses as
// scratch (applied and undone: b is as it was afterwards). It stops early
// when ctx is done, the deadline (if not zero) passes or MaxNodes is
// reached, and then returns the best root action found so far.
func (mm *Minimax) Search(ctx context.Context, b *units.Battle, deadline time.Time) SearchResult {
	mm.ctx, mm.deadline, mm.nodes, mm.stopped = ctx, deadline, 0, false
	mm.root = b.ToMove()
	depth := max(mm.Depth, 1)
	for len(mm.bufs) <= depth {
		mm.bufs = append(mm.bufs, nil)
		mm.acts = append(mm.acts, nil)
	}
	moves := mm.ordered(b, depth, true)
	res := SearchResult{Action: moves[0].a, Value: -Win - 1}
	alpha, beta := -Win-1, Win+1
	for _, s := range moves {
		v := s.v
		if depth > 1 {
			b.Apply(s.a)
			v = mm.alphaBeta(b, depth-1, alpha, beta)
			b.Undo()
		}
		if mm.stopped {
			break
		}
		if v > res.Value {
			res.Action, res.Value = s.a, v
		}
		alpha = max(alpha, v)
	}
	res.Nodes, res.Complete = mm.nodes, !mm.stopped
	return res
}

// value is the evaluation for the root side, or ±Win / 0 at the end.
func (mm *Minimax) value(b *units.Battle) int {
	mm.nodes++
	return terminalOrEval(b, mm.root, mm.Eval)
}

// ordered returns the legal actions at b with the evaluation after each,
// sorted for the side to act (maximiser: descending).
func (mm *Minimax) ordered(b *units.Battle, ply int, max bool) []scored {
	mm.acts[ply] = b.LegalActions(mm.acts[ply][:0])
	out := mm.bufs[ply][:0]
	for _, a := range mm.acts[ply] {
		b.Apply(a)
		out = append(out, scored{a, mm.value(b)})
		b.Undo()
	}
	if max {
		slices.SortStableFunc(out, func(x, y scored) int { return cmpInt(y.v, x.v) })
	} else {
		slices.SortStableFunc(out, func(x, y scored) int { return cmpInt(x.v, y.v) })
	}
	mm.bufs[ply] = out
	return out
}

func cmpInt(a, b int) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// alphaBeta is the thesis's algorithm for a node d plies above the horizon.
func (mm *Minimax) alphaBeta(b *units.Battle, d, alpha, beta int) int {
	if d == 0 || b.Outcome().Over() {
		return mm.value(b)
	}
	if mm.expired() { // a few hundred such nodes a search at depth 2: cheap enough
		mm.stopped = true
		return 0
	}
	maximiser := b.ToMove() == mm.root
	moves := mm.ordered(b, d, maximiser)
	best := Win + 1
	if maximiser {
		best = -Win - 1
	}
	for _, s := range moves {
		v := s.v // the leaf value is the ordering value: no need to apply again
		if d > 1 {
			b.Apply(s.a)
			v = mm.alphaBeta(b, d-1, alpha, beta)
			b.Undo()
			if mm.stopped {
				return 0
			}
		}
		if maximiser {
			best = max(best, v)
			alpha = max(alpha, v)
		} else {
			best = min(best, v)
			beta = min(beta, v)
		}
		if beta <= alpha {
			break
		}
	}
	return best
}

func (mm *Minimax) expired() bool {
	yield.Point()
	if mm.MaxNodes > 0 && mm.nodes >= mm.MaxNodes {
		return true
	}
	if mm.ctx != nil && mm.ctx.Err() != nil {
		return true
	}
	return !mm.deadline.IsZero() && time.Now().After(mm.deadline)
}
