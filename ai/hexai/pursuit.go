package hexai

import (
	"stratagem/board/hex"
	"stratagem/units"
)

// Pursuit: a side far ahead can still draw by the quiet-rounds rule when the
// last enemy stacks keep out of its reach: a faster stack runs, a stack
// that acts first steps behind rocks before the archers can shoot. The
// champion's playouts do not see it (in them the enemy walks up and is
// struck, so every line wins), so once rounds have gone by without losses
// while it is ahead, it chooses among its near-best actions the one that
// leaves the enemy the fewest hexes to hide on.

// chase rates a position, after one of our actions, by how freely the enemy
// can keep out of our reach until we act again: lower is better.
type chase struct {
	hidden int // the fewest hexes any enemy stack can move to unthreatened
	free   int // the same, summed over the enemy's stacks
	dist   int // the summed distance from each enemy stack to our nearest
}

func (x chase) less(y chase) bool {
	if x.hidden != y.hidden {
		return x.hidden < y.hidden
	}
	if x.free != y.free {
		return x.free < y.free
	}
	return x.dist < y.dist
}

// chaser computes chase values, keeping its scratch space between calls.
type chaser struct {
	threat [][]bool // per unit of ours, by map index: a hex it can strike at its next action
	reach  hex.Reach
}

// rate returns the chase value of b for side us, whose unit actor has just
// acted. One of our units threatens a hex when it is an archer that sees it
// (it can shoot there without moving) or another unit that can move next to
// it; it threatens an enemy stack's destination only if it acts after that
// stack's next move. An enemy stack still to act this round that also acts
// before actor next round moves twice before actor acts again: its reach is
// taken with twice its speed; one that acts neither this round nor before
// actor next round stays where it is.
func (c *chaser) rate(b *units.Battle, us units.Side, actor int) chase {
	m := b.Map()
	n := m.Len()
	all := b.Units()
	next := nextActions(b)
	occupied := func(h hex.Hex) bool { return b.UnitAt(h) >= 0 }
	for len(c.threat) < len(all) {
		c.threat = append(c.threat, nil)
	}
	for id := range all {
		u := &all[id]
		if u.Fighters <= 0 || u.Side != us {
			continue
		}
		if cap(c.threat[id]) < n {
			c.threat[id] = make([]bool, n)
		}
		t := c.threat[id][:n]
		c.threat[id] = t
		clear(t)
		if u.Kind == units.Archer {
			for i := range n {
				t[i] = m.LineOfSight(u.Pos, m.Hex(i))
			}
			continue
		}
		c.reach.Compute(m, u.Pos, u.Kind.Stats().Speed*hex.HalfPoints, hex.Movement{Fly: u.Kind == units.Flyer, Occupied: occupied})
		for i := range n {
			if !c.reach.CanStop(m.Hex(i)) {
				continue
			}
			t[i] = true
			for d := range hex.Direction(hex.NumDirections) {
				if j := m.NeighbourIndex(i, d); j >= 0 {
					t[j] = true
				}
			}
		}
	}
	x := chase{hidden: n + 1}
	round := b.Round()
	for id := range all {
		e := &all[id]
		if e.Fighters <= 0 || e.Side == us {
			continue
		}
		// Its moves before actor acts again: when actor has acted this
		// round, one this round if it has not acted yet and one next round
		// if it comes before actor then; when actor acts again this round
		// (it waited, or the round ended with its action), one if it acts
		// before actor.
		moves := 0
		switch {
		case !all[actor].Acted:
			if next[id] < next[actor] {
				moves++
			}
		default:
			if !e.Acted {
				moves++
			}
			if units.ActsBefore(round+1, e, id, &all[actor], actor) {
				moves++
			}
		}
		c.reach.Compute(m, e.Pos, moves*e.Kind.Stats().Speed*hex.HalfPoints, hex.Movement{Fly: e.Kind == units.Flyer, Occupied: occupied})
		free := 0
		for i := range n {
			if !c.reach.CanStop(m.Hex(i)) {
				continue
			}
			covered := false
			for u := range all {
				if f := &all[u]; f.Fighters > 0 && f.Side == us && next[u] > next[id] && c.threat[u][i] {
					covered = true
					break
				}
			}
			if !covered {
				free++
			}
		}
		x.hidden = min(x.hidden, free)
		x.free += free
		d := 1 << 10
		for j := range all {
			if f := &all[j]; f.Fighters > 0 && f.Side == us {
				d = min(d, hex.Distance(e.Pos, f.Pos))
			}
		}
		x.dist += d
	}
	if x.hidden > n {
		x.hidden = 0 // no enemy left: nothing to chase
	}
	return x
}

// nextActions returns, for every live unit of b, the rank of its next
// action from now: the active unit and the rest of this round's queue
// first, then the units that have acted, in next round's normal order.
func nextActions(b *units.Battle) []int {
	all := b.Units()
	next := make([]int, len(all))
	if a := b.Active(); a >= 0 {
		next[a] = 0
	}
	q := b.Queue()
	for i, id := range q {
		next[id] = 1 + i
	}
	round := b.Round() + 1
	for i := range all {
		u := &all[i]
		if u.Fighters <= 0 || !u.Acted {
			continue
		}
		rank := 0
		for j := range all {
			if v := &all[j]; j != i && v.Fighters > 0 && units.ActsBefore(round, v, j, u, i) {
				rank++
			}
		}
		next[i] = 1 + len(q) + rank
	}
	return next
}
