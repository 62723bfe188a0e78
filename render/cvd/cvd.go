// Package cvd simulates colour vision deficiency and measures how far
// apart two colours look, so that the game's palettes can be checked for
// colour-blind players: Simulate shows a colour (or SimulateImage a
// screenshot) as a person with protanopia, deuteranopia or tritanopia
// sees it, by the model of Machado, Oliveira and Fernandes (2009) at full
// severity; DeltaE2000 is the CIEDE2000 colour difference of two colours
// in CIELAB (about 2.3 is just noticeable; above 20 two marks are told
// apart at a glance).
package cvd

import (
	"image"
	"image/color"
	"math"
)

// Vision is a kind of colour vision.
type Vision int

const (
	Normal       Vision = iota
	Protanopia          // no long-wavelength (red) cones
	Deuteranopia        // no medium-wavelength (green) cones
	Tritanopia          // no short-wavelength (blue) cones
)

// Visions are every kind, normal first.
var Visions = []Vision{Normal, Protanopia, Deuteranopia, Tritanopia}

func (v Vision) String() string {
	return [...]string{"normal", "protanopia", "deuteranopia", "tritanopia"}[v]
}

// machado are the simulation matrices of Machado et al. (2009) at
// severity 1, applied to linear RGB.
var machado = [...][3][3]float64{
	Protanopia: {
		{0.152286, 1.052583, -0.204868},
		{0.114503, 0.786281, 0.099216},
		{-0.003882, -0.048116, 1.051998},
	},
	Deuteranopia: {
		{0.367322, 0.860646, -0.227968},
		{0.280085, 0.672501, 0.047413},
		{-0.011820, 0.042940, 0.968881},
	},
	Tritanopia: {
		{1.255528, -0.076749, -0.178779},
		{-0.078411, 0.930809, 0.147602},
		{0.004733, 0.691367, 0.303900},
	},
}

// toLinear converts an sRGB component (0..1) to linear light.
func toLinear(c float64) float64 {
	if c <= 0.04045 {
		return c / 12.92
	}
	return math.Pow((c+0.055)/1.055, 2.4)
}

// fromLinear converts linear light (0..1) to an sRGB component.
func fromLinear(c float64) float64 {
	c = math.Max(0, math.Min(1, c))
	if c <= 0.0031308 {
		return c * 12.92
	}
	return 1.055*math.Pow(c, 1/2.4) - 0.055
}

// opaque returns c's sRGB components (0..1), un-premultiplied; a
// translucent colour is taken as it would look over black.
func opaque(c color.Color) [3]float64 {
	r, g, b, _ := c.RGBA()
	return [3]float64{float64(r) / 0xffff, float64(g) / 0xffff, float64(b) / 0xffff}
}

// Simulate returns c as a person with vision v sees it.
func Simulate(v Vision, c color.Color) color.RGBA {
	rgb := opaque(c)
	_, _, _, a := c.RGBA()
	if v == Normal {
		return color.RGBA{uint8(rgb[0]*255 + 0.5), uint8(rgb[1]*255 + 0.5), uint8(rgb[2]*255 + 0.5), uint8(a >> 8)}
	}
	lin := [3]float64{toLinear(rgb[0]), toLinear(rgb[1]), toLinear(rgb[2])}
	m := machado[v]
	var out [3]uint8
	for i := range 3 {
		s := m[i][0]*lin[0] + m[i][1]*lin[1] + m[i][2]*lin[2]
		out[i] = uint8(fromLinear(s)*255 + 0.5)
	}
	return color.RGBA{out[0], out[1], out[2], uint8(a >> 8)}
}

// SimulateImage returns img as a person with vision v sees it.
func SimulateImage(v Vision, img image.Image) *image.RGBA {
	b := img.Bounds()
	out := image.NewRGBA(b)
	memo := map[color.RGBA]color.RGBA{}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
			s, ok := memo[c]
			if !ok {
				s = Simulate(v, c)
				memo[c] = s
			}
			out.SetRGBA(x, y, s)
		}
	}
	return out
}

// Over returns fg composited over the opaque bg (both may be translucent
// premultiplied colours; bg's alpha is ignored).
func Over(fg, bg color.Color) color.RGBA {
	fr, fgg, fb, fa := fg.RGBA()
	br, bgg, bb, _ := bg.RGBA()
	k := 1 - float64(fa)/0xffff
	c := func(f, b uint32) uint8 { return uint8((float64(f)+float64(b)*k)/0xffff*255 + 0.5) }
	return color.RGBA{c(fr, br), c(fgg, bgg), c(fb, bb), 0xff}
}

// Lab returns the CIELAB coordinates of c (sRGB, D65 white).
func Lab(c color.Color) (l, a, b float64) {
	rgb := opaque(c)
	r, g, bl := toLinear(rgb[0]), toLinear(rgb[1]), toLinear(rgb[2])
	x := (0.4124564*r + 0.3575761*g + 0.1804375*bl) / 0.95047
	y := 0.2126729*r + 0.7151522*g + 0.0721750*bl
	z := (0.0193339*r + 0.1191920*g + 0.9503041*bl) / 1.08883
	f := func(t float64) float64 {
		if t > 216.0/24389 {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	fx, fy, fz := f(x), f(y), f(z)
	return 116*fy - 16, 500 * (fx - fy), 200 * (fy - fz)
}

// DeltaE76 is the CIE 1976 colour difference: the distance in CIELAB.
func DeltaE76(c1, c2 color.Color) float64 {
	l1, a1, b1 := Lab(c1)
	l2, a2, b2 := Lab(c2)
	return math.Sqrt((l1-l2)*(l1-l2) + (a1-a2)*(a1-a2) + (b1-b2)*(b1-b2))
}

// DeltaE2000 is the CIEDE2000 colour difference of c1 and c2.
func DeltaE2000(c1, c2 color.Color) float64 {
	l1, a1, b1 := Lab(c1)
	l2, a2, b2 := Lab(c2)
	return deltaE2000(l1, a1, b1, l2, a2, b2)
}

// deltaE2000 is CIEDE2000 of two CIELAB colours (kL = kC = kH = 1).
func deltaE2000(l1, a1, b1, l2, a2, b2 float64) float64 {
	deg := math.Pi / 180
	cab := (math.Hypot(a1, b1) + math.Hypot(a2, b2)) / 2
	c7 := math.Pow(cab, 7)
	g := 0.5 * (1 - math.Sqrt(c7/(c7+math.Pow(25, 7))))
	a1p, a2p := a1*(1+g), a2*(1+g)
	c1p, c2p := math.Hypot(a1p, b1), math.Hypot(a2p, b2)
	hue := func(a, b float64) float64 {
		if a == 0 && b == 0 {
			return 0
		}
		h := math.Atan2(b, a) / deg
		if h < 0 {
			h += 360
		}
		return h
	}
	h1p, h2p := hue(a1p, b1), hue(a2p, b2)

	dl := l2 - l1
	dc := c2p - c1p
	var dh float64
	switch {
	case c1p*c2p == 0:
		dh = 0
	case math.Abs(h2p-h1p) <= 180:
		dh = h2p - h1p
	case h2p-h1p > 180:
		dh = h2p - h1p - 360
	default:
		dh = h2p - h1p + 360
	}
	dH := 2 * math.Sqrt(c1p*c2p) * math.Sin(dh/2*deg)

	lm := (l1 + l2) / 2
	cm := (c1p + c2p) / 2
	var hm float64
	switch {
	case c1p*c2p == 0:
		hm = h1p + h2p
	case math.Abs(h1p-h2p) <= 180:
		hm = (h1p + h2p) / 2
	case h1p+h2p < 360:
		hm = (h1p + h2p + 360) / 2
	default:
		hm = (h1p + h2p - 360) / 2
	}
	t := 1 - 0.17*math.Cos((hm-30)*deg) + 0.24*math.Cos(2*hm*deg) + 0.32*math.Cos((3*hm+6)*deg) - 0.20*math.Cos((4*hm-63)*deg)
	dTheta := 30 * math.Exp(-((hm-275)/25)*((hm-275)/25))
	cm7 := math.Pow(cm, 7)
	rc := 2 * math.Sqrt(cm7/(cm7+math.Pow(25, 7)))
	sl := 1 + 0.015*(lm-50)*(lm-50)/math.Sqrt(20+(lm-50)*(lm-50))
	sc := 1 + 0.045*cm
	sh := 1 + 0.015*cm*t
	rt := -math.Sin(2*dTheta*deg) * rc
	return math.Sqrt((dl/sl)*(dl/sl) + (dc/sc)*(dc/sc) + (dH/sh)*(dH/sh) + rt*(dc/sc)*(dH/sh))
}
