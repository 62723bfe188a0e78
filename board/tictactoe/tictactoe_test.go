package tictactoe_test

import (
	"testing"

	"stratagem/board/rules"
	"stratagem/board/rules/rulestest"
	"stratagem/board/tictactoe"
)

// play returns the position after moves, written as a record.
func play(t *testing.T, moves string) (p *tictactoe.Position) {
	t.Helper()
	if p = tictactoe.NewGame(); rules.PlayText(tictactoe.Rules{}, p, moves) != nil {
		t.Fatalf("%q does not play", moves)
	}
	return p
}

func TestOutcomes(t *testing.T) {
	for _, tc := range []struct {
		moves  string
		winner rules.Side
		reason string
		marks  []int
	}{
		{"a1 a2 b1 b2 c1", rules.Blue, "line", []int{0, 1, 2}},
		{"a1 c1 a2 b2 c3 a3", rules.Red, "line", []int{2, 4, 6}},
		{"b2 a1 c1 a3 a2 c2 b1 b3 c3", rules.NoSide, "full-board", nil},
		{"b2 a1", rules.NoSide, "", nil},
	} {
		o := tictactoe.Rules{}.Outcome(play(t, tc.moves))
		if o.Winner != tc.winner || o.Reason != tc.reason || len(o.Facts.Marks) != len(tc.marks) {
			t.Errorf("%s: %v %v, want %v %q %v", tc.moves, o, o.Facts.Marks, tc.winner, tc.reason, tc.marks)
		}
		for i, c := range tc.marks {
			if o.Facts.Marks[i] != c {
				t.Errorf("%s: the line is %v, want %v", tc.moves, o.Facts.Marks, tc.marks)
			}
		}
	}
	if err := rules.PlayText(tictactoe.Rules{}, play(t, "a1 a2 b1 b2 c1"), "c2"); err == nil {
		t.Error("a move after the line was played")
	}
	if err := rules.PlayText(tictactoe.Rules{}, play(t, "a1"), "a1"); err == nil {
		t.Error("a mark on a taken cell was played")
	}
}

// TestContract plays every game of random moves through the contract.
func TestContract(t *testing.T) {
	reasons := rulestest.Check(t, tictactoe.Rules{}, rulestest.Options{Games: 300, Seed: 9, MaxPlies: 9}, rulestest.Hooks[*tictactoe.Position]{})
	if reasons["line"] == 0 || reasons["full-board"] == 0 {
		t.Errorf("300 random games end only so: %v", reasons)
	}
}
