package main

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"stratagem/board/mill"
)

// fakeJudgeScore is the fake judge's view of a position, from Blue's side
// as Sanmill's scores are: five a piece on the board, and Red likes its
// pieces on the a file (three each).
func fakeJudgeScore(pos *mill.Position) int {
	v := pos.Variant()
	s := 5 * (pos.OnBoard(mill.Blue) - pos.OnBoard(mill.Red))
	for _, name := range []string{"a1", "a4", "a7"} {
		if p, _ := v.ParsePoint(name); pos.At(p) == mill.Red {
			s -= 3
		}
	}
	return s
}

// fakeJudge answers go as Sanmill does, on one line, after a search of
// one ply by fakeJudgeScore (the first of the best moves; a removal still
// to come is answered as its own token).
func fakeJudge(tokens []string) string {
	v := mill.NineMensMorris
	pos, pending, err := replayTokens(v, tokens)
	if err != nil || pending != nil {
		return "bestmove none"
	}
	var best mill.Move
	bestScore := 0
	for i, m := range pos.LegalMoves(nil) {
		side := pos.SideToMove()
		_ = pos.Play(m)
		s := fakeJudgeScore(pos)
		pos.Undo()
		if side == mill.Red {
			s = -s
		}
		if i == 0 || s > bestScore {
			best, bestScore = m, s
		}
	}
	after := pos.Clone()
	_ = after.Play(best)
	return fmt.Sprintf("info depth 12 score cp %d nodes 1 bestmove %s", fakeJudgeScore(after), sparTokens(v, best)[0])
}

// A log as arena spar writes it, with two placings of ours as the second
// player (one the judge's move, one three points short of it by its
// score), one as the first player, and none of the moving phase.
func TestJudgeOurPlacing(t *testing.T) {
	t.Setenv("ARENA_TEST_CHILD", "1")
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	v := mill.NineMensMorris
	pos, _, _ := replayTokens(v, []string{"d1"})
	judgeFirst := strings.Fields(fakeJudge([]string{"d1"}))
	best := judgeFirst[len(judgeFirst)-1]
	if p, _ := v.ParsePoint(best); p == mill.NoPoint || best[0] != 'a' || pos.At(p) != mill.NoColor {
		t.Fatalf("the fake judge's move after d1 is %q, not a point of the a file", best)
	}
	log := strings.Join([]string{
		"> ours: ucinewgame",
		"> ours: position startpos",
		"< ours: bestmove g7", // ours first: not judged by default
		"> ours: position startpos moves d1",
		"< ours: info depth 3 nodes 10 score 0 time 1",
		"< ours: bestmove " + best,
		"> theirs: position startpos moves d1 " + best,
		"< theirs: bestmove d2",
		"> ours: position startpos moves d1 " + best + " d2",
		"< ours: bestmove g7",
	}, "\n") + "\n"
	dir := t.TempDir()
	path := dir + "/spar.log"
	if err := os.WriteFile(path, []byte(log), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runArena(t, "", "judge", "-engine", self+" fake-sanmill judge", "-logged", path)
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	for _, want := range []string{
		"d1 " + best + " d2: ours g7, the judge's a",
		", 3 given away",
		"2 positions (the second player's placing): ours the judge's move in 1 (50%); given away 1.500 a move on average",
		"2 or more in 1, 4 or more in 0",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	// Both sides: the first player's g7 too, where the fake judge likes
	// every placing of Blue's alike.
	if code, out, _ := runArena(t, "", "judge", "-engine", self+" fake-sanmill judge", "-logged", "-side", "both", path); code != 0 || !strings.Contains(out, "3 positions (placing)") {
		t.Errorf("-side both: exit %d\n%s", code, out)
	}
	// Our engine asked again (Normal, which stops at its depth), not the log.
	if code, out, errs := runArena(t, "", "judge", "-engine", self+" fake-sanmill judge", "-ai", "normal", "-movetime", "1m", path); code != 0 || !strings.Contains(out, "2 positions (the second player's placing)") {
		t.Errorf("our engine asked: exit %d\n%s%s", code, out, errs)
	}
}

func TestShortfall(t *testing.T) {
	for _, c := range []struct {
		side                mill.Color
		afterMine, afterBst int
		want                int
	}{
		{mill.Red, 5, 1, 4},     // Red wants Blue's score low: ours left it 4 higher
		{mill.Blue, 1, 5, 4},    // Blue wants it high
		{mill.Red, 1, 5, 0},     // better than the judge's own, a ply shallower
		{mill.Blue, -30, 0, 10}, // a mate counts 10
	} {
		if got := shortfall(c.side, c.afterMine, c.afterBst); got != c.want {
			t.Errorf("shortfall(%v, %d, %d) = %d, want %d", c.side, c.afterMine, c.afterBst, got, c.want)
		}
	}
}

func TestParseJudgeScore(t *testing.T) {
	for _, c := range []struct {
		line  string
		want  int
		found bool
	}{
		{"info depth 12 score cp 3 nodes 5 bestmove d2", 3, true},
		{"info depth 12 score cp -99 nodes 5 bestmove d2", -judgeCap, true},
		{"info depth 12 score mate 5 nodes 5 bestmove d2", judgeCap, true},
		{"info depth 12 score mate -2 nodes 5 bestmove d2", -judgeCap, true},
		{"info score 4 bestmove d2", 4, true}, // v7.4.6's way
		{"bestmove d2", 0, false},
		{"info score x bestmove d2", 0, false},
		{"info string score 5", 0, false}, // free text, as infoNodes reads it
	} {
		got, found := parseJudgeScore(c.line)
		if got != c.want || found != c.found {
			t.Errorf("%q: %d %v, want %d %v", c.line, got, found, c.want, c.found)
		}
	}
}

// Bad flags get the usage and exit 2, with what was wrong.
func TestJudgeBadFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"judge", "x.log"}, "-engine is required"},
		{[]string{"judge", "-engine", "e"}, "name one or more logs"},
		{[]string{"judge", "-engine", "e", "-depth", "1", "x.log"}, "-depth must be at least 2"},
		{[]string{"judge", "-engine", "e", "-side", "blue", "x.log"}, "-side must be first, second or both"},
		{[]string{"judge", "-engine", "e", "-movetime", "0s", "x.log"}, "-movetime must be positive"},
	} {
		if code, _, errs := runArena(t, "", c.args...); code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, stderr lacks %q:\n%s", c.args, code, c.want, errs)
		}
	}
}
