package endgame

import "math/bits"

// inMill reports whether the piece on p stands in a mill of own.
func inMill(own uint32, p int) bool {
	m := millsOf[p]
	return own&m[0] == m[0] || own&m[1] == m[1]
}

// removable returns the pieces of own a mill may take: those in no mill,
// or all of them when every one stands in a mill.
func removable(own uint32) uint32 {
	var free uint32
	for b := own; b != 0; b &= b - 1 {
		p := bits.TrailingZeros32(b)
		if !inMill(own, p) {
			free |= 1 << uint(p)
		}
	}
	if free == 0 {
		return own
	}
	return free
}

// targets returns where the piece on p may go: a neighbouring empty point,
// or any empty point when its side has three pieces and flies.
func targets(p int, pieces int, empty uint32) uint32 {
	if pieces == 3 {
		return empty
	}
	return neighbour[p] & empty
}

// successors calls f once for every legal move of the side with pieces a
// against b (hands empty): won is true when the move leaves the other side
// two pieces, and otherwise (na, nb) is the position after it from the new
// mover's view (the other side's pieces first). It returns the number of
// moves; 0 means the side to move is blocked.
func successors(a, b uint32, f func(won bool, na, nb uint32)) int {
	na, nb := bits.OnesCount32(a), bits.OnesCount32(b)
	empty := allPoints &^ (a | b)
	rem := removable(b)
	moves := 0
	for from := a; from != 0; from &= from - 1 {
		p := bits.TrailingZeros32(from)
		for to := targets(p, na, empty); to != 0; to &= to - 1 {
			q := bits.TrailingZeros32(to)
			a2 := a&^(1<<uint(p)) | 1<<uint(q)
			if !inMill(a2, q) {
				moves++
				f(false, b, a2)
				continue
			}
			for r := rem; r != 0; r &= r - 1 {
				moves++
				if nb == 3 {
					f(true, 0, 0)
					continue
				}
				f(false, b&^(r&-r), a2)
			}
		}
	}
	return moves
}

// quietPredecessors calls f for every position, from its mover's view,
// from which the side that just moved (b) reached (a, b) by a move that
// closed no mill: the moved piece stands in no mill now and came from an
// empty point next to it, or from any empty point when b flies.
func quietPredecessors(a, b uint32, f func(pa, pb uint32)) {
	n := bits.OnesCount32(b)
	empty := allPoints &^ (a | b)
	for to := b; to != 0; to &= to - 1 {
		q := bits.TrailingZeros32(to)
		if inMill(b, q) {
			continue
		}
		for from := targets(q, n, empty); from != 0; from &= from - 1 {
			p := bits.TrailingZeros32(from)
			f(b&^(1<<uint(q))|1<<uint(p), a)
		}
	}
}
