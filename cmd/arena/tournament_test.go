package main

import (
	"strings"
	"testing"
)

func TestTournamentBadFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-game", "hex", "-tournament", "random"}, "at least two AIs"},
		{[]string{"-game", "hex", "-tournament", ",random,"}, "at least two AIs"},
		{[]string{"-game", "hex", "-tournament", "random,deepblue"}, "unknown Hex Battle AI"},
		{[]string{"-game", "hex", "-tournament", "random,mcts,random"}, "random twice"},
		{[]string{"-game", "hex", "-tournament", "random,mcts", "-p1", "random"}, "-p1 not allowed"},
		{[]string{"-game", "hex", "-tournament", "random,mcts", "-swap"}, "-swap not allowed"},
		{[]string{"-game", "hex", "-tournament", "random,mcts", "-games", "0"}, "-games must be at least 1"},
		{[]string{"-game", "hex", "-tournament", "random,mcts", "-movetime", "-1ms"}, "must not be negative"},
	} {
		code, out, errs := runArena(t, "", tc.args...)
		if code != 2 || out != "" {
			t.Errorf("%v: exit %d, stdout %q", tc.args, code, out)
		}
		if !strings.Contains(errs, tc.want) || !strings.Contains(errs, "-tournament A,B,C") {
			t.Errorf("%v: stderr lacks %q and the usage:\n%s", tc.args, tc.want, errs)
		}
	}
}

// TestTinyTournament plays random against the seed minimax, 2 games for
// each ordered pair, and checks the shape of every part of the report.
func TestTinyTournament(t *testing.T) {
	// A move time far beyond the seed minimax's few milliseconds, so that
	// no search is cut short and the same seed plays the same tournament.
	args := []string{"-game", "hex", "-tournament", "random, seed-minimax", "-games", "2", "-movetime", "10s", "-seed", "3"}
	code, out, errs := runArena(t, "", args...)
	if code != 0 || errs != "" {
		t.Fatalf("exit %d: %s", code, errs)
	}
	parts := strings.Split(strings.TrimSpace(out), "\n\n")
	if len(parts) != 3 {
		t.Fatalf("want the pairs, the cross table and the move times, blank-line separated:\n%s", out)
	}
	pairs := strings.Split(parts[0], "\n")
	if len(pairs) != 2+2 || !strings.HasPrefix(pairs[0], "hex tournament: random, seed-minimax; 2 games") {
		t.Fatalf("pairs:\n%s", parts[0])
	}
	for _, want := range [][]string{{"random", "seed-minimax", "0", "0", "2"}, {"seed-minimax", "random", "2", "0", "0"}} {
		found := false
		for _, row := range pairs[2:] {
			found = found || strings.Join(strings.Fields(row), " ") == strings.Join(want, " ")
		}
		if !found {
			t.Errorf("no pair row %v:\n%s", want, parts[0])
		}
	}
	table := strings.Split(parts[1], "\n")
	wantTable := [][]string{
		{"random", "seed-minimax", "all"},
		{"random", "-", "0.00", "0.00"},
		{"seed-minimax", "1.00", "-", "1.00"},
	}
	if len(table) != 1+len(wantTable) {
		t.Fatalf("cross table:\n%s", parts[1])
	}
	for i, want := range wantTable {
		if got := strings.Fields(table[1+i]); strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("cross table row %d: %q, want %q", i, got, want)
		}
	}
	times := strings.Split(parts[2], "\n")
	if len(times) != 3 || !strings.Contains(times[0], "mean move ms") || !strings.Contains(times[0], "max move ms") {
		t.Fatalf("move times:\n%s", parts[2])
	}
	for i, name := range []string{"random", "seed-minimax"} {
		f := strings.Fields(times[1+i])
		if len(f) != 8 || f[0] != name || f[1] != "4" {
			t.Errorf("move times row %q: want %s with 4 games and 7 figures", times[1+i], name)
		}
	}
	// The same seed plays the same tournament (the move times aside).
	_, again, _ := runArena(t, "", args...)
	strip := func(s string) string { return s[:strings.LastIndex(s, "\n\n")] }
	if strip(again) != strip(out) {
		t.Errorf("same seed, different tournaments:\n%s\n%s", out, again)
	}
}
