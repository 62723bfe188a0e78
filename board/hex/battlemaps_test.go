package hex_test

import (
	"slices"
	"strings"
	"testing"

	"stratagem/board/hex"
	"stratagem/board/hex/hextest"
)

// The spec's armies, as far as the geometry needs them: speed in points, and
// whether the unit flies or shoots. Order: the order of the start hexes.
// Written out again here, not taken from hex.BattleArmy, so that the checks
// below do not lean on the code they test.
var armyForTest = []struct {
	name          string
	speed         int
	flies, shoots bool
}{
	{"flyer", 8, true, false},
	{"swordsman", 3, false, false},
	{"knight", 5, false, false},
	{"pikeman", 3, false, false},
	{"archer", 4, false, true},
}

// standardStarts are the start hexes of the spec's field, by name.
var standardStarts = [2][]string{{"a2", "a4", "a6", "a8", "a10"}, {"o11", "o9", "o7", "o5", "o3"}}

// checkField checks, without hex.CheckBattleMap, the rules every Hex Battle
// field keeps (spec hexbattle.md, "Board"), reporting each broken one: 15×12
// of the five Hex Battle terrains; the same turned half round, start hexes
// included; five start hexes a side on passable ground; every passable hex
// reachable on foot from every start hex; and nothing can attack from the
// start positions.
func checkField(t *testing.T, m *hex.Map) {
	t.Helper()
	if m.Width() != 15 || m.Height() != 12 {
		t.Fatalf("%s: %dx%d, want 15x12", m.Name, m.Width(), m.Height())
	}
	for _, h := range m.Hexes() {
		switch m.Terrain(h) {
		case hex.Grass, hex.Road, hex.Shallow, hex.Deep, hex.Rock:
		default:
			t.Errorf("%s: %v is %v", m.Name, h, m.Terrain(h))
		}
		if m.Level(h) != 0 || m.Features(h) != 0 {
			t.Errorf("%s: %v has level %d, features %v", m.Name, h, m.Level(h), m.Features(h))
		}
		// Turned half round: (col, row) → (14−col, 11−row).
		o := h.Offset()
		r := hex.Offset{Col: 14 - o.Col, Row: 11 - o.Row}.Hex()
		if m.Rotate180(h) != r {
			t.Fatalf("Rotate180(%v) = %v, want %v", h, m.Rotate180(h), r)
		}
		if m.Terrain(h) != m.Terrain(r) {
			t.Errorf("%s: %v is %v but its turn %v is %v", m.Name, h, m.Terrain(h), r, m.Terrain(r))
		}
	}
	for side, hs := range m.Starts {
		if len(hs) != 5 {
			t.Fatalf("%s: %s has %d start hexes, want 5", m.Name, hex.SideNames[side], len(hs))
		}
		for _, h := range hs {
			if !m.Terrain(h).Passable() {
				t.Errorf("%s: %s starts on %v (%v)", m.Name, hex.SideNames[side], h, m.Terrain(h))
			}
		}
	}
	for i, b := range m.Starts[0] {
		if r := m.Rotate180(b); r != m.Starts[1][i] {
			t.Errorf("%s: blue start %d at %v turns to %v, but red's is %v", m.Name, i, b, r, m.Starts[1][i])
		}
	}
	// Every passable hex can be walked to from every start hex.
	passable := func(h hex.Hex) bool { return m.Contains(h) && m.Terrain(h).Passable() }
	var open int
	for _, h := range m.Hexes() {
		if passable(h) {
			open++
		}
	}
	for side, hs := range m.Starts {
		for _, h := range hs {
			if got := len(bfs(h, passable)); got != open {
				t.Errorf("%s: from the %s start %v, %d of the %d passable hexes can be walked to", m.Name, hex.SideNames[side], h, got, open)
			}
		}
	}
	checkNoAttackFromTheStart(t, m)
}

// checkNoAttackFromTheStart: no unit can attack an enemy from the start
// positions: no melee unit can end a move (any move its speed allows, over
// the terrain, around the other units) next to an enemy, and no archer sees
// one.
func checkNoAttackFromTheStart(t *testing.T, m *hex.Map) {
	t.Helper()
	var all []hex.Hex
	for _, hs := range m.Starts {
		all = append(all, hs...)
	}
	for side := range m.Starts {
		enemies := m.Starts[1-side]
		for i, h := range m.Starts[side] {
			u := armyForTest[i]
			if u.shoots {
				for _, e := range enemies {
					if m.LineOfSight(h, e) {
						t.Errorf("%s: %s archer at %v sees the enemy at %v", m.Name, hex.SideNames[side], h, e)
					}
				}
				continue
			}
			others := slices.DeleteFunc(slices.Clone(all), func(o hex.Hex) bool { return o == h })
			r := m.Reachable(h, u.speed*hex.HalfPoints, hex.Movement{Fly: u.flies, Occupied: occupiedBy(others...)})
			for _, stop := range append(r.Destinations(nil), h) {
				for _, e := range enemies {
					if adjacent(stop, e) {
						t.Errorf("%s: %s %s can move from %v to %v and attack %v", m.Name, hex.SideNames[side], u.name, h, stop, e)
					}
				}
			}
		}
	}
}

func TestBattleMapNames(t *testing.T) {
	names := hex.BattleMapNames()
	for _, want := range []string{"river-crossing", "mountain-pass", "island-fords", "open-field", "fortress-gate"} {
		if !slices.Contains(names, want) {
			t.Errorf("BattleMapNames() = %v, missing %s", names, want)
		}
	}
	if !slices.IsSorted(names) {
		t.Errorf("BattleMapNames() = %v, not sorted", names)
	}
	// The battle maps and the mech maps share the directory without overlap.
	mech := hex.MechMapNames()
	for _, n := range names {
		if slices.Contains(mech, n) || strings.HasPrefix(n, hex.MechMapPrefix) {
			t.Errorf("%s is listed as a Hex Battle map and is a mech map", n)
		}
	}
	if len(names)+len(mech) != len(hex.MapNames()) {
		t.Errorf("%d battle maps and %d mech maps, %d maps in all", len(names), len(mech), len(hex.MapNames()))
	}
}

// TestShippedBattleMaps: every Hex Battle map keeps the field's rules,
// stands its armies where the spec's field does, has a name and a
// description, has the terrain its idea needs, and CheckBattleMap agrees.
func TestShippedBattleMaps(t *testing.T) {
	// The terrains each map's idea rests on.
	needs := map[string][]hex.Terrain{
		"river-crossing": {hex.Deep, hex.Road, hex.Shallow, hex.Rock},
		"mountain-pass":  {hex.Rock, hex.Road},
		"island-fords":   {hex.Deep, hex.Shallow, hex.Road},
		"open-field":     {hex.Rock, hex.Road},
		"fortress-gate":  {hex.Rock, hex.Road},
	}
	for _, name := range hex.BattleMapNames() {
		t.Run(name, func(t *testing.T) {
			m, err := hex.LoadBattleMap(name)
			if err != nil {
				t.Fatal(err)
			}
			if m.Name == "" {
				t.Error("no name")
			}
			if text := string(mustRead(t, "maps/"+name+".txt")); !strings.HasPrefix(text, "# ") {
				t.Error("the file does not start with a comment describing the map")
			}
			checkField(t, m)
			for side, names := range standardStarts {
				for i, s := range names {
					if m.Starts[side][i] != at(t, s) {
						t.Errorf("%s start %d is %v, want %s", hex.SideNames[side], i, m.Starts[side][i], s)
					}
				}
			}
			count := map[hex.Terrain]int{}
			for _, h := range m.Hexes() {
				count[m.Terrain(h)]++
			}
			for _, want := range needs[name] {
				if count[want] == 0 {
					t.Errorf("no %v", want)
				}
			}
			if count[hex.Grass] < m.Len()/3 {
				t.Errorf("only %d grass hexes", count[hex.Grass])
			}
			if err := hex.CheckBattleMap(m); err != nil {
				t.Errorf("CheckBattleMap: %v", err)
			}
			roundTrip(t, m)
		})
	}
}

// TestBattleMapPasses: on the mountain pass and the fortress gate the
// middle two hexes of the road are the only way on foot from one army to
// the other; on the island fords the island is reached only by the fords.
func TestBattleMapPasses(t *testing.T) {
	for _, tc := range []struct {
		name  string
		block []string // with these impassable…
		from  string
		cut   []string // …these are cut off from from
	}{
		{"mountain-pass", []string{"h6", "h7"}, "a2", []string{"o3", "o11"}},
		{"fortress-gate", []string{"h6", "h7"}, "a2", []string{"o3", "o11"}},
		{"island-fords", []string{"e6", "f6", "h2", "j7", "k7", "h11"}, "a2", []string{"h6", "g5", "i8"}},
	} {
		m, err := hex.LoadBattleMap(tc.name)
		if err != nil {
			t.Fatal(err)
		}
		reached := bfs(at(t, tc.from), func(h hex.Hex) bool {
			return m.Contains(h) && m.Terrain(h).Passable() && !slices.Contains(tc.block, h.String())
		})
		for _, c := range tc.cut {
			if _, ok := reached[at(t, c)]; ok {
				t.Errorf("%s: %s reaches %s without %v", tc.name, tc.from, c, tc.block)
			}
		}
	}
}

// TestCheckBattleMapFindsProblems: each way of breaking a good field is
// reported, in words that say where.
func TestCheckBattleMapFindsProblems(t *testing.T) {
	for _, tc := range []struct {
		what   string
		change func(m *hex.Map)
		want   string
	}{
		{"one hex changed", func(m *hex.Map) { m.SetTerrain(at(t, "b1"), hex.Rock) }, "b1 is rock but n12"},
		{"mech terrain", func(m *hex.Map) {
			m.SetTerrain(at(t, "b1"), hex.Rough)
			m.SetTerrain(at(t, "n12"), hex.Rough)
		}, "b1 is rough, not a Hex Battle terrain"},
		{"a level", func(m *hex.Map) { m.SetLevel(at(t, "b1"), 1); m.SetLevel(at(t, "n12"), 1) }, "b1 has a level"},
		{"start on rock", func(m *hex.Map) {
			m.SetTerrain(at(t, "a4"), hex.Rock)
			m.SetTerrain(at(t, "o9"), hex.Rock)
		}, "blue swordsman starts on a4"},
		{"starts not turned", func(m *hex.Map) { m.Starts[1][0], m.Starts[1][1] = m.Starts[1][1], m.Starts[1][0] }, "the red one starts on o9"},
		{"four starts", func(m *hex.Map) { m.Starts[0] = m.Starts[0][:4] }, "blue has 4 start hexes, not 5"},
		{"a pocket", func(m *hex.Map) {
			for _, n := range at(t, "f2").Neighbours() {
				m.SetTerrain(n, hex.Rock)
				m.SetTerrain(m.Rotate180(n), hex.Rock)
			}
		}, "2 passable hexes cannot be walked to from the start hexes: [f2 j11]"},
		{"archer in the open", func(m *hex.Map) {
			for _, h := range m.Hexes() {
				if m.Terrain(h) == hex.Rock {
					m.SetTerrain(h, hex.Grass)
				}
			}
		}, "the blue archer on a10 sees the enemy on o3"},
		{"armies close", func(m *hex.Map) {
			m.Starts[0][1], m.Starts[1][1] = at(t, "g6"), m.Rotate180(at(t, "g6"))
		}, "the blue swordsman on g6 can reach"},
		{"wrong size", func(m *hex.Map) {
			*m = *parse(t, "size: 14x12\nterrain:\n"+strings.Repeat(strings.Repeat(". ", 14)+"\n", 12))
		}, "14x12, not 15x12"},
	} {
		m := battleMap(t)
		if err := hex.CheckBattleMap(m); err != nil {
			t.Fatalf("the river crossing: %v", err)
		}
		tc.change(m)
		err := hex.CheckBattleMap(m)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: CheckBattleMap = %v, want %q", tc.what, err, tc.want)
		}
	}
}

func TestLoadBattleMap(t *testing.T) {
	for _, name := range hex.BattleMapNames() {
		m, err := hex.LoadBattleMap(name)
		if err != nil {
			t.Fatal(err)
		}
		if want := hextest.Load(t, name); !m.Equal(want) {
			t.Errorf("LoadBattleMap(%q) differs from LoadMap", name)
		}
	}
	if m, err := hex.LoadBattleMap("random:7"); err != nil || !m.Equal(hex.RandomBattleMap(7)) || m.Name != "Random map 7" {
		t.Errorf("random:7: %v, %v", m, err)
	}
	if m, err := hex.LoadBattleMap("random:18446744073709551615"); err != nil || !m.Equal(hex.RandomBattleMap(1<<64-1)) {
		t.Errorf("the largest seed: %v", err)
	}
	if !hex.BattleMap().Equal(hextest.Load(t, "river-crossing")) {
		t.Error("BattleMap() is not the river crossing")
	}
	for _, tc := range []struct{ spec, want string }{
		{"nowhere", `no Hex Battle map "nowhere" (maps: fortress-gate, island-fords, mountain-pass, open-field, river-crossing, or random:SEED for a random one)`},
		{"mech-city", `no Hex Battle map "mech-city"`},
		{"", `no Hex Battle map ""`},
		{"random:", "a whole number"},
		{"random:x", "a whole number"},
		{"random:-1", "a whole number"},
		{"random:1.5", "a whole number"},
		{"random:18446744073709551616", "a whole number"},
		{"random: 7", "a whole number"},
	} {
		_, err := hex.LoadBattleMap(tc.spec)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("LoadBattleMap(%q) = %v, want %q", tc.spec, err, tc.want)
		}
	}
}
