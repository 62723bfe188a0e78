package units

import (
	"slices"

	"stratagem/board/hex"
)

// Threat is one enemy stack that could strike a unit before the unit acts
// again, where an action leaves it (Battle.ThreatsAfter), and what that
// blow could do: the least and the most damage, and the fighters it would
// kill, over the hexes the enemy could strike from and the unit's state
// when it strikes (it may have struck back at another enemy just before,
// −1 defence).
type Threat struct {
	Enemy int  // the enemy's ID
	Shot  bool // an archer's shot from where it stands; else a blow in melee
	// From is where it strikes from: its own hex for a shot; for a blow,
	// the hex beside the unit from which it deals the most damage.
	From     hex.Hex
	Fighters int // the enemy's fighters when it strikes (after the action's own blow on it)
	// The damage in hundredths of a hit point, and the unit's fighters it
	// would kill, this enemy alone.
	MinDamage, MaxDamage int
	MinKills, MaxKills   int
}

// Threats is what the enemies could do to a unit before it acts again,
// standing where an action leaves it: Battle.ThreatsAfter fills it, and a
// Threats kept and passed again reuses its memory.
type Threats struct {
	Unit     int     // the unit's ID
	At       hex.Hex // where the action leaves it
	Fighters int     // its fighters after the action (a strike back taken)
	// List holds the enemies that could strike it, the most damage first.
	List []Threat
	// All of them together, at most: the damage, and the fighters it
	// could lose (at most Fighters).
	MaxDamage, MaxKills int

	reach hex.Reach // scratch for the enemies' moves
	occ   hex.Occupancy
}

// ThreatsAfter works out which enemy stacks could strike the active unit
// if it played a (a legal action), before the unit acts again, and with
// what damage; it fills t and changes nothing of b.
//
// The action is played on copies: the unit moves (or shoots, or defends),
// its blow lands and the strike back comes, so the enemy it hits strikes
// with the fighters it has left, and a stack the blow destroys is gone.
// An enemy strikes before the unit acts again when it has yet to act this
// round, or acts before it in the next round's order (a Wait is read as
// the end of the unit's turn). Each enemy is judged from where it stands
// now, the others standing still: a walker must reach a free hex beside
// the unit (the unit's old hex is free, its new one taken), a flyer passes
// over anything, an archer shoots if it sees the unit (rocks block sight;
// archers never strike in melee).
func (b *Battle) ThreatsAfter(a Action, t *Threats) {
	list := t.List[:0]
	*t = Threats{List: list, reach: t.reach, occ: t.occ, Unit: b.active}
	id := b.active
	if id < 0 {
		return
	}
	me := b.units[id]
	target := -1
	var hit Unit // the target as the action leaves it
	switch a.Kind {
	case Move:
		me.Pos = a.To
		me.Defending = false
	case Shoot:
		me.Defending = false
	case Defend:
		me.Defending = true
	}
	if a.Attacks() && int(a.Target) < len(b.units) {
		target = int(a.Target)
		hit = b.units[target]
		r := resolve(me, hit, b.m.Terrain(me.Pos), b.m.Terrain(hit.Pos), a.Kind == Move)
		hit.Fighters -= r.Kills
		if r.retaliates {
			me.Fighters -= r.RetaliationKills
			me.Remainder = r.attRemainder
		}
	}
	t.At, t.Fighters = me.Pos, max(0, me.Fighters)
	if me.Fighters <= 0 {
		return
	}
	// The field as the action leaves it: the unit on its new hex, a stack
	// its blow destroyed gone.
	t.occ = b.occ.Clone()
	t.occ.Move(id, b.units[id].Pos, me.Pos)
	if target >= 0 && hit.Fighters <= 0 {
		t.occ.Set(hit.Pos, -1)
	}
	atTerrain := b.m.Terrain(me.Pos)
	// First who could strike, and from where: the hexes of the weakest and
	// of the strongest blow (a road under the striker adds 1 to its attack).
	type striker struct {
		Threat
		unit   Unit
		lo, hi hex.Terrain
	}
	var found [16]striker
	strikers := found[:0]
	melee := 0 // the enemies that could strike in melee: the unit may strike back at one first
	for eid := range b.units {
		e := b.units[eid]
		if eid == target {
			e = hit
		}
		if e.Fighters <= 0 || e.Side == me.Side {
			continue
		}
		if e.Acted && !ActsBefore(b.round+1, &e, eid, &me, id) {
			continue // it acts again only after the unit has
		}
		s := striker{Threat: Threat{Enemy: eid, Fighters: e.Fighters}, unit: e}
		if e.Kind == Archer {
			if !b.m.LineOfSight(e.Pos, me.Pos) {
				continue
			}
			s.Shot, s.From = true, e.Pos
			s.lo = b.m.Terrain(e.Pos)
			s.hi = s.lo
			strikers = append(strikers, s)
			continue
		}
		t.reach.Compute(b.m, e.Pos, e.Kind.Stats().Speed*hex.HalfPoints, hex.Movement{Fly: e.Kind == Flyer, Pieces: t.occ})
		lo, hi, ok := 0, 0, false
		for _, n := range me.Pos.Neighbours() {
			if !t.reach.CanStop(n) {
				continue
			}
			tn := b.m.Terrain(n)
			skill := AttackSkill(e, tn)
			if !ok || skill < lo {
				lo, s.lo = skill, tn
			}
			if !ok || skill > hi {
				hi, s.hi, s.From = skill, tn, n
			}
			ok = true
		}
		if ok {
			strikers = append(strikers, s)
			melee++
		}
	}
	// The unit's defence when each blow lands: at best as it is (its −1
	// for striking back this round lasts only while the round does); at
	// worst −1 more, when it may have struck back at another enemy's blow
	// just before (archers never strike back).
	for _, s := range strikers {
		best := me
		best.Retaliated = me.Retaliated && !s.unit.Acted
		worst := best
		others := melee
		if !s.Shot {
			others--
		}
		if me.Kind != Archer && others > 0 {
			worst.Retaliated = true
		}
		s.MinDamage, s.MinKills, _ = Damage(s.unit, best, s.lo, atTerrain)
		s.MaxDamage, s.MaxKills, _ = Damage(s.unit, worst, s.hi, atTerrain)
		t.MaxDamage += s.MaxDamage
		t.List = append(t.List, s.Threat)
	}
	slices.SortStableFunc(t.List, func(x, y Threat) int {
		if x.MaxDamage != y.MaxDamage {
			return y.MaxDamage - x.MaxDamage
		}
		return x.Enemy - y.Enemy
	})
	// All together: their damage summed on the unit's hurt fighter.
	hp := me.Kind.Stats().HP * Hundredths
	t.MaxKills = min(me.Fighters, (t.MaxDamage+me.Remainder)/hp)
}

// MeleeZone appends to dst the hexes unit id could strike in melee in its
// next turn, from where it stands now: the hexes beside those it could
// stop on (its own included) that a unit could stand on, each once, in
// map order. An archer, which
// never strikes in melee, has none (it shoots whatever it sees).
func (b *Battle) MeleeZone(id int, dst []hex.Hex) []hex.Hex {
	u := b.units[id]
	if u.Fighters <= 0 || u.Kind == Archer {
		return dst
	}
	r := b.Reachable(id)
	n := b.m.Len()
	in := make([]bool, n)
	for i := 0; i < n; i++ {
		if h := b.m.Hex(i); r.CanStop(h) {
			for d := range hex.Direction(hex.NumDirections) {
				if j := b.m.NeighbourIndex(i, d); j >= 0 && b.m.TerrainAt(j).Passable() {
					in[j] = true
				}
			}
		}
	}
	for i, ok := range in {
		if ok {
			dst = append(dst, b.m.Hex(i))
		}
	}
	return dst
}
