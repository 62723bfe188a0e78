package connectai

import (
	"context"
	"errors"
	"slices"
	"testing"

	"stratagem/board/connect"
)

// TestParallelExact: with two and three workers on one table, the solver
// gives the benchmark sets' scores and the same best columns as with one
// (run under -race by make test: the workers share the table and the
// table of positions being searched).
func TestParallelExact(t *testing.T) {
	one, _ := NewSolver(connect.Standard, 0)
	n := 12
	if testing.Short() {
		n = 4
	}
	for _, threads := range []int{2, 3} {
		s, _ := NewSolver(connect.Standard, 0)
		s.SetThreads(threads)
		if s.Threads() != threads {
			t.Fatalf("Threads() = %d, want %d", s.Threads(), threads)
		}
		for _, set := range []string{"Test_L2_R2", "Test_L2_R1", "Test_L1_R2"} {
			lines := readSet(t, set)[:n]
			if set == "Test_L1_R2" {
				lines = lines[:1]
			}
			for _, l := range lines {
				p := mustParse(t, connect.Standard, l.moves)
				s.Reset()
				before := s.Nodes()
				helped := helperNodes(s)
				got, err := s.Solve(p, Limits{})
				if err != nil || got != l.score {
					t.Fatalf("%d workers, %s %s: %d (%v), want %d", threads, set, l.moves, got, err, l.score)
				}
				if s.Nodes() <= before {
					t.Fatalf("%d workers, %s: no positions counted", threads, l.moves)
				}
				// The helpers work where the large table is shared (Test_L1_R2's
				// openings), and stay idle where the whole search is in the
				// small tables (from 24 discs on 7×6).
				shared := s.inLargeTable(p.Ply() + 1)
				if worked := helperNodes(s) > helped; worked != shared {
					t.Fatalf("%d workers, %s (%d discs): helpers searched: %v, want %v", threads, l.moves, p.Ply(), worked, shared)
				}
				s.Reset()
				v, cols, err := s.BestMoves(p, Limits{})
				one.Reset()
				wv, wcols, werr := one.BestMoves(p, Limits{})
				if err != nil || werr != nil || v != wv || !slices.Equal(cols, wcols) {
					t.Fatalf("%d workers, %s: best %d %v (%v), one worker %d %v (%v)", threads, l.moves, v, cols, err, wv, wcols, werr)
				}
			}
		}
	}
}

// TestParallelStops: the limits end a parallel solve as they end a
// one-worker one (its helpers too: the next solve is exact), and a solve
// cut short leaves nothing wrong in the shared table.
func TestParallelStops(t *testing.T) {
	s, _ := NewSolver(connect.Standard, 0)
	s.SetThreads(2)
	p := mustParse(t, connect.Standard, "4444")
	if _, err := s.Solve(p, Limits{MaxNodes: 20000}); !errors.Is(err, errStopped) {
		t.Fatalf("a 20,000-position budget on 4444: %v, want stopped", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := s.Solve(p, Limits{Ctx: ctx}); !errors.Is(err, errStopped) {
		t.Fatalf("a cancelled context: %v, want stopped", err)
	}
	l := readSet(t, "Test_L2_R2")[0]
	got, err := s.Solve(mustParse(t, connect.Standard, l.moves), Limits{})
	if err != nil || got != l.score {
		t.Fatalf("after the stopped solves, %s: %d (%v), want %d", l.moves, got, err, l.score)
	}
	s.SetThreads(1)
	if s.Threads() != 1 || s.sh != nil {
		t.Fatalf("SetThreads(1) left %d workers", s.Threads())
	}
}

// helperNodes is the positions the helpers of a parallel solver have visited.
func helperNodes(s *Solver) int64 {
	var n int64
	for _, h := range s.sh.workers {
		n += h.nodes
	}
	return n
}
