package hexai

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"stratagem/board/hex"
	"stratagem/units"
)

func midBattle(tb testing.TB) *units.Battle {
	rng := rand.New(rand.NewPCG(11, 12))
	b := units.NewBattle(hex.BattleMap())
	for b.Round() < 4 && !b.Outcome().Over() {
		legal := b.LegalActions(nil)
		b.Apply(legal[rng.IntN(len(legal))])
	}
	return b
}

func benchMinimax(b *testing.B, bt *units.Battle, eval Eval) {
	mm := Minimax{Depth: 2, Eval: eval}
	nodes := 0
	for b.Loop() {
		nodes += mm.Search(context.Background(), bt, time.Time{}).Nodes
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}

// BenchmarkSeedMinimax* time one depth-2 search, i.e. one move of the seed AI.
func BenchmarkSeedMinimaxStart(b *testing.B) {
	benchMinimax(b, units.NewBattle(hex.BattleMap()), Positional(HP))
}
func BenchmarkSeedMinimaxMid(b *testing.B) { benchMinimax(b, midBattle(b), Positional(HP)) }
func BenchmarkSeedMinimaxDmgMid(b *testing.B) {
	benchMinimax(b, midBattle(b), Positional(DamageCapability))
}

func BenchmarkEvalHP(b *testing.B) {
	bt, e := midBattle(b), Positional(HP)
	for b.Loop() {
		e(bt, units.Blue)
	}
}

func BenchmarkEvalDamage(b *testing.B) {
	bt, e := midBattle(b), Positional(DamageCapability)
	for b.Loop() {
		e(bt, units.Blue)
	}
}
