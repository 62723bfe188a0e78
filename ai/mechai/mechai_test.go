package mechai

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"stratagem/ai"
	"stratagem/ai/aitest"
	"stratagem/board/hex"
	"stratagem/board/soak"
	"stratagem/units/mech"
)

func TestLevels(t *testing.T) {
	aitest.CheckLadder(t, Roster, []string{"beginner", "easy", "normal", "hard"}, "normal", "hard")
	// The seed's player and Tactical keep their names, in the lab.
	if got, want := Roster.Names(), []string{"beginner", "easy", "normal", "hard", "seed", "tactical", "random"}; !slices.Equal(got, want) {
		t.Errorf("Names() = %v, want %v", got, want)
	}
	for _, l := range Roster.All() {
		p, err := Roster.New(" "+strings.ToUpper(l.Name)+" ", 1)
		if err != nil {
			t.Fatal(err)
		}
		if p.Name() != l.Name {
			t.Errorf("New(%q).Name() = %q", l.Name, p.Name())
		}
	}
	if _, err := Roster.New("deep-blue", 1); err == nil || !strings.Contains(err.Error(), "beginner, easy, normal, hard, seed, tactical, random") {
		t.Errorf("unknown name: %v", err)
	}
}

// TestEveryAIPlaysLegallyInEveryPhase asks every AI for an action at every
// decision of seeded duels (played on by a mix of the AIs and random
// actions, so that odd positions come up: overheating, shutdowns, clubs,
// lost weapons' ammunition) and checks each answer is legal and leaves the
// duel alone.
func TestEveryAIPlaysLegallyInEveryPhase(t *testing.T) {
	aitest.OneGoroutine(t)
	duels := 6
	if testing.Short() {
		duels = 1 // the race detector's run
	}
	var players []player
	for _, name := range Roster.Names() {
		players = append(players, mustPlayer(t, name, 7))
	}
	random := mustPlayer(t, "random", 99)
	seen := map[string]map[mech.Phase]int{}
	for _, p := range players {
		seen[p.Name()] = map[mech.Phase]int{}
	}
	for n := range duels {
		rng := rand.New(rand.NewPCG(uint64(n), 5))
		dice := mech.NewDice(uint64(n))
		d := randomDuel(t, hex.MechMapNames()[n%2], rng, dice, 0)
		for !d.Outcome().Over() {
			var answers []mech.Action
			for _, p := range players {
				a := choose(t, p, d)
				seen[p.Name()][d.Phase()]++
				if a.NeedsDice() && a.Rolls != ([mech.MaxWeapons]uint8{}) {
					t.Fatalf("%s returned a rolled action", p.Name())
				}
				answers = append(answers, a)
			}
			// Who plays on changes with the turn and the side.
			s, _ := d.ToAct()
			next := answers[(d.Turn()+int(s))%len(answers)]
			if rng.IntN(4) == 0 {
				next = choose(t, random, d)
			}
			if err := d.Play(mech.Roll(next, dice)); err != nil {
				t.Fatal(err)
			}
			if err := d.Validate(); err != nil {
				t.Fatal(err)
			}
		}
	}
	for name, phases := range seen {
		for p := mech.InitiativePhase; p <= mech.EndPhase; p++ {
			if phases[p] == 0 {
				t.Errorf("%s was never asked in the %v phase", name, p)
			}
		}
		t.Logf("%s: decisions per phase %v", name, phases)
	}
}

func TestCancelledContext(t *testing.T) {
	d := randomDuel(t, hex.MechMapNames()[0], rand.New(rand.NewPCG(3, 4)), mech.NewDice(3), 0)
	dice := mech.NewDice(5)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	seed := mustPlayer(t, "seed", 1)
	for d.Turn() < 3 && !d.Outcome().Over() {
		for _, name := range Roster.Names() {
			p := mustPlayer(t, name, 1)
			start := time.Now()
			a, _, err := p.Choose(ctx, d, ai.Limits{})
			// Only a very late answer is wrong: a busy machine may be late by a lot.
			if el := time.Since(start); el > 5*time.Second {
				t.Errorf("%s took %v to notice the cancellation", name, el)
			}
			if !errors.Is(err, context.Canceled) {
				t.Errorf("%s in the %v phase: error %v, want context.Canceled", name, d.Phase(), err)
			}
			if !isLegal(d, a) {
				t.Errorf("%s in the %v phase: %+v is not legal", name, d.Phase(), a)
			}
		}
		d.Apply(mech.Roll(choose(t, seed, d), dice))
	}
	// A duel that is over.
	over := playDuel(t, "mech-city", mustPlayer(t, "seed", 1), mustPlayer(t, "random", 1), 1)
	for _, name := range Roster.Names() {
		if _, _, err := mustPlayer(t, name, 1).Choose(context.Background(), over, ai.Limits{}); !errors.Is(err, ErrOver) {
			t.Errorf("%s on a finished duel: %v", name, err)
		}
	}
}

func TestSameSeedSameDuel(t *testing.T) {
	aitest.OneGoroutine(t)
	for _, pair := range [][2]string{{"tactical", "seed"}, {"random", "random"}, {"seed", "tactical"}} {
		var records [2][]string
		for i := range records {
			d := playDuel(t, "mech-highlands", mustPlayer(t, pair[0], 11), mustPlayer(t, pair[1], 12), 13)
			records[i] = d.Notation()
		}
		if !slices.Equal(records[0], records[1]) {
			t.Errorf("%s vs %s: two duels with the same seeds differ", pair[0], pair[1])
		}
	}
	// Another seed for the random player, another duel.
	a := playDuel(t, "mech-highlands", mustPlayer(t, "random", 1), mustPlayer(t, "random", 2), 13).Notation()
	b := playDuel(t, "mech-highlands", mustPlayer(t, "random", 3), mustPlayer(t, "random", 2), 13).Notation()
	if slices.Equal(a, b) {
		t.Error("random players with other seeds played the same duel")
	}
}

// TestSoakAIDuels plays 50 duels between the AIs (10 with -short, 5,000
// under make soak) on both maps and checks the invariants after every
// action (playDuel) and the results: the stronger player wins most.
func TestSoakAIDuels(t *testing.T) {
	n := soak.Count(10, 50, 5000)
	pairs := [][2]string{
		{"seed", "seed"}, {"tactical", "seed"}, {"seed", "tactical"}, {"tactical", "tactical"},
		{"random", "seed"}, {"tactical", "random"}, {"random", "random"},
	}
	score := map[string]float64{} // "a>b": a's score against b
	games := map[string]int{}
	for i := range n {
		pr := pairs[i%len(pairs)]
		d := playDuel(t, hex.MechMapNames()[i%2], mustPlayer(t, pr[0], uint64(2*i)), mustPlayer(t, pr[1], uint64(2*i+1)), uint64(i))
		o := d.Outcome()
		if !o.Over() {
			t.Fatalf("duel %d is not over", i)
		}
		key := pr[0] + ">" + pr[1]
		games[key]++
		switch {
		case o.Draw:
			score[key] += 0.5
		case o.Winner == mech.Blue:
			score[key]++
		}
	}
	var lines []string
	for k, g := range games {
		lines = append(lines, fmt.Sprintf("%s %.1f/%d", k, score[k], g))
	}
	slices.Sort(lines)
	t.Log(strings.Join(lines, ", "))
	if !testing.Short() {
		// The clear cases (the arena's 40-game figures are in doc.go).
		if s := score["tactical>random"]; s < float64(games["tactical>random"])-0.5 {
			t.Errorf("tactical scored only %.1f of %d against random", s, games["tactical>random"])
		}
		if s := score["random>seed"]; s > 0.5 {
			t.Errorf("random scored %.1f of %d against the seed", s, games["random>seed"])
		}
	}
}

func TestTacticalAnswersWithinTheMoveTime(t *testing.T) {
	// A tight budget: every answer still comes in time (the evaluation
	// stops early if it must). Only a very late answer is wrong: a busy
	// machine may be late by a lot; the times belong to the benchmarks.
	const budget = 20 * time.Millisecond
	tac := ai.WithLimits(mustPlayer(t, "tactical", 1), ai.Limits{MoveTime: budget})
	seed := mustPlayer(t, "seed", 1)
	d := standardDuel(t, "mech-city")
	dice := mech.NewDice(1)
	var longest time.Duration
	for !d.Outcome().Over() {
		var a mech.Action
		if s, ok := d.ToAct(); !ok {
			a = d.LegalActions(nil)[0] // the dice: the initiative or a roll the rules wait for
		} else if s == mech.Blue {
			start := time.Now()
			a = choose(t, tac, d)
			longest = max(longest, time.Since(start))
		} else {
			a = choose(t, seed, d)
		}
		d.Apply(mech.Roll(a, dice))
	}
	t.Logf("longest answer %v with a budget of %v", longest, budget)
	if longest > budget+5*time.Second {
		t.Errorf("longest answer %v with a budget of %v", longest, budget)
	}
}

// TestTacticalNodeLimit: MaxNodes stops the movement phase's evaluation
// after that many end positions, the same on any machine.
func TestTacticalNodeLimit(t *testing.T) {
	tac := mustPlayer(t, "tactical", 1)
	d := randomDuel(t, "mech-city", rand.New(rand.NewPCG(1, 2)), mech.NewDice(1), 0)
	toPhase(t, d, mech.MovementPhase, 0)
	for _, n := range []int64{1, 64, 100} {
		a, info, err := tac.Choose(context.Background(), d, ai.Limits{MoveTime: time.Minute, MaxNodes: n})
		if err != nil || !isLegal(d, a) {
			t.Fatalf("MaxNodes %d: %+v, %v", n, a, err)
		}
		if info.Nodes != n {
			t.Errorf("MaxNodes %d: %d end positions valued", n, info.Nodes)
		}
	}
}
