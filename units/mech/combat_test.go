package mech_test

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"stratagem/board/hex"
	"stratagem/units/internal/gametest"
	"stratagem/units/mech"
	"stratagem/units/outcome"
)

// The to-hit number (spec "Weapon attacks"): gunnery 4 + range band +
// own movement + target movement + woods + own heat.
func TestShotToHit(t *testing.T) {
	base := mech.Shot{Weapon: mech.MediumLaser, Distance: 3}
	for _, tc := range []struct {
		name string
		edit func(s *mech.Shot)
		want int // 0: cannot fire
	}{
		{"short range", func(s *mech.Shot) {}, 4},
		{"medium range", func(s *mech.Shot) { s.Distance = 4 }, 6},
		{"medium range end", func(s *mech.Shot) { s.Distance = 6 }, 6},
		{"long range", func(s *mech.Shot) { s.Distance = 9 }, 8},
		{"beyond long range", func(s *mech.Shot) { s.Distance = 10 }, 0},
		{"adjacent", func(s *mech.Shot) { s.Distance = 1 }, 4},
		{"walked", func(s *mech.Shot) { s.AttackerMode = mech.Walk }, 5},
		{"ran", func(s *mech.Shot) { s.AttackerMode = mech.Run }, 6},
		{"jumped", func(s *mech.Shot) { s.AttackerMode = mech.Jump }, 7},
		{"target moved 2", func(s *mech.Shot) { s.TargetMoved = 2 }, 4},
		{"target moved 3", func(s *mech.Shot) { s.TargetMoved = 3 }, 5},
		{"target moved 4", func(s *mech.Shot) { s.TargetMoved = 4 }, 5},
		{"target moved 5", func(s *mech.Shot) { s.TargetMoved = 5 }, 6},
		{"target moved 6", func(s *mech.Shot) { s.TargetMoved = 6 }, 6},
		{"target moved 7", func(s *mech.Shot) { s.TargetMoved = 7 }, 7},
		{"target moved 9", func(s *mech.Shot) { s.TargetMoved = 9 }, 7},
		{"target moved 10", func(s *mech.Shot) { s.TargetMoved = 10 }, 8},
		{"target jumped 1", func(s *mech.Shot) { s.TargetMoved, s.TargetJumped = 1, true }, 5},
		{"target jumped 6", func(s *mech.Shot) { s.TargetMoved, s.TargetJumped = 6, true }, 7},
		{"woods 3", func(s *mech.Shot) { s.Woods = 3 }, 7},
		{"heat 7", func(s *mech.Shot) { s.AttackerHeat = 7 }, 4},
		{"heat 8", func(s *mech.Shot) { s.AttackerHeat = 8 }, 5},
		{"heat 12", func(s *mech.Shot) { s.AttackerHeat = 12 }, 5},
		{"heat 13", func(s *mech.Shot) { s.AttackerHeat = 13 }, 6},
		{"heat 16", func(s *mech.Shot) { s.AttackerHeat = 16 }, 6},
		{"heat 17", func(s *mech.Shot) { s.AttackerHeat = 17 }, 7},
		{"heat 23", func(s *mech.Shot) { s.AttackerHeat = 23 }, 7},
		{"heat 24", func(s *mech.Shot) { s.AttackerHeat = 24 }, 8},
		{"everything", func(s *mech.Shot) {
			s.Distance, s.AttackerMode, s.TargetMoved, s.TargetJumped, s.Woods, s.AttackerHeat = 8, mech.Run, 7, true, 2, 13
		}, 4 + 4 + 2 + 4 + 2 + 2},
		{"particle cannon at its minimum range: +1", func(s *mech.Shot) { s.Weapon = mech.ParticleCannon }, 5},
		{"particle cannon at 2: +2", func(s *mech.Shot) { s.Weapon, s.Distance = mech.ParticleCannon, 2 }, 6},
		{"particle cannon adjacent: +3", func(s *mech.Shot) { s.Weapon, s.Distance = mech.ParticleCannon, 1 }, 7},
		{"particle cannon just outside it", func(s *mech.Shot) { s.Weapon, s.Distance = mech.ParticleCannon, 4 }, 4},
		{"particle cannon at 18", func(s *mech.Shot) { s.Weapon, s.Distance = mech.ParticleCannon, 18 }, 8},
		{"long-range missiles at 6: +1", func(s *mech.Shot) { s.Weapon, s.Distance = mech.LRM10, 6 }, 5},
		{"long-range missiles adjacent: +6", func(s *mech.Shot) { s.Weapon, s.Distance = mech.LRM10, 1 }, 10},
		{"long-range missiles adjacent, walked, in woods: 13", func(s *mech.Shot) {
			s.Weapon, s.Distance, s.AttackerMode, s.Woods = mech.LRM10, 1, mech.Walk, 2
		}, 13},
		{"long-range missiles at 7", func(s *mech.Shot) { s.Weapon, s.Distance = mech.LRM10, 7 }, 4},
		{"long-range missiles at 15", func(s *mech.Shot) { s.Weapon, s.Distance = mech.LRM10, 15 }, 8},
		{"small laser at 2", func(s *mech.Shot) { s.Weapon, s.Distance = mech.SmallLaser, 2 }, 6},
		{"small laser at 4", func(s *mech.Shot) { s.Weapon, s.Distance = mech.SmallLaser, 4 }, 0},
	} {
		s := base
		tc.edit(&s)
		got, ok := mech.ShotToHit(s)
		if !ok {
			got = 0
		}
		if got != tc.want {
			t.Errorf("%s: to-hit %d (ok %v), want %d", tc.name, got, ok, tc.want)
		}
	}
}

// The weapon table of the spec, and the cluster rule.
func TestWeaponTable(t *testing.T) {
	type row struct{ dmg, heat, min, short, medium, long, ammo, missiles int }
	want := map[mech.WeaponKind]row{
		mech.SmallLaser:     {3, 1, 0, 1, 2, 3, 0, 0},
		mech.MediumLaser:    {5, 3, 0, 3, 6, 9, 0, 0},
		mech.LargeLaser:     {8, 8, 0, 5, 10, 15, 0, 0},
		mech.ParticleCannon: {10, 10, 3, 6, 12, 18, 0, 0},
		mech.Autocannon10:   {10, 3, 0, 5, 10, 15, 10, 0},
		mech.SRM4:           {2, 3, 0, 3, 6, 9, 25, 4},
		mech.LRM10:          {1, 4, 6, 7, 14, 21, 12, 10},
	}
	for _, w := range mech.Weapons() {
		s := w.Stats()
		if got := (row{s.Damage, s.Heat, s.Min, s.Short, s.Medium, s.Long, s.Ammo, s.Missiles}); got != want[w] {
			t.Errorf("%v: %+v, want %+v", w, got, want[w])
		}
	}
	// Cluster: half the salvo rounded up, +1 per point of margin, at most all.
	for _, tc := range []struct{ n, margin, want int }{
		{4, 0, 2}, {4, 1, 3}, {4, 2, 4}, {4, 5, 4}, {10, 0, 5}, {10, 3, 8}, {10, 5, 10}, {10, 8, 10},
	} {
		if got := mech.MissilesHit(tc.n, tc.margin); got != tc.want {
			t.Errorf("MissilesHit(%d, %d) = %d, want %d", tc.n, tc.margin, got, tc.want)
		}
	}
	srm, lrm, ml := mech.SRM4.Stats(), mech.LRM10.Stats(), mech.MediumLaser.Stats()
	for _, tc := range []struct {
		w          mech.Weapon
		roll, need int
		want       int
	}{
		{ml, 7, 8, 0}, {ml, 8, 8, 5}, {srm, 7, 8, 0}, {srm, 8, 8, 4}, {srm, 9, 8, 6}, {srm, 12, 8, 8},
		{lrm, 6, 6, 5}, {lrm, 9, 6, 8}, {lrm, 12, 4, 10},
	} {
		if got := tc.w.SalvoDamage(tc.roll, tc.need); got != tc.want {
			t.Errorf("%s roll %d need %d: %d damage, want %d", tc.w.Name, tc.roll, tc.need, got, tc.want)
		}
	}
	// Probabilities of 2d6 ≥ n, and an expected salvo worked by hand.
	for n, want := range map[int]float64{1: 1, 2: 1, 3: 35.0 / 36, 7: 21.0 / 36, 12: 1.0 / 36, 13: 0} {
		if got := mech.HitChance(n); math.Abs(got-want) > 1e-12 {
			t.Errorf("HitChance(%d) = %v, want %v", n, got, want)
		}
	}
	// SRM4 needing 11: 11 (2 ways) → 2 missiles, 12 (1 way) → 3: (2·4 + 1·6)/36.
	if got, want := srm.ExpectedSalvo(11), 14.0/36; math.Abs(got-want) > 1e-12 {
		t.Errorf("SRM4 ExpectedSalvo(11) = %v, want %v", got, want)
	}
	if got, want := ml.ExpectedSalvo(7), 5*21.0/36; math.Abs(got-want) > 1e-12 {
		t.Errorf("ML ExpectedSalvo(7) = %v, want %v", got, want)
	}
}

// The designs: at least five roles, the run MP rule, ammunition from the table.
func TestDesigns(t *testing.T) {
	roles := map[string]bool{}
	for _, id := range mech.Designs() {
		ds := id.Design()
		roles[ds.Role] = true
		if want := int(math.Ceil(1.5 * float64(ds.Walk))); ds.Run() != want {
			t.Errorf("%s: run %d, want %d", ds.Name, ds.Run(), want)
		}
		m := mech.NewMech(id, mech.Blue, hex.Hex{}, hex.East)
		for w, k := range ds.Weapons {
			if m.Ammo[w] != k.Stats().Ammo {
				t.Errorf("%s slot %d: %d shots", ds.Name, w+1, m.Ammo[w])
			}
		}
		if m.Points() != ds.TotalArmour()+ds.TotalStructure() || m.SinksOn != ds.Sinks {
			t.Errorf("%s: fresh mech %+v", ds.Name, m)
		}
		if back, err := mech.ParseDesign(ds.Name); err != nil || back != id {
			t.Errorf("ParseDesign(%q) = %v, %v", ds.Name, back, err)
		}
	}
	for _, r := range []string{"fast jumper", "brawler", "long-range fire support", "heavy assault", "medium all-rounder"} {
		if !roles[r] {
			t.Errorf("no %s", r)
		}
	}
	if _, err := mech.ParseDesign("Atlas"); err == nil {
		t.Error("ParseDesign accepted an unknown name")
	}
}

// Every weapon has a mount among the eight locations; the slots of a set of
// locations and the locations of a set of slots, worked by hand for the
// Bulldog (AC/10 right torso, SRM4 left torso twice, medium lasers left and
// right arm).
func TestMounts(t *testing.T) {
	for _, id := range mech.Designs() {
		ds := id.Design()
		if len(ds.Mounts) != len(ds.Weapons) {
			t.Errorf("%s: %d mounts for %d weapons", ds.Name, len(ds.Mounts), len(ds.Weapons))
		}
		for w, l := range ds.Mounts {
			if !l.Valid() {
				t.Errorf("%s slot %d: %v", ds.Name, w+1, l)
			}
		}
	}
	bd := mech.Bulldog.Design()
	arms := mech.SetOf(mech.LeftArm, mech.RightArm)
	for _, tc := range []struct {
		set  mech.LocationSet
		want uint8
	}{
		{arms, 0b11000},
		{mech.SetOf(mech.LeftTorso), 0b00110},
		{mech.SetOf(mech.RightTorso, mech.RightArm), 0b10001},
		{mech.SetOf(mech.LeftLeg, mech.RightLeg, mech.Head, mech.CentreTorso), 0},
	} {
		if got := bd.SlotsIn(tc.set); got != tc.want {
			t.Errorf("Bulldog slots in %v: %05b, want %05b", tc.set, got, tc.want)
		}
	}
	if got, want := bd.Locations(0b01110), mech.SetOf(mech.LeftTorso, mech.LeftArm); got != want {
		t.Errorf("Bulldog slots 2-4 are in %v, want %v", got, want)
	}
	if got := fmt.Sprint(mech.SetOf(mech.RightLeg, mech.Head)); got != "{head, right leg}" {
		t.Errorf("a set written %q", got)
	}
	for l, code := range map[mech.Location]string{mech.Head: "HD", mech.CentreTorso: "CT", mech.LeftArm: "LA", mech.RightLeg: "RL"} {
		if l.Code() != code || !l.IsArm() != (l != mech.LeftArm) || l.IsLeg() != (l == mech.RightLeg) {
			t.Errorf("%v: code %s, arm %v, leg %v", l, l.Code(), l.IsArm(), l.IsLeg())
		}
	}
}

// angleArc is an independent oracle for the arcs: the angle of the hex
// centre, measured clockwise (screen y down) from the facing.
func angleArc(from hex.Hex, f hex.Direction, to hex.Hex) mech.Arc {
	v := to.Sub(from)
	x, y := math.Sqrt(3)*(float64(v.Q)+float64(v.R)/2), 1.5*float64(v.R)
	a := math.Atan2(y, x)*180/math.Pi - 60*float64(f)
	for a > 180 {
		a -= 360
	}
	for a <= -180 {
		a += 360
	}
	const eps = 1e-6
	switch {
	case math.Abs(a) <= 60+eps:
		return mech.Front
	case a > 0 && a <= 120+eps:
		return mech.Right
	case a < 0 && a >= -120-eps:
		return mech.Left
	}
	return mech.Rear
}

// Arcs: front is the 120° cone around the facing, borders included; left
// and right the next 60° on each side (their rear border included); rear the
// 120° behind. The six neighbours: f−1, f, f+1 front, f−2 left, f+2 right,
// f+3 rear.
func TestArcs(t *testing.T) {
	c := hex.Hex{Q: 3, R: 4}
	for f := range hex.Direction(6) {
		want := map[int]mech.Arc{0: mech.Front, 1: mech.Front, 5: mech.Front, 4: mech.Left, 2: mech.Right, 3: mech.Rear}
		for k := range 6 {
			n := c.Neighbour(f.Turn(k))
			if got := mech.ArcOf(c, f, n); got != want[k] {
				t.Errorf("facing %v: neighbour %v (turn %d) in %v arc, want %v", f, f.Turn(k), k, got, want[k])
			}
		}
		count := map[mech.Arc]int{}
		for _, h := range hex.Range(c, 6) {
			if h == c {
				continue
			}
			got, want := mech.ArcOf(c, f, h), angleArc(c, f, h)
			if got != want {
				t.Errorf("facing %v: %v (offset %v) in %v arc, the angle says %v", f, h, h.Sub(c), got, want)
			}
			if mech.InFrontArc(c, f, h) != (got == mech.Front) {
				t.Errorf("InFrontArc disagrees at %v", h)
			}
			count[got]++
		}
		// Radius 6 holds 126 hexes: 15 inside each 60° wedge and 6 on each
		// ray. Front: two wedges and three rays; each side: a wedge and a
		// ray; rear: two wedges and the one ray straight behind.
		if count[mech.Front] != 48 || count[mech.Left] != 21 || count[mech.Right] != 21 || count[mech.Rear] != 36 {
			t.Errorf("facing %v: arc sizes %v", f, count)
		}
	}
	if mech.InFrontArc(c, hex.East, c) {
		t.Error("a hex is in its own front arc")
	}
}

// The torso twist turns the firing arc one hex-side; hits land on the arc
// judged from the target's legs.
func TestTwistMovesTheFiringArc(t *testing.T) {
	m := plainMap(t, 15, 17)
	b := at(t, "g9")
	// Red stands two hexes away in each direction in turn; Blue faces east.
	for k := range 6 {
		dir := hex.East.Turn(k)
		r := b.Neighbour(dir).Neighbour(dir)
		for twist := -1; twist <= 1; twist++ {
			d := duel(t, m, mech.NewMech(mech.Ranger, mech.Blue, b, hex.East), mech.NewMech(mech.Ranger, mech.Red, r, hex.West))
			until(t, d, mech.ReactionPhase, blueFirst())
			gametest.Play(t, d, d.FormatAction(mech.Action{Kind: mech.Twist, Mech: 0, Twist: int8(twist)}))
			_, canFire := d.ToHit(0, 1, 1) // medium laser at 2: short
			// Front arc of the torso: directions twist−1..twist+1 from east.
			want := (k-twist+6)%6 <= 1 || (k-twist+6)%6 == 5
			if canFire != want {
				t.Errorf("twist %d, target to the %v: can fire %v, want %v", twist, dir, canFire, want)
			}
		}
	}
}

// Weapon damage: each hit waits for its location roll on the table of the
// direction it comes from (the target's side facing the attacker, judged
// from its legs), and lands only when the phase ends — armour of the
// section first, then the location's structure, the rest passing inward;
// both sides' attacks of the phase land, whoever declared first.
func TestWeaponDamageAndSimultaneity(t *testing.T) {
	m := plainMap(t, 15, 17)
	blue := at(t, "f9")
	red := blue.Neighbour(hex.East).Neighbour(hex.East)
	// The Kestrel faces away: Blue hits its rear.
	d := duel(t, m, mech.NewMech(mech.Juggernaut, mech.Blue, blue, hex.East), mech.NewMech(mech.Kestrel, mech.Red, red, hex.East))
	until(t, d, mech.WeaponPhase, blueFirst())
	if need, ok := d.ToHit(0, 1, 2); !ok || need != 4 {
		t.Fatalf("autocannon to-hit %d, %v; want 4", need, ok)
	}
	gametest.Play(t, d, "Bjuggernaut fire Rkestrel 3:12") // AC/10: 10 damage
	if a, ok := d.Awaiting(); !ok || a != (mech.Action{Kind: mech.Resolve, Mech: 1, Chance: mech.LocationRoll}) {
		t.Fatalf("awaiting %+v, %v; want the hit's location roll", a, ok)
	}
	if _, ok := d.ToAct(); ok || d.Active() != -1 {
		t.Fatal("a side may act while the dice are to roll")
	}
	// 7 from the rear: the centre torso's rear armour (4), then 6 of its 10
	// structure, which calls for a critical check: 7, none.
	gametest.Play(t, d, "Rkestrel location 7", "Rkestrel critical 7")
	// The Kestrel cannot see Blue (in its rear): no option, the phase resolves.
	k := d.Mech(1)
	if d.Phase() == mech.WeaponPhase || k.Armour[mech.CentreRear] != 0 || k.Structure[mech.CentreTorso] != 4 ||
		k.Armour[mech.FrontOf(mech.CentreTorso)] != 14 {
		t.Fatalf("after the phase (%v): Kestrel %+v; want rear 0, centre torso structure 4", d.Phase(), k)
	}
	if j := d.Mech(0); j.Heat != 3 || j.Ammo[2] != 9 || j.Fired != 0b100 || j.FiredFrom() != mech.SetOf(mech.RightTorso) {
		t.Errorf("Juggernaut heat %d, ammo %d, fired %03b from %v; want 3, 9, slot 3 from the right torso", j.Heat, j.Ammo[2], j.Fired, j.FiredFrom())
	}

	// Face to face: Blue declares a destroying salvo first, Red still fires.
	d = duel(t, m, mech.NewMech(mech.Juggernaut, mech.Blue, blue, hex.East), mech.NewMech(mech.Kestrel, mech.Red, red, hex.West))
	until(t, d, mech.WeaponPhase, blueFirst())
	if got := d.UsableWeapons(0, 1); got != 0b111111 { // the particle cannon too, at +2 inside its minimum range
		t.Fatalf("usable %06b", got)
	}
	// 8, 10, 5, 5 from the large laser, autocannon and medium lasers, then
	// four missiles of 2 each: eight location rolls from the front.
	gametest.Play(t, d, "Bjuggernaut fire Rkestrel 2:12 3:12 4:12 5:12 6:12")
	// 7, 7: the large laser and the autocannon on the centre torso (18);
	// 3, 4: both medium lasers on the right arm; 4, 4: two missiles there
	// too (14 on the arm); 9: a missile on the left leg; 12: the head.
	for _, r := range []int{7, 7, 3, 4, 4, 4, 9, 12} {
		if a, ok := d.Awaiting(); !ok || a.Mech != 1 {
			t.Fatalf("awaiting %+v, %v", a, ok)
		}
		gametest.Play(t, d, fmt.Sprintf("Rkestrel location %d", r))
	}
	k = d.Mech(1)
	var want [mech.NumSections]int
	want[mech.FrontOf(mech.CentreTorso)] = 18
	want[mech.FrontOf(mech.RightArm)] = 14
	want[mech.FrontOf(mech.LeftLeg)] = 2
	want[mech.FrontOf(mech.Head)] = 2
	if k.Pending != want || !k.Alive() || k.Points() != 86+51 {
		t.Fatalf("Kestrel before the phase ends: pending %v, want %v", k.Pending, want)
	}
	if d.Active() != 1 {
		t.Fatalf("active %d, want the Kestrel", d.Active())
	}
	// ML hits (needs 4), ML misses, SL hits (needs 6): 5 on the right
	// torso (6), 3 on the left torso (8).
	gametest.Play(t, d, "Rkestrel fire Bjuggernaut 1:7 2:3 3:12", "Bjuggernaut location 6", "Bjuggernaut location 8",
		"Rkestrel critical 6") // the centre torso's structure was hit: no critical hit on 6
	// Worked by hand: the right arm takes 14 — 7 armour, its 5 structure —
	// and is lost with its medium laser; the 2 left pass to the right
	// torso's armour (10 → 8). The centre torso takes 18: 14 armour, 4 of
	// its 10 structure. Head 8 → 6, left leg 10 → 8.
	k = d.Mech(1)
	if k.Structure[mech.RightArm] != 0 || k.Armour[mech.FrontOf(mech.RightArm)] != 0 || k.WeaponWorks(0) || !k.WeaponWorks(1) ||
		k.Armour[mech.FrontOf(mech.RightTorso)] != 8 || k.Structure[mech.RightTorso] != 7 ||
		k.Structure[mech.CentreTorso] != 6 || k.Armour[mech.FrontOf(mech.CentreTorso)] != 0 ||
		k.Armour[mech.FrontOf(mech.Head)] != 6 || k.Armour[mech.FrontOf(mech.LeftLeg)] != 8 || !k.Alive() {
		t.Errorf("Kestrel after the phase: %+v", k)
	}
	if j := d.Mech(0); j.Armour[mech.FrontOf(mech.RightTorso)] != 27-5 || j.Armour[mech.FrontOf(mech.LeftTorso)] != 27-3 {
		t.Errorf("Juggernaut %+v", j)
	}
	if _, ok := d.ToHit(1, 0, 0); ok {
		t.Error("the Kestrel fires the laser of the arm it lost")
	}
}

// Damage passes inward: a side torso destroyed takes its arm and passes
// the rest to the centre torso; the rear armour takes hits from behind;
// the head or centre torso destroyed wrecks the mech. Worked by hand on a
// Ranger (structure: head 3, centre torso 16, side torsos 12, arms 8).
func TestDamageTransfer(t *testing.T) {
	m := plainMap(t, 15, 17)
	b := at(t, "g9")
	for _, tc := range []struct {
		name  string
		dir   hex.Direction // where Red faces: East = away from Blue (its rear)
		rolls []int         // location rolls for the large laser, then the medium lasers
		check func(u mech.Mech) bool
	}{
		{"front centre torso", hex.West, []int{7, 7, 7}, func(u mech.Mech) bool {
			// 8 + 5 + 5 = 18: 22 armour → 4.
			return u.Armour[mech.FrontOf(mech.CentreTorso)] == 4 && u.Structure[mech.CentreTorso] == 16
		}},
		{"rear centre torso", hex.East, []int{7, 7, 7}, func(u mech.Mech) bool {
			// 18: rear 7 armour, then 11 of 16 structure.
			return u.Armour[mech.CentreRear] == 0 && u.Structure[mech.CentreTorso] == 5 && u.Armour[mech.FrontOf(mech.CentreTorso)] == 22
		}},
		{"rear hits on the arms keep to the arm", hex.East, []int{10, 10, 10}, func(u mech.Mech) bool {
			// 18 on the left arm: 14 armour, 4 of 8 structure.
			return u.Armour[mech.FrontOf(mech.LeftArm)] == 0 && u.Structure[mech.LeftArm] == 4
		}},
		{"head", hex.West, []int{12, 12, 7}, func(u mech.Mech) bool {
			// 13 on the head: 9 armour, 3 structure: destroyed, the mech with it.
			return u.Lost(mech.Head) && u.Wrecked && !u.Alive()
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := duel(t, m, mech.NewMech(mech.Ranger, mech.Blue, b, hex.East),
				mech.NewMech(mech.Ranger, mech.Red, b.Neighbour(hex.East).Neighbour(hex.East), tc.dir))
			until(t, d, mech.WeaponPhase, blueFirst())
			gametest.Play(t, d, "Branger fire Rranger 1:12 2:12 3:12")
			for _, r := range tc.rolls {
				gametest.Play(t, d, fmt.Sprintf("Rranger location %d", r))
			}
			if d.Phase() == mech.WeaponPhase && d.Active() == 1 {
				gametest.Play(t, d, "Rranger pass")
			}
			if u := d.Mech(1); !tc.check(u) {
				t.Errorf("Red Ranger %+v", u)
			}
		})
	}
	// A side torso destroyed takes its arm: 40 points on the left torso of
	// a Ranger from the front: 16 armour, 12 structure, the arm goes with
	// it, and 12 pass to the centre torso's armour (22 → 10).
	r := mech.NewMech(mech.Ranger, mech.Red, b.Neighbour(hex.East), hex.West)
	r.Pending[mech.FrontOf(mech.LeftTorso)] = 40
	d := duel(t, m, mech.NewMech(mech.Ranger, mech.Blue, b, hex.East), r)
	// NewFrom clears Pending: declare the damage through a duel instead.
	u := d.Mech(1)
	if u.Pending != ([mech.NumSections]int{}) {
		t.Fatal("NewFrom kept pending damage")
	}
	until(t, d, mech.WeaponPhase, blueFirst())
	gametest.Play(t, d, "Branger fire Rranger 1:12 2:12 3:12 4:12", "Rranger location 8", "Rranger location 8", "Rranger location 8",
		"Rranger location 8", "Rranger location 8", "Rranger location 8", "Rranger location 8", "Rranger pass")
	// 8 + 5 + 5 + 4·2 = 26 on the left torso: 16 armour, 10 of 12 structure.
	if u := d.Mech(1); u.Structure[mech.LeftTorso] != 2 || u.Lost(mech.LeftArm) {
		t.Fatalf("after 26 on the left torso: %+v", u)
	}
	nextTurn(t, d, blueFirst())
	until(t, d, mech.WeaponPhase, blueFirst())
	gametest.Play(t, d, "Branger fire Rranger 1:12 2:12", "Rranger location 8", "Rranger location 8", "Rranger pass")
	// 13 more: 2 structure, the torso and its arm are lost (with the medium
	// laser of the arm and the missiles of the torso), 11 pass to the
	// centre torso's armour (22 → 11).
	u = d.Mech(1)
	if !u.Lost(mech.LeftTorso) || !u.Lost(mech.LeftArm) || u.Armour[mech.FrontOf(mech.CentreTorso)] != 11 ||
		u.WeaponWorks(1) || u.WeaponWorks(3) || !u.WeaponWorks(0) || u.Ammo[3] != 0 || u.Armour[mech.LeftRear] != 0 {
		t.Errorf("after the left torso is lost: %+v", u)
	}
}

// Heat at the end of the turn, worked by hand: sinks dissipate; above 15
// costs 1 structure, above 26 two (the centre torso's); from 14 a roll to
// keep running (4 from 14, 6 from 18, 8 from 22, 10 from 26), from 30 a
// shutdown without a roll.
func TestHeatThresholds(t *testing.T) {
	for _, tc := range []struct {
		heat, sinks int
		damage      int
		roll        int // the shutdown roll made, 0: none is due
		shutdown    bool
	}{
		{13, 0, 0, 0, false},
		{14, 0, 0, 4, false},
		{14, 0, 0, 3, true},
		{15, 0, 0, 3, true},
		{16, 0, 1, 4, false},
		{18, 0, 1, 5, true},
		{21, 0, 1, 6, false},
		{22, 0, 1, 7, true},
		{26, 0, 1, 10, false},
		{27, 0, 2, 9, true},
		{29, 0, 2, 12, false},
		{30, 0, 2, 0, true},
		{45, 0, 2, 0, true},
		{40, 10, 2, 0, true},   // 30 after dissipation
		{39, 10, 2, 10, false}, // 29
		{25, 10, 0, 4, false},  // 15
		{5, 10, 0, 0, false},   // 0, not −5
	} {
		m := plainMap(t, 15, 17)
		b := mk(t, mech.Kestrel, mech.Blue, "a1", hex.East)
		b.Heat, b.SinksOn = tc.heat, tc.sinks
		d := duel(t, m, b, mk(t, mech.Kestrel, mech.Red, "o17", hex.West))
		until(t, d, mech.EndPhase, blueFirst())
		gametest.Play(t, d, fmt.Sprintf("Bkestrel end sinks %d", tc.sinks), "Rkestrel end sinks 10")
		a, due := d.Awaiting()
		if due != (tc.roll > 0) || due && (a.Chance != mech.ShutdownRoll || a.Mech != 0) {
			t.Fatalf("heat %d: awaiting %+v, %v", tc.heat, a, due)
		}
		if due {
			gametest.Play(t, d, fmt.Sprintf("Bkestrel shutdown %d", tc.roll))
		}
		u := d.Mech(0)
		wantHeat := max(0, tc.heat-tc.sinks)
		ct := mech.Kestrel.Design().Structure[mech.CentreTorso]
		if u.Heat != wantHeat || ct-u.Structure[mech.CentreTorso] != tc.damage || u.Shutdown != tc.shutdown || d.Turn() != 2 {
			t.Errorf("heat %d, %d sinks, roll %d: heat %d, damage %d, shutdown %v; want %d, %d, %v",
				tc.heat, tc.sinks, tc.roll, u.Heat, ct-u.Structure[mech.CentreTorso], u.Shutdown, wantHeat, tc.damage, tc.shutdown)
		}
		if mech.HeatDamage(wantHeat) != tc.damage {
			t.Errorf("heat %d: HeatDamage %d, want %d", wantHeat, mech.HeatDamage(wantHeat), tc.damage)
		}
	}
	for heat, want := range map[int][2]int{13: {0, 0}, 14: {4, 0}, 17: {4, 0}, 18: {6, 0}, 19: {6, 4}, 22: {8, 4}, 23: {8, 6},
		26: {10, 6}, 28: {10, 8}, 29: {10, 8}, 30: {13, 8}, 50: {13, 8}} {
		if got := [2]int{mech.ShutdownAvoid(heat), mech.AmmoAvoid(heat)}; got != want {
			t.Errorf("heat %d: shutdown and ammunition rolls need %v, want %v", heat, got, want)
		}
	}
}

// A shut-down mech cannot move, twist, fire or strike, and is easy to hit
// (−4); at the end of a turn it starts again below 14 heat, else with the
// same roll as keeping running (none from 30).
func TestShutdown(t *testing.T) {
	m := plainMap(t, 15, 17)
	b := mk(t, mech.Ranger, mech.Blue, "g9", hex.East)
	b.Heat, b.SinksOn, b.Ammo[3] = 35, 0, 0 // the missiles' ammunition dumped: no explosion
	r := mech.NewMech(mech.Ranger, mech.Red, at(t, "g9").Neighbour(hex.East).Neighbour(hex.East), hex.West)
	d := duel(t, m, b, r)
	dice := blueFirst()
	nextTurn(t, d, dice) // turn 1 ends: 35 → shut down, no roll
	if !d.Mech(0).Shutdown || d.Mech(0).Structure[mech.CentreTorso] != 16-2 {
		t.Fatalf("Ranger after turn 1: %+v", d.Mech(0))
	}
	d.Apply(mech.Roll(d.LegalActions(nil)[0], dice))
	for d.Phase() != mech.EndPhase {
		for _, a := range d.LegalActions(nil) {
			if a.Mech == 0 && a.Kind != mech.Resolve {
				t.Fatalf("the shut-down mech may %s in the %v phase", d.FormatAction(a), d.Phase())
			}
		}
		if _, ok := d.ToHit(0, 1, 1); ok {
			t.Fatal("a shut-down mech can fire")
		}
		if d.Phase() == mech.WeaponPhase {
			if need, _ := d.ToHit(1, 0, 1); need != mech.Gunnery+mech.ImmobileModifier {
				t.Errorf("a medium laser at a shut-down mech: %d, want 0", need)
			}
		}
		if err := d.Play(passive(t, d, dice)); err != nil {
			t.Fatal(err)
		}
	}
	// End of turn 2: Blue switches every sink on: 35 − 12 = 23: a startup
	// roll needing 8 — 7 keeps it down. Red switches 3 of its 12 off (any
	// number is legal).
	gametest.Play(t, d, "Branger end sinks 12", "Rranger end sinks 9", "Branger startup 7")
	if u := d.Mech(0); !u.Shutdown || u.Heat != 23 || u.Structure[mech.CentreTorso] != 14-1 {
		t.Errorf("Ranger after turn 2: %+v", u)
	}
	if u := d.Mech(1); u.SinksOn != 9 {
		t.Errorf("Red's Ranger has %d sinks on, want 9", u.SinksOn)
	}
	if d.InitiativeWinner() != mech.NoSide {
		t.Error("the new turn's initiative is already decided")
	}
	nextTurn(t, d, dice)
	// End of turn 3: 23 − 12 = 11: below 14, it starts again without a roll.
	if u := d.Mech(0); u.Shutdown || u.Heat != 11 {
		t.Errorf("Ranger after turn 3: %+v", u)
	}
}

// From 19 heat a mech with ammunition rolls to keep it from exploding (4
// from 19, 6 from 23, 8 from 28): the bin that would do most explodes, its
// shots through the structure of its location.
func TestAmmunitionExplosion(t *testing.T) {
	for _, tc := range []struct {
		heat, roll int
		explodes   bool
	}{{19, 4, false}, {19, 3, true}, {23, 5, true}, {28, 8, false}} {
		m := plainMap(t, 15, 17)
		b := mk(t, mech.Bulldog, mech.Blue, "a1", hex.East)
		b.Heat, b.SinksOn = tc.heat+14, 14
		b.Ammo[2] = 3 // the second missile bin: 3 shots (24), the first full (200), the autocannon's full (100)
		d := duel(t, m, b, mk(t, mech.Kestrel, mech.Red, "o17", hex.West))
		until(t, d, mech.EndPhase, blueFirst())
		gametest.Play(t, d, "Bbulldog end sinks 14", "Rkestrel end sinks 10")
		if a, ok := d.Awaiting(); !ok || a.Chance != mech.AmmoRoll {
			t.Fatalf("heat %d: awaiting %+v, %v", tc.heat, a, ok)
		}
		if u := d.Mech(0); u.Heat != tc.heat {
			t.Fatalf("heat %d, want %d", u.Heat, tc.heat)
		}
		u := d.Mech(0)
		if slot, dmg := u.ExplodingBin(); slot != 1 || dmg != 200 {
			t.Fatalf("the bin to explode: slot %d, %d", slot+1, dmg)
		}
		gametest.Play(t, d, fmt.Sprintf("Bbulldog ammunition %d", tc.roll))
		u = d.Mech(0)
		if tc.explodes != u.Wrecked || tc.explodes && (!u.Lost(mech.LeftTorso) || u.Ammo[1] != 0) {
			t.Errorf("heat %d, roll %d: %+v", tc.heat, tc.roll, u)
		}
	}
	// Without ammunition no roll: a Kestrel at 25 rolls only to keep running.
	m := plainMap(t, 15, 17)
	b := mk(t, mech.Kestrel, mech.Blue, "a1", hex.East)
	b.Heat = 35
	d := duel(t, m, b, mk(t, mech.Kestrel, mech.Red, "o17", hex.West))
	until(t, d, mech.EndPhase, blueFirst())
	gametest.Play(t, d, "Bkestrel end sinks 10", "Rkestrel end sinks 10")
	if a, ok := d.Awaiting(); !ok || a.Chance != mech.ShutdownRoll {
		t.Errorf("a Kestrel at 25 heat: awaiting %+v, %v", a, ok)
	}
}

// Inside the minimum range a weapon still fires, a point harder per hex
// (worked by hand: at the minimum range +1, each hex nearer one more);
// beyond the long range it cannot; ammunition runs out.
func TestMinimumRangeAndAmmo(t *testing.T) {
	m := plainMap(t, 15, 17)
	b := at(t, "b9")
	line := func(n int) hex.Hex {
		h := b
		for range n {
			h = h.Neighbour(hex.East)
		}
		return h
	}
	for _, tc := range []struct {
		design mech.DesignID
		slot   int
		dist   int
		need   int // 0: cannot fire
	}{
		{mech.Warden, 0, 1, 7}, {mech.Warden, 0, 3, 5}, {mech.Warden, 0, 4, 4}, {mech.Warden, 2, 3, 4},
		{mech.Longbow, 0, 1, 10}, {mech.Longbow, 0, 6, 5}, {mech.Longbow, 0, 7, 4}, {mech.Longbow, 0, 12, 6},
		{mech.Longbow, 2, 9, 8}, {mech.Longbow, 2, 10, 0},
	} {
		d := duel(t, m, mech.NewMech(tc.design, mech.Blue, b, hex.East), mech.NewMech(mech.Ranger, mech.Red, line(tc.dist), hex.West))
		if need, ok := d.ToHit(0, 1, tc.slot); ok != (tc.need > 0) || need != tc.need {
			t.Errorf("%v slot %d at %d: to-hit %d (%v), want %d", tc.design, tc.slot+1, tc.dist, need, ok, tc.need)
		}
	}

	bd := mech.NewMech(mech.Bulldog, mech.Blue, b, hex.East)
	bd.Ammo[0] = 1 // one autocannon shot left
	d := duel(t, m, bd, mech.NewMech(mech.Ranger, mech.Red, line(4), hex.West))
	dice := blueFirst()
	until(t, d, mech.WeaponPhase, dice)
	gametest.Play(t, d, "Bbulldog fire Rranger 1:3")
	if got := d.Mech(0).Ammo[0]; got != 0 {
		t.Fatalf("ammo %d after the last shot", got)
	}
	until(t, d, mech.EndPhase, dice)
	until(t, d, mech.WeaponPhase, dice)
	if d.Active() != 0 || d.UsableWeapons(0, 1)&1 != 0 {
		t.Fatalf("active %d, usable %08b: the empty autocannon can fire", d.Active(), d.UsableWeapons(0, 1))
	}
	for _, a := range d.LegalActions(nil) {
		if a.Kind == mech.Fire && a.Weapons&1 != 0 {
			t.Fatalf("%s is listed", d.FormatAction(a))
		}
	}
	if d.IsLegal(mech.Roll(mech.Action{Kind: mech.Fire, Mech: 0, Target: 1, Weapons: 1}, dice)) {
		t.Fatal("firing the empty autocannon is legal")
	}
	// Dumping: the SRMs' ammunition goes at the end of the turn.
	gametest.Play(t, d, "Bbulldog pass")
	until(t, d, mech.EndPhase, dice)
	if d.Active() != 0 {
		t.Fatalf("active %d in the end phase", d.Active())
	}
	gametest.Play(t, d, "Bbulldog end sinks 14 dump 2 3")
	if u := d.Mech(0); u.Ammo[1] != 0 || u.Ammo[2] != 0 {
		t.Errorf("ammo %v after dumping", u.Ammo)
	}
	if _, err := d.ParseAction("Bbulldog end sinks 14 dump 1"); err == nil {
		t.Error("dumping an empty slot is legal")
	}
}

// Line of sight with levels and woods, and its to-hit modifiers.
func TestLineOfSight(t *testing.T) {
	for _, tc := range []struct {
		name      string
		cells     map[string][2]int // hex → terrain, level
		blueLevel int
		sees      bool
		woods     int
		need      int // medium laser, 4 hexes: medium band 6 + woods
	}{
		{"open ground", nil, 0, true, 0, 6},
		{"a hill of level 2 between mechs on level 0", map[string][2]int{"d5": {int(hex.Grass), 2}}, 0, false, 0, 0},
		{"a hill of level 1 does not block", map[string][2]int{"d5": {int(hex.Grass), 1}}, 0, true, 0, 6},
		{"a mech on level 1 sees over a level-2 hill", map[string][2]int{"d5": {int(hex.Grass), 2}}, 1, true, 0, 6},
		{"a building of level 3 blocks even then", map[string][2]int{"d5": {int(hex.Building), 3}}, 1, false, 0, 0},
		{"light woods between: +1", map[string][2]int{"d5": {int(hex.LightWoods), 0}}, 0, true, 1, 7},
		{"heavy woods between: +2", map[string][2]int{"d5": {int(hex.HeavyWoods), 0}}, 0, true, 2, 8},
		{"woods of 3 between block", map[string][2]int{"d5": {int(hex.HeavyWoods), 0}, "e5": {int(hex.LightWoods), 0}}, 0, false, 0, 0},
		{"target in heavy woods: +2", map[string][2]int{"f5": {int(hex.HeavyWoods), 0}}, 0, true, 0, 8},
		{"woods in the attacker's hex do not count", map[string][2]int{"b5": {int(hex.HeavyWoods), 0}}, 0, true, 0, 6},
	} {
		m := plainMap(t, 10, 9)
		for name, c := range tc.cells {
			m.SetTerrain(at(t, name), hex.Terrain(c[0]))
			m.SetLevel(at(t, name), c[1])
		}
		m.SetLevel(at(t, "b5"), tc.blueLevel)
		d := duel(t, m, mk(t, mech.Ranger, mech.Blue, "b5", hex.East), mk(t, mech.Ranger, mech.Red, "f5", hex.West))
		sees, woods := d.Sight(0, 1)
		need, ok := d.ToHit(0, 1, 1)
		if sees != tc.sees || woods != tc.woods || ok != tc.sees || (ok && need != tc.need) {
			t.Errorf("%s: sight %v, woods %d, to-hit %d (%v); want %v, %d, %d", tc.name, sees, woods, need, ok, tc.sees, tc.woods, tc.need)
		}
		if back, _ := d.Sight(1, 0); back != sees {
			t.Errorf("%s: sight is not symmetric", tc.name)
		}
	}
}

// Physical attacks: adjacent enemies in the front arc (the torso's; the
// legs' for a kick), only by a mech that fired nothing; a club must be
// picked up first.
func TestPhysicalAttacks(t *testing.T) {
	m := plainMap(t, 15, 17)
	b := at(t, "g9")
	r := b.Neighbour(hex.East)
	m.SetFeatures(b, hex.Club)
	d := duel(t, m, mech.NewMech(mech.Bulldog, mech.Blue, b, hex.East), mech.NewMech(mech.Kestrel, mech.Red, r, hex.East))
	dice := blueFirst()
	until(t, d, mech.WeaponPhase, dice)
	if len(d.LegalActions(nil)) < 3 {
		t.Fatal("no pick-up offered")
	}
	gametest.Play(t, d, "Bbulldog pickup")
	if d.Clubs(b) != 0 || !d.Mech(0).Club {
		t.Fatal("the club was not picked up")
	}
	// The Kestrel (facing away) cannot see Blue: on to the physical phase.
	if d.Phase() != mech.PhysicalPhase || d.Active() != 0 {
		t.Fatalf("%v phase, active %d", d.Phase(), d.Active())
	}
	for _, tc := range []struct {
		blow mech.Blow
		need int
	}{{mech.Punch, 4}, {mech.Kick, 5}, {mech.ClubBlow, 4}} {
		if need, ok := d.StrikeToHit(0, 1, tc.blow); !ok || need != tc.need {
			t.Errorf("%v: to-hit %d, %v; want %d", tc.blow, need, ok, tc.need)
		}
	}
	if _, ok := d.StrikeToHit(1, 0, mech.Punch); ok {
		t.Error("the Kestrel can punch behind it")
	}
	// 12 damage to the Kestrel's rear: the club lands on the centre torso
	// (punch table, 7), its rear armour 4, then 8 of its 10 structure.
	// The structure hit calls for a critical check: 5, none.
	gametest.Play(t, d, "Bbulldog club Rkestrel 4", "Rkestrel location 7", "Rkestrel critical 5")
	if k := d.Mech(1); k.Armour[mech.CentreRear] != 0 || k.Structure[mech.CentreTorso] != 2 || k.Armour[mech.FrontOf(mech.CentreTorso)] != 14 {
		t.Errorf("Kestrel after the club: %+v", k)
	}
	// End of turn: the club is dropped back into the hex.
	until(t, d, mech.EndPhase, dice)
	gametest.Play(t, d, "Bbulldog end sinks 14 drop")
	if d.Clubs(b) != 1 || d.Mech(0).Club {
		t.Error("the club was not dropped")
	}

	// Twisted torso: the punch follows the torso, the kick the legs.
	dice = blueFirst()
	d = duel(t, m, mech.NewMech(mech.Bulldog, mech.Blue, b, hex.East), mech.NewMech(mech.Kestrel, mech.Red, b.Neighbour(hex.NorthEast), hex.East))
	until(t, d, mech.ReactionPhase, dice)
	gametest.Play(t, d, "Bbulldog twist right") // torso SE: NE is outside its arc
	until(t, d, mech.PhysicalPhase, dice)
	if _, ok := d.StrikeToHit(0, 1, mech.Punch); ok {
		t.Error("punching outside the torso's arc")
	}
	if need, ok := d.StrikeToHit(0, 1, mech.Kick); !ok || need != 5 {
		t.Errorf("kick: %d, %v", need, ok)
	}
	if _, ok := d.StrikeToHit(0, 1, mech.ClubBlow); ok {
		t.Error("clubbing without a club")
	}
	gametest.Play(t, d, "Bbulldog kick Rkestrel 4") // misses: needs 5
	if k := d.Mech(1); k.Points() != 86+51 {
		t.Errorf("a missed kick did damage: %+v", k)
	}

	// A mech that fired both arms' lasers cannot punch, but still kicks;
	// levels more than 1 apart cannot strike.
	d = duel(t, m, mech.NewMech(mech.Bulldog, mech.Blue, b, hex.East), mech.NewMech(mech.Kestrel, mech.Red, r, hex.West))
	until(t, d, mech.WeaponPhase, dice)
	gametest.Play(t, d, "Bbulldog fire Rkestrel 4:2 5:2", "Rkestrel pass")
	if d.Phase() != mech.PhysicalPhase || d.Active() != 0 {
		t.Fatalf("%v phase, active %d: want the Bulldog to strike", d.Phase(), d.Active())
	}
	if _, ok := d.StrikeToHit(0, 1, mech.Punch); ok {
		t.Error("the Bulldog fired from both arms and can still punch")
	}
	if need, ok := d.StrikeToHit(0, 1, mech.Kick); !ok || need != 5 {
		t.Errorf("Bulldog kick: %d, %v", need, ok)
	}
	gametest.Play(t, d, "Bbulldog pass")
	if need, ok := d.StrikeToHit(1, 0, mech.Kick); !ok || need != 5 {
		t.Errorf("Kestrel kick: %d, %v", need, ok)
	}
	m2 := plainMap(t, 15, 17)
	m2.SetLevel(r, 2)
	d = duel(t, m2, mech.NewMech(mech.Bulldog, mech.Blue, b, hex.East), mech.NewMech(mech.Kestrel, mech.Red, r, hex.West))
	if _, ok := d.StrikeToHit(0, 1, mech.Punch); ok {
		t.Error("punching two levels up")
	}
	if got := []int{mech.BlowDamage(mech.Bulldog, mech.Punch), mech.BlowDamage(mech.Bulldog, mech.Kick), mech.BlowDamage(mech.Kestrel, mech.Punch), mech.BlowDamage(mech.Juggernaut, mech.ClubBlow)}; got[0] != 6 || got[1] != 12 || got[2] != 3 || got[3] != 17 {
		t.Errorf("blow damage %v, want [6 12 3 17]", got)
	}
}

// Which blows a limb that fired still allows, worked by hand from the rule:
// a punch needs one arm that fired nothing, a kick both legs, a club both
// arms; head and torso weapons block nothing.
func TestBlowAllowed(t *testing.T) {
	const y, n = true, false
	for _, tc := range []struct {
		fired             mech.LocationSet
		punch, kick, club bool
	}{
		{mech.SetOf(), y, y, y},
		{mech.SetOf(mech.Head, mech.CentreTorso, mech.LeftTorso, mech.RightTorso), y, y, y},
		{mech.SetOf(mech.LeftArm), y, y, n},
		{mech.SetOf(mech.RightArm, mech.CentreTorso), y, y, n},
		{mech.SetOf(mech.LeftArm, mech.RightArm), n, y, n},
		{mech.SetOf(mech.LeftArm, mech.RightArm, mech.LeftTorso, mech.RightTorso), n, y, n},
		{mech.SetOf(mech.LeftLeg), y, n, y},
		{mech.SetOf(mech.RightLeg, mech.LeftArm), y, n, n},
		{mech.SetOf(mech.LeftLeg, mech.RightLeg, mech.LeftArm, mech.RightArm), n, n, n},
	} {
		for b, want := range map[mech.Blow]bool{mech.Punch: tc.punch, mech.Kick: tc.kick, mech.ClubBlow: tc.club} {
			if got := mech.BlowAllowed(b, tc.fired); got != want {
				t.Errorf("%v after firing from %v: allowed %v, want %v", b, tc.fired, got, want)
			}
		}
	}
}

// Blows after firing, in a duel: the attacker (holding a club) fires the
// slots given at the adjacent enemy it faces, the enemy passes, and the
// blows it may then throw are those whose limbs fired nothing, as the
// designs' mounts say.
func TestBlowsAfterFiring(t *testing.T) {
	const y, n = true, false
	for _, tc := range []struct {
		name              string
		design            mech.DesignID
		fire              string // the slots fired, "1:2 3:2"
		punch, kick, club bool
	}{
		{"Bulldog, torso weapons only", mech.Bulldog, "1:2 2:2 3:2", y, y, y},
		{"Bulldog, left arm laser", mech.Bulldog, "4:2", y, y, n},
		{"Bulldog, right arm laser and torso", mech.Bulldog, "1:2 5:2", y, y, n},
		{"Bulldog, both arm lasers", mech.Bulldog, "4:2 5:2", n, y, n},
		{"Ranger, right arm and centre torso", mech.Ranger, "1:2 3:2", y, y, n},
		{"Ranger, centre and left torso", mech.Ranger, "3:2 4:2", y, y, y},
		{"Kestrel, leg laser", mech.Kestrel, "3:2", y, n, y},
		{"Kestrel, right arm", mech.Kestrel, "1:2", y, y, n},
		{"Kestrel, both arms", mech.Kestrel, "1:2 2:2", n, y, n},
		{"Warden, both torso lasers", mech.Warden, "3:2 4:2", y, y, y},
		{"Juggernaut, left arm laser", mech.Juggernaut, "2:2", y, y, n},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := plainMap(t, 15, 17)
			b := at(t, "g9")
			att := mech.NewMech(tc.design, mech.Blue, b, hex.East)
			att.Club = true
			d := duel(t, m, att, mech.NewMech(mech.Longbow, mech.Red, b.Neighbour(hex.East), hex.West))
			until(t, d, mech.WeaponPhase, blueFirst())
			name := d.MechName(0)
			gametest.Play(t, d, name+" fire Rlongbow "+tc.fire, "Rlongbow pass")
			want := map[mech.Blow]bool{mech.Punch: tc.punch, mech.Kick: tc.kick, mech.ClubBlow: tc.club}
			if d.Phase() != mech.PhysicalPhase || d.Active() != 0 {
				t.Fatalf("%v phase, active %d: want %s to strike", d.Phase(), d.Active(), name)
			}
			u := d.Mech(0)
			for _, blow := range []mech.Blow{mech.Punch, mech.Kick, mech.ClubBlow} {
				if _, ok := d.StrikeToHit(0, 1, blow); ok != want[blow] {
					t.Errorf("%v: allowed %v, want %v (fired from %v)", blow, ok, want[blow], u.FiredFrom())
				}
				legal := slices.ContainsFunc(d.LegalActions(nil), func(a mech.Action) bool { return a.Kind == mech.Strike && a.Blow == blow })
				if legal != want[blow] {
					t.Errorf("%v: among the legal actions %v, want %v", blow, legal, want[blow])
				}
			}
		})
	}
	// A mech that fired from every limb has no blow left: it is skipped in
	// the physical phase.
	m := plainMap(t, 15, 17)
	b := at(t, "g9")
	d := duel(t, m, mech.NewMech(mech.Kestrel, mech.Blue, b, hex.East), mech.NewMech(mech.Longbow, mech.Red, b.Neighbour(hex.East), hex.West))
	until(t, d, mech.WeaponPhase, blueFirst())
	gametest.Play(t, d, "Bkestrel fire Rlongbow 1:2 2:2 3:2", "Rlongbow pass")
	if d.Phase() != mech.PhysicalPhase || d.Active() != 1 {
		t.Errorf("%v phase, active %d: want the Kestrel skipped, the Longbow to strike", d.Phase(), d.Active())
	}
	// The next turn every limb is free again.
	nextTurn(t, d, blueFirst())
	if k := d.Mech(0); k.Fired != 0 {
		t.Errorf("the Kestrel's fired slots %03b survived the turn", k.Fired)
	}
}

// After 30 turns the side with more armour + structure left wins; equal is
// a draw.
func TestThirtyTurnRule(t *testing.T) {
	for _, tc := range []struct {
		name      string
		redLoss   int
		want      mech.Outcome
		blue, red int
	}{
		{"equal", 0, mech.Outcome{Draw: true, Reason: outcome.TurnLimit}, 137, 137},
		{"blue ahead", 3, mech.Outcome{Winner: mech.Blue, Reason: outcome.TurnLimit}, 137, 134},
		{"red ahead", -5, mech.Outcome{Winner: mech.Red, Reason: outcome.TurnLimit}, 132, 137},
	} {
		m := plainMap(t, 15, 17)
		b, r := mk(t, mech.Kestrel, mech.Blue, "a1", hex.East), mk(t, mech.Kestrel, mech.Red, "o17", hex.West)
		if tc.redLoss > 0 {
			r.Armour[mech.CentreRear] -= tc.redLoss
		} else {
			b.Structure[mech.LeftLeg] += tc.redLoss
		}
		d := duel(t, m, b, r)
		dice := redFirst()
		for turn := 1; turn <= mech.MaxTurns; turn++ {
			if d.Turn() != turn || d.Outcome().Over() {
				t.Fatalf("%s: turn %d (%v), want %d", tc.name, d.Turn(), d.Outcome(), turn)
			}
			for d.Turn() == turn && !d.Outcome().Over() {
				if err := d.Play(passive(t, d, dice)); err != nil {
					t.Fatal(err)
				}
			}
		}
		if got := d.Outcome(); got != tc.want || d.Turn() != mech.MaxTurns {
			t.Errorf("%s: %v at turn %d, want %v", tc.name, got, d.Turn(), tc.want)
		}
		if blue, red := d.Points(mech.Blue), d.Points(mech.Red); blue != tc.blue || red != tc.red {
			t.Errorf("%s: points %d to %d, want %d to %d", tc.name, blue, red, tc.blue, tc.red)
		}
	}
}

// Initiative: ties are rolled again, the loser acts first, and sides
// alternate mech by mech.
func TestInitiativeAndAlternation(t *testing.T) {
	m := mechMap(t, "mech-city")
	d, err := mech.New(m, []mech.DesignID{mech.Kestrel, mech.Ranger}, []mech.DesignID{mech.Bulldog})
	if err != nil {
		t.Fatal(err)
	}
	if d.Active() != -1 || d.Phase() != mech.InitiativePhase {
		t.Fatal("the duel does not start with the initiative")
	}
	a := mech.Action{Kind: mech.Initiative}
	a.Rolls[0], a.Rolls[1] = 7, 7
	if d.IsLegal(a) || d.IsLegal(mech.Action{Kind: mech.Initiative}) {
		t.Fatal("a tie (or no roll) is legal")
	}
	if err := d.Play(a); err == nil || err.Error() != "the initiative dice tied 7-7: ties are rerolled" {
		t.Errorf("a tie: %v, want it rejected because ties are rerolled", err)
	}
	if _, err := d.ParseAction("initiative 4-4"); err == nil || !strings.Contains(err.Error(), "ties are rerolled") {
		t.Errorf("a tie written down: %v, want it rejected because ties are rerolled", err)
	}
	if err := d.Play(mech.Action{Kind: mech.Initiative}); err == nil || !strings.Contains(err.Error(), "dice are missing") {
		t.Errorf("no roll: %v, want it rejected because the dice are missing", err)
	}
	a.Rolls[2] = 5
	if err := d.Play(a); err == nil || !strings.Contains(err.Error(), "dice are missing or wrong") {
		t.Errorf("a tie with a third roll: %v, want it rejected because the dice are wrong", err)
	}
	a.Rolls[2] = 0
	a = mech.Roll(a, &mech.FixedDice{Totals: []int{7, 7, 6, 6, 8, 5}})
	if a.Rolls[0] != 8 || a.Rolls[1] != 5 {
		t.Fatalf("rolled %v, want 8-5 after the ties", a.Rolls)
	}
	if s := d.FormatAction(a); s != "initiative 8-5" {
		t.Errorf("written %q", s)
	}
	gametest.Play(t, d, "initiative 8-5")
	if b, r := d.InitiativeRolls(); d.InitiativeWinner() != mech.Blue || b != 8 || r != 5 {
		t.Fatalf("winner %v, rolls %d-%d: Blue rolled 8-5", d.InitiativeWinner(), b, r)
	}
	// Red lost: its only mech moves first, then Blue's two.
	var sides []mech.Side
	for d.Phase() == mech.MovementPhase {
		s, _ := d.ToAct()
		sides = append(sides, s)
		if err := d.Play(passive(t, d, nil)); err != nil {
			t.Fatal(err)
		}
	}
	if want := []mech.Side{mech.Red, mech.Blue, mech.Blue}; !slices.Equal(sides, want) {
		t.Errorf("movement order %v, want %v", sides, want)
	}
	// In the movement phase either of Blue's mechs may go.
	d2, _ := mech.New(m, []mech.DesignID{mech.Kestrel, mech.Ranger}, []mech.DesignID{mech.Bulldog, mech.Longbow})
	gametest.Play(t, d2, "initiative 3-9") // Blue lost: B R B R
	if !d2.CanAct(0) || !d2.CanAct(1) || d2.CanAct(2) {
		t.Fatal("Blue's two mechs should both be able to move first")
	}
	gametest.Play(t, d2, "Branger stands")
	if d2.CanAct(1) || !d2.CanAct(2) || !d2.CanAct(3) {
		t.Fatal("after Blue's move, Red's")
	}
	gametest.Play(t, d2, "Rlongbow stands", "Bkestrel stands", "Rbulldog stands")
	if d2.Phase() != mech.ReactionPhase || d2.Active() != 0 {
		t.Fatalf("%v phase, active %d", d2.Phase(), d2.Active())
	}
	gametest.Play(t, d2, "Bkestrel twist none")
	if d2.Active() != 2 {
		t.Fatalf("reaction: active %d after Blue's first, want Red's first (2)", d2.Active())
	}
}

// New places each side on its start hexes, facing the enemy.
func TestNewPlacesMechs(t *testing.T) {
	for _, name := range hex.MechMapNames() {
		m := mechMap(t, name)
		d, err := mech.New(m, mech.StandardPair, mech.StandardPair)
		if err != nil {
			t.Fatal(err)
		}
		for id, u := range d.Mechs() {
			s := int(u.Side)
			if u.Pos != m.Starts[s][id%2] {
				t.Errorf("%s: mech %d at %v", name, id, u.Pos)
			}
			enemy := m.Starts[1-s][0]
			if hex.Distance(u.Pos.Neighbour(u.Facing), enemy) != hex.Distance(u.Pos, enemy)-1 {
				t.Errorf("%s: mech %d at %v faces %v, away from %v", name, id, u.Pos, u.Facing, enemy)
			}
		}
		if err := d.Validate(); err != nil {
			t.Error(err)
		}
	}
	if _, err := mech.New(mechMap(t, "mech-city"), nil, mech.StandardPair); err == nil {
		t.Error("a side without mechs")
	}
	if _, err := mech.New(plainMap(t, 5, 5), mech.StandardPair, mech.StandardPair); err == nil {
		t.Error("a map without start hexes")
	}
}
