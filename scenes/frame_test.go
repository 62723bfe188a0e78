package scenes_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"stratagem/ai"
	"stratagem/board/rules"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
)

// race is a tiny game for testing the frame: each move adds 1 or 2 to a
// count, and whoever reaches 10 wins.
type race struct {
	n     int
	moves []int
}

func (r *race) toMove() int { return len(r.moves) % 2 }
func (r *race) over() bool  { return r.n >= 10 }

// raceRules are race's rules, as the rules contract wants them.
type raceRules struct{}

func (raceRules) ID() string          { return "race" }
func (raceRules) New() (*race, error) { return &race{}, nil }
func (raceRules) Clone(r *race) *race {
	c := *r
	c.moves = append([]int(nil), r.moves...)
	return &c
}
func (raceRules) ToAct(r *race) (rules.Side, bool) { return rules.Side(r.toMove()), !r.over() }
func (raceRules) Legal(r *race, buf []int) []int {
	if r.over() {
		return buf[:0]
	}
	return append(buf[:0], 1, 2)
}
func (raceRules) IsLegal(r *race, m int) bool { return (m == 1 || m == 2) && !r.over() }
func (raceRules) Apply(r *race, m int)        { r.n += m; r.moves = append(r.moves, m) }
func (raceRules) Undo(r *race) {
	last := r.moves[len(r.moves)-1]
	r.moves = r.moves[:len(r.moves)-1]
	r.n -= last
}
func (raceRules) Ply(r *race) int       { return len(r.moves) }
func (raceRules) History(r *race) []int { return append([]int(nil), r.moves...) }
func (raceRules) Hash(r *race) uint64   { return uint64(r.n)<<8 | uint64(len(r.moves)) }
func (raceRules) Outcome(r *race) rules.Outcome {
	if !r.over() {
		return rules.Outcome{Winner: rules.NoSide}
	}
	return rules.Outcome{Over: true, Winner: rules.Side(1 - r.toMove()), Reason: "ten"}
}
func (raceRules) Format(_ *race, m int) string { return strconv.Itoa(m) }
func (raceRules) Parse(_ *race, text string) (int, error) {
	m, err := strconv.Atoi(text)
	if err != nil || (m != 1 && m != 2) {
		return 0, fmt.Errorf("not a move: %q", text)
	}
	return m, nil
}
func (raceRules) Split(line string) []string { return strings.Fields(line) }
func (raceRules) Tags() []rules.Tag          { return nil }
func (raceRules) WithTag(key, _ string) (rules.Game[*race, int], error) {
	return nil, &rules.UnknownTagError{Game: "race", Key: key}
}

// raceScreen is race in the game frame. Enter adds 1 (the person's move).
type raceScreen struct {
	scenes.Frame[*race, int]
	st       *race
	animated bool // moves animate for a few ticks
	changes  int  // PositionChanged calls
}

type raceAnim struct{ left int }

func (a *raceAnim) Step(*scenes.Session) bool { a.left--; return a.left > 0 }
func (a *raceAnim) Skip()                     { a.left = 0 }

func (g *raceScreen) NextRules(*scenes.Session) (rules.Game[*race, int], error) {
	return raceRules{}, nil
}
func (g *raceScreen) Started(_ *scenes.Session, r *race) { g.st = r }
func (g *raceScreen) PositionChanged()                   { g.changes++ }
func (g *raceScreen) Played(*scenes.Session, int, *race) scenes.Anim {
	if g.animated {
		return &raceAnim{left: 5}
	}
	return nil
}
func (g *raceScreen) UpdatePerson(s *scenes.Session) {
	if s.Input.Just(scenes.ActConfirm) {
		g.Play(s, 1)
	}
}
func (g *raceScreen) DrawBoard(*render.Canvas, *scenes.Session)              {}
func (g *raceScreen) DrawPanel(*render.Canvas, *scenes.Session, scenes.Rect) {}
func (g *raceScreen) Status() scenes.Status                                  { return scenes.Status{Text: "race"} }
func (g *raceScreen) EndWords(rules.Outcome) string                          { return "reached ten" }
func (g *raceScreen) VictoryStats(*scenes.Session) []string                  { return nil }

// fakeAI is a computer player for race whose behaviour the test sets.
type fakeAI struct {
	answer    func(ctx context.Context, r *race) (int, error)
	calls     atomic.Int32
	cancelled atomic.Int32
}

func (f *fakeAI) Name() string { return "fake" }
func (f *fakeAI) Choose(ctx context.Context, r *race, _ ai.Limits) (int, ai.Info, error) {
	f.calls.Add(1)
	m, err := f.answer(ctx, r)
	if ctx.Err() != nil {
		f.cancelled.Add(1)
	}
	return m, ai.Info{}, err
}

// blocking returns an answer that waits for release (or, unless
// ignoreCtx, for cancellation) before playing 2, and a channel closed when
// the search starts.
func blocking(release <-chan struct{}, ignoreCtx bool) (func(ctx context.Context, r *race) (int, error), <-chan struct{}) {
	started := make(chan struct{})
	var once sync.Once
	return func(ctx context.Context, r *race) (int, error) {
		once.Do(func() { close(started) })
		if ignoreCtx {
			<-release
			return 2, nil
		}
		select {
		case <-ctx.Done():
			return 0, ctx.Err()
		case <-release:
			return 2, nil
		}
	}, started
}

// blockingRace starts a race of a person against a computer whose answer
// blocks (see blocking), and returns the screen, the computer and the
// channel closed when its search starts.
func blockingRace(t *testing.T, s *scenes.Session, release <-chan struct{}, ignoreCtx bool) (*raceScreen, *fakeAI, <-chan struct{}) {
	t.Helper()
	p := &fakeAI{}
	var started <-chan struct{}
	p.answer, started = blocking(release, ignoreCtx)
	return newRace(t, s, p), p, started
}

var raceRoster = &ai.Roster[*race, int]{
	Game: "race",
	Levels: []ai.Entry[*race, int]{{Level: ai.Level{Name: "fake"},
		Make: func(string, uint64) (ai.Player[*race, int], error) { return nil, errors.New("set by the test") }}},
}

// newRace starts a race of a person (Blue) against p (Red), or hot-seat
// when p is nil.
func newRace(t *testing.T, s *scenes.Session, p *fakeAI) *raceScreen {
	t.Helper()
	g := &raceScreen{}
	if err := g.Init(s, "race", raceRoster, scenes.Match{}, g, ""); err != nil {
		t.Fatal(err)
	}
	if p != nil {
		g.Players[1] = p
		g.Match.AI[1] = "fake"
	}
	s.Stack.Reset(g)
	return g
}

func waitFor(t *testing.T, ch <-chan struct{}, what string) {
	t.Helper()
	select {
	case <-ch:
	case <-time.After(time.Minute):
		t.Fatalf("%s never happened", what)
	}
}

func TestUpdateDoesNotWaitForTheComputer(t *testing.T) {
	s := scenetest.NewSession()
	release := make(chan struct{})
	g, _, started := blockingRace(t, s, release, false)
	scenetest.Press(t, s, scenes.ActConfirm) // Blue adds 1; Red (the blocking AI) is to move
	scenetest.RunUpdates(t, s, 60)
	waitFor(t, started, "the computer's search")
	scenetest.RunUpdates(t, s, 120) // the search is certainly running now: frames go on
	if !g.Thinking() || g.Ply() != 1 {
		t.Fatalf("no move may be played while the computer thinks (thinking %v, ply %d)", g.Thinking(), g.Ply())
	}
	close(release)
	scenetest.Eventually(t, s, "the computer's answer being played", func() bool { return g.Ply() == 2 })
	if g.st.n != 3 {
		t.Fatalf("count %d after 1 and the computer's 2", g.st.n)
	}
}

func TestUndoRestartAndLeavingCancelTheSearch(t *testing.T) {
	for _, leave := range []string{"undo", "restart", "main menu"} {
		t.Run(leave, func(t *testing.T) {
			s := scenetest.NewSession()
			release := make(chan struct{})
			defer close(release)
			g, p, started := blockingRace(t, s, release, false)
			scenetest.Press(t, s, scenes.ActConfirm)
			scenetest.RunUpdates(t, s, 5)
			waitFor(t, started, "the search")
			switch leave {
			case "undo":
				scenetest.Press(t, s, scenes.ActUndo)
				if g.Ply() != 0 {
					t.Fatalf("undo should take back the person's move; ply %d", g.Ply())
				}
			case "restart":
				scenetest.Press(t, s, scenes.ActRestart)
				ask, ok := s.Stack.Top().(*scenes.Confirm)
				if !ok {
					t.Fatalf("restarting a game in progress should ask first, top is %T", s.Stack.Top())
				}
				yes, _ := ask.Buttons()
				scenetest.ClickWidget(t, s, yes)
			case "main menu":
				s.Stack.Reset(scenes.NewMainMenu())
			}
			deadline := time.Now().Add(time.Minute)
			for p.cancelled.Load() == 0 && time.Now().Before(deadline) {
				time.Sleep(time.Millisecond)
			}
			if p.cancelled.Load() == 0 {
				t.Fatalf("%s did not cancel the search's context", leave)
			}
		})
	}
}

func TestStaleAnswerIsDropped(t *testing.T) {
	s := scenetest.NewSession()
	release := make(chan struct{})
	g, _, started := blockingRace(t, s, release, true) // answers late, whatever happens
	scenetest.Press(t, s, scenes.ActConfirm)
	scenetest.RunUpdates(t, s, 5)
	waitFor(t, started, "the search")
	g.Restart(s) // the position the computer was thinking about is gone
	close(release)
	time.Sleep(20 * time.Millisecond)
	scenetest.RunUpdates(t, s, 30)
	if g.Ply() != 0 {
		t.Fatalf("a stale answer was played after restart: %v", g.st.moves)
	}
}

// A computer player that panics or answers an illegal move is asked once:
// the person is told in plain words and chooses how to go on.
func TestBrokenComputerPlayer(t *testing.T) {
	for _, broken := range []string{"panic", "illegal", "error"} {
		for _, way := range []string{"any move", "take over"} {
			t.Run(broken+"/"+way, func(t *testing.T) {
				s := scenetest.NewSession()
				var warned []string
				s.Warn = func(m string) { warned = append(warned, m) }
				p := &fakeAI{answer: func(ctx context.Context, r *race) (int, error) {
					switch broken {
					case "panic":
						_ = r.moves[len(r.moves)+1] // an index out of range, as a buggy search might do
					case "illegal":
						return 7, nil
					}
					return 0, errors.New("no move found")
				}}
				g := newRace(t, s, p)
				scenetest.Press(t, s, scenes.ActConfirm)
				var dialog *scenes.AIFailed
				scenetest.Eventually(t, s, "the failure being reported", func() bool {
					dialog, _ = s.Stack.Top().(*scenes.AIFailed)
					return dialog != nil
				})
				scenetest.RunUpdates(t, s, 100) // the dialog waits; nothing retries underneath
				if n := p.calls.Load(); n != 1 {
					t.Fatalf("the broken player was asked %d times, want once", n)
				}
				msg := dialog.Message()
				if !strings.Contains(msg, "Red") || !strings.Contains(msg, "could not choose a move") {
					t.Errorf("message %q should say, in plain words, which side's computer failed", msg)
				}
				if broken == "panic" && (len(warned) == 0 || !strings.Contains(warned[0], "crashed")) {
					t.Errorf("a crash should be reported on standard error with its details: %q", warned)
				}
				anyMove, takeOver := dialog.Buttons()
				if way == "any move" {
					scenetest.ClickWidget(t, s, anyMove)
					if g.Ply() != 2 || g.st.moves[1] != 1 {
						t.Fatalf("a legal move should be played for Red: %v", g.st.moves)
					}
					return
				}
				scenetest.ClickWidget(t, s, takeOver)
				if g.Players[1] != nil || !strings.Contains(g.MatchLine(), "Two players") {
					t.Fatalf("Red should now be the person's: %q", g.MatchLine())
				}
				scenetest.Press(t, s, scenes.ActConfirm) // the person plays Red's move
				if g.Ply() != 2 {
					t.Fatalf("the person should play Red now; ply %d", g.Ply())
				}
			})
		}
	}
}

// With the computer on both sides nobody is there to ask: a legal move is
// played for the broken side and the game goes on.
func TestBrokenComputerInAutoplay(t *testing.T) {
	s := scenetest.NewSession()
	s.Warn = func(string) {}
	g := newRace(t, s, nil)
	g.Players[0] = &fakeAI{answer: func(context.Context, *race) (int, error) { panic("boom") }}
	g.Players[1] = &fakeAI{answer: func(context.Context, *race) (int, error) { return 2, nil }}
	scenetest.Eventually(t, s, "the game ending", func() bool { return g.st.over() })
}

// The keys act on the board unless the person moves into the action bar
// with Tab; the mouse over a button does not take the focus.
func TestKeyboardFocusStaysOnTheBoard(t *testing.T) {
	s := scenetest.NewSession()
	g := newRace(t, s, nil)
	scenetest.Tick(t, s, nil)
	for _, key := range []scenes.Action{scenes.ActUp, scenes.ActDown, scenes.ActLeft, scenes.ActRight} {
		scenetest.Press(t, s, key)
	}
	scenetest.Press(t, s, scenes.ActConfirm)
	if g.Ply() != 1 || g.BarFocus() != -1 {
		t.Fatalf("arrows then Enter should act on the board: ply %d, bar focus %d", g.Ply(), g.BarFocus())
	}
	// The mouse passes over Restart and leaves it: Enter is still the board's.
	btn := g.Buttons()[1]
	scenetest.Tick(t, s, func(in *scenes.Input) { in.MoveMouse(btn.R.X+5, btn.R.Y+5) })
	scenetest.Tick(t, s, func(in *scenes.Input) { in.MoveMouse(100, 100) })
	scenetest.Press(t, s, scenes.ActConfirm)
	if g.Ply() != 2 || g.BarFocus() != -1 {
		t.Fatalf("hovering a button must not keep the focus: ply %d, bar focus %d", g.Ply(), g.BarFocus())
	}
	// Tab moves into the bar: Undo first, and Enter presses it (not the board).
	scenetest.Press(t, s, scenes.ActNext)
	if g.BarFocus() != 0 || g.Buttons()[0].Label != "Undo" {
		t.Fatalf("Tab should focus the first button (Undo): focus %d", g.BarFocus())
	}
	scenetest.Press(t, s, scenes.ActConfirm)
	if g.Ply() != 1 {
		t.Fatalf("Enter on the focused Undo should undo one move (hot-seat); ply %d", g.Ply())
	}
	// An arrow key returns the focus to the board, where Enter plays again.
	scenetest.Press(t, s, scenes.ActLeft)
	scenetest.Press(t, s, scenes.ActConfirm)
	if g.BarFocus() != -1 || g.Ply() != 2 {
		t.Fatalf("after an arrow, Enter belongs to the board: focus %d, ply %d", g.BarFocus(), g.Ply())
	}
	// Shift+Tab from the board goes to the last button (Menu); Tab past it back to the board.
	scenetest.Press(t, s, scenes.ActPrev)
	if got := g.Buttons()[g.BarFocus()].Label; got != "Menu" {
		t.Fatalf("Shift+Tab should focus Menu, focused %q", got)
	}
	scenetest.Press(t, s, scenes.ActNext)
	if g.BarFocus() != -1 {
		t.Fatalf("Tab past the last button should return to the board, focus %d", g.BarFocus())
	}
}

func TestVictoryAndPlayAgain(t *testing.T) {
	s := scenetest.NewSession()
	g := newRace(t, s, nil)
	for range 10 {
		scenetest.Press(t, s, scenes.ActConfirm)
	}
	var v *scenes.Victory
	scenetest.TicksUntil(t, s, 200, "the victory panel", func() bool { v, _ = s.Stack.Top().(*scenes.Victory); return v != nil })
	if v.Title != "Red wins!" {
		t.Fatalf("the tenth move is Red's: title %q", v.Title)
	}
	scenetest.Press(t, s, scenes.ActRestart)
	if s.Stack.Top() != scenes.Scene(g) || g.Ply() != 0 {
		t.Fatalf("Play again should start a fresh game (top %T, ply %d)", s.Stack.Top(), g.Ply())
	}
}

// An idle screen asks for no ticks and no redraws; an animation asks for both.
func TestIdleScreenSleeps(t *testing.T) {
	s := scenetest.NewSession()
	g := newRace(t, s, nil)
	g.animated = true
	scenetest.Tick(t, s, nil)
	scenetest.Tick(t, s, nil) // the first tick draws the new game
	if s.Busy() {
		t.Fatal("a screen waiting for the person must not ask for ticks")
	}
	scenetest.Press(t, s, scenes.ActConfirm)
	if !s.Busy() {
		t.Fatal("a move's animation needs the next ticks")
	}
	scenetest.TicksUntil(t, s, 50, "the animation's end", func() bool { return g.Anim() == nil })
	scenetest.Tick(t, s, nil)
	if s.Busy() {
		t.Fatal("after the animation the screen sleeps again")
	}
}

func TestUndoToPersonAgainstTheComputer(t *testing.T) {
	s := scenetest.NewSession()
	p := &fakeAI{answer: func(context.Context, *race) (int, error) { return 2, nil }}
	g := newRace(t, s, p)
	scenetest.Press(t, s, scenes.ActConfirm)
	scenetest.Eventually(t, s, "the computer's move", func() bool { return g.Ply() == 2 })
	changes := g.changes
	scenetest.Press(t, s, scenes.ActUndo)
	if g.Ply() != 0 || g.st.n != 0 {
		t.Fatalf("undo against the computer takes back its reply and the person's move: %v", g.st.moves)
	}
	if g.changes == changes {
		t.Fatal("undo must tell the screen its position changed")
	}
}

func TestAIRunnerRecoversAndNeverBlocks(t *testing.T) {
	var r scenes.AIRunner[int]
	if _, _, _, ok := r.Poll(); ok {
		t.Fatal("an idle runner has no answer")
	}
	release := make(chan struct{})
	r.Start(7, func(ctx context.Context) (int, error) { <-release; return 5, nil })
	if _, _, _, ok := r.Poll(); ok {
		t.Fatal("answer before the work finished")
	}
	close(release)
	v, gen, err := pollUntil(t, &r)
	if v != 5 || gen != 7 || err != nil {
		t.Fatalf("got %v %v %v", v, gen, err)
	}
	if r.Busy() {
		t.Fatal("runner still busy after its answer was taken")
	}
	r.Start(8, func(ctx context.Context) (int, error) { panic(fmt.Sprint("broken ", 8)) })
	_, _, err = pollUntil(t, &r)
	var pe *scenes.PanicError
	if !errors.As(err, &pe) || pe.Value != "broken 8" || len(pe.Stack) == 0 {
		t.Fatalf("a panic should come back as a *PanicError with its stack, got %v", err)
	}
}

func pollUntil(t *testing.T, r *scenes.AIRunner[int]) (int, uint64, error) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for time.Now().Before(deadline) {
		if v, gen, err, ok := r.Poll(); ok {
			return v, gen, err
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatal("no answer")
	return 0, 0, nil
}

// The record the frame keeps as moves are played and taken back (the saved
// game) is the game's own record of the position.
func TestRecordFollowsUndoAndRedo(t *testing.T) {
	s := scenetest.NewSession()
	g := newRace(t, s, nil)
	for range 3 {
		scenetest.Press(t, s, scenes.ActConfirm)
	}
	scenetest.Press(t, s, scenes.ActUndo)
	check := func(when string) {
		t.Helper()
		if got, want := g.Record(), rules.Record(raceRules{}, g.st); !slices.Equal(got, want) || len(got) != g.Ply() {
			t.Fatalf("%s: the frame's record %v, the game's %v (ply %d)", when, got, want, g.Ply())
		}
	}
	check("after an undo")
	scenetest.Press(t, s, scenes.ActRedo)
	check("after a redo")
	if err := g.PlayQuietly(s, 2, 2); err != nil {
		t.Fatal(err)
	}
	check("after moves played quietly")
	r := &race{}
	raceRules{}.Apply(r, 2)
	g.SetUp(s, r)
	check("after a position set up with its move")
}
