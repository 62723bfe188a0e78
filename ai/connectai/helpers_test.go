package connectai

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"stratagem/board/connect"
)

// refSolver is a plain full minimax (negamax) with memoisation and no
// pruning: the definition of the score convention, to check the solver by.
type refSolver struct {
	cfg  connect.Config
	memo map[[2]connect.Bitboard]int
}

func newRef(c connect.Config) *refSolver {
	return &refSolver{cfg: c, memo: map[[2]connect.Bitboard]int{}}
}

// score is the exact score of p for the side to move: the best over its
// moves of "win now" (C − ⌊m/2⌋) or minus the score after the move.
func (r *refSolver) score(p *connect.Position) int {
	key := [2]connect.Bitboard{p.Discs(connect.X), p.Discs(connect.O)}
	if v, ok := r.memo[key]; ok {
		return v
	}
	if p.Full() {
		return 0
	}
	c := (r.cfg.Cells() + 1) / 2
	best := -1 << 30
	for col := 0; col < r.cfg.W; col++ {
		if !p.CanPlay(col) {
			continue
		}
		var v int
		if p.IsWinningMove(col) {
			v = c - p.Ply()/2
		} else {
			p.Apply(col)
			v = -r.score(p)
			p.Undo()
		}
		best = max(best, v)
	}
	r.memo[key] = best
	return best
}

// benchLine is one line of a benchmark set: a move sequence and its score.
type benchLine struct {
	moves string
	score int
}

func readSet(t testing.TB, name string) []benchLine {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []benchLine
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fs := strings.Fields(sc.Text())
		if len(fs) != 2 {
			t.Fatalf("%s: bad line %q", name, sc.Text())
		}
		v, err := strconv.Atoi(fs[1])
		if err != nil {
			t.Fatalf("%s: bad score in %q", name, sc.Text())
		}
		out = append(out, benchLine{fs[0], v})
	}
	return out
}

func mustParse(t testing.TB, c connect.Config, moves string) *connect.Position {
	t.Helper()
	p, err := connect.ParseMoves(c, moves)
	if err != nil {
		t.Fatalf("%q: %v", moves, err)
	}
	return p
}

// skipUnderRace skips a test of one goroutine's solving under the race
// detector, which slows the solver tenfold and more and has nothing to
// find there: make test runs it in its unit pass. The tests of the
// parallel solve and of the book builder's workers run under it.
func skipUnderRace(t *testing.T) {
	t.Helper()
	if raceEnabled {
		t.Skip("one goroutine's solving: run without the race detector (make unit)")
	}
}
