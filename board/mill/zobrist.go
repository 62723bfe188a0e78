package mill

import "stratagem/board/zobrist"

// Zobrist keys, fixed by a constant seed so hashes are the same in every
// run. The keys are drawn in a fixed order, and the order matters: the
// first ones are those of the 24 points and the hands of 0 to 9 pieces of
// Nine Men's Morris, drawn as they were before boards could be larger, so
// standard positions keep the hashes they always had (a test pins a few).
// The keys for more points and fuller hands come after.
var zPiece, zHand, zSide, zBarAt, zBarBack = zobristKeys()

func zobristKeys() (piece [2][MaxPoints]uint64, hand [2][MaxPieces + 1]uint64, side uint64, barAt, barBack [2][MaxPoints]uint64) {
	const standardPoints, standardHand = 24, 9 // Nine Men's Morris's board and hand
	keys := zobrist.Keys(0x6d696c6c5f7a6f62)   // "mill_zob"
	for c := 0; c < 2; c++ {
		for q := 0; q < standardPoints; q++ {
			piece[c][q] = keys.Next()
		}
		for h := 0; h <= standardHand; h++ {
			hand[c][h] = keys.Next()
		}
	}
	side = keys.Next()
	for c := 0; c < 2; c++ {
		for q := standardPoints; q < MaxPoints; q++ {
			piece[c][q] = keys.Next()
		}
		for h := standardHand + 1; h <= MaxPieces; h++ {
			hand[c][h] = keys.Next()
		}
	}
	// The bars of Variant.NoReturnToMill: where the barred piece stands
	// and where it may not go back to.
	for c := 0; c < 2; c++ {
		for q := 0; q < MaxPoints; q++ {
			barAt[c][q] = keys.Next()
			barBack[c][q] = keys.Next()
		}
	}
	return piece, hand, side, barAt, barBack
}

// key is the bar's part of the hash for side c: 0 for no bar.
func (b returnBar) key(c Color) uint64 {
	if !b.set {
		return 0
	}
	return zBarAt[c][b.at] ^ zBarBack[c][b.back]
}

// computeHash builds the hash from scratch; Apply and Undo keep it incrementally.
func (p *Position) computeHash() uint64 {
	h := p.v.hashSalt
	for c := Blue; c <= Red; c++ {
		for b := p.occ[c]; b != 0; b &= b - 1 {
			h ^= zPiece[c][popPoint(b)]
		}
		h ^= zHand[c][p.hand[c]]
		h ^= p.bar[c].key(c)
	}
	if p.side == Red {
		h ^= zSide
	}
	return h
}

// HashFromScratch recomputes the hash without the incremental updates; tests
// compare it with Hash.
func (p *Position) HashFromScratch() uint64 { return p.computeHash() }
