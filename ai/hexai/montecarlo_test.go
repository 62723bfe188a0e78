package hexai

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"stratagem/ai"
	"stratagem/units"
)

// mcNames are the Monte Carlo players tested here.
var mcNames = []string{"seed-mc", "seed-greedy-mc", "mcts"}

func TestMCWinShare(t *testing.T) {
	c := func(sims, half int) *mcCandidate { return &mcCandidate{sims: sims, halfPoints: half} }
	for _, tc := range []struct {
		x, y *mcCandidate
		want bool
	}{
		{c(1, 2), c(1, 1), true},   // a win beats a draw
		{c(2, 3), c(1, 2), false},  // 3/4 < 1
		{c(4, 8), c(1, 2), true},   // equal shares: more simulations
		{c(1, 2), c(1, 2), false},  // a full tie keeps the earlier
		{c(1, 0), c(0, 0), true},   // simulated beats unsimulated
		{c(0, 0), c(3, 0), false},  // even when it lost
		{c(3, 1), c(10, 3), true},  // 1/6 > 3/20
		{c(10, 3), c(3, 1), false}, //
	} {
		if got := tc.x.better(tc.y); got != tc.want {
			t.Errorf("%+v better than %+v = %v", *tc.x, *tc.y, got)
		}
	}
}

func TestMCSimulationCounts(t *testing.T) {
	b := newBattle()
	legal := b.LegalActions(nil)
	rng := rand.New(rand.NewPCG(1, 1))
	mc := MonteCarlo{Simulations: 100, Depth: 10, Eval: Positional(HP)}
	st := mc.Search(context.Background(), b, time.Time{}, rng)
	if st.Candidates != len(legal) || st.Simulations != len(legal)+100 || !st.Complete {
		t.Errorf("plain: %d candidates, %d simulations, want %d and %d", st.Candidates, st.Simulations, len(legal), len(legal)+100)
	}
	if st.Plies != 10*st.Simulations { // no battle ends within 11 plies of the start
		t.Errorf("%d plies in %d simulations of depth 10", st.Plies, st.Simulations)
	}
	if !b.IsLegal(st.Action) || b.Ply() != 0 {
		t.Error("illegal action, or the battle was not restored")
	}

	mc.Greedy = 10
	st = mc.Search(context.Background(), b, time.Time{}, rng)
	if st.Candidates != 10 || st.Simulations != 110 {
		t.Errorf("greedy: %d candidates, %d simulations", st.Candidates, st.Simulations)
	}
	// The chosen action is among the ten best by the evaluation.
	eval := Positional(HP)
	var values []int
	for _, a := range legal {
		b.Apply(a)
		values = append(values, eval(b, units.Blue))
		b.Undo()
	}
	b.Apply(st.Action)
	chosen := eval(b, units.Blue)
	b.Undo()
	slices.Sort(values)
	if chosen < values[len(values)-10] {
		t.Errorf("greedy chose an action worth %d, below the ten best %v", chosen, values[len(values)-10:])
	}
}

func TestMCTSTakesTheWinningAttack(t *testing.T) {
	b := winningAttack(t)
	for _, policy := range []Policy{RandomPolicy, GreedyPolicy} {
		cfg := DefaultMCTS(0)
		cfg.Policy, cfg.Iterations = policy, 2000
		st := cfg.Search(context.Background(), b, time.Time{}, rand.New(rand.NewPCG(3, 4)))
		if st.Action.Kind != units.Move || st.Action.Target != 1 {
			t.Errorf("%v policy chose %s instead of the winning attack", policy, b.FormatAction(st.Action))
		}
		if st.Value < 0.99 {
			t.Errorf("%v policy: the winning attack is worth %.3f to Blue", policy, st.Value)
		}
	}
	// The same battle with Red to act: Red's value is its own, near 0
	// whatever it does (rewards are kept for the side that chose the edge).
	b.Apply(parse(t, b, "Bknight defends"))
	if b.ToMove() != units.Red {
		t.Fatal("want Red to act")
	}
	cfg := DefaultMCTS(0)
	cfg.Iterations = 500
	if st := cfg.Search(context.Background(), b, time.Time{}, rand.New(rand.NewPCG(3, 4))); st.Value > 0.1 {
		t.Errorf("Red's best is worth %.3f to Red", st.Value)
	}
}

func TestMCTSTakesTheFreeKills(t *testing.T) {
	b := freeKills(t)
	cfg := DefaultMCTS(0)
	cfg.Iterations = 1000
	st := cfg.Search(context.Background(), b, time.Time{}, rand.New(rand.NewPCG(5, 6)))
	if st.Action.Target != 1 || st.Action.Kind != units.Move {
		t.Errorf("chose %s, want an attack on the archers", b.FormatAction(st.Action))
	}
}

// TestMCFullBattles plays whole battles with the Monte Carlo players, the
// invariants checked after every action.
func TestMCFullBattles(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("whole battles")
	}
	for i, pair := range [][2]string{{"seed-mc", "seed-greedy-mc"}, {"random", "mcts"}} {
		var ps [2]player
		for k, name := range pair {
			ps[k] = withLimits(mustPlayer(t, name, uint64(i*2+k)), ai.Limits{MoveTime: 10 * time.Millisecond})
		}
		b := playBattle(t, ps[0], ps[1])
		t.Logf("%s vs %s: %v after %d rounds, %d actions", pair[0], pair[1], b.Outcome(), b.Round(), b.Ply())
	}
}

func TestMCBudget(t *testing.T) {
	b := midBattle(t)
	// With almost no time every player still answers legally, at once:
	// without a single playout or iteration. (Only a very late answer is
	// wrong: a busy machine may be late by a lot.)
	for _, name := range mcNames {
		p := mustPlayer(t, name, 1)
		start := time.Now()
		a, info, err := p.Choose(context.Background(), b, ai.Limits{MoveTime: time.Nanosecond})
		if err != nil || !b.IsLegal(a) {
			t.Errorf("%s out of time: %+v, %v", name, a, err)
		}
		if info.Nodes != 0 {
			t.Errorf("%s ran %d playouts or iterations with a spent budget", name, info.Nodes)
		}
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("%s took %v with a spent budget", name, d)
		}
	}
	mc := mustPlayer(t, "seed-mc", 1).(*SeedMC)
	mc.Choose(context.Background(), b, ai.Limits{MoveTime: time.Nanosecond})
	if mc.LastStats().Complete {
		t.Error("seed-mc with a spent budget reports itself complete")
	}
	// MCTS on the clock alone stops at its move time.
	p := newMCTSPlayer("mcts", 1, DefaultMCTS(0), 0)
	start := time.Now()
	if _, _, err := p.Choose(context.Background(), b, ai.Limits{MoveTime: 60 * time.Millisecond}); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 60*time.Millisecond+5*time.Second {
		t.Errorf("mcts with 60 ms took %v", d)
	}
	if st := p.LastStats(); st.Complete || st.Iterations == 0 {
		t.Errorf("mcts on the clock: %+v", st)
	}
	// With a move time the "mcts" player's iteration budget ends the search.
	q := mustPlayer(t, "mcts", 1).(*MCTSPlayer)
	q.Choose(context.Background(), b, ai.Limits{MoveTime: 10 * time.Millisecond})
	if st := q.LastStats(); st.Iterations > 10*MCTSIterationsPerMs {
		t.Errorf("mcts ran %d iterations, budget %d", st.Iterations, 10*MCTSIterationsPerMs)
	}
	// MaxNodes caps the playouts and iterations exactly, whatever the clock.
	for _, name := range append(mcNames, "champion") {
		_, info, err := mustPlayer(t, name, 1).Choose(context.Background(), b, ai.Limits{MoveTime: time.Minute, MaxNodes: 30})
		if err != nil || info.Nodes != 30 {
			t.Errorf("%s with MaxNodes 30: %d, %v", name, info.Nodes, err)
		}
	}
}

func TestMCCancellation(t *testing.T) {
	b := newBattle()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, name := range mcNames {
		a, _, err := mustPlayer(t, name, 1).Choose(ctx, b, ai.Limits{MoveTime: time.Second})
		if err == nil {
			t.Errorf("%s ignored the cancelled context", name)
		}
		if !b.IsLegal(a) {
			t.Errorf("%s returned the illegal %+v when cancelled", name, a)
		}
	}
	// Cancelled while searching, from another goroutine, with the player
	// also busy on another battle: run with -race. The clock alone would
	// take a minute.
	for _, name := range mcNames {
		p := mustPlayer(t, name, 1)
		if m, ok := p.(*MCTSPlayer); ok {
			m.perMs = 0
		}
		if m, ok := p.(*SeedMC); ok {
			m.mc.Simulations = 1 << 30
		}
		after := func(i int) time.Duration { return time.Duration(i+1) * 5 * time.Millisecond }
		cancelWhileBusy(3, p, b, minute, after, func(a units.Action, err error, took time.Duration) {
			if err == nil || !b.Clone().IsLegal(a) {
				t.Errorf("%s: %+v, %v after cancellation", name, a, err)
			}
			if took > 10*time.Second {
				t.Errorf("%s took %v to notice the cancellation", name, took)
			}
		})
	}
}

func TestMCDeterministicUnderSeed(t *testing.T) {
	positions := soakPositions(t, 6)
	for _, name := range mcNames {
		checkSeeded(t, name, func(seed uint64) []units.Action {
			// Time enough to finish even under the race detector: the
			// work, not the clock, ends every search.
			p := mustPlayer(t, name, seed)
			if m, ok := p.(*MCTSPlayer); ok {
				m.t.Iterations = 100
			}
			var out []units.Action
			for _, b := range positions {
				a, _, err := p.Choose(context.Background(), b, minute)
				if err != nil {
					t.Fatal(err)
				}
				out = append(out, a)
			}
			return out
		})
	}
}
