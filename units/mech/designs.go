package mech

import (
	"fmt"
	"strings"
)

// Arc is one of the four armour locations of a mech, named by the side of
// the mech it covers.
type Arc int8

// The four arcs.
const (
	Front Arc = iota
	Left
	Right
	Rear
	NumArcs = 4
)

var arcNames = [NumArcs]string{"front", "left", "right", "rear"}

func (a Arc) String() string {
	if a < 0 || a >= NumArcs {
		return fmt.Sprintf("Arc(%d)", int8(a))
	}
	return arcNames[a]
}

// MaxWeapons is the most weapons a design may carry; weapons are numbered by
// their slot 0..MaxWeapons−1 (written 1-based in the notation), and a set of
// slots is a bit mask.
const MaxWeapons = 8

// DesignID names one of the designs.
type DesignID int8

// The designs, lightest first.
const (
	Kestrel DesignID = iota
	Ranger
	Longbow
	Bulldog
	Warden
	Juggernaut
	numDesigns
)

// Design is a mech model: its movement, heat sinks, armour and weapons.
type Design struct {
	Name string
	// Role says what the design is for, in a few words.
	Role     string
	Tons     int
	Walk     int // walking MP; running MP is ⌈1.5·Walk⌉ (Run)
	Jump     int // jumping MP, 0 when it cannot jump
	Sinks    int
	Armour   [NumArcs]int
	Internal int
	Weapons  []WeaponKind
	// Mounts says where each weapon is mounted: Mounts[w] is the location
	// of Weapons[w] (slot w).
	Mounts []Location
}

// The designs. Each weapon's mount is where a record sheet of a mech of
// that weight and role would plausibly carry it: lasers and cannons in the
// arms, missile racks and autocannons in the side torsos, a spare laser in
// the centre torso; the light jumper carries its small laser in a leg, as
// some light mechs do.
var designs = [numDesigns]Design{
	Kestrel: {
		Name: "Kestrel", Role: "fast jumper", Tons: 30, Walk: 6, Jump: 6, Sinks: 10,
		Armour: [NumArcs]int{14, 10, 10, 6}, Internal: 12,
		Weapons: []WeaponKind{MediumLaser, MediumLaser, SmallLaser},
		Mounts:  []Location{RightArm, LeftArm, LeftLeg},
	},
	Ranger: {
		Name: "Ranger", Role: "medium all-rounder", Tons: 50, Walk: 5, Jump: 3, Sinks: 12,
		Armour: [NumArcs]int{22, 16, 16, 10}, Internal: 20,
		Weapons: []WeaponKind{LargeLaser, MediumLaser, MediumLaser, SRM4},
		Mounts:  []Location{RightArm, LeftArm, CentreTorso, LeftTorso},
	},
	Longbow: {
		Name: "Longbow", Role: "long-range fire support", Tons: 55, Walk: 4, Jump: 0, Sinks: 12,
		Armour: [NumArcs]int{20, 15, 15, 8}, Internal: 22,
		Weapons: []WeaponKind{LRM10, LRM10, MediumLaser, MediumLaser},
		Mounts:  []Location{LeftTorso, RightTorso, LeftArm, RightArm},
	},
	Bulldog: {
		Name: "Bulldog", Role: "brawler", Tons: 60, Walk: 4, Jump: 0, Sinks: 14,
		Armour: [NumArcs]int{30, 22, 22, 12}, Internal: 26,
		Weapons: []WeaponKind{Autocannon10, SRM4, SRM4, MediumLaser, MediumLaser},
		Mounts:  []Location{RightTorso, LeftTorso, LeftTorso, LeftArm, RightArm},
	},
	Warden: {
		Name: "Warden", Role: "long-range sniper", Tons: 70, Walk: 4, Jump: 4, Sinks: 20,
		Armour: [NumArcs]int{32, 24, 24, 12}, Internal: 30,
		Weapons: []WeaponKind{ParticleCannon, ParticleCannon, MediumLaser, MediumLaser},
		Mounts:  []Location{RightArm, LeftArm, LeftTorso, RightTorso},
	},
	Juggernaut: {
		Name: "Juggernaut", Role: "heavy assault", Tons: 85, Walk: 3, Jump: 0, Sinks: 20,
		Armour: [NumArcs]int{40, 30, 30, 16}, Internal: 38,
		Weapons: []WeaponKind{ParticleCannon, LargeLaser, Autocannon10, MediumLaser, MediumLaser, SRM4},
		Mounts:  []Location{RightArm, LeftArm, RightTorso, LeftTorso, CentreTorso, LeftTorso},
	},
}

// Designs lists every design, lightest first.
func Designs() []DesignID {
	ds := make([]DesignID, numDesigns)
	for i := range ds {
		ds[i] = DesignID(i)
	}
	return ds
}

// StandardPair is the default force of a side: a medium all-rounder and a
// brawler.
var StandardPair = []DesignID{Ranger, Bulldog}

// Valid reports whether id names a design.
func (id DesignID) Valid() bool { return id >= 0 && id < numDesigns }

// Design returns the design named by id. The Weapons slice is shared: do not
// change it.
func (id DesignID) Design() *Design { return &designs[id] }

func (id DesignID) String() string {
	if !id.Valid() {
		return fmt.Sprintf("DesignID(%d)", int8(id))
	}
	return designs[id].Name
}

// ParseDesign returns the design with the given name (case-insensitive).
func ParseDesign(name string) (DesignID, error) {
	for i := range designs {
		if strings.EqualFold(designs[i].Name, name) {
			return DesignID(i), nil
		}
	}
	names := make([]string, numDesigns)
	for i := range designs {
		names[i] = designs[i].Name
	}
	return 0, fmt.Errorf("no mech design %q (designs: %s)", name, strings.Join(names, ", "))
}

// Run returns the running MP, ⌈1.5·Walk⌉.
func (d *Design) Run() int { return (3*d.Walk + 1) / 2 }

// MP returns the movement points of mode m (0 for Stand).
func (d *Design) MP(m Mode) int {
	switch m {
	case Walk:
		return d.Walk
	case Run:
		return d.Run()
	case Jump:
		return d.Jump
	}
	return 0
}

// TotalArmour returns the armour of all four arcs.
func (d *Design) TotalArmour() int {
	return d.Armour[Front] + d.Armour[Left] + d.Armour[Right] + d.Armour[Rear]
}

// PunchDamage is ⌈Tons/10⌉; KickDamage and ClubDamage are ⌈Tons/5⌉.
func (d *Design) PunchDamage() int { return (d.Tons + 9) / 10 }

// KickDamage is the damage of a kick, ⌈Tons/5⌉.
func (d *Design) KickDamage() int { return (d.Tons + 4) / 5 }

// ClubDamage is the damage of a blow with a club, ⌈Tons/5⌉.
func (d *Design) ClubDamage() int { return (d.Tons + 4) / 5 }

// check reports a design that the package's limits cannot hold.
func (d *Design) check() error {
	switch {
	case len(d.Weapons) == 0 || len(d.Weapons) > MaxWeapons:
		return fmt.Errorf("%s has %d weapons (1 to %d)", d.Name, len(d.Weapons), MaxWeapons)
	case d.Walk < 1 || d.Run() >= maxStepsMP || d.Jump < 0 || d.Jump > 9:
		return fmt.Errorf("%s has walk %d, run %d, jump %d", d.Name, d.Walk, d.Run(), d.Jump)
	case d.Internal < 1 || d.Sinks < 0 || d.Tons < 10:
		return fmt.Errorf("%s has %d internal, %d sinks, %d tons", d.Name, d.Internal, d.Sinks, d.Tons)
	}
	for _, w := range d.Weapons {
		if !w.Valid() {
			return fmt.Errorf("%s carries %v", d.Name, w)
		}
	}
	if len(d.Mounts) != len(d.Weapons) {
		return fmt.Errorf("%s has %d weapons and %d mounts", d.Name, len(d.Weapons), len(d.Mounts))
	}
	for w, l := range d.Mounts {
		if !l.Valid() {
			return fmt.Errorf("%s carries slot %d in %v", d.Name, w+1, l)
		}
	}
	return nil
}

// SlotsIn returns the mask of the weapon slots mounted in the locations of s.
func (d *Design) SlotsIn(s LocationSet) uint8 {
	var mask uint8
	for w, l := range d.Mounts {
		if s.Has(l) {
			mask |= 1 << w
		}
	}
	return mask
}

// Locations returns the set of the locations of the weapon slots of mask.
func (d *Design) Locations(mask uint8) LocationSet {
	var s LocationSet
	for w, l := range d.Mounts {
		if mask&(1<<w) != 0 {
			s |= 1 << l
		}
	}
	return s
}
