package mech

import (
	"reflect"
	"testing"

	"stratagem/board/hex"
	"stratagem/board/hex/hextest"
	"stratagem/units/outcome"
)

func testDuel(t *testing.T, features map[hex.Hex]hex.Feature) *Duel {
	t.Helper()
	m := hextest.New(t, "plain", 15, 17)
	for h, f := range features {
		m.SetFeatures(h, f)
	}
	return hextest.Setup(t, NewFrom, m,
		NewMech(Bulldog, Blue, hex.Hex{Q: 2, R: 3}, hex.East),
		NewMech(Longbow, Red, hex.Hex{Q: 5, R: 9}, hex.West))
}

// TestHashSeesEveryField changes every field of a mech (found by
// reflection, so a field added later is covered), every element of its
// arrays, and every field of the duel, one at a time: the hash must change
// each time, and come back when the change is undone.
func TestHashSeesEveryField(t *testing.T) {
	d := testDuel(t, nil)
	h0 := d.Hash()
	for id := range d.mechs {
		v := reflect.ValueOf(&d.mechs[id]).Elem()
		for i := range v.NumField() {
			f := v.Field(i)
			name := v.Type().Field(i).Name
			var elems []reflect.Value
			switch f.Kind() {
			case reflect.Array:
				for j := range f.Len() {
					elems = append(elems, f.Index(j))
				}
			case reflect.Struct: // hex.Hex
				for j := range f.NumField() {
					elems = append(elems, f.Field(j))
				}
			default:
				elems = append(elems, f)
			}
			for j, e := range elems {
				old := reflect.New(e.Type()).Elem()
				old.Set(e)
				switch e.Kind() {
				case reflect.Bool:
					e.SetBool(!e.Bool())
				case reflect.Int, reflect.Int8:
					e.SetInt(e.Int() + 1)
				case reflect.Uint8: // a bit mask: every bit counts
					for bit := range 8 {
						e.SetUint(old.Uint() ^ 1<<bit)
						if d.Hash() == h0 {
							t.Errorf("mech %d: changing bit %d of %s leaves the hash", id, bit, name)
						}
					}
				default:
					t.Fatalf("field %s has kind %v: teach the test", name, e.Kind())
				}
				if d.Hash() == h0 {
					t.Errorf("mech %d: changing %s[%d] leaves the hash", id, name, j)
				}
				e.Set(old)
			}
		}
	}
	if d.Hash() != h0 {
		t.Fatal("restoring the fields did not restore the hash")
	}
	for name, change := range map[string]func(*Duel) func(){
		"turn":   func(d *Duel) func() { d.turn++; return func() { d.turn-- } },
		"phase":  func(d *Duel) func() { d.phase++; return func() { d.phase-- } },
		"winner": func(d *Duel) func() { d.winner = Red; return func() { d.winner = NoSide } },
		"last":   func(d *Duel) func() { d.last = Blue; return func() { d.last = NoSide } },
		"outcome": func(d *Duel) func() {
			d.outcome = Outcome{Draw: true, Reason: outcome.TurnLimit}
			return func() { d.outcome = Outcome{} }
		},
		"winner of the outcome": func(d *Duel) func() {
			d.outcome = Outcome{Winner: Red, Reason: outcome.TurnLimit}
			h := d.Hash()
			d.outcome.Winner = Blue
			if d.Hash() == h {
				t.Error("the outcome's winner is not hashed")
			}
			return func() { d.outcome = Outcome{} }
		},
		"clubs":   func(d *Duel) func() { d.setClubs(7, 1); return func() { d.setClubs(7, 0) } },
		"closing": func(d *Duel) func() { d.closing = true; return func() { d.closing = false } },
		"hits": func(d *Duel) func() {
			d.hits.push(5, 1)
			h := d.Hash()
			d.hits.dmg[0] = 6
			if d.Hash() == h {
				t.Error("a waiting hit's damage is not hashed")
			}
			d.hits.dmg[0], d.hits.next = 5, 1
			if d.Hash() == h {
				t.Error("the hits placed so far are not hashed")
			}
			return func() { d.hits = hitQueue{} }
		},
		"more clubs": func(d *Duel) func() {
			d.setClubs(7, 1)
			h := d.Hash()
			d.setClubs(7, 2)
			if d.Hash() == h {
				t.Error("a second club on a hex is not hashed")
			}
			return func() { d.setClubs(7, 0) }
		},
	} {
		undo := change(d)
		if d.Hash() == h0 {
			t.Errorf("changing the %s leaves the hash", name)
		}
		undo()
		if d.Hash() != h0 {
			t.Errorf("undoing the change of the %s does not restore the hash", name)
		}
	}
	// Fires come from the map.
	if testDuel(t, map[hex.Hex]hex.Feature{{Q: 4, R: 4}: hex.Fire}).Hash() == h0 {
		t.Error("a fire leaves the hash")
	}
	if testDuel(t, map[hex.Hex]hex.Feature{{Q: 4, R: 4}: hex.Club}).Hash() == h0 {
		t.Error("a club on the map leaves the hash")
	}
}

// The search cost packs MP, fires and steps without overflow.
func TestDecodeCost(t *testing.T) {
	for _, c := range [][3]int{{0, 0, 0}, {1, 0, 1}, {15, 15, 15}, {31, 31, 31}, {12, 3, 7}} {
		mp, f, s := decodeCost(c[0]*mpUnit + c[1]*fireUnit + c[2]*stepUnit)
		if mp != c[0] || f != c[1] || s != c[2] {
			t.Errorf("decode(%v) = %d, %d, %d", c, mp, f, s)
		}
	}
	for _, id := range Designs() {
		if err := id.Design().check(); err != nil {
			t.Error(err)
		}
	}
}
