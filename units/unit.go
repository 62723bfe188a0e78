package units

import "stratagem/board/hex"

// Hundredths is the number of damage units in one hit point: damage and
// remainders are counted in hundredths of a hit point so that the formula's
// 5 % steps stay whole numbers.
const Hundredths = 100

// Unit is one stack of fighters on the battlefield. Its ID is its index in
// Battle.Units; a destroyed unit keeps its place with Fighters 0.
type Unit struct {
	Kind Kind
	Side Side
	Pos  hex.Hex
	// Fighters is the number of fighters left; 0 means destroyed.
	Fighters int
	// Remainder is the damage stored on the unit from earlier attacks (j in
	// the damage formula), in hundredths of a hit point: always less than
	// one fighter's hit points.
	Remainder int
	// Defending: the unit chose to defend and has not acted since
	// (+1 defence skill).
	Defending bool
	// Retaliated: the unit struck back this round; it will not again, and
	// has −1 defence skill until the round ends.
	Retaliated bool
	// Waited: the unit waited this round; it acts again later in the round.
	Waited bool
	// Acted: the unit has made its partial turn this round.
	Acted bool
}

// Alive reports whether the unit still has fighters.
func (u *Unit) Alive() bool { return u.Fighters > 0 }

// Stats returns the stats of the unit's kind.
func (u *Unit) Stats() Stats { return u.Kind.Stats() }

// Health returns the unit's total remaining hit points in hundredths:
// HP·Fighters·Hundredths − Remainder (the thesis's "full hit points").
func (u *Unit) Health() int {
	if u.Fighters <= 0 {
		return 0
	}
	return u.Kind.Stats().HP*u.Fighters*Hundredths - u.Remainder
}
