package cvd

import (
	"image/color"
	"math"
	"testing"
)

// CIEDE2000 against worked pairs of its definition (Sharma, Wu and
// Dalal, 2005).
func TestDeltaE2000(t *testing.T) {
	for _, tc := range []struct{ l1, a1, b1, l2, a2, b2, want float64 }{
		{50, 2.6772, -79.7751, 50, 0, -82.7485, 2.0425},
		{50, 0, 0, 50, -1, 2, 2.3669},
		{50, 2.5, 0, 50, 0, -2.5, 4.3065},
		{50, 2.5, 0, 73, 25, -18, 27.1492},
		{60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644},
	} {
		if got := deltaE2000(tc.l1, tc.a1, tc.b1, tc.l2, tc.a2, tc.b2); math.Abs(got-tc.want) > 1e-3 {
			t.Errorf("ΔE00 of (%v %v %v) and (%v %v %v) = %.4f, want %.4f", tc.l1, tc.a1, tc.b1, tc.l2, tc.a2, tc.b2, got, tc.want)
		}
	}
}

func TestLab(t *testing.T) {
	for _, tc := range []struct {
		c       color.RGBA
		l, a, b float64
	}{
		{color.RGBA{0xff, 0xff, 0xff, 0xff}, 100, 0, 0},
		{color.RGBA{0, 0, 0, 0xff}, 0, 0, 0},
		{color.RGBA{0xff, 0, 0, 0xff}, 53.24, 80.09, 67.20},
	} {
		l, a, b := Lab(tc.c)
		if math.Abs(l-tc.l) > 0.05 || math.Abs(a-tc.a) > 0.05 || math.Abs(b-tc.b) > 0.05 {
			t.Errorf("Lab of %v = %.2f %.2f %.2f, want %.2f %.2f %.2f", tc.c, l, a, b, tc.l, tc.a, tc.b)
		}
	}
}

// What the simulation must show: greys stay grey, the red and the green
// that a person with normal vision tells apart at once look alike without
// red or green cones, and a blue and an orange stay apart for all three.
func TestSimulate(t *testing.T) {
	grey := color.RGBA{0x80, 0x80, 0x80, 0xff}
	for _, v := range Visions {
		if s := Simulate(v, grey); DeltaE2000(s, grey) > 1 {
			t.Errorf("%v turns grey into %v", v, s)
		}
	}
	red, green := color.RGBA{0xff, 0x5a, 0x3c, 0xff}, color.RGBA{0x70, 0x9a, 0x30, 0xff}
	if d := DeltaE2000(red, green); d < 30 {
		t.Fatalf("the red and green are only %.1f apart in normal vision", d)
	}
	for _, v := range []Vision{Protanopia, Deuteranopia} {
		if d := DeltaE2000(Simulate(v, red), Simulate(v, green)); d > 12 {
			t.Errorf("%v: red and green %.1f apart, want them nearly alike", v, d)
		}
	}
	blue, orange := color.RGBA{0x30, 0x70, 0xe0, 0xff}, color.RGBA{0xf0, 0x90, 0x20, 0xff}
	for _, v := range Visions {
		if d := DeltaE2000(Simulate(v, blue), Simulate(v, orange)); d < 30 {
			t.Errorf("%v: blue and orange only %.1f apart", v, d)
		}
	}
}

func TestOver(t *testing.T) {
	half := color.RGBA{0x80, 0x80, 0x80, 0x80} // premultiplied: half-transparent white
	if got := Over(half, color.RGBA{0, 0, 0xff, 0xff}); got != (color.RGBA{0x80, 0x80, 0xff, 0xff}) {
		t.Errorf("half white over blue = %v", got)
	}
}
