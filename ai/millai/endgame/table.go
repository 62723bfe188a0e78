package endgame

import (
	"math/bits"
	"strconv"

	"stratagem/board/mill"
)

// A stored value: 0 is a draw; v > 0 is an end v-1 plies away, a win for
// the side to move when v-1 is odd (it makes the last move) and a loss when
// it is even (0: blocked now).
const maxStored = 255

func encode(plies int) byte { return byte(plies + 1) }

// Result is a position's value for the side to move.
type Result struct {
	// Outcome is +1 for a win, 0 for a draw, -1 for a loss.
	Outcome int
	// Plies is how many moves (both sides') remain with best play: the
	// winner hurries, the loser holds out. 0 for a draw.
	Plies int
}

func decode(v byte) Result {
	if v == 0 {
		return Result{}
	}
	d := int(v) - 1
	if d%2 == 1 {
		return Result{Outcome: 1, Plies: d}
	}
	return Result{Outcome: -1, Plies: d}
}

// String says the result in words.
func (r Result) String() string {
	switch r.Outcome {
	case 1:
		return "win in " + plural(r.Plies)
	case -1:
		return "loss in " + plural(r.Plies)
	}
	return "draw"
}

func plural(n int) string {
	if n == 1 {
		return "1 ply"
	}
	return strconv.Itoa(n) + " plies"
}

// Table holds solved classes.
type Table struct {
	vals [10][10][]byte
}

// Has reports whether the table holds class c.
func (t *Table) Has(c Class) bool {
	return t != nil && c.Mover >= 3 && c.Other >= 3 && c.Mover <= 9 && c.Other <= 9 && t.vals[c.Mover][c.Other] != nil
}

// Classes lists the classes held, smallest first.
func (t *Table) Classes() []Class {
	var out []Class
	for total := 6; total <= 18; total++ {
		for m := 3; m <= 9; m++ {
			if c := (Class{m, total - m}); t.Has(c) {
				out = append(out, c)
			}
		}
	}
	return out
}

// set stores a class's values.
func (t *Table) set(c Class, v []byte) { t.vals[c.Mover][c.Other] = v }

// value returns the stored byte of the position (mover on a, other on b);
// ok is false when its class is not held.
func (t *Table) value(a, b uint32) (byte, bool) {
	c := Class{bits.OnesCount32(a), bits.OnesCount32(b)}
	if !t.Has(c) {
		return 0, false
	}
	return t.vals[c.Mover][c.Other][c.index(a, b)], true
}

// Lookup returns the value of the position with the side to move on a and
// the other side on b, hands empty; ok is false when no class holds it.
func (t *Table) Lookup(a, b uint32) (Result, bool) {
	v, ok := t.value(a, b)
	if !ok {
		return Result{}, false
	}
	return decode(v), true
}

// Probe returns pos's value for the side to move when pos is a game of
// Nine Men's Morris, both hands are empty and the table holds its class.
// The 50-move count and repetitions are not looked at (see the package
// comment).
func (t *Table) Probe(pos *mill.Position) (Result, bool) {
	if t == nil || pos.Variant() != board || pos.InHand(mill.Blue) > 0 || pos.InHand(mill.Red) > 0 {
		return Result{}, false
	}
	me := pos.SideToMove()
	return t.Lookup(pos.Pieces(me), pos.Pieces(me.Other()))
}
