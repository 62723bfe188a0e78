package render

import (
	"image/color"
	"math"

	"stratagem/board/mill"
)

// MillBoard is where the Mill board sits on the virtual screen: a square
// with its lower-left corner point (a1) at (X, Y+Size).
type MillBoard struct {
	X, Y, Size float64
}

// PointPos returns the centre of point p.
func (b MillBoard) PointPos(p mill.Point) (float64, float64) {
	step := b.Size / 6
	return b.X + float64(p.File())*step, b.Y + float64(6-p.Rank())*step
}

// PieceRadius is the radius of a piece on this board.
func (b MillBoard) PieceRadius() float64 { return b.Size / 6 * 0.36 }

// PointAt returns the point under (x, y), if any is within reach.
func (b MillBoard) PointAt(x, y float64) (mill.Point, bool) {
	best, bestD := mill.NoPoint, math.Inf(1)
	for p := mill.Point(0); p < mill.NumPoints; p++ {
		px, py := b.PointPos(p)
		if d := math.Hypot(x-px, y-py); d < bestD {
			best, bestD = p, d
		}
	}
	if bestD <= b.PieceRadius()*1.3 {
		return best, true
	}
	return mill.NoPoint, false
}

// MillDecor is everything drawn on the board besides the pieces themselves.
type MillDecor struct {
	Legal     uint32     // points the selected piece (or a placement) may go to
	Removable uint32     // enemy pieces that may be taken now
	Movable   uint32     // own pieces that have a legal move (when nothing is selected)
	Selected  mill.Point // the piece picked up, or NoPoint
	Hover     mill.Point // the point under the cursor, or NoPoint
	Last      mill.Move  // the last move, marked; To == NoPoint for none
	Hint      mill.Move  // a suggested move, drawn as an arrow; To == NoPoint for none
	Hidden    uint32     // points whose piece is being animated elsewhere
	// Ghost is a piece drawn where it is about to stand (a move waiting for
	// its removal choice); NoPoint for none.
	Ghost      mill.Point
	GhostColor mill.Color
}

// NoDecor returns a decoration with nothing marked.
func NoDecor() MillDecor {
	none := mill.Move{From: mill.NoPoint, To: mill.NoPoint, Remove: mill.NoPoint}
	return MillDecor{Selected: mill.NoPoint, Hover: mill.NoPoint, Last: none, Hint: none, Ghost: mill.NoPoint}
}

// SideColors returns the fill and rim colours of a side's pieces.
func SideColors(c mill.Color) (fill, rim color.Color) {
	if c == mill.Blue {
		return BlueSide, BlueSideDark
	}
	return RedSide, RedSideDark
}

// DrawPiece draws one piece of colour col centred at (x, y), with alpha for fading.
func DrawPiece(c *Canvas, x, y, r float64, col mill.Color, alpha float64) {
	fill, rim := SideColors(col)
	c.FillCircle(x+r*0.08, y+r*0.12, r, WithAlpha(pieceShadow, alpha))
	c.FillCircle(x, y, r, WithAlpha(rim, alpha))
	c.FillCircle(x, y, r*0.84, WithAlpha(fill, alpha))
	c.StrokeCircle(x, y, r*0.55, r*0.09, WithAlpha(rim, alpha*0.7))
	c.FillCircle(x-r*0.3, y-r*0.32, r*0.16, WithAlpha(WithAlpha(color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.38), alpha))
}

// BoardLabel is a coordinate written beside the board: a file letter or a
// rank number, centred at (X, Y).
type BoardLabel struct {
	Text string
	X, Y float64
}

// Labels returns the board's coordinates as the move list names points:
// the files a–g under the board, each below its column of points, and the
// ranks 1–7 to its left, each beside its row (a1 is the lower-left corner).
func (b MillBoard) Labels() []BoardLabel {
	step := b.Size / 6
	margin := step * 0.55
	out := make([]BoardLabel, 0, 14)
	for i := 0; i < 7; i++ {
		out = append(out,
			BoardLabel{Text: string(rune('a' + i)), X: b.X + float64(i)*step, Y: b.Y + b.Size + margin + 20},
			BoardLabel{Text: string(rune('1' + i)), X: b.X - margin - 16, Y: b.Y + float64(6-i)*step})
	}
	return out
}

// The marks drawn on the board. Each bright mark lies on a darker, wider
// one, so it stands out on the tan wood and on pieces of either colour;
// the movable mark is a plain ring and the removable one a target (a ring
// crossed by four ticks), so they differ in shape as well as in colour.
var (
	markOutline = color.RGBA{0x17, 0x11, 0x0b, 0xff}
	markGreen   = color.RGBA{0x5a, 0xf5, 0x6e, 0xff}
	markRed     = color.RGBA{0xff, 0x45, 0x38, 0xff}
)

// outlinedRing strokes a ring of width w in col over a dark ring 4 units wider.
func outlinedRing(c *Canvas, x, y, radius, w float64, col color.Color) {
	c.StrokeCircle(x, y, radius, w+4, markOutline)
	c.StrokeCircle(x, y, radius, w, col)
}

// outlinedLine draws a line of width w in col over a dark line 4 units wider.
func outlinedLine(c *Canvas, x0, y0, x1, y1, w float64, col color.Color) {
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	ex, ey := dx/l*2, dy/l*2 // the outline also covers the line's ends
	c.Line(x0-ex, y0-ey, x1+ex, y1+ey, w+4, markOutline)
	c.Line(x0, y0, x1, y1, w, col)
}

// drawMovableMark rings a piece that can move: a thick green ring.
func drawMovableMark(c *Canvas, x, y, r float64) {
	c.Sprite("mill-movable", int(r*10), 0, x, y, r*1.2+6, 1, func(c *Canvas) {
		outlinedRing(c, 0, 0, r*1.2, 5, markGreen)
	})
}

// drawRemovableMark marks a piece that may be taken: a red target, bolder
// under the cursor. Its ticks point diagonally, away from the lines, so
// neighbouring targets never touch.
func drawRemovableMark(c *Canvas, x, y, r float64, hover bool) {
	w, hv := 5.0, 0
	if hover {
		w, hv = 7, 1
	}
	in, out := r*1.2-7, r*1.2+11
	c.Sprite("mill-removable", int(r*10), hv, x, y, out+5, 1, func(c *Canvas) {
		for _, col := range []color.Color{markOutline, markRed} {
			width := w
			if col == markOutline {
				width += 4
			}
			c.StrokeCircle(0, 0, r*1.2, width, col)
			for k := 0; k < 4; k++ {
				a := math.Pi/4 + float64(k)*math.Pi/2
				ca, sa := math.Cos(a), math.Sin(a)
				c.Line(in*ca, in*sa, out*ca, out*sa, width, col)
			}
		}
	})
}

// DrawMillBase draws the empty board: wood, lines and points. It never
// changes during a game, so screens draw it through a Layer.
func DrawMillBase(c *Canvas, b MillBoard) {
	step := b.Size / 6
	margin := step * 0.55
	c.FillRoundRect(b.X-margin+6, b.Y-margin+8, b.Size+2*margin, b.Size+2*margin, 18, color.RGBA{0, 0, 0, 0x60})
	c.FillRoundRect(b.X-margin, b.Y-margin, b.Size+2*margin, b.Size+2*margin, 18, Wood)
	c.StrokeRoundRect(b.X-margin+6, b.Y-margin+6, b.Size+2*margin-12, b.Size+2*margin-12, 14, 2, WoodDark)
	lw := math.Max(3, b.Size/110)
	for _, m := range mill.Mills {
		x0, y0 := b.PointPos(m[0])
		x1, y1 := b.PointPos(m[2])
		c.Line(x0, y0, x1, y1, lw, BoardLine)
	}
	r := b.PieceRadius()
	for p := mill.Point(0); p < mill.NumPoints; p++ {
		x, y := b.PointPos(p)
		c.FillCircle(x, y, r*0.36, BoardLine)
		c.FillCircle(x, y, r*0.24, WoodDark)
	}
	for _, l := range b.Labels() {
		c.Text(l.Text, l.X, l.Y, TextStyle{Size: 18, Bold: true, Color: TextDim, Align: AlignCenter, Middle: true})
	}
}

// DrawMillBoard draws the pieces on the board and the decorations; the
// board itself comes from DrawMillBase (through cache, when given).
func DrawMillBoard(c *Canvas, b MillBoard, cache *Layer, pos *mill.Position, d MillDecor) {
	if cache != nil {
		cache.Draw(c, b, func(c *Canvas) { DrawMillBase(c, b) })
	} else {
		DrawMillBase(c, b)
	}
	r := b.PieceRadius()
	// Last move: a soft ring where it came from and where it went.
	if d.Last.To != mill.NoPoint {
		if d.Last.From != mill.NoPoint {
			x, y := b.PointPos(d.Last.From)
			c.StrokeCircle(x, y, r*0.75, 2.5, WithAlpha(color.RGBA{0x3b, 0x2a, 0x1a, 0xff}, 0.63))
		}
		if d.Last.Remove != mill.NoPoint {
			x, y := b.PointPos(d.Last.Remove)
			c.Line(x-r*0.45, y-r*0.45, x+r*0.45, y+r*0.45, 3, WithAlpha(color.RGBA{0x7a, 0x20, 0x20, 0xff}, 0.75))
			c.Line(x-r*0.45, y+r*0.45, x+r*0.45, y-r*0.45, 3, WithAlpha(color.RGBA{0x7a, 0x20, 0x20, 0xff}, 0.75))
		}
	}
	for p := mill.Point(0); p < mill.NumPoints; p++ {
		x, y := b.PointPos(p)
		bit := uint32(1) << uint(p)
		col := pos.At(p)
		if col != mill.NoColor && d.Hidden&bit == 0 {
			DrawPiece(c, x, y, r, col, 1)
			if d.Last.To == p {
				c.FillCircle(x, y, r*0.16, WithAlpha(color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.82))
			}
			if d.Movable&bit != 0 && d.Selected != p {
				drawMovableMark(c, x, y, r)
			}
			if d.Removable&bit != 0 {
				drawRemovableMark(c, x, y, r, d.Hover == p)
				if d.Hover == p {
					outlinedLine(c, x-r*0.5, y-r*0.5, x+r*0.5, y+r*0.5, 5, markRed)
					outlinedLine(c, x-r*0.5, y+r*0.5, x+r*0.5, y-r*0.5, 5, markRed)
				}
			}
			if d.Selected == p {
				outlinedRing(c, x, y, r*1.2, 5, Accent)
			}
		}
		if d.Legal&bit != 0 {
			c.FillCircle(x, y, r*0.46, markOutline)
			c.FillCircle(x, y, r*0.34, markGreen)
			if d.Hover == p {
				outlinedRing(c, x, y, r*0.95, 4, markGreen)
			}
		}
	}
	if d.Ghost != mill.NoPoint {
		x, y := b.PointPos(d.Ghost)
		DrawPiece(c, x, y, r, d.GhostColor, 0.85)
		outlinedRing(c, x, y, r*1.2, 5, Accent)
	}
	if d.Hint.To != mill.NoPoint {
		drawHint(c, b, d.Hint, r)
	}
}

func drawHint(c *Canvas, b MillBoard, m mill.Move, r float64) {
	hint := color.RGBA{0xff, 0xe0, 0x6a, 0xff}
	tx, ty := b.PointPos(m.To)
	if m.From != mill.NoPoint {
		fx, fy := b.PointPos(m.From)
		c.Line(fx, fy, tx, ty, 5, WithAlpha(hint, 0.8))
		ang := math.Atan2(ty-fy, tx-fx)
		for _, da := range []float64{2.6, -2.6} {
			c.Line(tx, ty, tx+r*0.8*math.Cos(ang+da), ty+r*0.8*math.Sin(ang+da), 5, WithAlpha(hint, 0.8))
		}
	}
	c.StrokeCircle(tx, ty, r*1.25, 4, hint)
	if m.Remove != mill.NoPoint {
		x, y := b.PointPos(m.Remove)
		c.StrokeCircle(x, y, r*1.25, 4, hint)
		c.Line(x-r*0.5, y-r*0.5, x+r*0.5, y+r*0.5, 4, hint)
	}
}
