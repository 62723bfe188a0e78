package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2/vector"

	"stratagem/assets/lang"
	"stratagem/board/mill"
)

// MillBoard is where the Mill board sits on the virtual screen: a square
// with its lower-left corner (a1 on the 7×7 grid every variant's points
// lie on) at (X, Y+Size). The points and lines come from the variant of
// the position drawn, which the methods take.
type MillBoard struct {
	X, Y, Size float64
	// NoLabels leaves out the coordinates around the board (the small
	// boards of the rules pages).
	NoLabels bool
}

// PointPos returns the centre of point p of variant v.
func (b MillBoard) PointPos(v *mill.Variant, p mill.Point) (float64, float64) {
	step := b.Size / 6
	return b.X + float64(v.File(p))*step, b.Y + float64(6-v.Rank(p))*step
}

// PieceRadius is the radius of a piece on this board.
func (b MillBoard) PieceRadius() float64 { return b.Size / 6 * 0.36 }

// PointAt returns the point of variant v under (x, y), if any is within reach.
func (b MillBoard) PointAt(v *mill.Variant, x, y float64) (mill.Point, bool) {
	best, bestD := mill.NoPoint, math.Inf(1)
	for p := range mill.Point(v.NumPoints()) {
		px, py := b.PointPos(v, p)
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
	// Mills are lines to show as mills, each its three points in order
	// along it (as Variant.Mills gives them): the mills the deciding move
	// closed, a mill on a rules page.
	Mills [][3]mill.Point
	// Blocked are pieces marked as unable to move: the side that lost
	// because it could not move.
	Blocked uint32
	// Final draws Last as the move that decided the game: an arrow from
	// where it came from, and the piece it took, faded, where it stood.
	Final bool
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

// DrawMillBase draws the empty board of variant v: wood, lines (the
// diagonals too, where v has them) and points. It never changes during a
// game, so screens draw it through a Layer.
func DrawMillBase(c *Canvas, b MillBoard, v *mill.Variant) {
	step := b.Size / 6
	margin := step * 0.55
	c.FillRoundRect(b.X-margin+6, b.Y-margin+8, b.Size+2*margin, b.Size+2*margin, 18, color.RGBA{0, 0, 0, 0x60})
	c.FillRoundRect(b.X-margin, b.Y-margin, b.Size+2*margin, b.Size+2*margin, 18, Wood)
	c.StrokeRoundRect(b.X-margin+6, b.Y-margin+6, b.Size+2*margin-12, b.Size+2*margin-12, 14, 2, WoodDark)
	lw := math.Max(3, b.Size/110)
	for _, m := range v.Mills() {
		x0, y0 := b.PointPos(v, m[0])
		x1, y1 := b.PointPos(v, m[2])
		c.Line(x0, y0, x1, y1, lw, BoardLine)
	}
	r := b.PieceRadius()
	for p := range mill.Point(v.NumPoints()) {
		x, y := b.PointPos(v, p)
		c.FillCircle(x, y, r*0.36, BoardLine)
		c.FillCircle(x, y, r*0.24, WoodDark)
	}
	if b.NoLabels {
		return
	}
	// The coordinates are notation, the same in every language.
	for _, l := range b.Labels() {
		c.Text(lang.Verbatim(l.Text), l.X, l.Y, TextStyle{Size: 18, Bold: true, Color: TextDim, Align: AlignCenter, Middle: true, MaxW: margin + 8})
	}
}

// millBaseKey names what a cached empty board shows: the board's place
// and the variant's lines.
type millBaseKey struct {
	board   MillBoard
	variant *mill.Variant
}

// DrawMillBoard draws the pieces of pos on the board of its variant and
// the decorations; the board itself comes from DrawMillBase (through
// cache, when given).
func DrawMillBoard(c *Canvas, b MillBoard, cache *Layer, pos *mill.Position, d MillDecor) {
	v := pos.Variant()
	if cache != nil {
		cache.Draw(c, millBaseKey{b, v}, func(c *Canvas) { DrawMillBase(c, b, v) })
	} else {
		DrawMillBase(c, b, v)
	}
	r := b.PieceRadius()
	// Mills: a gold band along the line, under the pieces.
	var inMill uint32
	for _, m := range d.Mills {
		x0, y0 := b.PointPos(v, m[0])
		x1, y1 := b.PointPos(v, m[2])
		outlinedLine(c, x0, y0, x1, y1, r*0.42, markGold)
		for _, p := range m {
			inMill |= 1 << uint(p)
		}
	}
	if d.Last.To != mill.NoPoint {
		drawLastMove(c, b, pos, d, r)
	}
	for p := range mill.Point(v.NumPoints()) {
		x, y := b.PointPos(v, p)
		bit := uint32(1) << uint(p)
		col := pos.At(p)
		if col != mill.NoColor && d.Hidden&bit == 0 {
			DrawPiece(c, x, y, r, col, 1)
			if d.Last.To == p && !d.Final {
				c.FillCircle(x, y, r*0.16, WithAlpha(color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.82))
			}
			if inMill&bit != 0 || (d.Final && d.Last.To == p) {
				outlinedRing(c, x, y, r*1.2, 4, markGold)
			}
			if d.Blocked&bit != 0 {
				drawBlockedMark(c, x, y, r)
			}
			if d.Movable&bit != 0 && d.Selected != p {
				drawMovableMark(c, x, y, r)
			}
			if d.Removable&bit != 0 {
				drawRemovableMark(c, x, y, r, d.Hover == p)
				if d.Hover == p {
					outlinedCross(c, x, y, r*0.5, 5, markRed)
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
		x, y := b.PointPos(v, d.Ghost)
		DrawPiece(c, x, y, r, d.GhostColor, 0.85)
		outlinedRing(c, x, y, r*1.2, 5, Accent)
	}
	if d.Final && d.Last.From != mill.NoPoint && d.Last.To != mill.NoPoint {
		fx, fy := b.PointPos(v, d.Last.From)
		tx, ty := b.PointPos(v, d.Last.To)
		outlinedArrow(c, fx, fy, tx, ty, r*0.25, r*0.45, 6, markGold)
	}
	if d.Hint.To != mill.NoPoint {
		drawHint(c, b, pos, d.Hint, r)
	}
}

// drawLastMove marks the last move under the pieces: a soft ring where it
// came from and a cross where it took a piece; at the end of the game, as
// the deciding move, a gold ring where it came from and the piece it took,
// faded, under a red cross.
func drawLastMove(c *Canvas, b MillBoard, pos *mill.Position, d MillDecor, r float64) {
	v := pos.Variant()
	soft := WithAlpha(BoardLine, 0.63)
	if d.Last.From != mill.NoPoint {
		x, y := b.PointPos(v, d.Last.From)
		if d.Final {
			outlinedRing(c, x, y, r*0.75, 4, markGold)
		} else {
			c.StrokeCircle(x, y, r*0.75, 2.5, soft)
		}
	}
	if d.Last.Remove == mill.NoPoint {
		return
	}
	x, y := b.PointPos(v, d.Last.Remove)
	if d.Final {
		if mover := pos.At(d.Last.To); mover != mill.NoColor {
			DrawPiece(c, x, y, r, mover.Other(), 0.38)
		}
		outlinedCross(c, x, y, r*0.55, 5, markRed)
		return
	}
	dark := WithAlpha(color.RGBA{0x7a, 0x20, 0x20, 0xff}, 0.75)
	c.Line(x-r*0.45, y-r*0.45, x+r*0.45, y+r*0.45, 3, dark)
	c.Line(x-r*0.45, y+r*0.45, x+r*0.45, y-r*0.45, 3, dark)
}

// drawHint shows the suggested move m for the side to move of pos: the
// piece to move ringed in white, an arrow to where it goes, a faint piece
// there, and the piece it would take ringed in white under a red cross.
func drawHint(c *Canvas, b MillBoard, pos *mill.Position, m mill.Move, r float64) {
	v := pos.Variant()
	tx, ty := b.PointPos(v, m.To)
	DrawPiece(c, tx, ty, r, pos.SideToMove(), 0.55)
	outlinedRing(c, tx, ty, r*1.2, 4, markHint)
	if m.Remove != mill.NoPoint {
		x, y := b.PointPos(v, m.Remove)
		outlinedRing(c, x, y, r*1.45, 4, markHint)
		outlinedCross(c, x, y, r*0.55, 5, markRed)
	}
	if m.From != mill.NoPoint {
		fx, fy := b.PointPos(v, m.From)
		outlinedRing(c, fx, fy, r*1.45, 4, markHint)
		outlinedArrow(c, fx, fy, tx, ty, r*0.25, r*0.3, 6, markHint)
	}
}

// The marks of the deciding move (gold) and of the hint (white).
var (
	markGold = color.RGBA{0xff, 0xd0, 0x38, 0xff}
	markHint = color.RGBA{0xf7, 0xf9, 0xff, 0xff}
)

// outlinedCross draws an X of half-size h centred at (x, y).
func outlinedCross(c *Canvas, x, y, h, w float64, col color.Color) {
	outlinedLine(c, x-h, y-h, x+h, y+h, w, col)
	outlinedLine(c, x-h, y+h, x+h, y-h, w, col)
	c.Line(x-h, y-h, x+h, y+h, w, col) // the second line's outline must not cut the first
}

// drawBlockedMark marks a piece that cannot move: a red ring crossed by a
// slash, the sign for "no way".
func drawBlockedMark(c *Canvas, x, y, r float64) {
	c.Sprite("mill-blocked", int(r*10), 0, x, y, r*1.2+6, 1, func(c *Canvas) {
		outlinedRing(c, 0, 0, r*1.05, 5, markRed)
		h := r * 1.05 * math.Sqrt2 / 2
		outlinedLine(c, -h, -h, h, h, 5, markRed)
		c.StrokeCircle(0, 0, r*1.05, 5, markRed) // over the slash's outline
	})
}

// outlinedArrow draws an arrow from (x0, y0) to (x1, y1) in col over a dark
// outline; it starts gap0 after the start and its point stops gap1 short
// of the end.
func outlinedArrow(c *Canvas, x0, y0, x1, y1, gap0, gap1, w float64, col color.Color) {
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	head := w * 3.2
	if l < gap0+gap1+head {
		return
	}
	ux, uy := dx/l, dy/l
	sx, sy := x0+ux*gap0, y0+uy*gap0
	px, py := x1-ux*gap1, y1-uy*gap1 // the point
	bx, by := px-ux*head, py-uy*head // the middle of the head's base
	tri := func(grow float64) [3][2]float64 {
		h, half := head+2*grow, head*0.62+grow
		qx, qy := px+ux*grow, py+uy*grow
		return [3][2]float64{{qx, qy}, {qx - ux*h - uy*half, qy - uy*h + ux*half}, {qx - ux*h + uy*half, qy - uy*h - ux*half}}
	}
	c.Line(sx, sy, bx+ux, by+uy, w+4, markOutline)
	fillTriangle(c, tri(2.5), markOutline)
	c.Line(sx+ux*2, sy+uy*2, bx+ux, by+uy, w, col)
	fillTriangle(c, tri(0), col)
}

// fillTriangle fills the triangle with corners p (virtual units).
func fillTriangle(c *Canvas, p [3][2]float64, col color.Color) {
	var path vector.Path
	for i, q := range p {
		x, y := c.pt(q[0], q[1])
		if i == 0 {
			path.MoveTo(x, y)
		} else {
			path.LineTo(x, y)
		}
	}
	path.Close()
	c.fillPath(&path, col)
}
