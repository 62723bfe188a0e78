package hexai

import (
	"context"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
	"time"

	"stratagem/ai"
	"stratagem/ai/aitest"
	"stratagem/board/hex"
	"stratagem/board/hex/hextest"
	"stratagem/units"
)

// minute is a budget no test search needs: the work, not the clock, ends it.
var minute = ai.Limits{MoveTime: time.Minute}

// mustPlayer returns the player called name.
func mustPlayer(tb testing.TB, name string, seed uint64) player {
	tb.Helper()
	return aitest.New(tb, Roster, name, seed)
}

// at returns the hex named s, such as "c3", or stops the test.
var at = hextest.At

// grass returns a 15×12 map of grass.
func grass(tb testing.TB) *hex.Map {
	tb.Helper()
	return hextest.New(tb, "grass", 15, 12)
}

func unit(tb testing.TB, k units.Kind, s units.Side, pos string, n int) units.Unit {
	tb.Helper()
	return units.Unit{Kind: k, Side: s, Pos: at(tb, pos), Fighters: n}
}

// battle sets up a custom battle or stops the test.
func battle(tb testing.TB, m *hex.Map, us ...units.Unit) *units.Battle {
	tb.Helper()
	return hextest.Setup(tb, units.NewBattleFrom, m, us...)
}

// fight plays b to its end, blue choosing Blue's actions and red Red's
// within minute, and returns the actions played in notation.
func fight(tb testing.TB, b *units.Battle, blue, red player) []string {
	tb.Helper()
	var played []string
	aitest.Play(tb, units.Rules{}, b, [2]player{blue, red}, aitest.Options[*units.Battle, units.Action]{Limits: minute,
		Chose: func(b *units.Battle, a units.Action, _ ai.Info) { played = append(played, b.FormatAction(a)) }})
	return played
}

// parse reads s as an action of b, or stops the test.
func parse(tb testing.TB, b *units.Battle, s string) units.Action {
	tb.Helper()
	a, err := b.ParseAction(s)
	if err != nil {
		tb.Fatal(err)
	}
	return a
}

// newBattle returns a new battle of the standard armies on the battle map.
func newBattle() *units.Battle { return units.NewBattle(hex.BattleMap()) }

// midBattle returns a standard battle after random actions into round 4,
// the armies mixed up.
func midBattle(tb testing.TB) *units.Battle {
	rng := rand.New(rand.NewPCG(11, 12))
	b := newBattle()
	for b.Round() < 4 && !b.Outcome().Over() {
		randomAction(b, rng)
	}
	return b
}

// randomAction plays on b a legal action chosen by rng.
func randomAction(b *units.Battle, rng *rand.Rand) {
	legal := b.LegalActions(nil)
	b.Apply(legal[rng.IntN(len(legal))])
}

// winningAttack is a battle in which Blue's knights can strike Red's last
// unit, one archer (unit 1), and win at once.
func winningAttack(tb testing.TB) *units.Battle {
	tb.Helper()
	return battle(tb, grass(tb), unit(tb, units.Knight, units.Blue, "c3", 16), unit(tb, units.Archer, units.Red, "f5", 1))
}

// freeKills is a battle in which Blue's swordsmen can strike Red's archers
// (unit 1, which never strike back) or do anything else; Red's pikemen are
// too far away to matter this round.
func freeKills(tb testing.TB) *units.Battle {
	tb.Helper()
	return battle(tb, grass(tb),
		unit(tb, units.Swordsman, units.Blue, "c3", 16),
		unit(tb, units.Archer, units.Red, "e4", 16),
		unit(tb, units.Pikeman, units.Red, "o12", 16))
}

// cancelWhileBusy asks p for an action on b from n goroutines at once, the
// search of goroutine i cancelled after after(i) (run with -race: the
// player is busy on several searches when they are cancelled), and hands
// each answer, its error and the time it took to check.
func cancelWhileBusy(n int, p player, b *units.Battle, lim ai.Limits, after func(i int) time.Duration, check func(a units.Action, err error, took time.Duration)) {
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			ctx, cancel := context.WithTimeout(context.Background(), after(i))
			defer cancel()
			start := time.Now()
			a, _, err := p.Choose(ctx, b, lim)
			check(a, err, time.Since(start))
		})
	}
	wg.Wait()
}

// playBattle plays a standard battle between blue and red, checking that
// every chosen action is legal, that the players leave the battle they are
// given alone, and that the invariants hold; it returns the finished battle.
func playBattle(tb testing.TB, blue, red player) *units.Battle {
	tb.Helper()
	return playPlies(tb, blue, red, 0)
}

// playPlies is playBattle stopped after plies plies (0: at the end).
func playPlies(tb testing.TB, blue, red player, plies int) *units.Battle {
	tb.Helper()
	return aitest.Play(tb, units.Rules{}, newBattle(), [2]player{blue, red},
		aitest.Options[*units.Battle, units.Action]{MaxPlies: plies, After: (*units.Battle).Validate})
}

// swappedBattle plays battle i of a series between me and other (me is
// Blue in the even ones, Red in the odd ones) with playBattle, and returns
// the battle, me's side and me's points: 2 for a win, 1 for a draw.
func swappedBattle(tb testing.TB, i int, me, other player) (b *units.Battle, side units.Side, points int) {
	tb.Helper()
	blue, red, side := me, other, units.Blue
	if i%2 == 1 {
		blue, red, side = other, me, units.Red
	}
	b = playBattle(tb, blue, red)
	switch o := b.Outcome(); {
	case o.Draw:
		points = 1
	case o.Winner == side:
		points = 2
	}
	return b, side, points
}

// checkSeeded checks that actions, the actions of seeded players, are the
// same for the same seed and not for another.
func checkSeeded(t *testing.T, what string, actions func(seed uint64) []units.Action) {
	t.Helper()
	a, b, c := actions(7), actions(7), actions(8)
	if !slices.Equal(a, b) {
		t.Errorf("%s: the same seed gave different actions", what)
	}
	if slices.Equal(a, c) {
		t.Errorf("%s: different seeds gave the same actions", what)
	}
}

// withLimits returns p with lim in place of the limits of every call.
func withLimits(p player, lim ai.Limits) player { return ai.WithLimits(p, lim) }
