package hexgame

import (
	"image/color"
	"math"

	"stratagem/assets/lang"
	"stratagem/board/hex"
	"stratagem/render"
	"stratagem/units"
)

// lastView is what the board marks of the action that led to the
// position shown: at the end of the battle the last blow (the attacker
// ringed in white, the stack it struck ringed in red, what it killed, and
// a box telling it in words), and while the person reviews the battle
// the action just stepped to. It is worked out when the position changes.
type lastView struct {
	ok     bool
	entry  logEntry
	end    bool    // the battle is over and this is its last blow
	at     hex.Hex // where the actor stood when it struck (or ended its move)
	target hex.Hex // the hex of the unit it attacked, if it attacked
	// The two stacks as they are now: a stack the blow destroyed is drawn
	// faded and crossed out where it fell.
	actor, struck units.Unit
	tip           tooltip // at the end: "The last blow" and the words
}

// refreshLast works out the marks of the last action.
func (m *Screen) refreshLast() {
	v := &m.last
	b := m.battle
	n := min(len(m.log), b.Ply())
	v.ok, v.end = false, false
	v.tip = tooltip{lines: v.tip.lines[:0]}
	if n == 0 {
		return
	}
	e := m.log[n-1]
	over := b.Outcome().Over()
	if over && (b.Outcome().Draw || !e.action.Attacks()) {
		return // a draw has no deciding blow: the words say how it ended
	}
	v.ok, v.end, v.entry = true, over, e
	v.actor = b.Unit(e.actor)
	v.at = v.actor.Pos
	if e.action.Attacks() {
		v.struck = b.Unit(int(e.action.Target))
		v.target = v.struck.Pos
	}
	if !v.end {
		return
	}
	lines := append(v.tip.lines, lang.T("hex.last.title"), e.words)
	v.tip = m.tipBeside(lines, v.target, []hex.Hex{v.at, v.target}, nil)
	v.tip.edge, v.tip.head = render.Accent, render.Accent
}

// Colours of the last action's marks.
var (
	lastPath  = render.WithAlpha(render.TextMain, 0.75)
	lastRing  = render.TextMain // who struck: white, unlike the yellow of the unit to act
	ghostMark = render.WithAlpha(render.Danger, 0.95)
)

// drawLastGround draws the path the last action walked and rings the two
// stacks of its blow, under the units.
func (m *Screen) drawLastGround(c *render.Canvas) {
	v := &m.last
	l := m.layout
	p := v.entry.path
	if len(p) > 1 {
		x, y := l.Center(p[0])
		c.StrokeCircle(x, y, l.Size*0.3, 3, lastPath) // where it came from
		for i := 1; i < len(p); i++ {
			x0, y0 := l.Center(p[i-1])
			x1, y1 := l.Center(p[i])
			c.Line(x0, y0, x1, y1, 4, lastPath)
		}
	}
	c.StrokeHex(l, v.at, 1.5, 3.5, lastRing)
	if v.entry.action.Attacks() {
		c.StrokeHex(l, v.target, 1.5, 3.5, render.Danger)
		if v.entry.action.Kind == units.Shoot {
			x0, y0 := l.Center(v.at)
			x1, y1 := l.Center(v.target)
			dashed(c, x0, y0, x1, y1, 9, 3, render.Danger)
		}
	}
}

// drawLastMarks draws, over the units, the stacks the last blow destroyed
// (faded, crossed out) and what it cost each side.
func (m *Screen) drawLastMarks(c *render.Canvas) {
	v := &m.last
	if !v.entry.action.Attacks() {
		return
	}
	r := m.figureRadius()
	for _, u := range []units.Unit{v.actor, v.struck} {
		if u.Alive() {
			continue
		}
		x, y := m.layout.Center(u.Pos)
		render.DrawUnitFigure(c, x, y, r, u, 0.4)
		d := r * 0.62
		for _, w := range []struct {
			width float64
			col   color.Color
		}{{8, crossEdge}, {4.5, ghostMark}} {
			c.Line(x-d, y-d, x+d, y+d, w.width, w.col)
			c.Line(x-d, y+d, x+d, y-d, w.width, w.col)
		}
	}
	d := v.entry.deed
	if d.kills > 0 {
		lossBadge(c, m.layout, v.target, r, lossNumber(d.kills), render.Danger)
	}
	if d.retKills > 0 {
		lossBadge(c, m.layout, v.at, r, lossNumber(d.retKills), render.Accent)
	}
}

// lossBadge shows a stack's losses in a tab at the upper right of its
// figure (of radius r, on hex h), across from its count.
func lossBadge(c *render.Canvas, l hex.Layout, h hex.Hex, r float64, text string, col color.Color) {
	x, y := l.Center(h)
	size := math.Max(11, r*0.6)
	w, _ := render.MeasureText(text, size, true)
	w += size * 0.7
	bh := size * 1.25
	bx, by := x+r*0.78-w/2, y-r*0.66-bh/2
	c.FillRoundRect(bx, by, w, bh, bh/2, col)
	c.StrokeRoundRect(bx, by, w, bh, bh/2, 1.5, crossEdge)
	c.Text(text, bx+w/2, by+bh/2, render.TextStyle{Size: size, Bold: true, Color: crossEdge, Align: render.AlignCenter, Middle: true, MaxW: w})
}
