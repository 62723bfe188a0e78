package hex

import "math"

// Layout places pointy-top hexes on the screen: Size is the distance from a
// hex's center to its corners in pixels, and Origin is the pixel center of
// Hex{0, 0} (offset a1). Screen y points down, like the rows.
type Layout struct {
	Size             float64
	OriginX, OriginY float64
}

var sqrt3 = math.Sqrt(3)

// Center returns the pixel center of h.
func (l Layout) Center(h Hex) (x, y float64) {
	x = l.OriginX + l.Size*sqrt3*(float64(h.Q)+float64(h.R)/2)
	y = l.OriginY + l.Size*1.5*float64(h.R)
	return x, y
}

// Corners returns the six corners of h in pixels, clockwise from the top one.
func (l Layout) Corners(h Hex) [6][2]float64 {
	cx, cy := l.Center(h)
	var c [6][2]float64
	for i := range c {
		a := math.Pi / 180 * float64(60*i-90)
		c[i] = [2]float64{cx + l.Size*math.Cos(a), cy + l.Size*math.Sin(a)}
	}
	return c
}

// HexAt returns the hex containing the pixel (x, y), for mouse picking.
func (l Layout) HexAt(x, y float64) Hex {
	px, py := (x-l.OriginX)/l.Size, (y-l.OriginY)/l.Size
	q := sqrt3/3*px - py/3
	r := 2.0 / 3 * py
	return FracHex{Q: q, R: r, S: -q - r}.Round()
}

// PixelSize returns the width and height in pixels of a width × height odd-r
// map drawn with this layout, measured from the top-left corner of a1's
// bounding box.
func (l Layout) PixelSize(width, height int) (w, h float64) {
	w = l.Size * sqrt3 * (float64(width) + 0.5)
	if height <= 1 {
		w = l.Size * sqrt3 * float64(width)
	}
	h = l.Size * (1.5*float64(height) + 0.5)
	return w, h
}
