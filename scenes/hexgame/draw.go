package hexgame

import (
	"fmt"
	"image/color"
	"math"

	"stratagem/render"
	"stratagem/scenes"
	"stratagem/units"
)

// Colours of the board's overlays.
var (
	reachFill  = render.WithAlpha(color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.28)
	threatFill = render.WithAlpha(render.Danger, 0.22)
	pathLine   = render.WithAlpha(render.Accent, 0.85)
	activeFill = render.WithAlpha(render.Accent, 0.38)
	activeRing = color.RGBA{0xff, 0xe2, 0x6e, 0xff}
	labelFill  = render.WithAlpha(render.Panel, 0.95)
)

// viewCache holds what the board and the panel show of the position,
// built once per position (refreshView) instead of in every frame.
type viewCache struct {
	round  string
	queue  []int // this round's order: the active unit, then the rest
	status scenes.Status
}

// refreshView rebuilds the view cache for the current position.
func (m *Screen) refreshView() {
	v := &m.view
	b := m.battle
	v.round = fmt.Sprintf("Round %d", b.Round())
	v.queue = v.queue[:0]
	if a := b.Active(); a >= 0 {
		v.queue = append(v.queue, a)
	}
	v.queue = append(v.queue, b.Queue()...)
	v.status = m.status()
}

func (m *Screen) DrawBoard(c *render.Canvas, s *scenes.Session) {
	b := m.battle
	m.terrain.Draw(c, m.layout, m.paint)
	anim, _ := m.Anim().(*battleAnim)
	person := anim == nil && m.PersonToAct() && m.aim.gen == m.Gen()
	if person {
		m.drawOptions(c)
	}
	if id := b.Active(); id >= 0 && anim == nil {
		// The unit to act: a bright ring and a light fill, the same in every frame.
		pos := b.Unit(id).Pos
		c.FillHex(m.layout, pos, 2, activeFill)
		c.StrokeHex(m.layout, pos, 3, 4, activeRing)
	}
	m.drawUnits(c, anim)
	if anim != nil {
		m.drawBlow(c, anim)
	}
	if person && m.aim.ok() && len(m.aim.label) > 0 {
		m.drawPrediction(c)
	}
	m.drawQueue(c, anim)
}

// paintTerrain paints the map without units into the terrain layer.
func (m *Screen) paintTerrain(c *render.Canvas) { render.DrawTerrain(c, m.layout, m.battle.Map()) }

// drawOptions shows the active unit's reach and targets, the hovered
// enemy's threat, and the path to the hovered hex: all worked out in
// Update (aim.go).
func (m *Screen) drawOptions(c *render.Canvas) {
	a := &m.aim
	l := m.layout
	for _, h := range a.dests {
		c.FillHex(l, h, 3, reachFill)
	}
	for _, h := range a.threat {
		c.FillHex(l, h, 4, threatFill)
	}
	for _, h := range a.targets {
		c.StrokeHex(l, h, 2, 3, render.Danger)
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
	r := m.layout.Size * 0.72
	for id, u := range m.battle.Units() {
		u, alpha := anim.shown(id, u)
		if alpha <= 0 {
			continue
		}
		x, y := m.unitPos(id, anim)
		render.DrawUnit(c, x, y, r, u, alpha)
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

// drawBlow draws the arrow of a shot, then the blow on the target and the
// losses on both sides.
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
	alpha := 1 - (k-0.3)/0.7
	size := m.layout.Size
	c.StrokeCircle(tx, ty, size*(0.7+k*0.5), 4, render.WithAlpha(render.Danger, alpha))
	c.Text(a.killsText, tx, ty-size*(0.9+k*0.6), render.TextStyle{Size: 24, Bold: true, Color: render.WithAlpha(render.Danger, alpha), Align: render.AlignCenter, Middle: true})
	if a.retText != "" {
		ux, uy := m.unitPos(a.unit, a)
		c.Text(a.retText, ux, uy-size*(0.9+k*0.6), render.TextStyle{Size: 22, Bold: true, Color: render.WithAlpha(render.Accent, alpha), Align: render.AlignCenter, Middle: true})
	}
}

// drawPrediction labels the target under the cursor with the expected result.
func (m *Screen) drawPrediction(c *render.Canvas) {
	a := &m.aim
	x, y := m.layout.Center(m.battle.Unit(int(a.action.Target)).Pos)
	w, h := 150.0, 12+22*float64(len(a.label))
	bx, by := math.Min(x+22, 830-w), math.Max(y-h-22, 74)
	c.FillRoundRect(bx, by, w, h, 8, labelFill)
	c.StrokeRoundRect(bx, by, w, h, 8, 2, render.Danger)
	for i, l := range a.label {
		c.Text(l, bx+10, by+17+float64(i)*22, render.TextStyle{Size: 17, Bold: i == 0, Color: render.TextMain, Middle: true})
	}
}

// drawQueue shows this round's order: the unit acting now, then the rest.
func (m *Screen) drawQueue(c *render.Canvas, anim *battleAnim) {
	b := m.battle
	c.Text(m.view.round, 24, 38, render.TextStyle{Size: 20, Bold: true, Color: render.TextMain, Middle: true})
	x := 150.0
	for i, id := range m.view.queue {
		u, _ := anim.shown(id, b.Unit(id))
		r := 17.0
		if i == 0 {
			r = 22
		}
		render.DrawUnit(c, x, 36, r, u, 1)
		if u.Waited {
			c.Text("wait", x, 10, render.TextStyle{Size: 12, Color: render.TextDim, Align: render.AlignCenter, Middle: true})
		}
		if i == 0 {
			c.StrokeCircle(x, 36, r+4, 3, render.Accent)
		}
		x += 2*r + 14
		if x > 820 {
			break
		}
	}
}
