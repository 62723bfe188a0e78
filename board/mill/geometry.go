// Package mill holds the rules of Mill (Nine Men's Morris): the board, the
// three phases, removals, the ways a game ends, the move notation and a
// Zobrist hash. It is pure Go with no randomness, so searches can copy,
// apply and undo positions quickly and deterministically.
package mill

import "fmt"

// Point is one of the 24 points of the board, 0..23, or NoPoint.
//
// Points are numbered square by square (outer, middle, inner), each square
// clockwise from its lower-left corner as seen with rank 1 at the bottom:
// index 8*ring + k, where even k are corners and odd k are side midpoints.
type Point int8

// NoPoint marks an absent point (no origin for a placement, no removal).
const NoPoint Point = -1

// NumPoints is the number of points on the board.
const NumPoints = 24

// pointNames in index order; see Point.
var pointNames = [NumPoints]string{
	"a1", "d1", "g1", "g4", "g7", "d7", "a7", "a4",
	"b2", "d2", "f2", "f4", "f6", "d6", "b6", "b4",
	"c3", "d3", "e3", "e4", "e5", "d5", "c5", "c4",
}

// String returns the point's name, e.g. "d6".
func (p Point) String() string {
	if p < 0 || p >= NumPoints {
		return "-"
	}
	return pointNames[p]
}

// File returns the point's column on the 7×7 grid, 0 (a) to 6 (g).
func (p Point) File() int { return int(pointNames[p][0] - 'a') }

// Rank returns the point's row on the 7×7 grid, 0 (rank 1) to 6 (rank 7).
func (p Point) Rank() int { return int(pointNames[p][1] - '1') }

// ParsePoint reads a point name such as "d6".
func ParsePoint(s string) (Point, error) {
	for i, n := range pointNames {
		if n == s {
			return Point(i), nil
		}
	}
	return NoPoint, fmt.Errorf("%q is not a point of the board (a1, d1, g1, …, e5)", s)
}

// Mills lists the 16 lines of three points; each mill's points are adjacent in order.
var Mills [16][3]Point

// Neighbours lists, for each point, the points joined to it by a line.
var Neighbours [NumPoints][]Point

// millsOf lists, for each point, the indexes in Mills of the two mills through it.
var millsOf [NumPoints][2]int8

// millMask holds each mill as a bit set of its points.
var millMask [16]uint32

// neighbourMask holds each point's neighbours as a bit set.
var neighbourMask [NumPoints]uint32

func init() {
	n := 0
	for ring := 0; ring < 3; ring++ {
		for side := 0; side < 4; side++ {
			a := Point(8*ring + 2*side)
			Mills[n] = [3]Point{a, Point(8*ring + (2*side+1)%8), Point(8*ring + (2*side+2)%8)}
			n++
		}
	}
	for k := 1; k < 8; k += 2 {
		Mills[n] = [3]Point{Point(k), Point(k + 8), Point(k + 16)}
		n++
	}
	var count [NumPoints]int
	for i, m := range Mills {
		for _, p := range m {
			millsOf[p][count[p]] = int8(i)
			count[p]++
			millMask[i] |= 1 << uint(p)
		}
		for j := 0; j < 2; j++ {
			a, b := m[j], m[j+1]
			Neighbours[a] = append(Neighbours[a], b)
			Neighbours[b] = append(Neighbours[b], a)
			neighbourMask[a] |= 1 << uint(b)
			neighbourMask[b] |= 1 << uint(a)
		}
	}
}

// MillsThrough returns the two mills that pass through p.
func MillsThrough(p Point) [2][3]Point {
	return [2][3]Point{Mills[millsOf[p][0]], Mills[millsOf[p][1]]}
}

// Adjacent reports whether a line joins a and b with no point between.
func Adjacent(a, b Point) bool { return neighbourMask[a]&(1<<uint(b)) != 0 }
