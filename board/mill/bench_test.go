package mill_test

import (
	"testing"

	"stratagem/board/mill"
)

func BenchmarkLegalMoves(b *testing.B) {
	positions := []struct{ name, pos string }{
		{"placing", "blue: a1 d1 d6 c3 e4; red: b2 g7 f4 d5 a4; hand: 4 4; turn: blue"},
		{"moving", gamePlaced},
		{"flying", "blue: a1 d1 e5; red: b2 d2 f2 b4 g7 c5 e3; hand: 0 0; turn: blue"},
	}
	for _, tc := range positions {
		var p *mill.Position
		if tc.name == "moving" {
			p = mustGame(b, tc.pos)
		} else {
			p = mustPos(b, tc.pos)
		}
		b.Run(tc.name, func(b *testing.B) {
			buf := make([]mill.Move, 0, 128)
			n := 0
			for b.Loop() {
				buf = p.LegalMoves(buf[:0])
				n = len(buf)
			}
			b.ReportMetric(float64(n), "moves")
		})
	}
}

func BenchmarkApplyUndo(b *testing.B) {
	p := mustGame(b, gamePlaced+" d2-d3 e3-e4")
	ms := p.LegalMoves(nil)
	if len(ms) == 0 {
		b.Fatal("no legal moves")
	}
	i := 0
	for b.Loop() {
		p.Apply(ms[i])
		p.Undo()
		if i++; i == len(ms) {
			i = 0
		}
	}
}

// BenchmarkLegalMovesVariants generates the moves of each variant in a
// position of its placing (Lasker Morris: placements and moves) and of
// its moving phase, reached by seeded random moves (the first seed whose
// game is still going on).
func BenchmarkLegalMovesVariants(b *testing.B) {
	for _, v := range mill.Variants() {
		for _, stage := range []struct {
			name  string
			plies int
		}{{"placing", v.Pieces()}, {"moving", 2*v.Pieces() + 6}} {
			p := v.NewGame()
			for seed := uint64(5); p.Ply() < stage.plies || p.Outcome().Over(); seed++ {
				p = v.NewGame()
				playRandom(p, newRand(seed), stage.plies)
			}
			b.Run(v.Short()+"/"+stage.name, func(b *testing.B) {
				buf := make([]mill.Move, 0, 256)
				n := 0
				for b.Loop() {
					buf = p.LegalMoves(buf[:0])
					n = len(buf)
				}
				b.ReportMetric(float64(n), "moves")
			})
		}
	}
}
