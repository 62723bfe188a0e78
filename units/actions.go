package units

import (
	"errors"
	"fmt"
	"slices"

	"stratagem/board/hex"
	"stratagem/units/internal/game"
)

// ActionKind is what a unit does in its partial turn.
type ActionKind int8

// The partial turns of spec 2.3.
const (
	// Move: move to To (possibly 0 hexes: To is the unit's own hex), then
	// attack Target, an enemy adjacent to To, unless Target is −1. Archers
	// never attack in melee: their moves have no target.
	Move ActionKind = iota
	// Shoot: an archer that has not moved shoots Target, any enemy in its
	// line of sight; no retaliation.
	Shoot
	// Defend: neither move nor attack; +1 defence skill until the unit next
	// acts (moves or shoots). Does not stack.
	Defend
	// Wait: act again later this round (once a round).
	Wait
)

func (k ActionKind) String() string {
	switch k {
	case Move:
		return "move"
	case Shoot:
		return "shoot"
	case Defend:
		return "defend"
	case Wait:
		return "wait"
	}
	return fmt.Sprintf("ActionKind(%d)", int8(k))
}

// NoTarget is the Target of an action that attacks nobody.
const NoTarget int8 = -1

// Action is one partial turn of the active unit. It is comparable: actions
// from LegalActions can be compared with ==. In canonical form (as
// LegalActions returns them), To is the unit's own hex for Shoot, Defend and
// Wait, and Target is NoTarget for Defend and Wait and for moves without an
// attack.
type Action struct {
	Kind   ActionKind
	To     hex.Hex
	Target int8 // unit ID or NoTarget
}

// Attacks reports whether the action strikes an enemy.
func (a Action) Attacks() bool {
	return (a.Kind == Move || a.Kind == Shoot) && a.Target >= 0
}

// Prediction is what an attack would do: the damage dealt (in hundredths of a
// hit point) and the fighters killed, and the same for the retaliation (zero
// when there is none).
type Prediction struct {
	Damage, Kills                       int
	RetaliationDamage, RetaliationKills int
}

// Moves returns the movement rules of unit id: flyers are terrain-blind and
// pass over everything; nobody can stop on, or walk through, another unit.
func (b *Battle) movement(id int) hex.Movement {
	return hex.Movement{Fly: b.units[id].Kind == Flyer, Pieces: b.occ}
}

// budget is the movement budget of unit id in half-points.
func (b *Battle) budget(id int) int { return b.units[id].Kind.Stats().Speed * hex.HalfPoints }

// Reachable returns where unit id could move now (any unit, not only the
// active one: the screen shows an enemy's threat with it). Its CanStop and
// Destinations give the hexes the unit may end its move on.
func (b *Battle) Reachable(id int) *hex.Reach {
	return b.m.Reachable(b.units[id].Pos, b.budget(id), b.movement(id))
}

// Path returns the cheapest path for unit id from its hex to to, both
// included, or nil if it cannot end its move there.
func (b *Battle) Path(id int, to hex.Hex) []hex.Hex {
	r := b.Reachable(id)
	if !r.CanStop(to) {
		return nil
	}
	return r.Path(to)
}

// LegalActions appends to buf every legal action of the active unit and
// returns it (nothing when the battle is over). The order is deterministic:
// attacks from where the unit stands, then moves by destination in map
// order, each followed by the attacks from there; shots; Defend; Wait.
func (b *Battle) LegalActions(buf []Action) []Action {
	id := b.active
	if id < 0 {
		return buf
	}
	u := &b.units[id]
	archer := u.Kind == Archer
	b.reach.Compute(b.m, u.Pos, b.budget(id), b.movement(id))
	// Mark the hexes next to an enemy: only from those can the unit attack.
	if len(b.near) != b.m.Len() {
		b.near = make([]uint32, b.m.Len())
	}
	b.stamp++
	if !archer {
		for t := range b.units {
			if e := &b.units[t]; e.Fighters > 0 && e.Side != u.Side {
				ei := b.m.Index(e.Pos)
				for d := range hex.Direction(hex.NumDirections) {
					if j := b.m.NeighbourIndex(ei, d); j >= 0 {
						b.near[j] = b.stamp
					}
				}
			}
		}
		if b.near[b.m.Index(u.Pos)] == b.stamp {
			buf = b.appendAttacks(buf, u.Pos, u.Side)
		}
	}
	for i, n := 0, b.m.Len(); i < n; i++ {
		if !b.reach.ReachedAt(i) || b.occ.AtIndex(i) >= 0 || !b.m.TerrainAt(i).Passable() {
			continue // the unit's own hex is occupied by itself
		}
		h := b.m.Hex(i)
		buf = append(buf, Action{Kind: Move, To: h, Target: NoTarget})
		if b.near[i] == b.stamp {
			buf = b.appendAttacks(buf, h, u.Side)
		}
	}
	if archer {
		for t := range b.units {
			e := &b.units[t]
			if e.Fighters > 0 && e.Side != u.Side && b.m.LineOfSight(u.Pos, e.Pos) {
				buf = append(buf, Action{Kind: Shoot, To: u.Pos, Target: int8(t)})
			}
		}
	}
	buf = append(buf, Action{Kind: Defend, To: u.Pos, Target: NoTarget})
	if !u.Waited {
		buf = append(buf, Action{Kind: Wait, To: u.Pos, Target: NoTarget})
	}
	return buf
}

// appendAttacks appends a Move to `to` attacking each enemy of side adjacent to it.
func (b *Battle) appendAttacks(buf []Action, to hex.Hex, side Side) []Action {
	for _, n := range to.Neighbours() {
		t := b.UnitAt(n)
		if t >= 0 && b.units[t].Side != side {
			buf = append(buf, Action{Kind: Move, To: to, Target: int8(t)})
		}
	}
	return buf
}

// canonical returns a in the form LegalActions uses.
func (b *Battle) canonical(a Action) Action {
	switch a.Kind {
	case Shoot:
		a.To = b.units[b.active].Pos
	case Defend, Wait:
		a.To, a.Target = b.units[b.active].Pos, NoTarget
	}
	if a.Target < 0 {
		a.Target = NoTarget
	}
	return a
}

// IsLegal reports whether a (in any form: see Action) is legal now.
func (b *Battle) IsLegal(a Action) bool {
	if b.active < 0 {
		return false
	}
	a = b.canonical(a)
	var buf [256]Action
	return slices.Contains(b.LegalActions(buf[:0]), a)
}

// ErrOver is returned by Play when the battle is over.
var ErrOver = errors.New("the battle is over")

// Play applies a after checking that it is legal.
func (b *Battle) Play(a Action) error {
	if b.active < 0 {
		return ErrOver
	}
	if !b.IsLegal(a) {
		return fmt.Errorf("%s is not legal for %s", b.describe(a), b.UnitName(b.active))
	}
	b.Apply(b.canonical(a))
	return nil
}

// describe formats a for an error message without assuming it is legal.
func (b *Battle) describe(a Action) string {
	s := fmt.Sprintf("%s to %v", a.Kind, a.To)
	if a.Target >= 0 && int(a.Target) < len(b.units) {
		s += " at " + b.UnitName(int(a.Target))
	} else if a.Target >= 0 {
		s += fmt.Sprintf(" at unit %d", a.Target)
	}
	return s
}

// Apply plays a, which must be legal (from LegalActions, or checked with
// IsLegal): Apply does not check it. Undo takes it back.
func (b *Battle) Apply(a Action) {
	b.undo = append(b.undo, undoRecord{round: b.round, quiet: b.quiet, active: b.active, lost: b.lost, outcome: b.outcome})
	b.saved = append(b.saved, b.units...)
	b.history = append(b.history, a)

	id := b.active
	u := &b.units[id]
	switch a.Kind {
	case Move:
		b.occ.Move(id, u.Pos, a.To) // nothing changes when it stays
		u.Pos = a.To
		u.Defending, u.Acted = false, true
		if a.Target >= 0 {
			b.strike(id, int(a.Target), true)
		}
	case Shoot:
		u.Defending, u.Acted = false, true
		b.strike(id, int(a.Target), false)
	case Defend:
		u.Defending, u.Acted = true, true
	case Wait:
		u.Waited = true
	}

	if b.outcome = b.sideOutcome(); b.outcome.Over() {
		b.active = -1
		return
	}
	if b.active = b.nextActive(); b.active < 0 {
		b.endRound()
	}
}

// strike resolves an attack of unit att on unit def, with the retaliation
// when melee is true.
func (b *Battle) strike(att, def int, melee bool) {
	p := b.predict(b.units[att], b.units[def], melee)
	b.hit(def, p.Kills, p.defRemainder)
	if p.retaliates {
		b.units[def].Retaliated = true
		b.hit(att, p.RetaliationKills, p.attRemainder)
	}
}

// hit takes kills fighters from unit id and stores its new remainder,
// removing it from the map when it is destroyed.
func (b *Battle) hit(id, kills, remainder int) {
	u := &b.units[id]
	if kills > 0 {
		b.lost = true
	}
	u.Fighters -= kills
	u.Remainder = remainder
	if u.Fighters <= 0 {
		u.Fighters, u.Remainder = 0, 0
		b.occ.Set(u.Pos, -1)
	}
}

type resolved struct {
	Prediction
	retaliates                 bool
	defRemainder, attRemainder int
}

// predict works out an attack of attacker (already where it attacks from)
// on defender without changing anything.
func (b *Battle) predict(attacker, defender Unit, melee bool) resolved {
	return resolve(attacker, defender, b.m.Terrain(attacker.Pos), b.m.Terrain(defender.Pos), melee)
}

// PredictBlow works out a blow of attacker, standing on terrain at, on
// defender, standing on dt, without a battle: the damage and kills, and
// for a melee blow the retaliation by the rules (none from archers, from a
// stack the blow destroys, or from one that has struck back this round).
// The AIs use it to weigh blows between units placed where they are not.
func PredictBlow(attacker, defender Unit, at, dt hex.Terrain, melee bool) Prediction {
	return resolve(attacker, defender, at, dt, melee).Prediction
}

// resolve is predict and PredictBlow with the terrains given.
func resolve(attacker, defender Unit, at, dt hex.Terrain, melee bool) resolved {
	var r resolved
	r.Damage, r.Kills, r.defRemainder = Damage(attacker, defender, at, dt)
	defender.Fighters -= r.Kills
	defender.Remainder = r.defRemainder
	r.attRemainder = attacker.Remainder
	if melee && defender.Fighters > 0 && defender.Kind != Archer && !defender.Retaliated {
		r.retaliates = true
		r.RetaliationDamage, r.RetaliationKills, r.attRemainder = Damage(defender, attacker, dt, at)
	}
	return r
}

// Predict returns what the attack a of the active unit would do, without
// doing it; zero for actions that attack nobody. a should be legal.
func (b *Battle) Predict(a Action) Prediction {
	if b.active < 0 || !a.Attacks() || int(a.Target) >= len(b.units) {
		return Prediction{}
	}
	att := b.units[b.active]
	if a.Kind == Move {
		att.Pos = a.To
	}
	att.Defending = false
	return b.predict(att, b.units[a.Target], a.Kind == Move).Prediction
}

// Undo takes back the last Apply. It panics when there is nothing to undo.
func (b *Battle) Undo() {
	n := len(b.undo) - 1
	r := b.undo[n]
	b.saved = game.Restore(b.units, b.saved, b.occ, onMap)
	b.round, b.quiet, b.active, b.lost, b.outcome = r.round, r.quiet, r.active, r.lost, r.outcome
	b.undo = b.undo[:n]
	b.history = b.history[:len(b.history)-1]
}

// onMap reports whether u stands on the map (it has fighters left) and where.
func onMap(u *Unit) (hex.Hex, bool) { return u.Pos, u.Fighters > 0 }
