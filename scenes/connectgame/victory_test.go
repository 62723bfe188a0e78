package connectgame

import (
	"testing"

	"stratagem/board/connect"
)

// A threat is an empty cell where one more disc of a side completes a
// line, whether or not a disc can drop there yet.
func TestThreats(t *testing.T) {
	p, err := connect.New(connect.Standard)
	if err != nil {
		t.Fatal(err)
	}
	for _, col := range []int{0, 6, 1, 6, 2, 5} { // Blue: a1 b1 c1; Red: g1 g2 f1
		p.Apply(col)
	}
	if got := threats(p, connect.X); got != 1 { // d1
		t.Errorf("Blue's threats: %d, want 1 (d1)", got)
	}
	if got := threats(p, connect.O); got != 0 {
		t.Errorf("Red's threats: %d, want none", got)
	}
	for _, col := range []int{6, 4} { // Red g3: g4 is a threat, above the board's discs; Blue e1
		p.Apply(col)
	}
	if got := threats(p, connect.O); got != 1 { // g4
		t.Errorf("Red's threats after g3: %d, want 1 (g4)", got)
	}
	if got := threats(p, connect.X); got != 1 { // d1 still: a1 b1 c1 _ e1
		t.Errorf("Blue's threats after e1: %d, want 1 (d1)", got)
	}
}
