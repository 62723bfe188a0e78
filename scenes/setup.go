package scenes

import (
	"slices"

	"stratagem/ai"
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
	options             []*Choice // one per game option, in the spec's order
	start, back         *Button
}

// NewSetup returns the set-up screen of game g.
func NewSetup(s *Session, g *GameDesc) *Setup {
	spec := &g.Setup
	m := &Setup{game: g}
	x, w, h, y, gap := 270.0, 740.0, 66.0, 170.0, 16.0
	if len(spec.Options) > 0 {
		h, y, gap = 52, 150, 10
	}
	row := func(i int) Rect { return Rect{x, y + float64(i)*(h+gap), w, h} }
	m.mode = &Choice{R: row(0), Label: "Players", Options: []string{"One (vs computer)", "Two (hot-seat)"},
		Details: []string{"You play against the computer.", "Two people take turns at this computer."}}
	colours := spec.Colours
	if colours == nil {
		colours = []string{"Blue (moves first)", "Red (moves second)"}
	}
	m.colour = &Choice{R: row(1), Label: "Your colour", Options: colours}
	var titles, details []string
	for _, l := range spec.Levels {
		titles = append(titles, l.Title)
		details = append(details, l.Description)
	}
	m.level = &Choice{R: row(2), Label: spec.ComputerLabel, Options: titles, Details: details}
	m.form.Items = []Widget{m.mode, m.colour, m.level}
	for i, o := range spec.Options {
		ch := &Choice{R: row(3 + i), Label: o.Label, Options: o.Titles}
		if ch.Options == nil {
			ch.Options = o.Values
		}
		m.options = append(m.options, ch)
		m.form.Items = append(m.form.Items, ch)
	}
	m.recall(s.Settings.Games[g.ID])
	by := 520.0
	if len(spec.Options) > 0 {
		by = 600
	}
	m.start = &Button{R: Rect{x + w - 260, by, 260, 66}, Label: "Start"}
	m.back = &Button{R: Rect{x, by, 200, 66}, Label: "Back"}
	m.form.Items = append(m.form.Items, m.start, m.back)
	m.form.Focus = len(m.form.Items) - 2
	return m
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
	levelIndex := func(name string) int {
		return slices.IndexFunc(spec.Levels, func(l ai.Level) bool { return l.Name == name })
	}
	m.level.Index = max(0, levelIndex(spec.DefaultLevel))
	if i := levelIndex(c.Opponent); i >= 0 {
		m.level.Index = i
	}
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
	if len(spec.Levels) > 0 {
		c.Opponent = spec.Levels[m.level.Index].Name
	}
	for i, o := range spec.Options {
		c.Options[o.Key] = o.Values[m.options[i].Index]
	}
	return c
}

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
	return Match{AI: players, Options: c.Options}
}

func (m *Setup) Update(s *Session) error {
	if s.Input.Just(ActBack) {
		s.Stack.Pop()
		return nil
	}
	w := m.form.Update(s)
	m.colour.Disabled = m.mode.Index == 1
	m.level.Disabled = m.mode.Index == 1
	switch w {
	case m.start:
		if s.Settings.Games == nil {
			s.Settings.Games = map[string]settings.GameChoice{}
		}
		s.Settings.Games[m.game.ID] = m.Choice()
		s.SaveSettings()
		sc, err := m.game.Setup.Start(s, m.Match())
		if err != nil {
			return err
		}
		s.Stack.Push(sc)
	case m.back:
		s.Stack.Pop()
	}
	return nil
}

func (m *Setup) Draw(c *render.Canvas, s *Session) {
	spec := &m.game.Setup
	drawBackdrop(c)
	drawTitle(c, m.game.Title, spec.Subtitle)
	m.form.Draw(c)
	lines := []string{m.mode.Detail()}
	if m.mode.Index == 0 {
		lines = append(lines, m.level.Options[m.level.Index]+": "+m.level.Detail())
	}
	// The descriptions fill the space between the rows and the buttons,
	// smaller when they are long, never touching the buttons.
	y := 440.0
	if n := len(m.options); n > 0 {
		last := m.options[n-1].R
		y = last.Y + last.H + 22
	}
	room := m.start.R.Y - 14 - y
	var wrapped []string
	size := 19.0
	for ; size > 13; size-- {
		wrapped = wrapped[:0]
		for _, l := range lines {
			wrapped = append(wrapped, render.Wrap(l, size, 1000, false)...)
		}
		if float64(len(wrapped))*size*1.3 <= room {
			break
		}
	}
	step := size * 1.3
	for i, l := range wrapped {
		if float64(i+1)*step > room {
			break
		}
		c.Text(l, render.Width/2, y+float64(i)*step, render.TextStyle{Size: size, Color: render.TextDim, Align: render.AlignCenter, Middle: true})
	}
	hint(c, "Up/Down choose  ·  Left/Right change  ·  Enter on Start  ·  Esc goes back")
}
