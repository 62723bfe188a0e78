package mech

import "stratagem/board/zobrist"

// Hash identifies the position for transposition tables: the turn, the
// phase, the initiative winner, the side that acted last, the outcome, the
// hits waiting for their location rolls and whether the phase is closing,
// every field of every mech, the clubs on the map (kept up to date as they
// change) and the fires. It is computed in Zobrist style, each feature keyed
// by its place, so it is the same for equal positions however they were
// reached.
func (d *Duel) Hash() uint64 {
	o := &d.outcome
	h := zobrist.Mix(uint64(d.turn)<<32 | uint64(d.phase)<<24 | uint64(uint8(d.winner))<<16 | uint64(uint8(d.last))<<8 |
		zobrist.Bit(d.closing)<<3 | zobrist.Bit(o.Over())<<2 | zobrist.Bit(o.Draw)<<1 | uint64(o.Winner)&1)
	h ^= d.clubHash ^ d.fireHash
	if q := &d.hits; q.n > 0 {
		k := zobrist.Mix(uint64(uint8(q.attacker)) | uint64(uint8(q.target))<<8 | uint64(uint8(q.dir))<<16 |
			uint64(uint8(q.blow))<<24 | uint64(uint8(q.n))<<32 | uint64(uint8(q.next))<<40 | uint64(uint8(q.table))<<48 | 0x4<<56)
		for i := range q.n {
			k = zobrist.Mix(k ^ uint64(uint8(q.dmg[i])) ^ uint64(uint8(q.slot[i]))<<8)
		}
		h ^= k
	}
	for id := range d.mechs {
		h ^= d.mechs[id].hash(id)
	}
	return h
}

// packer packs small values into 64-bit words and mixes each full word into
// a running hash.
type packer struct {
	h, w  uint64
	shift uint
}

// put adds the low bits of v (bits wide).
func (p *packer) put(v uint64, bits uint) {
	if p.shift+bits > 64 {
		p.flush()
	}
	p.w |= (v & (1<<bits - 1)) << p.shift
	p.shift += bits
}

func (p *packer) flush() {
	p.h = zobrist.Mix(p.h ^ p.w)
	p.w, p.shift = 0, 0
}

// hash mixes every field of the mech, keyed by its ID.
func (m *Mech) hash(id int) uint64 {
	p := packer{h: uint64(id+1) * 0x9e3779b97f4a7c15}
	p.put(uint64(uint32(int32(m.Pos.Q))), 32)
	p.put(uint64(uint32(int32(m.Pos.R))), 32)
	flags := zobrist.Bit(m.Club) | zobrist.Bit(m.Shutdown)<<1 | zobrist.Bit(m.Done)<<2 | zobrist.Bit(m.Wrecked)<<3
	p.put(uint64(m.Facing), 3)
	p.put(uint64(m.Twist+1), 2)
	p.put(uint64(m.Mode), 3)
	p.put(uint64(m.Moved), 6)
	p.put(flags, 8)
	p.put(uint64(uint8(m.Design)), 8)
	p.put(uint64(m.Side), 1)
	p.put(uint64(uint16(m.SinksOn)), 16)
	p.put(uint64(uint16(m.Heat)), 16)
	p.put(uint64(m.Fired), 8)
	for _, a := range m.Armour {
		p.put(uint64(uint8(a)), 8)
	}
	for _, s := range m.Structure {
		p.put(uint64(uint8(s)), 8)
	}
	for _, v := range m.Pending {
		p.put(uint64(uint16(v)), 16)
	}
	for _, a := range m.Ammo {
		p.put(uint64(uint8(a)), 8)
	}
	for _, c := range m.Crits {
		p.put(uint64(c), 8)
	}
	p.put(uint64(m.Through), 8)
	p.put(uint64(m.CheckCrit), 8)
	p.put(uint64(uint8(m.CritLoc)), 8)
	p.put(uint64(uint8(m.CritsDue)), 8)
	p.put(zobrist.Bit(m.Prone), 1)
	p.put(uint64(m.Checks), 8)
	p.put(uint64(uint8(m.FallDue)), 8)
	p.put(uint64(m.HeatChecks), 8)
	p.flush()
	return p.h
}
