package endgame

import (
	"context"
	"fmt"
	"math/bits"
	"time"
)

// Progress reports how a Solve goes.
type Progress struct {
	Classes []Class // the classes being solved together
	Level   int     // plies from the end being settled
	Settled int     // positions of these classes with a value so far (wins and losses)
	Size    int     // positions in these classes
	Loaded  bool    // the classes were read from files, not solved
	Done    bool    // these classes are finished
	Elapsed time.Duration
	Resumed int  // the level a checkpoint let this run start from (0: none)
	Restart bool // a damaged checkpoint was set aside and the classes begun again
}

// Set names a set of classes: every class with Max pieces a side or fewer,
// and the classes of three pieces against up to Flyer (a side reduced to
// three flies, and those endgames are long: a flyer against many pieces
// is where a won game most often goes unconverted).
type Set struct {
	Max   int // most pieces a side in every class (3 to 9)
	Flyer int // most pieces against three (Max to 9; at or below Max: none more)
}

// Shipped is the set built into the program (Default).
var Shipped = Set{Max: MaxPieces, Flyer: 9}

// check reports a set outside the bounds.
func (set Set) check() error {
	switch {
	case set.Max < 3 || set.Max > 9:
		return fmt.Errorf("endgame: pieces a side must be 3 to 9, not %d", set.Max)
	case set.Flyer > 9:
		return fmt.Errorf("endgame: pieces against three must be at most 9, not %d", set.Flyer)
	}
	return nil
}

// has reports whether the set holds class c.
func (set Set) has(c Class) bool {
	lo, hi := min(c.Mover, c.Other), max(c.Mover, c.Other)
	return lo >= 3 && (hi <= set.Max || lo == 3 && hi <= set.Flyer)
}

// groups lists the set's classes in the order they can be solved: a mill
// takes a piece, so a class needs only itself, its mirror (the same pieces
// with the other side to move) and classes with fewer pieces in all — for
// three against k, those are three against k−1 (the flyer's mill) and the
// lost positions with two (the other side's).
func (set Set) groups() [][]Class {
	var out [][]Class
	for total := 6; total <= 2*max(set.Max, set.Flyer); total++ {
		for m := 3; 2*m <= total; m++ {
			o := total - m
			if !set.has(Class{m, o}) {
				continue
			}
			if m == o {
				out = append(out, []Class{{m, m}})
			} else {
				out = append(out, []Class{{m, o}, {o, m}})
			}
		}
	}
	return out
}

// solver solves one group of classes by retrograde analysis.
type solver struct {
	t       *Table // the classes solved before (and, at the end, these)
	classes []Class
	offset  []uint32
	vals    []byte
	queued  []uint8 // the last level each position was queued for
	queues  [maxStored + 1][]uint32
}

func newSolver(t *Table, classes []Class) *solver {
	s := &solver{t: t, classes: classes}
	n := uint32(0)
	for _, c := range classes {
		s.offset = append(s.offset, n)
		n += uint32(c.Size())
	}
	s.vals = make([]byte, n)
	s.queued = make([]uint8, n)
	return s
}

// local returns the group's index of a position, or false when its class
// is not in the group.
func (s *solver) local(a, b uint32) (uint32, bool) {
	c := Class{bits.OnesCount32(a), bits.OnesCount32(b)}
	for k, g := range s.classes {
		if g == c {
			return s.offset[k] + c.index(a, b), true
		}
	}
	return 0, false
}

// position decodes a group index.
func (s *solver) position(i uint32) (a, b uint32) {
	k := len(s.classes) - 1
	for s.offset[k] > i {
		k--
	}
	return s.classes[k].position(i - s.offset[k])
}

func (s *solver) push(i uint32, level int) {
	if s.vals[i] != 0 || s.queued[i] == uint8(level) {
		return
	}
	s.queued[i] = uint8(level)
	s.queues[level] = append(s.queues[level], i)
}

// start scores what needs no search: a side with no move has lost, and a
// move into a class solved before (a mill) or to a win queues the position
// for the level its result is that many plies away. It returns the
// positions lost on the spot.
func (s *solver) start() ([]uint32, error) {
	var lost []uint32
	var err error
	for i := range uint32(len(s.vals)) {
		if !s.isCanonical(i) {
			continue
		}
		a, b := s.position(i)
		n := successors(a, b, func(won bool, na, nb uint32) {
			d := 0 // the other side has lost on the spot
			if !won {
				if _, in := s.local(na, nb); in {
					return
				}
				v, ok := s.t.value(na, nb)
				if !ok {
					err = fmt.Errorf("endgame: class %d-%d is needed first", bits.OnesCount32(na), bits.OnesCount32(nb))
					return
				}
				if v == 0 {
					return
				}
				d = int(v) - 1
			}
			if d+1 >= maxStored {
				err = fmt.Errorf("endgame: a result %d plies away does not fit in a byte", d+1)
				return
			}
			s.push(i, d+1)
		})
		if err != nil {
			return nil, err
		}
		if n == 0 {
			s.vals[i] = encode(0)
			lost = append(lost, i)
		}
	}
	return lost, nil
}

// check settles position i at level L if its moves allow: a win when some
// move leaves the other side lost within L-1 plies, a loss when every move
// leaves it a win within L-1 plies. Only values settled before level L are
// used, so the distances are exact.
func (s *solver) check(i uint32, level int) bool {
	a, b := s.position(i)
	minLoss, maxWin, allWin := maxStored, 0, true
	successors(a, b, func(won bool, na, nb uint32) {
		if won {
			minLoss = 0
			return
		}
		var v byte
		if j, in := s.local(na, nb); in {
			v = s.vals[j]
			if v == 0 || int(v)-1 >= level {
				allWin = false
				return
			}
		} else {
			// A class solved before: its distances are known at once,
			// but one of level or more is used only at that level (start
			// queued the position for it), so that every position is
			// settled at the level of its own distance and its
			// predecessors are looked at when they can use it.
			v, _ = s.t.value(na, nb)
			if v == 0 || int(v)-1 >= level {
				allWin = false
				return
			}
		}
		d := int(v) - 1
		if d%2 == 0 {
			minLoss = min(minLoss, d)
		} else {
			maxWin = max(maxWin, d)
		}
	})
	switch {
	case minLoss < level:
		s.vals[i] = encode(minLoss + 1)
	case allWin:
		s.vals[i] = encode(maxWin + 1)
	default:
		return false
	}
	return true
}

// run settles the group level by level from the positions settled at
// level `from` (the lost-on-the-spot ones at 0); what is never settled is
// a draw. every is called after each level with the level just finished.
func (s *solver) run(ctx context.Context, from int, settled []uint32, every func(level int, settled []uint32) error) error {
	for level := from + 1; ; level++ {
		if level > maxStored-1 {
			return fmt.Errorf("endgame: results more than %d plies away do not fit in a byte", maxStored-2)
		}
		for _, i := range settled {
			a, b := s.position(i)
			quietPredecessors(a, b, func(pa, pb uint32) {
				if j, in := s.local(pa, pb); in {
					s.push(j, level)
				}
			})
		}
		var now []uint32
		for _, i := range s.queues[level] {
			if s.vals[i] == 0 && s.check(i, level) {
				now = append(now, i)
			}
		}
		s.queues[level] = nil
		if err := every(level, now); err != nil {
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		settled = now
		if len(now) == 0 && !s.pendingAfter(level) {
			return nil
		}
	}
}

func (s *solver) pendingAfter(level int) bool {
	for l := level + 1; l < len(s.queues); l++ {
		if len(s.queues[l]) > 0 {
			return true
		}
	}
	return false
}

// count returns how many positions have a value (a win or a loss).
func (s *solver) count() int {
	n := 0
	for _, v := range s.vals {
		if v != 0 {
			n++
		}
	}
	return n
}

// isCanonical reports whether group entry i is its position's shared entry.
func (s *solver) isCanonical(i uint32) bool {
	a, b := s.position(i)
	j, _ := s.local(a, b)
	return i == j
}

// split gives the entries that are never looked up their shared entry's
// value and hands the group's values to the table, class by class.
func (s *solver) split() {
	for i := range uint32(len(s.vals)) {
		if a, b := s.position(i); true {
			if j, _ := s.local(a, b); j != i {
				s.vals[i] = s.vals[j]
			}
		}
	}
	for k, c := range s.classes {
		s.t.set(c, s.vals[s.offset[k]:s.offset[k]+uint32(c.Size())])
	}
}

// SolveInMemory solves the classes of set without files (for tests and
// small tables).
func SolveInMemory(ctx context.Context, set Set) (*Table, error) {
	if err := set.check(); err != nil {
		return nil, err
	}
	t := &Table{}
	for _, g := range set.groups() {
		s := newSolver(t, g)
		lost, err := s.start()
		if err != nil {
			return nil, err
		}
		if err := s.run(ctx, 0, lost, func(int, []uint32) error { return nil }); err != nil {
			return nil, err
		}
		s.split()
	}
	return t, nil
}
