package kept

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"slices"

	"stratagem/scenes/settings"
)

// Limits of the records a KVStore keeps: a browser gives a page a few
// megabytes of localStorage, shared with the settings and the saved game.
const (
	MaxKVRecords = 200
	MaxKVBytes   = 1 << 20
)

// KVStore is the Store over a store of strings (the browser's
// localStorage): each record under Prefix+name, and an index of them
// under Prefix+"index", oldest first. It keeps at most MaxKVRecords
// records and MaxKVBytes of them: the oldest go to make room.
type KVStore struct {
	KV     settings.KV
	Prefix string // "stratagem/records/"
}

// indexEntry is one record of the index: its name and size.
type indexEntry struct {
	Name string `json:"name"`
	Size int    `json:"size"`
}

func (s KVStore) st() settings.KVStore { return settings.KVStore{KV: s.KV} }

func (s KVStore) index() ([]indexEntry, error) {
	data, err := s.st().Read(s.Prefix + "index")
	if err != nil {
		if isNotExist(err) {
			return nil, nil
		}
		return nil, err
	}
	var idx []indexEntry
	if err := json.Unmarshal(data, &idx); err != nil {
		return nil, fmt.Errorf("the index of the kept games is broken (%v)", err)
	}
	return idx, nil
}

func (s KVStore) setIndex(idx []indexEntry) error {
	data, err := json.Marshal(idx)
	if err != nil {
		return err
	}
	return s.st().Write(s.Prefix+"index", data)
}

func (s KVStore) List() ([]string, error) {
	idx, err := s.index()
	var out []string
	for _, e := range idx {
		out = append(out, e.Name)
	}
	return out, err
}

func (s KVStore) Read(name string) ([]byte, error) { return s.st().Read(s.Prefix + "game/" + name) }

func (s KVStore) Create(name string, data []byte) error {
	idx, err := s.index()
	if err != nil {
		return err
	}
	if slices.ContainsFunc(idx, func(e indexEntry) bool { return e.Name == name }) {
		return &fs.PathError{Op: "create", Path: name, Err: fs.ErrExist}
	}
	if len(data) > MaxKVBytes {
		return fmt.Errorf("the record is larger than the %d KiB the browser keeps", MaxKVBytes/1024)
	}
	idx = append(idx, indexEntry{name, len(data)})
	// The oldest go first, to make room.
	total := 0
	for _, e := range idx {
		total += e.Size
	}
	for len(idx) > MaxKVRecords || total > MaxKVBytes {
		if err := s.st().Remove(s.Prefix + "game/" + idx[0].Name); err != nil {
			return err
		}
		total -= idx[0].Size
		idx = idx[1:]
	}
	if err := s.st().Write(s.Prefix+"game/"+name, data); err != nil {
		return err
	}
	return s.setIndex(idx)
}

func (s KVStore) Replace(name string, data []byte) error {
	idx, err := s.index()
	if err != nil {
		return err
	}
	i := slices.IndexFunc(idx, func(e indexEntry) bool { return e.Name == name })
	if i < 0 {
		return s.Create(name, data)
	}
	idx[i].Size = len(data)
	if err := s.st().Write(s.Prefix+"game/"+name, data); err != nil {
		return err
	}
	return s.setIndex(idx)
}

func (s KVStore) Remove(name string) error {
	idx, err := s.index()
	if err != nil {
		return err
	}
	if err := s.st().Remove(s.Prefix + "game/" + name); err != nil {
		return err
	}
	return s.setIndex(slices.DeleteFunc(idx, func(e indexEntry) bool { return e.Name == name }))
}

func (s KVStore) Where() string { return "" }
