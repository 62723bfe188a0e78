package main

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"stratagem/ai/mechai"
	"stratagem/board/hex"
	"stratagem/units/mech"
)

func TestMechUnknownAI(t *testing.T) {
	code, _, errs := runArena(t, "", "-game", "mech", "-p1", "grandmaster")
	if code != 2 || !strings.Contains(errs, "unknown Mech Duel AI") {
		t.Errorf("unknown AI: exit %d, stderr %q", code, errs)
	}
}

func TestMechMatch(t *testing.T) {
	games := 4
	if testing.Short() {
		games = 2
	}
	rows, p1, _, _ := swappedMatch(t, games, "-game", "mech", "-p1", "tactical", "-p2", "random", "-games", strconv.Itoa(games), "-seed", "5", "-swap")
	for i, row := range rows {
		if !strings.Contains(row, "destroyed") && !strings.Contains(row, "turn-limit") {
			t.Errorf("row %d %q: no reason", i, row)
		}
		if !regexp.MustCompile(`  strikes \d+, turns \d+$`).MatchString(row) {
			t.Errorf("row %d %q: no strikes and turns", i, row)
		}
	}
	if p1 != strconv.Itoa(games) {
		t.Errorf("tactical won %s of %d duels against random play", p1, games)
	}
}

// The counts of a duel: every strike made, hit or miss, and the turns
// played; the match sums them up per game.
func TestMechCounts(t *testing.T) {
	m, err := hex.LoadMap(hex.MechMapNames()[0])
	if err != nil {
		t.Fatal(err)
	}
	d, err := mech.New(m, mech.StandardPair, mech.StandardPair)
	if err != nil {
		t.Fatal(err)
	}
	if got := mechCounts(d); !slices.Equal(got, []count{{"strikes", 0}, {"turns", 1}}) {
		t.Errorf("a new duel counts %v", got)
	}
	d = finishedGame(t, mechGame, "seed", "seed")
	strikes := 0
	for _, line := range d.Notation() {
		if f := strings.Fields(line); len(f) > 1 && (f[1] == "punch" || f[1] == "kick" || f[1] == "club") {
			strikes++
		}
	}
	if got := mechCounts(d); !slices.Equal(got, []count{{"strikes", strikes}, {"turns", d.Turn()}}) {
		t.Errorf("a finished duel with %d strikes in %d turns counts %v", strikes, d.Turn(), got)
	}
	var ts []tally
	for _, n := range []int{3, 0, 7} {
		ts = addCounts(ts, []count{{"strikes", n}, {"turns", 10}})
	}
	want := []tally{{name: "strikes", games: 3, sum: 10, least: 0, most: 7}, {name: "turns", games: 3, sum: 30, least: 10, most: 10}}
	if !slices.Equal(ts, want) {
		t.Errorf("tallies %+v, want %+v", ts, want)
	}
	if got := noteText(gameResult{Note: "first exact 3/9", Counts: []count{{"strikes", 2}}}); got != "first exact 3/9, strikes 2" {
		t.Errorf("note %q", got)
	}
}

func TestMechMapsAlternate(t *testing.T) {
	n := len(hex.MechMapNames())
	if n < 2 {
		t.Skip("one mech map")
	}
	// The seeds the match gives game i (main.go): base+1, base+2.
	for _, seed := range []uint64{1, 2, 7} {
		seen := map[string]bool{}
		for i := range n {
			base := seed*1_000_003 + uint64(i)*2
			seen[mapOf(t, mechGame, [2]uint64{base + 1, base + 2})] = true
		}
		if len(seen) != n {
			t.Errorf("seed %d: %d games played %d maps", seed, n, len(seen))
		}
	}
}

func TestMechTournament(t *testing.T) {
	code, out, errs := runArena(t, "", "-game", "mech", "-tournament", "seed,random", "-games", "1", "-seed", "2")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.HasPrefix(out, "mech tournament: seed, random; 1 games") {
		t.Errorf("output:\n%s", out)
	}
}

func TestMechMoveAnswersWithALegalAction(t *testing.T) {
	for _, tc := range []struct {
		record string
		want   string // the answer's prefix
	}{
		{"", "initiative"},
		{"initiative 5-8\n", "B"}, // Blue lost: it moves first
		{"# a record\ninitiative 8-5   # Red moves first\n", "R"}, // Red lost
		{"map mech-highlands\ninitiative 8-5\n", "R"},
		{"initiative 5-8\nBranger stands\n", "R"},
	} {
		for _, ai := range mechai.Roster.Names() {
			code, out, errs := runArena(t, tc.record, "move", "-game", "mech", "-ai", ai)
			if code != 0 {
				t.Fatalf("%s, %q: exit %d: %s", ai, tc.record, code, errs)
			}
			if !strings.HasPrefix(out, tc.want) {
				t.Errorf("%s, %q: answer %q, want %s…", ai, tc.record, out, tc.want)
			}
			_, d, err := readRecord(mechGame.rules, tc.record)
			if err != nil {
				t.Fatal(err)
			}
			if !answerIsLegal(d, strings.TrimSpace(out)) {
				t.Errorf("%s, %q: answer %q is not a legal action", ai, tc.record, out)
			}
		}
	}
	// The default AI is tactical.
	code, out, errs := runArena(t, "initiative 5-8\n", "move", "-game", "mech")
	if code != 0 || !strings.HasPrefix(out, "B") {
		t.Errorf("exit %d, answer %q, stderr %q", code, out, errs)
	}
}

// answerIsLegal reports whether the unrolled action s (as arena move writes
// it) is one of d's legal actions.
func answerIsLegal(d *mech.Duel, s string) bool {
	for _, a := range d.LegalActions(nil) {
		if d.FormatAction(a) == s {
			return true
		}
	}
	return false
}

func TestMechMoveRejectsFinishedDuel(t *testing.T) {
	d := finishedGame(t, mechGame, "tactical", "random")
	record := "map " + mapFileName(t, d.Map().Name) + "\n" + strings.Join(d.Notation(), "\n")
	moveRejected(t, record, "game is over", "-game", "mech")
}

// mapFileName returns the file name of the mech map titled title.
func mapFileName(t *testing.T, title string) string {
	t.Helper()
	for _, name := range hex.MechMapNames() {
		if m, err := hex.LoadMap(name); err == nil && m.Name == title {
			return name
		}
	}
	t.Fatalf("no mech map titled %q", title)
	return ""
}

// -map puts every duel on the mech map it names and -forces gives Blue and
// Red the mechs it names (whoever plays them); the heading says both.
func TestMechMapAndForces(t *testing.T) {
	e, err := mechGame.with("map", "mech-highlands")
	if err != nil {
		t.Fatal(err)
	}
	if e, err = e.with("forces", "kestrel,Warden/JUGGERNAUT"); err != nil {
		t.Fatal(err)
	}
	if g := gameOf(e); g.Heading != ", map mech-highlands, forces kestrel,Warden/JUGGERNAUT" || g.TwoMaps {
		t.Errorf("heading %q, two maps %v", g.Heading, g.TwoMaps)
	}
	want := mustLoad(t, "mech-highlands")
	for k := range 3 { // the maps no longer alternate
		g, err := e.rulesFor(gameSeeds(1, k))
		if err != nil {
			t.Fatal(err)
		}
		d, err := g.New()
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, u := range d.Mechs() {
			got = append(got, u.Side.String()+" "+u.Design.String())
		}
		if d.Map().Name != want.Name || strings.Join(got, ", ") != "blue Kestrel, blue Warden, red Juggernaut" {
			t.Errorf("game %d on %s with %v", k, d.Map().Name, got)
		}
	}
	// "standard" is the standard pair.
	forces, err := mech.ParseForces("Standard/ranger")
	if err != nil || !slices.Equal(forces[mech.Blue], mech.StandardPair) || !slices.Equal(forces[mech.Red], []mech.DesignID{mech.Ranger}) {
		t.Errorf("ParseForces: %v, %v", forces, err)
	}
	if s := mech.FormatForces([mech.NumSides][]mech.DesignID{mech.StandardPair, nil}); s != "standard/standard" {
		t.Errorf("the standard forces are written %q", s)
	}
	code, out, errs := runArena(t, "", "-game", "mech", "-map", "mech-city", "-forces", "Longbow/Bulldog,Kestrel", "-p1", "seed", "-p2", "random", "-games", "1")
	if heading, _, _ := strings.Cut(out, "\n"); code != 0 || !strings.HasSuffix(heading, ", map mech-city, forces Longbow/Bulldog,Kestrel") {
		t.Errorf("exit %d, %s, heading %q", code, errs, heading)
	}
	// Two players that use no clock, so that the same seed plays the same
	// match on a busy machine too (the tactical player at 50 ms did not).
	swappedMatch(t, 2, "-game", "mech", "-map", "mech-city", "-forces", "Warden/Warden", "-p1", "seed", "-p2", "beginner", "-games", "2", "-swap", "-movetime", "50ms")
	code, out, errs = runArena(t, "", "-game", "mech", "-forces", "Kestrel/Kestrel", "-tournament", "seed,random", "-games", "1")
	if code != 0 || !strings.HasPrefix(out, "mech tournament: seed, random; 1 games per ordered pair, movetime each AI's default, seed 1, forces Kestrel/Kestrel\n") {
		t.Errorf("tournament: exit %d, %s\n%s", code, errs, out)
	}
}

// Every design can be matched on every map: a duel of the seed's player
// against itself, one design a side, ends by the rules.
func TestMechEveryDesignOnEveryMap(t *testing.T) {
	for _, name := range hex.MechMapNames() {
		for _, id := range mech.Designs() {
			e, err := mechGame.with("map", name)
			if err == nil {
				e, err = e.with("forces", id.String()+"/"+id.String())
			}
			if err != nil {
				t.Fatal(err)
			}
			d := finishedGame(t, e, "seed", "seed")
			if us := d.Mechs(); len(us) != 2 || us[0].Design != id || us[1].Design != id || d.Map().Name != mustLoad(t, name).Name {
				t.Errorf("%s, %v: the duel was %v on %s", name, id, us, d.Map().Name)
			}
		}
	}
}

func mustLoad(t *testing.T, name string) *hex.Map {
	t.Helper()
	m, err := hex.LoadMap(name)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// With -swap and the maps alternating, each player plays each colour on
// each map: a map that favours Blue favours neither player.
func TestMechSwapGivesEachColourOnEachMap(t *testing.T) {
	for _, seed := range []uint64{1, 2, 7} {
		seen := map[string]int{}
		for i := range 8 {
			base := seed*1_000_003 + uint64(i)*2 // gameSeeds
			blue := firstPlayer(i, true, gameOf(mechGame).TwoMaps)
			seen[fmt.Sprintf("p%d blue on %s", blue+1, mapOf(t, mechGame, [2]uint64{base + 1, base + 2}))]++
		}
		if len(seen) != 4 {
			t.Errorf("seed %d: 8 games give %v, want each player blue twice on each map", seed, seen)
		}
		for k, n := range seen {
			if n != 2 {
				t.Errorf("seed %d: %s %d times, want 2", seed, k, n)
			}
		}
	}
	if firstPlayer(1, true, false) != 1 || firstPlayer(2, true, false) != 0 || firstPlayer(3, false, true) != 0 {
		t.Error("one map: -swap alternates game by game; no -swap: p1 always first")
	}
}

// mapOf returns the map of the duel of e whose players have seeds.
func mapOf(t *testing.T, e entry[*mech.Duel, mech.Action], seeds [2]uint64) string {
	t.Helper()
	g, err := e.rulesFor(seeds)
	if err != nil {
		t.Fatal(err)
	}
	return g.(mech.Rules).MapName()
}
