package connectai

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/bits"
	"runtime"
	"sync/atomic"
	"time"
	"unsafe"

	"stratagem/ai"
	"stratagem/ai/hugepages"
	"stratagem/ai/yield"
	"stratagem/board/connect"
)

// The exact solver: negamax with alpha-beta on 64-bit bitboards (the
// layout of package connect), a transposition table in two parts (see
// nearLeaf4) probed for the children too (enhanced transposition cutoffs),
// moves ordered by the number of winning cells they create, never a move
// that lets the opponent win at once, and an iterative null-window search
// for the exact score.
//
// Scores follow connect.md (the solver literature's convention): 0 for a
// draw; when the side to move can force a win, ⌈W·H/2⌉ + 1 − s, where s is
// the number of its discs on the board after its winning move; a forced
// loss is the negative of the opponent's score. With C = ⌈W·H/2⌉ and m
// discs on the board, the side to move has ⌊m/2⌋ discs, so winning with
// its next disc scores C − ⌊m/2⌋ and every later own move costs one point.

// ErrTooLarge is returned for boards with W·(H+1) > 64.
var ErrTooLarge = errors.New("connectai: the exact solver needs W·(H+1) ≤ 64")

// ErrOver is returned when asked to solve or move in a finished game.
var ErrOver = errors.New("connectai: the game is over")

// errStopped is returned when the limits end a solve.
var errStopped = errors.New("connectai: solve stopped before it finished")

// Solver solves positions of one board configuration exactly. It keeps its
// transposition table between solves (Reset empties it). Not safe for
// concurrent use.
type Solver struct {
	cfg       connect.Config
	c         int // ⌈W·H/2⌉
	cells     int
	bottom    uint64
	boardMask uint64
	colMask   [connect.MaxWidth]uint64
	order     [connect.MaxWidth]int // columns, centre first
	tt        *table                // positions with nearLeaf or more empty cells
	small     *table                // positions with fewer: see nearLeaf4
	nearLeaf  int                   // see nearLeaf4
	smallBits int                   // the small table's size: nearLeafTableBits (tests shrink it)
	tableBits int
	budget
	// The directions in which a line of N fits on the board, as strides
	// between neighbouring cells: dirs the level and slanted ones, lineDirs
	// those and upright (stride 1) where it fits. On 9×4 with 5 in a row
	// only level lines fit, and the solver looks for no others.
	vertical bool
	dirs     []uint
	lineDirs []uint
	// standardLines: lines of 4 on a board 6 high (winningSpotsH6N4).
	standardLines bool
	// deadLines: lines of 5 or more, where most games are drawn. The solver
	// then bounds a position by 0 for a side that can no longer make a line
	// (every run of N cells holds a disc of the other side, or has more
	// empty cells than the side has discs left to play), and scores it 0
	// when neither can: without it a draw is proved only by searching to the
	// last discs.
	deadLines bool
	sh        *shared // the workers of a parallel solve (nil: one; see SetThreads)
}

// The table is in two parts. Most positions a search visits are close to
// the end of the game; they are cheap to search again, and there are so
// many that in one large table nearly every probe misses the cache (a probe
// was half the solver's time). They get a small table of their own, which
// stays in the processor's second-level cache; the fewer positions higher
// in the tree, each worth a larger search, keep the large table. Measured
// on the benchmark sets: about 30% less time on Test_L2_R2 and Test_L1_R2
// for 2–9% more positions (scripts/connect-vs-reference.sh).
//
// Where the small table's part begins depends on the lines. With lines of
// 4 a position 18 empty cells from the end is cheap: threats end most
// lines of play long before, so searching it again costs less than the
// large table's cache misses (the benchmark sets, 7×6). With lines of 5
// and 6 most positions are draws, proved only near the end, and a
// position 10–17 empty cells from the end is worth keeping: in a small
// table of 2^16 entries the searches of the larger boards' book positions
// overwrote them so often that they searched up to five and a half times
// as many positions (9×4 connect 5 after 5 1 5 6: 389 million with 18, 71
// million with 10, a quarter of the processor time; 7×5 connect 6's empty
// board and first move, 9×4 connect 6's empty board, 5×8 connect 5 after
// 1 3 1 3 1 3 1: 1.7–2.4 times fewer positions, 1.4–2.1 times less time;
// docs/connect-ai.md, "A faster solver for lines of 5 and 6").
const (
	nearLeaf4         = 18 // lines of 4: positions with fewer empty cells use the small table
	nearLeaf5         = 10 // lines of 5 and 6
	nearLeafTableBits = 17 // 2^17 entries of 8 bytes (1 MiB)
	// The large table starts with 2^15 entries in use (256 KiB) when made
	// or Reset, and grows as solves fill it (see table): on Test_L1_R1,
	// searches of a few thousand positions, about 40% less time than with
	// all of it in use from the start.
	largeTableStartBits = 15
)

// DefaultTableBits sizes the large table: 2^22 entries of 8 bytes (32 MiB).
const DefaultTableBits = 22

// PlayerTableBits sizes the tables of the players' solvers: DefaultTableBits
// (32 MiB), and 2^20 entries (8 MiB) in the browser, where a page's memory
// is scarcer and the game must start at once.
var PlayerTableBits = func() int {
	if runtime.GOOS == "js" {
		return 20
	}
	return DefaultTableBits
}()

// NewSolver returns a solver for c with a table of 2^tableBits entries
// (0: DefaultTableBits). The table is allocated by the first solve.
func NewSolver(c connect.Config, tableBits int) (*Solver, error) {
	if err := c.Validate(); err != nil {
		return nil, err
	}
	if !c.Fits64() {
		return nil, fmt.Errorf("%w (%v needs %d bits)", ErrTooLarge, c, c.W*(c.H+1))
	}
	if tableBits <= 0 {
		tableBits = DefaultTableBits
	}
	s := &Solver{cfg: c, c: (c.Cells() + 1) / 2, cells: c.Cells(), tableBits: tableBits}
	for col := 0; col < c.W; col++ {
		s.bottom |= 1 << uint(c.Bit(col, 0))
		s.colMask[col] = ((1 << uint(c.H)) - 1) << uint(c.Bit(col, 0))
		s.boardMask |= s.colMask[col]
	}
	s.order = centreOrder(c.W)
	if c.W >= c.N {
		s.dirs = append(s.dirs, uint(c.H+1))
		if c.H >= c.N {
			s.dirs = append(s.dirs, uint(c.H), uint(c.H+2))
		}
	}
	if s.vertical = c.H >= c.N; s.vertical {
		s.lineDirs = append(s.lineDirs, 1)
	}
	s.lineDirs = append(s.lineDirs, s.dirs...)
	s.standardLines = c.H == 6 && c.N == 4
	s.deadLines = c.N >= 5
	s.nearLeaf, s.smallBits = nearLeaf4, nearLeafTableBits
	if s.deadLines {
		s.nearLeaf = nearLeaf5
	}
	return s, nil
}

// centreOrder lists the columns from the centre outwards, left before right.
func centreOrder(w int) [connect.MaxWidth]int {
	var o [connect.MaxWidth]int
	for i := 0; i < w; i++ {
		// w=7: 3,2,4,1,5,0,6; w=4: 1,2,0,3 (left of centre first).
		if i%2 == 0 {
			o[i] = (w-1)/2 - i/2
		} else {
			o[i] = (w-1)/2 + (i+1)/2
		}
	}
	return o
}

// Config is the board the solver works on.
func (s *Solver) Config() connect.Config { return s.cfg }

// Reset empties the transposition table (in constant time).
func (s *Solver) Reset() {
	if s.tt != nil {
		s.tt.clear()
		s.small.clear()
	}
	if s.sh != nil {
		for _, h := range s.sh.workers {
			if h.small != nil {
				h.small.clear()
			}
		}
	}
}

// MaxScore is C = ⌈W·H/2⌉, the largest score in theory (winning with one's
// first disc); real scores are smaller.
func (s *Solver) MaxScore() int { return s.c }

// bitboards returns the side to move's discs and all discs.
func (s *Solver) bitboards(p *connect.Position) (cur, mask uint64, err error) {
	if p.Config() != s.cfg {
		return 0, 0, fmt.Errorf("connectai: the solver is for %v, the position is %v", s.cfg, p.Config())
	}
	cur, mask = positionBits(p)
	return cur, mask, nil
}

// positionBits returns p's discs as the solver holds them, on a board of
// at most 64 bits: the side to move's (cur) and both sides' (mask).
func positionBits(p *connect.Position) (cur, mask uint64) {
	x, o := p.Discs(connect.X), p.Discs(connect.O)
	cur = x.Lo
	if p.SideToMove() == connect.O {
		cur = o.Lo
	}
	return cur, x.Lo | o.Lo
}

// winningSpots returns the empty cells where a disc of pos (a player's
// discs) would complete a line of N.
func (s *Solver) winningSpots(pos, mask uint64) uint64 {
	if s.standardLines {
		return winningSpotsH6N4(pos) & (s.boardMask ^ mask)
	}
	n := s.cfg.N
	var r uint64
	if s.vertical {
		// Vertical: only the N-1 cells below can hold the line.
		r = pos << 1
		for k := 2; k < n; k++ {
			r &= pos << uint(k)
		}
	}
	// The other directions, written out for each length (the loop over
	// arrays this replaced took 1.4 times as long on 5×8 connect 5): a1,
	// a2, … are the cells with 1, 2, … own discs next to them upwards in the
	// direction, b1, b2, … downwards; a cell completes a line when the two
	// sides together hold N-1.
	switch n {
	case 4:
		for _, d := range s.dirs {
			r |= lineEnds(pos, d)
		}
	case 5, 6:
		for _, d := range s.dirs {
			a1 := pos >> d
			a2 := a1 & (pos >> (2 * d))
			a3 := a2 & (pos >> (3 * d))
			a4 := a3 & (pos >> (4 * d))
			b1 := pos << d
			b2 := b1 & (pos << (2 * d))
			b3 := b2 & (pos << (3 * d))
			b4 := b3 & (pos << (4 * d))
			if n == 5 {
				r |= a4 | b4 | (a3 & b1) | (a2 & b2) | (a1 & b3)
				continue
			}
			a5 := a4 & (pos >> (5 * d))
			b5 := b4 & (pos << (5 * d))
			r |= a5 | b5 | (a4 & b1) | (a3 & b2) | (a2 & b3) | (a1 & b4)
		}
	default: // 3
		for _, d := range s.dirs {
			a1, b1 := pos>>d, pos<<d
			r |= (a1 & (pos >> (2 * d))) | (b1 & (pos << (2 * d))) | (a1 & b1)
		}
	}
	return r & (s.boardMask ^ mask)
}

// winningSpotsH6N4 is winningSpots for lines of 4 on boards 6 high (the
// standard board), before masking: the shifts are constants, which the
// general loop cannot have, and this is a third of the solver's time.
func winningSpotsH6N4(pos uint64) uint64 {
	r := (pos << 1) & (pos << 2) & (pos << 3) // vertical
	r |= lineEnds(pos, 7) | lineEnds(pos, 6) | lineEnds(pos, 8)
	return r
}

// lineEnds returns the cells that complete a line of 4 of pos in the
// direction of stride d: three own cells on one side, or two and one.
func lineEnds(pos uint64, d uint) uint64 {
	a1 := pos >> d
	a2 := a1 & (pos >> (2 * d))
	b1 := pos << d
	b2 := b1 & (pos << (2 * d))
	return (a2 & (pos >> (3 * d))) | (b2 & (pos << (3 * d))) | (a2 & b1) | (a1 & b2)
}

// lineLeft reports whether the cells of free (a side's empty and own cells)
// hold a run of N in some direction: whether that side can still make a line.
func (s *Solver) lineLeft(free uint64) bool {
	n := s.cfg.N
	for _, d := range s.lineDirs {
		r := free
		for k := uint(1); k < uint(n) && r != 0; k++ {
			r &= free >> (k * d)
		}
		if r != 0 {
			return true
		}
	}
	return false
}

// lineWithin reports whether the cells of free (a side's empty and own
// cells) hold a run of N with at most k of them empty (empty: the board's
// empty cells): whether that side can still make a line with k more discs.
func (s *Solver) lineWithin(free, empty uint64, k int) bool {
	n := s.cfg.N
	if k >= n {
		return s.lineLeft(free)
	}
	for _, d := range s.lineDirs {
		r := free
		for j := uint(1); j < uint(n) && r != 0; j++ {
			r &= free >> (j * d)
		}
		if r == 0 {
			continue
		}
		// Count the empty cells of each run in three bit planes.
		var c0, c1, c2 uint64
		for j := uint(0); j < uint(n); j++ {
			e := empty >> (j * d)
			t := c0 & e
			c0 ^= e
			u := c1 & t
			c1 ^= t
			c2 |= u
		}
		// Runs with more than k empty cells are out of reach.
		var over uint64
		switch k {
		case 0:
			over = c0 | c1 | c2
		case 1:
			over = c1 | c2
		case 2:
			over = (c1 & c0) | c2
		case 3:
			over = c2
		case 4:
			over = c2 & (c0 | c1)
		default: // 5
			over = c2 & c1
		}
		if r&^over != 0 {
			return true
		}
	}
	return false
}

// lineAgainstClaimeven reports whether the side to move could still make a
// line when the other side answers every move by playing on top of it in
// the same column (claimeven, L. V. Allis 1988). In a column with an even
// number of empty cells that answer is always there, and the side to move
// gets only the lower cell of each pair. A column with an odd number has a
// bottom cell without a pair; when the side to move takes one, the other
// takes the bottom cell of another such column, and above those cells the
// columns pair up again. That works when the number of such columns is
// even, which is when the number of empty cells is even. So the side to
// move gets only the lower cells of the pairs and the unpaired bottom
// cells (half of those, in fact; it is given all), and its lines must lie
// within its discs and those cells. With an odd number of empty cells this
// reports true (no bound).
func (s *Solver) lineAgainstClaimeven(cur, empty, mask uint64, left int) bool {
	if left%2 != 0 {
		return true
	}
	low := s.possible(mask)
	// even: the first, third, … empty cell of each column; odd (needed only
	// where a column has an odd number): the second, fourth, …
	even := low
	for x := even; x != 0; {
		x = (x << 2) & empty
		even |= x
	}
	mine := even
	// A column with an odd number of empty cells has its last "even" cell
	// at the top, so the cell above that is the column's spare bit.
	if tops := (even << 1) &^ s.boardMask; tops != 0 {
		cols := tops - (tops >> uint(s.cfg.H)) // those columns' cells
		odd := (low << 1) & empty
		for x := odd; x != 0; {
			x = (x << 2) & empty
			odd |= x
		}
		mine = (even &^ cols) | ((odd | low) & cols)
	}
	return s.lineWithin(cur|mine, mine, left/2)
}

func (s *Solver) possible(mask uint64) uint64 { return (mask + s.bottom) & s.boardMask }

func (s *Solver) canWinNext(cur, mask uint64) bool {
	return s.winningSpots(cur, mask)&s.possible(mask) != 0
}

// nonLosingMoves returns the moves (as bits) that do not let the opponent
// win with its next disc, zero when every move loses at once, and the
// cells where the opponent's next disc would make a line (which the
// search's ordering reads too). The side to move must not be able to win
// at once.
func (s *Solver) nonLosingMoves(cur, mask uint64) (next, oppWin uint64) {
	possible := s.possible(mask)
	oppWin = s.winningSpots(cur^mask, mask)
	if forced := possible & oppWin; forced != 0 {
		if forced&(forced-1) != 0 {
			return 0, oppWin // two threats: no defence
		}
		possible = forced
	}
	return possible &^ (oppWin >> 1), oppWin // never play under an opponent's winning cell
}

const checkEvery = 1 << 12

// budget counts a solver's positions and ends a solve when its limits say
// so: the narrow and the wide solver's (see Wide) shared part.
type budget struct {
	nodes     int64
	nodeEnd   int64 // the solve stops at this node count (0: no limit)
	nodeStart int64 // the node count when it began
	progress  *ai.Progress
	ctx       context.Context
	deadline  time.Time
	nextCheck int64
	stopped   bool
	abort     *atomic.Bool // set: stop (another worker of a parallel solve has finished)
}

// Nodes is the number of positions visited since the solver was made.
func (b *budget) Nodes() int64 { return b.nodes }

// begin starts a solve within lim.
func (b *budget) begin(lim Limits) {
	b.ctx, b.deadline, b.stopped = lim.Ctx, lim.Deadline, false
	b.nodeEnd, b.nodeStart, b.progress = 0, b.nodes, nil
	if lim.Ctx != nil {
		b.progress = ai.ProgressOf(lim.Ctx)
	}
	if lim.MaxNodes > 0 {
		b.nodeEnd = b.nodes + lim.MaxNodes
	}
	b.nextCheck = b.nodes + checkEvery
	if b.nodeEnd > 0 {
		b.nextCheck = min(b.nextCheck, b.nodeEnd)
	}
}

// checkStop is called every checkEvery positions (and at the node bound):
// it reports the work done and whether the solve must stop.
func (b *budget) checkStop() bool {
	yield.Point()
	b.nextCheck = b.nodes + checkEvery
	if b.nodeEnd > 0 {
		b.nextCheck = min(b.nextCheck, b.nodeEnd)
		b.progress.Work(b.nodes-b.nodeStart, b.nodeEnd-b.nodeStart)
	}
	if b.nodeEnd > 0 && b.nodes >= b.nodeEnd {
		b.stopped = true
	} else if b.ctx != nil && b.ctx.Err() != nil {
		b.stopped = true
	} else if b.abort != nil && b.abort.Load() {
		b.stopped = true
	} else if !b.deadline.IsZero() && time.Now().After(b.deadline) {
		b.stopped = true
	}
	return b.stopped
}

// negamax returns the score of a position in which the side to move cannot
// win at once: exact when it lies inside (alpha, beta), else an upper bound
// (≤ alpha) or a lower bound (≥ beta). m is the number of discs.
func (s *Solver) negamax(cur, mask uint64, m, alpha, beta int) int {
	s.nodes++
	if s.nodes >= s.nextCheck && s.checkStop() {
		return 0
	}
	next, oppWin := s.nonLosingMoves(cur, mask)
	if next == 0 {
		return -(s.c - (m+1)/2) // the opponent wins with its next disc
	}
	if m >= s.cells-2 {
		return 0 // no line can be made with the last two discs
	}
	// Bounds: the opponent cannot win before its second disc from now, nor can we.
	if lo := -(s.c - 1 - (m+1)/2); alpha < lo {
		alpha = lo
		if alpha >= beta {
			return alpha
		}
	}
	hi := s.c - 1 - m/2
	if s.deadLines {
		// A run can only be completed with the discs a side has left to play.
		empty, left := s.boardMask&^mask, s.cells-m
		mine := s.lineWithin(s.boardMask&^(cur^mask), empty, (left+1)/2)
		theirs := s.lineWithin(s.boardMask&^cur, empty, left/2)
		if mine && hi > 0 {
			mine = s.lineAgainstClaimeven(cur, empty, mask, left)
		}
		switch {
		case !mine && !theirs:
			return 0
		case !theirs && alpha < 0:
			alpha = 0 // the opponent can no longer win
			if alpha >= beta {
				return alpha
			}
		case !mine && hi > 0:
			hi = 0 // nor can we
		}
	} else if hi > 0 && beta > 0 && (s.cells-m)%2 == 0 {
		// Lines of 3 and 4: the claimeven bound alone, where it can cut (an
		// even number of empty cells, a window above a draw). On 7×6 it
		// saves a third of the positions of 444 and 4444 and a seventh of
		// Test_L2_R2's (docs/connect-ai.md).
		if !s.lineAgainstClaimeven(cur, s.boardMask&^mask, mask, s.cells-m) {
			hi = 0
		}
	}
	if next&(next-1) == 0 {
		// One move that does not lose at once (a forced one, most often):
		// played at once, without the table or ordering. 6% more positions,
		// 11% less time on 444 and 4444 (docs/connect-ai.md).
		if beta > hi {
			beta = hi
			if alpha >= beta {
				return beta
			}
		}
		return -s.negamax(cur^mask, mask|next, m+1, -beta, -alpha)
	}
	key := s.keyOf(cur+mask, m)
	tt := s.table(m)
	if v, lower, ok := tt.get(key); ok {
		if lower {
			if v > alpha {
				alpha = v
				if alpha >= beta {
					return alpha
				}
			}
		} else if v < hi {
			hi = v
		}
	}
	if beta > hi {
		beta = hi
		if alpha >= beta {
			return beta
		}
	}

	// Order: the moves that leave the side the most threats first (cells
	// where its next disc would make a line), not counting those right above
	// a threat of the opponent (which the opponent takes first) and counting
	// twice those right above a cell that can be played now (the opponent can
	// no longer play in that column without giving the line). Ties centre
	// first. Against counting every threat once: 15% fewer positions on
	// Test_L1_R2, 14% on Test_L2_R2, 27% on 444 (docs/connect-ai.md).
	var mv [connect.MaxWidth]uint64
	var sc [connect.MaxWidth]int
	n := 0
	for i := s.cfg.W - 1; i >= 0; i-- {
		move := next & s.colMask[s.order[i]]
		if move == 0 {
			continue
		}
		after := mask | move
		useful := s.winningSpots(cur|move, after) &^ (oppWin << 1)
		score := bits.OnesCount64(useful) + bits.OnesCount64(useful&(s.possible(after)<<1))
		j := n
		for ; j > 0 && sc[j-1] > score; j-- {
			mv[j], sc[j] = mv[j-1], sc[j-1]
		}
		mv[j], sc[j] = move, score
		n++
	}
	// Enhanced transposition cutoff: a child whose table entry bounds its
	// score from above by -beta or less refutes the window at once, before
	// any child is searched (about 20% fewer positions on the sets).
	opp := cur ^ mask
	ctt := s.table(m + 1)
	var ck [connect.MaxWidth]uint64 // the children's keys
	for i := n - 1; i >= 0; i-- {
		ck[i] = s.keyOf(opp+(mask|mv[i]), m+1)
		if v, lower, ok := ctt.get(ck[i]); ok && !lower && -v >= beta {
			tt.put(key, -v, true)
			return -v
		}
	}
	if s.sh != nil && s.inLargeTable(m+1) {
		return s.childrenShared(key, tt, opp, mask, mv[:n], ck[:n], m, alpha, beta)
	}
	for i := n - 1; i >= 0; i-- {
		score := -s.negamax(opp, mask|mv[i], m+1, -beta, -alpha)
		if s.stopped {
			return 0
		}
		if score >= beta {
			tt.put(key, score, true)
			return score
		}
		if score > alpha {
			alpha = score
		}
	}
	tt.put(key, alpha, false)
	return alpha
}

// mirrorPlies: positions with fewer discs share their table entry with
// their mirror image (the key's columns reversed: the key cur + mask holds
// each column in its own H+1 bits). Early in a game a position and its
// mirror image are often both reached; later they seldom are, and
// mirroring costs more than it finds. On 4444, 444 and 44 (no book) it
// saves 35–40% of the positions and the time with 18 (10: 34%, 14: 38%,
// 24: 45% of the positions but no less time; docs/connect-ai.md).
const mirrorPlies = 18

// keyOf is the table key of a position with m discs whose key (cur +
// mask) is k: early in the game the smaller of k and its mirror image's.
func (s *Solver) keyOf(k uint64, m int) uint64 {
	if m >= mirrorPlies {
		return k
	}
	stride := uint(s.cfg.H + 1)
	col := uint64(1)<<stride - 1
	var r uint64
	for i, j := uint(0), uint(s.cfg.W-1); i < uint(s.cfg.W); i, j = i+1, j-1 {
		r |= (k >> (i * stride) & col) << (j * stride)
	}
	return min(k, r)
}

// newSmallTable makes the table of the positions near the end (see nearLeaf4).
func (s *Solver) newSmallTable() *table { return newTable(s.smallBits, min(s.smallBits, s.tableBits)) }

// table is the part of the transposition table for positions with m discs.
func (s *Solver) table(m int) *table {
	if !s.inLargeTable(m) {
		return s.small
	}
	return s.tt
}

// inLargeTable reports whether positions with m discs go to the large
// table (the others, near the end, to the small one): the positions the
// workers of a parallel solve share.
func (s *Solver) inLargeTable(m int) bool { return s.cells-m >= s.nearLeaf }

// Limits bound a solve or a seed search: a context (nil: none), a deadline
// (zero: none) and a number of positions to visit (0: no limit).
type Limits struct {
	Ctx      context.Context
	Deadline time.Time
	MaxNodes int64
}

func (s *Solver) start(lim Limits) {
	if s.tt == nil {
		s.tt = newTable(largeTableStartBits, s.tableBits)
		s.small = s.newSmallTable()
	}
	s.begin(lim)
}

// Solve returns the exact score of p for the side to move (connect.md's
// convention). It fails for a finished game, another board, or when the
// limits end the solve first.
func (s *Solver) Solve(p *connect.Position, lim Limits) (int, error) {
	cur, mask, err := s.bitboards(p)
	if err != nil {
		return 0, err
	}
	if p.Winner() != connect.None {
		return 0, ErrOver
	}
	s.start(lim)
	return s.solve(cur, mask, p.Ply())
}

func (s *Solver) solve(cur, mask uint64, m int) (int, error) {
	if m >= s.cells {
		return 0, nil
	}
	if s.canWinNext(cur, mask) {
		return s.c - m/2, nil
	}
	return s.narrow(-(s.c - (m+1)/2), s.c-1-m/2, guess(m, s.deadLines), func(med int) int { return s.window(cur, mask, m, med, med+1) })
}

// narrow finds a score known to lie in [lo, hi] by null-window searches,
// test(med) searching the window (med, med+1); it fails when the budget
// ends a search. The searches that cost most are those next to the score,
// from either side; those far from it fail at once. Without a guess each
// search halves the range (nearer 0 first, where most scores are). With a
// guess g the first asks whether the score is at least g (g > 0) or above
// g (g ≤ 0), and a bound that lands on g is then tested from the other
// side: a right guess takes two searches, the fewest there can be.
func (b *budget) narrow(lo, hi int, hint guessed, test func(med int) int) (int, error) {
	first := true
	for lo < hi {
		med := lo + (hi-lo)/2
		if med <= 0 && lo/2 < med {
			med = lo / 2
		} else if med >= 0 && hi/2 > med {
			med = hi / 2
		}
		if g := hint.score; hint.ok && lo <= g && g <= hi {
			switch {
			case first && g > 0 || hi == g:
				med = max(lo, g-1)
			case first || lo == g:
				med = min(g, hi-1)
			}
		}
		first = false
		r := test(med)
		if b.stopped {
			return 0, errStopped
		}
		if r <= med {
			hi = r
		} else {
			lo = r
		}
	}
	return lo, nil
}

// guessed is a likely score, when there is one (ok).
type guessed struct {
	score int
	ok    bool
}

// guessPlies: positions with fewer discs are solved with a guess at their
// score (guess).
const guessPlies = 7

// guess is a likely score of a position with m discs: early in a game
// with lines of 4 or fewer the first player's small edge, +1 for the first
// player and -1 for the second, and a draw with lines of 5 and 6 (where
// most games are drawn). With the guess, on 7×6: the empty board 507 → 364
// million positions, 44 130 → 89, 4444 98 → 68, 444 84 → 81; 6×7 after 33
// 49 → 12 million; positions with 7 discs and more (Test_L1_R2's) gain
// nothing, their scores ±3–6 are far from it, so they are solved without.
func guess(m int, deadLines bool) guessed {
	switch {
	case m >= guessPlies:
		return guessed{}
	case deadLines:
		return guessed{0, true}
	}
	return guessed{1 - 2*(m%2), true}
}

// MoveScores returns, for every column, the exact score of playing it for
// the side to move (the negated score of the position after it, or the
// score of winning at once), and whether the column is playable.
func (s *Solver) MoveScores(p *connect.Position, lim Limits) (scores []int, legal []bool, err error) {
	cur, mask, err := s.bitboards(p)
	if err != nil {
		return nil, nil, err
	}
	if p.Over() {
		return nil, nil, ErrOver
	}
	s.start(lim)
	m := p.Ply()
	scores = make([]int, s.cfg.W)
	legal = make([]bool, s.cfg.W)
	for _, col := range s.order[:s.cfg.W] {
		score, ok, err := s.moveScore(cur, mask, m, col)
		if err != nil {
			return nil, nil, err
		}
		scores[col], legal[col] = score, ok
	}
	return scores, legal, nil
}

// moveScore is the exact score of playing col.
func (s *Solver) moveScore(cur, mask uint64, m, col int) (score int, legal bool, err error) {
	move := s.possible(mask) & s.colMask[col]
	if move == 0 {
		return 0, false, nil
	}
	if s.winningSpots(cur, mask)&move != 0 {
		return s.c - m/2, true, nil
	}
	r, err := s.solve(cur^mask, mask|move, m+1)
	return -r, true, err
}

// BestMoves returns the exact score of p and every column that achieves it
// (the fastest win, or the slowest loss), centre first.
func (s *Solver) BestMoves(p *connect.Position, lim Limits) (score int, cols []int, err error) {
	return s.bestMoves(p, lim, everyBest)
}

// BestMovesWithin returns the exact score of p and the columns found to
// achieve it within lim: BestMove's column always, then the others, centre
// first, as far as the limits allow. It fails only when the score or that
// first column is not found in time, so it is exact wherever BestMove is.
func (s *Solver) BestMovesWithin(p *connect.Position, lim Limits) (score int, cols []int, err error) {
	return s.bestMoves(p, lim, bestWithin)
}

// BestMove returns the exact score of p and the first column, centre first,
// that achieves it: BestMoves' first column, found without proving each of
// the others. Where most columns draw, as on boards of lines of 5 and 6,
// that proof is most of BestMoves' work (up to ten times the solve).
func (s *Solver) BestMove(p *connect.Position, lim Limits) (score, col int, err error) {
	score, cols, err := s.bestMoves(p, lim, firstBest)
	if err != nil {
		return 0, 0, err
	}
	return score, cols[0], nil
}

// Which columns bestMoves looks for.
type bestMode int

const (
	everyBest  bestMode = iota // every column that achieves the score (BestMoves)
	firstBest                  // the first, centre first (BestMove)
	bestWithin                 // the first, then the others while the limits allow (BestMovesWithin)
)

// bestMoves is BestMoves, BestMove or BestMovesWithin, as mode says.
func (s *Solver) bestMoves(p *connect.Position, lim Limits, mode bestMode) (score int, cols []int, err error) {
	cur, mask, err := s.bitboards(p)
	if err != nil {
		return 0, nil, err
	}
	if p.Over() {
		return 0, nil, ErrOver
	}
	s.start(lim)
	m := p.Ply()
	if win := s.winningSpots(cur, mask) & s.possible(mask); win != 0 {
		for _, col := range s.order[:s.cfg.W] {
			if win&s.colMask[col] != 0 {
				cols = append(cols, col)
				if mode == firstBest {
					break
				}
			}
		}
		return s.c - m/2, cols, nil
	}
	v, err := s.solve(cur, mask, m)
	if err != nil {
		return 0, nil, err
	}
	possible := s.possible(mask)
	oppWin := s.winningSpots(cur^mask, mask)
	for _, col := range s.order[:s.cfg.W] {
		move := possible & s.colMask[col]
		if move == 0 {
			continue
		}
		var child int // the exact score after the move, or a bound proving it is not ≤ -v
		switch {
		case s.winningSpots(cur^mask, mask|move)&s.possible(mask|move) != 0 || (oppWin&possible&^move) != 0:
			// The opponent wins at once: after this move, or because another threat stays open.
			child = s.c - (m+1)/2
		case m+1 >= s.cells:
			child = 0
		default:
			// Is the move worth v, i.e. is the child worth at most -v? A null window answers.
			child = s.window(cur^mask, mask|move, m+1, -v, -v+1)
			if s.stopped {
				if mode == bestWithin && len(cols) > 0 {
					return v, cols, nil // the columns found in time
				}
				return 0, nil, errStopped
			}
		}
		if -child >= v {
			cols = append(cols, col)
			if mode == firstBest {
				break
			}
		}
	}
	if len(cols) == 0 {
		return 0, nil, fmt.Errorf("connectai: internal error: no move reaches the score %d of %s", v, p)
	}
	return v, cols, nil
}

// table is the transposition table. Each entry is one 64-bit word, read
// and written atomically, so that the workers of a parallel solve (see
// parallel.go) share it without locks and never see half an entry: the
// position's hash (h = key · an odd constant, which no two keys share)
// less its top bits, which the entry's index already holds; the score as
// a bound; and a generation, so that clearing is constant time.
//
//	bits 14–63: h's low 50 bits   bits 7–13: the score + 64
//	bit 6: a lower bound          bits 0–5: the generation (0: empty)
//
// The index is h's top bits, at least minTableBits of them, so the index
// and the 50 bits give back h, and so the key, whole.
type table struct {
	entries []atomic.Uint64
	shift   uint // 64 − bits
	gen     uint64
	// The table grows as a solve fills it: it starts with 2^minBits of its
	// entries in use and doubles, up to 2^maxBits, each time a solve has
	// stored half as many positions as it has entries in use. A search of a
	// few thousand positions then stays in the cache instead of scattering
	// its probes over the whole table. A table shared by the workers of a
	// parallel solve does not grow (fixed).
	bits, minBits, maxBits int
	stores, growAt         int
	fixed                  bool
}

const (
	minTableBits = 14 // the fewest index bits: h's top 14 bits are in the index
	hashLowBits  = 64 - minTableBits
	genBits      = 6
	genMask      = 1<<genBits - 1
	lowerBit     = 1 << genBits
	valShift     = genBits + 1
	hashShift    = 64 - hashLowBits // the entry's bits above the score and the flags
	tableMul     = 0x9e3779b97f4a7c15
)

func newTable(minBits, maxBits int) *table {
	maxBits = max(maxBits, minTableBits)
	minBits = max(min(minBits, maxBits), minTableBits)
	t := &table{entries: make([]atomic.Uint64, 1<<uint(maxBits)), gen: 1, minBits: minBits, maxBits: maxBits}
	hugepages.Advise(t.entries)
	// Touch every page now, so that the first solves do not pay the page
	// faults of a fresh 32 MiB allocation (the C++ reference clears its table too).
	for i := 0; i < len(t.entries); i += 512 {
		t.entries[i].Store(0)
	}
	t.resize(minBits)
	return t
}

func (t *table) resize(bitsN int) {
	t.bits, t.shift = bitsN, uint(64-bitsN)
	t.growAt = 1 << uint(bitsN-1)
	if bitsN >= t.maxBits || t.fixed {
		t.growAt = math.MaxInt
	}
}

// share makes the table fixed at its full size, for a parallel solve.
func (t *table) share() {
	if t.fixed {
		return
	}
	for t.bits < t.maxBits {
		t.grow()
	}
	t.fixed = true
	t.resize(t.bits)
}

func (t *table) get(key uint64) (v int, lower, ok bool) {
	h := key * tableMul
	e := t.entries[h>>t.shift].Load()
	if (e^h<<hashShift)>>hashShift != 0 || e&genMask != t.gen {
		return 0, false, false
	}
	return int(e>>valShift&0x7f) - 64, e&lowerBit != 0, true
}

func (t *table) put(key uint64, v int, lower bool) {
	h := key * tableMul
	e := h<<hashShift | uint64(v+64)<<valShift | t.gen
	if lower {
		e |= lowerBit
	}
	t.entries[h>>t.shift].Store(e)
	if t.fixed {
		return // shared by the workers of a parallel solve: no count, no growing
	}
	t.stores++
	if t.stores >= t.growAt {
		t.grow()
	}
}

// grow doubles the entries in use and moves every current entry to its
// new place: the index is the hash's top bits, so the entry at i goes to
// 2i or 2i+1, and going down from the top never overwrites an entry not
// yet moved.
func (t *table) grow() {
	old := t.shift
	t.resize(t.bits + 1)
	t.stores = 0
	for i := (1 << uint(t.bits-1)) - 1; i >= 0; i-- {
		e := t.entries[i].Load()
		if e&genMask != t.gen {
			continue
		}
		h := uint64(i)<<old | e>>hashShift // the index's bits and the 50 kept agree where they meet
		if j := int(h >> t.shift); j != i {
			t.entries[j].Store(e)
			t.entries[i].Store(0)
		}
	}
}

func (t *table) clear() {
	t.gen++
	if t.gen > genMask { // wrapped: old entries could look current
		clear(unsafe.Slice((*uint64)(unsafe.Pointer(&t.entries[0])), len(t.entries))) // no solve is running
		t.gen = 1
	}
	t.stores = 0
	t.fixed = false
	t.resize(t.minBits)
}
