package connectai

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"time"

	"stratagem/board/connect"
)

// BookBuild generates an opening book with the solver. The book holds the
// positions in which the perfect player is to move, up to MaxPly discs:
// the empty board and every first move of the opponent, then, level by
// level, the position after the book's move (the first best column, centre
// first) and each reply that does not end the game. Mirror images are
// solved once.
type BookBuild struct {
	Config    connect.Config
	MaxPly    int   // deepest position, in discs on the board
	Workers   int   // solvers running at once (0: 1)
	TableBits int   // each solver's table (0: 24, 256 MiB)
	Known     *Book // positions already solved (a resumed build); may be nil
	// KnownOnly takes positions only from Known and solves none: the book
	// of what an interrupted build finished (Run's complete depth says how
	// far it is whole).
	KnownOnly bool
	// BookMoveOnly stores for each position it solves only the book's move
	// (Solver.BestMove), not every column that scores as well: the same
	// positions, scores and book moves, without the proof that each other
	// column draws too, which on boards where nearly every column draws is
	// most of the work. Positions taken from Known keep what they have.
	BookMoveOnly bool
	// Progress, when set, is called after every position (from the worker
	// goroutines, one call at a time) with its entry, the time its solve
	// took (0 when it came from Known) and the counts done and queued.
	Progress func(e BookEntry, took time.Duration, done, total int)
}

// Run builds the book and returns its entries sorted by ply, then moves,
// and its complete depth: every line of the book's player up to that many
// discs is in it (MaxPly unless KnownOnly left gaps). A cancelled ctx
// stops it with the context's error and the entries finished so far
// (which a later run can take as Known).
func (bb BookBuild) Run(ctx context.Context) ([]BookEntry, int, error) {
	c := bb.Config
	if !c.Fits64() {
		return nil, 0, fmt.Errorf("%w (%v)", ErrTooLarge, c)
	}
	complete := bb.MaxPly
	workers := max(bb.Workers, 1)
	tableBits := bb.TableBits
	if tableBits <= 0 {
		tableBits = 24
	}
	seen := map[uint64]bool{}
	var out []BookEntry
	var level []pending
	add := func(moves string) {
		p, err := connect.ParseMoves(c, moves)
		if err != nil || p.Over() || p.Ply() > bb.MaxPly {
			return
		}
		k, _ := canonicalKey(c, p)
		if !seen[k] {
			seen[k] = true
			level = append(level, pending{moves, exactKey(p)})
		}
	}
	add("")
	for col := 1; col <= c.W; col++ {
		add(strconv.Itoa(col))
	}
	solvers := make([]*Solver, workers)
	idle := make([]int, 0, workers) // solvers free to take a position
	for i := range solvers {
		s, err := NewSolver(c, tableBits)
		if err != nil {
			return nil, 0, err
		}
		solvers[i], idle = s, append(idle, i)
	}
	// A level is solved before the next is known (which of two mirror
	// images or transpositions the book keeps depends on the order of the
	// whole level). So that a slow position does not leave the other
	// solvers idle until its level is done, they solve ahead the children
	// of the positions already solved; the next level takes those results
	// by the exact position, and the book is the same as without.
	ahead := map[uint64]*aheadSolve{}
	var aheadQueue []pending
	aheadCtx, stopAhead := context.WithCancel(ctx)
	defer stopAhead()
	// Room for every solve, so that none is left blocked if Run returns early.
	results := make(chan solved, workers)
	running := 0 // solves started and not yet received
	start := func(job pending, i int) {
		si := idle[len(idle)-1]
		idle = idle[:len(idle)-1]
		running++
		sctx := ctx
		if i < 0 {
			sctx = aheadCtx
		}
		go func() {
			e, took, err := bb.solveOne(sctx, solvers[si], job.moves)
			results <- solved{pending: job, i: i, solver: si, e: e, took: took, err: err}
		}()
	}
	done := 0
	for len(level) > 0 {
		batch := level
		level = nil
		entries := make([]BookEntry, len(batch))
		errs := make([]error, len(batch))
		for i := range errs {
			errs[i] = context.Canceled // until its solve finishes
		}
		left := len(batch)
		finish := func(i int, e BookEntry, took time.Duration, err error) {
			left--
			e.Moves = batch[i].moves // a solve ahead may have reached it by other moves
			entries[i], errs[i] = e, err
			if err != nil {
				return
			}
			if bb.Progress != nil && !bb.KnownOnly {
				done++
				bb.Progress(e, took, done, len(seen))
			}
			if bb.KnownOnly {
				return
			}
			for _, child := range bb.children(e) {
				if p, err := connect.ParseMoves(c, child); err == nil && !p.Over() {
					if k := exactKey(p); ahead[k] == nil {
						ahead[k] = &aheadSolve{}
						aheadQueue = append(aheadQueue, pending{child, k})
					}
				}
			}
		}
		// Take what was solved ahead; wait for what is being solved ahead;
		// solve the rest.
		var todo []int
		waiting := map[uint64][]int{}
		for i, job := range batch {
			switch a := ahead[job.key]; {
			case a == nil || a.done && a.err != nil:
				todo = append(todo, i)
			case a.done:
				finish(i, a.e, a.took, nil)
			default:
				waiting[job.key] = append(waiting[job.key], i)
			}
		}
		for left > 0 {
			for len(idle) > 0 && ctx.Err() == nil {
				if len(todo) > 0 {
					i := todo[0]
					todo = todo[1:]
					start(batch[i], i)
				} else if len(aheadQueue) > 0 {
					start(aheadQueue[0], -1)
					aheadQueue = aheadQueue[1:]
				} else {
					break
				}
			}
			if ctx.Err() != nil {
				left -= len(todo) // never started
				todo = nil
			}
			if left == 0 || running == 0 {
				break
			}
			r := <-results
			running--
			idle = append(idle, r.solver)
			if r.i >= 0 {
				finish(r.i, r.e, r.took, r.err)
				continue
			}
			a := ahead[r.key]
			a.done, a.e, a.took, a.err = true, r.e, r.took, r.err
			for _, i := range waiting[r.key] {
				finish(i, r.e, r.took, r.err) // an error only when the build is stopped
			}
			delete(waiting, r.key)
		}
		for i, e := range entries {
			if errs[i] == errNotKnown {
				complete = min(complete, len(batch[i].moves)-1)
				continue
			}
			if errs[i] != nil {
				continue
			}
			out = append(out, e)
			for _, child := range bb.children(e) {
				add(child)
			}
		}
		if err := ctx.Err(); err != nil {
			sortEntries(out)
			return out, 0, err
		}
		for i, err := range errs {
			if err != nil && err != errNotKnown {
				return nil, 0, fmt.Errorf("%q: %w", batch[i].moves, err)
			}
		}
	}
	stopAhead()
	for ; running > 0; running-- {
		<-results
	}
	sortEntries(out)
	return out, complete, nil
}

// pending is a position to solve: its moves and its exactKey.
type pending struct {
	moves string
	key   uint64
}

// solved is one finished solve: of position i of the level, or (i < 0) of
// a position solved ahead.
type solved struct {
	pending
	i, solver int
	e         BookEntry
	took      time.Duration
	err       error
}

// aheadSolve is a position of the next level solved ahead of it.
type aheadSolve struct {
	done bool
	e    BookEntry
	took time.Duration
	err  error
}

// children lists the positions that follow e in the book: the book's move,
// then every reply, while they fit in MaxPly.
func (bb BookBuild) children(e BookEntry) []string {
	if len(e.Moves)+2 > bb.MaxPly {
		return nil
	}
	mine := e.Moves + strconv.Itoa(e.Best[0]+1)
	out := make([]string, 0, bb.Config.W)
	for col := 1; col <= bb.Config.W; col++ {
		out = append(out, mine+strconv.Itoa(col))
	}
	return out
}

// exactKey identifies a position, not its mirror image (the solver's table
// key; canonicalKey is the smaller of it and its mirror's).
func exactKey(p *connect.Position) uint64 {
	cur, mask := positionBits(p)
	return cur + mask
}

var errNotKnown = errors.New("connectai: not in the known book")

// solveOne finds the exact score and best columns of one position, or takes
// them from Known.
func (bb BookBuild) solveOne(ctx context.Context, s *Solver, moves string) (BookEntry, time.Duration, error) {
	p, err := connect.ParseMoves(bb.Config, moves)
	if err != nil {
		return BookEntry{}, 0, err
	}
	if score, best, ok := bb.Known.Lookup(p); ok {
		return BookEntry{Moves: moves, Score: score, Best: best}, 0, nil
	}
	if bb.KnownOnly {
		return BookEntry{}, 0, errNotKnown
	}
	mode := everyBest
	if bb.BookMoveOnly {
		mode = firstBest
	}
	start := time.Now()
	score, best, err := s.bestMoves(p, Limits{Ctx: ctx}, mode)
	if err != nil {
		return BookEntry{}, 0, err
	}
	return BookEntry{Moves: moves, Score: score, Best: best}, time.Since(start), nil
}

func sortEntries(es []BookEntry) {
	sort.Slice(es, func(i, j int) bool {
		if len(es[i].Moves) != len(es[j].Moves) {
			return len(es[i].Moves) < len(es[j].Moves)
		}
		return es[i].Moves < es[j].Moves
	})
}
