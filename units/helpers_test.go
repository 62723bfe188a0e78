package units_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"stratagem/board/hex"
	"stratagem/board/hex/hextest"
	"stratagem/units"
)

// at returns the hex named s, such as "c3", or stops the test.
var at = hextest.At

// plainMap returns a 15×12 map of one terrain.
func plainMap(tb testing.TB, t hex.Terrain) *hex.Map {
	tb.Helper()
	m := hextest.New(tb, "plain", 15, 12)
	for _, h := range m.Hexes() {
		m.SetTerrain(h, t)
	}
	return m
}

// unit makes a unit of 16 fighters unless n says otherwise.
func unit(tb testing.TB, k units.Kind, s units.Side, pos string, n ...int) units.Unit {
	tb.Helper()
	u := units.Unit{Kind: k, Side: s, Pos: at(tb, pos), Fighters: units.StackSize}
	if len(n) > 0 {
		u.Fighters = n[0]
	}
	return u
}

// battle sets up a custom battle or stops the test.
func battle(tb testing.TB, m *hex.Map, us ...units.Unit) *units.Battle {
	tb.Helper()
	return hextest.Setup(tb, units.NewBattleFrom, m, us...)
}

// defendAll lets every unit defend until the round changes or the battle ends.
func defendAll(tb testing.TB, b *units.Battle) {
	tb.Helper()
	r := b.Round()
	for b.Round() == r && !b.Outcome().Over() {
		if err := b.Play(units.Action{Kind: units.Defend}); err != nil {
			tb.Fatal(err)
		}
	}
}

// midBattle returns a standard battle after some random plies in round 3 or
// later, with the armies mixed up.
func midBattle(tb testing.TB) *units.Battle {
	rng := rand.New(rand.NewPCG(11, 12))
	b := units.NewBattle(hex.BattleMap())
	for b.Round() < 4 && !b.Outcome().Over() {
		legal := b.LegalActions(nil)
		b.Apply(legal[rng.IntN(len(legal))])
	}
	return b
}

// over reports whether b is over.
func over(b *units.Battle) bool { return b.Outcome().Over() }

// noDice returns a: Hex Battle's actions need no dice rolled.
func noDice(a units.Action) units.Action { return a }

// snapshot is everything observable about a battle, for comparing.
type snapshot struct {
	units   []units.Unit
	round   int
	quiet   int
	active  int
	queue   []int
	outcome units.Outcome
	hash    uint64
	ply     int
	occ     []int
	legal   []units.Action
}

func snap(b *units.Battle) snapshot {
	s := snapshot{
		units: slices.Clone(b.Units()), round: b.Round(), quiet: b.QuietRoundsSoFar(),
		active: b.Active(), queue: b.Queue(), outcome: b.Outcome(), hash: b.Hash(), ply: b.Ply(),
		legal: b.LegalActions(nil),
	}
	for _, h := range b.Map().Hexes() {
		s.occ = append(s.occ, b.UnitAt(h))
	}
	return s
}

func (s snapshot) Equal(o snapshot) bool {
	return slices.Equal(s.units, o.units) && s.round == o.round && s.quiet == o.quiet &&
		s.active == o.active && slices.Equal(s.queue, o.queue) && s.outcome == o.outcome &&
		s.hash == o.hash && s.ply == o.ply && slices.Equal(s.occ, o.occ) && slices.Equal(s.legal, o.legal)
}

// randomBattle plays a standard battle with uniformly random legal actions,
// calling each (if not nil) before every action, and returns the finished battle.
func randomBattle(tb testing.TB, rng *rand.Rand, each func(b *units.Battle, legal []units.Action)) *units.Battle {
	tb.Helper()
	b := units.NewBattle(hex.BattleMap())
	var buf []units.Action
	for !b.Outcome().Over() {
		buf = b.LegalActions(buf[:0])
		if len(buf) == 0 {
			tb.Fatalf("no legal action at ply %d", b.Ply())
		}
		if each != nil {
			each(b, buf)
		}
		b.Apply(buf[rng.IntN(len(buf))])
		if err := b.Validate(); err != nil {
			tb.Fatalf("ply %d: %v", b.Ply(), err)
		}
		if b.Ply() > units.MaxRounds*20 {
			tb.Fatalf("battle did not end after %d plies", b.Ply())
		}
	}
	return b
}
