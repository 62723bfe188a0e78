package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"stratagem/ai/puzzle"
)

// writeSample writes the first n puzzles of each game's built-in file to
// dir, with change applied to each.
func writeSample(t *testing.T, dir string, n int, change func(*puzzle.Puzzle)) {
	t.Helper()
	for _, g := range puzzle.Games {
		ps, err := puzzle.Shipped(g)
		if err != nil {
			t.Fatal(err)
		}
		ps = ps[:n]
		for i := range ps {
			change(&ps[i])
		}
		if err := writePuzzles(filepath.Join(dir, puzzle.FileName(g)), []string{"test"}, ps); err != nil {
			t.Fatal(err)
		}
	}
}

// TestPuzzlesVerify: arena puzzles -verify passes good files and fails,
// naming the puzzle, when a line was changed.
func TestPuzzlesVerify(t *testing.T) {
	dir := t.TempDir()
	writeSample(t, dir, 2, func(*puzzle.Puzzle) {})
	code, out, errs := runArena(t, "", "puzzles", "-verify", "-dir", dir)
	if code != 0 || !strings.Contains(out, "mill: 2 puzzles") || !strings.Contains(out, "connect: 2 puzzles") || !strings.Contains(out, "0 failed") {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
	bad := t.TempDir()
	writeSample(t, bad, 1, func(p *puzzle.Puzzle) { p.Band = puzzle.Hard; p.Rung = "master" })
	code, out, _ = runArena(t, "", "puzzles", "-verify", "-game", "connect", "-dir", bad)
	if code != 1 || !strings.Contains(out, "FAILED connect-001") || !strings.Contains(out, "the file says master") {
		t.Fatalf("a wrong grade: exit %d\n%s", code, out)
	}
	if err := os.WriteFile(filepath.Join(bad, "mill.txt"), []byte("mill-001 | easy | win | blue | endgame | easy | blue: a1; red: b2 | a1-a4\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, _ = runArena(t, "", "puzzles", "-verify", "-game", "mill", "-grade=false", "-dir", bad)
	if code != 1 || !strings.Contains(out, "FAILED mill-001") {
		t.Fatalf("an impossible puzzle: exit %d\n%s", code, out)
	}
}

func TestPuzzlesBadFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"puzzles", "-game", "hex"}, `-game "hex": want mill, connect or all`},
		{[]string{"puzzles", "-per-band", "0"}, "-per-band must be at least 1"},
		{[]string{"puzzles", "-max-steps", "0"}, "-max-steps must be at least 1"},
		{[]string{"puzzles", "-dir", "x"}, "-dir is for -verify"},
		{[]string{"puzzles", "extra"}, "unexpected argument"},
	} {
		code, _, errs := runArena(t, "", tc.args...)
		if code != 2 || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, stderr %q, want %q", tc.args, code, errs, tc.want)
		}
	}
}
