package hexai

import (
	"context"
	"testing"
	"time"

	"stratagem/ai"
	"stratagem/board/hex"
	"stratagem/units"
)

type player = ai.Player[*units.Battle, units.Action]

// minute is a budget no test search needs: the work, not the clock, ends it.
var minute = ai.Limits{MoveTime: time.Minute}

// mustPlayer returns the player called name.
func mustPlayer(tb testing.TB, name string, seed uint64) player {
	tb.Helper()
	p, err := Roster.New(name, seed)
	if err != nil {
		tb.Fatal(err)
	}
	return p
}

// at parses a hex name such as "c3" or stops the test.
func at(tb testing.TB, s string) hex.Hex {
	tb.Helper()
	o, err := hex.ParseOffset(s)
	if err != nil {
		tb.Fatal(err)
	}
	return o.Hex()
}

// grass returns a 15×12 map of grass.
func grass(tb testing.TB) *hex.Map {
	tb.Helper()
	m, err := hex.NewMap("grass", 15, 12)
	if err != nil {
		tb.Fatal(err)
	}
	return m
}

func unit(tb testing.TB, k units.Kind, s units.Side, pos string, n int) units.Unit {
	tb.Helper()
	return units.Unit{Kind: k, Side: s, Pos: at(tb, pos), Fighters: n}
}

func battle(tb testing.TB, m *hex.Map, us ...units.Unit) *units.Battle {
	tb.Helper()
	b, err := units.NewBattleFrom(m, us)
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

// playBattle plays a standard battle between blue and red, checking that
// every chosen action is legal, that the players leave the battle they are
// given alone, and that the invariants hold; it returns the finished battle.
func playBattle(tb testing.TB, blue, red player) *units.Battle {
	tb.Helper()
	b := units.NewBattle(hex.BattleMap())
	players := [2]player{blue, red}
	for !b.Outcome().Over() {
		p := players[b.ToMove()]
		before := b.Hash()
		a, _, err := p.Choose(context.Background(), b, ai.Limits{})
		if err != nil {
			tb.Fatalf("%s at ply %d: %v", p.Name(), b.Ply(), err)
		}
		if b.Hash() != before {
			tb.Fatalf("%s changed the battle it was given", p.Name())
		}
		if err := b.Play(a); err != nil {
			tb.Fatalf("%s at ply %d: %v", p.Name(), b.Ply(), err)
		}
		if err := b.Validate(); err != nil {
			tb.Fatalf("ply %d: %v", b.Ply(), err)
		}
	}
	return b
}

// withLimits returns p with lim in place of the limits of every call.
func withLimits(p player, lim ai.Limits) player { return ai.WithLimits(p, lim) }
