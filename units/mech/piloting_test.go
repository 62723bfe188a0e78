package mech_test

import (
	"slices"
	"testing"

	"stratagem/board/hex"
	"stratagem/units/internal/gametest"
	"stratagem/units/mech"
)

// What a piloting roll needs, worked by hand: piloting 5, +1 for 20
// damage, +5 per leg lost, +3 per gyro hit, +1 per leg actuator hit; a
// shut-down mech cannot make it (13).
func TestPilotingNeed(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(u *mech.Mech)
		r    mech.Reason
		want int
	}{
		{"kicked", func(u *mech.Mech) {}, mech.KickedReason, 5},
		{"standing up", func(u *mech.Mech) {}, 0, 5},
		{"20 damage", func(u *mech.Mech) {}, mech.DamageReason, 6},
		{"a leg lost", func(u *mech.Mech) { u.Structure[mech.LeftLeg] = 0 }, mech.LegReason, 10},
		{"a leg lost, then 20 damage", func(u *mech.Mech) { u.Structure[mech.RightLeg] = 0 }, mech.DamageReason, 11},
		{"a gyro hit", func(u *mech.Mech) { u.Crits[mech.CentreTorso] = 0b01000 }, mech.GyroReason, 8},
		{"two leg actuators", func(u *mech.Mech) { u.Crits[mech.LeftLeg], u.Crits[mech.RightLeg] = 0b01, 0b10 }, mech.KickedReason, 7},
		{"shut down", func(u *mech.Mech) { u.Shutdown = true }, mech.KickedReason, 13},
	} {
		u := mech.NewMech(mech.Ranger, mech.Blue, hex.Hex{}, hex.East)
		tc.edit(&u)
		if got := u.PilotingNeed(tc.r); got != tc.want {
			t.Errorf("%s: needs %d, want %d", tc.name, got, tc.want)
		}
	}
	if mech.FallDamage(mech.Ranger) != 5 || mech.FallDamage(mech.Juggernaut) != 9 || mech.FallDamage(mech.Kestrel) != 3 {
		t.Error("fall damage is not ⌈tons/10⌉")
	}
	if mech.NextReason(mech.LegReason|mech.KickedReason) != mech.KickedReason || mech.KickedReason.String() != "was kicked" {
		t.Error("reasons")
	}
}

// The walking MP a mech has: the design's, less a point per leg actuator
// hit and the heat's (−1 from 5 heat, one more per 5), 1 with a leg lost,
// none with both; running ⌈1.5×⌉ of it, none with a leg lost.
func TestMovementPoints(t *testing.T) {
	for _, tc := range []struct {
		name            string
		edit            func(u *mech.Mech)
		walk, run, jump int
	}{
		{"fresh", func(u *mech.Mech) {}, 5, 8, 3},
		{"heat 4", func(u *mech.Mech) { u.Heat = 4 }, 5, 8, 3},
		{"heat 5", func(u *mech.Mech) { u.Heat = 5 }, 4, 6, 3},
		{"heat 14", func(u *mech.Mech) { u.Heat = 14 }, 3, 5, 3},
		{"heat 15", func(u *mech.Mech) { u.Heat = 15 }, 2, 3, 3},
		{"heat 24", func(u *mech.Mech) { u.Heat = 24 }, 1, 2, 3},
		{"heat 25", func(u *mech.Mech) { u.Heat = 25 }, 0, 0, 3},
		{"heat 40", func(u *mech.Mech) { u.Heat = 40 }, 0, 0, 3},
		{"a leg actuator", func(u *mech.Mech) { u.Crits[mech.RightLeg] = 0b01 }, 4, 6, 3},
		{"a leg lost", func(u *mech.Mech) { u.Structure[mech.LeftLeg] = 0 }, 1, 0, 3},
		{"both legs lost", func(u *mech.Mech) { u.Structure[mech.LeftLeg], u.Structure[mech.RightLeg] = 0, 0 }, 0, 0, 0},
	} {
		u := mech.NewMech(mech.Ranger, mech.Blue, hex.Hex{}, hex.East)
		tc.edit(&u)
		if u.WalkMP() != tc.walk || u.RunMP() != tc.run || u.JumpMP() != tc.jump {
			t.Errorf("%s: walk %d, run %d, jump %d; want %d, %d, %d", tc.name, u.WalkMP(), u.RunMP(), u.JumpMP(), tc.walk, tc.run, tc.jump)
		}
	}
	for heat, want := range map[int]int{0: 0, 4: 0, 5: 1, 9: 1, 10: 2, 15: 3, 19: 3, 20: 4, 25: 5, 30: 5, 50: 5} {
		if got := mech.HeatMP(heat); got != want {
			t.Errorf("HeatMP(%d) = %d, want %d", heat, got, want)
		}
	}
}

// kickDuel: a Blue Bulldog and a Red Ranger face to face, the Bulldog to
// strike first in the physical phase.
func kickDuel(t *testing.T) *mech.Duel {
	t.Helper()
	m := plainMap(t, 15, 17)
	b := at(t, "g9")
	d := duel(t, m, mech.NewMech(mech.Bulldog, mech.Blue, b, hex.East), mech.NewMech(mech.Ranger, mech.Red, b.Neighbour(hex.East), hex.West))
	until(t, d, mech.PhysicalPhase, blueFirst())
	return d
}

// A kick that hits calls for the target's piloting roll when the phase
// ends; a miss at it, it falls: it lies prone, takes ⌈tons/10⌉ on the front
// table, twists no more, strikes no blow, fires at +2, is hit at −2 from
// next to it and +1 from farther; standing up takes its movement and a
// piloting roll.
func TestKickAndFall(t *testing.T) {
	d := kickDuel(t)
	// The kick needs 4 + 1; 8 hits: the right leg (front, even roll), 12.
	gametest.Play(t, d, "Bbulldog kick Rranger 8", "Rranger location 4")
	if u := d.Mech(1); u.Checks != mech.KickedReason || u.Pending[mech.FrontOf(mech.RightLeg)] != 12 {
		t.Fatalf("after the kick: %+v", u)
	}
	gametest.Play(t, d, "Rranger pass")
	if a, ok := d.Awaiting(); !ok || a.Chance != mech.PilotingRoll || a.Mech != 1 {
		t.Fatalf("awaiting %+v, %v: want the Ranger's piloting roll", a, ok)
	}
	// Needs 5: 4 falls. The fall: 5 on the front table, 7: the centre torso.
	gametest.Play(t, d, "Rranger piloting 4", "Rranger location 7")
	u := d.Mech(1)
	if !u.Prone || u.Armour[mech.FrontOf(mech.CentreTorso)] != 22-5 || u.Armour[mech.FrontOf(mech.RightLeg)] != 18-12 {
		t.Fatalf("after the fall: %+v", u)
	}
	if d.Phase() != mech.EndPhase {
		t.Fatalf("%v phase after the fall", d.Phase())
	}
	nextTurn(t, d, blueFirst())
	gametest.Play(t, d, "initiative 5-8") // Blue moves first
	gametest.Play(t, d, "Bbulldog stands")
	// Lying down it may only stay or stand up, facing any way.
	var kinds []mech.Mode
	for _, a := range d.LegalActions(nil) {
		kinds = append(kinds, a.Mode)
	}
	if len(kinds) != 7 || kinds[0] != mech.Stand || slices.ContainsFunc(kinds[1:], func(m mech.Mode) bool { return m != mech.GetUp }) {
		t.Fatalf("moves lying down: %v", kinds)
	}
	// 3 misses (needs 5): still down, facing as it was; it counts as walking.
	gametest.Play(t, d, "Rranger getup NW 3")
	if u := d.Mech(1); !u.Prone || u.Facing != hex.West || u.Mode != mech.GetUp || u.Heat != 1 {
		t.Fatalf("after a failed attempt: %+v", u)
	}
	// No twist lying down: the reaction phase skips it.
	if d.Phase() == mech.ReactionPhase && d.Active() == 1 {
		t.Fatal("the Ranger lying down may twist")
	}
	until(t, d, mech.WeaponPhase, blueFirst())
	// The Bulldog fires at it from next to it: −2; the Ranger at +2 (and +1
	// for its attempt to stand).
	if need, _ := d.ToHit(0, 1, 3); need != 4-2 {
		t.Errorf("medium laser at a mech lying next to it: %d, want 2", need)
	}
	if need, _ := d.ToHit(1, 0, 1); need != 4+1+2 {
		t.Errorf("medium laser from a mech lying down: %d, want 7", need)
	}
	gametest.Play(t, d, "Bbulldog pass", "Rranger pass")
	// No blows but a kick at a mech lying down, at −2; none from it.
	if _, ok := d.StrikeToHit(0, 1, mech.Punch); ok {
		t.Error("a punch at a mech lying down")
	}
	if need, ok := d.StrikeToHit(0, 1, mech.Kick); !ok || need != 4+1-2 {
		t.Errorf("a kick at a mech lying down: %d, %v; want 3", need, ok)
	}
	if _, ok := d.StrikeToHit(1, 0, mech.Kick); ok {
		t.Error("a blow from a mech lying down")
	}
	// A kick at it lands anywhere (the ordinary table: 12 is the head) and
	// calls for no piloting roll.
	gametest.Play(t, d, "Bbulldog kick Rranger 9")
	if h, ok := d.NextHit(); !ok || h.Table != 0 || h.Blow != mech.Kick || mech.PlaceHit(h.Table, h.Dir, 12) != mech.Head {
		t.Fatalf("the kick's hit: %+v", h)
	}
	gametest.Play(t, d, "Rranger location 9") // the left leg: 18 − 12
	if u := d.Mech(1); u.Checks != 0 || u.Armour[mech.FrontOf(mech.LeftLeg)] != 6 || d.Phase() != mech.EndPhase {
		t.Fatalf("after kicking a mech lying down: %+v", u)
	}
	nextTurn(t, d, blueFirst())
	gametest.Play(t, d, "initiative 5-8", "Bbulldog stands", "Rranger getup E 5")
	if u := d.Mech(1); u.Prone || u.Facing != hex.East {
		t.Errorf("after standing up: %+v", u)
	}
}

// A missed kick calls for the kicker's piloting roll; 20 damage in a phase
// for one at +1.
func TestMissedKickAndHeavyDamage(t *testing.T) {
	d := kickDuel(t)
	gametest.Play(t, d, "Bbulldog kick Rranger 4", "Rranger pass") // needs 5
	if a, ok := d.Awaiting(); !ok || a.Mech != 0 || a.Chance != mech.PilotingRoll {
		t.Fatalf("awaiting %+v, %v: want the Bulldog's piloting roll", a, ok)
	}
	gametest.Play(t, d, "Bbulldog piloting 5") // keeps its feet
	if u := d.Mech(0); u.Prone || u.Checks != 0 || d.Phase() != mech.EndPhase {
		t.Fatalf("after keeping its feet: %+v", u)
	}

	m := plainMap(t, 15, 17)
	b := at(t, "g9")
	d = duel(t, m, mech.NewMech(mech.Juggernaut, mech.Blue, b, hex.East), mech.NewMech(mech.Ranger, mech.Red, b.Neighbour(hex.East).Neighbour(hex.East), hex.West))
	until(t, d, mech.WeaponPhase, blueFirst())
	// Large laser 8, autocannon 10, medium laser 5: 23 on the legs (9, 5).
	gametest.Play(t, d, "Bjuggernaut fire Rranger 2:12 3:12 4:12", "Rranger location 9", "Rranger location 5", "Rranger location 9", "Rranger pass")
	if u := d.Mech(1); u.PilotingNeed(mech.NextReason(u.Checks)) != 6 {
		t.Fatalf("after 23 damage: %+v", u)
	}
	if a, ok := d.Awaiting(); !ok || a.Chance != mech.PilotingRoll {
		t.Fatalf("awaiting %+v, %v after 23 damage", a, ok)
	}
	gametest.Play(t, d, "Rranger piloting 5") // needs 6: falls
	if u := d.Mech(1); !u.Prone || u.FallDue != 5 {
		t.Fatalf("after failing at 20 damage: %+v", u)
	}
}

// A leg lost: a piloting roll at +5; walking 1 and no running after; both
// legs lost: the mech falls without a roll and cannot stand up.
func TestLegLost(t *testing.T) {
	m := plainMap(t, 15, 17)
	b := at(t, "g9")
	r := mech.NewMech(mech.Ranger, mech.Red, b.Neighbour(hex.East).Neighbour(hex.East), hex.West)
	r.Armour[mech.FrontOf(mech.LeftLeg)], r.Structure[mech.LeftLeg] = 0, 4
	r.Armour[mech.FrontOf(mech.RightLeg)], r.Structure[mech.RightLeg] = 0, 4
	d := duel(t, m, mech.NewMech(mech.Ranger, mech.Blue, b, hex.East), r)
	until(t, d, mech.WeaponPhase, blueFirst())
	gametest.Play(t, d, "Branger fire Rranger 2:12", "Rranger location 9", "Rranger pass")
	if u := d.Mech(1); !u.Lost(mech.LeftLeg) || u.Checks != mech.LegReason || u.PilotingNeed(mech.LegReason) != 10 {
		t.Fatalf("after losing a leg: %+v", u)
	}
	gametest.Play(t, d, "Rranger piloting 10") // keeps its feet
	if u := d.Mech(1); u.Prone || u.WalkMP() != 1 || u.RunMP() != 0 {
		t.Fatalf("standing on one leg: %+v", u)
	}
	nextTurn(t, d, blueFirst())
	gametest.Play(t, d, "initiative 5-8", "Branger stands")
	if runs := d.Moves(1, mech.Run, nil); len(runs) != 0 {
		t.Errorf("a mech on one leg runs: %v", runs)
	}
	walks := d.Moves(1, mech.Walk, nil)
	for _, a := range walks {
		if a.MP > 1 {
			t.Errorf("a mech on one leg walks %d MP", a.MP)
		}
	}
	if len(walks) != 4 { // a turn either way, a step forward or back
		t.Errorf("%d walks on one leg", len(walks))
	}
	gametest.Play(t, d, "Rranger stands")
	until(t, d, mech.WeaponPhase, blueFirst())
	// The other leg too: it falls at once, no roll, and cannot stand up.
	gametest.Play(t, d, "Branger fire Rranger 2:12", "Rranger location 5", "Rranger pass")
	if a, ok := d.Awaiting(); !ok || a.Chance != mech.LocationRoll {
		t.Fatalf("awaiting %+v, %v: want the fall's location roll", a, ok)
	}
	gametest.Play(t, d, "Rranger location 7")
	if u := d.Mech(1); !u.Prone || u.CanStand() || u.Armour[mech.FrontOf(mech.CentreTorso)] != 22-5 {
		t.Fatalf("after losing both legs: %+v", u)
	}
	nextTurn(t, d, blueFirst())
	gametest.Play(t, d, "initiative 5-8", "Branger stands")
	if legal := d.LegalActions(nil); len(legal) != 1 || legal[0].Mode != mech.Stand {
		t.Errorf("a mech without legs may %v", legal)
	}
}
