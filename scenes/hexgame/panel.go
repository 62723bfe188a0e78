package hexgame

import (
	"fmt"
	"image/color"
	"strings"

	"stratagem/render"
	"stratagem/scenes"
	"stratagem/units"
)

// unitInfo is the panel's card of one unit: the hovered one, else the one
// to act. It is built when either changes (refreshInfo), not per frame.
type unitInfo struct {
	title  string
	colour color.Color
	lines  []string
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
	in.title, in.lines = "", in.lines[:0]
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
	in.title = fmt.Sprintf("%s on %s", stackName(b, id), u.Pos)
	top := st.HP*units.Hundredths - u.Remainder
	in.lines = append(in.lines,
		fmt.Sprintf("Fighters %d · top one %d/%d hp · on %s", u.Fighters, (top+units.Hundredths-1)/units.Hundredths, st.HP, t),
		fmt.Sprintf("Attack %d · defence %d · strength %d", units.AttackSkill(u, t), units.DefenceSkill(u, t), st.Strength),
		fmt.Sprintf("Speed %d · initiative %d", st.Speed, st.Initiative),
	)
	if flags := unitFlags(u); flags != "" {
		in.lines = append(in.lines, flags)
	}
}

// endInfo makes the card say how the battle ended, and with what blow.
func (m *Screen) endInfo(out units.Outcome) {
	in := &m.info
	in.title, in.colour = "How the battle ended", render.Accent
	text := "A draw: " + endWords(m.battle) + "."
	if !out.Draw {
		text = sideTitle(out.Winner) + " wins: " + endWords(m.battle) + "."
	}
	if n := min(len(m.log), m.battle.Ply()); n > 0 && !out.Draw {
		text += " The last blow: " + m.log[n-1].words + "."
	}
	in.lines = append(in.lines, render.Wrap(text, 16, scenes.PanelInner-8, false)...)
	in.lines = in.lines[:min(len(in.lines), 5)]
}

// unitFlags says what is special about u this round, e.g. "Defending, waited".
func unitFlags(u units.Unit) string {
	var flags []string
	for _, f := range []struct {
		on   bool
		name string
	}{{u.Defending, "defending"}, {u.Retaliated, "has retaliated"}, {u.Waited, "waited"}, {u.Acted, "acted"}} {
		if f.on {
			flags = append(flags, f.name)
		}
	}
	return scenes.Capitalise(strings.Join(flags, ", "))
}

func sideTitle(s units.Side) string { return scenes.SideName(int(s)) }

// status is the status box for the current position (cached in the view).
func (m *Screen) status() scenes.Status {
	b := m.battle
	if out := b.Outcome(); out.Over() {
		text := "Draw"
		if !out.Draw {
			text = sideTitle(out.Winner) + " wins"
		}
		col := color.Color(render.Accent)
		if !out.Draw {
			col, _ = render.UnitColors(out.Winner)
		}
		return scenes.Status{Text: text, Mark: func(c *render.Canvas, x, y float64) { c.FillCircle(x, y, 16, col) }}
	}
	u := b.Unit(b.Active())
	return scenes.Status{
		Text: stackName(b, b.Active()) + " to act",
		Mark: func(c *render.Canvas, x, y float64) { unitMark(c, x, y, u) },
	}
}

// unitMark is a small figure of u's side and kind.
func unitMark(c *render.Canvas, x, y float64, u units.Unit) {
	u.Defending = false
	render.DrawUnitFigure(c, x, y, 17, u, 1)
}

func (m *Screen) Status() scenes.Status { return m.view.status }

// DrawPanel draws the unit card and the battle log.
func (m *Screen) DrawPanel(c *render.Canvas, s *scenes.Session, area scenes.Rect) {
	x := area.X + 4
	if in := &m.info; in.title != "" {
		c.Text(in.title, x, area.Y+12, render.TextStyle{Size: 19, Bold: true, Color: in.colour, Middle: true})
		for i, l := range in.lines {
			c.Text(l, x, area.Y+36+float64(i)*22, render.TextStyle{Size: 16, Color: render.TextMain, Middle: true})
		}
	}
	top := area.Y + 154
	scenes.DrawHeading(c, x, top, "Battle log")
	m.drawLog(c, x, top+22, area.W-8, area.Y+area.H-top-22)
}

// Sizes of the battle log.
const (
	logSize, logNoteSize, logStep = 15.0, 12.0, 20.0
	logGap                        = 5.0 // between entries
)

// logLine is one line of the battle log as drawn: words, and on an
// entry's last line (or one of its own) the notation, dim, at the right.
type logLine struct {
	entry    int
	text     string
	colour   color.Color
	notation string
}

// logView is the battle log wrapped to the panel, made again only when
// the log changes (wrapping measures text: too slow for every frame).
type logView struct {
	gen   uint64
	width float64
	lines []logLine
}

// logLines returns the log wrapped to width.
func (m *Screen) logLines(width float64) []logLine {
	v := &m.logView
	if v.gen == m.logGen && v.width == width && v.lines != nil {
		return v.lines
	}
	v.gen, v.width, v.lines = m.logGen, width, v.lines[:0]
	for i, e := range m.log {
		col, _ := render.UnitColors(e.side)
		words := render.Wrap(e.words, logSize, width, false)
		for _, w := range words {
			v.lines = append(v.lines, logLine{entry: i, text: w, colour: col})
		}
		last := &v.lines[len(v.lines)-1]
		ww, _ := render.MeasureText(last.text, logSize, false)
		nw, _ := render.MeasureText(e.notation, logNoteSize, false)
		if ww+16+nw <= width {
			last.notation = e.notation
		} else {
			v.lines = append(v.lines, logLine{entry: i, notation: e.notation})
		}
	}
	if v.lines == nil {
		v.lines = []logLine{}
	}
	return v.lines
}

// visibleLog returns the lines of the newest entries of the battle log
// that fit in height, whole. The entry of an attack whose blow has not
// landed yet waits for it.
func (m *Screen) visibleLog(width, height float64) []logLine {
	lines := m.logLines(width)
	n := len(m.log)
	if anim, _ := m.Anim().(*battleAnim); anim.hidesNews() {
		n--
	}
	end := len(lines)
	for end > 0 && lines[end-1].entry >= n {
		end--
	}
	// From the newest back, as many whole entries as fit.
	start, used := end, 0.0
	for start > 0 {
		e := lines[start-1].entry
		k, h := start, logGap
		for k > 0 && lines[k-1].entry == e {
			k--
			h += logStep
		}
		if used+h > height && start != end {
			break
		}
		start, used = k, used+h
	}
	return lines[start:end]
}

// drawLog draws the battle log from y down, in words, each entry with its
// notation dim at the right.
func (m *Screen) drawLog(c *render.Canvas, x, y, width, height float64) {
	lines := m.visibleLog(width, height)
	if len(lines) == 0 {
		c.Text("no actions yet", x, y, render.TextStyle{Size: logSize, Color: render.TextDim})
		return
	}
	for i, l := range lines {
		if i > 0 && l.entry != lines[i-1].entry {
			y += logGap
		}
		if l.text != "" {
			c.Text(l.text, x, y, render.TextStyle{Size: logSize, Color: l.colour})
		}
		if l.notation != "" {
			c.Text(l.notation, x+width, y+(logSize-logNoteSize)*0.6, render.TextStyle{Size: logNoteSize, Color: render.TextDim, Align: render.AlignRight})
		}
		y += logStep
	}
}

func (m *Screen) VictoryStats(s *scenes.Session) []string {
	b := m.battle
	initial := b.Initial().Units()
	var lost [2][]string
	for i, u := range b.Units() {
		if d := initial[i].Fighters - u.Fighters; d > 0 {
			lost[u.Side] = append(lost[u.Side], fighters(d, u.Kind))
		}
	}
	stats := []string{fmt.Sprintf("Rounds: %d   ·   actions: %d   ·   time: %s", b.Round(), b.Ply(), m.Elapsed(s))}
	for side := units.Blue; side <= units.Red; side++ {
		l := "none"
		if len(lost[side]) > 0 {
			l = strings.Join(lost[side], ", ")
		}
		stats = append(stats, sideTitle(side)+" lost: "+l)
	}
	return stats
}

// renderedLog returns the log's lines as drawLog would show them, joined
// (tests).
func (m *Screen) renderedLog() string {
	var out []string
	for _, l := range m.visibleLog(scenes.PanelInner-8, 1e9) {
		out = append(out, l.text+" | "+l.notation)
	}
	return strings.Join(out, "\n")
}
