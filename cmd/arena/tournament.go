package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"
)

// tournament plays every ordered pair of distinct AIs: for the pair (A, B)
// A moves first (Blue in Hex Battle) and B second, games times, so that
// every two AIs meet with sides swapped. Its cross table is laid out like
// Table 9 of the L-put thesis: the row AI moved first, the column AI
// second, and a cell is the row AI's score share (wins + draws/2 over the
// games). The "all" column is each AI's share over all its games, both
// sides. Under a fixed -seed the games replay exactly for AIs whose
// searches are not cut short by the clock.
type tournament struct {
	game     game
	ais      []string
	games    int
	moveTime time.Duration
	seed     uint64
}

// aiTally is one AI's record over the tournament.
type aiTally struct {
	wins, draws, losses int
	moves               int
	total, longest      time.Duration
}

// parseTournament splits the -tournament list: at least two distinct AIs.
func parseTournament(list string, g game) ([]string, error) {
	var ais []string
	for _, name := range strings.Split(list, ",") {
		name = strings.TrimSpace(name)
		if name == "" {
			continue
		}
		if err := g.Check(name); err != nil {
			return nil, err
		}
		for _, seen := range ais {
			if seen == name {
				return nil, fmt.Errorf("-tournament names %s twice", name)
			}
		}
		ais = append(ais, name)
	}
	if len(ais) < 2 {
		return nil, fmt.Errorf("-tournament needs at least two AIs, comma-separated, not %q", list)
	}
	return ais, nil
}

func (t tournament) play(ctx context.Context, out io.Writer) error {
	mt := "each AI's default"
	if t.moveTime > 0 {
		mt = t.moveTime.String()
	}
	n := len(t.ais)
	fmt.Fprintf(out, "%s tournament: %s; %d games per ordered pair, movetime %s, seed %d\n",
		t.game.Name, strings.Join(t.ais, ", "), t.games, mt, t.seed)
	const row = "%-16s  %-16s  %5s  %5s  %5s\n"
	fmt.Fprintf(out, row, "first", "second", "wins", "draws", "losses")
	share := make([][]float64, n) // share[i][j]: i first against j second
	tally := make([]aiTally, n)
	pair := 0
	for i := range n {
		share[i] = make([]float64, n)
		for j := range n {
			if i == j {
				continue
			}
			var w, d, l int
			for k := range t.games {
				base := t.seed*1_000_003 + uint64(pair*t.games+k)*2
				who := [2]int{i, j}
				res, err := t.game.Play(ctx, t.ais[i], t.ais[j], [2]uint64{base + 1, base + 2}, t.moveTime,
					func(p int, dt time.Duration) {
						a := &tally[who[p]]
						a.moves++
						a.total += dt
						a.longest = max(a.longest, dt)
					})
				if err != nil {
					return fmt.Errorf("%s vs %s, game %d: %w", t.ais[i], t.ais[j], k+1, err)
				}
				switch res.Winner {
				case 0:
					w++
				case 1:
					l++
				default:
					d++
				}
			}
			pair++
			tally[i].wins, tally[i].draws, tally[i].losses = tally[i].wins+w, tally[i].draws+d, tally[i].losses+l
			tally[j].wins, tally[j].draws, tally[j].losses = tally[j].wins+l, tally[j].draws+d, tally[j].losses+w
			share[i][j] = (float64(w) + float64(d)/2) / float64(t.games)
			fmt.Fprintf(out, row, t.ais[i], t.ais[j], fmt.Sprint(w), fmt.Sprint(d), fmt.Sprint(l))
		}
	}

	fmt.Fprintf(out, "\nscore share of the row AI moving first against the column AI (wins + draws/2 over %d games); all: over all its games\n", t.games)
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprint(tw, "\t", strings.Join(t.ais, "\t"), "\tall\n")
	for i := range n {
		fmt.Fprint(tw, t.ais[i])
		for j := range n {
			if i == j {
				fmt.Fprint(tw, "\t-")
			} else {
				fmt.Fprintf(tw, "\t%.2f", share[i][j])
			}
		}
		a := tally[i]
		fmt.Fprintf(tw, "\t%.2f\n", (float64(a.wins)+float64(a.draws)/2)/float64(a.wins+a.draws+a.losses))
	}
	tw.Flush()

	fmt.Fprintln(out)
	tw = tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprint(tw, "AI\tgames\twins\tdraws\tlosses\tmoves\tmean move ms\tmax move ms\n")
	for i, a := range tally {
		mean := 0.0
		if a.moves > 0 {
			mean = float64(a.total.Microseconds()) / float64(a.moves) / 1000
		}
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%d\t%d\t%.1f\t%.1f\n", t.ais[i], a.wins+a.draws+a.losses,
			a.wins, a.draws, a.losses, a.moves, mean, float64(a.longest.Microseconds())/1000)
	}
	return tw.Flush()
}
