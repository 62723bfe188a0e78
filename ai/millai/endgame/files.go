package endgame

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"embed"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"time"
)

// A class file is gzip-compressed: the magic, the class's two piece
// counts, its size (little-endian uint32) and one byte per entry.
const magic = "STRATAGEM-MILL-ENDGAME-1\n"

// FileName names the file of class c.
func FileName(c Class) string { return fmt.Sprintf("mill-%d-%d.db.gz", c.Mover, c.Other) }

func writeClass(dir string, c Class, vals []byte) error {
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return err
	}
	zw.Write([]byte(magic))
	zw.Write([]byte{byte(c.Mover), byte(c.Other)})
	binary.Write(zw, binary.LittleEndian, uint32(len(vals)))
	zw.Write(vals)
	if err := zw.Close(); err != nil {
		return err
	}
	return writeAtomic(filepath.Join(dir, FileName(c)), buf.Bytes())
}

// writeAtomic writes a file under a temporary name and renames it, so an
// interrupted run never leaves half a file under the real name.
func writeAtomic(path string, data []byte) error {
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

func readClass(fsys fs.FS, name string, c Class) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(bufio.NewReader(f))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	head := make([]byte, len(magic)+2+4)
	if _, err := io.ReadFull(zr, head); err != nil || string(head[:len(magic)]) != magic {
		return nil, fmt.Errorf("%s: not a Mill endgame file", name)
	}
	if int(head[len(magic)]) != c.Mover || int(head[len(magic)+1]) != c.Other {
		return nil, fmt.Errorf("%s: holds class %d-%d", name, head[len(magic)], head[len(magic)+1])
	}
	n := binary.LittleEndian.Uint32(head[len(magic)+2:])
	if int(n) != c.Size() {
		return nil, fmt.Errorf("%s: %d entries, want %d", name, n, c.Size())
	}
	vals := make([]byte, n)
	if _, err := io.ReadFull(zr, vals); err != nil {
		return nil, fmt.Errorf("%s: cut short: %w", name, err)
	}
	if _, err := zr.Read(make([]byte, 1)); err != io.EOF {
		return nil, fmt.Errorf("%s: damaged (checksum or trailing data)", name)
	}
	return vals, nil
}

// Load reads the class files of set found in fsys (a class is taken only
// with all the classes it needs). It returns what it could read; err tells
// about the first damaged file.
func Load(fsys fs.FS, set Set) (*Table, error) {
	t := &Table{}
	var first error
	for _, g := range set.groups() {
		for _, c := range g {
			vals, err := readClass(fsys, FileName(c), c)
			if err != nil {
				if !errors.Is(err, fs.ErrNotExist) && first == nil {
					first = err
				}
				return t, first
			}
			t.set(c, vals)
		}
	}
	return t, first
}

// shipped holds the class files built into the program, those of Shipped,
// made by `arena mill-db -out ai/millai/endgame/data`.
//
//go:embed data/*.db.gz
var shipped embed.FS

var (
	shippedOnce  sync.Once
	shippedTable *Table
)

// Default returns the shipped table: the classes up to MaxPieces a side
// read at the first call (a quarter of a second; 64 MiB in memory), those
// of three against more (Shipped.Flyer; not in the browser, see flyer.go)
// each read in the background the first time a position of its class is
// asked for (Table.Wait reads them all).
func Default() *Table {
	shippedOnce.Do(func() {
		sub, _ := fs.Sub(shipped, "data")
		t, err := Load(sub, Set{Max: MaxPieces})
		if err != nil {
			panic("endgame: the shipped table is damaged: " + err.Error()) // a build defect, caught by the tests
		}
		if flyers, err := fs.Sub(flyerFiles, flyerDir); err == nil {
			if names, _ := fs.Glob(flyers, "*.db.gz"); len(names) > 0 {
				t.readLater(flyers, Shipped)
			}
		}
		shippedTable = t
	})
	return shippedTable
}

// A checkpoint is a solve in progress, saved now and then so that an
// interrupted run goes on from the last level it saved: gzip-compressed,
// little-endian, the level finished, the positions settled at it, every
// value, then the queues of the levels to come.
func checkpointName(g []Class) string {
	return fmt.Sprintf("mill-%d-%d.partial", g[0].Mover, g[0].Other)
}

func (s *solver) save(path string, level int, settled []uint32) error {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	w := func(v any) { binary.Write(zw, binary.LittleEndian, v) }
	w(uint32(level))
	w(uint32(len(settled)))
	w(settled)
	w(s.vals)
	pending := 0
	for l := range s.queues {
		if len(s.queues[l]) > 0 {
			pending++
		}
	}
	w(uint32(pending))
	for l, q := range s.queues {
		if len(q) > 0 {
			w(uint32(l))
			w(uint32(len(q)))
			w(q)
		}
	}
	if err := zw.Close(); err != nil {
		return err
	}
	return writeAtomic(path, buf.Bytes())
}

func (s *solver) resume(path string) (level int, settled []uint32, err error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(bufio.NewReader(f))
	if err != nil {
		return 0, nil, err
	}
	var u uint32
	r := func(v any) {
		if err == nil {
			err = binary.Read(zr, binary.LittleEndian, v)
		}
	}
	r(&u)
	level = int(u)
	r(&u)
	if err != nil || int(u) > len(s.vals) {
		return 0, nil, fmt.Errorf("%s: damaged checkpoint", path)
	}
	settled = make([]uint32, u)
	r(settled)
	r(s.vals)
	var pending uint32
	r(&pending)
	for range pending {
		var l, n uint32
		r(&l)
		r(&n)
		if err != nil || int(l) >= len(s.queues) || int(n) > len(s.vals) {
			return 0, nil, fmt.Errorf("%s: damaged checkpoint", path)
		}
		s.queues[l] = make([]uint32, n)
		r(s.queues[l])
	}
	if err != nil {
		return 0, nil, fmt.Errorf("%s: damaged checkpoint: %w", path, err)
	}
	for l, q := range s.queues {
		for _, i := range q {
			s.queued[i] = uint8(l)
		}
	}
	return level, settled, nil
}

// Build solves the classes of set into dir, one file a class. Classes whose files are already there are read, not solved again;
// the class being solved is saved to a checkpoint file every `every`, so
// an interrupted Build (ctx ended, program stopped) goes on where it was.
// progress, if not nil, hears after every level.
func Build(ctx context.Context, dir string, set Set, every time.Duration, progress func(Progress)) (*Table, error) {
	if err := set.check(); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	t := &Table{}
	for _, g := range set.groups() {
		start := time.Now()
		p := Progress{Classes: g}
		for _, c := range g {
			p.Size += c.Size()
		}
		loaded := true
		for _, c := range g {
			vals, err := readClass(os.DirFS(dir), FileName(c), c)
			if err != nil {
				loaded = false
				break
			}
			t.set(c, vals)
		}
		if loaded {
			p.Loaded, p.Done = true, true
			if progress != nil {
				progress(p)
			}
			continue
		}
		s := newSolver(t, g)
		cp := filepath.Join(dir, checkpointName(g))
		level, settled, err := s.resume(cp)
		if err != nil {
			p.Restart = !errors.Is(err, fs.ErrNotExist)
			s = newSolver(t, g)
			if settled, err = s.start(); err != nil {
				return nil, err
			}
			level = 0
		} else {
			p.Resumed = level
		}
		last := time.Now()
		err = s.run(ctx, level, settled, func(l int, now []uint32) error {
			if progress != nil {
				p.Level, p.Settled, p.Elapsed = l, s.count(), time.Since(start)
				progress(p)
			}
			if time.Since(last) >= every || ctx.Err() != nil {
				last = time.Now()
				return s.save(cp, l, now)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		s.split()
		for _, c := range g {
			if err := writeClass(dir, c, t.vals[c.Mover][c.Other]); err != nil {
				return nil, err
			}
		}
		os.Remove(cp)
		p.Done, p.Settled, p.Elapsed = true, s.count(), time.Since(start)
		if progress != nil {
			progress(p)
		}
	}
	return t, nil
}
