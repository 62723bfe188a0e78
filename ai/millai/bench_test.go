package millai

import (
	"context"
	"testing"
	"time"

	"stratagem/ai"
	"stratagem/ai/millai/endgame"
	"stratagem/ai/search"
	"stratagem/board/mill"
)

// benchSearch runs one-second searches from pos and reports the search
// speed and the depth reached (the budget is fixed, so ns/op is ~1 s):
// the search as it was before aspiration windows and the databases
// (Master's settings without its node bound) or, with timed, the timed
// player's (book aside: it would answer at once).
func benchSearch(b *testing.B, pos *mill.Position, timed bool) {
	cfg := search.Config{TableEntries: 1 << 20, QuiescenceDepth: 4}
	var eg *endgame.Table
	if timed {
		set := timedSearch
		cfg = search.Config{TableEntries: set.table, QuiescenceDepth: set.quiescence, Aspiration: set.aspiration, WholeTime: set.wholeTime}
		eg = endgame.Default()
	}
	var nodes int64
	var depth int
	var elapsed time.Duration
	for range b.N {
		s := search.New[mill.Move](cfg)
		_, info, err := s.Search(context.Background(), newSearchState(pos.Clone(), 0, eg), ai.Limits{MoveTime: time.Second})
		if err != nil {
			b.Fatal(err)
		}
		nodes += info.Nodes
		depth += info.Depth
		elapsed += info.Elapsed
	}
	b.ReportMetric(float64(nodes)/elapsed.Seconds(), "nodes/s")
	b.ReportMetric(float64(depth)/float64(b.N), "depth/1s")
}

func BenchmarkAlphaBetaStart(b *testing.B)   { benchSearch(b, mill.NewGame(), false) }
func BenchmarkAlphaBetaMidgame(b *testing.B) { benchSearch(b, midgame(b), false) }
func BenchmarkTimedStart(b *testing.B)       { benchSearch(b, mill.NewGame(), true) }
func BenchmarkTimedMidgame(b *testing.B)     { benchSearch(b, midgame(b), true) }

// The FixedDepth benchmarks measure the work of fixed-depth searches (the
// start to 7 plies, the midgame position to 12) with and without
// aspiration windows: nodes/op does not depend on the machine.
func BenchmarkAlphaBetaFixedDepthStart(b *testing.B) { benchFixedDepth(b, mill.NewGame(), 7, 0) }
func BenchmarkAlphaBetaFixedDepthMid(b *testing.B)   { benchFixedDepth(b, midgame(b), 12, 0) }
func BenchmarkAspirationFixedDepthStart(b *testing.B) {
	benchFixedDepth(b, mill.NewGame(), 7, timedSearch.aspiration)
}
func BenchmarkAspirationFixedDepthMid(b *testing.B) {
	benchFixedDepth(b, midgame(b), 12, timedSearch.aspiration)
}

func benchFixedDepth(b *testing.B, pos *mill.Position, depth, aspiration int) {
	var nodes int64
	for range b.N {
		s := search.New[mill.Move](search.Config{TableEntries: 1 << 20, QuiescenceDepth: 4, Aspiration: aspiration})
		_, info, _ := s.Search(context.Background(), newSearchState(pos.Clone(), 0, nil), ai.Limits{MaxDepth: depth})
		nodes += info.Nodes
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}

func BenchmarkEvaluate(b *testing.B) {
	pos := midgame(b)
	for range b.N {
		Evaluate(pos)
	}
}

func BenchmarkEasyMove(b *testing.B) {
	pos := midgame(b)
	p := mustPlayer(b, "easy", 1, ai.Limits{})
	for range b.N {
		p.Choose(context.Background(), pos, ai.Limits{})
	}
}
