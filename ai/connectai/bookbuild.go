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
	TableBits int   // each solver's table (0: 24, 128 MiB)
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
	if !bb.Config.Fits64() {
		return nil, 0, fmt.Errorf("%w (%v)", ErrTooLarge, bb.Config)
	}
	r, err := bb.newRun(ctx)
	if err != nil {
		return nil, 0, err
	}
	defer r.stopAhead()
	for len(r.level) > 0 {
		lv := r.solveLevel()
		r.keep(lv)
		if err := ctx.Err(); err != nil {
			sortEntries(r.out)
			return r.out, 0, err
		}
		for i, err := range lv.errs {
			if err != nil && err != errNotKnown {
				return nil, 0, fmt.Errorf("%q: %w", lv.batch[i].moves, err)
			}
		}
	}
	r.stopAhead()
	for ; r.running > 0; r.running-- {
		<-r.results
	}
	sortEntries(r.out)
	return r.out, r.complete, nil
}

// bookRun is the state of one Run.
//
// A level is solved before the next is known (which of two mirror images
// or transpositions the book keeps depends on the order of the whole
// level). So that a slow position does not leave the other solvers idle
// until its level is done, they solve ahead the children of the positions
// already solved; the next level takes those results by the exact
// position, and the book is the same as without.
type bookRun struct {
	bb  BookBuild
	ctx context.Context // Run's: it stops the build

	seen     map[uint64]bool // canonical keys of the positions queued so far
	level    []pending       // the next level to solve
	out      []BookEntry     // the book so far
	complete int             // the complete depth so far
	done     int             // positions solved, for Progress

	solvers []*Solver
	idle    []int // solvers free to take a position
	// results has room for every solve, so that none is left blocked if
	// Run returns early.
	results chan solved
	running int // solves started and not yet received

	ahead      map[uint64]*aheadSolve // positions solved ahead, by exactKey
	aheadQueue []pending              // positions to solve ahead, in turn
	// aheadCtx stops the solves ahead when Run returns; Run's ctx stops
	// the level's own.
	aheadCtx  context.Context
	stopAhead context.CancelFunc
}

// newRun sets up a run: its first level (the empty board and each first
// move, mirror images once) and its solvers.
func (bb BookBuild) newRun(ctx context.Context) (*bookRun, error) {
	workers := max(bb.Workers, 1)
	tableBits := bb.TableBits
	if tableBits <= 0 {
		tableBits = 24
	}
	r := &bookRun{bb: bb, ctx: ctx, seen: map[uint64]bool{}, complete: bb.MaxPly,
		solvers: make([]*Solver, workers), idle: make([]int, 0, workers),
		results: make(chan solved, workers), ahead: map[uint64]*aheadSolve{}}
	r.add("")
	for col := 1; col <= bb.Config.W; col++ {
		r.add(strconv.Itoa(col))
	}
	for i := range r.solvers {
		s, err := NewSolver(bb.Config, tableBits)
		if err != nil {
			return nil, err
		}
		r.solvers[i], r.idle = s, append(r.idle, i)
	}
	r.aheadCtx, r.stopAhead = context.WithCancel(ctx)
	return r, nil
}

// add queues the position after moves for the next level, unless it ends
// the game, is deeper than MaxPly, or it or its mirror image is queued
// already.
func (r *bookRun) add(moves string) {
	p, err := connect.ParseMoves(r.bb.Config, moves)
	if err != nil || p.Over() || p.Ply() > r.bb.MaxPly {
		return
	}
	k, _ := canonicalKey(r.bb.Config, p)
	if !r.seen[k] {
		r.seen[k] = true
		r.level = append(r.level, pending{moves, exactKey(p)})
	}
}

// levelSolve is one level being solved: its positions, their results as
// they come in, and how many are still to come.
type levelSolve struct {
	batch   []pending
	entries []BookEntry
	errs    []error // context.Canceled until the position's solve finishes
	left    int
}

// solveLevel solves the level queued: it takes what was solved ahead,
// waits for what is being solved ahead, and solves the rest, keeping the
// idle solvers busy solving ahead. A cancelled ctx stops it with the
// positions not finished left at context.Canceled.
func (r *bookRun) solveLevel() *levelSolve {
	lv := &levelSolve{batch: r.level, entries: make([]BookEntry, len(r.level)), errs: make([]error, len(r.level)), left: len(r.level)}
	r.level = nil
	for i := range lv.errs {
		lv.errs[i] = context.Canceled
	}
	todo, waiting := r.takeAhead(lv)
	for lv.left > 0 {
		todo = r.startSolves(lv, todo)
		if r.ctx.Err() != nil {
			lv.left -= len(todo) // never started
			todo = nil
		}
		if lv.left == 0 || r.running == 0 {
			break
		}
		r.receive(lv, waiting)
	}
	return lv
}

// takeAhead finishes the positions of lv solved ahead, and returns those
// still to solve (by index) and those being solved ahead (by exactKey).
// A solve ahead that failed (stopped) is solved again.
func (r *bookRun) takeAhead(lv *levelSolve) (todo []int, waiting map[uint64][]int) {
	waiting = map[uint64][]int{}
	for i, job := range lv.batch {
		switch a := r.ahead[job.key]; {
		case a == nil || a.done && a.err != nil:
			todo = append(todo, i)
		case a.done:
			r.finish(lv, i, a.e, a.took, nil)
		default:
			waiting[job.key] = append(waiting[job.key], i)
		}
	}
	return todo, waiting
}

// startSolves gives each idle solver a position: the level's first, then
// the next to solve ahead. It returns the level's positions left to start.
func (r *bookRun) startSolves(lv *levelSolve, todo []int) []int {
	for len(r.idle) > 0 && r.ctx.Err() == nil {
		if len(todo) > 0 {
			i := todo[0]
			todo = todo[1:]
			r.start(lv.batch[i], i)
		} else if len(r.aheadQueue) > 0 {
			r.start(r.aheadQueue[0], -1)
			r.aheadQueue = r.aheadQueue[1:]
		} else {
			break
		}
	}
	return todo
}

// start solves job on an idle solver in a goroutine of its own: position i
// of the level, or (i < 0) a position solved ahead. The result comes on
// r.results.
func (r *bookRun) start(job pending, i int) {
	si := r.idle[len(r.idle)-1]
	r.idle = r.idle[:len(r.idle)-1]
	r.running++
	ctx := r.ctx
	if i < 0 {
		ctx = r.aheadCtx
	}
	bb, s, results := r.bb, r.solvers[si], r.results
	go func() {
		e, took, err := bb.solveOne(ctx, s, job.moves)
		results <- solved{pending: job, i: i, solver: si, e: e, took: took, err: err}
	}()
}

// receive waits for a solve to finish and frees its solver. A position of
// the level is finished; a position solved ahead is kept for the next
// level, and finishes the positions of this level that wait for it.
func (r *bookRun) receive(lv *levelSolve, waiting map[uint64][]int) {
	res := <-r.results
	r.running--
	r.idle = append(r.idle, res.solver)
	if res.i >= 0 {
		r.finish(lv, res.i, res.e, res.took, res.err)
		return
	}
	a := r.ahead[res.key]
	a.done, a.e, a.took, a.err = true, res.e, res.took, res.err
	for _, i := range waiting[res.key] {
		r.finish(lv, i, res.e, res.took, res.err) // an error only when the build is stopped
	}
	delete(waiting, res.key)
}

// finish records the result of position i of lv, reports it to Progress
// and queues its children to solve ahead (unless KnownOnly: nothing is
// solved then).
func (r *bookRun) finish(lv *levelSolve, i int, e BookEntry, took time.Duration, err error) {
	lv.left--
	e.Moves = lv.batch[i].moves // a solve ahead may have reached it by other moves
	lv.entries[i], lv.errs[i] = e, err
	if err != nil {
		return
	}
	if r.bb.Progress != nil && !r.bb.KnownOnly {
		r.done++
		r.bb.Progress(e, took, r.done, len(r.seen))
	}
	if r.bb.KnownOnly {
		return
	}
	for _, child := range r.bb.children(e) {
		if p, err := connect.ParseMoves(r.bb.Config, child); err == nil && !p.Over() {
			if k := exactKey(p); r.ahead[k] == nil {
				r.ahead[k] = &aheadSolve{}
				r.aheadQueue = append(r.aheadQueue, pending{child, k})
			}
		}
	}
}

// keep adds the solved positions of lv to the book and queues their
// children as the next level, in the level's order; a position missing
// from Known (KnownOnly) makes the book complete only to the discs before
// it.
func (r *bookRun) keep(lv *levelSolve) {
	for i, e := range lv.entries {
		if lv.errs[i] == errNotKnown {
			r.complete = min(r.complete, len(lv.batch[i].moves)-1)
			continue
		}
		if lv.errs[i] != nil {
			continue
		}
		r.out = append(r.out, e)
		for _, child := range r.bb.children(e) {
			r.add(child)
		}
	}
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
