package scenes

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"
	"time"

	"stratagem/ai"
)

// AIRunner runs one piece of slow work (an AI search, an analysis) at a
// time off the frame goroutine. Start launches it in a goroutine with a
// cancellable context; Poll checks for the answer without blocking. Each
// run is tagged with the caller's position generation, so an answer for a
// position that is no longer current can be recognised and dropped. A
// panic in the work becomes an error (a *PanicError): a broken AI never
// ends the game.
type AIRunner[R any] struct {
	cancel   context.CancelCauseFunc
	results  chan aiResult[R]
	gen      uint64
	started  time.Time
	progress *ai.Progress // what the work says of how far it has got
	hurried  bool
}

type aiResult[R any] struct {
	v   R
	err error
}

// PanicError is the error of work that panicked.
type PanicError struct {
	Value any
	Stack []byte
}

func (e *PanicError) Error() string { return fmt.Sprintf("it crashed (%v)", e.Value) }

// Start cancels any work under way and starts think for position
// generation gen. think runs on its own goroutine and must only read data
// it owns (a clone); its context carries the Progress it may fill in
// (ai.ProgressOf), which Report reads.
func (r *AIRunner[R]) Start(gen uint64, think func(ctx context.Context) (R, error)) {
	r.Cancel()
	r.progress, r.hurried = new(ai.Progress), false
	ctx, cancel := context.WithCancelCause(ai.WithProgress(context.Background(), r.progress))
	ch := make(chan aiResult[R], 1) // buffered: the goroutine never blocks, even if nobody reads
	r.cancel, r.results, r.gen, r.started = cancel, ch, gen, time.Now()
	go func() {
		var res aiResult[R]
		defer func() {
			if p := recover(); p != nil {
				res = aiResult[R]{err: &PanicError{Value: p, Stack: debug.Stack()}}
			}
			ch <- res
		}()
		res.v, res.err = think(ctx)
	}()
}

// Busy reports whether work is under way.
func (r *AIRunner[R]) Busy() bool { return r.results != nil }

// Elapsed returns how long the current work has been running.
func (r *AIRunner[R]) Elapsed() time.Duration {
	if !r.Busy() {
		return 0
	}
	return time.Since(r.started)
}

// Poll returns the finished work's answer and its generation, or ok=false
// if it is still running (or nothing runs). It never blocks.
func (r *AIRunner[R]) Poll() (v R, gen uint64, err error, ok bool) {
	if r.results == nil {
		return v, 0, nil, false
	}
	select {
	case res := <-r.results:
		r.cancel(nil)
		r.results, r.cancel = nil, nil
		return res.v, r.gen, res.err, true
	default:
		return v, 0, nil, false
	}
}

// Cancel stops the work under way, if any; its answer will never be returned.
func (r *AIRunner[R]) Cancel() {
	if r.cancel != nil {
		r.cancel(nil)
	}
	r.cancel, r.results = nil, nil
}

// Report says how far the work under way has got (ai.Progress): nothing
// (Share -1) when none runs.
func (r *AIRunner[R]) Report() ai.Report {
	if !r.Busy() {
		return ai.Report{Share: -1}
	}
	return r.progress.Read(time.Now())
}

// CanHurry reports whether the work under way, asked to answer now, gives
// its best answer so far (it said so: ai.Progress.AnswersEarly).
func (r *AIRunner[R]) CanHurry() bool { return r.Busy() && !r.hurried && r.Report().Early }

// Hurry asks the work under way for its best answer so far (the person's
// "move now": its context ends with ai.ErrMoveNow); Poll returns it as
// usual, soon. It reports whether there was work that can answer early.
func (r *AIRunner[R]) Hurry() bool {
	if !r.CanHurry() {
		return false
	}
	r.hurried = true
	r.cancel(ai.ErrMoveNow)
	return true
}

// Hurried reports whether the work under way was asked to answer now.
func (r *AIRunner[R]) Hurried() bool { return r.Busy() && r.hurried }

// answer is a computer player's move and what it said about it.
type answer[M any] struct {
	move M
	info ai.Info
}

// computerTurn drives the computer's side of a game screen: it starts one
// search per position generation, keeps the answer until the screen is
// free to play it (no animation running), and never trusts an answer
// blindly. After a failure (an error, a crash, an illegal move) it starts
// nothing more for that position: the screen asks the person what to do.
// Only the frame goroutine calls it.
type computerTurn[M any] struct {
	runner  AIRunner[answer[M]]
	pending *answer[M]
	failed  bool
	last    ai.Info // what the latest answer said
}

// ErrIllegal is the failure of a computer player that answered with a move
// the rules do not allow.
var ErrIllegal = errors.New("it chose a move the rules do not allow")

// step is called every tick while the computer is to move in position
// generation gen. think builds the search for the current position (it must
// capture its own copy); legal checks the answer against the live position;
// free says whether a move may be played now. It returns the move to play
// now (ok), or the failure to report, once.
func (t *computerTurn[M]) step(gen uint64, free bool, think func() func(ctx context.Context) (answer[M], error), legal func(M) bool) (m M, ok bool, failure error) {
	if t.failed {
		return m, false, nil
	}
	if t.pending == nil && !t.runner.Busy() {
		t.runner.Start(gen, think())
	}
	if a, g, err, done := t.runner.Poll(); done && g == gen {
		if err != nil {
			t.failed = true
			return m, false, err
		}
		t.pending = &a
	}
	if t.pending == nil || !free {
		return m, false, nil
	}
	a := *t.pending
	t.pending = nil
	if !legal(a.move) {
		t.failed = true
		return m, false, ErrIllegal
	}
	t.last = a.info
	return a.move, true, nil
}

// thinking reports whether a search is under way.
func (t *computerTurn[M]) thinking() bool { return t.runner.Busy() }

// canHurry reports whether "move now" would do anything: a search that
// answers early runs, or its answer waits for an animation to end.
func (t *computerTurn[M]) canHurry() bool {
	return !t.failed && (t.runner.CanHurry() || t.pending != nil)
}

// hurry asks the search for its best move so far; it reports whether a
// move is on its way or waiting.
func (t *computerTurn[M]) hurry() bool {
	return t.runner.Hurry() || t.pending != nil
}

// reset forgets the search, any answer and any failure: the position changed.
func (t *computerTurn[M]) reset() {
	t.runner.Cancel()
	t.pending, t.failed = nil, false
}
