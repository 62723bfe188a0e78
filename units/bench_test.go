package units_test

import (
	"math/rand/v2"
	"testing"

	"stratagem/board/hex"
	"stratagem/units"
	"stratagem/units/internal/gametest"
)

func benchLegal(b *testing.B, bt *units.Battle) {
	buf := make([]units.Action, 0, 512)
	n := 0
	for b.Loop() {
		n += len(bt.LegalActions(buf[:0]))
	}
	b.ReportMetric(float64(n)/float64(b.N), "actions/op")
}

func BenchmarkLegalActionsStart(b *testing.B) { benchLegal(b, units.NewBattle(hex.BattleMap())) }
func BenchmarkLegalActionsMid(b *testing.B)   { benchLegal(b, midBattle(b)) }

func BenchmarkApplyUndo(b *testing.B) {
	bt := midBattle(b)
	gametest.BenchApplyUndo(b, bt, bt.LegalActions(nil))
}

func BenchmarkHash(b *testing.B) { gametest.BenchHash(b, midBattle(b)) }

func BenchmarkRandomBattle(b *testing.B) {
	rng := rand.New(rand.NewPCG(13, 14))
	m := hex.BattleMap()
	buf := make([]units.Action, 0, 512)
	for b.Loop() {
		bt := units.NewBattle(m)
		for !bt.Outcome().Over() {
			buf = bt.LegalActions(buf[:0])
			bt.Apply(buf[rng.IntN(len(buf))])
		}
	}
}
