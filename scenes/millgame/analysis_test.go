package millgame

import (
	"slices"
	"strings"
	"testing"

	"stratagem/ai"
	"stratagem/ai/millai"
	"stratagem/board/mill"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
)

// withLimits bounds the screen's analyses and gradings by depth for the
// test: the same answers on any machine.
func withLimits(t *testing.T, analysis, grading int) {
	t.Helper()
	a, g := analysisLimits, gradeLimits
	analysisLimits, gradeLimits = ai.Limits{MaxDepth: analysis}, ai.Limits{MaxDepth: grading}
	t.Cleanup(func() { analysisLimits, gradeLimits = a, g })
}

// drawnText draws the screen and returns every text drawn, joined by
// newlines.
func drawnText(t *testing.T, s *scenes.Session) string {
	t.Helper()
	var out []string
	for _, d := range scenetest.DrawnTexts(t, s) {
		out = append(out, d.Text)
	}
	return strings.Join(out, "\n")
}

// twoThreats: Blue to place, each side with two on a line: Blue can close
// a mill on g1, Red threatens one on g7.
const twoThreats = "blue: a1 d1; red: a7 d7; hand: 7 7; turn: blue"

// With A the analysis arrives from its goroutine and is drawn in the
// panel: the verdict, the best line, the threats of each side. A move
// drops it and the new position's arrives; A again hides it; leaving the
// screen cancels the work.
func TestAnalysisOverlay(t *testing.T) {
	withLimits(t, 4, 3)
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, scenes.Match{})
	setPosition(t, s, m, twoThreats)
	scenetest.Press(t, s, ActAnalysis)
	if !m.AnalysisShown() {
		t.Fatal("A should show the analysis")
	}
	scenetest.Eventually(t, s, "the analysis", func() bool { _, ok := m.Analysis(); return ok })
	a, _ := m.Analysis()
	if a.Depth != 4 || len(a.Line) == 0 || a.Line[0].To != mustPoint("g1") {
		t.Fatalf("analysis %+v: Blue should close its mill on g1 first", a)
	}
	if leader, band := a.Standing(); leader != mill.Blue || band < millai.SlightlyBetter {
		t.Errorf("closing a mill first leaves Blue better: %s, band %d", leader, band)
	}
	text := drawnText(t, s)
	for _, want := range []string{"Analysis", verdictWords(a), "An estimate: the computer looked 4 moves ahead.",
		"Best line: g1x", "Blue can close a mill now: g1.", "Red threatens a mill at g7."} {
		if !strings.Contains(text, want) {
			t.Errorf("the screen should say %q; it says:\n%s", want, text)
		}
	}
	if strings.Contains(text, "Phase 1: placing") {
		t.Error("the analysis takes the place of the rules of the phase")
	}

	if !m.Play(s, mill.Place(mustPoint("g7"))) { // Blue blocks instead
		t.Fatal("g7 is legal")
	}
	if _, ok := m.Analysis(); ok {
		t.Fatal("the analysis of the old position is still shown after a move")
	}
	scenetest.Eventually(t, s, "the analysis after the move", func() bool { _, ok := m.Analysis(); return ok })
	if a, _ := m.Analysis(); a.Side != mill.Red {
		t.Fatalf("the analysis is of %s's turn, want Red's", a.Side)
	}
	if text := drawnText(t, s); !strings.Contains(text, "Blue threatens a mill at g1.") {
		t.Errorf("after g7 Blue still threatens g1; the screen says:\n%s", text)
	}

	scenetest.Press(t, s, ActAnalysis)
	if m.AnalysisShown() || !strings.Contains(drawnText(t, s), "Phase 1: placing") {
		t.Fatal("A again should hide the analysis and bring the rules back")
	}
	scenetest.Press(t, s, ActAnalysis)
	if _, ok := m.Analysis(); !ok {
		t.Fatal("shown again, the analysis of the same position is kept")
	}
	if !m.Play(s, mill.Place(mustPoint("b2"))) {
		t.Fatal("b2 is legal")
	}
	scenetest.Tick(t, s, nil)
	if m.Working() != "analysing" || !s.Busy() {
		t.Fatalf("the analysis should be under way and ask for ticks: %q", m.Working())
	}
	m.Close()
	if m.Working() != "" {
		t.Fatal("leaving the screen should cancel the analysis")
	}
}

// A position the endgame databases hold: the verdict is theirs, certain,
// with the number of moves.
func TestAnalysisFromTheDatabases(t *testing.T) {
	withLimits(t, 2, 2)
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, OnePlayer(mill.Blue, "easy"))
	setPosition(t, s, m, endgamePosition)
	scenetest.Press(t, s, ActAnalysis)
	scenetest.Eventually(t, s, "the analysis", func() bool { _, ok := m.Analysis(); return ok })
	text := drawnText(t, s)
	for _, want := range []string{"Red wins in 12 moves.", "Certain: the endgame databases know this position.", "Red threatens a mill at b2."} {
		if !strings.Contains(text, want) {
			t.Errorf("the screen should say %q; it says:\n%s", want, text)
		}
	}
}

// blunderStart and blunderGame: from winNow's position (see millai's
// tests) Blue steps b4 to c4 and lets its win go, Red flies in to close a
// mill, and Blue closes its own and wins anyway.
const (
	blunderStart = "blue: a1 d1 g4 b4 b6 f6; red: a7 d7 c3; hand: 0 0; turn: blue"
	blunderGame  = "b4-c4 c3-g7xb6 g4-g1xa7"
)

// The graded review: the grades fill in from the background while the
// review stays usable; the blunder is graded a blunder and the winning
// move best; "next mistake" goes to the blunder, "better move" shows the
// better move on the board and goes back.
func TestGradedReview(t *testing.T) {
	withLimits(t, 2, 3)
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, scenes.Match{})
	setPosition(t, s, m, blunderStart)
	if err := m.PlayMoves(s, blunderGame); err != nil {
		t.Fatal(err)
	}
	if !m.Over() {
		t.Fatal("the game should be over")
	}
	scenetest.Press(t, s, scenes.ActReview)
	if !m.Reviewing() {
		t.Fatal("V should start the review")
	}
	// The review answers at once while the grading runs.
	scenetest.Press(t, s, scenes.ActLeft)
	if m.pos.Ply() != 2 {
		t.Fatalf("a step back during the grading: ply %d, want 2", m.pos.Ply())
	}
	if !m.grade.Busy() || !s.Busy() {
		t.Fatal("the grading should be under way and ask for ticks")
	}
	scenetest.Eventually(t, s, "every move graded", func() bool { done, total := m.Graded(); return total == 3 && done == 3 })
	first, _ := m.GradeOf(0)
	last, _ := m.GradeOf(2)
	if first.Grade != ai.Blunder || first.Better.To != mustPoint("g1") {
		t.Errorf("b4-c4: %+v, want a blunder, g4-g1 better", first)
	}
	if last.Grade != ai.Best {
		t.Errorf("g4-g1xa7: %+v, want best", last)
	}
	if m.grade.Busy() {
		t.Error("every move is graded, yet the grading goes on")
	}

	scenetest.Press(t, s, ActNextMistake)
	if m.pos.Ply() != 1 {
		t.Fatalf("next mistake: ply %d, want 1 (after the blunder)", m.pos.Ply())
	}
	text := drawnText(t, s)
	for _, want := range []string{"A blunder.", "Blue had a sure win and let it go.", "Better: g4-g1x"} {
		if !strings.Contains(text, want) {
			t.Errorf("the panel should say %q; it says:\n%s", want, text)
		}
	}
	scenetest.Press(t, s, ActBetter)
	better, played, ok := m.betterShown()
	if !ok || m.pos.Ply() != 0 || better != first.Better || played != first.Played {
		t.Fatalf("better move: shown %v at ply %d (%v instead of %v)", ok, m.pos.Ply(), better, played)
	}
	if d := m.decor(); d.Hint != first.Better || d.Redo != first.Played {
		t.Errorf("the board marks %v and %v, want the better move %v and the move played %v", d.Hint, d.Redo, first.Better, first.Played)
	}
	if text := drawnText(t, s); !strings.Contains(text, "Blue played b4-c4 here; the better move, g4-g1x") {
		t.Errorf("the panel should name both moves; it says:\n%s", text)
	}
	scenetest.Press(t, s, ActBetter)
	if _, _, ok := m.betterShown(); ok || m.pos.Ply() != 1 {
		t.Fatalf("better move again: still shown %v, ply %d, want back at 1", ok, m.pos.Ply())
	}
	// The marks in the list of moves: the blunder's is drawn in its colour.
	scenetest.Press(t, s, scenes.ActBack)
	if m.Reviewing() || m.grade.Busy() {
		t.Fatal("Esc ends the review and its grading")
	}
}

// The review's commands have keys, none twice.
func TestReviewKeys(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, scenes.Match{})
	scenetest.CheckKeys(t, m.Keys(), append(m.Commands(), m.ReviewCommands()...))
	if !slices.ContainsFunc(m.ReviewCommands(), func(c scenes.Command) bool { return c.Key == ActNextMistake }) {
		t.Error("no next mistake in the review")
	}
	if gradeColour(ai.Blunder) != render.Danger {
		t.Error("a blunder is drawn in the colour of danger")
	}
}

// Playing on from a review and reviewing again keeps the grades of the
// moves that stayed the same, and grades the new one.
func TestGradesKeptForTheMovesThatStay(t *testing.T) {
	withLimits(t, 2, 3)
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, scenes.Match{})
	setPosition(t, s, m, blunderStart)
	if err := m.PlayMoves(s, blunderGame); err != nil {
		t.Fatal(err)
	}
	scenetest.Press(t, s, scenes.ActReview)
	scenetest.Eventually(t, s, "every move graded", func() bool { done, total := m.Graded(); return total == 3 && done == 3 })
	first, _ := m.GradeOf(0)
	scenetest.Press(t, s, scenes.ActLeft)
	scenetest.Press(t, s, scenes.ActConfirm) // play from here
	if m.Reviewing() || m.pos.Ply() != 2 {
		t.Fatalf("play from here: reviewing %v at ply %d", m.Reviewing(), m.pos.Ply())
	}
	if err := m.PlayMoves(s, "a1-a4"); err != nil {
		t.Fatal(err)
	}
	scenetest.Press(t, s, scenes.ActReview)
	scenetest.Press(t, s, scenes.ActLeft)
	if g, ok := m.GradeOf(0); !ok || g != first {
		t.Errorf("the first move's grade should stay: %+v %v", g, ok)
	}
	if _, ok := m.GradeOf(2); ok {
		t.Error("the new third move cannot be graded yet")
	}
	scenetest.Eventually(t, s, "the new move graded", func() bool { _, ok := m.GradeOf(2); return ok })
	if g, _ := m.GradeOf(2); g.Played != mustMove(t, "a1-a4") {
		t.Errorf("the third grade is of %v, want a1-a4", g.Played)
	}
}
