package connectgame

import (
	"strings"
	"testing"

	"stratagem/ai"
	"stratagem/ai/connectai"
	"stratagem/board/connect"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
)

// smallGame is a hot-seat game on the smallest board (0-based columns):
// its fifth move throws a won game away, its tenth a drawn one.
var smallGame = []int{3, 0, 1, 2, 0, 0, 1, 2, 2, 2, 0, 1, 1, 3, 3, 3}

// The graded review of Connect Four: the grades fill in from the solver
// while the review stays usable; "next mistake" goes to the first
// blunder, whose words say what it gave away; "better move" lights the
// better column one step back, and goes back again.
func TestGradedReview(t *testing.T) {
	s := scenetest.NewSession(Game())
	sc := start(t, s, connect.Config{W: 4, H: 4, N: 3}, [2]string{})
	if err := sc.PlayQuietly(s, smallGame...); err != nil {
		t.Fatal(err)
	}
	scenetest.Press(t, s, scenes.ActReview)
	scenetest.Press(t, s, scenes.ActHome)
	if !sc.Reviewing() || sc.pos.Ply() != 0 {
		t.Fatal("the review should be at the start")
	}
	scenetest.Eventually(t, s, "every move graded", func() bool { done, total := sc.Graded(); return total == 16 && done == 16 })
	fifth, _ := sc.GradeOf(4)
	if fifth.Grade != ai.Blunder || fifth.Why != connectai.WhyWinToLoss || fifth.Better != 1 {
		t.Fatalf("move 5: %+v, want a blunder, column 2 better", fifth)
	}
	if last, _ := sc.GradeOf(15); last.Grade != ai.Best {
		t.Errorf("the last move: %+v, want best", last)
	}

	scenetest.Press(t, s, ActNextMistake)
	if sc.pos.Ply() != 5 {
		t.Fatalf("next mistake: at move %d, want 5", sc.pos.Ply())
	}
	if g, _ := sc.guide(); !strings.Contains(g, "A blunder. Blue could have won; now Red wins in 3 moves. Better: column 2 (press B") {
		t.Errorf("the panel says %q", g)
	}
	scenetest.Press(t, s, ActBetter)
	if better, played, ok := sc.betterShown(); !ok || sc.pos.Ply() != 4 || better != 1 || played != 0 || sc.look().hint != 1 {
		t.Fatalf("better move: %d %d %v at move %d, hint %d", better, played, ok, sc.pos.Ply(), sc.look().hint)
	}
	if g, _ := sc.guide(); !strings.Contains(g, "Blue played column 1 here; the better column, 2, is lit in gold.") {
		t.Errorf("the panel says %q", g)
	}
	scenetest.Press(t, s, ActBetter)
	if _, _, ok := sc.betterShown(); ok || sc.pos.Ply() != 5 {
		t.Fatalf("better move again: at move %d", sc.pos.Ply())
	}
	scenetest.Press(t, s, ActNextMistake)
	if sc.pos.Ply() != 6 {
		t.Fatalf("the next mistake after move 5: at move %d, want 6", sc.pos.Ply())
	}
}

// Where the solver cannot finish within its bound the move is left
// ungraded, and the panel says so.
func TestUnsolvedMovesAreSaidUngraded(t *testing.T) {
	old := gradeLimits
	gradeLimits = connectai.Limits{MaxNodes: 500}
	t.Cleanup(func() { gradeLimits = old })
	s := scenetest.NewSession(Game())
	sc := start(t, s, connect.Config{W: 9, H: 8, N: 4}, [2]string{})
	if err := sc.PlayQuietly(s, 4, 4, 3); err != nil {
		t.Fatal(err)
	}
	scenetest.Press(t, s, scenes.ActReview)
	scenetest.Eventually(t, s, "every move graded", func() bool { done, total := sc.Graded(); return total == 3 && done == 3 })
	if g, _ := sc.GradeOf(2); g.Solved || g.Grade != ai.Ungraded {
		t.Fatalf("%+v: 500 positions cannot solve the 9×8 board's opening", g)
	}
	if g, _ := sc.guide(); !strings.Contains(g, "Not graded: the computer could not work this position out exactly") {
		t.Errorf("the panel says %q", g)
	}
	if _, ok := sc.nextMistake(); ok {
		t.Error("no move is a mistake")
	}
}
