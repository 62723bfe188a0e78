package mech

import (
	"fmt"
	"math/bits"
)

// PartKind is what a critical hit can strike in a location: only what this
// game models.
type PartKind int8

// The parts.
const (
	// WeaponPart: the weapon of slot Part.Slot, which no longer fires.
	WeaponPart PartKind = iota
	// AmmoPart: the ammunition of slot Part.Slot, which explodes: every
	// shot left does its full damage to the location's structure.
	AmmoPart
	// EnginePart: each hit adds EngineHeat heat at every end of turn; the
	// third destroys the mech.
	EnginePart
	// GyroPart: each hit makes piloting rolls harder; the second throws the
	// mech down for good.
	GyroPart
	// CockpitPart: the pilot is killed: the mech is destroyed.
	CockpitPart
	// SensorsPart: each hit makes the mech's weapons SensorsModifier harder
	// to aim.
	SensorsPart
	// SinkPart: one heat sink, lost.
	SinkPart
	// ActuatorPart: an arm's or a leg's joint. In an arm each hit makes the
	// arm's weapons and blows 1 harder to aim; in a leg each costs a
	// walking MP and makes piloting rolls 1 harder.
	ActuatorPart
	numPartKinds
)

var partNames = [numPartKinds]string{"weapon", "ammunition", "engine", "gyro", "cockpit", "sensors", "heat sink", "actuator"}

func (k PartKind) String() string {
	if k < 0 || k >= numPartKinds {
		return fmt.Sprintf("PartKind(%d)", int8(k))
	}
	return partNames[k]
}

// Part is one thing in a location that a critical hit can strike.
type Part struct {
	Kind PartKind
	Slot int8 // the weapon slot of a WeaponPart or AmmoPart, else −1
}

// Effects of critical hits.
const (
	// EngineHeat is the heat each engine hit adds at the end of every turn.
	EngineHeat = 5
	// EngineParts and GyroParts are the engine's and gyro's parts in the
	// centre torso: the third engine hit destroys the mech, the second gyro
	// hit throws it down for good.
	EngineParts = 3
	GyroParts   = 2
	// SensorsModifier is the to-hit penalty of each sensors hit.
	SensorsModifier = 2
	// MaxParts is the most parts a location may hold (a bit each in
	// Mech.Crits).
	MaxParts = 8
)

// designParts holds each design's parts, per location, in record-sheet
// order (see Parts).
var designParts = func() (t [numDesigns][NumLocations][]Part) {
	for id := range designs {
		d := &designs[id]
		for l := range Location(NumLocations) {
			var ps []Part
			add := func(k PartKind, n int) {
				for range n {
					ps = append(ps, Part{k, -1})
				}
			}
			switch {
			case l == Head:
				add(SensorsPart, 1)
				add(CockpitPart, 1)
				add(SensorsPart, 1)
			case l == CentreTorso:
				add(EnginePart, EngineParts)
				add(GyroPart, GyroParts)
			case l.IsArm() || l.IsLeg():
				add(ActuatorPart, 2)
			}
			for w, at := range d.Mounts {
				if at == l {
					ps = append(ps, Part{WeaponPart, int8(w)})
					if d.Weapons[w].Stats().Ammo > 0 {
						ps = append(ps, Part{AmmoPart, int8(w)})
					}
				}
			}
			for _, at := range d.SinkMounts {
				if at == l {
					add(SinkPart, 1)
				}
			}
			t[id][l] = ps
		}
	}
	return t
}()

// Parts returns what a critical hit can strike in location l of design id,
// in record-sheet order: the head's sensors, cockpit and sensors; the
// centre torso's three engine and two gyro parts; an arm's or leg's two
// actuators; then the weapons mounted there, each followed by its
// ammunition, then the heat sinks. The slice is shared: do not change it.
func (id DesignID) Parts(l Location) []Part { return designParts[id][l] }

// PartHit reports whether part i of location l has been struck.
func (m *Mech) PartHit(l Location, i int) bool { return m.Crits[l]&(1<<i) != 0 }

// partWorks reports whether part i of location l can still be struck: the
// location stands and the part is not hit — for ammunition, shots are left.
func (m *Mech) partWorks(l Location, i int) bool {
	if m.Lost(l) || m.PartHit(l, i) {
		return false
	}
	p := m.Design.Parts(l)[i]
	return p.Kind != AmmoPart || m.Ammo[p.Slot] > 0
}

// WorkingParts returns the bit mask of the parts of location l that a
// critical hit can still strike.
func (m *Mech) WorkingParts(l Location) uint8 {
	var mask uint8
	for i := range m.Design.Parts(l) {
		if m.partWorks(l, i) {
			mask |= 1 << i
		}
	}
	return mask
}

// hits returns how many parts of kind k in location l have been struck.
func (m *Mech) hits(l Location, k PartKind) int {
	n := 0
	for i, p := range m.Design.Parts(l) {
		if p.Kind == k && m.PartHit(l, i) {
			n++
		}
	}
	return n
}

// CheckDue returns the location of the next critical check due (see
// CheckCrit), and false when none is.
func (m *Mech) CheckDue() (Location, bool) {
	if m.CheckCrit == 0 {
		return 0, false
	}
	return Location(bits.TrailingZeros8(uint8(m.CheckCrit))), true
}

// EngineHits, GyroHits and SensorHits count the hits on the engine, the
// gyro and the sensors.
func (m *Mech) EngineHits() int { return m.hits(CentreTorso, EnginePart) }

// GyroHits counts the hits on the gyro.
func (m *Mech) GyroHits() int { return m.hits(CentreTorso, GyroPart) }

// SensorHits counts the hits on the sensors.
func (m *Mech) SensorHits() int { return m.hits(Head, SensorsPart) }

// ActuatorHits counts the hits on the actuators of limb l.
func (m *Mech) ActuatorHits(l Location) int { return m.hits(l, ActuatorPart) }

// Sinks returns the heat sinks the mech still has: the design's, less
// those struck or lost with their location.
func (m *Mech) Sinks() int {
	n := m.Stats().Sinks
	for l := range Location(NumLocations) {
		for i, p := range m.Design.Parts(l) {
			if p.Kind == SinkPart && (m.Lost(l) || m.PartHit(l, i)) {
				n--
			}
		}
	}
	return n
}

// weaponHit reports whether the weapon of slot w was struck by a critical
// hit.
func (m *Mech) weaponHit(w int) bool {
	l := m.Stats().Mounts[w]
	for i, p := range m.Design.Parts(l) {
		if p.Kind == WeaponPart && int(p.Slot) == w {
			return m.PartHit(l, i)
		}
	}
	return false
}

// WeaponModifier returns the to-hit penalty of the damage to what aims the
// weapon of slot w: SensorsModifier per sensors hit, and for a weapon in
// an arm 1 per hit on the arm's actuators.
func (m *Mech) WeaponModifier(w int) int {
	mod := SensorsModifier * m.SensorHits()
	if l := m.Stats().Mounts[w]; l.IsArm() {
		mod += m.ActuatorHits(l)
	}
	return mod
}

// CriticalHits returns how many critical hits a critical check roll of
// roll (2d6) strikes: 8–9 one, 10–11 two, 12 three — on the head, an arm
// or a leg a 12 blows the location off instead (blownOff).
func CriticalHits(l Location, roll int) (n int, blownOff bool) {
	switch {
	case roll >= 12:
		if !l.IsTorso() {
			return 0, true
		}
		return 3, false
	case roll >= 10:
		return 2, false
	case roll >= 8:
		return 1, false
	}
	return 0, false
}

// PickPart returns which of the working parts (a bit mask over a
// location's parts, not empty) a part roll strikes: the working parts in
// record-sheet order, the one at the roll's remainder after dividing by
// their number. (2d6 leaves each remainder exactly equally often when the
// number divides 6 — 1, 2, 3 or 6 parts — and nearly so otherwise.)
func PickPart(working uint8, roll int) int {
	k := roll % bits.OnesCount8(working)
	for i := range MaxParts {
		if working&(1<<i) != 0 {
			if k == 0 {
				return i
			}
			k--
		}
	}
	return -1
}
