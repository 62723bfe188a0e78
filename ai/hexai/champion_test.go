package hexai

import (
	"context"
	"testing"
	"time"

	"stratagem/ai"
	"stratagem/board/hex"
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
		// Only the clock can end this search (no iteration budget): that it
		// returns, and says it was stopped, is the test. How late it is on a
		// busy machine is not (benchmarks and arena show the times).
		p := newChampionPlayer("champion", 1, DefaultChampion(0), 0)
		a, _, err := p.Choose(context.Background(), b, ai.Limits{MoveTime: mt})
		if err != nil || !b.IsLegal(a) {
			t.Fatalf("%v: %+v, %v", mt, a, err)
		}
		if st := p.LastStats(); st.Complete {
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
	// A search that ignored the cancellation would run its minute's
	// iteration budget to the end and report itself complete.
	a, _, err := p.Choose(ctx, b, minute)
	if err == nil {
		t.Error("no error after cancellation")
	}
	if !b.IsLegal(a) {
		t.Errorf("illegal %+v after cancellation", a)
	}
	if st := p.(*ChampionPlayer).LastStats(); st.Complete {
		t.Error("a cancelled search reports itself complete")
	}
}

// TestRelativeScoring: scored relatively, a playout that ends drawn is
// worth giving up the lead (almost nothing to a side far ahead, almost
// everything to a side far behind), and one cut where the search began is
// worth one half whatever the lead; scored by the lead, a draw is worth
// one half and the cut playout what the lead is worth.
func TestRelativeScoring(t *testing.T) {
	few, err := units.ParseArmy("pikeman:1 swordsman:1 knight:1 archer:1 flyer:1")
	if err != nil {
		t.Fatal(err)
	}
	drawn, err := units.NewBattleWithArmies(hex.BattleMap(), [units.NumSides]units.Army{units.StandardArmy(), few})
	if err != nil {
		t.Fatal(err)
	}
	start := drawn.Clone()
	for !drawn.Outcome().Over() {
		if err := drawn.Play(units.Action{Kind: units.Defend}); err != nil {
			t.Fatal(err)
		}
	}
	lead := HP(start, units.Blue) // 8384 − 524 hit points, in hundredths
	if lead != (8384-524)*units.Hundredths || !drawn.Outcome().Draw {
		t.Fatalf("lead %d, %v", lead, drawn.Outcome())
	}
	m := DefaultMCTS(0)
	m.PlayoutDepth = 0 // score where it stands
	for _, c := range []struct {
		relative bool
		b        *units.Battle
		min, max float64
	}{
		{false, drawn, 0.5, 0.5},
		{false, start, 0.999, 1},
		{true, drawn, 0, 0.001},
		{true, start, 0.5, 0.5},
	} {
		m.Relative, m.base = c.relative, lead
		if _, blue := m.playout(c.b, nil); blue < c.min || blue > c.max {
			t.Errorf("relative %v, %v: Blue's reward %v, want %v to %v", c.relative, c.b.Outcome(), blue, c.min, c.max)
		}
		// Seen from Red, far behind: a draw is nearly a win.
		m.base = -lead
		if _, blue := m.playout(c.b, nil); c.relative && c.b == drawn && blue < 0.999 {
			t.Errorf("a draw from far behind: Blue's reward %v", blue)
		}
	}
}

// TestChampionPressesWhenAhead: eight rounds have passed without a fighter
// lost and the champion's knights and swordsmen far outweigh Red's
// pikemen and flyers; it must strike within the two rounds left and go on
// to win, not let the battle go quiet.
func TestChampionPressesWhenAhead(t *testing.T) {
	for seed := uint64(1); seed <= 2; seed++ {
		b := battle(t, grass(t),
			unit(t, units.Knight, units.Blue, "i10", 16),
			unit(t, units.Swordsman, units.Blue, "b3", 16),
			unit(t, units.Pikeman, units.Red, "n10", 6),
			unit(t, units.Flyer, units.Red, "n2", 2))
		for b.QuietRoundsSoFar() < units.QuietRounds-2 {
			if err := b.Play(units.Action{Kind: units.Defend}); err != nil {
				t.Fatal(err)
			}
		}
		fight(t, b, newTestChampion(seed, 300), mustPlayer(t, "seed-minimax", seed))
		if o := b.Outcome(); o.Draw || o.Winner != units.Blue {
			t.Errorf("seed %d: %v after round %d", seed, o, b.Round())
		}
	}
}

// TestChampionStartsAfreshAfterBigLosses: the tree is kept while the hit
// points stay within Scale of where it was started, and dropped after a
// strike that moved them further.
func TestChampionStartsAfreshAfterBigLosses(t *testing.T) {
	// Fifty flyers act first and can cut down many of Red's forty archers,
	// who never strike back; Blue's swordsmen act next.
	b := battle(t, grass(t),
		unit(t, units.Flyer, units.Blue, "c3", 50),
		unit(t, units.Swordsman, units.Blue, "a1", 10),
		unit(t, units.Archer, units.Red, "e4", 40))
	for _, c := range []struct {
		what   string
		reused bool
	}{{"relative", false}, {"by the lead", true}} {
		p := newTestChampion(1, 400)
		p.c.Relative = c.what == "relative"
		b := b.Clone()
		a, _, err := p.Choose(context.Background(), b, minute)
		if err != nil {
			t.Fatal(err)
		}
		before, played := HP(b, units.Blue), b.FormatAction(a)
		if err := b.Play(a); err != nil {
			t.Fatal(err)
		}
		if moved := HP(b, units.Blue) - before; moved <= int(p.c.Scale) || b.ToMove() != units.Blue {
			t.Fatalf("the champion's action %s moved the hit points by %d only, or Red is to move", played, moved)
		}
		kept := p.c.root.childFor(a).visits
		if _, _, err := p.Choose(context.Background(), b, minute); err != nil {
			t.Fatal(err)
		}
		if st := p.LastStats(); kept == 0 || (st.Reused != 0) != c.reused {
			t.Errorf("%s: reused %d of %d visits after the hit points moved by more than the scale", c.what, st.Reused, kept)
		}
	}
}

// childFor returns the node below n's edge of action a, or nil.
func (n *mctsNode) childFor(a units.Action) *mctsNode {
	for i := range n.children {
		if n.children[i].a == a {
			return n.children[i].child
		}
	}
	return nil
}
