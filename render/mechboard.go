package render

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2/vector"

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

// DrawMechTerrain draws every hex of m with its terrain, level and
// contours. Fires and clubs change during a duel: DrawFire and DrawClub
// draw them per frame.
func DrawMechTerrain(c *Canvas, l hex.Layout, m *hex.Map) {
	for _, h := range m.Hexes() {
		c.FillHex(l, h, 0, levelTint(TerrainColor(m.Terrain(h)), m.Level(h)))
	}
	for _, h := range m.Hexes() {
		x, y := l.Center(h)
		drawTerrainDetail(c, m.Terrain(h), x, y, l.Size, uint32(h.Q*7919+h.R*104729)*2654435761)
	}
	for _, h := range m.Hexes() {
		c.StrokeHex(l, h, 0, LineWidth(1), HexLine)
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
	}
	// The level is written once per step of a hill (a patch of connected
	// hexes of one level), not in every hex.
	for _, h := range levelLabels(l, m) {
		x, y := l.Center(h)
		drawLevelMark(c, x, y+l.Size*0.5, m.Level(h))
	}
}

// drawLevelMark writes a level small, on a pale disc so it reads on any terrain.
func drawLevelMark(c *Canvas, x, y float64, level int) {
	c.FillCircle(x, y, 6.5, color.RGBA{0xf4, 0xea, 0xd0, 0xd8})
	c.Text(fmt.Sprint(level), x, y, TextStyle{Size: 10.5, Bold: true, Color: color.RGBA{0x20, 0x1a, 0x10, 0xff}, Align: AlignCenter, Middle: true, MaxW: 13})
}

// levelLabels returns one hex per patch of connected hexes of the same
// level above 0: the patch's hex nearest its middle.
func levelLabels(l hex.Layout, m *hex.Map) []hex.Hex {
	seen := make([]bool, m.Len())
	var out []hex.Hex
	for _, start := range m.Hexes() {
		if seen[m.Index(start)] || m.Level(start) == 0 {
			continue
		}
		lv := m.Level(start)
		patch := []hex.Hex{start}
		seen[m.Index(start)] = true
		for i := 0; i < len(patch); i++ {
			for d := hex.Direction(0); d < hex.NumDirections; d++ {
				n := patch[i].Neighbour(d)
				if m.Contains(n) && !seen[m.Index(n)] && m.Level(n) == lv {
					seen[m.Index(n)] = true
					patch = append(patch, n)
				}
			}
		}
		var sx, sy float64
		for _, h := range patch {
			x, y := l.Center(h)
			sx, sy = sx+x, sy+y
		}
		sx, sy = sx/float64(len(patch)), sy/float64(len(patch))
		best, bd := patch[0], math.Inf(1)
		for _, h := range patch {
			x, y := l.Center(h)
			if d := math.Hypot(x-sx, y-sy); d < bd-1e-9 {
				best, bd = h, d
			}
		}
		out = append(out, best)
	}
	return out
}

// drawTerrainDetail draws the texture of terrain t (trees, stones, a roof,
// waves) in a hex of size s centred on (x, y); seed places it.
func drawTerrainDetail(c *Canvas, t hex.Terrain, x, y, s float64, seed uint32) {
	jitter := func() (float64, float64) {
		seed = seed*1664525 + 1013904223
		return (float64(seed>>8&0xff)/255 - 0.5) * s * 0.9, (float64(seed>>16&0xff)/255 - 0.5) * s * 0.8
	}
	switch t {
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
		if t == hex.Deep {
			n = 2
		}
		wave := WithAlpha(color.RGBA{0xe0, 0xf0, 0xff, 0xff}, 0.5)
		for i := 0; i < n; i++ {
			yy := y + (float64(i)-float64(n-1)/2)*s*0.35
			c.Line(x-s*0.4, yy, x-s*0.1, yy-s*0.16, 2, wave)
			c.Line(x-s*0.1, yy-s*0.16, x+s*0.2, yy, 2, wave)
			c.Line(x+s*0.2, yy, x+s*0.4, yy-s*0.12, 2, wave)
		}
	}
}

// DrawMapCoordinates writes the column letters above the map and the row
// numbers left and right of it, as the hexes are named in the log ("g5":
// column g, row 5). right is the x of the map's right edge. The letters
// are notation, the same in every language: verbatim marks them so
// (lang.Verbatim; render does not read the catalogue).
func DrawMapCoordinates(c *Canvas, l hex.Layout, m *hex.Map, right float64, verbatim func(string) string) {
	st := TextStyle{Size: 11, Bold: true, Color: TextDim, Align: AlignCenter, Middle: true, MaxW: l.Size * 1.7}
	w, h := m.Width(), m.Height()
	for col := 0; col < w && col < 26; col++ {
		x, y := l.Center(hex.Offset{Col: col, Row: 0}.Hex())
		c.Text(verbatim(string(rune('a'+col))), x, y-l.Size-8, st)
	}
	st.MaxW = 22
	for row := 0; row < h; row++ {
		x, y := l.Center(hex.Offset{Col: 0, Row: row}.Hex())
		left := x - l.Size*math.Sqrt(3)/2
		if row%2 == 1 {
			left -= l.Size * math.Sqrt(3) / 2 // odd rows are shifted right: keep the numbers in one column
		}
		st.Align = AlignRight
		c.Text(fmt.Sprint(row+1), left-5, y, st)
		st.Align = AlignLeft
		c.Text(fmt.Sprint(row+1), right+5, y, st)
	}
}

// DrawTerrainSwatch draws a small hex of terrain t at level 0 centred on
// (x, y), for a legend.
func DrawTerrainSwatch(c *Canvas, x, y, r float64, t hex.Terrain) {
	l := hex.Layout{Size: r, OriginX: x, OriginY: y}
	c.FillHex(l, hex.Hex{}, 0, TerrainColor(t))
	drawTerrainDetail(c, t, x, y, r, 12345)
	c.StrokeHex(l, hex.Hex{}, 0, 1, HexLine)
}

// DrawLevelSwatch draws three small hexes rising from level 0 to 2, each
// paler, with the step's contour and the level mark, for a legend.
func DrawLevelSwatch(c *Canvas, x, y, r float64) {
	for i := 0; i < 3; i++ {
		l := hex.Layout{Size: r, OriginX: x + float64(i)*r*math.Sqrt(3), OriginY: y}
		c.FillHex(l, hex.Hex{}, 0, levelTint(GrassFill, i))
		c.StrokeHex(l, hex.Hex{}, 0, 1, HexLine)
		if i > 0 {
			cx := x + (float64(i)-0.5)*r*math.Sqrt(3)
			c.Line(cx, y-r/2, cx, y+r/2, 1.5+1, contour)
		}
	}
	drawLevelMark(c, x+2*r*math.Sqrt(3), y+r*0.5, 2)
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
	Code      string // the design's two letters, e.g. "RG"
	Number    int    // the mech's number among its side's mechs of its design, 0 when alone
	Shutdown  bool
	Destroyed bool
	Club      bool
	Prone     bool // lying on the ground: a tag across its lower rim
	// Down is the tag's word ("down"), from the catalogue.
	Down string
}

// MechRadius is the radius of a mech's badge on a map laid out by l: the
// badge fills most of its hex, its facing wedge reaching the hex's edge.
func MechRadius(l hex.Layout) float64 { return l.Size * 0.72 }

// DrawMech draws a mech as a badge in its side's colour with a darker rim
// and a thin light outline: a wedge on the rim, with a light arrowhead in
// it, points where its legs face (it moves and kicks that way; attacks
// from behind it strike its rear), a gun barrel where its torso faces when
// the torso is twisted away from the legs, and its design's two letters in
// the middle (with its number, when a side has two of the design). r is
// the badge radius (MechRadius).
func DrawMech(c *Canvas, l hex.Layout, x, y, r float64, m MechLook, alpha float64) {
	var fill, rim color.Color = BlueSide, BlueSideDark
	if m.Side == 1 {
		fill, rim = RedSide, RedSideDark
	}
	if m.Destroyed {
		fill, rim = color.RGBA{0x55, 0x55, 0x55, 0xff}, color.RGBA{0x30, 0x30, 0x30, 0xff}
	}
	lx, ly := HexDirXY(l, m.Legs)
	px, py := -ly, lx // across the legs' direction
	at := func(along, across float64) [2]float64 {
		return [2]float64{x + lx*r*along + px*r*across, y + ly*r*along + py*r*across}
	}
	// The wedge's base meets the rim 38° either side of the facing; its tip
	// reaches the hex's edge.
	sin38, cos38 := math.Sincos(38 * math.Pi / 180)
	wedge := [][2]float64{at(wedgeTip, 0), at(cos38, sin38), at(cos38, -sin38)}
	shadow := make([][2]float64, len(wedge))
	for i, p := range wedge {
		shadow[i] = [2]float64{p[0] + r*0.08, p[1] + r*0.12}
	}
	c.FillCircle(x+r*0.08, y+r*0.12, r, WithAlpha(pieceShadow, alpha))
	c.fillPolygon(shadow, WithAlpha(pieceShadow, alpha))
	// The outline, the rim and the wedge as one silhouette, then the fill.
	outline := WithAlpha(TextMain, alpha*0.85)
	c.fillPolygon([][2]float64{at(wedgeTip+0.13, 0), at(cos38, sin38+0.11), at(cos38, -sin38-0.11)}, outline)
	c.FillCircle(x, y, r+1.2, outline)
	c.fillPolygon(wedge, WithAlpha(rim, alpha))
	c.FillCircle(x, y, r, WithAlpha(rim, alpha))
	c.FillCircle(x, y, r*0.84, WithAlpha(fill, alpha))
	// The arrowhead: light, inside the wedge, so the facing reads at a glance
	// on any terrain.
	c.fillPolygon([][2]float64{at(wedgeTip-0.13, 0), at(0.66, 0.36), at(0.66, -0.36)}, WithAlpha(facingMark, alpha))
	// The torso's barrel, when it is twisted.
	if m.Torso != m.Legs {
		tx, ty := HexDirXY(l, m.Torso)
		c.Line(x+tx*r*0.62, y+ty*r*0.62, x+tx*r*1.3, y+ty*r*1.3, r*0.3, WithAlpha(color.RGBA{0x22, 0x26, 0x2e, 0xff}, alpha))
		c.Line(x+tx*r*0.66, y+ty*r*0.66, x+tx*r*1.24, y+ty*r*1.24, r*0.14, WithAlpha(color.RGBA{0xc8, 0xcc, 0xd4, 0xff}, alpha))
	}
	c.Text(m.Code, x, y, TextStyle{Size: r * 0.72, Bold: true, Color: WithAlpha(TextMain, alpha), Align: AlignCenter, Middle: true, MaxW: r * 1.55})
	if m.Number > 0 {
		nx, ny := x-r*0.8, y+r*0.62
		c.FillCircle(nx, ny, r*0.36, WithAlpha(rim, alpha))
		c.StrokeCircle(nx, ny, r*0.36, 1, WithAlpha(TextMain, alpha*0.85))
		c.Text(fmt.Sprint(m.Number), nx, ny, TextStyle{Size: r * 0.5, Bold: true, Color: WithAlpha(TextMain, alpha), Align: AlignCenter, Middle: true, MaxW: r * 0.7})
	}
	if m.Club {
		DrawClub(c, x+r*0.6, y-r*0.2, r*0.7)
	}
	if m.Shutdown {
		c.StrokeCircle(x, y, r*1.1, 2.5, WithAlpha(color.RGBA{0xff, 0xd0, 0x40, 0xff}, alpha))
	}
	if m.Prone {
		st := TextStyle{Size: r * 0.47, Bold: true, Color: WithAlpha(color.RGBA{0xff, 0xd0, 0x40, 0xff}, alpha), Align: AlignCenter, Middle: true, MaxW: r * 2.2}
		h := r * 0.5
		w := math.Max(r*1.5, FitText(m.Down, st).Width+h*0.6)
		c.FillRoundRect(x-w/2, y+r*0.5, w, h, h/3, WithAlpha(color.RGBA{0x2a, 0x22, 0x18, 0xff}, alpha*0.9))
		c.Text(m.Down, x, y+r*0.5+h/2, st)
	}
	if m.Destroyed {
		c.Line(x-r*0.7, y-r*0.7, x+r*0.7, y+r*0.7, 3, WithAlpha(Danger, alpha))
		c.Line(x+r*0.7, y-r*0.7, x-r*0.7, y+r*0.7, 3, WithAlpha(Danger, alpha))
	}
}

// wedgeTip is how far the tip of a mech's facing wedge reaches, in badge
// radii.
const wedgeTip = 1.3

// facingMark is the light arrowhead of a mech's facing wedge.
var facingMark = color.RGBA{0xf6, 0xf2, 0xe4, 0xff}

// HexDirXY returns the unit vector on the screen of hex direction d in
// layout l: from a hex's centre toward its neighbour's.
func HexDirXY(l hex.Layout, d hex.Direction) (float64, float64) {
	ox, oy := l.Center(hex.Hex{})
	nx, ny := l.Center(hex.Hex{}.Neighbour(d))
	dx, dy := nx-ox, ny-oy
	n := math.Hypot(dx, dy)
	return dx / n, dy / n
}

// fillPolygon fills the convex polygon pts.
func (c *Canvas) fillPolygon(pts [][2]float64, col color.Color) {
	if c.Dst == nil || len(pts) < 3 {
		return
	}
	var p vector.Path
	for i, q := range pts {
		x, y := c.pt(q[0], q[1])
		if i == 0 {
			p.MoveTo(x, y)
		} else {
			p.LineTo(x, y)
		}
	}
	p.Close()
	c.fillPath(&p, col)
}

// HeatColor is the colour of a heat level on a 0–30 scale: green, yellow at
// the seed's first damage threshold, red above the second (the rules'
// constants).
func HeatColor(heat int) color.Color {
	switch {
	case heat > mech.HeatDamage2:
		return Danger
	case heat > mech.HeatDamage1:
		return MechWarm
	case heat >= 8:
		return Accent
	}
	return Legal
}
