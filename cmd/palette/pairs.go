package main

import (
	"image/color"
	"math"

	"stratagem/render"
	"stratagem/render/cvd"
)

// Pair is two marks of a set and how far apart they look.
type Pair struct {
	A, B   string
	MA, MB render.Mark
	DeltaE float64
}

// look returns the colour a mark shows on the screen.
func look(m render.Mark) color.Color {
	if m.Over != nil {
		return cvd.Over(m.Colour, m.Over)
	}
	return m.Colour
}

// Between returns how far apart two marks look with vision v (CIEDE2000).
func Between(a, b render.Mark, v cvd.Vision) float64 {
	return cvd.DeltaE2000(cvd.Simulate(v, look(a)), cvd.Simulate(v, look(b)))
}

// Pairs returns every pair of the set's marks, with their distance in vision v.
func Pairs(set render.MarkSet, v cvd.Vision) []Pair {
	var out []Pair
	for i, a := range set.Marks {
		for _, b := range set.Marks[i+1:] {
			out = append(out, Pair{A: a.Name, B: b.Name, MA: a, MB: b, DeltaE: Between(a, b, v)})
		}
	}
	return out
}

// Closest returns the set's pair that looks the least apart in vision v.
func Closest(set render.MarkSet, v cvd.Vision) Pair {
	best := Pair{DeltaE: math.Inf(1)}
	for _, p := range Pairs(set, v) {
		if p.DeltaE < best.DeltaE {
			best = p
		}
	}
	return best
}
