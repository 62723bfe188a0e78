package game

import "testing"

func TestNames(t *testing.T) {
	type piece struct {
		side Side
		kind string
	}
	pieces := []piece{{Blue, "knight"}, {Red, "knight"}, {Blue, "archer"}, {Blue, "knight"}}
	name := func(id int) string {
		p := pieces[id]
		return Name(pieces, id, string(p.side.Letter())+p.kind, func(q *piece) bool { return *q == p })
	}
	want := []string{"Bknight1", "Rknight", "Barcher", "Bknight2"}
	for id, w := range want {
		if got := name(id); got != w {
			t.Errorf("name of %d = %q, want %q", id, got, w)
		}
		if got := Find(len(pieces), name, w); got != id {
			t.Errorf("Find(%q) = %d, want %d", w, got, id)
		}
	}
	if got := Find(len(pieces), name, "BKNIGHT2"); got != 3 {
		t.Errorf("Find ignoring case = %d, want 3", got)
	}
	if got := Find(len(pieces), name, "Bknight"); got != -1 {
		t.Errorf("Find(Bknight) = %d, want -1", got)
	}
}
