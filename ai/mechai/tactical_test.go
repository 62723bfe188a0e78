package mechai

import (
	"testing"

	"stratagem/board/hex"
	"stratagem/units/mech"
)

func TestTacticalAvoidsShutdown(t *testing.T) {
	// A Ranger with an enemy 2 hexes ahead: everything (17 heat) would end
	// the turn at heat + 5 after its 12 sinks. Cool, it fires; hot, it
	// fires less or not at all, and never so as to end the turn shut down
	// (30) or, below 20, taking heat damage (above 15).
	tac := mustPlayer(t, "tactical", 1)
	for _, heat := range []int{0, 5, 10, 15, 20, 25, 29} {
		d := fireDuel(t, mech.Ranger, heat, 2)
		a := choose(t, tac, d)
		end := heat - mech.Ranger.Design().Sinks
		if a.Kind == mech.Fire {
			end += d.WeaponHeat(0, a.Weapons)
		}
		if end >= mech.HeatShutdown || end > mech.HeatDamage1 && heat < 20 {
			t.Errorf("heat %d: %s ends the turn at %d", heat, d.FormatAction(a), end)
		}
		if a.Kind != mech.Fire && heat <= 10 {
			t.Errorf("heat %d: %s, want fire", heat, d.FormatAction(a))
		}
		t.Logf("heat %d: %s", heat, d.FormatAction(a))
	}
	// Cool, it fires more than the seed's threshold of 12 allows: the
	// large laser too, since its sinks take the heat.
	d := fireDuel(t, mech.Ranger, 0, 2)
	if a := choose(t, tac, d); a.Weapons != 0b1111 {
		t.Errorf("heat 0: %s, want all four weapons", d.FormatAction(a))
	}
}

func TestTacticalFocusesOnTheDamagedEnemy(t *testing.T) {
	p := at(t, "g9")
	hurt := mech.NewMech(mech.Bulldog, mech.Red, steps(p, hex.SouthEast, 3), hex.NorthWest)
	hurt.Armour[mech.Front] = 0
	d := newDuel(t, plain(t),
		mech.NewMech(mech.Bulldog, mech.Blue, p, hex.East),
		mech.NewMech(mech.Bulldog, mech.Red, steps(p, hex.NorthEast, 3), hex.SouthWest),
		hurt)
	toPhase(t, d, mech.WeaponPhase, 0)
	if a := choose(t, mustPlayer(t, "tactical", 1), d); a.Kind != mech.Fire || a.Target != 2 {
		t.Errorf("%s, want fire at the Bulldog without front armour", d.FormatAction(a))
	}
	// The seed fires at the nearest (here the first of equals).
	if a := choose(t, mustPlayer(t, "seed", 1), d); a.Kind != mech.Fire || a.Target != 1 {
		t.Errorf("seed: %s, want fire at the first Bulldog", d.FormatAction(a))
	}
}

func TestTacticalPrefersTheRearArc(t *testing.T) {
	// Two equal enemies at the same distance, one showing its rear (10
	// armour left there against 30 in front): the rear is the target.
	p := at(t, "g9")
	d := newDuel(t, plain(t),
		mech.NewMech(mech.Bulldog, mech.Blue, p, hex.East),
		mech.NewMech(mech.Bulldog, mech.Red, steps(p, hex.NorthEast, 2), hex.SouthWest),
		mech.NewMech(mech.Bulldog, mech.Red, steps(p, hex.SouthEast, 2), hex.SouthEast))
	toPhase(t, d, mech.WeaponPhase, 0)
	if got := mech.ArcOf(d.Mechs()[2].Pos, d.Mechs()[2].Facing, p); got != mech.Rear {
		t.Fatalf("the second shows its %v", got)
	}
	if a := choose(t, mustPlayer(t, "tactical", 1), d); a.Kind != mech.Fire || a.Target != 2 {
		t.Errorf("%s, want fire at the Bulldog showing its rear", d.FormatAction(a))
	}
}

func TestTacticalTwist(t *testing.T) {
	p := at(t, "g9")
	for _, tc := range []struct {
		enemy hex.Hex
		want  int8
	}{
		{steps(p, hex.East, 3), 0},
		{steps(p, hex.SouthWest, 3), 1},
		{steps(p, hex.NorthWest, 3), -1},
	} {
		d := newDuel(t, plain(t),
			mech.NewMech(mech.Ranger, mech.Blue, p, hex.East),
			mech.NewMech(mech.Bulldog, mech.Red, tc.enemy, hex.West))
		toPhase(t, d, mech.ReactionPhase, 0)
		if a := choose(t, mustPlayer(t, "tactical", 1), d); a.Twist != tc.want {
			t.Errorf("enemy at %v: %s, want twist %d", tc.enemy, d.FormatAction(a), tc.want)
		}
	}
}

func TestTacticalStrikes(t *testing.T) {
	// Adjacent, hot, its autocannon and missiles dry, with a club at hand:
	// the two lasers' heat costs more than their 10 points are worth, the
	// club's 12 come free. It picks the club up, then strikes with it.
	m := plain(t)
	p := at(t, "g9")
	m.SetFeatures(p, hex.Club)
	u := mech.NewMech(mech.Bulldog, mech.Blue, p, hex.East)
	u.Heat = 29
	u.Ammo = [mech.MaxWeapons]int{}
	d := newDuel(t, m, u, mech.NewMech(mech.Ranger, mech.Red, steps(p, hex.East, 1), hex.West))
	tac := mustPlayer(t, "tactical", 1)
	toPhase(t, d, mech.WeaponPhase, 0)
	a := choose(t, tac, d)
	if a.Kind != mech.PickUp {
		t.Fatalf("%s, want pickup", d.FormatAction(a))
	}
	d.Apply(a)
	toPhase(t, d, mech.PhysicalPhase, 0)
	if a := choose(t, tac, d); a.Kind != mech.Strike || a.Blow != mech.ClubBlow {
		t.Errorf("%s, want a club blow", d.FormatAction(a))
	}
}

func TestTacticalClosesIn(t *testing.T) {
	// Far from everything it moves toward the enemy.
	p := at(t, "c2")
	enemy := at(t, "m16")
	d := newDuel(t, plain(t),
		mech.NewMech(mech.Bulldog, mech.Blue, p, hex.SouthEast),
		mech.NewMech(mech.Bulldog, mech.Red, enemy, hex.NorthWest))
	toPhase(t, d, mech.MovementPhase, 0)
	a := choose(t, mustPlayer(t, "tactical", 1), d)
	if hex.Distance(a.To, enemy) >= hex.Distance(p, enemy) {
		t.Errorf("%s does not close in", d.FormatAction(a))
	}
}
