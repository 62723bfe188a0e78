package hexai

import (
	"testing"

	"stratagem/board/hex"
	"stratagem/units"
)

// chaseSolver solves exactly the chase of one walking stack by another of
// the same initiative on m (so the side that acts first alternates by
// round, and the first may wait to act second): the most damage, in
// hundredths of a hit point, that the chaser makes sure of within the
// rounds first to first+rounds−1, whatever the other stack does. The other
// stack never attacks: that is a strategy it may keep to, enough to show
// how little damage it can hold the chaser to. solve(first, rounds, blows,
// waits) counts the blows instead when blows is set, and leaves Wait out
// when waits is not (to choose the starts that check it); its result gives
// the value
// at the start of round first for the chaser on hex index a and the other
// stack on e, defending or not.
//
// The rounds are solved backwards. Within a round there are four moments:
// the first side to act, which may act or wait; the second side, after the
// first acted (then the round ends) or waited (then the first acts last).
// The damage of a blow depends only on the two hexes' terrain and on
// whether the struck stack defends (it cannot have struck back already that
// round: the chaser strikes at most once a round), so neither side's hit
// points need be in the state, as long as no fighter is killed.
type chaseSolver struct {
	m             *hex.Map
	chaser, fleer units.Unit
	// moves[k][from*n+blocker]: the hexes other than from where stack k
	// (0 the chaser, 1 the other) can end its move with the other stack on
	// blocker.
	moves [2][][]int
}

func newChaseSolver(m *hex.Map, chaser, fleer units.Unit) *chaseSolver {
	s := &chaseSolver{m: m, chaser: chaser, fleer: fleer}
	n := m.Len()
	passable := func(i int) bool { return m.TerrainAt(i).Passable() }
	for k, u := range []units.Unit{chaser, fleer} {
		s.moves[k] = make([][]int, n*n)
		budget := u.Kind.Stats().Speed * hex.HalfPoints
		for from := range n {
			for blocker := range n {
				if from == blocker || !passable(from) || !passable(blocker) {
					continue
				}
				at := m.Hex(blocker)
				r := m.Reachable(m.Hex(from), budget, hex.Movement{Occupied: func(h hex.Hex) bool { return h == at }})
				for i := range n {
					if i != from && r.CanStop(m.Hex(i)) {
						s.moves[k][from*n+blocker] = append(s.moves[k][from*n+blocker], i)
					}
				}
			}
		}
	}
	return s
}

func (s *chaseSolver) solve(first, rounds int, blows, waits bool) func(a, e int, defending bool) int {
	m, chaser, fleer, moves := s.m, s.chaser, s.fleer, s.moves
	n := m.Len()
	passable := func(i int) bool { return m.TerrainAt(i).Passable() }
	adjacent := func(x, e int) bool { return hex.Distance(m.Hex(x), m.Hex(e)) == 1 }
	var blow [2][]int // [defending][x*n+e]: a blow from x on the stack at e
	for d := range 2 {
		blow[d] = make([]int, n*n)
		for x := range n {
			for e := range n {
				if passable(x) && passable(e) && adjacent(x, e) {
					f := fleer
					f.Defending = d == 1
					blow[d][x*n+e], _, _ = units.Damage(chaser, f, m.TerrainAt(x), m.TerrainAt(e))
					if blows {
						blow[d][x*n+e] = 1
					}
				}
			}
		}
	}
	idx := func(a, e, d int) int { return (a*n+e)*2 + d }
	size := n * n * 2
	// The chaser's best: stay (defend), or move, striking if it ends next
	// to the other stack.
	chaserBest := func(v []int, a, e, d int) int {
		best := v[idx(a, e, d)]
		if adjacent(a, e) {
			best += blow[d][a*n+e]
		}
		for _, x := range moves[0][a*n+e] {
			w := v[idx(x, e, d)]
			if adjacent(x, e) {
				w += blow[d][x*n+e]
			}
			best = max(best, w)
		}
		return best
	}
	// The other stack's best: defend where it stands, or move.
	fleerBest := func(v []int, a, e int) int {
		best := v[idx(a, e, 1)]
		for _, y := range moves[1][e*n+a] {
			best = min(best, v[idx(a, y, 0)])
		}
		return best
	}
	next := make([]int, size) // the value at the start of the next round
	v0, v1, v2, v3 := make([]int, size), make([]int, size), make([]int, size), make([]int, size)
	each := func(f func(a, e, d int)) {
		for a := range n {
			for e := range n {
				if a != e && passable(a) && passable(e) {
					f(a, e, 0)
					f(a, e, 1)
				}
			}
		}
	}
	for r := first + rounds - 1; r >= first; r-- {
		// v1: the second side acts after the first acted; v3: the first,
		// having waited, acts last; v2: the second acts after the first
		// waited; v0: the round's start.
		if units.FirstSide(r) == chaser.Side {
			each(func(a, e, d int) {
				v1[idx(a, e, d)] = fleerBest(next, a, e)
				v3[idx(a, e, d)] = chaserBest(next, a, e, d)
			})
			each(func(a, e, d int) {
				v2[idx(a, e, d)] = fleerBest(v3, a, e)
				v0[idx(a, e, d)] = chaserBest(v1, a, e, d)
				if waits {
					v0[idx(a, e, d)] = max(v0[idx(a, e, d)], v2[idx(a, e, d)])
				}
			})
		} else {
			each(func(a, e, d int) {
				v1[idx(a, e, d)] = chaserBest(next, a, e, d)
				v3[idx(a, e, d)] = fleerBest(next, a, e)
			})
			each(func(a, e, d int) {
				v2[idx(a, e, d)] = chaserBest(v3, a, e, d)
				v0[idx(a, e, d)] = fleerBest(v1, a, e)
				if waits {
					v0[idx(a, e, d)] = min(v0[idx(a, e, d)], v2[idx(a, e, d)])
				}
			})
		}
		next, v0 = v0, next
	}
	return func(a, e int, defending bool) int {
		if defending {
			return next[idx(a, e, 1)]
		}
		return next[idx(a, e, 0)]
	}
}

// bruteChase plays every line of the real rules to the end of round last
// from b, where unit 0 is the stack chased, which never attacks, and unit 1
// the chaser: the most damage the chaser makes sure of.
func bruteChase(b *units.Battle, last int, memo map[uint64]int) int {
	if b.Round() > last || b.Outcome().Over() {
		return 0
	}
	h := b.Hash()
	if v, ok := memo[h]; ok {
		return v
	}
	chased := b.Active() == 0
	before := b.Units()[0].Health()
	best := -1
	for _, a := range b.LegalActions(nil) {
		if chased && a.Attacks() {
			continue
		}
		b.Apply(a)
		v := before - b.Units()[0].Health() + bruteChase(b, last, memo)
		b.Undo()
		if best < 0 || (chased && v < best) || (!chased && v > best) {
			best = v
		}
	}
	memo[h] = best
	return best
}

// TestEqualPikemenDrawWasForced: the 200 ms match's one draw with the
// champion ahead since the chase left Wait out (game 38 of -seed 1, 226 to
// 108 hit points) came down to the champion's 3 pikemen chasing 2 enemy
// pikemen for the last ten rounds, the blows every other round falling
// 0.7 HP short of a kill. The solver shows it could not have been won: the
// enemy could have held the chaser to less damage still. The solver is
// checked against every line of the real rules over one and two rounds.
func TestEqualPikemenDrawWasForced(t *testing.T) {
	if raceEnabled {
		t.Skip("one goroutine's arithmetic, ten times slower under the race detector; the unit tests run it")
	}
	b := replay(t, "pikemen-flee-pikemen.txt", 252)
	if d := describe(b); d != "blue 2 pikeman at h6; red 3 pikeman at f6" || b.Round() != 55 || b.QuietRoundsSoFar() != 0 {
		t.Fatalf("the record's position: %s, round %d, %d quiet rounds", d, b.Round(), b.QuietRoundsSoFar())
	}
	m := b.Map()
	chaser, chased := b.Units()[8], b.Units()[3]
	need := chased.Kind.Stats().HP*units.Hundredths - chased.Remainder // to kill a fighter
	a, e := m.Index(chaser.Pos), m.Index(chased.Pos)
	solver := newChaseSolver(m, chaser, chased)
	damage := solver.solve(b.Round(), units.QuietRounds, false, true)
	blows := solver.solve(b.Round(), units.QuietRounds, true, true)
	t.Logf("in the ten rounds left the chaser makes sure of %d blows and %.1f HP; a kill needs %.1f",
		blows(a, e, false), float64(damage(a, e, false))/units.Hundredths, float64(need)/units.Hundredths)
	if damage(a, e, false) >= need {
		t.Errorf("the chaser makes sure of %d hundredths of damage, enough for the kill (%d)", damage(a, e, false), need)
	}
	// A kill restarts the count whichever side loses the fighter. Held to
	// that damage, the chaser lands at most damage/weakest blows, and the
	// chased stack's 2 pikemen strike back at most 12.8 HP each time: not
	// enough to kill one of the chaser's fighters either.
	weakest, _, _ := units.Damage(chaser, units.Unit{Kind: units.Pikeman, Fighters: 2, Defending: true}, hex.Grass, hex.Grass)
	retaliation, _, _ := units.Damage(units.Unit{Kind: units.Pikeman, Fighters: 2}, units.Unit{Kind: units.Pikeman, Fighters: 3}, hex.Road, hex.Shallow)
	if own, landed := chaser.Kind.Stats().HP*units.Hundredths-chaser.Remainder, damage(a, e, false)/weakest; retaliation*landed >= own {
		t.Errorf("%d blows struck back at %d each could kill one of the chaser's fighters (%d)", landed, retaliation, own)
	}
	// Nor from any other start on this map: two pikemen chased by three
	// lose at most 84 HP in ten rounds, less than one fighter's 108. With
	// the same speed and initiative, the chased stack moves twice in a row
	// (last in one round, first in the next) as often as the chaser does,
	// and its double move takes it out of reach: 5 blows in ten rounds at
	// most.
	most, most5, starts := 0, 0, 0
	for x := range m.Len() {
		for y := range m.Len() {
			if x != y && m.TerrainAt(x).Passable() && m.TerrainAt(y).Passable() {
				starts++
				most = max(most, damage(x, y, false))
				if blows(x, y, false) >= units.QuietRounds/2 {
					most5++
				}
			}
		}
	}
	t.Logf("from any of the %d starts, at most %.1f HP; 5 blows (never more) from %d", starts, float64(most)/units.Hundredths, most5)
	if most >= chased.Kind.Stats().HP*units.Hundredths || most5 == 0 {
		t.Errorf("the most damage made sure of from any start: %d hundredths; 5 blows from %d starts", most, most5)
	}

	// Against the real rules: over one round from starts 2–5 hexes apart
	// (2–3 in a short run); over two rounds, from starts where a side's
	// Wait changes the value, and others.
	step, far, deep := 97, 5, 4
	if testing.Short() {
		step, far, deep = 331, 3, 1
	}
	one := solver.solve(1, 1, false, true)
	checked, struck := 0, 0
	for i := 0; i < m.Len()*m.Len(); i += step {
		x, y := i/m.Len(), i%m.Len()
		if dist := hex.Distance(m.Hex(x), m.Hex(y)); x == y || dist < 2 || dist > far || !m.TerrainAt(x).Passable() || !m.TerrainAt(y).Passable() {
			continue
		}
		checked++
		if got, want := bruteChase(chaseStart(t, m, chaser, chased, x, y, 1), 1, map[uint64]int{}), one(x, y, false); got != want {
			t.Errorf("one round, the chaser at %v, the chased at %v: the rules give %d, the solver %d", m.Hex(x), m.Hex(y), got, want)
		} else if got > 0 {
			struck++
		}
	}
	t.Logf("checked against the rules over one round from %d starts (a blow made sure of from %d)", checked, struck)
	if struck == 0 {
		t.Errorf("checked %d starts, a blow made sure of from none", checked)
	}
	for first := 1; first <= 2; first++ {
		// Round 1 has the chased stack act first, round 2 the chaser;
		// to begin in round 2 both defend through round 1.
		with, without := solver.solve(first, 2, false, true), solver.solve(first, 2, false, false)
		var waiting, other []int
		for i := 0; i < m.Len()*m.Len(); i += 7 {
			x, y := i/m.Len(), i%m.Len()
			if x == y || !m.TerrainAt(x).Passable() || !m.TerrainAt(y).Passable() {
				continue
			}
			defending := first == 2
			if with(x, y, defending) != without(x, y, defending) {
				waiting = append(waiting, i)
			} else if d := hex.Distance(m.Hex(x), m.Hex(y)); d >= 3 && d <= 7 {
				other = append(other, i)
			}
		}
		if len(waiting) < deep || len(other) < deep {
			t.Fatalf("rounds %d–%d: %d starts where a Wait changes the value, %d others", first, first+1, len(waiting), len(other))
		}
		var starts []int
		for k := range deep {
			starts = append(starts, waiting[k*len(waiting)/deep], other[k*len(other)/deep])
		}
		for _, i := range starts {
			x, y := i/m.Len(), i%m.Len()
			got, want := bruteChase(chaseStart(t, m, chaser, chased, x, y, first), first+1, map[uint64]int{}), with(x, y, first == 2)
			if got != want {
				t.Errorf("rounds %d–%d, the chaser at %v, the chased at %v: the rules give %d, the solver %d", first, first+1, m.Hex(x), m.Hex(y), got, want)
			}
		}
		t.Logf("rounds %d–%d: a side's Wait changes the value from %d of every 7th start; checked against the rules from %d", first, first+1, len(waiting), len(starts))
	}
}

// chaseStart returns a battle of the chased stack (unit 0) on hex index y
// and the chaser (unit 1) on x at the start of round first (1 or 2; for 2,
// both defended through round 1).
func chaseStart(t *testing.T, m *hex.Map, chaser, chased units.Unit, x, y, first int) *units.Battle {
	t.Helper()
	chaser.Pos, chased.Pos = m.Hex(x), m.Hex(y)
	b, err := units.NewBattleFrom(m, []units.Unit{chased, chaser})
	if err != nil {
		t.Fatal(err)
	}
	for b.Round() < first {
		b.Apply(units.Action{Kind: units.Defend, To: b.Units()[b.Active()].Pos, Target: units.NoTarget})
	}
	return b
}
