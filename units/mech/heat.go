package mech

// HeatMP returns the walking MP a mech loses to its heat (BattleTech's heat
// scale): 1 from 5 heat, 2 from 10, 3 from 15, 4 from 20, 5 from 25.
func HeatMP(heat int) int { return min(5, max(0, heat/5)) }

// Heat effects at the end of a turn (BattleTech's heat scale).
const (
	// ShutdownHeat is the heat from which a mech must roll to avoid
	// shutting down (ShutdownAvoid); from HeatShutdown it shuts down
	// without a roll.
	ShutdownHeat = 14
	// AmmoHeat is the heat from which a mech carrying ammunition must roll
	// to keep it from exploding (AmmoAvoid).
	AmmoHeat = 19
	// ImmobileModifier is added to attacks on a shut-down mech: it stands
	// still, an easy target.
	ImmobileModifier = -4
)

// ShutdownAvoid returns what a mech at the given heat must roll on 2d6 to
// keep running (or, shut down, to start again): 0 below 14 (no roll); 4
// from 14, 6 from 18, 8 from 22, 10 from 26; from 30 no roll can (13).
func ShutdownAvoid(heat int) int {
	switch {
	case heat >= HeatShutdown:
		return MaxToHit + 1
	case heat >= 26:
		return 10
	case heat >= 22:
		return 8
	case heat >= 18:
		return 6
	case heat >= ShutdownHeat:
		return 4
	}
	return 0
}

// AmmoAvoid returns what a mech at the given heat must roll on 2d6 to keep
// its ammunition from exploding: 0 below 19 (no roll); 4 from 19, 6 from
// 23, 8 from 28.
func AmmoAvoid(heat int) int {
	switch {
	case heat >= 28:
		return 8
	case heat >= 23:
		return 6
	case heat >= AmmoHeat:
		return 4
	}
	return 0
}

// HeatChecks are the heat rolls due at the end of a turn (Mech.HeatChecks).
type HeatChecks uint8

// The heat rolls, in the order they are made.
const (
	AmmoCheck     HeatChecks = 1 << iota // keep the ammunition from exploding
	ShutdownCheck                        // keep running
	StartupCheck                         // shut down: start again
	numHeatChecks = 3
)

// ExplodingBin returns the slot whose ammunition a heat explosion sets off
// — the bin whose shots left would do the most damage (the first among
// equals) — and that damage; −1 when the mech carries none.
func (m *Mech) ExplodingBin() (slot, dmg int) {
	slot = -1
	for w, k := range m.Stats().Weapons {
		if n := m.Ammo[w] * k.Stats().MaxDamage(); n > dmg {
			slot, dmg = w, n
		}
	}
	return slot, dmg
}

// heatPhase resolves the heat at the end of the turn: the engine's hits add
// theirs, the sinks on dissipate, then the seed's heat damage (to the
// centre torso's structure); then the heat rolls due: ammunition from 19
// (with ammunition left), shutting down from 14 — or at 30 without a roll —
// and, for a mech shut down, starting again (at once below 14).
func (d *Duel) heatPhase() {
	for id := range d.mechs {
		u := &d.mechs[id]
		if !u.Alive() {
			continue
		}
		u.Heat = max(0, u.Heat+EngineHeat*u.EngineHits()-u.SinksOn)
		d.damage(id, FrontOf(CentreTorso), HeatDamage(u.Heat), true)
		if u.Wrecked {
			continue
		}
		if slot, _ := u.ExplodingBin(); slot >= 0 && u.Heat >= AmmoHeat {
			u.HeatChecks |= AmmoCheck
		}
		switch {
		case u.Heat >= HeatShutdown:
			u.Shutdown = true
		case u.Shutdown && u.Heat < ShutdownHeat:
			u.Shutdown = false
		case u.Shutdown:
			u.HeatChecks |= StartupCheck
		case u.Heat >= ShutdownHeat:
			u.HeatChecks |= ShutdownCheck
		}
	}
}

// heatRoll resolves the heat roll c of mech id with roll.
func (d *Duel) heatRoll(id int, c HeatChecks, roll int) {
	u := &d.mechs[id]
	u.HeatChecks &^= c
	switch c {
	case AmmoCheck:
		if roll < AmmoAvoid(u.Heat) {
			slot, dmg := u.ExplodingBin()
			u.Ammo[slot] = 0
			d.damage(id, FrontOf(u.Stats().Mounts[slot]), dmg, true)
		}
	case ShutdownCheck:
		u.Shutdown = roll < ShutdownAvoid(u.Heat)
	case StartupCheck:
		u.Shutdown = roll < ShutdownAvoid(u.Heat)
	}
}
