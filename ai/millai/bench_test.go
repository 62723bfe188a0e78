package millai

import (
	"context"
	"testing"
	"time"

	"stratagem/ai"
	"stratagem/ai/search"
	"stratagem/board/mill"
)

// benchSearch runs one-second searches from pos and reports the search
// speed and the depth reached (the budget is fixed, so ns/op is ~1 s).
func benchSearch(b *testing.B, pos *mill.Position) {
	var nodes int64
	var depth int
	var elapsed time.Duration
	for range b.N {
		s := search.New[mill.Move](search.Config{TableEntries: 1 << 20, QuiescenceDepth: 4})
		_, info, err := s.Search(context.Background(), newSearchState(pos.Clone(), 0), ai.Limits{MoveTime: time.Second})
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

func BenchmarkAlphaBetaStart(b *testing.B) { benchSearch(b, mill.NewGame()) }

func BenchmarkAlphaBetaMidgame(b *testing.B) { benchSearch(b, midgame(b)) }

// BenchmarkAlphaBetaFixedDepth measures the time for a fixed-depth search
// from the midgame position, for comparing search changes.
func BenchmarkAlphaBetaFixedDepth(b *testing.B) {
	pos := midgame(b)
	var nodes int64
	for range b.N {
		s := search.New[mill.Move](search.Config{TableEntries: 1 << 18, QuiescenceDepth: 4})
		_, info, _ := s.Search(context.Background(), newSearchState(pos.Clone(), 0), ai.Limits{MaxDepth: 7})
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
