package mechgame

import (
	"fmt"
	"math"
	"strings"

	"stratagem/board/hex"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/units/mech"
)

// The panel's layout, shared by drawing and by the clicks on weapon rows.
const (
	infoTop    = scenes.PanelBodyTop + 8 // the design's line
	weaponTop  = infoTop + 70            // the first weapon row
	weaponStep = 24.0
)

// weaponRowAt returns the weapon slot whose panel row is at (x, y).
func (m *Screen) weaponRowAt(x, y float64) (int, bool) {
	id := m.actor()
	if id < 0 || x < scenes.PanelX || x > scenes.PanelX+scenes.PanelW {
		return 0, false
	}
	i := int(math.Floor((y - weaponTop) / weaponStep))
	if i < 0 || i >= len(m.duel.Mech(id).Design.Design().Weapons) {
		return 0, false
	}
	return i, true
}

func (m *Screen) Status() scenes.Status {
	d := m.duel
	id := m.actor()
	switch {
	case d.Outcome().Over():
		return scenes.Status{Text: scenes.Capitalise(d.Outcome().String())}
	case id < 0:
		return scenes.Status{Text: "Rolling for initiative"}
	case d.Phase() == mech.MovementPhase && m.PersonToAct():
		return scenes.Status{Text: fmt.Sprintf("%s: %s (click a mech to choose)", d.MechName(id), m.mode)}
	}
	return scenes.Status{Text: fmt.Sprintf("%s: %s", d.MechName(id), d.Phase())}
}

func (m *Screen) DrawPanel(c *render.Canvas, s *scenes.Session, area scenes.Rect) {
	y := m.drawMechInfo(c, area.X)
	logTop := math.Max(y+20, area.Y+area.H-6*19-26)
	scenes.DrawHeading(c, area.X+4, logTop, "Log")
	shown := max(1, int((area.Y+area.H-logTop-20)/19))
	scenes.DrawLog(c, area.X+4, logTop+20, m.log, shown, 13, 19, 56, "no actions yet")
}

// drawMechInfo draws the actor's design, its movement, and its weapons with
// the to-hit number and expected damage against the chosen target, and
// returns the y below it.
func (m *Screen) drawMechInfo(c *render.Canvas, x float64) float64 {
	d := m.duel
	id := m.actor()
	if id < 0 {
		return infoTop
	}
	u := d.Mech(id)
	st := u.Stats()
	y := infoTop
	c.Text(fmt.Sprintf("%s · %d t · %s", st.Name, st.Tons, st.Role), x+4, y, render.TextStyle{Size: 16, Bold: true, Color: render.TextMain, Middle: true})
	c.Text(fmt.Sprintf("Walk %d · run %d · jump %d · sinks %d/%d · heat %d", st.Walk, st.Run(), st.Jump, u.SinksOn, st.Sinks, u.Heat),
		x+4, y+22, render.TextStyle{Size: 14, Color: render.TextDim, Middle: true})
	tgt := -1
	if d.Phase() == mech.WeaponPhase {
		tgt = m.target
	}
	head := "Weapons"
	if tgt >= 0 {
		head = fmt.Sprintf("At %s, %d hexes: to hit, chance, damage", d.MechName(tgt), hex.Distance(u.Pos, d.Mech(tgt).Pos))
	}
	c.Text(head, x+4, y+50, render.TextStyle{Size: 14, Bold: true, Color: render.Accent, Middle: true})
	usable := uint8(0)
	if tgt >= 0 {
		usable = d.UsableWeapons(id, tgt)
	}
	for w := range st.Weapons {
		m.drawWeaponRow(c, x, weaponTop+float64(w)*weaponStep, id, tgt, w, usable&(1<<uint(w)) != 0)
	}
	below := weaponTop + float64(len(st.Weapons))*weaponStep
	switch {
	case tgt >= 0 && m.weapons != 0:
		c.Text(fmt.Sprintf("Chosen: expected damage %.1f · heat +%d", d.ExpectedDamage(id, tgt, m.weapons), d.WeaponHeat(id, m.weapons)),
			x+4, below+8, render.TextStyle{Size: 14, Bold: true, Color: render.TextMain, Middle: true})
		return below + 20
	case d.Phase() == mech.MovementPhase && m.PersonToAct():
		m.drawModeLegend(c, x, below+14, st)
		return below + 44
	case d.Phase() == mech.PhysicalPhase && m.PersonToAct():
		var parts []string
		for _, a := range m.legalActions() {
			if a.Kind == mech.Strike {
				need, _ := d.StrikeToHit(id, int(a.Target), a.Blow)
				parts = append(parts, fmt.Sprintf("%s %s %d+ ≈%.1f", a.Blow, d.MechName(int(a.Target)), need, d.ExpectedStrike(id, int(a.Target), a.Blow)))
			}
		}
		if len(parts) == 0 {
			parts = []string{"no physical attack possible"}
		}
		c.Text(strings.Join(parts, " · "), x+4, below+8, render.TextStyle{Size: 13, Color: render.TextMain, Middle: true})
		return below + 20
	}
	return below
}

// drawWeaponRow: the weapon's stats, or against a target it can hit, a
// check box with its to-hit number, chance and expected damage.
func (m *Screen) drawWeaponRow(c *render.Canvas, x, ry float64, id, tgt, w int, usable bool) {
	d := m.duel
	u := d.Mech(id)
	ws := u.Stats().Weapons[w].Stats()
	if !usable {
		line := fmt.Sprintf("%-3s %s dmg %d heat %d  %d/%d/%d", ws.Code, ws.Name, ws.Damage, ws.Heat, ws.Short, ws.Medium, ws.Long)
		if ws.Ammo > 0 {
			line += fmt.Sprintf("  ammo %d", u.Ammo[w])
		}
		c.Text(line, x+4, ry+10, render.TextStyle{Size: 13, Color: render.TextDim, Middle: true})
		return
	}
	need, _ := d.ToHit(id, tgt, w)
	col := render.TextDim
	c.StrokeRect(x+4, ry+4, 12, 12, 1.5, render.TextMain)
	if m.weapons&(1<<uint(w)) != 0 {
		c.FillRect(x+7, ry+7, 6, 6, render.Accent)
		col = render.TextMain
	}
	st := render.TextStyle{Size: 13, Color: col, Middle: true}
	c.Text(ws.Code, x+24, ry+10, st)
	c.Text(ws.Name, x+64, ry+10, st)
	c.Text(fmt.Sprintf("%d+", need), x+240, ry+10, st)
	c.Text(fmt.Sprintf("%.0f%%", 100*mech.HitChance(need)), x+274, ry+10, st)
	c.Text(fmt.Sprintf("≈%.1f dmg", d.ExpectedDamage(id, tgt, 1<<uint(w))), x+310, ry+10, st)
}

// drawModeLegend shows the movement modes' colours and MP.
func (m *Screen) drawModeLegend(c *render.Canvas, x, ty float64, st *mech.Design) {
	lx := x + 4
	for _, mode := range []mech.Mode{mech.Walk, mech.Run, mech.Jump} {
		if mode == mech.Jump && st.Jump == 0 {
			continue
		}
		c.FillCircle(lx+6, ty, 6, modeColours[mode])
		label := fmt.Sprintf("%s %d MP", mode, st.MP(mode))
		c.Text(label, lx+16, ty, render.TextStyle{Size: 14, Color: render.TextMain, Middle: true})
		w, _ := render.MeasureText(label, 14, false)
		lx += w + 34
	}
	c.Text("Point at a hex; Left/Right or a right click turns the facing.", x+4, ty+24, render.TextStyle{Size: 13, Color: render.TextDim, Middle: true})
}

func (m *Screen) VictoryStats(s *scenes.Session) []string {
	d := m.duel
	stats := []string{fmt.Sprintf("Turns: %d   ·   actions: %d   ·   time: %s", d.Turn(), d.Ply(), m.Elapsed(s))}
	for side := mech.Blue; side <= mech.Red; side++ {
		var parts []string
		for i, u := range d.Mechs() {
			if u.Side != side {
				continue
			}
			state := fmt.Sprintf("%d points left", u.Points())
			if !u.Alive() {
				state = "destroyed"
			}
			parts = append(parts, fmt.Sprintf("%s %s", d.MechName(i), state))
		}
		stats = append(stats, scenes.Capitalise(side.String())+": "+strings.Join(parts, ", "))
	}
	return stats
}
