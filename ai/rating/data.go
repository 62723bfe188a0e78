package rating

import (
	"bufio"
	"embed"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"strconv"
	"strings"
)

// ladders holds the ladder's pair results per game, as scripts/ladder.sh
// writes them (RESULTS=ai/rating/ladder; `make ladder` refreshes them).
//
//go:embed ladder/*.txt
var ladders embed.FS

// Shipped returns the ladder's pair results of the game with ID game
// (mill, hex, connect, mech), as measured (docs/ladder.md).
func Shipped(game string) ([]Result, error) {
	f, err := ladders.Open("ladder/" + game + ".txt")
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("rating: no ladder results for the game %q", game)
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	res, err := Parse(f)
	if err != nil {
		return nil, fmt.Errorf("rating: ladder/%s.txt: %w", game, err)
	}
	return res, nil
}

// Parse reads pair results: one pair a line, "UPPER LOWER WINS DRAWS
// LOSSES" (the games UPPER won, drew and lost against LOWER); blank lines
// and lines starting with # are ignored. A line that is not so is an
// error naming it.
func Parse(r io.Reader) ([]Result, error) {
	var out []Result
	sc := bufio.NewScanner(r)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		f := strings.Fields(text)
		if len(f) != 5 {
			return nil, fmt.Errorf("line %d: %q is not \"upper lower wins draws losses\"", line, text)
		}
		var n [3]int
		for i, s := range f[2:] {
			v, err := strconv.Atoi(s)
			if err != nil || v < 0 {
				return nil, fmt.Errorf("line %d: %q is not a count of games", line, s)
			}
			n[i] = v
		}
		out = append(out, Result{Upper: f[0], Lower: f[1], Wins: n[0], Draws: n[1], Losses: n[2]})
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return out, nil
}

// Comparison is how well a fit predicts one pair's result.
type Comparison struct {
	Result
	Observed float64 // the upper rung's score per game
	Expected float64 // what the fit to every result expects
	// Z is how far Observed lies from Expected in standard errors of a
	// score over that many games.
	Z float64
	// Held is what a fit to every other result expects: a real
	// prediction. NaN when, without this pair, the results no longer join
	// every rung (a pair of the plain ladder, which only it measures).
	Held float64
}

// Compare fits the results (as FitLadder) and sets each pair's observed
// score beside the score the fit expects, and beside the score a fit
// without that pair predicts.
func Compare(rungs []string, results []Result, anchor string, at float64) (Fit, []Comparison, error) {
	fit, err := FitLadder(rungs, results, anchor, at)
	if err != nil {
		return Fit{}, nil, err
	}
	var out []Comparison
	for i, r := range results {
		if r.Games() == 0 {
			continue
		}
		c := Comparison{Result: r, Observed: r.Score(), Expected: fit.Expected(r.Upper, r.Lower), Held: math.NaN()}
		c.Z = (c.Observed - c.Expected) / math.Sqrt(c.Expected*(1-c.Expected)/float64(r.Games()))
		rest := append(append([]Result(nil), results[:i]...), results[i+1:]...)
		if held, err := FitLadder(rungs, rest, anchor, at); err == nil {
			c.Held = held.Expected(r.Upper, r.Lower)
		}
		out = append(out, c)
	}
	return fit, out, nil
}
