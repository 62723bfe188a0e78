package mech

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"stratagem/board/hex"
	"stratagem/units/internal/game"
)

// Kind is what an action does.
type Kind int8

// The kinds of action, by phase.
const (
	// Initiative (initiative phase): the dice of both sides, Rolls[0] for
	// Blue and Rolls[1] for Red (2d6 each, never equal: ties are re-rolled).
	Initiative Kind = iota
	// Move (movement phase): mech Mech moves in Mode to To, ending with its
	// legs facing Facing. MP, Hexes and Heat are derived (LegalActions and
	// ParseAction fill them in). Standing up (Mode GetUp) carries its
	// piloting roll in Rolls[0]: on a miss the mech stays down, facing as
	// it was.
	Move
	// Twist (reaction phase): mech Mech sets its torso twist to Twist (−1, 0, +1).
	Twist
	// Fire (weapon phase): mech Mech fires the weapons of the slots in
	// Weapons (a bit mask, not empty) at Target; Rolls[slot] is each
	// weapon's to-hit roll.
	Fire
	// PickUp (weapon phase): mech Mech fires nothing and picks up a club
	// lying in its hex.
	PickUp
	// Strike (physical phase): mech Mech makes the physical attack Blow on
	// Target with the to-hit roll Rolls[0].
	Strike
	// Pass (weapon or physical phase): mech Mech does nothing this phase.
	Pass
	// EndTurn (end phase): mech Mech sets Sinks heat sinks on, drops its club
	// if Drop, and dumps the ammunition of the slots in Weapons.
	EndTurn
	// Resolve (any phase, when the rules wait for the dice): the roll
	// Rolls[0] of the Chance the rules wait for, about mech Mech (see
	// Duel.Awaiting).
	Resolve
	numKinds
)

var kindNames = [numKinds]string{"initiative", "move", "twist", "fire", "pick up", "strike", "pass", "end turn", "resolve"}

func (k Kind) String() string {
	if k < 0 || k >= numKinds {
		return fmt.Sprintf("Kind(%d)", int8(k))
	}
	return kindNames[k]
}

// Blow is a physical attack.
type Blow int8

// The physical attacks.
const (
	Punch Blow = iota + 1
	Kick
	ClubBlow
	numBlows
)

var blowNames = [numBlows]string{"", "punch", "kick", "club"}

func (b Blow) String() string {
	if b < Punch || b >= numBlows {
		return fmt.Sprintf("Blow(%d)", int8(b))
	}
	return blowNames[b]
}

// Action is one decision of a player or of the dice. It is comparable.
// Fields a kind does not use are zero (the canonical form, which
// LegalActions, ParseAction and IsLegal use).
//
// Actions that need dice (Initiative, Fire, Strike, Resolve) come from
// LegalActions without them; Roll fills them in, and only a rolled action
// can be applied.
type Action struct {
	Kind   Kind
	Mech   int8
	Mode   Mode          // Move
	To     hex.Hex       // Move
	Facing hex.Direction // Move: the legs' facing at the end
	// MP, Hexes and Heat of a Move: the MP spent, the hexes moved (the to-hit
	// modifier against the mech) and the heat gained.
	MP, Hexes, Heat int8
	Twist           int8  // Twist
	Target          int8  // Fire, Strike
	Weapons         uint8 // Fire: the slots fired; EndTurn: the slots whose ammunition is dumped
	Blow            Blow  // Strike
	Sinks           int8  // EndTurn: heat sinks on
	Drop            bool  // EndTurn: drop the club
	Chance          Chance
	// Rolls holds the 2d6 totals (2..12): see Kind.
	Rolls [MaxWeapons]uint8
}

// Dice rolls two six-sided dice. The rules never roll by themselves: the
// dice come in the actions (see Roll), so play is deterministic.
type Dice interface {
	// Roll2d6 returns the total of two dice, 2..12.
	Roll2d6() int
}

// RandomDice are fair dice from a seeded generator.
type RandomDice struct{ rng *rand.Rand }

// NewDice returns fair dice seeded with seed: the same seed, the same rolls.
func NewDice(seed uint64) *RandomDice {
	return &RandomDice{rand.New(rand.NewPCG(seed, 0x6d656368))}
}

// Roll2d6 rolls two dice.
func (r *RandomDice) Roll2d6() int { return r.rng.IntN(6) + r.rng.IntN(6) + 2 }

// FixedDice returns the given totals in turn, starting again after the last:
// for tests and puzzles.
type FixedDice struct {
	Totals []int
	next   int
}

// Roll2d6 returns the next total.
func (f *FixedDice) Roll2d6() int {
	t := f.Totals[f.next%len(f.Totals)]
	f.next++
	return t
}

// NeedsDice reports whether a is of a kind that carries dice.
func (a Action) NeedsDice() bool {
	return a.Kind == Initiative || a.Kind == Fire || a.Kind == Strike || a.Kind == Resolve || a.Kind == Move && a.Mode == GetUp
}

// Rolled reports whether a carries every roll it needs (and no other), and
// for the initiative two that differ.
func (a Action) Rolled() bool { return a.hasRolls() && !a.tied() }

// tied reports whether a is an initiative whose two rolls are equal (the
// dice are rolled again: see Roll).
func (a Action) tied() bool { return a.Kind == Initiative && a.Rolls[0] == a.Rolls[1] }

// hasRolls reports whether a carries a 2d6 total for every roll it needs and
// nothing for the others.
func (a Action) hasRolls() bool {
	var need uint8
	switch a.Kind {
	case Initiative:
		need = 3
	case Fire:
		need = a.Weapons
	case Strike, Resolve:
		need = 1
	case Move:
		if a.Mode == GetUp {
			need = 1
		}
	}
	for i, r := range a.Rolls {
		if need&(1<<i) != 0 {
			if r < 2 || r > 12 {
				return false
			}
		} else if r != 0 {
			return false
		}
	}
	return true
}

// Roll returns a with its dice rolled: both sides' initiative (re-rolled
// until they differ), one to-hit roll per weapon fired, the strike's roll,
// the piloting roll of standing up, or the roll a Resolve stands for.
// Other actions are returned unchanged.
func Roll(a Action, dice Dice) Action {
	a.Rolls = [MaxWeapons]uint8{}
	switch a.Kind {
	case Initiative:
		for n := 0; a.Rolls[0] == a.Rolls[1]; n++ {
			if n == 1000 {
				panic("mech: the initiative dice tied 1000 times")
			}
			a.Rolls[0], a.Rolls[1] = uint8(dice.Roll2d6()), uint8(dice.Roll2d6())
		}
	case Fire:
		for w := range MaxWeapons {
			if a.Weapons&(1<<w) != 0 {
				a.Rolls[w] = uint8(dice.Roll2d6())
			}
		}
	case Strike, Resolve:
		a.Rolls[0] = uint8(dice.Roll2d6())
	case Move:
		if a.Mode == GetUp {
			a.Rolls[0] = uint8(dice.Roll2d6())
		}
	}
	return a
}

// Unrolled returns a without its dice.
func (a Action) Unrolled() Action {
	a.Rolls = [MaxWeapons]uint8{}
	return a
}

// LegalActions appends to buf every action that may be taken now, unrolled,
// and returns it (nothing when the duel is over). The order is
// deterministic:
//   - while the rules wait for the dice (Awaiting): the one Resolve action
//     (roll it);
//   - initiative: the one Initiative action (roll it);
//   - movement: for each mech that may move, in ID order: stand, then its
//     walks, runs and jumps as Moves lists them;
//   - reaction: the active mech's twists −1, 0, +1;
//   - weapon attacks: pass, pick up a club, then by target in ID order every
//     non-empty set of the weapons that can fire at it, by increasing mask;
//   - physical attacks: pass, then by target punch, kick, club;
//   - end of turn: for sinks as they are, all on and all off (IsLegal
//     accepts any number), drop the club or not, and every set of weapons
//     with ammunition left to dump, the action that changes nothing first.
func (d *Duel) LegalActions(buf []Action) []Action {
	if d.outcome.Over() {
		return buf
	}
	if a, ok := d.Awaiting(); ok {
		return append(buf, a)
	}
	if d.phase == InitiativePhase {
		return append(buf, Action{Kind: Initiative})
	}
	s := d.sideToAct()
	if s == NoSide {
		return buf
	}
	if d.phase == MovementPhase {
		for id := range d.mechs {
			if u := &d.mechs[id]; u.Side == s && !u.Done {
				for m := range numModes {
					buf = d.Moves(id, m, buf)
				}
			}
		}
		return buf
	}
	id := d.firstToAct(s)
	u := &d.mechs[id]
	me := int8(id)
	switch d.phase {
	case ReactionPhase:
		for t := int8(-1); t <= 1; t++ {
			buf = append(buf, Action{Kind: Twist, Mech: me, Twist: t})
		}
	case WeaponPhase:
		buf = append(buf, Action{Kind: Pass, Mech: me})
		if d.canPickUp(id) {
			buf = append(buf, Action{Kind: PickUp, Mech: me})
		}
		for t := range d.mechs {
			usable := d.usableWeapons(id, t)
			// Every non-empty subset of usable, by increasing mask.
			for mask := 1; mask <= int(usable); mask++ {
				if uint8(mask)&^usable == 0 {
					buf = append(buf, Action{Kind: Fire, Mech: me, Target: int8(t), Weapons: uint8(mask)})
				}
			}
		}
	case PhysicalPhase:
		buf = append(buf, Action{Kind: Pass, Mech: me})
		for t := range d.mechs {
			for b := Punch; b < numBlows; b++ {
				if _, ok := d.StrikeToHit(id, t, b); ok {
					buf = append(buf, Action{Kind: Strike, Mech: me, Target: int8(t), Blow: b})
				}
			}
		}
	case EndPhase:
		all := int8(u.Sinks())
		sinks := []int8{int8(u.SinksOn)}
		for _, n := range []int8{all, 0} {
			if n != sinks[0] && (len(sinks) < 2 || n != sinks[1]) {
				sinks = append(sinks, n)
			}
		}
		var ammo uint8
		for w := range u.Stats().Weapons {
			if u.Ammo[w] > 0 {
				ammo |= 1 << w
			}
		}
		drops := []bool{false}
		if u.Club {
			drops = append(drops, true)
		}
		for _, n := range sinks {
			for _, drop := range drops {
				for mask := 0; mask <= int(ammo); mask++ {
					if uint8(mask)&^ammo == 0 {
						buf = append(buf, Action{Kind: EndTurn, Mech: me, Sinks: n, Drop: drop, Weapons: uint8(mask)})
					}
				}
			}
		}
	}
	return buf
}

// IsLegal reports whether a may be applied now: it is rolled (see Roll) and
// in canonical form, and the rules allow it.
func (d *Duel) IsLegal(a Action) bool { return d.check(a) == nil }

// IsLegalChoice reports whether a, a decision without its dice (as
// LegalActions lists them and the AIs return them), is legal once rolled.
func (d *Duel) IsLegalChoice(a Action) bool {
	if a.NeedsDice() {
		if a.Rolled() {
			return false // a choice carries no dice
		}
		a = Roll(a, &FixedDice{Totals: []int{7, 8}}) // the values do not matter, only that they are there
	}
	return d.IsLegal(a)
}

// ErrOver is returned by Play when the duel is over.
var ErrOver = errors.New("the duel is over")

// Play applies a after checking that it is legal.
func (d *Duel) Play(a Action) error {
	if err := d.check(a); err != nil {
		return err
	}
	d.Apply(a)
	return nil
}

// check returns why a may not be applied now, or nil.
func (d *Duel) check(a Action) error {
	if d.outcome.Over() {
		return ErrOver
	}
	if !a.hasRolls() {
		return fmt.Errorf("%v: the dice are missing or wrong (rolls %v)", a.Kind, a.Rolls)
	}
	if a.tied() {
		return fmt.Errorf("the initiative dice tied %d-%d: ties are rerolled", a.Rolls[0], a.Rolls[1])
	}
	if want, ok := d.Awaiting(); ok {
		if a.Unrolled() != want {
			return fmt.Errorf("the dice roll first: %s", d.FormatAction(want))
		}
		return nil
	}
	switch a.Kind {
	case Resolve:
		return errors.New("the rules wait for no dice")
	case Initiative:
		return d.checkInitiative(a)
	}
	return d.checkMechAction(a)
}

// checkInitiative checks the initiative roll a.
func (d *Duel) checkInitiative(a Action) error {
	if d.phase != InitiativePhase {
		return fmt.Errorf("initiative is rolled in the initiative phase, not the %v phase", d.phase)
	}
	if a.Unrolled() != (Action{Kind: Initiative}) {
		return errors.New("initiative: not in canonical form")
	}
	return nil
}

// kindPhase is the phase of each kind of action a mech takes (Pass has
// two: see allowedIn).
var kindPhase = [numKinds]Phase{Move: MovementPhase, Twist: ReactionPhase, Fire: WeaponPhase, PickUp: WeaponPhase,
	Strike: PhysicalPhase, EndTurn: EndPhase}

// allowedIn reports whether a mech may take an action of kind k in phase p.
func (k Kind) allowedIn(p Phase) bool {
	if k == Pass {
		return p == WeaponPhase || p == PhysicalPhase
	}
	return k >= 0 && k < numKinds && kindPhase[k] == p
}

// checkMechAction checks a, an action of a mech: the mech may act, the
// kind belongs to the phase, the rules of the kind allow it, and it is in
// canonical form.
func (d *Duel) checkMechAction(a Action) error {
	id := int(a.Mech)
	if !d.CanAct(id) {
		if id < 0 || id >= len(d.mechs) {
			return fmt.Errorf("no mech %d", id)
		}
		return fmt.Errorf("%s cannot act now (%v phase)", d.MechName(id), d.phase)
	}
	name := d.MechName(id)
	if !a.Kind.allowedIn(d.phase) {
		return fmt.Errorf("%s: no %v in the %v phase", name, a.Kind, d.phase)
	}
	want, err := d.canonical(id, a)
	if err != nil {
		return err
	}
	if a != want {
		return fmt.Errorf("%s: %v action not in canonical form", name, a.Kind)
	}
	return nil
}

// canonical checks a, an action of mech id of a kind that belongs to the
// phase, by the rules of its kind, and returns the form of a that the rules
// accept: the kind's fields as a has them (a move's derived ones as the
// rules work them out), the others zero.
func (d *Duel) canonical(id int, a Action) (Action, error) {
	switch a.Kind {
	case Move:
		return d.canonicalMove(id, a)
	case Twist:
		return d.canonicalTwist(id, a)
	case Fire:
		return d.canonicalFire(id, a)
	case PickUp:
		return d.canonicalPickUp(id, a)
	case Strike:
		return d.canonicalStrike(id, a)
	case EndTurn:
		return d.canonicalEndTurn(id, a)
	}
	return a.bare(), nil // Pass
}

// bare returns a with only the fields every kind keeps: the kind, the mech
// and the rolls.
func (a Action) bare() Action { return Action{Kind: a.Kind, Mech: a.Mech, Rolls: a.Rolls} }

// canonicalMove: the move must be one the mech can make; its MP, hexes
// and heat are derived, not taken from a.
func (d *Duel) canonicalMove(id int, a Action) (Action, error) {
	m, ok := d.moveAction(id, a.Mode, a.To, a.Facing)
	if !ok {
		return Action{}, fmt.Errorf("%s cannot %v to %v facing %v", d.MechName(id), a.Mode, a.To, a.Facing)
	}
	m.Rolls = a.Rolls
	return m, nil
}

// canonicalTwist: at most one hex-side either way.
func (d *Duel) canonicalTwist(id int, a Action) (Action, error) {
	if a.Twist < -1 || a.Twist > 1 {
		return Action{}, fmt.Errorf("%s: twist %d", d.MechName(id), a.Twist)
	}
	want := a.bare()
	want.Twist = a.Twist
	return want, nil
}

// canonicalFire: a mech of the duel as the target, and at least one
// weapon, every one able to fire at it.
func (d *Duel) canonicalFire(id int, a Action) (Action, error) {
	name := d.MechName(id)
	if a.Target < 0 || int(a.Target) >= len(d.mechs) {
		return Action{}, fmt.Errorf("%s: no target %d", name, a.Target)
	}
	usable := d.usableWeapons(id, int(a.Target))
	if a.Weapons == 0 || a.Weapons&^usable != 0 {
		return Action{}, fmt.Errorf("%s cannot fire slots %08b at %s (usable %08b)", name, a.Weapons, d.MechName(int(a.Target)), usable)
	}
	want := a.bare()
	want.Target, want.Weapons = a.Target, a.Weapons
	return want, nil
}

// canonicalPickUp: a club lies in the mech's hex and it holds none.
func (d *Duel) canonicalPickUp(id int, a Action) (Action, error) {
	if !d.canPickUp(id) {
		return Action{}, fmt.Errorf("%s cannot pick up a club", d.MechName(id))
	}
	return a.bare(), nil
}

// canonicalStrike: a mech of the duel as the target, within reach of the
// blow.
func (d *Duel) canonicalStrike(id int, a Action) (Action, error) {
	name := d.MechName(id)
	if a.Target < 0 || int(a.Target) >= len(d.mechs) {
		return Action{}, fmt.Errorf("%s: no target %d", name, a.Target)
	}
	if _, ok := d.StrikeToHit(id, int(a.Target), a.Blow); !ok {
		return Action{}, fmt.Errorf("%s cannot %v %s", name, a.Blow, d.MechName(int(a.Target)))
	}
	want := a.bare()
	want.Target, want.Blow = a.Target, a.Blow
	return want, nil
}

// canonicalEndTurn: no more heat sinks on than the mech has, a club to
// drop, and ammunition in every slot dumped.
func (d *Duel) canonicalEndTurn(id int, a Action) (Action, error) {
	u := &d.mechs[id]
	name := d.MechName(id)
	if a.Sinks < 0 || int(a.Sinks) > u.Sinks() {
		return Action{}, fmt.Errorf("%s has %d heat sinks, not %d", name, u.Sinks(), a.Sinks)
	}
	if a.Drop && !u.Club {
		return Action{}, fmt.Errorf("%s holds no club", name)
	}
	for w := range MaxWeapons {
		if a.Weapons&(1<<w) != 0 && u.Ammo[w] == 0 {
			return Action{}, fmt.Errorf("%s has no ammunition in slot %d to dump", name, w+1)
		}
	}
	want := a.bare()
	want.Sinks, want.Drop, want.Weapons = a.Sinks, a.Drop, a.Weapons
	return want, nil
}

// canPickUp reports whether mech id could pick up a club: it holds none and
// one lies in its hex.
func (d *Duel) canPickUp(id int) bool {
	u := &d.mechs[id]
	return !u.Club && d.clubs[d.m.Index(u.Pos)] > 0
}

// Apply plays a, which must be legal (from LegalActions then Roll, or
// checked with IsLegal): Apply does not check it. Undo takes it back.
func (d *Duel) Apply(a Action) {
	d.undo = append(d.undo, undoRecord{turn: d.turn, phase: d.phase, winner: d.winner, last: d.last,
		outcome: d.outcome, clubLog: len(d.clubLog), clubHashOld: d.clubHash, hits: d.hits, closing: d.closing})
	d.saved = append(d.saved, d.mechs...)
	d.history = append(d.history, a)

	switch a.Kind {
	case Initiative:
		d.winner = Blue
		if a.Rolls[1] > a.Rolls[0] {
			d.winner = Red
		}
		d.beginPhase(MovementPhase)
		d.advance()
		return
	case Resolve:
		d.resolve(a.Chance, int(a.Mech), int(a.Rolls[0]))
		d.advance()
		return
	}
	id := int(a.Mech)
	u := &d.mechs[id]
	switch a.Kind {
	case Move:
		if a.Mode == GetUp {
			if int(a.Rolls[0]) >= u.PilotingNeed(0) {
				u.Prone, u.Facing = false, a.Facing
			}
			u.Mode, u.Moved = GetUp, 0
			u.Heat += int(a.Heat)
			break
		}
		d.occ.Move(id, u.Pos, a.To) // nothing changes when it stays
		u.Pos = a.To
		u.Facing, u.Mode, u.Moved = a.Facing, a.Mode, int(a.Hexes)
		u.Heat += int(a.Heat)
	case Twist:
		u.Twist = int(a.Twist)
	case Fire:
		d.fireWeapons(id, int(a.Target), a.Weapons, &a.Rolls)
	case PickUp:
		i := d.m.Index(u.Pos)
		d.setClubs(i, d.clubs[i]-1)
		u.Club = true
	case Strike:
		d.strike(id, int(a.Target), a.Blow, int(a.Rolls[0]))
	case EndTurn:
		u.SinksOn = int(a.Sinks)
		if a.Drop {
			i := d.m.Index(u.Pos)
			d.setClubs(i, d.clubs[i]+1)
			u.Club = false
		}
		for w := range MaxWeapons {
			if a.Weapons&(1<<w) != 0 {
				u.Ammo[w] = 0
			}
		}
	}
	u.Done = true
	d.last = u.Side
	d.advance()
}

// Undo takes back the last Apply. It panics when there is nothing to undo.
func (d *Duel) Undo() {
	n := len(d.undo) - 1
	r := d.undo[n]
	d.saved = game.Restore(d.mechs, d.saved, d.occ, onMap)
	for j := len(d.clubLog) - 1; j >= r.clubLog; j-- {
		c := d.clubLog[j]
		d.clubs[c.i] = c.old
	}
	d.clubLog = d.clubLog[:r.clubLog]
	d.clubHash = r.clubHashOld
	d.turn, d.phase, d.winner, d.last, d.outcome = r.turn, r.phase, r.winner, r.last, r.outcome
	d.hits, d.closing = r.hits, r.closing
	d.undo = d.undo[:n]
	d.history = d.history[:len(d.history)-1]
}

// onMap reports whether u stands on the map (it is alive) and where.
func onMap(u *Mech) (hex.Hex, bool) { return u.Pos, u.Alive() }
