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
	if id < 0 {
		return
	}
	u := b.Unit(id)
	st := u.Kind.Stats()
	t := b.Map().Terrain(u.Pos)
	in.colour, _ = render.UnitColors(u.Side)
	in.title = fmt.Sprintf("%s %s · %s", sideTitle(u.Side), u.Kind, u.Pos.Offset())
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
		return scenes.Status{Text: text, Mark: func(c *render.Canvas, x, y float64) { c.FillCircle(x, y, 16, render.Accent) }}
	}
	u := b.Unit(b.Active())
	return scenes.Status{
		Text: fmt.Sprintf("%s %s to act", sideTitle(u.Side), u.Kind),
		Mark: func(c *render.Canvas, x, y float64) { unitMark(c, x, y, u) },
	}
}

// unitMark is a small badge of u's side and kind.
func unitMark(c *render.Canvas, x, y float64, u units.Unit) {
	fill, rim := render.UnitColors(u.Side)
	c.FillCircle(x, y, 16, rim)
	c.FillCircle(x, y, 14, fill)
	render.DrawKindGlyph(c, x, y-1, 9, u.Kind, color.RGBA{0xff, 0xf8, 0xe8, 0xff})
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
	const step = 22.0
	shown := max(1, int((area.Y+area.H-top-38)/step)+1)
	scenes.DrawLog(c, x, top+20, m.log, shown, 15, step, 60, "no actions yet")
}

func (m *Screen) VictoryStats(s *scenes.Session) []string {
	b := m.battle
	initial := b.Initial().Units()
	var lost [2][]string
	for i, u := range b.Units() {
		if d := initial[i].Fighters - u.Fighters; d > 0 {
			lost[u.Side] = append(lost[u.Side], fmt.Sprintf("%s %d", u.Kind, d))
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
