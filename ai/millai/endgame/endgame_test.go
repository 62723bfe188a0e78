package endgame

import (
	"bytes"
	"context"
	"math/bits"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"stratagem/board/mill"
	"stratagem/board/soak"
)

// setsToPosition builds a board/mill position with the side to move (Blue)
// on a and Red on b, hands empty.
func setsToPosition(t testing.TB, a, b uint32) *mill.Position {
	t.Helper()
	var s strings.Builder
	s.WriteString("blue:")
	for q := range mill.Point(numPoints) {
		if a&(1<<uint(q)) != 0 {
			s.WriteString(" " + q.String())
		}
	}
	s.WriteString("; red:")
	for q := range mill.Point(numPoints) {
		if b&(1<<uint(q)) != 0 {
			s.WriteString(" " + q.String())
		}
	}
	pos, err := mill.ParsePosition(s.String())
	if err != nil {
		t.Fatal(err)
	}
	return pos
}

// randomSets returns disjoint random sets of na and nb points.
func randomSets(rng *rand.Rand, na, nb int) (a, b uint32) {
	perm := rng.Perm(numPoints)
	for _, p := range perm[:na] {
		a |= 1 << uint(p)
	}
	for _, p := range perm[na : na+nb] {
		b |= 1 << uint(p)
	}
	return a, b
}

func TestRankUnrank(t *testing.T) {
	for k := 0; k <= 5; k++ {
		for r := range binom[numPoints][k] {
			b := unrank(r, k)
			if bits.OnesCount32(b) != k || rank(b) != r {
				t.Fatalf("k=%d rank %d: set %024b ranks %d", k, r, b, rank(b))
			}
		}
	}
	free := uint32(0b101101110011101011110110)
	for c := uint32(0); c < 1<<10; c++ {
		if c&^(1<<uint(bits.OnesCount32(free))-1) != 0 {
			continue
		}
		if got := compress(expand(c, free), free); got != c {
			t.Fatalf("compress(expand(%b)) = %b", c, got)
		}
	}
}

// Every position and its sixteen images share one entry, and the entry's
// own position is one of them.
func TestIndexFoldsSymmetries(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, c := range []Class{{3, 3}, {3, 4}, {4, 3}, {4, 4}} {
		size := uint32(c.Size())
		for range 2000 {
			a, b := randomSets(rng, c.Mover, c.Other)
			i := c.index(a, b)
			if i >= size {
				t.Fatalf("%v: index %d beyond size %d", c, i, size)
			}
			for s := range 16 {
				if j := c.index(transform(a, s), transform(b, s)); j != i {
					t.Fatalf("%v: symmetry %d moves the entry from %d to %d", c, s, i, j)
				}
			}
			ra, rb := c.position(i)
			found := false
			for s := range 16 {
				found = found || transform(a, s) == ra && transform(b, s) == rb
			}
			if !found {
				t.Fatalf("%v: entry %d holds a position that is no image of the one indexed", c, i)
			}
		}
	}
}

// The database's own move generator agrees with the rules in board/mill.
func TestSuccessorsFollowTheRules(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for n := range 3000 {
		na, nb := 3+n%2, 3+n/2%2
		a, b := randomSets(rng, na, nb)
		pos := setsToPosition(t, a, b)
		var want []string
		for _, m := range pos.LegalMoves(nil) {
			pos.Apply(m)
			if pos.OnBoard(mill.Red) < 3 {
				want = append(want, "won")
			} else {
				want = append(want, key(pos.Pieces(mill.Red), pos.Pieces(mill.Blue)))
			}
			pos.Undo()
		}
		var got []string
		successors(a, b, func(won bool, sa, sb uint32) {
			if won {
				got = append(got, "won")
			} else {
				got = append(got, key(sa, sb))
			}
		})
		slices.Sort(want)
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Fatalf("%s: successors\n got %v\nwant %v", pos, got, want)
		}
	}
}

func key(a, b uint32) string { return string(rune(a)) + "/" + string(rune(b)) }

// Every quiet predecessor reaches the position by a legal move.
func TestQuietPredecessorsLeadBack(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for n := range 2000 {
		a, b := randomSets(rng, 3+n%2, 3+n/2%2)
		quietPredecessors(a, b, func(pa, pb uint32) {
			found := false
			successors(pa, pb, func(won bool, sa, sb uint32) {
				found = found || !won && sa == a && sb == b
			})
			if !found {
				t.Fatalf("predecessor %024b/%024b does not lead to %024b/%024b", pa, pb, a, b)
			}
		})
	}
}

// consistent checks every entry of t's classes against its moves: a win in
// d has a move to a loss in d-1 and none to a shorter loss; a loss in d has
// only moves to wins, the longest in d-1; a draw has a move to a draw and
// none to a loss.
//
// sample(c), when not 0, checks that many random entries of class c instead
// of all.
func consistent(t *testing.T, tab *Table, sample func(Class) int) {
	t.Helper()
	rng := rand.New(rand.NewPCG(11, 12))
	for _, c := range tab.Classes() {
		vals := tab.class(c)
		n := len(vals)
		if k := sample(c); k > 0 {
			n = k
		}
		for k := range uint32(n) {
			i := k
			if n != len(vals) {
				i = uint32(rng.IntN(len(vals)))
			}
			a, b := c.position(i)
			r := decode(vals[i])
			minLoss, maxWin, draws := 1<<30, -1, 0
			n := successors(a, b, func(won bool, na, nb uint32) {
				if won {
					minLoss = 0
					return
				}
				s, ok := tab.Lookup(na, nb)
				if !ok {
					t.Fatalf("%v entry %d: a move leads to a class not held", c, i)
				}
				switch s.Outcome {
				case -1:
					minLoss = min(minLoss, s.Plies)
				case 1:
					maxWin = max(maxWin, s.Plies)
				default:
					draws++
				}
			})
			var ok bool
			switch r.Outcome {
			case 1:
				ok = minLoss == r.Plies-1
			case -1:
				ok = minLoss == 1<<30 && draws == 0 && (n == 0 && r.Plies == 0 || maxWin == r.Plies-1)
			default:
				ok = minLoss == 1<<30 && draws > 0
			}
			if !ok {
				t.Fatalf("%v entry %d (%s): %s, but its moves give: shortest loss %d, longest win %d, %d draws, %d moves",
					c, i, setsToPosition(t, a, b), r, minLoss, maxWin, draws, n)
			}
		}
	}
}

func TestThreeAgainstThreeIsConsistent(t *testing.T) {
	if testing.Short() {
		t.Skip("a few seconds, ten times that under the race detector; run without -short")
	}
	consistent(t, threeAgainstThree()(t), func(Class) int { return 0 })
}

// The shipped table: every class up to four pieces a side whole (5.7
// million positions), 300 000 random entries of the classes with five and
// 30 000 of each class of three against six to nine; make soak checks
// those whole too (67 million and 170 million).
func TestSoakShippedTableIsConsistent(t *testing.T) {
	if testing.Short() {
		t.Skip("half a minute; run without -short")
	}
	tab := Default()
	if err := tab.Wait(); err != nil {
		t.Fatal(err)
	}
	if got, want := len(tab.Classes()), 9+2*(Shipped.Flyer-MaxPieces); got != want {
		t.Fatalf("the shipped table holds %d classes, want %d (3 to 5 pieces a side, 3 against 6 to %d)", got, want, Shipped.Flyer)
	}
	sample, flyers := 300_000, 30_000
	if soak.Enabled() {
		sample, flyers = 0, 0
	}
	consistent(t, tab, func(c Class) int {
		switch {
		case c.Mover <= 4 && c.Other <= 4:
			return 0
		case c.Mover > MaxPieces || c.Other > MaxPieces:
			return flyers
		}
		return sample
	})
}

// exact searches pos (board/mill's rules) to depth plies for a forced
// result: outcome +1 (win) or -1 (loss) in plies, or 0 when neither shows
// within depth.
func exact(pos *mill.Position, depth int) (outcome, plies int) {
	if o := pos.Outcome(); o.Over() {
		if o.Draw() {
			return 0, 0
		}
		return -1, 0
	}
	if depth == 0 {
		return 0, 0
	}
	bestWin, longestLoss, allLose := 1<<30, 0, true
	for _, m := range pos.LegalMoves(nil) {
		pos.Apply(m)
		o, d := exact(pos, depth-1)
		pos.Undo()
		switch o {
		case -1:
			bestWin = min(bestWin, d+1)
		case 1:
			longestLoss = max(longestLoss, d+1)
		default:
			allLose = false
		}
		if bestWin == 1 {
			break
		}
	}
	switch {
	case bestWin < 1<<30:
		return 1, bestWin
	case allLose:
		return -1, longestLoss
	}
	return 0, 0
}

// A plain search of board/mill's rules agrees with the table wherever it
// sees the end: the same result at the same distance, and nothing where
// the table says draw or further.
func TestRandomProbesAgreeWithSearch(t *testing.T) {
	if testing.Short() {
		t.Skip("a few seconds, ten times that under the race detector; run without -short")
	}
	tab := threeAgainstThree()(t)
	rng := rand.New(rand.NewPCG(7, 8))
	const depth = 3
	seen := map[string]int{}
	for range 150 {
		a, b := randomSets(rng, 3, 3)
		pos := setsToPosition(t, a, b)
		r, _ := tab.Lookup(a, b)
		o, d := exact(pos, depth)
		want := r
		if r.Plies > depth {
			want = Result{}
		}
		if got := (Result{Outcome: o, Plies: d}); got != want {
			t.Fatalf("%s: table %s, search to %d plies %s", pos, r, depth, got)
		}
		seen[r.String()]++
	}
	t.Log(seen)
}

// The same for the shipped classes with four pieces, where the sliding
// side's moves are few enough for a deeper search: random entries and
// random won or lost ones.
func TestShippedProbesAgreeWithSearch(t *testing.T) {
	if testing.Short() {
		t.Skip("a few seconds, ten times that under the race detector; run without -short")
	}
	tab := Default()
	rng := rand.New(rand.NewPCG(9, 10))
	n := 0
	for _, c := range []Class{{4, 4}, {4, 3}, {3, 4}, {5, 5}, {5, 4}, {4, 5}, {5, 3}, {3, 5}} {
		vals := tab.class(c)
		depth := 3
		if c.Mover > 3 && c.Other > 3 {
			depth = 5 // no side flies
		}
		var decided []uint32
		for i, v := range vals {
			if v != 0 && int(v)-1 <= depth && c.canonical(uint32(i)) {
				decided = append(decided, uint32(i))
			}
		}
		for k := range 60 {
			i := uint32(rng.IntN(len(vals)))
			if k%2 == 0 && len(decided) > 0 {
				i = decided[rng.IntN(len(decided))]
			}
			a, b := c.position(i)
			pos := setsToPosition(t, a, b)
			r := decode(vals[i])
			o, d := exact(pos, depth)
			want := r
			if r.Plies > depth {
				want = Result{}
			}
			if got := (Result{Outcome: o, Plies: d}); got != want {
				t.Fatalf("%v %s: table %s, search to %d plies %s", c, pos, r, depth, got)
			}
			if got, _ := tab.Probe(pos); got != r {
				t.Fatalf("%s: Probe %s, the entry %s", pos, got, r)
			}
			n++
		}
	}
}

// Every group of a set comes after the classes its mills lead to: a mill
// of the side to move in class (m, o) leaves the other side to move with
// o−1 pieces against m, a class solved before or a game already won.
func TestGroupsComeAfterWhatTheyNeed(t *testing.T) {
	for _, set := range []Set{Shipped, {Max: 3}, {Max: 4, Flyer: 6}, {Max: 9}, {Max: 3, Flyer: 9}} {
		solved := map[Class]bool{}
		n := 0
		for _, g := range set.groups() {
			for _, c := range g {
				if need := (Class{c.Other - 1, c.Mover}); need.Mover >= 3 && !solved[need] {
					t.Errorf("%+v: class %v comes before %v, which its mills lead to", set, c, need)
				}
				if !set.has(c) || solved[c] {
					t.Errorf("%+v: class %v listed but not in the set, or twice", set, c)
				}
			}
			for _, c := range g {
				solved[c] = true
				n++
			}
		}
		want := 0
		for m := 3; m <= 9; m++ {
			for o := 3; o <= 9; o++ {
				if set.has(Class{m, o}) {
					want++
				}
			}
		}
		if n != want {
			t.Errorf("%+v: %d classes listed, the set has %d", set, n, want)
		}
	}
	if got, want := len(Shipped.groups()), 6+Shipped.Flyer-MaxPieces; got != want {
		t.Errorf("the shipped set has %d groups, want %d", got, want)
	}
}

// A class read at first use is read in the background: nothing is known
// of it until it is read, then every answer is the class's; a damaged file
// is reported by Wait and the class stays unknown.
// threeAgainstThree is the class solved in memory, once for the tests
// that need it.
var threeAgainstThree = sync.OnceValue(func() func(testing.TB) *Table {
	tab, err := SolveInMemory(context.Background(), Set{Max: 3})
	return func(t testing.TB) *Table {
		if err != nil {
			t.Fatal(err)
		}
		return tab
	}
})

func TestClassesReadAtFirstUse(t *testing.T) {
	if testing.Short() {
		t.Skip("a few seconds, ten times that under the race detector; run without -short")
	}
	full := threeAgainstThree()(t)
	c := Class{3, 3}
	dir := t.TempDir()
	if err := writeClass(dir, c, full.class(c)); err != nil {
		t.Fatal(err)
	}
	tab := &Table{}
	tab.readLater(os.DirFS(dir), Set{Max: 3})
	if tab.later[3][3] == nil {
		t.Fatal("readLater: 3 against 3 is not to be read later")
	}
	if err := tab.Wait(); err != nil {
		t.Fatal(err)
	}
	if !tab.Has(c) {
		t.Fatal("after Wait the class read at first use is not held")
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		a, b := randomSets(rng, 3, 3)
		got, ok1 := tab.Lookup(a, b)
		want, ok2 := full.Lookup(a, b)
		if !ok1 || !ok2 || got != want {
			t.Fatalf("%024b/%024b: read at first use %v %v, solved %v %v", a, b, got, ok1, want, ok2)
		}
	}

	// A damaged file: nothing is answered before or after; Wait says why.
	if err := os.WriteFile(filepath.Join(dir, FileName(c)), []byte("not a class file"), 0o644); err != nil {
		t.Fatal(err)
	}
	bad := &Table{}
	bad.readLater(os.DirFS(dir), Set{Max: 3})
	if _, ok := bad.Lookup(randomSets(rng, 3, 3)); ok {
		t.Fatal("a class not read yet answered")
	}
	if err := bad.Wait(); err == nil || !strings.Contains(err.Error(), FileName(c)) {
		t.Fatalf("Wait with a damaged file: %v, want an error naming it", err)
	}
	if bad.Has(c) {
		t.Fatal("a damaged class is held")
	}
}

// A position is settled only at the level of its own distance, also when
// its result comes through a mill into a class solved before: settled
// earlier, its predecessors would be looked at before they could use it,
// and their wins lost to draws (three against six once showed it).
func TestOutsideResultsWaitForTheirLevel(t *testing.T) {
	// Every position of 3 against 3 a win in 9 for its mover, and a
	// position of 3 against 4 whose flyer can close a mill (into 3
	// against 3) while every other move of its leads to a win in 1.
	far := &Table{}
	far.set(Class{3, 3}, bytes.Repeat([]byte{encode(9)}, Class{3, 3}.Size()))
	s := newSolver(far, []Class{{3, 4}, {4, 3}})
	rng := rand.New(rand.NewPCG(7, 8))
	for range 10000 {
		a, b := randomSets(rng, 3, 4)
		i, _ := s.local(a, b)
		mills, quiet := 0, 0
		successors(a, b, func(won bool, na, nb uint32) {
			if j, in := s.local(na, nb); in {
				s.vals[j] = encode(1)
				quiet++
			} else {
				mills++
			}
		})
		if mills == 0 || quiet == 0 {
			clear(s.vals)
			continue
		}
		if s.check(i, 2) {
			t.Fatalf("%s settled at level 2 as %s: its mill's result is 10 plies away", setsToPosition(t, a, b), decode(s.vals[i]))
		}
		if !s.check(i, 10) || decode(s.vals[i]) != (Result{Outcome: -1, Plies: 10}) {
			t.Fatalf("%s at level 10: %s, want a loss in 10", setsToPosition(t, a, b), decode(s.vals[i]))
		}
		return
	}
	t.Fatal("no position with a mill and a quiet move found")
}

// Lasker Morris moves as Nine Men's Morris once the hands are empty, so the
// databases answer for its endings: the same value for the same pieces
// (checked against a search of the Lasker position where it is short),
// and nothing while a piece is in hand. Variants with other moves (the
// diagonals of Twelve Men's Morris, Morabaraba's rules) get no answer.
func TestLaskerEndingsAreNines(t *testing.T) {
	if testing.Short() {
		t.Skip("reads shipped classes; run without -short")
	}
	for _, c := range []struct {
		v    *mill.Variant
		want bool
	}{{mill.NineMensMorris, true}, {mill.LaskerMorris, true}, {mill.TwelveMensMorris, false},
		{mill.Morabaraba, false}, {mill.SixMensMorris, false}, {mill.ThreeMensMorris, false}} {
		if got := Holds(c.v); got != c.want {
			t.Errorf("Holds(%s) = %v, want %v", c.v.Name(), got, c.want)
		}
	}
	tab := Default()
	rng := rand.New(rand.NewPCG(11, 12))
	c := Class{4, 3}
	vals := tab.class(c)
	var won []uint32 // entries won within three plies
	for i, v := range vals {
		if r := decode(v); r.Outcome > 0 && r.Plies <= 3 && c.canonical(uint32(i)) {
			won = append(won, uint32(i))
		}
	}
	if len(won) == 0 {
		t.Fatalf("%v: no position won within three plies", c)
	}
	for k := range 60 {
		i := uint32(rng.IntN(len(vals)))
		if k%2 == 0 {
			i = won[rng.IntN(len(won))]
		}
		a, b := c.position(i)
		nine := setsToPosition(t, a, b)
		lasker, err := mill.LaskerMorris.ParsePosition(nine.String())
		if err != nil {
			t.Fatal(err)
		}
		want, _ := tab.Probe(nine)
		got, ok := tab.Probe(lasker)
		if !ok || got != want {
			t.Fatalf("Lasker %s: Probe %s %v, Nine Men's Morris %s", lasker, got, ok, want)
		}
		if want.Outcome > 0 && want.Plies <= 3 {
			if o, d := exact(lasker, 3); o != 1 || d != want.Plies {
				t.Fatalf("Lasker %s: the table says %s, a search to 3 plies %d in %d", lasker, want, o, d)
			}
		}
		twelve, err := mill.TwelveMensMorris.ParsePosition(nine.String())
		if err != nil {
			t.Fatal(err)
		}
		if r, ok := tab.Probe(twelve); ok {
			t.Fatalf("Twelve Men's Morris %s: Probe answered %s", twelve, r)
		}
	}
	inHand, err := mill.LaskerMorris.ParsePosition("blue: a1 d1 g4 b2; red: a7 d7 f6; hand: 1 0")
	if err != nil {
		t.Fatal(err)
	}
	if r, ok := tab.Probe(inHand); ok {
		t.Fatalf("%s: Probe answered %s with a piece in hand", inHand, r)
	}
}
