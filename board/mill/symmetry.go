package mill

import "math/bits"

// Symmetries lists the sixteen symmetries of the board: Symmetries[s][p]
// is where symmetry s takes point p. They are the four quarter turns, each
// with or without a mirror in the diagonal through a1, and each of those
// with or without swapping the inner and outer squares; every one takes
// lines to lines and neighbours to neighbours, so it takes a position to
// one just as good. Symmetry 0 is the identity.
var Symmetries [16][NumPoints]Point

func init() {
	// Point 8*ring + k: k counts round a square from its lower-left
	// corner, even k corners. A quarter turn adds 2 to k, the mirror takes
	// k to -k, and the swap takes ring 0 to 2 and 2 to 0.
	for s := range 16 {
		turn, mirror, swap := s&3, s>>2&1, s>>3&1
		for p := range NumPoints {
			ring, k := p/8, p%8
			if mirror == 1 {
				k = (8 - k) % 8
			}
			k = (k + 2*turn) % 8
			if swap == 1 {
				ring = 2 - ring
			}
			Symmetries[s][p] = Point(8*ring + k)
		}
	}
}

// Inverse returns the symmetry that undoes symmetry s.
func Inverse(s int) int {
	for t := range 16 {
		if Symmetries[t][Symmetries[s][0]] == 0 && Symmetries[t][Symmetries[s][1]] == 1 && Symmetries[t][Symmetries[s][8]] == 8 {
			return t
		}
	}
	panic("mill: a symmetry with no inverse")
}

// TransformSet returns the image of the point set b (bit p for point p)
// under symmetry s.
func TransformSet(b uint32, s int) uint32 {
	var out uint32
	for ; b != 0; b &= b - 1 {
		out |= 1 << uint(Symmetries[s][bits.TrailingZeros32(b)])
	}
	return out
}

// TransformMove returns the image of m under symmetry s.
func TransformMove(m Move, s int) Move {
	f := func(p Point) Point {
		if p == NoPoint {
			return NoPoint
		}
		return Symmetries[s][p]
	}
	return Move{From: f(m.From), To: f(m.To), Remove: f(m.Remove)}
}
