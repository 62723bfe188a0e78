package units

// Hash identifies the position for transposition tables: every unit's hex,
// fighters, remainder and flags, the round, the draw counters and (through
// the flags and the round) whose turn it is. It is computed from scratch in
// Zobrist style, each feature keyed by a mixed constant, so it is the same
// for equal positions however they were reached.
func (b *Battle) Hash() uint64 {
	h := mix(uint64(b.round)<<8 | uint64(b.quiet)<<1 | bool01(b.lost))
	for id := range b.units {
		u := &b.units[id]
		f := uint64(u.Fighters)<<2 | uint64(u.Side)<<1
		if u.Fighters > 0 {
			f |= 1
		}
		flags := bool01(u.Defending) | bool01(u.Retaliated)<<1 | bool01(u.Waited)<<2 | bool01(u.Acted)<<3
		pos := uint64(uint32(int32(b.m.Index(u.Pos)))) // −1 (off the map) stays apart from every index
		k := uint64(id+1) << 56
		h ^= mix(k | 1<<52 | pos)
		h ^= mix(k | 2<<52 | f<<20 | uint64(u.Remainder)&(1<<20-1))
		h ^= mix(k | 3<<52 | flags<<4 | uint64(u.Kind))
	}
	return h
}

func bool01(v bool) uint64 {
	if v {
		return 1
	}
	return 0
}

// mix is SplitMix64's finaliser: a fixed random-looking key for each feature.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}
