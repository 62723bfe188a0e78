package scenes_test

import (
	"testing"

	"stratagem/scenes"
)

func TestLeadForGood(t *testing.T) {
	for _, c := range []struct {
		blue, red []float64
		winner    int
		want      int
	}{
		{[]float64{9, 9, 8, 8, 7}, []float64{9, 8, 8, 6, 2}, 0, 3}, // level at step 2, ahead from 3 on
		{[]float64{9, 9, 9}, []float64{9, 8, 7}, 0, 1},             // ahead from the first loss
		{[]float64{5, 5, 5}, []float64{5, 5, 5}, 0, -1},            // never ahead
		{[]float64{5, 6, 4}, []float64{5, 5, 5}, 0, -1},            // behind at the end
		{[]float64{5, 4, 4}, []float64{5, 5, 6}, 1, 1},             // Red's lead
		{[]float64{5, 4}, []float64{5, 5}, -1, -1},                 // a draw: no winner
	} {
		if got := scenes.LeadForGood([2][]float64{c.blue, c.red}, c.winner); got != c.want {
			t.Errorf("%v vs %v, winner %d: step %d, want %d", c.blue, c.red, c.winner, got, c.want)
		}
	}
}
