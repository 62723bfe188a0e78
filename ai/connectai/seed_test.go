package connectai

import (
	"math/rand/v2"
	"testing"

	"stratagem/board/connect"
)

func TestHeuristicWindows(t *testing.T) {
	for _, tc := range []struct {
		c    connect.Config
		want int
	}{{connect.Standard, 69}, {connect.Config{W: 4, H: 4, N: 4}, 10}, {connect.Config{W: 4, H: 4, N: 3}, 24}, {connect.Config{W: 9, H: 8, N: 6}, 4*8 + 3*9 + 2*4*3}} {
		if got := NewHeuristic(tc.c, WholeBoard).Windows(); got != tc.want {
			t.Errorf("%v: %d windows, want %d", tc.c, got, tc.want)
		}
	}
	h := NewHeuristic(connect.Standard, WholeBoard)
	p := mustParse(t, connect.Standard, "4")
	// The centre disc lies in 4 horizontal, 1 vertical and 2 diagonal windows, each worth 2^0.
	if x, o := h.Evaluate(p, connect.X), h.Evaluate(p, connect.O); x != 7 || o != -7 {
		t.Errorf("one centre disc: X %d, O %d; want 7, -7", x, o)
	}
	// Two X discs side by side at the bottom, O on top of one: windows with
	// both X discs are worth 2^2 = 4 each.
	p = mustParse(t, connect.Standard, "434")
	got := h.Evaluate(p, connect.X)
	want := 0
	for _, w := range h.windows {
		x := p.Discs(connect.X).And(w).Count()
		o := p.Discs(connect.O).And(w).Count()
		switch {
		case o == 0 && x > 0:
			want += 1 << (2 * (x - 1))
		case x == 0 && o > 0:
			want -= 1 << (2 * (o - 1))
		}
	}
	if got != want || got <= 0 {
		t.Errorf("434: %d, recount %d", got, want)
	}
}

// TestSeedMoveValue checks the seed's moveTotalValue on positions worked
// by hand from its formula: for the latest move, every window of N cells
// through its cell, in each of the four directions, that lies on the board
// and holds no opponent disc adds 2^(2(n−1)), n the mover's discs in it.
// Rows count from the bottom, columns from the left, both from 0.
func TestSeedMoveValue(t *testing.T) {
	std := connect.Standard
	for _, tc := range []struct {
		c     connect.Config
		moves string
		want  int
		why   string
	}{
		{std, "", 0, "no move yet"},
		{std, "4", 7, "X at (3,0): 4 horizontal windows, 1 vertical, 1 on each diagonal, one disc each: 4+1+1+1"},
		{std, "1", 3, "X at (0,0): 1 horizontal, 1 vertical, 1 diagonal up to the right, none up to the left: 1+1+1"},
		{std, "2", 4, "X at (1,0): 2 horizontal (starting at columns 0 and 1), 1 vertical, 1 diagonal: 2+1+1"},
		{std, "3", 5, "X at (2,0): 3 horizontal, 1 vertical, 1 diagonal: 3+1+1"},
		{std, "7", 3, "the mirror image of 1"},
		{std, "44", 9, "O at (3,1): 4 horizontal in the empty row 1; vertical rows 0-3 hold X, rows 1-4 count 1; " +
			"up-right (2,0)-(5,3) and (3,1)-(6,4); up-left (0,4)-(3,1) and (1,3)-(4,0): 4+1+2+2"},
		{std, "445", 13, "X at (4,0) beside X at (3,0): horizontal windows from columns 1, 2, 3 hold both X, 4 each; " +
			"vertical 1; no up-right window fits; the up-left one (1,3)-(4,0) holds O at (3,1): 12+1"},
		{std, "12121", 23, "X's third disc up column 0: vertical windows from rows 0, 1, 2 hold 3, 2, 1 X discs (16+4+1); " +
			"horizontal (0,2)-(3,2) 1; up-right (0,2)-(3,5) 1; no up-left window fits: 21+1+1"},
		{connect.Config{W: 4, H: 4, N: 3}, "1", 3, "N=3: X at (0,0): horizontal (0,0)-(2,0), vertical, diagonal: 1+1+1"},
		{connect.Config{W: 5, H: 4, N: 3}, "32", 2, "N=3: O at (1,0) beside X at (2,0): both horizontal windows hold X; " +
			"vertical 1; up-right (1,0)-(3,2) 1; up-left runs off the board: 0+1+1"},
	} {
		p := mustParse(t, tc.c, tc.moves)
		if got := NewHeuristic(tc.c, SeedMove).MoveValue(p); got != tc.want {
			t.Errorf("%v %q: %d, want %d (%s)", tc.c, tc.moves, got, tc.want, tc.why)
		}
	}
}

// TestSeedMoveLeaves: with the seed's heuristic a leaf is worth its last
// move's value, positive when the root player made the move and negative
// when the opponent did. Worked by hand on the empty 7×6 board: at 1 ply
// each column is worth its first disc (TestSeedMoveValue); at 2 plies the
// centre is worth minus O's best reply, the disc on top of it (9; a reply
// in row 0 shares every horizontal window with X and scores 2).
func TestSeedMoveLeaves(t *testing.T) {
	h := NewHeuristic(connect.Standard, SeedMove)
	p := connect.MustNew(connect.Standard)
	res, values := SeedMinimax(h, p, 1)
	for col, want := range []int{3, 4, 5, 7, 5, 4, 3} {
		if values[col] != want {
			t.Errorf("1 ply, column %d: %d, want %d", col+1, values[col], want)
		}
	}
	if res.Column != 3 || res.Score != 7 {
		t.Errorf("1 ply: column %d (%d), want 4 (7)", res.Column+1, res.Score)
	}
	if _, values = SeedMinimax(h, p, 2); values[3] != -9 {
		t.Errorf("2 plies, column 4: %d, want -9", values[3])
	}
	q := mustParse(t, connect.Standard, "44")
	if x, o := h.Leaf(q, connect.X), h.Leaf(q, connect.O); x != -9 || o != 9 {
		t.Errorf("leaf 44: for X %d, for O %d; want -9, 9", x, o)
	}
}

// TestAlphaBetaSameAsMinimax: on many positions and depths, alpha-beta with
// centre-first ordering returns the seed minimax's column and score, and
// visits fewer nodes in total.
func TestAlphaBetaSameAsMinimax(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	configs := []connect.Config{connect.Standard, {W: 5, H: 4, N: 3}, {W: 9, H: 8, N: 5}, {W: 6, H: 7, N: 4}}
	var mmNodes, abNodes int64
	positions := 0
	maxDepth := 5
	if testing.Short() {
		maxDepth = 4
	}
	for i := 0; i < 60; i++ {
		c := configs[i%len(configs)]
		h := NewHeuristic(c, HeuristicKind(i/len(configs)%2)) // each board with both heuristics
		p := randomPosition(c, rng.IntN(c.Cells()/2), rng)
		if p == nil {
			continue
		}
		for depth := 1; depth <= maxDepth; depth++ {
			before := p.String()
			mm, _ := SeedMinimax(h, p, depth)
			ab := SeedAlphaBeta(h, p, depth)
			if p.String() != before {
				t.Fatalf("search changed the position")
			}
			if mm.Column != ab.Column || mm.Score != ab.Score {
				t.Fatalf("%v %v %s depth %d: minimax %d (%d), alpha-beta %d (%d)", c, h.Kind(), p, depth, mm.Column+1, mm.Score, ab.Column+1, ab.Score)
			}
			if ab.Nodes > mm.Nodes {
				t.Fatalf("%v %s depth %d: alpha-beta visited %d nodes, minimax %d", c, p, depth, ab.Nodes, mm.Nodes)
			}
			mmNodes += mm.Nodes
			abNodes += ab.Nodes
			positions++
		}
	}
	if abNodes*2 > mmNodes {
		t.Errorf("alpha-beta saved little: %d nodes against %d", abNodes, mmNodes)
	}
	t.Logf("%d searches: minimax %d nodes, alpha-beta %d nodes (%.1f%%)", positions, mmNodes, abNodes, 100*float64(abNodes)/float64(mmNodes))
}

// TestSeedWinsAndBlocks: wins and losses are the search's, whatever the
// heuristic: with either, the seed AI takes a win and blocks a three.
func TestSeedWinsAndBlocks(t *testing.T) {
	for _, kind := range []HeuristicKind{SeedMove, WholeBoard} {
		seedWinsAndBlocks(t, NewHeuristic(connect.Standard, kind))
	}
}

func seedWinsAndBlocks(t *testing.T, h *Heuristic) {
	t.Helper()
	for _, tc := range []struct {
		moves string
		want  int // 1-based
		why   string
	}{
		{"121212", 1, "win at once in column 1"},
		{"12121", 1, "block the vertical three"},
		{"2233", 4, "make an open three that wins (1 or 4 next) — or take 4 at once"},
		{"22334", 1, "O cannot stop both: it blocks one side"},
	} {
		p := mustParse(t, connect.Standard, tc.moves)
		for depth := 2; depth <= 4; depth += 2 {
			res := SeedAlphaBeta(h, p, depth)
			if tc.moves == "22334" || tc.moves == "2233" {
				// At 2 plies the seed's heuristic scores only O's reply, so it
				// does not see its own open three; the whole board does.
				seesThree := depth == 4 || h.Kind() == WholeBoard
				if tc.moves == "2233" && seesThree && res.Column != 0 && res.Column != 3 {
					t.Errorf("%v: %s depth %d: column %d (%s)", h.Kind(), tc.moves, depth, res.Column+1, tc.why)
				}
				continue
			}
			if res.Column != tc.want-1 {
				t.Errorf("%v: %s depth %d: column %d, want %d (%s)", h.Kind(), tc.moves, depth, res.Column+1, tc.want, tc.why)
			}
		}
	}
	// Quickest win: at depth 3 a win now scores more than a win later.
	p := mustParse(t, connect.Standard, "121212")
	if res := SeedAlphaBeta(h, p, 3); res.Score != WinScore-1 {
		t.Errorf("%v: win in one scores %d, want %d", h.Kind(), res.Score, WinScore-1)
	}
	// A lost position scores the slowest loss: O faces two threats after "22334".
	p = mustParse(t, connect.Standard, "22334")
	if res := SeedAlphaBeta(h, p, 4); res.Score != -(WinScore - 2) {
		t.Errorf("%v: lost position scores %d, want %d", h.Kind(), res.Score, -(WinScore - 2))
	}
}
