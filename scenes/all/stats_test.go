package all

import (
	"strings"
	"testing"

	"stratagem/assets/lang"
	"stratagem/scenes"
	"stratagem/scenes/stats"
)

// Every game's ladder, as its set-up offers it, is fitted from the
// shipped results: the names agree, and the rungs come out in order.
func TestEveryLadderIsRated(t *testing.T) {
	for _, g := range Games() {
		fit, err := scenes.LadderFit(g)
		if err != nil {
			t.Fatalf("%s: %v", g.ID, err)
		}
		if len(fit.Rungs) != len(g.Setup.Levels) {
			t.Fatalf("%s: %d rungs for %d levels", g.ID, len(fit.Rungs), len(g.Setup.Levels))
		}
		for i := 1; i < len(fit.Rungs); i++ {
			if fit.Rungs[i].Rating <= fit.Rungs[i-1].Rating {
				t.Errorf("%s: %s (%.0f) not above %s (%.0f)", g.ID, fit.Rungs[i].Name, fit.Rungs[i].Rating, fit.Rungs[i-1].Name, fit.Rungs[i-1].Rating)
			}
		}
	}
}

func game(t *testing.T, id string) *scenes.GameDesc {
	t.Helper()
	for _, g := range Games() {
		if g.ID == id {
			return g
		}
	}
	t.Fatalf("no game %q", id)
	return nil
}

func TestRatingWords(t *testing.T) {
	if err := lang.Use("en"); err != nil {
		t.Fatal(err)
	}
	mill := game(t, "mill")
	// No games: said plainly.
	if w := scenes.RatingWords(mill, stats.Empty()); len(w) != 1 || !strings.HasPrefix(w[0], "No games against the computer yet") {
		t.Errorf("no games: %q", w)
	}
	// Games in other rules only: no rating, and why.
	other := stats.Empty()
	other.Add("mill", "hard", stats.Win, false)
	if w := scenes.RatingWords(mill, other); len(w) != 1 || !strings.Contains(w[0], "other rules") {
		t.Errorf("unrated games: %q", w)
	}
	// The sample's player: between Normal and Hard, told to try Hard.
	w := scenes.RatingWords(mill, scenes.SampleStats())
	if len(w) != 2 || !strings.HasPrefix(w[0], "Your rating: about ") || !strings.Contains(w[0], "between the levels Normal and Hard") ||
		!strings.Contains(w[1], "27 games") || !strings.Contains(w[1], "Try Hard next") {
		t.Errorf("the sample: %q", w)
	}
	// Every game won against Master: above it, and Master, the strongest
	// near, is suggested; every game lost against Beginner: below it.
	strong, weak := stats.Empty(), stats.Empty()
	for range 6 {
		strong.Add("connect", "master", stats.Win, true)
		weak.Add("connect", "beginner", stats.Loss, true)
	}
	connect := game(t, "connect")
	if w := scenes.RatingWords(connect, strong); len(w) != 2 || !strings.Contains(w[0], "above the strongest level, Master") || !strings.Contains(w[1], "Try Master next") {
		t.Errorf("six wins against Master: %q", w)
	}
	if w := scenes.RatingWords(connect, weak); len(w) != 2 || !strings.Contains(w[0], "below the weakest level, Beginner") || !strings.Contains(w[1], "Try Beginner next") {
		t.Errorf("six losses against Beginner: %q", w)
	}
}
