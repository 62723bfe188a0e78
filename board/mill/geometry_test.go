package mill_test

import (
	"slices"
	"strings"
	"testing"

	"stratagem/board/mill"
)

// The board as the spec draws it, written out by hand.
var (
	specSquares = []string{
		"a1 d1 g1 g4 g7 d7 a7 a4", // outer, in order round the square
		"b2 d2 f2 f4 f6 d6 b6 b4", // middle
		"c3 d3 e3 e4 e5 d5 c5 c4", // inner
	}
	specMills = []string{
		"a1 d1 g1", "g1 g4 g7", "g7 d7 a7", "a7 a4 a1",
		"b2 d2 f2", "f2 f4 f6", "f6 d6 b6", "b6 b4 b2",
		"c3 d3 e3", "e3 e4 e5", "e5 d5 c5", "c5 c4 c3",
		"d1 d2 d3", "g4 f4 e4", "d7 d6 d5", "a4 b4 c4",
	}
	specEdges = []string{
		"a1-d1", "d1-g1", "g1-g4", "g4-g7", "g7-d7", "d7-a7", "a7-a4", "a4-a1",
		"b2-d2", "d2-f2", "f2-f4", "f4-f6", "f6-d6", "d6-b6", "b6-b4", "b4-b2",
		"c3-d3", "d3-e3", "e3-e4", "e4-e5", "e5-d5", "d5-c5", "c5-c4", "c4-c3",
		"d1-d2", "d2-d3", "g4-f4", "f4-e4", "d7-d6", "d6-d5", "a4-b4", "b4-c4",
	}
)

func TestPoints(t *testing.T) {
	if nine.NumPoints() != 24 {
		t.Fatalf("NumPoints() = %d, want 24", nine.NumPoints())
	}
	var want []string
	for _, sq := range specSquares {
		want = append(want, strings.Fields(sq)...)
	}
	seen := map[string]bool{}
	for q := mill.Point(0); q < mill.Point(nine.NumPoints()); q++ {
		name := q.String()
		if seen[name] {
			t.Errorf("point name %s used twice", name)
		}
		seen[name] = true
		back, err := mill.ParsePoint(name)
		if err != nil || back != q {
			t.Errorf("ParsePoint(%q) = %v, %v; want %d", name, back, err, q)
		}
		if f, r := nine.File(q), nine.Rank(q); f < 0 || f > 6 || r < 0 || r > 6 || string(rune('a'+f))+string(rune('1'+r)) != name {
			t.Errorf("%s: File, Rank = %d, %d", name, f, r)
		}
	}
	for _, name := range want {
		if !seen[name] {
			t.Errorf("point %s of the spec is missing", name)
		}
	}
	if len(seen) != len(want) {
		t.Errorf("%d distinct points, spec has %d", len(seen), len(want))
	}
	if got := mill.NoPoint.String(); got != "-" {
		t.Errorf("NoPoint.String() = %q", got)
	}

	for _, tc := range []struct {
		name       string
		file, rank int
	}{{"a1", 0, 0}, {"g7", 6, 6}, {"d6", 3, 5}, {"e3", 4, 2}, {"b4", 1, 3}} {
		q := pt(t, tc.name)
		if nine.File(q) != tc.file || nine.Rank(q) != tc.rank {
			t.Errorf("%s: File, Rank = %d, %d; want %d, %d", tc.name, nine.File(q), nine.Rank(q), tc.file, tc.rank)
		}
	}

	for _, bad := range []string{"", "d4", "a2", "h1", "a0", "a8", "A1", "D6", " a1", "a1 ", "a", "1a", "a11", "b3", "g5"} {
		if q, err := mill.ParsePoint(bad); err == nil {
			t.Errorf("ParsePoint(%q) = %v, want an error", bad, q)
		} else if q != mill.NoPoint {
			t.Errorf("ParsePoint(%q) returned %v with its error, want NoPoint", bad, q)
		}
	}
}

func TestMills(t *testing.T) {
	key := func(ps [3]mill.Point) string {
		n := []string{ps[0].String(), ps[1].String(), ps[2].String()}
		slices.Sort(n)
		return strings.Join(n, " ")
	}
	if nine.NumMills() != 16 {
		t.Fatalf("%d mills, want 16", nine.NumMills())
	}
	want := map[string]bool{}
	for _, m := range specMills {
		f := strings.Fields(m)
		slices.Sort(f)
		want[strings.Join(f, " ")] = true
	}
	got := map[string]bool{}
	for _, m := range nine.Mills() {
		k := key(m)
		if got[k] {
			t.Errorf("mill %s listed twice", k)
		}
		got[k] = true
		if !want[k] {
			t.Errorf("mill %s is not a mill of the spec", k)
		}
		// Three adjacent points in a row on one straight line.
		if !nine.Adjacent(m[0], m[1]) || !nine.Adjacent(m[1], m[2]) {
			t.Errorf("mill %v: consecutive points not adjacent", m)
		}
		if nine.Adjacent(m[0], m[2]) {
			t.Errorf("mill %v: ends are adjacent", m)
		}
		sameFile := nine.File(m[0]) == nine.File(m[1]) && nine.File(m[1]) == nine.File(m[2])
		sameRank := nine.Rank(m[0]) == nine.Rank(m[1]) && nine.Rank(m[1]) == nine.Rank(m[2])
		if sameFile == sameRank {
			t.Errorf("mill %v is not on one straight line", m)
		}
		lo, mid, hi := nine.File(m[0])+nine.Rank(m[0]), nine.File(m[1])+nine.Rank(m[1]), nine.File(m[2])+nine.Rank(m[2])
		if !(lo < mid && mid < hi) && !(lo > mid && mid > hi) {
			t.Errorf("mill %v: middle point is not between the ends", m)
		}
		// No mill crosses the centre d4.
		if sameFile && nine.File(m[0]) == 3 && (min(nine.Rank(m[0]), nine.Rank(m[2])) < 3) != (max(nine.Rank(m[0]), nine.Rank(m[2])) < 3) {
			t.Errorf("mill %v crosses the centre", m)
		}
		if sameRank && nine.Rank(m[0]) == 3 && (min(nine.File(m[0]), nine.File(m[2])) < 3) != (max(nine.File(m[0]), nine.File(m[2])) < 3) {
			t.Errorf("mill %v crosses the centre", m)
		}
	}
	for k := range want {
		if !got[k] {
			t.Errorf("spec mill %s is missing", k)
		}
	}

	// Every point lies on exactly two mills, one horizontal and one vertical.
	for q := mill.Point(0); q < mill.Point(nine.NumPoints()); q++ {
		n := 0
		for _, m := range nine.Mills() {
			if slices.Contains(m[:], q) {
				n++
			}
		}
		if n != 2 {
			t.Errorf("%s lies on %d mills, want 2", q, n)
		}
		two := nine.MillsThrough(q)
		if key(two[0]) == key(two[1]) {
			t.Errorf("MillsThrough(%s) gives the same mill twice", q)
		}
		horizontal := 0
		for _, m := range two {
			if !slices.Contains(m[:], q) {
				t.Errorf("MillsThrough(%s) = %v does not contain it", q, two)
			}
			if !want[key(m)] {
				t.Errorf("MillsThrough(%s): %v is not a mill", q, m)
			}
			if nine.Rank(m[0]) == nine.Rank(m[2]) {
				horizontal++
			}
		}
		if horizontal != 1 {
			t.Errorf("MillsThrough(%s) = %v: want one horizontal and one vertical", q, two)
		}
	}
}

func TestAdjacency(t *testing.T) {
	want := map[[2]mill.Point]bool{}
	for _, e := range specEdges {
		a, b, _ := strings.Cut(e, "-")
		pa, pb := pt(t, a), pt(t, b)
		want[[2]mill.Point{pa, pb}] = true
		want[[2]mill.Point{pb, pa}] = true
	}
	if len(want) != 64 {
		t.Fatalf("spec edge table has %d directed edges, want 64", len(want))
	}
	edges := 0
	for a := mill.Point(0); a < mill.Point(nine.NumPoints()); a++ {
		for b := mill.Point(0); b < mill.Point(nine.NumPoints()); b++ {
			got := nine.Adjacent(a, b)
			if got != want[[2]mill.Point{a, b}] {
				t.Errorf("Adjacent(%s, %s) = %v, want %v", a, b, got, !got)
			}
			if got != nine.Adjacent(b, a) {
				t.Errorf("Adjacent(%s, %s) is not symmetric", a, b)
			}
			if got {
				edges++
				// No diagonals: neighbours share a file or a rank.
				if nine.File(a) != nine.File(b) && nine.Rank(a) != nine.Rank(b) {
					t.Errorf("%s-%s is a diagonal", a, b)
				}
				// No point lies between two neighbours.
				for c := mill.Point(0); c < mill.Point(nine.NumPoints()); c++ {
					if c != a && c != b && between(a, c, b) {
						t.Errorf("%s lies between neighbours %s and %s", c, a, b)
					}
				}
			}
		}
		if got := len(nine.Neighbours(a)); got != countTrue(a, want) {
			t.Errorf("len(Neighbours[%s]) = %d, want %d", a, got, countTrue(a, want))
		}
		for _, b := range nine.Neighbours(a) {
			if !nine.Adjacent(a, b) {
				t.Errorf("Neighbours[%s] lists %s, which is not adjacent", a, b)
			}
		}
	}
	if edges != 64 {
		t.Errorf("%d directed edges, want 64 (32 lines)", edges)
	}

	// Degrees: the 12 corners have 2, the outer and inner midpoints 3, the middle midpoints 4.
	degrees := map[int]string{
		2: "a1 g1 g7 a7 b2 f2 f6 b6 c3 e3 e5 c5",
		3: "d1 g4 d7 a4 d3 e4 d5 c4",
		4: "d2 f4 d6 b4",
	}
	for d, list := range degrees {
		for _, name := range strings.Fields(list) {
			if got := len(nine.Neighbours(pt(t, name))); got != d {
				t.Errorf("%s has %d neighbours, want %d", name, got, d)
			}
		}
	}
	counts := map[int]int{}
	for q := mill.Point(0); q < mill.Point(nine.NumPoints()); q++ {
		counts[len(nine.Neighbours(q))]++
	}
	if counts[2] != 12 || counts[3] != 8 || counts[4] != 4 || len(counts) != 3 {
		t.Errorf("neighbour counts %v, want 12×2, 8×3, 4×4", counts)
	}

	// Diagonals and the centre are not lines.
	for _, pair := range []string{"a1-b2", "b2-c3", "g7-f6", "f6-e5", "a7-b6", "g1-f2", "c4-e4", "d3-d5", "a1-a7", "a1-g1", "d1-d3", "a4-c4", "a1-a1"} {
		a, b, _ := strings.Cut(pair, "-")
		if nine.Adjacent(pt(t, a), pt(t, b)) {
			t.Errorf("Adjacent(%s, %s) = true, want false", a, b)
		}
	}
}

func countTrue(a mill.Point, edges map[[2]mill.Point]bool) int {
	n := 0
	for e := range edges {
		if e[0] == a {
			n++
		}
	}
	return n
}

// between reports whether c lies strictly inside the segment a–b on the grid.
func between(a, c, b mill.Point) bool {
	in := func(x, lo, hi int) bool { return min(lo, hi) < x && x < max(lo, hi) }
	switch {
	case nine.File(a) == nine.File(b) && nine.File(c) == nine.File(a):
		return in(nine.Rank(c), nine.Rank(a), nine.Rank(b))
	case nine.Rank(a) == nine.Rank(b) && nine.Rank(c) == nine.Rank(a):
		return in(nine.File(c), nine.File(a), nine.File(b))
	}
	return false
}
