package units_test

import (
	"testing"

	"stratagem/board/hex"
	"stratagem/units"
)

func TestStatsTable(t *testing.T) {
	want := map[units.Kind]units.Stats{
		units.Pikeman:   {Attack: 10, Defence: 16, Strength: 8, HP: 108, Speed: 3, Initiative: 3},
		units.Swordsman: {Attack: 14, Defence: 10, Strength: 10, HP: 98, Speed: 3, Initiative: 4},
		units.Knight:    {Attack: 10, Defence: 4, Strength: 12, HP: 128, Speed: 5, Initiative: 2},
		units.Archer:    {Attack: 8, Defence: 4, Strength: 12, HP: 90, Speed: 4, Initiative: 1},
		units.Flyer:     {Attack: 10, Defence: 10, Strength: 10, HP: 100, Speed: 8, Initiative: 6},
	}
	for _, k := range units.Kinds() {
		if k.Stats() != want[k] {
			t.Errorf("%v: %+v, want %+v", k, k.Stats(), want[k])
		}
		back, err := units.ParseKind(k.String())
		if err != nil || back != k {
			t.Errorf("ParseKind(%q) = %v, %v", k.String(), back, err)
		}
	}
	if _, err := units.ParseKind("dragon"); err == nil {
		t.Error("ParseKind(dragon) succeeded")
	}
	if units.Blue.Other() != units.Red || units.Red.Other() != units.Blue || units.Red.String() != "red" {
		t.Error("sides")
	}
}

// TestDamageWorkedByHand works formula 1, K = a·t·(1 + 0.05·(r − k)) + j,
// by hand for each case; results are in hundredths of a hit point.
func TestDamageWorkedByHand(t *testing.T) {
	const g, road, shallow = hex.Grass, hex.Road, hex.Shallow
	u := func(k units.Kind, n, rem int) units.Unit {
		return units.Unit{Kind: k, Fighters: n, Remainder: rem}
	}
	defending := u(units.Pikeman, 16, 0)
	defending.Defending = true
	retaliated := u(units.Swordsman, 16, 0)
	retaliated.Retaliated = true
	both := u(units.Pikeman, 16, 0)
	both.Defending, both.Retaliated = true, true
	tests := []struct {
		name           string
		att, def       units.Unit
		at, dt         hex.Terrain
		dmg, kills, rm int
	}{
		// The spec's example: 16·10·(1 + 0.05·(14 − 16)) = 144 → 1 of 108 killed, 36 left over.
		{"16 swordsmen strike 16 pikemen", u(units.Swordsman, 16, 0), u(units.Pikeman, 16, 0), g, g, 14400, 1, 3600},
		// ...and the 15 pikemen strike back: 15·8·(1 + 0) = 120 → 1 of 98 killed, 22 left over.
		{"15 pikemen retaliate", u(units.Pikeman, 15, 3600), u(units.Swordsman, 16, 0), g, g, 12000, 1, 2200},
		// The remainder j adds to the next attack: 144 + 36 = 180 → 1 killed, 72 left.
		{"remainder carries over", u(units.Swordsman, 16, 0), u(units.Pikeman, 15, 3600), g, g, 14400, 1, 7200},
		// Fractions are exact: 3·10·0.95 = 28.5 (pikeman in shallow water: defence 15).
		{"half a hit point", u(units.Swordsman, 3, 0), u(units.Pikeman, 16, 0), g, shallow, 2850, 0, 2850},
		// Road: knight attack 10+1 against archer 4: 16·12·1.35 = 259.2 → 2 of 90, 79.2 left.
		{"attacker on road", u(units.Knight, 16, 0), u(units.Archer, 16, 0), road, g, 25920, 2, 7920},
		// Road does nothing for a defender: knight 10 vs archer 4: 16·12·1.3 = 249.6 → 2, 69.6.
		{"defender on road", u(units.Knight, 16, 0), u(units.Archer, 16, 0), g, road, 24960, 2, 6960},
		// Shallow water: pikeman defence 16 − 1: 16·10·0.95 = 152 → 1 of 108, 44 left.
		{"defender in shallow water", u(units.Swordsman, 16, 0), u(units.Pikeman, 16, 0), g, shallow, 15200, 1, 4400},
		// Terrain does not affect flyers: flyer on road attacks at 10: 16·10·1 = 160 → 1 of 98, 62.
		{"flyer on road", u(units.Flyer, 16, 0), u(units.Swordsman, 16, 0), road, g, 16000, 1, 6200},
		// ...nor a flyer's defence in shallow water: 14 vs 10: 16·10·1.2 = 192 → 1 of 100, 92.
		{"flyer in shallow water", u(units.Swordsman, 16, 0), u(units.Flyer, 16, 0), g, shallow, 19200, 1, 9200},
		// Defending: pikeman 16 + 1: 16·10·0.85 = 136 → 1, 28.
		{"defending", u(units.Swordsman, 16, 0), defending, g, g, 13600, 1, 2800},
		// Retaliated this round: swordsman 10 − 1: 16·8·1.05 = 134.4 → 1 of 98, 36.4.
		{"retaliated", u(units.Pikeman, 16, 0), retaliated, g, g, 13440, 1, 3640},
		// Both cancel: 16 + 1 − 1 in shallow − 1 = 15: 16·10·0.95 = 152.
		{"defending, retaliated, in shallow", u(units.Swordsman, 16, 0), both, g, shallow, 15200, 1, 4400},
		// More damage than the stack has: kills capped, no remainder: 16·12·1.35 = 259.2 vs one archer.
		{"destroyed", u(units.Knight, 16, 0), u(units.Archer, 1, 8000), road, g, 25920, 1, 0},
		// Exactly one fighter's hit points: 9 knights vs archers: 9·12·(1 + 0.05·(10 − 4)) = 140.4; with j = 49.6 → 190 = 2·90 + 10.
		{"exact multiple plus remainder", u(units.Knight, 9, 0), u(units.Archer, 16, 4960), g, g, 14040, 2, 1000},
		// Archers shoot with their skill: 8 vs knight 4: 16·12·1.2 = 230.4 → 1 of 128, 102.4.
		{"archer shot", u(units.Archer, 16, 0), u(units.Knight, 16, 0), g, g, 23040, 1, 10240},
		// A destroyed attacker does nothing.
		{"no fighters", u(units.Knight, 0, 0), u(units.Archer, 16, 500), g, g, 0, 0, 500},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dmg, kills, rm := units.Damage(tc.att, tc.def, tc.at, tc.dt)
			if dmg != tc.dmg || kills != tc.kills || rm != tc.rm {
				t.Errorf("Damage = %d, %d killed, remainder %d; want %d, %d, %d", dmg, kills, rm, tc.dmg, tc.kills, tc.rm)
			}
		})
	}
}

func TestSkillModifiers(t *testing.T) {
	k := units.Unit{Kind: units.Knight, Fighters: 1}
	f := units.Unit{Kind: units.Flyer, Fighters: 1}
	if got := units.AttackSkill(k, hex.Road); got != 11 {
		t.Errorf("knight on road attacks at %d, want 11", got)
	}
	if got := units.AttackSkill(f, hex.Road); got != 10 {
		t.Errorf("flyer on road attacks at %d, want 10", got)
	}
	if got := units.DefenceSkill(k, hex.Shallow); got != 3 {
		t.Errorf("knight in shallow water defends at %d, want 3", got)
	}
	if got := units.DefenceSkill(f, hex.Shallow); got != 10 {
		t.Errorf("flyer in shallow water defends at %d, want 10", got)
	}
	k.Defending = true
	if got := units.DefenceSkill(k, hex.Grass); got != 5 {
		t.Errorf("defending knight defends at %d, want 5", got)
	}
}
