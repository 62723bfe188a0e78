package hexgame

import (
	"image/color"
	"math"
	"slices"

	"stratagem/board/hex"
	"stratagem/render"
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
	reach *hex.Reach
	dests []hex.Hex // where it can end its move
	melee []hex.Hex // the hexes of the enemies it can attack in melee
	shots []hex.Hex // the hexes of the enemies it can shoot (an archer)

	// For the hovered hex.
	cands     []units.Action // what a click there could do: a move, a shot, attacks from the neighbours
	threatOf  int            // the hovered enemy, or -1
	reason    []string       // why the active unit cannot attack the hovered enemy
	blockers  []hex.Hex      // the hexes that cut an archer's sight of it
	zone      []hex.Hex      // while the enemies' reach is shown: the hovered enemy's, else all of theirs
	zoneEdges [][4]float64   // the outline of zone
	reachEdge [][4]float64   // the outline of dests

	// The action a click would play (from cands, by the cursor), and what it does.
	chosen int // index in cands, or -1
	action units.Action
	path   []hex.Hex
	pred   units.Prediction
	label  []string // the prediction box's lines

	tip    tooltip    // the box beside the hovered hex: the prediction and the threats, or why not
	threat threatView // who could strike the stack where the chosen action leaves it (threat.go)
}

// tooltip is a box of text beside a unit, placed where it covers no unit:
// a heading (its first line) and a few lines, each wrapped to the box.
type tooltip struct {
	lines      []string
	tops       []float64 // where each line begins, below the box's top
	x, y, w, h float64
	edge       color.Color // the box's edge
	head       color.Color // the first line's colour (nil: the text's)
	heads      []int       // the lines in bold, headings; none: the first
}

// bold reports whether line i of the box is a heading, in bold.
func (t *tooltip) bold(i int) bool {
	if len(t.heads) == 0 {
		return i == 0
	}
	return slices.Contains(t.heads, i)
}

// shown reports whether the box has anything to show.
func (t *tooltip) shown() bool { return len(t.lines) > 0 }

// ok reports whether a click at the cursor would play an action.
func (a *aim) ok() bool { return a.chosen >= 0 }

// UpdatePerson follows the cursor and plays the action under it on a click.
func (m *Screen) UpdatePerson(s *scenes.Session) {
	in := &s.Input
	if m.aim.gen != m.Gen() {
		m.aimAtPosition()
		s.Invalidate()
	}
	if m.refreshHint() {
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
	a.dests, a.melee, a.shots = a.dests[:0], a.melee[:0], a.shots[:0]
	if id := b.Active(); id >= 0 && m.PersonToAct() {
		a.reach = b.Reachable(id)
		a.dests = a.reach.Destinations(a.dests)
		a.reachEdge = outline(m.layout, a.dests, a.reachEdge[:0])
		for _, act := range m.Legal() {
			if act.Target < 0 {
				continue
			}
			h := b.Unit(int(act.Target)).Pos
			if act.Kind == units.Shoot && !slices.Contains(a.shots, h) {
				a.shots = append(a.shots, h)
			} else if act.Kind == units.Move && !slices.Contains(a.melee, h) {
				a.melee = append(a.melee, h)
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

// hoverHex works out what a click on hex h could do, and, while the
// enemies' reach is shown, the reach of the enemy standing there.
func (m *Screen) hoverHex(h hex.Hex) {
	a := &m.aim
	b := m.battle
	a.hover, a.hoverOK = h, b.Map().Contains(h)
	a.cands, a.threatOf = a.cands[:0], -1
	a.reason, a.blockers = a.reason[:0], a.blockers[:0]
	a.chosen = -2 // no choice yet: choose makes one
	defer m.refreshZone()
	if !a.hoverOK || a.reach == nil {
		return
	}
	occupant := b.UnitAt(h)
	for _, act := range m.Legal() {
		move := occupant < 0 && act.Kind == units.Move && act.Target < 0 && act.To == h
		attack := occupant >= 0 && int(act.Target) == occupant
		if move || attack {
			a.cands = append(a.cands, act)
		}
	}
	if occupant >= 0 && b.Unit(occupant).Side != b.ToMove() {
		a.threatOf = occupant
		if len(a.cands) == 0 {
			a.reason, a.blockers = cannotAttack(b, occupant)
		}
	}
}

// outline returns the edges of the region made of hexes (appended to
// dst): the sides of its hexes that no other hex of it shares, as
// segments, pulled in a little so that two regions side by side stay
// apart.
func outline(l hex.Layout, hexes []hex.Hex, dst [][4]float64) [][4]float64 {
	const inset = 2.5
	for _, h := range hexes {
		corners := l.Corners(h)
		cx, cy := l.Center(h)
		in := func(k [2]float64) (float64, float64) {
			dx, dy := k[0]-cx, k[1]-cy
			d := math.Hypot(dx, dy)
			return cx + dx*(d-inset)/d, cy + dy*(d-inset)/d
		}
		for d := range hex.Direction(hex.NumDirections) {
			if slices.Contains(hexes, h.Neighbour(d)) {
				continue
			}
			// The side towards direction d joins corners d+1 and d+2
			// (corners go clockwise from the top one, directions from east).
			x0, y0 := in(corners[(int(d)+1)%6])
			x1, y1 := in(corners[(int(d)+2)%6])
			dst = append(dst, [4]float64{x0, y0, x1, y1})
		}
	}
	return dst
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
	a.tip = tooltip{lines: a.tip.lines[:0], heads: a.tip.heads[:0]}
	a.threat.ok = false
	if best < 0 {
		if len(a.reason) > 0 {
			a.tip = m.tipBeside(append(a.tip.lines, a.reason...), a.hover, nil, m.hintBox())
			a.tip.edge = render.TextDim
		}
		return true
	}
	act := a.cands[best]
	a.action = act
	if act.Kind == units.Move {
		a.path = a.reach.Path(act.To)
	}
	m.refreshThreat(act)
	var keep []hex.Hex
	if act.Kind == units.Move {
		keep = append(keep, act.To) // the hex it would go to, or attack from
	}
	lines, at, edge := a.tip.lines, act.To, color.Color(warnFill)
	if act.Target >= 0 {
		a.pred = m.battle.Predict(act)
		a.label = predictionLabel(a.label, m.battle, act, a.pred)
		lines, at, edge = append(lines, a.label...), m.battle.Unit(int(act.Target)).Pos, render.Danger
	}
	heads := append(a.tip.heads, 0)
	if a.threat.ok {
		if len(lines) > 0 {
			heads = append(heads, len(lines))
		}
		lines = append(lines, a.threat.lines...)
	}
	if len(lines) > 0 {
		a.tip = m.tipBesideHeads(lines, heads, at, keep, m.hintBox())
		a.tip.edge = edge
		if act.Target < 0 && len(a.threat.t.List) == 0 {
			a.tip.edge = render.TextDim // nobody can strike it there
		}
	}
	return true
}

// Tooltip text sizes, and the area a tooltip must stay in (the map's side
// of the window, right of the row numbers).
const (
	tipSize, tipPad, tipStep, tipMaxW  = 16.0, 10.0, 22.0, 400.0
	tipLeft, tipTop, tipRight, tipDown = 34.0, 84.0, 856.0, 714.0
	tipGrid                            = 16.0 // the step of the places tried when none beside the unit will do
)

// tipBeside returns a box of lines beside the unit on hex at, placed
// where it covers no unit, none of the hexes keep (the hex the active unit
// would attack from) and not the box avoid (another box shown, or nil): of
// the places around the unit, one and two hexes out, the first that covers
// the fewest, kept inside the map's side of the window.
func (m *Screen) tipBeside(lines []string, at hex.Hex, keep []hex.Hex, avoid *tooltip) tooltip {
	return m.tipBesideHeads(lines, nil, at, keep, avoid)
}

// tipBesideHeads is tipBeside with the lines heads in bold (nil: the first).
func (m *Screen) tipBesideHeads(lines []string, heads []int, at hex.Hex, keep []hex.Hex, avoid *tooltip) tooltip {
	t := newTipHeads(lines, heads, nil, nil)
	w, h := t.w, t.h
	tx, ty := m.layout.Center(at)
	r := m.figureRadius() + 3
	covers := func(x, y float64) int { // how much the box at (x, y) covers
		n := 0
		for _, u := range m.battle.Units() {
			if u.Alive() {
				ux, uy := m.layout.Center(u.Pos)
				if circleMeetsBox(ux, uy, r, x, y, w, h) {
					n++
				}
			}
		}
		for _, k := range keep {
			ux, uy := m.layout.Center(k)
			if circleMeetsBox(ux, uy, r, x, y, w, h) {
				n++
			}
		}
		if avoid != nil && avoid.shown() && x < avoid.x+avoid.w && avoid.x < x+w && y < avoid.y+avoid.h && avoid.y < y+h {
			n++
		}
		return n
	}
	best, bestX, bestY := math.MaxInt, 0.0, 0.0
	for _, far := range []float64{1, 2} {
		gap := m.layout.Size*(far*1.75-0.8) + 4
		for _, p := range [][2]float64{
			{tx + gap, ty - h/2}, {tx - gap - w, ty - h/2}, // right, left
			{tx - w/2, ty - gap - h}, {tx - w/2, ty + gap}, // above, below
			{tx + gap*0.7, ty - gap*0.7 - h}, {tx - gap*0.7 - w, ty - gap*0.7 - h}, // above right, above left
			{tx + gap*0.7, ty + gap*0.7}, {tx - gap*0.7 - w, ty + gap*0.7}, // below right, below left
		} {
			x := math.Max(tipLeft, math.Min(p[0], tipRight-w))
			y := math.Max(tipTop, math.Min(p[1], tipDown-h))
			if n := covers(x, y); n < best {
				best, bestX, bestY = n, x, y
			}
		}
	}
	if best > 0 {
		// A box too big for any place beside the unit: the place nearest
		// to it, on a grid over the map, that covers nothing.
		near := math.Inf(1)
		for y := tipTop; y+h <= tipDown; y += tipGrid {
			for x := tipLeft; x+w <= tipRight; x += tipGrid {
				d := math.Hypot(x+w/2-tx, y+h/2-ty)
				if d < near && covers(x, y) == 0 {
					near, bestX, bestY = d, x, y
				}
			}
		}
	}
	t.x, t.y = bestX, bestY
	return t
}

// newTip returns a box of lines, sized to them (a line wider than
// tipMaxW wraps), edged in edge, its first line in head (nil: the text's
// colour); it is placed by the caller.
func newTip(lines []string, edge, head color.Color) tooltip {
	return newTipHeads(lines, nil, edge, head)
}

// newTipHeads is newTip with the lines heads in bold (nil: the first).
func newTipHeads(lines []string, heads []int, edge, head color.Color) tooltip {
	t := tooltip{lines: lines, edge: edge, head: head, heads: heads}
	y := tipPad / 2
	for i, l := range lines {
		st := tipStyle(t.bold(i))
		st.MaxW = tipMaxW
		fit := render.FitText(l, st)
		t.w = math.Max(t.w, fit.Width)
		t.tops = append(t.tops, y+(tipStep-tipSize*1.3)/2)
		y += tipStep + fit.Height() - tipSize*1.3 // its lines as drawn, at the player's text size
	}
	t.w += 2 * tipPad
	t.h = y + tipPad/2
	return t
}

// tipStyle is the style of a tooltip's line (its box is set when drawn):
// a heading in bold.
func tipStyle(bold bool) render.TextStyle {
	return render.TextStyle{Size: tipSize, Bold: bold, MaxLines: 3}
}

// circleMeetsBox reports whether the disc at (cx, cy) of radius r meets the box.
func circleMeetsBox(cx, cy, r, x, y, w, h float64) bool {
	dx := cx - math.Max(x, math.Min(cx, x+w))
	dy := cy - math.Max(y, math.Min(cy, y+h))
	return dx*dx+dy*dy < r*r
}

// Aimed returns the action a click at the cursor would play (tests).
func (m *Screen) Aimed() (units.Action, bool) { return m.aim.action, m.aim.ok() }

// Tick follows the cursor while no person acts on the board (the
// computer's turn, a review, the end of the battle), so that the panel's
// card shows the unit under it.
func (m *Screen) Tick(s *scenes.Session) {
	if m.quickAtStart {
		m.quickAtStart = false
		m.startQuick(s)
	}
	if !m.PersonToAct() && m.pointAt(s.Input.MouseX, s.Input.MouseY) {
		s.Invalidate()
	}
}
