package units

import "stratagem/board/hex"

// AttackSkill returns the attack skill of u standing on terrain t: its kind's
// skill, +1 on road (terrain does not affect flyers).
func AttackSkill(u Unit, t hex.Terrain) int {
	s := u.Kind.Stats().Attack
	if u.Kind != Flyer {
		s += t.AttackModifier()
	}
	return s
}

// DefenceSkill returns the defence skill of u standing on terrain t: its
// kind's skill, −1 in shallow water (not for flyers), +1 while defending,
// −1 after retaliating this round.
func DefenceSkill(u Unit, t hex.Terrain) int {
	s := u.Kind.Stats().Defence
	if u.Kind != Flyer {
		s += t.DefenceModifier()
	}
	if u.Defending {
		s++
	}
	if u.Retaliated {
		s--
	}
	return s
}

// Damage works the damage formula (thesis formula 1) for attacker striking
// defender, the attacker standing on attackerTerrain and the defender on
// defenderTerrain:
//
//	K = a · t · (1 + 0.05 · (r − k)) + j
//
// with a the attacker's fighters, t its strength, r and k the attack and
// defence skills with their modifiers, and j the defender's stored
// remainder; the multiplier is clamped at 0. Everything is in hundredths of
// a hit point. It returns the new damage dealt (K − j), the fighters killed
// (at most the defender's fighters) and the defender's new remainder (0 when
// it is destroyed).
func Damage(attacker, defender Unit, attackerTerrain, defenderTerrain hex.Terrain) (damage, kills, remainder int) {
	if attacker.Fighters <= 0 || defender.Fighters <= 0 {
		return 0, 0, defender.Remainder
	}
	damage = formula(attacker.Fighters, attacker.Kind.Stats().Strength,
		AttackSkill(attacker, attackerTerrain), DefenceSkill(defender, defenderTerrain))
	total := damage + defender.Remainder
	hp := defender.Kind.Stats().HP * Hundredths
	kills = total / hp
	if kills >= defender.Fighters {
		return damage, defender.Fighters, 0
	}
	return damage, kills, total - kills*hp
}

// formula returns a·t·(1 + 0.05·(r − k)) in hundredths — a·t·(100 + 5(r − k))
// — with the multiplier clamped at 0.
func formula(a, t, r, k int) int {
	return a * t * max(0, 100+5*(r-k))
}
