package millai

import (
	"context"
	"errors"
	"testing"

	"stratagem/ai"
	"stratagem/board/mill"
)

// gradeOf grades the move text of pos within lim.
func gradeOf(t *testing.T, pos *mill.Position, text string, lim ai.Limits) MoveGrade {
	t.Helper()
	before := pos.String()
	g, err := GradeMove(context.Background(), pos, mustMoveText(t, pos, text), lim)
	if err != nil {
		t.Fatal(err)
	}
	if pos.String() != before {
		t.Fatalf("grading changed the position to %s", pos)
	}
	return g
}

// winNow: Blue steps g4 to g1, closes a1 d1 g1 and leaves Red two pieces;
// any other move lets Red fly c3 to g7, close its own mill and live on.
const winNow = "blue: a1 d1 g4 b4 b6 f6; red: a7 d7 c3; hand: 0 0; turn: blue"

// twoThrees: each side has two on a line, Blue to place: closing the mill
// on g1 is best; blocking Red's on g7 is a little worse; a piece anywhere
// else lets Red close its mill first.
const twoThrees = "blue: a1 d1; red: a7 d7; hand: 7 7; turn: blue"

// Graded by the search at the grading's depth: the best move best, a
// forced win let go a blunder, a move that lets the opponent close a mill
// explained by it.
func TestGradeBySearch(t *testing.T) {
	pos := mustPos(t, winNow)
	best := gradeOf(t, pos, "g4-g1", ai.Limits{})
	if best.Grade != ai.Best || best.Better != best.Played || best.Endgame {
		t.Errorf("g4-g1: %+v, want best", best)
	}
	bad := gradeOf(t, pos, "b4-c4", ai.Limits{})
	if bad.Grade != ai.Blunder || bad.Why != WhyForcedWinLost || bad.Better.To != mustPoint(t, "g1") || bad.Endgame {
		t.Errorf("b4-c4: %+v, want a blunder that lets a forced win go, g4-g1 better", bad)
	}

	pos = mustPos(t, twoThrees)
	if g := gradeOf(t, pos, "g1", ai.Limits{}); g.Grade != ai.Best || g.Depth != GradeDepth {
		t.Errorf("g1: %+v, want best at depth %d", g, GradeDepth)
	}
	open := gradeOf(t, pos, "b4", ai.Limits{})
	if open.Grade < ai.Inaccuracy || open.Why != WhyOpponentMill || open.In != 1 || open.Better.To != mustPoint(t, "g1") {
		t.Errorf("b4: %+v, want at least an inaccuracy letting Red close a mill in 1 move, g1 better", open)
	}
	if block := gradeOf(t, pos, "g7", ai.Limits{}); block.Grade != ai.Good && block.Grade != ai.Best {
		t.Errorf("g7 (a block): %+v, want good or best", block)
	}
}

// The grade does not depend on the machine: the same move graded twice,
// bounded by depth, gives the same grade, loss and node count; a tighter
// bound searches less.
func TestGradeIsRepeatable(t *testing.T) {
	pos := mustPos(t, twoThrees)
	a := gradeOf(t, pos, "b4", ai.Limits{MaxDepth: 4})
	b := gradeOf(t, pos, "b4", ai.Limits{MaxDepth: 4})
	if a != b {
		t.Errorf("graded twice: %+v and %+v", a, b)
	}
	if a.Depth != 4 {
		t.Errorf("depth %d, want the limit's 4", a.Depth)
	}
	if c := gradeOf(t, pos, "b4", ai.Limits{MaxDepth: 2}); c.Nodes >= a.Nodes {
		t.Errorf("depth 2 searched %d nodes, depth 4 %d", c.Nodes, a.Nodes)
	}
}

// Where the databases hold the position they grade exactly: the winning
// flight best, any other a blunder that gives the won endgame away.
func TestGradeByTheDatabases(t *testing.T) {
	pos := mustPos(t, flyToWin)
	if g := gradeOf(t, pos, "d5-d1", ai.Limits{MaxDepth: 1}); g.Grade != ai.Best || !g.Endgame {
		t.Errorf("d5-d1: %+v, want best from the databases", g)
	}
	g := gradeOf(t, pos, "d5-e5", ai.Limits{MaxDepth: 1})
	if g.Grade != ai.Blunder || !g.Endgame || g.Why != WhyWonEndgameLost || g.Better.To != mustPoint(t, "d1") {
		t.Errorf("d5-e5: %+v, want a blunder giving away the won endgame", g)
	}
}

// The bands of the value lost.
func TestGradeOfLoss(t *testing.T) {
	for _, tc := range []struct {
		loss int
		want ai.Grade
	}{{0, ai.Best}, {BestWithin, ai.Best}, {BestWithin + 1, ai.Good}, {GoodWithin + 1, ai.Inaccuracy},
		{InaccuracyWithin, ai.Inaccuracy}, {InaccuracyWithin + 1, ai.Mistake}, {MistakeWithin + 1, ai.Blunder}} {
		if g := gradeOfLoss(tc.loss); g != tc.want {
			t.Errorf("loss %d: %s, want %s", tc.loss, g, tc.want)
		}
	}
}

// Bad input: a move the position does not allow, a finished game.
func TestGradeRefusesBadInput(t *testing.T) {
	pos := mustPos(t, twoThrees)
	if _, err := GradeMove(context.Background(), pos, mill.Place(mustPoint(t, "a1")), ai.Limits{MaxDepth: 1}); !errors.Is(err, ErrNotLegal) {
		t.Errorf("a1 taken: %v", err)
	}
	over := mustPos(t, "blue: a1 d1; red: a7; hand: 0 0")
	if _, err := GradeMove(context.Background(), over, mill.Step(0, 1), ai.Limits{MaxDepth: 1}); !errors.Is(err, ErrGameOver) {
		t.Errorf("game over: %v", err)
	}
}

// The threats behind a grade: the move played lets the opponent set up
// two mills at once, or shut the mover in, where the best line does not.
func TestExplainThreats(t *testing.T) {
	line := func(pos *mill.Position, texts ...string) []mill.Move {
		var out []mill.Move
		p := pos.Clone()
		for _, text := range texts {
			m := mustMoveText(t, p, text)
			out = append(out, m)
			p.Apply(m)
		}
		return out
	}
	// Red places a7 next to a1 and d7: threats at a4 and g7 at once,
	// unless Blue takes a7 first.
	pos := mustPos(t, "blue: f2 f6; red: a1 d7; hand: 7 7; turn: blue")
	played := line(pos, "c4")
	reply := line(pos, "c4", "a7")[1:]
	if why, _ := explainThreats(pos, played[0], reply, line(pos, "a7", "b2")); why != WhyOpponentDouble {
		t.Errorf("c4 lets Red threaten a4 and g7 at once: why %d", why)
	}
	// Blue steps b6 into b4, between Red's a4, c4 and b2, and Red steps
	// d7 to d6: Blue has two moves left; b6-d6 keeps five.
	pos = mustPos(t, "blue: a1 d1 g1 g4 b6; red: a4 d2 f4 c4 d7 b2; hand: 0 0; turn: blue")
	played = line(pos, "b6-b4")
	reply = line(pos, "b6-b4", "d7-d6")[1:]
	why, in := explainThreats(pos, played[0], reply, line(pos, "b6-d6", "d7-a7"))
	if why != WhyShutIn || in != 2 {
		t.Errorf("b6-b4 lets Red shut Blue in: why %d, %d moves left", why, in)
	}
	if why, _ := explainThreats(pos, played[0], reply, line(pos, "b6-b4", "d7-d6")); why != WhyNothing {
		t.Errorf("the same line both ways explains nothing: why %d", why)
	}
	// Blue places d6 beside its d5, between Red's c5, e5 and d7, and Red
	// answers b6: Blue's a1, g7, d5 and d6 have 4 moves along the lines
	// (a1-a4, a1-d1, g7-g4, d6-f6). After f4 and Red's d6 they have 7
	// (f4 four of them, d5 none): d6 cost Blue 3.
	pos = mustPos(t, "blue: d5 a1 g7; red: c5 e5 d7; hand: 6 6; turn: blue")
	played = line(pos, "d6")
	reply = line(pos, "d6", "b6")[1:]
	why, in = explainThreats(pos, played[0], reply, line(pos, "f4", "d6"))
	if why != WhyLessRoom || in != 3 {
		t.Errorf("d6 leaves Blue 3 moves fewer: why %d, %d", why, in)
	}
	// Two moves fewer is not said: after f4 and Red's g4, Blue has 6.
	if why, _ := explainThreats(pos, played[0], reply, line(pos, "f4", "g4")); why != WhyNothing {
		t.Errorf("a loss of 2 moves is said: why %d", why)
	}
}
