package hexai

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"stratagem/board/hex"
	"stratagem/units"
)

// BenchmarkSeedMCStart times one move of the seed Monte Carlo (n=100, k=10)
// from the start position and reports its playouts per second.
func BenchmarkSeedMCStart(b *testing.B) {
	benchSeedMC(b, 0)
}

// BenchmarkSeedGreedyMCStart: the same for the greedy variant (ten candidates).
func BenchmarkSeedGreedyMCStart(b *testing.B) {
	benchSeedMC(b, 10)
}

func benchSeedMC(b *testing.B, greedy int) {
	bt := units.NewBattle(hex.BattleMap())
	mc := MonteCarlo{Simulations: 100, Depth: 10, Eval: Positional(HP), Greedy: greedy}
	rng := rand.New(rand.NewPCG(1, 2))
	reportPlayouts(b, func() (int, int) {
		st := mc.Search(context.Background(), bt, time.Time{}, rng)
		return st.Simulations, st.Plies
	})
}

// reportPlayouts runs search, which returns the playouts and plies it
// played, for the benchmark and reports playouts and plies a second.
func reportPlayouts(b *testing.B, search func() (playouts, plies int)) {
	playouts, plies := 0, 0
	for b.Loop() {
		n, p := search()
		playouts += n
		plies += p
	}
	b.ReportMetric(float64(playouts)/b.Elapsed().Seconds(), "playouts/s")
	b.ReportMetric(float64(plies)/b.Elapsed().Seconds(), "plies/s")
}

// BenchmarkMCTSStart runs the "mcts" settings for 200 iterations from the
// start position and reports iterations (one playout each) per second.
func BenchmarkMCTSStart(b *testing.B) {
	benchMCTS(b, units.NewBattle(hex.BattleMap()))
}

// BenchmarkMCTSMid: the same from a battle in round 4.
func BenchmarkMCTSMid(b *testing.B) {
	benchMCTS(b, midBattle(b))
}

func benchMCTS(b *testing.B, bt *units.Battle) {
	t := DefaultMCTS(0)
	t.Iterations = 200
	rng := rand.New(rand.NewPCG(1, 2))
	reportPlayouts(b, func() (int, int) {
		st := t.Search(context.Background(), bt, time.Time{}, rng)
		return st.Iterations, st.Plies
	})
}
