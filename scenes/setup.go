package scenes

import (
	"image/color"
	"slices"
	"strings"

	"stratagem/ai"
	"stratagem/assets/lang"
	"stratagem/render"
	"stratagem/scenes/settings"
)

// Setup chooses a match of one game: one or two players, the person's
// colour, the computer player, and the game's own options. It opens with
// the choices of the game's last match (kept in the settings) and saves
// them when the match starts.
type Setup struct {
	game                *GameDesc
	form                Form
	mode, colour, level *Choice
	// lab chooses among the research players when the level row shows
	// "AI lab" (its last choice); nil for a game without them.
	lab         *Choice
	options     []*Choice // one per game option, in the spec's order
	start, back *Button
	edit        *Button // "Set up a position", for a game with an editor; nil otherwise
	descTop     float64 // where the descriptions under the rows begin
}

// NewSetup returns the set-up screen of game g.
func NewSetup(s *Session, g *GameDesc) *Setup {
	spec := &g.Setup
	m := &Setup{game: g}
	// The rows, then room for the opponent's description, then the buttons.
	labRows := min(1, len(spec.Lab))
	x, w, h, y, gap := 270.0, 740.0, 66.0, 170.0, 16.0
	if n := len(spec.Options) + labRows; n > 0 {
		h, y, gap = min(52, 288/float64(3+n)), 146, 8
	}
	row := func(i int) Rect { return Rect{x, y + float64(i)*(h+gap), w, h} }
	m.mode = &Choice{R: row(0), Label: lang.T("core.setup.players"),
		Options: []string{lang.T("core.setup.players.one"), lang.T("core.setup.players.two")},
		Details: []string{lang.T("core.setup.players.one.detail"), lang.T("core.setup.players.two.detail")}}
	colours := spec.Colours
	if colours == nil {
		colours = []string{"core.setup.colour.blue", "core.setup.colour.red"}
	}
	m.colour = &Choice{R: row(1), Label: lang.T("core.setup.colour"), Options: []string{lang.T(colours[0]), lang.T(colours[1])}}
	// The ladder, then "AI lab", which opens the row of the research players.
	titles, details := levelWords(g.ID, spec.Levels)
	if labRows > 0 {
		titles = append(titles, lang.T("core.setup.lab"))
		details = append(details, "")
	}
	computer := spec.ComputerLabel
	if computer == "" {
		computer = "core.setup.computer"
	}
	m.level = &Choice{R: row(2), Label: lang.T(computer), Options: titles, Details: details, Split: setupSplit}
	m.mode.Split, m.colour.Split = setupSplit, setupSplit
	m.form.Items = []Widget{m.mode, m.colour, m.level}
	if labRows > 0 {
		titles, details := levelWords(g.ID, spec.Lab)
		m.lab = &Choice{R: row(3), Label: lang.T("core.setup.labplayer"), Options: titles, Details: details, Split: setupSplit}
		m.form.Items = append(m.form.Items, m.lab)
	}
	for i, o := range spec.Options {
		ch := &Choice{R: row(3 + labRows + i), Label: lang.T(o.Label), Split: setupSplit}
		for j := range o.Values {
			ch.Options = append(ch.Options, o.Title(j))
		}
		m.options = append(m.options, ch)
		m.form.Items = append(m.form.Items, ch)
	}
	m.recall(s.Settings.Games[g.ID])
	last := row(2 + labRows + len(spec.Options))
	m.descTop = last.Y + last.H + 24
	by := min(m.descTop+130, 604) // the buttons end above the key help at the foot
	m.start = &Button{R: Rect{x + w - 260, by, 260, 60}, Label: lang.T("core.setup.start")}
	m.back = &Button{R: Rect{x, by, 200, 60}, Label: lang.T("core.back")}
	m.form.Items = append(m.form.Items, m.start, m.back)
	if g.Editor != nil {
		m.edit = &Button{R: Rect{x + 220, by, w - 500, 60}, Label: lang.T("editor.setup.button"), Size: 22}
		m.form.Items = append(m.form.Items, m.edit)
	}
	if h < 52 {
		// Short rows (a game with many options) take smaller words, so that
		// a long value (a lab player's title) has room for two lines.
		for _, w := range m.form.Items {
			if ch, ok := w.(*Choice); ok {
				ch.Size = 20
			}
		}
	}
	m.form.Focus = slices.Index(m.form.Items, Widget(m.start))
	return m
}

// setupSplit gives the set-up's rows' values (a level, a map) more room
// than their labels (Players, Map).
const setupSplit = 0.36

// levelWords returns the titles and descriptions of levels.
func levelWords(game string, levels []ai.Level) (titles, details []string) {
	for _, l := range levels {
		titles = append(titles, LevelTitle(game, l))
		details = append(details, LevelDescription(game, l))
	}
	return titles, details
}

// inLab reports whether the level row shows "AI lab".
func (m *Setup) inLab() bool { return m.lab != nil && m.level.Index == len(m.game.Setup.Levels) }

// showLab makes the lab's row usable only while the level row shows
// "AI lab", and both rows only against the computer.
func (m *Setup) showLab() {
	m.level.Disabled = m.mode.Index == 1
	if m.lab != nil {
		m.lab.Disabled = m.mode.Index == 1 || !m.inLab()
	}
}

// recall shows the remembered choices; anything not offered any more
// keeps the default.
func (m *Setup) recall(c settings.GameChoice) {
	spec := &m.game.Setup
	if c.TwoPlayers {
		m.mode.Index = 1
	}
	if c.Colour == "red" {
		m.colour.Index = 1
	}
	levelIndex := func(levels []ai.Level, name string) int {
		return slices.IndexFunc(levels, func(l ai.Level) bool { return l.Name == name })
	}
	m.level.Index = max(0, levelIndex(spec.Levels, spec.DefaultLevel))
	if i := levelIndex(spec.Levels, c.Opponent); i >= 0 {
		m.level.Index = i
	} else if i := levelIndex(spec.Lab, c.Opponent); i >= 0 && m.lab != nil {
		m.level.Index, m.lab.Index = len(spec.Levels), i
	}
	m.showLab()
	for i, o := range spec.Options {
		m.options[i].Index = max(0, slices.Index(o.Values, o.Default))
		if j := slices.Index(o.Values, c.Options[o.Key]); j >= 0 {
			m.options[i].Index = j
		}
	}
}

// Choice returns the choices on the screen, as the settings keep them.
func (m *Setup) Choice() settings.GameChoice {
	spec := &m.game.Setup
	c := settings.GameChoice{TwoPlayers: m.mode.Index == 1, Colour: "blue", Options: map[string]string{}}
	if m.colour.Index == 1 {
		c.Colour = "red"
	}
	switch {
	case m.inLab():
		c.Opponent = spec.Lab[m.lab.Index].Name
	case len(spec.Levels) > 0:
		c.Opponent = spec.Levels[m.level.Index].Name
	}
	for i, o := range spec.Options {
		c.Options[o.Key] = o.Values[m.options[i].Index]
	}
	return c
}

// StartButton returns the Start button (scripted input, tests).
func (m *Setup) StartButton() *Button { return m.start }

// EditButton returns the "Set up a position" button, or nil for a game
// without an editor (scripted input, tests).
func (m *Setup) EditButton() *Button { return m.edit }

// Match returns the match the screen's choices describe.
func (m *Setup) Match() Match {
	c := m.Choice()
	var players [2]string
	if !c.TwoPlayers {
		computer := 1
		if c.Colour == "red" {
			computer = 0
		}
		players[computer] = c.Opponent
	}
	return Match{Game: m.game.ID, AI: players, Options: c.Options}
}

func (m *Setup) Update(s *Session) error {
	if s.Input.Just(ActBack) {
		s.Stack.Pop()
		return nil
	}
	w := m.form.Update(s)
	m.colour.Disabled = m.mode.Index == 1
	m.showLab()
	switch {
	case w == m.start || (w == m.edit && m.edit != nil):
		if s.Settings.Games == nil {
			s.Settings.Games = map[string]settings.GameChoice{}
		}
		s.Settings.Games[m.game.ID] = m.Choice()
		s.SaveSettings()
		open := m.game.Setup.Start
		if w == m.edit {
			open = m.game.Editor // the match starts from the position set up
		}
		sc, err := open(s, m.Match())
		if err != nil {
			return err
		}
		s.Stack.Push(sc)
	case w == m.back:
		s.Stack.Pop()
	}
	return nil
}

func (m *Setup) Draw(c *render.Canvas, s *Session) {
	spec := &m.game.Setup
	DrawBackdrop(c)
	DrawTitle(c, m.game.Title(), lang.T(spec.Subtitle))
	m.form.Draw(c)
	m.drawPreviews(c)
	// The mode, then the opponent: how it plays, and (smaller) what it is.
	type para struct {
		text  string
		scale float64
		col   color.Color
	}
	paras := []para{{m.mode.Detail(), 1, render.TextDim}}
	if m.mode.Index == 0 {
		chosen := m.level
		if m.inLab() {
			chosen = m.lab
		}
		d := strings.Split(chosen.Detail(), "\n")
		paras = append(paras, para{lang.T("core.setup.level", "Level", chosen.Options[chosen.Index], "Description", d[0]), 1, render.TextMain})
		if len(d) > 1 {
			paras = append(paras, para{d[1], 0.82, render.TextDim})
		}
	}
	// The largest size at which every paragraph fits the room, 12 at least;
	// at 12 the last paragraph gets what room is left (a test reports it
	// if that is too little). Heights are measured as drawn, at the
	// player's text size.
	const width = 1000.0
	style := func(p para, size float64) render.TextStyle {
		return render.TextStyle{Size: size * p.scale, Color: p.col, Align: render.AlignCenter, MaxW: width, MaxLines: 20}
	}
	room := m.start.R.Y - 10 - m.descTop
	size := 19.0
	for ; size > 12; size-- {
		height := 0.0
		for _, p := range paras {
			height += render.FitText(p.text, style(p, size)).Height()
		}
		if height <= room {
			break
		}
	}
	y := m.descTop
	for _, p := range paras {
		st := style(p, size)
		f := render.FitText(p.text, st)
		if y+f.Height() > m.descTop+room {
			st.MaxLines = max(1, int((m.descTop+room-y)/render.LineHeight(st.Size)))
			f = render.FitText(p.text, st)
		}
		c.Text(p.text, render.Width/2, y, st)
		y += f.Height()
	}
	KeyHint(c, lang.T("core.setup.keys", "Up", Key(ActUp), "Down", Key(ActDown), "Arrows", Arrows(), "Confirm", Key(ActConfirm), "Back", Key(ActBack)))
}

// previewW and previewH size an option's preview, drawn right of the rows.
const previewW, previewH = 240.0, 190.0

// drawPreviews draws the picture of each option that has one, for the
// value chosen, right of its row.
func (m *Setup) drawPreviews(c *render.Canvas) {
	for i, o := range m.game.Setup.Options {
		if o.Preview != nil {
			o.Preview(c, o.Values[m.options[i].Index], m.previewRect(i))
		}
	}
}

// previewRect is where option i's preview goes: beside its row, but above
// the descriptions, whose lines run nearly the screen's width.
func (m *Setup) previewRect(i int) Rect {
	row := m.options[i].R
	y := min(max(row.Y+row.H/2-previewH/2, 20), render.Height-previewH-60, m.descTop-previewH-6)
	return Rect{row.X + row.W + 14, y, previewW, previewH}
}
