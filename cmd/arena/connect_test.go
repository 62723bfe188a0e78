package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"stratagem/ai/connectai"
	"stratagem/board/connect"
)

func TestSolveScoresEveryLine(t *testing.T) {
	in := "121212\n22334\n2252576253462244111563365343671351441 -1\n7422341735647741166133573473242566 1\n"
	code, out, errs := runArena(t, in, "solve", "-game", "connect")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if want := "18\n-18\n-1\n1\n"; out != want {
		t.Fatalf("scores %q, want %q", out, want)
	}
}

// TestSolveThreads: with two workers arena solve gives the exact scores
// (the last line, 14 discs, is searched by both).
func TestSolveThreads(t *testing.T) {
	in := "121212\n22334\n2252576253462244111563365343671351441 -1\n32751571231557 -3\n"
	code, out, errs := runArena(t, in, "solve", "-book=false", "-threads", "2")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if want := "18\n-18\n-1\n-3\n"; out != want {
		t.Fatalf("scores %q, want %q", out, want)
	}
}

// TestSolveBadLines: each bad line is named on stderr and answered with
// "?", the others still get their scores, and the exit status is 2.
func TestSolveBadLines(t *testing.T) {
	in := "121212\n44x\n448\n1212121\n22334\n4444444\n"
	code, out, errs := runArena(t, in, "solve")
	if code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
	if want := "18\n?\n?\n?\n-18\n?\n"; out != want {
		t.Errorf("stdout %q, want %q", out, want)
	}
	for _, want := range []string{
		`line 2: move 3 (character 3): "x" is not a column number`,
		"line 3: move 3 (character 3): column 8 is not on a 7-column board",
		"line 4: the game is over: Blue won with move 7",
		"line 6: move 7 (character 7): column 4 is full",
	} {
		if !strings.Contains(errs, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errs)
		}
	}
}

// TestSolveLineErrors: an empty or blank line is not the empty board, and
// a line must start with its moves: " 4 4 " is not the position 4, nor is
// "4 4" (the 4 after the space would be the score the line expects, which
// is wrong). Each is named by its line number.
func TestSolveLineErrors(t *testing.T) {
	in := ".\n\n   \n\t\n 4 4 \n4 4\n44\n\t44\n44 1\n44 x\n44 1 4\n"
	code, out, errs := runArena(t, in, "solve")
	if code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
	if want := "1\n?\n?\n?\n?\n?\n1\n?\n1\n?\n?\n"; out != want {
		t.Errorf("stdout %q, want %q", out, want)
	}
	for _, want := range []string{
		"line 2: empty line",
		"line 3: empty line",
		"line 4: empty line",
		"line 5: the line starts with a space",
		`line 6: the line expects the score 4, but the exact score of "4" is -1`,
		"line 8: the line starts with a space",
		`line 10: "x" after the moves is not a score`,
		`line 11: "44 1 4": want the moves and at most a score`,
	} {
		if !strings.Contains(errs, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errs)
		}
	}
	if n := strings.Count(errs, "\n"); n != 8 {
		t.Errorf("%d error lines, want 8:\n%s", n, errs)
	}
}

// TestSolveUsesTheBook: every position of the shipped 7×6 book, and its
// mirror image, is answered from the book with the book's score (-source
// says "book": no search), on the standard board only; other positions are
// solved, and -book=false solves book positions too.
func TestSolveUsesTheBook(t *testing.T) {
	text, err := os.ReadFile(filepath.Join("..", "..", "ai", "connectai", "book", "7x6.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var in, want strings.Builder
	lines := 0
	for _, line := range strings.Split(string(text), "\n") {
		f := strings.Fields(line)
		if len(f) != 3 || strings.HasPrefix(line, "#") {
			continue
		}
		mirror := "."
		if f[0] != "." {
			mirror = ""
			for _, r := range f[0] {
				mirror += string('1' + '7' - r)
			}
		}
		for _, moves := range []string{f[0], mirror} {
			fmt.Fprintf(&in, "%s\n", moves)
			fmt.Fprintf(&want, "%s book\n", f[1])
			lines++
		}
	}
	book, _ := connectai.StandardBook()
	if lines != 2*book.Len() {
		t.Fatalf("%d lines read for a book of %d positions", lines, book.Len())
	}
	code, out, errs := runArena(t, in.String(), "solve", "-source")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if out != want.String() {
		got, exp := strings.Split(out, "\n"), strings.Split(want.String(), "\n")
		for i := range exp {
			if i >= len(got) || got[i] != exp[i] {
				t.Fatalf("%d lines; the first that differs, line %d: %q, want %q", len(got), i+1, got[min(i, len(got)-1)], exp[i])
			}
		}
	}
	// Off the book, and without it: the solver, which says how many positions it visited.
	for _, tc := range []struct {
		in   string
		args []string
		want string
	}{
		{"2252576253462244111563365343671351441\n", nil, "-1 solver "},
		{"444444326\n", []string{"-book=false"}, "-1 solver "},
		{".\n", []string{"-w", "4", "-h", "4", "-n", "3"}, "4 solver "}, // no book for this board
		{"444444326\n", []string{"-n", "3"}, "-16 solver "},             // the 7×6 connect 4 book says -1
	} {
		code, out, errs := runArena(t, tc.in, append([]string{"solve", "-source"}, tc.args...)...)
		var n int
		if code != 0 || !strings.HasPrefix(out, tc.want) {
			t.Errorf("%q %v: exit %d, %q (%s), want %q…", tc.in, tc.args, code, out, errs, tc.want)
		} else if _, err := fmt.Sscanf(out[len(tc.want):], "%d", &n); err != nil || n <= 0 {
			t.Errorf("%q %v: %q: no positions visited", tc.in, tc.args, out)
		}
	}
}

func TestSolveOtherBoards(t *testing.T) {
	code, out, errs := runArena(t, "1212\n.\n", "solve", "-w", "4", "-h", "4", "-n", "3")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if want := "6\n4\n"; out != want { // 4x4 connect 3: X wins with its 3rd disc (8+1-3); the empty board
		t.Errorf("4x4 connect 3: %q, want %q", out, want)
	}
	// 5x5 (odd number of cells): X wins with its 4th disc, ⌈25/2⌉+1-4.
	code, out, _ = runArena(t, "121212\n", "solve", "-w", "5", "-h", "5")
	if code != 0 || out != "10\n" {
		t.Errorf("5x5: exit %d, %q", code, out)
	}
	// 9x8 takes the wide solver: X wins with its 4th disc, ⌈72/2⌉+1-4.
	code, out, errs = runArena(t, "192939\n", "solve", "-w", "9", "-h", "8")
	if code != 0 || out != "33\n" {
		t.Errorf("9x8: exit %d, %q, %s", code, out, errs)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"book", "-w", "9", "-h", "8", "-plies", "1", "-o", filepath.Join(t.TempDir(), "b")}, "W·(H+1) ≤ 64"},
		{[]string{"solve", "-w", "3"}, "width 3"},
		{[]string{"solve", "-table", "40"}, "-table takes 16 to 28"},
		{[]string{"solve", "-threads", "0"}, "-threads takes 1 to 8"},
		{[]string{"solve", "-threads", "2", "-w", "9", "-h", "8"}, "searches with one thread"},
		{[]string{"solve", "-n", "7"}, "line length 7"},
		{[]string{"solve", "-game", "mill"}, "connect only"},
		{[]string{"solve", "-game", "go"}, "unknown game"},
		{[]string{"solve", "4453"}, "standard input"},
	} {
		code, out, errs := runArena(t, "", tc.args...)
		if code != 2 || out != "" || !strings.Contains(errs, tc.want) || !strings.Contains(errs, "usage:") {
			t.Errorf("%v: exit %d, stdout %q, stderr %s", tc.args, code, out, errs)
		}
	}
}

func TestConnectMatch(t *testing.T) {
	code, out, errs := runArena(t, "", "-game", "connect", "-p1", "normal", "-p2", "easy", "-games", "2", "-swap", "-movetime", "50ms")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	last := lines[len(lines)-1]
	if !strings.HasPrefix(last, "p1 ") || !strings.Contains(last, "mean move") || len(lines) != 6 {
		t.Fatalf("output:\n%s", out)
	}
	for _, l := range lines[2:4] {
		if !strings.Contains(l, " line ") && !strings.Contains(l, " full-board ") {
			t.Errorf("row without a connect result: %q", l)
		}
	}
}

func TestConnectMove(t *testing.T) {
	for _, tc := range []struct {
		moves, ai string
		want      string // "" = any legal column
	}{
		{"121212", "perfect", "1"},
		{"12121", "easy", "1"},
		{"4\n45 3\n", "normal", ""},
		{"", "perfect", ""},
	} {
		code, out, errs := runArena(t, tc.moves, "move", "-game", "connect", "-ai", tc.ai, "-movetime", "100ms")
		if code != 0 {
			t.Fatalf("%q: exit %d: %s", tc.moves, code, errs)
		}
		col := strings.TrimSpace(out)
		if tc.want != "" && col != tc.want {
			t.Errorf("%q %s: %s, want %s", tc.moves, tc.ai, col, tc.want)
		}
		p, _ := connect.ParseMoves(connect.Standard, strings.NewReplacer("\n", "").Replace(tc.moves))
		if len(col) != 1 || col[0] < '1' || col[0] > '7' || !p.CanPlay(int(col[0]-'1')) {
			t.Errorf("%q: answer %q", tc.moves, out)
		}
	}
}

// TestBookCommand builds a small book, reads it back, and resumes from the
// partial file; bad flags exit 2.
func TestBookCommand(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "5x4.txt")
	args := []string{"book", "-w", "5", "-h", "4", "-n", "4", "-plies", "4", "-workers", "2", "-table", "14", "-o", file}
	var out, errOut strings.Builder
	if code := run(args, strings.NewReader(""), &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	first, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	cfg := connect.Config{W: 5, H: 4, N: 4}
	b, err := connectai.ReadBook(cfg, bytes.NewReader(first))
	if err != nil {
		t.Fatal(err)
	}
	if _, _, ok := b.Lookup(connect.MustNew(cfg)); !ok || b.MaxPly() != 4 || !strings.Contains(string(first), "Built by: arena book -w 5 -h 4 -n 4 -plies 4") {
		t.Errorf("book of %d positions, max ply %d:\n%s", b.Len(), b.MaxPly(), first)
	}
	// Again: every position comes from the partial file.
	out.Reset()
	errOut.Reset()
	if code := run(args, strings.NewReader(""), &out, &errOut); code != 0 || !strings.Contains(errOut.String(), "resuming with") {
		t.Fatalf("resume: exit %d: %s", code, errOut.String())
	}
	second, _ := os.ReadFile(file)
	body := func(b []byte) string { return string(b[bytes.Index(b, []byte("\n.")):]) }
	if body(first) != body(second) {
		t.Errorf("the resumed book differs:\n%s\n%s", first, second)
	}
	for _, bad := range [][]string{
		{"book", "-plies", "4"},
		{"book", "-game", "mill", "-o", file},
		{"book", "-w", "9", "-h", "8", "-o", file},
		{"book", "-workers", "0", "-o", file},
		{"book", "-o", file, "extra"},
	} {
		if code := run(bad, strings.NewReader(""), &out, &errOut); code != 2 {
			t.Errorf("%v: exit %d, want 2", bad, code)
		}
	}
}

// TestSolveOtherBooks: arena solve answers the empty board of every board
// with a shipped book from that book, with the book's score.
func TestSolveOtherBooks(t *testing.T) {
	for _, c := range connectai.ShippedBooks() {
		score, _, _ := connectai.BookFor(c).Lookup(connect.MustNew(c))
		code, out, errs := runArena(t, ".\n", "solve", "-source", "-w", fmt.Sprint(c.W), "-h", fmt.Sprint(c.H), "-n", fmt.Sprint(c.N))
		if want := fmt.Sprintf("%d book\n", score); code != 0 || out != want {
			t.Errorf("%v: exit %d, %q (%s), want %q", c, code, out, errs, want)
		}
	}
}

// TestSizes: arena sizes times a small board's empty board and sweeps
// Perfect's lines; a board too large for the solver is said to be.
func TestSizes(t *testing.T) {
	code, out, errs := runArena(t, "", "sizes", "-w", "4", "-h", "4", "-n", "3", "-plies", "2")
	if code != 0 || !strings.Contains(out, "\n4x4 3  +4 solver ") || !strings.Contains(out, " yes | ") {
		t.Errorf("4x4 connect 3: exit %d, %q (%s)", code, out, errs)
	}
	code, out, _ = runArena(t, "", "sizes", "-w", "9", "-h", "8", "-n", "4")
	if code != 0 || !strings.Contains(out, "9x8 4  too large for the solver") {
		t.Errorf("9x8: exit %d, %q", code, out)
	}
	code, out, _ = runArena(t, "", "sizes", "-w", "7", "-h", "6", "-n", "4")
	if code != 0 || !strings.Contains(out, "7x6 4  +1 book 0 0 yes") {
		t.Errorf("7x6: exit %d, %q", code, out)
	}
}

// An AI named NAME@TIME keeps its own time a move whatever -movetime says:
// Normal's iterative deepening given 30 ms a move against the same given
// one second takes its own time, and a bad time is a usage error.
func TestTimedPlayer(t *testing.T) {
	code, out, errs := runArena(t, "", "-game", "connect", "-p1", "normal@30ms", "-p2", "easy", "-games", "2", "-swap", "-movetime", "1s")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "p1 normal@30ms vs p2 easy") || !strings.Contains(out, "moves: p1 normal@30ms mean") {
		t.Fatalf("the timed player is not named as given:\n%s", out)
	}
	for _, bad := range []string{"normal@", "normal@0s", "normal@soon", "nobody@1s"} {
		code, out, errs := runArena(t, "", "-game", "connect", "-p1", bad, "-p2", "easy", "-games", "1")
		if code != 2 || out != "" || !strings.Contains(errs, "usage:") {
			t.Errorf("-p1 %s: exit %d, stdout %q, stderr %s", bad, code, out, errs)
		}
	}
}
