package hexai

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"stratagem/ai"
	"stratagem/board/hex"
	"stratagem/board/soak"
	"stratagem/units"
)

// newTestChampion is the champion with a fixed iteration budget and no
// clock worth speaking of, so that its searches are reproducible.
func newTestChampion(seed uint64, iters int) *ChampionPlayer {
	c := DefaultChampion(0)
	c.Iterations = iters
	return newChampionPlayer("champion", seed, c, 0)
}

func TestChampionTakesTheWinningAttack(t *testing.T) {
	m := grass(t)
	// Red's last unit is one archer within the knight's reach: the attack wins at once.
	b := battle(t, m, unit(t, units.Knight, units.Blue, "c3", 16), unit(t, units.Archer, units.Red, "f5", 1))
	a, _, err := newTestChampion(1, 300).Choose(context.Background(), b, minute)
	if err != nil {
		t.Fatal(err)
	}
	if a.Kind != units.Move || a.Target != 1 {
		t.Errorf("chose %s instead of the winning attack", b.FormatAction(a))
	}
	// The same from the Roster, with as many iterations as 100 ms would
	// give it (the clock, on a busy machine, might give fewer).
	p := mustPlayer(t, "champion", 1)
	if a, _, err := p.Choose(context.Background(), b, ai.Limits{MoveTime: time.Minute, MaxNodes: 100 * ChampionIterationsPerMs}); err != nil || a.Kind != units.Move || a.Target != 1 {
		t.Errorf("champion chose %s (%v) instead of the winning attack", b.FormatAction(a), err)
	}
}

func TestChampionTakesTheFreeKills(t *testing.T) {
	m := grass(t)
	b := battle(t, m,
		unit(t, units.Swordsman, units.Blue, "c3", 16),
		unit(t, units.Archer, units.Red, "e4", 16),
		unit(t, units.Pikeman, units.Red, "o12", 16))
	a, _, err := newTestChampion(1, 500).Choose(context.Background(), b, minute)
	if err != nil {
		t.Fatal(err)
	}
	if a.Kind != units.Move || a.Target != 1 {
		t.Errorf("chose %s, want an attack on the archers", b.FormatAction(a))
	}
}

// TestChampionLegalInSoak plays battles of the champion (40 iterations an
// action) against random players (2; 1 with -short, 100 under make soak),
// checking every action (playBattle) and that the reused tree always
// matches the battle.
func TestChampionLegalInSoak(t *testing.T) {
	n := soak.Count(1, 2, 100)
	for i := range n {
		ch, rnd := withLimits(newTestChampion(uint64(i), 40), minute), mustPlayer(t, "random", uint64(i))
		blue, red := ch, rnd
		if i%2 == 1 {
			blue, red = rnd, ch
		}
		b := playBattle(t, blue, red)
		t.Logf("battle %d: %v after %d plies", i, b.Outcome(), b.Ply())
	}
	// Mid-battle positions picked at random, searched by a fresh champion
	// and by one reusing its tree along a random battle.
	rng := rand.New(rand.NewPCG(3, 4))
	reusing := newTestChampion(9, 40)
	b := units.NewBattle(hex.BattleMap())
	for ply := 0; !b.Outcome().Over() && ply < 400; ply++ {
		a, _, err := reusing.Choose(context.Background(), b, minute)
		if err != nil || !b.IsLegal(a) {
			t.Fatalf("ply %d: %+v, %v", b.Ply(), a, err)
		}
		if ply%25 == 0 {
			if a, _, err := newTestChampion(uint64(ply), 40).Choose(context.Background(), b, minute); err != nil || !b.IsLegal(a) {
				t.Fatalf("fresh search at ply %d: %+v, %v", b.Ply(), a, err)
			}
		}
		legal := b.LegalActions(nil)
		if err := b.Play(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
}

func TestChampionReusesItsTree(t *testing.T) {
	b := units.NewBattle(hex.BattleMap())
	p := newTestChampion(1, 400)
	a, _, err := p.Choose(context.Background(), b, minute)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Play(a); err != nil {
		t.Fatal(err)
	}
	if _, _, err := p.Choose(context.Background(), b, minute); err != nil {
		t.Fatal(err)
	}
	if st := p.LastStats(); st.Reused == 0 {
		t.Error("the subtree of the action played was not reused")
	}
	// Another battle: nothing to reuse.
	other := battle(t, grass(t), unit(t, units.Knight, units.Blue, "c3", 16), unit(t, units.Archer, units.Red, "k9", 5))
	if _, _, err := p.Choose(context.Background(), other, minute); err != nil {
		t.Fatal(err)
	}
	if st := p.LastStats(); st.Reused != 0 {
		t.Errorf("reused %d visits from another battle", st.Reused)
	}
}

func TestChampionDeterministicUnderSeed(t *testing.T) {
	if testing.Short() {
		t.Skip("three battles")
	}
	checkSeeded(t, "champion against random", func(seed uint64) []units.Action {
		return playBattle(t, withLimits(newTestChampion(seed, 60), minute), mustPlayer(t, "random", seed)).History()
	})
}

func TestChampionBudget(t *testing.T) {
	b := midBattle(t)
	for _, mt := range []time.Duration{20 * time.Millisecond, 100 * time.Millisecond} {
		p := newChampionPlayer("champion", 1, DefaultChampion(0), 0) // only the clock
		start := time.Now()
		a, _, err := p.Choose(context.Background(), b, ai.Limits{MoveTime: mt})
		el := time.Since(start)
		if err != nil || !b.IsLegal(a) {
			t.Fatalf("%v: %+v, %v", mt, a, err)
		}
		// Only a very late answer is wrong: a busy machine may be late by a lot.
		if el > mt+5*time.Second {
			t.Errorf("move time %v: took %v", mt, el)
		}
		if st := p.LastStats(); st.Complete || st.Iterations == 0 {
			t.Errorf("move time %v: %+v", mt, st)
		}
	}
	// The registry's player stops at its iteration budget at the latest.
	p := mustPlayer(t, "champion", 1)
	if _, _, err := p.Choose(context.Background(), b, ai.Limits{MoveTime: 50 * time.Millisecond}); err != nil {
		t.Fatal(err)
	}
	if st := p.(*ChampionPlayer).LastStats(); st.Iterations > 50*ChampionIterationsPerMs {
		t.Errorf("beyond the iteration budget: %+v", st)
	}
}

func TestChampionCancellation(t *testing.T) {
	b := midBattle(t)
	p := mustPlayer(t, "champion", 1)
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		time.Sleep(20 * time.Millisecond)
		cancel()
	}()
	start := time.Now()
	a, _, err := p.Choose(ctx, b, minute)
	if err == nil {
		t.Error("no error after cancellation")
	}
	if !b.IsLegal(a) {
		t.Errorf("illegal %+v after cancellation", a)
	}
	if el := time.Since(start); el > 10*time.Second {
		t.Errorf("cancellation took %v", el)
	}
	if st := p.(*ChampionPlayer).LastStats(); st.Complete {
		t.Error("a cancelled search reports itself complete")
	}
}
