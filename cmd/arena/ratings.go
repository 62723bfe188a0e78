package main

import (
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"

	"stratagem/ai"
	"stratagem/ai/rating"
)

const ratingsUsage = `usage:
  arena ratings [-game mill|hex|connect|mech|all] [-dir DIR] [-anchor RUNG] [-at R]
      fits ratings on Elo's scale to the difficulty ladder's pair results (package ai/rating,
      docs/ladder.md): the results built into arena or, with -dir, DIR/GAME.txt as
      scripts/ladder.sh writes them (RESULTS=DIR). Prints, per game, Markdown tables: each
      rung's rating with its 95% interval, and each pair's observed score beside the score
      the fit expects and the score a fit without that pair predicts.
`

// ladderRungs returns the names of the ladder's rungs of each game, weakest
// first, from its roster.
func ladderRungs() map[string][]ai.Level {
	return map[string][]ai.Level{
		"mill": millGame.roster.Ladder(), "hex": hexGame.roster.Ladder(),
		"connect": connectGame.roster.Ladder(), "mech": mechGame.roster.Ladder(),
	}
}

// runRatings is "arena ratings".
func runRatings(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("arena ratings", ratingsUsage, "flags of arena ratings", stderr)
	gameName := fs.String("game", "all", "mill, hex, connect, mech or all")
	dir := fs.String("dir", "", "read DIR/GAME.txt instead of the built-in results")
	anchor := fs.String("anchor", "easy", "the rung whose rating is fixed")
	at := fs.Float64("at", 1000, "the anchor's rating")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if fs.NArg() > 0 {
		return usageError(stderr, fs, fmt.Sprintf("unexpected argument %q", fs.Arg(0)))
	}
	rungs := ladderRungs()
	names := []string{"mill", "hex", "connect", "mech"}
	if *gameName != "all" {
		if _, ok := rungs[*gameName]; !ok {
			return usageError(stderr, fs, fmt.Sprintf("-game %q: want %s or all", *gameName, strings.Join(names, ", ")))
		}
		names = []string{*gameName}
	}
	for i, g := range names {
		var res []rating.Result
		var err error
		if *dir == "" {
			res, err = rating.Shipped(g)
		} else {
			var f *os.File
			if f, err = os.Open(filepath.Join(*dir, g+".txt")); err == nil {
				res, err = rating.Parse(f)
				f.Close()
				if err != nil {
					err = fmt.Errorf("%s: %w", f.Name(), err)
				}
			}
		}
		if err != nil {
			fmt.Fprintln(stderr, "arena ratings:", err)
			return 2
		}
		var ladder []string
		for _, l := range rungs[g] {
			ladder = append(ladder, l.Name)
		}
		fit, cmp, err := rating.Compare(ladder, res, *anchor, *at)
		if err != nil {
			fmt.Fprintln(stderr, "arena ratings:", g+":", err)
			return 2
		}
		if i > 0 {
			fmt.Fprintln(stdout)
		}
		printRatings(stdout, g, fit, cmp)
	}
	return 0
}

// printRatings prints a game's fit: the rungs, then the pairs.
func printRatings(w io.Writer, game string, fit rating.Fit, cmp []rating.Comparison) {
	anchor, _ := fit.Rung(fit.Anchor)
	fmt.Fprintf(w, "%s: ratings (%s fixed at %.0f; 95%% intervals)\n\n", game, fit.Anchor, anchor.Rating)
	fmt.Fprintln(w, "| rung | rating | 95% interval |")
	fmt.Fprintln(w, "| --- | ---: | --- |")
	for _, r := range fit.Rungs {
		if r.SE == 0 {
			fmt.Fprintf(w, "| %s | %.0f | (fixed) |\n", r.Name, r.Rating)
			continue
		}
		lo, hi := r.Interval()
		fmt.Fprintf(w, "| %s | %.0f | %.0f–%.0f (±%.0f) |\n", r.Name, r.Rating, lo, hi, rating.Z95*r.SE)
	}
	fmt.Fprintf(w, "\n%s: each pair's score, observed and expected\n\n", game)
	fmt.Fprintln(w, "| upper | lower | games | W–D–L | observed | fit expects | off by (SE) | predicted without it |")
	fmt.Fprintln(w, "| --- | --- | ---: | --- | ---: | ---: | ---: | ---: |")
	for _, c := range cmp {
		held := "—"
		if !math.IsNaN(c.Held) {
			held = fmt.Sprintf("%.1f%%", 100*c.Held)
		}
		fmt.Fprintf(w, "| %s | %s | %d | %d–%d–%d | %.1f%% | %.1f%% | %+.1f | %s |\n",
			c.Upper, c.Lower, c.Games(), c.Wins, c.Draws, c.Losses, 100*c.Observed, 100*c.Expected, c.Z, held)
	}
}
