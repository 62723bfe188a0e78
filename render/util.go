package render

import (
	"image/color"
	"strings"
)

func splitLines(s string) []string { return strings.Split(s, "\n") }
func splitWords(s string) []string { return strings.Fields(s) }

// WithAlpha returns col with its alpha multiplied by a (0..1). Made of a
// Colour of the palette, it follows the look in use as the Colour does.
func WithAlpha(col color.Color, a float64) color.Color {
	if themed(col) {
		return &derived{func() color.Color { return withAlpha(col, a) }}
	}
	return withAlpha(col, a)
}

func withAlpha(col color.Color, a float64) color.Color {
	r, g, b, al := col.RGBA()
	return color.RGBA64{uint16(float64(r) * a), uint16(float64(g) * a), uint16(float64(b) * a), uint16(float64(al) * a)}
}

// Mix blends a towards b by t (0..1). Made of a Colour of the palette, it
// follows the look in use as the Colour does.
func Mix(a, b color.Color, t float64) color.Color {
	if themed(a) || themed(b) {
		return &derived{func() color.Color { return mix(a, b, t) }}
	}
	return mix(a, b, t)
}

func mix(a, b color.Color, t float64) color.Color {
	ar, ag, ab, aa := a.RGBA()
	br, bg, bb, ba := b.RGBA()
	l := func(x, y uint32) uint16 { return uint16(float64(x) + (float64(y)-float64(x))*t) }
	return color.RGBA64{l(ar, br), l(ag, bg), l(ab, bb), l(aa, ba)}
}

// derived is a colour made of Colours of the palette: worked out when it
// is drawn, in the look in use. (A pointer, so that colours compare.)
type derived struct{ of func() color.Color }

func (d *derived) RGBA() (r, g, b, a uint32) { return d.of().RGBA() }

// themed reports whether col follows the look in use.
func themed(col color.Color) bool {
	switch col.(type) {
	case Colour, *derived:
		return true
	}
	return false
}
