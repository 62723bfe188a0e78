package hex

import (
	"strings"
	"testing"
)

// TestMechMaps: the Mech Duel maps parse, are 15×17 with levels 0–4, every
// Mech Duel terrain and feature between them, four start hexes a side on
// opposite edges, and are the same after reflecting them top to bottom
// (row r → 16−r, a true symmetry of the odd-r grid with 17 rows).
func TestMechMaps(t *testing.T) {
	names := MechMapNames()
	if len(names) < 2 {
		t.Fatalf("mech maps %v, want at least two", names)
	}
	terrains := map[Terrain]bool{}
	var features Feature
	for _, name := range names {
		m, err := LoadMap(name)
		if err != nil {
			t.Fatal(err)
		}
		if m.Width() != 15 || m.Height() != 17 {
			t.Errorf("%s: %dx%d, want 15x17", name, m.Width(), m.Height())
		}
		for _, h := range m.Hexes() {
			if l := m.Level(h); l < 0 || l > 4 {
				t.Errorf("%s %v: level %d", name, h, l)
			}
			terrains[m.Terrain(h)] = true
			features |= m.Features(h)
			o := h.Offset()
			r := Offset{Col: o.Col, Row: 16 - o.Row}.Hex()
			if m.Terrain(h) != m.Terrain(r) || m.Level(h) != m.Level(r) || m.Features(h) != m.Features(r) {
				t.Errorf("%s: %v and %v differ", name, h, r)
			}
			// The reflection keeps neighbours: it is a symmetry of the grid.
			for _, n := range h.Neighbours() {
				no := n.Offset()
				if m.Contains(n) && Distance(r, Offset{Col: no.Col, Row: 16 - no.Row}.Hex()) != 1 {
					t.Fatalf("row reflection is not a grid symmetry at %v", h)
				}
			}
		}
		for s, starts := range m.Starts {
			if len(starts) != 4 {
				t.Errorf("%s: %s has %d starts", name, SideNames[s], len(starts))
			}
			for i, h := range starts {
				o := h.Offset()
				if (s == 0 && o.Row != 0) || (s == 1 && o.Row != 16) {
					t.Errorf("%s: %s start %v not on its edge", name, SideNames[s], h)
				}
				if r := m.Starts[1-s][i].Offset(); r.Col != o.Col || r.Row != 16-o.Row {
					t.Errorf("%s: start %d of the sides are not reflections", name, i)
				}
				if m.Terrain(h) != Grass {
					t.Errorf("%s: start %v on %v", name, h, m.Terrain(h))
				}
			}
		}
		// Written and read back, the map is the same.
		text, err := m.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		back, err := ParseMap(text)
		if err != nil || !back.Equal(m) {
			t.Errorf("%s: round trip %v", name, err)
		}
	}
	for _, want := range []Terrain{Grass, LightWoods, HeavyWoods, Rough, Shallow, Deep, Building} {
		if !terrains[want] {
			t.Errorf("no mech map has %v", want)
		}
	}
	if features != Fire|Club {
		t.Errorf("features on the mech maps %b, want fire and clubs", features)
	}
	for _, n := range MapNames() {
		if n == BattleMapName && strings.HasPrefix(n, MechMapPrefix) {
			t.Error("the Hex Battle map is listed as a mech map")
		}
	}
}

func TestFeatureGridErrors(t *testing.T) {
	text := "size: 2x1\nterrain:\n. .\nfeature:\n. x\n"
	_, err := ParseMap([]byte(text))
	if err == nil || !strings.Contains(err.Error(), "line 5, column 3") || !strings.Contains(err.Error(), "feature symbol") {
		t.Errorf("bad feature: %v", err)
	}
	m, err := ParseMap([]byte("size: 4x1\nterrain:\nt T r B\nfeature:\n. * c @\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		t Terrain
		f Feature
	}{{LightWoods, 0}, {HeavyWoods, Fire}, {Rough, Club}, {Building, Fire | Club}}
	for col, w := range want {
		h := Offset{Col: col}.Hex()
		if m.Terrain(h) != w.t || m.Features(h) != w.f {
			t.Errorf("col %d: %v %b, want %v %b", col, m.Terrain(h), m.Features(h), w.t, w.f)
		}
	}
}

// TestElevatedSight: levels block only when above both tops; woods between
// add up and block at 3; the ends' own terrain does not count; symmetric.
func TestElevatedSight(t *testing.T) {
	m, _ := NewMap("sight", 9, 1)
	a, b := Offset{Col: 0}.Hex(), Offset{Col: 8}.Hex()
	at := func(col int) Hex { return Offset{Col: col}.Hex() }
	type want struct {
		ok    bool
		woods int
	}
	check := func(name string, topA, topB int, w want) {
		t.Helper()
		ok, woods := m.ElevatedSight(a, b, topA, topB)
		ok2, woods2 := m.ElevatedSight(b, a, topB, topA)
		if ok != w.ok || (ok && woods != w.woods) || ok != ok2 || woods != woods2 {
			t.Errorf("%s: %v %d (back %v %d), want %v %d", name, ok, woods, ok2, woods2, w.ok, w.woods)
		}
	}
	check("open ground", 1, 1, want{true, 0})
	m.SetLevel(at(4), 1)
	check("a level-1 hill between mechs on the ground (tops at 1)", 1, 1, want{true, 0})
	m.SetLevel(at(4), 2)
	check("a level-2 hill", 1, 1, want{false, 0})
	check("the viewer on a level-2 hill (top 3)", 3, 1, want{true, 0})
	m.SetLevel(at(4), 0)
	m.SetTerrain(at(2), LightWoods)
	check("one light wood", 1, 1, want{true, 1})
	m.SetTerrain(at(3), HeavyWoods)
	check("light and heavy woods make 3", 1, 1, want{false, 0})
	m.SetTerrain(at(3), Grass)
	m.SetTerrain(at(0), HeavyWoods)
	m.SetTerrain(at(8), HeavyWoods)
	check("woods in the end hexes do not count", 1, 1, want{true, 1})
	// Adjacent hexes always see each other.
	m.SetLevel(at(1), 4)
	if ok, _ := m.ElevatedSight(at(0), at(1), 1, 1); !ok {
		t.Error("adjacent hexes do not see each other")
	}
}
