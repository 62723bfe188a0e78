package connectgame

import (
	"strings"
	"testing"

	"stratagem/assets/lang"
	"stratagem/board/connect"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
)

// start opens a match on board c with players ai (hot-seat when both are "").
func start(t *testing.T, s *scenes.Session, c connect.Config, ai [2]string) *Screen {
	t.Helper()
	sc := scenetest.Open(t, s, New, scenes.Match{AI: ai, Options: boardOptions(c)})
	scenetest.Tick(t, s, nil)
	return sc
}

func hotSeat(t *testing.T, s *scenes.Session) *Screen {
	t.Helper()
	return start(t, s, connect.Standard, [2]string{})
}

func TestClickDropsADisc(t *testing.T) {
	s := scenetest.NewSession(Game())
	sc := hotSeat(t, s)
	x, _ := sc.cellCentre(3, 0)
	scenetest.Click(t, s, x, sc.oy+20)
	if got := sc.pos.String(); got != "4" {
		t.Fatalf("a click over column 4 should drop a disc there; moves %q", got)
	}
	if sc.Anim() == nil {
		t.Fatal("the disc should fall")
	}
	scenetest.Settle(t, s, sc, 200)
	// Keyboard: Right moves the preview one column, Enter drops.
	scenetest.Press(t, s, scenes.ActRight)
	scenetest.Press(t, s, scenes.ActConfirm)
	if got := sc.pos.String(); got != "45" {
		t.Fatalf("Right then Enter should play column 5; moves %q", got)
	}
	scenetest.Settle(t, s, sc, 200)
	scenetest.Press(t, s, scenes.ActUndo)
	if got := sc.pos.String(); got != "4" {
		t.Fatalf("undo in hot-seat takes back one move; moves %q", got)
	}
}

// Down drops a disc in the hover column and Enter the next one; neither
// key may move the focus into the action bar or press a button.
func TestDownThenEnterDropsADisc(t *testing.T) {
	s := scenetest.NewSession(Game())
	sc := hotSeat(t, s) // the preview starts over the middle column, 4
	scenetest.Press(t, s, scenes.ActDown)
	if got := sc.pos.String(); got != "4" || sc.BarFocus() != -1 {
		t.Fatalf("Down should drop a disc in column 4: moves %q, bar focus %d", got, sc.BarFocus())
	}
	scenetest.Settle(t, s, sc, 200)
	scenetest.Press(t, s, scenes.ActConfirm)
	if got := sc.pos.String(); got != "44" || sc.BarFocus() != -1 || s.Stack.Top() != scenes.Scene(sc) {
		t.Fatalf("Enter should drop the next disc in column 4: moves %q, bar focus %d, top %T", got, sc.BarFocus(), s.Stack.Top())
	}
}

func TestWinShowsVictoryAndLine(t *testing.T) {
	s := scenetest.NewSession(Game())
	sc := hotSeat(t, s)
	for _, col := range []int{0, 1, 0, 1, 0, 1} {
		sc.pos.Apply(col)
	}
	sc.Changed()
	sc.Play(s, 0) // Blue's fourth in column 1
	if len(sc.pos.WinningLine()) != 4 {
		t.Fatalf("winning line %v", sc.pos.WinningLine())
	}
	var v *scenes.Victory
	scenetest.TicksUntil(t, s, 200, "the victory panel", func() bool { v, _ = s.Stack.Top().(*scenes.Victory); return v != nil })
	if v.Title != "Blue wins!" {
		t.Fatalf("title %q", v.Title)
	}
	if st := sc.Status(); st.Text != "Blue wins" {
		t.Fatalf("status %q", st.Text)
	}
	scenetest.Press(t, s, scenes.ActRestart)
	if s.Stack.Top() != scenes.Scene(sc) || sc.pos.Ply() != 0 || sc.pos.Config() != connect.Standard {
		t.Fatal("Play again should start a fresh game on the same board")
	}
}

// With A the overlay's values arrive from the analysis's goroutine; on a
// 4×4 board every column is solved exactly. The screen asks for ticks
// while the analysis runs and for none once its values are in.
func TestAnalysisOverlayFillsIn(t *testing.T) {
	s := scenetest.NewSession(Game())
	cfg := connect.Config{W: 4, H: 4, N: 3} // small enough to solve at once
	sc := start(t, s, cfg, [2]string{})
	scenetest.Press(t, s, ActAnalysis)
	if !sc.ana.shown {
		t.Fatal("A should show the analysis")
	}
	scenetest.Eventually(t, s, "the analysis", func() bool { _, ok := sc.Analysis(); return ok })
	values, _ := sc.Analysis()
	if len(values) != cfg.W {
		t.Fatalf("one value per column, got %+v", values)
	}
	for _, v := range values {
		if !v.Legal || !v.Exact {
			t.Fatalf("a 4×4 board should be solved exactly in every column: %+v", values)
		}
	}
	scenetest.Tick(t, s, nil)
	if sc.Working() != "" || s.Busy() {
		t.Fatalf("with the values in, nothing works and the screen sleeps (working %q, busy %v)", sc.Working(), s.Busy())
	}
	// A move: the old values are gone and the new position's are worked out.
	scenetest.Press(t, s, scenes.ActConfirm)
	if _, ok := sc.Analysis(); ok {
		t.Fatal("the values belong to the position before the move")
	}
	scenetest.Eventually(t, s, "the analysis after the move", func() bool { _, ok := sc.Analysis(); return ok })
	// Leaving the screen cancels a running analysis.
	scenetest.Press(t, s, scenes.ActUndo)
	if sc.ana.runGen != sc.Gen() {
		t.Fatal("undo should start the analysis of the position before")
	}
	s.Stack.Reset(scenes.NewMainMenu())
	if sc.ana.runner.Busy() {
		t.Fatal("leaving the screen should cancel the analysis")
	}
}

// A restart from the action bar ends the frame's tick early; the new
// position's analysis must still get the ticks it needs (the game would
// otherwise sleep until the next input and never show its values).
func TestRestartKeepsTheAnalysisTicking(t *testing.T) {
	s := scenetest.NewSession(Game())
	sc := hotSeat(t, s) // the standard board: its analysis takes a while
	scenetest.Press(t, s, ActAnalysis)
	scenetest.Press(t, s, scenes.ActRestart)
	if sc.Working() != "analysing" || !s.Busy() {
		t.Fatalf("after a restart the analysis runs and asks for ticks (working %q, busy %v)", sc.Working(), s.Busy())
	}
	s.Stack.Reset(scenes.NewMainMenu())
	if sc.Working() != "" {
		t.Fatal("leaving the screen cancels the analysis")
	}
}

// After a move's animation, with the person to move and no analysis
// running, the screen asks for no ticks: the game sleeps.
func TestIdleAfterAMove(t *testing.T) {
	s := scenetest.NewSession(Game())
	sc := hotSeat(t, s)
	scenetest.Tick(t, s, nil)
	if s.Busy() {
		t.Fatal("a screen waiting for the person must not ask for ticks")
	}
	scenetest.Press(t, s, scenes.ActConfirm)
	if !s.Busy() {
		t.Fatal("the falling disc needs the next ticks")
	}
	scenetest.Settle(t, s, sc, 200)
	scenetest.Tick(t, s, nil)
	if s.Busy() {
		t.Fatal("after the disc has landed the screen sleeps again")
	}
}

// Against the computer its reply arrives through the frame's runner.
func TestComputerReplies(t *testing.T) {
	s := scenetest.NewSession(Game())
	sc := start(t, s, connect.Standard, [2]string{"", "easy"})
	scenetest.Press(t, s, scenes.ActConfirm)
	scenetest.Eventually(t, s, "the computer's reply", func() bool { return sc.pos.Ply() == 2 })
	if sc.pos.Moves()[0] != 3 {
		t.Fatalf("moves %v: the person's disc went to column 4", sc.pos.Moves())
	}
	scenetest.Settle(t, s, sc, 200)
	scenetest.Press(t, s, scenes.ActUndo)
	if sc.pos.Ply() != 0 {
		t.Fatalf("undo against the computer takes back its reply and the person's move: %q", sc.pos.String())
	}
}

// The set-up offers the board: 8 columns and 5 in a row chosen there are
// the board of the match it starts.
func TestSetupChoosesTheBoard(t *testing.T) {
	s := scenetest.NewSession(Game())
	if err := scenes.OpenScene(s, "connect-setup"); err != nil {
		t.Fatal(err)
	}
	if _, ok := s.Stack.Top().(*scenes.Setup); !ok {
		t.Fatalf("connect-setup opens %T", s.Stack.Top())
	}
	scenetest.Press(t, s, scenes.ActUp)    // from Start up to "In a row to win"
	scenetest.Press(t, s, scenes.ActRight) // 5
	scenetest.Press(t, s, scenes.ActUp)    // rows
	scenetest.Press(t, s, scenes.ActUp)    // columns
	scenetest.Press(t, s, scenes.ActRight) // 8
	for range 3 {
		scenetest.Press(t, s, scenes.ActDown) // down to Start
	}
	scenetest.Press(t, s, scenes.ActConfirm)
	sc, ok := s.Stack.Top().(*Screen)
	if !ok {
		t.Fatalf("Start should open the game, top is %T", s.Stack.Top())
	}
	if got, want := sc.pos.Config(), (connect.Config{W: 8, H: 6, N: 5}); got != want {
		t.Fatalf("board %v, want %v", got, want)
	}
	if sc.Players[1] == nil || sc.Match.AI[1] != "normal" {
		t.Fatalf("the default match is the person against Normal: %+v", sc.Match.AI)
	}
}

// A line longer than the board is cut to fit, as the set-up allows any pair.
func TestLineFitsTheBoard(t *testing.T) {
	c, err := boardOf(scenes.Match{Options: map[string]string{optColumns: "4", optRows: "4", optLine: "6"}})
	if err != nil || c != (connect.Config{W: 4, H: 4, N: 4}) {
		t.Fatalf("board %v, %v; want 4×4 with 4 in a row", c, err)
	}
	if c, err := boardOf(scenes.Match{}); err != nil || c != connect.Standard {
		t.Fatalf("no options: %v, %v; want the standard board", c, err)
	}
	if _, err := boardOf(scenes.Match{Options: map[string]string{optColumns: "12"}}); err == nil {
		t.Fatal("a board outside the limits must be an error")
	}
}

// Every sample screen opens, and the set-up the core adds for the game;
// each shows what its name promises.
func TestSamples(t *testing.T) {
	if testing.Short() {
		t.Skip("scenes/all opens every sample, in every language, in the full run")
	}
	for _, sm := range Game().Samples {
		s := scenetest.NewSession(Game())
		if err := scenes.OpenScene(s, sm.Name); err != nil {
			t.Fatalf("%s: %v", sm.Name, err)
		}
		if sm.Name == "connect-victory" {
			if _, ok := s.Stack.Top().(*scenes.Victory); !ok {
				t.Fatalf("connect-victory shows %T, not the victory panel", s.Stack.Top())
			}
			continue
		}
		if e, ok := s.Stack.Top().(*Editor); ok {
			if refused := sm.Name == "connect-editor-refused"; e.Playable() == refused {
				t.Fatalf("%s: playable %v (%s)", sm.Name, e.Playable(), e.Refusal())
			}
			continue
		}
		sc := s.Stack.Top().(*Screen)
		switch sm.Name {
		case "connect", "connect-large":
			if values, ok := sc.Analysis(); !ok || len(values) != sc.cfg.W || sc.Working() != "" {
				t.Fatalf("%s shows the analysis filled in: %v %v, working %q", sm.Name, values, ok, sc.Working())
			}
		case "connect-win":
			if st := sc.Status(); st.Text != "Red wins" || len(sc.pos.WinningLine()) != 4 {
				t.Fatalf("connect-win: status %q, line %v", st.Text, sc.pos.WinningLine())
			}
		case "connect-draw":
			if st := sc.Status(); st.Text != "Draw" || !sc.pos.Draw() {
				t.Fatalf("connect-draw: status %q after %q", st.Text, sc.pos.String())
			}
		}
	}
	s := scenetest.NewSession(Game())
	if err := scenes.OpenScene(s, "connect-setup"); err != nil {
		t.Fatal(err)
	}
}

// offBoard is a point on the side panel, away from its buttons.
const offBoardX, offBoardY = scenes.PanelX + 40, 300.0

// The keys' column starts in the middle: with the pointer off the board
// (where it is when the window opens) the first Enter drops a disc there.
func TestFirstEnterDropsInTheMiddle(t *testing.T) {
	for _, cfg := range []connect.Config{connect.Standard, {W: 9, H: 8, N: 4}, {W: 4, H: 4, N: 3}} {
		s := scenetest.NewSession(Game())
		sc := start(t, s, cfg, [2]string{})
		scenetest.Tick(t, s, func(in *scenes.Input) { in.MoveMouse(offBoardX, offBoardY) })
		scenetest.Press(t, s, scenes.ActConfirm)
		if got := sc.pos.Moves(); len(got) != 1 || got[0] != cfg.W/2 {
			t.Errorf("%v: the first Enter with the pointer off the board played %v, want column %d", cfg, got, cfg.W/2+1)
		}
	}
}

// The pointer moving over a column takes the disc in hand there; moving
// off the board leaves it there, and Enter and Down drop it there.
func TestPointerLeavingKeepsTheColumn(t *testing.T) {
	s := scenetest.NewSession(Game())
	sc := hotSeat(t, s)
	x, y := sc.cellCentre(1, 2)
	scenetest.Tick(t, s, func(in *scenes.Input) { in.MoveMouse(x, y) })
	if sc.col != 1 {
		t.Fatalf("the pointer over column 2 should take the disc in hand there, it is over column %d", sc.col+1)
	}
	scenetest.Tick(t, s, func(in *scenes.Input) { in.MoveMouse(offBoardX, offBoardY) })
	if sc.col != 1 {
		t.Fatalf("the pointer leaving the board should leave the column as it was, it is %d", sc.col+1)
	}
	scenetest.Press(t, s, scenes.ActConfirm)
	scenetest.Settle(t, s, sc, 200)
	scenetest.Press(t, s, scenes.ActDown)
	if got := sc.pos.String(); got != "22" {
		t.Fatalf("Enter and Down should drop in column 2; moves %q", got)
	}
	// A click off the board drops nothing and leaves the column alone.
	scenetest.Settle(t, s, sc, 200)
	scenetest.Click(t, s, sc.ox-30, sc.oy+100)
	if got := sc.pos.String(); got != "22" || sc.col != 1 {
		t.Fatalf("a click beside the board: moves %q, column %d", got, sc.col+1)
	}
}

// Left and Right stop at the board's edges rather than wrapping round.
func TestLeftRightStopAtTheEdges(t *testing.T) {
	s := scenetest.NewSession(Game())
	sc := hotSeat(t, s)
	scenetest.Tick(t, s, func(in *scenes.Input) { in.MoveMouse(offBoardX, offBoardY) })
	for i := 0; i < sc.cfg.W+2; i++ {
		scenetest.Press(t, s, scenes.ActLeft)
	}
	if sc.col != 0 {
		t.Fatalf("Left from the middle should stop at column 1, the disc is over column %d", sc.col+1)
	}
	scenetest.Press(t, s, scenes.ActRight)
	if sc.col != 1 {
		t.Fatalf("Right from column 1 goes to column 2, not %d", sc.col+1)
	}
	for i := 0; i < sc.cfg.W+2; i++ {
		scenetest.Press(t, s, scenes.ActRight)
	}
	if sc.col != sc.cfg.W-1 {
		t.Fatalf("Right should stop at column %d, the disc is over column %d", sc.cfg.W, sc.col+1)
	}
	scenetest.Press(t, s, scenes.ActDown)
	if got := sc.pos.String(); got != "7" {
		t.Fatalf("Down should drop in column 7; moves %q", got)
	}
}

// TestLineWays: the rules name only the ways a line fits on the board.
func TestLineWays(t *testing.T) {
	for _, tc := range []struct {
		c    connect.Config
		want string
	}{
		{connect.Standard, "A line of 4 of your discs — across, up or diagonal — wins"},
		{connect.Config{W: 8, H: 4, N: 6}, "A line of 6 of your discs across wins (the board is too low"},
		{connect.Config{W: 8, H: 5, N: 5}, "A line of 5 of your discs — across, up or diagonal — wins"},
		{connect.Config{W: 5, H: 8, N: 6}, "A line of 6 of your discs up wins (the board is too narrow"},
	} {
		if got := lang.N(playGuide(tc.c), tc.c.N, "Side", side(connect.X)); !strings.Contains(got, tc.want) {
			t.Errorf("%v: %q, want %q in it", tc.c, got, tc.want)
		}
	}
}
