package mech

import "fmt"

// Validate checks the duel's invariants and reports the first broken one:
// every field of every mech within its range (armour, structure, heat,
// ammunition, sinks, twist ≥ 0 and at most the design's); live mechs on
// their own hexes of the map and the occupancy index agreeing; destroyed
// mechs holding nothing; no damage pending outside the attack phases; hits
// waiting for their rolls only during an attack phase, on a live mech;
// clubs neither made nor lost; the club hash up to date; the turn within
// 1..MaxTurns; the outcome agreeing with the forces (once the end of a
// phase is resolved); someone (or the
// initiative dice) to act while the duel goes on; the undo stacks in step.
// Tests and soaks call it after every action.
func (d *Duel) Validate() error {
	for _, validate := range duelInvariants {
		if err := validate(d); err != nil {
			return err
		}
	}
	return nil
}

// duelInvariants are Validate's groups of invariants, in the order they are
// checked: the order decides which broken invariant is reported.
var duelInvariants = []func(*Duel) error{
	(*Duel).validateClubHash,
	(*Duel).validateMechs,
	(*Duel).validateCounts,
	(*Duel).validateTurn,
	(*Duel).validateRollsAwaited,
	(*Duel).validateUndo,
}

// validateClubHash checks the club hash against the clubs lying on the map.
func (d *Duel) validateClubHash() error {
	var clubHash uint64
	for i, n := range d.clubs {
		clubHash ^= clubKey(i, n)
	}
	if clubHash != d.clubHash {
		return fmt.Errorf("club hash %#x, recomputed %#x", d.clubHash, clubHash)
	}
	return nil
}

// validateMechs checks each mech in ID order.
func (d *Duel) validateMechs() error {
	for id := range d.mechs {
		if err := d.validateMech(id); err != nil {
			return err
		}
	}
	return nil
}

// validateMech checks mech id: its own fields (checkMech), its design
// and side as at the start, what it may have waiting in this phase, and,
// alive, its hex; destroyed, that it holds no club and does not act.
func (d *Duel) validateMech(id int) error {
	u := &d.mechs[id]
	if err := checkMech(u); err != nil {
		return fmt.Errorf("mech %d (%s): %w", id, d.MechName(id), err)
	}
	if u.Design != d.start[id].Design || u.Side != d.start[id].Side {
		return fmt.Errorf("mech %d changed design or side", id)
	}
	if err := d.validateDue(id); err != nil {
		return err
	}
	if !u.Alive() {
		if u.Club || !u.Done && d.phase != InitiativePhase {
			return fmt.Errorf("destroyed mech %d holds a club or is to act", id)
		}
		return nil
	}
	i := d.m.Index(u.Pos)
	if i < 0 {
		return fmt.Errorf("mech %d stands on %v, off the map", id, u.Pos)
	}
	if other := d.occ.AtIndex(i); other != id {
		return fmt.Errorf("mech %d stands on %v, which the index gives to %d", id, u.Pos, other)
	}
	return nil
}

// validateDue checks that mech id has waiting only what the phase can have:
// damage pending only during an attack phase, before its end is resolved;
// critical hits, a fall and piloting rolls only while the end of a phase is
// resolved (piloting rolls also during the physical phase, where kicks call
// for them); heat rolls only while the end of the turn is resolved.
func (d *Duel) validateDue(id int) error {
	u := &d.mechs[id]
	if (d.phase != WeaponPhase && d.phase != PhysicalPhase || d.closing) && (u.Pending != [NumSections]int{} || u.Through != 0) {
		return fmt.Errorf("mech %d has damage %v pending in the %v phase", id, u.Pending, d.phase)
	}
	if !d.closing && (u.CheckCrit != 0 || u.CritsDue != 0 || u.FallDue != 0) {
		return fmt.Errorf("mech %d has critical hits or a fall due outside the end of a phase", id)
	}
	if u.HeatChecks != 0 && !(d.closing && d.phase == EndPhase) {
		return fmt.Errorf("mech %d has heat rolls due in the %v phase", id, d.phase)
	}
	if !d.closing && u.Checks != 0 && d.phase != PhysicalPhase {
		return fmt.Errorf("mech %d has piloting rolls due in the %v phase", id, d.phase)
	}
	return nil
}

// validateCounts checks the totals: as many hexes occupied as live mechs, and
// as many clubs, lying or held, as at the start.
func (d *Duel) validateCounts() error {
	alive, clubs := 0, 0
	for id := range d.mechs {
		if u := &d.mechs[id]; u.Alive() {
			alive++
			if u.Club {
				clubs++
			}
		}
	}
	for _, n := range d.clubs {
		clubs += int(n)
	}
	if occupied := d.occ.Count(); occupied != alive {
		return fmt.Errorf("%d hexes are occupied by %d live mechs", occupied, alive)
	}
	if clubs != d.clubTotal {
		return fmt.Errorf("%d clubs, %d at the start", clubs, d.clubTotal)
	}
	return nil
}

// validateTurn checks the turn and phase, the outcome against the forces, and
// while the duel goes on the initiative winner and that someone is to act.
func (d *Duel) validateTurn() error {
	if d.turn < 1 || d.turn > MaxTurns || d.phase < InitiativePhase || d.phase >= numPhases {
		return fmt.Errorf("turn %d, %v phase", d.turn, d.phase)
	}
	if so := d.sideOutcome(); so.Over() && d.outcome != so && !d.closing {
		return fmt.Errorf("outcome %v, but %v", d.outcome, so)
	}
	if d.outcome.Over() {
		return nil
	}
	if (d.phase == InitiativePhase) != (d.winner == NoSide) {
		return fmt.Errorf("initiative winner %v in the %v phase", d.winner, d.phase)
	}
	if _, c := d.nextChance(); c == NoChance && d.phase != InitiativePhase && d.sideToAct() == NoSide {
		return fmt.Errorf("nobody to act in the %v phase", d.phase)
	}
	return nil
}

// validateRollsAwaited checks the rolls the rules wait for: hits waiting for
// their location rolls only during an attack phase, on a live mech, and a
// phase being closed only while a roll is due (or the duel just ended).
func (d *Duel) validateRollsAwaited() error {
	if q := &d.hits; q.n > 0 {
		if q.next >= q.n || q.n > MaxGroups || d.closing || d.phase != WeaponPhase && d.phase != PhysicalPhase ||
			q.target < 0 || int(q.target) >= len(d.mechs) || !d.mechs[q.target].Alive() {
			return fmt.Errorf("hits %+v waiting in the %v phase", *q, d.phase)
		}
	} else if *q != (hitQueue{}) {
		return fmt.Errorf("an empty hit queue %+v", *q)
	}
	if _, c := d.nextChance(); d.closing && (c == NoChance && !d.outcome.Over() ||
		d.phase != WeaponPhase && d.phase != PhysicalPhase && d.phase != EndPhase) {
		return fmt.Errorf("closing the %v phase with no roll to make", d.phase)
	}
	return nil
}

// validateUndo checks that the undo stacks hold a record per action played.
func (d *Duel) validateUndo() error {
	if len(d.undo) != len(d.history) || len(d.saved) != len(d.history)*len(d.mechs) {
		return fmt.Errorf("undo stack of %d/%d for %d actions", len(d.undo), len(d.saved), len(d.history))
	}
	return nil
}
