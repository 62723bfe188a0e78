package mech

import (
	"fmt"
	"math/bits"
)

// Chance is what a Resolve action's roll decides: the rules stop and wait
// for it when an outcome depends on the dice (see Duel.Awaiting). Each is
// one 2d6 roll about one mech.
type Chance int8

// The chances.
const (
	NoChance Chance = iota
	// LocationRoll places one hit (a shot's or a blow's, or a share of a
	// fall's damage) on the mech: HitLocation, PunchLocation, KickLocation.
	LocationRoll
	// CriticalRoll is a critical check on a location whose structure was
	// damaged (or whose location roll was 2): CriticalHits.
	CriticalRoll
	// PartRoll picks the part a critical hit strikes: PickPart.
	PartRoll
	// PilotingRoll: whether the mech keeps its feet (PilotingNeed), for the
	// first of its Checks.
	PilotingRoll
	// AmmoRoll: whether the mech's ammunition keeps from exploding in its
	// heat (AmmoAvoid).
	AmmoRoll
	// ShutdownRoll: whether the mech keeps running in its heat
	// (ShutdownAvoid).
	ShutdownRoll
	// StartupRoll: whether a shut-down mech starts again (ShutdownAvoid).
	StartupRoll
	numChances
)

var chanceNames = [numChances]string{"", "location", "critical", "part", "piloting", "ammunition", "shutdown", "startup"}

// heatChances are the chances of the heat rolls, by HeatChecks bit.
var heatChances = [numHeatChecks]Chance{AmmoRoll, ShutdownRoll, StartupRoll}

func (c Chance) String() string {
	if c <= NoChance || c >= numChances {
		return fmt.Sprintf("Chance(%d)", int8(c))
	}
	return chanceNames[c]
}

// MaxGroups is the most hit locations one attack can need: the location
// rolls of all the salvos of a mech that fires every weapon and hits with
// every missile.
const MaxGroups = 16

// hitQueue is the attack whose hits await their location rolls: the
// attacker, the target, the direction the attack comes from (the target's
// arc), how it strikes (0 for weapons), and the damage of each hit, with
// the weapon slot it came from (−1 for a blow).
type hitQueue struct {
	attacker, target int8
	dir              Arc
	blow             Blow
	// table is the table the hits land by: blow's, or the ordinary one (0)
	// for a kick on a mech lying down.
	table   Blow
	n, next int8
	dmg     [MaxGroups]int8
	slot    [MaxGroups]int8
}

// pending reports whether hits await their location rolls.
func (q *hitQueue) pending() bool { return q.next < q.n }

// push adds a hit of dmg points from slot w.
func (q *hitQueue) push(dmg, w int) {
	q.dmg[q.n], q.slot[q.n] = int8(dmg), int8(w)
	q.n++
}

// Awaiting returns the Resolve action (unrolled) the rules wait for, and
// false when they wait for none: then a side (or the initiative) is to act,
// or the duel is over. The rules wait for the dice
//   - after an attack that hits: one location roll per hit (per missile of
//     short-range missiles, per five points of long-range missiles), in the
//     order the weapons are numbered;
//
// and when an attack phase or the turn ends (see the package doc).
func (d *Duel) Awaiting() (Action, bool) {
	if d.outcome.Over() {
		return Action{}, false
	}
	id, c := d.nextChance()
	if c == NoChance {
		return Action{}, false
	}
	return Action{Kind: Resolve, Mech: int8(id), Chance: c}, true
}

// nextChance returns the roll the rules wait for, and the mech it is about.
func (d *Duel) nextChance() (int, Chance) {
	if d.hits.pending() {
		return int(d.hits.target), LocationRoll
	}
	if !d.closing {
		return -1, NoChance
	}
	for id := range d.mechs {
		u := &d.mechs[id]
		switch {
		case u.Wrecked:
		case u.FallDue > 0:
			return id, LocationRoll
		case u.CritsDue > 0:
			return id, PartRoll
		case u.CheckCrit != 0:
			return id, CriticalRoll
		case u.Checks != 0:
			return id, PilotingRoll
		case u.HeatChecks != 0:
			return id, heatChances[bits.TrailingZeros8(uint8(u.HeatChecks))]
		}
	}
	return -1, NoChance
}

// Hit is a hit waiting for its location roll (see NextHit).
type Hit struct {
	Attacker int // −1 for a fall
	Slot     int // the weapon slot, −1 for a blow or a fall
	Blow     Blow
	// Table is the table it lands by: Blow's, or the ordinary one (0) for
	// shots, falls and kicks on a mech lying down.
	Table  Blow
	Damage int
	Dir    Arc // the direction it comes from
}

// NextHit returns the hit whose location roll the rules wait for, and
// false when none is waiting.
func (d *Duel) NextHit() (Hit, bool) {
	if q := &d.hits; q.pending() {
		return Hit{int(q.attacker), int(q.slot[q.next]), q.blow, q.table, int(q.dmg[q.next]), q.dir}, true
	}
	if id, c := d.nextChance(); c == LocationRoll {
		u := &d.mechs[id]
		return Hit{-1, -1, 0, 0, min(FallGroup, int(u.FallDue)), Front}, true
	}
	return Hit{}, false
}

// PlaceHit returns where a hit from direction dir by the table of blow (0:
// the ordinary table, of shots and falls) lands with the location roll.
func PlaceHit(blow Blow, dir Arc, roll int) Location {
	switch blow {
	case Punch, ClubBlow:
		return PunchLocation(dir, roll)
	case Kick:
		return KickLocation(dir, roll)
	}
	return HitLocation(dir, roll)
}

// resolve applies the roll of chance c about mech id.
func (d *Duel) resolve(c Chance, id, roll int) {
	switch c {
	case LocationRoll:
		q := &d.hits
		t := &d.mechs[id]
		if !q.pending() { // a fall's damage, landing at once
			l := HitLocation(Front, roll)
			g := min(FallGroup, int(t.FallDue))
			t.FallDue -= int8(g)
			d.damage(id, FrontOf(l), g, false)
			if roll == ThroughArmour && !t.Wrecked && !t.Lost(l) {
				t.CheckCrit |= 1 << l
			}
			if t.Wrecked {
				t.FallDue = 0
			}
			return
		}
		l := PlaceHit(q.table, q.dir, roll)
		t.Pending[SectionOf(l, q.dir == Rear)] += int(q.dmg[q.next])
		if q.table == 0 && roll == ThroughArmour {
			t.Through |= 1 << l
		}
		q.next++
		if !q.pending() {
			*q = hitQueue{}
		}
	case CriticalRoll:
		u := &d.mechs[id]
		l := Location(bits.TrailingZeros8(uint8(u.CheckCrit)))
		u.CheckCrit &^= 1 << l
		n, off := CriticalHits(l, roll)
		if off {
			d.destroyLocation(id, l)
			return
		}
		if n = min(n, bits.OnesCount8(u.WorkingParts(l))); n > 0 {
			u.CritLoc, u.CritsDue = l, int8(n)
		}
	case PartRoll:
		u := &d.mechs[id]
		l := u.CritLoc
		if w := u.WorkingParts(l); w != 0 {
			d.strikePart(id, l, PickPart(w, roll))
		}
		u.CritsDue = int8(min(int(u.CritsDue)-1, bits.OnesCount8(u.WorkingParts(l))))
		if u.CritsDue <= 0 || u.Wrecked {
			u.CritLoc, u.CritsDue = 0, 0
		}
	case PilotingRoll:
		u := &d.mechs[id]
		r := NextReason(u.Checks)
		u.Checks &^= r
		if roll < u.PilotingNeed(r) {
			d.fall(id)
		}
	case AmmoRoll, ShutdownRoll, StartupRoll:
		d.heatRoll(id, 1<<(c-AmmoRoll), roll)
	}
}

// strikePart applies a critical hit on part i of location l of mech id
// (see PartKind).
func (d *Duel) strikePart(id int, l Location, i int) {
	u := &d.mechs[id]
	u.Crits[l] |= 1 << i
	switch p := u.Design.Parts(l)[i]; p.Kind {
	case AmmoPart:
		w := int(p.Slot)
		dmg := u.Ammo[w] * u.Stats().Weapons[w].Stats().MaxDamage()
		u.Ammo[w] = 0
		d.damage(id, FrontOf(l), dmg, true)
	case EnginePart:
		if u.EngineHits() >= EngineParts {
			d.wreck(id)
		}
	case CockpitPart:
		d.wreck(id)
	case SinkPart:
		u.SinksOn = min(u.SinksOn, u.Sinks())
	case GyroPart:
		if u.GyroHits() >= GyroParts {
			d.fall(id)
		} else {
			d.needPiloting(id, GyroReason)
		}
	case ActuatorPart:
		if l.IsLeg() {
			d.needPiloting(id, ActuatorReason)
		}
	}
}

// damage applies dmg points to section s of mech id: to its armour first
// (none when direct: an explosion inside the mech, the heat), then to the
// structure of its location; what a destroyed location cannot take passes
// inward (Location.Inward) to the next location's armour, the rear armour
// for a hit from behind (to its structure when direct). A hit on a location
// already destroyed passes inward whole. A location whose structure a hit
// (not direct damage) damages without destroying it gets a critical check.
func (d *Duel) damage(id int, s Section, dmg int, direct bool) {
	u := &d.mechs[id]
	for dmg > 0 && !u.Wrecked {
		l := s.Location()
		if u.Structure[l] > 0 {
			if !direct {
				a := min(dmg, u.Armour[s])
				u.Armour[s] -= a
				dmg -= a
			}
			if dmg == 0 {
				return
			}
			st := min(dmg, u.Structure[l])
			u.Structure[l] -= st
			dmg -= st
			if u.Structure[l] == 0 {
				d.destroyLocation(id, l)
			} else if !direct {
				u.CheckCrit |= 1 << l
			}
		}
		next, ok := l.Inward()
		if !ok {
			return
		}
		s = SectionOf(next, s.Rear())
	}
}

// destroyLocation destroys location l of mech id: its armour and structure
// go, with the weapons mounted there and their ammunition; a side torso
// takes the arm on its side with it; the head or the centre torso wreck
// the mech.
func (d *Duel) destroyLocation(id int, l Location) {
	u := &d.mechs[id]
	u.Structure[l] = 0
	u.Armour[FrontOf(l)] = 0
	if l.IsTorso() {
		u.Armour[SectionOf(l, true)] = 0
	}
	u.CheckCrit &^= 1 << l
	if u.CritLoc == l {
		u.CritLoc, u.CritsDue = 0, 0
	}
	u.SinksOn = min(u.SinksOn, u.Sinks())
	for w, at := range u.Stats().Mounts {
		if at == l {
			u.Ammo[w] = 0
		}
	}
	switch l {
	case Head, CentreTorso:
		d.wreck(id)
	case LeftLeg, RightLeg:
		if u.CanStand() {
			d.needPiloting(id, LegReason)
		} else {
			d.fall(id)
		}
	case LeftTorso:
		if !u.Lost(LeftArm) {
			d.destroyLocation(id, LeftArm)
		}
	case RightTorso:
		if !u.Lost(RightArm) {
			d.destroyLocation(id, RightArm)
		}
	}
}

// wreck destroys mech id: it leaves the map, a club it held falls into its
// hex, and nothing more is due from it.
func (d *Duel) wreck(id int) {
	u := &d.mechs[id]
	if u.Wrecked {
		return
	}
	u.Wrecked = true
	u.Pending = [NumSections]int{}
	u.Through, u.CheckCrit, u.CritLoc, u.CritsDue = 0, 0, 0, 0
	u.Checks, u.FallDue, u.HeatChecks = 0, 0, 0
	i := d.m.Index(u.Pos)
	if d.occ.AtIndex(i) == id {
		d.occ.Set(u.Pos, -1)
		if u.Club {
			u.Club = false
			d.setClubs(i, d.clubs[i]+1)
		}
	}
}

// applyPending applies the damage declared in an attack phase, mech by
// mech, section by section (see damage); the locations rolled 2 that still
// stand get their critical check too, and a mech that took PilotingDamage
// or more a piloting roll.
func (d *Duel) applyPending() {
	for id := range d.mechs {
		u := &d.mechs[id]
		total := 0
		for s := range Section(NumSections) {
			if dmg := u.Pending[s]; dmg > 0 {
				total += dmg
				u.Pending[s] = 0
				d.damage(id, s, dmg, false)
			}
		}
		if total >= PilotingDamage {
			d.needPiloting(id, DamageReason)
		}
		if !u.Wrecked {
			u.CheckCrit |= u.Through &^ u.LostLocations()
		}
		u.Through = 0
	}
}
