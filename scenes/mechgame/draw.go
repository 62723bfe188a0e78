package mechgame

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"stratagem/board/hex"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/units/mech"
)

// Movement mode colours: walk green, run amber, jump sky blue.
var modeColours = [4]color.Color{
	mech.Stand: render.TextMain,
	mech.Walk:  render.Legal,
	mech.Run:   render.Accent,
	mech.Jump:  color.RGBA{0x5c, 0xc8, 0xf0, 0xff},
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

func (m *Screen) DrawBoard(c *render.Canvas, s *scenes.Session) {
	d := m.duel
	mp := d.Map()
	m.terrain.Draw(c, m.mapName, func(c *render.Canvas) { render.DrawMechTerrain(c, m.layout, mp) })
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
	if human && id >= 0 {
		switch d.Phase() {
		case mech.MovementPhase:
			m.drawMoves(c, id)
			for o, u := range d.Mechs() {
				if o != id && d.CanAct(o) {
					c.StrokeHex(m.layout, u.Pos, 2, 2, render.WithAlpha(render.Accent, 0.7))
				}
			}
		case mech.ReactionPhase, mech.WeaponPhase, mech.PhysicalPhase:
			m.drawArc(c, id)
		}
	}
	if id >= 0 && !d.Outcome().Over() {
		c.StrokeHex(m.layout, d.Mech(id).Pos, 1, 3.5, render.Accent)
	}
	r := m.layout.Size * 0.62
	for i, u := range d.Mechs() {
		if !u.Alive() {
			continue
		}
		x, y := m.mechPos(i)
		render.DrawMech(c, m.layout, x, y, r, render.MechLook{Side: int(u.Side), Legs: u.Facing, Torso: u.Torso(),
			Letter: u.Design.String()[:1], Shutdown: u.Shutdown, Club: u.Club}, 1)
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
	m.drawShots(c)
	if human && m.hoverOK {
		c.StrokeHex(m.layout, m.hover, 1, 2, render.TextMain)
	}
	m.drawBanner(c)
	m.drawCards(c)
}

// drawMoves lights the hexes the actor can reach: brightly those of the
// chosen mode, faintly the rest, each in its mode's colour (walk green,
// run amber, jump blue), and the path, MP left and heat of the move
// under the cursor.
func (m *Screen) drawMoves(c *render.Canvas, id int) {
	mp := m.duel.Map()
	clear(m.seen)
	for i, mode := range []mech.Mode{m.mode, mech.Walk, mech.Run, mech.Jump} {
		if i > 0 && mode == m.mode {
			continue
		}
		alpha := 0.16
		if i == 0 {
			alpha = 0.38
		}
		for _, a := range m.movesOf(id, mode) {
			if i := mp.Index(a.To); !m.seen[i] {
				m.seen[i] = true
				c.FillHex(m.layout, a.To, 3, render.WithAlpha(modeColours[mode], alpha))
			}
		}
	}
	if !m.aim.ok {
		return
	}
	a := m.aim.action
	col := modeColours[a.Mode]
	for i := 1; i < len(m.aim.path); i++ {
		x0, y0 := m.layout.Center(m.aim.path[i-1].Hex)
		x1, y1 := m.layout.Center(m.aim.path[i].Hex)
		c.Line(x0, y0, x1, y1, 5, render.WithAlpha(col, 0.9))
	}
	// The facing at the end, as a ghost mech.
	x, y := m.layout.Center(a.To)
	u := m.duel.Mech(id)
	render.DrawMech(c, m.layout, x, y, m.layout.Size*0.62, render.MechLook{Side: int(u.Side), Legs: a.Facing, Torso: a.Facing, Letter: u.Design.String()[:1]}, 0.5)
	left := u.Stats().MP(a.Mode) - int(a.MP)
	label := fmt.Sprintf("%s %d MP (%d left) · heat +%d", a.Mode, a.MP, left, a.Heat)
	if m.aim.facings > 1 {
		label += " · ←/→ facing"
	}
	w, _ := render.MeasureText(label, 15, true)
	bx, by := math.Min(x+20, 700-w), math.Max(y-44, 64)
	c.FillRoundRect(bx, by, w+16, 26, 7, render.WithAlpha(render.Panel, 0.95))
	c.StrokeRoundRect(bx, by, w+16, 26, 7, 2, col)
	c.Text(label, bx+8, by+13, render.TextStyle{Size: 15, Bold: true, Color: render.TextMain, Middle: true})
}

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

func (m *Screen) drawShots(c *render.Canvas) {
	a, ok := m.Anim().(*moveAnim)
	if !ok || len(a.shots) == 0 || a.frame < a.moveFrames() {
		return
	}
	k := float64(a.frame-a.moveFrames()) / float64(max(1, a.shotFrames))
	for _, sh := range a.shots {
		sx, sy := m.layout.Center(sh[0])
		tx, ty := m.layout.Center(sh[1])
		t := math.Min(1, k*2)
		c.Line(sx+(tx-sx)*t*0.7, sy+(ty-sy)*t*0.7, sx+(tx-sx)*t, sy+(ty-sy)*t, 4, render.Danger)
		if k > 0.4 {
			c.StrokeCircle(tx, ty, m.layout.Size*(0.6+k*0.5), 3, render.WithAlpha(render.Danger, 1-k))
		}
	}
}

// drawBanner is the phase banner above the map, with the last dice.
func (m *Screen) drawBanner(c *render.Canvas) {
	d := m.duel
	text := fmt.Sprintf("Turn %d/%d · %s", d.Turn(), mech.MaxTurns, scenes.Capitalise(d.Phase().String()))
	if side, ok := d.ToAct(); ok {
		text += " · " + scenes.Capitalise(side.String()) + " to act"
	}
	if out := d.Outcome(); out.Over() {
		text = scenes.Capitalise(out.String())
	}
	c.FillRoundRect(20, 10, 840, 34, 9, render.Panel)
	c.Text(text, 34, 27, render.TextStyle{Size: 19, Bold: true, Color: render.TextMain, Middle: true})
	if m.banner != "" {
		c.Text(m.banner, 34, 56, render.TextStyle{Size: 14, Color: render.Accent, Middle: true})
	}
}

// drawCards draws one card per mech right of the map: armour by arc around
// a paper doll, internal structure, and the heat scale.
func (m *Screen) drawCards(c *render.Canvas) {
	d := m.duel
	x, w := 724.0, 140.0
	y := 76.0
	h := math.Min(150, (700-y)/float64(len(d.Mechs()))-6)
	for i := range d.Mechs() {
		m.drawCard(c, i, &d.Mechs()[i], x, y, w, h)
		y += h + 6
	}
}

func (m *Screen) drawCard(c *render.Canvas, i int, u *mech.Mech, x, y, w, h float64) {
	d := m.duel
	fill := render.BlueSide
	if u.Side == mech.Red {
		fill = render.RedSide
	}
	bg := render.Panel
	if i == m.actor() {
		bg = render.ButtonHover
	}
	c.FillRoundRect(x, y, w, h, 8, bg)
	c.Text(d.MechName(i), x+8, y+13, render.TextStyle{Size: 14, Bold: true, Color: fill, Middle: true})
	st := u.Stats()
	// Paper doll: front above, rear below, left and right beside the body.
	cx, cy := x+52, y+h/2+6
	bodyCol := render.Mix(render.Legal, render.Danger, 1-float64(u.Internal)/float64(max(1, st.Internal)))
	if !u.Alive() {
		bodyCol = render.Disabled
	}
	c.FillRoundRect(cx-13, cy-18, 26, 36, 6, bodyCol)
	c.Text(fmt.Sprint(u.Internal), cx, cy, render.TextStyle{Size: 13, Bold: true, Color: render.Background, Align: render.AlignCenter, Middle: true})
	arc := func(a mech.Arc, ax, ay float64) {
		frac := float64(u.Armour[a]) / float64(max(1, st.Armour[a]))
		col := render.Mix(render.Danger, render.TextMain, frac)
		c.Text(fmt.Sprint(u.Armour[a]), ax, ay, render.TextStyle{Size: 13, Bold: true, Color: col, Align: render.AlignCenter, Middle: true})
	}
	arc(mech.Front, cx, cy-28)
	arc(mech.Rear, cx, cy+28)
	arc(mech.Left, cx-30, cy)
	arc(mech.Right, cx+30, cy)
	// Heat scale up to shutdown, marked at the two damage thresholds.
	hx, hy, hh := x+w-22, y+26, h-34
	c.FillRect(hx, hy, 10, hh, render.Background)
	const top = float64(mech.HeatShutdown)
	frac := math.Min(1, float64(u.Heat)/top)
	c.FillRect(hx, hy+hh*(1-frac), 10, hh*frac, render.HeatColor(u.Heat))
	for _, t := range []int{mech.HeatDamage1, mech.HeatDamage2} {
		ty := hy + hh*(1-float64(t)/top)
		c.Line(hx-3, ty, hx+13, ty, 1.5, render.TextDim)
	}
	c.Text(fmt.Sprint(u.Heat), hx+5, hy-8, render.TextStyle{Size: 12, Bold: true, Color: render.HeatColor(u.Heat), Align: render.AlignCenter, Middle: true})
	var flags []string
	if u.Shutdown {
		flags = append(flags, "SHUTDOWN")
	}
	if u.Mode != mech.Stand && u.Alive() {
		flags = append(flags, fmt.Sprintf("%s %d", u.Mode, u.Moved))
	}
	if !u.Alive() {
		flags = []string{"destroyed"}
	}
	c.Text(strings.Join(flags, " "), x+8, y+h-10, render.TextStyle{Size: 11, Color: render.TextDim, Middle: true})
}
