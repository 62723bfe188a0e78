package mechgame

import (
	"fmt"
	"image/color"
	"math"
	"strings"
	"time"

	"stratagem/assets/lang"
	"stratagem/board/hex"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/units/mech"
)

// The panel's layout, shared by drawing and by the clicks on weapon rows.
const (
	infoTop    = scenes.PanelBodyTop + 8 // the design's line
	infoWidth  = scenes.PanelInner - 8   // the width of the panel's words
	weaponStep = 24.0
)

var (
	statsStyle = render.TextStyle{Size: 14, Color: render.TextDim, MaxW: infoWidth, MaxLines: 3}
	headStyle  = render.TextStyle{Size: 14, Bold: true, Color: render.Accent, MaxW: infoWidth, MaxLines: 2}
)

// infoLayout is the top of the panel for mech id: the line of its
// movement and heat, the heading of what the phase asks, and where the
// weapon rows begin. Their heights depend on the words' lengths (the
// language), so the clicks on the rows ask here too.
type infoLayout struct {
	stats, head       string
	statsTop, headTop float64
	rowsTop           float64
}

func (m *Screen) infoLayout(id int) infoLayout {
	d := m.duel
	u := d.Mech(id)
	in := infoLayout{statsTop: infoTop + 12}
	in.stats = lang.T("mech.panel.mp", "Walk", num(u.WalkMP()), "Run", num(u.RunMP()), "Jump", num(u.JumpMP())) + "\n" +
		lang.T("mech.panel.heat", "Heat", num(u.Heat), "Effect", heatWords(u.Heat))
	f := render.FitText(in.stats, statsStyle)
	in.headTop = in.statsTop + float64(f.Lines)*f.Size*1.3 + 10
	in.head = m.infoHead(id)
	h := render.FitText(in.head, headStyle)
	in.rowsTop = in.headTop + float64(h.Lines)*h.Size*1.3 + 4
	return in
}

// infoHead is the heading over the weapons, or over the choices of the
// physical attacks and of the end of the turn.
func (m *Screen) infoHead(id int) string {
	d := m.duel
	person := m.PersonToAct()
	switch {
	case person && d.Phase() == mech.PhysicalPhase:
		return lang.T("mech.panel.physical")
	case person && d.Phase() == mech.EndPhase:
		return lang.T("mech.panel.end")
	case d.Phase() == mech.WeaponPhase && m.target >= 0:
		return lang.N("mech.panel.target", hex.Distance(d.Mech(id).Pos, d.Mech(m.target).Pos), "Target", mechName(d, m.target))
	}
	return lang.T("mech.panel.weapons")
}

// weaponRowAt returns the weapon slot whose panel row is at (x, y).
func (m *Screen) weaponRowAt(x, y float64) (int, bool) {
	id := m.actor()
	if id < 0 || x < scenes.PanelX || x > scenes.PanelX+scenes.PanelW {
		return 0, false
	}
	i := int(math.Floor((y - m.infoLayout(id).rowsTop) / weaponStep))
	if i < 0 || i >= len(m.duel.Mech(id).Design.Design().Weapons) {
		return 0, false
	}
	return i, true
}

// statusIDs say whose turn it is, by phase.
var statusIDs = [...]string{
	mech.MovementPhase: "mech.status.movement", mech.ReactionPhase: "mech.status.reaction",
	mech.WeaponPhase: "mech.status.weapon", mech.PhysicalPhase: "mech.status.physical", mech.EndPhase: "mech.status.end",
}

func (m *Screen) Status() scenes.Status {
	d := m.duel
	id := m.actor()
	switch {
	case d.Outcome().Over():
		return scenes.Status{Text: outcomeWords(m.Outcome())}
	case d.Phase() == mech.InitiativePhase:
		return scenes.Status{Text: lang.T("mech.status.initiative")}
	case id < 0: // the dice an attack or a fall waits for
		return scenes.Status{Text: lang.T("mech.status.rolling")}
	}
	return scenes.Status{Text: lang.T(statusIDs[d.Phase()], "Mech", mechName(d, id))}
}

// logHead is the room of the log's heading under the panel's words: the
// words come first, the log has the room they leave; a notice or a hint
// may take all of it.
const logHead = 36.0

func (m *Screen) DrawPanel(c *render.Canvas, s *scenes.Session, area scenes.Rect) {
	bottom := area.Y + area.H
	// The mech's words leave room for the log's heading, or for the hint
	// when it is longer.
	room := logHead
	v := m.hinted()
	if v.ok && m.PersonToAct() {
		f := render.FitText(v.words, render.TextStyle{Size: 14, MaxW: infoWidth, MaxLines: 8})
		room = math.Max(room, float64(f.Lines)*f.Size*1.3+6)
	}
	y := m.drawMechInfo(c, area.X, area.W, bottom-room)
	if m.notice != "" {
		y = m.paragraph(c, area.X+4, y+4, bottom, m.notice, 13, render.Danger)
	}
	if v.ok && m.PersonToAct() {
		y = m.paragraph(c, area.X+4, y+6, bottom, v.words, 14, hintColour)
	}
	if y+logHead+logStep > bottom {
		return // no room for the log but its heading
	}
	scenes.DrawHeading(c, area.X+4, y+18, lang.T("mech.panel.log"))
	m.drawLog(c, area.X+4, y+34, bottom)
}

// paragraph draws text (which may hold several lines) wrapped to the
// panel's width from top down, in the room above limit, and returns the
// y below it.
func (m *Screen) paragraph(c *render.Canvas, x, top, limit float64, text string, size float64, col color.Color) float64 {
	st := render.TextStyle{Size: size, Color: col, MaxW: infoWidth, MaxH: math.Max(size*1.3, limit-top)}
	f := c.Text(text, x, top, st)
	return top + float64(f.Lines)*f.Size*1.3
}

// The log's lines: an action in words, what it caused, and its notation
// in small dim letters.
const (
	logSize, logStep = 13.0, 16.0
	notationSize     = 11.0
	logWidth         = scenes.PanelInner - 8
	logGap           = 3.0 // between entries
)

// logItem is one text of a log entry as drawn.
type logItem struct {
	text string
	st   render.TextStyle
}

// items are the texts of the entry: its words, its notation (a roll's,
// "Rranger location 7", adds nothing to its words) and what it caused.
func (e *logEntry) items() []logItem {
	col := render.TextMain
	switch e.side {
	case int(mech.Blue):
		col = render.BlueSide
	case int(mech.Red):
		col = render.RedSide
	}
	text := render.TextStyle{Size: logSize, Color: col, MaxW: logWidth, MaxLines: 6}
	out := []logItem{{e.text, text}}
	if e.action.Kind != mech.Resolve {
		out = append(out, logItem{lang.Verbatim(e.notation), render.TextStyle{Size: notationSize, Color: render.Disabled, MaxW: logWidth, MaxLines: 2}})
	}
	text.Color = render.TextMain
	for _, n := range e.notes {
		out = append(out, logItem{n, text})
	}
	return out
}

// height is how high an item is drawn: its lines as it fits the log's width.
func (it logItem) height() float64 {
	f := render.FitText(it.text, it.st)
	return float64(f.Lines) * math.Max(f.Size*1.3, it.st.Size*1.2)
}

// entryHeight is how high entry e is drawn, worked out once per language.
func (e *logEntry) entryHeight() float64 {
	if e.heightLang != lang.Gen() || e.height == 0 {
		e.height = 0
		for _, it := range e.items() {
			e.height += it.height()
		}
		e.heightLang = lang.Gen()
	}
	return e.height
}

// drawLog draws the newest entries that fit between y and bottom, oldest
// first, each entry whole (the newest, if it alone does not fit, as many
// of its texts as fit).
func (m *Screen) drawLog(c *render.Canvas, x, y, bottom float64) {
	if len(m.log) == 0 {
		empty := render.TextStyle{Size: logSize, Color: render.TextDim, MaxW: logWidth}
		if y+logStep <= bottom {
			c.Text(lang.T("mech.panel.log.empty"), x, y, empty)
		}
		return
	}
	first, h := len(m.log), 0.0
	for first > 0 {
		eh := m.log[first-1].entryHeight()
		if y+h+eh > bottom {
			break
		}
		h += eh + logGap
		first--
	}
	if first == len(m.log) {
		for _, it := range m.log[first-1].items() {
			if y+it.height() > bottom {
				return
			}
			c.Text(it.text, x, y, it.st)
			y += it.height()
		}
		return
	}
	for i := first; i < len(m.log); i++ {
		for _, it := range m.log[i].items() {
			c.Text(it.text, x, y, it.st)
			y += it.height()
		}
		y += logGap
	}
}

// drawMechInfo draws the actor's design, its movement and heat, and what
// the phase asks: its weapons (with the to-hit number and expected damage
// against the chosen target) or, in the physical phase and at the end of
// the turn, the choices of that phase; it returns the y below it, which
// stays above limit.
func (m *Screen) drawMechInfo(c *render.Canvas, x, width, limit float64) float64 {
	d := m.duel
	id := m.actor()
	if id < 0 {
		return infoTop
	}
	u := d.Mech(id)
	st := u.Stats()
	in := m.infoLayout(id)
	design := render.TextStyle{Size: 16, Bold: true, Color: render.TextMain, Middle: true, MaxW: infoWidth / 2}
	name := lang.Verbatim(fmt.Sprintf("%s · %s t ·", u.Design, num(st.Tons)))
	nw := c.Text(name, x+4, infoTop, design).Width
	c.Text(roleWords(u.Design), x+10+nw, infoTop, render.TextStyle{Size: 15, Color: render.TextMain, Middle: true, MaxW: infoWidth - 6 - nw})
	c.Text(in.stats, x+4, in.statsTop, statsStyle)
	c.Text(in.head, x+4, in.headTop, headStyle)
	para := func(top float64, text string, col color.Color) float64 {
		return m.paragraph(c, x+4, top, limit, text, 13, col)
	}
	person := m.PersonToAct()
	switch {
	case person && d.Phase() == mech.PhysicalPhase:
		var lines []string
		for _, a := range m.Legal() {
			if a.Kind == mech.Strike {
				need, _ := d.StrikeToHit(id, int(a.Target), a.Blow)
				lines = append(lines, lang.T(strikeLineIDs[a.Blow], "Target", mechName(d, int(a.Target)), "Need", num(need),
					"Chance", percent(mech.HitChance(need)), "Damage", tenths(d.ExpectedStrike(id, int(a.Target), a.Blow))))
			}
		}
		if len(lines) == 0 {
			lines = []string{lang.T("mech.panel.nostrike")}
		}
		if why := firedLimbsWords(u); why != "" {
			lines = append(lines, why)
		}
		return para(in.rowsTop, strings.Join(lines, "\n"), render.TextMain)
	case person && d.Phase() == mech.EndPhase:
		return para(in.rowsTop, m.endPhaseWords(u), render.TextMain)
	}
	tgt := -1
	if d.Phase() == mech.WeaponPhase {
		tgt = m.target
	}
	usable := uint8(0)
	if tgt >= 0 {
		usable = d.UsableWeapons(id, tgt)
	}
	for w := range st.Weapons {
		m.drawWeaponRow(c, x, width, in.rowsTop+float64(w)*weaponStep, id, tgt, w, usable&(1<<uint(w)) != 0)
	}
	below := in.rowsTop + float64(len(st.Weapons))*weaponStep
	if !person {
		return below
	}
	switch d.Phase() {
	case mech.MovementPhase:
		if u.Prone {
			if !u.CanStand() {
				return para(below+2, lang.T("mech.panel.prone.stuck", "StayDown", lang.T("mech.button.staydown")), render.Accent)
			}
			return para(below+2, lang.T("mech.panel.prone", "GetUp", lang.T("mech.button.getup"), "StayDown", lang.T("mech.button.staydown"),
				"Need", needWords(u.PilotingNeed(0)))+"\n"+lang.T("mech.panel.prone.2"), render.Accent)
		}
		y := m.drawModeLegend(c, x, width, below+10, &u)
		if v := m.hinted(); v.ok {
			return y // the hint takes the room of the help
		}
		help := lang.T("mech.panel.move.help", "Arrows", scenes.Arrows())
		if st := (render.TextStyle{Size: 13, MaxW: infoWidth, MaxH: limit - y - 2}); st.MaxH > 0 && !render.FitText(help, st).Overflow {
			return para(y+2, help, render.TextDim) // only when it fits: it is help, not news
		}
		return y
	case mech.WeaponPhase:
		if tgt >= 0 && m.weapons != 0 {
			// The volley's damage and heat, then the heat's forecast, each
			// when it fits: a hint may need the room.
			fits := func(top float64, text string, size float64) bool {
				st := render.TextStyle{Size: size, MaxW: infoWidth, MaxH: limit - top}
				return st.MaxH > 0 && !render.FitText(text, st).Overflow
			}
			heat := d.WeaponHeat(id, m.weapons)
			chosen := lang.T("mech.panel.chosen", "Damage", tenths(d.ExpectedDamage(id, tgt, m.weapons)), "Heat", num(heat))
			if !fits(below+2, chosen, 14) {
				return below
			}
			y := m.paragraph(c, x+4, below+2, limit, chosen, 14, render.TextMain)
			if words, col := volleyForecast(u, heat); words != "" && fits(y+2, words, 13) {
				return para(y+2, words, col)
			}
			return y
		}
		if why := noShotReason(d, id); why != "" {
			return para(below+2, lang.T("mech.panel.notarget", "Why", why), render.Accent)
		}
	}
	return below
}

// volleyForecast says what a volley adding heat to u's would do by the
// end of the turn, its heat sinks on (a damaged engine's heat counted):
// the heat then and its effects, the risks of shutting down and of the
// ammunition exploding with their chances ("" when the heat does nothing);
// and the colour to say it in: red for a risk or damage, yellow for
// penalties.
func volleyForecast(u mech.Mech, heat int) (string, color.Color) {
	after := max(0, u.Heat+heat+mech.EngineHeat*u.EngineHits()-u.Sinks())
	var parts []string
	col := render.TextDim
	if mp := mech.HeatMP(after); mp > 0 {
		parts = append(parts, lang.T("mech.heat.mp", "MP", num(mp)))
		col = render.Accent
	}
	if mod := mech.HeatModifier(after); mod > 0 {
		parts = append(parts, lang.T("mech.heat.tohit", "Modifier", num(mod)))
		col = render.Accent
	}
	if dmg := mech.HeatDamage(after); dmg > 0 {
		parts = append(parts, lang.N("mech.heat.damage", dmg))
		col = render.Danger
	}
	switch need := mech.ShutdownAvoid(after); {
	case need > mech.MaxToHit:
		parts = append(parts, lang.T("mech.heat.shutsdown"))
		col = render.Danger
	case need > 0:
		parts = append(parts, lang.T("mech.forecast.shutdown", "Need", num(need), "Chance", percent(1-mech.HitChance(need))))
		col = render.Danger
	}
	if need := mech.AmmoAvoid(after); need > 0 && hasAmmo(u) {
		parts = append(parts, lang.T("mech.forecast.ammo", "Need", num(need), "Chance", percent(1-mech.HitChance(need))))
		col = render.Danger
	}
	if len(parts) == 0 {
		return "", col
	}
	return lang.T("mech.forecast", "After", num(after), "Effect", joinCommas(parts)), col
}

// strikeLineIDs are the panel's lines of the blows a mech can make now.
var strikeLineIDs = map[mech.Blow]string{mech.Punch: "mech.panel.punch", mech.Kick: "mech.panel.kick", mech.ClubBlow: "mech.panel.club"}

// endPhaseWords says what ending the turn will do and what the switches are.
func (m *Screen) endPhaseWords(u mech.Mech) string {
	st := u.Stats()
	sinks := u.Sinks()
	if m.sinksOff {
		sinks = 0
	}
	engine := mech.EngineHeat * u.EngineHits()
	after := max(0, u.Heat+engine-sinks)
	args := []any{"Heat", num(u.Heat), "Sinks", num(sinks), "After", num(after), "Effect", heatWords(after)}
	lines := []string{lang.T("mech.end.heat", args...)}
	if engine > 0 {
		lines[0] = lang.T("mech.end.heat.engine", append(args, "Engine", num(engine))...)
	}
	switch need := mech.ShutdownAvoid(after); {
	case need > mech.MaxToHit:
		lines = append(lines, lang.T("mech.end.shutdown.sure"))
	case need > 0:
		lines = append(lines, lang.T("mech.end.shutdown", "Need", num(need)))
	}
	switch need := mech.AmmoAvoid(after); {
	case need <= 0 || !hasAmmo(u) || m.dump:
	case need > mech.MaxToHit:
		lines = append(lines, lang.T("mech.end.ammo.sure", "Dump", lang.T("mech.button.dump")))
	default:
		lines = append(lines, lang.T("mech.end.ammo", "Need", num(need), "Dump", lang.T("mech.button.dump")))
	}
	var chosen []string
	if m.sinksOff {
		chosen = append(chosen, lang.T("mech.end.chosen.sinksoff"))
	}
	if m.drop && u.Club {
		chosen = append(chosen, lang.T("mech.end.chosen.drop"))
	}
	if m.dump {
		var ammo []string
		for w, wk := range st.Weapons {
			if ws := wk.Stats(); ws.Ammo > 0 && u.Ammo[w] > 0 {
				ammo = append(ammo, lang.N("mech.end.shots", u.Ammo[w], "Weapon", weaponNoun(ws)))
			}
		}
		if len(ammo) > 0 {
			chosen = append(chosen, lang.T("mech.end.chosen.dump", "Ammo", joinAnd(ammo)))
		}
	}
	if len(chosen) > 0 {
		lines = append(lines, lang.T("mech.end.chosen", "List", joinCommas(chosen)))
	}
	lines = append(lines, lang.T("mech.end.help", "SinksOff", lang.T("mech.button.sinksoff"), "Drop", lang.T("mech.button.drop"),
		"Dump", lang.T("mech.button.dump"), "End", lang.T("mech.button.endturn"), "Key", scenes.Key(scenes.ActConfirm)))
	return strings.Join(lines, "\n")
}

// The columns of a weapon row, from the panel's left edge: the check box,
// the code, the name, and the numbers at the right.
const (
	colCode, colName     = 24.0, 72.0
	colNeedR, colChanceR = 272.0, 318.0 // right edges
)

// drawWeaponRow: the weapon's damage, heat, ranges and shots, or against a
// target it can hit, a check box with its to-hit number, chance and
// expected damage. The numbers are the same in every language but for how
// they are written: no words.
func (m *Screen) drawWeaponRow(c *render.Canvas, x, width, ry float64, id, tgt, w int, usable bool) {
	d := m.duel
	u := d.Mech(id)
	ws := u.Stats().Weapons[w].Stats()
	right := x + width - 4
	name := weaponNoun(ws)["nom"]
	if !usable {
		col := render.TextDim
		numbers := fmt.Sprintf("%s · %s · %s/%s/%s", num(ws.MaxDamage()), num(ws.Heat), num(ws.Short), num(ws.Medium), num(ws.Long))
		if ws.Ammo > 0 {
			numbers += " · " + num(u.Ammo[w])
		}
		if !u.WeaponWorks(w) {
			col, numbers = render.Danger, lang.T("mech.panel.weapon.destroyed")
		}
		st := render.TextStyle{Size: 13, Color: col, Middle: true}
		c.Text(weaponCode(ws), x+4, ry+10, withW(st, 44))
		st.Align = render.AlignRight
		nw := render.FitText(numbers, withW(st, 150)).Width
		c.Text(numbers, right, ry+10, withW(st, 150))
		st.Align = render.AlignLeft
		c.Text(name, x+52, ry+10, withW(st, right-nw-10-(x+52)))
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
	c.Text(weaponCode(ws), x+colCode, ry+10, withW(st, colName-colCode-4))
	c.Text(name, x+colName, ry+10, withW(st, colNeedR-36-colName))
	st.Align = render.AlignRight
	c.Text(num(need)+"+", x+colNeedR, ry+10, withW(st, 32))
	c.Text(percent(mech.HitChance(need)), x+colChanceR, ry+10, withW(st, 44))
	c.Text("≈"+tenths(d.ExpectedDamage(id, tgt, 1<<uint(w))), right, ry+10, withW(st, right-x-colChanceR-8))
}

// withW returns st with the box width w.
func withW(st render.TextStyle, w float64) render.TextStyle {
	st.MaxW = w
	return st
}

// drawModeLegend shows the movement modes' colours and MP now (heat and
// damage count): the chosen mode's swatch as its hexes are drawn (filled
// and outlined), the others faint, as the hexes only they reach. It
// returns the y below it.
func (m *Screen) drawModeLegend(c *render.Canvas, x, width, ty float64, u *mech.Mech) float64 {
	modes := []mech.Mode{mech.Walk, mech.Run, mech.Jump}
	if u.Stats().Jump == 0 {
		modes = modes[:2]
	}
	slot := (width - 8) / 3
	gap := max(16, math.Ceil(render.LineHeight(14)*0.85)) // from a mode's name to its MP, at the text size
	for i, mode := range modes {
		lx := x + 4 + float64(i)*slot
		l := hex.Layout{Size: 8, OriginX: lx + 7, OriginY: ty}
		c.FillHex(l, hex.Hex{}, 0, render.GrassFill)
		if mode == m.mode {
			c.FillHex(l, hex.Hex{}, 0, render.WithAlpha(modeColours[mode], 0.34))
			c.StrokeHex(l, hex.Hex{}, 1, 2, modeColours[mode])
		} else {
			c.FillHex(l, hex.Hex{}, 1, render.WithAlpha(modeColours[mode], 0.22))
			c.StrokeHex(l, hex.Hex{}, 2, 1.2, render.WithAlpha(modeColours[mode], 0.6))
		}
		st := render.TextStyle{Size: 14, Bold: mode == m.mode, Color: render.TextMain, Middle: true, MaxW: slot - 24}
		c.Text(modeButton(mode), lx+18, ty, st)
		st.Size, st.Bold, st.Color = 13, false, render.TextDim
		c.Text(lang.T("mech.panel.mp.mode", "MP", num(u.MP(mode))), lx+18, ty+gap, st)
	}
	return ty + gap + 10
}

func (m *Screen) VictoryStats(s *scenes.Session) []string {
	d := m.duel
	stats := []string{lang.T("mech.victory.stats", "Turns", num(d.Turn()), "Actions", num(d.Ply()), "Time", clock(m.Elapsed(s)))}
	for side := mech.Blue; side <= mech.Red; side++ {
		left, total := 0, 0
		for _, u := range d.Mechs() {
			if u.Side == side {
				total++
				if u.Alive() {
					left++
				}
			}
		}
		stats = append(stats, lang.N("mech.victory.side", d.Points(side), "Side", scenes.Side(int(side)), "Left", num(left), "Mechs", num(total)))
	}
	return stats
}

// Length counts the duel in whole turns played (the main menu's
// Continue line).
func (m *Screen) Length() scenes.Length {
	return scenes.Length{Count: m.duel.Turn() - 1, Unit: scenes.LengthTurns}
}

// clock writes a time as a clock does: "4:05", "1:02:09".
func clock(t time.Duration) string {
	sec := int(t.Round(time.Second).Seconds())
	if sec >= 3600 {
		return lang.Verbatim(fmt.Sprintf("%d:%02d:%02d", sec/3600, sec/60%60, sec%60))
	}
	return lang.Verbatim(fmt.Sprintf("%d:%02d", sec/60, sec%60))
}
