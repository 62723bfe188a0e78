package mech

// Sight reports whether mech a sees mech b (a mech stands one level above
// its hex) and the woods between them (light 1, heavy 2 each), by
// hex.Map.ElevatedSight.
func (d *Duel) Sight(a, b int) (ok bool, woods int) {
	pa, pb := d.mechs[a].Pos, d.mechs[b].Pos
	return d.m.ElevatedSight(pa, pb, d.m.Level(pa)+1, d.m.Level(pb)+1)
}

// target reports whether mech att may aim at mech tgt this instant — both
// live, enemies, att not shut down, tgt in the front arc of att's torso and
// in sight — and the woods modifier (woods between plus woods in the
// target's hex).
func (d *Duel) target(att, tgt int) (woods int, ok bool) {
	if att < 0 || tgt < 0 || att >= len(d.mechs) || tgt >= len(d.mechs) {
		return 0, false
	}
	u, t := &d.mechs[att], &d.mechs[tgt]
	if !u.Alive() || !t.Alive() || u.Side == t.Side || u.Shutdown || !InFrontArc(u.Pos, u.Torso(), t.Pos) {
		return 0, false
	}
	seen, between := d.Sight(att, tgt)
	if !seen {
		return 0, false
	}
	return between + WoodsValue(d.m.Terrain(t.Pos)), true
}

// shotAt returns the Shot of slot w of att at tgt with the given woods.
func (d *Duel) shotAt(att, tgt, w, woods int) Shot {
	u, t := &d.mechs[att], &d.mechs[tgt]
	return Shot{
		Weapon: u.Stats().Weapons[w], Distance: distance(u, t),
		AttackerMode: u.Mode, AttackerHeat: u.Heat,
		TargetMoved: t.Moved, TargetJumped: t.Mode == Jump, Woods: woods, Damage: u.WeaponModifier(w),
		AttackerProne: u.Prone, TargetProne: t.Prone, TargetImmobile: t.Shutdown,
	}
}

func distance(a, b *Mech) int {
	dq, dr := a.Pos.Q-b.Pos.Q, a.Pos.R-b.Pos.R
	return (abs(dq) + abs(dr) + abs(dq+dr)) / 2
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// slotToHit returns the to-hit number of slot w of att at tgt (already
// found targetable with woods), and false if that weapon cannot fire at it:
// no such slot, no ammunition, out of range, or a number above MaxToHit.
func (d *Duel) slotToHit(att, tgt, w, woods int) (int, bool) {
	u := &d.mechs[att]
	if w < 0 || w >= len(u.Stats().Weapons) || !u.HasAmmo(w) || !u.WeaponWorks(w) {
		return 0, false
	}
	need, ok := ShotToHit(d.shotAt(att, tgt, w, woods))
	return need, ok && need <= MaxToHit
}

// ToHit returns the number mech att must roll on 2d6 to hit mech tgt with
// the weapon in slot w as things stand (its torso facing, this turn's
// movement of both, its heat now), and false if it cannot fire it at tgt:
// not an enemy in the torso's front arc and in sight, out of range, no
// ammunition, the weapon lost with its location, or a number above
// MaxToHit.
func (d *Duel) ToHit(att, tgt, w int) (need int, ok bool) {
	woods, ok := d.target(att, tgt)
	if !ok {
		return 0, false
	}
	return d.slotToHit(att, tgt, w, woods)
}

// usableWeapons returns the mask of the slots of att that can fire at tgt now.
func (d *Duel) usableWeapons(att, tgt int) uint8 {
	woods, ok := d.target(att, tgt)
	if !ok {
		return 0
	}
	var mask uint8
	for w := range d.mechs[att].Stats().Weapons {
		if _, ok := d.slotToHit(att, tgt, w, woods); ok {
			mask |= 1 << w
		}
	}
	return mask
}

// UsableWeapons returns the mask of the weapon slots of mech att that can
// fire at mech tgt now (see ToHit).
func (d *Duel) UsableWeapons(att, tgt int) uint8 { return d.usableWeapons(att, tgt) }

// ExpectedDamage returns the expected damage of mech att firing the slots of
// mask at mech tgt now: each usable weapon's ExpectedSalvo at its to-hit
// number (slots that cannot fire count 0).
func (d *Duel) ExpectedDamage(att, tgt int, mask uint8) float64 {
	woods, ok := d.target(att, tgt)
	if !ok {
		return 0
	}
	sum := 0.0
	ws := d.mechs[att].Stats().Weapons
	for w := range ws {
		if mask&(1<<w) == 0 {
			continue
		}
		if need, ok := d.slotToHit(att, tgt, w, woods); ok {
			sum += ws[w].Stats().ExpectedSalvo(need)
		}
	}
	return sum
}

// WeaponHeat returns the heat mech id gains firing the slots of mask.
func (d *Duel) WeaponHeat(id int, mask uint8) int {
	h := 0
	for w, k := range d.mechs[id].Stats().Weapons {
		if mask&(1<<w) != 0 {
			h += k.Stats().Heat
		}
	}
	return h
}

// hasWeaponOption reports whether mech id has something to do in the weapon
// phase: a weapon that can fire at someone, or a club to pick up.
func (d *Duel) hasWeaponOption(id int) bool {
	if d.canPickUp(id) {
		return true
	}
	for t := range d.mechs {
		if d.usableWeapons(id, t) != 0 {
			return true
		}
	}
	return false
}

// fireWeapons resolves the attack of att on tgt with the slots of mask and
// the given to-hit rolls: each salvo that hits is split into its hit
// locations (Weapon.Groups), which wait for their location rolls (see
// Awaiting) on the target's arc facing the attacker, their damage landing
// when the phase ends; the heat of every weapon fired is added after, and
// each shot uses ammunition.
func (d *Duel) fireWeapons(att, tgt int, mask uint8, rolls *[MaxWeapons]uint8) {
	u, t := &d.mechs[att], &d.mechs[tgt]
	woods, _ := d.target(att, tgt)
	d.hits = hitQueue{attacker: int8(att), target: int8(tgt), dir: ArcOf(t.Pos, t.Facing, u.Pos)}
	heat := 0
	ws := u.Stats().Weapons
	var groups [MaxGroups]int
	for w := range ws {
		if mask&(1<<w) == 0 {
			continue
		}
		need, _ := d.slotToHit(att, tgt, w, woods)
		st := ws[w].Stats()
		for _, g := range st.Groups(st.SalvoDamage(int(rolls[w]), need), groups[:0]) {
			d.hits.push(g, w)
		}
		heat += st.Heat
		if st.Ammo > 0 {
			u.Ammo[w]--
		}
	}
	if d.hits.n == 0 {
		d.hits = hitQueue{}
	}
	u.Heat += heat
	u.Fired |= mask
}

// strike resolves blow b of att on tgt with the to-hit roll: a hit waits for
// its location roll on the table of the blow (a kick on a mech lying down:
// the ordinary table). A kick calls for a piloting roll of its target when
// it hits, of the kicker when it misses.
func (d *Duel) strike(att, tgt int, b Blow, roll int) {
	u, t := &d.mechs[att], &d.mechs[tgt]
	need, _ := d.StrikeToHit(att, tgt, b)
	if roll < need {
		if b == Kick {
			d.needPiloting(att, MissedKickReason)
		}
		return
	}
	d.hits = hitQueue{attacker: int8(att), target: int8(tgt), dir: ArcOf(t.Pos, t.Facing, u.Pos), blow: b, table: b}
	if t.Prone {
		d.hits.table = 0 // a kick on a mech lying down: anywhere
	}
	d.hits.push(u.blowDamage(b), -1)
	if b == Kick {
		d.needPiloting(tgt, KickedReason)
	}
}

// Physical attacks.
const (
	// KickModifier is added to a kick's to-hit number.
	KickModifier = 1
	// MaxStrikeClimb is the largest level difference between the hexes of a
	// mech and a target it strikes.
	MaxStrikeClimb = 1
)

// StrikeToHit returns the number mech att must roll on 2d6 to land blow b on
// mech tgt now, and false if it cannot: tgt must be a live enemy in an
// adjacent hex at most MaxStrikeClimb levels up or down, in the front arc of
// att's torso (of its legs for a kick), standing unless kicked (a mech lying
// down is below the arms' reach); att must be live, standing, not shut
// down, have the limbs for the blow free — not fired from this turn (see
// BlowAllowed) nor destroyed — and hold a club to club. The number is Gunnery + att's
// movement modifier + tgt's movement modifier + the woods of tgt's hex +
// att's heat modifier + the damage to its limbs (blowModifier) (+KickModifier
// for a kick, ProneNearModifier on a mech lying down, ImmobileModifier on a
// shut-down one), at most MaxToHit.
func (d *Duel) StrikeToHit(att, tgt int, b Blow) (need int, ok bool) {
	if att < 0 || tgt < 0 || att >= len(d.mechs) || tgt >= len(d.mechs) || b < Punch || b >= numBlows {
		return 0, false
	}
	u, t := &d.mechs[att], &d.mechs[tgt]
	if !u.Alive() || !t.Alive() || u.Side == t.Side || u.Shutdown || u.Prone || t.Prone && b != Kick || distance(u, t) != 1 ||
		abs(d.m.Level(u.Pos)-d.m.Level(t.Pos)) > MaxStrikeClimb || (b == ClubBlow && !u.Club) ||
		!BlowAllowed(b, u.FiredFrom()|u.LostLocations()) {
		return 0, false
	}
	facing := u.Torso()
	if b == Kick {
		facing = u.Facing
	}
	if !InFrontArc(u.Pos, facing, t.Pos) {
		return 0, false
	}
	need = Gunnery + MovementModifier(u.Mode) + TargetModifier(t.Moved, t.Mode == Jump) +
		WoodsValue(d.m.Terrain(t.Pos)) + HeatModifier(u.Heat) + u.blowModifier(b)
	if b == Kick {
		need += KickModifier
	}
	if t.Prone {
		need += ProneNearModifier
	}
	if t.Shutdown {
		need += ImmobileModifier
	}
	return need, need <= MaxToHit
}

// blowModifier is the to-hit penalty of the damage to the limbs blow b
// needs: 1 per actuator hit — of the better free arm for a punch, of both
// arms for a club, of both legs for a kick.
func (m *Mech) blowModifier(b Blow) int {
	la, ra := m.ActuatorHits(LeftArm), m.ActuatorHits(RightArm)
	switch b {
	case Punch:
		free := ^(m.FiredFrom() | m.LostLocations())
		switch {
		case free.Has(LeftArm) && free.Has(RightArm):
			return min(la, ra)
		case free.Has(LeftArm):
			return la
		}
		return ra
	case ClubBlow:
		return la + ra
	case Kick:
		return m.ActuatorHits(LeftLeg) + m.ActuatorHits(RightLeg)
	}
	return 0
}

// BlowDamage returns the damage of blow b by a mech of design id: punch
// ⌈tons/10⌉, kick and club ⌈tons/5⌉.
func BlowDamage(id DesignID, b Blow) int {
	ds := id.Design()
	switch b {
	case Punch:
		return ds.PunchDamage()
	case Kick:
		return ds.KickDamage()
	case ClubBlow:
		return ds.ClubDamage()
	}
	return 0
}

func (m *Mech) blowDamage(b Blow) int { return BlowDamage(m.Design, b) }

// ExpectedStrike returns the expected damage of blow b of att on tgt now.
func (d *Duel) ExpectedStrike(att, tgt int, b Blow) float64 {
	need, ok := d.StrikeToHit(att, tgt, b)
	if !ok {
		return 0
	}
	return HitChance(need) * float64(BlowDamage(d.mechs[att].Design, b))
}

// hasStrikeOption reports whether mech id can strike anyone now.
func (d *Duel) hasStrikeOption(id int) bool {
	for t := range d.mechs {
		for b := Punch; b < numBlows; b++ {
			if _, ok := d.StrikeToHit(id, t, b); ok {
				return true
			}
		}
	}
	return false
}
