package hex_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"stratagem/board/hex"
)

var nudges = []hex.Nudge{hex.NudgePlus, hex.NudgeMinus}

func checkLine(t *testing.T, a, b hex.Hex, n hex.Nudge) []hex.Hex {
	t.Helper()
	line := hex.AppendLine(nil, a, b, n)
	if len(line) != hex.Distance(a, b)+1 || line[0] != a || line[len(line)-1] != b {
		t.Fatalf("line %v→%v (nudge %d) = %v: want %d hexes from a to b", a, b, n, line, hex.Distance(a, b)+1)
	}
	for i := 1; i < len(line); i++ {
		if !adjacent(line[i-1], line[i]) {
			t.Fatalf("line %v→%v (nudge %d) = %v: %v and %v are not neighbours", a, b, n, line, line[i-1], line[i])
		}
		if hex.Distance(a, line[i]) != i {
			t.Fatalf("line %v→%v (nudge %d) = %v: step %d is at distance %d", a, b, n, line, i, hex.Distance(a, line[i]))
		}
	}
	back := hex.AppendLine(nil, b, a, n)
	if !slices.Equal(back, reversed(line)) {
		t.Fatalf("line %v→%v (nudge %d) = %v, but %v→%v = %v", a, b, n, line, b, a, back)
	}
	return line
}

// Every line between two hexes of the battle map, both nudges: it starts and
// ends at the end points, each step is a neighbour, and drawing it from the
// other end gives the same hexes.
func TestLinesAreContiguousAndSymmetric(t *testing.T) {
	m := battleMap(t)
	hs := m.Hexes()
	for _, a := range hs {
		for _, b := range hs {
			for _, n := range nudges {
				checkLine(t, a, b, n)
			}
		}
	}
	rng := rand.New(rand.NewPCG(4, 2))
	for range 2000 {
		a := hex.Hex{Q: rng.IntN(81) - 40, R: rng.IntN(81) - 40}
		b := hex.Hex{Q: rng.IntN(81) - 40, R: rng.IntN(81) - 40}
		for _, n := range nudges {
			checkLine(t, a, b, n)
		}
	}
	if got := hex.Line(hs[5], hs[5]); len(got) != 1 || got[0] != hs[5] {
		t.Errorf("line of length 0 = %v", got)
	}
}

// The exact rounding agrees with the thesis's floating-point algorithm
// (interpolate, then cube-round) with Patel's nudge of ±(1, 2, −3)·10⁻⁶.
func TestLineMatchesFloatingPointAlgorithm(t *testing.T) {
	float := func(a, b hex.Hex, sign float64) []hex.Hex {
		n := hex.Distance(a, b)
		fa := hex.FracHex{Q: float64(a.Q) + sign*1e-6, R: float64(a.R) + sign*2e-6, S: float64(a.S()) - sign*3e-6}
		fb := hex.FracHex{Q: float64(b.Q) + sign*1e-6, R: float64(b.R) + sign*2e-6, S: float64(b.S()) - sign*3e-6}
		var out []hex.Hex
		for i := 0; i <= n; i++ {
			t := 0.0
			if n > 0 {
				t = float64(i) / float64(n)
			}
			out = append(out, hex.FracHex{
				Q: fa.Q + (fb.Q-fa.Q)*t, R: fa.R + (fb.R-fa.R)*t, S: fa.S + (fb.S-fa.S)*t,
			}.Round())
		}
		return out
	}
	rng := rand.New(rand.NewPCG(7, 7))
	m := battleMap(t)
	hs := m.Hexes()
	for range 20000 {
		a, b := hs[rng.IntN(len(hs))], hs[rng.IntN(len(hs))]
		for _, n := range nudges {
			exact := hex.AppendLine(nil, a, b, n)
			if f := float(a, b, float64(n)); !slices.Equal(exact, f) {
				t.Fatalf("line %v→%v nudge %d: exact %v, floating point %v", a, b, n, exact, f)
			}
		}
	}
}

// A line along hex edges is ambiguous: the two nudges pass on either side.
func TestNudgesSplitLinesAlongEdges(t *testing.T) {
	a := hex.Hex{}
	b := hex.Hex{Q: 1, R: 1} // two steps, exactly between SE·E: the midpoint is on an edge
	plus := hex.AppendLine(nil, a, b, hex.NudgePlus)
	minus := hex.AppendLine(nil, a, b, hex.NudgeMinus)
	mids := []hex.Hex{plus[1], minus[1]}
	slices.SortFunc(mids, func(x, y hex.Hex) int { return x.Q - y.Q })
	if want := []hex.Hex{{Q: 0, R: 1}, {Q: 1, R: 0}}; !slices.Equal(mids, want) {
		t.Errorf("edge line %v→%v: middles %v (plus %v, minus %v), want one each of %v", a, b, mids, plus, minus, want)
	}
	// Along a straight row the nudges agree: nothing is ambiguous.
	c := hex.Hex{Q: 5}
	if p, n := hex.AppendLine(nil, a, c, hex.NudgePlus), hex.AppendLine(nil, a, c, hex.NudgeMinus); !slices.Equal(p, n) {
		t.Errorf("straight line: %v vs %v", p, n)
	}
}

func TestCubeRounding(t *testing.T) {
	for _, tc := range []struct {
		f    hex.FracHex
		want hex.Hex
	}{
		{hex.FracHex{Q: 0.1, R: 0.2, S: -0.3}, hex.Hex{}},
		{hex.FracHex{Q: 0.9, R: -0.2, S: -0.7}, hex.Hex{Q: 1}},
		{hex.FracHex{Q: -1.6, R: 0.3, S: 1.3}, hex.Hex{Q: -1, R: 0}}, // Q moved most: recomputed
		// Q and R share the largest change: R is recomputed (thesis 4.2.3).
		{hex.FracHex{Q: 0.4, R: 0.4, S: -0.8}, hex.Hex{Q: 0, R: 1}},
		// S shares the largest change: S is recomputed.
		{hex.FracHex{Q: 0.4, R: 0.2, S: -0.6}, hex.Hex{Q: 0, R: 0}},
	} {
		if got := tc.f.Round(); got != tc.want {
			t.Errorf("%+v.Round() = %v, want %v", tc.f, got, tc.want)
		}
	}
	if got := hex.Lerp(hex.Hex{}, hex.Hex{Q: 4, R: -2}, 0.5).Round(); got != (hex.Hex{Q: 2, R: -1}) {
		t.Errorf("Lerp midpoint rounds to %v", got)
	}
}

func TestLineOfSight(t *testing.T) {
	m := battleMap(t)
	hs := m.Hexes()
	for _, a := range hs {
		for _, b := range hs {
			ab, ba := m.LineOfSight(a, b), m.LineOfSight(b, a)
			if ab != ba {
				t.Fatalf("sight %v→%v is %v but %v→%v is %v", a, b, ab, b, a, ba)
			}
			if hex.Distance(a, b) <= 1 && !ab {
				t.Fatalf("%v and %v are neighbours but do not see each other", a, b)
			}
		}
	}
	// Blocking hexes at the ends are never checked.
	a, b := hex.Hex{}, hex.Hex{Q: 4}
	ends := func(h hex.Hex) bool { return h == a || h == b }
	if !hex.LineOfSight(a, b, ends) {
		t.Error("a line was blocked by its own end points")
	}
	// One blocked hex on a straight row blocks; on an edge line one side is not enough.
	if hex.LineOfSight(a, b, func(h hex.Hex) bool { return h == hex.Hex{Q: 2} }) {
		t.Error("a rock in the middle of a straight line did not block it")
	}
	c := hex.Hex{Q: 1, R: 1}
	one := func(h hex.Hex) bool { return h == hex.Hex{R: 1} }
	both := func(h hex.Hex) bool { return h == hex.Hex{R: 1} || h == hex.Hex{Q: 1} }
	if !hex.LineOfSight(a, c, one) || !hex.LineOfSight(c, a, one) {
		t.Error("an edge line blocked on one side only should be clear (the other nudge sees past)")
	}
	if hex.LineOfSight(a, c, both) {
		t.Error("an edge line blocked on both sides should be blocked")
	}
	// Random blockers: symmetric, and blocked exactly when both nudged lines are.
	rng := rand.New(rand.NewPCG(1, 99))
	for range 200 {
		blocked := make(map[hex.Hex]bool)
		for _, h := range hs {
			if rng.IntN(8) == 0 {
				blocked[h] = true
			}
		}
		f := func(h hex.Hex) bool { return blocked[h] }
		for range 50 {
			a, b := hs[rng.IntN(len(hs))], hs[rng.IntN(len(hs))]
			clear := func(n hex.Nudge) bool {
				line := hex.AppendLine(nil, a, b, n)
				if len(line) <= 2 {
					return true
				}
				for _, h := range line[1 : len(line)-1] {
					if blocked[h] {
						return false
					}
				}
				return true
			}
			want := clear(hex.NudgePlus) || clear(hex.NudgeMinus)
			if got := hex.LineOfSight(a, b, f); got != want || hex.LineOfSight(b, a, f) != got {
				t.Fatalf("LineOfSight(%v, %v) = %v, want %v", a, b, got, want)
			}
		}
	}
}
