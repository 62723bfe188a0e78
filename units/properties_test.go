package units_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"stratagem/board/hex"
	"stratagem/board/rules/rulestest"
	"stratagem/board/soak"
	"stratagem/units"
	"stratagem/units/internal/gametest"
)

// stateKey writes out everything Hash covers, to detect collisions.
func stateKey(b *units.Battle) string {
	return fmt.Sprint(b.Units(), b.Round(), b.QuietRoundsSoFar(), b.Outcome())
}

// Apply then Undo restores the exact battle, for a few random actions
// (each taken back) throughout random battles; a clone is equal.
func TestApplyUndoRestoresExactly(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range gametest.Count(8, 2) {
		randomBattle(t, rng, func(b *units.Battle, legal []units.Action) {
			tries := make([]units.Action, 3)
			for i := range tries {
				tries[i] = legal[rng.IntN(len(legal))]
			}
			gametest.ApplyUndo(t, b, tries, snap)
		})
	}
}

func TestUndoWholeBattle(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var snaps []snapshot
	b := randomBattle(t, rng, func(b *units.Battle, _ []units.Action) { snaps = append(snaps, snap(b)) })
	gametest.UndoAll(t, b, snaps, snap)
}

func TestCloneIsIndependent(t *testing.T) {
	gametest.CloneIsIndependent(t, units.NewBattle(hex.BattleMap()), snap, noDice)
}

func TestHashNoCollisions(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	seen := map[uint64]string{}
	for range gametest.Count(10, 2) {
		randomBattle(t, rng, func(b *units.Battle, legal []units.Action) {
			gametest.NoCollisions(t, b, legal[:min(len(legal), 8)], stateKey, seen)
		})
	}
	if len(seen) < 1000 {
		t.Errorf("only %d positions hashed", len(seen))
	}
}

func TestHashSeesEveryField(t *testing.T) {
	m := plainMap(t, hex.Grass)
	base := []units.Unit{unit(t, units.Knight, units.Blue, "c3"), unit(t, units.Archer, units.Red, "h8")}
	h0 := battle(t, m, base...).Hash()
	changes := map[string]func(u *units.Unit){
		"pos":        func(u *units.Unit) { u.Pos = at(t, "c4") },
		"fighters":   func(u *units.Unit) { u.Fighters-- },
		"remainder":  func(u *units.Unit) { u.Remainder = 1 },
		"defending":  func(u *units.Unit) { u.Defending = true },
		"retaliated": func(u *units.Unit) { u.Retaliated = true },
		"waited":     func(u *units.Unit) { u.Waited = true },
		"acted":      func(u *units.Unit) { u.Acted = true },
		"kind":       func(u *units.Unit) { u.Kind = units.Swordsman },
	}
	for name, change := range changes {
		us := slices.Clone(base)
		change(&us[0])
		if battle(t, m, us...).Hash() == h0 {
			t.Errorf("changing %s keeps the hash", name)
		}
	}
	b := battle(t, m, base...)
	defendAll(t, b)
	if b.Hash() == h0 {
		t.Error("the round is not in the hash")
	}
}

func TestNotationRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for range gametest.Count(4, 1) {
		b := randomBattle(t, rng, func(b *units.Battle, legal []units.Action) {
			for _, a := range legal {
				s := b.FormatAction(a)
				back, err := b.ParseAction(s)
				if err != nil || back != a {
					t.Fatalf("ParseAction(%q) = %+v, %v; want %+v", s, back, err, a)
				}
			}
		})
		// The record replays to the same battle.
		record := strings.Join(b.Notation(), "\n")
		r, err := units.ParseGame(b.Map(), record)
		if err != nil {
			t.Fatal(err)
		}
		if r.Hash() != b.Hash() || r.Outcome() != b.Outcome() || !slices.Equal(r.History(), b.History()) {
			t.Fatal("replayed record differs")
		}
	}
}

func TestNotationExamples(t *testing.T) {
	b := units.NewBattle(hex.BattleMap())
	tests := []struct{ in, canonical string }{
		{"Bflyer a2-e5", "Bflyer a2-e5"},
		{"rflyer O11-k8", "Rflyer o11-k8"},
		{"Bswordsman waits", "Bswordsman waits"},
		{"Rswordsman wait", "Rswordsman waits"},
		{"Bpikeman defend", "Bpikeman defends"},
	}
	for _, tc := range tests {
		a, err := b.ParseAction(tc.in)
		if err != nil {
			t.Fatalf("ParseAction(%q): %v", tc.in, err)
		}
		if got := b.FormatAction(a); got != tc.canonical {
			t.Errorf("FormatAction(ParseAction(%q)) = %q, want %q", tc.in, got, tc.canonical)
		}
		if err := b.Play(a); err != nil {
			t.Fatal(err)
		}
	}
	// Attacks: a custom battle where everything is in reach.
	m := plainMap(t, hex.Grass)
	b = battle(t, m,
		unit(t, units.Knight, units.Blue, "g5"),
		unit(t, units.Archer, units.Red, "i7"),
		unit(t, units.Archer, units.Blue, "a1"))
	gametest.Play(t, b, "Bknight g5-h7 xRarcher", "Barcher defends")
	for _, s := range []string{"Rarcher shoots Bknight", "Rarcher xBknight", "Rarcher i7 xBknight"} {
		a, err := b.ParseAction(s)
		if err != nil || a.Kind != units.Shoot || b.FormatAction(a) != "Rarcher shoots Bknight" {
			t.Errorf("ParseAction(%q) = %+v, %v", s, a, err)
		}
	}
	bad := []string{
		"", "Bknight", "Rarcher", "Rarcher shoots", "Rarcher shoots Rarcher", "Rarcher i7-i8 xBknight",
		"Bknight defends", "Rarcher h7-h8", "Rarcher i7-z99", "Rarcher i7-i8 Bknight", "Rarcher dances",
		"Rdragon waits", "Rarcher shoots Bdragon", "Rarcher i7 i8 i9", "Rarcher i7-i7",
	}
	for _, s := range bad {
		if a, err := b.ParseAction(s); err == nil {
			t.Errorf("ParseAction(%q) = %+v, want an error", s, a)
		}
	}
	// Several units of a kind are numbered.
	b = battle(t, m, unit(t, units.Knight, units.Blue, "a1"), unit(t, units.Knight, units.Blue, "c1"), unit(t, units.Knight, units.Red, "o12"))
	if b.UnitName(1) != "Bknight2" || b.UnitName(2) != "Rknight" {
		t.Errorf("names %q %q", b.UnitName(1), b.UnitName(2))
	}
	gametest.Play(t, b, "Bknight1 defends", "Bknight2 c1-c2", "Rknight defends")
}

func TestParseGameErrors(t *testing.T) {
	m := hex.BattleMap()
	b, err := units.ParseGame(m, "# a record\nBflyer a2-e5  # moved\n\nRflyer waits\n")
	if err != nil || b.Ply() != 2 || b.Active() != 1 {
		t.Fatalf("ParseGame: %v, ply %d", err, b.Ply())
	}
	_, err = units.ParseGame(m, "Bflyer a2-e5\nBflyer e5-e6\n")
	if err == nil || !strings.Contains(err.Error(), "line 2") || !strings.Contains(err.Error(), "Rflyer's turn") {
		t.Errorf("error %v, want it to name line 2 and whose turn it is", err)
	}
}

func TestPlayRejectsIllegal(t *testing.T) {
	b := units.NewBattle(hex.BattleMap())
	for _, a := range []units.Action{
		{Kind: units.Move, To: at(t, "o11"), Target: units.NoTarget},
		{Kind: units.Move, To: at(t, "a2"), Target: units.NoTarget},
		{Kind: units.Move, To: at(t, "b2"), Target: 5},
		{Kind: units.Shoot, Target: 5},
		{Kind: 9},
		{Kind: units.Move, To: at(t, "b2"), Target: 100},
	} {
		if err := b.Play(a); err == nil {
			t.Errorf("Play(%+v) succeeded", a)
		}
	}
	// Non-move actions need no To.
	if err := b.Play(units.Action{Kind: units.Wait}); err != nil {
		t.Error(err)
	}
}

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
