package puzzle

import (
	"context"
	"testing"

	"stratagem/board/mill"
)

// forcesNaive is captureSolver.forces written out plainly, with nothing
// remembered: the definition the solver must agree with.
func forcesNaive(st *mill.Position, n int) bool {
	if n <= 0 {
		return false
	}
	me := st.SideToMove()
	for _, m := range st.LegalMoves(nil) {
		if m.Remove != mill.NoPoint {
			return true
		}
		st.Apply(m)
		ok := false
		if o := st.Outcome(); o.Over() {
			ok = o.Winner == me
		} else if n >= 2 {
			ok = true
			for _, d := range st.LegalMoves(nil) {
				if d.Remove != mill.NoPoint {
					ok = false
					break
				}
				st.Apply(d)
				ok = !st.Outcome().Over() && forcesNaive(st, n-1)
				st.Undo()
				if !ok {
					break
				}
			}
		}
		st.Undo()
		if ok {
			return true
		}
	}
	return false
}

// TestCaptureSolverAgreesWithTheDefinition: on the middle-game positions
// of a few self-play games, the solver's answer for one and two moves is
// the plain definition's.
func TestCaptureSolverAgreesWithTheDefinition(t *testing.T) {
	seen, yes := 0, 0
	err := millMiddleGames(context.Background(), 3, 3, func(g, ply int, p *mill.Position) error {
		c := newCaptureSolver()
		for n := 1; n <= 2; n++ {
			want := forcesNaive(p.Clone(), n)
			if got := c.forces(p.Clone(), n); got != want {
				t.Fatalf("%s: forces a mill within %d: solver %v, definition %v", p, n, got, want)
			}
			if want && n == 2 {
				yes++
			}
		}
		seen++
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if seen < 50 || yes == 0 {
		t.Fatalf("%d positions, %d with a forced mill in two: too few to say anything", seen, yes)
	}
	t.Logf("%d positions, %d with a mill forced in two moves", seen, yes)
}

func TestCaptureLines(t *testing.T) {
	for _, tc := range []struct {
		name, pos string
		puzzle    bool
		first     string // the line's first move
		steps     int    // the player's moves on it
	}{
		// g1 makes two threats at once (d1 and g4): Red blocks one, Blue
		// closes the other. a7 makes only one (d7 is Red's).
		{"double threat", "blue: a1 g7; red: d7 b4; hand: 7 7; turn: blue", true, "g1", 2},
		// Without d7, a7 makes two threats as well: two right moves.
		{"two right moves", "blue: a1 g7; red: d6 b4; hand: 7 7; turn: blue", false, "", 0},
		// A mill at once is no puzzle.
		{"mill in one", "blue: a1 a7 g7; red: d7 b4 d6; hand: 6 6; turn: blue", false, "", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, err := mill.ParsePosition(tc.pos)
			if err != nil {
				t.Fatal(err)
			}
			line, err := newCaptureSolver().captureLine(p, captureDepth)
			if !tc.puzzle {
				if err != errNotPuzzle {
					t.Fatalf("a puzzle: %v, %v", line, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if line[0].String() != tc.first || (len(line)+1)/2 != tc.steps {
				t.Fatalf("line %v: want %s first, %d moves of the player", line, tc.first, tc.steps)
			}
			last := line[len(line)-1]
			if last.Remove == mill.NoPoint {
				t.Fatalf("line %v does not end with the mill", line)
			}
			st := p.Clone()
			for _, m := range line {
				if err := st.Play(m); err != nil {
					t.Fatal(err)
				}
			}
			if mills, _ := st.MillMoves(nil); len(mills) > 0 {
				t.Fatalf("after %v Red closes a mill at once: the piece is traded, not won", line)
			}
		})
	}
}

// TestCaptureNeedsTheMillFirst: Red threatens a mill at b2, so Blue's
// double threat at g1 comes too late (Red closes first) and no move
// forces a mill within two.
func TestCaptureNeedsTheMillFirst(t *testing.T) {
	p, err := mill.ParsePosition("blue: a1 g7; red: d7 b4 b6; hand: 7 6; turn: blue")
	if err != nil {
		t.Fatal(err)
	}
	if newCaptureSolver().forces(p, 2) {
		t.Fatal("a mill forced in two although Red closes one first after any double threat")
	}
}

// TestSameMillMove: a capture puzzle's last move takes any piece; other
// moves and other puzzles want the line's move itself.
func TestSameMillMove(t *testing.T) {
	want := mill.Move{From: mill.NoPoint, To: 3, Remove: 10}
	other := mill.Move{From: mill.NoPoint, To: 3, Remove: 11}
	line := []mill.Move{{From: mill.NoPoint, To: 1, Remove: mill.NoPoint}, {From: mill.NoPoint, To: 2, Remove: mill.NoPoint}, want}
	if !SameMillMove(Puzzle{Goal: Capture}, line)(2, other, want) {
		t.Error("the capture's last move with another piece taken refused")
	}
	if SameMillMove(Puzzle{Goal: Win}, line)(2, other, want) {
		t.Error("a win puzzle's move with another piece taken accepted")
	}
	if SameMillMove(Puzzle{Goal: Capture}, line)(0, other, want) {
		t.Error("a move before the last accepted for another")
	}
}
