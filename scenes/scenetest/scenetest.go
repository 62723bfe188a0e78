// Package scenetest helps the game packages' tests drive screens the way
// the frame loop does: a session without sound or settings file, ticks
// with scripted input, and a check that ticks never wait for the computer.
package scenetest

import (
	"testing"
	"time"

	"stratagem/assets"
	"stratagem/scenes"
	"stratagem/scenes/audio"
	"stratagem/scenes/settings"
)

// NewSession returns a silent session with default settings that are
// never saved, a fixed seed and the given games.
func NewSession(games ...*scenes.GameDesc) *scenes.Session {
	assets.ForgetShapedTexts() // the tests' one tick would let them pile up
	s := scenes.NewSession(settings.Defaults(), "", audio.New(false), games...)
	s.Seed = 42
	s.Warn = func(string) {}
	return s
}

// Open makes a screen with open(s, m), such as a game package's New, and
// puts it alone on s's stack, or stops the test.
func Open[S scenes.Scene](t testing.TB, s *scenes.Session, open func(*scenes.Session, scenes.Match) (S, error), m scenes.Match) S {
	t.Helper()
	sc, err := open(s, m)
	if err != nil {
		t.Fatal(err)
	}
	s.Stack.Reset(sc)
	return sc
}

// EachSample opens every sample screen of g, each in a session of its own,
// or stops the test, and hands the session and the sample to check.
func EachSample(t testing.TB, g *scenes.GameDesc, check func(s *scenes.Session, sm scenes.Sample)) {
	t.Helper()
	for _, sm := range g.Samples {
		s := NewSession(g)
		if err := sm.Open(s); err != nil {
			t.Fatalf("%s: %v", sm.Name, err)
		}
		check(s, sm)
	}
}

// Tick runs one Update of the top scene with the input prepared by prep.
func Tick(t testing.TB, s *scenes.Session, prep func(in *scenes.Input)) {
	t.Helper()
	s.NewTick()
	if prep != nil {
		prep(&s.Input)
	}
	if err := s.Stack.Top().Update(s); err != nil {
		t.Fatal(err)
	}
}

// Press runs one tick with action a pressed.
func Press(t testing.TB, s *scenes.Session, a scenes.Action) {
	t.Helper()
	Tick(t, s, func(in *scenes.Input) { in.Press(a) })
}

// Click runs one tick with a left click at (x, y).
func Click(t testing.TB, s *scenes.Session, x, y float64) {
	t.Helper()
	Tick(t, s, func(in *scenes.Input) { in.ClickAt(x, y) })
}

// ClickWidget clicks inside w.
func ClickWidget(t testing.TB, s *scenes.Session, w scenes.Widget) {
	t.Helper()
	b := w.Bounds()
	Click(t, s, b.X+b.W/2, b.Y+b.H/2)
}

// ClickButton clicks the button labelled label among buttons (e.g. a
// frame's action bar).
func ClickButton(t testing.TB, s *scenes.Session, buttons []*scenes.Button, label string) {
	t.Helper()
	for _, b := range buttons {
		if b.Label == label {
			ClickWidget(t, s, b)
			return
		}
	}
	var labels []string
	for _, b := range buttons {
		labels = append(labels, b.Label)
	}
	t.Fatalf("no button %q among %q", label, labels)
}

// TicksUntil ticks with no input until done reports true, at most n times.
func TicksUntil(t testing.TB, s *scenes.Session, n int, what string, done func() bool) {
	t.Helper()
	for i := 0; !done(); i++ {
		if i >= n {
			t.Fatalf("%s did not happen within %d ticks", what, n)
		}
		Tick(t, s, nil)
	}
}

// Settle ticks with no input until the animation of sc (a game screen) is
// over, at most n times.
func Settle(t testing.TB, s *scenes.Session, sc interface{ Anim() scenes.Anim }, n int) {
	t.Helper()
	TicksUntil(t, s, n, "the animation's end", func() bool { return sc.Anim() == nil })
}

// RunUpdates runs n ticks on another goroutine and fails if they do not all
// return: a frame loop that waits for the computer would hang here. The
// ten-second bound only catches a hang; a busy machine is far below it.
func RunUpdates(t testing.TB, s *scenes.Session, n int) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		defer close(done)
		for i := 0; i < n; i++ {
			s.NewTick()
			_ = s.Stack.Top().Update(s)
		}
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatalf("Update did not return while the computer was thinking: the frame loop blocks")
	}
}

// Eventually runs single ticks (pausing a millisecond between them) until
// done reports true; it fails after a generous minute, which only a hang
// reaches. For answers that come from another goroutine.
func Eventually(t testing.TB, s *scenes.Session, what string, done func() bool) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for !done() {
		if time.Now().After(deadline) {
			t.Fatalf("%s never happened", what)
		}
		RunUpdates(t, s, 1)
		time.Sleep(time.Millisecond)
	}
}

// ContinueFromMenu starts a new program on savePath, as after a restart: a
// fresh session for games at the main menu, which must offer Continue, then
// Enter on it (Continue is first and focused). It returns the session, the
// continued game on top of its stack.
func ContinueFromMenu(t testing.TB, savePath string, games ...*scenes.GameDesc) *scenes.Session {
	t.Helper()
	s := NewSession(games...)
	s.SavePath = savePath
	menu := scenes.NewMainMenu()
	s.Stack.Reset(menu)
	Tick(t, s, nil)
	if !menu.CanContinue() {
		t.Fatal("the main menu should offer Continue")
	}
	Press(t, s, scenes.ActConfirm)
	return s
}

// CheckKeys checks a game screen's keys: no key does two things in it, and
// every command of the screen that has an action has keys to name.
func CheckKeys(tb testing.TB, keys scenes.KeyMap, cmds []scenes.Command) {
	tb.Helper()
	if c := keys.Clashes(); len(c) > 0 {
		tb.Errorf("keys that do two things: %v", c)
	}
	for _, c := range cmds {
		if c.Key != scenes.NoKey && keys.Name(c.Key) == "" {
			tb.Errorf("the command %q has no key in the screen's map", c.Label)
		}
	}
}
