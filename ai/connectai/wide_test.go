package connectai

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"stratagem/board/connect"
)

// The wide solver agrees with the plain minimax on small boards, and with
// the narrow solver on the standard board's benchmark positions; on the
// wide boards (8×8, 9×7, 9×8), with the minimax on positions a few discs
// from the end. Its best columns achieve the score.
func TestWideAgrees(t *testing.T) {
	skipUnderRace(t)
	rng := rand.New(rand.NewPCG(21, 22))
	for _, tc := range []struct {
		c       connect.Config
		empty   int // cells left empty
		samples int
	}{
		{connect.Config{W: 5, H: 4, N: 4}, 14, 40},
		{connect.Config{W: 5, H: 4, N: 3}, 16, 40},
		{connect.Config{W: 4, H: 6, N: 4}, 14, 30},
		{connect.Config{W: 6, H: 4, N: 5}, 14, 20},
		{connect.Config{W: 8, H: 8, N: 4}, 12, 12},
		{connect.Config{W: 9, H: 7, N: 5}, 12, 12},
		{connect.Config{W: 9, H: 8, N: 4}, 12, 12},
		{connect.Config{W: 9, H: 8, N: 6}, 12, 12},
	} {
		w, err := NewWide(tc.c, 16)
		if err != nil {
			t.Fatal(err)
		}
		ref := newRef(tc.c)
		found := 0
		for try := 0; found < tc.samples && try < 50*tc.samples; try++ {
			p := quietPosition(tc.c, tc.c.Cells()-tc.empty, rng)
			if p == nil {
				continue
			}
			found++
			w.Reset()
			want := ref.score(p)
			got, err := w.Solve(p, Limits{})
			if err != nil || got != want {
				t.Fatalf("%v %s: wide solver %d (%v), minimax %d\n%s", tc.c, p, got, err, want, p.Diagram())
			}
			v, cols, err := w.BestMovesWithin(p, Limits{})
			if err != nil || v != want || len(cols) == 0 {
				t.Fatalf("%v %s: BestMovesWithin %d %v %v, want %d", tc.c, p, v, cols, err, want)
			}
			for _, col := range cols {
				var s int
				if p.IsWinningMove(col) {
					s = (tc.c.Cells()+1)/2 - p.Ply()/2
				} else {
					p.Apply(col)
					s = -ref.score(p)
					p.Undo()
				}
				if s != want {
					t.Fatalf("%v %s: column %d is worth %d, not %d", tc.c, p, col+1, s, want)
				}
			}
		}
		if found < tc.samples {
			t.Fatalf("%v: only %d positions", tc.c, found)
		}
	}
	w, err := NewWide(connect.Standard, 20)
	if err != nil {
		t.Fatal(err)
	}
	for i, l := range readSet(t, "Test_L3_R1")[:100] {
		p := mustParse(t, connect.Standard, l.moves)
		if got, err := w.Solve(p, Limits{}); err != nil || got != l.score {
			t.Fatalf("Test_L3_R1 line %d (%s): wide solver %d (%v), want %d", i+1, l.moves, got, err, l.score)
		}
	}
}

// quietPosition plays random moves that do not win until n discs are on
// the board; nil when a side had only winning moves or the board is full.
func quietPosition(c connect.Config, n int, rng *rand.Rand) *connect.Position {
	p := connect.MustNew(c)
	var buf, quiet []int
	for p.Ply() < n {
		buf = p.LegalMoves(buf)
		quiet = quiet[:0]
		for _, col := range buf {
			if !p.IsWinningMove(col) {
				quiet = append(quiet, col)
			}
		}
		if len(quiet) == 0 {
			return nil
		}
		p.Apply(quiet[rng.IntN(len(quiet))])
	}
	if p.Over() {
		return nil
	}
	return p
}

// A solve the limits end fails, and the next one starts afresh.
func TestWideStops(t *testing.T) {
	c := connect.Config{W: 9, H: 8, N: 4}
	w, err := NewWide(c, 16)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.Solve(connect.MustNew(c), Limits{MaxNodes: 10_000}); err == nil {
		t.Fatal("the empty 9×8 board solved in 10,000 positions")
	}
	if n := w.Nodes(); n < 10_000 || n > 10_000+checkEvery {
		t.Errorf("%d positions searched, want about 10,000", n)
	}
	p := mustParse(t, connect.Standard, "1")
	if _, err := w.Solve(p, Limits{}); err == nil || err == errStopped {
		t.Errorf("a position of another board: %v", err)
	}
}

// The analysis is exact on a wide board near the end: every column's
// score is the minimax's.
func TestAnalyseWideBoard(t *testing.T) {
	c := connect.Config{W: 9, H: 8, N: 4}
	rng := rand.New(rand.NewPCG(3, 4))
	ref := newRef(c)
	for found := 0; found < 4; {
		p := quietPosition(c, c.Cells()-11, rng)
		if p == nil {
			continue
		}
		found++
		for _, v := range Analyse(context.Background(), p, time.Hour) {
			if !v.Legal {
				continue
			}
			want := (c.Cells()+1)/2 - p.Ply()/2
			if !p.IsWinningMove(v.Column) {
				p.Apply(v.Column)
				want = -ref.score(p)
				p.Undo()
			}
			if !v.Exact || v.Score != want {
				t.Fatalf("%s column %d: %+v, want exact %d", p, v.Column+1, v, want)
			}
		}
	}
}
