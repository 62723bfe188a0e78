// Package aitest helps the tests of the computer players of every game
// (package ai's sub-packages): a player from a game's roster, stopping the
// test on an error, so that every test package need not write it again.
package aitest

import (
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
