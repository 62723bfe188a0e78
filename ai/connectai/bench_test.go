package connectai

import (
	"os"
	"strconv"
	"testing"
	"time"

	"stratagem/board/connect"
)

// BenchmarkSolveSets reports the mean time per position of each stored
// benchmark set (strong solve, empty table per position), as the solver
// literature measures it; also nodes per position.
// go test -run XXX -bench SolveSets ./ai/connectai
// CONNECT_BENCH_POSITIONS=N times only N positions of each set, after the
// first CONNECT_BENCH_SKIP (scripts/connect-vs-reference.sh times the sets
// in slices, to share a busy machine fairly with the reference solver).
func BenchmarkSolveSets(b *testing.B) {
	limit, _ := strconv.Atoi(os.Getenv("CONNECT_BENCH_POSITIONS"))
	skip, _ := strconv.Atoi(os.Getenv("CONNECT_BENCH_SKIP"))
	for _, name := range []string{"Test_L3_R1", "Test_L2_R1", "Test_L2_R2", "Test_L1_R1", "Test_L1_R2"} {
		b.Run(name, func(b *testing.B) {
			lines := readSet(b, name)
			lines = lines[min(skip, len(lines)):]
			if limit > 0 && limit < len(lines) {
				lines = lines[:limit]
			}
			positions := make([]*connect.Position, len(lines))
			for i, l := range lines {
				positions[i] = mustParse(b, connect.Standard, l.moves)
			}
			s, _ := NewSolver(connect.Standard, PlayerTableBits) // the browser's table there
			s.Solve(positions[0], Limits{})                      // allocate the table outside the timing
			var total time.Duration
			var nodes int64
			n := 0
			for b.Loop() {
				for i, p := range positions {
					s.Reset()
					n0 := s.Nodes()
					start := time.Now()
					v, err := s.Solve(p, Limits{})
					total += time.Since(start)
					nodes += s.Nodes() - n0
					if err != nil || v != lines[i].score {
						b.Fatalf("%s: %d %v, want %d", lines[i].moves, v, err, lines[i].score)
					}
					n++
				}
			}
			b.ReportMetric(float64(total.Nanoseconds())/float64(n)/1000, "µs/pos")
			b.ReportMetric(float64(nodes)/float64(n), "nodes/pos")
		})
	}
}

// BenchmarkSeedAlphaBeta6 searches the empty board 6 plies deep with each
// heuristic: the seed's scores a leaf from its last move's cell (O(N²)),
// the whole board's from every window.
func BenchmarkSeedAlphaBeta6(b *testing.B) {
	for _, kind := range []HeuristicKind{SeedMove, WholeBoard} {
		b.Run(kind.String(), func(b *testing.B) {
			h := NewHeuristic(connect.Standard, kind)
			p := connect.MustNew(connect.Standard)
			for b.Loop() {
				SeedAlphaBeta(h, p, 6)
			}
		})
	}
}
