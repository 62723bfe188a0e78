package mill

import "math/bits"

// MillMoves appends to buf the legal moves of the side to move that close
// a mill (one for each piece they may remove), in the order LegalMoves
// gives them, and reports whether the side has any legal move at all. It
// is LegalMoves filtered to its removals, without making the quiet moves:
// a search past its horizon looks only at these.
func (p *Position) MillMoves(buf []Move) ([]Move, bool) {
	v := p.v
	me, opp := p.side, p.side.Other()
	if p.Left(me) < 3 || p.Left(opp) < 3 {
		return buf, false
	}
	empty, own := p.Empty(), p.occ[me]
	// closers: the empty points that would complete a line of the side's
	// with all of its pieces where they stand. A piece that moves can only
	// close a mill at one of them.
	var closers uint32
	for e := empty; e != 0; e &= e - 1 {
		q := Point(bits.TrailingZeros32(e))
		if v.inMill(own|1<<uint(q), q) {
			closers |= 1 << uint(q)
		}
	}
	start := len(buf)
	any := false
	steps := 0 // the steps (or flights) the side could make
	var removable uint32
	if closers != 0 {
		removable = p.Removable(opp)
	}
	switch phase := p.PhaseOf(me); phase {
	case Placing, Moving:
		if phase == Placing {
			any = empty != 0
			if removable != 0 {
				for c := closers; c != 0; c &= c - 1 {
					buf = appendRemovals(buf, removable, NoPoint, Point(bits.TrailingZeros32(c)))
				}
			}
			if !v.moveWhilePlacing {
				break
			}
		}
		for b := own; b != 0; b &= b - 1 {
			from := Point(bits.TrailingZeros32(b))
			to := v.neighbourMask[from] & empty
			steps += bits.OnesCount32(to)
			any = any || to != 0
			buf = v.appendMills(buf, own, to&closers, removable, from)
		}
	case Flying:
		any = empty != 0
		steps = bits.OnesCount32(own) * bits.OnesCount32(empty)
		for b := own; b != 0; b &= b - 1 {
			buf = v.appendMills(buf, own, closers, removable, Point(bits.TrailingZeros32(b)))
		}
	}
	if p.bar[me].set {
		buf = p.dropBarred(buf, start)
		if steps == 1 && !(p.PhaseOf(me) == Placing && empty != 0) {
			// The one step there is may be the barred one.
			var all [64]Move
			any = len(p.LegalMoves(all[:0])) > 0
		}
	}
	return buf, any
}

// appendMills appends the moves of own's piece on from to the points of
// targets that close a mill with it gone from from, one for each piece of
// removable it may take.
func (v *Variant) appendMills(buf []Move, own, targets, removable uint32, from Point) []Move {
	if targets == 0 || removable == 0 {
		return buf
	}
	rest := own &^ (1 << uint(from))
	for t := targets; t != 0; t &= t - 1 {
		to := Point(bits.TrailingZeros32(t))
		if v.inMill(rest|1<<uint(to), to) {
			buf = appendRemovals(buf, removable, from, to)
		}
	}
	return buf
}

// appendRemovals appends the moves of a piece from from (NoPoint: placed)
// to to that closes a mill: one for each piece it may remove.
func appendRemovals(buf []Move, removable uint32, from, to Point) []Move {
	for r := removable; r != 0; r &= r - 1 {
		buf = append(buf, Move{from, to, Point(bits.TrailingZeros32(r))})
	}
	return buf
}
