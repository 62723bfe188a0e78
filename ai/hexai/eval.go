package hexai

import (
	"iter"

	"stratagem/board/hex"
	"stratagem/units"
)

// Eval values a battle for one side: positive when side is ahead. Every
// evaluation here is zero-sum: Eval(b, s) == −Eval(b, s.Other()).
type Eval func(b *units.Battle, side units.Side) int

// HP is the thesis's hit-point evaluation (5.1): the sum over side's units of
// hp·fighters − remainder, minus the same for the enemy, in hundredths of a
// hit point.
func HP(b *units.Battle, side units.Side) int {
	v := 0
	for i := range b.Units() {
		u := &b.Units()[i]
		if u.Side == side {
			v += u.Health()
		} else {
			v -= u.Health()
		}
	}
	return v
}

// DamageCapability is the thesis's damage-capability evaluation (5.1): each
// live unit's damage by formula 1 (without a remainder) against the average
// defence skill of the enemy's live units, its own sum minus the enemy's.
// Skills include their modifiers (terrain, defending, retaliated). The
// values are in hundredths of a hit point, the average taken exactly and
// truncated once per unit.
func DamageCapability(b *units.Battle, side units.Side) int {
	var defSum, count [units.NumSides]int
	m := b.Map()
	us := b.Units()
	for i := range us {
		if u := us[i]; u.Fighters > 0 {
			defSum[u.Side] += units.DefenceSkill(u, m.Terrain(u.Pos))
			count[u.Side]++
		}
	}
	v := 0
	for i := range us {
		u := us[i]
		e := u.Side.Other()
		if u.Fighters <= 0 || count[e] == 0 {
			continue
		}
		// a·t·(1 + 0.05·(r − Σk/n)) in hundredths = a·t·(100n + 5(rn − Σk)) / n.
		n := count[e]
		r := units.AttackSkill(u, m.Terrain(u.Pos))
		d := u.Fighters * u.Kind.Stats().Strength * max(0, 100*n+5*(r*n-defSum[e])) / n
		if u.Side == side {
			v += d
		} else {
			v -= d
		}
	}
	return v
}

// PositionScale separates the strength score from the position score in a
// Positional evaluation: |Position| < PositionScale/2, so the position only
// orders battles of equal strength.
const PositionScale = 1 << 14

// Position scores where the armies stand: the thesis takes the board centre
// to be the best place (most moves from there), so it is the enemy's average
// distance from the centre minus side's own, in 1/60 of a hex step. The
// centre of the 15×12 battle map lies between two hexes (h6 and h7), so a
// unit's distance is the mean of its distances to both — the same for the
// two armies after turning the board half round.
func Position(b *units.Battle, side units.Side) int {
	m := b.Map()
	c1 := hex.Offset{Col: (m.Width() - 1) / 2, Row: (m.Height() - 1) / 2}.Hex()
	c2 := m.Rotate180(c1)
	var sum, count [units.NumSides]int
	for _, u := range b.Units() {
		if u.Fighters > 0 {
			sum[u.Side] += hex.Distance(u.Pos, c1) + hex.Distance(u.Pos, c2)
			count[u.Side]++
		}
	}
	avg := func(s units.Side) int { // mean distance × 60 (the sum holds two distances: ×30)
		if count[s] == 0 {
			return 0
		}
		return sum[s] * 30 / count[s]
	}
	return avg(side.Other()) - avg(side)
}

// Positional makes the thesis's positional variant of a strength evaluation:
// strength first, the Position score only as a tie-breaker.
func Positional(strength Eval) Eval {
	return func(b *units.Battle, side units.Side) int {
		return strength(b, side)*PositionScale + Position(b, side)
	}
}

// Relations is the evaluation term the Estonian thesis left for future
// work (6): where the units stand relative to each other. For every pair
// of a unit and an enemy it counts the damage the unit could deal the
// enemy next turn — an archer that sees it, a fighter whose speed brings
// it next to it (distance at most speed + 1, terrain aside) — and the
// same the other way, side's threats minus the enemy's, in hundredths of a
// hit point by the damage formula (as DamageCapability). A stack that
// stands where it hits and is not hit scores; one left in reach of
// several enemies costs.
func Relations(b *units.Battle, side units.Side) int {
	m := b.Map()
	us := b.Units()
	v := 0
	for i, j := range threats(b) {
		u, e := us[i], us[j]
		d, _, _ := units.Damage(u, e, m.Terrain(u.Pos), m.Terrain(e.Pos))
		if u.Side == side {
			v += d
		} else {
			v -= d
		}
	}
	return v
}

// threats yields the IDs of every live unit and live enemy it could reach
// next turn (Relations' sense: an archer that sees it, a fighter within
// its speed + 1 hexes, terrain aside).
func threats(b *units.Battle) iter.Seq2[int, int] {
	return func(yield func(int, int) bool) {
		m := b.Map()
		us := b.Units()
		for i := range us {
			u := &us[i]
			if !u.Alive() {
				continue
			}
			speed := u.Kind.Stats().Speed
			for j := range us {
				e := &us[j]
				if !e.Alive() || e.Side == u.Side {
					continue
				}
				if u.Kind == units.Archer && !m.LineOfSight(u.Pos, e.Pos) ||
					u.Kind != units.Archer && hex.Distance(u.Pos, e.Pos) > speed+1 {
					continue
				}
				if !yield(i, j) {
					return
				}
			}
		}
	}
}

// FirstStrikes is Relations narrowed to the threats that can be carried
// out: a unit's threat on an enemy counts only when the unit acts before
// that enemy acts again (so the enemy cannot step away or strike first),
// and only by what the blow would win, its damage less the retaliation it
// draws (PredictBlow, the attacker on grass beside the enemy's hex), never
// below zero. Side's first strikes minus the enemy's, in hundredths of a
// hit point.
func FirstStrikes(b *units.Battle, side units.Side) int {
	m := b.Map()
	us := b.Units()
	round, active := b.Round(), b.Active()
	v := 0
	for i, j := range threats(b) {
		u, e := us[i], us[j]
		if !strikesFirst(round, active, &u, i, &e, j) {
			continue
		}
		melee := u.Kind != units.Archer
		at := m.Terrain(u.Pos)
		if melee {
			at = hex.Grass
		}
		p := units.PredictBlow(u, e, at, m.Terrain(e.Pos), melee)
		gain := max(p.Damage-p.RetaliationDamage, 0)
		if u.Side == side {
			v += gain
		} else {
			v -= gain
		}
	}
	return v
}

// strikesFirst reports whether unit u (ID i) acts before unit e (ID j)
// acts again: the unit to act now comes first, and otherwise the turn
// order decides (units.ActsBeforeAgain).
func strikesFirst(round, active int, u *units.Unit, i int, e *units.Unit, j int) bool {
	switch {
	case i == active:
		return true
	case j == active:
		return false
	}
	return units.ActsBeforeAgain(round, u, i, e, j)
}
