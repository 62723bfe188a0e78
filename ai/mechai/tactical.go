package mechai

import (
	"cmp"
	"context"
	"math"
	"slices"
	"time"

	"stratagem/ai"
	"stratagem/ai/yield"
	"stratagem/board/hex"
	"stratagem/units/mech"
)

// Settings are the tactical player's weights. The values are in points of
// damage: one point of armour is worth 1.
type Settings struct {
	// Aggression weighs the value of the damage the mech can deal from an
	// end position; Caution the value of the damage it can take there (the
	// Hex Battle tactician's aggressiveness and defensiveness).
	Aggression, Caution float64
	// Structure is the extra weight of damage that goes through the armour
	// of an arc into the internal structure.
	Structure float64
	// Kill is the bonus for destroying a mech (its head or centre torso),
	// scaled by the square of the share of the location's structure the
	// damage takes (so it grows as it nears 1).
	Kill float64
	// Limb is the bonus for destroying another location (the damage of the
	// weapons lost with it comes on top), scaled the same way.
	Limb float64
	// Focus raises the value of damage to a damaged mech: ×(1 + Focus × the
	// share of its armour and structure already lost).
	Focus float64
	// RearRisk is the share of an unmoved enemy's fire expected on the rear
	// arc when it can reach a hex behind the mech.
	RearRisk float64
	// Shared scales the threat of an enemy that sees a friend nearer to it
	// than the mech (it will likely fire at the friend); Cover scales the
	// threat to that friend, counted instead: a mech that stays behind
	// leaves the friend to take the fire. See moveEval.defense.
	Shared, Cover float64
	// Blind scales the threat of an unmoved enemy that has no line of sight
	// to the end position yet.
	Blind float64
	// Blows scales the blow an enemy next to the end position (or able to
	// come next to it) is expected to add to its fire.
	Blows float64
	// Fall is the worth, in points of damage, of a mech falling after a
	// kick (its fall's damage, the turn it spends lying down).
	Fall float64
	// Approach is the value of each hex nearer the nearest enemy when no
	// enemy can be fired at from the end position.
	Approach float64
	// HeatMod is the cost of each point of the heat to-hit modifier the mech
	// will carry into the next turn.
	HeatMod float64
	// HeatMove is the cost of each walking MP the heat will take next turn.
	HeatMove float64
	// Shutdown is the cost of shutting down, times its chance at the heat
	// the turn ends with.
	Shutdown float64
	// Explosion is the cost of the ammunition exploding, times its chance.
	Explosion float64
	// DumpExposed: at the end of a turn, dump the ammunition of weapons
	// whose location has no front armour left.
	DumpExposed bool
	// Lookahead is how many of the best moves are valued again by playing
	// out the rest of the movement phase, every mech still to move (the
	// enemies' included) moving as this player would, and valuing where
	// the side then stands (see lookahead); 0 values each move alone.
	Lookahead int
}

// DefaultSettings are the tuned settings of the "tactical" level.
var DefaultSettings = Settings{
	Aggression: 1, Caution: 1.8,
	Structure: 1, Kill: 15, Limb: 4, Focus: 0.5,
	RearRisk: 0.3, Shared: 0.15, Cover: 0.6, Blind: 0.5, Blows: 1, Fall: 10,
	Approach: 0.5, HeatMod: 4, HeatMove: 1, Shutdown: 50, Explosion: 60, DumpExposed: true,
}

// Tactical ranks end positions by the damage it expects to deal there
// minus the damage it expects to take, and fires the weapon set with the
// best expected damage its heat allows. It is deterministic and safe for
// concurrent use (one decision at a time).
type Tactical struct {
	Settings Settings
	name     string // the level's name ("" is "tactical")

	decider
	buf    []mech.Action
	ranked []rankedMove
	model  *Tactical // the others' moves in lookahead
}

// NewTactical returns a tactical player with settings s.
func NewTactical(s Settings) *Tactical {
	return &Tactical{Settings: s}
}

// Name returns the level's name: "tactical" unless the Roster made it
// under another.
func (t *Tactical) Name() string {
	if t.name == "" {
		return "tactical"
	}
	return t.name
}

// Choose decides for the side to act (see the package comment). In the
// movement phase it values the end positions until the move time (0:
// DefaultMoveTime) is nearly spent or lim.MaxNodes of them are valued, and
// Info.Nodes says how many it valued; the other phases take no search.
func (t *Tactical) Choose(ctx context.Context, d *mech.Duel, lim ai.Limits) (mech.Action, ai.Info, error) {
	return t.decide(ctx, d, func(c *mech.Duel, id int) (mech.Action, ai.Info) {
		start := time.Now()
		var a mech.Action
		var info ai.Info
		switch c.Phase() {
		case mech.MovementPhase:
			budget := ai.Budget(lim, DefaultMoveTime)
			ai.ProgressOf(ctx).Clock(start, start.Add(budget-budget/10))
			var valued int
			a, valued = t.move(ctx, start.Add(budget-budget/10), lim.MaxNodes, c)
			info.Nodes = int64(valued)
		case mech.ReactionPhase:
			a = t.twist(c, id)
		case mech.WeaponPhase:
			a, _ = t.attack(c, id)
		case mech.PhysicalPhase:
			a = t.strike(c, id)
		default:
			a = t.endTurn(c, id)
		}
		info.Elapsed = time.Since(start)
		return a, info
	})
}

// maxPoints is a design's armour and structure when new.
func maxPoints(u *mech.Mech) int { return u.Stats().TotalArmour() + u.Stats().TotalStructure() }

// heatCost is the cost for mech u of ending the turn at heat end (after
// dissipation and the engine's heat: see coolingOf): the internal damage
// above 15 and 26 (worth structure points), the chance of shutting down
// (from 14) times Shutdown, the chance of its ammunition exploding (from
// 19, when it carries some) times Explosion, the to-hit modifier carried
// into the next turn (its movement adds about 2) times HeatMod, and the
// walking MP the heat takes next turn times HeatMove.
func (s *Settings) heatCost(u *mech.Mech, end int) float64 {
	end = max(0, end)
	c := 0.0
	if end > mech.HeatDamage1 {
		c += 1 + s.Structure
	}
	if end > mech.HeatDamage2 {
		c += 1 + s.Structure
	}
	c += s.Shutdown * missChance(mech.ShutdownAvoid(end))
	if slot, _ := u.ExplodingBin(); slot >= 0 {
		c += s.Explosion * missChance(mech.AmmoAvoid(end))
	}
	return c + s.HeatMod*float64(mech.HeatModifier(end+2)) + s.HeatMove*float64(mech.HeatMP(end))
}

// missChance is the chance that a roll needing need on 2d6 fails (0 when no
// roll is needed: need 0).
func missChance(need int) float64 {
	if need <= 0 {
		return 0
	}
	return 1 - mech.HitChance(need)
}

// coolingOf is the heat mech u sheds at the end of a turn with every heat
// sink on: its sinks less its engine hits' heat.
func coolingOf(u *mech.Mech) int { return u.Sinks() - mech.EngineHeat*u.EngineHits() }

// shot is one weapon's expected damage, heat and mount in a fire plan.
type shot struct {
	exp  float64
	heat int
	loc  mech.Location
}

// bestPlan returns the most valuable subset of shots: value(total expected
// damage, total heat, the locations fired from) over every subset (the
// empty one included).
func bestPlan(shots []shot, value func(dmg float64, heat int, fired mech.LocationSet) float64) (best float64, bestDmg float64) {
	n := len(shots)
	best, bestDmg = value(0, 0, 0), 0
	for mask := 1; mask < 1<<n; mask++ {
		dmg, heat := 0.0, 0
		var fired mech.LocationSet
		for i := range n {
			if mask&(1<<i) != 0 {
				dmg += shots[i].exp
				heat += shots[i].heat
				fired |= mech.SetOf(shots[i].loc)
			}
		}
		if v := value(dmg, heat, fired); v > best {
			best, bestDmg = v, dmg
		}
	}
	return best, bestDmg
}

// mostDamage returns the most expected damage of a subset of shots whose
// heat stays within limit: how the tactical player expects an enemy to fire.
func mostDamage(shots []shot, limit int) float64 {
	_, dmg := bestPlan(shots, func(dmg float64, heat int, _ mech.LocationSet) float64 {
		if heat > limit {
			return -1
		}
		return dmg
	})
	return dmg
}

// shotsAt appends the shots of u's weapons that can fire at distance dist
// with the to-hit number base + the range and minimum-range modifiers + the
// damage to what aims them (at most MaxToHit).
func shotsAt(dst []shot, u *mech.Mech, dist, base int) []shot {
	ds := u.Stats()
	for w, k := range ds.Weapons {
		st := k.Stats()
		if !u.CanFire(w) || !st.InRange(dist) {
			continue
		}
		if need := base + st.RangeModifier(dist) + st.MinRangeModifier(dist) + u.WeaponModifier(w); need <= mech.MaxToHit {
			dst = append(dst, shot{st.ExpectedSalvo(need), st.Heat, ds.Mounts[w]})
		}
	}
	return dst
}

// blowChance is one blow a mech could throw: its to-hit number before the
// heat modifier, and its worth when it lands: its damage, and for a kick
// Fall × the chance that the target then falls.
type blowChance struct {
	blow mech.Blow
	need int // without the attacker's heat modifier
	dmg  float64
}

// bestBlow returns the most expected damage of the blows of bs that the
// limbs fired from still allow, thrown at heat: the heat modifier comes
// from the heat after the weapons fired, as it does in the physical phase.
func bestBlow(bs []blowChance, fired mech.LocationSet, heat int) float64 {
	best := 0.0
	for _, b := range bs {
		if mech.BlowAllowed(b.blow, fired) {
			best = max(best, mech.HitChance(b.need+mech.HeatModifier(heat))*b.dmg)
		}
	}
	return best
}

// moveEval values end positions for one mech.
type moveEval struct {
	s       *Settings
	d       *mech.Duel
	m       *hex.Map
	id      int
	u       mech.Mech
	sinks   int
	enemies []int
	friends []int        // other live mechs of the side
	los     [][]int8     // per enemy, per map index: 0 unknown, −1 no sight, 1 + woods between
	shots   []shot       // scratch
	blows   []blowChance // scratch
	// cover[i] is the nearest friend in the i-th enemy's sight: see
	// defense.
	cover []covered
}

// covered is the friend in an enemy's sight nearest to it: its distance to
// the enemy (math.MaxInt: none) and the value of the damage that enemy is
// expected to deal it.
type covered struct {
	dist   int
	threat float64
}

func newMoveEval(s *Settings, d *mech.Duel, id int) *moveEval {
	ms := d.Mechs()
	ev := &moveEval{s: s, d: d, m: d.Map(), id: id, u: ms[id], sinks: coolingOf(&ms[id])}
	for o := range ms {
		if !ms[o].Alive() || o == id {
			continue
		}
		if ms[o].Side == ms[id].Side {
			ev.friends = append(ev.friends, o)
		} else {
			ev.enemies = append(ev.enemies, o)
		}
	}
	ev.los = make([][]int8, len(ev.enemies))
	for i := range ev.los {
		ev.los[i] = make([]int8, ev.m.Len())
	}
	return ev
}

// sight reports whether the i-th enemy and a mech on h see each other, and
// the woods between.
func (ev *moveEval) sight(i int, h hex.Hex) (bool, int) {
	k := ev.m.Index(h)
	if v := ev.los[i][k]; v != 0 {
		return v > 0, int(v) - 1
	}
	ep := ev.d.Mechs()[ev.enemies[i]].Pos
	ok, woods := ev.m.ElevatedSight(h, ep, ev.m.Level(h)+1, ev.m.Level(ep)+1)
	if !ok {
		ev.los[i][k] = -1
		return false, 0
	}
	ev.los[i][k] = int8(1 + woods)
	return true, woods
}

// moved reports whether mech e has moved this turn (it cannot move again
// before our fire).
func (ev *moveEval) moved(e int) bool {
	return ev.d.Phase() != mech.MovementPhase || ev.d.Mechs()[e].Done
}

// value is the worth of ending the move a where it ends.
func (ev *moveEval) value(a mech.Action) float64 {
	h, f := a.To, a.Facing
	heat := ev.u.Heat + int(a.Heat)
	return ev.s.Aggression*ev.offense(a, heat) - ev.s.Caution*ev.defense(h, f, int(a.Hexes), a.Mode == mech.Jump) +
		ev.approach(h, heat)
}

// offense is the best fire plan (or blow) from the end of move a, heat
// costs included.
func (ev *moveEval) offense(a mech.Action, heat int) float64 {
	s, ms := ev.s, ev.d.Mechs()
	h, f := a.To, a.Facing
	u := &ev.u
	ds := u.Stats()
	best := -s.heatCost(u, heat-ev.sinks)
	for i, e := range ev.enemies {
		en := &ms[e]
		if mech.ArcOf(h, f, en.Pos) == mech.Rear { // no twist brings it into the front arc
			continue
		}
		tmod := 1 // it has still to move: expect a few hexes
		if ev.moved(e) {
			tmod = mech.TargetModifier(en.Moved, en.Mode == mech.Jump)
		}
		arc := mech.ArcOf(en.Pos, en.Facing, h)
		dist := hex.Distance(h, en.Pos)
		// The blows it could throw after firing, if the enemy is within
		// reach: a punch (a club when it holds one) after a twist, a kick
		// where the legs face.
		ev.blows = ev.blows[:0]
		if dist == 1 && abs(ev.m.Level(h)-ev.m.Level(en.Pos)) <= mech.MaxStrikeClimb {
			need := mech.Gunnery + mech.MovementModifier(a.Mode) + tmod + mech.WoodsValue(ev.m.Terrain(en.Pos))
			ev.blows = append(ev.blows, blowChance{mech.Punch, need, float64(ds.PunchDamage())})
			if u.Club {
				ev.blows = append(ev.blows, blowChance{mech.ClubBlow, need, float64(ds.ClubDamage())})
			}
			if mech.InFrontArc(h, f, en.Pos) {
				ev.blows = append(ev.blows, blowChance{mech.Kick, need + mech.KickModifier, float64(ds.KickDamage()) + s.fallWorth(en)})
			}
		}
		if ok, between := ev.sight(i, h); ok {
			base := mech.Gunnery + mech.MovementModifier(a.Mode) + tmod + between +
				mech.WoodsValue(ev.m.Terrain(en.Pos)) + mech.HeatModifier(heat)
			ev.shots = shotsAt(ev.shots[:0], u, dist, base)
			v, _ := bestPlan(ev.shots, func(dmg float64, wh int, fired mech.LocationSet) float64 {
				return s.damageValue(en, arc, dmg+bestBlow(ev.blows, fired, heat+wh)) - s.heatCost(u, heat+wh-ev.sinks)
			})
			best = max(best, v)
		} else if len(ev.blows) > 0 {
			best = max(best, s.damageValue(en, arc, bestBlow(ev.blows, 0, heat))-s.heatCost(u, heat-ev.sinks))
		}
	}
	return best
}

// defense is the value of the damage the enemies are expected to deal to
// the mech ending on h facing f, having moved hexes (jumped), and to its
// friends: an enemy is expected to fire at the nearest of them it sees.
// When a friend it sees stands nearer it than h, the threat counts Shared
// of the mech's and Cover of the friend's (it spares the friend if the
// mech steps in front); at the same distance, half of each.
func (ev *moveEval) defense(h hex.Hex, f hex.Direction, hexes int, jumped bool) float64 {
	s, ms := ev.s, ev.d.Mechs()
	u := &ev.u
	total := 0.0
	tmod := mech.TargetModifier(hexes, jumped)
	if ev.cover == nil {
		ev.initCover()
	}
	for i, e := range ev.enemies {
		dist := hex.Distance(h, ms[e].Pos)
		c := ev.cover[i]
		switch {
		case c.dist < dist:
			total += s.Cover*c.threat + s.Shared*ev.threat(i, u, h, f, tmod)
		case c.dist == dist:
			total += (s.Cover*c.threat + ev.threat(i, u, h, f, tmod)) / 2
		default:
			total += ev.threat(i, u, h, f, tmod)
		}
	}
	return total
}

// initCover finds, for each enemy, the nearest friend in its sight and the
// value of the damage it is expected to deal to it (see defense).
func (ev *moveEval) initCover() {
	ms := ev.d.Mechs()
	ev.cover = make([]covered, len(ev.enemies))
	for i := range ev.enemies {
		en := &ms[ev.enemies[i]]
		ev.cover[i].dist = math.MaxInt
		for _, o := range ev.friends {
			fr := &ms[o]
			dist := hex.Distance(fr.Pos, en.Pos)
			if dist >= ev.cover[i].dist {
				continue
			}
			if ok, _ := ev.sight(i, fr.Pos); !ok {
				continue
			}
			tmod := 1 // still to move: expect a few hexes
			if ev.d.Phase() != mech.MovementPhase || fr.Done {
				tmod = mech.TargetModifier(fr.Moved, fr.Mode == mech.Jump)
			}
			ev.cover[i] = covered{dist, ev.threat(i, fr, fr.Pos, fr.Facing, tmod)}
		}
	}
}

// threat is the value of the damage the i-th enemy is expected to deal to
// mech u standing on h facing f with the target modifier tmod.
func (ev *moveEval) threat(i int, u *mech.Mech, h hex.Hex, f hex.Direction, tmod int) float64 {
	s, ms := ev.s, ev.d.Mechs()
	en := &ms[ev.enemies[i]]
	myWoods := mech.WoodsValue(ev.m.Terrain(h))
	dist := hex.Distance(h, en.Pos)
	arc := mech.ArcOf(h, f, en.Pos)
	ok, between := ev.sight(i, h)
	if ev.moved(ev.enemies[i]) {
		if !ok || en.Shutdown || mech.ArcOf(en.Pos, en.Facing, h) == mech.Rear {
			return 0
		}
		base := mech.Gunnery + mech.MovementModifier(en.Mode) + tmod + between + myWoods + mech.HeatModifier(en.Heat)
		ev.shots = shotsAt(ev.shots[:0], en, dist, base)
		dmg := mostDamage(ev.shots, HeatThreshold(en.Heat))
		if dist == 1 && abs(ev.m.Level(h)-ev.m.Level(en.Pos)) <= mech.MaxStrikeClimb {
			dmg += s.Blows * enemyBlow(en, base-between, mech.InFrontArc(en.Pos, en.Facing, h), s.fallWorth(u))
		}
		return s.damageValue(u, arc, dmg)
	}
	if en.Shutdown {
		return 0
	}
	// It may close in by up to its running MP, walking (+1).
	dmg := 0.0
	for r := max(1, dist-en.MP(mech.Run)); r <= dist; r++ {
		base := mech.Gunnery + 1 + tmod + myWoods + mech.HeatModifier(en.Heat+1)
		if ok {
			base += between
		}
		ev.shots = shotsAt(ev.shots[:0], en, r, base)
		fire := mostDamage(ev.shots, HeatThreshold(en.Heat+1))
		if r == 1 {
			fire += s.Blows * enemyBlow(en, base-between, true, s.fallWorth(u))
		}
		dmg = max(dmg, fire)
	}
	if !ok {
		dmg *= s.Blind
	}
	v := s.damageValue(u, arc, dmg)
	behind := h.Neighbour(f.Opposite()).Neighbour(f.Opposite())
	if arc != mech.Rear && ev.m.Contains(behind) && hex.Distance(en.Pos, behind) <= en.MP(mech.Run) {
		v = (1-s.RearRisk)*v + s.RearRisk*s.damageValue(u, mech.Rear, dmg)
	}
	return v
}

// enemyBlow is the expected worth of the blow enemy en lands on a mech
// next to it with the to-hit number base (a kick +1, only when kick: the
// mech is in front of its legs): the kick (its damage and fall, the worth
// of the mech falling after it: see fallWorth) or a punch, whichever is
// worth more. Its weapons are assumed to leave the limbs free.
func enemyBlow(en *mech.Mech, base int, kick bool, fall float64) float64 {
	ds := en.Stats()
	best := mech.HitChance(base) * float64(ds.PunchDamage())
	if kick {
		best = max(best, mech.HitChance(base+mech.KickModifier)*(float64(ds.KickDamage())+fall))
	}
	return best
}

// fallWorth is Fall × the chance that u, kicked, fails its piloting roll
// (0 when it lies down already).
func (s *Settings) fallWorth(u *mech.Mech) float64 {
	if u.Prone {
		return 0
	}
	return s.Fall * missChance(u.PilotingNeed(mech.KickedReason))
}

// approach pulls a mech that cannot fire at anyone from h toward the
// nearest enemy.
func (ev *moveEval) approach(h hex.Hex, heat int) float64 {
	ms := ev.d.Mechs()
	nearest := math.MaxInt
	for i, e := range ev.enemies {
		dist := hex.Distance(h, ms[e].Pos)
		nearest = min(nearest, dist)
		if ok, _ := ev.sight(i, h); ok {
			ev.shots = shotsAt(ev.shots[:0], &ev.u, dist, mech.Gunnery+mech.HeatModifier(heat))
			if len(ev.shots) > 0 {
				return 0
			}
		}
	}
	if nearest == math.MaxInt {
		return 0
	}
	return -ev.s.Approach * float64(nearest)
}

// move chooses the move of the first mech of the side that may move,
// valuing its end positions until the deadline or until maxNodes of them
// (0: all) are valued; it returns the move and how many it valued.
func (t *Tactical) move(ctx context.Context, deadline time.Time, maxNodes int64, d *mech.Duel) (mech.Action, int) {
	id := d.Active()
	u := d.Mechs()[id]
	best := mech.Action{Kind: mech.Move, Mech: int8(id), Mode: mech.Stand, To: u.Pos, Facing: u.Facing}
	t.buf = t.buf[:0]
	for m := mech.Stand; m <= mech.GetUp; m++ {
		t.buf = d.Moves(id, m, t.buf)
	}
	ev := newMoveEval(&t.Settings, d, id)
	bestV := math.Inf(-1)
	valued := 0
	if getUp := standUps(t.buf); len(getUp) > 0 {
		t.buf = getUp // lying down, it always tries to stand up
	}
	t.ranked = t.ranked[:0]
	for i, a := range t.buf {
		if maxNodes > 0 && int64(i) >= maxNodes {
			break
		}
		yield.Point()
		if i%64 == 63 && (ctx.Err() != nil || time.Now().After(deadline)) {
			break
		}
		v := ev.value(a)
		if v > bestV {
			best, bestV = a, v
		}
		if t.Settings.Lookahead > 0 {
			t.ranked = append(t.ranked, rankedMove{a, v})
		}
		valued++
	}
	if t.Settings.Lookahead > 0 && len(t.ranked) > 1 {
		best = t.lookahead(ctx, deadline, d, id)
	}
	return best, valued
}

// rankedMove is a move and its value alone.
type rankedMove struct {
	a mech.Action
	v float64
}

// lookahead chooses among the Lookahead best of t.ranked (mech id's moves
// valued alone) by playing each out: the mechs still to move, friends and
// enemies, move in turn as a tactical player with the same settings would
// (a stand-up rolls 7), and the move is worth the sum of ev.value over the
// side's mechs where they then stand: what each can fire, less what the
// enemies, now in their places, can fire at it. It stops at the deadline
// with the best so far.
func (t *Tactical) lookahead(ctx context.Context, deadline time.Time, d *mech.Duel, id int) mech.Action {
	slices.SortStableFunc(t.ranked, func(x, y rankedMove) int { return cmp.Compare(y.v, x.v) })
	cands := t.ranked[:min(len(t.ranked), t.Settings.Lookahead)]
	if t.model == nil {
		t.model = &Tactical{Settings: t.Settings}
		t.model.Settings.Lookahead = 0
	}
	side := d.Mechs()[id].Side
	best, bestV := cands[0].a, math.Inf(-1)
	for _, c := range cands {
		if ctx.Err() != nil || time.Now().After(deadline) {
			break
		}
		n := 0
		for a := c.a; ; n++ {
			if a.Mode == mech.GetUp {
				a.Rolls[0] = 7
			}
			d.Apply(a)
			if _, waits := d.Awaiting(); waits || d.Phase() != mech.MovementPhase || d.Outcome().Over() {
				n++
				break
			}
			a, _ = t.model.move(ctx, deadline, 0, d)
		}
		v := t.sideValue(d, side)
		for range n {
			d.Undo()
		}
		if v > bestV {
			best, bestV = c.a, v
		}
	}
	return best
}

// sideValue is the sum of ev.value over the live mechs of side where they
// stand: what each can fire, less the enemies' threat to it.
func (t *Tactical) sideValue(d *mech.Duel, side mech.Side) float64 {
	total := 0.0
	for x, u := range d.Mechs() {
		if u.Side != side || !u.Alive() {
			continue
		}
		ev := newMoveEval(&t.Settings, d, x)
		total += ev.value(mech.Action{Kind: mech.Move, Mech: int8(x), Mode: u.Mode, To: u.Pos, Facing: u.Facing, Hexes: int8(u.Moved)})
	}
	return total
}

// standUps returns those of moves that stand a mech up: none when it does
// not lie down.
func standUps(moves []mech.Action) []mech.Action {
	var out []mech.Action
	for _, a := range moves {
		if a.Mode == mech.GetUp {
			out = append(out, a)
		}
	}
	return out
}

// fireValue is the value of mech id firing the slots of mask at tgt now,
// heat cost included (every heat sink on at the end of the turn), and of
// the best blow it can still throw in the physical phase with the limbs
// that did not fire, at the heat the weapons leave it.
func (t *Tactical) fireValue(d *mech.Duel, id, tgt int, mask uint8) float64 {
	s, ms := &t.Settings, d.Mechs()
	u, en := &ms[id], &ms[tgt]
	arc := mech.ArcOf(en.Pos, en.Facing, u.Pos)
	dmg := d.ExpectedDamage(id, tgt, mask)
	heat := u.Heat + d.WeaponHeat(id, mask)
	fired := u.Stats().Locations(mask)
	best := s.damageValue(en, arc, dmg)
	for o := range ms {
		for _, b := range []mech.Blow{mech.Punch, mech.Kick, mech.ClubBlow} {
			need, ok := d.StrikeToHit(id, o, b)
			if !ok || !mech.BlowAllowed(b, fired) {
				continue
			}
			exp := mech.HitChance(need-mech.HeatModifier(u.Heat)+mech.HeatModifier(heat)) * float64(mech.BlowDamage(u.Design, b))
			if o == tgt {
				best = max(best, s.damageValue(en, arc, dmg+exp))
			} else {
				other := &ms[o]
				best = max(best, s.damageValue(en, arc, dmg)+s.damageValue(other, mech.ArcOf(other.Pos, other.Facing, u.Pos), exp))
			}
		}
	}
	return best - s.heatCost(u, heat-coolingOf(u))
}

// strikeValue is the value of mech id's best blow in the physical phase
// if it fires nothing (club: as if it held one).
func (t *Tactical) strikeValue(d *mech.Duel, id int, club bool) float64 {
	s, ms := &t.Settings, d.Mechs()
	u := &ms[id]
	best := 0.0
	for tg := range ms {
		en := &ms[tg]
		arc := mech.ArcOf(en.Pos, en.Facing, u.Pos)
		for _, b := range []mech.Blow{mech.Punch, mech.Kick, mech.ClubBlow} {
			var exp float64
			if b == mech.ClubBlow && club && !u.Club {
				need, ok := d.StrikeToHit(id, tg, mech.Punch) // a club strikes like a punch
				if !ok {
					continue
				}
				exp = mech.HitChance(need) * float64(u.Stats().ClubDamage())
			} else {
				exp = d.ExpectedStrike(id, tg, b)
			}
			best = max(best, s.damageValue(en, arc, exp))
		}
	}
	return best
}

// attack chooses the weapon attack of mech id: the legal fire action of the
// best value, or passing (to strike) or picking up a club when better.
func (t *Tactical) attack(d *mech.Duel, id int) (mech.Action, float64) {
	u := d.Mechs()[id]
	idle := -t.Settings.heatCost(&u, u.Heat-coolingOf(&u))
	best := mech.Action{Kind: mech.Pass, Mech: int8(id)}
	bestV := idle + t.strikeValue(d, id, false)
	if canPickUp(d, id) {
		if v := idle + t.strikeValue(d, id, true); v > bestV {
			best, bestV = mech.Action{Kind: mech.PickUp, Mech: int8(id)}, v
		}
	}
	for tg := range d.Mechs() {
		usable := d.UsableWeapons(id, tg)
		for mask := uint8(1); mask != 0 && mask <= usable; mask++ {
			if mask&^usable != 0 {
				continue
			}
			if v := t.fireValue(d, id, tg, mask); v > bestV {
				best, bestV = mech.Action{Kind: mech.Fire, Mech: int8(id), Target: int8(tg), Weapons: mask}, v
			}
		}
	}
	return best, bestV
}

// twist chooses the torso twist with the best weapon attack after it (keep,
// right, left among equals).
func (t *Tactical) twist(d *mech.Duel, id int) mech.Action {
	best, bestV := int8(0), math.Inf(-1)
	for _, tw := range []int8{0, 1, -1} {
		a := mech.Action{Kind: mech.Twist, Mech: int8(id), Twist: tw}
		d.Apply(a)
		_, v := t.attack(d, id)
		d.Undo()
		if v > bestV+1e-9 {
			best, bestV = tw, v
		}
	}
	return mech.Action{Kind: mech.Twist, Mech: int8(id), Twist: best}
}

// strike chooses the physical attack with the best value, or passes.
func (t *Tactical) strike(d *mech.Duel, id int) mech.Action {
	s, ms := &t.Settings, d.Mechs()
	u := &ms[id]
	best, bestV := mech.Action{Kind: mech.Pass, Mech: int8(id)}, 0.0
	for tg := range ms {
		en := &ms[tg]
		arc := mech.ArcOf(en.Pos, en.Facing, u.Pos)
		for _, b := range []mech.Blow{mech.Punch, mech.Kick, mech.ClubBlow} {
			if _, ok := d.StrikeToHit(id, tg, b); !ok {
				continue
			}
			if v := s.damageValue(en, arc, d.ExpectedStrike(id, tg, b)); v > bestV {
				best, bestV = mech.Action{Kind: mech.Strike, Mech: int8(id), Target: int8(tg), Blow: b}, v
			}
		}
	}
	return best
}

// endTurn is Tactical's end of turn: the common one (every sink on; dump
// all ammunition when the heat calls for an ammunition roll), and besides
// dump the ammunition of a weapon whose location has lost its front armour
// (with DumpExposed): a critical hit there would set it off.
func (t *Tactical) endTurn(d *mech.Duel, id int) mech.Action {
	a := endTurn(d, id)
	if !t.Settings.DumpExposed {
		return a
	}
	u := &d.Mechs()[id]
	for w, l := range u.Stats().Mounts {
		if u.Ammo[w] > 0 && u.Armour[mech.FrontOf(l)] == 0 {
			a.Weapons |= 1 << w
		}
	}
	return a
}
