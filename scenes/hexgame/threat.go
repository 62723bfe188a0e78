package hexgame

import (
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"stratagem/assets/lang"
	"stratagem/board/hex"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/units"
)

// The threat preview: pointing at a hex the active stack can reach (or
// at an enemy it can strike from one) tells, in words and in marks on the
// enemies, which enemy stacks could strike it there before it acts again
// and what they could cost it (units.Battle.ThreatsAfter), instead of
// painting every enemy's reach. The full enemy reach, hatched, is one key
// away (ActReach), for those who want to see it all.
//
// Every mark has a shape of its own, so that none depends on its colour
// alone: the hexes the stack can reach hold a dot inside a white border;
// an enemy it can strike is ringed by a thick hexagon, one it can shoot
// wears a crosshair; an enemy that could strike it wears a warning
// triangle and a dashed ring, with a dashed line (a dotted one for a
// shot) to the hex it threatens; the enemies' reach is hatched.

// ActReach toggles the enemies' reach over the board.
var ActReach = scenes.NewAction("enemy reach")

// Colours of the threat preview and of the enemies' reach.
var (
	reachDot    = render.WithAlpha(color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.85)
	reachEdge   = render.WithAlpha(color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.9)
	warnFill    = color.RGBA{0xff, 0xc8, 0x2e, 0xff} // a warning sign's yellow
	warnLine    = render.WithAlpha(warnFill, 0.95)
	zoneHatch   = render.WithAlpha(render.Danger, 0.8)
	zoneOutline = render.WithAlpha(render.Danger, 0.95)
	darkEdge    = render.WithAlpha(color.RGBA{0x10, 0x14, 0x1c, 0xff}, 0.75)
)

// threatView is the threat preview of the action a click would play:
// who could strike the stack where it leaves it, in words and marks.
type threatView struct {
	ok    bool
	t     units.Threats
	lines []string // the words, heading first
}

// refreshThreat works out the threat preview of act, the action a click
// would play (a move, an attack, a shot).
func (m *Screen) refreshThreat(act units.Action) {
	v := &m.aim.threat
	v.ok = act.Kind == units.Move || act.Kind == units.Shoot
	v.lines = v.lines[:0]
	if !v.ok {
		return
	}
	m.battle.ThreatsAfter(act, &v.t)
	if v.t.Fighters <= 0 {
		v.ok = false // the strike back would destroy it: the prediction says so
		return
	}
	v.lines = threatLines(v.lines, m.battle, &v.t)
}

// threatLines appends the threat preview in words: a heading (how many
// enemy stacks could strike there before the stack acts again), a line
// for each ("Red knights strike: 166–180 damage — you lose 1 knight"),
// and when there are several, what they could cost all together.
func threatLines(lines []string, b *units.Battle, t *units.Threats) []string {
	at := hexName(t.At)
	if len(t.List) == 0 {
		return append(lines, lang.T("hex.threat.none", "Hex", at))
	}
	lines = append(lines, lang.N("hex.threat.head", len(t.List), "Hex", at))
	me := b.Unit(t.Unit)
	kind := kindNoun(me.Kind)
	for _, th := range t.List {
		var loss string
		switch {
		case th.MaxKills >= t.Fighters:
			loss = lang.T("hex.threat.loss.all")
		case th.MaxKills == 0:
			loss = lang.T("hex.threat.loss.none")
		default:
			loss = lang.N("hex.threat.loss", th.MaxKills, "Lost", numberRange(th.MinKills, th.MaxKills), "Kind", kind)
		}
		id := "hex.threat.blow"
		if th.Shot {
			id = "hex.threat.shot"
		}
		lines = append(lines, lang.T(id, "Enemy", stackName(b, th.Enemy),
			"Damage", numberRange(hitPoints(th.MinDamage, false), hitPoints(th.MaxDamage, true)), "Loss", loss))
	}
	if len(t.List) > 1 && t.MaxKills > 0 {
		if t.MaxKills >= t.Fighters {
			lines = append(lines, lang.T("hex.threat.total.all"))
		} else {
			lines = append(lines, lang.N("hex.threat.total", t.Fighters, "Lost", lang.Num(t.MaxKills), "Kind", kind))
		}
	}
	return lines
}

// hitPoints turns damage in hundredths into whole hit points, rounded
// down for the least of a range and up for the most.
func hitPoints(d int, up bool) int {
	if up {
		return (d + units.Hundredths - 1) / units.Hundredths
	}
	return d / units.Hundredths
}

// numberRange writes lo to hi, "18–24", or one number when they agree.
func numberRange(lo, hi int) string {
	if lo == hi {
		return lang.Num(lo)
	}
	return lang.T("hex.threat.range", "Min", lang.Num(lo), "Max", lang.Num(hi))
}

// drawThreatMarks marks, over the units, each enemy that could strike the
// stack where the aimed action leaves it: a warning triangle on its
// figure, a dashed ring round it, and a line to the hex it threatens
// (dashed for a blow, dotted for a shot).
func (m *Screen) drawThreatMarks(c *render.Canvas) {
	if v := &m.aim.threat; v.ok {
		drawThreats(c, m.layout, m.battle, &v.t, m.figureRadius())
	}
}

// drawThreats draws the marks of threats t on battle b drawn in layout l
// with figures of radius r.
func drawThreats(c *render.Canvas, l hex.Layout, b *units.Battle, t *units.Threats, r float64) {
	tx, ty := l.Center(t.At)
	for _, th := range t.List {
		ex, ey := l.Center(b.Unit(th.Enemy).Pos)
		dx, dy := tx-ex, ty-ey
		d := math.Hypot(dx, dy)
		if d > 2*r {
			// From the enemy's rim to the threatened hex's rim.
			x0, y0 := ex+dx/d*(r+4), ey+dy/d*(r+4)
			x1, y1 := tx-dx/d*(r*0.9), ty-dy/d*(r*0.9)
			dash, gap := 10.0, 6.0
			if th.Shot {
				dash, gap = 3, 6
			}
			for _, pass := range []struct {
				w   float64
				col color.Color
			}{{5.5, darkEdge}, {3, warnLine}} {
				dashedGap(c, x0, y0, x1, y1, dash, gap, pass.w, pass.col)
				arrowHead(c, x0, y0, x1, y1, 11, pass.w, pass.col)
			}
		}
		dashedCircle(c, ex, ey, r+5, 14, 5, darkEdge)
		dashedCircle(c, ex, ey, r+5, 14, 2.5, warnLine)
		render.DrawWarningMark(c, ex+r*0.72, ey-r*0.78, r*0.42, warnFill, darkEdge)
	}
}

// dashedGap draws a dashed line from (x0, y0) to (x1, y1): dashes dash
// long, gaps gap long.
func dashedGap(c *render.Canvas, x0, y0, x1, y1, dash, gap, width float64, col color.Color) {
	dx, dy := x1-x0, y1-y0
	d := math.Hypot(dx, dy)
	if d == 0 {
		return
	}
	ux, uy := dx/d, dy/d
	for s := 0.0; s < d; s += dash + gap {
		e := math.Min(d, s+dash)
		c.Line(x0+ux*s, y0+uy*s, x0+ux*e, y0+uy*e, width, col)
	}
}

// arrowHead draws the head of an arrow from (x0, y0) pointing at (x1, y1).
func arrowHead(c *render.Canvas, x0, y0, x1, y1, size, width float64, col color.Color) {
	a := math.Atan2(y1-y0, x1-x0)
	for _, s := range []float64{-1, 1} {
		c.Line(x1, y1, x1-size*math.Cos(a+s*0.5), y1-size*math.Sin(a+s*0.5), width, col)
	}
}

// dashedCircle draws a circle of dashes, n of them.
func dashedCircle(c *render.Canvas, x, y, r float64, n int, width float64, col color.Color) {
	step := 2 * math.Pi / float64(n)
	for i := range n {
		a0 := float64(i) * step
		a1 := a0 + step*0.55
		for k := 0; k < 3; k++ { // each dash a short arc, in three pieces
			b0 := a0 + (a1-a0)*float64(k)/3
			b1 := a0 + (a1-a0)*float64(k+1)/3
			c.Line(x+r*math.Cos(b0), y+r*math.Sin(b0), x+r*math.Cos(b1), y+r*math.Sin(b1), width, col)
		}
	}
}

// drawReach marks the hexes a stack can reach: a light fill, a dot in
// each, and a white border round them all (edges: outline of the hexes).
func drawReach(c *render.Canvas, l hex.Layout, dests []hex.Hex, edges [][4]float64) {
	for _, h := range dests {
		c.FillHex(l, h, 0, reachFill)
	}
	for _, e := range edges {
		c.Line(e[0], e[1], e[2], e[3], 3, reachEdge)
	}
	for _, h := range dests {
		x, y := l.Center(h)
		c.FillCircle(x, y, l.Size*0.13+1.5, darkEdge)
		c.FillCircle(x, y, l.Size*0.13, reachDot)
	}
}

// drawStrikable rings an enemy the stack can strike in melee: a thick
// hexagon in red on a dark edge.
func drawStrikable(c *render.Canvas, l hex.Layout, h hex.Hex) {
	c.StrokeHex(l, h, 2.5, 7, darkEdge)
	c.StrokeHex(l, h, 2.5, 4, render.Danger)
}

// drawZone hatches the hexes of an enemy reach and outlines them.
func drawZone(c *render.Canvas, l hex.Layout, zone []hex.Hex, edges [][4]float64) {
	for _, h := range zone {
		c.HatchHex(l, h, 1, 9, 2, zoneHatch)
	}
	for _, e := range edges {
		c.Line(e[0], e[1], e[2], e[3], 2.5, zoneOutline)
	}
}

// refreshZone works out the enemies' reach shown while ActReach is on:
// the hexes the hovered enemy could strike next turn, else those any
// enemy of the stack to act could.
func (m *Screen) refreshZone() {
	a := &m.aim
	b := m.battle
	a.zone, a.zoneEdges = a.zone[:0], a.zoneEdges[:0]
	if !m.showReach || a.reach == nil {
		return
	}
	if a.threatOf >= 0 {
		a.zone = b.MeleeZone(a.threatOf, a.zone)
	} else {
		var one []hex.Hex
		for id, u := range b.Units() {
			if u.Alive() && u.Side != b.ToMove() {
				one = b.MeleeZone(id, one[:0])
				for _, h := range one {
					if !slices.Contains(a.zone, h) {
						a.zone = append(a.zone, h)
					}
				}
			}
		}
	}
	a.zoneEdges = outline(m.layout, a.zone, a.zoneEdges)
}

// toggleReach shows the enemies' reach, or hides it.
func (m *Screen) toggleReach(s *scenes.Session) {
	m.showReach = !m.showReach
	m.refreshZone()
	m.refreshLegend()
	s.Invalidate()
}

// ReachShown reports whether the enemies' reach is shown (tests).
func (m *Screen) ReachShown() bool { return m.showReach }

// ThreatPreview returns the threat preview of the action a click would
// play, in words, and whether there is one (tests).
func (m *Screen) ThreatPreview() (units.Threats, []string, bool) {
	v := &m.aim.threat
	return v.t, v.lines, v.ok
}

// The legend under the map: what each mark means, a small picture of it
// and a few words, on one or two rows.
type legendItem struct {
	draw func(c *render.Canvas, x, y float64) // the picture, centred on (x, y)
	text string
	x, y float64 // where the picture stands
	w    float64 // the room of its words
}

// Where the legend stands, and its words' size: the map's own, like its
// letters, whatever the player's text size (grown, its two rows would
// cover the letters under the map).
const (
	legendLeft, legendRight, legendTop = 24.0, 840.0, 693.0
	legendSize, legendIcon, legendGap  = 14.0, 18.0, 16.0
	legendLift                         = 6.0 // how much higher two rows stand than one
)

// refreshLegend lays the legend out for the language in use.
func (m *Screen) refreshLegend() {
	l := hex.Layout{Size: 9}
	dot := func(c *render.Canvas, x, y float64) {
		l.OriginX, l.OriginY = x, y
		c.FillHex(l, hex.Hex{}, 0, render.GrassFill)
		drawReach(c, l, []hex.Hex{{}}, outline(l, []hex.Hex{{}}, nil))
	}
	ring := func(c *render.Canvas, x, y float64) {
		l.OriginX, l.OriginY = x, y
		c.StrokeHex(l, hex.Hex{}, 0, 5, darkEdge)
		c.StrokeHex(l, hex.Hex{}, 0, 3, render.Danger)
	}
	sight := func(c *render.Canvas, x, y float64) { crosshair(c, x, y, 4) }
	warn := func(c *render.Canvas, x, y float64) { render.DrawWarningMark(c, x, y, 8, warnFill, darkEdge) }
	hatch := func(c *render.Canvas, x, y float64) {
		l.OriginX, l.OriginY = x, y
		c.FillHex(l, hex.Hex{}, 0, render.GrassFill)
		c.HatchHex(l, hex.Hex{}, 0, 5, 1.5, zoneHatch)
		c.StrokeHex(l, hex.Hex{}, 0, 1.5, zoneOutline)
	}
	reach := lang.T("hex.legend.reach.show", "Key", m.Keys().Name(ActReach))
	if m.showReach {
		reach = lang.T("hex.legend.reach.hide", "Key", m.Keys().Name(ActReach))
	}
	items := []legendItem{
		{draw: dot, text: lang.T("hex.legend.move")},
		{draw: ring, text: lang.T("hex.legend.attack")},
		{draw: sight, text: lang.T("hex.legend.shoot")},
		{draw: warn, text: lang.T("hex.legend.threat")},
		{draw: hatch, text: reach},
	}
	// Rows filled from the left; an item that does not fit starts the next.
	x, y := legendLeft, legendTop
	for i := range items {
		room := func(x float64) render.Fit {
			return render.FitText(items[i].text, render.TextStyle{Size: legendSize, Fixed: true, MaxW: legendRight - x - legendIcon - 6})
		}
		fit := room(x)
		if x > legendLeft && fit.Overflow {
			x, y = legendLeft, y+legendSize*1.3
			fit = room(x)
		}
		items[i].x, items[i].y = x+legendIcon/2, y
		items[i].w = fit.Width
		x += legendIcon + 6 + items[i].w + legendGap
	}
	if y > legendTop { // two rows: both a little higher, to stay clear of the window's edge
		for i := range items {
			items[i].y -= legendLift
		}
	}
	m.legend = items
	m.legendGen = lang.Gen()
}

// drawLegend draws the legend under the map.
func (m *Screen) drawLegend(c *render.Canvas) {
	if m.legendGen != lang.Gen() || m.legend == nil {
		m.refreshLegend()
	}
	for _, it := range m.legend {
		it.draw(c, it.x, it.y)
		c.Text(it.text, it.x+legendIcon/2+6, it.y, render.TextStyle{Size: legendSize, Fixed: true, Color: render.TextDim, Middle: true, MaxW: it.w + 0.5})
	}
}

// reachKey is ActReach's key: T, for "threat".
var reachKey = scenes.Binding{Action: ActReach, Keys: []scenes.Chord{{Key: ebiten.KeyT}}, Label: "hex.keys.reach"}
