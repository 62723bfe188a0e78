package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"stratagem/ai/millai"
	"stratagem/ai/millai/endgame"
)

func TestMillDB(t *testing.T) {
	dir := t.TempDir()
	var out, errb bytes.Buffer
	if code := run([]string{"mill-db", "-pieces", "3", "-flyer", "0", "-out", dir}, nil, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), "3 against 3: done") || !strings.Contains(out.String(), "all 1 classes") {
		t.Fatalf("output:\n%s", out.String())
	}
	shipped, err := os.ReadFile(filepath.Join("..", "..", "ai", "millai", "endgame", "data", endgame.FileName(endgame.Class{Mover: 3, Other: 3})))
	if err != nil {
		t.Fatal(err)
	}
	built, err := os.ReadFile(filepath.Join(dir, endgame.FileName(endgame.Class{Mover: 3, Other: 3})))
	if err != nil || !bytes.Equal(built, shipped) {
		t.Fatalf("the built 3-against-3 file differs from the shipped one (%v)", err)
	}
	// A second run reads what the first made.
	out.Reset()
	if code := run([]string{"mill-db", "-pieces", "3", "-flyer", "0", "-out", dir}, nil, &out, &errb); code != 0 || !strings.Contains(out.String(), "read from its files") {
		t.Fatalf("second run: exit %d:\n%s", code, out.String())
	}
}

func TestMillBook(t *testing.T) {
	file := filepath.Join(t.TempDir(), "book.txt")
	var out, errb bytes.Buffer
	if code := run([]string{"mill-book", "-plies", "2", "-nodes", "5000", "-o", file}, nil, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	b, err := millai.ReadBook(f)
	if err != nil || b.Len() != 5 {
		t.Fatalf("the book reads back with %v and %d positions, want 5", err, b.Len())
	}
}

// arena mill-book with logs: the placing positions our engine was to move
// in, new to the base book, are added; its header is kept and says so.
func TestMillBookAlongGames(t *testing.T) {
	dir := t.TempDir()
	base := filepath.Join(dir, "base.txt")
	if code := run([]string{"mill-book", "-plies", "2", "-nodes", "5000", "-o", base}, nil, io.Discard, io.Discard); code != 0 {
		t.Fatalf("the base book: exit %d", code)
	}
	log := strings.Join([]string{
		"> ours: position startpos",
		"< ours: bestmove d2", // known to the base book
		"> theirs: position startpos moves d2",
		"< theirs: bestmove d6",
		"> ours: position startpos moves d2 d6",
		"< ours: bestmove b4", // new
		"> theirs: position startpos moves d2 d6 b4",
		"< theirs: bestmove f4",
		"> ours: position startpos moves d2 d6 b4 f4",
		"< ours: bestmove f2",                   // new
		"> ours: position startpos moves b4 f4", // another game, the first new position's image
		"< ours: bestmove d6",
	}, "\n") + "\n"
	logPath := filepath.Join(dir, "spar.log")
	if err := os.WriteFile(logPath, []byte(log), 0o644); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "book.txt")
	var out, errb bytes.Buffer
	if code := run([]string{"mill-book", "-base", base, "-nodes", "5000", "-o", file, logPath}, nil, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), "4 placing positions of our engine in 1 logs") || !strings.Contains(out.String(), "2 of 2 positions searched") {
		t.Errorf("output:\n%s", out.String())
	}
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	b, err := millai.ReadBook(f)
	if err != nil || b.Len() != 5+2 {
		t.Fatalf("the book reads back with %v and %d positions, want 7", err, b.Len())
	}
	h := strings.Join(b.Header(), "\n")
	if !strings.HasPrefix(h, "Mill opening book made by: arena mill-book -plies 2 -nodes 5000") ||
		!strings.Contains(h, "Extended by: arena mill-book -nodes 5000 -margin 40 with 1 logs of arena spar: 2 positions") {
		t.Errorf("header:\n%s", h)
	}
}

func TestMillDBAndBookBadFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"mill-db", "-pieces", "2"}, "-pieces must be 3–9"},
		{[]string{"mill-db", "extra"}, "unexpected argument"},
		{[]string{"mill-db", "-flyer", "10"}, "-flyer must be at most 9"},
		{[]string{"mill-db", "-checkpoint", "0s"}, "-checkpoint must be positive"},
		{[]string{"mill-book", "-plies", "3"}, "-o FILE is required"},
		{[]string{"mill-book", "-plies", "0", "-o", "x"}, "-plies must be 1–8"},
		{[]string{"mill-book", "-nodes", "10", "-o", "x"}, "-nodes must be at least 1000"},
		{[]string{"mill-book", "-base", "b.txt", "-o", "x"}, "-base needs the logs"},
		{[]string{"mill-book", "-plies", "5", "-o", "x", "spar.log"}, "-plies makes a new book"},
	} {
		var out, errb bytes.Buffer
		if code := run(tc.args, nil, &out, &errb); code != 2 || !strings.Contains(errb.String(), tc.want) {
			t.Errorf("%v: exit %d, stderr %q, want 2 and %q", tc.args, code, errb.String(), tc.want)
		}
	}
}
