package hexgame

import (
	"image/color"
	"math"

	"stratagem/assets/lang"
	"stratagem/board/hex"
	"stratagem/render"
	"stratagem/units"
)

// hintView is how the board shows the hinted action (what the strongest
// computer player would do, asked for with H): the path, the target
// ringed and a box saying "Suggested: …", in violet, so that it is never
// taken for the person's own aim (gold) or the enemies they can attack
// (red). It is worked out once when the hint arrives, not while drawing.
type hintView struct {
	ok     bool
	gen    uint64 // the position generation it was made for
	action units.Action
	from   hex.Hex   // the active unit's hex
	path   []hex.Hex // the hexes it would walk (a move), from its own
	target hex.Hex   // the hex of the enemy it would attack
	attack bool
	tip    tooltip
}

// refreshHint follows the frame's hint: made when one arrives, dropped
// when the position changes. It reports whether the board changed.
func (m *Screen) refreshHint() bool {
	h, ok := m.Hint()
	v := &m.hint
	switch {
	case !ok && !v.ok:
		return false
	case !ok:
		v.ok = false
		return true
	case v.ok && v.gen == m.Gen() && v.action == h:
		return false
	}
	m.showHint(h)
	return true
}

// showHint works out how the board shows h, the hinted action.
func (m *Screen) showHint(h units.Action) {
	v := &m.hint
	b := m.battle
	id := b.Active()
	*v = hintView{ok: true, gen: m.Gen(), action: h, from: b.Unit(id).Pos, path: v.path[:0], tip: tooltip{lines: v.tip.lines[:0]}}
	at := v.from
	var keep []hex.Hex
	lines := v.tip.lines
	switch h.Kind {
	case units.Move:
		if h.To != v.from {
			v.path = append(v.path, b.Path(id, h.To)...)
		}
		at = h.To
		to := hexName(h.To)
		switch {
		case h.Target < 0 && b.Unit(id).Kind == units.Flyer:
			lines = append(lines, lang.T("hex.hint.fly", "Hex", to))
		case h.Target < 0:
			lines = append(lines, lang.T("hex.hint.move", "Hex", to))
		case h.To != v.from:
			lines = append(lines, lang.T("hex.hint.attackfrom", "Target", stackName(b, int(h.Target)), "Hex", to))
		default:
			lines = append(lines, lang.T("hex.hint.attack", "Target", stackName(b, int(h.Target))))
		}
		if h.Target >= 0 {
			lines = predictionLabel(lines, b, h, b.Predict(h))
			lines = append(lines[:1], lines[2:]...) // the label's own heading says it again
		}
	case units.Shoot:
		lines = append(lines, lang.T("hex.hint.shoot", "Target", stackName(b, int(h.Target))))
		lines = predictionLabel(lines, b, h, b.Predict(h))
		lines = append(lines[:1], lines[2:]...)
	case units.Defend:
		lines = append(lines, lang.T("hex.hint.defend"), lang.T("hex.hint.defend.why"))
	case units.Wait:
		lines = append(lines, lang.T("hex.hint.wait"), lang.T("hex.hint.wait.why"))
	}
	if h.Target >= 0 {
		v.attack, v.target = true, b.Unit(int(h.Target)).Pos
		at = v.target
		keep = append(keep, h.To)
	}
	v.tip = m.tipBeside(lines, at, keep, nil)
	v.tip.edge, v.tip.head = render.HexHint, render.HexHint
	// The person's own box now keeps clear of the hint's.
	m.aim.chosen = -2
	m.choose()
}

// hintBox returns the hint's box while it is shown, else nil.
func (m *Screen) hintBox() *tooltip {
	if !m.hintShown() {
		return nil
	}
	return &m.hint.tip
}

// hintShown reports whether the board shows a hint: one has arrived for
// this position.
func (m *Screen) hintShown() bool {
	h, ok := m.Hint()
	return ok && m.hint.ok && m.hint.gen == m.Gen() && m.hint.action == h
}

// Colours of the hint.
var (
	hintFill = render.WithAlpha(render.HexHint, 0.3)
	hintEdge = render.WithAlpha(crossEdge, 0.7)
)

// drawHintGround draws the hinted path and destination, under the units.
func (m *Screen) drawHintGround(c *render.Canvas) {
	v := &m.hint
	l := m.layout
	if v.action.Kind == units.Move {
		c.FillHex(l, v.action.To, 3, hintFill)
		c.StrokeHex(l, v.action.To, 2, 3.5, render.HexHint)
	}
	for i := 1; i < len(v.path); i++ {
		x0, y0 := l.Center(v.path[i-1])
		x1, y1 := l.Center(v.path[i])
		dashed(c, x0, y0, x1, y1, 9, 8, hintEdge)
		dashed(c, x0, y0, x1, y1, 9, 5, render.HexHint)
	}
	if v.action.Kind == units.Shoot {
		x0, y0 := l.Center(v.from)
		x1, y1 := l.Center(v.target)
		dashed(c, x0, y0, x1, y1, 9, 7, hintEdge)
		dashed(c, x0, y0, x1, y1, 9, 4, render.HexHint)
	}
}

// drawHintMarks rings the hinted target (or, for Defend and Wait, the
// unit itself), over the units.
func (m *Screen) drawHintMarks(c *render.Canvas) {
	v := &m.hint
	at := v.from
	switch {
	case v.attack:
		at = v.target
	case v.action.Kind == units.Move:
		return // its destination is marked
	}
	x, y := m.layout.Center(at)
	r := m.figureRadius() + 5
	c.StrokeCircle(x, y, r, 7, hintEdge)
	c.StrokeCircle(x, y, r, 4, render.HexHint)
}

// dashed draws a dashed line from (x0, y0) to (x1, y1): dashes of length
// dash with gaps as long, the first one at the start.
func dashed(c *render.Canvas, x0, y0, x1, y1, dash, width float64, col color.Color) {
	n := int(math.Ceil(math.Hypot(x1-x0, y1-y0) / dash))
	for i := 0; i < n; i += 2 {
		t0, t1 := float64(i)/float64(n), math.Min(1, float64(i+1)/float64(n))
		c.Line(x0+(x1-x0)*t0, y0+(y1-y0)*t0, x0+(x1-x0)*t1, y0+(y1-y0)*t1, width, col)
	}
}
