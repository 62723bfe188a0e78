package mech

import (
	"fmt"

	"stratagem/board/hex"
	"stratagem/units/internal/game"
)

// Side is one of the two players: Blue (index 0, the map's first start
// positions) or Red. It is Hex Battle's side too (package game holds what
// the two share).
type Side = game.Side

// The sides.
const (
	Blue     = game.Blue
	Red      = game.Red
	NumSides = game.NumSides
)

// Mode is how a mech moved this turn.
type Mode int8

// The movement modes.
const (
	Stand Mode = iota
	Walk
	Run
	Jump
	// GetUp: a mech lying down stands up, which takes its whole movement
	// and a piloting roll (it counts as walking).
	GetUp
	numModes
)

var modeNames = [numModes]string{"stand", "walk", "run", "jump", "getup"}

func (m Mode) String() string {
	if m < 0 || m >= numModes {
		return fmt.Sprintf("Mode(%d)", int8(m))
	}
	return modeNames[m]
}

// Mech is one mech on the field. Its ID is its index in Duel.Mechs; a
// destroyed mech keeps its place, Wrecked, and leaves the map.
type Mech struct {
	Design DesignID
	Side   Side
	Pos    hex.Hex
	// Facing is the legs' facing; the torso faces Facing.Turn(Twist).
	Facing hex.Direction
	// Twist is the torso twist of this turn: −1 one hex-side left, 0, +1 right.
	Twist   int
	Heat    int
	SinksOn int // active heat sinks, 0..Design.Sinks
	// Armour is the armour left on each section (see Section).
	Armour [NumSections]int
	// Structure is the internal structure left in each location; 0 means
	// the location is destroyed, with its armour and weapons.
	Structure [NumLocations]int
	// Wrecked: the mech is destroyed (its head or centre torso gone).
	Wrecked bool
	// Ammo holds the shots left per weapon slot (0 for weapons that need none).
	Ammo [MaxWeapons]int
	// Club: the mech holds a club.
	Club bool
	// Shutdown: the mech overheated (see ShutdownAvoid) and cannot move,
	// twist, fire or strike until it starts again at the end of a turn.
	Shutdown bool
	// Mode and Moved are this turn's movement: its mode and the hexes moved
	// (hexes entered walking or running, the distance jumped).
	Mode  Mode
	Moved int
	// Fired holds the weapon slots fired this turn (a bit mask): a limb that
	// fired cannot strike (see BlowAllowed).
	Fired uint8
	// Done: the mech has acted in the current phase (or has nothing to do in it).
	Done bool
	// Pending is the damage to each armour section declared against the
	// mech in the current attack phase, applied when the phase ends.
	Pending [NumSections]int
	// Crits holds the parts struck by critical hits, a bit per part of each
	// location (see DesignID.Parts).
	Crits [NumLocations]uint8
	// Through holds the locations of this phase's location rolls of 2: each
	// calls for a critical check when the phase ends, whatever the armour.
	Through LocationSet
	// CheckCrit holds the locations still to roll a critical check for
	// while the end of a phase is resolved; CritsDue critical hits are
	// still to strike parts of CritLoc.
	CheckCrit LocationSet
	CritLoc   Location
	CritsDue  int8
	// Prone: the mech lies on the ground (it fell): it can only stand up
	// (GetUp), fires at +2, strikes no blow.
	Prone bool
	// Checks holds the reasons for the piloting rolls due at the end of the
	// phase; FallDue is the damage of a fall still to place.
	Checks  Reason
	FallDue int8
	// HeatChecks holds the heat rolls due at the end of the turn.
	HeatChecks HeatChecks
}

// NewMech returns a fresh mech of design id: full armour, structure and
// ammunition, every heat sink on, no heat.
func NewMech(id DesignID, side Side, pos hex.Hex, facing hex.Direction) Mech {
	d := id.Design()
	m := Mech{Design: id, Side: side, Pos: pos, Facing: facing.Turn(0), SinksOn: d.Sinks, Armour: d.Armour, Structure: d.Structure}
	for i, w := range d.Weapons {
		m.Ammo[i] = w.Stats().Ammo
	}
	return m
}

// Stats returns the mech's design.
func (m *Mech) Stats() *Design { return m.Design.Design() }

// Alive reports whether the mech is not destroyed.
func (m *Mech) Alive() bool { return !m.Wrecked }

// Destroyed reports whether the mech is destroyed.
func (m *Mech) Destroyed() bool { return m.Wrecked }

// Lost reports whether location l is destroyed.
func (m *Mech) Lost(l Location) bool { return m.Structure[l] <= 0 }

// LostLocations returns the locations destroyed.
func (m *Mech) LostLocations() LocationSet {
	var s LocationSet
	for l, st := range m.Structure {
		if st <= 0 {
			s |= 1 << l
		}
	}
	return s
}

// TotalArmour returns the armour left on every section.
func (m *Mech) TotalArmour() int { return sum(m.Armour[:]) }

// TotalStructure returns the internal structure left in every location.
func (m *Mech) TotalStructure() int { return sum(m.Structure[:]) }

// Torso returns the torso facing: the legs' facing turned by the twist.
func (m *Mech) Torso() hex.Direction { return m.Facing.Turn(m.Twist) }

// Points returns the remaining armour plus structure (0 when destroyed): the
// score of the 30-turn rule.
func (m *Mech) Points() int {
	if !m.Alive() {
		return 0
	}
	return m.TotalArmour() + m.TotalStructure()
}

// HasFired reports whether the mech fired a weapon this turn.
func (m *Mech) HasFired() bool { return m.Fired != 0 }

// FiredFrom returns the locations of the weapons the mech fired this turn.
func (m *Mech) FiredFrom() LocationSet { return m.Stats().Locations(m.Fired) }

// HasAmmo reports whether the weapon in slot w has what it fires: it needs
// no ammunition, or has some left.
func (m *Mech) HasAmmo(w int) bool {
	return m.Stats().Weapons[w].Stats().Ammo == 0 || m.Ammo[w] > 0
}

// CanFire reports whether the weapon in slot w works and has what it fires
// (WeaponWorks and HasAmmo).
func (m *Mech) CanFire(w int) bool { return m.HasAmmo(w) && m.WeaponWorks(w) }

// WeaponWorks reports whether the weapon in slot w is still there: its
// location is not destroyed and no critical hit struck it.
func (m *Mech) WeaponWorks(w int) bool {
	return !m.Lost(m.Stats().Mounts[w]) && !m.weaponHit(w)
}

// Arcs.
//
// The arc of a hex seen from a hex facing f is judged by rotating the offset
// v between them so that f becomes east, and looking at the signs of its
// cube coordinates q and s (east is (1, 0, −1)):
//
//	front: q ≥ 0 and s ≤ 0 — the 120° cone between the rays to the f−1
//	       and f+1 neighbours, those rays included
//	left:  q ≥ 0 and s > 0 — from the f−1 ray (excluded) to the f−2 ray (included)
//	right: q < 0 and s ≤ 0 — from the f+1 ray (excluded) to the f+2 ray (included)
//	rear:  q < 0 and s > 0 — the 120° cone behind, its border rays excluded
//
// So the six neighbours are: f−1, f, f+1 front; f−2 left; f+2 right; f+3
// rear. A hex exactly on the border of the front arc is in the front arc.

// rotate returns v turned by k hex-sides counter-clockwise (left).
func rotate(v hex.Hex, k int) (q, s int) {
	q, r, s := v.Q, v.R, v.S()
	for range ((k % 6) + 6) % 6 {
		q, r, s = -s, -q, -r
	}
	return q, s
}

// ArcOf returns the arc of a unit at from facing f in which the hex to lies
// (to ≠ from).
func ArcOf(from hex.Hex, f hex.Direction, to hex.Hex) Arc {
	q, s := rotate(to.Sub(from), int(f))
	switch {
	case q >= 0 && s <= 0:
		return Front
	case q >= 0:
		return Left
	case s <= 0:
		return Right
	}
	return Rear
}

// InFrontArc reports whether to lies in the 120° front arc of a unit at from
// facing f (borders included); false when to == from.
func InFrontArc(from hex.Hex, f hex.Direction, to hex.Hex) bool {
	return to != from && ArcOf(from, f, to) == Front
}
