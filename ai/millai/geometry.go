package millai

import (
	"math/bits"

	"stratagem/board/mill"
)

// Bit-set views of the board geometry, built once from mill.Mills and
// mill.Neighbours so the evaluation works on whole sets of points at a time.
var (
	lineMask   [16]uint32             // each mill line as a bit set
	linesOf    [mill.NumPoints][2]int // the two lines through each point
	neighbours [mill.NumPoints]uint32 // each point's neighbours as a bit set
)

func init() {
	var n [mill.NumPoints]int
	for i, line := range mill.Mills {
		for _, p := range line {
			lineMask[i] |= bit(p)
			linesOf[p][n[p]] = i
			n[p]++
		}
	}
	for p := range mill.Point(mill.NumPoints) {
		for _, q := range mill.Neighbours[p] {
			neighbours[p] |= bit(q)
		}
	}
}

func bit(p mill.Point) uint32 { return 1 << uint(p) }

func count(b uint32) int { return bits.OnesCount32(b) }

// points calls f for every point in set b, lowest first.
func points(b uint32, f func(mill.Point)) {
	for ; b != 0; b &= b - 1 {
		f(mill.Point(bits.TrailingZeros32(b)))
	}
}

// closes reports whether own (with the moved piece already on to) has a mill through to.
func closes(own uint32, to mill.Point) bool {
	for _, l := range linesOf[to] {
		if own&lineMask[l] == lineMask[l] {
			return true
		}
	}
	return false
}
