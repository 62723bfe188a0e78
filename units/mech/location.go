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
