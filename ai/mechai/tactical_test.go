package mechai

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

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
	for l := range mech.Location(mech.NumLocations) {
		hurt.Armour[mech.FrontOf(l)] = 0
	}
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
	// Adjacent, hot, its autocannon and missiles dry, with a club at hand,
	// the enemy south-west of it: in the torso's arc once it twists right,
	// out of the legs' (no kick). The two arm lasers' heat costs more than
	// their 10 points are worth and rules out the club; the club's 12 come
	// free. It picks the club up, then strikes with it.
	m := plain(t)
	p := at(t, "g9")
	m.SetFeatures(p, hex.Club)
	u := mech.NewMech(mech.Bulldog, mech.Blue, p, hex.East)
	u.Heat = 29
	u.Ammo = [mech.MaxWeapons]int{}
	d := newDuel(t, m, u, mech.NewMech(mech.Ranger, mech.Red, steps(p, hex.SouthWest, 1), hex.NorthEast))
	tac := mustPlayer(t, "tactical", 1)
	toPhase(t, d, mech.ReactionPhase, 0)
	if err := d.Play(mech.Action{Kind: mech.Twist, Mech: 0, Twist: 1}); err != nil {
		t.Fatal(err)
	}
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

func TestTacticalFiresThenKicks(t *testing.T) {
	// Adjacent and cool, a Bulldog fires (its weapons are in the torso and
	// the arms) and still kicks: no weapon of its is in a leg. Its fire
	// plan's value counts the kick, so the plan is at least as good as
	// firing alone or kicking alone.
	p := at(t, "g9")
	d := newDuel(t, plain(t), mech.NewMech(mech.Bulldog, mech.Blue, p, hex.East),
		mech.NewMech(mech.Ranger, mech.Red, steps(p, hex.East, 1), hex.West))
	tac := mustPlayer(t, "tactical", 1)
	toPhase(t, d, mech.WeaponPhase, 0)
	a := choose(t, tac, d)
	if a.Kind != mech.Fire || a.Target != 1 {
		t.Fatalf("%s, want a fire at the Ranger", d.FormatAction(a))
	}
	tp := NewTactical(DefaultSettings)
	withKick := tp.fireValue(d, 0, 1, a.Weapons)
	u := d.Mech(0)
	alone := tp.Settings.damageValue(&d.Mechs()[1], mech.Front, d.ExpectedDamage(0, 1, a.Weapons)) -
		tp.Settings.heatCost(&u, u.Heat+d.WeaponHeat(0, a.Weapons)-u.Sinks())
	if withKick <= alone {
		t.Errorf("firing slots %05b is worth %.2f with the kick after it, %.2f without", a.Weapons, withKick, alone)
	}
	if err := d.Play(mech.Roll(a, &mech.FixedDice{Totals: []int{2}})); err != nil {
		t.Fatal(err)
	}
	toPhase(t, d, mech.PhysicalPhase, 0)
	if a := choose(t, tac, d); a.Kind != mech.Strike || a.Target != 1 {
		t.Errorf("%s, want a blow at the Ranger", d.FormatAction(a))
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

func TestBestBlow(t *testing.T) {
	// A Bulldog's blows: punch 6 needing 5, kick 12 needing 6, club 12
	// needing 5 (before heat). Worked by hand: 2d6 ≥ 5 is 30/36, ≥ 6 is
	// 26/36, ≥ 7 is 21/36.
	bs := []blowChance{{mech.Punch, 5, 6}, {mech.Kick, 6, 12}, {mech.ClubBlow, 5, 12}}
	arms := mech.SetOf(mech.LeftArm, mech.RightArm)
	for _, tc := range []struct {
		fired mech.LocationSet
		heat  int
		want  float64
	}{
		{0, 0, 30.0 / 36 * 12},                           // the club
		{mech.SetOf(mech.LeftArm), 0, 26.0 / 36 * 12},    // no club: the kick
		{arms, 8, 21.0 / 36 * 12},                        // the kick, +1 for heat 8
		{mech.SetOf(mech.LeftLeg), 0, 30.0 / 36 * 12},    // no kick: the club
		{arms | mech.SetOf(mech.RightLeg), 0, 0},         // nothing left
		{mech.SetOf(mech.RightLeg, mech.RightArm), 0, 5}, // the punch with the left arm: 30/36·6
	} {
		if got := bestBlow(bs, tc.fired, tc.heat); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("fired from %v at heat %d: %.3f, want %.3f", tc.fired, tc.heat, got, tc.want)
		}
	}
}

func TestEnemyBlow(t *testing.T) {
	// A Bulldog next to the mech, to-hit 5 before the kick's +1: a punch
	// is 30/36 × 6 = 5, a kick 26/36 × 12 ≈ 8.67, when the mech is in front
	// of its legs; with a fall worth 3 after the kick, 26/36 × 15.
	en := mech.NewMech(mech.Bulldog, mech.Red, hex.Hex{}, hex.East)
	if got, want := enemyBlow(&en, 5, true, 0), 26.0/36*12; math.Abs(got-want) > 1e-9 {
		t.Errorf("kick: %.3f, want %.3f", got, want)
	}
	if got, want := enemyBlow(&en, 5, true, 3), 26.0/36*15; math.Abs(got-want) > 1e-9 {
		t.Errorf("kick and fall: %.3f, want %.3f", got, want)
	}
	if got, want := enemyBlow(&en, 5, false, 3), 5.0; math.Abs(got-want) > 1e-9 {
		t.Errorf("punch: %.3f, want %.3f", got, want)
	}
	// The fall's worth: Fall × the chance of failing the kicked mech's
	// piloting roll (5: 6 rolls of 36 fail), none lying down.
	s := DefaultSettings
	if got, want := s.fallWorth(&en), s.Fall*6/36; math.Abs(got-want) > 1e-9 {
		t.Errorf("fallWorth %.3f, want %.3f", got, want)
	}
	en.Prone = true
	if s.fallWorth(&en) != 0 {
		t.Error("a mech lying down falls again")
	}
	// An end position next to a Bulldog facing it is worth less, by the
	// blow, than with Blows at 0: whether the Bulldog is still to move
	// (Blue moves first) or has moved (Red moves first and stands).
	p := at(t, "g9")
	next := steps(p, hex.West, 1)
	for _, tc := range []struct {
		name string
		dice mech.Dice
	}{{"still to move", blueFirst()}, {"moved", &mech.FixedDice{Totals: []int{8, 5}}}} {
		d := newDuel(t, plain(t), mech.NewMech(mech.Ranger, mech.Blue, steps(p, hex.West, 3), hex.East),
			mech.NewMech(mech.Bulldog, mech.Red, p, hex.West))
		for !(d.Phase() == mech.MovementPhase && d.Active() == 0) {
			if err := d.Play(mech.Roll(passive(d), tc.dice)); err != nil {
				t.Fatal(err)
			}
		}
		s := DefaultSettings
		none := s
		none.Blows = 0
		with := newMoveEval(&s, d, 0).defense(next, hex.East, 2, false)
		without := newMoveEval(&none, d, 0).defense(next, hex.East, 2, false)
		if with <= without {
			t.Errorf("%s: next to the Bulldog, defence %.2f with its blows, %.2f without", tc.name, with, without)
		}
	}
}

func TestTacticalCoversABatteredFriend(t *testing.T) {
	// A Bulldog without armour stands 3 hexes from an enemy Bulldog, its
	// Ranger friend 2 hexes behind it; both the enemy and the friend have
	// moved. The enemy is expected to fire at the nearest mech it sees: the
	// Ranger steps in front (nearer the enemy than its friend) to take the
	// fire that would otherwise wreck the Bulldog.
	p := at(t, "g9")
	hurt := mech.NewMech(mech.Bulldog, mech.Blue, steps(p, hex.East, 1), hex.East)
	for s := range mech.Section(mech.NumSections) {
		hurt.Armour[s] = 0
	}
	d := newDuel(t, plain(t),
		hurt,
		mech.NewMech(mech.Ranger, mech.Blue, steps(p, hex.West, 1), hex.East),
		mech.NewMech(mech.Bulldog, mech.Red, steps(p, hex.East, 4), hex.West))
	toPhase(t, d, mech.MovementPhase, 1)
	a := choose(t, mustPlayer(t, "tactical", 1), d)
	enemy := d.Mechs()[2].Pos
	t.Logf("covering: %s", d.FormatAction(a))
	if got, friend := hex.Distance(a.To, enemy), hex.Distance(hurt.Pos, enemy); got >= friend {
		t.Errorf("%s ends %d hexes from the enemy, want nearer than the friend's %d", d.FormatAction(a), got, friend)
	}
	// Without a friend to cover, the same Ranger keeps its distance.
	d = newDuel(t, plain(t),
		mech.NewMech(mech.Ranger, mech.Blue, steps(p, hex.West, 1), hex.East),
		mech.NewMech(mech.Bulldog, mech.Red, steps(p, hex.East, 4), hex.West))
	toPhase(t, d, mech.MovementPhase, 0)
	a = choose(t, mustPlayer(t, "tactical", 1), d)
	if got := hex.Distance(a.To, d.Mechs()[1].Pos); got <= 3 {
		t.Errorf("alone: %s ends %d hexes from the enemy, want it to keep its distance", d.FormatAction(a), got)
	}
}

// noDeadline is a deadline no test reaches: the searches are bounded by
// their work, not the clock.
var noDeadline = time.Unix(1<<40, 0)

// Lookahead plays moves out and takes them back: the duel is as it was
// (its hash and its plies), the move is one of the Lookahead best by
// their values alone, and with one move played out it is the move
// Tactical takes without looking ahead.
func TestLookahead(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	tried := 0
	for i := 0; tried < 12 && i < 200; i++ {
		d := randomDuel(t, hex.MechMapNames()[i%2], rng, mech.NewDice(uint64(i)), rng.IntN(120))
		if d.Outcome().Over() || d.Phase() != mech.MovementPhase {
			continue
		}
		if _, waits := d.Awaiting(); waits {
			continue
		}
		tried++
		hash, ply := d.Hash(), d.Ply()
		ahead := NewTactical(HardSettings)
		a, _ := ahead.move(context.Background(), noDeadline, 0, d)
		if d.Hash() != hash || d.Ply() != ply {
			t.Fatalf("duel %d: looking ahead left the duel changed", i)
		}
		if !slices.ContainsFunc(ahead.ranked[:min(len(ahead.ranked), HardSettings.Lookahead)], func(r rankedMove) bool { return r.a == a }) {
			t.Errorf("duel %d: %v is not among the %d best moves by value alone", i, a, HardSettings.Lookahead)
		}
		one := HardSettings
		one.Lookahead = 1
		alone, _ := NewTactical(DefaultSettings).move(context.Background(), noDeadline, 0, d)
		if b, _ := NewTactical(one).move(context.Background(), noDeadline, 0, d); b != alone {
			t.Errorf("duel %d: one move played out chose %v, Tactical %v", i, b, alone)
		}
	}
	if tried < 12 {
		t.Fatalf("only %d duels in the movement phase", tried)
	}
}
