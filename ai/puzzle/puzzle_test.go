package puzzle

import (
	"bytes"
	"context"
	"slices"
	"strings"
	"testing"

	"stratagem/ai/aitest"
)

func TestReadWriteRoundTrip(t *testing.T) {
	ps := []Puzzle{
		{ID: "connect-001", Band: Easy, Goal: Win, ToMove: "blue", Source: Solved, Rung: "easy", Position: "4453", Line: []string{"3", "4", "5"}},
		{ID: "mill-002", Band: Hard, Goal: Save, ToMove: "red", Source: Endgame, Position: "blue: a1 d1 g1; red: b2 d2 f2; hand: 0 0; turn: red", Line: []string{"b2-b4"}},
	}
	var buf bytes.Buffer
	if err := Write(&buf, []string{"a header"}, ps); err != nil {
		t.Fatal(err)
	}
	got, err := Read(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[1].Rung != "" || !slices.Equal(got[0].Line, ps[0].Line) || got[1].Position != ps[1].Position {
		t.Fatalf("read back %+v", got)
	}
}

func TestReadRefusesBadLines(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"x | easy | win | blue | solver | easy | 44", "line 1: want 8 fields"},
		{"# c\nx | simple | win | blue | solver | easy | 44 | 3", "line 2: band \"simple\""},
		{"x | easy | draw | blue | solver | easy | 44 | 3", "goal \"draw\""},
		{"x | easy | win | green | solver | easy | 44 | 3", "side to move \"green\""},
		{"x | easy | win | blue | guess | easy | 44 | 3", "source \"guess\""},
		{"x | easy | win | blue | solver | easy | 44 | 3 4", "must end with the player's move"},
		{"x | easy | win | blue | solver | easy | 44 | 3\nx | easy | win | blue | solver | easy | 44 | 3", "line 2: puzzle x already on line 1"},
	} {
		if _, err := Read(strings.NewReader(tc.text)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want %q", tc.text, err, tc.want)
		}
	}
}

// TestShippedPuzzles: the files built in parse, hold at least 300
// puzzles a game in the three bands, and a sample of each band proves
// again (the whole check is arena puzzles -verify).
func TestShippedPuzzles(t *testing.T) {
	aitest.OneGoroutine(t)
	for _, game := range Games {
		ps, err := Shipped(game)
		if err != nil {
			t.Fatal(err)
		}
		if len(ps) < 300 {
			t.Errorf("%s: %d puzzles, want at least 300", game, len(ps))
		}
		chk, err := NewChecker(context.Background(), game)
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range Bands {
			in := InBand(ps, b)
			if len(in) < 50 {
				t.Errorf("%s: %d %s puzzles", game, len(in), b)
			}
			step := max(1, len(in)/4)
			if testing.Short() { // the race detector makes every proof ten times slower
				step = len(in)
			}
			for i := 0; i < len(in); i += step {
				if err := chk.Verify(in[i]); err != nil {
					t.Errorf("%s: %v", game, err)
				}
				if want, _ := BandOf(game, in[i].Rung); want != b {
					t.Errorf("%s: rung %q is band %s, the file says %s", in[i].ID, in[i].Rung, want, b)
				}
			}
		}
	}
}

// TestShippedCapturePuzzles: every Mill capture puzzle proves again (the
// search is quick), and one changed fails.
func TestShippedCapturePuzzles(t *testing.T) {
	ps, err := Shipped(Mill)
	if err != nil {
		t.Fatal(err)
	}
	chk := NewMillChecker(context.Background())
	n := 0
	var long Puzzle
	for _, p := range ps {
		if p.Goal != Capture {
			continue
		}
		n++
		if err := chk.Verify(p); err != nil {
			t.Error(err)
		}
		if len(p.Line) >= 3 && long.ID == "" {
			long = p
		}
	}
	if n < 90 || long.ID == "" {
		t.Fatalf("%d capture puzzles, none of two moves or more: %v", n, long.ID == "")
	}
	bad := long
	bad.Line = long.Line[:len(long.Line)-2]
	if err := chk.Verify(bad); err == nil {
		t.Errorf("%s: a line cut short passed", long.ID)
	}
	bad = long
	bad.Goal = Win
	if err := chk.Verify(bad); err == nil {
		t.Errorf("%s: a capture puzzle passed as a win puzzle", long.ID)
	}
}

// TestVerifyCatchesChanges: a puzzle whose line or goal was changed fails.
func TestVerifyCatchesChanges(t *testing.T) {
	for _, game := range Games {
		ps, err := Shipped(game)
		if err != nil || len(ps) == 0 {
			t.Fatal(game, err)
		}
		chk, _ := NewChecker(context.Background(), game)
		var p Puzzle
		for _, q := range ps {
			if q.Goal == Win && len(q.Line) >= 3 {
				p = q
				break
			}
		}
		if p.ID == "" {
			t.Fatalf("%s: no win puzzle of two steps", game)
		}
		bad := p
		bad.Line = p.Line[:len(p.Line)-2]
		if err := chk.Verify(bad); err == nil {
			t.Errorf("%s: a line cut short passed", p.ID)
		}
		bad = p
		bad.Goal = Save
		if err := chk.Verify(bad); err == nil {
			t.Errorf("%s: a win puzzle passed as a save puzzle", p.ID)
		}
		bad = p
		bad.ToMove = map[string]string{"blue": "red", "red": "blue"}[p.ToMove]
		if err := chk.Verify(bad); err == nil || !strings.Contains(err.Error(), "is to move") {
			t.Errorf("%s: the wrong side to move: %v", p.ID, err)
		}
	}
}

// TestGradeEasy: the easy puzzles graded by Easy are solved by Easy again
// (the grade is repeatable: fixed seeds, bounds by depth).
func TestGradeEasy(t *testing.T) {
	for _, game := range Games {
		ps, _ := Shipped(game)
		n, most := 0, 3
		if testing.Short() {
			most = 1
		}
		for _, p := range InBand(ps, Easy) {
			if p.Rung != "easy" || n == most {
				continue
			}
			n++
			rung, err := Grade(context.Background(), game, p)
			if err != nil || rung != "easy" {
				t.Errorf("%s: graded %q (%v), the file says easy", p.ID, rung, err)
			}
		}
	}
}

// TestGenerateConnectSmall makes a few Connect Four puzzles and proves
// them with Verify, as arena puzzles does on a larger scale.
func TestGenerateConnectSmall(t *testing.T) {
	if testing.Short() {
		t.Skip("solves positions")
	}
	rungs, n := []string{"easy", "normal", "hard"}, 0
	// The grades are set here (one puzzle a band), so that the test needs
	// no particular luck in the positions it finds.
	want := func(Puzzle) string { n++; return rungs[(n-1)%3] }
	ps, rep, err := GenerateConnect(context.Background(), Options{Seed: 3, PerBand: 1, OneStepShare: 100, MaxSteps: 3, Want: want})
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 3 || rep.Kept[Easy] != 1 || rep.Kept[Medium] != 1 || rep.Kept[Hard] != 1 {
		t.Fatalf("kept %v (%d puzzles)", rep.Kept, len(ps))
	}
	chk, _ := NewConnectChecker(context.Background())
	for _, p := range ps {
		if err := chk.Verify(p); err != nil {
			t.Fatal(err)
		}
	}
}
