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
		if got := NewHeuristic(tc.c).Windows(); got != tc.want {
			t.Errorf("%v: %d windows, want %d", tc.c, got, tc.want)
		}
	}
	h := NewHeuristic(connect.Standard)
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
		h := NewHeuristic(c)
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
				t.Fatalf("%v %s depth %d: minimax %d (%d), alpha-beta %d (%d)", c, p, depth, mm.Column+1, mm.Score, ab.Column+1, ab.Score)
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

func TestSeedWinsAndBlocks(t *testing.T) {
	h := NewHeuristic(connect.Standard)
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
				if tc.moves == "2233" && res.Column != 0 && res.Column != 3 {
					t.Errorf("%s depth %d: column %d (%s)", tc.moves, depth, res.Column+1, tc.why)
				}
				continue
			}
			if res.Column != tc.want-1 {
				t.Errorf("%s depth %d: column %d, want %d (%s)", tc.moves, depth, res.Column+1, tc.want, tc.why)
			}
		}
	}
	// Quickest win: at depth 3 a win now scores more than a win later.
	p := mustParse(t, connect.Standard, "121212")
	if res := SeedAlphaBeta(h, p, 3); res.Score != WinScore-1 {
		t.Errorf("win in one scores %d, want %d", res.Score, WinScore-1)
	}
	// A lost position scores the slowest loss: O faces two threats after "22334".
	p = mustParse(t, connect.Standard, "22334")
	if res := SeedAlphaBeta(h, p, 4); res.Score != -(WinScore - 2) {
		t.Errorf("lost position scores %d, want %d", res.Score, -(WinScore - 2))
	}
}
