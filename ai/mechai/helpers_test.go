package mechai

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"stratagem/ai"
	"stratagem/ai/aitest"
	"stratagem/board/hex"
	"stratagem/board/hex/hextest"
	"stratagem/units/mech"
)

// at returns the hex named s, such as "g9", or stops the test.
var at = hextest.At

// steps returns the hex n steps from h in direction d.
func steps(h hex.Hex, d hex.Direction, n int) hex.Hex {
	for range n {
		h = h.Neighbour(d)
	}
	return h
}

// plain returns a 15×17 map of clear ground at level 0 (the size of the
// mech maps).
func plain(tb testing.TB) *hex.Map {
	tb.Helper()
	return hextest.New(tb, "plain", 15, 17)
}

// newDuel sets up a custom duel or stops the test.
func newDuel(tb testing.TB, m *hex.Map, ms ...mech.Mech) *mech.Duel {
	tb.Helper()
	return hextest.Setup(tb, mech.NewFrom, m, ms...)
}

// heated returns u with its heat set.
func heated(u mech.Mech, heat int) mech.Mech {
	u.Heat = heat
	return u
}

// blueFirst are initiative dice that Blue loses: Blue acts first in every
// phase.
func blueFirst() mech.Dice { return &mech.FixedDice{Totals: []int{5, 8}} }

// toPhase plays passive actions (stand, no twist, pass, end with every sink
// on; Blue loses the initiative) until mech id is to act in phase p of the
// first turn, or stops the test.
func toPhase(tb testing.TB, d *mech.Duel, p mech.Phase, id int) {
	tb.Helper()
	dice := blueFirst()
	for !(d.Phase() == p && d.Active() == id) {
		if d.Outcome().Over() || d.Turn() > 1 {
			tb.Fatalf("mech %d never acts in the %v phase of turn 1", id, p)
		}
		if err := d.Play(mech.Roll(passive(d), dice)); err != nil {
			tb.Fatal(err)
		}
	}
}

// mustPlayer returns the AI called name.
func mustPlayer(tb testing.TB, name string, seed uint64) player {
	tb.Helper()
	return aitest.New(tb, Roster, name, seed)
}

// unhurried is a move time no test search needs, so that the work, not a
// busy machine's clock, ends every search and a test's choices are the same
// on every run.
var unhurried = ai.Limits{MoveTime: time.Minute}

// choose asks p for an action and checks that it is one of d's legal
// actions and that d is unchanged.
func choose(tb testing.TB, p player, d *mech.Duel) mech.Action {
	tb.Helper()
	h, ply := d.Hash(), d.Ply()
	a, _, err := p.Choose(context.Background(), d, unhurried)
	if err != nil {
		tb.Fatalf("%s: %v", p.Name(), err)
	}
	if d.Hash() != h || d.Ply() != ply {
		tb.Fatalf("%s changed the duel", p.Name())
	}
	if !isLegal(d, a) {
		tb.Fatalf("%s chose %q (%+v), not a legal action in the %v phase", p.Name(), d.FormatAction(a), a, d.Phase())
	}
	return a
}

// isLegal reports whether a is one of d's legal actions, unrolled.
func isLegal(d *mech.Duel, a mech.Action) bool {
	for _, l := range d.Clone().LegalActions(nil) {
		if l == a {
			return true
		}
	}
	return false
}

// playDuel plays a whole duel of the standard pairs on the named map between
// the AIs blue and red, dice seeded with diceSeed, checking every action and
// the duel's invariants; it returns the duel.
func playDuel(tb testing.TB, mapName string, blue, red player, diceSeed uint64) *mech.Duel {
	tb.Helper()
	d := aitest.Play(tb, mech.Rules{}, standardDuel(tb, mapName), [2]player{blue, red},
		aitest.Options[*mech.Duel, mech.Action]{Limits: unhurried, Seed: diceSeed, MaxPlies: 20001, After: (*mech.Duel).Validate})
	if !d.Outcome().Over() {
		tb.Fatal("the duel does not end")
	}
	return d
}

// randomDuel returns a standard duel on the named map after n random
// actions (rng's choices, dice's rolls), or fewer if it ends.
func randomDuel(tb testing.TB, mapName string, rng *rand.Rand, dice mech.Dice, n int) *mech.Duel {
	tb.Helper()
	d := standardDuel(tb, mapName)
	for range n {
		legal := d.LegalActions(nil)
		if len(legal) == 0 {
			break
		}
		d.Apply(mech.Roll(legal[rng.IntN(len(legal))], dice))
	}
	return d
}

// standardDuel returns a new duel of the standard pairs on the named map.
func standardDuel(tb testing.TB, mapName string) *mech.Duel {
	tb.Helper()
	d, err := mech.New(hextest.Load(tb, mapName), mech.StandardPair, mech.StandardPair)
	if err != nil {
		tb.Fatal(err)
	}
	return d
}
