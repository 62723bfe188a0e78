package connectgame

import (
	"fmt"
	"math"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"stratagem/board/connect"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/scenes/savegame"
	"stratagem/scenes/scenetest"
)

// dropAt plays column col (0-based) as a person does: the keys take the
// disc in hand there, Enter drops it; then the disc is let fall.
func dropAt(t *testing.T, s *scenes.Session, sc *Screen, col int) {
	t.Helper()
	for sc.col > col {
		scenetest.Press(t, s, scenes.ActLeft)
	}
	for sc.col < col {
		scenetest.Press(t, s, scenes.ActRight)
	}
	ply := sc.pos.Ply()
	scenetest.Press(t, s, scenes.ActConfirm)
	if sc.pos.Ply() != ply+1 {
		t.Fatalf("Enter over column %d played nothing (moves %q)", col+1, sc.pos.String())
	}
	scenetest.Settle(t, s, sc, 200)
}

// lastMoveWords is what the panel should say after the moves (0-based
// columns) on a board where none of them wins or fills it.
func lastMoveWords(moves []int) string {
	if len(moves) == 0 {
		return "Blue begins: drop a disc in any column."
	}
	return fmt.Sprintf("%s dropped a disc in column %d.", scenes.SideName((len(moves)-1)%2), moves[len(moves)-1]+1)
}

// movesWords is the move list of moves (0-based columns).
func movesWords(moves []int) string {
	var out []string
	for _, m := range moves {
		out = append(out, fmt.Sprint(m+1))
	}
	return strings.Join(out, " ")
}

// H asks Master for a hint: it arrives, is legal, nothing is played, and
// the board shows it in gold over its column (apart from the person's own
// disc in hand) and the panel names it; after a move it is gone.
func TestHintIsShownAndGoesWithTheMove(t *testing.T) {
	s := scenetest.NewSession(Game())
	sc := start(t, s, connect.Standard, [2]string{"", "normal"})
	// Blue has three up in column 1: the only good move is to finish them.
	for _, col := range []int{0, 6, 0, 6, 0, 5} {
		sc.pos.Apply(col)
	}
	sc.Changed()
	if sc.look().hint != -1 || sc.hintWords() != "" {
		t.Fatal("no hint before H")
	}
	scenetest.Press(t, s, scenes.ActHint)
	scenetest.Eventually(t, s, "the hint", func() bool { _, ok := sc.Hint(); return ok })
	h, _ := sc.Hint()
	if !sc.IsLegal(h) || sc.pos.Ply() != 6 {
		t.Fatalf("hint %d should be a legal column, with nothing played (moves %q)", h+1, sc.pos.String())
	}
	if h != 0 {
		t.Fatalf("the hint is column %d, not the win in column 1", h+1)
	}
	l := sc.look()
	if l.hint != h || l.hand != sc.col || l.hand == h {
		t.Fatalf("the board shows hint %d and the disc in hand over %d; want hint %d, hand %d", l.hint, l.hand, h, sc.col)
	}
	if w := sc.hintWords(); !strings.Contains(w, "column 1") {
		t.Fatalf("the panel says %q", w)
	}

	// On the board: gold around the landing cell and the hint disc; the
	// hint disc is not a solid disc of the side to move, as the person's
	// own disc in hand is.
	c, img := scenetest.Offscreen(t)
	sc.DrawBoard(c, s)
	r := sc.discRadius()
	x, y := sc.cellCentre(h, sc.pos.Height(h))
	if n := near(img, x, y, r*1.25, render.Accent); n < int(2*math.Pi*r) {
		t.Errorf("the landing cell of the hint should be ringed in gold: %d gold pixels", n)
	}
	if n := near(img, x, sc.handY(), r*1.1, render.Accent); n < int(2*math.Pi*r) {
		t.Errorf("the hint disc above column %d should be gold-ringed: %d gold pixels", h+1, n)
	}
	if hint := commonest(img, x, sc.handY(), r*0.85); rgbDistance(hint, blueFill) < 60 {
		t.Errorf("the hint disc %v looks like Blue's own disc in hand %v", hint, blueFill)
	}
	hx, _ := sc.cellCentre(sc.col, 0)
	if hand := commonest(img, hx, sc.handY(), r*0.85); rgbDistance(hand, blueFill) > 20 {
		t.Errorf("the disc in hand over column %d should stay Blue's solid disc, is %v", sc.col+1, hand)
	}

	// A move: the hint belonged to the position before it.
	dropAt(t, s, sc, 3)
	if _, ok := sc.Hint(); ok || sc.look().hint != -1 || sc.hintWords() != "" {
		t.Fatal("after a move the hint is gone")
	}
}

// The end: the victory panel comes up; once it is closed (Esc) the board
// shows the winning line, the deciding disc ringed, the other discs faded;
// the bar offers Review and Play again. The sample connect-end is that.
func TestTheEndShowsTheLine(t *testing.T) {
	s := scenetest.NewSession(Game())
	if err := scenes.OpenScene(s, "connect-end"); err != nil {
		t.Fatal(err)
	}
	sc, ok := s.Stack.Top().(*Screen)
	if !ok {
		t.Fatalf("connect-end should show the board with the victory panel closed, top %T", s.Stack.Top())
	}
	l := sc.look()
	if sc.pos.Winner() != connect.X || len(l.line) != 4 || !l.faded || l.last != 6 || l.hand != -1 || l.hint != -1 {
		t.Fatalf("the end: winner %v, look %+v", sc.pos.Winner(), l)
	}
	var labels []string
	for _, b := range sc.Buttons() {
		labels = append(labels, b.Label)
	}
	if !slices.Contains(labels, "Review") || !slices.Contains(labels, "Play again") {
		t.Fatalf("after the end the bar offers Review and Play again: %q", labels)
	}
	c, img := scenetest.Offscreen(t)
	sc.DrawBoard(c, s)
	r := sc.discRadius()
	for _, cell := range l.line {
		x, y := sc.cellCentre(cell.Col, cell.Row)
		if n := near(img, x, y, r*1.1, render.Accent); n < 30 {
			t.Errorf("the line's disc at column %d, row %d should be ringed in gold: %d pixels", cell.Col+1, cell.Row+1, n)
		}
		if n := near(img, x, y, r*0.9, blueFill); n < 100 {
			t.Errorf("the line's disc at column %d, row %d should be Blue at full strength: %d pixels", cell.Col+1, cell.Row+1, n)
		}
	}
	x, y := sc.cellCentre(4, 0) // a Red disc outside the line
	if faint := commonest(img, x, y, r*0.7); rgbDistance(faint, redFill) < 60 {
		t.Errorf("a disc outside the line should be faded, is %v (full red %v)", faint, redFill)
	}
}

// A draw: once the panel is closed the board is shown full and plain,
// nothing faded, no line, and the panel says the board is full.
func TestTheEndOfADraw(t *testing.T) {
	s := scenetest.NewSession(Game())
	sc := start(t, s, connect.Config{W: 4, H: 4, N: 3}, [2]string{})
	for _, col := range drawnSmall {
		dropAt(t, s, sc, col)
	}
	scenetest.TicksUntil(t, s, 200, "the victory panel", func() bool { _, ok := s.Stack.Top().(*scenes.Victory); return ok })
	scenetest.Press(t, s, scenes.ActBack)
	if s.Stack.Top() != scenes.Scene(sc) {
		t.Fatalf("Esc closes the panel, top %T", s.Stack.Top())
	}
	if l := sc.look(); len(l.line) != 0 || l.faded || l.hand != -1 {
		t.Fatalf("a draw: look %+v", l)
	}
	if !strings.Contains(sc.describeLastMove(), "the board is full") {
		t.Fatalf("the panel says %q", sc.describeLastMove())
	}
}

// Review: after moves played by the keys, V, three steps back and two
// forward show the game's position at that point: the history, the last
// move's words and the move list; no disc in hand; Esc goes back to the
// end. With the analysis shown it is worked out for the reviewed position.
func TestReviewFollowsThePosition(t *testing.T) {
	s := scenetest.NewSession(Game())
	sc := start(t, s, connect.Config{W: 5, H: 4, N: 4}, [2]string{})
	full := []int{2, 2, 1, 3, 3, 1, 0}
	for _, col := range full {
		dropAt(t, s, sc, col)
	}
	scenetest.Press(t, s, ActAnalysis)
	check := func(n int, when string) {
		t.Helper()
		want := full[:n]
		if !slices.Equal(sc.History(), want) {
			t.Fatalf("%s: history %v, want %v", when, sc.History(), want)
		}
		if w := lastMoveWords(want); sc.describeLastMove() != w {
			t.Fatalf("%s: the panel says %q, want %q", when, sc.describeLastMove(), w)
		}
		if w := movesWords(want); sc.movesText() != w {
			t.Fatalf("%s: the move list %q, want %q", when, sc.movesText(), w)
		}
	}
	scenetest.Press(t, s, scenes.ActReview)
	if !sc.Reviewing() {
		t.Fatal("V starts the review")
	}
	for range 3 {
		scenetest.Press(t, s, scenes.ActLeft)
	}
	check(len(full)-3, "three steps back")
	if l := sc.look(); l.hand != -1 || l.hint != -1 {
		t.Fatalf("no disc in hand during a review: %+v", l)
	}
	scenetest.Eventually(t, s, "the analysis of the reviewed position", func() bool { _, ok := sc.Analysis(); return ok })
	for range 2 {
		scenetest.Press(t, s, scenes.ActRight)
	}
	check(len(full)-1, "two steps forward")
	scenetest.Eventually(t, s, "the analysis after stepping", func() bool { _, ok := sc.Analysis(); return ok })
	scenetest.Press(t, s, scenes.ActBack)
	if sc.Reviewing() {
		t.Fatal("Esc ends the review")
	}
	check(len(full), "back at the end")
}

// Undo and redo, hot-seat and against the computer: the position, the
// words and the move list follow.
func TestRedoAfterUndo(t *testing.T) {
	s := scenetest.NewSession(Game())
	sc := hotSeat(t, s)
	moves := []int{3, 3, 4}
	for _, col := range moves {
		dropAt(t, s, sc, col)
	}
	scenetest.Press(t, s, scenes.ActUndo)
	if !slices.Equal(sc.History(), moves[:2]) || sc.describeLastMove() != lastMoveWords(moves[:2]) || sc.movesText() != movesWords(moves[:2]) {
		t.Fatalf("undo: %v, %q, %q", sc.History(), sc.describeLastMove(), sc.movesText())
	}
	scenetest.Press(t, s, scenes.ActRedo)
	if !slices.Equal(sc.History(), moves) || sc.describeLastMove() != lastMoveWords(moves) || sc.movesText() != movesWords(moves) {
		t.Fatalf("redo: %v, %q, %q", sc.History(), sc.describeLastMove(), sc.movesText())
	}
	if sc.Anim() != nil {
		t.Fatal("a redone move does not fall again")
	}

	s = scenetest.NewSession(Game())
	sc = start(t, s, connect.Standard, [2]string{"", "easy"})
	dropAt(t, s, sc, 3)
	scenetest.Eventually(t, s, "the computer's reply", func() bool { return sc.pos.Ply() == 2 })
	scenetest.Settle(t, s, sc, 200)
	both := sc.History()
	scenetest.Press(t, s, scenes.ActUndo)
	if sc.pos.Ply() != 0 {
		t.Fatalf("undo against the computer takes back both moves: %v", sc.History())
	}
	scenetest.Press(t, s, scenes.ActRedo)
	if !slices.Equal(sc.History(), both) || sc.describeLastMove() != lastMoveWords(both) {
		t.Fatalf("redo replays the person's move and the reply: %v (want %v), %q", sc.History(), both, sc.describeLastMove())
	}
}

// panelText is what the side panel tells of the game.
func panelText(sc *Screen) string {
	return strings.Join([]string{sc.Status().Text, sc.describeLastMove(), sc.boardLine(), sc.movesText()}, " | ")
}

// A game in progress on a board of its own is saved as its columns; a new
// screen from the set-up's Start restores it: the same history, side to
// move and panel. Through the save file, the main menu's Continue does the
// same.
func TestSaveAndContinue(t *testing.T) {
	cfg := connect.Config{W: 8, H: 7, N: 5}
	m := scenes.Match{Game: "connect", AI: [2]string{"", "easy"}, Options: boardOptions(cfg)}
	s := scenetest.NewSession(Game())
	s.SavePath = filepath.Join(t.TempDir(), savegame.FileName)
	sc := scenetest.Open(t, s, New, m)
	scenetest.Tick(t, s, nil)
	for i, col := range []int{3, 7, 0} {
		dropAt(t, s, sc, col)
		scenetest.Eventually(t, s, "the computer's reply", func() bool { return sc.pos.Ply() == 2*(i+1) })
		scenetest.Settle(t, s, sc, 200)
	}
	scenetest.Tick(t, s, nil) // the frame saves after the tick that changed the position
	rec := sc.Record()
	if len(rec) != 6 || rec[0] != "4" || rec[2] != "8" {
		t.Fatalf("the record %q: columns 1-based, one per move", rec)
	}

	fresh, err := Game().Setup.Start(s, m)
	if err != nil {
		t.Fatal(err)
	}
	sc2 := fresh.(*Screen)
	if err := sc2.Restore(s, rec); err != nil {
		t.Fatal(err)
	}
	same := func(sc2 *Screen, how string) {
		t.Helper()
		if !slices.Equal(sc2.History(), sc.History()) || sc2.pos.SideToMove() != sc.pos.SideToMove() || sc2.pos.Config() != cfg {
			t.Fatalf("%s: %v (%v to move, board %v), want %v (%v to move, board %v)", how,
				sc2.History(), sc2.pos.SideToMove(), sc2.pos.Config(), sc.History(), sc.pos.SideToMove(), cfg)
		}
		if a, b := panelText(sc2), panelText(sc); a != b {
			t.Fatalf("%s: the panel says %q, want %q", how, a, b)
		}
	}
	same(sc2, "restored")
	if sc2.Anim() != nil {
		t.Fatal("restored moves do not fall")
	}
	if err := sc2.Restore(s, []string{"9"}); err == nil {
		t.Fatal("column 9 of an 8-column board must not restore")
	}

	// A new program on the same save file: Continue.
	s2 := scenetest.ContinueFromMenu(t, s.SavePath, Game())
	sc3, ok := s2.Stack.Top().(*Screen)
	if !ok {
		t.Fatalf("Continue opens %T", s2.Stack.Top())
	}
	same(sc3, "continued")
	if sc3.Match.AI != m.AI || sc3.Players[1] == nil {
		t.Fatalf("continued against %v", sc3.Match.AI)
	}
}

// The side panel's words stay inside their area, above the action bar's
// key help, however much there is to say: a review or a finished game
// (two rows of buttons) with the analysis's legend, a hint and the legend
// with one row. A review and the end say where the review is and how the
// game ended.
func TestPanelFitsAboveTheBar(t *testing.T) {
	// The panel's area above one row of buttons and above two, with two
	// lines of key help (framedraw.go's layout).
	const oneRow, twoRows = 422.0, 368.0
	moves := []int{3, 3, 2, 4, 4, 2, 5, 3}
	for _, tc := range []struct {
		name  string
		h     float64
		setup func(t *testing.T, s *scenes.Session, sc *Screen)
		says  string
	}{
		{"review", twoRows, func(t *testing.T, s *scenes.Session, sc *Screen) {
			scenetest.Press(t, s, scenes.ActReview)
			for range 3 {
				scenetest.Press(t, s, scenes.ActLeft)
			}
		}, "after move 5"},
		{"the end", twoRows, func(t *testing.T, s *scenes.Session, sc *Screen) {
			for _, col := range []int{1, 0, 1, 0, 1, 0, 1} {
				dropAt(t, s, sc, col) // Blue joins four up column 2
			}
		}, "winning line is drawn in gold"},
		{"a hint", oneRow, func(t *testing.T, s *scenes.Session, sc *Screen) {
			scenetest.Press(t, s, scenes.ActHint)
			scenetest.Eventually(t, s, "the hint", func() bool { _, ok := sc.Hint(); return ok })
		}, "Click a column"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := scenetest.NewSession(Game())
			sc := hotSeat(t, s)
			if err := sc.PlayQuietly(s, moves...); err != nil {
				t.Fatal(err)
			}
			scenetest.Press(t, s, ActAnalysis)
			tc.setup(t, s, sc)
			if g, _ := sc.guide(); !strings.Contains(g, tc.says) {
				t.Errorf("the panel says %q, want %q in it", g, tc.says)
			}
			c, img := scenetest.Offscreen(t)
			c.Clear(render.Panel)
			area := scenes.Rect{X: scenes.PanelX, Y: scenes.PanelBodyTop, W: scenes.PanelInner, H: tc.h}
			sc.DrawPanel(c, s, area)
			for y := area.Y + area.H + 2; y < render.Height; y++ {
				for x := area.X; x < area.X+area.W; x++ {
					if rgbDistance(pixel(img, x, y), render.Panel) > 60 {
						t.Fatalf("the panel draws at (%.0f, %.0f), below its area (bottom %.0f)", x, y, area.Y+area.H)
					}
				}
			}
		})
	}
}
