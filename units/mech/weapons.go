package mech

import "fmt"

// WeaponKind is one of the weapons of the spec's table.
type WeaponKind int8

// The weapons of the spec's table, in its order.
const (
	SmallLaser WeaponKind = iota
	MediumLaser
	LargeLaser
	ParticleCannon
	Autocannon10
	SRM4
	LRM10
	numWeapons
)

// Weapon is one line of the weapon table. Ranges are in hexes: a target at
// distance d (1 or more) can be fired at when d ≤ Long; the band is short
// for d ≤ Short, medium for d ≤ Medium, long otherwise, and inside the
// minimum range (d ≤ Min) each hex costs a point to hit (MinRangeModifier).
type Weapon struct {
	Name string
	// Code is the short name used by the screen and the logs ("ML").
	Code string
	// Damage is the damage of one hit, per missile for missile weapons.
	Damage int
	// Missiles is the number of missiles of a salvo (0: not a missile weapon).
	Missiles int
	Heat     int
	Min      int // 0: no minimum range
	Short    int
	Medium   int
	Long     int
	// Ammo is the number of shots (salvos) a mech carries for each weapon of
	// this kind; 0 means the weapon needs no ammunition. A shot uses one.
	Ammo int
	// Group is the damage that lands on one hit location: a whole shot
	// for the cannons and lasers; one missile (2) for the short-range
	// missiles, which strike one by one; 5 points for the long-range
	// missiles, whose salvos land in groups of five, as in BattleTech.
	Group int
}

var weapons = [numWeapons]Weapon{
	SmallLaser:     {"small laser", "SL", 3, 0, 1, 0, 1, 2, 3, 0, 3},
	MediumLaser:    {"medium laser", "ML", 5, 0, 3, 0, 3, 6, 9, 0, 5},
	LargeLaser:     {"large laser", "LL", 8, 0, 8, 0, 5, 10, 15, 0, 8},
	ParticleCannon: {"particle cannon", "PC", 10, 0, 10, 3, 6, 12, 18, 0, 10},
	Autocannon10:   {"autocannon/10", "AC10", 10, 0, 3, 0, 5, 10, 15, 10, 10},
	SRM4:           {"short-range missiles ×4", "SRM4", 2, 4, 3, 0, 3, 6, 9, 25, 2},
	LRM10:          {"long-range missiles ×10", "LRM10", 1, 10, 4, 6, 7, 14, 21, 12, 5},
}

// Weapons lists every weapon kind in table order.
func Weapons() []WeaponKind {
	ws := make([]WeaponKind, numWeapons)
	for i := range ws {
		ws[i] = WeaponKind(i)
	}
	return ws
}

// Valid reports whether w is one of the table's weapons.
func (w WeaponKind) Valid() bool { return w >= 0 && w < numWeapons }

// Stats returns w's line of the table.
func (w WeaponKind) Stats() Weapon { return weapons[w] }

func (w WeaponKind) String() string {
	if !w.Valid() {
		return fmt.Sprintf("WeaponKind(%d)", int8(w))
	}
	return weapons[w].Name
}

// MaxDamage is the damage of a salvo that hits in full: Damage, times
// Missiles for missile weapons.
func (w Weapon) MaxDamage() int {
	if w.Missiles > 0 {
		return w.Damage * w.Missiles
	}
	return w.Damage
}

// InRange reports whether a target at distance d can be fired at: within
// the long range (inside the minimum range too, at a cost: see
// MinRangeModifier).
func (w Weapon) InRange(d int) bool { return d > 0 && d <= w.Long }

// MinRangeModifier returns the to-hit modifier for a target at distance d
// inside the minimum range: +1 at the minimum range itself and one more for
// each hex nearer (Min − d + 1), 0 beyond it.
func (w Weapon) MinRangeModifier(d int) int {
	if d > w.Min {
		return 0
	}
	return w.Min - d + 1
}

// Groups appends to dst the damage of each hit location of a salvo doing
// dmg points (see Group): whole groups, then what is left.
func (w Weapon) Groups(dmg int, dst []int) []int {
	for dmg > 0 {
		g := min(dmg, w.Group)
		dst = append(dst, g)
		dmg -= g
	}
	return dst
}

// MaxGroups is the number of hit locations of a salvo that hits in full.
func (w Weapon) MaxGroups() int { return (w.MaxDamage() + w.Group - 1) / w.Group }

// RangeModifier returns the to-hit modifier of the range band of distance d
// (short 0, medium +2, long +4); d must be in range.
func (w Weapon) RangeModifier(d int) int {
	switch {
	case d <= w.Short:
		return 0
	case d <= w.Medium:
		return 2
	}
	return 4
}

// MissilesHit returns how many missiles of a salvo of n hit when the to-hit
// roll beats the target number by margin ≥ 0 (the cluster rule): half the
// salvo, rounded up, plus one per point of margin, at most all of them.
func MissilesHit(n, margin int) int { return min(n, (n+1)/2+margin) }

// SalvoDamage returns the damage w does with a to-hit roll of roll against
// the target number need: 0 on a miss, Damage on a hit, and for missile
// weapons Damage times MissilesHit.
func (w Weapon) SalvoDamage(roll, need int) int {
	if roll < need {
		return 0
	}
	if w.Missiles > 0 {
		return w.Damage * MissilesHit(w.Missiles, roll-need)
	}
	return w.Damage
}

// Rolls2d6 is the number of ways (out of 36) of rolling each total 0..12 on
// two six-sided dice.
var Rolls2d6 = [13]int{0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1}

// HitChance returns the probability that 2d6 ≥ need: 1 for need ≤ 2, 0 for
// need > 12.
func HitChance(need int) float64 {
	ways := 0
	for r := max(need, 2); r <= 12; r++ {
		ways += Rolls2d6[r]
	}
	return float64(ways) / 36
}

// ExpectedSalvo returns the expected damage of w fired with the to-hit number
// need, averaged exactly over the 36 rolls (cluster rule included).
func (w Weapon) ExpectedSalvo(need int) float64 {
	sum := 0
	for r := 2; r <= 12; r++ {
		sum += Rolls2d6[r] * w.SalvoDamage(r, need)
	}
	return float64(sum) / 36
}

// The to-hit rules (spec "Weapon attacks").
const (
	// Gunnery is the base to-hit number.
	Gunnery = 4
	// MaxToHit is the highest to-hit number that can be rolled on 2d6: an
	// attack needing more cannot be made.
	MaxToHit = 12
)

// MovementModifier returns the to-hit modifier for the attacker's own
// movement this turn: walked (or stood up) +1, ran +2, jumped +3.
func MovementModifier(m Mode) int {
	switch m {
	case Walk, GetUp:
		return 1
	case Run:
		return 2
	case Jump:
		return 3
	}
	return 0
}

// TargetModifier returns the to-hit modifier for the target's movement this
// turn: by hexes moved 0–2 +0, 3–4 +1, 5–6 +2, 7–9 +3, 10+ +4, and +1 more if
// it jumped.
func TargetModifier(hexesMoved int, jumped bool) int {
	var m int
	switch {
	case hexesMoved >= 10:
		m = 4
	case hexesMoved >= 7:
		m = 3
	case hexesMoved >= 5:
		m = 2
	case hexesMoved >= 3:
		m = 1
	}
	if jumped {
		m++
	}
	return m
}

// HeatModifier returns the attacker's to-hit modifier for its heat:
// ≥ 8 +1, ≥ 13 +2, ≥ 17 +3, ≥ 24 +4.
func HeatModifier(heat int) int {
	switch {
	case heat >= 24:
		return 4
	case heat >= 17:
		return 3
	case heat >= 13:
		return 2
	case heat >= 8:
		return 1
	}
	return 0
}

// Shot gathers what a weapon's to-hit number depends on, for ShotToHit.
type Shot struct {
	Weapon       WeaponKind
	Distance     int
	AttackerMode Mode
	AttackerHeat int
	TargetMoved  int  // hexes the target moved this turn
	TargetJumped bool // the target jumped this turn
	// Woods is the woods modifier: the woods between (light 1, heavy 2 each)
	// plus the woods of the target's hex.
	Woods int
	// Damage is the penalty of the attacker's damage to what aims the
	// weapon: its sensors, its arm's actuators (Mech.WeaponModifier).
	Damage int
	// AttackerProne, TargetProne: the attacker, the target lies down.
	AttackerProne, TargetProne bool
	// TargetImmobile: the target is shut down (ImmobileModifier).
	TargetImmobile bool
}

// Lying down (BattleTech's modifiers).
const (
	// ProneFireModifier is added to the shots of a mech lying down.
	ProneFireModifier = 2
	// ProneNearModifier is added to attacks on a mech lying down from an
	// adjacent hex (easier: it is right there), ProneFarModifier from
	// farther (harder: it is low).
	ProneNearModifier = -2
	ProneFarModifier  = 1
)

// ProneTargetModifier returns the modifier of an attack from distance dist
// on a mech lying down.
func ProneTargetModifier(dist int) int {
	if dist <= 1 {
		return ProneNearModifier
	}
	return ProneFarModifier
}

// ShotToHit returns the to-hit number of s, and false if the weapon cannot
// be fired at that distance (beyond the long range). The number may exceed
// MaxToHit: such a shot is not allowed.
func ShotToHit(s Shot) (int, bool) {
	w := s.Weapon.Stats()
	if !w.InRange(s.Distance) {
		return 0, false
	}
	need := Gunnery + w.RangeModifier(s.Distance) + w.MinRangeModifier(s.Distance) + MovementModifier(s.AttackerMode) +
		TargetModifier(s.TargetMoved, s.TargetJumped) + s.Woods + HeatModifier(s.AttackerHeat) + s.Damage
	if s.AttackerProne {
		need += ProneFireModifier
	}
	if s.TargetProne {
		need += ProneTargetModifier(s.Distance)
	}
	if s.TargetImmobile {
		need += ImmobileModifier
	}
	return need, true
}
