package mech

import (
	"fmt"
	"strings"
)

// Arc is one of the four sides of a mech, seen from its legs: where an
// attack comes from, which picks the hit location table (HitLocation).
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

// Design is a mech model: its movement, heat sinks, armour, structure and
// weapons, laid out on the eight locations of a record sheet.
type Design struct {
	Name string
	// Role says what the design is for, in a few words.
	Role  string
	Tons  int
	Walk  int // walking MP; running MP is ⌈1.5·Walk⌉ (Run)
	Jump  int // jumping MP, 0 when it cannot jump
	Sinks int
	// Armour is the armour of each section: the front of every location,
	// then the rear of the three torsos.
	Armour [NumSections]int
	// Structure is the internal structure of each location, from the
	// tonnage (StructureOf).
	Structure [NumLocations]int
	Weapons   []WeaponKind
	// Mounts says where each weapon is mounted: Mounts[w] is the location
	// of Weapons[w] (slot w). A weapon's ammunition is stored beside it.
	Mounts []Location
	// SinkMounts places the heat sinks beyond the EngineSinks that the
	// engine holds: one location per sink.
	SinkMounts []Location
}

// EngineSinks is the number of heat sinks inside the engine: they cannot
// be hit. The others are mounted in the torsos and legs (SinkMounts).
const EngineSinks = 10

// armour writes a design's armour: head, centre, left and right torso,
// left and right arm, left and right leg, then the rear of the centre,
// left and right torso.
func armour(hd, ct, lt, rt, la, ra, ll, rl, ctr, ltr, rtr int) [NumSections]int {
	return [NumSections]int{hd, ct, lt, rt, la, ra, ll, rl, ctr, ltr, rtr}
}

// structure is StructureOf for a tonnage of the table (checked by check).
func structure(tons int) [NumLocations]int {
	s, _ := StructureOf(tons)
	return s
}

// The designs. Each weapon's mount is where a record sheet of a mech of
// that weight and role would plausibly carry it: lasers and cannons in the
// arms, missile racks and autocannons in the side torsos, a spare laser in
// the centre torso; the light jumper carries its small laser in a leg, as
// some light mechs do. The structure is BattleTech's for the tonnage; the
// armour is close to what a record sheet of that weight carries (most
// designs near the most their structure allows: twice the structure of a
// location, 9 on the head), the fast jumper lighter; the heat sinks beyond
// the engine's ten sit in the side torsos, then the legs.
var designs = [numDesigns]Design{
	Kestrel: {
		Name: "Kestrel", Role: "fast jumper", Tons: 30, Walk: 6, Jump: 6, Sinks: 10,
		Armour: armour(8, 14, 10, 10, 7, 7, 10, 10, 4, 3, 3), Structure: structure(30),
		Weapons: []WeaponKind{MediumLaser, MediumLaser, SmallLaser},
		Mounts:  []Location{RightArm, LeftArm, LeftLeg},
	},
	Ranger: {
		Name: "Ranger", Role: "medium all-rounder", Tons: 50, Walk: 5, Jump: 3, Sinks: 12,
		Armour: armour(9, 22, 16, 16, 14, 14, 18, 18, 7, 6, 6), Structure: structure(50),
		Weapons:    []WeaponKind{LargeLaser, MediumLaser, MediumLaser, SRM4},
		Mounts:     []Location{RightArm, LeftArm, CentreTorso, LeftTorso},
		SinkMounts: []Location{LeftTorso, RightTorso},
	},
	Longbow: {
		Name: "Longbow", Role: "long-range fire support", Tons: 55, Walk: 4, Jump: 0, Sinks: 12,
		Armour: armour(9, 24, 18, 18, 14, 14, 20, 20, 8, 6, 6), Structure: structure(55),
		Weapons:    []WeaponKind{LRM10, LRM10, MediumLaser, MediumLaser},
		Mounts:     []Location{LeftTorso, RightTorso, LeftArm, RightArm},
		SinkMounts: []Location{LeftLeg, RightLeg},
	},
	Bulldog: {
		Name: "Bulldog", Role: "brawler", Tons: 60, Walk: 4, Jump: 0, Sinks: 14,
		Armour: armour(9, 28, 20, 20, 18, 18, 24, 24, 10, 7, 7), Structure: structure(60),
		Weapons:    []WeaponKind{Autocannon10, SRM4, SRM4, MediumLaser, MediumLaser},
		Mounts:     []Location{RightTorso, LeftTorso, LeftTorso, LeftArm, RightArm},
		SinkMounts: []Location{LeftTorso, RightTorso, LeftLeg, RightLeg},
	},
	Warden: {
		Name: "Warden", Role: "long-range sniper", Tons: 70, Walk: 4, Jump: 4, Sinks: 20,
		Armour: armour(9, 30, 22, 22, 20, 20, 26, 26, 10, 8, 8), Structure: structure(70),
		Weapons: []WeaponKind{ParticleCannon, ParticleCannon, MediumLaser, MediumLaser},
		Mounts:  []Location{RightArm, LeftArm, LeftTorso, RightTorso},
		SinkMounts: []Location{LeftTorso, LeftTorso, LeftTorso, RightTorso, RightTorso, RightTorso,
			LeftLeg, LeftLeg, RightLeg, RightLeg},
	},
	Juggernaut: {
		Name: "Juggernaut", Role: "heavy assault", Tons: 85, Walk: 3, Jump: 0, Sinks: 20,
		Armour: armour(9, 40, 27, 27, 26, 26, 34, 34, 12, 9, 9), Structure: structure(85),
		Weapons: []WeaponKind{ParticleCannon, LargeLaser, Autocannon10, MediumLaser, MediumLaser, SRM4},
		Mounts:  []Location{RightArm, LeftArm, RightTorso, LeftTorso, CentreTorso, LeftTorso},
		SinkMounts: []Location{LeftTorso, LeftTorso, LeftTorso, RightTorso, RightTorso, RightTorso,
			LeftLeg, LeftLeg, RightLeg, RightLeg},
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

// TotalArmour returns the armour of every section.
func (d *Design) TotalArmour() int { return sum(d.Armour[:]) }

// TotalStructure returns the internal structure of every location.
func (d *Design) TotalStructure() int { return sum(d.Structure[:]) }

// sum adds up points of armour or structure.
func sum(points []int) int {
	n := 0
	for _, p := range points {
		n += p
	}
	return n
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
	case d.Sinks < EngineSinks || d.Sinks-EngineSinks != len(d.SinkMounts):
		return fmt.Errorf("%s has %d heat sinks, %d of them mounted outside the engine", d.Name, d.Sinks, len(d.SinkMounts))
	}
	if st, ok := StructureOf(d.Tons); !ok || st != d.Structure {
		return fmt.Errorf("%s: %d tons, structure %v", d.Name, d.Tons, d.Structure)
	}
	for l := range Location(NumLocations) {
		a := d.Armour[FrontOf(l)]
		if l.IsTorso() {
			a += d.Armour[SectionOf(l, true)]
		}
		if a < 1 || a > MaxArmour(l, d.Structure[l]) {
			return fmt.Errorf("%s carries %d armour on its %v (1 to %d)", d.Name, a, l, MaxArmour(l, d.Structure[l]))
		}
	}
	for _, l := range d.SinkMounts {
		if !l.Valid() || l == Head || l == CentreTorso {
			return fmt.Errorf("%s mounts a heat sink in its %v", d.Name, l)
		}
	}
	groups := 0
	for _, w := range d.Weapons {
		if !w.Valid() {
			return fmt.Errorf("%s carries %v", d.Name, w)
		}
		groups += w.Stats().MaxGroups()
	}
	if groups > MaxGroups {
		return fmt.Errorf("%s's salvos need %d hit locations (at most %d)", d.Name, groups, MaxGroups)
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
