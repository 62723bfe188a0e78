package connect

import (
	"strings"
	"testing"
)

// FuzzParseMoves: any text either parses to a position whose notation
// parses back to the same position, or fails with a ParseError.
func FuzzParseMoves(f *testing.F) {
	for _, s := range []string{"", "4453", "12121212", "44x3", " 4 4 ", "999999999", "٤"} {
		f.Add(s, uint8(7), uint8(6), uint8(4))
	}
	f.Fuzz(func(t *testing.T, text string, w, h, n uint8) {
		c := Config{int(w%8) + 3, int(h%7) + 3, int(n%6) + 2} // some invalid on purpose
		p, err := ParseMoves(c, text)
		if err != nil {
			if c.Validate() == nil && !strings.Contains(err.Error(), "move ") {
				t.Fatalf("%v %q: error without a move number: %v", c, text, err)
			}
			return
		}
		q, err := ParseMoves(c, p.String())
		if err != nil || !q.Equal(p) || q.Hash() != p.Hash() {
			t.Fatalf("%v %q: round trip %q: %v", c, text, p.String(), err)
		}
		if bruteWinner(p) != p.Winner() {
			t.Fatalf("%v %q: winner %v", c, text, p.Winner())
		}
	})
}

// FuzzMoveSequence plays bytes as columns through Play (legal or not) and
// checks the invariants after every accepted move and after undoing all.
func FuzzMoveSequence(f *testing.F) {
	f.Add([]byte{3, 3, 4, 2}, uint8(0))
	f.Add([]byte{0, 1, 0, 1, 0, 1, 0, 1}, uint8(5))
	f.Add([]byte{9, 200, 3}, uint8(40))
	configs := allConfigs()
	f.Fuzz(func(t *testing.T, cols []byte, board uint8) {
		c := configs[int(board)%len(configs)]
		p := MustNew(c)
		played := 0
		for _, b := range cols {
			col := int(b) % (c.W + 2) // a few off-board columns too
			wasOver := p.Over()
			if err := p.Play(col); err != nil {
				if !wasOver && col < c.W && p.Height(col) < c.H {
					t.Fatalf("%v %s: legal move %d refused: %v", c, p, col+1, err)
				}
				continue
			}
			played++
			if wasOver || p.Hash() != p.HashFromScratch() || bruteWinner(p) != p.Winner() {
				t.Fatalf("%v %s: invariants broken", c, p)
			}
		}
		for range played {
			p.Undo()
		}
		if p.Ply() != 0 || p.Hash() != 0 || p.Winner() != None {
			t.Fatalf("%v: not empty after undoing %d moves", c, played)
		}
	})
}
