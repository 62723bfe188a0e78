package hex

import "math"

// Lines and line of sight (thesis 4.2.2–4.2.4).
//
// A line from a to b samples the N+1 points a + (b−a)·i/N, i = 0..N, with N the
// distance, and rounds each to the hex containing it. The samples are exact
// rationals (numerators over N), so the rounding is done in integers, and the
// result is the same on every machine.
//
// A sample can fall exactly on an edge or a corner between hexes (a line that
// runs along hex edges). Such a line is ambiguous, so both ends are nudged by
// the same tiny cube vector ε = (1, 2, −3)·δ, either +ε or −ε, with δ an
// infinitesimal: ties are broken by the sign of the nudge, symbolically, never
// by floating-point luck. Because the same nudge is added to both ends, the
// nudged segment from a to b is the segment from b to a, so a line is the same
// hexes in reverse when drawn from the other end.

// Nudge selects the side to which an ambiguous line is pushed.
type Nudge int8

// The two nudges of a line.
const (
	NudgePlus  Nudge = 1
	NudgeMinus Nudge = -1
)

// nudge is the cube vector ε in units of δ. Its components differ in size, so
// no two rounding distances can tie after nudging.
var nudge = [3]int{1, 2, -3}

// FracHex is a point of the plane in fractional cube coordinates
// (Q + R + S = 0).
type FracHex struct{ Q, R, S float64 }

// Round returns the hex containing f: each coordinate is rounded, then the one
// that moved most is recomputed from the other two so that they sum to zero
// (thesis 4.2.3). Ties: when S shares the largest change, S is recomputed;
// when Q and R share it, R is.
func (f FracHex) Round() Hex {
	q, r, s := math.Round(f.Q), math.Round(f.R), math.Round(f.S)
	dq, dr, ds := math.Abs(q-f.Q), math.Abs(r-f.R), math.Abs(s-f.S)
	switch {
	case dq > dr && dq > ds:
		q = -r - s
	case dr > ds:
		r = -q - s
	}
	return Hex{int(q), int(r)}
}

// Lerp returns the point a fraction t of the way from a to b.
func Lerp(a, b Hex, t float64) FracHex {
	return FracHex{
		Q: float64(a.Q) + float64(b.Q-a.Q)*t,
		R: float64(a.R) + float64(b.R-a.R)*t,
		S: float64(a.S()) + float64(b.S()-a.S())*t,
	}
}

// Line returns the hexes of the line from a to b, a first and b last, drawn
// with the +ε nudge. Consecutive hexes are neighbours, and
// Line(b, a) is Line(a, b) reversed.
func Line(a, b Hex) []Hex { return AppendLine(nil, a, b, NudgePlus) }

// AppendLine appends to dst the line from a to b drawn with nudge n and
// returns the extended slice.
func AppendLine(dst []Hex, a, b Hex, n Nudge) []Hex {
	steps := Distance(a, b)
	if steps == 0 { // the thesis's guard: a line of one hex
		return append(dst, a)
	}
	for i := 0; i <= steps; i++ {
		dst = append(dst, lineSample(a, b, steps, i, n))
	}
	return dst
}

// LineOfSight reports whether a sees b: whether one of the two nudged lines
// between them has no hex for which blocks is true. Only the hexes strictly
// between a and b are checked, never the ends themselves, so adjacent hexes
// always see each other. The result is symmetric: LineOfSight(a, b, f) ==
// LineOfSight(b, a, f).
func LineOfSight(a, b Hex, blocks func(Hex) bool) bool {
	return lineClear(a, b, NudgePlus, blocks) || lineClear(a, b, NudgeMinus, blocks)
}

// lineClear reports whether no hex strictly between a and b on the line with
// nudge n blocks.
func lineClear(a, b Hex, n Nudge, blocks func(Hex) bool) bool {
	steps := Distance(a, b)
	for i := 1; i < steps; i++ {
		if blocks(lineSample(a, b, steps, i, n)) {
			return false
		}
	}
	return true
}

// lineSample returns the hex of the i-th of steps+1 samples from a to b with
// the nudge n, computed exactly: the sample's cube coordinates are
// (a·steps + (b−a)·i)/steps + n·ε.
func lineSample(a, b Hex, steps, i int, n Nudge) Hex {
	if i == 0 {
		return a
	}
	if i == steps {
		return b
	}
	num := [3]int{
		a.Q*steps + (b.Q-a.Q)*i,
		a.R*steps + (b.R-a.R)*i,
		a.S()*steps + (b.S()-a.S())*i,
	}
	var rounded [3]int
	var err [3]roundErr
	for k := range 3 {
		rounded[k], err[k] = roundExact(num[k], steps, nudge[k]*int(n))
	}
	switch {
	case err[0].greater(err[1]) && err[0].greater(err[2]):
		rounded[0] = -rounded[1] - rounded[2]
	case err[1].greater(err[2]):
		rounded[1] = -rounded[0] - rounded[2]
	default:
		rounded[2] = -rounded[0] - rounded[1]
	}
	return Hex{rounded[0], rounded[1]}
}

// roundErr is the distance between a nudged value and its rounding:
// num/(2·den) + eps·δ, compared first by the rational part, then by the
// infinitesimal part.
type roundErr struct{ num, eps int }

func (e roundErr) greater(o roundErr) bool {
	if e.num != o.num {
		return e.num > o.num
	}
	return e.eps > o.eps
}

// roundExact rounds num/den + eps·δ (den > 0, eps ≠ 0, δ infinitesimal) to the
// nearest integer and returns it with the rounding error measured over 2·den.
func roundExact(num, den, eps int) (int, roundErr) {
	q := floorDiv(num, den)
	rem := num - q*den // 0 ≤ rem < den
	switch {
	case rem == 0:
		return q, roundErr{0, abs(eps)}
	case 2*rem < den:
		return q, roundErr{2 * rem, eps}
	case 2*rem > den:
		return q + 1, roundErr{2 * (den - rem), -eps}
	case eps > 0: // exactly half way: the nudge decides
		return q + 1, roundErr{den, -eps}
	default:
		return q, roundErr{den, eps}
	}
}

func floorDiv(a, b int) int {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}
