package hexai

import (
	"stratagem/board/hex"
	"stratagem/units"
)

// The tactician's simulation (seed 000, steps 2–5): a copy of the map
// without units, the AI-unit records placed on it, and apply/undo of the
// action combinations. It follows the rules of units for who may go where and
// in which order units act, but — as in the seed — it does not model losses:
// a simulated attack changes no fighters, it raises the target's
// attackedCount instead.

// aiUnit is the tactician's copy of one unit (the seed's AIUnit). The
// embedded Unit carries its kind, side, hex, fighters and condition
// (Fighters, Remainder: the seed's hit points) and the actions it has used
// this round (Acted, Waited; Retaliated and Defending are the other flags
// our rules keep per round). attackedCount counts the simulated attacks on
// it along the chain of simulated rounds; it starts at 0 and is kept when a
// new simulated round resets the actions.
type aiUnit struct {
	units.Unit
	attackedCount int
}

// simulation is the copied board: the map (shared, never written), the AI
// units indexed by unit ID (each side's list is the units of that side:
// swapping the lists is asking for the other side's next unit), and who
// stands where among them.
type simulation struct {
	m        *hex.Map
	us       []aiUnit
	occ      hex.Occupancy // the IDs of the AI units by hex
	round    int           // the simulated round: decides who goes first among equal initiatives
	saved    []aiUnit
	savedRnd []int
	reach    hex.Reach
	occupied func(hex.Hex) bool
	// vacated is a unit whose hex occupied reports free (−1: none): the
	// threat assessment for a unit about to move lets the enemy path
	// through, and stop on, the hex it leaves.
	vacated int
}

// load copies b into s: the seed's steps 2–4. Every attackedCount is 0.
func (s *simulation) load(b *units.Battle) {
	s.m = b.Map()
	src := b.Units()
	s.us = s.us[:0]
	for _, u := range src {
		s.us = append(s.us, aiUnit{Unit: u})
	}
	s.occ = hex.NewOccupancy(s.m)
	for id := range s.us {
		if u := &s.us[id]; u.Fighters > 0 {
			s.occ.Set(u.Pos, id)
		}
	}
	s.round = b.Round()
	s.saved, s.savedRnd = s.saved[:0], s.savedRnd[:0]
	s.vacated = -1
	if s.occupied == nil {
		s.occupied = func(h hex.Hex) bool {
			id := s.occ.At(h)
			return id >= 0 && id != s.vacated
		}
	}
}

// save pushes the state for undo.
func (s *simulation) save() {
	s.saved = append(s.saved, s.us...)
	s.savedRnd = append(s.savedRnd, s.round)
}

// undo takes back the last apply or newRound.
func (s *simulation) undo() {
	for id := range s.us {
		if u := &s.us[id]; u.Fighters > 0 {
			s.occ.Set(u.Pos, -1)
		}
	}
	k := len(s.us)
	copy(s.us, s.saved[len(s.saved)-k:])
	s.saved = s.saved[:len(s.saved)-k]
	for id := range s.us {
		if u := &s.us[id]; u.Fighters > 0 {
			s.occ.Set(u.Pos, id)
		}
	}
	n := len(s.savedRnd) - 1
	s.round, s.savedRnd = s.savedRnd[n], s.savedRnd[:n]
}

// apply plays the action combination a of unit id on the copy: the unit
// moves, uses its action (or its wait), and a simulated attack raises the
// target's attackedCount and spends its retaliation for the round. Fighters
// are never taken (the seed's simulation does not model deaths).
func (s *simulation) apply(id int, a units.Action) {
	s.save()
	u := &s.us[id]
	switch a.Kind {
	case units.Move:
		if a.To != u.Pos {
			s.occ.Move(id, u.Pos, a.To)
			u.Pos = a.To
		}
		u.Defending, u.Acted = false, true
		if a.Target >= 0 {
			t := &s.us[a.Target]
			t.attackedCount++
			if t.Kind != units.Archer {
				t.Retaliated = true
			}
		}
	case units.Shoot:
		u.Defending, u.Acted = false, true
		s.us[a.Target].attackedCount++
	case units.Defend:
		u.Defending, u.Acted = true, true
	case units.Wait:
		u.Waited = true
	}
}

// newRound starts a new simulated round (the seed's new SimulatedRound):
// every unit's actions are reset to unused, attackedCount is kept. undo
// takes it back.
func (s *simulation) newRound() {
	s.save()
	s.round++
	for id := range s.us {
		u := &s.us[id]
		u.Acted, u.Waited, u.Retaliated = false, false, false
	}
}

// nextOf returns the unit of side to act next in this simulated round —
// the first in the rules' normal order that has neither acted nor waited,
// else the waiting one that comes back first (units.NextToAct) — or −1 when
// side has nobody left to act this round.
func (s *simulation) nextOf(side units.Side) int {
	return units.NextToAct(s.round, len(s.us), func(id int) *units.Unit {
		if u := &s.us[id].Unit; u.Side == side && u.Fighters > 0 && !u.Acted {
			return u
		}
		return nil
	})
}

// combinations appends the action combinations of unit id that exist under
// our rules, in the order Battle.LegalActions uses: attacks without moving,
// then by destination a move & end followed by the moves & attacks from
// there, an archer's shots, then wait — or, when the unit has already
// waited this round, end (Defend). The seed's "attack & move", "move & wait"
// and "attack & wait" do not exist here: moving or attacking ends a partial
// turn, and waiting is a whole partial turn.
func (s *simulation) combinations(id int, los *losTable, buf []units.Action) []units.Action {
	u := &s.us[id]
	archer := u.Kind == units.Archer
	s.reach.Compute(s.m, u.Pos, u.Kind.Stats().Speed*hex.HalfPoints,
		hex.Movement{Fly: u.Kind == units.Flyer, Occupied: s.occupied})
	if !archer {
		buf = s.appendAttacks(buf, u.Pos, u.Side)
	}
	for i, n := 0, s.m.Len(); i < n; i++ {
		if s.occ.AtIndex(i) >= 0 || !s.m.TerrainAt(i).Passable() {
			continue
		}
		h := s.m.Hex(i)
		if _, ok := s.reach.Cost(h); !ok {
			continue
		}
		buf = append(buf, units.Action{Kind: units.Move, To: h, Target: units.NoTarget})
		if !archer {
			buf = s.appendAttacks(buf, h, u.Side)
		}
	}
	if archer {
		from := s.m.Index(u.Pos)
		for t := range s.us {
			if e := &s.us[t]; e.Fighters > 0 && e.Side != u.Side && los.visible(from, s.m.Index(e.Pos)) {
				buf = append(buf, units.Action{Kind: units.Shoot, To: u.Pos, Target: int8(t)})
			}
		}
	}
	if !u.Waited {
		return append(buf, units.Action{Kind: units.Wait, To: u.Pos, Target: units.NoTarget})
	}
	return append(buf, units.Action{Kind: units.Defend, To: u.Pos, Target: units.NoTarget})
}

func (s *simulation) appendAttacks(buf []units.Action, to hex.Hex, side units.Side) []units.Action {
	for _, n := range to.Neighbours() {
		if t := s.occ.At(n); t >= 0 && s.us[t].Side != side {
			buf = append(buf, units.Action{Kind: units.Move, To: to, Target: int8(t)})
		}
	}
	return buf
}

// losTable caches line of sight between hexes of one map: sight depends on
// terrain only, never on units, so a row is worked out once per map.
type losTable struct {
	m    *hex.Map
	rows [][]bool
}

func (l *losTable) reset(m *hex.Map) {
	if l.m == m {
		return
	}
	l.m, l.rows = m, make([][]bool, m.Len())
}

// visible reports whether the hexes with indexes from and to see each other.
func (l *losTable) visible(from, to int) bool { return l.row(from)[to] }

func (l *losTable) row(from int) []bool {
	if r := l.rows[from]; r != nil {
		return r
	}
	r := make([]bool, l.m.Len())
	a := l.m.Hex(from)
	for j := range r {
		r[j] = l.m.LineOfSight(a, l.m.Hex(j))
	}
	l.rows[from] = r
	return r
}
