package settings

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// Store is where the settings and the saved game are kept, by name: files
// on the desktop (names are paths), the browser's localStorage in a
// browser (names are keys). Read returns an error wrapping fs.ErrNotExist
// for a name that holds nothing; Remove of such a name is no error.
type Store interface {
	Read(name string) ([]byte, error)
	Write(name string, data []byte) error
	Remove(name string) error
	Rename(from, to string) error
}

// store is the Store in use: Files, or the browser's (store_js.go).
var store = defaultStore()

// Use makes st the Store in use and returns a function that puts the
// previous one back (for tests, which inject failing stores).
func Use(st Store) (restore func()) {
	old := store
	store = st
	return func() { store = old }
}

// Read, Write and Remove act on the Store in use.
func Read(name string) ([]byte, error)     { return store.Read(name) }
func Write(name string, data []byte) error { return store.Write(name, data) }
func Remove(name string) error             { return store.Remove(name) }

// Files is the Store of the desktop: names are paths, and writing goes
// through a temporary file (WriteAtomic).
type Files struct{}

func (Files) Read(name string) ([]byte, error)     { return os.ReadFile(name) }
func (Files) Write(name string, data []byte) error { return WriteAtomic(name, data) }
func (Files) Remove(name string) error {
	if err := os.Remove(name); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}
func (Files) Rename(from, to string) error { return os.Rename(from, to) }

// KV is a store of strings by key, such as the browser's localStorage. Get
// reports ok=false for a missing key. Its methods may fail, and may even
// panic (a browser that blocks storage throws): KVStore turns both into
// errors.
type KV interface {
	Get(key string) (value string, ok bool, err error)
	Set(key, value string) error
	Delete(key string) error
}

// KVStore is the Store over a KV.
type KVStore struct{ KV KV }

// guard runs f and turns a panic into an error.
func guard(what string, f func() error) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("%s failed: %v", what, p)
		}
	}()
	return f()
}

func (s KVStore) Read(name string) ([]byte, error) {
	var v string
	var ok bool
	err := guard("reading "+name, func() (err error) {
		v, ok, err = s.KV.Get(name)
		return err
	})
	switch {
	case err != nil:
		return nil, err
	case !ok:
		return nil, &fs.PathError{Op: "read", Path: name, Err: fs.ErrNotExist}
	}
	return []byte(v), nil
}

func (s KVStore) Write(name string, data []byte) error {
	return guard("writing "+name, func() error { return s.KV.Set(name, string(data)) })
}

func (s KVStore) Remove(name string) error {
	return guard("removing "+name, func() error { return s.KV.Delete(name) })
}

func (s KVStore) Rename(from, to string) error {
	data, err := s.Read(from)
	if err != nil {
		return err
	}
	if err := s.Write(to, data); err != nil {
		return err
	}
	return s.Remove(from)
}

// Probe checks that kv can keep a value: it writes, reads back and deletes
// a test key. A browser with storage disabled or full fails here, and the
// game then runs on the defaults, keeping nothing (see DefaultPath).
func Probe(kv KV) error {
	st := KVStore{kv}
	const key = "stratagem/probe"
	if err := st.Write(key, []byte("1")); err != nil {
		return err
	}
	got, err := st.Read(key)
	if err != nil {
		return err
	}
	if string(got) != "1" {
		return fmt.Errorf("the storage gave back %q instead of %q", got, "1")
	}
	return st.Remove(key)
}

// Beside returns the path of the file name in the settings file's folder
// (in a browser: under the same localStorage prefix); "" when
// settingsPath is "", where nothing is kept. The saved game, the puzzles'
// progress, the statistics and the kept records all live there.
func Beside(settingsPath, name string) string {
	if settingsPath == "" {
		return ""
	}
	return filepath.Join(filepath.Dir(settingsPath), name)
}
