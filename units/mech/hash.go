package mech

import "stratagem/board/zobrist"

// Hash identifies the position for transposition tables: the turn, the
// phase, the initiative winner, the side that acted last, the outcome, every
// field of every mech, the clubs on the map (kept up to date as they change)
// and the fires. It is computed in Zobrist style, each feature keyed by its
// place, so it is the same for equal positions however they were reached.
func (d *Duel) Hash() uint64 {
	o := &d.outcome
	h := zobrist.Mix(uint64(d.turn)<<32 | uint64(d.phase)<<24 | uint64(uint8(d.winner))<<16 | uint64(uint8(d.last))<<8 |
		zobrist.Bit(o.Over())<<2 | zobrist.Bit(o.Draw)<<1 | uint64(o.Winner)&1)
	h ^= d.clubHash ^ d.fireHash
	for id := range d.mechs {
		h ^= d.mechs[id].hash(id)
	}
	return h
}

// hash mixes every field of the mech, keyed by its ID.
func (m *Mech) hash(id int) uint64 {
	flags := zobrist.Bit(m.Club) | zobrist.Bit(m.Shutdown)<<1 | zobrist.Bit(m.Done)<<3
	w0 := uint64(uint32(int32(m.Pos.Q)))<<32 | uint64(uint32(int32(m.Pos.R)))
	w1 := uint64(m.Facing)&7 | uint64(m.Twist+1)&3<<3 | uint64(m.Mode)&3<<5 | uint64(m.Moved)&63<<7 |
		flags<<13 | uint64(uint8(m.Design))<<17 | uint64(m.Side)&1<<25 | uint64(uint16(m.SinksOn))<<26 |
		uint64(uint16(m.Heat))<<42
	w2 := uint64(uint32(m.Internal)) | uint64(m.Fired)<<32
	var w3, w4, w5 uint64
	for a := range NumArcs {
		w3 |= uint64(uint16(m.Armour[a])) << (16 * a)
		w4 |= uint64(uint16(m.Pending[a])) << (16 * a)
	}
	for w := range MaxWeapons {
		w5 |= uint64(uint8(m.Ammo[w])) << (8 * w)
	}
	k := uint64(id+1) * 0x9e3779b97f4a7c15
	mix := zobrist.Mix
	return mix(w0^k) ^ mix(w1^mix(k+1)) ^ mix(w2^mix(k+2)) ^ mix(w3^mix(k+3)) ^ mix(w4^mix(k+4)) ^ mix(w5^mix(k+5))
}
