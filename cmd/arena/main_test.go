package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"stratagem/ai"
	"stratagem/ai/connectai"
	"stratagem/ai/hexai"
	"stratagem/ai/mechai"
	"stratagem/ai/millai"
	"stratagem/board/mill"
)

func runArena(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestList(t *testing.T) {
	code, out, errs := runArena(t, "", "-list")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	for _, g := range []struct {
		game  string
		names []string
	}{
		{"mill", millai.Roster.Names()},
		{"hex", hexai.Roster.Names()},
		{"connect", connectai.Roster.Names()},
		{"mech", mechai.Roster.Names()},
	} {
		for _, name := range g.names {
			if !regexp.MustCompile(`(?m)^` + g.game + `\s+` + name + `\s+\S`).MatchString(out) {
				t.Errorf("-list lacks a described line for %s %s:\n%s", g.game, name, out)
			}
		}
	}
}

// arena -version prints the build: a test binary carries no commit, so
// "unknown" here; a build inside git names its commit (the game's
// TestVersion checks a real build).
func TestVersion(t *testing.T) {
	code, out, errs := runArena(t, "", "-version")
	if code != 0 || errs != "" || !regexp.MustCompile(`^arena (v\S+|[0-9a-f]{12}(-modified)?( \(\d{4}-\d\d-\d\d\))?|unknown)\n$`).MatchString(out) {
		t.Errorf("-version: exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

func TestBadFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-bogus"}, "flag provided but not defined"},
		{[]string{"-games", "x"}, "invalid value"},
		{[]string{"-games", "0"}, "-games must be at least 1"},
		{[]string{"-movetime", "-1s"}, "must not be negative"},
		{[]string{"-openings", "-2"}, "-openings must not be negative"},
		{[]string{"-p1", "deepblue"}, "easy, normal, hard, master, grandmaster, seed, timed, random"},
		{[]string{"-game", "chess"}, "games: mill"},
		{[]string{"-game", "connect", "-p1", "grandmaster"}, "unknown Connect Four AI"},
		{[]string{"-game", "hex", "-p1", "grandmaster"}, "unknown Hex Battle AI"},
		{[]string{"move", "-game", "hex", "-ai", "expert"}, "seed-minimax"},
		{[]string{"extra"}, "unexpected argument"},
		{[]string{"move", "-ai", "nobody"}, "unknown Mill AI"},
		{[]string{"move", "-game", "go"}, "unknown game"},
		{[]string{"move", "d1"}, "standard input"},
		{[]string{"-map", "river-crossing"}, "-map chooses the map of a game; mill has none to choose"},
		{[]string{"-game", "connect", "-map", "open-field"}, "connect has none to choose (its choices: board, line)"},
		{[]string{"-game", "mech", "-map", "nowhere"}, `no mech map "nowhere" (maps: mech-city, mech-highlands)`},
		{[]string{"-game", "mech", "-map", "river-crossing"}, `no mech map "river-crossing"`},
		{[]string{"-game", "mech", "-forces", "Ranger"}, "want Blue's mechs and Red's split by /"},
		{[]string{"-game", "mech", "-forces", "Ranger/Atlas"}, `Red's mechs: no mech design "Atlas" (designs: Kestrel, Ranger, Longbow, Bulldog, Warden, Juggernaut)`},
		{[]string{"-game", "mech", "-forces", "Ranger,/Bulldog"}, `Blue's mechs: no mech design ""`},
		{[]string{"-game", "mech", "-forces", "Ranger,Ranger,Ranger,Ranger,Ranger/standard"}, "Blue has 5 mechs (1 to 4)"},
		{[]string{"-game", "mech", "-forces", "/"}, `Blue's mechs: no mech design ""`},
		{[]string{"-game", "mech", "-tournament", "seed,random", "-forces", "x/y"}, `no mech design "x"`},
		{[]string{"-game", "hex", "-forces", "standard/standard"}, "-forces chooses the forces of a game; hex has none to choose (its choices: map, armies)"},
		{[]string{"-game", "mech", "-armies", "standard/standard"}, "mech has none to choose"},
		{[]string{"-variant", "eleven-mens-morris"}, `no Mill variant "eleven-mens-morris" (variants: nine (nine-mens-morris), twelve (twelve-mens-morris), lasker (lasker-morris), morabaraba, six (six-mens-morris), three (three-mens-morris))`},
		{[]string{"move", "-variant", "eleven"}, `-variant: no Mill variant "eleven"`},
		{[]string{"engine", "-variant", "sixes"}, `-variant: no Mill variant "sixes"`},
		{[]string{"move", "-game", "connect", "-variant", "six"}, "-variant chooses the variant of a game; connect has none to choose"},
		{[]string{"-game", "connect", "-variant", "twelve-mens-morris"}, "connect has none to choose"},
		{[]string{"-w", "9"}, "-w chooses the board of a game; mill has none to choose"},
		{[]string{"-game", "connect", "-w", "3"}, "-w: connect: width 3 is outside 4–9"},
		{[]string{"-game", "connect", "-h", "7", "-n", "8"}, "-n: "},
		{[]string{"-game", "hex", "-map", "nowhere"}, "maps: fortress-gate, island-fords, mountain-pass, open-field, river-crossing, or random:SEED"},
		{[]string{"-game", "hex", "-map", "mech-city"}, `no Hex Battle map "mech-city"`},
		{[]string{"-game", "hex", "-map", ""}, `no Hex Battle map ""`},
		{[]string{"-game", "hex", "-map", "random:x"}, "whole number"},
		{[]string{"-game", "hex", "-map", "random:-7"}, "whole number"},
		{[]string{"-game", "hex", "-tournament", "random,normal", "-map", "nowhere"}, `no Hex Battle map "nowhere"`},
		{[]string{"move", "-game", "hex", "-map", "open-field"}, "flag provided but not defined: -map"},
	} {
		code, out, errs := runArena(t, "", tc.args...)
		if code != 2 {
			t.Errorf("%v: exit %d, want 2", tc.args, code)
		}
		if !strings.Contains(errs, tc.want) || !strings.Contains(errs, "usage:") {
			t.Errorf("%v: stderr lacks %q and the usage:\n%s", tc.args, tc.want, errs)
		}
		if out != "" {
			t.Errorf("%v: wrote to stdout: %q", tc.args, out)
		}
	}
}

func TestMoveAnswersWithALegalMove(t *testing.T) {
	for _, moves := range []string{"", "d1 a1 g1 a4", "d1 a1\ng1\ta4  a7 "} {
		code, out, errs := runArena(t, moves, "move", "-game", "mill", "-ai", "hard", "-movetime", "50ms")
		if code != 0 {
			t.Fatalf("%q: exit %d: %s", moves, code, errs)
		}
		pos, err := mill.ParseGame(moves)
		if err != nil {
			t.Fatal(err)
		}
		m, err := mill.ParseMove(strings.TrimSpace(out))
		if err != nil || !pos.IsLegal(m) {
			t.Errorf("%q: answer %q is not a legal move (%v)", moves, out, err)
		}
	}
	// The AI takes a mill in one: blue a1 d1, g1 free.
	code, out, _ := runArena(t, "a1 b2 d1 b4", "move", "-ai", "easy")
	if code != 0 || !strings.HasPrefix(out, "g1x") {
		t.Errorf("exit %d, answer %q, want the mill g1x…", code, out)
	}
}

// arena move and arena engine play the variant -variant names, by its
// short name or its ID.
func TestMoveAndEngineTakeAVariant(t *testing.T) {
	for _, c := range []struct{ flag, moves string }{
		{"three", "a1 d4"}, {"six-mens-morris", "d1 d2 a1"}, {"lasker", "d1 a1 g1 a4"}, {"morabaraba", "a1 b2"},
	} {
		v, err := mill.VariantNamed(c.flag)
		if err != nil {
			t.Fatal(err)
		}
		pos, err := v.ParseGame(c.moves)
		if err != nil {
			t.Fatal(err)
		}
		code, out, errs := runArena(t, c.moves, "move", "-variant", c.flag, "-ai", "normal")
		if code != 0 {
			t.Fatalf("move -variant %s: exit %d: %s", c.flag, code, errs)
		}
		if m, err := v.ParseMove(strings.TrimSpace(out)); err != nil || !pos.IsLegal(m) {
			t.Errorf("move -variant %s: answer %q is not a legal move (%v)", c.flag, out, err)
		}
		in := "uci\nisready\nposition startpos moves " + c.moves + "\ngo depth 2\nquit\n"
		code, out, errs = runArena(t, in, "engine", "-variant", c.flag, "-ai", "normal")
		i := strings.LastIndex(out, "bestmove ")
		if code != 0 || i < 0 {
			t.Fatalf("engine -variant %s: exit %d: %s\n%s", c.flag, code, errs, out)
		}
		if m, err := v.ParseMove(strings.TrimSpace(out[i+len("bestmove "):])); err != nil || !pos.IsLegal(m) {
			t.Errorf("engine -variant %s: %q is not a legal move (%v)", c.flag, out[i:], err)
		}
	}
	// Three Men's Morris's d4 is no point of the standard board.
	if code, _, errs := runArena(t, "a1 d4", "move", "-ai", "normal"); code != 2 || !strings.Contains(errs, "d4") {
		t.Errorf("d4 in Nine Men's Morris: exit %d, %s", code, errs)
	}
}

// TestMoveRejectsBadRecords: arena move names the move or line of a record
// it cannot read, in every game.
func TestMoveRejectsBadRecords(t *testing.T) {
	for _, tc := range []struct{ game, ai, record, want string }{
		{"mill", "easy", "d1 a1 d1", "move 3 (d1): illegal move d1: d1 is not empty"},
		{"mill", "easy", "d1 z9", `"z9"`},
		{"mill", "easy", "d1 a1 d1-d2", "move 3 (d1-d2)"},
		{"hex", "random", "Bflyer a2-e5\nBflyer e5-e6\n", "line 2"},
		{"hex", "random", "Bflyer a2-z99\n", "line 1"},
		{"hex", "random", "Bflyer a2-e5 Rflyer waits\n", "line 1"},
		{"hex", "random", "Bdragon waits\n", "line 1"},
		{"hex", "random", "map nowhere\nBflyer a2-e5\n", `no Hex Battle map "nowhere"`},
		{"hex", "random", "map random:x\n", "whole number"},
		{"hex", "random", "map\n", "map VALUE"},
		{"hex", "random", "map open-field river-crossing\n", "map VALUE"},
		{"hex", "random", "Bflyer a2-e5\nmap open-field\n", "line 2"},         // only as the first line
		{"hex", "random", "map island-fords\nBflyer a2-e5\n", "line 2"},       // e5 is deep water there
		{"hex", "random", "map mech-city\n", `no Hex Battle map "mech-city"`}, // not a field of Hex Battle
		{"connect", "easy", "1212121", "the game is over"},
		{"connect", "easy", "48", `move 2 (8): "8" is not a column`},
		{"mech", "seed", "initiative 5-8\nBranger walk z99-c2 SE\n", "line 2"},
		{"mech", "seed", "initiative 5-5\n", "line 1: move 1 (initiative 5-5): \"initiative 5-5\": the initiative dice tied 5-5: ties are rerolled"},
		{"mech", "seed", "Branger stands\n", "line 1"},
		{"mech", "seed", "map nowhere\n", "no mech map"},
		{"mech", "seed", "map\n", "map VALUE"},
	} {
		moveRejected(t, tc.record, tc.want, "-game", tc.game, "-ai", tc.ai)
	}
}

// moveRejected runs arena move with args and the record on standard input
// and checks that it fails with exit status 2, writes nothing on standard
// output and names want on standard error.
func moveRejected(t *testing.T, record, want string, args ...string) {
	t.Helper()
	code, out, errs := runArena(t, record, append([]string{"move"}, args...)...)
	if code != 2 || out != "" || !strings.Contains(errs, want) {
		t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit 2 and %q", record, code, out, errs, want)
	}
}

func TestMoveRejectsFinishedGame(t *testing.T) {
	// Play a whole game quickly and hand its record to arena move.
	pos := finishedGame(t, millGame, "easy", "random")
	moveRejected(t, pos.FormatGame(), "game is over", "-ai", "hard", "-movetime", "10ms")
}

// finishedGame plays a whole game of e between the AIs first and second
// (seeds 0 and 1, the game's seeds 1 and 2) and returns its final state.
func finishedGame[S, M any](t *testing.T, e entry[S, M], first, second string) S {
	t.Helper()
	var players [2]ai.Player[S, M]
	for i, name := range []string{first, second} {
		p, err := e.roster.New(name, uint64(i))
		if err != nil {
			t.Fatal(err)
		}
		players[i] = p
	}
	g, err := e.rulesFor([2]uint64{1, 2})
	if err != nil {
		t.Fatal(err)
	}
	s, res, err := playGame(context.Background(), g, players, [2]uint64{1, 2}, ai.Limits{}, opening{}, nil, e.counts)
	if err != nil || res.Reason == "ply-limit" || strings.HasPrefix(res.Reason, "illegal") {
		t.Fatalf("%s against %s: %+v, %v", first, second, res, err)
	}
	return s
}

// replayedReason reads a record of e as arena move does and returns how
// its game ended, as the table says it.
func replayedReason[S, M any](e entry[S, M], text string) (string, error) {
	g, s, err := readRecord(e.rules, text)
	if err != nil {
		return "", err
	}
	return resultOf(g.Outcome(s), g.Ply(s)).Reason, nil
}

var moveTimesLine = regexp.MustCompile(`^moves: p1 \S+ mean \d+\.\d ms, max \d+\.\d ms; p2 \S+ mean \d+\.\d ms, max \d+\.\d ms$`)

var lastLine = regexp.MustCompile(`^p1 (\d+) wins, p2 (\d+) wins, (\d+) draws, mean move \d+\.\d ms, max move \d+\.\d ms$`)

// countLine is a line between the table and the move times: a figure the
// games counted, or the draws with a side ahead.
var countLine = regexp.MustCompile(`^(\w+ per game: mean \d+\.\d, min \d+, max \d+ \(\d+ games\)|draws with a side ahead: p1 ahead in \d+, p2 ahead in \d+)$`)

// swappedMatch runs arena with args, a -swap match of n games, and checks
// its shape (a heading, the table header, one row a game numbered in turn
// with p1 and p2 as blue in turn, the lines of the game's counts if it has
// any, the move times, the summary line) and that the same arguments play
// the same match again. It returns the rows and the summary's p1 wins, p2
// wins and draws.
func swappedMatch(t *testing.T, n int, args ...string) (rows []string, p1, p2, draws string) {
	t.Helper()
	code, out, errs := runArena(t, "", args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) < 1+1+n+2 {
		t.Fatalf("want a heading, a table header, %d rows, the move times and the summary:\n%s", n, out)
	}
	for _, line := range lines[2+n : len(lines)-2] {
		if !countLine.MatchString(line) {
			t.Fatalf("want %d rows, then the counts, the move times and the summary:\n%s", n, out)
		}
	}
	if !moveTimesLine.MatchString(lines[len(lines)-2]) {
		t.Errorf("move times %q", lines[len(lines)-2])
	}
	rows = lines[2 : 2+n]
	// A mech match without -map alternates two maps: the colours go by
	// pairs of games (firstPlayer).
	twoMaps := slices.Contains(args, "mech") && !slices.Contains(args, "-map")
	for i, row := range rows {
		f := strings.Fields(row)
		wantBlue := []string{"p1", "p2"}[firstPlayer(i, true, twoMaps)]
		if len(f) < 5 || f[0] != strconv.Itoa(i+1) || f[1] != wantBlue {
			t.Errorf("row %d %q: want game %d with %s as blue", i, row, i+1, wantBlue)
		}
	}
	m := lastLine.FindStringSubmatch(lines[len(lines)-1])
	if m == nil {
		t.Fatalf("last line %q", lines[len(lines)-1])
	}
	// The same seed plays the same match.
	_, again, _ := runArena(t, "", args...)
	// (All but the times.)
	strip := func(s string) string { return s[:strings.LastIndex(s, "\nmoves: ")] }
	if strip(again) != strip(out) {
		t.Errorf("same seed, different matches:\n%s\n%s", out, again)
	}
	return rows, m[1], m[2], m[3]
}

func TestTinyMatch(t *testing.T) {
	_, p1, p2, draws := swappedMatch(t, 4, "-game", "mill", "-p1", "easy", "-p2", "random", "-games", "4", "-movetime", "10ms", "-seed", "3", "-swap")
	if p1+p2+draws == "000" {
		t.Error("no game counted")
	}
}

func TestSearchMatch(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a searched game")
	}
	code, out, errs := runArena(t, "", "-p1", "hard", "-p2", "easy", "-games", "1", "-movetime", "20ms")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	// Who wins depends on the machine's speed; the figures belong to real
	// arena runs. Here: one game was played and summed up.
	m := lastLine.FindStringSubmatch(out[strings.LastIndex(strings.TrimSpace(out), "\n")+1 : len(out)-1])
	if m == nil || m[1]+m[2]+m[3] == "000" {
		t.Errorf("no well-formed summary:\n%s", out)
	}
}

// TestRecords: -records writes every game of a match as a record (package
// record) that arena move reads, and the record replays to the end the
// table gave; a tournament has no records.
func TestRecords(t *testing.T) {
	for _, c := range []struct {
		game  string
		args  []string
		rules func(text string) (string, error) // how the replayed game ended
	}{
		{"hex", []string{"-map", "open-field", "-p1", "random", "-p2", "seed-minimax"}, func(text string) (string, error) {
			return replayedReason(hexGame, text)
		}},
		{"mech", []string{"-p1", "random", "-p2", "seed"}, func(text string) (string, error) {
			return replayedReason(mechGame, text)
		}},
		{"mill", []string{"-p1", "random", "-p2", "easy"}, func(text string) (string, error) {
			return replayedReason(millGame, text)
		}},
		{"mill", []string{"-variant", "twelve-mens-morris", "-p1", "random", "-p2", "easy"}, func(text string) (string, error) {
			if !strings.HasPrefix(text, "[Game \"mill\"]\n[Variant \"twelve-mens-morris\"]\n") {
				return "", fmt.Errorf("the record does not name its variant: %q", text[:min(len(text), 40)])
			}
			return replayedReason(millGame, text)
		}},
		// A short name chooses the variant; the record keeps the ID.
		{"mill", []string{"-variant", "lasker", "-p1", "random", "-p2", "easy"}, func(text string) (string, error) {
			if !strings.HasPrefix(text, "[Game \"mill\"]\n[Variant \"lasker-morris\"]\n") {
				return "", fmt.Errorf("the record does not name its variant by its ID: %q", text[:min(len(text), 40)])
			}
			return replayedReason(millGame, text)
		}},
		{"mill", []string{"-variant", "three", "-p1", "random", "-p2", "easy"}, func(text string) (string, error) {
			if !strings.HasPrefix(text, "[Game \"mill\"]\n[Variant \"three-mens-morris\"]\n") {
				return "", fmt.Errorf("the record does not name its variant by its ID: %q", text[:min(len(text), 40)])
			}
			return replayedReason(millGame, text)
		}},
		{"connect", []string{"-p1", "beginner", "-p2", "easy"}, func(text string) (string, error) {
			return replayedReason(connectGame, text)
		}},
		{"connect", []string{"-w", "9", "-h", "8", "-n", "5", "-p1", "beginner", "-p2", "easy"}, func(text string) (string, error) {
			if !strings.HasPrefix(text, "[Game \"connect\"]\n[Board \"9x8\"]\n[Line \"5\"]\n") {
				return "", fmt.Errorf("the record does not name its board: %q", text[:min(len(text), 40)])
			}
			return replayedReason(connectGame, text)
		}},
	} {
		dir := t.TempDir()
		args := append([]string{"-game", c.game, "-games", "2", "-swap", "-seed", "3", "-records", dir}, c.args...)
		code, out, errs := runArena(t, "", args...)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", c.game, code, errs)
		}
		rows := strings.Split(out, "\n")[2:4]
		for i, row := range rows {
			text, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("game-%d.txt", i+1)))
			if err != nil {
				t.Fatal(err)
			}
			reason, err := c.rules(string(text))
			if err != nil || !strings.Contains(row, "  "+reason+"  ") {
				t.Errorf("%s game %d: the record replays to %q (%v), the row says %q", c.game, i+1, reason, err, row)
			}
		}
	}
	code, _, errs := runArena(t, "", "-game", "hex", "-tournament", "random,seed-minimax", "-records", t.TempDir())
	if code != 2 || !strings.Contains(errs, "-records is for a match") {
		t.Errorf("tournament with -records: exit %d, %s", code, errs)
	}
}
