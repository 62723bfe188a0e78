// Package endgame holds Mill's endgame databases: the exact value — win,
// draw or loss, with the number of plies to the end — of every position in
// which both hands are empty and each side has from three to MaxPieces
// pieces on the board (flying included), and of three pieces against up to
// nine (Shipped), computed by the project's own retrograde analysis (Build)
// and read by the search (Table.Probe).
//
// A position is stored from the side to move's view, as a class (pieces of
// the side to move, pieces of the other side) and an index within it. The
// board's sixteen symmetries (four turns, a mirror, swapping the inner and
// outer squares) are folded: the mover's pieces are brought to the first of
// their sixteen images and the opponent's follow the same symmetry, so a
// class holds about a sixteenth of its positions.
//
// The values follow the rules in board/mill: a side with two pieces has
// lost, a side to move with no move has lost, a mill removes one piece not
// in a mill (any piece when all stand in mills), three pieces fly. The
// 50-move rule and repetition are not part of them: a win here is a win
// when the 50-move count lets it be played out (Probe's caller checks), and
// a draw is a draw under any rule.
package endgame

import (
	"math/bits"
	"sync"

	"stratagem/board/mill"
)

// MaxPieces is the most pieces a side may have in every class this
// package builds by default (Shipped adds three against more); a Set takes
// any bound from 3 to 9.
const MaxPieces = 5

// The databases are for Nine Men's Morris: the indexing assumes its 24
// points, two lines through each, and its sixteen symmetries, and the
// shipped files hold its values. They hold the endings of a variant that
// moves as Nine Men's Morris once the hands are empty too (Holds); another
// variant needs databases (and indexing) of its own, and Table.Probe
// answers nothing for one.
var board = mill.NineMensMorris

// holds remembers Holds's answer for each variant asked about (variants
// never change): *mill.Variant → bool.
var holds sync.Map

// Holds reports whether the databases hold the endings of variant v (both
// hands empty): v is Nine Men's Morris or moves as it (mill.Variant.MovesAs),
// as Lasker Morris does.
func Holds(v *mill.Variant) bool {
	if v == board {
		return true
	}
	if ok, found := holds.Load(v); found {
		return ok.(bool)
	}
	ok := v.MovesAs(board)
	holds.Store(v, ok)
	return ok
}

// numPoints is the board's size.
const numPoints = 24

// geometry as bit sets, built from board/mill's tables.
var (
	millMask  [16]uint32
	millsOf   [numPoints][2]uint32 // the two mill masks through a point
	neighbour [numPoints]uint32
)

// binom[n][k] is n choose k, for n ≤ 24.
var binom [numPoints + 1][numPoints + 1]uint32

const allPoints = 1<<numPoints - 1

func init() {
	if board.NumPoints() != numPoints || board.NumMills() != len(millMask) {
		panic("endgame: the standard board is not the one the databases index")
	}
	var n [numPoints]int
	for i, line := range board.Mills() {
		for _, p := range line {
			millMask[i] |= 1 << uint(p)
		}
		for _, p := range line {
			millsOf[p][n[p]] = millMask[i]
			n[p]++
		}
	}
	for p := range mill.Point(numPoints) {
		neighbour[p] = board.NeighbourSet(p)
	}
	for i := range binom {
		binom[i][0] = 1
		for k := 1; k <= i; k++ {
			binom[i][k] = binom[i-1][k-1] + binom[i-1][k]
		}
	}
}

// transform returns the image of the point set b under symmetry s.
func transform(b uint32, s int) uint32 { return board.TransformSet(b, s) }

// rank is the colex rank of the set b among the sets of its size.
func rank(b uint32) uint32 {
	var r uint32
	for i := 1; b != 0; i++ {
		r += binom[bits.TrailingZeros32(b)][i]
		b &= b - 1
	}
	return r
}

// unrank returns the k-point set of colex rank r.
func unrank(r uint32, k int) uint32 {
	var b uint32
	for i := k; i >= 1; i-- {
		p := i - 1
		for binom[p+1][i] <= r {
			p++
		}
		b |= 1 << uint(p)
		r -= binom[p][i]
	}
	return b
}

// compress numbers the points of b by their order among the points of free
// (b ⊆ free): the opponent's pieces among the points the mover leaves.
func compress(b, free uint32) uint32 {
	var out uint32
	for ; b != 0; b &= b - 1 {
		low := b & -b
		out |= 1 << uint(bits.OnesCount32(free&(low-1)))
	}
	return out
}

// expand undoes compress.
func expand(c, free uint32) uint32 {
	var out uint32
	for i := 0; free != 0; i++ {
		low := free & -free
		if c&(1<<uint(i)) != 0 {
			out |= low
		}
		free &^= low
	}
	return out
}

// moverSets are the canonical sets of k mover pieces: reps[k] lists them,
// canon[k][rank] gives, for any k-set, its representative's number and the
// symmetry that takes the set to it.
type moverSets struct {
	reps  []uint32
	canon []canonEntry
}

type canonEntry struct {
	rep  uint32 // index in reps
	syms uint16 // bit s set: symmetry s takes the set to reps[rep]
}

var (
	movers     [10]*moverSets
	moversOnce [10]sync.Once
)

// moverSetsOf returns the canonical sets of k pieces, built at first use.
func moverSetsOf(k int) *moverSets {
	moversOnce[k].Do(func() { movers[k] = buildMoverSets(k) })
	return movers[k]
}

func buildMoverSets(k int) *moverSets {
	n := binom[numPoints][k]
	ms := &moverSets{canon: make([]canonEntry, n)}
	repOf := map[uint32]uint32{}
	for r := range n {
		b := unrank(r, k)
		best, syms := rank(b), uint16(1)
		for s := 1; s < 16; s++ {
			switch t := rank(transform(b, s)); {
			case t < best:
				best, syms = t, 1<<s
			case t == best:
				syms |= 1 << s
			}
		}
		id, ok := repOf[best]
		if !ok {
			id = uint32(len(ms.reps))
			repOf[best] = id
			ms.reps = append(ms.reps, unrank(best, k))
		}
		ms.canon[r] = canonEntry{rep: id, syms: syms}
	}
	return ms
}

// Class is a kind of endgame: Mover pieces for the side to move, Other for
// the side that just moved.
type Class struct{ Mover, Other int }

// Size is how many entries the class holds.
func (c Class) Size() int {
	return len(moverSetsOf(c.Mover).reps) * int(binom[numPoints-c.Mover][c.Other])
}

// index returns the entry of the position with the mover on a and the
// other side on b (disjoint sets of the class's sizes). When several
// symmetries take a to its representative (a symmetric set), the other
// side's lowest image decides, so all sixteen images share one entry.
func (c Class) index(a, b uint32) uint32 {
	ms := moverSetsOf(c.Mover)
	e := ms.canon[rank(a)]
	free := allPoints &^ ms.reps[e.rep]
	syms := uint32(e.syms)
	s := bits.TrailingZeros32(syms)
	r := rank(compress(transform(b, s), free))
	for syms &= syms - 1; syms != 0; syms &= syms - 1 {
		s = bits.TrailingZeros32(syms)
		r = min(r, rank(compress(transform(b, s), free)))
	}
	return e.rep*binom[numPoints-c.Mover][c.Other] + r
}

// canonical reports whether entry i is the one its position's images
// share; the others (images of a symmetric mover set) are never looked up
// and take the shared entry's value.
func (c Class) canonical(i uint32) bool {
	a, b := c.position(i)
	return c.index(a, b) == i
}

// position returns the representative position stored at entry i.
func (c Class) position(i uint32) (a, b uint32) {
	per := binom[numPoints-c.Mover][c.Other]
	a = moverSetsOf(c.Mover).reps[i/per]
	b = expand(unrank(i%per, c.Other), allPoints&^a)
	return a, b
}
