package all

import (
	"slices"
	"strings"
	"testing"

	"stratagem/assets/lang"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
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

// At the largest text size the rating's lines, and the notes under them,
// are stepped by their height as drawn: at the screens' own step the
// rating's heading touched the line under it.
func TestStatisticsRatingLinesApartAtLargestText(t *testing.T) {
	if err := lang.Use("en"); err != nil {
		t.Fatal(err)
	}
	s := scenetest.NewSession(Games()...)
	render.SetTextScale(1.5) // after the session, which sets the settings' own
	t.Cleanup(func() { render.SetTextScale(1) })
	sc := scenes.NewStatsSample(s, scenes.SampleStats())
	s.Stack.Reset(sc)
	if !sc.Choose("mill") {
		t.Fatal("no Mill on the Statistics screen")
	}
	lines := sc.RatingLines()
	if len(lines) < 2 {
		t.Fatalf("the sample's rating has %d lines, want a heading and its reason", len(lines))
	}
	var drawn []render.DrawnText
	stop := render.ObserveText(func(d render.DrawnText) { drawn = append(drawn, d) })
	sc.Draw(render.TextsOnly(), s)
	stop()
	first := slices.IndexFunc(drawn, func(d render.DrawnText) bool { return d.Text == lines[0] })
	if first < 0 {
		t.Fatalf("the rating's heading %q is not drawn", lines[0])
	}
	var block []render.DrawnText // the rating's lines and the notes under them
	for _, d := range drawn[first:] {
		if d.X == drawn[first].X && d.Y >= drawn[first].Y {
			block = append(block, d)
		}
	}
	if len(block) < 3 {
		t.Fatalf("under the rating's heading: %d texts, want its lines and the notes", len(block)-1)
	}
	for i := 1; i < len(block); i++ {
		above, below := block[i-1], block[i]
		if gap := below.Y - above.Y; gap < above.Fit.Height() {
			t.Errorf("%q is drawn %.1f below %q, which is %.1f tall", below.Text, gap, above.Text, above.Fit.Height())
		}
	}
}
