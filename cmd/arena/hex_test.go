package main

import (
	"strconv"
	"strings"
	"testing"

	"stratagem/board/hex"
	"stratagem/units"
)

func TestHexMoveAnswersWithALegalAction(t *testing.T) {
	for _, record := range []string{
		"",
		"Bflyer a2-e5\n",
		"# a record\nBflyer a2-e5\nRflyer waits\n\nBswordsman a4-c4   # forward\n",
	} {
		code, out, errs := runArena(t, record, "move", "-game", "hex", "-ai", "seed-minimax")
		if code != 0 {
			t.Fatalf("%q: exit %d: %s", record, code, errs)
		}
		b, err := units.ParseGame(hex.BattleMap(), record)
		if err != nil {
			t.Fatal(err)
		}
		// The answer is in the notation and continues the record.
		if _, err := b.ParseAction(strings.TrimSpace(out)); err != nil {
			t.Errorf("%q: answer %q is not a legal action: %v", record, out, err)
		}
		if _, err := units.ParseGame(hex.BattleMap(), record+out); err != nil {
			t.Errorf("record plus answer does not replay: %v", err)
		}
	}
	// The default AI is the seed minimax.
	code, out, errs := runArena(t, "", "move", "-game", "hex")
	if code != 0 || !strings.HasPrefix(out, "Bflyer ") {
		t.Errorf("exit %d, answer %q, stderr %q", code, out, errs)
	}
}

func TestHexMoveRejectsFinishedBattle(t *testing.T) {
	b := finishedGame(t, hexRules(), "seed-minimax", "random")
	moveRejected(t, strings.Join(b.Notation(), "\n"), "battle is over", "-game", "hex")
}

func TestHexMatch(t *testing.T) {
	games := 6
	if testing.Short() {
		games = 2
	}
	_, p1, _, _ := swappedMatch(t, games, "-game", "hex", "-p1", "seed-minimax", "-p2", "random", "-games", strconv.Itoa(games), "-seed", "5", "-swap")
	if p1 != strconv.Itoa(games) {
		t.Errorf("the seed minimax won %s of %d games against random play", p1, games)
	}
}
