package hexai

import (
	"context"
	"math/bits"
	"os"
	"strings"
	"testing"

	"stratagem/board/hex"
	"stratagem/units"
)

// replay returns the battle of the record in testdata/name ("map NAME",
// then one action a line) after its first plies actions.
func replay(tb testing.TB, name string, plies int) *units.Battle {
	tb.Helper()
	text, err := os.ReadFile("testdata/" + name)
	if err != nil {
		tb.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(text)), "\n")
	m, err := hex.LoadBattleMap(strings.TrimPrefix(lines[0], "map "))
	if err != nil {
		tb.Fatal(err)
	}
	b := units.NewBattle(m)
	for _, l := range lines[1 : 1+plies] {
		a, err := b.ParseAction(l)
		if err == nil {
			err = b.Play(a)
		}
		if err != nil {
			tb.Fatalf("%q: %v", l, err)
		}
	}
	return b
}

// TestChampionChasesPikemenIntoSight sets 12 archers against 5 pikemen that
// act first, after two quiet rounds, at every pair of hexes of the river
// crossing where the pikemen are out of the archers' sight but the archers
// can make sure of a shot with one move (shotForcedIn: 2). The champion
// with pursuit must take such a move every time, and then shoot whatever
// the seed's minimax does with the pikemen.
func TestChampionChasesPikemenIntoSight(t *testing.T) {
	m, err := hex.LoadBattleMap("river-crossing")
	if err != nil {
		t.Fatal(err)
	}
	rounds := shotForcedIn(m, units.Pikeman)
	var pairs [][2]int
	for a := range rounds {
		for e := range rounds[a] {
			if rounds[a][e] == 2 {
				pairs = append(pairs, [2]int{a, e})
			}
		}
	}
	if len(pairs) == 0 {
		t.Fatal("no position to test")
	}
	// Every 60th pair, to keep the test short (every 600th with -short,
	// as under the race detector).
	step := 60
	if testing.Short() {
		step = 600
	}
	tried, forcedWith, forcedWithout := 0, 0, 0
	for k := 0; k < len(pairs); k += step {
		a, e := m.Hex(pairs[k][0]), m.Hex(pairs[k][1])
		for _, pursue := range []int{2, 0} {
			b, err := units.NewBattleFrom(m, []units.Unit{
				{Kind: units.Pikeman, Side: units.Blue, Pos: e, Fighters: 5},
				{Kind: units.Archer, Side: units.Red, Pos: a, Fighters: 12},
			})
			if err != nil {
				t.Fatal(err)
			}
			for range 5 { // two quiet rounds, and the pikemen's turn of the third
				b.Apply(units.Action{Kind: units.Defend, To: b.Unit(b.Active()).Pos, Target: units.NoTarget})
			}
			c := DefaultChampion(0)
			c.Iterations, c.Pursue = 300, pursue
			champ := newChampionPlayer("champion", uint64(k), c, 0)
			act, _, err := champ.Choose(context.Background(), b, minute)
			if err != nil {
				t.Fatal(err)
			}
			forced := act.Kind == units.Move && inSight(m, act.To, b.Unit(0).Pos)
			if pursue == 0 {
				if forced {
					forcedWithout++
				}
				continue
			}
			tried++
			if !forced {
				t.Errorf("archers at %v, pikemen at %v: the champion plays %s, which does not make sure of a shot", a, e, b.FormatAction(act))
				continue
			}
			forcedWith++
			b.Apply(act)
			reply, _, err := mustPlayer(t, "seed-minimax", 1).Choose(context.Background(), b, minute)
			if err != nil {
				t.Fatal(err)
			}
			said := b.FormatAction(reply)
			b.Apply(reply)
			if shot, _, _ := champ.Choose(context.Background(), b, minute); shot.Kind != units.Shoot {
				t.Errorf("archers at %v, pikemen at %v: after %s and %s the champion plays %s", a, e, b.FormatAction(act), said, b.FormatAction(shot))
			}
		}
	}
	t.Logf("%d of %d positions: a move that makes sure of a shot in %d with pursuit, %d without", tried, len(pairs), forcedWith, forcedWithout)
}

// TestChampionDoesNotWaitOutTheChase replays a battle drawn at 200 ms with
// the champion (Blue) far ahead, 1,175 hit points to 21 (game 37 of
// `arena -game hex -p1 champion -p2 seed-minimax -swap -seed 2`, in a trial
// build): its knight and 11 pikemen against one flyer that strikes the
// knight round after round. The chase used to rate Wait best, since no
// enemy moves before a unit that waits acts again; the pikemen waited and
// then moved as far as before, round after round, until the quiet rounds
// ran out. Waiting is no chase: from the eight starts of plies 200 to 214
// (every other ply) with two seeds each, the champion now wins about half
// (8 of the 16 with its playouts wary of the enemy's reach, 10 without);
// with Wait in the chase it won 0 (1 wary). The test asks for 6.
func TestChampionDoesNotWaitOutTheChase(t *testing.T) {
	if raceEnabled {
		t.Skip("a search on one goroutine, tenfold slower under the race detector: make unit runs it")
	}
	const record = "flyer-strikes-the-knight.txt"
	// Ply 214: the flyer has just struck the knight from h6; the pikemen,
	// at e10, cannot reach it.
	b := replay(t, record, 214)
	a, _, err := newTestChampion(1, 300).Choose(context.Background(), b, minute)
	if err != nil {
		t.Fatal(err)
	}
	if a.Kind == units.Wait {
		t.Errorf("the pikemen wait: %s", b.FormatAction(a))
	}
	won, starts := 0, 0
	for ply := 200; ply <= 214; ply += 2 {
		for seed := uint64(1); seed <= 2; seed++ {
			b := replay(t, record, ply)
			fight(t, b, newTestChampion(seed, 300), mustPlayer(t, "seed-minimax", seed))
			starts++
			if o := b.Outcome(); !o.Draw && o.Winner == units.Blue {
				won++
			} else {
				t.Logf("from ply %d (round %d), seed %d: %v after round %d", ply, replay(t, record, ply).Round(), seed, o, b.Round())
			}
		}
	}
	if won < 6 {
		t.Errorf("won %d of %d starts, want at least 6", won, starts)
	}
}

// TestChaseOfAWonBattle: with no enemy left, nothing can hide, so the
// chase rates the position best, not worst.
func TestChaseOfAWonBattle(t *testing.T) {
	b, err := units.NewBattleFrom(grass(t), []units.Unit{
		{Kind: units.Knight, Side: units.Blue, Pos: at(t, "e5"), Fighters: 20},
		{Kind: units.Archer, Side: units.Red, Pos: at(t, "f5"), Fighters: 1},
	})
	if err != nil {
		t.Fatal(err)
	}
	actor := b.Active()
	if err := b.Play(units.Action{Kind: units.Move, To: at(t, "e5"), Target: 1}); err != nil {
		t.Fatal(err)
	}
	if !b.Outcome().Over() {
		t.Fatalf("the blow did not end the battle: %s", describe(b))
	}
	var c chaser
	if x := c.rate(b, units.Blue, actor); x != (chase{}) {
		t.Errorf("a won battle's chase: %+v, want all 0", x)
	}
}

// inSight reports whether archers at a see every hex pikemen at e can move
// to (or stay on).
func inSight(m *hex.Map, a, e hex.Hex) bool {
	r := m.Reachable(e, units.Pikeman.Stats().Speed*hex.HalfPoints, hex.Movement{Occupied: func(h hex.Hex) bool { return h == a }})
	for _, h := range m.Hexes() {
		if r.CanStop(h) && !m.LineOfSight(a, h) {
			return false
		}
	}
	return true
}

// shotForcedIn solves the chase of one enemy stack of kind enemy by one
// stack of archers on m, each alone on the field, the enemy acting first in
// every round: rounds[a][e] is the number of the archers' actions after
// which they shoot for certain, from the archers at a and the enemy at e
// with the archers to act (1: it is in sight now), or 0 where the enemy can
// keep out of sight for ever. The archers may move anywhere their speed
// takes them (occupied hexes are ignored for them, which can only help
// them); the enemy moves round the archers and may stand still; it never
// attacks, which can only help the archers too. So a 0 is a proof that the
// enemy can hide for ever.
func shotForcedIn(m *hex.Map, enemy units.Kind) [][]int {
	n := m.Len()
	passable := func(i int) bool { return m.Terrain(m.Hex(i)).Passable() }
	archer := units.Archer.Stats().Speed * hex.HalfPoints
	moves := make([][]int, n) // the archers' destinations from each hex, itself included
	for a := range n {
		if !passable(a) {
			continue
		}
		r := m.Reachable(m.Hex(a), archer, hex.Movement{})
		for i := range n {
			if r.CanStop(m.Hex(i)) {
				moves[a] = append(moves[a], i)
			}
		}
	}
	rounds := make([][]int, n)
	for a := range n {
		rounds[a] = make([]int, n)
		for e := range n {
			if a != e && passable(a) && passable(e) && m.LineOfSight(m.Hex(a), m.Hex(e)) {
				rounds[a][e] = 1
			}
		}
	}
	// hides[e][a2]: where the enemy at e can move with the archers at a2.
	hides := make([][][]int, n)
	budget := enemy.Stats().Speed * hex.HalfPoints
	replies := func(e, a2 int) []int {
		if hides[e] == nil {
			hides[e] = make([][]int, n)
		}
		if hides[e][a2] == nil {
			at := m.Hex(a2)
			r := m.Reachable(m.Hex(e), budget, hex.Movement{Fly: enemy == units.Flyer, Occupied: func(h hex.Hex) bool { return h == at }})
			for i := range n {
				if r.CanStop(m.Hex(i)) {
					hides[e][a2] = append(hides[e][a2], i)
				}
			}
		}
		return hides[e][a2]
	}
	for level := 2; ; level++ {
		changed := false
		for a := range n {
			for e := range n {
				if rounds[a][e] != 0 || a == e || !passable(a) || !passable(e) {
					continue
				}
				for _, a2 := range moves[a] {
					if a2 == e {
						continue
					}
					forced := true
					for _, e2 := range replies(e, a2) {
						if r := rounds[a2][e2]; r == 0 || r == level {
							forced = false
							break
						}
					}
					if forced {
						rounds[a][e] = level
						changed = true
						break
					}
				}
			}
		}
		if !changed {
			return rounds
		}
	}
}

// TestHiddenPikemenDrawWasForced shows that the recorded draw of
// TestChampionChasesHiddenPikemen was forced from the moment the champion
// had archers alone: from there the pikemen can keep out of the archers'
// sight for ever, whatever the archers do.
func TestHiddenPikemenDrawWasForced(t *testing.T) {
	b := replay(t, "archers-against-hidden-pikemen.txt", 217)
	if d := describe(b); d != "blue 5 pikeman at m9; red 12 archer at e9" {
		t.Fatalf("the record's position: %s", d)
	}
	m := b.Map()
	rounds := shotForcedIn(m, units.Pikeman)
	if r := rounds[m.Index(at(t, "e9"))][m.Index(at(t, "m9"))]; r != 0 {
		t.Errorf("the archers at e9 shoot the pikemen at m9 within %d actions", r)
	}
	// The solver is not blind: on open ground the pikemen cannot hide.
	forced, hidden := 0, 0
	for a := range rounds {
		for e := range rounds[a] {
			switch {
			case rounds[a][e] > 1:
				forced++
			case rounds[a][e] == 0 && a != e && m.Terrain(m.Hex(a)).Passable() && m.Terrain(m.Hex(e)).Passable():
				hidden++
			}
		}
	}
	t.Logf("pikemen out of sight: shot for certain after a chase from %d positions, hidden for ever in %d", forced, hidden)
	if forced == 0 || hidden == 0 {
		t.Errorf("chased down from %d positions, hidden for ever in %d", forced, hidden)
	}
}

// hexSet is a set of map indices (maps of up to 256 hexes).
type hexSet [4]uint64

func (s *hexSet) add(i int) { s[i>>6] |= 1 << (i & 63) }
func (s hexSet) and(t hexSet) hexSet {
	return hexSet{s[0] & t[0], s[1] & t[1], s[2] & t[2], s[3] & t[3]}
}
func (s hexSet) or(t hexSet) hexSet {
	return hexSet{s[0] | t[0], s[1] | t[1], s[2] | t[2], s[3] | t[3]}
}
func (s hexSet) andNot(t hexSet) hexSet {
	return hexSet{s[0] &^ t[0], s[1] &^ t[1], s[2] &^ t[2], s[3] &^ t[3]}
}
func (s hexSet) empty() bool    { return s == hexSet{} }
func (s hexSet) has(i int) bool { return s[i>>6]&(1<<(i&63)) != 0 }
func (s *hexSet) remove(i int)  { s[i>>6] &^= 1 << (i & 63) }
func (s hexSet) count() int {
	c := 0
	for _, w := range s {
		c += bits.OnesCount64(w)
	}
	return c
}

// flyerRefuge returns the hexes from which flyers that act before two
// stacks of chasers (kinds a and b, which do not shoot) can keep out of
// their reach for ever: from each, wherever the chasers stand, the flyers
// can move to a hex of the set that neither chaser can strike at its next
// action. It is the largest such set, found by striking out hexes until
// none fails. A chaser is taken to strike next to every hex it could reach
// if no unit stood in its way, which can only help the chasers; the flyers
// may stop on any free passable hex within their speed.
func flyerRefuge(m *hex.Map, a, b units.Kind) hexSet {
	n := m.Len()
	if n > 256 {
		panic("map too large for hexSet")
	}
	threat := func(k units.Kind) []hexSet {
		out := make([]hexSet, n)
		for s := range n {
			if !m.Terrain(m.Hex(s)).Passable() {
				continue
			}
			r := m.Reachable(m.Hex(s), k.Stats().Speed*hex.HalfPoints, hex.Movement{Fly: k == units.Flyer})
			for i := range n {
				if !r.CanStop(m.Hex(i)) {
					continue
				}
				out[s].add(i)
				for d := range hex.Direction(hex.NumDirections) {
					if j := m.NeighbourIndex(i, d); j >= 0 {
						out[s].add(j)
					}
				}
			}
		}
		return out
	}
	ta, tb := threat(a), threat(b)
	var refuge hexSet
	reach := make([]hexSet, n)
	for f := range n {
		if !m.Terrain(m.Hex(f)).Passable() {
			continue
		}
		refuge.add(f)
		r := m.Reachable(m.Hex(f), units.Flyer.Stats().Speed*hex.HalfPoints, hex.Movement{Fly: true})
		for i := range n {
			if r.CanStop(m.Hex(i)) {
				reach[f].add(i)
			}
		}
	}
	for {
		changed := false
		for sa := range n {
			for sb := range n {
				if !m.Terrain(m.Hex(sa)).Passable() || !m.Terrain(m.Hex(sb)).Passable() || sa == sb {
					continue
				}
				safe := refuge.andNot(ta[sa].or(tb[sb]))
				for f := range n {
					if f != sa && f != sb && refuge.has(f) && reach[f].and(safe).empty() {
						refuge.remove(f)
						changed = true
					}
				}
			}
		}
		if !changed {
			return refuge
		}
	}
}

// TestFlyersOutrunSwordsmen shows that the other kind of draw the end-game
// study found (docs/hex-ai.md), flyers against two stacks of swordsmen, was
// forced too: the flyers act first, and from the hex where that battle
// began (m6) they can keep out of both stacks' reach for ever; and so was a
// draw of the 200 ms match and one of the 1 s match, flyers against one
// stack of pikemen (one stack threatens less than two).
func TestFlyersOutrunSwordsmen(t *testing.T) {
	m, err := hex.LoadBattleMap("river-crossing")
	if err != nil {
		t.Fatal(err)
	}
	refuge := flyerRefuge(m, units.Swordsman, units.Swordsman)
	t.Logf("flyers keep out of reach of two stacks of swordsmen from %d of %d hexes", refuge.count(), m.Len())
	if !refuge.has(m.Index(at(t, "m6"))) {
		t.Error("two stacks of swordsmen can corner flyers that start at m6")
	}
	// A draw of the 200 ms match (-seed 1, game 16): from round 25 the
	// champion's 12 pikemen (1,206 hit points) were left against 7 flyers (603).
	b := replay(t, "flyers-outrun-pikemen.txt", 182)
	if d := describe(b); d != "blue 7 flyer at g7; red 12 pikeman at i4" {
		t.Fatalf("the record's position: %s", d)
	}
	pikemen := flyerRefuge(m, units.Pikeman, units.Pikeman)
	if !pikemen.has(m.Index(at(t, "g7"))) {
		t.Error("two stacks of pikemen can corner flyers that stand at g7")
	}
	// And the 1 s match's (-seed 7, game 11): from round 21 the champion's
	// 13 pikemen (1,382 hit points) against 9 flyers and 1 pikeman (the
	// pikeman fell in round 23), the flyers in the refuge at every action
	// to the draw.
	b = replay(t, "flyer-outruns-pikemen-1s.txt", 164)
	if d := describe(b); d != "blue 13 pikeman at g4; red 9 flyer at i2; red 1 pikeman at f1" || b.Round() != 21 {
		t.Fatalf("the record's position: %s, round %d", d, b.Round())
	}
	for !b.Outcome().Over() {
		for _, u := range b.Units() {
			if u.Fighters > 0 && u.Kind == units.Flyer && !pikemen.has(m.Index(u.Pos)) {
				t.Errorf("round %d: the flyers at %v, out of their refuge from two stacks of pikemen", b.Round(), u.Pos)
			}
		}
		b = replay(t, "flyer-outruns-pikemen-1s.txt", b.Ply()+1)
	}
	// The check is not blind: two stacks of flyers can corner flyers.
	if r := flyerRefuge(m, units.Flyer, units.Flyer); !r.empty() {
		t.Errorf("flyers keep out of reach of two stacks of flyers from %d hexes", r.count())
	}
}
