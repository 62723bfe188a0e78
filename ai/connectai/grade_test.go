package connectai

import (
	"context"
	"errors"
	"testing"

	"stratagem/ai"
	"stratagem/board/connect"
)

// small is the smallest board: every position is solved at once.
var small = connect.Config{W: 4, H: 4, N: 3}

// smallGame is a game on it (0-based columns) with a won game thrown away
// (move 9), a draw thrown away (move 10) and best moves.
var smallGame = []int{3, 0, 1, 2, 0, 0, 1, 2, 2, 2, 0, 1, 1, 3, 3, 3}

// playedTo returns the position after the first n moves of moves on c.
func playedTo(t *testing.T, c connect.Config, moves []int, n int) *connect.Position {
	t.Helper()
	p, err := connect.New(c)
	if err != nil {
		t.Fatal(err)
	}
	for _, col := range moves[:n] {
		p.Apply(col)
	}
	return p
}

// Graded from exact scores: the best move best; a move that turns a win
// into a draw, or a draw into a loss, a blunder; a win made slower good
// or an inaccuracy by how much slower.
func TestGradeMove(t *testing.T) {
	for _, tc := range []struct {
		move   int // 1-based, in smallGame
		grade  ai.Grade
		why    Why
		in     int
		better int // 0-based column
	}{
		{3, ai.Best, WhyNothing, 0, 1},
		{9, ai.Blunder, WhyWinToDraw, 0, 1},
		{10, ai.Blunder, WhyDrawToLoss, 1, 1},
		{5, ai.Blunder, WhyWinToLoss, 3, 1},
		{11, ai.Good, WhySlowerWin, 2, 1},
		{1, ai.Inaccuracy, WhySlowerWin, 3, 1},
		{2, ai.Inaccuracy, WhyFasterLoss, 3, 1},
	} {
		p := playedTo(t, small, smallGame, tc.move-1)
		g, err := GradeMove(context.Background(), p, smallGame[tc.move-1], Limits{})
		if err != nil {
			t.Fatal(err)
		}
		if !g.Solved || g.Grade != tc.grade || g.Why != tc.why || g.In != tc.in || g.Better != tc.better {
			t.Errorf("move %d: %+v, want %s (why %d, in %d), column %d better", tc.move, g, tc.grade, tc.why, tc.in, tc.better+1)
		}
		if p.Ply() != tc.move-1 {
			t.Fatalf("grading changed the position")
		}
	}
}

// On the standard board the book grades the opening: the centre is best,
// a first move beside it a blunder that loses the first player's win.
func TestGradeFromTheBook(t *testing.T) {
	p := playedTo(t, connect.Standard, nil, 0)
	if g, err := GradeMove(context.Background(), p, 3, Limits{MaxNodes: 1000}); err != nil || g.Grade != ai.Best || g.BestScore != 1 {
		t.Errorf("the centre: %+v %v", g, err)
	}
	g, err := GradeMove(context.Background(), p, 0, Limits{MaxNodes: 1000})
	if err != nil || g.Grade != ai.Blunder || g.Why != WhyWinToLoss || g.Better != 3 {
		t.Errorf("column 1: %+v %v, want a blunder, the centre better", g, err)
	}
}

// Where the solver does not finish within its bound the move is left
// ungraded, and grading it again gives the same.
func TestGradeUnsolved(t *testing.T) {
	wide := connect.Config{W: 9, H: 8, N: 4}
	p := playedTo(t, wide, []int{4, 4, 3}, 3)
	a, err := GradeMove(context.Background(), p, 5, Limits{MaxNodes: 2000})
	if err != nil {
		t.Fatal(err)
	}
	if a.Solved || a.Grade != ai.Ungraded {
		t.Fatalf("%+v: 2000 positions cannot solve the 9×8 board's opening", a)
	}
	if b, _ := GradeMove(context.Background(), p, 5, Limits{MaxNodes: 2000}); b != a {
		t.Errorf("graded twice: %+v and %+v", a, b)
	}
}

// Bad input and an ended context.
func TestGradeRefuses(t *testing.T) {
	p := playedTo(t, small, []int{0, 0, 0, 0}, 4)
	if _, err := GradeMove(context.Background(), p, 0, Limits{}); !errors.Is(err, ErrNotPlayable) {
		t.Errorf("a full column: %v", err)
	}
	if _, err := GradeMove(context.Background(), p, 7, Limits{}); !errors.Is(err, ErrNotPlayable) {
		t.Errorf("no such column: %v", err)
	}
	over := playedTo(t, small, []int{0, 1, 0, 1, 0}, 5)
	if _, err := GradeMove(context.Background(), over, 2, Limits{}); !errors.Is(err, ErrOver) {
		t.Errorf("a finished game: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	q := playedTo(t, connect.Standard, []int{3, 3, 2, 4, 4, 2}, 6)
	if _, err := GradeMove(ctx, q, 5, Limits{}); !errors.Is(err, context.Canceled) {
		t.Errorf("a cancelled grading: %v", err)
	}
}
