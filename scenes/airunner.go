package scenes

import (
	"context"
	"time"
)

// AIRunner runs one AI search at a time off the frame goroutine. Start
// launches the search in a goroutine with a cancellable context; Poll checks
// for the answer without blocking. Each search is tagged with the caller's
// position generation, so an answer for a position that is no longer
// current can be recognised and dropped.
type AIRunner[M any] struct {
	cancel  context.CancelFunc
	results chan aiResult[M]
	gen     uint64
	started time.Time
}

type aiResult[M any] struct {
	move M
	err  error
}

// Start cancels any search under way and starts think for position generation gen.
// think runs on its own goroutine and must only read data it owns (a clone).
func (r *AIRunner[M]) Start(gen uint64, think func(ctx context.Context) (M, error)) {
	r.Cancel()
	ctx, cancel := context.WithCancel(context.Background())
	ch := make(chan aiResult[M], 1) // buffered: the goroutine never blocks, even if nobody reads
	r.cancel, r.results, r.gen, r.started = cancel, ch, gen, time.Now()
	go func() {
		m, err := think(ctx)
		ch <- aiResult[M]{m, err}
	}()
}

// Busy reports whether a search is under way.
func (r *AIRunner[M]) Busy() bool { return r.results != nil }

// Gen returns the generation of the search under way.
func (r *AIRunner[M]) Gen() uint64 { return r.gen }

// Elapsed returns how long the current search has been running.
func (r *AIRunner[M]) Elapsed() time.Duration {
	if !r.Busy() {
		return 0
	}
	return time.Since(r.started)
}

// Poll returns the finished search's answer and its generation, or ok=false
// if it is still thinking (or nothing runs). It never blocks.
func (r *AIRunner[M]) Poll() (move M, gen uint64, err error, ok bool) {
	if r.results == nil {
		return move, 0, nil, false
	}
	select {
	case res := <-r.results:
		r.cancel()
		r.results, r.cancel = nil, nil
		return res.move, r.gen, res.err, true
	default:
		return move, 0, nil, false
	}
}

// Cancel stops the search under way, if any; its answer will never be returned.
func (r *AIRunner[M]) Cancel() {
	if r.cancel != nil {
		r.cancel()
	}
	r.cancel, r.results = nil, nil
}

// computerTurn drives the computer's side of a game screen: it starts one
// search per position generation, keeps the answer until the screen is
// free to play it (no animation running), and never trusts an answer
// blindly. Only the frame goroutine calls it.
type computerTurn[M any] struct {
	runner  AIRunner[M]
	pending *M
	err     string
}

// step is called every tick while the computer is to move. think builds the
// search for the current position (it must capture its own copy); legal
// checks the answer against the live position. It returns the move to play
// now, if any.
func (t *computerTurn[M]) step(gen uint64, free bool, think func() func(ctx context.Context) (M, error), legal func(M) bool) (M, bool) {
	var none M
	if t.pending == nil && !t.runner.Busy() {
		t.runner.Start(gen, think())
	}
	if m, g, err, ok := t.runner.Poll(); ok && g == gen {
		if err != nil {
			t.err = err.Error()
		} else {
			t.pending = &m
		}
	}
	if t.pending == nil || !free {
		return none, false
	}
	m := *t.pending
	t.pending = nil
	if !legal(m) {
		t.err = "the computer chose an illegal move"
		return none, false
	}
	return m, true
}

// reset forgets the search and any answer: the position changed.
func (t *computerTurn[M]) reset() {
	t.runner.Cancel()
	t.pending, t.err = nil, ""
}
