package main

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"stratagem/ai"
	"stratagem/board/mill"
	"stratagem/board/rules"
)

// TestMain lets the test binary stand in for the programs arena spar
// starts: with ARENA_TEST_CHILD set it is arena itself (arena spar starts
// its own executable as "engine"), or, given "fake-sanmill MODE", a small
// engine that answers as Sanmill does (removals as moves of their own).
func TestMain(m *testing.M) {
	if os.Getenv("ARENA_TEST_CHILD") != "" {
		if len(os.Args) > 2 && os.Args[1] == "fake-sanmill" {
			fakeSanmill(os.Stdin, os.Stdout, os.Args[2])
			os.Exit(0)
		}
		os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// fakeSanmill plays random legal moves in Sanmill's protocol: a move that
// closes a mill is answered alone, and the next go answers the removal
// ("xg7"). Mode "illegal" answers d7 to every go (illegal once d7 is
// taken); "draw" claims a draw from the 10th ply on; "draw-at-removal"
// closes a mill whenever it can and claims a draw when asked for the
// removal.
func fakeSanmill(in io.Reader, out io.Writer, mode string) {
	rng := rand.New(rand.NewPCG(7, 7))
	var tokens []string
	opts := map[string]string{}
	sc := bufio.NewScanner(in)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "uci":
			fmt.Fprintln(out, "id name fake\nuciok")
		case "isready":
			fmt.Fprintln(out, "readyok")
		case "position":
			tokens = nil
			if len(f) > 3 {
				tokens = f[3:]
			}
		case "setoption":
			if len(f) == 5 && f[1] == "name" && f[3] == "value" {
				opts[f[2]] = f[4]
			}
		case "go":
			if mode == "judge" {
				fmt.Fprintln(out, fakeJudge(tokens))
				continue
			}
			// As Sanmill answers: the score and positions first, on the same line.
			fmt.Fprintln(out, "info score 4 nodes 7 bestmove "+fakeAnswer(fakeVariant(opts), tokens, mode, rng))
		case "quit":
			return
		}
	}
}

// fakeVariant is the variant whose Sanmill options opts are: the first of
// mill.Variants whose every option was set so (Nine Men's Morris when
// none was set, as Sanmill's defaults are its rules).
func fakeVariant(opts map[string]string) *mill.Variant {
	for _, v := range mill.Variants() {
		want, err := sanmillOptions(v)
		if err != nil {
			continue
		}
		all := true
		for _, o := range want {
			k, val, _ := strings.Cut(o, "=")
			all = all && opts[k] == val
		}
		if all {
			return v
		}
	}
	return mill.NineMensMorris
}

func fakeAnswer(v *mill.Variant, tokens []string, mode string, rng *rand.Rand) string {
	switch {
	case mode == "illegal":
		return "d7"
	case mode == "none":
		return "none"
	case mode == "draw" && len(tokens) >= 10:
		return "draw"
	}
	// The game so far, and a move whose removal is still to be told.
	pos, pending, err := replayTokens(v, tokens)
	if err != nil {
		return "none"
	}
	var moves []mill.Move
	for _, l := range pos.LegalMoves(nil) {
		if pending == nil || (l.From == pending.From && l.To == pending.To) {
			moves = append(moves, l)
		}
	}
	mv := moves[rng.IntN(len(moves))]
	if mode == "draw-at-removal" { // close a mill when it can
		for _, l := range moves {
			if l.Remove != mill.NoPoint {
				mv = l
				break
			}
		}
	}
	if pending != nil {
		if mode == "draw-at-removal" {
			return "draw"
		}
		return "x" + v.PointName(mv.Remove)
	}
	mv.Remove = mill.NoPoint
	return v.FormatMove(mv)
}

// spar runs arena spar, ours Normal, against the fake engine in mode.
func spar(t *testing.T, mode string, games int) string {
	t.Helper()
	return sparAs(t, "normal", mode, games)
}

// sparAs runs arena spar, ours the AI called ours, against the fake engine
// in mode.
func sparAs(t *testing.T, ours, mode string, games int, more ...string) string {
	t.Helper()
	t.Setenv("ARENA_TEST_CHILD", "1")
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	args := append([]string{"spar", "-engine", self + " fake-sanmill " + mode, "-ai", ours,
		"-games", fmt.Sprint(games), "-movetime", "1m", "-option", "SkillLevel=30"}, more...) // Normal stops at its depth long before
	code, out, errs := runArena(t, "", args...)
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	return out
}

// logLines reads the conversation arena spar -log wrote, line by line.
func logLines(t *testing.T, path string) []string {
	t.Helper()
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(string(text), "\n")
}

var sparSummary = regexp.MustCompile(`(?m)^ours (\d+) wins, (\d+) draws, (\d+) losses of (\d+) games`)

// Against random moves told Sanmill's way, Normal wins: every game is
// refereed to its end, the removals asked for apart arrive, and both
// sides' move times are reported by phase.
func TestSparAgainstARandomEngine(t *testing.T) {
	out := spar(t, "random", 2)
	m := sparSummary.FindStringSubmatch(out)
	if m == nil || m[4] != "2" {
		t.Fatalf("no summary of 2 games:\n%s", out)
	}
	if m[1] != "2" {
		t.Errorf("Normal should beat random moves twice:\n%s", out)
	}
	for _, want := range []string{"ours moving first: ", "move times, ours: placing 18 moves", "move times, theirs: placing", "moving"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "pairs on one opening") {
		t.Errorf("without -openings the games of a pair share no opening, so no pair line:\n%s", out)
	}
}

// An engine that answers with an illegal move loses the game, says why,
// and the match goes on with the engine restarted.
func TestSparIllegalMoveLoses(t *testing.T) {
	out := spar(t, "illegal", 2)
	if strings.Count(out, "theirs: illegal move") != 2 {
		t.Errorf("both games should be lost to illegal moves:\n%s", out)
	}
	if m := sparSummary.FindStringSubmatch(out); m == nil || m[1] != "2" {
		t.Errorf("ours should score both games:\n%s", out)
	}
}

// An engine that gives no move while the game goes on loses it, and the
// row says so.
func TestSparNoMoveLoses(t *testing.T) {
	out := spar(t, "none", 1)
	if !strings.Contains(out, `theirs: no move ("none") with 23 legal`) {
		t.Errorf("the forfeit is not in the table:\n%s", out)
	}
}

// A draw claim ends the game as a draw, marked as claimed.
func TestSparClaimedDraw(t *testing.T) {
	out := spar(t, "draw", 1)
	if !strings.Contains(out, "theirs claimed a draw (board/mill plays on)") {
		t.Errorf("the claim is not in the table:\n%s", out)
	}
	if m := sparSummary.FindStringSubmatch(out); m == nil || m[2] != "1" {
		t.Errorf("the game should count as a draw:\n%s", out)
	}
}

// A draw claimed when the removal is asked for (Sanmill v7.4.6 did it) is
// a claim like any other, judged by the rule, not a forfeit.
func TestSparDrawClaimedAtTheRemoval(t *testing.T) {
	out := sparAs(t, "random", "draw-at-removal", 1) // Normal would never let it close a mill
	if !strings.Contains(out, "theirs claimed a draw (") || strings.Contains(out, "not a removal") {
		t.Errorf("the claim should end the game as a claimed draw:\n%s", out)
	}
	if m := sparSummary.FindStringSubmatch(out); m == nil || m[2] != "1" {
		t.Errorf("the game should count as a draw:\n%s", out)
	}
}

// With -variant, both engines play the variant: ours is started with it,
// the other is told Sanmill's rule options (the fake engine plays the
// variant those options name), and the referee judges by its rules.
func TestSparVariants(t *testing.T) {
	for _, name := range []string{"lasker", "morabaraba", "twelve"} {
		v, err := mill.VariantNamed(name)
		if err != nil {
			t.Fatal(err)
		}
		log := filepath.Join(t.TempDir(), "spar.log")
		out := sparAs(t, "normal", "random", 2, "-variant", name, "-log", log)
		m := sparSummary.FindStringSubmatch(out)
		if m == nil || m[4] != "2" || !strings.HasPrefix(out, "mill ("+v.ID()+")") {
			t.Fatalf("%s: no summary of 2 games of %s:\n%s", name, v.ID(), out)
		}
		if strings.Contains(out, "illegal") || strings.Contains(out, "unreadable") {
			t.Errorf("%s: a move was refused:\n%s", name, out)
		}
		text, err := os.ReadFile(log)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := sanmillOptions(v)
		for _, o := range want {
			k, val, _ := strings.Cut(o, "=")
			if !strings.Contains(string(text), "> theirs: setoption name "+k+" value "+val+"\n") {
				t.Errorf("%s: the other engine was not told %s", name, o)
			}
		}
		if !strings.Contains(string(text), "> theirs: setoption name SkillLevel value 30") {
			t.Errorf("%s: the -option was not passed on after the rules", name)
		}
	}
	opts, err := sanmillOptions(mill.LaskerMorris)
	if err != nil || !slices.Contains(opts, "PiecesCount=10") || !slices.Contains(opts, "MayMoveInPlacingPhase=true") {
		t.Errorf("Lasker Morris's options: %v, %v", opts, err)
	}
	opts, err = sanmillOptions(mill.Morabaraba)
	for _, o := range []string{"PiecesCount=12", "HasDiagonalLines=true", "RestrictRepeatedMillsFormation=true", "EndgameNMoveRule=20", "BoardFullAction=4", "MayRemoveMultiple=false"} {
		if err != nil || !slices.Contains(opts, o) {
			t.Errorf("Morabaraba's options lack %s: %v, %v", o, opts, err)
		}
	}
}

// Sanmill has no options for Six and Three Men's Morris: spar refuses
// them before it starts anything.
func TestSparRefusesVariantsSanmillCannotPlay(t *testing.T) {
	for _, c := range []struct{ name, why string }{
		{"six", "(Sanmill) cannot play Six Men's Morris: its boards are the 24 points of three squares"},
		{"three-mens-morris", "(Sanmill) cannot play Three Men's Morris: its boards are the 24 points of three squares"},
		{"eleven", `no Mill variant "eleven"`},
	} {
		code, _, errs := runArena(t, "", "spar", "-engine", "/nonexistent/sanmill", "-variant", c.name)
		if code != 2 || !strings.Contains(errs, c.why) || !strings.Contains(errs, "usage") {
			t.Errorf("-variant %s: exit %d, %s", c.name, code, errs)
		}
	}
}

// With -borrow, our side's moves in the borrowed phase are the lent
// engine's (a second copy of theirs, removals asked apart as of theirs),
// and the rest are ours: every position each is asked about is in its
// phase, and both are asked.
func TestSparBorrows(t *testing.T) {
	for _, phase := range []string{"placing", "moving"} {
		log := filepath.Join(t.TempDir(), "spar.log")
		out := sparAs(t, "normal", "random", 2, "-borrow", phase, "-log", log)
		if !strings.Contains(out, "ours borrows: its "+phase) {
			t.Errorf("-borrow %s: the header does not say what was borrowed:\n%s", phase, out)
		}
		if m := sparSummary.FindStringSubmatch(out); m == nil || m[4] != "2" {
			t.Fatalf("-borrow %s: no summary of 2 games:\n%s", phase, out)
		}
		asked := map[string]int{}
		var last string // the position sent to each engine before its go
		for _, line := range logLines(t, log) {
			who, rest, ok := strings.Cut(strings.TrimPrefix(line, "> "), ": ")
			if !ok || !strings.HasPrefix(line, "> ") || who == "theirs" {
				continue
			}
			if strings.HasPrefix(rest, "position") {
				last = rest
				continue
			}
			if !strings.HasPrefix(rest, "go") {
				continue
			}
			asked[who]++
			// The phase of the side asked: of the mill's move, when it is
			// its removal that is asked for.
			_, moves, _ := strings.Cut(last, " moves ")
			pos, _, err := replayTokens(mill.NineMensMorris, strings.Fields(moves))
			if err != nil {
				t.Fatal(err)
			}
			placing := pos.PhaseOf(pos.SideToMove()) == mill.Placing
			if (who == "lent") != (placing == (phase == "placing")) {
				t.Errorf("-borrow %s: %s asked about %q", phase, who, last)
				break
			}
		}
		if asked["lent"] == 0 || asked["ours"] == 0 {
			t.Errorf("-borrow %s: asked %v; both should have moved", phase, asked)
		}
	}
}

func TestSparBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"spar"},
		{"spar", "-engine", "x", "-games", "0"},
		{"spar", "-engine", "x", "-option", "novalue"},
		{"spar", "-engine", "x", "-ai", "deepblue"},
		{"spar", "-engine", "x", "-borrow", "flying"},
		{"spar", "-engine", "x", "-nodes", "-5"},
		{"spar", "-engine", "x", "-their-nodes", "-1"},
		{"spar", "-engine", "x", "-nodes", "1000", "-clock"},
	} {
		if code, _, errs := runArena(t, "", args...); code != 2 || !strings.Contains(errs, "usage") {
			t.Errorf("%v: exit %d, %s", args, code, errs)
		}
	}
}

// arena engine keeps the game's table between moves: the same search
// asked again visits fewer nodes; it reads a removal given apart as
// attached; a bad line gets an info string, and the engine goes on.
func TestEngineProtocol(t *testing.T) {
	in := strings.Join([]string{
		"uci", "isready",
		"position startpos moves d6 b4 d2 f4",
		"go depth 5",
		"go depth 5",
		"position startpos moves d7 b4 a7 f4 g7 xb4",
		"go depth 3",
		"go infinite depth 2",
		"bogus",
		"ucinewgame",
		"position startpos moves d6 b4 d2 f4",
		"go depth 5",
		"quit",
	}, "\n") + "\n"
	code, out, errs := runArena(t, in, "engine", "-game", "mill", "-ai", "timed", "-movetime", "1m") // the depths bound the searches
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "uciok") || !strings.Contains(out, "readyok") || !strings.Contains(out, "info string unknown command: bogus") {
		t.Fatalf("handshake or complaint missing:\n%s", out)
	}
	nodes := regexp.MustCompile(`(?m)^info depth \d+ nodes (\d+)`).FindAllStringSubmatch(out, -1)
	best := regexp.MustCompile(`(?m)^bestmove (\S+)$`).FindAllStringSubmatch(out, -1)
	if len(nodes) != 5 || len(best) != 5 || !strings.Contains(out, "info string ignored: infinite") {
		t.Fatalf("want 5 searches, one with its limit ignored:\n%s", out)
	}
	n := func(i int) int { var v int; fmt.Sscan(nodes[i][1], &v); return v }
	if n(1) >= n(0) {
		t.Errorf("the second search of the same position visited %d nodes, the first %d: the table was not kept", n(1), n(0))
	}
	if n(4) <= n(1) {
		t.Errorf("after ucinewgame the search visited %d nodes, no more than with the table (%d)", n(4), n(1))
	}
	pos, err := mill.ParseGame("d7 b4 a7 f4 g7xb4")
	if err != nil {
		t.Fatal(err)
	}
	mv, err := mill.ParseMove(best[2][1])
	if err != nil || !pos.IsLegal(mv) {
		t.Errorf("bestmove %s after the removal given apart: %v", best[2][1], err)
	}
}

// With -openings both games of a pair start from the same random moves,
// and the next pair from others.
func TestSparOpenings(t *testing.T) {
	t.Setenv("ARENA_TEST_CHILD", "1")
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	log := t.TempDir() + "/spar.log"
	code, out, errs := runArena(t, "", "spar", "-engine", self+" fake-sanmill random", "-ai", "normal",
		"-games", "4", "-movetime", "1m", "-openings", "4", "-log", log)
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	// The first position of each game is its opening.
	var openings []string
	fresh := false
	for _, line := range logLines(t, log) {
		if strings.HasSuffix(line, ": ucinewgame") {
			fresh = true
		}
		if _, pos, ok := strings.Cut(line, ": position startpos moves "); ok && fresh {
			openings = append(openings, strings.Join(strings.Fields(pos)[:4], " "))
			fresh = false
		}
	}
	if len(openings) != 4 {
		t.Fatalf("want the openings of 4 games, got %q", openings)
	}
	if openings[0] != openings[1] || openings[2] != openings[3] || openings[0] == openings[2] {
		t.Errorf("openings %q: pairs should share theirs, and differ from the next pair", openings)
	}
	if !strings.Contains(out, "pairs on one opening (2), ours' points: ") {
		t.Errorf("no summary of the 2 pairs:\n%s", out)
	}
}

// A -positions file: one game's first moves a line, comments and blank
// lines skipped; a line that cannot be played, or that ends the game, is
// named.
func TestReadStarts(t *testing.T) {
	good := "# the middle ring's trap\n\nb4 f4 d6 d2 b6 d5 c4 a4 b2xa4\n  d2  \n"
	starts, err := readStarts(strings.NewReader(good), mill.NineMensMorris)
	if err != nil {
		t.Fatal(err)
	}
	if len(starts) != 2 || starts[0].line != 3 || len(starts[0].moves) != 9 || starts[1].line != 4 || len(starts[1].moves) != 1 {
		t.Fatalf("got %+v, want lines 3 (9 moves) and 4 (1 move)", starts)
	}
	if m := starts[0].moves[8]; mill.NineMensMorris.FormatMove(m) != "b2xa4" {
		t.Errorf("line 3's last move read as %s", mill.NineMensMorris.FormatMove(m))
	}
	// A Lasker line (moving while placing) is legal only in Lasker.
	lasker, err := mill.VariantNamed("lasker")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := readStarts(strings.NewReader("a1 a4 a1-d1\n"), lasker); err != nil {
		t.Errorf("Lasker: %v", err)
	}
	three, err := mill.VariantNamed("three")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, text string
		v          *mill.Variant
		want       string
	}{
		{"not a move", "b4 f4\nb4 zz9\n", mill.NineMensMorris, `line 2, move 2: move "zz9"`},
		{"illegal", "b4 b4\n", mill.NineMensMorris, "line 1, move 2 (b4)"},
		{"a mill without its removal", "a1 b2 a4 b4 a7\n", mill.NineMensMorris, "line 1, move 5 (a7)"},
		{"moving while placing, in Nine Men's Morris", "a1 a4 a1-d1\n", mill.NineMensMorris, "line 1, move 3 (a1-d1)"},
		{"over", "a1 a4 d1 d4 g1xa4\n", three, "line 1: the game is already over"},
		{"nothing", "# only a comment\n\n", mill.NineMensMorris, "no positions"},
	} {
		_, err := readStarts(strings.NewReader(c.text), c.v)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error with %q", c.name, err, c.want)
		}
	}
}

// With -positions each pair of games starts from the file's next position,
// the file's positions in turn; both games of a pair share it.
func TestSparPositions(t *testing.T) {
	t.Setenv("ARENA_TEST_CHILD", "1")
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	file := dir + "/starts.txt"
	if err := os.WriteFile(file, []byte("# two starts\nb4 f4 d6\n\nd2 d6\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	log := dir + "/spar.log"
	code, out, errs := runArena(t, "", "spar", "-engine", self+" fake-sanmill random", "-ai", "normal",
		"-games", "6", "-movetime", "1m", "-positions", file, "-log", log)
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	var firsts []string // each game's first position asked of ours
	fresh := false
	for _, line := range logLines(t, log) {
		if strings.HasSuffix(line, "ours: ucinewgame") {
			fresh = true
		}
		if _, pos, ok := strings.Cut(line, "ours: position startpos moves "); ok && fresh {
			firsts = append(firsts, pos)
			fresh = false
		}
	}
	// Games 1, 2 from line 2; 3, 4 from line 4; 5, 6 from line 2 again.
	want := []string{"b4 f4 d6", "b4 f4 d6", "d2 d6", "d2 d6", "b4 f4 d6", "b4 f4 d6"}
	if len(firsts) != len(want) {
		t.Fatalf("first positions %q, want %d games'", firsts, len(want))
	}
	for i, w := range want {
		if got := strings.Fields(firsts[i]); len(got) < len(strings.Fields(w)) || strings.Join(got[:len(strings.Fields(w))], " ") != w {
			t.Errorf("game %d began %q, want it to begin %q", i+1, firsts[i], w)
		}
	}
	for _, w := range []string{"positions from " + file + ": 2, played in turn, each by a pair of games (lines 2, 4)",
		"pairs on one opening (3), ours' points: "} {
		if !strings.Contains(out, w) {
			t.Errorf("the summary lacks %q:\n%s", w, out)
		}
	}
	// Bad files and -openings beside -positions are usage errors.
	bad := dir + "/bad.txt"
	if err := os.WriteFile(bad, []byte("b4 b4\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"-positions", bad},
		{"-positions", dir + "/missing.txt"},
		{"-positions", file, "-openings", "2"},
	} {
		code, _, errs := runArena(t, "", append([]string{"spar", "-engine", self + " fake-sanmill random", "-games", "2"}, args...)...)
		if code != 2 || !strings.Contains(errs, "-positions") && !strings.Contains(errs, "-openings") {
			t.Errorf("%q: exit %d, %s; want usage (2) naming the flag", args, code, errs)
		}
	}
}

// go reads the mover's clock when no movetime is given: Blue's wtime and
// winc, Red's btime and binc; movetime wins over a clock, and what it
// cannot read is handed back.
func TestGoLimits(t *testing.T) {
	const s = time.Second
	for _, tc := range []struct {
		args    string
		side    rules.Side
		want    ai.Limits
		ignored string
	}{
		{"", rules.Blue, ai.Limits{MoveTime: 7 * s}, ""},
		{"movetime 500 depth 4 nodes 900", rules.Blue, ai.Limits{MoveTime: 500 * time.Millisecond, MaxDepth: 4, MaxNodes: 900}, ""},
		{"wtime 9000 btime 1000 winc 1000 binc 1000", rules.Blue, ai.Limits{MoveTime: 2 * s}, ""},
		{"wtime 9000 btime 1000 winc 1000 binc 1000", rules.Red, ai.Limits{MoveTime: 1 * s}, ""},
		{"wtime 9000 winc 1000 movetime 300", rules.Blue, ai.Limits{MoveTime: 300 * time.Millisecond}, ""},
		{"btime 3000", rules.Red, ai.Limits{MoveTime: 100 * time.Millisecond}, ""},
		{"infinite wtime x depth 2", rules.Blue, ai.Limits{MoveTime: 7 * s, MaxDepth: 2}, "infinite wtime x"},
	} {
		lim, ignored := goLimits(strings.Fields(tc.args), tc.side, 7*s)
		if lim != tc.want || strings.Join(ignored, " ") != tc.ignored {
			t.Errorf("go %s (side %d): %+v, ignored %q; want %+v, %q", tc.args, tc.side, lim, ignored, tc.want, tc.ignored)
		}
	}
}

// With -clock our engine is told its clock, not a time a move: a minute at
// the start of each game, and each move's saving added to it.
func TestSparClock(t *testing.T) {
	log := filepath.Join(t.TempDir(), "spar.log")
	out := sparAs(t, "normal", "random", 2, "-clock", "-log", log)
	if !strings.Contains(out, "ours plays to a clock: 1m0s added after each of its moves") {
		t.Errorf("the header does not say ours plays to a clock:\n%s", out)
	}
	goLine := regexp.MustCompile(`^> ours: go wtime (\d+) btime (\d+) winc 60000 binc 60000$`)
	var clocks [][]int // each game's clocks as told
	for _, line := range logLines(t, log) {
		switch {
		case line == "> ours: ucinewgame":
			clocks = append(clocks, nil)
		case strings.HasPrefix(line, "> ours: go"):
			m := goLine.FindStringSubmatch(line)
			if m == nil || m[1] != m[2] || len(clocks) == 0 {
				t.Fatalf("ours was told %q", line)
			}
			var ms int
			fmt.Sscan(m[1], &ms)
			clocks[len(clocks)-1] = append(clocks[len(clocks)-1], ms)
		}
	}
	if len(clocks) != 2 {
		t.Fatalf("%d games in the log, want 2", len(clocks))
	}
	for g, c := range clocks {
		if len(c) < 2 || c[0] != 60000 {
			t.Fatalf("game %d: clocks %v; want a minute first, then more", g+1, c)
		}
		for i := 1; i < len(c); i++ {
			if c[i] <= c[i-1] || c[i] > c[i-1]+60000 {
				t.Errorf("game %d: the clock went from %d to %d ms after a move of Normal's (a few milliseconds): want it credited a minute less that", g+1, c[i-1], c[i])
			}
		}
	}
}

// With -nodes and -their-nodes each engine is told its budget in
// positions; ours keeps to it, and the summary gives the positions each
// reported a search (the fake reports 7 for each, a removal asked apart
// included).
func TestSparNodes(t *testing.T) {
	log := filepath.Join(t.TempDir(), "spar.log")
	out := sparAs(t, "timed", "random", 2, "-nodes", "5000", "-their-nodes", "777", "-log", log)
	if !strings.Contains(out, "budgets by positions: ours 5000 positions a search, theirs 777 positions a search") {
		t.Errorf("the header does not give the budgets:\n%s", out)
	}
	told := map[string]int{}
	for _, line := range logLines(t, log) {
		switch {
		case line == "> ours: go nodes 5000":
			told["ours"]++
		case line == "> theirs: go nodes 777":
			told["theirs"]++
		case strings.HasPrefix(line, "> ours: go") || strings.HasPrefix(line, "> theirs: go"):
			t.Errorf("told %q", line)
		case strings.HasPrefix(line, "< ours: info"):
			if n, ok := infoNodes(strings.TrimPrefix(line, "< ours: ")); !ok || n > 5000 {
				t.Errorf("ours searched past its budget: %q", line)
			}
		}
	}
	if told["ours"] == 0 || told["theirs"] == 0 {
		t.Errorf("go lines %v; both should have been told their positions", told)
	}
	m := regexp.MustCompile(`positions a search \(mean, [^)]*\): ours (\d+) over (\d+) searches; theirs (\d+) over (\d+) searches`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no positions in the summary:\n%s", out)
	}
	var ours, oursSearches, theirs, theirSearches int
	fmt.Sscan(m[1], &ours)
	fmt.Sscan(m[2], &oursSearches)
	fmt.Sscan(m[3], &theirs)
	fmt.Sscan(m[4], &theirSearches)
	if ours > 5000 || oursSearches != told["ours"] || theirs != 7 || theirSearches != told["theirs"] {
		t.Errorf("positions a search: ours %d over %d (told %d times), theirs %d over %d (told %d times)",
			ours, oursSearches, told["ours"], theirs, theirSearches, told["theirs"])
	}
}

func TestInfoNodes(t *testing.T) {
	for _, c := range []struct {
		line string
		want int64
		ok   bool
	}{
		{"info depth 30 score cp 4 nodes 367549 bestmove f4", 367549, true},
		{"info depth 8 nodes 3643392 score 1274 time 1222", 3643392, true},
		{"info score 4 bestmove d2", 0, false},
		{"info string nodes are many", 0, false},
		{"info string nodes 5", 0, false},
		{"bestmove d2 nodes 5", 0, false},
		{"info nodes", 0, false},
		{"info nodes -3", 0, false},
	} {
		n, ok := infoNodes(c.line)
		if ok != c.ok || (ok && n != c.want) {
			t.Errorf("infoNodes(%q) = %d, %v; want %d, %v", c.line, n, ok, c.want, c.ok)
		}
	}
}

// The pairs of games on one opening are summed by ours' points, and a pair
// won by the same colour both times is counted for that colour.
func TestPairSummary(t *testing.T) {
	for _, c := range []struct {
		results []string
		want    string
	}{
		{nil, ""},
		{[]string{"win"}, ""},
		{[]string{"win", "loss"}, "pairs on one opening (1), ours' points: 2: 0, 1½: 0, 1: 1, ½: 0, 0: 0; the side moving first won both games in 1, the side moving second in 0"},
		{[]string{"loss", "win", "draw", "draw", "win", "draw", "loss", "draw", "loss", "loss", "win", "win", "draw"},
			"pairs on one opening (6), ours' points: 2: 1, 1½: 1, 1: 2, ½: 1, 0: 1; the side moving first won both games in 0, the side moving second in 1"},
	} {
		if got := pairSummary(c.results); got != c.want {
			t.Errorf("pairSummary(%q)\n got %q\nwant %q", c.results, got, c.want)
		}
	}
}
