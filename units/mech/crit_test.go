package mech_test

import (
	"fmt"
	"testing"

	"stratagem/board/hex"
	"stratagem/units/internal/gametest"
	"stratagem/units/mech"
)

// The critical check table, worked by hand: 2–7 nothing, 8–9 one, 10–11
// two, 12 three in a torso or the location blown off.
func TestCriticalHits(t *testing.T) {
	for roll := 2; roll <= 12; roll++ {
		want := map[int]int{8: 1, 9: 1, 10: 2, 11: 2, 12: 3}[roll]
		if n, off := mech.CriticalHits(mech.LeftTorso, roll); n != want || off {
			t.Errorf("torso, %d: %d hits (blown off %v), want %d", roll, n, off, want)
		}
		for _, l := range []mech.Location{mech.Head, mech.LeftArm, mech.RightLeg} {
			n, off := mech.CriticalHits(l, roll)
			if roll == 12 && (!off || n != 0) || roll < 12 && (off || n != want) {
				t.Errorf("%v, %d: %d hits, blown off %v", l, roll, n, off)
			}
		}
	}
}

// PickPart counts through the working parts in order, at the roll's
// remainder by their number; two dice give every part of 1, 2, 3 or 6 the
// same chance.
func TestPickPart(t *testing.T) {
	for _, tc := range []struct {
		working    uint8
		roll, want int
	}{
		{0b1, 7, 0},
		{0b111, 7, 1}, {0b111, 9, 0}, {0b111, 8, 2}, {0b111, 12, 0},
		{0b10110, 7, 2}, // working parts 1, 2, 4: 7 mod 3 = 1 → the second, part 2
		{0b10110, 5, 4}, // 5 mod 3 = 2 → part 4
		{0b111111, 6, 0}, {0b111111, 11, 5},
	} {
		if got := mech.PickPart(tc.working, tc.roll); got != tc.want {
			t.Errorf("working %06b, roll %d: part %d, want %d", tc.working, tc.roll, got, tc.want)
		}
	}
	for _, n := range []int{1, 2, 3, 6} {
		ways := make([]int, n)
		for r := 2; r <= 12; r++ {
			ways[mech.PickPart(uint8(1<<n-1), r)] += mech.Rolls2d6[r]
		}
		for i, w := range ways {
			if w*n != 36 {
				t.Errorf("%d parts: part %d comes %d times in 36", n, i, w)
			}
		}
	}
}

// Each design's parts, in record-sheet order; the Ranger's written out.
func TestParts(t *testing.T) {
	w := func(slot int8) mech.Part { return mech.Part{Kind: mech.WeaponPart, Slot: slot} }
	a := func(slot int8) mech.Part { return mech.Part{Kind: mech.AmmoPart, Slot: slot} }
	p := func(k mech.PartKind) mech.Part { return mech.Part{Kind: k, Slot: -1} }
	want := map[mech.Location][]mech.Part{
		mech.Head:        {p(mech.SensorsPart), p(mech.CockpitPart), p(mech.SensorsPart)},
		mech.CentreTorso: {p(mech.EnginePart), p(mech.EnginePart), p(mech.EnginePart), p(mech.GyroPart), p(mech.GyroPart), w(2)},
		mech.LeftTorso:   {w(3), a(3), p(mech.SinkPart)},
		mech.RightTorso:  {p(mech.SinkPart)},
		mech.LeftArm:     {p(mech.ActuatorPart), p(mech.ActuatorPart), w(1)},
		mech.RightArm:    {p(mech.ActuatorPart), p(mech.ActuatorPart), w(0)},
		mech.LeftLeg:     {p(mech.ActuatorPart), p(mech.ActuatorPart)},
		mech.RightLeg:    {p(mech.ActuatorPart), p(mech.ActuatorPart)},
	}
	for l, ps := range want {
		if got := mech.Ranger.Parts(l); fmt.Sprint(got) != fmt.Sprint(ps) {
			t.Errorf("Ranger %v: %v, want %v", l, got, ps)
		}
	}
	for _, id := range mech.Designs() {
		sinks := 0
		for l := range mech.Location(mech.NumLocations) {
			ps := id.Parts(l)
			if len(ps) > mech.MaxParts {
				t.Errorf("%v %v: %d parts", id, l, len(ps))
			}
			for _, p := range ps {
				if p.Kind == mech.SinkPart {
					sinks++
				}
			}
		}
		if sinks+mech.EngineSinks != id.Design().Sinks {
			t.Errorf("%v: %d sinks outside the engine", id, sinks)
		}
	}
}

// criticalDuel sets up a Blue Ranger facing a Red Ranger two hexes east
// whose left torso has lost its armour, and Blue's large laser (8) hitting
// it there (front, 8): its structure 12 → 4, and the duel waits for the
// critical check.
func criticalDuel(t *testing.T) *mech.Duel {
	t.Helper()
	m := plainMap(t, 15, 17)
	b := at(t, "g9")
	r := mech.NewMech(mech.Ranger, mech.Red, b.Neighbour(hex.East).Neighbour(hex.East), hex.West)
	r.Armour[mech.FrontOf(mech.LeftTorso)] = 0
	d := duel(t, m, mech.NewMech(mech.Ranger, mech.Blue, b, hex.East), r)
	until(t, d, mech.WeaponPhase, blueFirst())
	gametest.Play(t, d, "Branger fire Rranger 1:12", "Rranger location 8", "Rranger pass")
	if a, ok := d.Awaiting(); !ok || a.Chance != mech.CriticalRoll || a.Mech != 1 || d.Mech(1).Structure[mech.LeftTorso] != 4 {
		t.Fatalf("awaiting %+v, %v; left torso %d", a, ok, d.Mech(1).Structure[mech.LeftTorso])
	}
	return d
}

// Critical hits strike the parts of the location, worked by hand on the
// Ranger's left torso: short-range missiles (part 0), their ammunition (1),
// a heat sink (2).
func TestCriticalEffects(t *testing.T) {
	t.Run("no critical hit", func(t *testing.T) {
		d := criticalDuel(t)
		gametest.Play(t, d, "Rranger critical 7")
		if _, ok := d.Awaiting(); ok || d.Mech(1).Crits != ([mech.NumLocations]uint8{}) {
			t.Errorf("a 7 struck something: %+v", d.Mech(1))
		}
	})
	t.Run("the missiles", func(t *testing.T) {
		d := criticalDuel(t)
		gametest.Play(t, d, "Rranger critical 8", "Rranger part 9") // 9 mod 3 = 0: the missiles
		u := d.Mech(1)
		if u.WeaponWorks(3) || !u.WeaponWorks(2) || u.Ammo[3] != 25 || u.Crits[mech.LeftTorso] != 0b001 {
			t.Errorf("after a critical hit on the missiles: %+v", u)
		}
		if _, ok := d.ToHit(1, 0, 3); ok {
			t.Error("the struck missiles can fire")
		}
	})
	t.Run("the ammunition explodes", func(t *testing.T) {
		// 7 mod 3 = 1: the ammunition: 25 salvos of 8 = 200 to the left
		// torso's structure (4), the arm goes with it, 196 to the centre
		// torso's structure (16): the Ranger is destroyed.
		d := criticalDuel(t)
		gametest.Play(t, d, "Rranger critical 9", "Rranger part 7")
		u := d.Mech(1)
		if !u.Wrecked || !u.Lost(mech.LeftTorso) || !u.Lost(mech.LeftArm) || !u.Lost(mech.CentreTorso) || u.Ammo[3] != 0 {
			t.Errorf("after the ammunition explodes: %+v", u)
		}
		if o := d.Outcome(); !o.Over() || o.Winner != mech.Blue {
			t.Errorf("outcome %v", o)
		}
	})
	t.Run("dumped ammunition cannot explode", func(t *testing.T) {
		// Without shots the bin is no part to strike: two parts left (the
		// missiles and the sink), 7 mod 2 = 1: the heat sink.
		m := plainMap(t, 15, 17)
		b := at(t, "g9")
		r := mech.NewMech(mech.Ranger, mech.Red, b.Neighbour(hex.East).Neighbour(hex.East), hex.West)
		r.Armour[mech.FrontOf(mech.LeftTorso)], r.Ammo[3] = 0, 0
		d := duel(t, m, mech.NewMech(mech.Ranger, mech.Blue, b, hex.East), r)
		until(t, d, mech.WeaponPhase, blueFirst())
		gametest.Play(t, d, "Branger fire Rranger 1:12", "Rranger location 8", "Rranger pass", "Rranger critical 8", "Rranger part 7")
		u := d.Mech(1)
		if u.Wrecked || u.Crits[mech.LeftTorso] != 0b100 || u.Sinks() != 11 || u.SinksOn != 11 {
			t.Errorf("after a critical hit with the ammunition dumped: %+v, %d sinks", u, u.Sinks())
		}
	})
	t.Run("a 12 in a torso: three", func(t *testing.T) {
		// Three hits, three parts: the first (9 mod 3 = 0) the missiles,
		// then of the ammunition and the sink, 8 mod 2 = 0 the ammunition.
		d := criticalDuel(t)
		gametest.Play(t, d, "Rranger critical 12", "Rranger part 9", "Rranger part 8")
		if u := d.Mech(1); !u.Wrecked {
			t.Errorf("the ammunition did not explode: %+v", u)
		}
	})
}

// Critical hits outside the torsos: a 12 blows a limb off; the engine's
// third hit, the cockpit and a head blown off destroy the mech; sensors
// and arm actuators make aiming harder; each engine hit adds 5 heat at the
// end of the turn.
func TestCriticalEffectsElsewhere(t *testing.T) {
	m := plainMap(t, 15, 17)
	b := at(t, "g9")
	red := func(edit func(u *mech.Mech)) *mech.Duel {
		r := mech.NewMech(mech.Ranger, mech.Red, b.Neighbour(hex.East).Neighbour(hex.East), hex.West)
		edit(&r)
		return duel(t, m, mech.NewMech(mech.Ranger, mech.Blue, b, hex.East), r)
	}
	// A hit on the left arm (roll 10) through no armour, then a 12: blown off.
	d := red(func(u *mech.Mech) { u.Armour[mech.FrontOf(mech.LeftArm)] = 0 })
	until(t, d, mech.WeaponPhase, blueFirst())
	gametest.Play(t, d, "Branger fire Rranger 2:12", "Rranger location 10", "Rranger pass", "Rranger critical 12")
	if u := d.Mech(1); !u.Lost(mech.LeftArm) || u.Lost(mech.LeftTorso) || u.WeaponWorks(1) || u.Wrecked {
		t.Errorf("after a 12 on the left arm: %+v", u)
	}
	// Two engine hits already: the third destroys it.
	d = red(func(u *mech.Mech) {
		u.Armour[mech.FrontOf(mech.CentreTorso)] = 0
		u.Crits[mech.CentreTorso] = 0b011
	})
	until(t, d, mech.WeaponPhase, blueFirst())
	// Working parts: engine (2), gyro (3, 4), laser (5): 8 mod 4 = 0 → the engine.
	gametest.Play(t, d, "Branger fire Rranger 2:12", "Rranger location 7", "Rranger pass", "Rranger critical 8", "Rranger part 8")
	if u := d.Mech(1); !u.Wrecked || u.EngineHits() != 3 {
		t.Errorf("after the third engine hit: %+v", u)
	}
	// The cockpit: a missile on the head without armour (structure 3 → 1),
	// three on the right arm (its armour holds); the head's check, 8: one
	// hit, on part 7 mod 3 = 1 of sensors, cockpit, sensors: the cockpit.
	d = red(func(u *mech.Mech) { u.Armour[mech.FrontOf(mech.Head)] = 0 })
	until(t, d, mech.WeaponPhase, blueFirst())
	gametest.Play(t, d, "Branger fire Rranger 4:12", "Rranger location 12", "Rranger location 3", "Rranger location 3",
		"Rranger location 3", "Rranger pass")
	if u := d.Mech(1); u.Structure[mech.Head] != 1 || u.CheckCrit != mech.SetOf(mech.Head) {
		t.Fatalf("after the missiles: %+v", u)
	}
	gametest.Play(t, d, "Rranger critical 8", "Rranger part 7")
	if u := d.Mech(1); !u.Wrecked || u.Crits[mech.Head] != 0b010 {
		t.Errorf("after the cockpit is hit: %+v", u)
	}
	// A location roll of 2 calls for a critical check even when the armour
	// holds: a medium laser on the centre torso (22 armour).
	d = red(func(u *mech.Mech) {})
	until(t, d, mech.WeaponPhase, blueFirst())
	gametest.Play(t, d, "Branger fire Rranger 2:12", "Rranger location 2", "Rranger pass")
	if a, ok := d.Awaiting(); !ok || a.Chance != mech.CriticalRoll || d.Mech(1).Armour[mech.FrontOf(mech.CentreTorso)] != 17 {
		t.Errorf("after a location roll of 2: awaiting %+v, %v", a, ok)
	}
	gametest.Play(t, d, "Rranger critical 10", "Rranger part 6", "Rranger part 6")
	// Two hits among engine ×3, gyro ×2, laser: 6 mod 6 = 0, the first
	// engine part, then of the five left 6 mod 5 = 1, the third engine part.
	if u := d.Mech(1); u.EngineHits() != 2 || u.Crits[mech.CentreTorso] != 0b101 || u.Wrecked {
		t.Errorf("after two critical hits in the centre torso: %+v", u)
	}
	// Sensors and actuators: a Ranger with one sensors hit and one hit on
	// its right arm's actuators: +2 for every weapon, +1 more for the large
	// laser in that arm; its punch with the left arm is unharmed.
	blue := mech.NewMech(mech.Ranger, mech.Blue, b, hex.East)
	blue.Crits[mech.Head] = 0b001
	blue.Crits[mech.RightArm] = 0b010
	d = duel(t, m, blue, mech.NewMech(mech.Ranger, mech.Red, b.Neighbour(hex.East).Neighbour(hex.East), hex.West))
	for w, want := range []int{4 + 3, 4 + 2, 4 + 2, 4 + 2} {
		if need, _ := d.ToHit(0, 1, w); need != want {
			t.Errorf("slot %d: to-hit %d, want %d", w+1, need, want)
		}
	}
	// The engine's heat: two hits, 12 sinks: 10 heat a turn, less 12.
	hot := mech.NewMech(mech.Ranger, mech.Blue, b, hex.East)
	hot.Crits[mech.CentreTorso] = 0b011
	hot.Heat = 20
	d = duel(t, m, hot, mech.NewMech(mech.Ranger, mech.Red, at(t, "a1"), hex.West))
	nextTurn(t, d, blueFirst())
	if u := d.Mech(0); u.Heat != 20+2*mech.EngineHeat-12 {
		t.Errorf("heat %d after a turn with two engine hits", u.Heat)
	}
}
