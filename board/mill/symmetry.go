package mill

import "math/bits"

// threeSquares are the sixteen symmetries of the board of three squares
// (Nine Men's Morris's 24 points, numbered as in NineMensMorris):
// threeSquares[s][p] is where symmetry s takes point p. They are the four
// quarter turns, each with or without a mirror in the diagonal through a1,
// and each of those with or without swapping the inner and outer squares.
// Symmetry 0 is the identity.
var threeSquares = func() (syms [16][24]Point) {
	// Point 8*ring + k: k counts round a square from its lower-left
	// corner, even k corners. A quarter turn adds 2 to k, the mirror takes
	// k to -k, and the swap takes ring 0 to 2 and 2 to 0.
	for s := range 16 {
		turn, mirror, swap := s&3, s>>2&1, s>>3&1
		for p := range 24 {
			ring, k := p/8, p%8
			if mirror == 1 {
				k = (8 - k) % 8
			}
			k = (k + 2*turn) % 8
			if swap == 1 {
				ring = 2 - ring
			}
			syms[s][p] = Point(8*ring + k)
		}
	}
	return syms
}()

// findSymmetries returns the symmetries of v's board, identity first: those
// of the three squares that take every line to a line and every pair of
// neighbours to neighbours, so they take a position to one just as good.
// A board on other points than the three squares' gets the identity alone.
func (v *Variant) findSymmetries() [][MaxPoints]Point {
	var identity [MaxPoints]Point
	for p := range identity {
		identity[p] = Point(p)
	}
	out := [][MaxPoints]Point{identity}
	// where[i] is the number, in the three squares' numbering, of v's point i.
	var where [MaxPoints]Point
	for i := range v.numPoints {
		where[i] = NoPoint
		for j, name := range nineSpec.Points {
			if name == v.names[i] {
				where[i] = Point(j)
			}
		}
		if where[i] == NoPoint || v.numPoints != len(nineSpec.Points) {
			return out
		}
	}
	var back [24]Point // the inverse of where
	for i := range v.numPoints {
		back[where[i]] = Point(i)
	}
	for s := 1; s < 16; s++ {
		var perm [MaxPoints]Point
		for i := range v.numPoints {
			perm[i] = back[threeSquares[s][where[i]]]
		}
		if v.keeps(&perm) {
			out = append(out, perm)
		}
	}
	return out
}

// keeps reports whether the permutation perm of the points takes lines to
// lines and neighbours to neighbours.
func (v *Variant) keeps(perm *[MaxPoints]Point) bool {
	image := func(b uint32) uint32 {
		var out uint32
		for ; b != 0; b &= b - 1 {
			out |= bit(perm[bits.TrailingZeros32(b)])
		}
		return out
	}
	for _, m := range v.lineMasks {
		if !containsMask(v.lineMasks, image(m)) {
			return false
		}
	}
	for p := range v.numPoints {
		if image(v.neighbourMask[p]) != v.neighbourMask[perm[p]] {
			return false
		}
	}
	return true
}

func containsMask(masks []uint32, m uint32) bool {
	for _, x := range masks {
		if x == m {
			return true
		}
	}
	return false
}

// Symmetries returns how many symmetries the board has (numbered from 0,
// the identity): 16 for the boards of three squares, Nine and Twelve Men's
// Morris; 1 for a board with no symmetry known here.
func (v *Variant) Symmetries() int { return len(v.syms) }

// Symmetry returns where symmetry s takes point p.
func (v *Variant) Symmetry(s int, p Point) Point { return v.syms[s][p] }

// InverseSymmetry returns the symmetry that undoes symmetry s.
func (v *Variant) InverseSymmetry(s int) int {
	for t := range v.syms {
		undone := true
		for p := range v.numPoints {
			undone = undone && v.syms[t][v.syms[s][p]] == Point(p)
		}
		if undone {
			return t
		}
	}
	panic("mill: a symmetry with no inverse") // findSymmetries keeps a group
}

// TransformSet returns the image of the point set b (bit p for point p)
// under symmetry s.
func (v *Variant) TransformSet(b uint32, s int) uint32 {
	perm := &v.syms[s]
	var out uint32
	for ; b != 0; b &= b - 1 {
		out |= 1 << uint(perm[bits.TrailingZeros32(b)])
	}
	return out
}

// TransformMove returns the image of m under symmetry s.
func (v *Variant) TransformMove(m Move, s int) Move {
	f := func(p Point) Point {
		if p == NoPoint {
			return NoPoint
		}
		return v.syms[s][p]
	}
	return Move{From: f(m.From), To: f(m.To), Remove: f(m.Remove)}
}
