package hexai

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"stratagem/board/hex"
	"stratagem/units"
)

// benchChampion times champion searches of a fixed iteration budget (no
// tree reuse: a fresh tree each time) or, with iters 0, of a move time.
func benchChampion(b *testing.B, bt *units.Battle, iters int, moveTime time.Duration) {
	benchChampionWiden(b, bt, iters, moveTime, DefaultChampion(0).Widen)
}

func benchChampionWiden(b *testing.B, bt *units.Battle, iters int, moveTime time.Duration, widen float64) {
	its, plies, depth := 0, 0, 0
	rng := rand.New(rand.NewPCG(1, 2))
	start := time.Now()
	for b.Loop() {
		c := DefaultChampion(0)
		c.Iterations, c.Widen = iters, widen
		var deadline time.Time
		if moveTime > 0 {
			deadline = time.Now().Add(moveTime)
		}
		st := c.Search(context.Background(), bt, deadline, rng)
		its += st.Iterations
		plies += st.Plies
		depth = max(depth, st.MaxDepth)
	}
	sec := time.Since(start).Seconds()
	b.ReportMetric(float64(its)/sec, "iterations/s")
	b.ReportMetric(float64(plies)/sec, "plies/s")
	b.ReportMetric(float64(its)/float64(b.N), "iterations/op")
	b.ReportMetric(float64(depth), "maxdepth")
}

// BenchmarkChampion{Start,Mid}: 1000 iterations, the budget of a 200 ms move.
func BenchmarkChampionStart(b *testing.B) {
	benchChampion(b, units.NewBattle(hex.BattleMap()), 1000, 0)
}
func BenchmarkChampionMid(b *testing.B) { benchChampion(b, midBattle(b), 1000, 0) }

// BenchmarkChampion1s{Start,Mid}: what one second of search reaches (run
// with -benchtime 3x).
func BenchmarkChampion1sStart(b *testing.B) {
	benchChampion(b, units.NewBattle(hex.BattleMap()), 0, time.Second)
}
func BenchmarkChampion1sMid(b *testing.B) { benchChampion(b, midBattle(b), 0, time.Second) }

// BenchmarkChampionNoWiden{Start,Mid}: the same 1000 iterations without
// progressive widening, for the depth the widening buys.
func BenchmarkChampionNoWidenStart(b *testing.B) {
	benchChampionWiden(b, units.NewBattle(hex.BattleMap()), 1000, 0, 0)
}
func BenchmarkChampionNoWidenMid(b *testing.B) { benchChampionWiden(b, midBattle(b), 1000, 0, 0) }
