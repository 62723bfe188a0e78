package mechgame

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"stratagem/render"
	"stratagem/units/mech"
)

// hintColour marks the suggested action (H): cyan, unlike the walk, run and
// jump colours of the person's own aim, the gold of the mech to act and the
// red of targets.
var hintColour = color.RGBA{0x3c, 0xe6, 0xf0, 0xff}

// hintView is the hinted action as the screen shows it, worked out once
// per hint: its words for the panel and, for a move, its path.
type hintView struct {
	ok     bool
	action mech.Action
	words  string // "Suggested: run to f7, facing north-east (+2 heat)"
	path   []mech.Node
	gen    uint64
}

// hinted returns the hint for the position as the screen shows it (ok false
// while there is none).
func (m *Screen) hinted() *hintView {
	a, ok := m.Hint()
	if !ok {
		m.hint = hintView{}
		return &m.hint
	}
	if m.hint.ok && m.hint.gen == m.Gen() && m.hint.action == a {
		return &m.hint
	}
	d := m.duel
	v := hintView{ok: true, action: a, gen: m.Gen(), words: "Suggested: " + hintWords(d, a, m.actor())}
	if a.Kind == mech.Move && a.Mode != mech.Stand {
		v.path, _ = d.MovePath(a) // an A* search: once per hint
	}
	m.hint = v
	return &m.hint
}

// hintWords says what action a would do, as advice to the side to act:
// "run to f7, facing north-east (+2 heat)"; a move of another mech than
// actor (the one the panel shows) names it first.
func hintWords(d *mech.Duel, a mech.Action, actor int) string {
	id := int(a.Mech)
	u := d.Mech(id)
	switch a.Kind {
	case mech.Move:
		name := ""
		if id != actor {
			name = mechName(d, id) + ": "
		}
		heat := heatNote(a)
		switch {
		case a.Mode == mech.Stand && u.Prone:
			return name + "stay down"
		case a.Mode == mech.Stand:
			return name + "stand still"
		case a.Mode == mech.GetUp:
			return fmt.Sprintf("%sget up, facing %s (piloting roll %s)", name, facingWord(a.Facing), neededWords(u.PilotingNeed(0)))
		case a.To == u.Pos:
			return fmt.Sprintf("%sturn to face %s%s", name, facingWord(a.Facing), heat)
		}
		return fmt.Sprintf("%s%s to %v, facing %s%s", name, strings.ToLower(modeWords[a.Mode].button), a.To, facingWord(a.Facing), heat)
	case mech.Twist:
		switch a.Twist {
		case -1:
			return "twist the torso left, to face " + facingWord(u.Facing.Turn(-1))
		case 1:
			return "twist the torso right, to face " + facingWord(u.Facing.Turn(1))
		}
		return "keep the torso straight"
	case mech.Fire:
		t := int(a.Target)
		return fmt.Sprintf("fire the %s at %s (≈%.1f damage, heat +%d)", weaponList(u, a.Weapons), mechName(d, t),
			d.ExpectedDamage(id, t, a.Weapons), d.WeaponHeat(id, a.Weapons))
	case mech.Strike:
		t := int(a.Target)
		need, _ := d.StrikeToHit(id, t, a.Blow)
		return fmt.Sprintf("%s %s (needs %d: %.0f%%, ≈%.1f damage)", a.Blow, mechName(d, t), need, 100*mech.HitChance(need), d.ExpectedStrike(id, t, a.Blow))
	case mech.Pass:
		if d.Phase() == mech.PhysicalPhase {
			return "make no physical attack"
		}
		return "hold fire"
	case mech.PickUp:
		return "pick up the club"
	case mech.EndTurn:
		s := "end the turn with the heat sinks off"
		switch {
		case int(a.Sinks) == u.Sinks():
			s = fmt.Sprintf("end the turn with all %d heat sinks on", a.Sinks)
		case a.Sinks > 0:
			s = fmt.Sprintf("end the turn with %d heat sinks on", a.Sinks)
		}
		if a.Drop {
			s += ", drop the club"
		}
		if a.Weapons != 0 {
			s += ", dump the ammunition"
		}
		return s
	}
	return a.Kind.String()
}

// weaponList names the weapons of mask: "large laser and 2 medium lasers".
func weaponList(u mech.Mech, mask uint8) string {
	var names []string
	count := map[string]int{}
	for w, wk := range u.Design.Design().Weapons {
		if mask&(1<<uint(w)) == 0 {
			continue
		}
		name, _ := weaponWords(wk.Stats())
		if count[name] == 0 {
			names = append(names, name)
		}
		count[name]++
	}
	for i, n := range names {
		if k := count[n]; k > 1 {
			if !strings.HasSuffix(n, "s") {
				n += "s"
			}
			names[i] = fmt.Sprintf("%d %s", k, n)
		}
	}
	return joinWords(names)
}

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
	r := l.Size * 0.62
	c.StrokeHex(l, u.Pos, 5, 3, hintColour)
	switch a.Kind {
	case mech.Move:
		switch a.Mode {
		case mech.Stand:
			m.tooltip(c, u.Pos, "suggested: stand", hintColour)
			return
		case mech.GetUp:
			m.tooltip(c, u.Pos, "suggested: get up", hintColour)
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
		m.tooltip(c, a.To, "suggested: "+strings.ToLower(modeWords[a.Mode].button)+" here", hintColour)
	case mech.Twist:
		x, y := m.layout.Center(u.Pos)
		to := u.Pos.Neighbour(u.Facing.Turn(int(a.Twist))).Neighbour(u.Facing.Turn(int(a.Twist)))
		tx, ty := l.Center(to)
		drawArrow(c, x, y, tx, ty, r*1.3, 3, hintColour)
		word := map[int8]string{-1: "twist left", 0: "keep straight", 1: "twist right"}[a.Twist]
		m.tooltip(c, u.Pos, "suggested: "+word, hintColour)
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
		word := "fire"
		if a.Kind == mech.Strike {
			word = a.Blow.String()
		}
		m.tooltip(c, t, "suggested: "+word, hintColour)
	default:
		word := map[mech.Kind]string{mech.Pass: "pass", mech.PickUp: "pick up the club", mech.EndTurn: "end the turn"}[a.Kind]
		m.tooltip(c, u.Pos, "suggested: "+word, hintColour)
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
