package main

import (
	"bytes"
	"slices"
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
	b := finishedGame(t, hexGame, "seed-minimax", "random")
	moveRejected(t, strings.Join(b.Notation(), "\n"), "game is over", "-game", "hex")
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

// TestHexMoveOnAMap: a first line "map NAME" sets the battle on that field,
// a shipped one or a random one, and the answer is legal there.
func TestHexMoveOnAMap(t *testing.T) {
	for _, tc := range []struct{ spec, record string }{
		{"island-fords", "map island-fords\nBflyer a2-e1\n"},
		{"random:7", "# a random field\nmap random:7\n\nBflyer a2-b2   # one step\nRflyer waits\n"},
		{"fortress-gate", "MAP fortress-gate\n"},
	} {
		code, out, errs := runArena(t, tc.record, "move", "-game", "hex", "-ai", "random")
		if code != 0 {
			t.Fatalf("%q: exit %d: %s", tc.record, code, errs)
		}
		m, err := hex.LoadBattleMap(tc.spec)
		if err != nil {
			t.Fatal(err)
		}
		// The record without its map line, on the field it names.
		actions := tc.record[strings.Index(tc.record, tc.spec)+len(tc.spec):]
		if _, err := units.ParseGame(m, actions+out); err != nil {
			t.Errorf("%q: the answer %q does not continue the battle on %s: %v", tc.record, out, tc.spec, err)
		}
	}
}

// TestHexMatchOnAMap: -map puts every game of a match on the field it
// names, and the heading says which; the same seed plays the same match.
func TestHexMatchOnAMap(t *testing.T) {
	for _, spec := range []string{"mountain-pass", "random:7"} {
		code, out, errs := runArena(t, "", "-game", "hex", "-map", spec, "-p1", "seed-minimax", "-p2", "random", "-games", "1", "-seed", "5")
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", spec, code, errs)
		}
		if heading, _, _ := strings.Cut(out, "\n"); !strings.HasSuffix(heading, ", map "+spec) {
			t.Errorf("%s: heading %q", spec, heading)
		}
		swappedMatch(t, 2, "-game", "hex", "-map", spec, "-p1", "random", "-p2", "random", "-games", "2", "-seed", "5", "-swap")
	}
	// Without -map, the river crossing.
	_, out, _ := runArena(t, "", "-game", "hex", "-p1", "random", "-p2", "random", "-games", "1")
	if heading, _, _ := strings.Cut(out, "\n"); !strings.HasSuffix(heading, ", map river-crossing") {
		t.Errorf("heading %q", heading)
	}
	code, out, errs := runArena(t, "", "-game", "hex", "-map", "open-field", "-tournament", "random,seed-minimax", "-games", "1", "-seed", "2")
	if code != 0 || !strings.HasPrefix(out, "hex tournament: random, seed-minimax; 1 games per ordered pair, movetime each AI's default, seed 2, map open-field\n") {
		t.Errorf("tournament: exit %d, %s\n%s", code, errs, out)
	}
}

// TestHexGamesOnTheMap: the games -map sets up are on that field.
func TestHexGamesOnTheMap(t *testing.T) {
	for _, spec := range []string{"open-field", "random:7", "random:8"} {
		e, err := hexGame.with("map", spec)
		if err != nil {
			t.Fatal(err)
		}
		if g := gameOf(e); g.Heading != ", map "+spec || g.Name != "hex" {
			t.Errorf("%s: game %q, heading %q", spec, g.Name, g.Heading)
		}
		b, err := e.rules.New()
		if err != nil {
			t.Fatal(err)
		}
		want, _ := hex.LoadBattleMap(spec)
		if !b.Map().Equal(want) {
			t.Errorf("%s: the battle is on %s", spec, b.Map().Name)
		}
	}
	if _, err := hexGame.with("map", "random:"); err == nil {
		t.Error(`with("map", "random:") succeeded`)
	}
	for _, g := range games {
		// Hex Battle has one map by default, the Mech Duel its maps in turn.
		hasMaps := slices.Contains(g.Choices, "map")
		if hasMaps != (g.Name == "hex" || g.Name == "mech") || g.TwoMaps != (g.Name == "mech") {
			t.Errorf("%s: a choice of maps %v, two maps %v", g.Name, hasMaps, g.TwoMaps)
		}
	}
}

func TestHexMoveRejectsFinishedBattleOnAMap(t *testing.T) {
	e, err := hexGame.with("map", "open-field")
	if err != nil {
		t.Fatal(err)
	}
	b := finishedGame(t, e, "seed-minimax", "random")
	moveRejected(t, "map open-field\n"+strings.Join(b.Notation(), "\n"), "game is over", "-game", "hex")
}

// -armies gives every game of a match the armies it names, by colour; a bad
// one is a usage error, and -armies with a game without armies too.
func TestHexArmies(t *testing.T) {
	e, err := hexGame.with("armies", "standard/archer:20 archer:20 archer:20 pikeman:10 pikeman:10")
	if err != nil {
		t.Fatal(err)
	}
	b, err := e.rules.New()
	if err != nil {
		t.Fatal(err)
	}
	us := b.Units()
	if us[0].Kind != units.Flyer || us[units.ArmySize].Kind != units.Archer || us[units.ArmySize+4].Fighters != 10 {
		t.Fatalf("the battle's units: %v", us)
	}
	for _, tc := range []struct{ args, want string }{
		{"-game hex -armies standard", "split by /"},
		{"-game hex -armies standard/knight:60", "Red's army"},
		{"-game hex -armies standard/knight:60 knight:60 knight:60 knight:60 knight:60", "more than the 416"},
		{"-game mill -armies standard/standard", "mill has none to choose"},
	} {
		var out, errb bytes.Buffer
		args := strings.SplitN(tc.args, " ", 4)
		if i := strings.Index(tc.args, "-armies "); i >= 0 {
			args = append(strings.Fields(tc.args[:i]), "-armies", tc.args[i+len("-armies "):])
		}
		if code := run(args, nil, &out, &errb); code != 2 || !strings.Contains(errb.String(), tc.want) {
			t.Errorf("%s: exit %d, %q", tc.args, code, errb.String())
		}
	}
	var out, errb bytes.Buffer
	code := run([]string{"-game", "hex", "-p1", "normal", "-p2", "random", "-games", "1", "-armies", "standard/archer:20 archer:20 archer:20 pikeman:10 pikeman:10"}, nil, &out, &errb)
	if code != 0 || !strings.Contains(out.String(), "p1 1 wins") {
		t.Fatalf("a match with chosen armies: exit %d\n%s%s", code, out.String(), errb.String())
	}
}

// TestHexDrawSaysWhoWasAhead: a battle drawn by the quiet-round rule names
// the side with more hit points left (16 of each kind: 16·(108+98+128+90+
// 100) = 8384; one of each: 524), or says it was level.
func TestHexDrawSaysWhoWasAhead(t *testing.T) {
	for _, c := range []struct {
		blue, red string
		ahead     int
		note      string
	}{
		{"standard", "pikeman:1 swordsman:1 knight:1 archer:1 flyer:1", 1, "Blue ahead, points 8384 to 524"},
		{"pikeman:1 swordsman:1 knight:1 archer:1 flyer:1", "standard", 2, "Red ahead, points 8384 to 524"},
		{"standard", "standard", 0, "level, points 8384 each"},
	} {
		armies, err := units.ParseArmies(c.blue + "/" + c.red)
		if err != nil {
			t.Fatal(err)
		}
		b, err := units.NewBattleWithArmies(hex.BattleMap(), armies)
		if err != nil {
			t.Fatal(err)
		}
		for !b.Outcome().Over() {
			if err := b.Play(units.Action{Kind: units.Defend}); err != nil {
				t.Fatal(err)
			}
		}
		res := resultOf(units.Rules{}.Outcome(b), b.Ply())
		if res.Winner != -1 || res.Reason != "quiet-rounds" || res.Ahead != c.ahead || res.Note != c.note {
			t.Errorf("%s against %s: %+v", c.blue, c.red, res)
		}
	}
}

// TestHexMatchCountsDrawsWithASideAhead: each drawn row names the player
// ahead, and a line before the move times counts them (two random players
// on the mountain pass under seed 5 draw both games by the round limit).
func TestHexMatchCountsDrawsWithASideAhead(t *testing.T) {
	code, out, errs := runArena(t, "", "-game", "hex", "-map", "mountain-pass", "-p1", "random", "-p2", "random", "-games", "2", "-seed", "5", "-swap")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{
		"round-limit", "p2 (random) Red ahead, points 2093 to 420", "p1 (random) Red ahead, points 1819 to 1020",
		"\ndraws with a side ahead: p1 ahead in 1, p2 ahead in 1\nmoves: ",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
}
