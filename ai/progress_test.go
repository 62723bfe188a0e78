package ai

import (
	"context"
	"errors"
	"testing"
	"time"
)

func TestProgress(t *testing.T) {
	var none *Progress
	none.Depth(3) // a nil Progress takes the reports and keeps nothing
	none.Work(1, 2)
	none.Clock(time.Unix(0, 0), time.Unix(10, 0))
	none.AnswersEarly()
	if r := none.Read(time.Unix(5, 0)); r != (Report{Share: -1}) {
		t.Errorf("a nil Progress reads %+v", r)
	}

	p := new(Progress)
	if r := p.Read(time.Now()); r != (Report{Share: -1}) {
		t.Errorf("a new Progress reads %+v, want nothing told", r)
	}
	p.Depth(4)
	p.Work(25, 100)
	start := time.Unix(1000, 0)
	if r := p.Read(start); r.Depth != 4 || r.Share != 0.25 || r.Early {
		t.Errorf("depth 4, a quarter of the work: %+v", r)
	}
	p.Clock(start, start.Add(10*time.Second))
	if r := p.Read(start.Add(5 * time.Second)); r.Share != 0.5 {
		t.Errorf("half the time, a quarter of the work: share %v, want the larger, 0.5", r.Share)
	}
	if r := p.Read(start.Add(time.Minute)); r.Share != 1 {
		t.Errorf("past the end: share %v, want 1", r.Share)
	}
	p.Work(500, 100)
	if r := p.Read(start); r.Share != 1 {
		t.Errorf("more work than the total: share %v, want 1", r.Share)
	}
	p.AnswersEarly()
	if !p.Read(start).Early {
		t.Error("AnswersEarly is not read back")
	}

	ctx := context.Background()
	if ProgressOf(ctx) != nil || ProgressOf(WithProgress(ctx, p)) != p {
		t.Error("ProgressOf does not find the Progress the context carries, or finds one where there is none")
	}
}

func TestMovingNow(t *testing.T) {
	ctx, cancel := context.WithCancelCause(context.Background())
	if MovingNow(ctx) || Stopped(ctx) != nil {
		t.Error("a context going on: not moving now, not stopped")
	}
	cancel(ErrMoveNow)
	if !MovingNow(ctx) || Stopped(ctx) != nil {
		t.Errorf("asked to move now: MovingNow %v, Stopped %v; want true and no error", MovingNow(ctx), Stopped(ctx))
	}
	ctx, cancel = context.WithCancelCause(context.Background())
	cancel(nil)
	if MovingNow(ctx) || !errors.Is(Stopped(ctx), context.Canceled) {
		t.Errorf("cancelled: MovingNow %v, Stopped %v; want false and context.Canceled", MovingNow(ctx), Stopped(ctx))
	}
	// A context made from one asked to move now moves now too.
	parent, cancel := context.WithCancelCause(context.Background())
	child, stop := context.WithTimeout(parent, time.Hour)
	defer stop()
	cancel(ErrMoveNow)
	if !MovingNow(child) {
		t.Error("a child of a context asked to move now does not move now")
	}
}
