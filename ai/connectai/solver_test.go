package connectai

import (
	"math/rand/v2"
	"os"
	"slices"
	"testing"
	"time"

	"stratagem/board/connect"
)

// TestSolverAgreesWithMinimaxSmall: every position of 4×4 connect 3 up to
// 8 discs, and of 4×5 connect 4 up to 5 discs, solved by the solver (one
// table for all, as a player would use it) and by plain minimax.
func TestSolverAgreesWithMinimaxSmall(t *testing.T) {
	skipUnderRace(t)
	for _, tc := range []struct {
		c     connect.Config
		depth int
	}{{connect.Config{W: 4, H: 4, N: 3}, 8}, {connect.Config{W: 4, H: 5, N: 4}, 5}, {connect.Config{W: 5, H: 4, N: 5}, 4}} {
		s, err := NewSolver(tc.c, 16)
		if err != nil {
			t.Fatal(err)
		}
		ref := newRef(tc.c)
		seen := map[uint64]bool{}
		count := 0
		var walk func(p *connect.Position)
		walk = func(p *connect.Position) {
			if seen[p.Hash()] {
				return
			}
			seen[p.Hash()] = true
			if p.Winner() == connect.None {
				got, err := s.Solve(p, Limits{})
				if err != nil {
					t.Fatalf("%v %s: %v", tc.c, p, err)
				}
				if want := ref.score(p); got != want {
					t.Fatalf("%v %s: solver %d, minimax %d\n%s", tc.c, p, got, want, p.Diagram())
				}
				count++
			}
			if p.Ply() >= tc.depth || p.Over() {
				return
			}
			for col := 0; col < tc.c.W; col++ {
				if p.CanPlay(col) {
					p.Apply(col)
					walk(p)
					p.Undo()
				}
			}
		}
		walk(connect.MustNew(tc.c))
		t.Logf("%v: %d positions up to %d discs agree; empty board scores %d", tc.c, count, tc.depth, ref.score(connect.MustNew(tc.c)))
	}
}

// TestSolverAgreesWithMinimaxRandom: random positions on boards with an
// odd and an even number of cells and every line length, each solved with
// a fresh table and with BestMoves / MoveScores checked too.
func TestSolverAgreesWithMinimaxRandom(t *testing.T) {
	skipUnderRace(t)
	rng := rand.New(rand.NewPCG(11, 12))
	for _, tc := range []struct {
		c       connect.Config
		minPly  int
		samples int
	}{
		{connect.Config{W: 5, H: 4, N: 4}, 6, 60},
		{connect.Config{W: 5, H: 4, N: 3}, 4, 60},
		{connect.Config{W: 5, H: 5, N: 4}, 12, 40},
		{connect.Config{W: 4, H: 6, N: 4}, 10, 40},
		{connect.Config{W: 6, H: 4, N: 5}, 10, 30},
		{connect.Config{W: 4, H: 7, N: 6}, 14, 20},
	} {
		s, err := NewSolver(tc.c, 16)
		if err != nil {
			t.Fatal(err)
		}
		ref := newRef(tc.c)
		for i := 0; i < tc.samples; i++ {
			p := randomPosition(tc.c, tc.minPly+rng.IntN(4), rng)
			if p == nil {
				continue
			}
			s.Reset()
			want := ref.score(p)
			got, err := s.Solve(p, Limits{})
			if err != nil || got != want {
				t.Fatalf("%v %s: solver %d (%v), minimax %d\n%s", tc.c, p, got, err, want, p.Diagram())
			}
			scores, legal, err := s.MoveScores(p, Limits{})
			if err != nil {
				t.Fatal(err)
			}
			best := -1 << 30
			for col := range scores {
				if !legal[col] {
					continue
				}
				var w int
				if p.IsWinningMove(col) {
					w = (tc.c.Cells()+1)/2 - p.Ply()/2
				} else {
					p.Apply(col)
					w = -ref.score(p)
					p.Undo()
				}
				if scores[col] != w {
					t.Fatalf("%v %s column %d: MoveScores %d, minimax %d", tc.c, p, col+1, scores[col], w)
				}
				best = max(best, w)
			}
			v, cols, err := s.BestMoves(p, Limits{})
			if err != nil || v != want {
				t.Fatalf("%v %s: BestMoves %d %v, want %d", tc.c, p, v, err, want)
			}
			for _, col := range cols {
				if scores[col] != best {
					t.Fatalf("%v %s: BestMoves offers column %d worth %d, best is %d", tc.c, p, col+1, scores[col], best)
				}
			}
			for col := range scores {
				if legal[col] && scores[col] == best && !contains(cols, col) {
					t.Fatalf("%v %s: BestMoves misses column %d", tc.c, p, col+1)
				}
			}
		}
	}
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// randomPosition plays n random moves; nil when the game ended first.
func randomPosition(c connect.Config, n int, rng *rand.Rand) *connect.Position {
	p := connect.MustNew(c)
	var buf []int
	for p.Ply() < n {
		if p.Over() {
			return nil
		}
		buf = p.LegalMoves(buf)
		p.Apply(buf[rng.IntN(len(buf))])
	}
	if p.Over() {
		return nil
	}
	return p
}

// TestScoreConvention checks connect.md's convention on hand-made positions.
func TestScoreConvention(t *testing.T) {
	c55 := connect.Config{W: 5, H: 5, N: 4}
	for _, tc := range []struct {
		c     connect.Config
		moves string
		want  int
		why   string
	}{
		// X to move with 3 discs in column 1 wins with its 4th: 22 - 4.
		{connect.Standard, "121212", 18, "one move from a win on 7x6: ⌈42/2⌉+1-s with s=4"},
		// O to move faces two threats (columns 1 and 5): X wins with its 4th disc.
		{connect.Standard, "22334", -18, "a loss is minus the opponent's score"},
		// 5x5 has an odd number of cells: ⌈25/2⌉ = 13.
		{c55, "121212", 10, "odd board, X wins with its 4th disc: 13+1-4"},
		{c55, "1212123", 10, "odd board, O wins with its 4th disc: 13+1-4"},
		{connect.Config{W: 4, H: 4, N: 4}, "121221213434434", 0, "one cell left, no line possible: draw"},
	} {
		p := mustParse(t, tc.c, tc.moves)
		s, err := NewSolver(tc.c, 18)
		if err != nil {
			t.Fatal(err)
		}
		got, err := s.Solve(p, Limits{})
		if err != nil || got != tc.want {
			t.Errorf("%v %s: %d (%v), want %d: %s", tc.c, tc.moves, got, err, tc.want, tc.why)
		}
	}
	// Outcome turns scores into "win in k" / "loss in k".
	for _, tc := range []struct {
		score, m int
		res      Result
		k        int
	}{{18, 6, Win, 1}, {-18, 5, Loss, 1}, {1, 0, Win, 21}, {0, 10, Draw, 0}, {17, 6, Win, 2}, {-1, 1, Loss, 20}} {
		if res, k := Outcome(tc.score, tc.m, connect.Standard); res != tc.res || k != tc.k {
			t.Errorf("Outcome(%d, ply %d) = %v, %d; want %v, %d", tc.score, tc.m, res, k, tc.res, tc.k)
		}
	}
}

func TestSolverRefusals(t *testing.T) {
	if _, err := NewSolver(connect.Config{W: 9, H: 8, N: 4}, 0); err == nil {
		t.Error("9x8 accepted")
	}
	if _, err := NewSolver(connect.Config{W: 8, H: 7, N: 4}, 10); err != nil {
		t.Errorf("8x7 (64 bits) refused: %v", err)
	}
	s, _ := NewSolver(connect.Standard, 10)
	if _, err := s.Solve(mustParse(t, connect.Standard, "1212121"), Limits{}); err != ErrOver {
		t.Errorf("won position: %v", err)
	}
	if _, err := s.Solve(connect.MustNew(connect.Config{W: 6, H: 6, N: 4}), Limits{}); err == nil {
		t.Error("a position of another board was accepted")
	}
	// The empty board takes minutes: a deadline stops it.
	_, err := s.Solve(connect.MustNew(connect.Standard), Limits{Deadline: time.Now().Add(20 * time.Millisecond)})
	if err == nil {
		t.Error("the empty 7x6 board was solved in 20 ms?")
	}
}

// TestBenchmarkSets checks the stored lines of the public benchmark sets
// (testdata/README.md): all of the fast sets, the first lines of the slow
// ones (fewer with -short); CONNECT_FULL=1 checks every stored line.
func TestBenchmarkSets(t *testing.T) {
	s, _ := NewSolver(connect.Standard, 0)
	full := os.Getenv("CONNECT_FULL") != ""
	for _, set := range []struct {
		name          string
		sample, short int
	}{{"Test_L3_R1", 0, 0}, {"Test_L2_R1", 0, 0}, {"Test_L1_R1", 0, 50}, {"Test_L2_R2", 30, 10}, {"Test_L1_R2", 8, 3}} {
		lines := readSet(t, set.name)
		switch {
		case full:
		case testing.Short() && set.short > 0:
			lines = lines[:set.short]
		case set.sample > 0:
			lines = lines[:set.sample]
		}
		for _, l := range lines {
			s.Reset()
			got, err := s.Solve(mustParse(t, connect.Standard, l.moves), Limits{})
			if err != nil || got != l.score {
				t.Errorf("%s %s: %d (%v), want %d", set.name, l.moves, got, err, l.score)
			}
		}
		t.Logf("%s: %d positions exact", set.name, len(lines))
	}
}

// TestEmptyBoard: the empty 7×6 board scores +1 (only the centre wins).
// It takes minutes, so it runs only with CONNECT_SLOW=1.
func TestEmptyBoard(t *testing.T) {
	if os.Getenv("CONNECT_SLOW") == "" {
		t.Skip("set CONNECT_SLOW=1 to solve the empty 7x6 board (minutes)")
	}
	s, _ := NewSolver(connect.Standard, 24)
	v, err := s.Solve(connect.MustNew(connect.Standard), Limits{})
	if err != nil || v != 1 {
		t.Fatalf("empty board: %d %v, want 1", v, err)
	}
}

// TestTableGrowKeepsEntries: when the table doubles, every position it
// held is still found, with the same bound.
func TestTableGrowKeepsEntries(t *testing.T) {
	tb := newTable(minTableBits, minTableBits+4)
	rng := rand.New(rand.NewPCG(1, 2))
	for round := 0; round < 4; round++ {
		held := map[uint64]int{}
		for i := 0; i < 1<<uint(tb.bits-2); i++ {
			k := rng.Uint64() // the wide solver's keys: hashes of 64 bits
			if i%2 == 0 {
				k >>= 15 // the narrow solver's: cur + mask
			}
			v := int(rng.IntN(80)) - 40
			tb.put(k, v, v%2 == 0)
			held[k] = v
		}
		for k := range held {
			if _, _, ok := tb.get(k); !ok {
				delete(held, k) // overwritten by another key of the same index
			}
		}
		if len(held) < 1<<uint(tb.bits-3) {
			t.Fatalf("%d keys held in %d bits", len(held), tb.bits)
		}
		bits := tb.bits
		tb.grow()
		if tb.bits != bits+1 {
			t.Fatalf("grew from %d bits to %d", bits, tb.bits)
		}
		for k, want := range held {
			if v, lower, ok := tb.get(k); !ok || v != want || lower != (want%2 == 0) {
				t.Fatalf("after growing to %d bits, key %#x: %d %v %v, want %d", tb.bits, k, v, lower, ok, want)
			}
		}
	}
	tb.clear()
	if tb.bits != minTableBits {
		t.Fatalf("clear left %d bits, want %d", tb.bits, minTableBits)
	}
}

// TestLineWithin: the dead-lines bound's question (can a side still make a
// line with at most k more discs?) against a count over every run of N
// cells, on random fillings of boards with lines of 5 and 6.
func TestLineWithin(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	dirs := [4][2]int{{0, 1}, {1, 0}, {1, 1}, {1, -1}}
	for _, c := range []connect.Config{{W: 5, H: 7, N: 5}, {W: 8, H: 4, N: 5}, {W: 6, H: 6, N: 6}, {W: 9, H: 5, N: 6}, {W: 7, H: 5, N: 5}} {
		s, err := NewSolver(c, 10)
		if err != nil {
			t.Fatal(err)
		}
		found := [2]int{}
		for i := 0; i < 3000; i++ {
			// Each cell the side's, the other side's or empty; gravity does
			// not matter to the question.
			var own, other uint64
			pOther := rng.Float64() * 0.5
			pOwn := rng.Float64() * 0.6
			for col := 0; col < c.W; col++ {
				for row := 0; row < c.H; row++ {
					b := uint64(1) << uint(c.Bit(col, row))
					switch r := rng.Float64(); {
					case r < pOther:
						other |= b
					case r < pOther+pOwn:
						own |= b
					}
				}
			}
			empty := s.boardMask &^ (own | other)
			k := rng.IntN(c.N + 2)
			want := false
			for col := 0; col < c.W && !want; col++ {
				for row := 0; row < c.H && !want; row++ {
					for _, d := range dirs {
						n, ok := 0, true
						for j := 0; j < c.N && ok; j++ {
							cc, rr := col+j*d[0], row+j*d[1]
							if cc < 0 || cc >= c.W || rr < 0 || rr >= c.H {
								ok = false
								break
							}
							b := uint64(1) << uint(c.Bit(cc, rr))
							if other&b != 0 {
								ok = false
							} else if empty&b != 0 {
								n++
							}
						}
						if ok && n <= k {
							want = true
							break
						}
					}
				}
			}
			got := s.lineWithin(s.boardMask&^other, empty, k)
			if got != want {
				t.Fatalf("%v k=%d own %x other %x: lineWithin %v, counted %v", c, k, own, other, got, want)
			}
			if want {
				found[1]++
			} else {
				found[0]++
			}
		}
		if found[0] < 100 || found[1] < 100 {
			t.Errorf("%v: only %d fillings without a line within reach and %d with: the test checks little", c, found[0], found[1])
		}
	}
}

// TestClaimevenBound: where the side to move has no line left within its
// discs and the cells claimeven leaves it (the lower cell of each pair, and
// the unpaired bottom cells of columns with an odd number of empty cells),
// plain minimax must score the position 0 or less for it. With an odd
// number of empty cells the bound must not be given.
func TestClaimevenBound(t *testing.T) {
	skipUnderRace(t)
	rng := rand.New(rand.NewPCG(7, 8))
	for _, c := range []connect.Config{{W: 4, H: 5, N: 4}, {W: 5, H: 4, N: 4}, {W: 4, H: 6, N: 5}, {W: 6, H: 4, N: 5}, {W: 4, H: 7, N: 6}, {W: 5, H: 5, N: 5}} {
		s, err := NewSolver(c, 10)
		if err != nil {
			t.Fatal(err)
		}
		ref := newRef(c)
		bounded, withOdd, open := 0, 0, 0
		for i := 0; i < 20000 && (bounded < 60 || withOdd < 20); i++ {
			// 5 to 14 empty cells: plain minimax is quick there.
			p := randomPosition(c, c.Cells()-5-rng.IntN(10), rng)
			if p == nil || p.Winner() != connect.None {
				continue
			}
			cur, mask, err := s.bitboards(p)
			if err != nil {
				t.Fatal(err)
			}
			left := c.Cells() - p.Ply()
			got := s.lineAgainstClaimeven(cur, s.boardMask&^mask, mask, left)
			if left%2 != 0 {
				if !got {
					t.Fatalf("%v %s: an odd number of empty cells, yet the bound was given", c, p)
				}
				continue
			}
			if got {
				open++
				continue
			}
			bounded++
			for col := 0; col < c.W; col++ {
				if (c.H-p.Height(col))%2 != 0 {
					withOdd++
					break
				}
			}
			if v := ref.score(p); v > 0 {
				t.Fatalf("%v %s: claimeven says the side to move cannot make a line, minimax scores %d\n%s", c, p, v, p.Diagram())
			}
		}
		t.Logf("%v: %d positions bounded (%d with columns of odd empty cells), %d with a line left", c, bounded, withOdd, open)
		if bounded < 30 || withOdd < 10 {
			t.Errorf("%v: only %d positions bounded, %d with odd columns: the test checks little", c, bounded, withOdd)
		}
	}
}

// TestBestMovesWithin: BestMove finds BestMoves' first column and score;
// BestMovesWithin, given more positions than BestMove needs, never
// fails and finds a leading part of BestMoves' columns (all of them when
// the budget is large), and with less than that it fails.
func TestBestMovesWithin(t *testing.T) {
	skipUnderRace(t)
	rng := rand.New(rand.NewPCG(5, 6))
	fresh := func(c connect.Config) *Solver {
		s, err := NewSolver(c, 16)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	cut, failed := 0, 0
	for _, tc := range []struct {
		c     connect.Config
		plies int
	}{
		{connect.Config{W: 5, H: 4, N: 5}, 2},
		{connect.Config{W: 6, H: 4, N: 5}, 4},
		{connect.Config{W: 6, H: 5, N: 4}, 8},
		{connect.Config{W: 5, H: 6, N: 6}, 4},
	} {
		for i := 0; i < 12; i++ {
			p := randomPosition(tc.c, tc.plies+rng.IntN(3), rng)
			if p == nil {
				continue
			}
			v, every, err := fresh(tc.c).BestMoves(p, Limits{})
			if err != nil {
				t.Fatal(err)
			}
			s := fresh(tc.c)
			v1, first, err := s.BestMove(p, Limits{})
			need := s.Nodes()
			if err != nil || v1 != v || first != every[0] {
				t.Fatalf("%v %s: BestMove %d %d (%v), BestMoves %d %v", tc.c, p, v1, first+1, err, v, every)
			}
			for _, budget := range []int64{need + 1, need + need/8, need + need/2, 2 * need, 1 << 40} {
				got, cols, err := fresh(tc.c).BestMovesWithin(p, Limits{MaxNodes: budget})
				if err != nil || got != v || len(cols) == 0 || !slices.Equal(cols, every[:len(cols)]) {
					t.Fatalf("%v %s, %d positions of %d: BestMovesWithin %d %v (%v), BestMoves %d %v", tc.c, p, budget, need, got, cols, err, v, every)
				}
				if budget == 1<<40 && len(cols) != len(every) {
					t.Errorf("%v %s: without a limit BestMovesWithin finds %v, BestMoves %v", tc.c, p, cols, every)
				}
				if len(cols) < len(every) {
					cut++
				}
			}
			if need > 2*checkEvery {
				if _, _, err := fresh(tc.c).BestMovesWithin(p, Limits{MaxNodes: need / 2}); err == nil {
					t.Errorf("%v %s: BestMovesWithin in %d positions, BestMove needs %d", tc.c, p, need/2, need)
				}
				failed++
			}
		}
	}
	if cut == 0 || failed == 0 {
		t.Errorf("no budget cut the columns short (%d) or stopped the solve (%d): the test compares nothing", cut, failed)
	}
	t.Logf("%d budgets cut the columns short, %d halved budgets failed", cut, failed)
}

// With lines of 5 and 6 the small table takes only the last nearLeaf5
// empty cells: positions further from the end are worth keeping in the
// large table, where a search of a few million positions finds them again.
// The same solve with the threshold of lines of 4 searches far more. The
// book positions where that showed searched tens of millions of positions
// and more; the test's, a few million (7×5 connect 6 after 4444), sees it
// with the smallest table (2^14 entries, 2^3 times smaller).
func TestNearLeafLinesOf5(t *testing.T) {
	skipUnderRace(t)
	for _, tc := range []struct {
		cfg   connect.Config
		moves string
	}{
		{connect.Config{W: 7, H: 5, N: 6}, "4444"},
	} {
		nodes := map[int]int64{}
		var scores []int
		for _, nl := range []int{nearLeaf5, nearLeaf4} {
			s, err := NewSolver(tc.cfg, 21)
			if err != nil {
				t.Fatal(err)
			}
			if s.nearLeaf != nearLeaf5 {
				t.Fatalf("%v: the solver's small table begins %d empty cells from the end, want %d", tc.cfg, s.nearLeaf, nearLeaf5)
			}
			s.nearLeaf = nl
			s.smallBits = minTableBits
			p, err := connect.ParseMoves(tc.cfg, tc.moves)
			if err != nil {
				t.Fatal(err)
			}
			v, _, err := s.BestMove(p, Limits{})
			if err != nil {
				t.Fatal(err)
			}
			nodes[nl] = s.Nodes()
			scores = append(scores, v)
		}
		t.Logf("%v after %s: %d positions with %d, %d with %d", tc.cfg, tc.moves, nodes[nearLeaf5], nearLeaf5, nodes[nearLeaf4], nearLeaf4)
		if scores[0] != scores[1] {
			t.Errorf("%v after %s: scores %v differ", tc.cfg, tc.moves, scores)
		}
		if 4*nodes[nearLeaf5] > 3*nodes[nearLeaf4] {
			t.Errorf("%v after %s: %d positions with the small table from %d empty cells, not a quarter fewer than %d from %d",
				tc.cfg, tc.moves, nodes[nearLeaf5], nearLeaf5, nodes[nearLeaf4], nearLeaf4)
		}
	}
}

// TestWinningSpots: the cells where a side's next disc completes a line,
// against a look along the four directions from each empty cell, on every
// board the solver takes (the shifts differ with each height and line, and
// directions where no line fits are skipped), random positions.
func TestWinningSpots(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	dirs := [4][2]int{{0, 1}, {1, 0}, {1, 1}, {1, -1}}
	boards, found := 0, 0
	for w := connect.MinWidth; w <= connect.MaxWidth; w++ {
		for h := connect.MinHeight; h <= connect.MaxHeight; h++ {
			for n := connect.MinLine; n <= connect.MaxLine; n++ {
				c := connect.Config{W: w, H: h, N: n}
				if c.Validate() != nil || !c.Fits64() {
					continue
				}
				s, err := NewSolver(c, 10)
				if err != nil {
					t.Fatal(err)
				}
				boards++
				at := func(set uint64, col, row int) bool {
					return col >= 0 && col < w && row >= 0 && row < h && set&(uint64(1)<<uint(c.Bit(col, row))) != 0
				}
				for i := 0; i < 300; i++ {
					// Columns filled from the bottom (the vertical look
					// is only downwards), to random heights.
					var own, other uint64
					pOwn := 0.3 + rng.Float64()*0.5
					for col := 0; col < w; col++ {
						height := rng.IntN(h + 1)
						for row := 0; row < height; row++ {
							b := uint64(1) << uint(c.Bit(col, row))
							if rng.Float64() < pOwn {
								own |= b
							} else {
								other |= b
							}
						}
					}
					mask := own | other
					var want uint64
					for col := 0; col < w; col++ {
						for row := 0; row < h; row++ {
							if at(mask, col, row) {
								continue
							}
							for _, d := range dirs {
								run := 1
								for j := 1; at(own, col+j*d[0], row+j*d[1]); j++ {
									run++
								}
								for j := 1; at(own, col-j*d[0], row-j*d[1]); j++ {
									run++
								}
								if run >= n {
									want |= uint64(1) << uint(c.Bit(col, row))
									break
								}
							}
						}
					}
					if got := s.winningSpots(own, mask); got != want {
						t.Fatalf("%v own %x other %x: winningSpots %x, want %x", c, own, other, got, want)
					}
					if want != 0 {
						found++
					}
				}
			}
		}
	}
	t.Logf("%d boards, %d positions with a winning cell", boards, found)
	if boards != 103 || found < boards*50 {
		t.Errorf("%d boards, %d fillings with a winning cell: the test checks too little", boards, found)
	}
}

// Early in a game a position and its mirror image share one table key;
// later each keeps its own.
func TestMirrorKey(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	for _, c := range []connect.Config{connect.Standard, {W: 6, H: 5, N: 4}, {W: 9, H: 6, N: 5}} {
		s, err := NewSolver(c, 16)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 200; i++ {
			p := randomPosition(c, rng.IntN(min(c.Cells()-2, 30)), rng)
			if p == nil {
				continue
			}
			q := connect.MustNew(c)
			for _, col := range p.Moves() {
				q.Apply(c.W - 1 - col)
			}
			pc, pm := positionBits(p)
			qc, qm := positionBits(q)
			kp, kq := s.keyOf(pc+pm, p.Ply()), s.keyOf(qc+qm, q.Ply())
			switch {
			case p.Ply() < mirrorPlies && kp != kq:
				t.Fatalf("%v %s and its mirror image %s: keys %x and %x", c, p, q, kp, kq)
			case p.Ply() >= mirrorPlies && (kp != pc+pm || kq != qc+qm):
				t.Fatalf("%v %s: key %x, not its own %x", c, p, kp, pc+pm)
			}
		}
	}
}
