package settings

import (
	"errors"
	"io/fs"
	"reflect"
	"strings"
	"testing"
)

// mapKV is a working KV (a browser's localStorage, as far as the game sees).
type mapKV map[string]string

func (m mapKV) Get(k string) (string, bool, error) { v, ok := m[k]; return v, ok, nil }
func (m mapKV) Set(k, v string) error              { m[k] = v; return nil }
func (m mapKV) Delete(k string) error              { delete(m, k); return nil }

// brokenKV fails every call: with errors, or by panicking as a browser
// does when its storage is blocked (a SecurityError thrown into Go).
type brokenKV struct{ panics bool }

var errBlocked = errors.New("the operation is insecure")

func (b brokenKV) fail() error {
	if b.panics {
		panic("SecurityError: " + errBlocked.Error())
	}
	return errBlocked
}
func (b brokenKV) Get(string) (string, bool, error) { return "", false, b.fail() }
func (b brokenKV) Set(string, string) error         { return b.fail() }
func (b brokenKV) Delete(string) error              { return b.fail() }

func TestKVStoreKeepsSettings(t *testing.T) {
	kv := mapKV{}
	defer Use(KVStore{kv})()
	const key = "stratagem/settings.json"
	if s, w := Load(key); !reflect.DeepEqual(s, Defaults()) || len(w) != 0 {
		t.Fatalf("empty storage: got %+v, warnings %q; want the defaults, silently", s, w)
	}
	want := Defaults()
	want.MusicVolume, want.Fullscreen = 25, true
	if err := Save(key, want); err != nil {
		t.Fatal(err)
	}
	if s, w := Load(key); !reflect.DeepEqual(s, want) || len(w) != 0 {
		t.Fatalf("got %+v, warnings %q; want %+v", s, w, want)
	}
	kv[key] = "{not json"
	s, w := Load(key)
	if !reflect.DeepEqual(s, Defaults()) || len(w) != 1 || !strings.Contains(w[0], "corrupt") {
		t.Fatalf("corrupt entry: got %+v, warnings %q", s, w)
	}
	if _, ok := kv[key]; ok || kv[key+".bad"] != "{not json" {
		t.Fatalf("the corrupt entry was not moved aside: %v", kv)
	}
	if err := Probe(kv); err != nil {
		t.Fatalf("Probe of a working storage: %v", err)
	}
	if len(kv) != 1 {
		t.Fatalf("Probe left its key behind: %v", kv)
	}
}

// A browser whose localStorage is missing or blocked: the game runs on the
// defaults with a warning, and saving fails with an error, never a panic.
func TestBlockedStorageFallsBackToDefaults(t *testing.T) {
	for _, panics := range []bool{false, true} {
		kv := brokenKV{panics: panics}
		if err := Probe(kv); err == nil || !strings.Contains(err.Error(), errBlocked.Error()) {
			t.Errorf("panics=%v: Probe = %v, want the storage's failure", panics, err)
		}
		restore := Use(KVStore{kv})
		s, w := Load("stratagem/settings.json")
		if !reflect.DeepEqual(s, Defaults()) || len(w) != 1 || !strings.Contains(w[0], "using defaults") {
			t.Errorf("panics=%v: Load = %+v, warnings %q; want the defaults and one warning", panics, s, w)
		}
		if err := Save("stratagem/settings.json", Defaults()); err == nil {
			t.Errorf("panics=%v: Save into a blocked storage reported no error", panics)
		}
		if _, err := Read("x"); err == nil || errors.Is(err, fs.ErrNotExist) {
			t.Errorf("panics=%v: Read = %v, want a failure that is not a missing entry", panics, err)
		}
		restore()
	}
}
