package render

import (
	"fmt"
	"image/color"
	"math"

	"stratagem/board/hex"
	"stratagem/units/mech"
)

// The Mech Duel's map: terrain as in Hex Battle plus woods, rubble and
// buildings, each level lighter than the one below it, a dark rim along
// every hex edge where the level changes (contour lines), and the level
// written small in the hex where it is not 0.

// levelTint lightens a terrain fill by its level (0–4 and up).
func levelTint(col color.Color, level int) color.Color {
	if level <= 0 {
		return col
	}
	return Mix(col, color.RGBA{0xf4, 0xea, 0xd0, 0xff}, math.Min(0.6, float64(level)*0.13))
}

var (
	woodsCrown     = color.RGBA{0x2c, 0x5a, 0x26, 0xff}
	woodsCrownDark = color.RGBA{0x1a, 0x3a, 0x18, 0xff}
	roughStone     = color.RGBA{0x6c, 0x60, 0x52, 0xff}
	roofFill       = color.RGBA{0x5d, 0x62, 0x70, 0xff}
	contour        = color.RGBA{0x2a, 0x22, 0x16, 0xd0}
)

// DrawMechTerrain draws every hex of m with its terrain, level and
// contours. Fires and clubs change during a duel: DrawFire and DrawClub
// draw them per frame.
func DrawMechTerrain(c *Canvas, l hex.Layout, m *hex.Map) {
	for _, h := range m.Hexes() {
		c.FillHex(l, h, 0, levelTint(TerrainColor(m.Terrain(h)), m.Level(h)))
	}
	for _, h := range m.Hexes() {
		x, y := l.Center(h)
		s := l.Size
		seed := uint32(h.Q*7919+h.R*104729) * 2654435761
		jitter := func() (float64, float64) {
			seed = seed*1664525 + 1013904223
			return (float64(seed>>8&0xff)/255 - 0.5) * s * 0.9, (float64(seed>>16&0xff)/255 - 0.5) * s * 0.8
		}
		switch m.Terrain(h) {
		case hex.LightWoods:
			for i := 0; i < 3; i++ {
				dx, dy := jitter()
				c.FillCircle(x+dx*0.8, y+dy*0.8, s*0.24, woodsCrown)
			}
		case hex.HeavyWoods:
			for i := 0; i < 5; i++ {
				dx, dy := jitter()
				c.FillCircle(x+dx*0.8, y+dy*0.8, s*0.27, woodsCrownDark)
				c.FillCircle(x+dx*0.8-s*0.05, y+dy*0.8-s*0.05, s*0.16, woodsCrown)
			}
		case hex.Rough:
			for i := 0; i < 5; i++ {
				dx, dy := jitter()
				c.FillCircle(x+dx, y+dy, s*0.1, roughStone)
			}
		case hex.Building:
			w := s * 1.0
			c.FillRect(x-w/2+3, y-w/2+3, w, w, color.RGBA{0, 0, 0, 0x60})
			c.FillRect(x-w/2, y-w/2, w, w, roofFill)
			c.StrokeRect(x-w/2, y-w/2, w, w, 1.5, color.RGBA{0x30, 0x33, 0x3a, 0xff})
			c.Line(x-w/2, y-w/2, x+w/2, y+w/2, 1, color.RGBA{0x48, 0x4c, 0x58, 0xff})
			c.Line(x+w/2, y-w/2, x-w/2, y+w/2, 1, color.RGBA{0x48, 0x4c, 0x58, 0xff})
		case hex.Shallow, hex.Deep:
			n := 1
			if m.Terrain(h) == hex.Deep {
				n = 2
			}
			for i := 0; i < n; i++ {
				yy := y + (float64(i)-float64(n-1)/2)*s*0.35
				c.Line(x-s*0.4, yy, x-s*0.1, yy-4, 2, WithAlpha(color.RGBA{0xe0, 0xf0, 0xff, 0xff}, 0.5))
				c.Line(x-s*0.1, yy-4, x+s*0.2, yy, 2, WithAlpha(color.RGBA{0xe0, 0xf0, 0xff, 0xff}, 0.5))
				c.Line(x+s*0.2, yy, x+s*0.4, yy-3, 2, WithAlpha(color.RGBA{0xe0, 0xf0, 0xff, 0xff}, 0.5))
			}
		}
	}
	for _, h := range m.Hexes() {
		c.StrokeHex(l, h, 0, 1, HexLine)
	}
	// Contours: an edge between hexes of different levels, drawn once (by
	// the higher hex), thicker for bigger steps.
	for _, h := range m.Hexes() {
		corners := l.Corners(h)
		for d := hex.Direction(0); d < hex.NumDirections; d++ {
			n := h.Neighbour(d)
			if !m.Contains(n) || m.Level(n) >= m.Level(h) {
				continue
			}
			a, b := edgeCorners(l, h, n, corners)
			c.Line(a[0], a[1], b[0], b[1], 1.5+float64(m.Level(h)-m.Level(n)), contour)
		}
		if lv := m.Level(h); lv != 0 {
			x, y := l.Center(h)
			c.Text(fmt.Sprint(lv), x, y+l.Size*0.55, TextStyle{Size: 11, Bold: true, Color: color.RGBA{0x20, 0x1a, 0x10, 0xd0}, Align: AlignCenter, Middle: true})
		}
	}
}

// edgeCorners returns the two corners of h shared with its neighbour n: the
// two closest to n's centre.
func edgeCorners(l hex.Layout, h, n hex.Hex, corners [6][2]float64) ([2]float64, [2]float64) {
	nx, ny := l.Center(n)
	best, second := -1, -1
	var bd, sd float64
	for i, p := range corners {
		d := math.Hypot(p[0]-nx, p[1]-ny)
		switch {
		case best < 0 || d < bd:
			second, sd = best, bd
			best, bd = i, d
		case second < 0 || d < sd:
			second, sd = i, d
		}
	}
	return corners[best], corners[second]
}

// DrawFire draws flames in a burning hex; frame animates them.
func DrawFire(c *Canvas, x, y, s float64, frame int) {
	for i := 0; i < 3; i++ {
		dx := (float64(i) - 1) * s * 0.28
		flick := math.Sin(float64(frame)*0.2+float64(i)*2.1) * s * 0.06
		h := s*0.45 + flick
		c.FillCircle(x+dx, y+s*0.2, s*0.17, color.RGBA{0xe8, 0x5a, 0x1c, 0xe0})
		c.Line(x+dx, y+s*0.25, x+dx, y+s*0.25-h, s*0.18, color.RGBA{0xf4, 0x8c, 0x24, 0xd8})
		c.Line(x+dx, y+s*0.2, x+dx, y+s*0.2-h*0.6, s*0.08, color.RGBA{0xff, 0xe0, 0x70, 0xe8})
	}
}

// DrawClub draws a club (a girder or tree trunk) lying in a hex.
func DrawClub(c *Canvas, x, y, s float64) {
	c.Line(x-s*0.45, y+s*0.35, x+s*0.35, y+s*0.05, s*0.16, color.RGBA{0x3a, 0x2a, 0x18, 0xff})
	c.Line(x-s*0.45, y+s*0.35, x+s*0.35, y+s*0.05, s*0.09, color.RGBA{0x9a, 0x72, 0x44, 0xff})
}

// MechLook is what DrawMech needs to know about a mech.
type MechLook struct {
	Side      int // 0 blue, 1 red
	Legs      hex.Direction
	Torso     hex.Direction
	Letter    string // the design's initial
	Shutdown  bool
	Destroyed bool
	Club      bool
}

// DrawMech draws a mech as a badge in its side's colour: a wedge at the rim
// points where its legs face, a gun barrel where its torso faces, and its
// design's letter in the middle. r is the badge radius.
func DrawMech(c *Canvas, l hex.Layout, x, y, r float64, m MechLook, alpha float64) {
	fill, rim := BlueSide, BlueSideDark
	if m.Side == 1 {
		fill, rim = RedSide, RedSideDark
	}
	if m.Destroyed {
		fill, rim = color.RGBA{0x55, 0x55, 0x55, 0xff}, color.RGBA{0x30, 0x30, 0x30, 0xff}
	}
	dirXY := func(d hex.Direction) (float64, float64) {
		// The pixel direction of a hex direction: from a hex's centre to its neighbour's.
		ox, oy := l.Center(hex.Hex{})
		nx, ny := l.Center(hex.Hex{}.Neighbour(d))
		dx, dy := nx-ox, ny-oy
		n := math.Hypot(dx, dy)
		return dx / n, dy / n
	}
	lx, ly := dirXY(m.Legs)
	c.FillCircle(x+r*0.08, y+r*0.12, r, WithAlpha(color.RGBA{0, 0, 0, 0x70}, alpha))
	// The legs' wedge: a triangle past the rim.
	px, py := -ly, lx
	tipX, tipY := x+lx*r*1.45, y+ly*r*1.45
	b1x, b1y := x+lx*r*0.7+px*r*0.5, y+ly*r*0.7+py*r*0.5
	b2x, b2y := x+lx*r*0.7-px*r*0.5, y+ly*r*0.7-py*r*0.5
	c.Line(tipX, tipY, b1x, b1y, 3, WithAlpha(rim, alpha))
	c.Line(tipX, tipY, b2x, b2y, 3, WithAlpha(rim, alpha))
	c.Line(b1x, b1y, b2x, b2y, 3, WithAlpha(rim, alpha))
	c.FillCircle(x, y, r, WithAlpha(rim, alpha))
	c.FillCircle(x, y, r*0.84, WithAlpha(fill, alpha))
	// The torso's barrel.
	tx, ty := dirXY(m.Torso)
	c.Line(x+tx*r*0.3, y+ty*r*0.3, x+tx*r*1.25, y+ty*r*1.25, r*0.28, WithAlpha(color.RGBA{0x22, 0x26, 0x2e, 0xff}, alpha))
	c.Line(x+tx*r*0.3, y+ty*r*0.3, x+tx*r*1.2, y+ty*r*1.2, r*0.14, WithAlpha(color.RGBA{0xc8, 0xcc, 0xd4, 0xff}, alpha))
	c.Text(m.Letter, x, y, TextStyle{Size: r * 0.95, Bold: true, Color: WithAlpha(TextMain, alpha), Align: AlignCenter, Middle: true})
	if m.Club {
		DrawClub(c, x+r*0.6, y-r*0.2, r*0.7)
	}
	if m.Shutdown {
		c.StrokeCircle(x, y, r*1.1, 2.5, WithAlpha(color.RGBA{0xff, 0xd0, 0x40, 0xff}, alpha))
	}
	if m.Destroyed {
		c.Line(x-r*0.7, y-r*0.7, x+r*0.7, y+r*0.7, 3, WithAlpha(Danger, alpha))
		c.Line(x+r*0.7, y-r*0.7, x-r*0.7, y+r*0.7, 3, WithAlpha(Danger, alpha))
	}
}

// HeatColor is the colour of a heat level on a 0–30 scale: green, yellow at
// the seed's first damage threshold, red above the second (the rules'
// constants).
func HeatColor(heat int) color.Color {
	switch {
	case heat > mech.HeatDamage2:
		return Danger
	case heat > mech.HeatDamage1:
		return color.RGBA{0xf2, 0x9a, 0x30, 0xff}
	case heat >= 8:
		return Accent
	}
	return Legal
}
