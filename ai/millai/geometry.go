package millai

import (
	"math/bits"
	"sync"

	"stratagem/board/mill"
)

// geometry is a board's lines and neighbours as bit sets, built once per
// mill.Variant so the evaluation and the rule-based player work on whole
// sets of points at a time.
type geometry struct {
	lines      [][3]mill.Point       // the lines that make mills, in the variant's order
	lineMask   []uint32              // each line as a bit set
	linesOf    [mill.MaxPoints][]int // the lines through each point, by index
	neighbours [mill.MaxPoints]uint32
	degree     [mill.MaxPoints]uint8 // the number of neighbours of each point
	// walls: the evaluation counts a side that can be walled in (eval.go).
	// Only on the 24-point board without diagonals (Nine Men's Morris,
	// Lasker), where it was measured; in Twelve Men's Morris its first ten
	// games lost five where the evaluation without it had lost one.
	walls bool
	// plainPlacing: the placing is scored by the pieces and their free
	// steps alone (eval.go). On the boards with diagonals (Twelve Men's
	// Morris, Morabaraba), where twice twelve pieces fill the board.
	plainPlacing bool
}

func newGeometry(v *mill.Variant) *geometry {
	g := &geometry{lines: v.Mills(), walls: v.NumPoints() == 24 && !v.HasDiagonals(), plainPlacing: v.HasDiagonals()}
	g.lineMask = make([]uint32, len(g.lines))
	for i, line := range g.lines {
		for _, p := range line {
			g.lineMask[i] |= bit(p)
			g.linesOf[p] = append(g.linesOf[p], i)
		}
	}
	for p := range mill.Point(v.NumPoints()) {
		g.neighbours[p] = v.NeighbourSet(p)
		g.degree[p] = uint8(count(g.neighbours[p]))
	}
	return g
}

// standardGeometry is Nine Men's Morris's, looked up without a map.
var standardGeometry = newGeometry(mill.NineMensMorris)

// otherGeometries holds the geometry of every other variant met so far.
var otherGeometries sync.Map // *mill.Variant → *geometry

// geometryOf returns v's geometry, building it at first use.
func geometryOf(v *mill.Variant) *geometry {
	if v == mill.NineMensMorris {
		return standardGeometry
	}
	if g, ok := otherGeometries.Load(v); ok {
		return g.(*geometry)
	}
	g, _ := otherGeometries.LoadOrStore(v, newGeometry(v))
	return g.(*geometry)
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
func (g *geometry) closes(own uint32, to mill.Point) bool {
	for _, l := range g.linesOf[to] {
		if own&g.lineMask[l] == g.lineMask[l] {
			return true
		}
	}
	return false
}
