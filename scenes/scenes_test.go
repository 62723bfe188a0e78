package scenes

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"stratagem/ai"
	"stratagem/board/mill"
	"stratagem/scenes/audio"
	"stratagem/scenes/settings"
)

func newTestSession() *Session {
	s := NewSession(settings.Defaults(), "", audio.New(false))
	s.Seed = 42
	s.Warn = func(string) {}
	return s
}

// tick runs one Update of the top scene with the given input prepared by prep.
func tick(t *testing.T, s *Session, prep func(in *Input)) {
	t.Helper()
	s.Input.Clear()
	if prep != nil {
		prep(&s.Input)
	}
	s.Frame++
	if err := s.Stack.Top().Update(s); err != nil {
		t.Fatal(err)
	}
}

// blockingAI thinks until released or cancelled, like a slow search.
type blockingAI struct {
	started   chan struct{}
	release   chan struct{}
	cancelled atomic.Int32
	calls     atomic.Int32
	once      sync.Once
	ignoreCtx bool
}

func newBlockingAI() *blockingAI {
	return &blockingAI{started: make(chan struct{}), release: make(chan struct{})}
}

func (b *blockingAI) Name() string { return "blocking" }

func (b *blockingAI) Choose(ctx context.Context, pos *mill.Position, _ ai.Limits) (mill.Move, ai.Info, error) {
	b.calls.Add(1)
	b.once.Do(func() { close(b.started) })
	moves := pos.LegalMoves(nil)
	if b.ignoreCtx {
		<-b.release
		return moves[0], ai.Info{}, nil
	}
	select {
	case <-ctx.Done():
		b.cancelled.Add(1)
		return mill.Move{}, ai.Info{}, ctx.Err()
	case <-b.release:
		return moves[0], ai.Info{}, nil
	}
}

// runUpdates runs n ticks on another goroutine and fails if they do not all
// return: a frame loop that waits for the AI would hang here.
func runUpdates(t *testing.T, s *Session, n int) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		defer close(done)
		for i := 0; i < n; i++ {
			s.Input.Clear()
			s.Frame++
			_ = s.Stack.Top().Update(s)
		}
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatalf("Update did not return while the AI was thinking: the frame loop blocks")
	}
}

func millVsFake(t *testing.T, s *Session, ai *blockingAI) *MillScreen {
	t.Helper()
	m, err := NewMillScreen(OnePlayer(mill.Blue, "easy"), s)
	if err != nil {
		t.Fatal(err)
	}
	m.players[mill.Red] = ai
	s.Stack.Reset(m)
	return m
}

func TestUpdateDoesNotWaitForTheAI(t *testing.T) {
	s := newTestSession()
	ai := newBlockingAI()
	m := millVsFake(t, s, ai)
	m.play(s, mill.Place(mill.Point(13))) // Blue d6; now Red (the blocking AI) is to move
	runUpdates(t, s, 120)
	select {
	case <-ai.started:
	case <-time.After(10 * time.Second):
		t.Fatal("the computer's search never started")
	}
	runUpdates(t, s, 120) // the search is certainly running now: frames go on
	if !m.computer.runner.Busy() {
		t.Fatal("the runner should still be busy: the AI has not answered")
	}
	if m.pos.Ply() != 1 {
		t.Fatalf("no move may be played while the AI thinks; ply = %d", m.pos.Ply())
	}
	close(ai.release)
	deadline := time.Now().Add(10 * time.Second)
	for m.pos.Ply() == 1 && time.Now().Before(deadline) {
		runUpdates(t, s, 1)
		time.Sleep(time.Millisecond)
	}
	if m.pos.Ply() != 2 {
		t.Fatalf("the AI's answer was never played; ply = %d", m.pos.Ply())
	}
}

func TestUndoCancelsTheSearch(t *testing.T) {
	s := newTestSession()
	ai := newBlockingAI()
	m := millVsFake(t, s, ai)
	m.play(s, mill.Place(mill.Point(13)))
	runUpdates(t, s, 60)
	<-ai.started
	tick(t, s, func(in *Input) { in.Press(ActUndo) })
	if m.pos.Ply() != 0 {
		t.Fatalf("undo should take back the person's move; ply = %d", m.pos.Ply())
	}
	deadline := time.Now().Add(10 * time.Second)
	for ai.cancelled.Load() == 0 && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	if ai.cancelled.Load() == 0 {
		t.Fatal("undo did not cancel the search's context")
	}
}

func TestStaleAnswerIsDropped(t *testing.T) {
	s := newTestSession()
	ai := newBlockingAI()
	ai.ignoreCtx = true // a search that answers late, whatever happens
	m := millVsFake(t, s, ai)
	m.play(s, mill.Place(mill.Point(13)))
	runUpdates(t, s, 60)
	<-ai.started
	m.Restart(s) // the position the AI was thinking about is gone
	close(ai.release)
	time.Sleep(20 * time.Millisecond)
	runUpdates(t, s, 30)
	if m.pos.Ply() != 0 {
		t.Fatalf("a stale answer was played after restart: %s", m.pos.FormatGame())
	}
}

func TestLeavingTheScreenCancels(t *testing.T) {
	s := newTestSession()
	ai := newBlockingAI()
	m := millVsFake(t, s, ai)
	m.play(s, mill.Place(mill.Point(13)))
	runUpdates(t, s, 60)
	<-ai.started
	s.Stack.Reset(NewMainMenu())
	deadline := time.Now().Add(10 * time.Second)
	for ai.cancelled.Load() == 0 && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	if ai.cancelled.Load() == 0 {
		t.Fatal("leaving the game screen did not cancel the search")
	}
}

func TestAIRunnerPollNeverBlocks(t *testing.T) {
	var r AIRunner[int]
	if _, _, _, ok := r.Poll(); ok {
		t.Fatal("an idle runner has no answer")
	}
	release := make(chan struct{})
	r.Start(7, func(ctx context.Context) (int, error) { <-release; return 5, nil })
	if _, _, _, ok := r.Poll(); ok {
		t.Fatal("answer before the search finished")
	}
	close(release)
	for {
		v, gen, err, ok := r.Poll()
		if ok {
			if v != 5 || gen != 7 || err != nil {
				t.Fatalf("got %v %v %v", v, gen, err)
			}
			break
		}
		time.Sleep(time.Millisecond)
	}
	if r.Busy() {
		t.Fatal("runner still busy after its answer was taken")
	}
}
