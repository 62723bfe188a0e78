package mech

import (
	"testing"

	"stratagem/board/hex"
)

// lose destroys locations of u as the rules do: no structure, no armour on
// any of their sections, and no more heat sinks on than it has left.
func lose(u *Mech, locs ...Location) {
	for _, l := range locs {
		u.Structure[l] = 0
		for s := range Section(NumSections) {
			if s.Location() == l {
				u.Armour[s] = 0
			}
		}
	}
	u.SinksOn = min(u.SinksOn, u.Sinks())
}

// Validate's errors, one row per invariant it checks (checkMech's included),
// with the exact message, on testDuel's fresh duel (Blue's Bulldog, mech 0,
// and Red's Longbow, mech 1, at the initiative of turn 1) broken one way
// each. The last rows break two invariants at once: the order of the
// checks decides which is reported.
func TestValidateErrors(t *testing.T) {
	for _, tc := range []struct {
		name    string
		corrupt func(d *Duel, blue, red *Mech)
		want    string
	}{
		// checkMech: one mech's fields.
		{"twist", func(_ *Duel, u, _ *Mech) { u.Twist = 2 }, "mech 0 (Bbulldog): twist 2"},
		{"heat", func(_ *Duel, u, _ *Mech) { u.Heat = -1 }, "mech 0 (Bbulldog): heat -1"},
		{"sinks on", func(_ *Duel, u, _ *Mech) { u.SinksOn = 15 }, "mech 0 (Bbulldog): 15 of 14 heat sinks on"},
		{"critical hits due: too many", func(_ *Duel, u, _ *Mech) { u.CritsDue, u.CritLoc = 4, LeftArm },
			"mech 0 (Bbulldog): 4 critical hits due on the left arm"},
		{"critical hits due: a location without them", func(_ *Duel, u, _ *Mech) { u.CritLoc = LeftArm },
			"mech 0 (Bbulldog): 0 critical hits due on the left arm"},
		{"critical hits due: no such location", func(_ *Duel, u, _ *Mech) { u.CritsDue, u.CritLoc = 1, 9 },
			"mech 0 (Bbulldog): 1 critical hits due on the Location(9)"},
		{"critical hits due: more than parts left", func(_ *Duel, u, _ *Mech) { u.CritsDue, u.CritLoc, u.Crits[Head] = 3, Head, 1 },
			"mech 0 (Bbulldog): 3 critical hits due on the head"},
		{"critical checks on a destroyed location", func(_ *Duel, u, _ *Mech) { lose(u, LeftArm); u.CheckCrit = SetOf(LeftArm) },
			"mech 0 (Bbulldog): critical checks due on destroyed locations {left arm}"},
		// checkMech formats Reason, a Stringer, with %#x, so these messages
		// hold the hex of its text: pinned as they are, since this test
		// guards a refactor that must not change them.
		{"fall damage", func(_ *Duel, u, _ *Mech) { u.FallDue = 7 }, "mech 0 (Bbulldog): fall damage 7, piloting rolls 0x526561736f6e2830783029 due"},
		{"piloting reasons", func(_ *Duel, u, _ *Mech) { u.Checks = 0x80 }, "mech 0 (Bbulldog): fall damage 0, piloting rolls 0x526561736f6e283078383029 due"},
		{"heat rolls: no such roll", func(_ *Duel, u, _ *Mech) { u.HeatChecks = 1 << numHeatChecks }, "mech 0 (Bbulldog): heat rolls 0x8 due"},
		{"heat rolls: shut down and start up", func(_ *Duel, u, _ *Mech) { u.HeatChecks = ShutdownCheck | StartupCheck },
			"mech 0 (Bbulldog): heat rolls 0x6 due"},
		{"piloting rolls lying down", func(_ *Duel, u, _ *Mech) { u.Prone, u.Checks = true, DamageReason },
			"mech 0 (Bbulldog): piloting rolls 0x746f6f6b203230206f72206d6f72652064616d616765 due lying down"},
		{"standing without a gyro", func(_ *Duel, u, _ *Mech) { u.Crits[CentreTorso] = 0b11000 },
			"mech 0 (Bbulldog): standing without the legs or gyro to stand on"},
		{"movement mode", func(_ *Duel, u, _ *Mech) { u.Mode = numModes }, "mech 0 (Bbulldog): moved 0 hexes (Mode(5))"},
		{"hexes moved", func(_ *Duel, u, _ *Mech) { u.Moved = -1 }, "mech 0 (Bbulldog): moved -1 hexes (stand)"},
		{"armour", func(_ *Duel, u, _ *Mech) { u.Armour[LeftArm] = 99 }, "mech 0 (Bbulldog): left arm armour 99 of 18"},
		{"pending damage", func(_ *Duel, u, _ *Mech) { u.Pending[LeftRear] = -1 }, "mech 0 (Bbulldog): pending damage -1"},
		{"armour on a destroyed location", func(_ *Duel, u, _ *Mech) { u.Structure[LeftArm] = 0 },
			"mech 0 (Bbulldog): left arm destroyed with 18 armour"},
		{"structure", func(_ *Duel, u, _ *Mech) { u.Structure[Head] = 99 }, "mech 0 (Bbulldog): head structure 99 of 3"},
		{"negative structure", func(_ *Duel, u, _ *Mech) { lose(u, LeftArm); u.Structure[LeftArm] = -1 },
			"mech 0 (Bbulldog): left arm structure -1 of 10"},
		{"parts hit", func(_ *Duel, u, _ *Mech) { u.Crits[LeftArm] = 0x80 }, "mech 0 (Bbulldog): left arm: parts hit 10000000 of 3"},
		{"exploded ammunition", func(_ *Duel, u, _ *Mech) { u.Crits[RightTorso] = 1 << 1 },
			"mech 0 (Bbulldog): right torso: exploded ammunition still holds 10 shots"},
		{"engine destroyed", func(_ *Duel, u, _ *Mech) { u.Crits[CentreTorso] = 0b111 },
			"mech 0 (Bbulldog): the engine or cockpit destroyed, the mech not wrecked"},
		{"cockpit destroyed", func(_ *Duel, u, _ *Mech) { u.Crits[Head] = 0b010 },
			"mech 0 (Bbulldog): the engine or cockpit destroyed, the mech not wrecked"},
		{"side torso without its arm", func(_ *Duel, u, _ *Mech) { lose(u, LeftTorso) },
			"mech 0 (Bbulldog): a side torso destroyed without its arm"},
		{"head destroyed", func(_ *Duel, u, _ *Mech) { lose(u, Head) },
			"mech 0 (Bbulldog): the head or centre torso destroyed, the mech not wrecked"},
		{"fired slots", func(_ *Duel, u, _ *Mech) { u.Fired = 1 << 5 }, "mech 0 (Bbulldog): fired slots 00100000 of 5 weapons"},
		{"ammunition", func(_ *Duel, u, _ *Mech) { u.Ammo[0] = 99 }, "mech 0 (Bbulldog): slot 1 has 99 shots (at most 10)"},
		{"ammunition for a laser", func(_ *Duel, u, _ *Mech) { u.Ammo[3] = 1 }, "mech 0 (Bbulldog): slot 4 has 1 shots (at most 0)"},
		{"ammunition without a weapon", func(_ *Duel, u, _ *Mech) { u.Ammo[7] = 1 }, "mech 0 (Bbulldog): slot 8 has 1 shots (at most 0)"},
		{"ammunition in a destroyed location", func(_ *Duel, u, _ *Mech) { lose(u, RightTorso, RightArm) },
			"mech 0 (Bbulldog): slot 1 keeps ammunition in a destroyed location"},
		{"the second mech", func(_ *Duel, _, r *Mech) { r.Twist = -2 }, "mech 1 (Rlongbow): twist -2"},

		// Validate: the duel as a whole.
		{"club hash", func(d *Duel, _, _ *Mech) { d.clubHash ^= 1 }, "club hash 0x1, recomputed 0x0"},
		{"side changed", func(_ *Duel, u, _ *Mech) { u.Side = Red }, "mech 0 changed design or side"},
		{"design changed", func(_ *Duel, _, r *Mech) { r.Design, r.Ammo = Bulldog, [MaxWeapons]int{} }, "mech 1 changed design or side"},
		{"pending damage outside an attack", func(_ *Duel, u, _ *Mech) { u.Pending[Head] = 1 },
			"mech 0 has damage [1 0 0 0 0 0 0 0 0 0 0] pending in the initiative phase"},
		{"damage through outside an attack", func(_ *Duel, u, _ *Mech) { u.Through = SetOf(Head) },
			"mech 0 has damage [0 0 0 0 0 0 0 0 0 0 0] pending in the initiative phase"},
		{"critical checks outside the end of a phase", func(_ *Duel, u, _ *Mech) { u.CheckCrit = SetOf(LeftArm) },
			"mech 0 has critical hits or a fall due outside the end of a phase"},
		{"a fall outside the end of a phase", func(_ *Duel, u, _ *Mech) { u.FallDue = 6 },
			"mech 0 has critical hits or a fall due outside the end of a phase"},
		{"heat rolls outside the end of the turn", func(_ *Duel, u, _ *Mech) { u.HeatChecks = AmmoCheck },
			"mech 0 has heat rolls due in the initiative phase"},
		{"piloting rolls outside the end of a phase", func(_ *Duel, u, _ *Mech) { u.Checks = DamageReason },
			"mech 0 has piloting rolls due in the initiative phase"},
		{"a wreck holding a club", func(_ *Duel, _, r *Mech) { r.Wrecked, r.Club = true, true },
			"destroyed mech 1 holds a club or is to act"},
		{"a wreck to act", func(d *Duel, _, r *Mech) { d.phase, d.winner, r.Wrecked = MovementPhase, Blue, true },
			"destroyed mech 1 holds a club or is to act"},
		{"off the map", func(_ *Duel, u, _ *Mech) { u.Pos = hex.Hex{Q: -50, R: -50} }, "mech 0 stands on (-75,-50), off the map"},
		{"not in the index", func(_ *Duel, u, _ *Mech) { u.Pos = hex.Hex{Q: 3, R: 3} },
			"mech 0 stands on e4, which the index gives to -1"},
		{"an empty hex occupied", func(d *Duel, _, _ *Mech) { d.occ.Set(hex.Hex{Q: 3, R: 3}, 1) },
			"3 hexes are occupied by 2 live mechs"},
		{"a club made", func(d *Duel, _, _ *Mech) { d.clubTotal = 1 }, "0 clubs, 1 at the start"},
		{"turn 0", func(d *Duel, _, _ *Mech) { d.turn = 0 }, "turn 0, initiative phase"},
		{"turn after the last", func(d *Duel, _, _ *Mech) { d.turn = MaxTurns + 1 }, "turn 31, initiative phase"},
		{"no such phase", func(d *Duel, _, _ *Mech) { d.phase = numPhases }, "turn 1, Phase(6) phase"},
		{"a side lost, the duel goes on", func(d *Duel, _, r *Mech) { r.Wrecked = true; d.occ.Set(r.Pos, -1) },
			"outcome going on, but blue wins (destroyed)"},
		{"an initiative winner before the roll", func(d *Duel, _, _ *Mech) { d.winner = Red },
			"initiative winner red in the initiative phase"},
		{"no initiative winner after the roll", func(d *Duel, _, _ *Mech) { d.phase = MovementPhase },
			"initiative winner Side(-1) in the movement phase"},
		{"nobody to act", func(d *Duel, u, r *Mech) { d.phase, d.winner, u.Done, r.Done = MovementPhase, Blue, true, true },
			"nobody to act in the movement phase"},
		{"hits outside an attack", func(d *Duel, _, _ *Mech) { d.hits.push(5, 1) },
			"hits {attacker:0 target:0 dir:0 blow:0 table:0 n:1 next:0 dmg:[5 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0] slot:[1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0]} waiting in the initiative phase"},
		{"an empty hit queue", func(d *Duel, _, _ *Mech) { d.hits.target = 1 },
			"an empty hit queue {attacker:0 target:1 dir:0 blow:0 table:0 n:0 next:0 dmg:[0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0] slot:[0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0]}"},
		{"closing a phase with nothing to roll", func(d *Duel, _, _ *Mech) { d.closing = true },
			"closing the initiative phase with no roll to make"},
		{"the undo stack", func(d *Duel, _, _ *Mech) { d.history = append(d.history, Action{}) },
			"undo stack of 0/0 for 1 actions"},

		// Two invariants broken: the first checked is reported.
		{"the club hash before the mechs", func(d *Duel, u, _ *Mech) { d.clubHash ^= 1; u.Twist = 2 },
			"club hash 0x1, recomputed 0x0"},
		{"a mech's fields before its side", func(_ *Duel, u, _ *Mech) { u.Side, u.Twist = Red, 2 }, "mech 0 (Rbulldog): twist 2"},
		{"mech 0 before mech 1", func(_ *Duel, u, r *Mech) { u.Checks, r.Twist = DamageReason, 2 },
			"mech 0 has piloting rolls due in the initiative phase"},
		{"a mech's own fields in their order", func(_ *Duel, u, _ *Mech) { u.Heat, u.Fired = -1, 1<<5 },
			"mech 0 (Bbulldog): heat -1"},
		{"armour before structure", func(_ *Duel, u, _ *Mech) { u.Structure[LeftArm] = -1 },
			"mech 0 (Bbulldog): left arm destroyed with 18 armour"},
		{"the mechs before the turn", func(d *Duel, u, _ *Mech) { d.turn, u.Pos = 0, hex.Hex{Q: -50, R: -50} },
			"mech 0 stands on (-75,-50), off the map"},
		{"the turn before the hits", func(d *Duel, _, _ *Mech) { d.turn = 0; d.hits.target = 1 }, "turn 0, initiative phase"},
		{"the hits before the undo stack", func(d *Duel, _, _ *Mech) {
			d.hits.target = 1
			d.history = append(d.history, Action{})
		}, "an empty hit queue {attacker:0 target:1 dir:0 blow:0 table:0 n:0 next:0 dmg:[0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0] slot:[0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0]}"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := testDuel(t, nil)
			if err := d.Validate(); err != nil {
				t.Fatalf("the fresh duel: %v", err)
			}
			tc.corrupt(d, &d.mechs[0], &d.mechs[1])
			err := d.Validate()
			if err == nil {
				t.Fatalf("Validate() = nil, want %q", tc.want)
			}
			if err.Error() != tc.want {
				t.Errorf("Validate():\n got %q\nwant %q", err, tc.want)
			}
		})
	}
}
