package rating

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// play draws n games between players rated a and b (a's side), each a
// draw with probability draw and otherwise a win for a with the
// probability that makes a's expected score Expected(a, b).
func play(rng *rand.Rand, a, b float64, n int, draw float64) (w, d, l int) {
	e := Expected(a, b)
	// With draws taking their share, a decisive game goes to a with the
	// probability p such that p(1−draw) + draw/2 = e; the draw share is
	// cut where e is too near 0 or 1 for it.
	dr := min(draw, 2*e, 2*(1-e))
	p := (e - dr/2) / (1 - dr)
	for range n {
		switch x := rng.Float64(); {
		case x < dr:
			d++
		case rng.Float64() < p:
			w++
		default:
			l++
		}
	}
	return w, d, l
}

// ladderOf returns every pair i > j of rungs (all, or only adjacent
// ones) with n games each, drawn from the true ratings.
func ladderOf(rng *rand.Rand, names []string, truth []float64, n int, all bool, draw float64) []Result {
	var out []Result
	for i := 1; i < len(names); i++ {
		for j := i - 1; j >= 0; j-- {
			if !all && j != i-1 {
				break
			}
			w, d, l := play(rng, truth[i], truth[j], n, draw)
			out = append(out, Result{names[i], names[j], w, d, l})
		}
	}
	return out
}

func TestFitRecoversKnownRatings(t *testing.T) {
	names := []string{"beginner", "easy", "normal", "hard", "master"}
	for _, tc := range []struct {
		name  string
		truth []float64
		games int
		all   bool
		draw  float64
	}{
		{"chain, no draws", []float64{800, 1000, 1250, 1400, 1600}, 400, false, 0},
		{"chain, a third drawn", []float64{700, 1000, 1150, 1450, 1500}, 300, false, 0.3},
		{"every pair", []float64{850, 1000, 1200, 1300, 1700}, 100, true, 0.1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(1, 2))
			res := ladderOf(rng, names, tc.truth, tc.games, tc.all, tc.draw)
			fit, err := FitLadder(names, res, "easy", 1000)
			if err != nil {
				t.Fatal(err)
			}
			for i, r := range fit.Rungs {
				lo, hi := r.Interval()
				t.Logf("%-8s true %4.0f fitted %6.1f ± %5.1f", r.Name, tc.truth[i], r.Rating, Z95*r.SE)
				if r.Name == "easy" {
					if r.Rating != 1000 || r.SE != 0 {
						t.Errorf("the anchor moved: %+v", r)
					}
					continue
				}
				if tc.truth[i] < lo || tc.truth[i] > hi {
					t.Errorf("%s: true rating %.0f outside the fitted interval %.0f–%.0f", r.Name, tc.truth[i], lo, hi)
				}
				if r.SE <= 0 || r.SE > 60 {
					t.Errorf("%s: standard error %.1f", r.Name, r.SE)
				}
			}
		})
	}
}

// The 95% intervals hold the true rating about 95% of the time: over
// many seeded ladders, not one lucky draw.
func TestIntervalsCoverTheTruth(t *testing.T) {
	names := []string{"a", "b", "c"}
	truth := []float64{1000, 1150, 1400}
	rng := rand.New(rand.NewPCG(7, 7))
	const trials = 400
	covered, total := 0, 0
	for range trials {
		res := ladderOf(rng, names, truth, 60, false, 0.2)
		fit, err := FitLadder(names, res, "a", 1000)
		if err != nil {
			t.Fatal(err)
		}
		for i, r := range fit.Rungs[1:] {
			lo, hi := r.Interval()
			total++
			if truth[i+1] >= lo && truth[i+1] <= hi {
				covered++
			}
		}
	}
	share := float64(covered) / float64(total)
	t.Logf("coverage %.3f over %d intervals", share, total)
	// Draws counted as coin flips make the intervals a little wide:
	// coverage at or above 95%, but not wildly so.
	if share < 0.92 || share > 0.995 {
		t.Fatalf("the 95%% intervals held the truth %.1f%% of the time", 100*share)
	}
}

func TestExactScoresGiveExactGaps(t *testing.T) {
	// Scores of 75% and 50%: gaps of Gap(0.75) ≈ 190.8 and 0 — the prior's
	// draw does not move a score of 50% and moves 75% of 1,000 games little.
	res := []Result{{"b", "a", 750, 0, 250}, {"c", "b", 400, 200, 400}}
	fit, err := FitLadder([]string{"a", "b", "c"}, res, "a", 1000)
	if err != nil {
		t.Fatal(err)
	}
	want := 1000 + Gap(750.5/1001)
	if b, _ := fit.Rung("b"); math.Abs(b.Rating-want) > 0.01 {
		t.Errorf("b: %.3f, want %.3f", b.Rating, want)
	}
	b, _ := fit.Rung("b")
	if c, _ := fit.Rung("c"); math.Abs(c.Rating-b.Rating) > 0.01 {
		t.Errorf("c %.3f and b %.3f should be equal", c.Rating, b.Rating)
	}
	if math.Abs(Gap(Expected(1234, 1000))-234) > 1e-9 {
		t.Error("Gap is not Expected's inverse")
	}
}

func TestAllWinsStaysFinite(t *testing.T) {
	for _, tc := range []struct {
		res  Result
		want float64 // the gap the prior's one draw gives
	}{
		{Result{"normal", "easy", 100, 0, 0}, Gap(100.5 / 101)},
		{Result{"normal", "easy", 0, 0, 30}, Gap(0.5 / 31)},
		{Result{"normal", "easy", 1, 0, 0}, Gap(1.5 / 2)},
	} {
		fit, err := FitLadder([]string{"easy", "normal"}, []Result{tc.res}, "easy", 1000)
		if err != nil {
			t.Fatal(err)
		}
		n, _ := fit.Rung("normal")
		if math.IsInf(n.Rating, 0) || math.IsNaN(n.Rating) || math.IsNaN(n.SE) || n.SE <= 0 {
			t.Fatalf("%+v: %+v", tc.res, n)
		}
		if math.Abs(n.Rating-1000-tc.want) > 0.01 {
			t.Errorf("%+v: gap %.2f, want %.2f", tc.res, n.Rating-1000, tc.want)
		}
	}
}

func TestFitRefusesBadInput(t *testing.T) {
	rungs := []string{"easy", "normal", "hard"}
	for _, tc := range []struct {
		res    []Result
		anchor string
		want   string
	}{
		{[]Result{{"normal", "easy", 5, 0, 5}}, "easy", "no games join hard"},
		{[]Result{{"normal", "easy", 5, 0, 5}, {"hard", "normal", 0, 0, 0}}, "easy", "no games join hard"},
		{[]Result{{"normal", "master", 5, 0, 5}}, "easy", "not in the ladder"},
		{[]Result{{"normal", "normal", 5, 0, 5}}, "easy", "against itself"},
		{[]Result{{"normal", "easy", -1, 0, 5}}, "easy", "below zero"},
		{nil, "grandmaster", "anchor"},
	} {
		_, err := FitLadder(rungs, tc.res, tc.anchor, 1000)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: error %v, want one saying %q", tc.res, err, tc.want)
		}
	}
	if _, err := FitLadder([]string{"a", "a"}, nil, "a", 0); err == nil {
		t.Error("a rung named twice was accepted")
	}
}

func TestParse(t *testing.T) {
	res, err := Parse(strings.NewReader("# a comment\n\neasy beginner 75 0 25\n  normal easy 100 0 0  \n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(res) != 2 || res[0] != (Result{"easy", "beginner", 75, 0, 25}) || res[1].Wins != 100 {
		t.Fatalf("%+v", res)
	}
	for in, want := range map[string]string{
		"easy beginner 75 0\n":          "line 1",
		"# x\neasy beginner 75 0 -2\n":  "line 2",
		"easy beginner 75 none 25\n":    `"none" is not a count`,
		"easy beginner 1 2 3 4\n":       "line 1",
		"\x00\x01binary junk 1 2 3 4 5": "line 1",
	} {
		if _, err := Parse(strings.NewReader(in)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want one saying %q", in, err, want)
		}
	}
}

func TestShippedLaddersFit(t *testing.T) {
	for game, rungs := range map[string][]string{
		"mill":    {"beginner", "easy", "normal", "hard", "master", "grandmaster"},
		"hex":     {"beginner", "easy", "normal", "hard", "master"},
		"connect": {"beginner", "easy", "normal", "hard", "master"},
		"mech":    {"beginner", "easy", "normal", "hard"},
	} {
		res, err := Shipped(game)
		if err != nil {
			t.Fatal(err)
		}
		fit, err := FitLadder(rungs, res, "easy", 1000)
		if err != nil {
			t.Fatalf("%s: %v", game, err)
		}
		// Every rung of the ladder beats the one below: the fit keeps them
		// in order.
		for i := 1; i < len(fit.Rungs); i++ {
			if fit.Rungs[i].Rating <= fit.Rungs[i-1].Rating {
				t.Errorf("%s: %+v not above %+v", game, fit.Rungs[i], fit.Rungs[i-1])
			}
		}
	}
	if _, err := Shipped("chess"); err == nil {
		t.Error("a game with no ladder gave results")
	}
}

func TestCompareHoldsOutPairs(t *testing.T) {
	names := []string{"a", "b", "c"}
	// A chain and one check pair: the check pair can be predicted from the
	// rest; each pair of the chain, without which c or a is cut off, cannot.
	res := []Result{{"b", "a", 70, 0, 30}, {"c", "b", 70, 0, 30}, {"c", "a", 85, 0, 15}}
	_, cmp, err := Compare(names, res, "a", 1000)
	if err != nil {
		t.Fatal(err)
	}
	if len(cmp) != 3 {
		t.Fatalf("%d comparisons", len(cmp))
	}
	// Without the check pair, b−a and c−b are Gap(70.5/101) each: the check
	// is predicted at the expected score of twice that gap.
	want := Expected(2*Gap(70.5/101), 0)
	if got := cmp[2].Held; math.Abs(got-want) > 1e-6 {
		t.Errorf("held-out prediction %.4f, want %.4f", got, want)
	}
	for _, c := range cmp {
		if math.Abs(c.Expected-c.Observed) > 0.05 || math.IsNaN(c.Z) {
			t.Errorf("%+v", c)
		}
	}
	// Each chain pair is held out too: the check pair still joins every
	// rung, so it is predicted.
	if math.IsNaN(cmp[0].Held) || math.IsNaN(cmp[1].Held) {
		t.Errorf("a chain pair was not predicted: %+v", cmp[:2])
	}
	_, cmp, err = Compare(names, res[:2], "a", 1000)
	if err != nil {
		t.Fatal(err)
	}
	if !math.IsNaN(cmp[0].Held) || !math.IsNaN(cmp[1].Held) {
		t.Errorf("a plain chain's pair was predicted without its own games: %+v", cmp)
	}
}
