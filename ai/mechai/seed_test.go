package mechai

import (
	"slices"
	"testing"

	"stratagem/board/hex"
	"stratagem/units/mech"
)

func TestHeatThreshold(t *testing.T) {
	// The seed's table (chapter 3.3.2) at every border.
	for _, tc := range []struct{ heat, want int }{
		{0, 12}, {9, 12}, {10, 9}, {15, 9}, {16, 6}, {20, 6}, {21, 4}, {26, 4}, {27, 2}, {35, 2},
	} {
		if got := HeatThreshold(tc.heat); got != tc.want {
			t.Errorf("HeatThreshold(%d) = %d, want %d", tc.heat, got, tc.want)
		}
	}
}

func TestSeedOrder(t *testing.T) {
	// Damage per heat, the higher first (a salvo's full damage), equal ratios
	// by damage, then by slot.
	for _, tc := range []struct {
		design mech.DesignID
		want   []int
	}{
		{mech.Kestrel, []int{2, 0, 1}},             // SL 3/1, ML 5/3, ML 5/3
		{mech.Ranger, []int{3, 1, 2, 0}},           // SRM4 8/3, ML, ML, LL 8/8
		{mech.Longbow, []int{0, 1, 2, 3}},          // LRM10 10/4 ×2, ML ×2
		{mech.Bulldog, []int{0, 1, 2, 3, 4}},       // AC10 10/3, SRM4 ×2, ML ×2
		{mech.Warden, []int{2, 3, 0, 1}},           // ML ×2, PC 10/10 ×2
		{mech.Juggernaut, []int{2, 5, 3, 4, 0, 1}}, // AC10, SRM4, ML ×2, PC 10/10 before LL 8/8
	} {
		ws := tc.design.Design().Weapons
		if got := SeedOrder(ws, 0xff); !slices.Equal(got, tc.want) {
			t.Errorf("%v: order %v, want %v", tc.design, got, tc.want)
		}
	}
}

// fireDuel is a Blue mech of design att at g9 facing east, heat heat, and a
// Red Ranger dist hexes east, at the Blue mech's weapon attack.
func fireDuel(t *testing.T, att mech.DesignID, heat, dist int) *mech.Duel {
	t.Helper()
	p := at(t, "g9")
	if dist > 6 {
		p = at(t, "a9")
	}
	d := newDuel(t, plain(t),
		heated(mech.NewMech(att, mech.Blue, p, hex.East), heat),
		mech.NewMech(mech.Ranger, mech.Red, steps(p, hex.East, dist), hex.West))
	toPhase(t, d, mech.WeaponPhase, 0)
	return d
}

func TestSeedFiresUnderTheHeatThreshold(t *testing.T) {
	seed := mustPlayer(t, "seed", 1)
	for _, tc := range []struct {
		design     mech.DesignID
		heat, dist int
		want       uint8 // slots fired; 0: no fire
	}{
		// Bulldog: AC10, SRM4, SRM4, ML, ML, heat 3 each, all in reach at 2.
		{mech.Bulldog, 0, 2, 0b01111}, // threshold 12: four weapons
		{mech.Bulldog, 9, 2, 0b01111},
		{mech.Bulldog, 10, 2, 0b00111}, // 9: three
		{mech.Bulldog, 15, 2, 0b00111},
		{mech.Bulldog, 16, 2, 0b00011}, // 6: two
		{mech.Bulldog, 20, 2, 0b00011},
		{mech.Bulldog, 21, 2, 0b00001}, // 4: the autocannon alone
		{mech.Bulldog, 26, 2, 0b00001},
		{mech.Bulldog, 27, 2, 0}, // 2: nothing fits
		// Ranger: LL, ML, ML, SRM4. At 4 every weapon reaches: SRM4, ML, ML
		// (9 heat), and the large laser's 8 more would pass 12.
		{mech.Ranger, 0, 4, 0b1110},
		{mech.Ranger, 12, 4, 0b1110}, // 9: the same three
		{mech.Ranger, 16, 4, 0b1010}, // 6: SRM4 and the first ML
		{mech.Ranger, 22, 4, 0b1000}, // 4: SRM4
		// At 12 hexes only the large laser reaches: 8 heat within 12 or 9,
		// not within 6.
		{mech.Ranger, 0, 12, 0b0001},
		{mech.Ranger, 10, 12, 0b0001},
		{mech.Ranger, 16, 12, 0},
	} {
		d := fireDuel(t, tc.design, tc.heat, tc.dist)
		if got := SeedFireMask(d, 0, 1); got != tc.want {
			t.Errorf("%v at heat %d, %d hexes: fires %05b, want %05b", tc.design, tc.heat, tc.dist, got, tc.want)
		}
		a := choose(t, seed, d)
		switch {
		case tc.want == 0 && a.Kind != mech.Pass:
			t.Errorf("%v at heat %d, %d hexes: %s, want a pass", tc.design, tc.heat, tc.dist, d.FormatAction(a))
		case tc.want != 0 && (a.Kind != mech.Fire || a.Target != 1 || a.Weapons != tc.want):
			t.Errorf("%v at heat %d, %d hexes: %s, want fire %05b", tc.design, tc.heat, tc.dist, d.FormatAction(a), tc.want)
		}
	}
}

func TestSeedTargetsTheNearestVisibleEnemy(t *testing.T) {
	p := at(t, "g9")
	ranger := steps(p, hex.East, 3)
	bulldog := steps(p, hex.NorthEast, 4)
	m := plain(t)
	setup := func(wall bool) *mech.Duel {
		m := m.Clone()
		if wall { // heavy woods 2 + 2 between: the Ranger is out of sight
			m.SetTerrain(steps(p, hex.East, 1), hex.HeavyWoods)
			m.SetTerrain(steps(p, hex.East, 2), hex.HeavyWoods)
		}
		d := newDuel(t, m,
			mech.NewMech(mech.Bulldog, mech.Blue, p, hex.East),
			mech.NewMech(mech.Ranger, mech.Red, ranger, hex.West),
			mech.NewMech(mech.Bulldog, mech.Red, bulldog, hex.West))
		toPhase(t, d, mech.WeaponPhase, 0)
		return d
	}
	seed := mustPlayer(t, "seed", 1)

	d := setup(false)
	if a := choose(t, seed, d); a.Kind != mech.Fire || a.Target != 1 {
		t.Errorf("both in sight: %s, want fire at the Ranger, 3 hexes away", d.FormatAction(a))
	}
	d = setup(true)
	if ok, _ := d.Sight(0, 1); ok {
		t.Fatal("the woods do not hide the Ranger")
	}
	if a := choose(t, seed, d); a.Kind != mech.Fire || a.Target != 2 {
		t.Errorf("Ranger hidden: %s, want fire at the Bulldog, 4 hexes away", d.FormatAction(a))
	}
	// The nearest visible enemy behind the torso cannot be fired at: the
	// next nearest is the target.
	d = newDuel(t, m,
		mech.NewMech(mech.Bulldog, mech.Blue, p, hex.East),
		mech.NewMech(mech.Ranger, mech.Red, steps(p, hex.West, 2), hex.East),
		mech.NewMech(mech.Bulldog, mech.Red, bulldog, hex.West))
	toPhase(t, d, mech.WeaponPhase, 0)
	if a := choose(t, seed, d); a.Kind != mech.Fire || a.Target != 2 {
		t.Errorf("nearest behind: %s, want fire at the Bulldog", d.FormatAction(a))
	}
}

func TestSeedTwist(t *testing.T) {
	p := at(t, "g9")
	for _, tc := range []struct {
		name    string
		enemies []hex.Hex
		want    int8
	}{
		{"ahead", []hex.Hex{steps(p, hex.East, 4)}, 0},
		{"front border", []hex.Hex{steps(p, hex.SouthEast, 4)}, 0}, // keep first
		{"right", []hex.Hex{steps(p, hex.SouthWest, 4)}, 1},
		{"left", []hex.Hex{steps(p, hex.NorthWest, 4)}, -1},
		{"behind", []hex.Hex{steps(p, hex.West, 4)}, 0},
		// The nearest is behind: no twist brings it in; the most enemies
		// in front is the other one, on the right.
		{"most", []hex.Hex{steps(p, hex.West, 2), steps(p, hex.SouthWest, 5)}, 1},
		// The nearest decides even when the other is then out of the arc.
		{"nearest first", []hex.Hex{steps(p, hex.SouthWest, 3), steps(p, hex.NorthEast, 5)}, 1},
	} {
		ms := []mech.Mech{mech.NewMech(mech.Ranger, mech.Blue, p, hex.East)}
		for i, e := range tc.enemies {
			ms = append(ms, mech.NewMech([]mech.DesignID{mech.Bulldog, mech.Ranger}[i], mech.Red, e, hex.West))
		}
		d := newDuel(t, plain(t), ms...)
		toPhase(t, d, mech.ReactionPhase, 0)
		a := choose(t, mustPlayer(t, "seed", 1), d)
		if a.Kind != mech.Twist || a.Twist != tc.want {
			t.Errorf("%s: %s, want twist %d", tc.name, d.FormatAction(a), tc.want)
		}
	}
}

func TestSeedPicksUpAClubWhenNothingIsInSight(t *testing.T) {
	m := plain(t)
	p := at(t, "g9")
	m.SetFeatures(p, hex.Club)
	hill := steps(p, hex.East, 3)
	m.SetLevel(hill, 3) // above both mechs' tops (level 1): blocks sight
	d := newDuel(t, m,
		mech.NewMech(mech.Bulldog, mech.Blue, p, hex.East),
		mech.NewMech(mech.Ranger, mech.Red, steps(p, hex.East, 6), hex.West))
	toPhase(t, d, mech.WeaponPhase, 0)
	if ok, _ := d.Sight(0, 1); ok {
		t.Fatal("the hill does not hide the Ranger")
	}
	seed := mustPlayer(t, "seed", 1)
	if a := choose(t, seed, d); a.Kind != mech.PickUp {
		t.Errorf("%s, want pickup", d.FormatAction(a))
	}
	// In sight, it fires instead.
	m.SetLevel(hill, 0)
	d = newDuel(t, m,
		mech.NewMech(mech.Bulldog, mech.Blue, p, hex.East),
		mech.NewMech(mech.Ranger, mech.Red, steps(p, hex.East, 6), hex.West))
	toPhase(t, d, mech.WeaponPhase, 0)
	if a := choose(t, seed, d); a.Kind != mech.Fire {
		t.Errorf("in sight: %s, want fire", d.FormatAction(a))
	}
}

func TestSeedMoves(t *testing.T) {
	p := at(t, "c9")
	seed := mustPlayer(t, "seed", 1)
	move := func(m *hex.Map, enemy hex.Hex) (*mech.Duel, mech.Action) {
		d := newDuel(t, m,
			mech.NewMech(mech.Ranger, mech.Blue, p, hex.East),
			mech.NewMech(mech.Bulldog, mech.Red, enemy, hex.West))
		toPhase(t, d, mech.MovementPhase, 0)
		return d, choose(t, seed, d)
	}
	// The Ranger's best band is 1–3 hexes (every weapon at short range).
	ranger := mech.NewMech(mech.Ranger, mech.Blue, p, hex.East)
	prof := RangeProfile(&ranger)
	for r := 1; r < len(prof); r++ {
		if r > 3 && prof[r] >= prof[3] {
			t.Fatalf("profile %v: the best band is not 1–3", prof)
		}
	}
	// 7 hexes away: the goal is 3 hexes from it, 4 from here: a walk.
	d, a := move(plain(t), steps(p, hex.East, 7))
	if want := steps(p, hex.East, 4); a.Mode != mech.Walk || a.To != want || a.Facing != hex.East {
		t.Errorf("7 hexes: %s, want a walk to %v facing E", d.FormatAction(a), want)
	}
	// 10 hexes away: 7 to go, more than walking's 5 MP: a run.
	d, a = move(plain(t), steps(p, hex.East, 10))
	if want := steps(p, hex.East, 7); a.Mode != mech.Run || a.To != want {
		t.Errorf("10 hexes: %s, want a run to %v", d.FormatAction(a), want)
	}
	// Walled in by buildings: walking and running cannot leave, jumping can.
	m := plain(t)
	for _, n := range p.Neighbours() {
		m.SetTerrain(n, hex.Building)
		m.SetLevel(n, 1)
	}
	d, a = move(m, steps(p, hex.East, 10))
	if a.Mode != mech.Jump || hex.Distance(a.To, steps(p, hex.East, 10)) != 7 {
		t.Errorf("walled in: %s, want a jump of 3 hexes toward the enemy", d.FormatAction(a))
	}
	// In the band already, facing the enemy: it stands.
	d, a = move(plain(t), steps(p, hex.East, 2))
	if a.Mode != mech.Stand {
		t.Errorf("2 hexes: %s, want stand", d.FormatAction(a))
	}
}

func TestSeedPrefersWoods(t *testing.T) {
	// The nearest goal 3 hexes from the enemy is 4 hexes away in the open;
	// one in heavy woods 5 hexes away wins (cost 4 against 5 − 2).
	p := at(t, "c9")
	enemy := steps(p, hex.East, 7)
	m := plain(t)
	woods := steps(steps(p, hex.East, 4), hex.SouthEast, 1)
	if hex.Distance(woods, p) != 5 || hex.Distance(woods, enemy) != 3 {
		t.Fatalf("bad geometry: %d, %d", hex.Distance(woods, p), hex.Distance(woods, enemy))
	}
	m.SetTerrain(woods, hex.HeavyWoods)
	d := newDuel(t, m,
		mech.NewMech(mech.Ranger, mech.Blue, p, hex.East),
		mech.NewMech(mech.Bulldog, mech.Red, enemy, hex.West))
	toPhase(t, d, mech.MovementPhase, 0)
	if goals := seedGoals(d, 0, 1, 1); len(goals) != 1 || goals[0] != woods {
		t.Errorf("goal %v, want the woods at %v", goals, woods)
	}
	if a := choose(t, mustPlayer(t, "seed", 1), d); a.To != woods {
		t.Errorf("%s, want a move to the woods at %v", d.FormatAction(a), woods)
	}
}

func TestSeedStrikes(t *testing.T) {
	// Adjacent, holding a club, out of... the weapons' reach is not the
	// point: a mech that fired nothing lands its best blow (the club).
	p := at(t, "g9")
	u := mech.NewMech(mech.Bulldog, mech.Blue, p, hex.East)
	u.Club = true
	u.Heat = 27 // threshold 2: it fires nothing
	d := newDuel(t, plain(t), u, mech.NewMech(mech.Ranger, mech.Red, steps(p, hex.East, 1), hex.West))
	seed := mustPlayer(t, "seed", 1)
	toPhase(t, d, mech.WeaponPhase, 0)
	if a := choose(t, seed, d); a.Kind != mech.Pass {
		t.Fatalf("heat 27: %s, want pass", d.FormatAction(a))
	}
	toPhase(t, d, mech.PhysicalPhase, 0)
	if a := choose(t, seed, d); a.Kind != mech.Strike || a.Blow != mech.ClubBlow || a.Target != 1 {
		t.Errorf("%s, want a club blow", d.FormatAction(a))
	}
}

func TestSeedStrikesAfterFiring(t *testing.T) {
	// Adjacent and cool, a Ranger fires what the seed's rule picks — the
	// short-range missiles (left torso) and the medium lasers (left arm,
	// centre torso), 9 heat; the large laser would pass the threshold of
	// 12 — then kicks: its legs fired nothing, and a kick (10 damage,
	// needs 6) is worth more than a punch with the right arm (5, needs 5).
	p := at(t, "g9")
	d := newDuel(t, plain(t), mech.NewMech(mech.Ranger, mech.Blue, p, hex.East),
		mech.NewMech(mech.Bulldog, mech.Red, steps(p, hex.East, 1), hex.West))
	seed := mustPlayer(t, "seed", 1)
	toPhase(t, d, mech.WeaponPhase, 0)
	a := choose(t, seed, d)
	if a.Kind != mech.Fire || a.Weapons != 0b1110 {
		t.Fatalf("%s, want slots 2, 3 and 4 fired", d.FormatAction(a))
	}
	if err := d.Play(mech.Roll(a, &mech.FixedDice{Totals: []int{2}})); err != nil {
		t.Fatal(err)
	}
	toPhase(t, d, mech.PhysicalPhase, 0)
	if a := choose(t, seed, d); a.Kind != mech.Strike || a.Blow != mech.Kick || a.Target != 1 {
		t.Errorf("%s, want a kick", d.FormatAction(a))
	}
}

func TestEndTurnKeepsEverySinkOn(t *testing.T) {
	u := mech.NewMech(mech.Bulldog, mech.Blue, at(t, "g9"), hex.East)
	u.SinksOn, u.Heat, u.Club = 3, 12, true
	d := newDuel(t, plain(t), u, mech.NewMech(mech.Ranger, mech.Red, at(t, "a1"), hex.East))
	toPhase(t, d, mech.EndPhase, 0)
	for _, name := range []string{"seed", "tactical"} {
		a := choose(t, mustPlayer(t, name, 1), d)
		if a.Kind != mech.EndTurn || int(a.Sinks) != mech.Bulldog.Design().Sinks || a.Drop || a.Weapons != 0 {
			t.Errorf("%s: %s, want every sink on, no drop, no dump", name, d.FormatAction(a))
		}
	}
}
