package hexai

import (
	"context"
	"testing"
	"time"

	"stratagem/ai"
	"stratagem/units"
)

// newTestChampion is the champion with a fixed iteration budget and no
// clock worth speaking of, so that its searches are reproducible.
func newTestChampion(seed uint64, iters int) *ChampionPlayer {
	c := DefaultChampion(0)
	c.Iterations = iters
	return newChampionPlayer("champion", seed, c, 0)
}

// TestChampionTakesTheAttack: the champion strikes unit 1 in the battles
// of the winning attack and of the free kills.
func TestChampionTakesTheAttack(t *testing.T) {
	for _, tc := range []struct {
		what  string
		b     *units.Battle
		iters int
	}{{"the winning attack", winningAttack(t), 300}, {"the free kills", freeKills(t), 500}} {
		a, _, err := newTestChampion(1, tc.iters).Choose(context.Background(), tc.b, minute)
		if err != nil {
			t.Fatal(err)
		}
		if a.Kind != units.Move || a.Target != 1 {
			t.Errorf("chose %s instead of %s", tc.b.FormatAction(a), tc.what)
		}
	}
	// The winning attack from the Roster, with as many iterations as 100 ms
	// would give it (the clock, on a busy machine, might give fewer).
	b := winningAttack(t)
	p := mustPlayer(t, "champion", 1)
	if a, _, err := p.Choose(context.Background(), b, ai.Limits{MoveTime: time.Minute, MaxNodes: 100 * ChampionIterationsPerMs}); err != nil || a.Kind != units.Move || a.Target != 1 {
		t.Errorf("champion chose %s (%v) instead of the winning attack", b.FormatAction(a), err)
	}
}

func TestChampionReusesItsTree(t *testing.T) {
	b := newBattle()
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
