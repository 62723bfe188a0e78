package hexgame

import (
	"fmt"
	"math"
	"slices"

	"stratagem/board/hex"
	"stratagem/scenes"
	"stratagem/units"
)

// aim is what the person sees of the active unit's options and of the
// cursor: where the unit can go, whom it can attack, and what a click at
// the cursor would do. It is worked out when the position changes (for
// the position) or the cursor moves (for the hovered hex), never while
// drawing: finding paths and predicting blows is too slow to repeat every
// frame.
type aim struct {
	gen            uint64 // the position generation it was worked out for
	mouseX, mouseY float64
	hover          hex.Hex
	hoverOK        bool // the cursor is on the map

	// For the position: the active unit's reach while a person commands it.
	reach   *hex.Reach
	dests   []hex.Hex // where it can end its move
	targets []hex.Hex // the hexes of the enemies it can attack

	// For the hovered hex.
	cands    []units.Action // what a click there could do: a move, a shot, attacks from the neighbours
	threatOf int            // the hovered enemy, or -1
	threat   []hex.Hex      // where it could move next

	// The action a click would play (from cands, by the cursor), and what it does.
	chosen int // index in cands, or -1
	action units.Action
	path   []hex.Hex
	pred   units.Prediction
	label  []string // the prediction box's lines
}

// ok reports whether a click at the cursor would play an action.
func (a *aim) ok() bool { return a.chosen >= 0 }

// UpdatePerson follows the cursor and plays the action under it on a click.
func (m *Screen) UpdatePerson(s *scenes.Session) {
	in := &s.Input
	if m.aim.gen != m.Gen() {
		m.aimAtPosition()
		s.Invalidate()
	}
	if m.pointAt(in.MouseX, in.MouseY) {
		s.Invalidate()
	}
	if in.Clicked && m.aim.hoverOK && m.aim.ok() {
		m.Play(s, m.aim.action)
	}
}

// aimAtPosition works out the active unit's reach and targets for the
// current position, then the aim at the cursor where it last was.
func (m *Screen) aimAtPosition() {
	a := &m.aim
	b := m.battle
	a.gen = m.Gen()
	a.reach = nil
	a.dests, a.targets = a.dests[:0], a.targets[:0]
	if id := b.Active(); id >= 0 && m.PersonToAct() {
		a.reach = b.Reachable(id)
		a.dests = a.reach.Destinations(a.dests)
		for _, act := range m.legalActions() {
			if act.Target < 0 {
				continue
			}
			if h := b.Unit(int(act.Target)).Pos; !slices.Contains(a.targets, h) {
				a.targets = append(a.targets, h)
			}
		}
	}
	m.hoverHex(m.layout.HexAt(a.mouseX, a.mouseY))
	m.choose()
	m.refreshInfo()
}

// pointAt follows the cursor to (x, y) and reports whether anything shown
// changed. The hovered hex's options are worked out again only when the
// cursor enters another hex; within an enemy's hex only the choice of the
// neighbour to attack from follows the cursor.
func (m *Screen) pointAt(x, y float64) bool {
	a := &m.aim
	if x == a.mouseX && y == a.mouseY {
		return false
	}
	a.mouseX, a.mouseY = x, y
	changed := false
	if h := m.layout.HexAt(x, y); h != a.hover {
		m.hoverHex(h)
		m.refreshInfo()
		changed = true
	}
	return m.choose() || changed
}

// hoverHex works out what a click on hex h could do, and the threat of the
// enemy standing there.
func (m *Screen) hoverHex(h hex.Hex) {
	a := &m.aim
	b := m.battle
	a.hover, a.hoverOK = h, b.Map().Contains(h)
	a.cands, a.threat, a.threatOf = a.cands[:0], a.threat[:0], -1
	a.chosen = -2 // no choice yet: choose makes one
	if !a.hoverOK || a.reach == nil {
		return
	}
	occupant := b.UnitAt(h)
	for _, act := range m.legalActions() {
		move := occupant < 0 && act.Kind == units.Move && act.Target < 0 && act.To == h
		attack := occupant >= 0 && int(act.Target) == occupant
		if move || attack {
			a.cands = append(a.cands, act)
		}
	}
	if occupant >= 0 && b.Unit(occupant).Side != b.ToMove() {
		a.threatOf = occupant
		a.threat = b.Reachable(occupant).Destinations(a.threat)
	}
}

// choose picks the action a click would play: the move to an empty hex,
// the shot at an enemy, or else the attack from the reachable neighbour
// nearest the cursor. It works out the path and the prediction when the
// choice changes, and reports whether it did.
func (m *Screen) choose() bool {
	a := &m.aim
	best, bestD := -1, math.Inf(1)
	for i, act := range a.cands {
		d := 0.0
		switch {
		case act.Kind == units.Shoot:
			d = -1 // archers shoot without moving
		case act.Kind == units.Move && act.Target >= 0:
			x, y := m.layout.Center(act.To)
			d = math.Hypot(x-a.mouseX, y-a.mouseY)
		}
		if d < bestD {
			best, bestD = i, d
		}
	}
	if best == a.chosen {
		return false
	}
	a.chosen = best
	a.path, a.pred, a.label = a.path[:0], units.Prediction{}, a.label[:0]
	if best < 0 {
		return true
	}
	act := a.cands[best]
	a.action = act
	if act.Kind == units.Move {
		a.path = a.reach.Path(act.To)
	}
	if act.Target >= 0 {
		a.pred = m.battle.Predict(act)
		a.label = predictionLabel(a.label, act, a.pred)
	}
	return true
}

// predictionLabel appends the lines of the box beside an attack's target.
func predictionLabel(lines []string, act units.Action, p units.Prediction) []string {
	first := fmt.Sprintf("kills %d", p.Kills)
	if act.Kind == units.Shoot {
		first = "shoot: " + first
	}
	lines = append(lines, first)
	switch {
	case p.RetaliationKills > 0 || p.RetaliationDamage > 0:
		lines = append(lines, fmt.Sprintf("back: kills %d", p.RetaliationKills))
	case act.Kind == units.Move:
		lines = append(lines, "no retaliation")
	}
	return lines
}

// Aimed returns the action a click at the cursor would play (tests).
func (m *Screen) Aimed() (units.Action, bool) { return m.aim.action, m.aim.ok() }
