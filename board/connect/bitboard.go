package connect

import "math/bits"

// Bitboard is a set of cells in the column layout of Config.Bit: 128 bits,
// because the spec's 9 × 8 board needs 9·9 = 81. On boards with
// W·(H+1) ≤ 64, Hi is always zero.
type Bitboard struct{ Lo, Hi uint64 }

// Has reports whether bit i is set.
func (b Bitboard) Has(i int) bool {
	if i < 64 {
		return b.Lo>>uint(i)&1 != 0
	}
	return b.Hi>>uint(i-64)&1 != 0
}

// With returns b with bit i set.
func (b Bitboard) With(i int) Bitboard {
	if i < 64 {
		b.Lo |= 1 << uint(i)
	} else {
		b.Hi |= 1 << uint(i-64)
	}
	return b
}

// Without returns b with bit i clear.
func (b Bitboard) Without(i int) Bitboard {
	if i < 64 {
		b.Lo &^= 1 << uint(i)
	} else {
		b.Hi &^= 1 << uint(i-64)
	}
	return b
}

// Count is the number of set bits.
func (b Bitboard) Count() int { return bits.OnesCount64(b.Lo) + bits.OnesCount64(b.Hi) }

// IsZero reports whether no bit is set.
func (b Bitboard) IsZero() bool { return b.Lo|b.Hi == 0 }

// And, Or and AndNot are the set operations.
func (b Bitboard) And(o Bitboard) Bitboard    { return Bitboard{b.Lo & o.Lo, b.Hi & o.Hi} }
func (b Bitboard) Or(o Bitboard) Bitboard     { return Bitboard{b.Lo | o.Lo, b.Hi | o.Hi} }
func (b Bitboard) AndNot(o Bitboard) Bitboard { return Bitboard{b.Lo &^ o.Lo, b.Hi &^ o.Hi} }

// Shr moves every bit s places down (bit i+s to i), 0 ≤ s < 64.
func (b Bitboard) Shr(s int) Bitboard {
	if s == 0 {
		return b
	}
	return Bitboard{b.Lo>>uint(s) | b.Hi<<uint(64-s), b.Hi >> uint(s)}
}

// Shl moves every bit s places up (bit i to i+s), 0 ≤ s < 64.
func (b Bitboard) Shl(s int) Bitboard {
	if s == 0 {
		return b
	}
	return Bitboard{b.Lo << uint(s), b.Hi<<uint(s) | b.Lo>>uint(64-s)}
}

// Directions of a line as bit strides: vertical, horizontal and the two
// diagonals. The sentinel row keeps a run from wrapping into the next column.
func (c Config) strides() [4]int { return [4]int{1, c.H + 1, c.H, c.H + 2} }

// HasLine reports whether b holds N cells in a row in any direction.
func (c Config) HasLine(b Bitboard) bool {
	for _, d := range c.strides() {
		m := b
		for k := 1; k < c.N && !m.IsZero(); k++ {
			m = m.And(b.Shr(k * d))
		}
		if !m.IsZero() {
			return true
		}
	}
	return false
}

// BoardMask is every playable cell.
func (c Config) BoardMask() Bitboard {
	var b Bitboard
	for col := 0; col < c.W; col++ {
		for row := 0; row < c.H; row++ {
			b = b.With(c.Bit(col, row))
		}
	}
	return b
}
