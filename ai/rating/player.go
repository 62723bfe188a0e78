package rating

import (
	"fmt"
	"math"
)

// Record is a player's games against one rung, from the player's side.
type Record struct {
	Rung                string
	Wins, Draws, Losses int
}

// Games returns the number of games played.
func (r Record) Games() int { return r.Wins + r.Draws + r.Losses }

// Estimate is a player's rating with the rungs held where the fit put
// them.
type Estimate struct {
	Rating float64
	SE     float64 // its standard error; the rungs' own are not counted
	Games  int     // the games it rests on (the prior's not counted)
}

// Interval returns the estimate's 95% interval.
func (e Estimate) Interval() (lo, hi float64) { return e.Rating - Z95*e.SE, e.Rating + Z95*e.SE }

// Margin returns half the width of the 95% interval: the "±" of the
// estimate.
func (e Estimate) Margin() float64 { return Z95 * e.SE }

// Player estimates a player's rating from their records against the
// fit's rungs, by maximum likelihood with the rungs fixed and draws as
// half points, as the fit does. The weak prior is PriorDraws games drawn
// with the rung lean (the level the set-up offers first): it keeps the
// estimate finite for a player who has won, or lost, every game, and
// draws a player with few games toward that rung. With no games, ok is
// false: there is nothing to estimate. A record of a rung the fit does
// not have, or lean not being a rung, is an error.
func (f *Fit) Player(records []Record, lean string) (est Estimate, ok bool, err error) {
	type game struct{ r, s, n float64 }
	prior, found := f.Rung(lean)
	if !found {
		return Estimate{}, false, fmt.Errorf("rating: the level %q the estimate leans to is not a rung", lean)
	}
	games := []game{{prior.Rating, PriorDraws / 2, PriorDraws}}
	total := 0
	for _, rec := range records {
		rung, found := f.Rung(rec.Rung)
		switch {
		case !found:
			return Estimate{}, false, fmt.Errorf("rating: %q is not a rung of the ladder", rec.Rung)
		case rec.Wins < 0 || rec.Draws < 0 || rec.Losses < 0:
			return Estimate{}, false, fmt.Errorf("rating: the games against %s count below zero", rec.Rung)
		case rec.Games() == 0:
			continue
		}
		total += rec.Games()
		games = append(games, game{rung.Rating, float64(rec.Wins) + float64(rec.Draws)/2, float64(rec.Games())})
	}
	if total == 0 {
		return Estimate{}, false, nil
	}
	// The slope of the log-likelihood, Σ k(s − n·E), falls as the rating
	// rises: its zero is found by halving an interval that holds it. The
	// prior's game keeps the slope positive far below every rung and
	// negative far above.
	slope := func(x float64) float64 {
		d := 0.0
		for _, g := range games {
			d += g.s - g.n*Expected(x, g.r)
		}
		return d
	}
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, g := range games {
		lo, hi = min(lo, g.r), max(hi, g.r)
	}
	lo, hi = lo-4*Scale, hi+4*Scale
	for slope(lo) < 0 {
		lo -= 4 * Scale
	}
	for slope(hi) > 0 {
		hi += 4 * Scale
	}
	for hi-lo > 1e-6 {
		mid := (lo + hi) / 2
		if slope(mid) > 0 {
			lo = mid
		} else {
			hi = mid
		}
	}
	x := (lo + hi) / 2
	info := 0.0
	for _, g := range games {
		e := Expected(x, g.r)
		info += k * k * g.n * e * (1 - e)
	}
	return Estimate{Rating: x, SE: 1 / math.Sqrt(info), Games: total}, true, nil
}

// Place says where rating x stands among the rungs: the strongest rung
// at or below it and the weakest above it; below is "" under the weakest
// rung, above is "" over the strongest.
func (f *Fit) Place(x float64) (below, above string) {
	for _, r := range f.Rungs {
		if r.Rating <= x && (below == "" || r.Rating > f.rating(below)) {
			below = r.Name
		}
		if r.Rating > x && (above == "" || r.Rating < f.rating(above)) {
			above = r.Name
		}
	}
	return below, above
}

func (f *Fit) rating(name string) float64 {
	r, _ := f.Rung(name)
	return r.Rating
}

// Suggest returns the rung to try next for a player rated x: the one
// against which the player's expected score is nearest 50% (the rung
// nearest in rating; between two as near, the stronger).
func (f *Fit) Suggest(x float64) string {
	best, gap := "", math.Inf(1)
	for _, r := range f.Rungs {
		d := math.Abs(Expected(x, r.Rating) - 0.5)
		if d < gap || (d == gap && r.Rating > f.rating(best)) {
			best, gap = r.Name, d
		}
	}
	return best
}
