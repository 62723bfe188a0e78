package units_test

import (
	"math/rand/v2"
	"testing"

	"stratagem/board/hex"
	"stratagem/board/soak"
	"stratagem/units"
	"stratagem/units/internal/gametest"
)

// TestSoakRandomBattles plays 1,000 battles of random legal actions (100
// with -short, 10,000 under make soak): every one ends, by the rules'
// limits at the latest, with the invariants holding after every action
// (randomBattle checks them).
func TestSoakRandomBattles(t *testing.T) {
	n := soak.Count(100, 1000, 10_000)
	rng := rand.New(rand.NewPCG(2026, 4))
	reasons := map[string]int{}
	plies, rounds := 0, 0
	for range n {
		b := randomBattle(t, rng, nil)
		o := b.Outcome()
		if !o.Over() || b.Active() != -1 || b.Round() > units.MaxRounds {
			t.Fatalf("battle stopped at round %d: %v", b.Round(), o)
		}
		if !o.Draw && b.Alive(o.Winner.Other()) != 0 {
			t.Fatalf("%v but the loser has %d units", o, b.Alive(o.Winner.Other()))
		}
		reasons[o.Reason.Code()]++
		plies += b.Ply()
		rounds += b.Round()
	}
	t.Logf("%d battles, %.0f plies and %.1f rounds on average: %v", n, float64(plies)/float64(n), float64(rounds)/float64(n), reasons)
}

// FuzzActions plays the actions the bytes choose (each byte indexes the
// legal actions; 0xff takes the last action back), checking the invariants,
// Apply/Undo and the notation at every step.
func FuzzActions(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add([]byte{255, 0, 255, 255, 7, 7, 7, 7})
	long := make([]byte, 2000)
	for i := range long {
		long[i] = byte(i * 37)
	}
	f.Add(long)
	m := hex.BattleMap()
	f.Fuzz(func(t *testing.T, data []byte) {
		b := units.NewBattle(m)
		if len(data) > 1500 {
			data = data[:1500] // a whole battle is about 900 actions
		}
		gametest.Steps(t, b, data, over, noDice, snap)
	})
}

// FuzzParseAction reads any text as an action of a mid-battle position: it
// is an error, or a legal action whose notation reads back as the same action.
func FuzzParseAction(f *testing.F) {
	for _, s := range []string{
		"Bknight g5-h7 xRarcher", "Rarcher shoots Bflyer", "Bpikeman defends", "Bflyer waits",
		"", " ", "x", "-", "B", "Bflyer", "Bflyer a2-", "Bflyer -a2", "Bflyer a2-a2-a3", "Bflyer xx",
		"Rarcher xBflyer", "bflyer A2-B3", "Bflyer a2 xRflyer xRknight", "Bflyer\ta2-b3", "\xff",
		"Bknight2 waits", "Bflyer a0-a1", "Bflyer a+1-b2",
	} {
		f.Add(s)
	}
	base := midBattle(f)
	f.Fuzz(func(t *testing.T, s string) { gametest.ReadAny(t, base.Clone(), s) })
}
