package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Every game's shipped results fit its roster's ladder, and every rung
// gets a row with an interval.
func TestRatingsOfEveryLadder(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run([]string{"ratings"}, nil, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	text := out.String()
	for g, levels := range ladderRungs() {
		if !strings.Contains(text, g+": ratings (easy fixed at 1000") {
			t.Errorf("no fit for %s", g)
		}
		for _, l := range levels {
			if !strings.Contains(text, "| "+l.Name+" | ") {
				t.Errorf("%s: no row for %s", g, l.Name)
			}
		}
	}
	if !strings.Contains(text, "| easy | 1000 | (fixed) |") || !strings.Contains(text, "predicted without it") {
		t.Errorf("output lacks the anchor's row or the predictions:\n%s", text)
	}
}

func TestRatingsReadsADirectoryAndNamesBadLines(t *testing.T) {
	dir := t.TempDir()
	write := func(body string) {
		if err := os.WriteFile(filepath.Join(dir, "mech.txt"), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("easy beginner 9 0 1\nnormal easy 7 0 3\nhard normal 8 0 2\nhard easy 9 0 1\n")
	var out, errs bytes.Buffer
	if code := run([]string{"ratings", "-game", "mech", "-dir", dir}, nil, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	if !strings.Contains(out.String(), "| hard | easy | 10 | 9–0–1 | 90.0% |") {
		t.Errorf("the check pair is missing:\n%s", out.String())
	}
	write("easy beginner 9 0 1\nnormal easy seven 0 3\n")
	out.Reset()
	errs.Reset()
	if code := run([]string{"ratings", "-game", "mech", "-dir", dir}, nil, &out, &errs); code != 2 || !strings.Contains(errs.String(), "line 2") {
		t.Errorf("exit %d, %q: want 2 and the bad line named", code, errs.String())
	}
	write("easy beginner 9 0 1\nnormal easy 7 0 3\n") // hard has no games
	errs.Reset()
	if code := run([]string{"ratings", "-game", "mech", "-dir", dir}, nil, &out, &errs); code != 2 || !strings.Contains(errs.String(), "no games join hard") {
		t.Errorf("exit %d, %q", code, errs.String())
	}
	if code := run([]string{"ratings", "-game", "chess"}, nil, &out, &errs); code != 2 {
		t.Errorf("an unknown game: exit %d", code)
	}
}
