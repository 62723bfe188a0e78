package hexgame

import (
	"fmt"
	"image/color"
	"math"
	"strings"
	"time"

	"stratagem/assets/lang"

	"stratagem/render"
	"stratagem/scenes"
	"stratagem/units"
)

// unitInfo is the panel's card of one unit: the hovered one, else the one
// to act; or, once the battle is over, how it ended. It is built when
// either changes (refreshInfo), not per frame.
type unitInfo struct {
	title  string
	colour color.Color
	lines  []string // the unit's facts, a line each (each may wrap to two)
	text   string   // or a paragraph: how the battle ended
}

// refreshInfo rebuilds the unit card for the hovered unit, else the active one.
func (m *Screen) refreshInfo() {
	b := m.battle
	id := b.Active()
	if m.aim.hoverOK {
		if h := b.UnitAt(m.aim.hover); h >= 0 {
			id = h
		}
	}
	in := &m.info
	in.title, in.lines, in.text = "", in.lines[:0], ""
	if out := b.Outcome(); out.Over() && (!m.aim.hoverOK || b.UnitAt(m.aim.hover) < 0) {
		m.endInfo(out)
		return
	}
	if id < 0 {
		return
	}
	// Until an attack's blow lands, both stacks show as they were.
	anim, _ := m.Anim().(*battleAnim)
	u, _ := anim.shown(id, b.Unit(id))
	st := u.Kind.Stats()
	t := b.Map().Terrain(u.Pos)
	in.colour, _ = render.UnitColors(u.Side)
	in.title = lang.T("hex.card.title", "Stack", stackName(b, id), "Hex", hexName(u.Pos))
	top := st.HP*units.Hundredths - u.Remainder // the hit points of its one hurt fighter
	hp := lang.N("hex.card.fighters", u.Fighters, "MaxHP", lang.Num(st.HP))
	if u.Remainder > 0 {
		hp = lang.N("hex.card.fighters.hurt", u.Fighters, "MaxHP", lang.Num(st.HP), "HP", lang.Num((top+units.Hundredths-1)/units.Hundredths))
	}
	in.lines = append(in.lines, hp,
		lang.T("hex.card.skills", "Attack", lang.Num(units.AttackSkill(u, t)), "Defence", lang.Num(units.DefenceSkill(u, t)), "Strength", lang.Num(st.Strength)),
		lang.T("hex.card.speed", "Speed", lang.Num(st.Speed), "Initiative", lang.Num(st.Initiative), "Terrain", terrainNoun(t)),
	)
	if flags := unitFlags(u); flags != "" {
		in.lines = append(in.lines, flags)
	}
}

// endInfo makes the card say how the battle ended, and with what blow.
func (m *Screen) endInfo(out units.Outcome) {
	in := &m.info
	in.title, in.colour = lang.T("hex.card.end.title"), render.Accent
	in.text = lang.T("hex.card.end", "Result", resultWords(m.battle))
	if n := min(len(m.log), m.battle.Ply()); n > 0 && !out.Draw {
		in.text = lang.T("hex.card.end.blow", "Result", resultWords(m.battle), "Blow", m.log[n-1].words)
	}
}

// unitFlags says what is special about u this round, e.g. "Defending ·
// has waited".
func unitFlags(u units.Unit) string {
	var flags []string
	if u.Defending {
		flags = append(flags, lang.T("hex.card.flag.defending"))
	}
	if u.Retaliated {
		flags = append(flags, lang.T("hex.card.flag.retaliated"))
	}
	if u.Waited {
		flags = append(flags, lang.T("hex.card.flag.waited"))
	}
	if u.Acted {
		flags = append(flags, lang.T("hex.card.flag.acted"))
	}
	return lang.Cap(strings.Join(flags, " · "))
}

// status is the status box for the current position (cached in the view).
func (m *Screen) status() scenes.Status {
	b := m.battle
	if out := b.Outcome(); out.Over() {
		text := lang.T("hex.status.draw")
		col := color.Color(render.Accent)
		if !out.Draw {
			text = lang.T("hex.status.wins", "Side", scenes.Side(int(out.Winner)))
			col, _ = render.UnitColors(out.Winner)
		}
		return scenes.Status{Text: text, Mark: func(c *render.Canvas, x, y float64) { c.FillCircle(x, y, 16, col) }}
	}
	u := b.Unit(b.Active())
	return scenes.Status{
		Text: lang.T("hex.status.toact", "Actor", stackName(b, b.Active())),
		Mark: func(c *render.Canvas, x, y float64) { unitMark(c, x, y, u) },
	}
}

// unitMark is a small figure of u's side and kind.
func unitMark(c *render.Canvas, x, y float64, u units.Unit) {
	u.Defending = false
	render.DrawUnitFigure(c, x, y, 17, u, 1)
}

func (m *Screen) Status() scenes.Status { return m.view.status }

// Sizes of the unit card.
const (
	cardTitleSize, cardSize = 19.0, 16.0
	cardHeight              = 154.0 // from the panel's top to the log's heading, when the card fits it
)

// DrawPanel draws the unit card and the battle log under it.
func (m *Screen) DrawPanel(c *render.Canvas, s *scenes.Session, area scenes.Rect) {
	x, w := area.X+4, area.W-8
	top := area.Y + cardHeight
	if kind := m.quickShown(s); kind != quickNone {
		top = max(top, m.drawQuickCard(c, kind, x, area.Y, w)+18)
	} else if in := &m.info; in.title != "" {
		st := render.TextStyle{Size: cardTitleSize, Bold: true, Color: in.colour, MaxW: w, MaxLines: 2}
		y := area.Y + c.Text(in.title, x, area.Y, st).Height() + 2
		if in.text != "" {
			st := render.TextStyle{Size: cardSize, Color: render.TextMain, MaxW: w, MaxH: area.Y + cardHeight - 10 - y}
			c.Text(in.text, x, y, st)
		}
		for _, l := range in.lines {
			st := render.TextStyle{Size: cardSize, Color: render.TextMain, MaxW: w, MaxLines: 2}
			y += c.Text(l, x, y, st).Height() + 4
		}
		top = max(top, y+12)
	}
	if top+22+logLine() > area.Y+area.H {
		return // no room for a line of the log (the quick combat's card at the largest text size)
	}
	scenes.DrawHeading(c, x, top, lang.T("hex.panel.log"))
	m.drawLog(c, x, top+22, w, area.Y+area.H-top-22)
}

// logLine is how far apart the lines of the battle log are: logStep, or
// more at a larger text size.
func logLine() float64 { return max(logStep, math.Ceil(render.LineHeight(logSize))) }

// Sizes of the battle log.
const (
	logSize, logNoteSize, logStep = 15.0, 12.0, 20.0
	logGap                        = 5.0 // between entries
	logMaxLines                   = 4   // an entry's words wrap to at most this many lines
)

// logRow is one entry of the battle log as drawn: its words, wrapped to
// the panel, and the notation, dim, at the right of their last line or on
// a line of its own under them.
type logRow struct {
	entry     int
	text      string
	colour    color.Color
	lines     int     // the lines its words take
	notation  string  // the action in the notation
	noteBelow bool    // the notation has a line of its own
	h         float64 // its height, the gap after it included
}

// logView is the battle log laid out in the panel, made again only when
// the log changes (fitting measures text: too slow for every frame).
type logView struct {
	gen   uint64
	width float64
	step  float64 // logLine when laid out: the player's text size may change
	rows  []logRow
}

// logStyle is how the log's words are drawn in a panel width wide.
func logStyle(width float64) render.TextStyle {
	return render.TextStyle{Size: logSize, MaxW: width, MaxLines: logMaxLines}
}

// logRows returns the log laid out in width.
func (m *Screen) logRows(width float64) []logRow {
	v := &m.logView
	step := logLine()
	if v.gen == m.logGen && v.width == width && v.step == step && v.rows != nil {
		return v.rows
	}
	v.gen, v.width, v.step, v.rows = m.logGen, width, step, v.rows[:0]
	for i, e := range m.log {
		col, _ := render.UnitColors(e.side)
		fit := render.FitText(e.words, logStyle(width))
		r := logRow{entry: i, text: e.words, colour: col, lines: fit.Lines, notation: lang.Verbatim(e.notation)}
		lines := strings.Split(fit.Text, "\n")
		lw := render.FitText(lines[len(lines)-1], render.TextStyle{Size: fit.Size, Fixed: true}).Width // at the size drawn
		nw, _ := render.MeasureText(r.notation, logNoteSize, false)
		r.noteBelow = lw+16+nw > width
		r.h = float64(fit.Lines)*step + logGap
		if r.noteBelow {
			r.h += step
		}
		v.rows = append(v.rows, r)
	}
	if v.rows == nil {
		v.rows = []logRow{}
	}
	return v.rows
}

// visibleLog returns the newest entries of the battle log that fit in
// height, whole. The entry of an attack whose blow has not landed yet
// waits for it.
func (m *Screen) visibleLog(width, height float64) []logRow {
	rows := m.logRows(width)
	end := len(rows)
	if anim, _ := m.Anim().(*battleAnim); anim.hidesNews() {
		end = max(0, min(end, len(m.log)-1))
	}
	start, used := end, 0.0
	for start > 0 && (used+rows[start-1].h <= height || start == end) {
		start--
		used += rows[start].h
	}
	return rows[start:end]
}

// drawLog draws the battle log from y down, in words, each entry with its
// notation dim at the right.
func (m *Screen) drawLog(c *render.Canvas, x, y, width, height float64) {
	rows := m.visibleLog(width, height)
	if len(rows) == 0 {
		c.Text(lang.T("hex.panel.log.empty"), x, y, render.TextStyle{Size: logSize, Color: render.TextDim, MaxW: width, MaxLines: 2})
		return
	}
	note := render.TextStyle{Size: logNoteSize, Color: render.TextDim, Align: render.AlignRight, MaxW: width}
	step := logLine()
	for _, r := range rows {
		st := logStyle(width)
		st.Color = r.colour
		c.Text(r.text, x, y, st)
		ny := y + float64(r.lines-1)*step
		if r.noteBelow {
			ny += step
		}
		c.Text(r.notation, x+width, ny+(logSize-logNoteSize)*0.6, note)
		y += r.h
	}
}

// VictoryStats are the victory panel's numbers: how long the battle
// took, and what each side lost of its fighters.
func (m *Screen) VictoryStats(s *scenes.Session) []string {
	b := m.battle
	initial := b.Initial().Units()
	var lost, total [units.NumSides]int
	for i, u := range b.Units() {
		lost[u.Side] += initial[i].Fighters - u.Fighters
		total[u.Side] += initial[i].Fighters
	}
	stats := []string{lang.T("hex.victory.summary", "Rounds", lang.Num(b.Round()), "Actions", lang.Num(b.Ply()), "Time", clock(m.Elapsed(s)))}
	for side := units.Blue; side <= units.Red; side++ {
		stats = append(stats, lang.N("hex.victory.lost", total[side], "Side", scenes.Side(int(side)), "Lost", lang.Num(lost[side])))
	}
	if m.quickShown(nil) == quickDone {
		l := m.quick.levels
		stats = append(stats, lang.T("hex.victory.quick", "BlueSide", scenes.Side(0), "Blue", m.levelTitle(l[0]),
			"RedSide", scenes.Side(1), "Red", m.levelTitle(l[1])))
	}
	return stats
}

// Length counts the battle in whole rounds played (the main menu's
// Continue line).
func (m *Screen) Length() scenes.Length {
	return scenes.Length{Count: m.battle.Round() - 1, Unit: scenes.LengthRounds}
}

// clock writes a duration as a clock does, "3:07" or "1:02:05": the same
// in every language.
func clock(d time.Duration) string {
	sec := int(d.Round(time.Second) / time.Second)
	if sec >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", sec/3600, sec/60%60, sec%60)
	}
	return fmt.Sprintf("%d:%02d", sec/60, sec%60)
}

// renderedLog returns the log's entries as drawLog would show them,
// joined (tests).
func (m *Screen) renderedLog() string {
	var out []string
	for _, r := range m.visibleLog(scenes.PanelInner-8, 1e9) {
		out = append(out, r.text+" | "+r.notation)
	}
	return strings.Join(out, "\n")
}
