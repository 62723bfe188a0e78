package hexai

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"stratagem/ai"
	"stratagem/board/soak"
	"stratagem/units"
)

// The long self-play tests of the Hex Battle players: a few battles and
// positions under a plain go test, thousands under make soak.

// soakPositions returns battles met along random games: the start, then
// every 9th ply, up to n of them (a game gives about 90; then the next).
func soakPositions(tb testing.TB, n int) []*units.Battle {
	tb.Helper()
	rng := rand.New(rand.NewPCG(21, 22))
	b := newBattle()
	var out []*units.Battle
	for len(out) < n {
		if b.Outcome().Over() {
			b = newBattle()
		}
		if b.Ply()%9 == 0 {
			out = append(out, b.Clone())
		}
		randomAction(b, rng)
	}
	return out
}

// TestSoakAIBattles plays 50 battles of the seed minimax against random
// players (10 under the race detector, which is ten times slower; 2,000
// under make soak): every one ends with the invariants holding, and the
// minimax should win nearly all.
func TestSoakAIBattles(t *testing.T) {
	n := soak.Count(0, 50, 2000)
	if n == 0 {
		t.Skip("50 AI battles")
	}
	if raceEnabled {
		n = 10
	}
	wins, draws := 0, 0
	for i := range n {
		_, _, points := swappedBattle(t, i, mustPlayer(t, "seed-minimax", 0), mustPlayer(t, "random", uint64(i)))
		switch points {
		case 1:
			draws++
		case 2:
			wins++
		}
	}
	t.Logf("seed-minimax vs random: %d wins, %d draws, %d losses", wins, draws, n-wins-draws)
	if wins < n*9/10 {
		t.Errorf("seed-minimax won only %d of %d against random play", wins, n)
	}
}

// TestMCLegalInSoak asks every Monte Carlo player for an action in
// positions of random battles (24; 8 with -short or the race detector,
// 1,000 under make soak): each answer is legal and the battle given is
// left alone.
func TestMCLegalInSoak(t *testing.T) {
	n := soak.Count(8, 24, 1000)
	if raceEnabled {
		n = 8
	}
	positions := soakPositions(t, n)
	for _, name := range mcNames {
		p := mustPlayer(t, name, 1)
		for _, b := range positions {
			before := b.Hash()
			a, _, err := p.Choose(context.Background(), b, ai.Limits{MoveTime: 20 * time.Millisecond})
			if err != nil {
				t.Fatalf("%s at ply %d: %v", name, b.Ply(), err)
			}
			if !b.IsLegal(a) {
				t.Fatalf("%s at ply %d: illegal %+v", name, b.Ply(), a)
			}
			if b.Hash() != before {
				t.Fatalf("%s changed the battle it was given", name)
			}
		}
	}
}

// TestChampionLegalInSoak plays battles of the champion (40 iterations an
// action) against random players (2; 1 with -short, 100 under make soak),
// checking every action (playBattle) and that the reused tree always
// matches the battle.
func TestChampionLegalInSoak(t *testing.T) {
	if raceEnabled {
		t.Skip("a soak on one goroutine, tenfold slower under the race detector: make unit runs it")
	}
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
	b := newBattle()
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

// Every personality plays legal actions against random play and against
// each other (a short soak; longer without -short, whole battles and 400
// positions under make soak).
func TestTacticianSoak(t *testing.T) {
	plies, positions := soak.Count(30, 80, 2000), soak.Count(6, 20, 400)
	if raceEnabled {
		plies, positions = 30, 6
	}
	// A short move time: legality is the point, and the searches cut short
	// by it (the 3-round strategist's) are tested too.
	lim := ai.Limits{MoveTime: 20 * time.Millisecond}
	ps := TacticianPersonalities()
	for i, p := range ps {
		tc := withLimits(NewTactician(p, NewSeededDie(uint64(i))), lim)
		playPlies(t, tc, mustPlayer(t, "random", uint64(i)), plies)
		other := withLimits(NewTactician(ps[(i+1)%len(ps)], NewSeededDie(uint64(i))), lim)
		playPlies(t, other, tc, plies)
	}
	for _, b := range randomBattles(t, positions, 8) { // positions with losses, waits and retaliations
		for i, p := range ps {
			a, _, err := NewTactician(p, NewSeededDie(uint64(i))).Choose(context.Background(), b, lim)
			if err != nil || !b.IsLegal(a) {
				t.Fatalf("%s at ply %d: %+v, %v", p.Name, b.Ply(), a, err)
			}
		}
	}
}
