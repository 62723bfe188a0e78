package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2/vector"

	"stratagem/board/hex"
)

// TerrainColor returns the fill of a terrain kind.
func TerrainColor(t hex.Terrain) color.Color {
	switch t {
	case hex.Road:
		return RoadFill
	case hex.Shallow:
		return ShallowFill
	case hex.Deep:
		return DeepFill
	case hex.Rock:
		return RockFill
	case hex.LightWoods:
		return LightWoodsFill
	case hex.HeavyWoods:
		return HeavyWoodsFill
	case hex.Rough:
		return RoughFill
	case hex.Building:
		return BuildingFill
	}
	return GrassFill
}

// HexPath returns the outline of hex h under layout l, shrunk by inset virtual units.
func (c *Canvas) hexPath(l hex.Layout, h hex.Hex, inset float64) *vector.Path {
	cx, cy := l.Center(h)
	corners := l.Corners(h)
	var p vector.Path
	for i, k := range corners {
		x, y := k[0], k[1]
		if inset != 0 {
			dx, dy := x-cx, y-cy
			d := math.Hypot(dx, dy)
			x, y = cx+dx*(d-inset)/d, cy+dy*(d-inset)/d
		}
		px, py := c.pt(x, y)
		if i == 0 {
			p.MoveTo(px, py)
		} else {
			p.LineTo(px, py)
		}
	}
	p.Close()
	return &p
}

// FillHex fills hex h.
func (c *Canvas) FillHex(l hex.Layout, h hex.Hex, inset float64, col color.Color) {
	c.fillPath(c.hexPath(l, h, inset), col)
}

// StrokeHex outlines hex h.
func (c *Canvas) StrokeHex(l hex.Layout, h hex.Hex, inset, width float64, col color.Color) {
	corners := l.Corners(h)
	cx, cy := l.Center(h)
	for i := range corners {
		a, b := corners[i], corners[(i+1)%6]
		shrink := func(x, y float64) (float64, float64) {
			if inset == 0 {
				return x, y
			}
			dx, dy := x-cx, y-cy
			d := math.Hypot(dx, dy)
			return cx + dx*(d-inset)/d, cy + dy*(d-inset)/d
		}
		ax, ay := shrink(a[0], a[1])
		bx, by := shrink(b[0], b[1])
		c.Line(ax, ay, bx, by, width, col)
	}
}

// DrawTerrain draws every hex of m: ground, roads joined hex to hex, water and rocks.
func DrawTerrain(c *Canvas, l hex.Layout, m *hex.Map) {
	for _, h := range m.Hexes() {
		t := m.Terrain(h)
		c.FillHex(l, h, 0, TerrainColor(t))
	}
	// Texture and features, after all fills so neighbours do not cover them.
	for _, h := range m.Hexes() {
		x, y := l.Center(h)
		s := l.Size
		switch m.Terrain(h) {
		case hex.Grass:
			if Plain() {
				break // high contrast: plain ground
			}
			// A few tufts, placed by the hex's coordinates so they never move.
			seed := uint32(h.Q*7919+h.R*104729) * 2654435761
			for i := 0; i < 3; i++ {
				seed = seed*1664525 + 1013904223
				dx := (float64(seed>>8&0xff)/255 - 0.5) * s
				dy := (float64(seed>>16&0xff)/255 - 0.5) * s
				c.Line(x+dx, y+dy, x+dx-2, y+dy-5, 1.5, GrassDark)
				c.Line(x+dx, y+dy, x+dx+2, y+dy-5, 1.5, GrassDark)
			}
		case hex.Shallow:
			for i := -1; i <= 1; i++ {
				yy := y + float64(i)*s*0.35
				c.Line(x-s*0.35, yy, x-s*0.1, yy-3, 1.5, WithAlpha(color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.44))
				c.Line(x-s*0.1, yy-3, x+s*0.15, yy, 1.5, WithAlpha(color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.44))
			}
		case hex.Deep:
			for i := -1; i <= 1; i += 2 {
				yy := y + float64(i)*s*0.25
				c.Line(x-s*0.4, yy, x-s*0.1, yy-4, 2, WithAlpha(color.RGBA{0x9f, 0xc8, 0xf0, 0xff}, 0.50))
				c.Line(x-s*0.1, yy-4, x+s*0.2, yy, 2, WithAlpha(color.RGBA{0x9f, 0xc8, 0xf0, 0xff}, 0.50))
				c.Line(x+s*0.2, yy, x+s*0.4, yy-3, 2, WithAlpha(color.RGBA{0x9f, 0xc8, 0xf0, 0xff}, 0.50))
			}
		case hex.Rock:
			c.FillCircle(x-s*0.2, y+s*0.1, s*0.38, RockDark)
			c.FillCircle(x+s*0.22, y+s*0.15, s*0.3, RockDark)
			c.FillCircle(x-s*0.05, y-s*0.18, s*0.32, color.RGBA{0x98, 0x94, 0x8e, 0xff})
		}
	}
	drawRoadTracks(c, l, m)
	for _, h := range m.Hexes() {
		c.StrokeHex(l, h, 0, LineWidth(1), HexLine)
	}
}

// drawRoadTracks draws the worn track along the roads of m: one clean line
// through each road, off the map's edge where a road leaves it.
func drawRoadTracks(c *Canvas, l hex.Layout, m *hex.Map) {
	w := l.Size * 0.22
	for _, seg := range RoadTrack(l, m) {
		c.Line(seg[0], seg[1], seg[2], seg[3], w, RoadEdge)
		c.FillCircle(seg[0], seg[1], w/2, RoadEdge)
		c.FillCircle(seg[2], seg[3], w/2, RoadEdge)
	}
}

// RoadTrack returns the segments (x0, y0, x1, y1) of the track along the
// roads of m. Joining every road hex to every road neighbour draws
// triangles wherever a road is two hexes wide (a bridge, a bend), so the
// track instead runs through "stations": each road is walked from one of
// its ends, the hexes at the same number of steps from it that touch each
// other form one station at their middle, and consecutive stations that
// touch are joined. A road two hexes wide over a bridge thus becomes one
// straight line through the middle of the bridge.
func RoadTrack(l hex.Layout, m *hex.Map) [][4]float64 {
	isRoad := func(h hex.Hex) bool { return m.Contains(h) && m.Terrain(h) == hex.Road }
	roadNeighbours := func(h hex.Hex) (n int) {
		for _, nb := range h.Neighbours() {
			if isRoad(nb) {
				n++
			}
		}
		return n
	}
	var segs [][4]float64
	seen := map[hex.Hex]bool{}
	for _, first := range m.Hexes() {
		if !isRoad(first) || seen[first] {
			continue
		}
		// The road's hexes, and an end to walk it from: a hex with one road
		// neighbour, or on the map's edge, else any.
		comp := []hex.Hex{first}
		seen[first] = true
		for i := 0; i < len(comp); i++ {
			for _, nb := range comp[i].Neighbours() {
				if isRoad(nb) && !seen[nb] {
					seen[nb] = true
					comp = append(comp, nb)
				}
			}
		}
		start := comp[0]
		for _, h := range comp {
			if roadNeighbours(h) <= 1 || onEdge(m, h) {
				start = h
				break
			}
		}
		// Steps from the end, by breadth-first search.
		dist := map[hex.Hex]int{start: 0}
		order := []hex.Hex{start}
		for i := 0; i < len(order); i++ {
			for _, nb := range order[i].Neighbours() {
				if _, ok := dist[nb]; isRoad(nb) && !ok {
					dist[nb] = dist[order[i]] + 1
					order = append(order, nb)
				}
			}
		}
		// Stations: hexes at the same distance that touch each other.
		station := map[hex.Hex]int{}
		var members [][]hex.Hex
		for _, h := range order {
			if _, ok := station[h]; ok {
				continue
			}
			id := len(members)
			group := []hex.Hex{h}
			station[h] = id
			for i := 0; i < len(group); i++ {
				for _, nb := range group[i].Neighbours() {
					if d, ok := dist[nb]; ok && d == dist[h] {
						if _, in := station[nb]; !in {
							station[nb] = id
							group = append(group, nb)
						}
					}
				}
			}
			members = append(members, group)
		}
		centre := func(id int) (x, y float64) {
			for _, h := range members[id] {
				hx, hy := l.Center(h)
				x, y = x+hx, y+hy
			}
			n := float64(len(members[id]))
			return x / n, y / n
		}
		joined := map[[2]int]bool{}
		for _, h := range order {
			for _, nb := range h.Neighbours() {
				d, ok := dist[nb]
				if !ok || d != dist[h]+1 {
					continue
				}
				key := [2]int{station[h], station[nb]}
				if joined[key] {
					continue
				}
				joined[key] = true
				x0, y0 := centre(key[0])
				x1, y1 := centre(key[1])
				segs = append(segs, [4]float64{x0, y0, x1, y1})
			}
		}
		// A road that leaves the map runs on to the map's edge.
		for id, group := range members {
			if len(group) != 1 {
				continue
			}
			h := group[0]
			if roadNeighbours(h) != 1 || !onEdge(m, h) {
				continue
			}
			for d := range hex.Direction(hex.NumDirections) {
				if isRoad(h.Neighbour(d)) && !m.Contains(h.Neighbour(d.Opposite())) {
					x, y := centre(id)
					nx, ny := l.Center(h.Neighbour(d))
					segs = append(segs, [4]float64{x, y, x - (nx-x)/2, y - (ny-y)/2})
				}
			}
		}
	}
	return segs
}

// onEdge reports whether h lies on the edge of m.
func onEdge(m *hex.Map, h hex.Hex) bool {
	for _, nb := range h.Neighbours() {
		if !m.Contains(nb) {
			return true
		}
	}
	return false
}

// HatchHex draws parallel diagonal lines across hex h (shrunk by inset),
// rising to the right, spacing apart and width wide: a pattern that marks
// a hex without hiding what is under it, and reads without its colour.
// The lines lie on one grid for the whole board, so that those of
// neighbouring hexes meet.
func (c *Canvas) HatchHex(l hex.Layout, h hex.Hex, inset, spacing, width float64, col color.Color) {
	cx, cy := l.Center(h)
	var poly [6][2]float64
	for i, k := range l.Corners(h) {
		dx, dy := k[0]-cx, k[1]-cy
		d := math.Hypot(dx, dy)
		poly[i] = [2]float64{cx + dx*(d-inset)/d, cy + dy*(d-inset)/d}
	}
	// The lines are x + y = k for k a multiple of spacing.
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, p := range poly {
		lo, hi = math.Min(lo, p[0]+p[1]), math.Max(hi, p[0]+p[1])
	}
	for k := math.Ceil(lo/spacing) * spacing; k < hi; k += spacing {
		// Where the line crosses the hex's sides: a convex polygon meets
		// it in at most two points.
		var pts [][2]float64
		for i := range poly {
			a, b := poly[i], poly[(i+1)%6]
			fa, fb := a[0]+a[1]-k, b[0]+b[1]-k
			if fa == fb || fa < 0 && fb < 0 || fa > 0 && fb > 0 {
				continue
			}
			t := fa / (fa - fb)
			pts = append(pts, [2]float64{a[0] + (b[0]-a[0])*t, a[1] + (b[1]-a[1])*t})
		}
		if len(pts) < 2 {
			continue
		}
		p, q := pts[0], pts[len(pts)-1]
		c.Line(p[0], p[1], q[0], q[1], width, col)
	}
}
