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

// score is a count of games won, drawn and lost.
type score struct{ wins, draws, losses int }

func (r score) games() int { return r.wins + r.draws + r.losses }

// share is the score share of the score, "n/a" without games.
func (r score) share() string {
	if r.games() == 0 {
		return "n/a"
	}
	return fmt.Sprintf("%.2f", (float64(r.wins)+float64(r.draws)/2)/float64(r.games()))
}

// add counts a game from the point of view of the player who moved first
// (winner 0) or second (1).
func (r *score) add(winner, me int) {
	switch winner {
	case me:
		r.wins++
	case -1:
		r.draws++
	default:
		r.losses++
	}
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

// play plays the tournament and prints its report. When ctx is cancelled
// the game under way is abandoned, the report covers the games completed
// (a pair that played none shows n/a), a last line says so, and the error
// is errInterrupted.
func (t tournament) play(ctx context.Context, out io.Writer) error {
	n := len(t.ais)
	fmt.Fprintf(out, "%s tournament: %s; %d games per ordered pair, movetime %s, seed %d%s\n",
		t.game.Name, strings.Join(t.ais, ", "), t.games, movetimeText(t.moveTime), t.seed, t.game.Heading)
	const row = "%-16s  %-16s  %5s  %5s  %5s\n"
	fmt.Fprintf(out, row, "first", "second", "wins", "draws", "losses")
	pairs := make([][]score, n) // pairs[i][j]: i first against j second, from i's side
	all := make([]score, n)     // each AI over all its games
	times := make([]moveTimes, n)
	played, stopped := 0, false
	for i := range n {
		pairs[i] = make([]score, n)
		for j := range n {
			if i == j || stopped {
				continue
			}
			pair := &pairs[i][j]
			for k := range t.games {
				if ctx.Err() != nil {
					stopped = true
					break
				}
				var game [2]moveTimes
				res, err := t.game.Play(ctx, t.ais[i], t.ais[j], gameSeeds(t.seed, played), t.moveTime, opening{},
					func(p int, dt time.Duration) { game[p].add(dt) })
				if interrupted(ctx, err) {
					stopped = true
					break
				}
				if err != nil {
					return fmt.Errorf("%s vs %s, game %d: %w", t.ais[i], t.ais[j], k+1, err)
				}
				played++
				pair.add(res.Winner, 0)
				all[i].add(res.Winner, 0)
				all[j].add(res.Winner, 1)
				times[i].merge(game[0])
				times[j].merge(game[1])
			}
			if pair.games() > 0 {
				fmt.Fprintf(out, row, t.ais[i], t.ais[j], fmt.Sprint(pair.wins), fmt.Sprint(pair.draws), fmt.Sprint(pair.losses))
			}
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
				fmt.Fprint(tw, "\t", pairs[i][j].share())
			}
		}
		fmt.Fprint(tw, "\t", all[i].share(), "\n")
	}
	tw.Flush()

	fmt.Fprintln(out)
	tw = tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprint(tw, "AI\tgames\twins\tdraws\tlosses\tmoves\tmean move ms\tmax move ms\n")
	for i, a := range all {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%d\t%d\t%.1f\t%.1f\n", t.ais[i], a.games(),
			a.wins, a.draws, a.losses, times[i].moves, times[i].meanMs(), times[i].maxMs())
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if total := n * (n - 1) * t.games; played < total {
		fmt.Fprintf(out, "interrupted after %d of %d games\n", played, total)
		return errInterrupted
	}
	return nil
}
