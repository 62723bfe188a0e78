package hex

import "slices"

// Occupancy says which piece stands on each hex of a map: the index from hex
// to piece that a game keeps beside its pieces, so that finding who stands
// somewhere costs no search. Pieces are numbered 0 to 127 (their IDs in the
// game). Copies of an Occupancy share their hexes: use Clone for another.
type Occupancy struct {
	m  *Map
	id []int8 // per map index: the ID of the piece standing there, or −1
}

// NewOccupancy returns an occupancy of m with nobody on it.
func NewOccupancy(m *Map) Occupancy {
	o := Occupancy{m: m, id: make([]int8, m.Len())}
	for i := range o.id {
		o.id[i] = -1
	}
	return o
}

// Clone returns an independent copy of o.
func (o Occupancy) Clone() Occupancy { return Occupancy{o.m, slices.Clone(o.id)} }

// At returns the ID of the piece standing on h, or −1 (also off the map).
func (o Occupancy) At(h Hex) int {
	if i := o.m.Index(h); i >= 0 {
		return int(o.id[i])
	}
	return -1
}

// AtIndex returns the ID of the piece standing on the hex of map index i, or −1.
func (o Occupancy) AtIndex(i int) int { return int(o.id[i]) }

// Set records piece id (−1: nobody) as standing on h, which must be on the map.
func (o Occupancy) Set(h Hex, id int) { o.id[o.m.Index(h)] = int8(id) }

// Move records that piece id has moved from `from` to `to` (which may be
// the same hex).
func (o Occupancy) Move(id int, from, to Hex) {
	o.Set(from, -1)
	o.Set(to, id)
}

// Count returns the number of hexes someone stands on.
func (o Occupancy) Count() int {
	n := 0
	for _, id := range o.id {
		if id >= 0 {
			n++
		}
	}
	return n
}
