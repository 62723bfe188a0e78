package kept

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"stratagem/scenes/settings"
)

// Dir is the Store of a folder: a record is a file NAME.txt in it.
type Dir string

// List returns the names of the folder's records; a folder not made yet
// holds none.
func (d Dir) List() ([]string, error) {
	des, err := os.ReadDir(string(d))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []string
	for _, de := range des {
		if n := de.Name(); de.Type().IsRegular() && strings.HasSuffix(n, Ext) && !strings.HasPrefix(n, ".") {
			out = append(out, n)
		}
	}
	return out, nil
}

func (d Dir) path(name string) (string, error) {
	if name == "" || name != filepath.Base(name) || strings.HasPrefix(name, ".") {
		return "", fmt.Errorf("no record is called %q", name)
	}
	return filepath.Join(string(d), name), nil
}

func (d Dir) Read(name string) ([]byte, error) {
	p, err := d.path(name)
	if err != nil {
		return nil, err
	}
	return os.ReadFile(p)
}

// Create writes the record through a temporary file linked to its name:
// a name taken fails (fs.ErrExist) and nothing is written over, and a
// crash mid-write leaves no half record.
func (d Dir) Create(name string, data []byte) error {
	p, err := d.path(name)
	if err != nil {
		return err
	}
	return CreateFile(p, data)
}

// CreateFile writes data to a new file path, never over another: a path
// taken fails with an error wrapping fs.ErrExist. It makes the folder if
// needed, and writes through a temporary file, so the file is whole or
// absent.
func CreateFile(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if _, err := os.Lstat(path); err == nil {
		return &fs.PathError{Op: "create", Path: path, Err: fs.ErrExist}
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return err
	}
	// A hard link fails when the name is taken: no record is written over,
	// even by another copy of the game writing at the same moment.
	if err := os.Link(tmp.Name(), path); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return err
		}
		// A file system without hard links: the name was free a moment ago.
		return settings.WriteAtomic(path, data)
	}
	return nil
}

func (d Dir) Replace(name string, data []byte) error {
	p, err := d.path(name)
	if err != nil {
		return err
	}
	return settings.WriteAtomic(p, data)
}

func (d Dir) Remove(name string) error {
	p, err := d.path(name)
	if err != nil {
		return err
	}
	if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

func (d Dir) Where() string { return string(d) }
