package mech_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"stratagem/board/hex"
	"stratagem/board/rules/rulestest"
	"stratagem/board/soak"
	"stratagem/units/internal/gametest"
	"stratagem/units/mech"
	"stratagem/units/outcome"
)

// stateKey writes out everything Hash covers, to detect collisions.
func stateKey(d *mech.Duel) string {
	var b strings.Builder
	fmt.Fprint(&b, d.Mechs(), d.Turn(), d.Phase(), d.InitiativeWinner(), d.Active(), d.Outcome())
	if s, ok := d.ToAct(); ok {
		fmt.Fprint(&b, s)
	}
	for _, h := range d.Map().Hexes() {
		if n := d.Clubs(h); n > 0 {
			fmt.Fprint(&b, h, n)
		}
	}
	return b.String()
}

// Apply then Undo restores the exact duel — mechs, clubs, phase, hash and
// legal actions — for random actions throughout random duels; a clone is
// equal.
func TestApplyUndoRestoresExactly(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	dice := mech.NewDice(3)
	for g := range gametest.Count(6, 2) {
		m := mechMap(t, hex.MechMapNames()[g%2])
		randomDuel(t, m, rng, func(d *mech.Duel, legal []mech.Action) {
			tries := make([]mech.Action, 3)
			for i := range tries {
				tries[i] = mech.Roll(legal[rng.IntN(len(legal))], dice)
			}
			gametest.ApplyUndo(t, d, tries, snap)
		})
	}
}

// Undoing a whole duel goes back through every position.
func TestUndoWholeDuel(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var snaps []snapshot
	d := randomDuel(t, mechMap(t, "mech-city"), rng, func(d *mech.Duel, _ []mech.Action) { snaps = append(snaps, snap(d)) })
	gametest.UndoAll(t, d, snaps, snap)
}

func TestCloneIsIndependent(t *testing.T) {
	d, _ := mech.New(mechMap(t, "mech-city"), mech.StandardPair, mech.StandardPair)
	gametest.CloneIsIndependent(t, d, snap, rollWith(mech.NewDice(5)))
}

// Positions with the same hash are the same position.
func TestHashNoCollisions(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	seen := map[uint64]string{}
	games := gametest.Count(6, 2)
	dice := mech.NewDice(6)
	for g := range games {
		randomDuel(t, mechMap(t, hex.MechMapNames()[g%2]), rng, func(d *mech.Duel, legal []mech.Action) {
			tries := make([]mech.Action, min(len(legal), 6))
			for i := range tries {
				tries[i] = mech.Roll(legal[(i*7919)%len(legal)], dice)
			}
			gametest.NoCollisions(t, d, tries, stateKey, seen)
		})
	}
	if len(seen) < 500*games {
		t.Errorf("only %d positions hashed", len(seen))
	}
	t.Logf("%d positions, no collision", len(seen))
}

// Every listed action, rolled, is legal, and its notation reads back as
// itself; actions not listed (here: other mechs, other phases' kinds, a
// changed field) are refused.
func TestLegalActionsAndNotation(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	dice := mech.NewDice(8)
	kinds := map[mech.Kind]int{}
	for g := range 4 {
		randomDuel(t, mechMap(t, hex.MechMapNames()[g%2]), rng, func(d *mech.Duel, legal []mech.Action) {
			listed := map[mech.Action]bool{}
			for _, a := range legal {
				if listed[a] {
					t.Fatalf("%s listed twice", d.FormatAction(a))
				}
				listed[a] = true
			}
			for i := 0; i < len(legal); i += 1 + len(legal)/20 {
				a := mech.Roll(legal[i], dice)
				kinds[a.Kind]++
				if !d.IsLegal(a) {
					t.Fatalf("listed %s (%+v) is not legal", d.FormatAction(a), a)
				}
				if a.NeedsDice() && d.IsLegal(a.Unrolled()) {
					t.Fatalf("unrolled %s is legal", d.FormatAction(a))
				}
				if !d.IsLegalChoice(legal[i]) || (a.NeedsDice() && d.IsLegalChoice(a)) {
					t.Fatalf("%s: IsLegalChoice wrong for the listed choice or its rolled form", d.FormatAction(a))
				}
				s := d.FormatAction(a)
				back, err := d.ParseAction(s)
				if err != nil || back != a {
					t.Fatalf("ParseAction(%q) = %+v, %v; want %+v", s, back, err, a)
				}
				// Changed copies: legal only if listed (end-of-turn sinks aside).
				for _, b := range mutations(a) {
					if !b.NeedsDice() && d.IsLegalChoice(b) != d.IsLegal(b) {
						t.Fatalf("%s: IsLegalChoice and IsLegal disagree on a choice without dice", d.FormatAction(b))
					}
					if d.IsLegal(b) && !listed[b.Unrolled()] && b.Kind != mech.EndTurn {
						t.Fatalf("unlisted %s (%+v) is legal", d.FormatAction(b), b)
					}
				}
			}
		})
	}
	t.Logf("actions checked by kind: %v", kinds)
}

// mutations returns copies of a with one field changed.
func mutations(a mech.Action) []mech.Action {
	var out []mech.Action
	add := func(f func(b *mech.Action)) {
		b := a
		f(&b)
		if b != a {
			out = append(out, b)
		}
	}
	add(func(b *mech.Action) { b.Mech ^= 1 })
	add(func(b *mech.Action) { b.Kind = (b.Kind + 1) % 9 })
	add(func(b *mech.Action) { b.Facing = b.Facing.Turn(1) })
	add(func(b *mech.Action) { b.To = b.To.Neighbour(hex.East) })
	add(func(b *mech.Action) { b.Heat++ })
	add(func(b *mech.Action) { b.Hexes++ })
	add(func(b *mech.Action) { b.Mode = (b.Mode + 1) % 4 })
	add(func(b *mech.Action) { b.Twist = 2 })
	add(func(b *mech.Action) { b.Target ^= 1 })
	add(func(b *mech.Action) { b.Weapons ^= 1 << 5 })
	add(func(b *mech.Action) { b.Blow = b.Blow%3 + 1 })
	add(func(b *mech.Action) { b.Drop = !b.Drop })
	add(func(b *mech.Action) { b.Rolls[7] = 5 })
	return out
}

// A duel's notation replays to the same duel.
func TestNotationReplays(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	for g := range 3 {
		d := randomDuel(t, mechMap(t, hex.MechMapNames()[g%2]), rng, nil)
		record := strings.Join(d.Notation(), "\n")
		r := d.Initial()
		if err := r.PlayRecord("# a comment\n\n" + record); err != nil {
			t.Fatal(err)
		}
		if r.Hash() != d.Hash() || r.Ply() != d.Ply() || r.Outcome() != d.Outcome() {
			t.Fatalf("the replay differs: %v vs %v", r.Outcome(), d.Outcome())
		}
		if g == 0 {
			lines := d.Notation()
			t.Logf("%d plies, %v; from ply 20: %q", d.Ply(), d.Outcome(), lines[20:min(len(lines), 40)])
		}
	}
}

// FuzzActions plays the actions the bytes choose with dice from the fuzzed
// seed (each byte indexes the legal actions; 0xff takes the last action
// back), checking the invariants, Apply/Undo and the notation at every step.
func FuzzActions(f *testing.F) {
	f.Add(uint64(1), []byte{})
	f.Add(uint64(2), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add(uint64(3), []byte{255, 0, 255, 255, 7, 7, 7, 7})
	long := make([]byte, 400)
	for i := range long {
		long[i] = byte(i * 37)
	}
	f.Add(uint64(4), long)
	maps := []*hex.Map{mechMap(f, "mech-city"), mechMap(f, "mech-highlands")}
	f.Fuzz(func(t *testing.T, seed uint64, data []byte) {
		rng := rand.New(rand.NewPCG(seed, 11))
		blue := []mech.DesignID{mech.DesignID(seed % 6), mech.DesignID(seed / 6 % 6)}
		red := []mech.DesignID{mech.DesignID(seed / 36 % 6)}
		d, err := mech.New(maps[seed/216%2], blue, red)
		if err != nil {
			t.Fatal(err)
		}
		roll := rollWith(mech.NewDice(rng.Uint64()))
		if len(data) > 400 {
			data = data[:400] // a whole duel is about 300 actions
		}
		gametest.Steps(t, d, data, over, roll, quickSnap)
	})
}

// phaseDuels returns duels stopped in each phase of a random game.
func phaseDuels(tb testing.TB) []*mech.Duel {
	rng := rand.New(rand.NewPCG(12, 13))
	d, _ := mech.New(mechMap(tb, "mech-city"), mech.StandardPair, mech.StandardPair)
	dice := mech.NewDice(14)
	var out []*mech.Duel
	seen := map[mech.Phase]int{}
	for !d.Outcome().Over() && len(out) < 12 {
		if seen[d.Phase()] < 2 && d.Turn() > 2 {
			seen[d.Phase()]++
			out = append(out, d.Clone())
		}
		legal := d.LegalActions(nil)
		d.Apply(mech.Roll(legal[rng.IntN(len(legal))], dice))
	}
	return out
}

// FuzzParseAction reads any text as an action of positions in every phase:
// it is an error, or a legal action whose notation reads back as the same
// action.
func FuzzParseAction(f *testing.F) {
	for _, s := range []string{
		"initiative 8-5", "initiative 7-7", "initiative 13-2", "Branger stands", "Branger walk c3-e5 SE", "Branger walk f1 NE",
		"Bbulldog run j1-j4 SW", "Branger jump f1-f3 E", "Branger twist left", "Rbulldog twist none",
		"Branger fire Rbulldog 1:8 3:5", "Branger fire Rbulldog 1", "Branger pickup", "Branger kick Rbulldog 9",
		"Branger club Rranger 2", "Branger pass", "Branger end sinks 12 drop dump 4", "Branger end sinks 12 dump 4 4",
		"", " ", "B", "Branger", "Branger fire", "Branger fire Rbulldog 0:5", "Branger fire Rbulldog +1:5", "Branger fire Rbulldog 1:05",
		"branger WALK F1-F2 se", "Rbulldog location 7", "Rbulldog location 1", "Branger location 12 3", "Branger end sinks -1", "Branger end sinks 99", "\xff", "Branger jump f1-f1 E",
	} {
		f.Add(s)
	}
	bases := phaseDuels(f)
	f.Fuzz(func(t *testing.T, s string) {
		for _, base := range bases {
			gametest.ReadAny(t, base.Clone(), s)
		}
	})
}

// TestSoakRandomDuels plays 300 duels (40 with -short, 10,000 under make
// soak) of random legal actions with seeded dice through the rules
// contract (rulestest.Check: who acts, the outcome, the notation, apply
// and undo, the record), one or two random designs a side, on the mech
// maps in turn: every one ends (a side destroyed, or the 30-turn rule at
// turn 30) with the invariants holding after every action (Validate:
// ranges, no two mechs on a hex, clubs conserved, the club hash
// recomputed); at the end armour, structure and heat are not negative, the
// hash equals that of the start replayed with the history, and undoing
// every action gives back the start's hash.
func TestSoakRandomDuels(t *testing.T) {
	n := soak.Count(40, 300, 10_000)
	rng := rand.New(rand.NewPCG(2026, 5))
	reasons := map[string]int{}
	kinds := map[mech.Kind]int{}
	plies, turns := 0, 0
	start := time.Now()
	hooks := rulestest.Hooks[*mech.Duel]{
		After: func(tb testing.TB, d *mech.Duel) {
			if err := d.Validate(); err != nil {
				tb.Fatalf("ply %d: %v", d.Ply(), err)
			}
		},
		Ended: func(tb testing.TB, d *mech.Duel) {
			o := d.Outcome()
			if d.Active() != -1 {
				tb.Fatalf("duel stopped at turn %d: %v", d.Turn(), o)
			}
			for _, u := range d.Mechs() {
				if u.TotalStructure() < 0 || u.Heat < 0 || slices.Min(u.Armour[:]) < 0 || slices.Min(u.Structure[:]) < 0 {
					tb.Fatalf("mech %+v", u)
				}
			}
			if o.Reason == outcome.TurnLimit && d.Turn() != mech.MaxTurns || o.Reason != outcome.TurnLimit && d.Alive(mech.Blue) != 0 && d.Alive(mech.Red) != 0 {
				tb.Fatalf("ended at turn %d with %d and %d mechs alive: %v", d.Turn(), d.Alive(mech.Blue), d.Alive(mech.Red), o)
			}
			r := d.Initial()
			for _, a := range d.History() {
				kinds[a.Kind]++
				r.Apply(a)
			}
			if r.Hash() != d.Hash() {
				tb.Fatalf("replayed hash %#x, hash %#x", r.Hash(), d.Hash())
			}
			plies += d.Ply()
			turns += d.Turn()
			end := d.Clone()
			for end.Ply() > 0 {
				end.Undo()
			}
			if end.Hash() != d.Initial().Hash() {
				tb.Fatal("undone to the start, the hash differs")
			}
		},
	}
	designs := mech.Designs()
	pick := func() []mech.DesignID {
		f := make([]mech.DesignID, 1+rng.IntN(2))
		for i := range f {
			f[i] = designs[rng.IntN(len(designs))]
		}
		return f
	}
	for i := range n {
		r := mech.Rules{Map: hex.MechMapNames()[i%len(hex.MechMapNames())], Forces: [mech.NumSides][]mech.DesignID{pick(), pick()}}
		for reason, k := range rulestest.Check(t, r, rulestest.Options{Games: 1, Seed: rng.Uint64(), MaxPlies: 20000, Every: 23}, hooks) {
			reasons[reason] += k
		}
	}
	t.Logf("%d duels in %v, %.0f plies and %.1f turns on average: %v; actions %v", n, time.Since(start).Round(time.Millisecond),
		float64(plies)/float64(n), float64(turns)/float64(n), reasons, kinds)
}
