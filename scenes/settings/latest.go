package settings

import "sync"

// Latest keeps one file up to date from a goroutine of its own, so that
// the frame goroutine never waits on the disk (a write is synced before it
// replaces the old file). Each write writes the newest value handed, so
// writes that finish out of order never put back an older one. A failure
// is kept for the frame goroutine to collect (Failure). The puzzles'
// progress and the statistics are written through one each.
type Latest[T any] struct {
	path    string
	write   func(path string, v T) error
	writeMu sync.Mutex // one write at a time; guards written
	written uint64     // the number of the last value written
	mu      sync.Mutex // guards the fields below, never held during a write
	newest  T
	handed  uint64 // the number of the newest value handed
	failure error
	wg      sync.WaitGroup
}

// NewLatest returns a Latest of the file at path, written by write.
func NewLatest[T any](path string, write func(path string, v T) error) *Latest[T] {
	return &Latest[T]{path: path, write: write}
}

// Save writes v, later, on another goroutine: v must be the caller's copy,
// which it no longer changes.
func (w *Latest[T]) Save(v T) {
	w.mu.Lock()
	w.newest = v
	w.handed++
	w.mu.Unlock()
	w.wg.Add(1)
	go func() {
		defer w.wg.Done()
		w.writeMu.Lock()
		defer w.writeMu.Unlock()
		w.mu.Lock()
		n, v := w.handed, w.newest
		w.mu.Unlock()
		if n == w.written {
			return // a write that began after this Save wrote it already
		}
		err := w.write(w.path, v)
		w.written = n
		if err != nil {
			w.mu.Lock()
			w.failure = err
			w.mu.Unlock()
		}
	}()
}

// Flush waits until every value handed so far is written.
func (w *Latest[T]) Flush() { w.wg.Wait() }

// Failure returns, once, why the last failed write failed (nil: none).
func (w *Latest[T]) Failure() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	err := w.failure
	w.failure = nil
	return err
}

// PerPath holds one writer for each path, made by New the first time the
// path is asked for: the one writer of a file for the whole program, so
// that one goroutine writes it and one Flush covers every screen's writes.
type PerPath[T interface{ Flush() }] struct {
	New func(path string) T
	mu  sync.Mutex
	by  map[string]T
}

// For returns the value of path, making it the first time.
func (r *PerPath[T]) For(path string) T {
	r.mu.Lock()
	defer r.mu.Unlock()
	v, ok := r.by[path]
	if !ok {
		if r.by == nil {
			r.by = map[string]T{}
		}
		v = r.New(path)
		r.by[path] = v
	}
	return v
}

// Flush waits until what path's writer was handed is written; it does
// nothing when no writer was made for path (nothing was handed).
func (r *PerPath[T]) Flush(path string) {
	r.mu.Lock()
	v, ok := r.by[path]
	r.mu.Unlock()
	if ok {
		v.Flush()
	}
}
