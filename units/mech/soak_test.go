package mech_test

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"stratagem/board/hex"
	"stratagem/board/rules/rulestest"
	"stratagem/board/soak"
	"stratagem/units/mech"
	"stratagem/units/outcome"
)

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
