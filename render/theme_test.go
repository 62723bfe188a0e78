package render

import (
	"image/color"
	"math"
	"testing"
)

// contrast is the WCAG contrast ratio of two opaque colours, 1 to 21.
func contrast(a, b color.Color) float64 {
	lum := func(c color.Color) float64 {
		r, g, b, _ := c.RGBA()
		lin := func(v uint32) float64 {
			x := float64(v) / 0xffff
			if x <= 0.04045 {
				return x / 12.92
			}
			return math.Pow((x+0.055)/1.055, 2.4)
		}
		return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
	}
	la, lb := lum(a), lum(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// High contrast, over either palette: every text colour on every
// background it is drawn on reaches WCAG's 7:1 (AAA), and is stronger
// than in normal contrast; the lines between things are thicker.
func TestHighContrast(t *testing.T) {
	t.Cleanup(func() { SetLook(Look{}) })
	for _, p := range Palettes {
		normal, high := Look{Palette: p}, Look{Palette: p, HighContrast: true}
		for _, text := range []Colour{TextMain, TextDim, ButtonText} {
			for _, back := range []Colour{Background, Panel, ButtonFill, ButtonHover} {
				n, h := contrast(text.In(normal), back.In(normal)), contrast(text.In(high), back.In(high))
				if h < 7 || h <= n {
					t.Errorf("%s palette: text %d on %d is %.1f:1 in high contrast (%.1f:1 normally), want 7:1 and more than normally", p, text, back, h, n)
				}
			}
		}
		if c := contrast(PanelBorder.In(high), Panel.In(high)); c < 3 {
			t.Errorf("%s palette: the panels' outline is %.1f:1 against them in high contrast, want 3:1", p, c)
		}
		SetLook(high)
		if !Plain() || LineWidth(2) <= 2 {
			t.Errorf("%s palette, high contrast: plain %v, a line of 2 drawn %v wide", p, Plain(), LineWidth(2))
		}
		SetLook(normal)
		if Plain() || LineWidth(2) != 2 {
			t.Errorf("%s palette: plain %v, a line of 2 drawn %v wide", p, Plain(), LineWidth(2))
		}
	}
}

// A colour made of the palette's (WithAlpha, Mix) follows the look: it
// is worked out when drawn, not when made.
func TestDerivedColoursFollowTheLook(t *testing.T) {
	t.Cleanup(func() { SetLook(Look{}) })
	half := WithAlpha(RedSide, 0.5)
	SetLook(Look{})
	before := color.RGBAModel.Convert(half)
	SetLook(Look{Palette: PaletteColourSafe})
	after := color.RGBAModel.Convert(half)
	if before == after {
		t.Errorf("half of the Red side is %v in both palettes", before)
	}
	if want := color.RGBAModel.Convert(withAlpha(RedSide.Value(), 0.5)); after != want {
		t.Errorf("half of the Red side is %v, want %v", after, want)
	}
}
