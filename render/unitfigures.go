package render

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"stratagem/units"
)

// UnitColors returns the fill and dark rim of a side.
func UnitColors(s units.Side) (fill, rim color.Color) {
	if s == units.Blue {
		return BlueSide, BlueSideDark
	}
	return RedSide, RedSideDark
}

// DrawUnit draws a stack: its figure and its fighter count (see
// DrawUnitFigure and DrawUnitCount). r is the figure's radius.
func DrawUnit(c *Canvas, x, y, r float64, u units.Unit, alpha float64) {
	DrawUnitFigure(c, x, y, r, u, alpha)
	DrawUnitCount(c, x, y, r, u.Side, u.Fighters, alpha)
}

// DrawUnitFigure draws a stack's figure without its count: a disc in its
// side's colour holding the emblem of its kind, each kind a silhouette of
// its own (a fan of three pikes, crossed swords, a horse's head, a bow
// with its arrow, spread wings), and a small gold shield while it
// defends. r is the disc's radius. It is painted once per look and size.
func DrawUnitFigure(c *Canvas, x, y, r float64, u units.Unit, alpha float64) {
	defending := 0
	if u.Defending {
		defending = 1
	}
	c.Sprite("unit figure", int(u.Kind)*2+int(u.Side), defending, x, y, r*1.12, alpha, func(c *Canvas) {
		fill, rim := UnitColors(u.Side)
		c.FillCircle(r*0.06, r*0.1, r, pieceShadow)
		c.FillCircle(0, 0, r, rim)
		c.FillCircle(0, 0, r*0.87, fill)
		c.StrokeCircle(0, -r*0.04, r*0.78, r*0.05, WithAlpha(color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.18))
		DrawKindEmblem(c, 0, 0, r*0.7, u.Kind, emblemFill, rim)
		if u.Defending {
			drawShield(c, -r*0.68, -r*0.62, r*0.34, defendingGold, rim)
		}
	})
}

// CountBadgeBox returns the box of the fighter count of a figure of radius
// r at (x, y): a tab on its lower right rim, outside the emblem.
func CountBadgeBox(x, y, r float64, fighters int) (bx, by, w, h float64) {
	size := countSize(r)
	w = size*0.62*float64(len(fmt.Sprint(fighters))) + size*0.7
	h = size * 1.25
	cx, cy := x+r*0.78, y+r*0.66
	return cx - w/2, cy - h/2, w, h
}

func countSize(r float64) float64 { return math.Max(11, r*0.6) }

// DrawUnitCount draws a stack's fighter count in a dark tab edged in its
// side's colour. The board draws every count after every figure and ring,
// so that nothing covers one.
func DrawUnitCount(c *Canvas, x, y, r float64, side units.Side, fighters int, alpha float64) {
	bx, by, w, h := CountBadgeBox(x, y, r, fighters)
	fill, _ := UnitColors(side)
	c.FillRoundRect(bx, by, w, h, h/2, WithAlpha(countFill, alpha))
	c.StrokeRoundRect(bx, by, w, h, h/2, 1.5, WithAlpha(fill, alpha))
	// A number alone, the same in every language; its tab is made to fit it.
	c.Text(fmt.Sprint(fighters), bx+w/2, by+h/2, TextStyle{Size: countSize(r), Bold: true, Color: WithAlpha(TextMain, alpha), Align: AlignCenter, Middle: true, MaxW: w})
}

// DrawKindGlyph draws the emblem of a unit kind inside a box of half-size s
// in col (the small marks of the panel; figures use DrawKindEmblem).
func DrawKindGlyph(c *Canvas, x, y, s float64, k units.Kind, col color.Color) {
	DrawKindEmblem(c, x, y, s, k, col, nil)
}

// DrawKindEmblem draws the silhouette of a unit kind inside a box of
// half-size s, filled with fill and edged with edge (nil: no edge). The
// shapes are filled, not drawn in thin lines, so that each kind reads at
// a glance.
func DrawKindEmblem(c *Canvas, x, y, s float64, k units.Kind, fill, edge color.Color) {
	e := &emblem{c: c, x: x, y: y, s: s, fill: fill, edge: edge}
	defer e.paint()
	switch k {
	case units.Pikeman: // three pikes fanned out, their heads high
		for _, a := range []float64{-0.46, 0, 0.46} {
			e.pike(a)
		}
	case units.Swordsman: // two swords crossed, points up
		e.sword(-0.72)
		e.sword(0.72)
	case units.Knight: // a horse's head, like the chess knight
		e.shape(0, 0, 0, []pt{
			{0.62, 0.95}, {-0.5, 0.95}, {-0.5, 0.72}, {-0.12, 0.42}, {-0.02, 0.12},
			{-0.5, 0.22}, {-0.78, 0.05}, {-0.74, -0.22}, {-0.3, -0.58}, {-0.12, -0.95},
			{0.06, -0.66}, {0.42, -0.56}, {0.7, -0.12}, {0.72, 0.5},
		})
		e.dots = append(e.dots, [3]float64{-0.3, -0.3, 0.09}) // the eye, in the edge colour
	case units.Archer: // a bow drawn with its arrow, pointing right
		e.bow()
	case units.Flyer: // spread wings over a small body
		for _, side := range []float64{-1, 1} {
			e.shape(0, 0, 0, []pt{
				{side * 0.1, 0.1}, {side * 0.35, -0.45}, {side * 0.72, -0.78}, {side * 1.0, -0.7},
				{side * 0.92, -0.38}, {side * 0.98, -0.2}, {side * 0.8, 0.02}, {side * 0.86, 0.18},
				{side * 0.62, 0.3}, {side * 0.6, 0.46}, {side * 0.3, 0.4}, {side * 0.12, 0.5},
			})
		}
		e.shape(0, 0, 0, []pt{{0, -0.35}, {0.14, -0.1}, {0.12, 0.55}, {0, 0.8}, {-0.12, 0.55}, {-0.14, -0.1}})
	}
}

// pt is a point of an emblem in units of its half-size.
type pt struct{ x, y float64 }

// emblem draws filled shapes in the box of half-size s centred on (x, y):
// every shape's edge first, then every fill, so that where shapes cross
// (two swords) no edge cuts through a fill.
type emblem struct {
	c          *Canvas
	x, y, s    float64
	fill, edge color.Color
	paths      []*vector.Path
	dots       [][3]float64 // x, y, r in units of s, in the edge colour
}

// shape adds the polygon pts, turned by angle a about (ox, oy) (all in
// units of s).
func (e *emblem) shape(ox, oy, a float64, pts []pt) {
	sin, cos := math.Sincos(a)
	var p vector.Path
	for i, q := range pts {
		px := e.x + e.s*(ox+q.x*cos-q.y*sin)
		py := e.y + e.s*(oy+q.x*sin+q.y*cos)
		x, y := e.c.pt(px, py)
		if i == 0 {
			p.MoveTo(x, y)
		} else {
			p.LineTo(x, y)
		}
	}
	p.Close()
	e.paths = append(e.paths, &p)
}

// paint draws the shapes added: edges, fills, then dots.
func (e *emblem) paint() {
	if e.edge != nil {
		for _, p := range e.paths {
			vs, is := p.AppendVerticesAndIndicesForStroke(nil, nil, &vector.StrokeOptions{Width: e.c.len(e.s * 0.1), LineJoin: vector.LineJoinRound})
			e.c.drawVertices(vs, is, e.edge, ebiten.FillRuleFillAll)
		}
	}
	for _, p := range e.paths {
		vs, is := p.AppendVerticesAndIndicesForFilling(nil, nil)
		e.c.drawVertices(vs, is, e.fill, ebiten.FillRuleNonZero) // the emblems are concave
	}
	if e.edge != nil {
		for _, d := range e.dots {
			e.c.FillCircle(e.x+d[0]*e.s, e.y+d[1]*e.s, d[2]*e.s, e.edge)
		}
	}
}

// pike draws one pike leaning by angle a from the upright, its butt at
// the bottom centre.
func (e *emblem) pike(a float64) {
	const foot = 0.95
	e.shape(0, foot, a, []pt{{-0.1, 0}, {-0.1, -1.45}, {0.1, -1.45}, {0.1, 0}})
	e.shape(0, foot, a, []pt{{0, -2.0}, {0.26, -1.64}, {0.11, -1.38}, {-0.11, -1.38}, {-0.26, -1.64}})
}

// sword draws one sword turned by a about the centre, point up.
func (e *emblem) sword(a float64) {
	e.shape(0, 0, a, []pt{{0, -1.15}, {0.16, -0.9}, {0.16, 0.4}, {-0.16, 0.4}, {-0.16, -0.9}}) // blade
	e.shape(0, 0, a, []pt{{-0.44, 0.4}, {0.44, 0.4}, {0.44, 0.56}, {-0.44, 0.56}})             // guard
	e.shape(0, 0, a, []pt{{-0.08, 0.56}, {0.08, 0.56}, {0.08, 0.84}, {-0.08, 0.84}})           // grip
	e.shape(0, 0, a, []pt{{0, 0.8}, {0.13, 0.93}, {0, 1.06}, {-0.13, 0.93}})                   // pommel
}

// bow draws a bow, its string drawn back, with an arrow pointing right.
func (e *emblem) bow() {
	// The bow: a thick crescent, the arc of an ellipse and a flatter one inside it.
	var limb []pt
	const n = 14
	for i := 0; i <= n; i++ {
		t := -math.Pi/2 + math.Pi*float64(i)/n
		limb = append(limb, pt{-0.3 + 0.62*math.Cos(t), 0.92 * math.Sin(t)})
	}
	for i := n; i >= 0; i-- {
		t := -math.Pi/2 + math.Pi*float64(i)/n
		limb = append(limb, pt{-0.3 + 0.4*math.Cos(t), 0.92 * math.Sin(t)})
	}
	e.shape(0, 0, 0, limb)
	// The string, pulled back to the arrow's nock.
	e.shape(0, 0, 0, []pt{{-0.33, -0.92}, {-0.27, -0.92}, {-0.62, 0.02}, {-0.27, 0.92}, {-0.33, 0.92}, {-0.7, 0.02}})
	// The arrow: shaft, head and fletching.
	e.shape(0, 0, 0, []pt{{-0.7, -0.07}, {0.6, -0.07}, {0.6, 0.07}, {-0.7, 0.07}})
	e.shape(0, 0, 0, []pt{{1.02, 0}, {0.52, -0.28}, {0.62, 0}, {0.52, 0.28}})
	e.shape(0, 0, 0, []pt{{-0.95, -0.24}, {-0.75, -0.24}, {-0.6, -0.03}, {-0.8, -0.03}})
	e.shape(0, 0, 0, []pt{{-0.95, 0.24}, {-0.75, 0.24}, {-0.6, 0.03}, {-0.8, 0.03}})
}

// drawShield draws a small heater shield of half-size s at (x, y).
func drawShield(c *Canvas, x, y, s float64, fill, edge color.Color) {
	e := &emblem{c: c, x: x, y: y, s: s, fill: fill, edge: edge}
	defer e.paint()
	e.shape(0, 0, 0, []pt{{-0.85, -0.85}, {0.85, -0.85}, {0.8, 0.15}, {0, 0.95}, {-0.8, 0.15}})
}

// DrawWarningMark draws a warning sign of half-size s at (x, y): a
// triangle, point up, in fill, edged and holding an exclamation mark in
// edge. A shape, not a colour, so that it reads for every eye.
func DrawWarningMark(c *Canvas, x, y, s float64, fill, edge color.Color) {
	e := &emblem{c: c, x: x, y: y, s: s, fill: fill, edge: edge}
	e.shape(0, 0, 0, []pt{{0, -1}, {1.05, 0.85}, {-1.05, 0.85}})
	e.paint()
	c.Line(x, y-s*0.45, x, y+s*0.2, s*0.26, edge)
	c.FillCircle(x, y+s*0.52, s*0.15, edge)
}
