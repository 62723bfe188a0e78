package units

import (
	"fmt"
	"slices"

	"stratagem/board/hex"
	"stratagem/units/outcome"
)

// Round limits (spec "End"): the battle is a draw after QuietRounds
// consecutive rounds in which no fighter was lost, or when round MaxRounds
// ends.
const (
	QuietRounds = 10
	MaxRounds   = 100
)

// Outcome says whether the battle is over and how: the Winner (meaningful
// when Over() and not Draw), Draw, and the Reason: outcome.Destroyed (the
// loser has no units left), AllDestroyed, QuietRounds or RoundLimit (the
// draws), NotOver while the battle goes on.
type Outcome = outcome.Outcome

// Battle is the state of one battle: the map, the units, the round and who is
// to act. Apply and Undo change it in place; Clone copies it for another
// goroutine. A Battle is not safe for concurrent use.
type Battle struct {
	m     *hex.Map
	units []Unit
	start []Unit // the units at the start, for replaying the notation; never written

	round   int
	quiet   int  // consecutive completed rounds without a fighter lost
	lost    bool // a fighter was lost in the current round
	active  int
	outcome Outcome

	occ     hex.Occupancy // who stands where
	history []Action
	undo    []undoRecord
	saved   []Unit // len(units) per undo record: the units before the action

	reach hex.Reach // scratch for LegalActions
	near  []uint32  // scratch for LegalActions: near[i] == stamp marks a hex next to an enemy
	stamp uint32
}

type undoRecord struct {
	round, quiet, active int
	lost                 bool
	outcome              Outcome
}

// NewBattle returns a battle on m between the standard armies: for each side
// five stacks of StackSize fighters of the kinds ArmyOrder, placed on
// m.Starts[side] in that order. Blue's units get IDs 0–4, Red's 5–9. The map
// must have five start hexes per side; the battle keeps m and never changes it.
func NewBattle(m *hex.Map) *Battle {
	var army []Unit
	for s := range Side(NumSides) {
		for i, k := range ArmyOrder {
			army = append(army, Unit{Kind: k, Side: s, Pos: m.Starts[s][i], Fighters: StackSize})
		}
	}
	b, err := NewBattleFrom(m, army)
	if err != nil {
		panic(fmt.Sprintf("units: the standard armies do not fit map %q: %v", m.Name, err))
	}
	return b
}

// NewBattleFrom returns a battle on m with the given units (IDs are their
// indexes) at round 1, for tests, puzzles and custom armies. The units' flags
// are taken as given; every unit with fighters must stand on its own passable
// hex of the map.
func NewBattleFrom(m *hex.Map, army []Unit) (*Battle, error) {
	if len(army) > 127 {
		return nil, fmt.Errorf("%d units are too many (at most 127)", len(army))
	}
	b := &Battle{m: m, units: slices.Clone(army), round: 1, occ: hex.NewOccupancy(m)}
	for id, u := range b.units {
		if !u.Kind.Valid() || (u.Side != Blue && u.Side != Red) {
			return nil, fmt.Errorf("unit %d has kind %d and side %d", id, u.Kind, u.Side)
		}
		if u.Fighters < 0 || u.Remainder < 0 || (u.Fighters > 0 && u.Remainder >= u.Kind.Stats().HP*Hundredths) {
			return nil, fmt.Errorf("unit %d (%s) has %d fighters and remainder %d", id, u.Kind, u.Fighters, u.Remainder)
		}
		if u.Fighters == 0 {
			b.units[id].Remainder = 0
			continue
		}
		i := m.Index(u.Pos)
		if i < 0 || !m.TerrainAt(i).Passable() {
			return nil, fmt.Errorf("unit %d (%s) stands on %v, which is off the map or impassable", id, u.Kind, u.Pos)
		}
		if other := b.occ.AtIndex(i); other >= 0 {
			return nil, fmt.Errorf("units %d and %d both stand on %v", other, id, u.Pos)
		}
		b.occ.Set(u.Pos, id)
	}
	b.start = slices.Clone(b.units)
	b.outcome = b.sideOutcome()
	b.active = -1
	if !b.outcome.Over() {
		b.active = b.nextActive()
		if b.active < 0 { // every unit already acted: the round starts afresh
			for i := range b.units {
				b.units[i].Acted, b.units[i].Waited, b.units[i].Retaliated = false, false, false
			}
			b.start = slices.Clone(b.units)
			b.active = b.nextActive()
		}
	}
	return b, nil
}

// Clone returns an independent copy of b, history included (so the copy can
// Undo too). The map is shared: it is never written.
func (b *Battle) Clone() *Battle {
	c := *b
	c.units = slices.Clone(b.units)
	c.occ = b.occ.Clone()
	c.history = slices.Clone(b.history)
	c.undo = slices.Clone(b.undo)
	c.saved = slices.Clone(b.saved)
	c.reach, c.near, c.stamp = hex.Reach{}, nil, 0
	return &c
}

// Map returns the battlefield. Do not change it.
func (b *Battle) Map() *hex.Map { return b.m }

// Units returns the units; the index is the unit ID, destroyed units are kept
// with Fighters 0. The slice is b's own: read it, do not change it, and do not
// keep it across Apply or Undo.
func (b *Battle) Units() []Unit { return b.units }

// Unit returns a copy of the unit with the given ID.
func (b *Battle) Unit(id int) Unit { return b.units[id] }

// UnitAt returns the ID of the live unit standing on h, or −1.
func (b *Battle) UnitAt(h hex.Hex) int { return b.occ.At(h) }

// Round returns the current round, from 1.
func (b *Battle) Round() int { return b.round }

// QuietRoundsSoFar returns how many rounds in a row have ended without a
// fighter lost (the battle is drawn when it reaches QuietRounds).
func (b *Battle) QuietRoundsSoFar() int { return b.quiet }

// Ply returns the number of actions played since the start.
func (b *Battle) Ply() int { return len(b.history) }

// Active returns the ID of the unit to act, or −1 when the battle is over.
func (b *Battle) Active() int { return b.active }

// ToMove returns the side of the active unit (Blue when the battle is over).
func (b *Battle) ToMove() Side {
	if b.active < 0 {
		return Blue
	}
	return b.units[b.active].Side
}

// Outcome reports whether the battle is over and how.
func (b *Battle) Outcome() Outcome { return b.outcome }

// History returns the actions played since the start, oldest first (a copy).
func (b *Battle) History() []Action { return slices.Clone(b.history) }

// Initial returns a new battle at this battle's starting position.
func (b *Battle) Initial() *Battle {
	c, err := NewBattleFrom(b.m, b.start)
	if err != nil {
		panic("units: the starting position was valid: " + err.Error())
	}
	return c
}

// FirstSide returns the side that goes first among units of equal
// initiative in round: Blue in odd rounds, Red in even ones.
func FirstSide(round int) Side {
	if round&1 == 1 {
		return Blue
	}
	return Red
}

// ActsBefore reports whether unit u, of ID i, comes before unit v, of ID j,
// in the normal order of round: higher initiative first; between equal
// initiatives FirstSide(round), then the lower ID.
func ActsBefore(round int, u *Unit, i int, v *Unit, j int) bool {
	ii, ij := u.Kind.Stats().Initiative, v.Kind.Stats().Initiative
	if ii != ij {
		return ii > ij
	}
	if u.Side != v.Side {
		return u.Side == FirstSide(round)
	}
	return i < j
}

// ActsBeforeAgain reports whether unit u, of ID i, acts before unit v, of
// ID j, acts again, neither of them the unit acting now: a unit yet to act
// this round comes before one that has acted; between two yet to act the
// order of this round decides, between two that have acted that of the next
// round (ActsBefore; waits aside).
func ActsBeforeAgain(round int, u *Unit, i int, v *Unit, j int) bool {
	switch {
	case u.Acted != v.Acted:
		return v.Acted
	case u.Acted:
		return ActsBefore(round+1, u, i, v, j)
	}
	return ActsBefore(round, u, i, v, j)
}

// NextToAct returns the ID of the unit to act now in round among the units
// of IDs 0 to n−1 that candidate returns (nil for one that may not act:
// dead, or done this round): the first unit in normal order (ActsBefore)
// that has not waited; when there is none, the waiting units in exactly the
// reverse of the normal order (lowest initiative first, ties the other way
// round); −1 when there is no candidate. It is the battle's turn order, and
// that of AIs simulating turns on copies of the units.
func NextToAct(round, n int, candidate func(id int) *Unit) int {
	best, waiting := -1, -1
	var bu, wu *Unit
	for id := range n {
		u := candidate(id)
		switch {
		case u == nil:
		case !u.Waited:
			if best < 0 || ActsBefore(round, u, id, bu, best) {
				best, bu = id, u
			}
		case waiting < 0 || ActsBefore(round, wu, waiting, u, id):
			waiting, wu = id, u
		}
	}
	if best >= 0 {
		return best
	}
	return waiting
}

// before reports whether unit i comes before unit j in this round's normal
// order (ActsBefore).
func (b *Battle) before(i, j int) bool {
	return ActsBefore(b.round, &b.units[i], i, &b.units[j], j)
}

// nextActive returns the unit to act now (NextToAct among the live units
// that have not acted), −1 when every live unit has acted.
func (b *Battle) nextActive() int {
	return NextToAct(b.round, len(b.units), func(id int) *Unit {
		if u := &b.units[id]; u.Fighters > 0 && !u.Acted {
			return u
		}
		return nil
	})
}

// Queue returns the IDs of the units still to act this round after the
// active unit, in the order they will act: first those that have not yet
// acted or waited, then the waiting ones, where they will act again.
func (b *Battle) Queue() []int {
	var normal, waiting []int
	for id := range b.units {
		u := &b.units[id]
		if id == b.active || u.Fighters <= 0 || u.Acted {
			continue
		}
		if u.Waited {
			waiting = append(waiting, id)
		} else {
			normal = append(normal, id)
		}
	}
	if b.active < 0 {
		return nil
	}
	slices.SortFunc(normal, func(i, j int) int { return b.cmp(i, j) })
	slices.SortFunc(waiting, func(i, j int) int { return b.cmp(j, i) })
	return append(normal, waiting...)
}

func (b *Battle) cmp(i, j int) int {
	switch {
	case i == j:
		return 0
	case b.before(i, j):
		return -1
	}
	return 1
}

// Alive returns the number of live units of side s.
func (b *Battle) Alive(s Side) int {
	n := 0
	for i := range b.units {
		if b.units[i].Side == s && b.units[i].Fighters > 0 {
			n++
		}
	}
	return n
}

// sideOutcome reports a side with no units left.
func (b *Battle) sideOutcome() Outcome {
	return outcome.LastStanding(b.Alive(Blue), b.Alive(Red))
}

// endRound closes the current round (every live unit has acted): it applies
// the draw rules and otherwise starts the next round.
func (b *Battle) endRound() {
	if b.lost {
		b.quiet = 0
	} else {
		b.quiet++
	}
	switch {
	case b.quiet >= QuietRounds:
		b.outcome = Outcome{Draw: true, Reason: outcome.QuietRounds}
	case b.round >= MaxRounds:
		b.outcome = Outcome{Draw: true, Reason: outcome.RoundLimit}
	}
	if b.outcome.Over() {
		b.active = -1
		return
	}
	b.round++
	b.lost = false
	for i := range b.units {
		u := &b.units[i]
		u.Acted, u.Waited, u.Retaliated = false, false, false
	}
	b.active = b.nextActive()
}
