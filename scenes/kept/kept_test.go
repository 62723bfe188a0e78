package kept

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"stratagem/board/connect"
	"stratagem/board/record"
	"stratagem/board/rules"
)

// mapKV is a browser's localStorage, as far as the store sees.
type mapKV map[string]string

func (m mapKV) Get(k string) (string, bool, error) { v, ok := m[k]; return v, ok, nil }
func (m mapKV) Set(k, v string) error              { m[k] = v; return nil }
func (m mapKV) Delete(k string) error              { delete(m, k); return nil }

var kinds = []record.Kind{record.KindOf(connect.Rules{Config: connect.Standard})}

// game returns a record of a Connect Four game begun at when, of the
// columns cols, with the result res (record.Unfinished: as the moves
// leave it).
func game(t *testing.T, when time.Time, cols string, res *record.Result) record.Record {
	t.Helper()
	g := connect.Rules{Config: connect.Standard}
	s, _ := g.New()
	for _, c := range cols {
		m, err := g.Parse(s, string(c))
		if err != nil {
			t.Fatal(err)
		}
		g.Apply(s, m)
	}
	r := record.Make(rules.Game[*connect.Position, int](g), s)
	r.Date = when
	if res != nil {
		r.Result = *res
	}
	return r
}

func text(t *testing.T, r record.Record) []byte {
	t.Helper()
	s, err := record.Text(r)
	if err != nil {
		t.Fatal(err)
	}
	return []byte(s)
}

func stores(t *testing.T) map[string]Store {
	return map[string]Store{"folder": Dir(t.TempDir()), "localStorage": KVStore{KV: mapKV{}, Prefix: "stratagem/records/"}}
}

// Names come from the date and the game; a second game begun the same
// second gets a name of its own; an abandoned game carried on replaces
// its own record, and only its own.
func TestKeepNamesNeverOverwrite(t *testing.T) {
	for what, st := range stores(t) {
		t.Run(what, func(t *testing.T) {
			when := time.Date(2026, 11, 29, 14, 23, 5, 0, time.UTC)
			left := game(t, when, "4343", &record.Abandoned)
			name, err := Keep(st, left, text(t, left))
			if err != nil || name != "2026-11-29-142305-connect.txt" {
				t.Fatalf("Keep = %q, %v", name, err)
			}
			// Another game begun that same second, not the first carried on.
			other := game(t, when, "1", nil)
			otherName, err := Keep(st, other, text(t, other))
			if err != nil || otherName != "2026-11-29-142305-connect-2.txt" {
				t.Fatalf("Keep of another game of that second = %q, %v", otherName, err)
			}
			if err := st.Remove(otherName); err != nil {
				t.Fatal(err)
			}
			names, _ := st.List()
			slices.Sort(names)
			want := []string{"2026-11-29-142305-connect.txt"}
			if !slices.Equal(names, want) {
				t.Fatalf("kept %v, want %v", names, want)
			}
			// The game carried on and finished: it replaces its abandoned record.
			won := game(t, when, "4343434", nil)
			if !won.Result.Over {
				t.Fatalf("the game did not end: %v", won.Result)
			}
			if name, err := Keep(st, won, text(t, won)); err != nil || name != want[0] {
				t.Fatalf("Keep of the game carried on = %q, %v", name, err)
			}
			// A finished record is never written over: the next game of that
			// second gets "-2".
			again := game(t, when, "12", nil)
			if name, err := Keep(st, again, text(t, again)); err != nil || name != "2026-11-29-142305-connect-2.txt" {
				t.Fatalf("Keep of another game = %q, %v", name, err)
			}
			data, err := st.Read(want[0])
			if err != nil || !strings.Contains(string(data), "Blue wins (line)") {
				t.Fatalf("the first record: %q, %v", data, err)
			}
			es, warnings, err := Load(st, kinds...)
			if err != nil || len(warnings) != 0 || len(es) != 2 {
				t.Fatalf("Load: %d entries, warnings %q, %v", len(es), warnings, err)
			}
		})
	}
}

// Load lists the newest game first and leaves out a record it cannot
// read, saying which.
func TestLoadNewestFirst(t *testing.T) {
	for what, st := range stores(t) {
		t.Run(what, func(t *testing.T) {
			day := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
			for i, cols := range []string{"1", "12", "123"} {
				r := game(t, day.Add(time.Duration(i)*time.Hour), cols, nil)
				if _, err := Keep(st, r, text(t, r)); err != nil {
					t.Fatal(err)
				}
			}
			if err := st.Create("broken.txt", []byte("[Game \"connect\"]\nnot a record\n")); err != nil {
				t.Fatal(err)
			}
			es, warnings, err := Load(st, kinds...)
			if err != nil {
				t.Fatal(err)
			}
			var moves []int
			for _, e := range es {
				moves = append(moves, len(e.Record.Moves))
			}
			if !slices.Equal(moves, []int{3, 2, 1}) {
				t.Errorf("moves of the entries, newest first: %v, want [3 2 1]", moves)
			}
			if len(warnings) != 1 || !strings.Contains(warnings[0], "broken.txt") {
				t.Errorf("warnings %q, want one naming broken.txt", warnings)
			}
			if err := st.Remove(es[0].Name); err != nil {
				t.Fatal(err)
			}
			if _, err := st.Read(es[0].Name); !errors.Is(err, fs.ErrNotExist) {
				t.Errorf("a removed record reads: %v", err)
			}
			if err := st.Remove(es[0].Name); err != nil {
				t.Errorf("removing it again: %v", err)
			}
		})
	}
}

// The browser keeps at most MaxKVRecords records and MaxKVBytes: the
// oldest go.
func TestKVStoreDropsTheOldest(t *testing.T) {
	kv := mapKV{}
	st := KVStore{KV: kv, Prefix: "p/"}
	for i := range MaxKVRecords + 5 {
		if err := st.Create(fmt.Sprintf("g%03d.txt", i), []byte("x")); err != nil {
			t.Fatal(err)
		}
	}
	names, _ := st.List()
	if len(names) != MaxKVRecords || names[0] != "g005.txt" {
		t.Fatalf("%d kept, the oldest %q; want %d from g005.txt", len(names), names[0], MaxKVRecords)
	}
	if _, ok := kv["p/game/g004.txt"]; ok {
		t.Error("a dropped record is still in the storage")
	}
	big := []byte(strings.Repeat("y", MaxKVBytes/3))
	for i := range 4 {
		if err := st.Create(fmt.Sprintf("big%d.txt", i), big); err != nil {
			t.Fatal(err)
		}
	}
	names, _ = st.List()
	total := 0
	for _, n := range names {
		d, _ := st.Read(n)
		total += len(d)
	}
	if total > MaxKVBytes || !slices.Contains(names, "big3.txt") || slices.Contains(names, "big0.txt") {
		t.Errorf("kept %d bytes in %v", total, names)
	}
	if err := st.Create("huge.txt", make([]byte, MaxKVBytes+1)); err == nil {
		t.Error("a record larger than the limit was kept")
	}
}

// failing is a Store whose writes fail.
type failing struct{ Store }

func (failing) Create(string, []byte) error { return errors.New("the disk is full") }

// The Keeper writes off the caller's goroutine; Flush waits for it; a
// failure is told once.
func TestKeeper(t *testing.T) {
	dir := t.TempDir()
	k := NewKeeper(Dir(dir))
	when := time.Date(2026, 1, 2, 3, 4, 5, 0, time.Local)
	for i := range 3 {
		k.Keep(game(t, when.Add(time.Duration(i)*time.Second), "44", nil))
	}
	k.Flush()
	if err := k.Failure(); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	if len(files) != 3 || len(k.Kept()) != 3 {
		t.Fatalf("files %v, kept %v", files, k.Kept())
	}
	bad := NewKeeper(failing{Dir(dir)})
	bad.Keep(game(t, when, "1", nil))
	bad.Flush()
	if err := bad.Failure(); err == nil || !strings.Contains(err.Error(), "the disk is full") {
		t.Errorf("Failure = %v", err)
	}
	if err := bad.Failure(); err != nil {
		t.Errorf("the failure told twice: %v", err)
	}
	bad.Keep(record.Record{Game: "Not A Game"})
	if err := bad.Failure(); err == nil {
		t.Error("a record that cannot be written gave no failure")
	}
}

func TestExport(t *testing.T) {
	dir := t.TempDir()
	p1, err := Export(dir, "2026-01-02-030405-mill.txt", []byte("a"))
	if err != nil || p1 != filepath.Join(dir, "2026-01-02-030405-mill.txt") {
		t.Fatalf("Export = %q, %v", p1, err)
	}
	p2, err := Export(dir, "2026-01-02-030405-mill.txt", []byte("b"))
	if err != nil || p2 != filepath.Join(dir, "2026-01-02-030405-mill-2.txt") {
		t.Fatalf("second Export = %q, %v", p2, err)
	}
	if d, _ := os.ReadFile(p1); string(d) != "a" {
		t.Errorf("the first export was written over: %q", d)
	}
}
