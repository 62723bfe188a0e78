package scenes

import (
	"strconv"
	"strings"

	"stratagem/ai/connectai"
	"stratagem/ai/hexai"
	"stratagem/ai/mechai"
	"stratagem/ai/millai"
	"stratagem/board/connect"
	"stratagem/board/hex"
	"stratagem/board/mill"
	"stratagem/render"
	"stratagem/units/mech"
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
	// extras are the game's own options (board size for Connect Four).
	extras []*Choice
	// begin builds the game screen for the chosen AI names ("" = person).
	begin func(s *Session, ai [2]string) (Scene, error)
}

func newSetup(s *Session, title, subtitle, computerLabel string, levels []levelInfo, remember *SetupChoice,
	begin func(s *Session, ai [2]string) (Scene, error), extras ...*Choice) *Setup {
	m := &Setup{title: title, subtitle: subtitle, levels: levels, remember: remember, begin: begin, extras: extras}
	x, w, h, y, gap := 270.0, 740.0, 66.0, 170.0, 16.0
	if len(extras) > 0 {
		h, y, gap = 52, 150, 10
	}
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
	m.form.Items = []Widget{m.mode, m.colour, m.level}
	for i, e := range extras {
		e.R = row(3 + i)
		m.form.Items = append(m.form.Items, e)
	}
	by := 520.0
	if len(extras) > 0 {
		by = 600
	}
	m.start = &Button{R: Rect{x + w - 260, by, 260, 66}, Label: "Start"}
	m.back = &Button{R: Rect{x, by, 200, 66}, Label: "Back"}
	m.form.Items = append(m.form.Items, m.start, m.back)
	m.form.Focus = len(m.form.Items) - 2
	return m
}

// NewMillSetup returns the set-up screen for Mill.
func NewMillSetup(s *Session) *Setup {
	var levels []levelInfo
	for _, l := range millai.Roster.Levels {
		levels = append(levels, levelInfo{l.Name, l.Title, l.Description})
	}
	return newSetup(s, "Mill", "Nine Men's Morris — set up the match", "Computer", levels, &s.MillChoice,
		func(s *Session, ai [2]string) (Scene, error) { return NewMillScreen(MillConfig{AI: ai}, s) })
}

// NewHexSetup returns the set-up screen for Hex Battle.
func NewHexSetup(s *Session) *Setup {
	var levels []levelInfo
	for _, l := range hexai.Roster.Levels {
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
	y := 440.0
	if len(m.extras) > 0 {
		y = m.extras[len(m.extras)-1].R.Y + m.extras[len(m.extras)-1].R.H + 22
	}
	// With the game's own options the space above the buttons is smaller.
	size, step := 19.0, 26.0
	if len(m.extras) > 0 {
		size, step = 17, 22
	}
	var wrapped []string
	for _, l := range lines {
		wrapped = append(wrapped, render.Wrap(l, size, 1000, false)...)
	}
	for i, l := range wrapped {
		c.Text(l, render.Width/2, y+float64(i)*step, render.TextStyle{Size: size, Color: render.TextDim, Align: render.AlignCenter, Middle: true})
	}
	hint(c, "Up/Down choose  ·  Left/Right change  ·  Enter on Start  ·  Esc goes back")
}

// NewConnectSetup returns the set-up screen for Connect Four, with the board size and line length.
func NewConnectSetup(s *Session) *Setup {
	var levels []levelInfo
	for _, l := range connectai.Roster.Levels {
		levels = append(levels, levelInfo{l.Name, l.Title, l.Description})
	}
	numbers := func(lo, hi int) []string {
		var out []string
		for i := lo; i <= hi; i++ {
			out = append(out, strconv.Itoa(i))
		}
		return out
	}
	ch := &s.ConnectBoard
	width := &Choice{Label: "Columns", Options: numbers(connect.MinWidth, connect.MaxWidth), Index: ch.W - connect.MinWidth}
	height := &Choice{Label: "Rows", Options: numbers(connect.MinHeight, connect.MaxHeight), Index: ch.H - connect.MinHeight}
	line := &Choice{Label: "In a row to win", Options: numbers(connect.MinLine, connect.MaxLine), Index: ch.N - connect.MinLine}
	begin := func(s *Session, ai [2]string) (Scene, error) {
		cfg := connect.Config{W: width.Index + connect.MinWidth, H: height.Index + connect.MinHeight, N: line.Index + connect.MinLine}
		cfg.N = min(cfg.N, max(cfg.W, cfg.H)) // a line must fit on the board
		*ch = cfg
		return NewConnectScreen(ConnectConfig{Board: cfg, AI: ai}, s)
	}
	return newSetup(s, "Connect Four", "Drop discs, join a line — set up the board and the match", "Computer", levels, &s.ConnectChoice,
		begin, width, height, line)
}

// MechForces are the forces the Mech Duel's set-up offers each side.
var MechForces = [][]mech.DesignID{
	mech.StandardPair,
	{mech.Kestrel, mech.Longbow},
	{mech.Warden, mech.Juggernaut},
	{mech.Kestrel, mech.Kestrel},
	{mech.Juggernaut},
	{mech.Ranger, mech.Bulldog, mech.Kestrel},
	{mech.Ranger, mech.Bulldog, mech.Kestrel, mech.Longbow},
}

func forceName(f []mech.DesignID) string {
	names := make([]string, len(f))
	for i, d := range f {
		names[i] = d.String()
	}
	return strings.Join(names, " + ")
}

// NewMechSetup returns the set-up screen for the Mech Duel, with the map
// and each side's mechs.
func NewMechSetup(s *Session) *Setup {
	var levels []levelInfo
	for _, l := range mechai.Roster.Levels {
		levels = append(levels, levelInfo{l.Name, l.Title, l.Description})
	}
	maps := hex.MechMapNames()
	var mapTitles []string
	for _, n := range maps {
		title := n
		if mp, err := hex.LoadMap(n); err == nil {
			title = mp.Name
		}
		mapTitles = append(mapTitles, title)
	}
	var forces []string
	for _, f := range MechForces {
		forces = append(forces, forceName(f))
	}
	ex := &s.MechExtras
	mapC := &Choice{Label: "Map", Options: mapTitles, Index: ex[0] % len(maps)}
	blue := &Choice{Label: "Blue mechs", Options: forces, Index: ex[1] % len(forces)}
	red := &Choice{Label: "Red mechs", Options: forces, Index: ex[2] % len(forces)}
	begin := func(s *Session, ai [2]string) (Scene, error) {
		*ex = [3]int{mapC.Index, blue.Index, red.Index}
		return NewMechScreen(MechConfig{AI: ai, Map: maps[mapC.Index],
			Forces: [2][]mech.DesignID{MechForces[blue.Index], MechForces[red.Index]}}, s)
	}
	return newSetup(s, "Mech Duel", "Walk, run and jump, twist and fire, manage the heat — set up the duel", "Opponent", levels, &s.MechChoice,
		begin, mapC, blue, red)
}
