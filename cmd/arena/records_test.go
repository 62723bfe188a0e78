package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"stratagem/ai"
	"stratagem/board/hex"
	"stratagem/board/record"
	"stratagem/board/rules"
	"stratagem/board/soak"
)

// allKinds are the record kinds of arena's games.
func allKinds() []record.Kind {
	var kinds []record.Kind
	for _, g := range games {
		kinds = append(kinds, g.Kind)
	}
	return kinds
}

// TestRecordsRoundTrip: games of every game, played by arena's own match
// code (playGame) with random players on every variant, are written as
// records, read back (every move checked), and replay to the same final
// position (hash), the same outcome and the same moves; the record read
// writes the same text again.
func TestRecordsRoundTrip(t *testing.T) {
	type variants = [][]rules.Tag
	var hexMaps, mechMaps variants
	for _, m := range hex.BattleMapNames() {
		hexMaps = append(hexMaps, []rules.Tag{{Key: "map", Value: m}})
	}
	hexMaps = append(hexMaps, []rules.Tag{{Key: "map", Value: "random:7"}, {Key: "armies", Value: "archer:20 archer:20 archer:20 pikeman:10 pikeman:10/standard"}})
	for _, m := range hex.MechMapNames() {
		mechMaps = append(mechMaps, []rules.Tag{{Key: "map", Value: m}})
	}
	mechMaps = append(mechMaps, []rules.Tag{{Key: "forces", Value: "Kestrel,Kestrel,Warden/Juggernaut"}})
	roundTrips(t, millGame, soak.Count(40, 160, 2000), variants{
		{{Key: "variant", Value: "nine-mens-morris"}}, {{Key: "variant", Value: "twelve-mens-morris"}},
	})
	roundTrips(t, connectGame, soak.Count(40, 160, 2000), variants{
		{}, {{Key: "board", Value: "9x8"}, {Key: "line", Value: "5"}}, {{Key: "board", Value: "4x4"}, {Key: "line", Value: "3"}},
		{{Key: "board", Value: "5x7"}, {Key: "line", Value: "4"}},
	})
	roundTrips(t, hexGame, soak.Count(4, 12, 400), hexMaps)
	roundTrips(t, mechGame, soak.Count(4, 12, 400), mechMaps)
}

// roundTrips plays n games of e with random players, each on the next of
// variants in turn, and checks that each one's record reads back as the
// game played.
func roundTrips[S, M any](t *testing.T, e entry[S, M], n int, variants [][]rules.Tag) {
	t.Helper()
	endings := map[string]int{}
	moves := 0
	for i := range n {
		g := e.rules
		for _, tag := range variants[i%len(variants)] {
			var err error
			if g, err = g.WithTag(tag.Key, tag.Value); err != nil {
				t.Fatalf("%s %v: %v", e.rules.ID(), tag, err)
			}
		}
		seeds := [2]uint64{uint64(2*i + 1), uint64(2*i + 2)}
		var players [2]ai.Player[S, M]
		for k := range players {
			players[k] = &ai.Random[S, M]{Rules: g, Rng: rand.New(rand.NewPCG(seeds[k], 99))}
		}
		s, res, err := playGame(context.Background(), g, players, seeds, ai.Limits{}, opening{}, nil, nil)
		if err != nil {
			t.Fatalf("%s game %d: %v", g.ID(), i, err)
		}
		rec := res.Record
		rec.Players[0].Name, rec.Players[1].Name = "Anna \"the first\"", `C:\Computer`
		rec.Date = time.Date(2025, 6, 1, 14, 5, i%60, 0, time.UTC)
		rec.Event = fmt.Sprintf("round trip %d", i)
		text, err := record.Text(rec)
		if err != nil {
			t.Fatalf("%s game %d: %v", g.ID(), i, err)
		}
		back, g2, s2, err := record.ReadGame(strings.NewReader(text), e.rules)
		if err != nil {
			t.Fatalf("%s game %d: the record does not read back: %v\n%s", g.ID(), i, err, text)
		}
		if g2.Hash(s2) != g.Hash(s) || g2.Ply(s2) != g.Ply(s) {
			t.Fatalf("%s game %d: replayed to hash %x at ply %d, played to %x at ply %d", g.ID(), i, g2.Hash(s2), g2.Ply(s2), g.Hash(s), g.Ply(s))
		}
		if o, o2 := g.Outcome(s), g2.Outcome(s2); o.String() != o2.String() {
			t.Fatalf("%s game %d: replayed to %v, played to %v", g.ID(), i, o2, o)
		}
		if !back.Result.Equal(rec.Result) || !slices.Equal(back.Moves, rec.Moves) || !slices.Equal(back.Variant, g.Tags()) ||
			back.Players != rec.Players || !back.Date.Equal(rec.Date) || back.Event != rec.Event {
			t.Fatalf("%s game %d: read back as %+v, written as %+v", g.ID(), i, back, rec)
		}
		again, err := record.Text(back)
		if err != nil || again != text {
			t.Fatalf("%s game %d: written again differently (%v):\n%s\n%s", g.ID(), i, err, text, again)
		}
		if _, err := record.Read(strings.NewReader(text), allKinds()...); err != nil {
			t.Fatalf("%s game %d: Read: %v", g.ID(), i, err)
		}
		endings[rec.Result.String()]++
		moves += len(rec.Moves)
	}
	t.Logf("%s: %d games, %d moves, read back: %v", e.rules.ID(), n, moves, endings)
}

// TestRecordCheck: arena record -check reads what -records writes, a line
// a record; a broken record is named with its line, the others are still
// read, and the exit status is 2.
func TestRecordCheck(t *testing.T) {
	dir := t.TempDir()
	if code, _, errs := runArena(t, "", "-game", "mill", "-p1", "random", "-p2", "easy", "-games", "3", "-seed", "5", "-records", dir); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "game-*.txt"))
	if len(files) != 3 {
		t.Fatalf("records %v", files)
	}
	code, out, errs := runArena(t, "", append([]string{"record", "-check"}, files...)...)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || errs != "" || len(lines) != 3 {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
	for i, line := range lines {
		if !strings.HasPrefix(line, files[i]+": mill, variant nine-mens-morris; Blue arena p") || !strings.Contains(line, " moves; ") {
			t.Errorf("summary %q", line)
		}
	}

	// Game 2 with its second pair's Blue move changed to Red's first.
	text, err := os.ReadFile(files[1])
	if err != nil {
		t.Fatal(err)
	}
	lines = strings.Split(string(text), "\n")
	i := slices.IndexFunc(lines, func(l string) bool { return strings.HasPrefix(l, "2. ") })
	first := strings.Fields(lines[i-1])[2]
	lines[i] = "2. " + first + " " + strings.Fields(lines[i])[2]
	bad := filepath.Join(dir, "bad.txt")
	if err := os.WriteFile(bad, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs = runArena(t, "", "record", "-check", files[0], bad, files[2])
	want := fmt.Sprintf("arena record: %s: line %d: %q is not a legal move (Blue, move 3): ", bad, i+1, first)
	if code != 2 || !strings.HasPrefix(errs, want) || strings.Count(out, "\n") != 2 {
		t.Errorf("exit %d, stdout %q, stderr %q; want exit 2, two summaries and %q", code, out, errs, want)
	}

	for _, args := range [][]string{{"record"}, {"record", "-check"}, {"record", "-check", filepath.Join(dir, "none.txt")}} {
		if code, _, errs := runArena(t, "", args...); code != 2 || errs == "" {
			t.Errorf("%v: exit %d, stderr %q", args, code, errs)
		}
	}
}

// TestMoveReadsRecords: arena move takes a record of an unfinished game
// as well as a bare move list, and refuses one of another game or of a
// game that has ended (by its rules or otherwise).
func TestMoveReadsRecords(t *testing.T) {
	rec := "[Game \"mill\"]\n[Variant \"nine-mens-morris\"]\n[Result \"unfinished\"]\n\n1. a1 b2\n2. d1 b4\nunfinished\n"
	code, out, errs := runArena(t, rec, "move", "-game", "mill", "-ai", "easy")
	if code != 0 || !strings.HasPrefix(out, "g1x") {
		t.Errorf("exit %d, answer %q (%s), want the mill g1x…", code, out, errs)
	}
	moveRejected(t, rec, `this is a record of "mill", not of connect`, "-game", "connect")
	resigned := strings.NewReplacer(`"unfinished"`, "\"Red wins\"]\n[Ending \"resigned\"", "\nunfinished", "\nRed wins (resigned)").Replace(rec)
	moveRejected(t, resigned, "the record says the game ended after 4 moves: Red wins (resigned)", "-game", "mill")
	moveRejected(t, strings.Replace(rec, "2. d1 b4", "2. d1 d1", 1), `line 6: "d1" is not a legal move (Red, move 4)`, "-game", "mill")
	moveRejected(t, strings.TrimSuffix(rec, "unfinished\n"), "it may have been cut short", "-game", "mill")
}

// TestDocsRecords: the example records of docs/records.md (docs/records/)
// read and check, one of every game, and the ones the page shows whole
// are shown as they are.
func TestDocsRecords(t *testing.T) {
	page, err := os.ReadFile("../../docs/records.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range games {
		name := filepath.Join("../../docs/records", g.Name+".txt")
		text, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := record.Read(strings.NewReader(string(text)), allKinds()...)
		if err != nil || rec.Game != g.Name {
			t.Errorf("%s: %v (game %q)", name, err, rec.Game)
		}
		if (g.Name == "mill" || g.Name == "connect") && !strings.Contains(string(page), "```text\n"+string(text)+"```") {
			t.Errorf("docs/records.md does not show %s as it is", name)
		}
	}
}
