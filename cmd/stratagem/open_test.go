package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// stratagem -open FILE -screenshot PNG renders the record's game in
// review and exits 0; a record with an illegal move, or no file, exits 2
// with the reader's message naming the line, and writes no picture.
func TestOpenRecord(t *testing.T) {
	bin := buildGame(t)
	dir := t.TempDir()
	settingsPath := filepath.Join(dir, "settings.json")
	good := filepath.Join(dir, "connect.txt")
	bad := filepath.Join(dir, "bad.txt")
	text, err := os.ReadFile("../../docs/records/connect.txt")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(good, text, 0o644); err != nil {
		t.Fatal(err)
	}
	broken := strings.Replace(string(text), "5. 2 3\n", "5. 2 9\n", 1)
	if err := os.WriteFile(bad, []byte(broken), 0o644); err != nil {
		t.Fatal(err)
	}
	png := filepath.Join(dir, "open.png")
	out, err := exec.Command(bin, "-open", good, "-screenshot", png, "-settings", settingsPath, "-audio=false").CombinedOutput()
	if err != nil {
		t.Fatalf("-open %s: %v\n%s", good, err, out)
	}
	if img := readPNG(t, png); img.Bounds().Dx() < 640 {
		t.Errorf("the screenshot is %v", img.Bounds())
	}
	if _, err := os.Stat(filepath.Join(dir, "records")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a screenshot kept a record: %v", err)
	}
	for _, c := range []struct{ file, want string }{
		{bad, `bad.txt: line 18: "9" is not a move (Red, move 10)`},
		{filepath.Join(dir, "none.txt"), "none.txt: no such file"},
	} {
		png := filepath.Join(dir, "bad.png")
		cmd := exec.Command(bin, "-open", c.file, "-screenshot", png, "-settings", settingsPath, "-audio=false")
		out, err := cmd.CombinedOutput()
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != 2 {
			t.Errorf("-open %s: %v, want exit status 2\n%s", c.file, err, out)
		}
		if !strings.Contains(string(out), c.want) {
			t.Errorf("-open %s says %q, want %q", c.file, out, c.want)
		}
		if _, err := os.Stat(png); err == nil {
			t.Errorf("-open %s wrote a screenshot", c.file)
		}
	}
}
