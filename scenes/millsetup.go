package scenes

import (
	"stratagem/ai/millai"
	"stratagem/board/mill"
	"stratagem/render"
)

// MillConfig says who plays each colour: "" for a person, else a computer level name.
type MillConfig struct {
	AI [2]string
	// Autoplay starts a new game a few seconds after each one ends.
	Autoplay bool
}

// OnePlayer returns the match of a person with colour human against the computer at level.
func OnePlayer(human mill.Color, level string) MillConfig {
	var cfg MillConfig
	cfg.AI[human.Other()] = level
	return cfg
}

// MillSetup chooses the match: one or two players, colour, computer level.
type MillSetup struct {
	form                Form
	mode, colour, level *Choice
	start, back         *Button
	levels              []millai.Level
	remember            *MillChoice
}

// MillChoice is what the Mill set-up showed last, kept for the next visit.
type MillChoice struct{ Mode, Colour, Level int }

// NewMillSetup returns the set-up screen for Mill.
func NewMillSetup(s *Session) *MillSetup {
	m := &MillSetup{levels: millai.Levels(), remember: &s.MillChoice}
	x, w, h, y, gap := 270.0, 740.0, 66.0, 170.0, 16.0
	row := func(i int) Rect { return Rect{x, y + float64(i)*(h+gap), w, h} }
	m.mode = &Choice{R: row(0), Label: "Players", Options: []string{"One (vs computer)", "Two (hot-seat)"},
		Details: []string{"You play against the computer.", "Two people take turns at this computer."}}
	m.colour = &Choice{R: row(1), Label: "Your colour", Options: []string{"Blue (moves first)", "Red (moves second)"}}
	var names, details []string
	for _, l := range m.levels {
		names = append(names, l.Title)
		details = append(details, l.Description)
	}
	m.level = &Choice{R: row(2), Label: "Computer", Options: names, Details: details}
	m.mode.Index, m.colour.Index = s.MillChoice.Mode%2, s.MillChoice.Colour%2
	if s.MillChoice.Level < len(names) {
		m.level.Index = s.MillChoice.Level
	}
	m.start = &Button{R: Rect{x + w - 260, 520, 260, 66}, Label: "Start"}
	m.back = &Button{R: Rect{x, 520, 200, 66}, Label: "Back"}
	m.form.Items = []Widget{m.mode, m.colour, m.level, m.start, m.back}
	m.form.Focus = 3
	return m
}

// Config returns the match the current choices describe.
func (m *MillSetup) Config() MillConfig {
	if m.mode.Index == 1 {
		return MillConfig{}
	}
	return OnePlayer(mill.Color(m.colour.Index), m.levels[m.level.Index].Name)
}

func (m *MillSetup) Update(s *Session) error {
	if s.Input.Just(ActBack) {
		s.Stack.Pop()
		return nil
	}
	w := m.form.Update(s)
	m.colour.Disabled = m.mode.Index == 1
	m.level.Disabled = m.mode.Index == 1
	*m.remember = MillChoice{m.mode.Index, m.colour.Index, m.level.Index}
	switch w {
	case m.start:
		sc, err := NewMillScreen(m.Config(), s)
		if err != nil {
			return err
		}
		s.Stack.Push(sc)
	case m.back:
		s.Stack.Pop()
	}
	return nil
}

func (m *MillSetup) Draw(c *render.Canvas, s *Session) {
	drawBackdrop(c, s)
	drawTitle(c, "Mill", "Nine Men's Morris — set up the match")
	m.form.Draw(c)
	lines := []string{m.mode.Detail()}
	if m.mode.Index == 0 {
		lines = append(lines, "Computer: "+m.level.Detail())
	}
	for i, l := range lines {
		c.Text(l, render.Width/2, 440+float64(i)*30, render.TextStyle{Size: 20, Color: render.TextDim, Align: render.AlignCenter, Middle: true})
	}
	hint(c, "Up/Down choose  ·  Left/Right change  ·  Enter on Start  ·  Esc goes back")
}
