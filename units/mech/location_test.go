package mech_test

import (
	"slices"
	"testing"

	"stratagem/units/mech"
)

// The hit location tables, written out by hand from BattleTech's for each
// roll 2..12: front and rear share a column; the sides mirror each other.
func TestHitLocationTables(t *testing.T) {
	const (
		HD = mech.Head
		CT = mech.CentreTorso
		LT = mech.LeftTorso
		RT = mech.RightTorso
		LA = mech.LeftArm
		RA = mech.RightArm
		LL = mech.LeftLeg
		RL = mech.RightLeg
	)
	want := map[mech.Arc][11]mech.Location{
		//          2   3   4   5   6   7   8   9   10  11  12
		mech.Front: {CT, RA, RA, RL, RT, CT, LT, LL, LA, LA, HD},
		mech.Rear:  {CT, RA, RA, RL, RT, CT, LT, LL, LA, LA, HD},
		mech.Left:  {LT, LL, LA, LA, LL, LT, CT, RT, RA, RL, HD},
		mech.Right: {RT, RL, RA, RA, RL, RT, CT, LT, LA, LL, HD},
	}
	punch := map[mech.Arc][11]mech.Location{
		mech.Front: {CT, RA, RA, RT, RT, CT, LT, LT, LA, LA, HD},
		mech.Left:  {LT, LT, LA, LA, LT, LT, CT, RT, RA, RT, HD},
	}
	for dir, col := range want {
		for r := 2; r <= 12; r++ {
			if got := mech.HitLocation(dir, r); got != col[r-2] {
				t.Errorf("%v, roll %d: %v, want %v", dir, r, got, col[r-2])
			}
			if p, ok := punch[dir]; ok {
				if got := mech.PunchLocation(dir, r); got != p[r-2] {
					t.Errorf("punch from the %v, roll %d: %v, want %v", dir, r, got, p[r-2])
				}
			}
		}
	}
	// Kicks: a side's leg from the side; from the front or rear an even
	// roll the right leg (18 of 36 rolls), an odd one the left.
	right := 0
	for r := 2; r <= 12; r++ {
		if mech.KickLocation(mech.Left, r) != LL || mech.KickLocation(mech.Right, r) != RL {
			t.Errorf("a kick from a side, roll %d, misses that side's leg", r)
		}
		k := mech.KickLocation(mech.Front, r)
		if k != mech.KickLocation(mech.Rear, r) || !k.IsLeg() {
			t.Errorf("a kick from the front, roll %d: %v", r, k)
		}
		if k == RL {
			right += mech.Rolls2d6[r]
		}
	}
	if right != 18 {
		t.Errorf("the right leg takes %d of 36 kicks from the front", right)
	}
	// Hits from behind land on the torsos' rear armour, elsewhere as from
	// the front.
	for l := range mech.Location(mech.NumLocations) {
		s := mech.SectionOf(l, true)
		if s.Location() != l || s.Rear() != l.IsTorso() || mech.SectionOf(l, false) != mech.FrontOf(l) || mech.FrontOf(l).Rear() {
			t.Errorf("%v: rear section %v", l, s)
		}
	}
	if mech.SectionOf(mech.LeftTorso, true) != mech.LeftRear || mech.LeftRear.String() != "left torso (rear)" {
		t.Errorf("left torso's rear: %v", mech.SectionOf(mech.LeftTorso, true))
	}
	for l, in := range map[mech.Location]mech.Location{LA: LT, LL: LT, RA: RT, RL: RT, LT: CT, RT: CT} {
		if got, ok := l.Inward(); !ok || got != in {
			t.Errorf("%v passes damage to %v, want %v", l, got, in)
		}
	}
	if _, ok := HD.Inward(); ok {
		t.Error("the head passes damage on")
	}
}

// The internal structure of BattleTech's table, and each design's armour
// and structure as its record sheet would have them, added up by hand.
func TestStructureAndArmour(t *testing.T) {
	for tons, want := range map[int][8]int{
		20: {3, 6, 5, 5, 3, 3, 4, 4}, 30: {3, 10, 7, 7, 5, 5, 7, 7}, 50: {3, 16, 12, 12, 8, 8, 12, 12},
		55: {3, 18, 13, 13, 9, 9, 13, 13}, 85: {3, 27, 18, 18, 14, 14, 18, 18}, 100: {3, 31, 21, 21, 17, 17, 21, 21},
	} {
		if got, ok := mech.StructureOf(tons); !ok || got != want {
			t.Errorf("%d tons: %v, want %v", tons, got, want)
		}
	}
	for _, bad := range []int{15, 52, 105} {
		if _, ok := mech.StructureOf(bad); ok {
			t.Errorf("%d tons has a structure", bad)
		}
	}
	for id, want := range map[mech.DesignID][2]int{
		mech.Kestrel: {86, 51}, mech.Ranger: {146, 83}, mech.Longbow: {157, 91},
		mech.Bulldog: {185, 99}, mech.Warden: {201, 107}, mech.Juggernaut: {253, 130},
	} {
		ds := id.Design()
		if ds.TotalArmour() != want[0] || ds.TotalStructure() != want[1] {
			t.Errorf("%s: armour %d, structure %d; want %v", ds.Name, ds.TotalArmour(), ds.TotalStructure(), want)
		}
		// Near the most its structure allows (twice, the head 9), the light
		// jumper aside.
		most := 0
		for l := range mech.Location(mech.NumLocations) {
			most += mech.MaxArmour(l, ds.Structure[l])
		}
		if share := float64(ds.TotalArmour()) / float64(most); share > 1 || (id != mech.Kestrel && share < 0.8) {
			t.Errorf("%s carries %.0f%% of the armour it could", ds.Name, share*100)
		}
	}
}

// Salvos split into hit locations: short-range missiles one by one (2
// each), long-range ones in groups of 5, other weapons whole.
func TestGroups(t *testing.T) {
	for _, tc := range []struct {
		w    mech.WeaponKind
		dmg  int
		want []int
	}{
		{mech.SRM4, 8, []int{2, 2, 2, 2}},
		{mech.SRM4, 4, []int{2, 2}},
		{mech.LRM10, 10, []int{5, 5}},
		{mech.LRM10, 7, []int{5, 2}},
		{mech.LRM10, 5, []int{5}},
		{mech.Autocannon10, 10, []int{10}},
		{mech.MediumLaser, 0, nil},
	} {
		st := tc.w.Stats()
		if got := st.Groups(tc.dmg, nil); !slices.Equal(got, tc.want) {
			t.Errorf("%v doing %d: %v, want %v", tc.w, tc.dmg, got, tc.want)
		}
	}
	if mech.SRM4.Stats().MaxGroups() != 4 || mech.LRM10.Stats().MaxGroups() != 2 || mech.LargeLaser.Stats().MaxGroups() != 1 {
		t.Error("MaxGroups")
	}
}
