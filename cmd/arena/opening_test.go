package main

import (
	"fmt"
	"slices"
	"testing"

	"stratagem/board/rules"
)

// openingMoves plays an opening of plies random moves under seed on a new
// Connect Four game and returns the columns played.
func openingMoves(t *testing.T, plies int, seed uint64) []int {
	t.Helper()
	s, err := connectGame.rules.New()
	if err != nil {
		t.Fatal(err)
	}
	if err := playOpening(rules.NewReferee(connectGame.rules, 1), s, opening{plies: plies, seed: seed}); err != nil {
		t.Fatal(err)
	}
	return s.Moves()
}

func TestOpeningsAreRandomAndRepeatable(t *testing.T) {
	if got := openingMoves(t, 0, 5); len(got) != 0 {
		t.Fatalf("no opening played %v", got)
	}
	first := openingMoves(t, 4, 5)
	if len(first) != 4 {
		t.Fatalf("4 plies asked, %v played", first)
	}
	if again := openingMoves(t, 4, 5); !slices.Equal(first, again) {
		t.Errorf("seed 5 gave %v, then %v", first, again)
	}
	seen := map[string]bool{}
	for seed := range uint64(20) {
		seen[fmt.Sprint(openingMoves(t, 4, seed))] = true
	}
	if len(seen) < 15 {
		t.Errorf("20 seeds gave only %d different openings", len(seen))
	}
}

func TestOpeningSeedsPairSwappedGames(t *testing.T) {
	for k := 0; k < 6; k += 2 {
		if openingSeed(3, k, true) != openingSeed(3, k+1, true) {
			t.Errorf("games %d and %d of a -swap match open differently", k+1, k+2)
		}
		if openingSeed(3, k, true) == openingSeed(3, k+2, true) {
			t.Errorf("games %d and %d share an opening", k+1, k+3)
		}
	}
	if openingSeed(3, 0, false) == openingSeed(3, 1, false) {
		t.Error("without -swap, games 1 and 2 share an opening")
	}
}

func TestOpeningEndingTheGameIsAnError(t *testing.T) {
	s, err := millGame.rules.New()
	if err != nil {
		t.Fatal(err)
	}
	// A random Mill game lasts well under 3000 plies: an opening that long
	// ends it, and arena says so instead of scoring a game nobody played.
	if err := playOpening(rules.NewReferee(millGame.rules, 1), s, opening{plies: 3000, seed: 1}); err == nil {
		t.Error("an opening that ended the game was accepted")
	}
}
