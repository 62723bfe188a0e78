// Command icon draws Stratagem's icon — a Mill board on wood with a blue
// and a red piece — as PNG files of the sizes desktops ask for
// (icon-16.png … icon-256.png), for the packages `make dist` builds.
//
//	go run ./cmd/icon -out DIR [-sizes 16,24,32,48,64,128,256]
//
// Each size is drawn afresh with golang.org/x/image/vector rather than
// scaled down from a large picture: a small icon keeps lines whole pixels
// wide and drops the middle square, which would blur into the others. It
// imports nothing of Ebitengine (which wants a display as soon as it is
// loaded); the colours are the game's own (render/theme.go).
package main

import (
	"bytes"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"golang.org/x/image/vector"
)

// The colours of render/theme.go's standard look.
var (
	wood      = color.RGBA{0xd9, 0xb0, 0x77, 0xff}
	woodDark  = color.RGBA{0xb8, 0x8a, 0x52, 0xff}
	boardLine = color.RGBA{0x3b, 0x2a, 0x1a, 0xff}
	blue      = color.RGBA{0x3d, 0x7e, 0xf0, 0xff}
	blueDark  = color.RGBA{0x1f, 0x4b, 0xa8, 0xff}
	red       = color.RGBA{0xe0, 0x4a, 0x4a, 0xff}
	redDark   = color.RGBA{0x98, 0x25, 0x28, 0xff}
)

// Sizes are the icon sizes made by default: the hicolor theme's usual
// ones, 16 to 256 pixels square.
var Sizes = []int{16, 24, 32, 48, 64, 128, 256}

func main() {
	out := flag.String("out", "", "the directory to write icon-N.png into (created if needed)")
	sizes := flag.String("sizes", joinInts(Sizes), "the sizes to draw, in pixels, separated by commas")
	flag.Parse()
	if err := run(*out, *sizes); err != nil {
		fmt.Fprintln(os.Stderr, "icon:", err)
		os.Exit(2)
	}
}

func run(out, sizeList string) error {
	if out == "" {
		return fmt.Errorf("-out DIR is needed")
	}
	var sizes []int
	for _, f := range strings.Split(sizeList, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 16 || n > 1024 {
			return fmt.Errorf("size %q: want a whole number of pixels from 16 to 1024", f)
		}
		sizes = append(sizes, n)
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	for _, n := range sizes {
		var buf bytes.Buffer
		if err := png.Encode(&buf, Draw(n)); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(out, fmt.Sprintf("icon-%d.png", n)), buf.Bytes(), 0o644); err != nil {
			return err
		}
	}
	return nil
}

func joinInts(ns []int) string {
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = strconv.Itoa(n)
	}
	return strings.Join(s, ",")
}

// Draw returns the icon n pixels square: a rounded wooden tile with a
// Mill board's squares and the lines joining their middles, a blue piece
// on the outer square's top left corner and a red one on the middle of
// the next square's right side; transparent around the tile.
func Draw(n int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, n, n))
	s := float32(n)
	small := n < 32
	// The lines are whole pixels wide, and laid on pixel centres when odd.
	line := float32(max(1, int(math.Round(float64(n)/28))))
	snap := func(v float32) float32 {
		v = float32(math.Round(float64(v)))
		if int(line)%2 == 1 {
			v += 0.5
		}
		return v
	}

	// The tile, with a darker rim.
	margin, radius := s*0.03, s*0.17
	fill(img, roundRect(n, margin, margin, s-2*margin, s-2*margin, radius), woodDark)
	rim := max(1, s*0.035)
	fill(img, roundRect(n, margin+rim, margin+rim, s-2*(margin+rim), s-2*(margin+rim), radius-rim), wood)

	// The board: three squares (two when small) and the four lines
	// joining their middles.
	squares := []float32{0.18, 0.29, 0.40}
	if small {
		squares = []float32{0.2, 0.4}
	}
	lines := vector.NewRasterizer(n, n)
	outer, inner := snap(s*squares[0]), snap(s*squares[len(squares)-1])
	for _, f := range squares {
		a, b := snap(s*f), snap(s*(1-f))
		strokeRect(lines, a, b, line)
	}
	mid := snap(s * 0.5)
	strokeSegment(lines, mid, outer, mid, inner, line)
	strokeSegment(lines, mid, s-inner, mid, s-outer, line)
	strokeSegment(lines, outer, mid, inner, mid, line)
	strokeSegment(lines, s-inner, mid, s-outer, mid, line)
	paint(img, lines, boardLine)

	// The pieces: a dark rim, then the face.
	r := s * 0.09
	if small {
		r = s * 0.13
	}
	piece := func(cx, cy float32, face, dark color.RGBA) {
		fill(img, circle(n, cx, cy, r), dark)
		fill(img, circle(n, cx, cy, r-max(1, r*0.22)), face)
	}
	piece(outer, outer, blue, blueDark)
	piece(s-snap(s*squares[len(squares)-2]), mid, red, redDark)
	return img
}

// fill paints the rasterizer's shape in c over img.
func fill(img *image.RGBA, z *vector.Rasterizer, c color.RGBA) { paint(img, z, c) }

func paint(img *image.RGBA, z *vector.Rasterizer, c color.RGBA) {
	z.Draw(img, img.Bounds(), image.NewUniform(c), image.Point{})
}

// roundRect is a rectangle with corners rounded to radius r (cubic
// Béziers, 0.5523 being the circle's constant).
func roundRect(n int, x, y, w, h, r float32) *vector.Rasterizer {
	z := vector.NewRasterizer(n, n)
	k := r * (1 - 0.5523)
	z.MoveTo(x+r, y)
	z.LineTo(x+w-r, y)
	z.CubeTo(x+w-k, y, x+w, y+k, x+w, y+r)
	z.LineTo(x+w, y+h-r)
	z.CubeTo(x+w, y+h-k, x+w-k, y+h, x+w-r, y+h)
	z.LineTo(x+r, y+h)
	z.CubeTo(x+k, y+h, x, y+h-k, x, y+h-r)
	z.LineTo(x, y+r)
	z.CubeTo(x, y+k, x+k, y, x+r, y)
	z.ClosePath()
	return z
}

// circle is a disc of radius r centred on (cx, cy).
func circle(n int, cx, cy, r float32) *vector.Rasterizer {
	z := vector.NewRasterizer(n, n)
	const steps = 64
	for i := range steps + 1 {
		a := 2 * math.Pi * float64(i) / steps
		x, y := cx+r*float32(math.Cos(a)), cy+r*float32(math.Sin(a))
		if i == 0 {
			z.MoveTo(x, y)
		} else {
			z.LineTo(x, y)
		}
	}
	z.ClosePath()
	return z
}

// strokeRect adds the outline of the square from (a, a) to (b, b), w wide
// and centred on it: the outer square wound one way, the inner the other,
// so that the inside stays empty.
func strokeRect(z *vector.Rasterizer, a, b, w float32) {
	o0, o1, i0, i1 := a-w/2, b+w/2, a+w/2, b-w/2
	z.MoveTo(o0, o0)
	z.LineTo(o1, o0)
	z.LineTo(o1, o1)
	z.LineTo(o0, o1)
	z.ClosePath()
	z.MoveTo(i0, i0)
	z.LineTo(i0, i1)
	z.LineTo(i1, i1)
	z.LineTo(i1, i0)
	z.ClosePath()
}

// strokeSegment adds a straight line from (x0, y0) to (x1, y1), level or
// upright, w wide.
func strokeSegment(z *vector.Rasterizer, x0, y0, x1, y1, w float32) {
	if x0 == x1 {
		x0, x1 = x0-w/2, x1+w/2
	} else {
		y0, y1 = y0-w/2, y1+w/2
	}
	z.MoveTo(x0, y0)
	z.LineTo(x1, y0)
	z.LineTo(x1, y1)
	z.LineTo(x0, y1)
	z.ClosePath()
}
