package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"
)

// cancelling returns g with its Play wrapped so that cancel is called
// after the given number of moves of its nth game (1-based): Ctrl-C in the
// middle of that game.
func cancelling(g game, nth, moves int, cancel func()) game {
	play, games := g.Play, 0
	g.Play = func(ctx context.Context, first, second string, seeds [2]uint64, mt time.Duration, open opening, moveDone func(int, time.Duration)) (gameResult, error) {
		games++
		made := 0
		return play(ctx, first, second, seeds, mt, open, func(p int, d time.Duration) {
			moveDone(p, d)
			if made++; games == nth && made == moves {
				cancel()
			}
		})
	}
	return g
}

func TestInterruptedMatch(t *testing.T) {
	g, err := findGame("mill")
	if err != nil {
		t.Fatal(err)
	}
	m := match{game: g, p1: "easy", p2: "random", games: 5, seed: 3, swap: true}
	var whole bytes.Buffer
	if err := m.play(context.Background(), &whole); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	m.game = cancelling(g, 3, 10, cancel) // a Mill game has at least 18 moves
	var out bytes.Buffer
	if err := m.play(ctx, &out); !errors.Is(err, errInterrupted) {
		t.Fatalf("error %v, want errInterrupted", err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 1+1+2+3 {
		t.Fatalf("want the heading, the table header, the rows of the 2 games completed, the move times, the summary and the interruption:\n%s", out.String())
	}
	// The games completed are those of the whole match.
	wholeLines := strings.Split(whole.String(), "\n")
	if strings.Join(lines[:4], "\n") != strings.Join(wholeLines[:4], "\n") {
		t.Errorf("the first two games differ from the whole match's:\n%s\n%s", out.String(), whole.String())
	}
	if !moveTimesLine.MatchString(lines[4]) {
		t.Errorf("move times %q", lines[4])
	}
	sum := lastLine.FindStringSubmatch(lines[5])
	if sum == nil {
		t.Fatalf("summary %q", lines[5])
	}
	if got := sum[1] + " " + sum[2] + " " + sum[3]; got != countResults(lines[2:4]) {
		t.Errorf("summary %q counts %s, the rows %s", lines[5], got, countResults(lines[2:4]))
	}
	if lines[6] != "interrupted after 2 of 5 games" {
		t.Errorf("last line %q", lines[6])
	}
}

// countResults returns "p1wins p2wins draws" of match rows.
func countResults(rows []string) string {
	var p1, p2, d int
	for _, r := range rows {
		switch {
		case strings.Contains(r, "p1 wins"):
			p1++
		case strings.Contains(r, "p2 wins"):
			p2++
		default:
			d++
		}
	}
	return fmt.Sprintf("%d %d %d", p1, p2, d)
}

func TestInterruptedTournament(t *testing.T) {
	g, err := findGame("hex")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	tr := tournament{game: cancelling(g, 2, 6, cancel), ais: []string{"random", "seed-minimax"}, games: 2, seed: 3}
	var out bytes.Buffer
	if err := tr.play(ctx, &out); !errors.Is(err, errInterrupted) {
		t.Fatalf("error %v, want errInterrupted", err)
	}
	parts := strings.Split(strings.TrimSpace(out.String()), "\n\n")
	if len(parts) != 3 {
		t.Fatalf("want the pairs, the cross table and the move times:\n%s", out.String())
	}
	// One game of the first pair completed: its row, seed-minimax's share
	// as second in it, n/a for the pair that played none.
	pairs := strings.Split(parts[0], "\n")
	if len(pairs) != 3 || strings.Join(strings.Fields(pairs[2]), " ") != "random seed-minimax 0 0 1" {
		t.Errorf("pairs:\n%s", parts[0])
	}
	table := strings.Split(parts[1], "\n")
	for i, want := range []string{"random - 0.00 0.00", "seed-minimax n/a - 1.00"} {
		if got := strings.Join(strings.Fields(table[2+i]), " "); got != want {
			t.Errorf("cross table row %q, want %q", got, want)
		}
	}
	times := strings.Split(parts[2], "\n")
	if f := strings.Fields(times[1]); len(f) != 8 || f[0] != "random" || f[1] != "1" {
		t.Errorf("move times row %q: want random with 1 game", times[1])
	}
	if last := times[len(times)-1]; last != "interrupted after 1 of 4 games" {
		t.Errorf("last line %q", last)
	}
}
