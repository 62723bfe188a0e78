package scenes

import (
	"image/color"

	"stratagem/assets/lang"
	"stratagem/render"
)

// Chart is a small picture of a game over time for the victory panel:
// one value per side (Blue, Red) after each step of the game (a move, an
// action), e.g. the pieces each side has left.
type Chart struct {
	Title  string       // what the values are, in words ("Pieces left")
	Series [2][]float64 // Blue's and Red's values, step by step (step 0: the start)
	Mark   int          // the step of the deciding moment, marked (-1: none)
}

// Empty reports whether the chart has nothing to show.
func (ch Chart) Empty() bool { return len(ch.Series[0]) < 2 || len(ch.Series[1]) < 2 }

// LeadForGood returns the step from which winner's value stayed above the
// other side's to the end (the step that gave it the lead it kept), or -1
// when it did not end ahead (a draw, or a win the values do not show).
func LeadForGood(series [2][]float64, winner int) int {
	if winner != 0 && winner != 1 {
		return -1
	}
	w, l := series[winner], series[1-winner]
	n := min(len(w), len(l))
	if n == 0 || w[n-1] <= l[n-1] {
		return -1
	}
	k := n - 1
	for k > 0 && w[k-1] > l[k-1] {
		k--
	}
	return k
}

// Draw draws the chart in r: its title above, a line per side in its
// colour over a faint grid, the deciding step marked, each side's last
// value at the line's end.
func (ch Chart) Draw(c *render.Canvas, r Rect) {
	title := render.TextStyle{Size: 16, Bold: true, Color: render.TextMain, MaxW: r.W, MaxLines: 2}
	top := c.Text(ch.Title, r.X, r.Y, title).Height() + 4
	plot := Rect{r.X, r.Y + top, r.W - 46, r.H - top}
	c.FillRoundRect(plot.X, plot.Y, plot.W, plot.H, 6, render.WithAlpha(render.Background, 0.6))
	if ch.Empty() {
		return
	}
	most := 0.0
	for _, s := range ch.Series {
		for _, v := range s {
			most = max(most, v)
		}
	}
	if most <= 0 {
		most = 1
	}
	steps := max(len(ch.Series[0]), len(ch.Series[1])) - 1
	const pad = 8
	x := func(i int) float64 { return plot.X + pad + (plot.W-2*pad)*float64(i)/float64(max(1, steps)) }
	y := func(v float64) float64 { return plot.Y + plot.H - pad - (plot.H-2*pad)*v/most }
	for _, f := range []float64{0.5, 1} { // half and full
		c.Line(plot.X+pad, y(most*f), plot.X+plot.W-pad, y(most*f), 1, render.WithAlpha(render.TextDim, 0.2))
	}
	if ch.Mark >= 0 && ch.Mark <= steps {
		c.Line(x(ch.Mark), plot.Y+4, x(ch.Mark), plot.Y+plot.H-4, 2, render.WithAlpha(render.Accent, 0.8))
	}
	colours := [2]color.Color{render.BlueSide, render.RedSide}
	for side := 1; side >= 0; side-- { // Blue's line over Red's
		s := ch.Series[side]
		for i := 1; i < len(s); i++ {
			c.Line(x(i-1), y(s[i-1]), x(i), y(s[i]), 2.5, colours[side])
		}
	}
	// The last values, at the lines' ends, apart when they would overlap.
	ly := [2]float64{y(ch.Series[0][len(ch.Series[0])-1]), y(ch.Series[1][len(ch.Series[1])-1])}
	if d := ly[1] - ly[0]; d < 16 && d > -16 {
		mid := (ly[0] + ly[1]) / 2
		if ch.Series[0][len(ch.Series[0])-1] >= ch.Series[1][len(ch.Series[1])-1] {
			ly[0], ly[1] = mid-8, mid+8
		} else {
			ly[0], ly[1] = mid+8, mid-8
		}
	}
	for side, s := range ch.Series {
		c.Text(lang.Num(int(s[len(s)-1]+0.5)), plot.X+plot.W+5, ly[side], render.TextStyle{Size: 15, Bold: true, Color: colours[side], Middle: true, MaxW: 40, MaxLines: 1})
	}
}
