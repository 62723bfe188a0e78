package main

import (
	"context"
	"strings"
	"testing"

	"stratagem/ai"
	"stratagem/ai/hexai"
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

func TestHexMoveRejectsBadRecords(t *testing.T) {
	for _, tc := range []struct{ record, want string }{
		{"Bflyer a2-e5\nBflyer e5-e6\n", "line 2"},
		{"Bflyer a2-z99\n", "line 1"},
		{"Bflyer a2-e5 Rflyer waits\n", "line 1"},
		{"Bdragon waits\n", "line 1"},
	} {
		code, out, errs := runArena(t, tc.record, "move", "-game", "hex", "-ai", "random")
		if code != 2 || out != "" {
			t.Errorf("%q: exit %d, stdout %q", tc.record, code, out)
		}
		if !strings.Contains(errs, tc.want) {
			t.Errorf("%q: stderr %q does not name %s", tc.record, errs, tc.want)
		}
	}
}

func TestHexMoveRejectsFinishedBattle(t *testing.T) {
	b := units.NewBattle(hex.BattleMap())
	players := [2]ai.Player[*units.Battle, units.Action]{}
	for i, name := range []string{"seed-minimax", "random"} {
		p, err := hexai.Roster.New(name, uint64(i))
		if err != nil {
			t.Fatal(err)
		}
		players[i] = p
	}
	for !b.Outcome().Over() {
		a, _, err := players[b.ToMove()].Choose(context.Background(), b, ai.Limits{})
		if err != nil {
			t.Fatal(err)
		}
		b.Apply(a)
	}
	record := strings.Join(b.Notation(), "\n")
	code, out, errs := runArena(t, record, "move", "-game", "hex")
	if code != 2 || out != "" || !strings.Contains(errs, "battle is over") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

func TestHexMatch(t *testing.T) {
	games := "6"
	if testing.Short() {
		games = "2"
	}
	args := []string{"-game", "hex", "-p1", "seed-minimax", "-p2", "random", "-games", games, "-seed", "5", "-swap"}
	code, out, errs := runArena(t, "", args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 1+1+int(games[0]-'0')+1 {
		t.Fatalf("want a heading, a table header, %s rows and the summary:\n%s", games, out)
	}
	for i, row := range lines[2 : len(lines)-1] {
		f := strings.Fields(row)
		wantBlue := []string{"p1", "p2"}[i%2]
		if len(f) < 5 || f[1] != wantBlue {
			t.Errorf("row %d %q: want %s as blue", i, row, wantBlue)
		}
	}
	m := lastLine.FindStringSubmatch(lines[len(lines)-1])
	if m == nil {
		t.Fatalf("last line %q", lines[len(lines)-1])
	}
	if m[1] != games {
		t.Errorf("the seed minimax did not win every game against random play:\n%s", out)
	}
	// The same seed plays the same match.
	_, again, _ := runArena(t, "", args...)
	strip := func(s string) string { return s[:strings.LastIndex(s, "mean move")] }
	if strip(again) != strip(out) {
		t.Errorf("same seed, different matches:\n%s\n%s", out, again)
	}
}
