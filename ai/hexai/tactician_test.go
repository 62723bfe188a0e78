package hexai

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"stratagem/ai"
	"stratagem/board/hex"
	"stratagem/units"
)

// quiet is a value logic without noise.
func quiet(aggr, def float64) ValueLogic {
	return ValueLogic{Aggressiveness: aggr, Defensiveness: def, Randomness: 0.5, Die: FixedDie(0.5)}
}

// tacticianValue returns the value the tactician gives action a of b's
// active unit with the given number of simulated rounds.
func tacticianValue(tb testing.TB, b *units.Battle, logic ValueLogic, rounds int, a units.Action) float64 {
	tb.Helper()
	if !b.IsLegal(a) {
		tb.Fatalf("%+v is not legal", a)
	}
	s := tacticianSearch{ctx: context.Background(), logic: &logic, levels: make([]searchLevel, rounds)}
	s.sim.load(b)
	s.los.reset(b.Map())
	_, v, done := s.simulateTurn(b.Active(), rounds-1, 0, []units.Action{a})
	if !done {
		tb.Fatal("the search stopped")
	}
	return v
}

// choose returns the tactician's choice with the given parameters and no noise.
func choose(tb testing.TB, b *units.Battle, aggr, def float64, rounds int) units.Action {
	tb.Helper()
	p := Personality{Name: "test", Aggressiveness: aggr, Defensiveness: def, Randomness: 0.5, Rounds: rounds}
	a, _, err := NewTactician(p, FixedDie(0.5)).Choose(context.Background(), b, minute)
	if err != nil {
		tb.Fatal(err)
	}
	if !b.IsLegal(a) {
		tb.Fatalf("illegal choice %+v", a)
	}
	return a
}

// randomBattles returns positions reached by random play on the battle map.
func randomBattles(tb testing.TB, n int, seed uint64) []*units.Battle {
	rng := rand.New(rand.NewPCG(seed, 1))
	var out []*units.Battle
	for len(out) < n {
		b := newBattle()
		for k := rng.IntN(250); k > 0 && !b.Outcome().Over(); k-- {
			randomAction(b, rng)
		}
		if !b.Outcome().Over() {
			out = append(out, b)
		}
	}
	return out
}

// The simulation's combinations are the legal actions, "end" (Defend)
// left out while the unit can wait — also after simulated actions, which
// move units and use their actions as the battle does (without losses).
func TestTacticianCombinationsAreTheLegalActions(t *testing.T) {
	var s simulation
	var los losTable
	for _, b := range randomBattles(t, 40, 3) {
		los.reset(b.Map())
		s.load(b)
		check := func() {
			legal := b.LegalActions(nil)
			want := slices.DeleteFunc(legal, func(a units.Action) bool {
				return a.Kind == units.Defend && !b.Unit(b.Active()).Waited
			})
			if got := s.combinations(b.Active(), &los, nil); !slices.Equal(got, want) {
				t.Fatalf("ply %d: combinations\n%v\nlegal\n%v", b.Ply(), got, want)
			}
		}
		check()
		// Follow a few non-attacking actions in both: the copies stay equal.
		for range 5 {
			var next units.Action
			for _, a := range b.LegalActions(nil) {
				if !a.Attacks() {
					next = a
				}
			}
			id := b.Active()
			s.apply(id, next)
			b.Apply(next)
			if b.Outcome().Over() {
				break
			}
			if b.Active() == -1 || b.Round() != s.round {
				break
			}
			if got := s.nextOf(b.ToMove()); got != b.Active() {
				t.Fatalf("simulation says unit %d acts next, the battle %d", got, b.Active())
			}
			check()
		}
	}
}

func TestTacticianAttackValue(t *testing.T) {
	m := grass(t)
	weak := unit(t, units.Pikeman, units.Red, "d3", 3)
	weak.Remainder = 5000 // earlier attacks left 3 fighters, the top one 50 hit points down
	cases := []struct {
		name          string
		better, worse units.Unit
		betterCount   int // attackedCount of the better target
		worseCount    int
	}{
		{"weak, already attacked pikemen before fresh ones", weak, unit(t, units.Pikeman, units.Red, "c4", 16), 0, 0},
		{"a fresh unit before one attacked twice in the simulation",
			unit(t, units.Pikeman, units.Red, "c4", 16), unit(t, units.Pikeman, units.Red, "d3", 16), 0, 2},
		{"archers (no retaliation) before swordsmen",
			unit(t, units.Archer, units.Red, "d3", 16), unit(t, units.Swordsman, units.Red, "c4", 16), 0, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := battle(t, m, unit(t, units.Swordsman, units.Blue, "c3", 16), c.better, c.worse)
			var s simulation
			s.load(b)
			s.us[1].attackedCount, s.us[2].attackedCount = c.betterCount, c.worseCount
			for _, l := range []ValueLogic{quiet(0.9, 0.1), quiet(0.5, 0.5), quiet(0.1, 0.9)} {
				vb := l.attackValue(m, s.us[0], s.us[0].Pos, s.us[1], true)
				vw := l.attackValue(m, s.us[0], s.us[0].Pos, s.us[2], true)
				if vb <= vw {
					t.Errorf("aggressive %g: %v is worth %.3f, %v %.3f", l.Aggressiveness, c.better.Kind, vb, c.worse.Kind, vw)
				}
			}
			if c.betterCount == 0 && c.worseCount == 0 {
				if a := choose(t, b, 0.5, 0.5, 1); a.Target != 1 {
					t.Errorf("chose %s", b.FormatAction(a))
				}
			}
		})
	}
	// Aggressiveness raises an attack's value; defensiveness weighs the retaliation.
	b := battle(t, m, unit(t, units.Swordsman, units.Blue, "c3", 16), unit(t, units.Knight, units.Red, "d3", 16))
	var s simulation
	s.load(b)
	la, ld := quiet(0.9, 0.1), quiet(0.1, 0.9)
	va := la.attackValue(m, s.us[0], s.us[0].Pos, s.us[1], true)
	vd := ld.attackValue(m, s.us[0], s.us[0].Pos, s.us[1], true)
	if va <= 0 || vd >= 0 {
		t.Errorf("an even trade: aggressive values it %.3f, defensive %.3f", va, vd)
	}
}

func TestTacticianPersonalitiesMoveDifferently(t *testing.T) {
	m := grass(t)
	// The swordsmen (initiative 4) act before the knights (2), which can
	// strike any hex within 6 of h6: the swordsmen on c6, 5 away, can walk
	// out of that reach (to a6, 7 away) or towards the knights.
	b := battle(t, m, unit(t, units.Swordsman, units.Blue, "c6", 16), unit(t, units.Knight, units.Red, "h6", 16))
	knights := at(t, "h6")
	for _, p := range TacticianPersonalities() {
		if p.Name != "berserker" && p.Name != "guardian" {
			continue
		}
		for rounds := 1; rounds <= 2; rounds++ {
			a := choose(t, b, p.Aggressiveness, p.Defensiveness, rounds)
			d := hex.Distance(a.To, knights)
			switch p.Name {
			case "guardian":
				if d < 7 {
					t.Errorf("guardian, %d rounds: %s stays within the knights' reach", rounds, b.FormatAction(a))
				}
			case "berserker":
				if d >= 5 {
					t.Errorf("berserker, %d rounds: %s does not advance", rounds, b.FormatAction(a))
				}
			}
		}
	}
}

func TestTacticianWaitsRatherThanEnds(t *testing.T) {
	m := grass(t)
	// The pikemen on e5 are walled in by deep water, in sight of the archers:
	// they can only wait or defend, and defending is worth more (+1 defence
	// against the arrows), yet the tactician waits while it can.
	for _, n := range at(t, "e5").Neighbours() {
		m.SetTerrain(n, hex.Deep)
	}
	b := battle(t, m, unit(t, units.Pikeman, units.Blue, "e5", 16), unit(t, units.Archer, units.Red, "e10", 16))
	logic := quiet(0.3, 0.9)
	wait, defend := parse(t, b, "Bpikeman waits"), parse(t, b, "Bpikeman defends")
	if vw, vd := tacticianValue(t, b, logic, 1, wait), tacticianValue(t, b, logic, 1, defend); vd <= vw {
		t.Fatalf("defending is worth %.3f, waiting %.3f: the test needs defending to be worth more", vd, vw)
	}
	for rounds := 1; rounds <= 3; rounds++ {
		if a := choose(t, b, 0.3, 0.9, rounds); a.Kind != units.Wait {
			t.Errorf("%d rounds: chose %s, want a wait", rounds, b.FormatAction(a))
		}
	}
	b.Apply(wait)
	b.Apply(parse(t, b, "Rarcher defends"))
	if a := choose(t, b, 0.3, 0.9, 2); a.Kind != units.Defend {
		t.Errorf("after waiting: chose %s, want to end (defend)", b.FormatAction(a))
	}
}

func TestTacticianRecursionSubtractsTheReply(t *testing.T) {
	m := grass(t)
	// Weakened swordsmen and fresh knights: walking into the knights' reach
	// invites their attack.
	b := battle(t, m, unit(t, units.Swordsman, units.Blue, "c6", 6), unit(t, units.Knight, units.Red, "h6", 16))
	logic := quiet(0.5, 0.5)
	into := parse(t, b, "Bswordsman c6-e6") // within the knights' reach
	safe := parse(t, b, "Bswordsman c6-a6") // out of it
	wait := parse(t, b, "Bswordsman waits")
	for _, a := range []units.Action{into, safe, wait} {
		v1, v2, v3 := tacticianValue(t, b, logic, 1, a), tacticianValue(t, b, logic, 2, a), tacticianValue(t, b, logic, 3, a)
		t.Logf("%-22s 1 round %.3f, 2 rounds %.3f, 3 rounds %.3f", b.FormatAction(a), v1, v2, v3)
	}
	drop := func(a units.Action) float64 {
		return tacticianValue(t, b, logic, 1, a) - tacticianValue(t, b, logic, 2, a)
	}
	if drop(into) <= drop(safe) || drop(into) <= 0 {
		t.Errorf("walking into the knights' reach loses %.3f with the reply, walking away %.3f", drop(into), drop(safe))
	}
	// The knights' reply to the advance is their attack, and 2 rounds value
	// the advance at 1 round's value minus that reply.
	b.Apply(into)
	var s tacticianSearch
	s.ctx, s.logic, s.levels = context.Background(), &logic, make([]searchLevel, 1)
	s.sim.load(b)
	s.los.reset(m)
	replyAct, reply, _ := s.simulateTurn(b.Active(), 0, 0, s.sim.combinations(b.Active(), &s.los, nil))
	if !replyAct.Attacks() {
		t.Errorf("the knights' best reply is %s, not an attack", b.FormatAction(replyAct))
	}
	b.Undo()
	if got, want := tacticianValue(t, b, logic, 2, into), tacticianValue(t, b, logic, 1, into)-reply; math.Abs(got-want) > 1e-9 {
		t.Errorf("2 rounds value the advance at %.6f, want %.6f", got, want)
	}
}

// A new simulated round resets the actions and keeps attackedCount.
func TestTacticianNewRoundKeepsAttackedCount(t *testing.T) {
	m := grass(t)
	b := battle(t, m, unit(t, units.Swordsman, units.Blue, "c3", 16), unit(t, units.Knight, units.Red, "d3", 16))
	var s simulation
	s.load(b)
	s.apply(0, parse(t, b, "Bswordsman c3 xRknight"))
	if s.us[1].attackedCount != 1 || !s.us[1].Retaliated || !s.us[0].Acted || s.us[0].Fighters != 16 || s.us[1].Fighters != 16 {
		t.Fatalf("after the simulated attack: %+v", s.us)
	}
	s.apply(1, units.Action{Kind: units.Defend, To: s.us[1].Pos, Target: units.NoTarget})
	if s.nextOf(units.Blue) >= 0 || s.nextOf(units.Red) >= 0 {
		t.Fatal("the round should be over")
	}
	s.newRound()
	if s.round != 2 || s.us[1].attackedCount != 1 || s.us[0].Acted || s.us[1].Retaliated || !s.us[1].Defending {
		t.Errorf("new round: %+v", s.us)
	}
	if s.nextOf(units.Red) != 1 || s.nextOf(units.Blue) != 0 {
		t.Error("nobody to act in the new round")
	}
	s.undo()
	s.undo()
	s.undo()
	if s.us[1].attackedCount != 0 || s.us[0].Acted || s.round != 1 {
		t.Errorf("undo: %+v", s.us)
	}
}

func TestTacticianDeterministic(t *testing.T) {
	gambler := TacticianPersonalities()[3]
	game := func(die Die) []units.Action {
		return playPlies(t, withLimits(NewTactician(gambler, die), minute), mustPlayer(t, "random", 5), 60).History()
	}
	if a, b := game(FixedDie(0.3)), game(FixedDie(0.3)); !slices.Equal(a, b) {
		t.Error("a fixed die gave different games")
	}
	checkSeeded(t, "the gambler", func(seed uint64) []units.Action { return game(NewSeededDie(seed)) })
}

func TestTacticianCancellation(t *testing.T) {
	b := midBattle(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, p := range TacticianPersonalities() {
		tc := NewTactician(p, NewSeededDie(1))
		a, _, err := tc.Choose(ctx, b, ai.Limits{})
		if err == nil || !b.IsLegal(a) {
			t.Errorf("%s cancelled: %+v, %v", p.Name, a, err)
		}
		if tc.LastResult().Complete {
			t.Errorf("%s: a cancelled search reports itself complete", p.Name)
		}
	}
	// Out of time: a legal action at once. (Only a very late answer is
	// wrong: a busy machine may be late by a lot.)
	slow := Personality{Name: "slow", Aggressiveness: 0.5, Defensiveness: 0.5, Rounds: 4}
	tc := NewTactician(slow, nil)
	start := time.Now()
	a, _, err := tc.Choose(context.Background(), b, ai.Limits{MoveTime: 20 * time.Millisecond})
	if err != nil || !b.IsLegal(a) || time.Since(start) > 20*time.Millisecond+5*time.Second {
		t.Errorf("out of time: %+v, %v after %v", a, err, time.Since(start))
	}
	if r := tc.LastResult(); r.Complete {
		t.Errorf("out of time: %+v", r)
	}
	// Out of evaluations, the same on any machine: the best action of the
	// rounds completed within them.
	a, info, err := tc.Choose(context.Background(), b, ai.Limits{MoveTime: time.Minute, MaxNodes: 2000})
	if err != nil || !b.IsLegal(a) {
		t.Errorf("out of evaluations: %+v, %v", a, err)
	}
	if r := tc.LastResult(); r.Complete || r.Rounds < 1 || r.Evaluations != 2000 || info.Nodes != 2000 || info.Depth != r.Rounds {
		t.Errorf("out of evaluations: %+v, info %+v", r, info)
	}
	// Cancelled mid-search from other goroutines while the same player is
	// busy elsewhere (run with -race).
	after := func(i int) time.Duration { return time.Duration(i+1) * time.Millisecond }
	cancelWhileBusy(4, NewTactician(slow, NewSeededDie(2)), b, minute, after, func(a units.Action, _ error, _ time.Duration) {
		if !b.Clone().IsLegal(a) {
			t.Errorf("illegal action %+v after cancellation", a)
		}
	})
}
