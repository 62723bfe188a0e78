package hex_test

import (
	"testing"

	"stratagem/board/hex"
	"stratagem/board/hex/hextest"
)

func TestOccupancy(t *testing.T) {
	m := hextest.New(t, "plain", 5, 4)
	a, b := m.Hex(0), m.Hex(7)
	o := hex.NewOccupancy(m)
	if o.Count() != 0 || o.At(a) != -1 || o.At(hex.Hex{Q: -9, R: 40}) != -1 {
		t.Fatal("a new occupancy is not empty")
	}
	o.Set(a, 3)
	c := o.Clone()
	o.Move(3, a, b)
	if o.At(a) != -1 || o.At(b) != 3 || o.AtIndex(7) != 3 || o.Count() != 1 {
		t.Errorf("after the move: %d on a, %d on b, %d occupied", o.At(a), o.At(b), o.Count())
	}
	if c.At(a) != 3 || c.At(b) != -1 {
		t.Error("moving on the original changed the clone")
	}
	o.Move(3, b, b)
	if o.At(b) != 3 || o.Count() != 1 {
		t.Error("a move to the same hex lost the piece")
	}
	o.Set(b, -1)
	if o.Count() != 0 {
		t.Error("clearing the only piece leaves the map occupied")
	}
}
