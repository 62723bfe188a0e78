package hexai

import (
	"context"
	"testing"
	"time"

	"stratagem/ai"
	"stratagem/ai/aitest"
	"stratagem/board/hex"
	"stratagem/units"
)

// bounded returns the alpha-beta player cut to a fixed number of positions
// an action, so that it plays the same on any machine.
func bounded(nodes int64) player {
	return ai.WithLimits[*units.Battle, units.Action](newAlphaBeta("alphabeta", nil), ai.Limits{MoveTime: time.Minute, MaxNodes: nodes})
}

// The alpha-beta player plays whole battles legally and beats random ones.
func TestAlphaBetaBeatsRandom(t *testing.T) {
	aitest.OneGoroutine(t)
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
	p := newAlphaBeta("alphabeta", nil)
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

// knightsSideBySide returns b's units with Blue's knights (stack 2) moved
// beside Red's knights.
func knightsSideBySide(t *testing.T, b *units.Battle) []units.Unit {
	t.Helper()
	us := append([]units.Unit(nil), b.Units()...)
	us[2].Pos = us[units.ArmySize+2].Pos.Neighbour(3)
	if us[2].Kind != units.Knight || us[units.ArmySize+2].Kind != units.Knight {
		t.Fatalf("stacks 2 are %v and %v, not knights", us[2].Kind, us[units.ArmySize+2].Kind)
	}
	if !b.Map().Terrain(us[2].Pos).Passable() {
		t.Fatalf("the hex beside Red's knights, %v, is not open", us[2].Pos)
	}
	return us
}

// Relations is zero-sum and sees threats: at the start nobody reaches
// anybody (0); a knight set next to an enemy threatens it and is
// threatened back by a damage the formula gives.
func TestRelations(t *testing.T) {
	b := newBattle()
	if r := Relations(b, units.Blue); r != 0 || Relations(b, units.Red) != 0 {
		t.Fatalf("at the start Relations is %d, want 0 (nothing can attack in round 1)", r)
	}
	us := knightsSideBySide(t, b)
	c, err := units.NewBattleFrom(b.Map(), us)
	if err != nil {
		t.Fatal(err)
	}
	if r, s := Relations(c, units.Blue), Relations(c, units.Red); r == 0 || r != -s {
		t.Fatalf("Relations %d for Blue, %d for Red: want non-zero and opposite", r, s)
	}
}

// FirstStrikes counts a blow only for the side that lands it first: with
// Blue's knights beside Red's, Blue (first among equal initiatives in round
// 1) holds the knights' blow; once Blue's knights have acted, Red's knights
// strike first and the blow changes hands. It is zero-sum, and zero at the
// start, where nobody reaches anybody.
func TestFirstStrikes(t *testing.T) {
	b := newBattle()
	if r := FirstStrikes(b, units.Blue); r != 0 || FirstStrikes(b, units.Red) != 0 {
		t.Fatalf("at the start FirstStrikes is %d, want 0", r)
	}
	us := knightsSideBySide(t, b)
	fresh, err := units.NewBattleFrom(b.Map(), us)
	if err != nil {
		t.Fatal(err)
	}
	us[2].Acted = true
	acted, err := units.NewBattleFrom(b.Map(), us)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []*units.Battle{fresh, acted} {
		if r, s := FirstStrikes(c, units.Blue), FirstStrikes(c, units.Red); r != -s {
			t.Fatalf("FirstStrikes %d for Blue, %d for Red: want opposite", r, s)
		}
	}
	f, a := FirstStrikes(fresh, units.Blue), FirstStrikes(acted, units.Blue)
	if f <= 0 || a >= f {
		t.Fatalf("Blue's first strikes %d with its knights yet to act, %d once they acted: want positive, then less", f, a)
	}
	// Each knights' blow is counted by what it wins over the retaliation,
	// and changes hands whole: Blue's gain goes, Red's comes.
	m := b.Map()
	blue := units.PredictBlow(us[2], us[units.ArmySize+2], hex.Grass, m.Terrain(us[units.ArmySize+2].Pos), true)
	red := units.PredictBlow(us[units.ArmySize+2], us[2], hex.Grass, m.Terrain(us[2].Pos), true)
	gb, gr := blue.Damage-blue.RetaliationDamage, red.Damage-red.RetaliationDamage
	if gb <= 0 || gr <= 0 || f-a < gb+gr {
		t.Fatalf("the knights' blows gain %d (Blue) and %d (Red); the first strikes moved by %d", gb, gr, f-a)
	}
}

// strikesFirst is the order of the next blows: the unit to act now, then
// the units yet to act this round in the round's order, then those that
// have acted, in the next round's order.
func TestStrikesFirst(t *testing.T) {
	knight := func(side units.Side, acted bool) *units.Unit {
		return &units.Unit{Kind: units.Knight, Side: side, Fighters: 1, Acted: acted}
	}
	flyer := &units.Unit{Kind: units.Flyer, Side: units.Red, Fighters: 1}
	for _, c := range []struct {
		name          string
		round, active int
		u, e          *units.Unit
		want          bool
	}{
		{"u acts now", 1, 0, knight(units.Red, false), flyer, true},
		{"e acts now", 1, 1, flyer, knight(units.Red, false), false},
		{"u yet to act, e acted", 1, -1, knight(units.Red, false), knight(units.Blue, true), true},
		{"u acted, e yet to act", 1, -1, knight(units.Blue, true), knight(units.Red, false), false},
		{"higher initiative first", 1, -1, knight(units.Blue, false), flyer, false},
		{"equal initiative, odd round: Blue", 1, -1, knight(units.Blue, false), knight(units.Red, false), true},
		{"equal initiative, even round: Red", 2, -1, knight(units.Blue, false), knight(units.Red, false), false},
		{"both acted: the next round's order", 1, -1, knight(units.Blue, true), knight(units.Red, true), false},
		{"both acted, even round", 2, -1, knight(units.Blue, true), knight(units.Red, true), true},
	} {
		if got := strikesFirst(c.round, c.active, c.u, 0, c.e, 1); got != c.want {
			t.Errorf("%s: strikesFirst %v, want %v", c.name, got, c.want)
		}
	}
}
