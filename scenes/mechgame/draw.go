package mechgame

import (
	"image/color"
	"math"

	"stratagem/assets/lang"
	"stratagem/board/hex"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/units/mech"
)

// The left part of the screen, laid out once: the banner on top, the map
// with its column letters above and row numbers beside it, the mechs'
// cards right of the map, and the legend under both.
const (
	bannerX, bannerY, bannerW, bannerH = 20.0, 8.0, 840.0, 62.0
	mapBoxX, mapBoxY                   = 34.0, 86.0 // the map's top-left corner
	mapBoxW, mapBoxH                   = 592.0, 570.0
	cardsX, cardsW                     = 652.0, 208.0
	cardsTop, cardsBottom              = 72.0, mapBoxY + mapBoxH
	legendX, legendTop, legendW        = 24.0, 668.0, 836.0
	legendStep                         = 17.0
)

// mapLayout fits a map into the map's box.
func mapLayout(mp *hex.Map) (l hex.Layout, right float64) {
	return fitMap(mp, scenes.Rect{X: mapBoxX, Y: mapBoxY, W: mapBoxW, H: mapBoxH})
}

// fitMap fits a map into box, at its top left corner.
func fitMap(mp *hex.Map, box scenes.Rect) (l hex.Layout, right float64) {
	s3 := math.Sqrt(3)
	w, h := float64(mp.Width()), float64(mp.Height())
	size := math.Min(box.W/(s3*(w+0.5)), box.H/(1.5*h+0.5))
	l = hex.Layout{Size: size, OriginX: box.X + s3*size/2, OriginY: box.Y + size}
	pw, _ := l.PixelSize(mp.Width(), mp.Height())
	return l, box.X + pw
}

// Movement mode colours, distinct on grass, woods and stone alike: walk
// white, run orange, jump violet.
var modeColours = [5]color.Color{
	mech.Stand: render.TextMain,
	mech.Walk:  render.MechWalk,
	mech.Run:   render.MechRun,
	mech.Jump:  render.MechJump,
	mech.GetUp: render.MechWalk,
}

// mechPos is where mech id is drawn: on its hex, or along its path while it walks.
func (m *Screen) mechPos(id int) (float64, float64) {
	if a, ok := m.Anim().(*moveAnim); ok && a.mech == id {
		if x, y, moving := scenes.WalkAt(len(a.path), a.frame, a.stepFrames, func(i int) (float64, float64) {
			return m.layout.Center(a.path[i].Hex)
		}); moving {
			return x, y
		}
	}
	return m.layout.Center(m.duel.Mech(id).Pos)
}

// look is how mech id is drawn.
func (m *Screen) look(id int) render.MechLook { return lookOf(m.duel, id) }

// lookOf is how mech id of d is drawn.
func lookOf(d *mech.Duel, id int) render.MechLook {
	u := d.Mech(id)
	return render.MechLook{Side: int(u.Side), Legs: u.Facing, Torso: u.Torso(), Code: lang.Verbatim(designCode(u.Design)),
		Number: mechNumber(d, id), Shutdown: u.Shutdown, Club: u.Club, Prone: u.Prone, Down: lang.T("mech.token.down")}
}

func (m *Screen) DrawBoard(c *render.Canvas, s *scenes.Session) {
	d := m.duel
	m.labels = m.labels[:0]
	// The map and its legend, drawn again when the language changes.
	m.terrain.Draw(c, [2]any{m.mapName, lang.Gen()}, func(c *render.Canvas) {
		render.DrawMechTerrain(c, m.layout, d.Map())
		render.DrawMapCoordinates(c, m.layout, d.Map(), m.mapRight, lang.Verbatim)
		m.drawLegend(c)
	})
	for i, h := range m.hexes {
		x, y := m.layout.Center(h)
		if d.Burning(h) {
			render.DrawFire(c, x, y, m.layout.Size*0.8, i) // each fire its own still shape
		}
		if d.Clubs(h) > 0 {
			render.DrawClub(c, x, y, m.layout.Size*0.8)
		}
	}
	human := m.personToAct()
	id := m.actor()
	aiming := human && !m.sight.on // the sight tool takes the map's clicks
	if aiming && id >= 0 {
		switch d.Phase() {
		case mech.MovementPhase:
			m.drawMoves(c, id)
			for o, u := range d.Mechs() {
				if o != id && d.CanAct(o) {
					c.StrokeHex(m.layout, u.Pos, 2, 2, render.WithAlpha(render.Accent, 0.7))
				}
			}
		case mech.ReactionPhase, mech.WeaponPhase, mech.PhysicalPhase:
			if !m.arcs.on {
				m.drawArc(c, id)
			}
		}
	}
	m.drawArcs(c)
	if id >= 0 && !d.Outcome().Over() {
		c.StrokeHex(m.layout, d.Mech(id).Pos, 1, 3.5, render.Accent)
	}
	r := render.MechRadius(m.layout)
	for i, u := range d.Mechs() {
		if !u.Alive() {
			continue
		}
		x, y := m.mechPos(i)
		render.DrawMech(c, m.layout, x, y, r, m.look(i), 1)
	}
	if human && id >= 0 && d.Phase() == mech.WeaponPhase {
		for o := range d.Mechs() {
			if d.UsableWeapons(id, o) != 0 {
				w := 3.0
				if o == m.target {
					w = 5
				}
				c.StrokeHex(m.layout, d.Mech(o).Pos, 1, w, render.Danger)
			}
		}
	}
	if human && id >= 0 && d.Phase() == mech.PhysicalPhase {
		for o := range d.Mechs() {
			if m.canStrike(o) {
				c.StrokeHex(m.layout, d.Mech(o).Pos, 1, 3, render.Danger)
			}
		}
	}
	m.drawAttacks(c)
	if d.Outcome().Over() && m.Anim() == nil {
		m.drawDecision(c)
	}
	if human {
		m.drawHint(c)
	}
	if aiming && m.hoverOK {
		c.StrokeHex(m.layout, m.hover, 1, 2, render.TextMain)
	}
	if aiming && id >= 0 && d.Phase() == mech.MovementPhase {
		m.drawAim(c, id)
	}
	m.drawSight(c)
	m.drawArcsNote(c, s.Input.MouseY)
	m.drawBanner(c)
	m.drawCards(c)
	m.drawCardFlashes(c)
	if m.sheet >= 0 {
		m.drawSheet(c, m.sheet)
	}
}

// drawMoves lights the hexes the actor can reach: those of the chosen
// mode filled and outlined in its colour (they are the click targets),
// those only another mode reaches faintly in that mode's colour.
func (m *Screen) drawMoves(c *render.Canvas, id int) {
	mp := m.duel.Map()
	clear(m.seen)
	for _, a := range m.movesOf(id, m.mode) {
		if i := mp.Index(a.To); !m.seen[i] {
			m.seen[i] = true
			lightHex(c, m.layout, a.To, m.mode, true)
		}
	}
	for _, mode := range []mech.Mode{mech.Walk, mech.Run, mech.Jump} {
		if mode == m.mode {
			continue
		}
		for _, a := range m.movesOf(id, mode) {
			if i := mp.Index(a.To); !m.seen[i] {
				m.seen[i] = true
				lightHex(c, m.layout, a.To, mode, false)
			}
		}
	}
}

// lightHex lights hex h as reached by mode: filled and outlined when mode
// is the one chosen, faint otherwise.
func lightHex(c *render.Canvas, l hex.Layout, h hex.Hex, mode mech.Mode, chosen bool) {
	if chosen {
		c.FillHex(l, h, 2, render.WithAlpha(modeColours[mode], 0.34))
		c.StrokeHex(l, h, 3, 2, render.WithAlpha(modeColours[mode], 0.95))
		return
	}
	c.FillHex(l, h, 4, render.WithAlpha(modeColours[mode], 0.22))
	c.StrokeHex(l, h, 5, 1.2, render.WithAlpha(modeColours[mode], 0.6))
}

// drawAim draws the move under the cursor (its path, the facing at the end
// as a ghost mech, the MP left and the heat) or says why the hex is not a
// target: only another mode reaches it, or the player clicked there.
func (m *Screen) drawAim(c *render.Canvas, id int) {
	if !m.aim.ok {
		switch {
		case m.notice != "" && m.hover == m.noticeHex:
			m.tooltip(c, m.hover, m.noticeWhy, render.Danger)
		case m.aim.why != "":
			m.tooltip(c, m.hover, m.aim.why, render.TextDim)
		}
		return
	}
	a := m.aim.action
	col := modeColours[a.Mode]
	for i := 1; i < len(m.aim.path); i++ {
		x0, y0 := m.layout.Center(m.aim.path[i-1].Hex)
		x1, y1 := m.layout.Center(m.aim.path[i].Hex)
		c.Line(x0, y0, x1, y1, 5, render.WithAlpha(col, 0.9))
	}
	x, y := m.layout.Center(a.To)
	u := m.duel.Mech(id)
	look := m.look(id)
	look.Legs, look.Torso, look.Shutdown = a.Facing, a.Facing, false
	render.DrawMech(c, m.layout, x, y, render.MechRadius(m.layout), look, 0.5)
	args := []any{"Mode", modeButton(a.Mode), "MP", num(int(a.MP)), "Left", num(u.MP(a.Mode) - int(a.MP)), "Heat", num(int(a.Heat))}
	label := lang.T("mech.aim", args...)
	if m.aim.facings > 1 {
		label = lang.T("mech.aim.facings", append(args, "Arrows", scenes.Arrows())...)
	}
	m.tooltip(c, a.To, label, col)
}

// tooltip draws a label beside hex h, on the map, where it hides no mech
// and no label drawn before it in this frame if it can: above or below,
// right or left of the hex.
func (m *Screen) tooltip(c *render.Canvas, h hex.Hex, label string, border color.Color) {
	x, y := m.layout.Center(h)
	st := render.TextStyle{Size: 15, Bold: true, Color: render.TextMain, Middle: true, MaxW: tooltipW, MaxLines: 2}
	f := render.FitText(label, st)
	bw, bh := f.Width+16, float64(f.Lines)*f.Size*1.3+8
	clampX := func(bx float64) float64 { return math.Max(8, math.Min(bx, cardsX-bw-8)) }
	clampY := func(by float64) float64 { return math.Max(mapBoxY, math.Min(by, cardsBottom-bh)) }
	hides := func(bx, by float64) bool {
		r := m.layout.Size * 0.7
		for i, u := range m.duel.Mechs() {
			if !u.Alive() {
				continue
			}
			mx, my := m.mechPos(i)
			if mx+r > bx && mx-r < bx+bw && my+r > by && my-r < by+bh {
				return true
			}
		}
		for _, o := range m.labels {
			if o.X < bx+bw && bx < o.X+o.W && o.Y < by+bh && by < o.Y+o.H {
				return true
			}
		}
		return false
	}
	// Beside the hex first, then a row further up or down at a time, so
	// that it never lies over another label (a hint's, a tool's).
	bx, by := clampX(x+20), clampY(y-44)
	var places [][2]float64
	for k := range 6 {
		up, down := y-44-float64(k)*(bh+4), y+18+float64(k)*(bh+4)
		places = append(places, [2]float64{x + 20, up}, [2]float64{x + 20, down}, [2]float64{x - 20 - bw, up}, [2]float64{x - 20 - bw, down})
	}
	for _, p := range places {
		if px, py := clampX(p[0]), clampY(p[1]); !hides(px, py) {
			bx, by = px, py
			break
		}
	}
	m.labels = append(m.labels, scenes.Rect{X: bx, Y: by, W: bw, H: bh})
	c.FillRoundRect(bx, by, bw, bh, 7, render.WithAlpha(render.Panel, 0.95))
	c.StrokeRoundRect(bx, by, bw, bh, 7, 2, border)
	c.Text(label, bx+8, by+bh/2, st)
}

// tooltipW is the widest a tooltip's words are: two lines of them at most.
const tooltipW = 380.0

// drawArc shades the torso's front arc (the hexes it can fire into),
// worked out once per position.
func (m *Screen) drawArc(c *render.Canvas, id int) {
	u := m.duel.Mech(id)
	if m.arcGen != m.Gen() || m.arcMech != id {
		m.arc = m.arc[:0]
		for _, h := range m.hexes {
			if h != u.Pos && hex.Distance(h, u.Pos) <= 12 && mech.InFrontArc(u.Pos, u.Torso(), h) {
				m.arc = append(m.arc, h)
			}
		}
		m.arcGen, m.arcMech = m.Gen(), id
	}
	for _, h := range m.arc {
		c.FillHex(m.layout, h, 5, render.WithAlpha(render.Accent, 0.16))
	}
}
