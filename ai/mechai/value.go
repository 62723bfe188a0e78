package mechai

import "stratagem/units/mech"

// locationShare[dir][l] is the share of the hits from direction dir that
// land on location l: the ordinary hit location table weighed by the 36
// rolls of two dice.
var locationShare = func() (t [mech.NumArcs][mech.NumLocations]float64) {
	for dir := range mech.Arc(mech.NumArcs) {
		for r := 2; r <= 12; r++ {
			t[dir][mech.HitLocation(dir, r)] += float64(mech.Rolls2d6[r]) / 36
		}
	}
	return t
}()

// damageValue is the value of dmg expected points of damage from direction
// dir to mech u, spread over its locations as the hit location table
// spreads them (its pending damage of this phase counted as already
// dealt): armour points count 1, structure points 1 + Structure, plus the
// value of losing a location in proportion to the square of the share of
// its armour and structure the damage takes — Kill for the head and centre
// torso (the
// mech), Limb plus the damage of the weapons mounted there for the others —
// and what a location cannot take passes inward; all raised for a mech
// already damaged.
func (s *Settings) damageValue(u *mech.Mech, dir mech.Arc, dmg float64) float64 {
	if dmg <= 0 || !u.Alive() {
		return 0
	}
	v := 0.0
	for l, p := range locationShare[dir] {
		if p > 0 {
			v += s.locationValue(u, mech.Location(l), dir == mech.Rear, dmg*p)
		}
	}
	lost := 1 - float64(u.Points())/float64(maxPoints(u))
	return v * (1 + s.Focus*lost)
}

// locationValue is the value of dmg points landing on location l of u (on
// its rear armour when rear and l is a torso).
func (s *Settings) locationValue(u *mech.Mech, l mech.Location, rear bool, dmg float64) float64 {
	for u.Lost(l) {
		next, ok := l.Inward()
		if !ok {
			return 0
		}
		l = next
	}
	sec := mech.SectionOf(l, rear)
	armour := float64(u.Armour[sec] - u.Pending[sec])
	structure := float64(u.Structure[l])
	if armour < 0 {
		structure += armour // the pending damage already goes through
		armour = 0
	}
	if structure <= 0 {
		return 0 // lost to what is pending already
	}
	through := max(0, dmg-armour)
	taken := min(through, structure)
	// The share of what protects the location that the damage takes: thin
	// armour (a rear, a battered side) brings its loss nearer.
	frac := min(dmg, armour+structure) / (armour + structure)
	v := min(dmg, armour) + (1+s.Structure)*taken + s.lossValue(u, l)*frac*frac
	if excess := through - taken; excess > 0 {
		if next, ok := l.Inward(); ok {
			v += s.locationValue(u, next, rear, excess)
		}
	}
	return v
}

// lossValue is the value of destroying location l of u: Kill for the head
// and the centre torso; else Limb plus the full damage of the working
// weapons mounted there (and in the arm a side torso takes with it).
func (s *Settings) lossValue(u *mech.Mech, l mech.Location) float64 {
	if l == mech.Head || l == mech.CentreTorso {
		return s.Kill
	}
	v := s.Limb
	ds := u.Stats()
	for w, at := range ds.Mounts {
		if (at == l || l == mech.LeftTorso && at == mech.LeftArm || l == mech.RightTorso && at == mech.RightArm) &&
			u.CanFire(w) {
			v += float64(ds.Weapons[w].Stats().MaxDamage())
		}
	}
	return v
}
