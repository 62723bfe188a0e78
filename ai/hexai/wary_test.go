package hexai

import (
	"slices"
	"testing"

	"stratagem/board/hex"
	"stratagem/units"
)

// TestWaryPolicy checks the greedy policy's Wary rule on open grass: a
// move that ends within an enemy fighter's reach (its speed + 1) ranks as
// Wary hexes further off, but only when that enemy acts before the unit
// again and its first blow would pay; without Wary the nearest move ranks
// first whatever follows.
func TestWaryPolicy(t *testing.T) {
	m := grass(t)
	// first returns the distance to enemy at which the policy's best move
	// ends (every action here is a move: nobody is in reach of a blow).
	first := func(b *units.Battle, wary int, enemy string) int {
		t.Helper()
		tr := MCTS{Policy: GreedyPolicy, Wary: wary}
		acts := b.LegalActions(nil)
		scores := tr.score(b, acts)
		best := acts[slices.Index(scores, slices.Max(scores))]
		if best.Kind != units.Move || best.Attacks() {
			t.Fatalf("best action %s, want a move", b.FormatAction(best))
		}
		return hex.Distance(best.To, at(t, enemy))
	}
	play := func(b *units.Battle, actions ...string) *units.Battle {
		t.Helper()
		for _, s := range actions {
			if err := b.Play(parse(t, b, s)); err != nil {
				t.Fatal(err)
			}
		}
		return b
	}
	for _, c := range []struct {
		what       string
		b          *units.Battle
		wary, want int
	}{
		// Round 1: Blue's 5 swordsmen (initiative 4) act before Red's 20
		// pikemen (3, 4 hexes' reach), which have yet to act; their first
		// blow would deal more than the swordsmen's retaliation gives back.
		{"not wary", battle(t, m, unit(t, units.Swordsman, units.Blue, "c6", 5), unit(t, units.Pikeman, units.Red, "j6", 20)), 0, 4},
		{"the enemy still to act this round", battle(t, m, unit(t, units.Swordsman, units.Blue, "c6", 5), unit(t, units.Pikeman, units.Red, "j6", 20)), 4, 5},
		// 2 pikemen: their blow would not pay, so they are no threat.
		{"the enemy's first blow does not pay", battle(t, m, unit(t, units.Swordsman, units.Blue, "c6", 5), unit(t, units.Pikeman, units.Red, "j6", 2)), 4, 4},
		// The pikemen on both sides: Blue's wait, Red's defend; Red's act
		// first among equals in round 2, so they strike before Blue's again.
		{"the enemy acted, and acts first next round", play(battle(t, m, unit(t, units.Pikeman, units.Blue, "c6", 10), unit(t, units.Pikeman, units.Red, "j6", 10)),
			"Bpikeman waits", "Rpikeman defends"), 4, 5},
		// The swordsmen wait, the pikemen defend: the swordsmen act before
		// them in round 2 (higher initiative), so a move into their reach is
		// not struck first.
		{"the enemy acted, and acts after the unit next round", play(battle(t, m, unit(t, units.Swordsman, units.Blue, "c6", 5), unit(t, units.Pikeman, units.Red, "j6", 20)),
			"Bswordsman waits", "Rpikeman defends"), 4, 4},
	} {
		if d := first(c.b, c.wary, "j6"); d != c.want {
			t.Errorf("%s: the best move ends %d hexes from the enemy, want %d", c.what, d, c.want)
		}
	}
}
