package hexai

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"stratagem/ai"
	"stratagem/ai/aitest"
	"stratagem/board/hex"
	"stratagem/units"
)

func TestHPEvaluation(t *testing.T) {
	m := grass(t)
	knights := unit(t, units.Knight, units.Blue, "c3", 10)
	knights.Remainder = 2550 // 25.5 hit points lost by the top knight
	b := battle(t, m, knights, unit(t, units.Archer, units.Red, "h8", 3), unit(t, units.Flyer, units.Red, "m2", 0))
	// Blue: 128·10 − 25.5 = 1254.5; Red: 90·3 = 270; the destroyed flyer counts nothing.
	if got, want := HP(b, units.Blue), 125450-27000; got != want {
		t.Errorf("HP(blue) = %d, want %d", got, want)
	}
	if HP(b, units.Red) != -HP(b, units.Blue) {
		t.Error("HP is not zero-sum")
	}
}

func TestDamageCapabilityEvaluation(t *testing.T) {
	m := grass(t)
	m.SetTerrain(at(t, "c3"), hex.Road)
	m.SetTerrain(at(t, "h8"), hex.Shallow)
	b := battle(t, m,
		unit(t, units.Knight, units.Blue, "c3", 10),    // attack 10 + 1 (road), defence 4
		unit(t, units.Pikeman, units.Blue, "c6", 2),    // attack 10, defence 16
		unit(t, units.Archer, units.Red, "h8", 3),      // attack 8, defence 4 − 1 (shallow water)
		unit(t, units.Swordsman, units.Red, "m10", 16)) // attack 14, defence 10
	// Red's mean defence (3 + 10)/2 = 6.5:
	//   knights 10·12·(1 + 0.05·(11 − 6.5)) = 147, pikemen 2·8·(1 + 0.05·3.5) = 18.8.
	// Blue's mean defence (4 + 16)/2 = 10:
	//   archers 3·12·(1 + 0.05·(8 − 10)) = 32.4, swordsmen 16·10·(1 + 0.05·4) = 192.
	want := (14700 + 1880) - (3240 + 19200)
	if got := DamageCapability(b, units.Blue); got != want {
		t.Errorf("DamageCapability(blue) = %d, want %d", got, want)
	}
	if DamageCapability(b, units.Red) != -want {
		t.Error("DamageCapability is not zero-sum")
	}
}

func TestPositionalIsATieBreaker(t *testing.T) {
	m := grass(t)
	central := battle(t, m, unit(t, units.Knight, units.Blue, "h6", 16), unit(t, units.Knight, units.Red, "a1", 16))
	edge := battle(t, m, unit(t, units.Knight, units.Blue, "a12", 16), unit(t, units.Knight, units.Red, "a1", 16))
	eval := Positional(HP)
	if eval(central, units.Blue) <= eval(edge, units.Blue) {
		t.Error("equal strength: the army nearer the centre should score higher")
	}
	// The same position turned half round scores the same for the other side.
	rot := battle(t, m, units.Unit{Kind: units.Knight, Side: units.Red, Pos: m.Rotate180(at(t, "h6")), Fighters: 16},
		units.Unit{Kind: units.Knight, Side: units.Blue, Pos: m.Rotate180(at(t, "a1")), Fighters: 16})
	if eval(rot, units.Red) != eval(central, units.Blue) {
		t.Errorf("rotation changes the score: %d vs %d", eval(rot, units.Red), eval(central, units.Blue))
	}
	// Any strength difference outweighs any position.
	weaker := battle(t, m, unit(t, units.Knight, units.Blue, "h6", 16), unit(t, units.Knight, units.Red, "a1", 16))
	stronger := battle(t, m, unit(t, units.Knight, units.Blue, "a12", 16), units.Unit{Kind: units.Knight, Side: units.Red, Pos: at(t, "h7"), Fighters: 16, Remainder: 1})
	if eval(stronger, units.Blue) <= eval(weaker, units.Blue) {
		t.Error("a hundredth of a hit point should outweigh the position")
	}
	for _, b := range []*units.Battle{central, edge, stronger} {
		if p := Position(b, units.Blue); p <= -PositionScale/2 || p >= PositionScale/2 {
			t.Errorf("Position %d out of range", p)
		}
	}
}

// bruteForce is minimax without pruning or ordering.
func bruteForce(b *units.Battle, d int, root units.Side, eval Eval) int {
	if d == 0 || b.Outcome().Over() {
		return terminalOrEval(b, root, eval)
	}
	maximiser := b.ToMove() == root
	best := Win + 1
	if maximiser {
		best = -Win - 1
	}
	for _, a := range b.LegalActions(nil) {
		b.Apply(a)
		v := bruteForce(b, d-1, root, eval)
		b.Undo()
		if maximiser {
			best = max(best, v)
		} else {
			best = min(best, v)
		}
	}
	return best
}

func TestAlphaBetaEqualsMinimax(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	positions := 12
	if testing.Short() {
		positions = 4
	}
	for _, eval := range []Eval{Positional(HP), Positional(DamageCapability), HP} {
		for range positions {
			b := newBattle()
			for n := 30 + rng.IntN(200); n > 0 && !b.Outcome().Over(); n-- {
				randomAction(b, rng)
			}
			if b.Outcome().Over() {
				continue
			}
			root := b.ToMove()
			for _, depth := range []int{1, 2} {
				mm := Minimax{Depth: depth, Eval: eval}
				res := mm.Search(context.Background(), b, time.Time{})
				if want := bruteForce(b, depth, root, eval); res.Value != want || !res.Complete {
					t.Fatalf("depth %d at ply %d: alpha-beta %d, minimax %d", depth, b.Ply(), res.Value, want)
				}
				b.Apply(res.Action)
				if got := bruteForce(b, depth-1, root, eval); got != res.Value {
					t.Fatalf("the chosen action is worth %d, not %d", got, res.Value)
				}
				b.Undo()
			}
		}
	}
}

func TestTakesTheWinningAttack(t *testing.T) {
	b := winningAttack(t)
	for _, name := range []string{"seed-minimax", "seed-minimax-dmg"} {
		a, _, err := mustPlayer(t, name, 1).Choose(context.Background(), b, ai.Limits{})
		if err != nil {
			t.Fatal(err)
		}
		if a.Kind != units.Move || a.Target != 1 {
			t.Errorf("%s chose %s instead of the winning attack", name, b.FormatAction(a))
		}
	}
}

func TestTakesTheFreeKills(t *testing.T) {
	b := freeKills(t)
	p := mustPlayer(t, "seed-minimax", 1)
	a, _, err := p.Choose(context.Background(), b, ai.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if a.Target != 1 || a.Kind != units.Move {
		t.Errorf("chose %s, want an attack on the archers", b.FormatAction(a))
	}
	// An archer in sight of the enemy shoots rather than walks. (It might
	// wait first if it can: the shot is as good later in the round, and at
	// depth 2 waiting keeps the enemy's reply beyond the horizon.)
	b = battle(t, grass(t),
		unit(t, units.Archer, units.Blue, "c3", 16),
		unit(t, units.Knight, units.Red, "k9", 16))
	b.Apply(parse(t, b, "Rknight defends"))
	b.Apply(parse(t, b, "Barcher waits"))
	if a, _, _ := p.Choose(context.Background(), b, ai.Limits{}); a.Kind != units.Shoot {
		t.Errorf("archer chose %s, want a shot", b.FormatAction(a))
	}
}

func TestGameOverIsAnError(t *testing.T) {
	m := grass(t)
	b := battle(t, m, unit(t, units.Knight, units.Blue, "c3", 16), unit(t, units.Archer, units.Red, "d3", 0))
	for _, name := range Roster.Names() {
		if _, _, err := mustPlayer(t, name, 1).Choose(context.Background(), b, ai.Limits{}); err == nil {
			t.Errorf("%s chose an action in a finished battle", name)
		}
	}
}

func TestLegalThroughoutAIBattles(t *testing.T) {
	aitest.OneGoroutine(t)
	pairs := [][2]string{
		{"seed-minimax", "random"}, {"random", "seed-minimax-dmg"}, {"seed-minimax-dmg", "seed-minimax"},
	}
	for i, pair := range pairs {
		b := playBattle(t, mustPlayer(t, pair[0], uint64(i)), mustPlayer(t, pair[1], uint64(i)+100))
		t.Logf("%s vs %s: %v after %d rounds, %d actions", pair[0], pair[1], b.Outcome(), b.Round(), b.Ply())
	}
}

func TestDeterministicUnderSeed(t *testing.T) {
	checkSeeded(t, "seed-minimax against random", func(seed uint64) []units.Action {
		return playBattle(t, mustPlayer(t, "seed-minimax", seed), mustPlayer(t, "random", seed)).History()
	})
}

func TestCancellation(t *testing.T) {
	b := newBattle()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, name := range Roster.Names() {
		a, _, err := mustPlayer(t, name, 1).Choose(ctx, b, ai.Limits{})
		if err == nil {
			t.Errorf("%s ignored the cancelled context", name)
		}
		if !b.IsLegal(a) {
			t.Errorf("%s returned the illegal %+v when cancelled", name, a)
		}
	}
	// Cancelled while searching, from another goroutine, with the player
	// also busy on another battle: run with -race.
	after := func(i int) time.Duration { return time.Duration(i) * 100 * time.Microsecond }
	cancelWhileBusy(4, mustPlayer(t, "seed-minimax", 1), b, ai.Limits{}, after, func(a units.Action, _ error, _ time.Duration) {
		if !b.Clone().IsLegal(a) {
			t.Errorf("illegal action %+v after cancellation", a)
		}
	})
}

func TestMoveTimeStopsTheSearch(t *testing.T) {
	b := newBattle()
	p := mustPlayer(t, "seed-minimax", 1)
	a, _, err := p.Choose(context.Background(), b, ai.Limits{MoveTime: time.Nanosecond})
	if err != nil || !b.IsLegal(a) {
		t.Errorf("out of time: %+v, %v", a, err)
	}
	if r := p.(*SeedMinimax).LastResult(); r.Complete {
		t.Error("a search with a spent budget reports itself complete")
	}
}
