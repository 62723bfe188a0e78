package mech_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"stratagem/board/hex"
	"stratagem/board/hex/hextest"
	"stratagem/units/mech"
)

// at returns the hex named s, such as "c3", or stops the test.
var at = hextest.At

// mechMap loads an embedded map or stops the test.
var mechMap = hextest.Load

// plainMap returns a w×h map of clear ground at level 0.
func plainMap(tb testing.TB, w, h int) *hex.Map {
	tb.Helper()
	return hextest.New(tb, "plain", w, h)
}

// duel sets up a custom duel or stops the test.
func duel(tb testing.TB, m *hex.Map, ms ...mech.Mech) *mech.Duel {
	tb.Helper()
	return hextest.Setup(tb, mech.NewFrom, m, ms...)
}

// mk makes a fresh mech of design id for side s at the named hex facing f.
func mk(tb testing.TB, id mech.DesignID, s mech.Side, pos string, f hex.Direction) mech.Mech {
	tb.Helper()
	return mech.NewMech(id, s, at(tb, pos), f)
}

// passive returns the action that changes least for the one to act: stand,
// no twist, pass, end the turn as things are; the initiative and the rolls
// the rules wait for are rolled with dice.
func passive(tb testing.TB, d *mech.Duel, dice mech.Dice) mech.Action {
	tb.Helper()
	legal := d.LegalActions(nil)
	if len(legal) == 0 {
		tb.Fatalf("no legal action in the %v phase", d.Phase())
	}
	for _, a := range legal {
		switch {
		case a.Kind == mech.Initiative || a.Kind == mech.Resolve:
			return mech.Roll(a, dice)
		case a.Kind == mech.Move && a.Mode == mech.Stand,
			a.Kind == mech.Twist && a.Twist == 0,
			a.Kind == mech.Pass:
			return a
		case a.Kind == mech.EndTurn:
			return a // the first changes nothing
		}
	}
	tb.Fatalf("no passive action among %d", len(legal))
	return mech.Action{}
}

// until plays passive actions until the phase is p (or the duel is over).
func until(tb testing.TB, d *mech.Duel, p mech.Phase, dice mech.Dice) {
	tb.Helper()
	for n := 0; d.Phase() != p && !d.Outcome().Over(); n++ {
		if n > 1000 {
			tb.Fatalf("phase %v never came", p)
		}
		if err := d.Play(passive(tb, d, dice)); err != nil {
			tb.Fatal(err)
		}
	}
}

// nextTurn plays passive actions until the next turn starts.
func nextTurn(tb testing.TB, d *mech.Duel, dice mech.Dice) {
	tb.Helper()
	turn := d.Turn()
	for n := 0; d.Turn() == turn && !d.Outcome().Over(); n++ {
		if n > 1000 {
			tb.Fatal("the turn never ended")
		}
		if err := d.Play(passive(tb, d, dice)); err != nil {
			tb.Fatal(err)
		}
	}
}

// over reports whether d is over.
func over(d *mech.Duel) bool { return d.Outcome().Over() }

// rollWith returns a function that rolls an action's dice (if it needs any)
// with dice.
func rollWith(dice mech.Dice) func(mech.Action) mech.Action {
	return func(a mech.Action) mech.Action { return mech.Roll(a, dice) }
}

// blueFirst are dice that make Red win every initiative (so Blue acts first).
func blueFirst() mech.Dice { return &mech.FixedDice{Totals: []int{3, 9}} }

// redFirst are dice that make Blue win every initiative (Red acts first).
func redFirst() mech.Dice { return &mech.FixedDice{Totals: []int{9, 3}} }

// snapshot is everything observable about a duel, for comparing.
type snapshot struct {
	mechs   []mech.Mech
	turn    int
	phase   mech.Phase
	winner  mech.Side
	active  int
	outcome mech.Outcome
	hash    uint64
	ply     int
	occ     []int
	clubs   []int
	legal   []mech.Action
}

func snap(d *mech.Duel) snapshot {
	s := quickSnap(d)
	s.legal = d.LegalActions(nil)
	return s
}

// quickSnap is snap without the legal actions (which cost a search).
func quickSnap(d *mech.Duel) snapshot {
	s := snapshot{
		mechs: slices.Clone(d.Mechs()), turn: d.Turn(), phase: d.Phase(), winner: d.InitiativeWinner(),
		active: d.Active(), outcome: d.Outcome(), hash: d.Hash(), ply: d.Ply(),
	}
	for _, h := range d.Map().Hexes() {
		s.occ = append(s.occ, d.MechAt(h))
		s.clubs = append(s.clubs, d.Clubs(h))
	}
	return s
}

func (s snapshot) Equal(o snapshot) bool {
	return slices.Equal(s.mechs, o.mechs) && s.turn == o.turn && s.phase == o.phase && s.winner == o.winner &&
		s.active == o.active && s.outcome == o.outcome && s.hash == o.hash && s.ply == o.ply &&
		slices.Equal(s.occ, o.occ) && slices.Equal(s.clubs, o.clubs) && slices.Equal(s.legal, o.legal)
}

func (s snapshot) String() string {
	return fmt.Sprintf("turn %d %v winner %v active %d %v hash %#x ply %d\n%+v", s.turn, s.phase, s.winner, s.active, s.outcome, s.hash, s.ply, s.mechs)
}

// randomDuel plays a duel of random legal actions with seeded dice from the
// standard pairs on the named map, calling each (if not nil) before every
// action, and returns the finished duel.
func randomDuel(tb testing.TB, m *hex.Map, rng *rand.Rand, each func(d *mech.Duel, legal []mech.Action)) *mech.Duel {
	tb.Helper()
	ds := mech.Designs()
	pick := func() []mech.DesignID {
		n := 1 + rng.IntN(2)
		f := make([]mech.DesignID, n)
		for i := range f {
			f[i] = ds[rng.IntN(len(ds))]
		}
		return f
	}
	d, err := mech.New(m, pick(), pick())
	if err != nil {
		tb.Fatal(err)
	}
	dice := mech.NewDice(rng.Uint64())
	var buf []mech.Action
	for !d.Outcome().Over() {
		buf = d.LegalActions(buf[:0])
		if len(buf) == 0 {
			tb.Fatalf("no legal action at ply %d (%v phase)", d.Ply(), d.Phase())
		}
		if each != nil {
			each(d, buf)
		}
		a := mech.Roll(buf[rng.IntN(len(buf))], dice)
		d.Apply(a)
		if err := d.Validate(); err != nil {
			tb.Fatalf("ply %d, after %+v: %v", d.Ply(), a, err)
		}
		if d.Ply() > mech.MaxTurns*40 {
			tb.Fatalf("duel did not end after %d plies", d.Ply())
		}
	}
	return d
}
