package hexai

import (
	"context"
	"testing"
	"time"

	"stratagem/ai"
	"stratagem/units"
)

// bounded returns the alpha-beta player cut to a fixed number of positions
// an action, so that it plays the same on any machine.
func bounded(nodes int64) player {
	return ai.WithLimits[*units.Battle, units.Action](newAlphaBeta("alphabeta"), ai.Limits{MoveTime: time.Minute, MaxNodes: nodes})
}

// The alpha-beta player plays whole battles legally and beats random ones.
func TestAlphaBetaBeatsRandom(t *testing.T) {
	points := 0
	for i := range 4 {
		_, _, pts := swappedBattle(t, i, bounded(4000), mustPlayer(t, "random", uint64(i)))
		points += pts
	}
	if points < 7 {
		t.Fatalf("alpha-beta scored %d of 8 points against random", points)
	}
}

// Deeper is not worse: with ten times the positions it looks further.
func TestAlphaBetaDeepens(t *testing.T) {
	b := newBattle()
	p := newAlphaBeta("alphabeta")
	for _, nodes := range []int64{2000, 20000} {
		p.NewGame()
		if _, _, err := p.Choose(context.Background(), b, ai.Limits{MoveTime: time.Minute, MaxNodes: nodes}); err != nil {
			t.Fatal(err)
		}
		t.Logf("%d positions: depth %d", nodes, p.LastInfo().Depth)
	}
	p.NewGame()
	p.Choose(context.Background(), b, ai.Limits{MoveTime: time.Minute, MaxDepth: 2})
	if d := p.LastInfo().Depth; d != 2 {
		t.Fatalf("MaxDepth 2 searched %d plies", d)
	}
	if _, _, err := p.Choose(context.Background(), b, ai.Limits{MoveTime: time.Minute, MaxNodes: 20000}); err != nil || p.LastInfo().Depth < 3 {
		t.Fatalf("20 000 positions reached depth %d (%v)", p.LastInfo().Depth, err)
	}
}
