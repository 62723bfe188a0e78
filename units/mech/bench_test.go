package mech_test

import (
	"math/rand/v2"
	"testing"

	"stratagem/units/internal/gametest"
	"stratagem/units/mech"
)

// movementDuel returns a standard duel on the city map at the movement
// phase of turn 3, after random play.
func movementDuel(tb testing.TB) *mech.Duel {
	rng := rand.New(rand.NewPCG(11, 12))
	d, err := mech.New(mechMap(tb, "mech-city"), mech.StandardPair, []mech.DesignID{mech.Kestrel, mech.Juggernaut})
	if err != nil {
		tb.Fatal(err)
	}
	dice := mech.NewDice(13)
	for d.Turn() < 3 || d.Phase() != mech.MovementPhase {
		legal := d.LegalActions(nil)
		d.Apply(mech.Roll(legal[rng.IntN(len(legal))], dice))
	}
	return d
}

func BenchmarkLegalActionsMovement(b *testing.B) {
	d := movementDuel(b)
	buf := make([]mech.Action, 0, 4096)
	n := 0
	for b.Loop() {
		n += len(d.LegalActions(buf[:0]))
	}
	b.ReportMetric(float64(n)/float64(b.N), "actions/op")
}

// One A* search for a far reachable node of a running mech.
func BenchmarkAStar(b *testing.B) {
	d := movementDuel(b)
	id := d.Active()
	moves := d.Moves(id, mech.Run, nil)
	goal := moves[len(moves)-1] // the dearest node
	b.ResetTimer()
	for b.Loop() {
		if _, ok := d.MovePath(goal); !ok {
			b.Fatal("no path")
		}
	}
}

// Explore: every node a running mech can reach (what LegalActions does per
// mode).
func BenchmarkExploreRun(b *testing.B) {
	d := movementDuel(b)
	id := d.Active()
	buf := make([]mech.Action, 0, 2048)
	n := 0
	for b.Loop() {
		n += len(d.Moves(id, mech.Run, buf[:0]))
	}
	b.ReportMetric(float64(n)/float64(b.N), "nodes/op")
}

func BenchmarkApplyUndo(b *testing.B) {
	d := movementDuel(b)
	legal := d.LegalActions(nil)
	dice := mech.NewDice(1)
	for i := range legal {
		legal[i] = mech.Roll(legal[i], dice)
	}
	gametest.BenchApplyUndo(b, d, legal)
}

func BenchmarkHash(b *testing.B) { gametest.BenchHash(b, movementDuel(b)) }

// A whole duel of random legal actions.
func BenchmarkRandomDuel(b *testing.B) {
	rng := rand.New(rand.NewPCG(13, 14))
	m := mechMap(b, "mech-city")
	buf := make([]mech.Action, 0, 4096)
	dice := mech.NewDice(15)
	for b.Loop() {
		d, _ := mech.New(m, mech.StandardPair, mech.StandardPair)
		for !d.Outcome().Over() {
			buf = d.LegalActions(buf[:0])
			d.Apply(mech.Roll(buf[rng.IntN(len(buf))], dice))
		}
	}
}
