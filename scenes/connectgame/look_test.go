package connectgame

import (
	"image/color"
	"math"
	"testing"

	"stratagem/ai/connectai"
	"stratagem/board/connect"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
)

// luminance is the relative luminance of an sRGB colour (WCAG).
func luminance(c color.RGBA) float64 {
	lin := func(v uint8) float64 {
		x := float64(v) / 255
		if x <= 0.04045 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}

// contrast is the WCAG contrast ratio of two colours, 1 (none) to 21.
func contrast(a, b color.Color) float64 {
	la, lb := luminance(rgba(a)), luminance(rgba(b))
	return (math.Max(la, lb) + 0.05) / (math.Min(la, lb) + 0.05)
}

// rgbDistance is the distance of two colours in RGB, 0 to 441.
// hueDistance is the angle between the hues of a and b, in degrees.
func hueDistance(a, b color.RGBA) float64 {
	d := math.Abs(hue(a) - hue(b))
	return math.Min(d, 360-d)
}

// hue is c's hue angle in degrees (HSV).
func hue(c color.RGBA) float64 {
	r, g, b := float64(c.R), float64(c.G), float64(c.B)
	hi, lo := max(r, g, b), min(r, g, b)
	if hi == lo {
		return 0
	}
	var h float64
	switch hi {
	case r:
		h = (g - b) / (hi - lo)
	case g:
		h = 2 + (b-r)/(hi-lo)
	default:
		h = 4 + (r-g)/(hi-lo)
	}
	return math.Mod(h*60+360, 360)
}

func rgbDistance(ac, bc color.Color) float64 {
	a, b := rgba(ac), rgba(bc)
	d := func(x, y uint8) float64 { return float64(x) - float64(y) }
	return math.Sqrt(d(a.R, b.R)*d(a.R, b.R) + d(a.G, b.G)*d(a.G, b.G) + d(a.B, b.B)*d(a.B, b.B))
}

// rgba returns c's value (a Colour of the palette: in the look in use).
func rgba(c color.Color) color.RGBA { return color.RGBAModel.Convert(c).(color.RGBA) }

// Thresholds for colours that must be told apart at a glance: a distance
// in RGB, and a contrast of lightness that holds for colour-blind eyes and
// in grey.
const (
	minDistance      = 100
	minContrast      = 2.0 // a disc against the board
	minDiscsContrast = 1.5 // the two sides' discs against each other
)

// pixels counts the pixels within radius r of (x, y) by colour.
func pixels(img interface{ At(x, y int) color.Color }, x, y, r float64) map[color.RGBA]int {
	n := map[color.RGBA]int{}
	for py := int(y - r); py <= int(y+r); py++ {
		for px := int(x - r); px <= int(x+r); px++ {
			if math.Hypot(float64(px)-x, float64(py)-y) <= r {
				n[color.RGBAModel.Convert(img.At(px, py)).(color.RGBA)]++
			}
		}
	}
	return n
}

// commonest returns the colour most pixels within radius r of (x, y) have:
// a disc's fill, whatever its inner mark.
func commonest(img interface{ At(x, y int) color.Color }, x, y, r float64) color.RGBA {
	var best color.RGBA
	most := 0
	for c, n := range pixels(img, x, y, r) {
		if n > most {
			best, most = c, n
		}
	}
	return best
}

// near counts the pixels within radius r of (x, y) whose colour lies
// within 40 of col.
func near(img interface{ At(x, y int) color.Color }, x, y, r float64, col color.Color) int {
	total := 0
	for c, n := range pixels(img, x, y, r) {
		if rgbDistance(c, col) < 40 {
			total += n
		}
	}
	return total
}

// The board drawn into an offscreen image: the discs stand out from the
// board and from each other by colour and by lightness, each side has an
// inner mark of its own, and the disc in hand and its ghost are plain to
// see, for either side to move.
func TestDiscsStandOutOnTheBoard(t *testing.T) {
	for _, tc := range []struct {
		name  string
		moves []int
		mover connect.Player
	}{
		{"Blue to move", []int{3, 4, 2, 2}, connect.X},
		{"Red to move", []int{3, 4, 2, 2, 6}, connect.O},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := scenetest.NewSession(Game())
			sc := hotSeat(t, s)
			if err := sc.PlayQuietly(s, tc.moves...); err != nil {
				t.Fatal(err)
			}
			c, img := scenetest.Offscreen(t)
			sc.DrawBoard(c, s)
			r := sc.discRadius()
			at := func(col, row int) (float64, float64) { return sc.cellCentre(col, row) }

			board := pixel(img, sc.ox+sc.cell, sc.oy+sc.cell) // between four holes
			x, y := at(0, sc.cfg.H-1)
			hole := pixel(img, x, y)
			x, y = at(3, 0)
			blue := commonest(img, x, y, r*0.85)
			x, y = at(4, 0)
			red := commonest(img, x, y, r*0.85)
			t.Logf("board %v, hole %v, blue %v, red %v", board, hole, blue, red)

			// The board is of neither side's hue: grey, or a hue far from
			// both discs' (the violet between them).
			if spread := int(max(board.R, board.G, board.B)) - int(min(board.R, board.G, board.B)); spread > 30 {
				for _, side := range []color.RGBA{blue, red} {
					if d := hueDistance(board, side); d < 60 {
						t.Errorf("the board %v is of a disc's hue (%v): %.0f degrees apart", board, side, d)
					}
				}
			}
			if d, k := rgbDistance(board, hole), contrast(board, hole); d < 60 || k < 1.5 {
				t.Errorf("an empty hole hardly differs from the board: distance %.0f, contrast %.2f", d, k)
			}
			for _, disc := range []struct {
				name string
				col  color.RGBA
			}{{"Blue", blue}, {"Red", red}} {
				if d, k := rgbDistance(disc.col, board), contrast(disc.col, board); d < minDistance || k < minContrast {
					t.Errorf("%s's disc %v hardly differs from the board %v: distance %.0f, contrast %.2f", disc.name, disc.col, board, d, k)
				}
			}
			if d, k := rgbDistance(blue, red), contrast(blue, red); d < minDistance || k < minDiscsContrast {
				t.Errorf("the discs hardly differ: distance %.0f, contrast of lightness %.2f", d, k)
			}
			if blue.B <= blue.R || red.R <= red.B {
				t.Errorf("the sides are called Blue and Red: discs %v and %v", blue, red)
			}

			// Without colour: Blue's centre is as light as its fill with a
			// darker ring around it, Red's centre is a darker cross.
			x, y = at(3, 0)
			bc, bRing := luminance(pixel(img, x, y)), luminance(pixel(img, x+r*0.5, y))
			x, y = at(4, 0)
			rc, rRing := luminance(pixel(img, x, y)), luminance(pixel(img, x+r*0.5, y))
			if !(bc > bRing*1.5 && rRing > rc*1.5) {
				t.Errorf("the inner marks should differ in grey: Blue centre %.3f, at half radius %.3f; Red centre %.3f, at half radius %.3f", bc, bRing, rc, rRing)
			}

			mine, theirs := blue, red
			if tc.mover == connect.O {
				mine, theirs = red, blue
			}
			x, _ = at(sc.col, 0)
			hand := commonest(img, x, sc.handY(), r*0.85)
			if rgbDistance(hand, mine) > 20 || contrast(hand, render.Background) < 3 {
				t.Errorf("the disc in hand %v should be a full disc of the side to move (%v) that stands out from the background", hand, mine)
			}
			x, y = at(sc.col, sc.pos.Height(sc.col))
			ghost := commonest(img, x, y, r*0.7)
			if d := rgbDistance(ghost, hole); d < 60 {
				t.Errorf("the ghost %v where the disc will land hardly differs from an empty hole %v: distance %.0f", ghost, hole, d)
			}
			if rgbDistance(ghost, mine) >= rgbDistance(ghost, theirs) {
				t.Errorf("the ghost %v should look like the mover's disc %v, not the other's %v", ghost, mine, theirs)
			}
			if ring := near(img, x, y, r, mine); ring < int(2*math.Pi*r*2) {
				t.Errorf("the ghost should have a full ring of the mover's colour: %d pixels of it", ring)
			}
		})
	}
}

// The column numbers 1–W are written above their columns, and nothing
// between them.
func TestColumnNumbersAboveTheBoard(t *testing.T) {
	s := scenetest.NewSession(Game())
	sc := start(t, s, connect.Config{W: 9, H: 8, N: 4}, [2]string{})
	sc.col = -1 // no disc in hand in the way
	c, img := scenetest.Offscreen(t)
	sc.DrawBoard(c, s)
	box := func(x float64) int {
		n := 0
		for py := sc.numbersY() - 10; py <= sc.numbersY()+10; py++ {
			for px := x - 12; px <= x+12; px++ {
				if rgbDistance(pixel(img, px, py), render.Background) > 60 {
					n++
				}
			}
		}
		return n
	}
	for col := 0; col < sc.cfg.W; col++ {
		x, _ := sc.cellCentre(col, 0)
		if box(x) < 10 {
			t.Errorf("no number above column %d", col+1)
		}
		if col > 0 && box(x-sc.cell/2) > 0 {
			t.Errorf("something is written between columns %d and %d", col, col+1)
		}
	}
	if sc.numbersY() >= sc.oy-frameWidth || sc.numbersY() <= sc.handY()+sc.discRadius() {
		t.Error("the numbers belong between the disc in hand and the board")
	}
}

// On every board size the disc in hand, the column numbers, the board and
// the analysis's labels fit the area left of the panel, in that order, and
// the labels keep clear of the window's bottom edge.
func TestBoardLayoutFits(t *testing.T) {
	for w := connect.MinWidth; w <= connect.MaxWidth; w++ {
		for h := connect.MinHeight; h <= connect.MaxHeight; h++ {
			sc := &Screen{cfg: connect.Config{W: w, H: h, N: 4}}
			sc.layout()
			r := sc.discRadius()
			gridW, gridH := sc.cell*float64(w), sc.cell*float64(h)
			switch {
			case sc.handY()-r < 8:
				t.Errorf("%d×%d: the disc in hand leaves the window (top %.0f)", w, h, sc.handY()-r)
			case sc.ox-frameWidth < boardLeft || sc.ox+gridW+frameWidth > boardLeft+boardWidth || sc.ox+gridW+frameWidth > scenes.PanelX-16:
				t.Errorf("%d×%d: the board (%.0f to %.0f) leaves its area", w, h, sc.ox, sc.ox+gridW)
			case sc.labelsY() <= sc.oy+gridH+frameWidth:
				t.Errorf("%d×%d: the labels overlap the board", w, h)
			case sc.labelsY()+10 > render.Height-40:
				t.Errorf("%d×%d: the labels (at %.0f) sit on the window's bottom edge", w, h, sc.labelsY())
			}
		}
	}
}

// The status of a finished game names the winner beside the winner's disc;
// a draw shows a disc of each side.
func TestStatusOfAFinishedGame(t *testing.T) {
	for _, tc := range []struct {
		name      string
		cfg       connect.Config
		moves     []int
		text      string
		blue, red bool // whose colour the status's mark shows
	}{
		{"Blue wins", connect.Standard, []int{0, 1, 0, 1, 0, 1, 0}, "Blue wins", true, false},
		{"Red wins", connect.Standard, []int{6, 0, 1, 0, 1, 0, 1, 0}, "Red wins", false, true},
		{"draw", connect.Config{W: 4, H: 4, N: 3}, drawnSmall, "Draw", true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := scenetest.NewSession(Game())
			sc := start(t, s, tc.cfg, [2]string{})
			if err := sc.PlayQuietly(s, tc.moves...); err != nil {
				t.Fatal(err)
			}
			st := sc.Status()
			if !sc.pos.Over() || st.Text != tc.text {
				t.Fatalf("status %q after %v, want %q", st.Text, tc.moves, tc.text)
			}
			c, img := scenetest.Offscreen(t)
			c.FillRect(0, 0, 200, 200, render.ButtonFill) // the status box
			st.Mark(c, 100, 100)
			b, r := near(img, 100, 100, 20, render.ConnectBlueFill), near(img, 100, 100, 20, render.ConnectRedFill)
			if (b > 40) != tc.blue || (r > 40) != tc.red {
				t.Errorf("%q beside a mark of %d blue and %d red pixels", st.Text, b, r)
			}
		})
	}
}

// What the last move did is said in words; the move list keeps numbers.
func TestLastMoveInWords(t *testing.T) {
	s := scenetest.NewSession(Game())
	sc := hotSeat(t, s)
	if sc.describeLastMove() != "Blue begins: drop a disc in any column." {
		t.Errorf("before the first move: %q", sc.describeLastMove())
	}
	for i, want := range []string{
		"Blue dropped a disc in column 1.",
		"Red dropped a disc in column 2.",
		"Blue dropped a disc in column 1.",
		"Red dropped a disc in column 2.",
		"Blue dropped a disc in column 1.",
		"Red dropped a disc in column 2.",
		"Blue dropped a disc in column 1 and joined 4 in a row.",
	} {
		sc.Play(s, i%2)
		scenetest.Settle(t, s, sc, 200)
		if sc.describeLastMove() != want {
			t.Fatalf("after move %d: %q, want %q", i+1, sc.describeLastMove(), want)
		}
	}
	scenetest.Press(t, s, scenes.ActUndo)
	if sc.describeLastMove() != "Red dropped a disc in column 2." {
		t.Errorf("after undo the line is of the move before: %q", sc.describeLastMove())
	}

	sc = start(t, s, connect.Config{W: 4, H: 4, N: 3}, [2]string{})
	for _, col := range drawnSmall {
		sc.Play(s, col)
	}
	if want := "Red dropped the last disc, in column 4: the board is full, a draw."; sc.describeLastMove() != want {
		t.Errorf("a draw: %q, want %q", sc.describeLastMove(), want)
	}
}

// The legend beside the board explains every kind of label the analysis
// shows, in the label's colour; an estimate is in words on the exact
// labels' scale, and a win or loss the estimate saw for certain is shown
// as one, not as a huge number.
func TestLegendExplainsTheLabels(t *testing.T) {
	values := []struct {
		v     connectai.ColumnValue
		label string
		term  string
	}{
		{connectai.ColumnValue{Exact: true, Result: connectai.Win, In: 3}, "win 3", "win 3"},
		{connectai.ColumnValue{Exact: true, Result: connectai.Loss, In: 5}, "loss 5", "loss 5"},
		{connectai.ColumnValue{Exact: true, Result: connectai.Draw}, "draw", "draw"},
		{connectai.ColumnValue{Score: -5}, "about even", "looks good"},
		{connectai.ColumnValue{Score: 11}, "about even", "looks good"},
		{connectai.ColumnValue{Score: 12}, "looks good", "looks good"},
		{connectai.ColumnValue{Score: -12}, "looks bad", "looks good"},
		{connectai.ColumnValue{Score: 40}, "looks won", "looks good"},
		{connectai.ColumnValue{Score: -75}, "looks lost", "looks good"},
		{connectai.ColumnValue{Score: connectai.WinScore - 1}, "win 1", "win 3"},
		{connectai.ColumnValue{Score: connectai.WinScore - 5}, "win 3", "win 3"},
		{connectai.ColumnValue{Score: -(connectai.WinScore - 4)}, "loss 2", "loss 5"},
	}
	for _, tc := range values {
		label, kind := analysisLabel(tc.v)
		if label != tc.label {
			t.Errorf("%+v is labelled %q, want %q", tc.v, label, tc.label)
		}
		found := false
		for _, l := range legend() {
			if l.term == tc.term {
				found = true
				if l.kind != kind {
					t.Errorf("%q is drawn as kind %v but the legend's %q as %v", label, kind, l.term, l.kind)
				}
			}
		}
		if !found {
			t.Errorf("no legend for %q", label)
		}
	}
}
