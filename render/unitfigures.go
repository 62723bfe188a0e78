package render

import (
	"fmt"
	"image/color"
	"math"

	"stratagem/units"
)

// UnitColors returns the fill and dark rim of a side.
func UnitColors(s units.Side) (fill, rim color.Color) {
	if s == units.Blue {
		return BlueSide, BlueSideDark
	}
	return RedSide, RedSideDark
}

// DrawUnit draws a stack as a badge in its side's colour holding a figure
// that tells the kind apart (spear, sword, shield, bow, wings), with its
// fighter count underneath. r is the badge radius.
func DrawUnit(c *Canvas, x, y, r float64, u units.Unit, alpha float64) {
	defending := 0
	if u.Defending {
		defending = 1
	}
	c.Sprite("unit", int(u.Kind)*2+int(u.Side), defending, x, y, r*1.2, alpha, func(c *Canvas) {
		fill, rim := UnitColors(u.Side)
		c.FillCircle(r*0.08, r*0.12, r, color.RGBA{0, 0, 0, 0x70})
		c.FillCircle(0, 0, r, rim)
		c.FillCircle(0, 0, r*0.86, fill)
		DrawKindGlyph(c, 0, -r*0.06, r*0.62, u.Kind, color.RGBA{0xff, 0xf8, 0xe8, 0xff})
		if u.Defending {
			c.StrokeCircle(0, 0, r*1.08, 2.5, color.RGBA{0xf0, 0xe0, 0x90, 0xff})
		}
	})
	label := fmt.Sprint(u.Fighters)
	w := 10 + 9*float64(len(label))
	c.FillRoundRect(x-w/2, y+r*0.62, w, 17, 6, WithAlpha(WithAlpha(color.RGBA{0x10, 0x14, 0x1c, 0xff}, 0.88), alpha))
	c.Text(label, x, y+r*0.62+8.5, TextStyle{Size: 14, Bold: true, Color: WithAlpha(TextMain, alpha), Align: AlignCenter, Middle: true})
}

// DrawKindGlyph draws the figure of a unit kind inside a box of half-size s.
func DrawKindGlyph(c *Canvas, x, y, s float64, k units.Kind, col color.Color) {
	w := math.Max(2, s*0.16)
	switch k {
	case units.Pikeman: // a long pike with its head
		c.Line(x-s*0.55, y+s*0.75, x+s*0.45, y-s*0.65, w, col)
		c.Line(x+s*0.45, y-s*0.65, x+s*0.2, y-s*0.5, w, col)
		c.Line(x+s*0.45, y-s*0.65, x+s*0.38, y-s*0.35, w, col)
		c.Line(x+s*0.6, y-s*0.85, x+s*0.45, y-s*0.65, w*1.4, col)
	case units.Swordsman: // a sword, point up
		c.Line(x, y+s*0.8, x, y-s*0.8, w*1.3, col)
		c.Line(x-s*0.4, y+s*0.35, x+s*0.4, y+s*0.35, w, col)
		c.FillCircle(x, y+s*0.85, w*0.9, col)
	case units.Knight: // a kite shield with a cross
		c.Line(x-s*0.55, y-s*0.6, x+s*0.55, y-s*0.6, w, col)
		c.Line(x-s*0.55, y-s*0.6, x-s*0.5, y+s*0.1, w, col)
		c.Line(x+s*0.55, y-s*0.6, x+s*0.5, y+s*0.1, w, col)
		c.Line(x-s*0.5, y+s*0.1, x, y+s*0.8, w, col)
		c.Line(x+s*0.5, y+s*0.1, x, y+s*0.8, w, col)
		c.Line(x, y-s*0.5, x, y+s*0.5, w*0.8, col)
		c.Line(x-s*0.35, y-s*0.2, x+s*0.35, y-s*0.2, w*0.8, col)
	case units.Archer: // a drawn bow with an arrow
		const n = 10
		for i := 0; i < n; i++ {
			a0 := -math.Pi/2 + math.Pi*float64(i)/n
			a1 := -math.Pi/2 + math.Pi*float64(i+1)/n
			c.Line(x-s*0.2+s*0.7*math.Cos(a0), y+s*0.8*math.Sin(a0), x-s*0.2+s*0.7*math.Cos(a1), y+s*0.8*math.Sin(a1), w, col)
		}
		c.Line(x-s*0.2, y-s*0.8, x-s*0.2, y+s*0.8, w*0.5, col)
		c.Line(x-s*0.6, y, x+s*0.75, y, w*0.7, col)
		c.Line(x+s*0.75, y, x+s*0.55, y-s*0.15, w*0.7, col)
		c.Line(x+s*0.75, y, x+s*0.55, y+s*0.15, w*0.7, col)
	case units.Flyer: // spread wings
		for _, side := range []float64{-1, 1} {
			c.Line(x, y+s*0.1, x+side*s*0.45, y-s*0.55, w, col)
			c.Line(x+side*s*0.45, y-s*0.55, x+side*s*0.9, y-s*0.3, w, col)
			c.Line(x, y+s*0.1, x+side*s*0.8, y+s*0.05, w*0.8, col)
			c.Line(x+side*s*0.45, y-s*0.55, x+side*s*0.7, y+s*0.02, w*0.6, col)
		}
		c.FillCircle(x, y+s*0.15, w*1.3, col)
	}
}
