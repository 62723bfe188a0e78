package mill

import "stratagem/board/zobrist"

// Zobrist keys, fixed by a constant seed so hashes are the same in every
// run. The keys are drawn in a fixed order, and the order matters: the
// first ones are those of the 24 points and the hands of 0 to 9 pieces of
// Nine Men's Morris, drawn as they were before boards could be larger, so
// standard positions keep the hashes they always had (a test pins a few).
// The keys for more points and fuller hands come after.
var zPiece, zHand, zSide = zobristKeys()

func zobristKeys() (piece [2][MaxPoints]uint64, hand [2][MaxPieces + 1]uint64, side uint64) {
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
	return piece, hand, side
}

// computeHash builds the hash from scratch; Apply and Undo keep it incrementally.
func (p *Position) computeHash() uint64 {
	h := p.v.hashSalt
	for c := Blue; c <= Red; c++ {
		for b := p.occ[c]; b != 0; b &= b - 1 {
			h ^= zPiece[c][popPoint(b)]
		}
		h ^= zHand[c][p.hand[c]]
	}
	if p.side == Red {
		h ^= zSide
	}
	return h
}

// HashFromScratch recomputes the hash without the incremental updates; tests
// compare it with Hash.
func (p *Position) HashFromScratch() uint64 { return p.computeHash() }
