package mechai

import (
	"context"
	"slices"
	"sync"

	"stratagem/ai"
	"stratagem/board/hex"
	"stratagem/units/mech"
)

// HeatThreshold is the seed's threshold (chapter 3.3.2): the most heat the
// weapons fired in one attack may add for a mech at the given heat. Heat
// below 10: 12; 10–15: 9; 16–20: 6; 21–26: 4; above 26: 2.
func HeatThreshold(heat int) int {
	switch {
	case heat < 10:
		return 12
	case heat <= 15:
		return 9
	case heat <= 20:
		return 6
	case heat <= 26:
		return 4
	}
	return 2
}

// SeedOrder returns the slots of mask in the seed's firing order: by damage
// per heat (a missile weapon's damage is its full salvo), the higher first;
// equal ratios by damage, then by slot.
func SeedOrder(ws []mech.WeaponKind, mask uint8) []int {
	var slots []int
	for w := range ws {
		if mask&(1<<w) != 0 {
			slots = append(slots, w)
		}
	}
	slices.SortStableFunc(slots, func(a, b int) int {
		sa, sb := ws[a].Stats(), ws[b].Stats()
		// da/ha > db/hb  ⟺  da·hb > db·ha (heats are positive).
		if l, r := sa.MaxDamage()*sb.Heat, sb.MaxDamage()*sa.Heat; l != r {
			return r - l
		}
		return sb.MaxDamage() - sa.MaxDamage()
	})
	return slots
}

// SeedFireMask returns the weapons the seed's player fires from mech att at
// mech tgt: of the slots that can fire at it now, in SeedOrder, as long as
// the heat they add stays within HeatThreshold of att's heat (the first that
// would exceed it stops the list). 0 when none.
func SeedFireMask(d *mech.Duel, att, tgt int) uint8 {
	usable := d.UsableWeapons(att, tgt)
	if usable == 0 {
		return 0
	}
	u := d.Mechs()[att]
	ws := u.Stats().Weapons
	limit := HeatThreshold(u.Heat)
	added := 0
	var mask uint8
	for _, w := range SeedOrder(ws, usable) {
		h := ws[w].Stats().Heat
		if added+h > limit {
			break
		}
		added += h
		mask |= 1 << w
	}
	return mask
}

// enemiesByDistance returns the live enemies of mech id, nearest to from
// first (equal distances by ID).
func enemiesByDistance(d *mech.Duel, id int, from hex.Hex) []int {
	ms := d.Mechs()
	var out []int
	for e := range ms {
		if ms[e].Alive() && ms[e].Side != ms[id].Side {
			out = append(out, e)
		}
	}
	slices.SortStableFunc(out, func(a, b int) int {
		return hex.Distance(from, ms[a].Pos) - hex.Distance(from, ms[b].Pos)
	})
	return out
}

// visibleEnemies returns the live enemies mech id sees (mech.Duel.Sight),
// nearest first.
func visibleEnemies(d *mech.Duel, id int) []int {
	var out []int
	for _, e := range enemiesByDistance(d, id, d.Mechs()[id].Pos) {
		if ok, _ := d.Sight(id, e); ok {
			out = append(out, e)
		}
	}
	return out
}

// RangeProfile returns, for each distance 0..the longest range of u's
// weapons that can fire, the expected damage of all those weapons fired
// with nothing but gunnery, the range band and the minimum range against
// them (the seed's "range band where its weapons do most").
func RangeProfile(u *mech.Mech) []float64 {
	ws := u.Stats().Weapons
	longest := 0
	for w, k := range ws {
		if u.CanFire(w) {
			longest = max(longest, k.Stats().Long)
		}
	}
	prof := make([]float64, longest+1)
	for r := 1; r <= longest; r++ {
		for w, k := range ws {
			st := k.Stats()
			if u.CanFire(w) && st.InRange(r) {
				prof[r] += st.ExpectedSalvo(mech.Gunnery + st.RangeModifier(r) + st.MinRangeModifier(r))
			}
		}
	}
	return prof
}

// moveKey identifies a move by its mode and end node.
type moveKey struct {
	mode   mech.Mode
	to     hex.Hex
	facing hex.Direction
}

// moveSet returns every move of mech id (stand, walks, runs, jumps, standing
// up), the
// legal ones as Moves lists them, by end node.
func moveSet(d *mech.Duel, id int, buf []mech.Action) (map[moveKey]mech.Action, []mech.Action) {
	buf = buf[:0]
	for m := mech.Stand; m <= mech.GetUp; m++ {
		buf = d.Moves(id, m, buf)
	}
	set := make(map[moveKey]mech.Action, len(buf))
	for _, a := range buf {
		set[moveKey{a.Mode, a.To, a.Facing}] = a
	}
	return set, buf
}

// passive returns the action that changes least for the side to act: stand
// (the first mech that may move), no twist, pass, end the turn with every
// heat sink on; the Initiative action in the initiative phase. It is what
// a player returns when cancelled before it has anything better.
func passive(d *mech.Duel) mech.Action {
	if a, ok := initiative(d); ok {
		return a
	}
	id := d.Active()
	if id < 0 {
		return mech.Action{}
	}
	u := d.Mechs()[id]
	me := int8(id)
	switch d.Phase() {
	case mech.MovementPhase:
		return mech.Action{Kind: mech.Move, Mech: me, Mode: mech.Stand, To: u.Pos, Facing: u.Facing}
	case mech.ReactionPhase:
		return mech.Action{Kind: mech.Twist, Mech: me}
	case mech.WeaponPhase, mech.PhysicalPhase:
		return mech.Action{Kind: mech.Pass, Mech: me}
	}
	return endTurn(d, id)
}

// endTurn is both players' end of turn: every heat sink on (dissipation has
// no drawback), keep the club; dump every bin of ammunition when the heat
// the turn ends with calls for an ammunition roll (mech.AmmoHeat), since a
// bin going off costs more than its shots are worth.
func endTurn(d *mech.Duel, id int) mech.Action {
	u := &d.Mechs()[id]
	a := mech.Action{Kind: mech.EndTurn, Mech: int8(id), Sinks: int8(u.Sinks())}
	if u.Heat-coolingOf(u) >= mech.AmmoHeat {
		for w := range u.Stats().Weapons {
			if u.Ammo[w] > 0 {
				a.Weapons |= 1 << w
			}
		}
	}
	return a
}

// bestStrike returns the physical attack of mech id with the most expected
// damage now, and false if it has none.
func bestStrike(d *mech.Duel, id int) (mech.Action, float64, bool) {
	var best mech.Action
	bestExp, found := -1.0, false
	for t := range d.Mechs() {
		for _, b := range []mech.Blow{mech.Punch, mech.Kick, mech.ClubBlow} {
			if _, ok := d.StrikeToHit(id, t, b); !ok {
				continue
			}
			if e := d.ExpectedStrike(id, t, b); e > bestExp {
				best, bestExp, found = mech.Action{Kind: mech.Strike, Mech: int8(id), Target: int8(t), Blow: b}, e, true
			}
		}
	}
	return best, bestExp, found
}

// canPickUp reports whether mech id may pick up a club now.
func canPickUp(d *mech.Duel, id int) bool {
	u := d.Mechs()[id]
	return !u.Club && d.Clubs(u.Pos) > 0
}

// decider is what the phase-by-phase players (Seed, Tactical) share: the
// lock that keeps their scratch space to one decision at a time.
type decider struct{ mu sync.Mutex }

// decide is their Choose: the prelude's answer when it settles the
// decision; else, holding the lock, decideOn's answer for the active mech
// of a clone of d (the moves and the A* use the duel's scratch space).
func (p *decider) decide(ctx context.Context, d *mech.Duel, decideOn func(c *mech.Duel, id int) (mech.Action, ai.Info)) (mech.Action, ai.Info, error) {
	if a, done, err := prelude(ctx, d); done {
		return a, ai.Info{}, err
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	c := d.Clone()
	ai.ProgressOf(ctx).AnswersEarly() // every decision keeps its best so far: the answer to "move now"
	a, info := decideOn(c, c.Active())
	return a, info, ai.Stopped(ctx)
}

// prelude answers what every player answers the same way: a finished duel
// (ErrOver), a cancelled context (the do-nothing action), the initiative
// (the dice act). done is false when the player must decide itself.
func prelude(ctx context.Context, d *mech.Duel) (a mech.Action, done bool, err error) {
	if d.Outcome().Over() {
		return mech.Action{}, true, ErrOver
	}
	if ctx.Err() != nil {
		ai.ProgressOf(ctx).AnswersEarly()
		return passive(d), true, ai.Stopped(ctx)
	}
	if a, ok := initiative(d); ok {
		return a, true, nil
	}
	return mech.Action{}, false, nil
}
