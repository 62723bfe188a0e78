package mech_test

import (
	"testing"

	"stratagem/board/hex"
	"stratagem/units/internal/gametest"
	"stratagem/units/mech"
)

// errorDuel returns a duel in phase p: Blue's Bulldog on g9 (where a club
// lies) facing Red's Kestrel on the hex east of it, which faces it back, so
// that either can fire at and strike the other. Red wins every initiative,
// so Blue's Bulldog is the one to act in every phase. change, if not nil,
// changes the mechs before the duel starts.
func errorDuel(t *testing.T, p mech.Phase, change func(blue, red *mech.Mech)) *mech.Duel {
	t.Helper()
	m := plainMap(t, 15, 17)
	b := at(t, "g9")
	m.SetFeatures(b, hex.Club)
	blue := mech.NewMech(mech.Bulldog, mech.Blue, b, hex.East)
	red := mech.NewMech(mech.Kestrel, mech.Red, b.Neighbour(hex.East), hex.West)
	if change != nil {
		change(&blue, &red)
	}
	d := duel(t, m, blue, red)
	until(t, d, p, blueFirst())
	if d.Phase() != p {
		t.Fatalf("the duel is in the %v phase, not the %v phase", d.Phase(), p)
	}
	return d
}

// overDuel returns a duel that is over before it starts: Red's only mech is
// wrecked.
func overDuel(t *testing.T) *mech.Duel {
	t.Helper()
	return errorDuel(t, mech.InitiativePhase, func(_, red *mech.Mech) { red.Wrecked = true })
}

// awaitingDuel returns a duel in the weapon phase whose rules wait for the
// location roll of the Bulldog's laser hit on the Kestrel.
func awaitingDuel(t *testing.T) *mech.Duel {
	t.Helper()
	d := errorDuel(t, mech.WeaponPhase, nil)
	gametest.Play(t, d, "Bbulldog fire Rkestrel 4:12")
	if _, ok := d.Awaiting(); !ok {
		t.Fatal("the rules wait for no roll after a hit")
	}
	return d
}

// in returns a function that sets up errorDuel in phase p.
func in(p mech.Phase) func(*testing.T) *mech.Duel {
	return func(t *testing.T) *mech.Duel { return errorDuel(t, p, nil) }
}

const notAnAction = `is not an action (such as "initiative 8-5", "Branger walk c3-e5 SE", "Branger twist left", ` +
	`"Branger fire Rbulldog 1:8 3:5", "Branger kick Rbulldog 9", "Branger pass", "Branger end sinks 12")`

// ParseAction's errors, one row per way the notation can be wrong (and one
// for a legal reading that check then refuses), with the exact message:
// they are what a player who types an action reads.
func TestParseActionErrors(t *testing.T) {
	initiative, movement, weapon := in(mech.InitiativePhase), in(mech.MovementPhase), in(mech.WeaponPhase)
	physical, end := in(mech.PhysicalPhase), in(mech.EndPhase)
	for _, tc := range []struct {
		name  string
		duel  func(*testing.T) *mech.Duel
		input string
		want  string
	}{
		{"nothing written", initiative, "  ", "empty action"},
		{"the duel is over", overDuel, "Bbulldog pass", "the duel is over"},
		{"initiative: too many words", initiative, "initiative 8-5 now", `"initiative 8-5 now" ` + notAnAction},
		{"initiative: no dash", initiative, "initiative 8", `"initiative 8" ` + notAnAction},
		{"initiative: not a roll", initiative, "initiative 13-2", `"initiative 13-2" ` + notAnAction},
		{"initiative: tied (check)", initiative, "initiative 4-4", `"initiative 4-4": the initiative dice tied 4-4: ties are rerolled`},
		{"no such mech", movement, "Bzeus stands", `"Bzeus" is not a mech of this duel (a side letter B or R and a design, such as Branger)`},
		{"a mech without a verb", movement, "Bbulldog", `"Bbulldog" ` + notAnAction},
		{"an unknown verb", movement, "Bbulldog dance", `"Bbulldog dance" ` + notAnAction},
		{"dice: no roll", movement, "Rkestrel location", `"Rkestrel location" ` + notAnAction},
		{"dice: not a roll", movement, "Rkestrel location 13", `"13" is not a 2d6 roll (2 to 12)`},
		{"dice: nothing awaited (check)", movement, "Rkestrel location 7", `"Rkestrel location 7": the rules wait for no dice`},
		{"stands: a word too many", movement, "Bbulldog stands g9", `"Bbulldog stands g9" ` + notAnAction},
		{"walk: no facing", movement, "Bbulldog walk g9-g8", `"Bbulldog walk g9-g8" ` + notAnAction},
		{"walk: the start is not a hex", movement, "Bbulldog walk 9g-g8 E", `"9g" is not a hex name (a column letter and a row number, such as g5)`},
		{"walk: the start is not the mech's hex", movement, "Bbulldog walk g8-g7 E", "Bbulldog stands on g9, not g8"},
		{"walk: the end is not a hex", movement, "Bbulldog walk g9-g E", `"g" is not a hex name (a column letter and a row number, such as g5)`},
		{"walk: not a facing", movement, "Bbulldog walk g9-g8 up", `"up" is not a facing (E, SE, SW, W, NW, NE)`},
		{"walk: out of reach", movement, "Bbulldog walk g9-a1 E", "Bbulldog cannot walk to a1 facing E"},
		{"run: out of reach", movement, "Bbulldog run g9-a1 E", "Bbulldog cannot run to a1 facing E"},
		{"jump: no jump jets", movement, "Bbulldog jump g9-g8 E", "Bbulldog cannot jump to g8 facing E"},
		{"walk: in the weapon phase (check)", weapon, "Bbulldog walk g9 NE", `"Bbulldog walk g9 NE": Bbulldog: no move in the weapon attacks phase`},
		{"getup: no roll", movement, "Bbulldog getup E", `"Bbulldog getup E" ` + notAnAction},
		{"getup: not a facing", movement, "Bbulldog getup up 8", `"up" is not a facing (E, SE, SW, W, NW, NE)`},
		{"getup: not a roll", movement, "Bbulldog getup E 1", `"1" is not a 2d6 roll (2 to 12)`},
		{"getup: standing already", movement, "Bbulldog getup E 8", "Bbulldog cannot stand up"},
		{"twist: no direction", movement, "Bbulldog twist", `"Bbulldog twist" ` + notAnAction},
		{"twist: not a direction", movement, "Bbulldog twist up", `"Bbulldog twist up" ` + notAnAction},
		{"twist: in the movement phase (check)", movement, "Bbulldog twist left", `"Bbulldog twist left": Bbulldog: no twist in the movement phase`},
		{"fire: no weapon", weapon, "Bbulldog fire Rkestrel", `"Bbulldog fire Rkestrel" ` + notAnAction},
		{"fire: no such target", weapon, "Bbulldog fire Rzeus 1:8", `"Rzeus" is not a mech of this duel (a side letter B or R and a design, such as Branger)`},
		{"fire: no roll", weapon, "Bbulldog fire Rkestrel 1", `"1": a weapon is written slot:roll, such as 2:8`},
		{"fire: no such slot", weapon, "Bbulldog fire Rkestrel 9:8", `"9:8": a weapon is written slot:roll, such as 2:8`},
		{"fire: a slot twice", weapon, "Bbulldog fire Rkestrel 1:8 1:9", `"1:9": a weapon is written slot:roll, such as 2:8`},
		{"fire: a slot with a sign", weapon, "Bbulldog fire Rkestrel +1:8", `"+1:8": a weapon is written slot:roll, such as 2:8`},
		{"fire: not a roll", weapon, "Bbulldog fire Rkestrel 1:1", `"1" is not a 2d6 roll (2 to 12)`},
		{"fire: at itself (check)", weapon, "Bbulldog fire Bbulldog 1:8", `"Bbulldog fire Bbulldog 1:8": Bbulldog cannot fire slots 00000001 at Bbulldog (usable 00000000)`},
		{"pickup: a word too many", weapon, "Bbulldog pickup club", `"Bbulldog pickup club" ` + notAnAction},
		{"pass: a word too many", weapon, "Bbulldog pass now", `"Bbulldog pass now" ` + notAnAction},
		{"pass: in the movement phase (check)", movement, "Bbulldog pass", `"Bbulldog pass": Bbulldog: no pass in the movement phase`},
		{"kick: no roll", physical, "Bbulldog kick Rkestrel", `"Bbulldog kick Rkestrel" ` + notAnAction},
		{"kick: no such target", physical, "Bbulldog kick Rzeus 8", `"Rzeus" is not a mech of this duel (a side letter B or R and a design, such as Branger)`},
		{"punch: not a roll", physical, "Bbulldog punch Rkestrel 0", `"0" is not a 2d6 roll (2 to 12)`},
		{"club: no club (check)", physical, "Bbulldog club Rkestrel 8", `"Bbulldog club Rkestrel 8": Bbulldog cannot club Rkestrel`},
		{"end: nothing more", end, "Bbulldog end", `"Bbulldog end" ` + notAnAction},
		{"end: not sinks", end, "Bbulldog end heat 12", `"Bbulldog end heat 12" ` + notAnAction},
		{"end: not a number of sinks", end, "Bbulldog end sinks x", `"x" is not a number of heat sinks`},
		{"end: sinks with a sign", end, "Bbulldog end sinks +3", `"+3" is not a number of heat sinks`},
		{"end: too many sinks (check)", end, "Bbulldog end sinks 99", `"Bbulldog end sinks 99": Bbulldog has 14 heat sinks, not 99`},
		{"end: an unknown word", end, "Bbulldog end sinks 12 drop burn", `"Bbulldog end sinks 12 drop burn" ` + notAnAction},
		{"end: dump nothing", end, "Bbulldog end sinks 12 dump", `"Bbulldog end sinks 12 dump" ` + notAnAction},
		{"end: dump no such slot", end, "Bbulldog end sinks 12 dump 9", `"9" is not a weapon slot (1 to 8, each once)`},
		{"end: dump a slot twice", end, "Bbulldog end sinks 12 dump 2 2", `"2" is not a weapon slot (1 to 8, each once)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := tc.duel(t)
			a, err := d.ParseAction(tc.input)
			if err == nil {
				t.Fatalf("ParseAction(%q) = %+v, want the error %q", tc.input, a, tc.want)
			}
			if err.Error() != tc.want {
				t.Errorf("ParseAction(%q):\n got %q\nwant %q", tc.input, err, tc.want)
			}
		})
	}
}

// rolls returns the rolls of an action whose first rolls are the given
// totals.
func rolls(totals ...uint8) (r [mech.MaxWeapons]uint8) {
	copy(r[:], totals)
	return r
}

// Play's errors (check's), one row per rule an action can break, with the
// exact message; the order of the checks decides which one an action that
// breaks several gets, and some rows pin that order.
func TestPlayErrors(t *testing.T) {
	initiative, movement, reaction := in(mech.InitiativePhase), in(mech.MovementPhase), in(mech.ReactionPhase)
	weapon, physical, end := in(mech.WeaponPhase), in(mech.PhysicalPhase), in(mech.EndPhase)
	holding := func(t *testing.T) *mech.Duel {
		return errorDuel(t, mech.WeaponPhase, func(blue, _ *mech.Mech) { blue.Club = true })
	}
	g9 := at(t, "g9")
	for _, tc := range []struct {
		name string
		duel func(*testing.T) *mech.Duel
		a    mech.Action
		want string
	}{
		{"the duel is over", overDuel, mech.Action{Kind: mech.Pass}, "the duel is over"},
		{"no dice", weapon, mech.Action{Kind: mech.Fire, Target: 1, Weapons: 1},
			"fire: the dice are missing or wrong (rolls [0 0 0 0 0 0 0 0])"},
		{"dice for a weapon not fired", weapon, mech.Action{Kind: mech.Fire, Target: 1, Weapons: 1, Rolls: rolls(8, 8)},
			"fire: the dice are missing or wrong (rolls [8 8 0 0 0 0 0 0])"},
		{"tied initiative", initiative, mech.Action{Kind: mech.Initiative, Rolls: rolls(7, 7)},
			"the initiative dice tied 7-7: ties are rerolled"},
		{"the dice roll first", awaitingDuel, mech.Action{Kind: mech.Pass, Mech: 1}, "the dice roll first: Rkestrel location"},
		{"another roll than the one awaited", awaitingDuel, mech.Action{Kind: mech.Resolve, Mech: 1, Chance: mech.PilotingRoll, Rolls: rolls(7)},
			"the dice roll first: Rkestrel location"},
		{"dice nobody waits for", movement, mech.Action{Kind: mech.Resolve, Mech: 1, Chance: mech.LocationRoll, Rolls: rolls(7)},
			"the rules wait for no dice"},
		{"initiative in another phase", movement, mech.Action{Kind: mech.Initiative, Rolls: rolls(8, 5)},
			"initiative is rolled in the initiative phase, not the movement phase"},
		{"initiative with a mech", initiative, mech.Action{Kind: mech.Initiative, Mech: 1, Rolls: rolls(8, 5)},
			"initiative: not in canonical form"},
		{"no such mech", movement, mech.Action{Kind: mech.Pass, Mech: 5}, "no mech 5"},
		{"a negative mech", movement, mech.Action{Kind: mech.Pass, Mech: -1}, "no mech -1"},
		{"not the mech to act", movement, mech.Action{Kind: mech.Twist, Mech: 1}, "Rkestrel cannot act now (movement phase)"},
		{"nobody acts in the initiative", initiative, mech.Action{Kind: mech.Pass}, "Bbulldog cannot act now (initiative phase)"},
		{"a kind of the wrong phase", movement, mech.Action{Kind: mech.Twist}, "Bbulldog: no twist in the movement phase"},
		{"no such kind", movement, mech.Action{Kind: 9}, "Bbulldog: no Kind(9) in the movement phase"},
		{"a pass in the end phase", end, mech.Action{Kind: mech.Pass}, "Bbulldog: no pass in the end of turn phase"},
		{"move: out of reach", movement, mech.Action{Kind: mech.Move, Mode: mech.Walk, To: at(t, "a1"), Facing: hex.East},
			"Bbulldog cannot walk to a1 facing E"},
		{"move: no such mode", movement, mech.Action{Kind: mech.Move, Mode: 9, To: g9},
			"Bbulldog cannot Mode(9) to g9 facing E"},
		{"move: its heat changed", movement, mech.Action{Kind: mech.Move, Mode: mech.Stand, To: g9, Heat: 1},
			"Bbulldog: move action not in canonical form"},
		{"twist: too far", reaction, mech.Action{Kind: mech.Twist, Twist: 2}, "Bbulldog: twist 2"},
		{"twist: with a target", reaction, mech.Action{Kind: mech.Twist, Twist: 1, Target: 1},
			"Bbulldog: twist action not in canonical form"},
		{"fire: no such target", weapon, mech.Action{Kind: mech.Fire, Target: 2, Weapons: 1, Rolls: rolls(8)}, "Bbulldog: no target 2"},
		{"fire: a negative target", weapon, mech.Action{Kind: mech.Fire, Target: -1, Weapons: 1, Rolls: rolls(8)}, "Bbulldog: no target -1"},
		{"fire: no weapon", weapon, mech.Action{Kind: mech.Fire, Target: 1},
			"Bbulldog cannot fire slots 00000000 at Rkestrel (usable 00011111)"},
		{"fire: a slot without a weapon", weapon, mech.Action{Kind: mech.Fire, Target: 1, Weapons: 1 << 6, Rolls: rolls(0, 0, 0, 0, 0, 0, 8)},
			"Bbulldog cannot fire slots 01000000 at Rkestrel (usable 00011111)"},
		{"fire: with a blow", weapon, mech.Action{Kind: mech.Fire, Target: 1, Weapons: 1, Blow: mech.Kick, Rolls: rolls(8)},
			"Bbulldog: fire action not in canonical form"},
		{"pickup: holding a club", holding, mech.Action{Kind: mech.PickUp}, "Bbulldog cannot pick up a club"},
		{"pickup: with a target", weapon, mech.Action{Kind: mech.PickUp, Target: 1}, "Bbulldog: pick up action not in canonical form"},
		{"pass: with sinks", weapon, mech.Action{Kind: mech.Pass, Sinks: 3}, "Bbulldog: pass action not in canonical form"},
		{"strike: no such target", physical, mech.Action{Kind: mech.Strike, Target: 3, Blow: mech.Kick, Rolls: rolls(8)}, "Bbulldog: no target 3"},
		{"strike: a negative target", physical, mech.Action{Kind: mech.Strike, Target: -2, Blow: mech.Kick, Rolls: rolls(8)}, "Bbulldog: no target -2"},
		{"strike: no club", physical, mech.Action{Kind: mech.Strike, Target: 1, Blow: mech.ClubBlow, Rolls: rolls(8)}, "Bbulldog cannot club Rkestrel"},
		{"strike: no such blow", physical, mech.Action{Kind: mech.Strike, Target: 1, Rolls: rolls(8)}, "Bbulldog cannot Blow(0) Rkestrel"},
		{"strike: with weapons", physical, mech.Action{Kind: mech.Strike, Target: 1, Blow: mech.Kick, Weapons: 1, Rolls: rolls(8)},
			"Bbulldog: strike action not in canonical form"},
		{"end: too many sinks", end, mech.Action{Kind: mech.EndTurn, Sinks: 15}, "Bbulldog has 14 heat sinks, not 15"},
		{"end: negative sinks", end, mech.Action{Kind: mech.EndTurn, Sinks: -1}, "Bbulldog has 14 heat sinks, not -1"},
		{"end: drop no club", end, mech.Action{Kind: mech.EndTurn, Sinks: 14, Drop: true}, "Bbulldog holds no club"},
		{"end: dump a laser", end, mech.Action{Kind: mech.EndTurn, Sinks: 14, Weapons: 1<<1 | 1<<3},
			"Bbulldog has no ammunition in slot 4 to dump"},
		{"end: with a target", end, mech.Action{Kind: mech.EndTurn, Sinks: 14, Target: 1}, "Bbulldog: end turn action not in canonical form"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := tc.duel(t)
			err := d.Play(tc.a)
			if err == nil {
				t.Fatalf("Play(%+v) = nil, want the error %q", tc.a, tc.want)
			}
			if err.Error() != tc.want {
				t.Errorf("Play(%+v):\n got %q\nwant %q", tc.a, err, tc.want)
			}
		})
	}
}
