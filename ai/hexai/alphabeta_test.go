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
	return ai.WithLimits[*units.Battle, units.Action](newAlphaBeta("alphabeta", false), ai.Limits{MoveTime: time.Minute, MaxNodes: nodes})
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
	p := newAlphaBeta("alphabeta", false)
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

// Relations is zero-sum and sees threats: at the start nobody reaches
// anybody (0); a knight set next to an enemy threatens it and is
// threatened back by a damage the formula gives.
func TestRelations(t *testing.T) {
	b := newBattle()
	if r := Relations(b, units.Blue); r != 0 || Relations(b, units.Red) != 0 {
		t.Fatalf("at the start Relations is %d, want 0 (nothing can attack in round 1)", r)
	}
	us := append([]units.Unit(nil), b.Units()...)
	us[2].Pos = us[units.ArmySize+2].Pos.Neighbour(3) // Blue's knights next to Red's knights
	if !b.Map().Terrain(us[2].Pos).Passable() {
		t.Skip("the hex beside Red's knights is not open on this map")
	}
	c, err := units.NewBattleFrom(b.Map(), us)
	if err != nil {
		t.Fatal(err)
	}
	if r, s := Relations(c, units.Blue), Relations(c, units.Red); r == 0 || r != -s {
		t.Fatalf("Relations %d for Blue, %d for Red: want non-zero and opposite", r, s)
	}
}
