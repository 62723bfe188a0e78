package mechgame

import (
	"slices"
	"strings"

	"stratagem/assets/lang"
	"stratagem/board/hex"
	"stratagem/board/rules"
	"stratagem/scenes"
	"stratagem/units/mech"
	"stratagem/units/outcome"
)

// What the duel's state means, in words: what the mechs lost, who cannot
// fire and why, what the heat does, a card's flags, an attack's damage and
// how the duel ended.

// aftermath says what the mechs lost since before (attacks are
// simultaneous: damage lands when a phase ends; heat damage and shutdowns
// when a turn ends), a sentence each: "Blue Ranger loses 7 points", "Red
// Bulldog is destroyed".
func aftermath(d *mech.Duel, before []mech.Mech) []string {
	var out []string
	for i, u := range d.Mechs() {
		b := before[i]
		name := mechName(d, i)
		switch {
		case b.Alive() && !u.Alive():
			out = append(out, lang.T("mech.after.destroyed", "Mech", name))
		case b.Points() > u.Points():
			var lost []string
			for l := range mech.Location(mech.NumLocations) {
				if !b.Lost(l) && u.Lost(l) {
					lost = append(lost, locationNoun(l)["nom"])
				}
			}
			if len(lost) > 0 {
				out = append(out, lang.N("mech.after.loseslimbs", b.Points()-u.Points(), "Mech", name, "Locations", joinAnd(lost)))
			} else {
				out = append(out, lang.N("mech.after.loses", b.Points()-u.Points(), "Mech", name))
			}
		}
		if u.Alive() && u.Shutdown && !b.Shutdown {
			out = append(out, lang.T("mech.after.shutdown", "Mech", name, "Heat", num(u.Heat)))
		}
		if u.Alive() && !u.Shutdown && b.Shutdown {
			out = append(out, lang.T("mech.after.startup", "Mech", name, "Heat", num(u.Heat)))
		}
	}
	return out
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
			out = append(out, lang.T("mech.after.cannotfire", "Mech", mechName(d, id), "Why", r))
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
		return lang.T("mech.noshot.arc")
	case !seen:
		return lang.T("mech.noshot.hidden")
	case !inRange:
		return lang.T("mech.noshot.range")
	}
	return lang.T("mech.noshot.other", "Max", num(mech.MaxToHit))
}

// heatWords says what the heat does now: "+1 to hit", "−2 MP, +2 to hit,
// 1 damage, shutdown 4+", "shuts down".
func heatWords(heat int) string {
	var parts []string
	if mp := mech.HeatMP(heat); mp > 0 {
		parts = append(parts, lang.T("mech.heat.mp", "MP", num(mp)))
	}
	if mod := mech.HeatModifier(heat); mod > 0 {
		parts = append(parts, lang.T("mech.heat.tohit", "Modifier", num(mod)))
	}
	if dmg := mech.HeatDamage(heat); dmg > 0 {
		parts = append(parts, lang.N("mech.heat.damage", dmg))
	}
	switch need := mech.ShutdownAvoid(heat); {
	case heat >= mech.HeatShutdown:
		parts = append(parts, lang.T("mech.heat.shutsdown"))
	case need > 0:
		parts = append(parts, lang.T("mech.heat.shutdown", "Need", num(need)))
	}
	if need := mech.AmmoAvoid(heat); need > 0 {
		parts = append(parts, lang.T("mech.heat.ammo", "Need", num(need)))
	}
	if len(parts) == 0 {
		return lang.T("mech.heat.none")
	}
	return joinCommas(parts)
}

// cardFlags says what a mech did this turn or its state, in a few words.
func cardFlags(u mech.Mech) string {
	switch {
	case !u.Alive():
		return lang.T("mech.card.destroyed")
	case u.Shutdown && u.Prone:
		return lang.T("mech.card.shutdown.down")
	case u.Shutdown:
		return lang.T("mech.card.shutdown")
	}
	var parts []string
	if u.Prone {
		parts = append(parts, lang.T("mech.card.down"))
	}
	switch u.Mode {
	case mech.Walk:
		parts = append(parts, lang.N("mech.card.walked", u.Moved))
	case mech.Run:
		parts = append(parts, lang.N("mech.card.ran", u.Moved))
	case mech.Jump:
		parts = append(parts, lang.N("mech.card.jumped", u.Moved))
	case mech.GetUp:
		if !u.Prone {
			parts = append(parts, lang.T("mech.card.stoodup"))
		}
	}
	if u.Club {
		parts = append(parts, lang.T("mech.card.club"))
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
				if name := weaponNoun(wk.Stats())["nom"]; !slices.Contains(hits, name) {
					hits = append(hits, name)
				}
			}
		}
	case mech.Strike:
		if need, _ := d.StrikeToHit(int(a.Mech), int(a.Target), a.Blow); int(a.Rolls[0]) >= need {
			dmg = mech.BlowDamage(d.Mech(int(a.Mech)).Design, a.Blow)
			hits = append(hits, blowNoun(a.Blow)["nom"])
		}
	}
	return dmg, joinAnd(hits)
}

// fireSummary says what a weapon attack did, short, for the banner (the
// log says it weapon by weapon): "Blue Ranger fires at Red Bulldog: 2 of 3
// weapons hit, 13 damage"; d is the duel before a is applied, dealt the
// damage it did.
func fireSummary(d *mech.Duel, a mech.Action, dealt int) string {
	fired, hit := 0, 0
	for w, wk := range d.Mech(int(a.Mech)).Design.Design().Weapons {
		if a.Weapons&(1<<uint(w)) == 0 {
			continue
		}
		fired++
		need, _ := d.ToHit(int(a.Mech), int(a.Target), w)
		if wk.Stats().SalvoDamage(int(a.Rolls[w]), need) > 0 {
			hit++
		}
	}
	args := []any{"Mech", mechName(d, int(a.Mech)), "Target", mechName(d, int(a.Target))}
	if hit == 0 {
		return lang.N("mech.banner.fire.miss", fired, args...)
	}
	return lang.N("mech.banner.fire", dealt, append(args, "Hits", lang.N("mech.banner.fire.hits", fired, "Hit", num(hit)))...)
}

// endWords says in a sentence why the duel ended, from the outcome's
// reason and facts: "Red has no mechs left.", "After 30 turns Blue has
// more armour and structure left: 137 points to 134."; "" while it goes on.
func endWords(o rules.Outcome) string {
	if !o.Over {
		return ""
	}
	pts := func(side rules.Side) string { return num(o.Facts.Points[side]) }
	switch o.Reason {
	case outcome.Destroyed.Code():
		return lang.T("mech.end.destroyed", "Loser", scenes.Side(int(1-o.Winner)))
	case outcome.AllDestroyed.Code():
		return lang.T("mech.end.alldestroyed")
	case outcome.TurnLimit.Code():
		if o.Draw() {
			return lang.N("mech.end.turnlimit.draw", o.Facts.Count, "Points", pts(0))
		}
		return lang.N("mech.end.turnlimit", o.Facts.Count, "Winner", scenes.Side(int(o.Winner)),
			"Points", pts(o.Winner), "Other", pts(1-o.Winner))
	}
	return lang.Verbatim(o.Reason)
}

// outcomeWords says who won the duel and why, short, for the status and
// the banner: "Blue wins: Red has no mechs left".
func outcomeWords(o rules.Outcome) string {
	switch {
	case !o.Over:
		return ""
	case o.Reason == outcome.AllDestroyed.Code():
		return lang.T("mech.status.alldestroyed")
	case o.Reason == outcome.TurnLimit.Code() && o.Draw():
		return lang.N("mech.status.turnlimit.draw", o.Facts.Count)
	case o.Reason == outcome.TurnLimit.Code():
		return lang.N("mech.status.turnlimit", o.Facts.Count, "Winner", scenes.Side(int(o.Winner)))
	case o.Draw():
		return lang.T("core.victory.draw")
	}
	return lang.T("mech.status.destroyed", "Winner", scenes.Side(int(o.Winner)), "Loser", scenes.Side(int(1-o.Winner)))
}
