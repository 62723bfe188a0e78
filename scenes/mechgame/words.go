package mechgame

import (
	"fmt"
	"strings"

	"stratagem/board/hex"
	"stratagem/scenes"
	"stratagem/units/mech"
)

// The screen says what happens in plain words ("Blue Ranger runs to d13,
// facing north-east (+2 heat)"); the rules' notation ("Branger run c17-d13
// NE") stays in the log as a dim second line and in the arena's records.
// mechName is the name players read: the side and the design, numbered
// when a side has more than one of the design ("Blue Kestrel 2").
func mechName(d *mech.Duel, id int) string {
	if id < 0 || id >= len(d.Mechs()) {
		return "no mech"
	}
	u := d.Mech(id)
	name := scenes.Capitalise(u.Side.String()) + " " + u.Design.String()
	if n := mechNumber(d, id); n > 0 {
		name += fmt.Sprintf(" %d", n)
	}
	return name
}

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

var facingWords = [hex.NumDirections]string{"east", "south-east", "south-west", "west", "north-west", "north-east"}

// facingWord names a facing in words ("north-east").
func facingWord(f hex.Direction) string { return facingWords[((int(f)%6)+6)%6] }

var arcWords = [mech.NumArcs]string{mech.Front: "the front", mech.Left: "the left side", mech.Right: "the right side", mech.Rear: "the rear"}

// weaponWords is a weapon's name in a sentence and whether it is plural:
// "short-range missiles ×4" is "short-range missiles", "autocannon/10"
// "autocannon".
func weaponWords(w mech.Weapon) (string, bool) {
	name := w.Name
	if i := strings.Index(name, " ×"); i >= 0 {
		name = name[:i]
	}
	if i := strings.Index(name, "/"); i >= 0 {
		name = name[:i]
	}
	return name, w.Missiles > 0
}

// firedLimbsWords says which blows the limbs mech u fired from this turn
// rule out ("" when none do): "Fired from the left arm and the right arm:
// no punch or club."
func firedLimbsWords(u mech.Mech) string {
	fired := u.FiredFrom()
	var limbs, blows []string
	for l := range mech.Location(mech.NumLocations) {
		if fired.Has(l) && (l.IsArm() || l.IsLeg()) {
			limbs = append(limbs, "the "+l.String())
		}
	}
	for _, b := range []mech.Blow{mech.Punch, mech.Kick, mech.ClubBlow} {
		if !mech.BlowAllowed(b, fired) {
			blows = append(blows, b.String())
		}
	}
	if len(blows) == 0 {
		return ""
	}
	if len(blows) > 1 {
		blows[len(blows)-2] += " or " + blows[len(blows)-1]
		blows = blows[:len(blows)-1]
	}
	return fmt.Sprintf("Fired from %s: no %s.", joinWords(limbs), strings.Join(blows, ", "))
}

var blowVerbs = map[mech.Blow]string{mech.Punch: "punches", mech.Kick: "kicks", mech.ClubBlow: "clubs"}

// describe says in words what a does; d is the duel before a is applied.
func describe(d *mech.Duel, a mech.Action) string {
	if a.Kind == mech.Initiative {
		first := "Red"
		if a.Rolls[0] < a.Rolls[1] {
			first = "Blue" // the loser moves first
		}
		return fmt.Sprintf("Initiative: Blue %d, Red %d — %s moves first", a.Rolls[0], a.Rolls[1], first)
	}
	id := int(a.Mech)
	name := mechName(d, id)
	switch a.Kind {
	case mech.Move:
		return describeMove(d, a)
	case mech.Twist:
		switch a.Twist {
		case -1:
			return name + " twists its torso left"
		case 1:
			return name + " twists its torso right"
		}
		return name + " keeps its torso straight"
	case mech.Fire:
		return describeFire(d, a)
	case mech.PickUp:
		return name + " picks up a club"
	case mech.Strike:
		return describeStrike(d, a)
	case mech.Pass:
		if d.Phase() == mech.PhysicalPhase {
			return name + " makes no physical attack"
		}
		return name + " holds its fire"
	case mech.Resolve:
		return describeRoll(d, a)
	case mech.EndTurn:
		s := name + " ends the turn with its heat sinks off"
		if a.Sinks > 0 {
			s = fmt.Sprintf("%s ends the turn with %d heat sinks on", name, a.Sinks)
		}
		if a.Drop {
			s += ", drops its club"
		}
		if a.Weapons != 0 {
			s += ", dumps its ammunition"
		}
		return s
	}
	return name + " " + a.Kind.String()
}

// describeRoll says what a roll the rules waited for decides, before it is
// applied: "Hit location 7 on Red Bulldog: centre torso (10 from the
// autocannon)", "Piloting roll for Red Ranger (was kicked): 5 needed,
// rolled 4: falls".
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
		from := "fall"
		switch {
		case h.Slot >= 0:
			from, _ = weaponWords(d.Mech(h.Attacker).Design.Design().Weapons[h.Slot].Stats())
		case h.Blow != 0:
			from = h.Blow.String()
		}
		where := l.String()
		if h.Dir == mech.Rear && l.IsTorso() {
			where += " (rear)"
		}
		s := fmt.Sprintf("Hit location %d on %s: %s (%d from the %s)", roll, name, where, h.Damage, from)
		if roll == mech.ThroughArmour && h.Table == 0 {
			s += " — a 2: a critical check there whatever the armour"
		}
		return s
	case mech.CriticalRoll:
		l, ok := u.CheckDue()
		if !ok {
			break
		}
		n, off := mech.CriticalHits(l, roll)
		res := "nothing vital hit"
		switch {
		case off && l == mech.Head:
			res = "the head is blown off: destroyed"
		case off:
			res = "the " + l.String() + " is blown off"
		case n == 1:
			res = "1 critical hit"
		case n > 1:
			res = fmt.Sprintf("%d critical hits", n)
		}
		if n > 0 && u.WorkingParts(l) == 0 {
			res += ", but nothing is left there to hit"
		}
		return fmt.Sprintf("Critical check on %s's %s: rolled %d: %s", name, l, roll, res)
	case mech.PartRoll:
		l := u.CritLoc
		w := u.WorkingParts(l)
		if w == 0 {
			break
		}
		i := mech.PickPart(w, roll)
		return fmt.Sprintf("Critical hit in %s's %s (roll %d): %s", name, l, roll, partWords(u, l, i))
	case mech.PilotingRoll:
		r := mech.NextReason(u.Checks)
		need := u.PilotingNeed(r)
		res := "keeps its feet"
		if roll < need {
			res = "falls"
		}
		return fmt.Sprintf("Piloting roll for %s (%s): %s, rolled %d: %s", name, r, neededWords(need), roll, res)
	case mech.AmmoRoll:
		need := mech.AmmoAvoid(u.Heat)
		res := "the ammunition holds"
		if roll < need {
			slot, dmg := u.ExplodingBin()
			wn, _ := weaponWords(u.Stats().Weapons[slot].Stats())
			res = fmt.Sprintf("the %s' ammunition explodes (%d damage inside the %s)", wn, dmg, u.Stats().Mounts[slot])
		}
		return fmt.Sprintf("Heat %d: ammunition roll for %s: %s, rolled %d: %s", u.Heat, name, neededWords(need), roll, res)
	case mech.ShutdownRoll, mech.StartupRoll:
		need := mech.ShutdownAvoid(u.Heat)
		what, res := "keep running", "keeps running"
		if roll < need {
			res = "shuts down"
		}
		if a.Chance == mech.StartupRoll {
			what, res = "start again", "starts again"
			if roll < need {
				res = "stays shut down"
			}
		}
		return fmt.Sprintf("Heat %d: %s rolls to %s: %s, rolled %d: %s", u.Heat, name, what, neededWords(need), roll, res)
	}
	return fmt.Sprintf("%s: %s roll %d", name, a.Chance, roll)
}

// neededWords: "5 needed", or "no roll can do it" above 12.
func neededWords(need int) string {
	if need > mech.MaxToHit {
		return "no roll can do it"
	}
	return fmt.Sprintf("%d needed", need)
}

// partWords says what a critical hit on part i of location l of u does:
// "its medium laser is destroyed".
func partWords(u mech.Mech, l mech.Location, i int) string {
	p := u.Design.Parts(l)[i]
	ds := u.Design.Design()
	switch p.Kind {
	case mech.WeaponPart:
		wn, plural := weaponWords(ds.Weapons[p.Slot].Stats())
		if plural {
			return "its " + wn + " are destroyed"
		}
		return "its " + wn + " is destroyed"
	case mech.AmmoPart:
		wn, _ := weaponWords(ds.Weapons[p.Slot].Stats())
		return fmt.Sprintf("the %s' ammunition explodes (%d damage inside)", wn, u.Ammo[p.Slot]*ds.Weapons[p.Slot].Stats().MaxDamage())
	case mech.EnginePart:
		if u.EngineHits()+1 >= mech.EngineParts {
			return "the engine's third hit: destroyed"
		}
		return fmt.Sprintf("engine hit (+%d heat every turn)", mech.EngineHeat)
	case mech.GyroPart:
		if u.GyroHits()+1 >= mech.GyroParts {
			return "the gyro is wrecked: it falls and cannot stand again"
		}
		return fmt.Sprintf("gyro hit (+%d to piloting rolls)", mech.GyroModifier)
	case mech.CockpitPart:
		return "the cockpit: the pilot is killed"
	case mech.SensorsPart:
		return fmt.Sprintf("sensors hit (+%d to fire)", mech.SensorsModifier)
	case mech.SinkPart:
		return "a heat sink is lost"
	case mech.ActuatorPart:
		if l.IsLeg() {
			return "a leg actuator (−1 walking MP, +1 to piloting rolls)"
		}
		return "an arm actuator (+1 to aim the arm's weapons and blows)"
	}
	return p.Kind.String()
}

// heatNote is what a movement adds to its words: " (+2 heat)", or "".
func heatNote(a mech.Action) string {
	if a.Heat > 0 {
		return fmt.Sprintf(" (+%d heat)", a.Heat)
	}
	return ""
}

// describeMove: "Red Bulldog runs to d13, facing north-east (+2 heat)".
func describeMove(d *mech.Duel, a mech.Action) string {
	u := d.Mech(int(a.Mech))
	name := mechName(d, int(a.Mech))
	heat := heatNote(a)
	switch {
	case a.Mode == mech.Stand && u.Prone:
		return name + " stays down"
	case a.Mode == mech.Stand:
		return name + " stands still"
	case a.Mode == mech.GetUp:
		need := u.PilotingNeed(0)
		if a.Rolls[0] == 0 {
			return fmt.Sprintf("%s stands up facing %s", name, facingWord(a.Facing))
		}
		res := "stays down"
		if int(a.Rolls[0]) >= need {
			res = "stands up facing " + facingWord(a.Facing) + heat
		}
		return fmt.Sprintf("%s tries to stand up: piloting roll %s, rolled %d: %s", name, neededWords(need), a.Rolls[0], res)
	case a.To == u.Pos:
		return fmt.Sprintf("%s turns to face %s%s", name, facingWord(a.Facing), heat)
	}
	verb := map[mech.Mode]string{mech.Walk: "walks", mech.Run: "runs", mech.Jump: "jumps"}[a.Mode]
	return fmt.Sprintf("%s %s to %v, facing %s%s", name, verb, a.To, facingWord(a.Facing), heat)
}

// describeFire: "Blue Ranger fires at Red Bulldog: large laser hits (8
// damage from the front), medium laser misses" — where each hit lands, the
// location rolls that follow say.
func describeFire(d *mech.Duel, a mech.Action) string {
	att, tgt := d.Mech(int(a.Mech)), d.Mech(int(a.Target))
	arc := arcWords[mech.ArcOf(tgt.Pos, tgt.Facing, att.Pos)]
	var parts []string
	for w, wk := range att.Stats().Weapons {
		if a.Weapons&(1<<uint(w)) == 0 {
			continue
		}
		need, _ := d.ToHit(int(a.Mech), int(a.Target), w)
		st := wk.Stats()
		name, plural := weaponWords(st)
		dmg := st.SalvoDamage(int(a.Rolls[w]), need)
		switch {
		case dmg == 0 && plural:
			parts = append(parts, name+" miss")
		case dmg == 0:
			parts = append(parts, name+" misses")
		case st.Missiles > 0:
			n := mech.MissilesHit(st.Missiles, int(a.Rolls[w])-need)
			parts = append(parts, fmt.Sprintf("%s hit (%d of %d, %d damage from %s)", name, n, st.Missiles, dmg, arc))
		default:
			parts = append(parts, fmt.Sprintf("%s hits (%d damage from %s)", name, dmg, arc))
		}
	}
	return fmt.Sprintf("%s fires at %s: %s", mechName(d, int(a.Mech)), mechName(d, int(a.Target)), strings.Join(parts, ", "))
}

// describeStrike: "Blue Ranger kicks Red Bulldog: hits (10 damage from the
// front)".
func describeStrike(d *mech.Duel, a mech.Action) string {
	att, tgt := d.Mech(int(a.Mech)), d.Mech(int(a.Target))
	need, _ := d.StrikeToHit(int(a.Mech), int(a.Target), a.Blow)
	res := "misses"
	if int(a.Rolls[0]) >= need {
		res = fmt.Sprintf("hits (%d damage from %s)", mech.BlowDamage(att.Design, a.Blow), arcWords[mech.ArcOf(tgt.Pos, tgt.Facing, att.Pos)])
	}
	return fmt.Sprintf("%s %s %s: %s", mechName(d, int(a.Mech)), blowVerbs[a.Blow], mechName(d, int(a.Target)), res)
}

// joinWords joins "a", "b" and "c" as "a, b and c".
func joinWords(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}
