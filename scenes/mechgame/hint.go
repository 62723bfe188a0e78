package mechgame

import (
	"image/color"
	"math"

	"stratagem/assets/lang"
	"stratagem/render"
	"stratagem/units/mech"
)

// hintColour marks the suggested action (H): cyan, unlike the walk, run and
// jump colours of the person's own aim, the gold of the mech to act and the
// red of targets.
var hintColour = render.MechHint

// hintView is the hinted action as the screen shows it, worked out once
// per hint: its words for the panel and, for a move, its path.
type hintView struct {
	ok     bool
	action mech.Action
	words  string // "Suggested: run to f7, facing north-east (+2 heat)"
	path   []mech.Node
	gen    uint64
	lang   uint64 // the language's generation the words were made in
	target int    // the target the panel showed when the words were made
}

// hinted returns the hint for the position as the screen shows it (ok false
// while there is none).
func (m *Screen) hinted() *hintView {
	a, ok := m.Hint()
	if !ok {
		m.hint = hintView{}
		return &m.hint
	}
	if m.hint.ok && m.hint.gen == m.Gen() && m.hint.lang == lang.Gen() && m.hint.action == a && m.hint.target == m.target {
		return &m.hint
	}
	d := m.duel
	v := hintView{ok: true, action: a, gen: m.Gen(), lang: lang.Gen(), target: m.target,
		words: lang.T("mech.hint.suggested", "Action", hintWords(d, a, m.actor(), m.target))}
	if a.Kind == mech.Move && a.Mode != mech.Stand {
		v.path, _ = d.MovePath(a) // an A* search: once per hint
	}
	m.hint = v
	return &m.hint
}

// hintMoveIDs are the hints' words of a move to another hex, by mode.
var hintMoveIDs = map[mech.Mode]string{mech.Walk: "mech.hint.walk", mech.Run: "mech.hint.run", mech.Jump: "mech.hint.jump"}

// hintStrikeIDs are the hints' words of each blow.
var hintStrikeIDs = map[mech.Blow]string{mech.Punch: "mech.hint.punch", mech.Kick: "mech.hint.kick", mech.ClubBlow: "mech.hint.club"}

// hintWords says what action a would do, as advice to the side to act:
// "run to f7, facing north-east (+2 heat)"; a move of another mech than
// actor (the one the panel shows) names it first. A shot at target, the
// one the panel shows the weapons against, says the weapons are marked
// there, rather than naming them.
func hintWords(d *mech.Duel, a mech.Action, actor, target int) string {
	id := int(a.Mech)
	u := d.Mech(id)
	switch a.Kind {
	case mech.Move:
		var s string
		switch {
		case a.Mode == mech.Stand && u.Prone:
			s = lang.T("mech.hint.staydown")
		case a.Mode == mech.Stand:
			s = lang.T("mech.hint.stand")
		case a.Mode == mech.GetUp:
			s = lang.T("mech.hint.getup", "Facing", facingNoun(a.Facing), "Need", needWords(u.PilotingNeed(0)))
		case a.To == u.Pos:
			s = withHeat(lang.T("mech.hint.turn", "Facing", facingNoun(a.Facing)), a.Heat)
		default:
			s = withHeat(lang.T(hintMoveIDs[a.Mode], "To", hexName(a.To), "Facing", facingNoun(a.Facing)), a.Heat)
		}
		if id != actor {
			s = lang.T("mech.hint.other", "Mech", mechName(d, id), "Action", s)
		}
		return s
	case mech.Twist:
		switch a.Twist {
		case -1:
			return lang.T("mech.hint.twist.left", "Facing", facingNoun(u.Facing.Turn(-1)))
		case 1:
			return lang.T("mech.hint.twist.right", "Facing", facingNoun(u.Facing.Turn(1)))
		}
		return lang.T("mech.hint.twist.none")
	case mech.Fire:
		t := int(a.Target)
		args := []any{"Target", mechName(d, t), "Damage", tenths(d.ExpectedDamage(id, t, a.Weapons)), "Heat", num(d.WeaponHeat(id, a.Weapons))}
		if t == target && id == actor {
			return lang.T("mech.hint.fire.marked", args...)
		}
		return lang.T("mech.hint.fire", append(args, "Weapons", weaponList(u, a.Weapons))...)
	case mech.Strike:
		t := int(a.Target)
		need, _ := d.StrikeToHit(id, t, a.Blow)
		return lang.T(hintStrikeIDs[a.Blow], "Target", mechName(d, t), "Need", num(need), "Chance", percent(mech.HitChance(need)),
			"Damage", tenths(d.ExpectedStrike(id, t, a.Blow)))
	case mech.Pass:
		if d.Phase() == mech.PhysicalPhase {
			return lang.T("mech.hint.pass.physical")
		}
		return lang.T("mech.hint.pass.fire")
	case mech.PickUp:
		return lang.T("mech.hint.pickup")
	case mech.EndTurn:
		s := lang.T("mech.hint.end.off")
		switch {
		case int(a.Sinks) == u.Sinks():
			s = lang.N("mech.hint.end.all", int(a.Sinks))
		case a.Sinks > 0:
			s = lang.N("mech.hint.end.on", int(a.Sinks))
		}
		return withDropDump(dropDumpIDs{"mech.hint.end.drop", "mech.hint.end.dump", "mech.hint.end.dropdump"}, a, s)
	}
	return lang.Verbatim(d.FormatAction(a))
}

// weaponList names the weapons of mask: "large laser and 2 medium lasers".
func weaponList(u mech.Mech, mask uint8) string {
	var kinds []mech.Weapon
	count := map[string]int{}
	for w, wk := range u.Design.Design().Weapons {
		if mask&(1<<uint(w)) == 0 {
			continue
		}
		st := wk.Stats()
		if count[st.Code] == 0 {
			kinds = append(kinds, st)
		}
		count[st.Code]++
	}
	names := make([]string, len(kinds))
	for i, st := range kinds {
		names[i] = lang.N("mech.hint.weapons", count[st.Code], "Weapon", weaponNoun(st))
	}
	return joinAnd(names)
}

// hintTagIDs are the words beside a hinted action on the map, by kind.
var hintTagIDs = map[mech.Kind]string{mech.Pass: "mech.hint.tag.pass", mech.PickUp: "mech.hint.tag.pickup", mech.EndTurn: "mech.hint.tag.end"}

// drawHint draws the suggested action on the map in the hint's colour: a
// move's dashed path and its mech at the end, facing as advised; an
// attack's dashed line to its target, ringed; a twist's new torso
// direction; anything else a ring round the mech, with a word beside it.
func (m *Screen) drawHint(c *render.Canvas) {
	v := m.hinted()
	if !v.ok {
		return
	}
	d := m.duel
	a := v.action
	id := int(a.Mech)
	u := d.Mech(id)
	l := m.layout
	r := render.MechRadius(l)
	c.StrokeHex(l, u.Pos, 5, 3, hintColour)
	switch a.Kind {
	case mech.Move:
		switch a.Mode {
		case mech.Stand:
			m.tooltip(c, u.Pos, lang.T("mech.hint.tag.stand"), hintColour)
			return
		case mech.GetUp:
			m.tooltip(c, u.Pos, lang.T("mech.hint.tag.getup"), hintColour)
			return
		}
		for i := 1; i < len(v.path); i++ {
			x0, y0 := l.Center(v.path[i-1].Hex)
			x1, y1 := l.Center(v.path[i].Hex)
			dashedLine(c, x0, y0, x1, y1, 4, 8, hintColour)
		}
		x, y := l.Center(a.To)
		look := m.look(id)
		look.Legs, look.Torso, look.Shutdown = a.Facing, a.Facing, false
		render.DrawMech(c, l, x, y, r, look, 0.55)
		c.StrokeHex(l, a.To, 3, 3, hintColour)
		m.tooltip(c, a.To, lang.T(map[mech.Mode]string{mech.Walk: "mech.hint.tag.walk", mech.Run: "mech.hint.tag.run", mech.Jump: "mech.hint.tag.jump"}[a.Mode]), hintColour)
	case mech.Twist:
		x, y := m.layout.Center(u.Pos)
		to := u.Pos.Neighbour(u.Facing.Turn(int(a.Twist))).Neighbour(u.Facing.Turn(int(a.Twist)))
		tx, ty := l.Center(to)
		drawArrow(c, x, y, tx, ty, r*1.3, 3, hintColour)
		m.tooltip(c, u.Pos, lang.T(map[int8]string{-1: "mech.hint.tag.twist.left", 0: "mech.hint.tag.twist.none", 1: "mech.hint.tag.twist.right"}[a.Twist]), hintColour)
	case mech.Fire, mech.Strike:
		t := d.Mech(int(a.Target)).Pos
		x0, y0 := l.Center(u.Pos)
		x1, y1 := l.Center(t)
		n := math.Hypot(x1-x0, y1-y0)
		if n > 2*r {
			ux, uy := (x1-x0)/n, (y1-y0)/n
			dashedLine(c, x0+ux*r*1.2, y0+uy*r*1.2, x1-ux*r*1.2, y1-uy*r*1.2, 4, 10, hintColour)
		}
		c.StrokeHex(l, t, 6, 3, hintColour)
		tag := "mech.hint.tag.fire"
		if a.Kind == mech.Strike {
			tag = map[mech.Blow]string{mech.Punch: "mech.hint.tag.punch", mech.Kick: "mech.hint.tag.kick", mech.ClubBlow: "mech.hint.tag.club"}[a.Blow]
		}
		m.tooltip(c, t, lang.T(tag), hintColour)
	default:
		m.tooltip(c, u.Pos, lang.T(hintTagIDs[a.Kind]), hintColour)
	}
}

// hintedWeapon reports whether the hint fires weapon w of mech id at tgt
// (its row in the panel is marked).
func (m *Screen) hintedWeapon(id, tgt, w int) bool {
	v := m.hinted()
	return v.ok && v.action.Kind == mech.Fire && int(v.action.Mech) == id && int(v.action.Target) == tgt && v.action.Weapons&(1<<uint(w)) != 0
}

// dashedLine draws a dashed line from (x0, y0) to (x1, y1): dashes of
// length dash with gaps of half that.
func dashedLine(c *render.Canvas, x0, y0, x1, y1, width, dash float64, col color.Color) {
	n := math.Hypot(x1-x0, y1-y0)
	if n == 0 {
		return
	}
	ux, uy := (x1-x0)/n, (y1-y0)/n
	for s := 0.0; s < n; s += dash * 1.5 {
		e := math.Min(n, s+dash)
		c.Line(x0+ux*s, y0+uy*s, x0+ux*e, y0+uy*e, width, col)
	}
}
