package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
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
	// Redo is the move taken back that Redo would play again, marked
	// where it went by a curved arrow; To == NoPoint for none.
	Redo mill.Move
	// Ghost is a piece drawn where it is about to stand (a move waiting for
	// its removal choice); NoPoint for none.
	Ghost      mill.Point
	GhostColor mill.Color
	// Mills are lines to show as mills, each its three points in order
	// along it (as Variant.Mills gives them): the mills a move just closed
	// (lit for a moment), those of the deciding move, a mill on a rules page.
	Mills [][3]mill.Point
	// MillsFade dims Mills: 0 lights them fully, 1 hides them (a mill's
	// light coming and going).
	MillsFade float64
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
	return MillDecor{Selected: mill.NoPoint, Hover: mill.NoPoint, Last: none, Hint: none, Redo: none, Ghost: mill.NoPoint}
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
// the files under the board, each below its column of points, and the
// ranks to its left, each beside its row (a1 is the lower-left corner).
// Only the files and ranks where v has points are named: a–g and 1–7 on
// the boards of three squares, a, d, g and 1, 4, 7 on Three Men's Morris's.
func (b MillBoard) Labels(v *mill.Variant) []BoardLabel {
	step := b.Size / 6
	margin := step * 0.55
	var files, ranks [7]bool
	for p := range mill.Point(v.NumPoints()) {
		files[v.File(p)], ranks[v.Rank(p)] = true, true
	}
	out := make([]BoardLabel, 0, 14)
	for i := 0; i < 7; i++ {
		if files[i] {
			out = append(out, BoardLabel{Text: string(rune('a' + i)), X: b.X + float64(i)*step, Y: b.Y + b.Size + margin + 20})
		}
		if ranks[i] {
			out = append(out, BoardLabel{Text: string(rune('1' + i)), X: b.X - margin - 16, Y: b.Y + float64(6-i)*step})
		}
	}
	return out
}

// The marks drawn on the board. Each bright mark lies on a darker, wider
// one, so it stands out on the tan wood and on pieces of either colour.
// Each meaning has its own shape as well as its own colour, so that a
// player who cannot tell the colours apart can tell the marks apart:
//
//   - a piece that can move: a solid green ring; a point it may go to, a
//     green dot;
//   - the piece picked up: lifted off the board, in a gold ring;
//   - a piece that may be taken: a red target (a ring crossed by four ticks);
//   - the last move: dashed, in pale blue: an arrow from where the piece
//     came from (a small dashed circle) to where it stands, a dashed ring
//     around a piece just placed, and where it took a piece, that piece
//     faded under a small red cross in a dashed ring;
//   - the hint: solid white: an arrow, a pale piece in a ring where it
//     goes, a ring around the piece it would take;
//   - the move taken back that Redo would play again: a curved arrow,
//     three quarters of a circle, on the point it went to, in lilac;
//   - the keyboard's cursor: four corner brackets;
//   - a mill just closed: a gold band along its line, which fades;
//   - the move that decided the game: gold, solid.
//
// Their colours are the palette's (Mark…), which the look chooses.
const (
	markOutline = MarkOutline
	markGreen   = MarkMovable
	markRed     = MarkRemovable
	markLast    = MarkLast
)

// outlinedRing strokes a ring of width w in col over a dark ring 4 units wider.
func outlinedRing(c *Canvas, x, y, radius, w float64, col color.Color) {
	c.StrokeCircle(x, y, radius, w+4, markOutline)
	c.StrokeCircle(x, y, radius, w, col)
}

// outlinedLineAlpha is outlinedLine seen through alpha (0 to 1).
func outlinedLineAlpha(c *Canvas, x0, y0, x1, y1, w float64, col color.Color, alpha float64) {
	if alpha >= 1 {
		outlinedLine(c, x0, y0, x1, y1, w, col)
		return
	}
	if alpha <= 0 {
		return
	}
	l := math.Hypot(x1-x0, y1-y0)
	ex, ey := (x1-x0)/l*2, (y1-y0)/l*2
	c.Line(x0-ex, y0-ey, x1+ex, y1+ey, w+4, WithAlpha(markOutline, alpha))
	c.Line(x0, y0, x1, y1, w, WithAlpha(col, alpha))
}

// strokePath strokes p (in the canvas's pixels) at width w (virtual
// units) with round ends, in col.
func strokePath(c *Canvas, p *vector.Path, w float64, col color.Color) {
	vs, is := p.AppendVerticesAndIndicesForStroke(nil, nil, &vector.StrokeOptions{Width: c.len(w), LineCap: vector.LineCapRound, LineJoin: vector.LineJoinRound})
	c.drawVertices(vs, is, col, ebiten.FillRuleFillAll)
}

// drawDashedRing strokes a dashed ring of width w in col over a dark
// outline: the mark of the last move.
func drawDashedRing(c *Canvas, x, y, radius, w float64, col color.Color) {
	c.Sprite("mill-dashed-ring", int(radius*10), int(w*10)+int(colorKey(col))<<8, x, y, radius+w/2+4, 1, func(c *Canvas) {
		for _, layer := range []struct {
			w   float64
			col color.Color
		}{{w + 4, markOutline}, {w, col}} {
			var p vector.Path
			cx, cy := c.pt(0, 0)
			// About one dash every 20 units of the ring, four at least.
			n := max(4, int(math.Round(2*math.Pi*radius/20)))
			step := 2 * math.Pi / float64(n)
			for k := range n {
				a0 := float64(k)*step - math.Pi/2 + step*0.25
				a1 := a0 + step*0.5
				p.MoveTo(cx+float32(math.Cos(a0))*c.len(radius), cy+float32(math.Sin(a0))*c.len(radius))
				p.Arc(cx, cy, c.len(radius), float32(a0), float32(a1), vector.Clockwise)
			}
			strokePath(c, &p, layer.w, layer.col)
		}
	})
}

// colorKey packs col into a number for a sprite's key.
func colorKey(col color.Color) uint32 {
	r, g, b, _ := col.RGBA()
	return (r>>8)<<16 | (g>>8)<<8 | b>>8
}

// drawDashedArrow draws a dashed arrow from (x0, y0) to (x1, y1) in col
// over a dark outline, starting gap0 after the start, its point gap1 short
// of the end: the last move's way.
func drawDashedArrow(c *Canvas, x0, y0, x1, y1, gap0, gap1, w float64, col color.Color) {
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	// Between close points (a small board's neighbours) the head shrinks
	// to fit, and the arrow may be a head alone.
	head := math.Min(w*3.2, l-gap0-gap1)
	if head < w*1.8 {
		return
	}
	ux, uy := dx/l, dy/l
	sx, sy := x0+ux*gap0, y0+uy*gap0
	px, py := x1-ux*gap1, y1-uy*gap1 // the point
	shaft := l - gap0 - gap1 - head
	dash, space := w*2.2, w*2.4
	n := max(1, int(math.Round((shaft+space)/(dash+space))))
	dash = (shaft + space) / float64(n) * dash / (dash + space)
	space = (shaft - float64(n)*dash) / math.Max(1, float64(n-1))
	if n == 1 {
		dash = shaft
	}
	tri := func(grow float64) [3][2]float64 {
		h, half := head+2*grow, head*0.62+grow
		qx, qy := px+ux*grow, py+uy*grow
		return [3][2]float64{{qx, qy}, {qx - ux*h - uy*half, qy - uy*h + ux*half}, {qx - ux*h + uy*half, qy - uy*h - ux*half}}
	}
	for _, layer := range []struct {
		w   float64
		col color.Color
	}{{w + 4, markOutline}, {w, col}} {
		if shaft > w/2 {
			var p vector.Path
			for k := range n {
				a := float64(k) * (dash + space)
				ax, ay := c.pt(sx+ux*a, sy+uy*a)
				bx, by := c.pt(sx+ux*(a+dash), sy+uy*(a+dash))
				p.MoveTo(ax, ay)
				p.LineTo(bx, by)
			}
			strokePath(c, &p, layer.w, layer.col)
		}
		if layer.col == markOutline {
			fillTriangle(c, tri(2.5), markOutline)
		} else {
			fillTriangle(c, tri(0), col)
		}
	}
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
// diagonals too, where v has them, and the links that join points
// without making mills, as Six Men's Morris's) and points. It never
// changes during a game, so screens draw it through a Layer.
func DrawMillBase(c *Canvas, b MillBoard, v *mill.Variant) {
	step := b.Size / 6
	margin := step * 0.55
	c.FillRoundRect(b.X-margin+6, b.Y-margin+8, b.Size+2*margin, b.Size+2*margin, 18, color.RGBA{0, 0, 0, 0x60})
	c.FillRoundRect(b.X-margin, b.Y-margin, b.Size+2*margin, b.Size+2*margin, 18, Wood)
	c.StrokeRoundRect(b.X-margin+6, b.Y-margin+6, b.Size+2*margin-12, b.Size+2*margin-12, 14, 2, WoodDark)
	lw := LineWidth(math.Max(3, b.Size/110))
	for _, m := range v.Mills() {
		x0, y0 := b.PointPos(v, m[0])
		x1, y1 := b.PointPos(v, m[2])
		c.Line(x0, y0, x1, y1, lw, BoardLine)
	}
	for _, l := range v.Links() {
		x0, y0 := b.PointPos(v, l[0])
		x1, y1 := b.PointPos(v, l[1])
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
	for _, l := range b.Labels(v) {
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
	millAlpha := 1 - math.Max(0, math.Min(1, d.MillsFade))
	for _, m := range d.Mills {
		x0, y0 := b.PointPos(v, m[0])
		x1, y1 := b.PointPos(v, m[2])
		outlinedLineAlpha(c, x0, y0, x1, y1, r*0.42, markGold, millAlpha)
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
			if d.Selected == p {
				drawLifted(c, x, y, r, col)
			} else {
				DrawPiece(c, x, y, r, col, 1)
			}
			if d.Last.To == p && d.Last.From == mill.NoPoint && !d.Final {
				drawDashedRing(c, x, y, r*1.22, 4, markLast)
			}
			switch {
			case d.Final && d.Last.To == p:
				outlinedRing(c, x, y, r*1.2, 4, markGold)
			case inMill&bit != 0 && millAlpha > 0:
				c.StrokeCircle(x, y, r*1.2, 8, WithAlpha(markOutline, millAlpha))
				c.StrokeCircle(x, y, r*1.2, 4, WithAlpha(markGold, millAlpha))
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
				outlinedRing(c, x, y-liftBy(r), r*1.2, 5, Accent)
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
	if d.Redo.To != mill.NoPoint {
		x, y := b.PointPos(v, d.Redo.To)
		drawRedoMark(c, x, y, r)
	}
	if d.Hint.To != mill.NoPoint {
		drawHint(c, b, pos, d.Hint, r)
	}
}

// markRedo is the colour of the mark of a move taken back.
const markRedo = MarkRedo

// drawRedoMark marks the point a move taken back went to: a curved arrow
// turning clockwise around it, three quarters of a circle, the sign of
// Redo.
func drawRedoMark(c *Canvas, x, y, r float64) {
	c.Sprite("mill-redo", int(r*10), 0, x, y, r*1.2, 1, func(c *Canvas) {
		rad, w := r*0.8, 4.5
		a0, a1 := -math.Pi/2+0.5, -math.Pi/2+0.5+1.5*math.Pi
		head := w * 2.6
		// The arrow's head, at the arc's end, along its tangent.
		ca, sa := math.Cos(a1), math.Sin(a1)
		px, py := rad*ca, rad*sa
		tx, ty := -sa, ca
		tri := func(grow float64) [3][2]float64 {
			f, b, half := head*0.75+grow*1.6, head*0.45+grow, head*0.8+grow
			return [3][2]float64{{px + tx*f, py + ty*f}, {px - tx*b + ca*half, py - ty*b + sa*half}, {px - tx*b - ca*half, py - ty*b - sa*half}}
		}
		for _, layer := range []struct {
			w   float64
			col color.Color
			tri [3][2]float64
		}{{w + 4, markOutline, tri(2.2)}, {w, markRedo, tri(0)}} {
			var p vector.Path
			cx, cy := c.pt(0, 0)
			p.MoveTo(cx+float32(math.Cos(a0))*c.len(rad), cy+float32(math.Sin(a0))*c.len(rad))
			p.Arc(cx, cy, c.len(rad), float32(a0), float32(a1-0.25), vector.Clockwise)
			strokePath(c, &p, layer.w, layer.col)
			fillTriangle(c, layer.tri, layer.col)
		}
	})
}

// drawLastMove marks the last move under the pieces. In play: a dashed
// arrow from where the piece came from (a small dashed circle) to where it
// stands (a placing gets a dashed ring around the piece instead, drawn
// with the pieces), and the piece it took, faded, under a small red cross
// in a dashed ring. At the end of the game, as the deciding move: a gold
// ring where it came from (the arrow is drawn over the pieces) and the
// piece it took, faded, under a red cross.
func drawLastMove(c *Canvas, b MillBoard, pos *mill.Position, d MillDecor, r float64) {
	v := pos.Variant()
	if d.Last.From != mill.NoPoint {
		x, y := b.PointPos(v, d.Last.From)
		if d.Final {
			outlinedRing(c, x, y, r*0.75, 4, markGold)
		} else {
			tx, ty := b.PointPos(v, d.Last.To)
			drawDashedRing(c, x, y, r*0.55, 3.5, markLast)
			drawDashedArrow(c, x, y, tx, ty, r*0.55+4, r*1.05, 5, markLast)
		}
	}
	if d.Last.Remove == mill.NoPoint {
		return
	}
	x, y := b.PointPos(v, d.Last.Remove)
	taken := mill.NoColor
	if mover := pos.At(d.Last.To); mover != mill.NoColor {
		taken = mover.Other()
	}
	if d.Final {
		if taken != mill.NoColor {
			DrawPiece(c, x, y, r, taken, 0.38)
		}
		outlinedCross(c, x, y, r*0.55, 5, markRed)
		return
	}
	if taken != mill.NoColor {
		DrawPiece(c, x, y, r*0.9, taken, 0.3)
	}
	drawDashedRing(c, x, y, r*1.05, 3.5, markLast)
	outlinedCross(c, x, y, r*0.38, 4, markRed)
}

// liftBy is how far above its point the piece picked up is drawn.
func liftBy(r float64) float64 { return r * 0.16 }

// drawLifted draws the piece picked up: raised off the board, its shadow
// longer and softer, so that it reads as held even without its ring's colour.
func drawLifted(c *Canvas, x, y, r float64, col mill.Color) {
	c.FillCircle(x+r*0.2, y+r*0.3, r*1.04, WithAlpha(pieceShadow, 0.8))
	DrawPiece(c, x, y-liftBy(r), r*1.06, col, 1)
}

// DrawLeavingPiece draws a piece of colour col being taken off the board
// at (x, y), t of the way (0 to 1): it rises, grows a little and fades,
// its shadow left behind on the wood.
func DrawLeavingPiece(c *Canvas, x, y, r float64, col mill.Color, t float64) {
	t = math.Max(0, math.Min(1, t))
	ease := t * t * (3 - 2*t)
	alpha := 1 - ease
	rise := ease * r * 0.9
	c.FillCircle(x+r*0.1+ease*r*0.25, y+r*0.15+ease*r*0.35, r*(1+0.1*ease), WithAlpha(pieceShadow, alpha*0.8))
	DrawPiece(c, x, y-rise, r*(1+0.22*ease), col, alpha)
}

// DrawMillCursor marks the point under the keyboard's cursor: four corner
// brackets around it, a shape no other mark has.
func DrawMillCursor(c *Canvas, x, y, r float64, col color.Color) {
	h, arm := r*1.38, r*0.5
	for _, sx := range []float64{-1, 1} {
		for _, sy := range []float64{-1, 1} {
			cx, cy := x+sx*h, y+sy*h
			for _, col := range []color.Color{markOutline, col} {
				w := 3.0
				if col == markOutline {
					w = 7
				}
				c.Line(cx, cy, cx-sx*arm, cy, w, col)
				c.Line(cx, cy, cx, cy-sy*arm, w, col)
			}
		}
	}
}

// drawHint shows the suggested move m for the side to move of pos, in
// solid white: an arrow from the piece to move to where it goes, a faint
// piece there in a ring, and the piece it would take ringed under a red
// cross.
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
		outlinedArrow(c, fx, fy, tx, ty, r*0.25, r*0.3, 6, markHint)
	}
}

// The marks of the deciding move (gold) and of the hint (white).
const (
	markGold = MarkGold
	markHint = MarkHint
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
func fillTriangle(c *Canvas, p [3][2]float64, col color.Color) { c.fillPolygon(p[:], col) }
