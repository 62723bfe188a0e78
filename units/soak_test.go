package units_test

import (
	"testing"

	"stratagem/board/hex"
	"stratagem/board/rules/rulestest"
	"stratagem/board/soak"
	"stratagem/units"
	"stratagem/units/internal/gametest"
)

// TestSoakRandomBattles plays 400 battles of random legal actions (50
// with -short, 10,000 under make soak) through the rules contract
// (rulestest.Check: who acts, the outcome, the notation, apply and undo,
// the record), on the river crossing and on random fields: every one ends,
// by the rules' limits at the latest, with the invariants holding after
// every action, and the loser of a battle won has no units left.
func TestSoakRandomBattles(t *testing.T) {
	n := soak.Count(50, 400, 10_000)
	hooks := rulestest.Hooks[*units.Battle]{
		After: func(tb testing.TB, b *units.Battle) {
			if err := b.Validate(); err != nil {
				tb.Fatalf("ply %d: %v", b.Ply(), err)
			}
		},
		Ended: func(tb testing.TB, b *units.Battle) {
			o := b.Outcome()
			if b.Active() != -1 || b.Round() > units.MaxRounds {
				tb.Fatalf("battle stopped at round %d: %v", b.Round(), o)
			}
			if !o.Draw && b.Alive(o.Winner.Other()) != 0 {
				tb.Fatalf("%v but the loser has %d units", o, b.Alive(o.Winner.Other()))
			}
		},
	}
	for i, field := range []units.Rules{{}, {Map: "random:5"}, {Map: "random:6"}} {
		games := n / 2
		if i > 0 {
			games = n / 4
		}
		reasons := rulestest.Check(t, field, rulestest.Options{Games: games, Seed: 2026 + uint64(i), MaxPlies: units.MaxRounds * 20, Every: 25}, hooks)
		t.Logf("%s: %d battles: %v", field.MapSpec(), games, reasons)
	}
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
