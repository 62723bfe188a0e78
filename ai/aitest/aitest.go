// Package aitest helps the tests of the computer players of every game
// (package ai's sub-packages): a player from a game's roster, stopping the
// test on an error, so that every test package need not write it again.
package aitest

import (
	"slices"
	"testing"

	"stratagem/ai"
)

// New returns the player of r called name, seeded with seed, or stops the
// test.
func New[S, M any](tb testing.TB, r *ai.Roster[S, M], name string, seed uint64) ai.Player[S, M] {
	tb.Helper()
	p, err := r.New(name, seed)
	if err != nil {
		tb.Fatal(err)
	}
	return p
}

// CheckLadder checks r's ladder: its rungs' names in order, each with a
// title, a description and details, the middle rung (Default) and the top
// one (Strongest).
func CheckLadder[S, M any](tb testing.TB, r *ai.Roster[S, M], rungs []string, middle, top string) {
	tb.Helper()
	var got []string
	for _, l := range r.Levels {
		got = append(got, l.Name)
		if l.Title == "" || l.Description == "" || l.Details == "" {
			tb.Errorf("rung %q lacks a title, description or details", l.Name)
		}
	}
	if !slices.Equal(got, rungs) {
		tb.Errorf("the ladder is %v, want %v", got, rungs)
	}
	if d := r.Default(); d != middle {
		tb.Errorf("Default() = %q, want the middle rung %q", d, middle)
	}
	if s := r.Strongest(); s != top {
		tb.Errorf("Strongest() = %q, want %q", s, top)
	}
}
