package units

import "fmt"

// Validate checks the battle's invariants — every live unit on its own
// passable hex and the occupancy index agreeing, fighters never above the
// start, remainders below one fighter's hit points, the active unit live
// and not done, the round and draw counters within their limits, and the
// outcome agreeing with the armies — and reports the first broken one.
// Tests and soaks call it after every action.
func (b *Battle) Validate() error {
	occupied, alive := b.occ.Count(), 0
	for id := range b.units {
		u := &b.units[id]
		if u.Fighters < 0 || u.Fighters > b.start[id].Fighters {
			return fmt.Errorf("unit %d has %d fighters (started with %d)", id, u.Fighters, b.start[id].Fighters)
		}
		if u.Fighters == 0 {
			if u.Remainder != 0 {
				return fmt.Errorf("destroyed unit %d keeps remainder %d", id, u.Remainder)
			}
			continue
		}
		alive++
		if u.Remainder < 0 || u.Remainder >= u.Kind.Stats().HP*Hundredths {
			return fmt.Errorf("unit %d has remainder %d", id, u.Remainder)
		}
		i := b.m.Index(u.Pos)
		if i < 0 || !b.m.TerrainAt(i).Passable() {
			return fmt.Errorf("unit %d stands on %v", id, u.Pos)
		}
		if other := b.occ.AtIndex(i); other != id {
			return fmt.Errorf("unit %d stands on %v, which the index gives to %d", id, u.Pos, other)
		}
	}
	if occupied != alive {
		return fmt.Errorf("%d hexes are occupied by %d live units", occupied, alive)
	}
	if b.round < 1 || b.round > MaxRounds {
		return fmt.Errorf("round %d", b.round)
	}
	if so := b.sideOutcome(); so.Over() && b.outcome != so {
		return fmt.Errorf("outcome %v, but %v", b.outcome, so)
	}
	if b.outcome.Over() != (b.active < 0) {
		return fmt.Errorf("outcome %v with active unit %d", b.outcome, b.active)
	}
	if !b.outcome.Over() {
		if b.quiet >= QuietRounds {
			return fmt.Errorf("%d quiet rounds and the battle goes on", b.quiet)
		}
		u := &b.units[b.active]
		if u.Fighters <= 0 || u.Acted {
			return fmt.Errorf("active unit %d is destroyed or has acted", b.active)
		}
		if next := b.nextActive(); next != b.active {
			return fmt.Errorf("active unit %d, but the order says %d", b.active, next)
		}
	}
	if len(b.undo) != len(b.history) || len(b.saved) != len(b.history)*len(b.units) {
		return fmt.Errorf("undo stack of %d/%d for %d actions", len(b.undo), len(b.saved), len(b.history))
	}
	return nil
}
