package render

import (
	"image/color"
	"strings"
)

func splitLines(s string) []string { return strings.Split(s, "\n") }
func splitWords(s string) []string { return strings.Fields(s) }

// WithAlpha returns col with its alpha multiplied by a (0..1).
func WithAlpha(col color.Color, a float64) color.Color {
	r, g, b, al := col.RGBA()
	return color.RGBA64{uint16(float64(r) * a), uint16(float64(g) * a), uint16(float64(b) * a), uint16(float64(al) * a)}
}

// Mix blends a towards b by t (0..1).
func Mix(a, b color.Color, t float64) color.Color {
	ar, ag, ab, aa := a.RGBA()
	br, bg, bb, ba := b.RGBA()
	l := func(x, y uint32) uint16 { return uint16(float64(x) + (float64(y)-float64(x))*t) }
	return color.RGBA64{l(ar, br), l(ag, bg), l(ab, bb), l(aa, ba)}
}
