package mechgame

import (
	"fmt"
	"slices"
	"strings"

	"stratagem/board/hex"
	"stratagem/scenes"
	"stratagem/units/mech"
	"stratagem/units/outcome"
)

// What the duel's state means, in words: what the mechs lost, who cannot
// fire and why, what the heat does, a card's flags, an attack's damage and
// how the duel ended.

// aftermath says what the mechs lost since before (attacks are
// simultaneous: damage lands when a phase ends; heat damage and shutdowns
// when a turn ends): "Blue Ranger loses 7 points; Red Bulldog is destroyed".
func aftermath(d *mech.Duel, before []mech.Mech) string {
	var out []string
	for i, u := range d.Mechs() {
		b := before[i]
		switch {
		case b.Alive() && !u.Alive():
			out = append(out, mechName(d, i)+" is destroyed")
		case b.Points() > u.Points():
			s := fmt.Sprintf("%s loses %d points", mechName(d, i), b.Points()-u.Points())
			var lost []string
			for l := range mech.Location(mech.NumLocations) {
				if !b.Lost(l) && u.Lost(l) {
					lost = append(lost, "its "+l.String())
				}
			}
			if len(lost) > 0 {
				s += " and " + joinWords(lost)
			}
			out = append(out, s)
		}
		if u.Alive() && u.Shutdown && !b.Shutdown {
			out = append(out, fmt.Sprintf("%s shuts down from heat (%d)", mechName(d, i), u.Heat))
		}
		if u.Alive() && !u.Shutdown && b.Shutdown {
			out = append(out, fmt.Sprintf("%s starts again (heat %d)", mechName(d, i), u.Heat))
		}
	}
	return strings.Join(out, "; ")
}

// weaponsBegan reports whether the weapon phase began with the last action:
// before is the phase before it was applied.
func weaponsBegan(d *mech.Duel, before mech.Phase, turn int) bool {
	return before < mech.WeaponPhase && before != mech.InitiativePhase && d.Turn() == turn && d.Phase() >= mech.WeaponPhase
}

// skippedFire lists, in words, the mechs that have no shot at the start
// of the weapon phase (the rules skip them) and why: "Blue Ranger cannot
// fire: no enemy in its front arc — turn or twist toward one next time".
func skippedFire(d *mech.Duel) []string {
	var out []string
	for id, u := range d.Mechs() {
		if !u.Alive() || u.Shutdown {
			continue
		}
		if d.Phase() == mech.WeaponPhase && !u.Done {
			continue // it has a shot or a club to pick up
		}
		if r := noShotReason(d, id); r != "" {
			out = append(out, mechName(d, id)+" cannot fire: "+r)
		}
	}
	return out
}

// noShotReason says why mech id cannot fire at any enemy now, or "" if it can.
func noShotReason(d *mech.Duel, id int) string {
	u := d.Mech(id)
	inArc, seen, inRange := false, false, false
	for o, t := range d.Mechs() {
		if !t.Alive() || t.Side == u.Side {
			continue
		}
		if d.UsableWeapons(id, o) != 0 {
			return ""
		}
		if !mech.InFrontArc(u.Pos, u.Torso(), t.Pos) {
			continue
		}
		inArc = true
		if ok, _ := d.Sight(id, o); !ok {
			continue
		}
		seen = true
		dist := hex.Distance(u.Pos, t.Pos)
		for _, w := range u.Stats().Weapons {
			if st := w.Stats(); dist > st.Min && dist <= st.Long {
				inRange = true
			}
		}
	}
	switch {
	case !inArc:
		return "no enemy in its front arc — turn or twist toward one next time"
	case !seen:
		return "hills, buildings or woods hide the enemies in its front arc"
	case !inRange:
		return "the enemies it sees are out of its weapons' range"
	}
	return "its shots would need more than 12 to hit, or it has no ammunition"
}

// heatWords says what the heat does now: "+1 to hit", "−2 MP, +2 to hit,
// 1 damage, shutdown 4+", "shuts down".
func heatWords(heat int) string {
	var parts []string
	if mp := mech.HeatMP(heat); mp > 0 {
		parts = append(parts, fmt.Sprintf("−%d MP", mp))
	}
	if mod := mech.HeatModifier(heat); mod > 0 {
		parts = append(parts, fmt.Sprintf("+%d to hit", mod))
	}
	if dmg := mech.HeatDamage(heat); dmg > 0 {
		parts = append(parts, fmt.Sprintf("%d damage", dmg))
	}
	switch need := mech.ShutdownAvoid(heat); {
	case heat >= mech.HeatShutdown:
		parts = append(parts, "shuts down")
	case need > 0:
		parts = append(parts, fmt.Sprintf("shutdown %d+", need))
	}
	if need := mech.AmmoAvoid(heat); need > 0 {
		parts = append(parts, fmt.Sprintf("ammo %d+", need))
	}
	if len(parts) == 0 {
		return "no effect"
	}
	return strings.Join(parts, ", ")
}

// cardFlags says what a mech did this turn or its state, in a few words.
func cardFlags(u mech.Mech) string {
	switch {
	case !u.Alive():
		return "destroyed"
	case u.Shutdown && u.Prone:
		return "shut down · down"
	case u.Shutdown:
		return "shut down"
	}
	var parts []string
	if u.Prone {
		parts = append(parts, "lying down")
	}
	switch u.Mode {
	case mech.Walk:
		parts = append(parts, fmt.Sprintf("walked %d", u.Moved))
	case mech.Run:
		parts = append(parts, fmt.Sprintf("ran %d", u.Moved))
	case mech.Jump:
		parts = append(parts, fmt.Sprintf("jumped %d", u.Moved))
	case mech.GetUp:
		if !u.Prone {
			parts = append(parts, "stood up")
		}
	}
	if u.Club {
		parts = append(parts, "club")
	}
	return strings.Join(parts, " · ")
}

// attackDamage is the damage attack a (a rolled Fire or Strike) does, and
// what hit ("kick"; the weapons that hit, each named once); d is the duel
// before a is applied.
func attackDamage(d *mech.Duel, a mech.Action) (int, string) {
	dmg := 0
	var hits []string
	switch a.Kind {
	case mech.Fire:
		for w, wk := range d.Mech(int(a.Mech)).Design.Design().Weapons {
			if a.Weapons&(1<<uint(w)) == 0 {
				continue
			}
			need, _ := d.ToHit(int(a.Mech), int(a.Target), w)
			if n := wk.Stats().SalvoDamage(int(a.Rolls[w]), need); n > 0 {
				dmg += n
				if name, _ := weaponWords(wk.Stats()); !slices.Contains(hits, name) {
					hits = append(hits, name)
				}
			}
		}
	case mech.Strike:
		if need, _ := d.StrikeToHit(int(a.Mech), int(a.Target), a.Blow); int(a.Rolls[0]) >= need {
			dmg = mech.BlowDamage(d.Mech(int(a.Mech)).Design, a.Blow)
			hits = append(hits, a.Blow.String())
		}
	}
	return dmg, joinWords(hits)
}

// endReason says in words why the duel ended: "Red has no mechs left",
// "30 turns, 137 to 134 points"; "" while it goes on.
func endReason(d *mech.Duel) string {
	o := d.Outcome()
	switch o.Reason {
	case outcome.Destroyed:
		return scenes.SideName(int(o.Winner.Other())) + " has no mechs left"
	case outcome.AllDestroyed:
		return "no mechs left"
	case outcome.TurnLimit:
		return fmt.Sprintf("%d turns, %d to %d points", mech.MaxTurns, d.Points(mech.Blue), d.Points(mech.Red))
	}
	return ""
}

// outcomeWords says who won the duel and why: "Blue wins: Red has no
// mechs left", "Draw: no mechs left".
func outcomeWords(d *mech.Duel) string {
	o := d.Outcome()
	if o.Draw {
		return "Draw: " + endReason(d)
	}
	return scenes.SideName(int(o.Winner)) + " wins: " + endReason(d)
}
