package rating

import (
	"math"
	"math/rand/v2"
	"testing"
)

// fixedFit is a ladder with the rungs at known ratings.
func fixedFit() *Fit {
	return &Fit{Rungs: []Rung{
		{Name: "beginner", Rating: 800}, {Name: "easy", Rating: 1000}, {Name: "normal", Rating: 1200},
		{Name: "hard", Rating: 1500}, {Name: "master", Rating: 1700},
	}}
}

func TestPlayerNoGames(t *testing.T) {
	f := fixedFit()
	for _, recs := range [][]Record{nil, {{Rung: "hard"}}} {
		if _, ok, err := f.Player(recs, "normal"); ok || err != nil {
			t.Errorf("%+v: ok %v, error %v; want nothing to estimate", recs, ok, err)
		}
	}
}

func TestPlayerRecoversKnownRating(t *testing.T) {
	f := fixedFit()
	rng := rand.New(rand.NewPCG(3, 4))
	for _, truth := range []float64{900, 1350, 1600} {
		var recs []Record
		for _, r := range f.Rungs {
			w, d, l := play(rng, truth, r.Rating, 80, 0.15)
			recs = append(recs, Record{r.Name, w, d, l})
		}
		est, ok, err := f.Player(recs, "normal")
		if err != nil || !ok {
			t.Fatal(ok, err)
		}
		lo, hi := est.Interval()
		t.Logf("true %.0f: %.1f ± %.1f over %d games", truth, est.Rating, est.Margin(), est.Games)
		if truth < lo || truth > hi {
			t.Errorf("true %.0f outside %.0f–%.0f", truth, lo, hi)
		}
		if est.Games != 400 || est.Margin() > 60 {
			t.Errorf("%+v", est)
		}
	}
}

func TestPlayerExactScores(t *testing.T) {
	f := fixedFit()
	// Half the points against Hard, and the prior's draw against Normal:
	// the estimate sits between them, very near Hard with many games.
	est, ok, err := f.Player([]Record{{"hard", 400, 200, 400}}, "normal")
	if err != nil || !ok {
		t.Fatal(ok, err)
	}
	if est.Rating >= 1500 || est.Rating < 1495 {
		t.Errorf("rating %.2f, want just under 1500", est.Rating)
	}
	// With the prior on Hard itself, exactly Hard.
	est, _, _ = f.Player([]Record{{"hard", 10, 0, 10}}, "hard")
	if math.Abs(est.Rating-1500) > 1e-3 {
		t.Errorf("rating %.4f, want 1500", est.Rating)
	}
	// Fewer games, wider: ± shrinks as games are added.
	few, _, _ := f.Player([]Record{{"hard", 3, 0, 3}}, "hard")
	many, _, _ := f.Player([]Record{{"hard", 30, 0, 30}}, "hard")
	if !(few.Margin() > 2*many.Margin()) {
		t.Errorf("6 games ±%.0f, 60 games ±%.0f", few.Margin(), many.Margin())
	}
}

func TestPlayerAllWinsStaysFinite(t *testing.T) {
	f := fixedFit()
	for _, rec := range []Record{{"master", 12, 0, 0}, {"beginner", 0, 0, 12}} {
		est, ok, err := f.Player([]Record{rec}, "normal")
		if err != nil || !ok || math.IsInf(est.Rating, 0) || math.IsNaN(est.Rating) || math.IsNaN(est.SE) {
			t.Fatalf("%+v: %+v %v %v", rec, est, ok, err)
		}
		if rec.Wins > 0 && est.Rating <= 1700 {
			t.Errorf("12 wins against Master: %.0f, not above Master", est.Rating)
		}
		if rec.Losses > 0 && est.Rating >= 800 {
			t.Errorf("12 losses against Beginner: %.0f, not below Beginner", est.Rating)
		}
	}
}

func TestPlayerRefusesBadInput(t *testing.T) {
	f := fixedFit()
	if _, _, err := f.Player([]Record{{"grandmaster", 1, 0, 0}}, "normal"); err == nil {
		t.Error("a rung the ladder lacks was accepted")
	}
	if _, _, err := f.Player([]Record{{"hard", 1, 0, 0}}, "lab"); err == nil {
		t.Error("a prior on no rung was accepted")
	}
	if _, _, err := f.Player([]Record{{"hard", 1, -1, 0}}, "normal"); err == nil {
		t.Error("negative games were accepted")
	}
}

func TestPlaceAndSuggest(t *testing.T) {
	f := fixedFit()
	for _, tc := range []struct {
		x            float64
		below, above string
		suggest      string
	}{
		{700, "", "beginner", "beginner"},
		{800, "beginner", "easy", "beginner"},
		{1090, "easy", "normal", "easy"},
		{1110, "easy", "normal", "normal"},
		{1100, "easy", "normal", "normal"}, // as near both: the stronger
		{1450, "normal", "hard", "hard"},
		{1900, "master", "", "master"},
	} {
		b, a := f.Place(tc.x)
		if b != tc.below || a != tc.above {
			t.Errorf("%.0f: between %q and %q, want %q and %q", tc.x, b, a, tc.below, tc.above)
		}
		if s := f.Suggest(tc.x); s != tc.suggest {
			t.Errorf("%.0f: suggests %q, want %q", tc.x, s, tc.suggest)
		}
	}
}
