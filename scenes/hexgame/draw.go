package hexgame

import (
	"image/color"
	"math"
	"strconv"

	"stratagem/assets/lang"
	"stratagem/board/hex"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/units"
)

// Colours of the board's overlays.
var (
	reachFill   = render.WithAlpha(render.HexReach, 0.3)
	pathLine    = render.WithAlpha(render.Accent, 0.85)
	activeFill  = render.WithAlpha(render.Accent, 0.38)
	activeRing  = render.HexActive
	labelFill   = render.WithAlpha(render.Panel, 0.95)
	coordColour = render.TextDim
	sightLine   = render.WithAlpha(render.Danger, 0.75)
	crossLine   = color.RGBA{0xff, 0xf4, 0xd6, 0xff}
	crossEdge   = render.WithAlpha(color.RGBA{0x10, 0x14, 0x1c, 0xff}, 0.8)
)

// figureScale is a unit figure's radius in hex sizes: it fills most of
// its hex, leaving the hex's corners (and its terrain) in view.
const figureScale = 0.76

// figureRadius is the radius of a unit figure on the board.
func (m *Screen) figureRadius() float64 { return m.layout.Size * figureScale }

// viewCache holds what the board and the panel show of the position,
// built once per position (refreshView) instead of in every frame.
type viewCache struct {
	round  string
	queueX float64 // where the queue's first figure stands: right of the round number
	queue  []int   // this round's order: the active unit, then the rest
	ending string  // once the battle is over: how it ended, e.g. "Blue wins: Red has no stacks left"
	status scenes.Status
}

// refreshView rebuilds the view cache for the current position.
func (m *Screen) refreshView() {
	v := &m.view
	b := m.battle
	v.round = lang.T("hex.queue.round", "Round", lang.Num(b.Round()))
	v.queueX = max(150, queueLeft+render.FitText(v.round, roundStyle).Width+36)
	v.queue = v.queue[:0]
	if a := b.Active(); a >= 0 {
		v.queue = append(v.queue, a)
	}
	v.queue = append(v.queue, b.Queue()...)
	v.ending = ""
	if b.Outcome().Over() {
		v.ending = resultWords(b)
	}
	v.status = m.status()
}

func (m *Screen) DrawBoard(c *render.Canvas, s *scenes.Session) {
	b := m.battle
	m.terrain.Draw(c, m.layout, m.paint)
	anim, _ := m.Anim().(*battleAnim)
	person := anim == nil && m.PersonToAct() && m.aim.gen == m.Gen()
	hint := person && m.hintShown()
	// The last blow once the battle is over; in a review, the action that
	// led to the position shown.
	last := anim == nil && m.last.ok && (m.last.end || m.Reviewing())
	if person {
		m.drawOptions(c)
	}
	if last {
		m.drawLastGround(c)
	}
	if hint {
		m.drawHintGround(c)
	}
	if id := b.Active(); id >= 0 && anim == nil {
		// The unit to act: a bright ring round the edge of its hex and a
		// light fill, under its figure and its count.
		pos := b.Unit(id).Pos
		c.FillHex(m.layout, pos, 2, activeFill)
		c.StrokeHex(m.layout, pos, 1.5, 3.5, activeRing)
	}
	m.drawUnits(c, anim)
	if person {
		m.drawMarks(c)
		m.drawThreatMarks(c)
	}
	if hint {
		m.drawHintMarks(c)
	}
	if last {
		m.drawLastMarks(c)
	}
	if anim != nil {
		m.drawBlow(c, anim)
	}
	m.drawCounts(c, anim)
	if anim != nil {
		m.drawLosses(c, anim)
	}
	if last && m.last.tip.shown() {
		drawTip(c, &m.last.tip)
	}
	if hint {
		drawTip(c, &m.hint.tip)
	}
	if person && m.aim.tip.shown() {
		drawTip(c, &m.aim.tip)
	}
	m.drawQueue(c, anim)
	if person {
		m.drawLegend(c)
	}
}

// paintTerrain paints the map without units into the terrain layer, with
// the column letters and row numbers of the hexes' names round its edges.
func (m *Screen) paintTerrain(c *render.Canvas) {
	mp := m.battle.Map()
	render.DrawTerrain(c, m.layout, mp)
	l := m.layout
	st := render.TextStyle{Size: 14, Bold: true, Color: coordColour, Align: render.AlignCenter, Middle: true, MaxW: l.Size * 1.6}
	for col := 0; col < mp.Width(); col++ {
		for _, row := range []int{0, mp.Height() - 1} {
			h := hex.Offset{Col: col, Row: row}.Hex()
			x, y := l.Center(h)
			dy := -l.Size - 11
			if row > 0 {
				dy = -dy
			}
			c.Text(lang.Verbatim(string(rune('a'+col))), x, y+dy, st)
		}
	}
	for row := 0; row < mp.Height(); row++ {
		x, y := l.Center(hex.Offset{Col: 0, Row: row}.Hex())
		left := l.Size*math.Sqrt(3)/2 + 14
		if row%2 == 1 {
			left += l.Size * math.Sqrt(3) / 2 // odd rows stand half a hex to the right
		}
		c.Text(lang.Verbatim(strconv.Itoa(row+1)), x-left, y, st)
	}
}

// drawOptions shows the active unit's reach and targets, the hovered
// enemy's threat, and the path to the hovered hex: all worked out in
// Update (aim.go).
func (m *Screen) drawOptions(c *render.Canvas) {
	a := &m.aim
	l := m.layout
	drawReach(c, l, a.dests, a.reachEdge)
	// The enemies' reach, while shown: hatched, so that the stack's own
	// reach stays plain to see under it.
	drawZone(c, l, a.zone, a.zoneEdges)
	for _, h := range a.melee {
		drawStrikable(c, l, h)
	}
	for _, h := range a.blockers {
		c.StrokeHex(l, h, 2, 3, render.Danger)
		x, y := l.Center(h)
		d := l.Size * 0.4
		c.Line(x-d, y-d, x+d, y+d, 4, render.Danger)
		c.Line(x-d, y+d, x+d, y-d, 4, render.Danger)
	}
	if len(a.blockers) > 0 && m.battle.Active() >= 0 {
		// The archer's blocked sight of the hovered enemy.
		x0, y0 := l.Center(m.battle.Unit(m.battle.Active()).Pos)
		x1, y1 := l.Center(a.hover)
		dashed(c, x0, y0, x1, y1, 8, 2.5, sightLine)
	}
	if a.ok() {
		for i := 1; i < len(a.path); i++ {
			x0, y0 := l.Center(a.path[i-1])
			x1, y1 := l.Center(a.path[i])
			c.Line(x0, y0, x1, y1, 5, pathLine)
		}
		if a.action.Kind == units.Move {
			c.StrokeHex(l, a.action.To, 2, 3, render.Accent)
		}
	}
	if a.hoverOK {
		c.StrokeHex(l, a.hover, 1, 2, render.TextMain)
	}
}

// drawUnits draws every stack; during an animation the acting unit walks
// and lunges (see unitPos and battleAnim.shown).
func (m *Screen) drawUnits(c *render.Canvas, anim *battleAnim) {
	m.eachShownUnit(anim, func(x, y, r float64, u units.Unit, alpha float64) {
		render.DrawUnitFigure(c, x, y, r, u, alpha)
	})
}

// drawCounts draws every stack's fighter count, after all figures and
// marks so that nothing covers one.
func (m *Screen) drawCounts(c *render.Canvas, anim *battleAnim) {
	m.eachShownUnit(anim, func(x, y, r float64, u units.Unit, alpha float64) {
		render.DrawUnitCount(c, x, y, r, u.Side, u.Fighters, alpha)
	})
}

// eachShownUnit calls draw with the place, figure radius, state and
// opacity of every stack as anim shows it, skipping the ones it hides.
func (m *Screen) eachShownUnit(anim *battleAnim, draw func(x, y, r float64, u units.Unit, alpha float64)) {
	r := m.figureRadius()
	for id, u := range m.battle.Units() {
		u, alpha := anim.shown(id, u)
		if alpha <= 0 {
			continue
		}
		x, y := m.unitPos(id, anim)
		draw(x, y, r, u, alpha)
	}
}

// drawMarks draws a crosshair on every enemy the active archer can shoot:
// light on a dark edge, to stand out on a red figure and on any ground.
func (m *Screen) drawMarks(c *render.Canvas) {
	r := m.figureRadius()
	for _, h := range m.aim.shots {
		x, y := m.layout.Center(h)
		crosshair(c, x, y, r)
	}
}

// crosshair marks a target an archer can shoot, round a figure of radius r.
func crosshair(c *render.Canvas, x, y, r float64) {
	for _, pass := range []struct {
		w   float64
		col color.Color
	}{{5, crossEdge}, {2.5, crossLine}} {
		c.StrokeCircle(x, y, r+2, pass.w, pass.col)
		for _, d := range [][2]float64{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			c.Line(x+d[0]*(r-7), y+d[1]*(r-7), x+d[0]*(r+8), y+d[1]*(r+8), pass.w, pass.col)
		}
	}
}

// unitPos is where unit id is drawn: its hex, or on its way during its
// animation (walking, then lunging at its target).
func (m *Screen) unitPos(id int, anim *battleAnim) (float64, float64) {
	b := m.battle
	x, y := m.layout.Center(b.Unit(id).Pos)
	if anim == nil || anim.unit != id {
		return x, y
	}
	if wx, wy, moving := scenes.WalkAt(len(anim.path), anim.frame, anim.stepFrames, anim.at); moving {
		return wx, wy
	}
	if k, ok := anim.blow(); ok && !anim.shoot {
		tx, ty := m.layout.Center(anim.targetBefore.Pos)
		l := math.Sin(math.Min(1, k*2)*math.Pi) * 0.3
		return x + (tx-x)*l, y + (ty-y)*l
	}
	return x, y
}

// drawBlow draws the arrow of a shot, then the blow on the target (under
// the stacks' counts).
func (m *Screen) drawBlow(c *render.Canvas, a *battleAnim) {
	k, ok := a.blow()
	if !ok {
		return
	}
	tx, ty := m.layout.Center(a.targetBefore.Pos)
	if a.shoot {
		sx, sy := m.layout.Center(a.unitBefore.Pos)
		t := math.Min(1, k*2.2)
		c.Line(sx+(tx-sx)*t*0.8, sy+(ty-sy)*t*0.8, sx+(tx-sx)*t, sy+(ty-sy)*t, 3, render.TextMain)
	}
	if !a.landed() {
		return
	}
	size := m.layout.Size
	c.StrokeCircle(tx, ty, size*(0.7+k*0.5), 4, render.WithAlpha(render.Danger, 1-(k-0.3)/0.7))
}

// drawLosses shows the losses over both stacks once the blow has landed.
func (m *Screen) drawLosses(c *render.Canvas, a *battleAnim) {
	k, _ := a.blow()
	if !a.landed() {
		return
	}
	alpha := 1 - (k-0.3)/0.7
	size := m.layout.Size
	tx, ty := m.layout.Center(a.targetBefore.Pos)
	lossText(c, a.killsText, tx, ty-size*(0.9+k*0.6), 26, render.Danger, alpha)
	if a.retText != "" {
		ux, uy := m.unitPos(a.unit, a)
		lossText(c, a.retText, ux, uy-size*(0.9+k*0.6), 24, render.Accent, alpha)
	}
}

// lossText draws a stack's losses over it, on a dark shadow so that it
// reads on any ground.
func lossText(c *render.Canvas, text string, x, y, size float64, col color.Color, alpha float64) {
	st := render.TextStyle{Size: size, Bold: true, Color: render.WithAlpha(crossEdge, alpha), Align: render.AlignCenter, Middle: true, MaxW: size * 4}
	c.Text(text, x+1.5, y+1.5, st)
	st.Color = render.WithAlpha(col, alpha)
	c.Text(text, x, y, st)
}

// drawTip draws a box of text beside a unit (placed in Update: tipBeside):
// the prediction of the attack aimed at, or why there can be none; the
// hint; the last blow.
func drawTip(c *render.Canvas, t *tooltip) {
	c.FillRoundRect(t.x, t.y, t.w, t.h, 8, labelFill)
	c.StrokeRoundRect(t.x, t.y, t.w, t.h, 8, 2, t.edge)
	for i, l := range t.lines {
		col := color.Color(render.TextMain)
		if i == 0 && t.head != nil {
			col = t.head
		}
		st := tipStyle(t.bold(i))
		st.Color, st.MaxW = col, t.w-2*tipPad+1
		c.Text(l, t.x+tipPad, t.y+t.tops[i], st)
	}
}

// The turn queue: the height of the middle of its figures, where its
// round number begins, and how that is written.
const (
	queueY    = 34.0
	queueLeft = 24.0
)

var roundStyle = render.TextStyle{Size: 20, Bold: true, Color: render.TextMain, Middle: true, MaxW: 200}

// drawQueue shows this round's order: the unit acting now, then the rest.
func (m *Screen) drawQueue(c *render.Canvas, anim *battleAnim) {
	b := m.battle
	c.Text(m.view.round, queueLeft, queueY+2, roundStyle)
	x := m.view.queueX
	if m.view.ending != "" && anim == nil {
		c.Text(m.view.ending, x-22, queueY+2, render.TextStyle{Size: 20, Bold: true, Color: render.Accent, Middle: true, MaxW: tipRight - x + 22, MaxLines: 2})
		return
	}
	for i, id := range m.view.queue {
		u, _ := anim.shown(id, b.Unit(id))
		r := 17.0
		if i == 0 {
			r = 22
		}
		if i == 0 { // behind the figure and its count
			c.StrokeCircle(x, queueY, r+4, 3, render.Accent)
		}
		render.DrawUnit(c, x, queueY, r, u, 1)
		if u.Waited {
			c.Text(lang.T("hex.queue.waited"), x, queueY+r+14, render.TextStyle{Size: 12, Color: render.TextDim, Align: render.AlignCenter, Middle: true, MaxW: 2*r + 24})
		}
		x += 2*r + 14
		if x > 820 {
			break
		}
	}
}
