package scenes

import (
	"stratagem/ai/hexai"
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

// SetupChoice is what a set-up screen showed last, kept for the next visit.
type SetupChoice struct{ Mode, Colour, Level int }

// levelInfo is one computer opponent offered in a set-up screen.
type levelInfo struct{ Name, Title, Description string }

// Setup chooses a match: one or two players, colour, computer opponent.
// Blue moves first in every game.
type Setup struct {
	title, subtitle     string
	form                Form
	mode, colour, level *Choice
	start, back         *Button
	levels              []levelInfo
	remember            *SetupChoice
	// begin builds the game screen for the chosen AI names ("" = person).
	begin func(s *Session, ai [2]string) (Scene, error)
}

func newSetup(s *Session, title, subtitle, computerLabel string, levels []levelInfo, remember *SetupChoice,
	begin func(s *Session, ai [2]string) (Scene, error)) *Setup {
	m := &Setup{title: title, subtitle: subtitle, levels: levels, remember: remember, begin: begin}
	x, w, h, y, gap := 270.0, 740.0, 66.0, 170.0, 16.0
	row := func(i int) Rect { return Rect{x, y + float64(i)*(h+gap), w, h} }
	m.mode = &Choice{R: row(0), Label: "Players", Options: []string{"One (vs computer)", "Two (hot-seat)"},
		Details: []string{"You play against the computer.", "Two people take turns at this computer."}}
	m.colour = &Choice{R: row(1), Label: "Your colour", Options: []string{"Blue (moves first)", "Red (moves second)"}}
	var names, details []string
	for _, l := range levels {
		names = append(names, l.Title)
		details = append(details, l.Description)
	}
	m.level = &Choice{R: row(2), Label: computerLabel, Options: names, Details: details}
	m.mode.Index, m.colour.Index = remember.Mode%2, remember.Colour%2
	if remember.Level < len(names) {
		m.level.Index = remember.Level
	}
	m.start = &Button{R: Rect{x + w - 260, 520, 260, 66}, Label: "Start"}
	m.back = &Button{R: Rect{x, 520, 200, 66}, Label: "Back"}
	m.form.Items = []Widget{m.mode, m.colour, m.level, m.start, m.back}
	m.form.Focus = 3
	return m
}

// NewMillSetup returns the set-up screen for Mill.
func NewMillSetup(s *Session) *Setup {
	var levels []levelInfo
	for _, l := range millai.Levels() {
		levels = append(levels, levelInfo{l.Name, l.Title, l.Description})
	}
	return newSetup(s, "Mill", "Nine Men's Morris — set up the match", "Computer", levels, &s.MillChoice,
		func(s *Session, ai [2]string) (Scene, error) { return NewMillScreen(MillConfig{AI: ai}, s) })
}

// NewHexSetup returns the set-up screen for Hex Battle.
func NewHexSetup(s *Session) *Setup {
	var levels []levelInfo
	for _, l := range hexai.Levels() {
		levels = append(levels, levelInfo{l.Name, l.Title, l.Description})
	}
	return newSetup(s, "Hex Battle", "Five stacks a side on the river map — set up the battle", "Opponent", levels, &s.HexChoice,
		func(s *Session, ai [2]string) (Scene, error) { return NewHexScreen(HexConfig{AI: ai}, s) })
}

// AINames returns, per colour, the computer's name for the current choices ("" = person).
func (m *Setup) AINames() [2]string {
	var ai [2]string
	if m.mode.Index == 0 {
		ai[1-m.colour.Index] = m.levels[m.level.Index].Name
	}
	return ai
}

// Config returns the Mill match the current choices describe.
func (m *Setup) Config() MillConfig { return MillConfig{AI: m.AINames()} }

func (m *Setup) Update(s *Session) error {
	if s.Input.Just(ActBack) {
		s.Stack.Pop()
		return nil
	}
	w := m.form.Update(s)
	m.colour.Disabled = m.mode.Index == 1
	m.level.Disabled = m.mode.Index == 1
	*m.remember = SetupChoice{m.mode.Index, m.colour.Index, m.level.Index}
	switch w {
	case m.start:
		sc, err := m.begin(s, m.AINames())
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
	drawBackdrop(c, s)
	drawTitle(c, m.title, m.subtitle)
	m.form.Draw(c)
	lines := []string{m.mode.Detail()}
	if m.mode.Index == 0 {
		lines = append(lines, m.level.Options[m.level.Index]+": "+m.level.Detail())
	}
	for i, l := range lines {
		c.Text(l, render.Width/2, 440+float64(i)*30, render.TextStyle{Size: 20, Color: render.TextDim, Align: render.AlignCenter, Middle: true})
	}
	hint(c, "Up/Down choose  ·  Left/Right change  ·  Enter on Start  ·  Esc goes back")
}
