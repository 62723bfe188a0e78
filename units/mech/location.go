package mech

import (
	"fmt"
	"strings"
)

// Location is one of the eight parts of a mech's body, as on a BattleTech
// record sheet. Today it says where each weapon is mounted, which decides
// the blows a mech may still throw after firing (BlowAllowed); armour,
// hits and damage still go by Arc.
type Location int8

// The eight locations.
const (
	Head Location = iota
	CentreTorso
	LeftTorso
	RightTorso
	LeftArm
	RightArm
	LeftLeg
	RightLeg
	NumLocations = 8
)

var locationNames = [NumLocations]string{"head", "centre torso", "left torso", "right torso", "left arm", "right arm", "left leg", "right leg"}

// locationCodes are the record sheet's short names.
var locationCodes = [NumLocations]string{"HD", "CT", "LT", "RT", "LA", "RA", "LL", "RL"}

// Valid reports whether l is one of the eight locations.
func (l Location) Valid() bool { return l >= 0 && l < NumLocations }

func (l Location) String() string {
	if !l.Valid() {
		return fmt.Sprintf("Location(%d)", int8(l))
	}
	return locationNames[l]
}

// Code returns the record sheet's short name of l ("LA").
func (l Location) Code() string {
	if !l.Valid() {
		return "??"
	}
	return locationCodes[l]
}

// IsArm reports whether l is an arm.
func (l Location) IsArm() bool { return l == LeftArm || l == RightArm }

// IsLeg reports whether l is a leg.
func (l Location) IsLeg() bool { return l == LeftLeg || l == RightLeg }

// LocationSet is a set of locations, one bit each.
type LocationSet uint8

// SetOf returns the set of the given locations.
func SetOf(locs ...Location) LocationSet {
	var s LocationSet
	for _, l := range locs {
		s |= 1 << l
	}
	return s
}

// Has reports whether l is in s.
func (s LocationSet) Has(l Location) bool { return s&(1<<l) != 0 }

func (s LocationSet) String() string {
	var names []string
	for l := range Location(NumLocations) {
		if s.Has(l) {
			names = append(names, l.String())
		}
	}
	return "{" + strings.Join(names, ", ") + "}"
}

// BlowAllowed reports whether a mech that fired weapons mounted in the
// locations of fired this turn may still throw blow b, as in BattleTech: a
// limb that fired cannot strike. A punch needs an arm that fired nothing
// (the mech punches with it; either when both did not fire); a kick needs
// both legs to have fired nothing; a club, swung with both hands, both
// arms. Weapons in the head and torso block no blow.
func BlowAllowed(b Blow, fired LocationSet) bool {
	switch b {
	case Punch:
		return !fired.Has(LeftArm) || !fired.Has(RightArm)
	case Kick:
		return !fired.Has(LeftLeg) && !fired.Has(RightLeg)
	case ClubBlow:
		return !fired.Has(LeftArm) && !fired.Has(RightArm)
	}
	return false
}

// Inward returns the location that damage passes on to when l is destroyed
// (an arm or a leg: the side torso; a side torso: the centre torso), and
// false for the head and the centre torso, whose loss destroys the mech.
func (l Location) Inward() (Location, bool) {
	switch l {
	case LeftArm, LeftLeg:
		return LeftTorso, true
	case RightArm, RightLeg:
		return RightTorso, true
	case LeftTorso, RightTorso:
		return CentreTorso, true
	}
	return 0, false
}

// IsTorso reports whether l is one of the three torsos, which carry rear
// armour.
func (l Location) IsTorso() bool { return l == CentreTorso || l == LeftTorso || l == RightTorso }

// Section is one block of armour: the front armour of each of the eight
// locations (Section(l) for location l), then the rear armour of the three
// torsos.
type Section int8

// The rear sections; the front ones are Section(Head) .. Section(RightLeg).
const (
	CentreRear Section = NumLocations + iota
	LeftRear
	RightRear
	NumSections = NumLocations + 3
)

// FrontOf returns the front armour section of location l.
func FrontOf(l Location) Section { return Section(l) }

// SectionOf returns the armour section a hit on location l takes: the rear
// armour of a torso hit from behind, else the location's own.
func SectionOf(l Location, rear bool) Section {
	if rear && l.IsTorso() {
		return CentreRear + Section(l-CentreTorso)
	}
	return Section(l)
}

// Location returns the location whose armour s is.
func (s Section) Location() Location {
	if s >= CentreRear {
		return CentreTorso + Location(s-CentreRear)
	}
	return Location(s)
}

// Rear reports whether s is a torso's rear armour.
func (s Section) Rear() bool { return s >= CentreRear }

func (s Section) String() string {
	if s < 0 || s >= NumSections {
		return fmt.Sprintf("Section(%d)", int8(s))
	}
	if s.Rear() {
		return s.Location().String() + " (rear)"
	}
	return s.Location().String()
}

// Hit location tables (2d6), by the direction the attack comes from (the
// target's arc facing the attacker, judged from its legs: see ArcOf). They
// are BattleTech's: the front and rear share a column, and hits from the
// rear land on the rear armour of the torsos.
var hitTables = [NumArcs][13]Location{
	Front: frontTable,
	Left: {2: LeftTorso, 3: LeftLeg, 4: LeftArm, 5: LeftArm, 6: LeftLeg, 7: LeftTorso,
		8: CentreTorso, 9: RightTorso, 10: RightArm, 11: RightLeg, 12: Head},
	Right: {2: RightTorso, 3: RightLeg, 4: RightArm, 5: RightArm, 6: RightLeg, 7: RightTorso,
		8: CentreTorso, 9: LeftTorso, 10: LeftArm, 11: LeftLeg, 12: Head},
	Rear: frontTable,
}

var frontTable = [13]Location{2: CentreTorso, 3: RightArm, 4: RightArm, 5: RightLeg, 6: RightTorso, 7: CentreTorso,
	8: LeftTorso, 9: LeftLeg, 10: LeftArm, 11: LeftArm, 12: Head}

// HitLocation returns where a shot (or a fall, or a kick on a mech lying
// down) from direction dir lands with the 2d6 roll (2..12), by the ordinary
// table. A 2 also calls for a critical check (see ThroughArmour).
func HitLocation(dir Arc, roll int) Location { return hitTables[dir][roll] }

// PunchLocation returns where a punch or a club blow from direction dir
// lands with the 2d6 roll: the ordinary table with the legs replaced by the
// torso above them (a blow from the arms reaches the upper body only).
func PunchLocation(dir Arc, roll int) Location {
	switch l := HitLocation(dir, roll); l {
	case LeftLeg:
		return LeftTorso
	case RightLeg:
		return RightTorso
	default:
		return l
	}
}

// KickLocation returns where a kick from direction dir lands with the 2d6
// roll: a leg — from a side, the leg on that side; from the front or the
// rear, the right leg on an even roll and the left on an odd one (each half
// the time, as BattleTech's 1–3 and 4–6).
func KickLocation(dir Arc, roll int) Location {
	switch dir {
	case Left:
		return LeftLeg
	case Right:
		return RightLeg
	}
	if roll%2 == 0 {
		return RightLeg
	}
	return LeftLeg
}

// ThroughArmour is the location roll that calls for a critical check
// whatever the armour (BattleTech's "2: critical chance"), on the ordinary
// table.
const ThroughArmour = 2

// StructureOf returns the internal structure of each location of a mech of
// the given tonnage (a multiple of 5 from 20 to 100), as BattleTech's table
// gives it: the head always 3; the centre torso, each side torso, each arm,
// each leg by weight.
func StructureOf(tons int) ([NumLocations]int, bool) {
	// By tonnage/5 − 4: centre torso, side torso, arm, leg.
	table := [...][4]int{
		{6, 5, 3, 4},     // 20
		{8, 6, 4, 6},     // 25
		{10, 7, 5, 7},    // 30
		{11, 8, 6, 8},    // 35
		{12, 10, 6, 10},  // 40
		{14, 11, 7, 11},  // 45
		{16, 12, 8, 12},  // 50
		{18, 13, 9, 13},  // 55
		{20, 14, 10, 14}, // 60
		{21, 15, 10, 15}, // 65
		{22, 15, 11, 15}, // 70
		{23, 16, 12, 16}, // 75
		{25, 17, 13, 17}, // 80
		{27, 18, 14, 18}, // 85
		{29, 19, 15, 19}, // 90
		{30, 20, 16, 20}, // 95
		{31, 21, 17, 21}, // 100
	}
	i := tons/5 - 4
	if tons%5 != 0 || i < 0 || i >= len(table) {
		return [NumLocations]int{}, false
	}
	r := table[i]
	return [NumLocations]int{Head: 3, CentreTorso: r[0], LeftTorso: r[1], RightTorso: r[1],
		LeftArm: r[2], RightArm: r[2], LeftLeg: r[3], RightLeg: r[3]}, true
}

// MaxArmour returns the most armour location l may carry front and rear
// together (BattleTech's limit): twice its structure, 9 on the head.
func MaxArmour(l Location, structure int) int {
	if l == Head {
		return 9
	}
	return 2 * structure
}
