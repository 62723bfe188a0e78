package mill

import "stratagem/board/zobrist"

// Zobrist keys, fixed by a constant seed so hashes are the same in every run.
var (
	zPiece [2][NumPoints]uint64
	zHand  [2][PiecesPerPlayer + 1]uint64
	zSide  uint64
)

func init() {
	keys := zobrist.Keys(0x6d696c6c5f7a6f62) // "mill_zob"
	for c := 0; c < 2; c++ {
		for q := 0; q < NumPoints; q++ {
			zPiece[c][q] = keys.Next()
		}
		for h := range zHand[c] {
			zHand[c][h] = keys.Next()
		}
	}
	zSide = keys.Next()
}

// computeHash builds the hash from scratch; Apply and Undo keep it incrementally.
func (p *Position) computeHash() uint64 {
	var h uint64
	for c := Blue; c <= Red; c++ {
		for q := Point(0); q < NumPoints; q++ {
			if p.occ[c]&(1<<uint(q)) != 0 {
				h ^= zPiece[c][q]
			}
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
