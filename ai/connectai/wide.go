package connectai

import (
	"fmt"
	"math/bits"

	"stratagem/board/connect"
)

// Wide is the exact solver for the boards whose columns, each H cells and
// one spare above, take more than 64 bits (8×8, 9×7, 9×8): the same layout
// as Solver's, in a two-word connect.Bitboard. Its search is Solver's
// without the refinements that make the narrow one fast (no separate table
// for the positions near the end, no bound for lines of 5 and 6 that can
// no longer be made, no cut-off from the children's table entries): the
// narrow solver's null-window search, moves that let the opponent win at
// once left out, the others tried by the threats they make, and a
// transposition table. A position of 81 bits does not fit the table's key,
// so the key is a 64-bit hash of it: two positions share one with a chance
// of about one in 10¹⁰ in a solve of a billion positions, the usual price
// of a hashed table. It is exact wherever it finishes; on these boards
// that is the last part of a game (Master, solving 0.8 s a move on 9×8,
// was exact for the last 40–50% of its moves in four games, from about
// 40 empty cells). Not safe for concurrent use.
type Wide struct {
	cfg       connect.Config
	c         int // ⌈W·H/2⌉
	cells     int
	bottom    connect.Bitboard
	boardMask connect.Bitboard
	colMask   [connect.MaxWidth]connect.Bitboard
	order     [connect.MaxWidth]int // columns, centre first
	dirs      []uint                // the level and slanted strides where a line fits
	vertical  bool
	tt        *table
	tableBits int
	budget
}

// NewWide returns a wide solver for c (any board; the narrow Solver is
// faster where it fits) with a table of 2^tableBits entries (0:
// DefaultTableBits), allocated by the first solve.
func NewWide(c connect.Config, tableBits int) (*Wide, error) {
	if err := c.Validate(); err != nil {
		return nil, err
	}
	if tableBits <= 0 {
		tableBits = DefaultTableBits
	}
	w := &Wide{cfg: c, c: (c.Cells() + 1) / 2, cells: c.Cells(), tableBits: tableBits, order: centreOrder(c.W)}
	for col := 0; col < c.W; col++ {
		w.bottom = w.bottom.With(c.Bit(col, 0))
		for row := 0; row < c.H; row++ {
			w.colMask[col] = w.colMask[col].With(c.Bit(col, row))
		}
		w.boardMask = w.boardMask.Or(w.colMask[col])
	}
	if c.W >= c.N {
		w.dirs = append(w.dirs, uint(c.H+1))
		if c.H >= c.N {
			w.dirs = append(w.dirs, uint(c.H), uint(c.H+2))
		}
	}
	w.vertical = c.H >= c.N
	return w, nil
}

// Config returns the board the solver is for.
func (w *Wide) Config() connect.Config { return w.cfg }

// Exact is what the two exact solvers share: Solver where a board fits 64
// bits, Wide elsewhere (NewExact chooses).
type Exact interface {
	Config() connect.Config
	// Nodes is the number of positions visited since the solver was made.
	Nodes() int64
	// Solve returns the exact score of p for the side to move.
	Solve(p *connect.Position, lim Limits) (int, error)
	// BestMovesWithin returns the exact score and the columns found to
	// achieve it within lim, the first always.
	BestMovesWithin(p *connect.Position, lim Limits) (int, []int, error)
	// Reset empties the transposition table.
	Reset()
	// nonLosing lists the columns, centre first, that neither lose at
	// once nor miss a win at once: what a search may choose from when the
	// solve does not finish (nil: search them all).
	nonLosing(p *connect.Position) []int
}

// NewExact returns the fastest exact solver for c: Solver when its board
// fits 64 bits, else Wide; tableBits as theirs.
func NewExact(c connect.Config, tableBits int) (Exact, error) {
	if c.Fits64() {
		return NewSolver(c, tableBits)
	}
	return NewWide(c, tableBits)
}

// Reset empties the transposition table (in constant time).
func (w *Wide) Reset() {
	if w.tt != nil {
		w.tt.clear()
	}
}

// add is a + b as 128-bit numbers.
func add(a, b connect.Bitboard) connect.Bitboard {
	lo, carry := bits.Add64(a.Lo, b.Lo, 0)
	hi, _ := bits.Add64(a.Hi, b.Hi, carry)
	return connect.Bitboard{Lo: lo, Hi: hi}
}

// xor is a ^ b.
func xor(a, b connect.Bitboard) connect.Bitboard {
	return connect.Bitboard{Lo: a.Lo ^ b.Lo, Hi: a.Hi ^ b.Hi}
}

// key is the table's key of the position: a hash of cur + mask, which is
// unique to it (as the narrow solver's key is).
func key(cur, mask connect.Bitboard) uint64 {
	k := add(cur, mask)
	h := k.Lo ^ (k.Hi * 0xbf58476d1ce4e5b9)
	h ^= h >> 31
	h *= 0x94d049bb133111eb
	return h ^ h>>29
}

// winningSpots returns the empty cells where a disc of pos would complete
// a line of N: for each direction and each way of splitting the other N−1
// cells into a run above and a run below the cell.
func (w *Wide) winningSpots(pos, mask connect.Bitboard) connect.Bitboard {
	n := w.cfg.N
	var r connect.Bitboard
	if w.vertical {
		v := pos.Shl(1)
		for k := 2; k < n; k++ {
			v = v.And(pos.Shl(k))
		}
		r = v
	}
	var up, down [connect.MaxLine]connect.Bitboard
	for _, d := range w.dirs {
		up[0], down[0] = w.boardMask, w.boardMask
		for k := 1; k < n; k++ {
			up[k] = up[k-1].And(pos.Shr(k * int(d)))
			down[k] = down[k-1].And(pos.Shl(k * int(d)))
		}
		for k := 0; k < n; k++ {
			r = r.Or(up[k].And(down[n-1-k]))
		}
	}
	return r.And(w.boardMask.AndNot(mask))
}

func (w *Wide) possible(mask connect.Bitboard) connect.Bitboard {
	return add(mask, w.bottom).And(w.boardMask)
}

// nonLosingMoves is Solver.nonLosingMoves on the wide board.
func (w *Wide) nonLosingMoves(cur, mask connect.Bitboard) (next, oppWin connect.Bitboard) {
	possible := w.possible(mask)
	oppWin = w.winningSpots(xor(cur, mask), mask)
	if forced := possible.And(oppWin); !forced.IsZero() {
		if forced.Count() > 1 {
			return connect.Bitboard{}, oppWin // two threats: no defence
		}
		possible = forced
	}
	return possible.AndNot(oppWin.Shr(1)), oppWin // never play under an opponent's winning cell
}

// nonLosing is Solver.nonLosing on the wide board.
func (w *Wide) nonLosing(p *connect.Position) []int {
	cur, mask, err := w.bitboards(p)
	if err != nil {
		return nil
	}
	moves := w.winningSpots(cur, mask).And(w.possible(mask))
	if moves.IsZero() {
		moves, _ = w.nonLosingMoves(cur, mask)
	}
	var out []int
	for _, col := range w.order[:w.cfg.W] {
		if !moves.And(w.colMask[col]).IsZero() {
			out = append(out, col)
		}
	}
	return out
}

// negamax is Solver.negamax on the wide board, without its refinements.
func (w *Wide) negamax(cur, mask connect.Bitboard, m, alpha, beta int) int {
	w.nodes++
	if w.nodes >= w.nextCheck && w.checkStop() {
		return 0
	}
	next, oppWin := w.nonLosingMoves(cur, mask)
	if next.IsZero() {
		return -(w.c - (m+1)/2) // the opponent wins with its next disc
	}
	if m >= w.cells-2 {
		return 0 // no line can be made with the last two discs
	}
	if lo := -(w.c - 1 - (m+1)/2); alpha < lo {
		alpha = lo
		if alpha >= beta {
			return alpha
		}
	}
	hi := w.c - 1 - m/2
	k := key(cur, mask)
	if v, lower, ok := w.tt.get(k); ok {
		if !lower {
			hi = min(hi, v)
		} else if v > alpha {
			alpha = v
			if alpha >= beta {
				return alpha
			}
		}
	}
	if beta > hi {
		beta = hi
		if alpha >= beta {
			return beta
		}
	}
	// Order: as the 64-bit solver's (negamax): useful threats, those right
	// above a cell that can be played now counting twice; ties centre first.
	oppThreats := oppWin.Shl(1)
	var mv [connect.MaxWidth]connect.Bitboard
	var sc [connect.MaxWidth]int
	n := 0
	for i := w.cfg.W - 1; i >= 0; i-- {
		move := next.And(w.colMask[w.order[i]])
		if move.IsZero() {
			continue
		}
		after := mask.Or(move)
		useful := w.winningSpots(cur.Or(move), after).AndNot(oppThreats)
		score := useful.Count() + useful.And(w.possible(after).Shl(1)).Count()
		j := n
		for ; j > 0 && sc[j-1] > score; j-- {
			mv[j], sc[j] = mv[j-1], sc[j-1]
		}
		mv[j], sc[j] = move, score
		n++
	}
	opp := xor(cur, mask)
	for i := n - 1; i >= 0; i-- {
		score := -w.negamax(opp, mask.Or(mv[i]), m+1, -beta, -alpha)
		if w.stopped {
			return 0
		}
		if score >= beta {
			w.tt.put(k, score, true)
			return score
		}
		alpha = max(alpha, score)
	}
	w.tt.put(k, alpha, false)
	return alpha
}

// start begins a solve within lim.
func (w *Wide) start(lim Limits) {
	if w.tt == nil {
		w.tt = newTable(largeTableStartBits, w.tableBits)
	}
	w.begin(lim)
}

// bitboards returns the side to move's discs and all discs.
func (w *Wide) bitboards(p *connect.Position) (cur, mask connect.Bitboard, err error) {
	if p.Config() != w.cfg {
		return cur, mask, fmt.Errorf("connectai: the solver is for %v, the position is %v", w.cfg, p.Config())
	}
	if p.Over() {
		return cur, mask, ErrOver
	}
	x, o := p.Discs(connect.X), p.Discs(connect.O)
	cur = x
	if p.SideToMove() == connect.O {
		cur = o
	}
	return cur, x.Or(o), nil
}

// solve is Solver.solve on the wide board.
func (w *Wide) solve(cur, mask connect.Bitboard, m int) (int, error) {
	if m >= w.cells {
		return 0, nil
	}
	if !w.winningSpots(cur, mask).And(w.possible(mask)).IsZero() {
		return w.c - m/2, nil
	}
	return w.narrow(-(w.c - (m+1)/2), w.c-1-m/2, guess(m, w.cfg.N >= 5), func(med int) int { return w.negamax(cur, mask, m, med, med+1) })
}

// Solve returns the exact score of p for the side to move, as Solver.Solve.
func (w *Wide) Solve(p *connect.Position, lim Limits) (int, error) {
	cur, mask, err := w.bitboards(p)
	if err != nil {
		return 0, err
	}
	w.start(lim)
	return w.solve(cur, mask, p.Ply())
}

// BestMovesWithin is Solver.BestMovesWithin on the wide board: the exact
// score and the first column, centre first, that achieves it, then the
// others as far as lim allows; it fails when the score or the first column
// is not found in time.
func (w *Wide) BestMovesWithin(p *connect.Position, lim Limits) (score int, cols []int, err error) {
	cur, mask, err := w.bitboards(p)
	if err != nil {
		return 0, nil, err
	}
	w.start(lim)
	m := p.Ply()
	v, err := w.solve(cur, mask, m)
	if err != nil {
		return 0, nil, err
	}
	possible := w.possible(mask)
	win := w.winningSpots(cur, mask).And(possible)
	opp := xor(cur, mask)
	for _, col := range w.order[:w.cfg.W] {
		move := possible.And(w.colMask[col])
		switch {
		case move.IsZero():
			continue
		case !win.IsZero():
			if !win.And(move).IsZero() {
				cols = append(cols, col)
			}
			continue
		}
		after := mask.Or(move)
		var child int
		switch {
		case !w.winningSpots(opp, after).And(w.possible(after)).IsZero():
			child = w.c - (m+1)/2 // the opponent wins at once
		case m+1 >= w.cells:
			child = 0
		default:
			child = w.negamax(opp, after, m+1, -v, -v+1)
			if w.stopped {
				if len(cols) > 0 {
					return v, cols, nil
				}
				return 0, nil, errStopped
			}
		}
		if -child >= v {
			cols = append(cols, col)
		}
	}
	if len(cols) == 0 {
		return 0, nil, fmt.Errorf("connectai: internal error: no move reaches the score %d of %s", v, p)
	}
	return v, cols, nil
}
