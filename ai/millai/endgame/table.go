package endgame

import (
	"io/fs"
	"math/bits"
	"strconv"
	"sync"
	"sync/atomic"

	"stratagem/board/mill"
)

// A stored value: 0 is a draw; v > 0 is an end v-1 plies away, a win for
// the side to move when v-1 is odd (it makes the last move) and a loss when
// it is even (0: blocked now).
const maxStored = 255

func encode(plies int) byte { return byte(plies + 1) }

// Result is a position's value for the side to move.
type Result struct {
	// Outcome is +1 for a win, 0 for a draw, -1 for a loss.
	Outcome int
	// Plies is how many moves (both sides') remain with best play: the
	// winner hurries, the loser holds out. 0 for a draw.
	Plies int
}

func decode(v byte) Result {
	if v == 0 {
		return Result{}
	}
	d := int(v) - 1
	if d%2 == 1 {
		return Result{Outcome: 1, Plies: d}
	}
	return Result{Outcome: -1, Plies: d}
}

// String says the result in words.
func (r Result) String() string {
	switch r.Outcome {
	case 1:
		return "win in " + plural(r.Plies)
	case -1:
		return "loss in " + plural(r.Plies)
	}
	return "draw"
}

func plural(n int) string {
	if n == 1 {
		return "1 ply"
	}
	return strconv.Itoa(n) + " plies"
}

// Table holds solved classes: some read when it was made, others (see
// readLater) from their files in the background the first time a position
// of theirs is asked for.
type Table struct {
	vals  [10][10][]byte
	later [10][10]*laterClass
}

// laterClass is a class read at first use, off the caller's goroutine:
// until it is read, the table answers nothing for it.
type laterClass struct {
	start sync.Once
	done  chan struct{} // closed when the reading is over
	vals  atomic.Pointer[[]byte]
	err   error // set before done is closed
	read  func() ([]byte, error)
}

// get returns the class's values, or nil while they are not read yet (the
// first call starts the reading).
func (l *laterClass) get() []byte {
	if v := l.vals.Load(); v != nil {
		return *v
	}
	l.start.Do(func() { go l.load() })
	return nil
}

func (l *laterClass) load() {
	v, err := l.read()
	if err == nil {
		l.vals.Store(&v)
	}
	l.err = err
	close(l.done)
}

// readLater adds the classes of set that t does not hold yet, to be read
// from fsys at first use.
func (t *Table) readLater(fsys fs.FS, set Set) {
	for _, g := range set.groups() {
		for _, c := range g {
			if t.vals[c.Mover][c.Other] != nil || t.later[c.Mover][c.Other] != nil {
				continue
			}
			t.later[c.Mover][c.Other] = &laterClass{done: make(chan struct{}), read: func() ([]byte, error) {
				return readClass(fsys, FileName(c), c)
			}}
		}
	}
}

// Wait reads every class still to be read at first use, and waits until
// they are: a caller that needs the same answers every time (a test, a
// search bounded by positions) calls it first. It returns the first error.
func (t *Table) Wait() error {
	var first error
	for m := range t.later {
		for _, l := range t.later[m] {
			if l == nil {
				continue
			}
			l.get()
			<-l.done
			if l.err != nil && first == nil {
				first = l.err
			}
		}
	}
	return first
}

// class returns the values of class c, or nil when the table does not hold
// it or has not read it yet.
func (t *Table) class(c Class) []byte {
	if t == nil || c.Mover < 3 || c.Other < 3 || c.Mover > 9 || c.Other > 9 {
		return nil
	}
	if v := t.vals[c.Mover][c.Other]; v != nil {
		return v
	}
	if l := t.later[c.Mover][c.Other]; l != nil {
		return l.get()
	}
	return nil
}

// Has reports whether the table holds class c, read (a class read at
// first use is held once it is read; asking starts the reading).
func (t *Table) Has(c Class) bool { return t.class(c) != nil }

// Classes lists the classes held, smallest first.
func (t *Table) Classes() []Class {
	var out []Class
	for total := 6; total <= 18; total++ {
		for m := 3; m <= 9; m++ {
			if c := (Class{m, total - m}); t.Has(c) {
				out = append(out, c)
			}
		}
	}
	return out
}

// set stores a class's values.
func (t *Table) set(c Class, v []byte) { t.vals[c.Mover][c.Other] = v }

// value returns the stored byte of the position (mover on a, other on b);
// ok is false when its class is not held.
func (t *Table) value(a, b uint32) (byte, bool) {
	c := Class{bits.OnesCount32(a), bits.OnesCount32(b)}
	v := t.class(c)
	if v == nil {
		return 0, false
	}
	return v[c.index(a, b)], true
}

// Lookup returns the value of the position with the side to move on a and
// the other side on b, hands empty; ok is false when no class holds it.
func (t *Table) Lookup(a, b uint32) (Result, bool) {
	v, ok := t.value(a, b)
	if !ok {
		return Result{}, false
	}
	return decode(v), true
}

// Probe returns pos's value for the side to move when pos is a game of
// Nine Men's Morris, or of a variant that moves as it once the hands are
// empty (Holds: Lasker Morris), both hands are empty and the table holds
// its class. The 50-move count and repetitions are not looked at (see the
// package comment).
func (t *Table) Probe(pos *mill.Position) (Result, bool) {
	if t == nil || pos.InHand(mill.Blue) > 0 || pos.InHand(mill.Red) > 0 || !Holds(pos.Variant()) {
		return Result{}, false
	}
	me := pos.SideToMove()
	return t.Lookup(pos.Pieces(me), pos.Pieces(me.Other()))
}
