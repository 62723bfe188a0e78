package mechgame

import (
	"strings"

	"stratagem/assets/lang"
	"stratagem/units/mech"
)

// The screen says what happens in plain words ("Blue Ranger runs to d13,
// facing north-east (+2 heat)"); the rules' notation ("Branger run c17-d13
// NE") stays in the log as a dim second line and in the arena's records.

// mechNumber is the number of mech id among its side's mechs of the same
// design (1, 2, …), or 0 when it is the only one.
func mechNumber(d *mech.Duel, id int) int {
	u := d.Mech(id)
	nth, count := 0, 0
	for j, v := range d.Mechs() {
		if v.Side == u.Side && v.Design == u.Design {
			count++
			if j <= id {
				nth++
			}
		}
	}
	if count < 2 {
		return 0
	}
	return nth
}

// designCodes are the two letters on a mech's token: they name the design
// and cannot be read as a side (the side is the token's colour).
var designCodes = map[mech.DesignID]string{
	mech.Kestrel:    "KS",
	mech.Ranger:     "RG",
	mech.Longbow:    "LB",
	mech.Bulldog:    "BD",
	mech.Warden:     "WD",
	mech.Juggernaut: "JG",
}

func designCode(id mech.DesignID) string {
	if c, ok := designCodes[id]; ok {
		return c
	}
	return strings.ToUpper(id.String()[:2])
}

// firedLimbsWords says which blows the limbs mech u fired from this turn
// rule out ("" when none do): "Its left arm and right arm fired this
// turn: no punch or club."
func firedLimbsWords(u mech.Mech) string {
	fired := u.FiredFrom()
	var limbs, blows []string
	for l := range mech.Location(mech.NumLocations) {
		if fired.Has(l) && (l.IsArm() || l.IsLeg()) {
			limbs = append(limbs, locationNoun(l)["nom"])
		}
	}
	for _, b := range []mech.Blow{mech.Punch, mech.Kick, mech.ClubBlow} {
		if !mech.BlowAllowed(b, fired) {
			blows = append(blows, blowNoun(b)["nom"])
		}
	}
	if len(blows) == 0 {
		return ""
	}
	return lang.T("mech.panel.fired", "Limbs", joinAnd(limbs), "Blows", joinOr(blows))
}

// strikeIDs are the log's words of each blow: a hit, a miss.
var strikeIDs = map[mech.Blow][2]string{
	mech.Punch:    {"mech.log.punch.hit", "mech.log.punch.miss"},
	mech.Kick:     {"mech.log.kick.hit", "mech.log.kick.miss"},
	mech.ClubBlow: {"mech.log.club.hit", "mech.log.club.miss"},
}

// moveIDs are the log's words of a move to another hex, by mode.
var moveIDs = map[mech.Mode]string{mech.Walk: "mech.log.walk", mech.Run: "mech.log.run", mech.Jump: "mech.log.jump"}

// describe says in words what a does; d is the duel before a is applied.
func describe(d *mech.Duel, a mech.Action) string {
	if a.Kind == mech.Initiative {
		first := "mech.log.initiative.red"
		if a.Rolls[0] < a.Rolls[1] {
			first = "mech.log.initiative.blue" // the loser moves first
		}
		return lang.T(first, "Blue", num(int(a.Rolls[0])), "Red", num(int(a.Rolls[1])))
	}
	name := mechName(d, int(a.Mech))
	switch a.Kind {
	case mech.Move:
		return describeMove(d, a)
	case mech.Twist:
		switch a.Twist {
		case -1:
			return lang.T("mech.log.twist.left", "Mech", name)
		case 1:
			return lang.T("mech.log.twist.right", "Mech", name)
		}
		return lang.T("mech.log.twist.none", "Mech", name)
	case mech.Fire:
		return describeFire(d, a)
	case mech.PickUp:
		return lang.T("mech.log.pickup", "Mech", name)
	case mech.Strike:
		return describeStrike(d, a)
	case mech.Pass:
		if d.Phase() == mech.PhysicalPhase {
			return lang.T("mech.log.pass.physical", "Mech", name)
		}
		return lang.T("mech.log.pass.fire", "Mech", name)
	case mech.Resolve:
		return describeRoll(d, a)
	case mech.EndTurn:
		s := lang.T("mech.log.end.off", "Mech", name)
		if a.Sinks > 0 {
			s = lang.N("mech.log.end.on", int(a.Sinks), "Mech", name)
		}
		return withDropDump(dropDumpIDs{"mech.log.end.drop", "mech.log.end.dump", "mech.log.end.dropdump"}, a, s)
	}
	return lang.Verbatim(d.FormatAction(a))
}

// describeRoll says what a roll the rules waited for decides, before it is
// applied: "Hit location 7 on Red Bulldog: centre torso (10 damage from
// the autocannon)", "Piloting skill roll for Red Ranger (was kicked):
// needs 5, rolled 4: falls".
func describeRoll(d *mech.Duel, a mech.Action) string {
	id := int(a.Mech)
	name := mechName(d, id)
	u := d.Mech(id)
	roll := int(a.Rolls[0])
	switch a.Chance {
	case mech.LocationRoll:
		h, ok := d.NextHit()
		if !ok {
			break
		}
		l := mech.PlaceHit(h.Table, h.Dir, roll)
		where := locationNoun(l)["nom"]
		if h.Dir == mech.Rear && l.IsTorso() {
			where = lang.T("mech.words.rear", "Location", locationNoun(l))
		}
		args := []any{"Roll", num(roll), "Mech", name, "Where", where}
		var s string
		switch {
		case h.Slot >= 0:
			s = lang.N("mech.log.location", h.Damage, append(args, "From", weaponNoun(d.Mech(h.Attacker).Design.Design().Weapons[h.Slot].Stats()))...)
		case h.Blow != 0:
			s = lang.N("mech.log.location", h.Damage, append(args, "From", blowNoun(h.Blow))...)
		default:
			s = lang.N("mech.log.location.fall", h.Damage, args...)
		}
		if roll == mech.ThroughArmour && h.Table == 0 {
			s = lang.T("mech.log.location.through", "Text", s, "Roll", num(roll))
		}
		return s
	case mech.CriticalRoll:
		l, ok := u.CheckDue()
		if !ok {
			break
		}
		n, off := mech.CriticalHits(l, roll)
		res := lang.T("mech.crit.none")
		switch {
		case off && l == mech.Head:
			res = lang.T("mech.crit.head")
		case off:
			res = lang.T("mech.crit.off", "Location", locationNoun(l))
		case n > 0:
			res = lang.N("mech.crit.hits", n)
		}
		if n > 0 && u.WorkingParts(l) == 0 {
			res = lang.T("mech.crit.nothingleft", "Result", res)
		}
		return lang.T("mech.log.critical", "Mech", name, "Location", locationNoun(l), "Roll", num(roll), "Result", res)
	case mech.PartRoll:
		l := u.CritLoc
		w := u.WorkingParts(l)
		if w == 0 {
			break
		}
		i := mech.PickPart(w, roll)
		return lang.T("mech.log.part", "Mech", name, "Location", locationNoun(l), "Roll", num(roll), "Result", partWords(u, l, i))
	case mech.PilotingRoll:
		r := mech.NextReason(u.Checks)
		need := u.PilotingNeed(r)
		id := "mech.log.piloting.keeps"
		if roll < need {
			id = "mech.log.piloting.falls"
		}
		return lang.T(id, "Mech", name, "Reason", reasonWords(r), "Need", needWords(need), "Roll", num(roll))
	case mech.AmmoRoll:
		need := mech.AmmoAvoid(u.Heat)
		args := []any{"Heat", num(u.Heat), "Mech", name, "Need", needWords(need), "Roll", num(roll)}
		if roll < need {
			slot, dmg := u.ExplodingBin()
			return lang.N("mech.log.ammo.explodes", dmg, append(args, "Weapon", weaponNoun(u.Stats().Weapons[slot].Stats()),
				"Location", locationNoun(u.Stats().Mounts[slot]))...)
		}
		return lang.T("mech.log.ammo.holds", args...)
	case mech.ShutdownRoll, mech.StartupRoll:
		need := mech.ShutdownAvoid(u.Heat)
		failed := roll < need
		id := map[[2]bool]string{
			{false, false}: "mech.log.shutdown.keeps", {false, true}: "mech.log.shutdown.shuts",
			{true, false}: "mech.log.startup.starts", {true, true}: "mech.log.startup.stays",
		}[[2]bool{a.Chance == mech.StartupRoll, failed}]
		return lang.T(id, "Heat", num(u.Heat), "Mech", name, "Need", needWords(need), "Roll", num(roll))
	}
	return lang.T("mech.log.roll", "Mech", name, "Roll", num(roll))
}

// reasonIDs are the reasons for a piloting skill roll, by their bit.
var reasonIDs = map[mech.Reason]string{
	mech.DamageReason: "mech.reason.damage", mech.KickedReason: "mech.reason.kicked", mech.MissedKickReason: "mech.reason.missedkick",
	mech.LegReason: "mech.reason.leg", mech.GyroReason: "mech.reason.gyro", mech.ActuatorReason: "mech.reason.actuator",
}

// reasonWords says why a piloting skill roll is made ("was kicked").
func reasonWords(r mech.Reason) string {
	if r == mech.DamageReason {
		return lang.N(reasonIDs[r], mech.PilotingDamage)
	}
	return lang.T(reasonIDs[r])
}

// partWords says what a critical hit on part i of location l of u does:
// "its medium laser is destroyed".
func partWords(u mech.Mech, l mech.Location, i int) string {
	p := u.Design.Parts(l)[i]
	ds := u.Design.Design()
	switch p.Kind {
	case mech.WeaponPart:
		w := ds.Weapons[p.Slot].Stats()
		if w.Missiles > 0 {
			return lang.T("mech.part.hit.missiles", "Weapon", weaponNoun(w))
		}
		return lang.T("mech.part.hit.weapon", "Weapon", weaponNoun(w))
	case mech.AmmoPart:
		w := ds.Weapons[p.Slot].Stats()
		return lang.N("mech.part.hit.ammo", u.Ammo[p.Slot]*w.MaxDamage(), "Weapon", weaponNoun(w))
	case mech.EnginePart:
		if u.EngineHits()+1 >= mech.EngineParts {
			return lang.T("mech.part.hit.engine.last")
		}
		return lang.N("mech.part.hit.engine", mech.EngineHeat)
	case mech.GyroPart:
		if u.GyroHits()+1 >= mech.GyroParts {
			return lang.T("mech.part.hit.gyro.last")
		}
		return lang.T("mech.part.hit.gyro", "Modifier", num(mech.GyroModifier))
	case mech.CockpitPart:
		return lang.T("mech.part.hit.cockpit")
	case mech.SensorsPart:
		return lang.T("mech.part.hit.sensors", "Modifier", num(mech.SensorsModifier))
	case mech.SinkPart:
		return lang.T("mech.part.hit.sink")
	case mech.ActuatorPart:
		if l.IsLeg() {
			return lang.T("mech.part.hit.leg", "Modifier", num(mech.LegActuatorModifier))
		}
		return lang.T("mech.part.hit.arm")
	}
	return lang.Verbatim(p.Kind.String())
}

// withHeat adds a movement's heat to its words: "… (+2 heat)".
func withHeat(s string, heat int8) string {
	if heat > 0 {
		return lang.N("mech.words.heat", int(heat), "Text", s)
	}
	return s
}

// describeMove: "Red Bulldog runs to d13, facing north-east (+2 heat)".
func describeMove(d *mech.Duel, a mech.Action) string {
	u := d.Mech(int(a.Mech))
	name := mechName(d, int(a.Mech))
	facing := facingNoun(a.Facing)
	switch {
	case a.Mode == mech.Stand && u.Prone:
		return lang.T("mech.log.staydown", "Mech", name)
	case a.Mode == mech.Stand:
		return lang.T("mech.log.stand", "Mech", name)
	case a.Mode == mech.GetUp:
		need := u.PilotingNeed(0)
		switch {
		case a.Rolls[0] == 0:
			return lang.T("mech.log.getup", "Mech", name, "Facing", facing)
		case int(a.Rolls[0]) >= need:
			return withHeat(lang.T("mech.log.getup.ok", "Mech", name, "Need", needWords(need), "Roll", num(int(a.Rolls[0])), "Facing", facing), a.Heat)
		}
		return lang.T("mech.log.getup.fail", "Mech", name, "Need", needWords(need), "Roll", num(int(a.Rolls[0])))
	case a.To == u.Pos:
		return withHeat(lang.T("mech.log.turn", "Mech", name, "Facing", facing), a.Heat)
	}
	return withHeat(lang.T(moveIDs[a.Mode], "Mech", name, "To", hexName(a.To), "Facing", facing), a.Heat)
}

// describeFire: "Blue Ranger fires at Red Bulldog: large laser hits (8
// damage from the front), medium laser misses" — where each hit lands, the
// location rolls that follow say.
func describeFire(d *mech.Duel, a mech.Action) string {
	att, tgt := d.Mech(int(a.Mech)), d.Mech(int(a.Target))
	arc := arcNoun(mech.ArcOf(tgt.Pos, tgt.Facing, att.Pos))
	var parts []string
	for w, wk := range att.Stats().Weapons {
		if a.Weapons&(1<<uint(w)) == 0 {
			continue
		}
		need, _ := d.ToHit(int(a.Mech), int(a.Target), w)
		st := wk.Stats()
		name := weaponNoun(st)
		dmg := st.SalvoDamage(int(a.Rolls[w]), need)
		switch {
		case dmg == 0 && st.Missiles > 0:
			parts = append(parts, lang.T("mech.log.salvo.miss", "Weapon", name))
		case dmg == 0:
			parts = append(parts, lang.T("mech.log.shot.miss", "Weapon", name))
		case st.Missiles > 0:
			n := mech.MissilesHit(st.Missiles, int(a.Rolls[w])-need)
			parts = append(parts, lang.N("mech.log.salvo.hit", dmg, "Weapon", name, "Hits", num(n), "Missiles", num(st.Missiles), "Arc", arc))
		default:
			parts = append(parts, lang.N("mech.log.shot.hit", dmg, "Weapon", name, "Arc", arc))
		}
	}
	return lang.T("mech.log.fire", "Mech", mechName(d, int(a.Mech)), "Target", mechName(d, int(a.Target)), "Results", joinCommas(parts))
}

// describeStrike: "Blue Ranger kicks Red Bulldog: hits (10 damage from the
// front)".
func describeStrike(d *mech.Duel, a mech.Action) string {
	att, tgt := d.Mech(int(a.Mech)), d.Mech(int(a.Target))
	need, _ := d.StrikeToHit(int(a.Mech), int(a.Target), a.Blow)
	ids := strikeIDs[a.Blow]
	args := []any{"Mech", mechName(d, int(a.Mech)), "Target", mechName(d, int(a.Target))}
	if int(a.Rolls[0]) >= need {
		return lang.N(ids[0], mech.BlowDamage(att.Design, a.Blow), append(args, "Arc", arcNoun(mech.ArcOf(tgt.Pos, tgt.Facing, att.Pos)))...)
	}
	return lang.T(ids[1], args...)
}

// dropDumpIDs are the messages that add to an end-phase action's words
// that the mech drops its club, dumps its ammunition, or both.
type dropDumpIDs struct{ drop, dump, both string }

// withDropDump adds to s, the words of the end-phase action a, what it
// drops and dumps, in the messages ids (the log's or the hint's).
func withDropDump(ids dropDumpIDs, a mech.Action, s string) string {
	switch drop, dump := a.Drop, a.Weapons != 0; {
	case drop && dump:
		return lang.T(ids.both, "Text", s)
	case drop:
		return lang.T(ids.drop, "Text", s)
	case dump:
		return lang.T(ids.dump, "Text", s)
	}
	return s
}
