package cvd_test

import (
	"testing"

	"stratagem/render"
	"stratagem/render/cvd"
)

// Thresholds, in CIEDE2000: the two sides must look far apart, every other
// pair of marks a screen shows together clearly apart (about 2.3 is just
// noticeable; 10 is a difference seen at a glance).
const (
	minSides = 40
	minMarks = 10
)

// sides reports whether a pair of marks is the two sides'.
func sides(a, b render.Mark) bool {
	return (a.Colour == render.BlueSide && b.Colour == render.RedSide) ||
		(a.Colour == render.ConnectBlueFill && b.Colour == render.ConnectRedFill)
}

func between(a, b render.Mark, v cvd.Vision) float64 {
	ca, cb := a.Colour, b.Colour
	if a.Over != nil {
		ca = cvd.Over(a.Colour, a.Over)
	}
	if b.Over != nil {
		cb = cvd.Over(b.Colour, b.Over)
	}
	return cvd.DeltaE2000(cvd.Simulate(v, ca), cvd.Simulate(v, cb))
}

// The colour-blind-safe palette, in either contrast: as a person with
// protanopia, deuteranopia or tritanopia sees them (Machado 2009), the
// sides of every game stay far apart and every mark of a screen stays
// clearly apart from the others.
func TestColourSafePaletteApart(t *testing.T) {
	t.Cleanup(func() { render.SetLook(render.Look{}) })
	for _, hc := range []bool{false, true} {
		render.SetLook(render.Look{Palette: render.PaletteColourSafe, HighContrast: hc})
		for _, set := range render.MarkSets() {
			for i, a := range set.Marks {
				for _, b := range set.Marks[i+1:] {
					want := float64(minMarks)
					if sides(a, b) {
						want = minSides
					}
					for _, v := range cvd.Visions {
						if d := between(a, b, v); d < want {
							t.Errorf("high contrast %v, %s, %v: %s and %s are %.1f apart, want %.0f", hc, set.Screen, v, a.Name, b.Name, d, want)
						}
					}
				}
			}
		}
	}
}

// The standard palette is why the option is there: under deuteranopia a
// Red stack and the grass it stands on, and in the Mech Duel a Red mech
// and open ground, are hardly told apart. (If this fails, the standard
// palette has become colour-blind safe and the check above can hold for
// it too.)
func TestStandardPaletteIsNotSafe(t *testing.T) {
	render.SetLook(render.Look{})
	worst := 1000.0
	for _, set := range render.MarkSets() {
		for i, a := range set.Marks {
			for _, b := range set.Marks[i+1:] {
				for _, v := range []cvd.Vision{cvd.Protanopia, cvd.Deuteranopia} {
					worst = min(worst, between(a, b, v))
				}
			}
		}
	}
	if worst >= minMarks {
		t.Errorf("the standard palette's closest marks are %.1f apart for red-green colour blindness", worst)
	}
}
