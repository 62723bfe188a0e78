package scenes_test

import (
	"context"
	"sync"
	"testing"

	"stratagem/ai"
	"stratagem/assets/lang"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
)

// searching is a computer player's answer for race that searches until
// its context ends: told it answers early (early), it says so and how deep
// it got, and asked to move now it plays 2; otherwise it answers the
// cancellation with its error. started is closed when it begins.
func searching(early bool) (func(ctx context.Context, r *race) (int, error), <-chan struct{}) {
	started := make(chan struct{})
	var once sync.Once
	return func(ctx context.Context, r *race) (int, error) {
		p := ai.ProgressOf(ctx)
		if early {
			p.AnswersEarly()
		}
		p.Depth(3)
		once.Do(func() { close(started) })
		<-ctx.Done()
		if early && ai.MovingNow(ctx) {
			return 2, nil
		}
		return 0, ctx.Err()
	}, started
}

// moveNowButton returns the bar's Move now button, or nil.
func moveNowButton(g *raceScreen) *scenes.Button {
	for _, b := range g.Buttons() {
		if b.Label == lang.T("core.frame.movenow") {
			return b
		}
	}
	return nil
}

// On the computer's turn the bar offers Move now, which (its key N, or a
// click) makes a search that answers early play its best move so far; a
// search that cannot answer early leaves it disabled and goes on.
func TestMoveNow(t *testing.T) {
	s := scenetest.NewSession()
	p := &fakeAI{}
	var started <-chan struct{}
	p.answer, started = searching(true)
	g := newRace(t, s, p)
	scenetest.Press(t, s, scenes.ActConfirm) // Blue adds 1; the computer searches
	scenetest.RunUpdates(t, s, 60)
	waitFor(t, started, "the computer's search")
	scenetest.RunUpdates(t, s, 2)
	b := moveNowButton(g)
	if b == nil || b.Disabled {
		t.Fatalf("while the computer searches, Move now should be offered and enabled: %+v", b)
	}
	if g.Ply() != 1 || !g.Thinking() {
		t.Fatalf("the search waits for its context: ply %d, thinking %v", g.Ply(), g.Thinking())
	}
	scenetest.Press(t, s, scenes.ActMoveNow)
	scenetest.Eventually(t, s, "the computer's best move so far", func() bool { return g.Ply() == 2 })
	if g.st.n != 3 {
		t.Fatalf("the hurried search's move is 2: count %d", g.st.n)
	}
	if moveNowButton(g) == nil || !moveNowButton(g).Disabled {
		t.Fatal("back on the person's turn, the button's place is a disabled Move now (this race has no hints)")
	}

	// Clicking the button does the same.
	scenetest.Press(t, s, scenes.ActConfirm)
	scenetest.Eventually(t, s, "Move now enabled again", func() bool { b := moveNowButton(g); return b != nil && !b.Disabled })
	scenetest.ClickWidget(t, s, moveNowButton(g))
	scenetest.Eventually(t, s, "the computer's move after a click on Move now", func() bool { return g.Ply() == 4 })

	// A search that does not answer early: the button stays disabled and N does nothing.
	s = scenetest.NewSession()
	p = &fakeAI{}
	p.answer, started = searching(false)
	g = newRace(t, s, p)
	scenetest.Press(t, s, scenes.ActConfirm)
	scenetest.RunUpdates(t, s, 60)
	waitFor(t, started, "the computer's search")
	scenetest.RunUpdates(t, s, 2)
	if b := moveNowButton(g); b == nil || !b.Disabled {
		t.Fatalf("a search that cannot answer early: Move now should be shown disabled: %+v", b)
	}
	scenetest.Press(t, s, scenes.ActMoveNow)
	scenetest.RunUpdates(t, s, 30)
	if g.Ply() != 1 || !g.Thinking() || p.cancelled.Load() != 0 {
		t.Fatalf("N must not stop a search that cannot answer early: ply %d, thinking %v, cancelled %d", g.Ply(), g.Thinking(), p.cancelled.Load())
	}
	s.Stack.Reset(scenes.NewMainMenu())
}

// The runner hands the work a Progress, reads it back, and hurries only
// work that said it answers early; the hurried work's answer comes as any
// other.
func TestAIRunnerHurry(t *testing.T) {
	var r scenes.AIRunner[int]
	if r.Hurry() || r.Report().Share != -1 {
		t.Fatal("an idle runner has nothing to hurry or report")
	}
	ready := make(chan struct{})
	r.Start(1, func(ctx context.Context) (int, error) {
		p := ai.ProgressOf(ctx)
		p.Work(1, 4)
		p.AnswersEarly()
		close(ready)
		<-ctx.Done()
		if ai.MovingNow(ctx) {
			return 9, nil
		}
		return 0, ctx.Err()
	})
	<-ready
	if rep := r.Report(); rep.Share != 0.25 || !rep.Early {
		t.Fatalf("report %+v, want a quarter done and early answers", rep)
	}
	if !r.Hurry() || !r.Hurried() || r.Hurry() {
		t.Fatal("the first Hurry should hurry the work, a second do nothing")
	}
	if v, gen, err := pollUntil(t, &r); v != 9 || gen != 1 || err != nil {
		t.Fatalf("hurried answer %v %v %v, want 9 for generation 1", v, gen, err)
	}

	ready = make(chan struct{})
	release := make(chan struct{})
	r.Start(2, func(ctx context.Context) (int, error) { close(ready); <-release; return 1, nil })
	<-ready
	if r.Hurry() {
		t.Fatal("work that does not answer early is not hurried")
	}
	close(release)
	if v, _, err := pollUntil(t, &r); v != 1 || err != nil {
		t.Fatalf("its answer %v %v", v, err)
	}
}
