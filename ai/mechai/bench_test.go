package mechai

import (
	"context"
	"testing"
	"time"

	"stratagem/ai"
	"stratagem/units/mech"
)

// benchDuel returns a standard duel on the city map at the movement phase of
// turn 2 (initiative rolled), after a turn of seed against seed: every mech
// alive, the sides a few hexes apart.
func benchDuel(tb testing.TB) *mech.Duel {
	d := standardDuel(tb, "mech-city")
	seed := mustPlayer(tb, "seed", 1)
	dice := mech.NewDice(21)
	for d.Turn() < 2 || d.Phase() != mech.MovementPhase {
		if d.Outcome().Over() {
			tb.Fatal("the duel ended early")
		}
		a, _, err := seed.Choose(context.Background(), d, ai.Limits{})
		if err != nil {
			tb.Fatal(err)
		}
		d.Apply(mech.Roll(a, dice))
	}
	return d
}

// benchTurn measures all the decisions of one side in one whole turn: the
// side to move first at benchDuel plays name, the other side the seed. It
// reports the side's thinking time per turn.
func benchTurn(b *testing.B, name string) {
	base := benchDuel(b)
	side, _ := base.ToAct()
	p := mustPlayer(b, name, 1)
	other := mustPlayer(b, "seed", 2)
	ctx := context.Background()
	var thinking time.Duration
	decisions := 0
	for b.Loop() {
		d := base.Clone()
		dice := mech.NewDice(3)
		for d.Turn() == base.Turn() && !d.Outcome().Over() {
			s, _ := d.ToAct()
			var a mech.Action
			if s == side {
				start := time.Now()
				a, _, _ = p.Choose(ctx, d, ai.Limits{})
				thinking += time.Since(start)
				decisions++
			} else {
				a, _, _ = other.Choose(ctx, d, ai.Limits{})
			}
			d.Apply(mech.Roll(a, dice))
		}
	}
	b.ReportMetric(float64(thinking.Microseconds())/1000/float64(b.N), "ms/side-turn")
	b.ReportMetric(float64(decisions)/float64(b.N), "decisions/side-turn")
}

func BenchmarkSeedTurn(b *testing.B)     { benchTurn(b, "seed") }
func BenchmarkTacticalTurn(b *testing.B) { benchTurn(b, "tactical") }

// benchMove measures one Choose in the movement phase.
func benchMove(b *testing.B, name string) {
	d := benchDuel(b)
	p := mustPlayer(b, name, 1)
	ctx := context.Background()
	for b.Loop() {
		if _, _, err := p.Choose(ctx, d, ai.Limits{}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSeedMove(b *testing.B)     { benchMove(b, "seed") }
func BenchmarkTacticalMove(b *testing.B) { benchMove(b, "tactical") }
