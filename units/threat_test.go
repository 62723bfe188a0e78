package units_test

import (
	"slices"
	"strings"
	"testing"

	"stratagem/board/hex"
	"stratagem/units"
)

// acted returns u marked as having made its partial turn this round.
func acted(u units.Unit) units.Unit {
	u.Acted = true
	return u
}

// threatOf returns the threat of enemy id in t, if it is there.
func threatOf(t *units.Threats, id int) (units.Threat, bool) {
	for _, th := range t.List {
		if th.Enemy == id {
			return th, true
		}
	}
	return units.Threat{}, false
}

// TestThreatsAfter checks who could strike the Blue knights (unit 0, to
// act) where a move leaves them, worked by hand: damages in hundredths,
// K = a·t·(100 + 5·(r − k)), a knight having 128 hit points and defence 4.
func TestThreatsAfter(t *testing.T) {
	type want struct {
		enemy              int
		shot               bool
		minD, maxD         int
		minKills, maxKills int
	}
	tests := []struct {
		name  string
		setup func(m *hex.Map) // terrain
		units []string         // "kind side hex [acted]" after the Blue knights (unit 0)
		move  string           // where the knights go
		want  []want
		kills int // all together, at most
	}{
		{
			name:  "out of reach",
			units: []string{"pikeman red o12 acted", "knight red o1 acted"},
			move:  "c2",
		},
		{
			// A wall of rock down column e: the Red pikemen on f6 cannot get
			// round it; the Red flyers on i6 fly over it to a hex beside d6
			// (grass: 16·10·(100 + 5·(10 − 4)) = 20800).
			name: "in reach of a flyer, not of a walker behind a rock",
			setup: func(m *hex.Map) {
				for row := 0; row < 12; row++ {
					m.SetTerrain(hex.Offset{Col: 4, Row: row}.Hex(), hex.Rock)
				}
			},
			units: []string{"pikeman red f6 acted", "flyer red i6 acted"},
			move:  "c6",
			want:  []want{{enemy: 2, minD: 20800, maxD: 20800, minKills: 1, maxKills: 1}},
			kills: 1,
		},
		{
			// The Red archers see c2 down the row: 16·12·(100 + 5·(8 − 4)) = 23040.
			name:  "an archer's shot",
			units: []string{"archer red k2"},
			move:  "c2",
			want:  []want{{enemy: 1, shot: true, minD: 23040, maxD: 23040, minKills: 1, maxKills: 1}},
			kills: 1,
		},
		{
			name: "an archer behind a rock",
			setup: func(m *hex.Map) {
				m.SetTerrain(at(t, "g2"), hex.Rock)
			},
			units: []string{"archer red k2"},
			move:  "c2",
		},
		{
			// The Red archers have acted and act after the knights next
			// round (initiative 1 against 2): the knights move again first.
			// The Red pikemen have acted too but act first next round
			// (initiative 3): 16·8·(100 + 5·(10 − 4)) = 16640.
			name:  "who acts before the knights again",
			units: []string{"archer red k2 acted", "pikeman red f2 acted"},
			move:  "c2",
			want:  []want{{enemy: 2, minD: 16640, maxD: 16640, minKills: 1, maxKills: 1}},
			kills: 1,
		},
		{
			// Two stacks could strike, each from grass or from the road
			// beside c6: at best from grass on the knights as they are, at
			// worst from the road (+1 attack) on knights that have just
			// struck back at the other (−1 defence).
			// Swordsmen: 16·10·(100 + 5·(14 − 4)) = 24000 to 16·10·(100 + 5·(15 − 3)) = 25600.
			// Pikemen: 16·8·(100 + 5·(10 − 4)) = 16640 to 16·8·(100 + 5·(11 − 3)) = 17920.
			// Together at most 43520: 3 knights.
			name: "two stacks, from the road at worst",
			setup: func(m *hex.Map) {
				m.SetTerrain(at(t, "c6").Neighbour(0), hex.Road)
			},
			units: []string{"swordsman red f5 acted", "pikeman red f7 acted"},
			move:  "c6",
			want: []want{
				{enemy: 1, minD: 24000, maxD: 25600, minKills: 1, maxKills: 2},
				{enemy: 2, minD: 16640, maxD: 17920, minKills: 1, maxKills: 1},
			},
			kills: 3,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := plainMap(t, hex.Grass)
			if tc.setup != nil {
				tc.setup(m)
			}
			us := []units.Unit{unit(t, units.Knight, units.Blue, "a2")}
			if tc.move == "c6" {
				us[0].Pos = at(t, "a6")
			}
			for _, spec := range tc.units {
				us = append(us, parseUnit(t, spec))
			}
			b := battle(t, m, us...)
			if b.Active() != 0 {
				t.Fatalf("unit %d to act, not the knights", b.Active())
			}
			a := units.Action{Kind: units.Move, To: at(t, tc.move), Target: units.NoTarget}
			if !b.IsLegal(a) {
				t.Fatalf("the move to %s is not legal", tc.move)
			}
			before := snap(b)
			var th units.Threats
			b.ThreatsAfter(a, &th)
			if !snap(b).Equal(before) {
				t.Fatal("ThreatsAfter changed the battle")
			}
			if th.Unit != 0 || th.At != a.To || th.Fighters != 16 {
				t.Errorf("unit %d at %v with %d fighters, want 0 at %v with 16", th.Unit, th.At, th.Fighters, a.To)
			}
			if len(th.List) != len(tc.want) {
				t.Fatalf("%d threats, want %d: %+v", len(th.List), len(tc.want), th.List)
			}
			for i, w := range tc.want {
				g := th.List[i]
				if g.Enemy != w.enemy || g.Shot != w.shot || g.MinDamage != w.minD || g.MaxDamage != w.maxD ||
					g.MinKills != w.minKills || g.MaxKills != w.maxKills {
					t.Errorf("threat %d: %+v, want %+v", i, g, w)
				}
			}
			if th.MaxKills != tc.kills {
				t.Errorf("all together %d kills at most, want %d", th.MaxKills, tc.kills)
			}
		})
	}
}

// The strongest blow comes from the road beside the unit, and From says
// so; the blow of the action itself leaves the enemy it strikes weaker,
// and a stack it destroys strikes nobody.
func TestThreatsAfterTheBlow(t *testing.T) {
	m := plainMap(t, hex.Grass)
	road := at(t, "d6").Neighbour(1)
	m.SetTerrain(road, hex.Road)
	flyer := at(t, "d6").Neighbour(4)
	b := battle(t, m,
		unit(t, units.Knight, units.Blue, "a6"),
		acted(unit(t, units.Pikeman, units.Red, "e6", 16)),
		acted(units.Unit{Kind: units.Flyer, Side: units.Red, Pos: flyer, Fighters: 1}),
	)
	var th units.Threats
	b.ThreatsAfter(units.Action{Kind: units.Move, To: at(t, "d6"), Target: units.NoTarget}, &th)
	pike, ok := threatOf(&th, 1)
	if !ok || pike.From != road {
		t.Errorf("the pikemen's strongest blow from %v, want the road %v (%+v)", pike.From, road, th.List)
	}

	// The knights charge the pikemen from d6: 16·12·(100 + 5·(10 − 16)) =
	// 13440 kills 1 (108 hit points); 15 strike back: 15·8·130 = 15600, 1
	// knight. The pikemen then strike with 15.
	charge := units.Action{Kind: units.Move, To: at(t, "d6"), Target: 1}
	p := b.Predict(charge)
	b.ThreatsAfter(charge, &th)
	pike, ok = threatOf(&th, 1)
	if !ok || pike.Fighters != 16-p.Kills || th.Fighters != 16-p.RetaliationKills {
		t.Errorf("after the charge: pikemen %+v (ok %v), knights %d; want %d pikemen, %d knights",
			pike, ok, th.Fighters, 16-p.Kills, 16-p.RetaliationKills)
	}
	// The knights destroy the lone flyer: it threatens nobody.
	b.ThreatsAfter(units.Action{Kind: units.Move, To: at(t, "d6"), Target: 2}, &th)
	if _, ok := threatOf(&th, 2); ok {
		t.Error("the flyer destroyed by the blow still threatens")
	}
}

// parseUnit reads "kind side hex [acted]" with 16 fighters.
func parseUnit(tb testing.TB, spec string) units.Unit {
	tb.Helper()
	var kind, side, pos, flag string
	n := 0
	for _, f := range strings.Fields(spec) {
		switch n {
		case 0:
			kind = f
		case 1:
			side = f
		case 2:
			pos = f
		case 3:
			flag = f
		}
		n++
	}
	k, err := units.ParseKind(kind)
	if err != nil {
		tb.Fatal(err)
	}
	s := units.Blue
	if side == "red" {
		s = units.Red
	}
	u := unit(tb, k, s, pos)
	u.Acted = flag == "acted"
	return u
}

// A pikeman's melee zone on open ground is every hex within 4 of it (3 to
// move, 1 to strike); an archer's is empty; rocks are never in it.
func TestMeleeZone(t *testing.T) {
	m := plainMap(t, hex.Grass)
	rock := at(t, "k6") // 4 east: at the zone's edge, on no path
	m.SetTerrain(rock, hex.Rock)
	b := battle(t, m, unit(t, units.Pikeman, units.Blue, "g6"), unit(t, units.Archer, units.Red, "o12"))
	zone := b.MeleeZone(0, nil)
	for _, h := range m.Hexes() {
		want := hex.Distance(h, at(t, "g6")) <= 4 && h != rock
		if slices.Contains(zone, h) != want {
			t.Errorf("%v in the zone: %v, want %v", h, !want, want)
		}
	}
	if z := b.MeleeZone(1, nil); len(z) != 0 {
		t.Errorf("the archers' melee zone is %v, want none", z)
	}
}

// BenchmarkThreatsAfter measures the threat preview as the pointer moves:
// one action's threats, over every legal action of a battle in round 4.
func BenchmarkThreatsAfter(b *testing.B) {
	bt := midBattle(b)
	legal := bt.LegalActions(nil)
	var th units.Threats
	i := 0
	for b.Loop() {
		bt.ThreatsAfter(legal[i%len(legal)], &th)
		i++
	}
}
