// Package rating puts the rungs of a game's difficulty ladder, and a
// player, on one scale of strength, from the results of games between
// them.
//
// The scale is Elo's: a player rated d points above another is expected to
// score 1/(1+10^(-d/400)) against it (a win is 1, a draw ½), so a gap
// reads as it does in chess: 100 points is 64%, 200 is 76%, 400 is 91%.
//
// The model is Bradley–Terry on that scale, fitted by maximum likelihood
// with draws counted as half a win and half a loss. Why not Davidson's
// model of draws: it makes the share of draws depend on the gap alone,
// and the ladders say otherwise (Connect Four's Easy drew 45 of 100 games
// with Beginner, Mill's Normal none of 100 with Easy, Hex Battle's rungs
// hardly ever draw at any gap); and what a player and the ladder's bar
// (65% against the rung below) speak of is the expected score, which the
// half-point model fits directly.
//
// A pair in which one side won every game would send the gap to infinity.
// A weak prior stops that: every pair of rungs is counted as if it had
// also drawn one more game (PriorDraws). Against 100 games it moves a
// pair's score by half a point in a hundred; against a pair of 100 wins it
// holds the gap at about 920 points, where 100.5 of 101 is expected.
//
// The intervals come from the Fisher information: the inverse of the
// curvature (the Hessian) of the log-likelihood, prior included, at its
// maximum gives each rating's standard error (SE), and an interval is the
// rating ± 1.96 SE (95%). Counting a draw as half a win and half a loss
// takes a draw's score to vary as much as a coin's, which it does not, so
// for pairs with many draws the intervals are a little wider than they
// need be.
//
// The package is pure Go: no game, no window. The ladder's results as
// measured (one text file per game, ladder/GAME.txt, which scripts/
// ladder.sh writes) are embedded (Shipped).
package rating

import (
	"errors"
	"fmt"
	"math"
	"slices"
)

// Scale is the points of rating at which the stronger is expected to win
// ten games for one lost.
const Scale = 400.0

// Z95 is the multiple of the standard error that makes a 95% interval.
const Z95 = 1.96

// PriorDraws is the weak prior: every pair of rungs is counted as if it
// had also drawn this many games, and a player as if they had drawn this
// many with the rung the estimate leans to (Player).
const PriorDraws = 1.0

// k turns points of rating into the natural logarithm of the odds.
var k = math.Ln10 / Scale

// Expected returns the score a player rated a is expected to make against
// one rated b, per game (between 0 and 1).
func Expected(a, b float64) float64 { return 1 / (1 + math.Pow(10, (b-a)/Scale)) }

// Gap returns the difference of ratings at which the expected score is s
// (0 < s < 1): Expected(Gap(s), 0) == s.
func Gap(s float64) float64 { return Scale * math.Log10(s/(1-s)) }

// Result is the games between two rungs, from Upper's side.
type Result struct {
	Upper, Lower        string
	Wins, Draws, Losses int
}

// Games returns the number of games played.
func (r Result) Games() int { return r.Wins + r.Draws + r.Losses }

// Score returns Upper's score per game (NaN with no games).
func (r Result) Score() float64 {
	return (float64(r.Wins) + float64(r.Draws)/2) / float64(r.Games())
}

// Rung is a rung's place on the scale.
type Rung struct {
	Name   string
	Rating float64
	SE     float64 // its standard error (0 for the anchor, fixed by definition)
}

// Interval returns the rung's 95% interval.
func (r Rung) Interval() (lo, hi float64) { return r.Rating - Z95*r.SE, r.Rating + Z95*r.SE }

// Fit is a ladder's rungs on the scale, weakest first as given.
type Fit struct {
	Rungs   []Rung
	Results []Result // the results it was fitted to
	Anchor  string   // the rung whose rating was fixed
}

// Rung returns the rung called name.
func (f *Fit) Rung(name string) (Rung, bool) {
	for _, r := range f.Rungs {
		if r.Name == name {
			return r, true
		}
	}
	return Rung{}, false
}

// Expected returns the score the fit expects of rung a against rung b.
func (f *Fit) Expected(a, b string) float64 {
	ra, _ := f.Rung(a)
	rb, _ := f.Rung(b)
	return Expected(ra.Rating, rb.Rating)
}

// FitLadder fits ratings to the rungs (names, weakest first) from the
// results of games between them, with the rung anchor fixed at rating at.
// The rungs must all be joined to the anchor by results (directly or
// through other rungs); a result must name two different known rungs and
// count no game negatively. Results with no games are ignored.
func FitLadder(rungs []string, results []Result, anchor string, at float64) (Fit, error) {
	index := map[string]int{}
	for i, r := range rungs {
		if _, dup := index[r]; dup {
			return Fit{}, fmt.Errorf("rating: rung %q named twice", r)
		}
		index[r] = i
	}
	a, ok := index[anchor]
	if !ok {
		return Fit{}, fmt.Errorf("rating: the anchor %q is not one of the rungs", anchor)
	}
	type pair struct {
		u, l  int
		s, n  float64 // score and games of u, the prior's draws included
		games int
	}
	var pairs []pair
	for _, r := range results {
		u, ok1 := index[r.Upper]
		l, ok2 := index[r.Lower]
		switch {
		case !ok1 || !ok2:
			return Fit{}, fmt.Errorf("rating: a result of %s against %s names a rung that is not in the ladder (%v)", r.Upper, r.Lower, rungs)
		case u == l:
			return Fit{}, fmt.Errorf("rating: a result of %s against itself", r.Upper)
		case r.Wins < 0 || r.Draws < 0 || r.Losses < 0:
			return Fit{}, fmt.Errorf("rating: a result of %s against %s counts games below zero", r.Upper, r.Lower)
		case r.Games() == 0:
			continue
		}
		n := float64(r.Games()) + PriorDraws
		pairs = append(pairs, pair{u, l, float64(r.Wins) + (float64(r.Draws)+PriorDraws)/2, n, r.Games()})
	}
	// Every rung must be joined to the anchor, else its rating is anything.
	joined := map[int]bool{a: true}
	for grew := true; grew; {
		grew = false
		for _, p := range pairs {
			if joined[p.u] != joined[p.l] {
				joined[p.u], joined[p.l], grew = true, true, true
			}
		}
	}
	for i, r := range rungs {
		if !joined[i] {
			return Fit{}, fmt.Errorf("rating: no games join %s to %s", r, anchor)
		}
	}

	// The free ratings: every rung but the anchor, in order.
	free := make([]int, 0, len(rungs)-1) // free[j] is a rung's index
	slot := make([]int, len(rungs))      // a rung's j, -1 for the anchor
	for i := range rungs {
		slot[i] = -1
		if i != a {
			slot[i] = len(free)
			free = append(free, i)
		}
	}
	r := make([]float64, len(rungs))
	for i := range r {
		r[i] = at
	}
	logLik := func(r []float64) float64 {
		ll := 0.0
		for _, p := range pairs {
			e := Expected(r[p.u], r[p.l])
			ll += p.s*math.Log(e) + (p.n-p.s)*math.Log(1-e)
		}
		return ll
	}
	// gradHess returns the gradient and the negated Hessian of the
	// log-likelihood in the free ratings.
	gradHess := func(r []float64) ([]float64, [][]float64) {
		g := make([]float64, len(free))
		h := make([][]float64, len(free))
		for j := range h {
			h[j] = make([]float64, len(free))
		}
		for _, p := range pairs {
			e := Expected(r[p.u], r[p.l])
			d := k * (p.s - p.n*e) // ∂ll/∂r_u; ∂ll/∂r_l is −d
			c := k * k * p.n * e * (1 - e)
			ju, jl := slot[p.u], slot[p.l]
			if ju >= 0 {
				g[ju] += d
				h[ju][ju] += c
			}
			if jl >= 0 {
				g[jl] -= d
				h[jl][jl] += c
			}
			if ju >= 0 && jl >= 0 {
				h[ju][jl] -= c
				h[jl][ju] -= c
			}
		}
		return g, h
	}
	// Newton's method, each step halved until the likelihood rises: the
	// log-likelihood is concave, and strictly so with the prior.
	ll := logLik(r)
	for iter := 0; iter < 200; iter++ {
		g, h := gradHess(r)
		step, err := solve(h, g)
		if err != nil {
			return Fit{}, err
		}
		t, moved := 1.0, false
		for range 60 {
			next := slices.Clone(r)
			for j, i := range free {
				next[i] += t * step[j]
			}
			if nl := logLik(next); nl >= ll {
				r, ll, moved = next, nl, true
				break
			}
			t /= 2
		}
		biggest := 0.0
		for _, s := range step {
			biggest = max(biggest, math.Abs(t*s))
		}
		if !moved || biggest < 1e-9 {
			break
		}
	}
	_, h := gradHess(r)
	cov, err := invert(h)
	if err != nil {
		return Fit{}, err
	}
	fit := Fit{Anchor: anchor, Results: slices.Clone(results)}
	for i, name := range rungs {
		se := 0.0
		if j := slot[i]; j >= 0 {
			se = math.Sqrt(cov[j][j])
		}
		fit.Rungs = append(fit.Rungs, Rung{Name: name, Rating: r[i], SE: se})
	}
	return fit, nil
}

// errSingular is a system with no single answer (a rung not joined).
var errSingular = errors.New("rating: the results do not fix the ratings")

// solve returns x with a·x = b (a is small, symmetric and positive
// definite here), by Gaussian elimination with partial pivoting.
func solve(a [][]float64, b []float64) ([]float64, error) {
	n := len(b)
	m := make([][]float64, n)
	for i := range m {
		m[i] = append(slices.Clone(a[i]), b[i])
	}
	for c := 0; c < n; c++ {
		p := c
		for i := c + 1; i < n; i++ {
			if math.Abs(m[i][c]) > math.Abs(m[p][c]) {
				p = i
			}
		}
		if math.Abs(m[p][c]) < 1e-300 {
			return nil, errSingular
		}
		m[c], m[p] = m[p], m[c]
		for i := c + 1; i < n; i++ {
			f := m[i][c] / m[c][c]
			for j := c; j <= n; j++ {
				m[i][j] -= f * m[c][j]
			}
		}
	}
	x := make([]float64, n)
	for i := n - 1; i >= 0; i-- {
		s := m[i][n]
		for j := i + 1; j < n; j++ {
			s -= m[i][j] * x[j]
		}
		x[i] = s / m[i][i]
	}
	return x, nil
}

// invert returns a's inverse, column by column.
func invert(a [][]float64) ([][]float64, error) {
	n := len(a)
	inv := make([][]float64, n)
	for i := range inv {
		inv[i] = make([]float64, n)
	}
	for c := 0; c < n; c++ {
		e := make([]float64, n)
		e[c] = 1
		x, err := solve(a, e)
		if err != nil {
			return nil, err
		}
		for i := range x {
			inv[i][c] = x[i]
		}
	}
	return inv, nil
}
