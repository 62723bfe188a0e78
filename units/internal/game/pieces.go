package game

import "stratagem/board/hex"

// Restore takes the pieces back to the copy of them saved last — the last
// len(pieces) entries of saved, which Apply appended — keeping occ in step,
// and returns saved without that copy. on reports whether a piece stands on
// the map (a destroyed one does not) and where.
func Restore[P any](pieces, saved []P, occ hex.Occupancy, on func(*P) (hex.Hex, bool)) []P {
	for i := range pieces {
		if h, ok := on(&pieces[i]); ok {
			occ.Set(h, -1)
		}
	}
	k := len(pieces)
	copy(pieces, saved[len(saved)-k:])
	for i := range pieces {
		if h, ok := on(&pieces[i]); ok {
			occ.Set(h, i)
		}
	}
	return saved[:len(saved)-k]
}
