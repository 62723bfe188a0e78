package hexai

import (
	"context"
	"fmt"
	"testing"

	"stratagem/ai"
	"stratagem/board/hex"
	"stratagem/units"
)

// BenchmarkTactician times one Choose (one move) with 1, 2 and 3
// simulated rounds, from the start and from a midgame position.
func BenchmarkTactician(b *testing.B) {
	positions := []struct {
		name   string
		battle *units.Battle
	}{{"start", units.NewBattle(hex.BattleMap())}, {"mid", midBattle(b)}}
	for _, pos := range positions {
		for _, rounds := range []int{1, 2, 3} {
			b.Run(fmt.Sprintf("%s/rounds=%d", pos.name, rounds), func(b *testing.B) {
				p := Personality{Name: "bench", Aggressiveness: 0.5, Defensiveness: 0.5, Randomness: 0.1, Rounds: rounds}
				tc := NewTactician(p, NewSeededDie(1))
				evals := 0
				for b.Loop() {
					if _, _, err := tc.Choose(context.Background(), pos.battle, ai.Limits{}); err != nil {
						b.Fatal(err)
					}
					evals += tc.LastResult().Evaluations
				}
				b.ReportMetric(float64(evals)/float64(b.N), "evals/op")
			})
		}
	}
}
