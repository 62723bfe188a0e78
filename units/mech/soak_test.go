package mech_test

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"stratagem/board/hex"
	"stratagem/board/soak"
	"stratagem/units/mech"
)

// TestSoakRandomDuels plays 500 duels (50 with -short, 10,000 under make
// soak) of random legal actions with seeded dice, one or two random designs
// a side, on the mech maps in turn: every one ends (a side destroyed, or
// the 30-turn rule at turn 30) with the invariants holding after every
// action (randomDuel calls Validate: ranges, no two mechs on a hex, clubs
// conserved, the club hash recomputed); at the end armour, structure and
// heat are not negative, the hash equals that of the start replayed with
// the history, and undoing every action gives back the start's hash.
func TestSoakRandomDuels(t *testing.T) {
	n := soak.Count(50, 500, 10_000)
	var maps []*hex.Map
	for _, name := range hex.MechMapNames() {
		maps = append(maps, mechMap(t, name))
	}
	rng := rand.New(rand.NewPCG(2026, 5))
	reasons := map[string]int{}
	kinds := map[mech.Kind]int{}
	plies, turns := 0, 0
	start := time.Now()
	for i := range n {
		d := randomDuel(t, maps[i%len(maps)], rng, nil)
		o := d.Outcome()
		if !o.Over() || d.Active() != -1 || len(d.LegalActions(nil)) != 0 {
			t.Fatalf("duel stopped at turn %d: %v", d.Turn(), o)
		}
		if !o.Draw && o.Winner != mech.Blue && o.Winner != mech.Red {
			t.Fatalf("outcome %+v", o)
		}
		for _, u := range d.Mechs() {
			if u.TotalStructure() < 0 || u.Heat < 0 || slices.Min(u.Armour[:]) < 0 || slices.Min(u.Structure[:]) < 0 {
				t.Fatalf("mech %+v", u)
			}
		}
		switch {
		case d.Alive(mech.Blue) == 0 || d.Alive(mech.Red) == 0:
			reasons["destroyed"]++
		case d.Turn() == mech.MaxTurns:
			reasons["30 turns"]++
		default:
			t.Fatalf("ended at turn %d with both sides alive: %v", d.Turn(), o)
		}
		r := d.Initial()
		for _, a := range d.History() {
			kinds[a.Kind]++
			r.Apply(a)
		}
		if r.Hash() != d.Hash() {
			t.Fatalf("duel %d: replayed hash %#x, hash %#x", i, r.Hash(), d.Hash())
		}
		plies += d.Ply()
		turns += d.Turn()
		for d.Ply() > 0 {
			d.Undo()
		}
		if d.Hash() != d.Initial().Hash() {
			t.Fatalf("duel %d: undone to the start, hash differs", i)
		}
	}
	t.Logf("%d duels in %v, %.0f plies and %.1f turns on average: %v; actions %v", n, time.Since(start).Round(time.Millisecond),
		float64(plies)/float64(n), float64(turns)/float64(n), reasons, kinds)
}
