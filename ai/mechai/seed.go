package mechai

import (
	"context"
	"math"

	"stratagem/ai"
	"stratagem/ai/yield"
	"stratagem/board/hex"
	"stratagem/units/mech"
)

// Seed is the seed's player (seed 002, chapter 3; mechduel.md "Computer
// opponents"), phase by phase. It is deterministic and safe for concurrent
// use (one decision at a time).
type Seed struct {
	name string // the level's name ("" is "seed")
	decider
	search hex.Searcher[mech.Node] // the A*'s tables, kept between searches
	buf    []mech.Action
}

// Name returns the level's name: "seed" unless the Roster made it
// under another.
func (s *Seed) Name() string {
	if s.name == "" {
		return "seed"
	}
	return s.name
}

// Choose decides for the side to act (see the package comment). It takes
// a few milliseconds and ignores lim.
func (s *Seed) Choose(ctx context.Context, d *mech.Duel, _ ai.Limits) (mech.Action, ai.Info, error) {
	return s.decide(ctx, d, func(c *mech.Duel, id int) (mech.Action, ai.Info) {
		switch c.Phase() {
		case mech.MovementPhase:
			return s.move(c, id), ai.Info{}
		case mech.ReactionPhase:
			return SeedTwist(c, id), ai.Info{}
		case mech.WeaponPhase:
			return SeedAttack(c, id), ai.Info{}
		case mech.PhysicalPhase:
			return seedStrike(c, id), ai.Info{}
		}
		return endTurn(c, id), ai.Info{}
	})
}

// The seed's destination: the cost of a hex as a goal (the lowest wins) is
// bandWeight per hex off the best range band to the nearest enemy, plus the
// hexes from where the mech stands, minus the woods of the hex (light 1,
// heavy 2), plus rearWeight per other enemy in its rear arc when it faces
// the nearest one, plus blindCost without line of sight to it.
const (
	bandWeight = 4
	rearWeight = 3
	blindCost  = 6
	// goalTries bounds the goals tried when the best cannot be reached at all.
	goalTries = 8
)

// move is the movement module: choose a destination hex toward the nearest
// enemy, plan the path to it with A* (MoveProblem, whose steps are the
// seed's checkCell and MP costs), and move along it in the cheapest mode
// that reaches it (walk, run, then jump), or as far as the mode that gets
// nearest can go, ending facing the enemy if the MP allow.
func (s *Seed) move(d *mech.Duel, id int) mech.Action {
	u := d.Mechs()[id]
	stand := mech.Action{Kind: mech.Move, Mech: int8(id), Mode: mech.Stand, To: u.Pos, Facing: u.Facing}
	enemies := enemiesByDistance(d, id, u.Pos)
	if len(enemies) == 0 {
		return stand
	}
	e := enemies[0]
	ep := d.Mechs()[e].Pos
	moves, buf := moveSet(d, id, s.buf)
	s.buf = buf
	if u.Prone {
		// Lying down: stand up facing the enemy, when it can.
		if a, ok := moves[moveKey{mech.GetUp, u.Pos, mech.Facing(u.Pos, ep)}]; ok {
			return a
		}
		return stand
	}
	for _, goal := range seedGoals(d, id, e, goalTries) {
		if goal == u.Pos {
			// Already there: stand, or turn to face the enemy if even a
			// twist could not bring it into the front arc.
			if mech.ArcOf(u.Pos, u.Facing, ep) != mech.Rear {
				return stand
			}
			if a, ok := moves[moveKey{mech.Walk, u.Pos, mech.Facing(u.Pos, ep)}]; ok {
				return a
			}
			return stand
		}
		want := mech.Facing(goal, ep)
		type plan struct {
			mode    mech.Mode
			end     mech.Node
			reached bool
			left    int // hex distance from the end to the goal
		}
		var plans []plan
		for _, mode := range []mech.Mode{mech.Walk, mech.Run} {
			end, reached, ok := s.plan(d, id, mode, goal)
			if ok && end != (mech.Node{Hex: u.Pos, Facing: u.Facing}) {
				plans = append(plans, plan{mode, end, reached, hex.Distance(end.Hex, goal)})
			}
		}
		if u.Stats().Jump > 0 {
			// Jumping needs no path: the landing hex nearest the goal.
			best, bestLeft := mech.Node{}, math.MaxInt
			for k, a := range moves {
				if k.mode == mech.Jump && a.Facing == want {
					if left := hex.Distance(k.to, goal); left < bestLeft || left == bestLeft && hexLess(k.to, best.Hex) {
						best, bestLeft = mech.Node{Hex: k.to, Facing: want}, left
					}
				}
			}
			if bestLeft < math.MaxInt {
				plans = append(plans, plan{mech.Jump, best, bestLeft == 0, bestLeft})
			}
		}
		if len(plans) == 0 {
			continue // no way toward this goal: the next one
		}
		// The cheapest mode that reaches the goal; else the one that gets
		// nearest (walk, run, jump among equals). It is no use moving if
		// that gets no nearer than standing.
		pick := -1
		for i, p := range plans {
			if p.reached {
				pick = i
				break
			}
		}
		if pick < 0 {
			for i, p := range plans {
				if pick < 0 || p.left < plans[pick].left {
					pick = i
				}
			}
			if plans[pick].left >= hex.Distance(u.Pos, goal) {
				continue
			}
		}
		p := plans[pick]
		if a, ok := moves[moveKey{p.mode, p.end.Hex, mech.Facing(p.end.Hex, ep)}]; ok {
			return a
		}
		if a, ok := moves[moveKey{p.mode, p.end.Hex, p.end.Facing}]; ok {
			return a
		}
	}
	return stand
}

// hexLess orders hexes for deterministic ties.
func hexLess(a, b hex.Hex) bool { return a.R < b.R || a.R == b.R && a.Q < b.Q }

// seedGoals returns up to n goal hexes for mech id closing on enemy e, the
// best first (see bandWeight): free hexes that can be walked into.
func seedGoals(d *mech.Duel, id, e, n int) []hex.Hex {
	ms := d.Mechs()
	u, en := &ms[id], &ms[e]
	m := d.Map()
	prof := RangeProfile(u)
	top := 0.0
	for _, v := range prof {
		top = max(top, v)
	}
	var band []int
	for r, v := range prof {
		if r > 0 && v > 0 && v >= top-1e-9 {
			band = append(band, r)
		}
	}
	if len(band) == 0 {
		band = []int{1}
	}
	gap := func(r int) int {
		g := math.MaxInt
		for _, b := range band {
			g = min(g, abs(r-b))
		}
		return g
	}
	type cand struct {
		h    hex.Hex
		cost int
	}
	var cands []cand
	for i := range m.Len() {
		h := m.Hex(i)
		if o := d.MechAt(h); o >= 0 && o != id {
			continue
		}
		t := m.Terrain(h)
		if _, ok := mech.TerrainCost(t); !ok {
			continue
		}
		dist := hex.Distance(h, en.Pos)
		if dist == 0 {
			continue
		}
		c := bandWeight*gap(dist) + hex.Distance(u.Pos, h) - mech.WoodsValue(t)
		f := mech.Facing(h, en.Pos)
		for o := range ms {
			if o != e && ms[o].Alive() && ms[o].Side != u.Side && mech.ArcOf(h, f, ms[o].Pos) == mech.Rear {
				c += rearWeight
			}
		}
		if ok, _ := m.ElevatedSight(h, en.Pos, m.Level(h)+1, m.Level(en.Pos)+1); !ok {
			c += blindCost
		}
		cands = append(cands, cand{h, c})
	}
	// A partial selection: n is small.
	var out []hex.Hex
	used := make([]bool, len(cands))
	for len(out) < n {
		best := -1
		for i, c := range cands {
			if !used[i] && (best < 0 || c.cost < cands[best].cost) {
				best = i
			}
		}
		if best < 0 {
			break
		}
		used[best] = true
		out = append(out, cands[best].h)
	}
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// plan runs the seed's A* for mech id in mode (Walk or Run) to the goal hex
// (any facing) without the MP bound, then follows the path as far as the
// mode's MP allow. It returns the node reached, whether that is the goal,
// and false if the goal cannot be reached in that mode at all.
func (s *Seed) plan(d *mech.Duel, id int, mode mech.Mode, goal hex.Hex) (mech.Node, bool, bool) {
	yield.Point()
	p := d.MoveProblem(id, mode, mech.Node{Hex: goal})
	limit := p.MaxCost
	p.MaxCost = 0
	p.Goal = func(n mech.Node) bool { return n.Hex == goal }
	h := p.Heuristic
	p.Heuristic = func(n mech.Node) int {
		if n.Hex == goal {
			return 0 // any facing will do
		}
		return h(n)
	}
	r := s.search.FindPath(p)
	if !r.Found {
		return mech.Node{}, false, false
	}
	last, cost := 0, 0
	for i := 1; i < len(r.Path); i++ {
		c, ok := p.Cost(r.Path[i-1], r.Path[i])
		if !ok || cost+c > limit {
			break
		}
		cost += c
		last = i
	}
	return r.Path[last], last == len(r.Path)-1, true
}

// SeedTwist is the seed's reaction for mech id: the first twist of keep,
// right, left that brings the target (the nearest enemy in sight) into the
// torso's front arc; else the twist with the most enemies in sight in the
// front arc (keep, right, left among equals).
func SeedTwist(d *mech.Duel, id int) mech.Action {
	u := d.Mechs()[id]
	order := []int8{0, 1, -1}
	visible := visibleEnemies(d, id)
	if len(visible) > 0 {
		tp := d.Mechs()[visible[0]].Pos
		for _, t := range order {
			if mech.InFrontArc(u.Pos, u.Facing.Turn(int(t)), tp) {
				return mech.Action{Kind: mech.Twist, Mech: int8(id), Twist: t}
			}
		}
	}
	best, bestN := int8(0), -1
	for _, t := range order {
		n := 0
		for _, e := range visible {
			if mech.InFrontArc(u.Pos, u.Facing.Turn(int(t)), d.Mechs()[e].Pos) {
				n++
			}
		}
		if n > bestN {
			best, bestN = t, n
		}
	}
	return mech.Action{Kind: mech.Twist, Mech: int8(id), Twist: best}
}

// SeedAttack is the seed's weapon attack for mech id: the target is the
// nearest enemy in line of sight (when no weapon can fire at it — outside
// the torso's arc, out of range — the next nearest); the weapons are
// SeedFireMask's. Firing nothing, it picks up a club lying in its hex, or
// passes.
func SeedAttack(d *mech.Duel, id int) mech.Action {
	for _, e := range visibleEnemies(d, id) {
		if mask := SeedFireMask(d, id, e); mask != 0 {
			return mech.Action{Kind: mech.Fire, Mech: int8(id), Target: int8(e), Weapons: mask}
		}
	}
	if canPickUp(d, id) {
		return mech.Action{Kind: mech.PickUp, Mech: int8(id)}
	}
	return mech.Action{Kind: mech.Pass, Mech: int8(id)}
}

// seedStrike is the physical attack: the blow with the most expected
// damage among those the limbs that did not fire can throw, with its club
// if that is best; pass when there is none.
func seedStrike(d *mech.Duel, id int) mech.Action {
	if a, _, ok := bestStrike(d, id); ok {
		return a
	}
	return mech.Action{Kind: mech.Pass, Mech: int8(id)}
}
