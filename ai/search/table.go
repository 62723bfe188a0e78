package search

import "stratagem/ai/hugepages"

// Bound says what a stored score means.
type Bound uint8

const (
	// BoundNone marks an empty slot.
	BoundNone Bound = iota
	// BoundExact: the score is the position's value at that depth.
	BoundExact
	// BoundLower: the search failed high; the value is at least the score.
	BoundLower
	// BoundUpper: the search failed low; the value is at most the score.
	BoundUpper
)

// Entry is one transposition-table record. It keeps the high half of
// its key: the low half (the bits that choose the slot) is the same for
// every key that can be stored there. Half a key keeps an entry of a
// small move to 16 bytes, so that a pair of slots never straddles two
// cache lines (a probe is mostly a cache miss), and a position taken for
// another is a chance of one in four billion a probe.
type Entry[M comparable] struct {
	check   uint32 // key >> 32
	Score   int32
	Move    M
	Depth   int8
	Bound   Bound
	HasMove bool
	gen     uint8
}

// Table is a transposition table keyed by a 64-bit position hash. Slots
// come in pairs: the first keeps the deepest (or most recent-generation)
// result, the second always takes the newest, so deep results survive
// while shallow ones still have a home.
//
// A Table is not safe for concurrent use.
type Table[M comparable] struct {
	slots []Entry[M]
	mask  uint64 // index mask of a pair's first slot
	gen   uint8
}

// NewTable returns a table of about entries slots (rounded down to a power
// of two, at least 2).
func NewTable[M comparable](entries int) *Table[M] {
	n := 2
	for n*2 <= entries {
		n *= 2
	}
	t := &Table[M]{slots: make([]Entry[M], n), mask: uint64(n-1) &^ 1}
	hugepages.Advise(t.slots) // every probe lands on a random page
	return t
}

// Len returns the number of slots.
func (t *Table[M]) Len() int { return len(t.slots) }

// NewSearch ages the table: entries from earlier searches become the first
// to be replaced.
func (t *Table[M]) NewSearch() { t.gen++ }

// Clear empties the table.
func (t *Table[M]) Clear() {
	clear(t.slots)
	t.gen = 0
}

// Probe returns the entry stored for key.
func (t *Table[M]) Probe(key uint64) (Entry[M], bool) {
	i, c := key&t.mask, uint32(key>>32)
	if e := &t.slots[i]; e.Bound != BoundNone && e.check == c {
		return *e, true
	}
	if e := &t.slots[i+1]; e.Bound != BoundNone && e.check == c {
		return *e, true
	}
	return Entry[M]{}, false
}

// Store records a search result. A move-less store keeps the move already
// known for the same position.
func (t *Table[M]) Store(key uint64, depth int, score int, bound Bound, move M, hasMove bool) {
	i, c := key&t.mask, uint32(key>>32)
	deep := &t.slots[i]
	e := Entry[M]{check: c, Move: move, Score: int32(score), Depth: int8(depth), Bound: bound, HasMove: hasMove, gen: t.gen}
	switch {
	case deep.check == c || deep.Bound == BoundNone || deep.gen != t.gen || depth >= int(deep.Depth):
		if !hasMove && deep.check == c && deep.HasMove {
			e.Move, e.HasMove = deep.Move, true
		}
		*deep = e
	default:
		recent := &t.slots[i+1]
		if !hasMove && recent.check == c && recent.HasMove {
			e.Move, e.HasMove = recent.Move, true
		}
		*recent = e
	}
}

// scoreToTable turns a mate score relative to the root into one relative
// to the node, so it stays right when the position is met at another ply.
func scoreToTable(score, ply int) int {
	switch {
	case score >= MateThreshold:
		return score + ply
	case score <= -MateThreshold:
		return score - ply
	}
	return score
}

// scoreFromTable undoes scoreToTable at the ply where the entry is used.
func scoreFromTable(score, ply int) int {
	switch {
	case score >= MateThreshold:
		return score - ply
	case score <= -MateThreshold:
		return score + ply
	}
	return score
}
