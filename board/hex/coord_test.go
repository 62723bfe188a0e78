package hex_test

import (
	"math"
	"strings"
	"testing"

	"stratagem/board/hex"
	"stratagem/board/hex/hextest"
)

func TestConversionsRoundTripOnBattleMap(t *testing.T) {
	m := battleMap(t)
	seen := make(map[hex.Hex]bool)
	for row := range m.Height() {
		for col := range m.Width() {
			o := hex.Offset{Col: col, Row: row}
			h := o.Hex()
			if got := h.Offset(); got != o {
				t.Errorf("%v → %v → %v", o, h, got)
			}
			if got := h.Offset().Hex(); got != h {
				t.Errorf("%v → offset → %v", h, got)
			}
			if seen[h] {
				t.Errorf("%v: two offsets give axial %v", o, h)
			}
			seen[h] = true
			if i := m.Index(h); i != row*m.Width()+col || m.Hex(i) != h {
				t.Errorf("%v: index %d, back %v", o, i, m.Hex(i))
			}
			if h.S() != -h.Q-h.R {
				t.Errorf("%v: cube coordinates do not sum to 0", h)
			}
			name := o.String()
			back, err := hex.ParseOffset(name)
			if err != nil || back != o {
				t.Errorf("%v is named %q, which parses as %v, %v", o, name, back, err)
			}
		}
	}
	if len(seen) != m.Len() {
		t.Errorf("%d distinct hexes, want %d", len(seen), m.Len())
	}
}

// The thesis's formulas 2 and 3, x2 = x1 − (y + (1+y)%2)/2, hold for rows ≥ 0;
// ours use &1 and stay right for negative rows too.
func TestConversionsMatchThesisAndNegativeRows(t *testing.T) {
	for row := -9; row <= 9; row++ {
		for col := -9; col <= 9; col++ {
			o := hex.Offset{Col: col, Row: row}
			h := o.Hex()
			if row >= 0 {
				if want := col - (row+(1+row)%2)/2; h.Q != want || h.R != row {
					t.Errorf("%v → %v, thesis formula gives q=%d", o, h, want)
				}
			}
			if h.Offset() != o {
				t.Errorf("%v → %v → %v", o, h, h.Offset())
			}
		}
	}
}

// Table 6 of the thesis: neighbour steps in offset coordinates differ for the
// unshifted (even) and shifted (odd) rows.
func TestNeighboursMatchThesisTable6(t *testing.T) {
	even := map[hex.Direction]hex.Offset{
		hex.West: {-1, 0}, hex.East: {1, 0}, hex.NorthWest: {-1, -1},
		hex.NorthEast: {0, -1}, hex.SouthWest: {-1, 1}, hex.SouthEast: {0, 1},
	}
	odd := map[hex.Direction]hex.Offset{
		hex.West: {-1, 0}, hex.East: {1, 0}, hex.NorthWest: {0, -1},
		hex.NorthEast: {1, -1}, hex.SouthWest: {0, 1}, hex.SouthEast: {1, 1},
	}
	for _, row := range []int{-3, -2, 0, 1, 4, 7} {
		for _, col := range []int{-2, 0, 5} {
			o := hex.Offset{Col: col, Row: row}
			table := even
			if row&1 == 1 {
				table = odd
			}
			ns := o.Hex().Neighbours()
			for d, step := range table {
				want := hex.Offset{Col: col + step.Col, Row: row + step.Row}
				if got := ns[d].Offset(); got != want {
					t.Errorf("%v %v: neighbour %v, want %v", o, d, got, want)
				}
				if got := o.Hex().Neighbour(d); got != ns[d] {
					t.Errorf("Neighbour(%v) = %v, Neighbours()[%v] = %v", d, got, d, ns[d])
				}
				if back, ok := ns[d].DirectionTo(o.Hex()); !ok || back != d.Opposite() {
					t.Errorf("direction back from %v's %v neighbour: %v, %v", o, d, back, ok)
				}
			}
		}
	}
	if _, ok := (hex.Hex{}).DirectionTo(hex.Hex{Q: 2}); ok {
		t.Error("DirectionTo accepted a hex two steps away")
	}
}

func TestDirections(t *testing.T) {
	for d := hex.East; d < hex.NumDirections; d++ {
		if d.Turn(1).Turn(-1) != d || d.Turn(6) != d || d.Turn(-7) != d.Turn(-1) {
			t.Errorf("%v: turning is not mod 6", d)
		}
		if d.Opposite().Vector() != d.Vector().Scale(-1) {
			t.Errorf("%v: opposite %v is not the reverse step", d, d.Opposite())
		}
		if hex.Distance(hex.Hex{}, d.Vector()) != 1 {
			t.Errorf("%v: step of length %d", d, hex.Distance(hex.Hex{}, d.Vector()))
		}
		for k := -3; k <= 3; k++ {
			if got, want := hex.TurnsBetween(d, d.Turn(k)), max(k, -k); got != want {
				t.Errorf("TurnsBetween(%v, %v) = %d, want %d", d, d.Turn(k), got, want)
			}
		}
	}
	// Clockwise on screen (y down): east, then south-east.
	if hex.East.Turn(1) != hex.SouthEast || hex.East.Turn(-1) != hex.NorthEast {
		t.Error("turning right from east should face south-east")
	}
}

// Distance is the brute-force BFS step count, on the unbounded grid and on
// the battle map's rectangle (whose shortest paths stay inside it).
func TestDistanceEqualsBFS(t *testing.T) {
	const radius = 12
	for _, src := range []hex.Hex{{}, {Q: 3, R: -5}, {Q: -7, R: 2}} {
		inside := func(h hex.Hex) bool { return hex.Distance(src, h) <= radius } // only bounds the BFS
		for h, d := range bfs(src, inside) {
			if got := hex.Distance(src, h); got != d {
				t.Fatalf("Distance(%v, %v) = %d, BFS %d", src, h, got, d)
			}
			if hex.Distance(h, src) != d || h.Sub(src).Len() != d {
				t.Fatalf("Distance(%v, %v) is not symmetric", src, h)
			}
		}
	}
	m := battleMap(t)
	for _, src := range m.Hexes() {
		for h, d := range bfs(src, m.Contains) {
			if got := hex.Distance(src, h); got != d {
				t.Fatalf("on the map: Distance(%v, %v) = %d, BFS %d", src, h, got, d)
			}
		}
	}
}

func TestRingAndRange(t *testing.T) {
	c := hex.Offset{Col: 4, Row: 3}.Hex()
	if r := hex.Ring(c, 0); len(r) != 1 || r[0] != c {
		t.Errorf("Ring radius 0 = %v", r)
	}
	if r := hex.Ring(c, -1); len(r) != 0 {
		t.Errorf("Ring radius -1 = %v", r)
	}
	for radius := 1; radius <= 6; radius++ {
		ring := hex.Ring(c, radius)
		if len(ring) != 6*radius {
			t.Errorf("ring %d has %d hexes", radius, len(ring))
		}
		seen := make(map[hex.Hex]bool)
		for i, h := range ring {
			if hex.Distance(c, h) != radius || seen[h] {
				t.Errorf("ring %d: %v at distance %d (repeat %v)", radius, h, hex.Distance(c, h), seen[h])
			}
			seen[h] = true
			if next := ring[(i+1)%len(ring)]; !adjacent(h, next) {
				t.Errorf("ring %d: %v and %v are not neighbours", radius, h, next)
			}
		}
		rng := hex.Range(c, radius)
		if want := 3*radius*radius + 3*radius + 1; len(rng) != want {
			t.Errorf("Range %d has %d hexes, want %d", radius, len(rng), want)
		}
		inRange := make(map[hex.Hex]bool)
		for _, h := range rng {
			if hex.Distance(c, h) > radius || inRange[h] {
				t.Errorf("Range %d: %v", radius, h)
			}
			inRange[h] = true
		}
	}
}

func TestOffsetNames(t *testing.T) {
	for _, tc := range []struct {
		name string
		o    hex.Offset
	}{{"a1", hex.Offset{}}, {"o12", hex.Offset{Col: 14, Row: 11}}, {"g5", hex.Offset{Col: 6, Row: 4}}, {"z99", hex.Offset{Col: 25, Row: 98}}} {
		if got := tc.o.String(); got != tc.name {
			t.Errorf("%v.String() = %q, want %q", tc.o, got, tc.name)
		}
		if got, err := hex.ParseOffset(tc.name); err != nil || got != tc.o {
			t.Errorf("ParseOffset(%q) = %v, %v", tc.name, got, err)
		}
	}
	for _, bad := range []string{"", "a", "1a", "A1", "a0", "a01", "a-1", "a+1", "a1 ", " a1", "aa1", "a1.5", "é1"} {
		if o, err := hex.ParseOffset(bad); err == nil {
			t.Errorf("ParseOffset(%q) = %v, want an error", bad, o)
		} else if !strings.Contains(err.Error(), "hex name") {
			t.Errorf("ParseOffset(%q): unclear error %q", bad, err)
		}
	}
	if got := (hex.Offset{Col: -1, Row: 2}).String(); got != "(-1,2)" {
		t.Errorf("off-grid offset named %q", got)
	}
}

func TestLayoutPicksTheHexUnderThePointer(t *testing.T) {
	l := hex.Layout{Size: 20, OriginX: 30, OriginY: 25}
	m := battleMap(t)
	for _, h := range m.Hexes() {
		x, y := l.Center(h)
		if got := l.HexAt(x, y); got != h {
			t.Fatalf("HexAt(center of %v) = %v", h, got)
		}
		for i, c := range l.Corners(h) {
			// A point 90% of the way from the center to a corner is still inside.
			px, py := x+0.9*(c[0]-x), y+0.9*(c[1]-y)
			if got := l.HexAt(px, py); got != h {
				t.Fatalf("HexAt(near corner %d of %v) = %v", i, h, got)
			}
		}
		for _, n := range h.Neighbours() {
			nx, ny := l.Center(n)
			if d := (nx-x)*(nx-x) + (ny-y)*(ny-y); d < 3*20*20-1e-6 || d > 3*20*20+1e-6 {
				t.Fatalf("centers of neighbours %v and %v are %.3f² apart", h, n, d)
			}
		}
	}
}

func TestLayoutPixelSizeBoundsTheMap(t *testing.T) {
	for _, size := range [][2]int{{15, 12}, {15, 17}, {4, 1}, {1, 2}} {
		m := hextest.New(t, "", size[0], size[1])
		l := hex.Layout{Size: 10, OriginX: 10 * math.Sqrt(3) / 2, OriginY: 10}
		w, h := l.PixelSize(size[0], size[1])
		minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
		for _, hx := range m.Hexes() {
			for _, c := range l.Corners(hx) {
				minX, minY = min(minX, c[0]), min(minY, c[1])
				maxX, maxY = max(maxX, c[0]), max(maxY, c[1])
			}
		}
		const eps = 1e-9
		if math.Abs(minX) > eps || math.Abs(minY) > eps || math.Abs(maxX-w) > eps || math.Abs(maxY-h) > eps {
			t.Errorf("%dx%d: corners span (%.2f,%.2f)–(%.2f,%.2f), PixelSize %.2f×%.2f", size[0], size[1], minX, minY, maxX, maxY, w, h)
		}
	}
}
