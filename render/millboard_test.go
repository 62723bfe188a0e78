package render_test

import (
	"image/color"
	"testing"

	"stratagem/board/mill"
	"stratagem/render"
	"stratagem/scenes/scenetest"
)

// The drawing tests read back pixels, which Ebitengine allows only inside
// its game loop.
func TestMain(m *testing.M) { scenetest.RunInGame(m) }

// board is where the tests draw Mill's board, as the game screen does.
var board = render.MillBoard{X: 200, Y: 160, Size: 450}

// between returns the virtual point half-way between points a and b of v.
func between(t *testing.T, v *mill.Variant, a, b string) (int, int) {
	t.Helper()
	pa, err1 := v.ParsePoint(a)
	pb, err2 := v.ParsePoint(b)
	if err1 != nil || err2 != nil {
		t.Fatal(err1, err2)
	}
	xa, ya := board.PointPos(v, pa)
	xb, yb := board.PointPos(v, pb)
	return int((xa + xb) / 2), int((ya + yb) / 2)
}

// dark reports whether c is the colour of the board's lines, not the wood.
func dark(c color.Color) bool {
	r, g, b, _ := c.RGBA()
	return r < 0x8000 && g < 0x8000 && b < 0x8000
}

// The board drawn is the variant's: the diagonals of Twelve Men's Morris
// are lines on its board and bare wood on Nine Men's Morris's; the lines
// both have are drawn on both.
func TestMillBoardDrawsTheVariantsLines(t *testing.T) {
	diagonals := [][2]string{{"a1", "b2"}, {"f2", "e3"}, {"g7", "f6"}, {"b6", "c5"}}
	for _, v := range []*mill.Variant{mill.NineMensMorris, mill.TwelveMensMorris} {
		c, img := scenetest.Offscreen(t)
		render.DrawMillBoard(c, board, nil, v.NewGame(), render.NoDecor())
		px := scenetest.Pixels(img)
		for _, d := range diagonals {
			x, y := between(t, v, d[0], d[1])
			if got, want := dark(px.At(x, y)), v.HasDiagonals(); got != want {
				t.Errorf("%s: a line between %s and %s: %v, want %v", v, d[0], d[1], got, want)
			}
		}
		for _, l := range [][2]string{{"a1", "d1"}, {"d2", "d3"}, {"e4", "e5"}} {
			if x, y := between(t, v, l[0], l[1]); !dark(px.At(x, y)) {
				t.Errorf("%s: no line between %s and %s", v, l[0], l[1])
			}
		}
	}
}

// The board of Six Men's Morris draws its links (d1 to d2, the outer
// square to the inner), and nothing further in, where Nine Men's Morris
// has its inner square; Three Men's Morris's board has its diagonals
// through the centre.
func TestMillBoardDrawsLinksAndSmallBoards(t *testing.T) {
	for _, tc := range []struct {
		v          *mill.Variant
		lines, not [][2]string
	}{
		{mill.SixMensMorris, [][2]string{{"d1", "d2"}, {"a4", "b4"}, {"b2", "d2"}}, nil},
		{mill.ThreeMensMorris, [][2]string{{"a1", "d4"}, {"d4", "g7"}, {"g1", "d4"}, {"a1", "d1"}, {"d1", "d4"}}, nil},
	} {
		c, img := scenetest.Offscreen(t)
		render.DrawMillBoard(c, board, nil, tc.v.NewGame(), render.NoDecor())
		px := scenetest.Pixels(img)
		for _, l := range tc.lines {
			if x, y := between(t, tc.v, l[0], l[1]); !dark(px.At(x, y)) {
				t.Errorf("%s: no line between %s and %s", tc.v, l[0], l[1])
			}
		}
	}
	// Where Nine Men's Morris has d2-d3, Six Men's Morris has bare wood.
	c, img := scenetest.Offscreen(t)
	render.DrawMillBoard(c, board, nil, mill.SixMensMorris.NewGame(), render.NoDecor())
	d2, _ := mill.NineMensMorris.ParsePoint("d2")
	d3, _ := mill.NineMensMorris.ParsePoint("d3")
	x2, y2 := board.PointPos(mill.NineMensMorris, d2)
	_, y3 := board.PointPos(mill.NineMensMorris, d3)
	if dark(scenetest.Pixels(img).At(int(x2), int((y2+y3)/2))) {
		t.Errorf("Six Men's Morris: a line between d2 and d3")
	}
}

// A mill along a diagonal is highlighted like any other: a gold band.
func TestMillBoardHighlightsADiagonalMill(t *testing.T) {
	v := mill.TwelveMensMorris
	pos, err := v.ParseGame("a1 d1 b2 g1 c3xg1")
	if err != nil {
		t.Fatal(err)
	}
	d := render.NoDecor()
	d.Mills = [][3]mill.Point{v.Mills()[16]} // a1 b2 c3
	c, img := scenetest.Offscreen(t)
	render.DrawMillBoard(c, board, nil, pos, d)
	x, y := between(t, v, "a1", "b2")
	r, g, b, _ := scenetest.Pixels(img).At(x, y).RGBA()
	if r>>8 < 0xe0 || g>>8 < 0xb0 || b>>8 > 0x80 {
		t.Errorf("between a1 and b2 the colour is %02x%02x%02x, want the gold of a mill", r>>8, g>>8, b>>8)
	}
}

// Every point of a variant is found where it is drawn.
func TestMillBoardPointAt(t *testing.T) {
	for _, v := range mill.Variants() {
		for p := range mill.Point(v.NumPoints()) {
			x, y := board.PointPos(v, p)
			if got, ok := board.PointAt(v, x+3, y-2); !ok || got != p {
				t.Errorf("%s: PointAt near %s = %v, %v", v, v.PointName(p), got, ok)
			}
		}
		if _, ok := board.PointAt(v, board.X+board.Size/2, board.Y+board.Size/2); ok != (v == mill.ThreeMensMorris) {
			t.Errorf("%s: a point in the middle of the board: %v", v, ok)
		}
	}
}

// rgb returns the 8-bit colour of the pixel at (x, y).
func rgb(px interface{ At(x, y int) color.Color }, x, y int) (r, g, b uint32) {
	r, g, b, _ = px.At(x, y).RGBA()
	return r >> 8, g >> 8, b >> 8
}

// The last move is a dashed arrow in pale blue along its way: pale blue
// and not, in turns, from where the piece came from to where it stands.
func TestMillBoardDrawsTheLastMoveDashed(t *testing.T) {
	v := mill.NineMensMorris
	pos, err := mill.ParsePosition("blue: a4 d6; red: g7 f2; hand: 0 0; turn: red")
	if err != nil {
		t.Fatal(err)
	}
	a1, _ := v.ParsePoint("a1")
	a4, _ := v.ParsePoint("a4")
	d := render.NoDecor()
	d.Last = mill.Move{From: a1, To: a4, Remove: mill.NoPoint}
	c, img := scenetest.Offscreen(t)
	render.DrawMillBoard(c, board, nil, pos, d)
	px := scenetest.Pixels(img)
	x0, y0 := board.PointPos(v, a1)
	_, y1 := board.PointPos(v, a4)
	pale, turns, was := 0, 0, false
	for y := int(y0) - 20; y > int(y1)+30; y-- {
		r, g, b := rgb(px, int(x0), y)
		is := b > 0xe0 && g > 0xc0 && r < 0xc0
		if is {
			pale++
		}
		if is != was {
			turns++
		}
		was = is
	}
	if pale < 40 || turns < 8 {
		t.Errorf("along a1-a4: %d pale blue pixels, %d changes; want a dashed arrow", pale, turns)
	}
}

// A mill's light fades with MillsFade: gold at 0, the board's line at 1.
func TestMillBoardFadesAMillsLight(t *testing.T) {
	v := mill.NineMensMorris
	pos, err := mill.ParsePosition("blue: a1 d1 g1; red: b2 d2; hand: 6 6; turn: red")
	if err != nil {
		t.Fatal(err)
	}
	for _, fade := range []float64{0, 1} {
		d := render.NoDecor()
		d.Mills, d.MillsFade = [][3]mill.Point{v.Mills()[0]}, fade
		c, img := scenetest.Offscreen(t)
		render.DrawMillBoard(c, board, nil, pos, d)
		x, y := between(t, v, "a1", "d1")
		r, g, b := rgb(scenetest.Pixels(img), x, y)
		gold := r >= 0xe0 && g >= 0xb0 && b <= 0x80
		if gold != (fade == 0) {
			t.Errorf("fade %v: between a1 and d1 the colour is %02x%02x%02x (gold %v)", fade, r, g, b, gold)
		}
	}
}

// The move Redo would play again is marked around the point it went to
// in lilac, a colour no other mark has.
func TestMillBoardMarksTheMoveTakenBack(t *testing.T) {
	v := mill.NineMensMorris
	d2, _ := v.ParsePoint("d2")
	x, y := board.PointPos(v, d2)
	rad := board.PieceRadius() * 0.8
	for _, marked := range []bool{false, true} {
		d := render.NoDecor()
		if marked {
			d.Redo = mill.Move{From: mill.NoPoint, To: d2, Remove: mill.NoPoint}
		}
		c, img := scenetest.Offscreen(t)
		render.DrawMillBoard(c, board, nil, v.NewGame(), d)
		px := scenetest.Pixels(img)
		lilac := 0
		for _, p := range [][2]float64{{rad, 0}, {0, rad}, {-rad, 0}} {
			r, g, b := rgb(px, int(x+p[0]), int(y+p[1]))
			if r > 0xc0 && b > 0xe0 && g < r && g < b {
				lilac++
			}
		}
		if (lilac == 3) != marked {
			t.Errorf("marked %v: %d of 3 points around d2 are lilac", marked, lilac)
		}
	}
}
