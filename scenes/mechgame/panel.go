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
		return scenes.Status{Text: outcomeWords(d)}
	case id < 0:
		return scenes.Status{Text: "Rolling for initiative"}
	case d.Phase() == mech.MovementPhase:
		return scenes.Status{Text: mechName(d, id) + " to move"}
	}
	return scenes.Status{Text: fmt.Sprintf("%s: %s", mechName(d, id), d.Phase())}
}

func (m *Screen) DrawPanel(c *render.Canvas, s *scenes.Session, area scenes.Rect) {
	y := m.drawMechInfo(c, area.X, area.W)
	if m.notice != "" {
		y = scenes.DrawParagraph(c, area.X+4, y+4, area.W-8, m.notice, 13, render.Danger)
	}
	if v := m.hinted(); v.ok && m.PersonToAct() {
		y = scenes.DrawParagraph(c, area.X+4, y+6, area.W-8, v.words, 14, hintColour)
	}
	bottom := area.Y + area.H
	logTop := math.Min(y+18, bottom-3*logStep-24)
	scenes.DrawHeading(c, area.X+4, logTop, "Log")
	m.drawLog(c, area.X+4, logTop+20, bottom)
}

// The log's lines: an action in words, what it caused, and its notation
// in small dim letters.
const (
	logSize, logStep           = 13.0, 16.0
	notationSize, notationStep = 11.0, 13.0
	logWidth                   = scenes.PanelInner - 8
)

// logLine is one line of the log as drawn.
type logLine struct {
	text string
	size float64
	col  color.Color
	step float64
}

// wrap wraps the entry to the log's width: worked out once, when the
// action is played, not in Draw.
func (e *logEntry) wrap() {
	col := render.TextMain
	switch e.side {
	case int(mech.Blue):
		col = render.BlueSide
	case int(mech.Red):
		col = render.RedSide
	}
	e.lines = e.lines[:0]
	for _, l := range render.Wrap(e.text, logSize, logWidth, false) {
		e.lines = append(e.lines, logLine{l, logSize, col, logStep})
	}
	if e.action.Kind != mech.Resolve { // a roll's notation ("Rranger location 7") adds nothing to its words
		e.lines = append(e.lines, logLine{e.notation, notationSize, render.Disabled, notationStep})
	}
	for _, n := range e.notes {
		for _, l := range render.Wrap(n, logSize, logWidth, false) {
			e.lines = append(e.lines, logLine{l, logSize, render.TextMain, logStep})
		}
	}
}

// drawLog draws the newest entries that fit between y and bottom, oldest
// first, each entry whole.
func (m *Screen) drawLog(c *render.Canvas, x, y, bottom float64) {
	if len(m.log) == 0 {
		c.Text("no actions yet", x, y, render.TextStyle{Size: logSize, Color: render.TextDim})
		return
	}
	first, h := len(m.log), 0.0
	for first > 0 {
		eh := 0.0
		for _, l := range m.log[first-1].lines {
			eh += l.step
		}
		if y+h+eh > bottom && first < len(m.log) {
			break
		}
		h += eh + 3
		first--
	}
	for _, e := range m.log[first:] {
		for _, l := range e.lines {
			c.Text(l.text, x, y, render.TextStyle{Size: l.size, Color: l.col})
			y += l.step
		}
		y += 3
	}
}

// drawMechInfo draws the actor's design, its movement and heat, and what
// the phase asks: its weapons (with the to-hit number and expected damage
// against the chosen target) or, in the physical phase and at the end of
// the turn, the choices of that phase; it returns the y below it.
func (m *Screen) drawMechInfo(c *render.Canvas, x, width float64) float64 {
	d := m.duel
	id := m.actor()
	if id < 0 {
		return infoTop
	}
	u := d.Mech(id)
	st := u.Stats()
	y := infoTop
	c.Text(fmt.Sprintf("%s · %d t · %s", st.Name, st.Tons, st.Role), x+4, y, render.TextStyle{Size: 16, Bold: true, Color: render.TextMain, Middle: true})
	line, size := fitText(fmt.Sprintf("Walk %d · run %d · jump %d · heat %d (%s) · sinks %d/%d",
		u.WalkMP(), u.RunMP(), u.JumpMP(), u.Heat, heatWords(u.Heat), u.SinksOn, u.Sinks()), width-8, 14, 12, false)
	c.Text(line, x+4, y+22, render.TextStyle{Size: size, Color: render.TextDim, Middle: true})
	head := func(text string) {
		c.Text(text, x+4, y+50, render.TextStyle{Size: 14, Bold: true, Color: render.Accent, Middle: true})
	}
	para := func(top float64, text string, col color.Color) float64 {
		return scenes.DrawParagraph(c, x+4, top, width-8, text, 13, col)
	}
	person := m.PersonToAct()
	switch {
	case person && d.Phase() == mech.PhysicalPhase:
		head("Physical attack: to hit, chance, damage")
		var parts []string
		for _, a := range m.Legal() {
			if a.Kind == mech.Strike {
				need, _ := d.StrikeToHit(id, int(a.Target), a.Blow)
				parts = append(parts, fmt.Sprintf("%s %s: needs %d (%.0f%%), ≈%.1f damage", scenes.Capitalise(a.Blow.String()),
					mechName(d, int(a.Target)), need, 100*mech.HitChance(need), d.ExpectedStrike(id, int(a.Target), a.Blow)))
			}
		}
		if len(parts) == 0 {
			parts = []string{"No physical attack possible."}
		}
		if why := firedLimbsWords(u); why != "" {
			parts = append(parts, why)
		}
		return para(weaponTop-4, strings.Join(parts, "\n"), render.TextMain)
	case person && d.Phase() == mech.EndPhase:
		head("End of turn")
		return para(weaponTop-4, m.endPhaseWords(u), render.TextMain)
	}
	tgt := -1
	if d.Phase() == mech.WeaponPhase {
		tgt = m.target
	}
	if tgt >= 0 {
		head(fmt.Sprintf("At %s, %d hexes: to hit, chance, damage", mechName(d, tgt), hex.Distance(u.Pos, d.Mech(tgt).Pos)))
	} else {
		head("Weapons")
	}
	usable := uint8(0)
	if tgt >= 0 {
		usable = d.UsableWeapons(id, tgt)
	}
	for w := range st.Weapons {
		m.drawWeaponRow(c, x, weaponTop+float64(w)*weaponStep, id, tgt, w, usable&(1<<uint(w)) != 0)
	}
	below := weaponTop + float64(len(st.Weapons))*weaponStep
	if !person {
		return below
	}
	switch d.Phase() {
	case mech.MovementPhase:
		if u.Prone {
			if !u.CanStand() {
				return para(below+2, "It lies on the ground and cannot stand again (legs or gyro gone): Stay down.", render.Accent)
			}
			return para(below+2, fmt.Sprintf("It lies on the ground: Get up takes its whole move and a piloting roll of %s (it then faces the nearest enemy); Stay down keeps it there (it fires at +2, is hit at −2 from next to it, +1 from farther).",
				neededWords(u.PilotingNeed(0))), render.Accent)
		}
		m.drawModeLegend(c, x, below+10, &u)
		return para(below+22, "Point at a hex for the path; "+scenes.Arrows()+" or a right click turns the facing; click another of your mechs to move it.", render.TextDim)
	case mech.WeaponPhase:
		if tgt >= 0 && m.weapons != 0 {
			c.Text(fmt.Sprintf("Chosen: expected damage %.1f · heat +%d", d.ExpectedDamage(id, tgt, m.weapons), d.WeaponHeat(id, m.weapons)),
				x+4, below+8, render.TextStyle{Size: 14, Bold: true, Color: render.TextMain, Middle: true})
			return below + 20
		}
		if why := noShotReason(d, id); why != "" {
			return para(below+2, "No target: "+why+".", render.Accent)
		}
	}
	return below
}

// endPhaseWords says what ending the turn will do and what the switches are.
func (m *Screen) endPhaseWords(u mech.Mech) string {
	st := u.Stats()
	sinks := u.Sinks()
	if m.sinksOff {
		sinks = 0
	}
	engine := mech.EngineHeat * u.EngineHits()
	after := max(0, u.Heat+engine-sinks)
	text := fmt.Sprintf("Heat %d − %d from the heat sinks = %d: %s.", u.Heat, sinks, after, heatWords(after))
	if engine > 0 {
		text = fmt.Sprintf("Heat %d + %d from the damaged engine − %d from the heat sinks = %d: %s.", u.Heat, engine, sinks, after, heatWords(after))
	}
	if need := mech.ShutdownAvoid(after); need > 0 {
		text += fmt.Sprintf("\nIt will roll %s to keep running.", neededWords(need))
	}
	if need := mech.AmmoAvoid(after); need > 0 && hasAmmo(u) && !m.dump {
		text += fmt.Sprintf("\nIts ammunition will roll %s not to explode: Dump it to be safe.", neededWords(need))
	}
	var chosen []string
	if m.sinksOff {
		chosen = append(chosen, "heat sinks off")
	}
	if m.drop && u.Club {
		chosen = append(chosen, "drop the club")
	}
	if m.dump {
		var ammo []string
		for w, wk := range st.Weapons {
			if ws := wk.Stats(); ws.Ammo > 0 && u.Ammo[w] > 0 {
				name, _ := weaponWords(ws)
				ammo = append(ammo, fmt.Sprintf("%d shots of %s", u.Ammo[w], name))
			}
		}
		if len(ammo) > 0 {
			chosen = append(chosen, "dump "+strings.Join(ammo, " and "))
		}
	}
	if len(chosen) > 0 {
		text += "\nChosen: " + strings.Join(chosen, ", ") + "."
	}
	return text + "\nSinks off, Drop (the club) and Dump (the ammunition) switch on and off; End turn (" + scenes.Key(scenes.ActConfirm) + ") ends it."
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
		col := render.TextDim
		if !u.WeaponWorks(w) {
			line, col = fmt.Sprintf("%-3s %s — destroyed", ws.Code, ws.Name), render.Danger
		}
		c.Text(line, x+4, ry+10, render.TextStyle{Size: 13, Color: col, Middle: true})
		return
	}
	need, _ := d.ToHit(id, tgt, w)
	col := render.TextDim
	c.StrokeRect(x+4, ry+4, 12, 12, 1.5, render.TextMain)
	if m.hintedWeapon(id, tgt, w) {
		c.StrokeRect(x+1, ry+1, 18, 18, 2, hintColour) // the hint fires it
	}
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

// drawModeLegend shows the movement modes' colours and MP now (heat and
// damage count): the chosen mode's swatch as its hexes are drawn (filled
// and outlined), the others faint, as the hexes only they reach.
func (m *Screen) drawModeLegend(c *render.Canvas, x, ty float64, u *mech.Mech) {
	lx := x + 4
	for _, mode := range []mech.Mode{mech.Walk, mech.Run, mech.Jump} {
		if mode == mech.Jump && u.Stats().Jump == 0 {
			continue
		}
		l := hex.Layout{Size: 8, OriginX: lx + 7, OriginY: ty}
		c.FillHex(l, hex.Hex{}, 0, render.GrassFill)
		label := fmt.Sprintf("%s %d MP", modeWords[mode].button, u.MP(mode))
		if mode == m.mode {
			c.FillHex(l, hex.Hex{}, 0, render.WithAlpha(modeColours[mode], 0.34))
			c.StrokeHex(l, hex.Hex{}, 1, 2, modeColours[mode])
			label += " (chosen)"
		} else {
			c.FillHex(l, hex.Hex{}, 1, render.WithAlpha(modeColours[mode], 0.22))
			c.StrokeHex(l, hex.Hex{}, 2, 1.2, render.WithAlpha(modeColours[mode], 0.6))
		}
		c.Text(label, lx+18, ty, render.TextStyle{Size: 14, Color: render.TextMain, Middle: true})
		w, _ := render.MeasureText(label, 14, false)
		lx += w + 30
	}
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
			parts = append(parts, fmt.Sprintf("%s %s", mechName(d, i), state))
		}
		stats = append(stats, scenes.Capitalise(side.String())+": "+strings.Join(parts, ", "))
	}
	return stats
}
