package units

import "stratagem/board/zobrist"

// Hash identifies the position for transposition tables: every unit's hex,
// fighters, remainder and flags, the round, the draw counters and (through
// the flags and the round) whose turn it is. It is computed from scratch in
// Zobrist style, each feature keyed by a mixed constant, so it is the same
// for equal positions however they were reached.
func (b *Battle) Hash() uint64 {
	h := zobrist.Mix(uint64(b.round)<<8 | uint64(b.quiet)<<1 | zobrist.Bit(b.lost))
	for id := range b.units {
		u := &b.units[id]
		f := uint64(u.Fighters)<<2 | uint64(u.Side)<<1
		if u.Fighters > 0 {
			f |= 1
		}
		flags := zobrist.Bit(u.Defending) | zobrist.Bit(u.Retaliated)<<1 | zobrist.Bit(u.Waited)<<2 | zobrist.Bit(u.Acted)<<3
		pos := uint64(uint32(int32(b.m.Index(u.Pos)))) // −1 (off the map) stays apart from every index
		k := uint64(id+1) << 56
		h ^= zobrist.Mix(k | 1<<52 | pos)
		h ^= zobrist.Mix(k | 2<<52 | f<<20 | uint64(u.Remainder)&(1<<20-1))
		h ^= zobrist.Mix(k | 3<<52 | flags<<4 | uint64(u.Kind))
	}
	return h
}
