package progress

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	p, w := Load(path)
	if w != "" || len(p.Solved) != 0 {
		t.Fatalf("no file: %v, warning %q", p, w)
	}
	if !p.Solve("mill", "mill-002") || !p.Solve("mill", "mill-001") || p.Solve("mill", "mill-002") || !p.Solve("connect", "connect-007") {
		t.Fatal("Solve reported a new puzzle wrongly")
	}
	wr := NewWriter(path)
	wr.Save(&p)
	p.Solve("connect", "connect-008")
	wr.Save(&p)
	wr.Flush()
	if err := wr.Failure(); err != nil {
		t.Fatal(err)
	}
	q, w := Load(path)
	if w != "" || !q.IsSolved("mill", "mill-001") || !q.IsSolved("connect", "connect-008") || q.IsSolved("mill", "mill-003") {
		t.Fatalf("read back %v, warning %q", q, w)
	}
	if n := q.Count("mill", []string{"mill-001", "mill-002", "mill-003"}); n != 2 {
		t.Fatalf("count %d", n)
	}
}

func TestCorruptFileGivesEmptyProgress(t *testing.T) {
	for _, body := range []string{"{not json", `{"version": 9, "solved": {}}`, `{"version": 1, "solved": {}, "extra": 1}`} {
		dir := t.TempDir()
		path := filepath.Join(dir, FileName)
		if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		p, w := Load(path)
		if len(p.Solved) != 0 || !strings.Contains(w, "corrupt") || !strings.Contains(w, "kept as") {
			t.Fatalf("%q: %v, warning %q", body, p, w)
		}
		if old, err := os.ReadFile(path + ".bad"); err != nil || string(old) != body {
			t.Fatalf("%q: the old file was not kept aside: %v", body, err)
		}
		if _, err := os.Stat(path); !os.IsNotExist(err) {
			t.Fatalf("%q: the corrupt file is still there", body)
		}
	}
}

func TestWriterFailureIsTold(t *testing.T) {
	dir := t.TempDir()
	block := filepath.Join(dir, "file")
	if err := os.WriteFile(block, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	w := NewWriter(filepath.Join(block, FileName)) // a directory that is a file: cannot be written
	p := Progress{}
	p.Solve("mill", "mill-001")
	w.Save(&p)
	w.Flush()
	if err := w.Failure(); err == nil {
		t.Fatal("no failure told")
	}
	if err := w.Failure(); err != nil {
		t.Fatal("a failure told twice")
	}
}

// WriterFor gives every caller of one path the same writer, and Flush of
// the path waits for what any of them handed.
func TestWriterForIsShared(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	Flush(path) // nothing handed: returns at once
	if a, b := WriterFor(path), WriterFor(path); a != b || a == WriterFor(path+".other") {
		t.Fatal("WriterFor does not give one writer a path")
	}
	p := Progress{}
	p.Solve("mill", "mill-001")
	WriterFor(path).Save(&p)
	Flush(path)
	if q, w := Load(path); w != "" || !q.IsSolved("mill", "mill-001") {
		t.Fatalf("after Flush the file holds %v (warning %q)", q, w)
	}
}
