package ai

import (
	"context"
	"errors"
	"sync/atomic"
	"time"
)

// How far a search has got, and the person's "move now". A game screen
// shows the computer thinking with a Progress the search fills in (the
// depth it has searched, the share of its work or time it has used), and
// may ask it to stop early and play its best move so far. Both travel in
// the search's context, so that no player's signature changes and the
// players stay free of the screen: the screen reads a Progress it made,
// the search writes it from its own goroutine.

// ErrMoveNow is the cause a search's context is cancelled with when the
// person asks the computer to move now (context.WithCancelCause). A player
// that said it answers early (Progress.AnswersEarly) then returns its best
// move so far, with no error.
var ErrMoveNow = errors.New("move now")

// MovingNow reports whether ctx ended because the person asked for the
// move now.
func MovingNow(ctx context.Context) bool {
	return ctx.Err() != nil && errors.Is(context.Cause(ctx), ErrMoveNow)
}

// Stopped is the error a player that answers early returns once its
// search has ended: none while ctx goes on or when it ended for "move
// now" (the move found so far is the answer), else ctx.Err().
func Stopped(ctx context.Context) error {
	if MovingNow(ctx) {
		return nil
	}
	return ctx.Err()
}

// Progress is how far one search has got. The search writes it, from its
// own goroutine, through the methods below (a nil *Progress takes them and
// keeps nothing); another goroutine reads it with Read at any time.
type Progress struct {
	depth       atomic.Int32
	done, total atomic.Int64 // a share of a fixed amount of work
	start, end  atomic.Int64 // Unix nanoseconds: the time the search may take
	early       atomic.Bool
}

type progressKey struct{}

// WithProgress returns ctx carrying p, for the search run under it.
func WithProgress(ctx context.Context, p *Progress) context.Context {
	return context.WithValue(ctx, progressKey{}, p)
}

// ProgressOf returns the Progress ctx carries, or nil (whose methods do
// nothing): a search calls it once and reports through what it gets.
func ProgressOf(ctx context.Context) *Progress {
	p, _ := ctx.Value(progressKey{}).(*Progress)
	return p
}

// Depth records the depth of the deepest iteration completed (plies).
func (p *Progress) Depth(d int) {
	if p != nil {
		p.depth.Store(int32(d))
	}
}

// Work records that done of the total units of work the search will do at
// most (nodes, playouts, iterations) are done.
func (p *Progress) Work(done, total int64) {
	if p != nil && total > 0 {
		p.total.Store(total)
		p.done.Store(min(done, total))
	}
}

// Clock records that the search runs from start until end at the latest:
// its time is a share of its work.
func (p *Progress) Clock(start, end time.Time) {
	if p != nil && end.After(start) {
		p.start.Store(start.UnixNano())
		p.end.Store(end.UnixNano())
	}
}

// AnswersEarly records that the search, asked to move now (ErrMoveNow),
// answers with its best move so far: the screen may offer "Move now".
func (p *Progress) AnswersEarly() {
	if p != nil {
		p.early.Store(true)
	}
}

// Report is what a Progress says at one moment.
type Report struct {
	Depth int // the deepest iteration completed, 0 if none or not told
	// Share is how much of its work or time the search has used, from 0
	// to 1 (the larger of the two when it told both); -1 when it told
	// neither.
	Share float64
	// Early: asked to move now, the search answers with its best move so far.
	Early bool
}

// Read returns what p says at now (a nil p says nothing: Share -1).
func (p *Progress) Read(now time.Time) Report {
	r := Report{Share: -1}
	if p == nil {
		return r
	}
	r.Depth, r.Early = int(p.depth.Load()), p.early.Load()
	if total := p.total.Load(); total > 0 {
		r.Share = float64(p.done.Load()) / float64(total)
	}
	if start, end := p.start.Load(), p.end.Load(); end > start {
		t := float64(now.UnixNano()-start) / float64(end-start)
		r.Share = max(r.Share, min(max(t, 0), 1))
	}
	return r
}
