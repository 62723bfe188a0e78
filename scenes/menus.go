package scenes

import (
	"math"

	"stratagem/render"
)

// drawTitle draws a screen's heading and an optional subtitle.
func drawTitle(c *render.Canvas, title, subtitle string) {
	c.Text(title, render.Width/2, 70, render.TextStyle{Size: 54, Bold: true, Color: render.TextMain, Align: render.AlignCenter, Middle: true})
	if subtitle != "" {
		c.Text(subtitle, render.Width/2, 122, render.TextStyle{Size: 22, Color: render.TextDim, Align: render.AlignCenter, Middle: true})
	}
}

// drawBackdrop draws the menus' background: a quiet pattern of board points.
func drawBackdrop(c *render.Canvas, s *Session) {
	t := float64(s.Frame) / 60
	for i := 0; i < 9; i++ {
		for j := 0; j < 5; j++ {
			x := 70 + float64(i)*142
			y := 80 + float64(j)*142
			a := 0.05 + 0.04*math.Sin(t*0.7+float64(i+j)*0.9)
			c.StrokeCircle(x, y, 26, 2, render.WithAlpha(render.Accent, a))
		}
	}
}

// hint draws the key help line at the bottom of a screen.
func hint(c *render.Canvas, s string) {
	c.Text(s, render.Width/2, render.Height-28, render.TextStyle{Size: 18, Color: render.TextDim, Align: render.AlignCenter, Middle: true})
}

// centredButtons lays out buttons in a column centred on the screen.
func centredButtons(y0, w, h, gap float64, labels ...string) []Widget {
	out := make([]Widget, len(labels))
	for i, l := range labels {
		out[i] = &Button{R: Rect{(render.Width - w) / 2, y0 + float64(i)*(h+gap), w, h}, Label: l}
	}
	return out
}

// MainMenu is the first screen: Play, Options, Quit.
type MainMenu struct {
	form Form
}

// NewMainMenu returns the main menu.
func NewMainMenu() *MainMenu {
	return &MainMenu{form: Form{Items: centredButtons(300, 360, 70, 22, "Play", "Options", "Quit")}}
}

func (m *MainMenu) Update(s *Session) error {
	if s.Input.Just(ActBack) {
		s.Quit()
		return nil
	}
	switch m.form.Update(s) {
	case m.form.Items[0]:
		s.Stack.Push(NewGameChoice())
	case m.form.Items[1]:
		s.Stack.Push(NewOptions(false))
	case m.form.Items[2]:
		s.Quit()
	}
	return nil
}

func (m *MainMenu) Draw(c *render.Canvas, s *Session) {
	drawBackdrop(c, s)
	c.Text("STRATAGEM", render.Width/2, 150, render.TextStyle{Size: 84, Bold: true, Color: render.Accent, Align: render.AlignCenter, Middle: true})
	c.Text("turn-based board and tactics games", render.Width/2, 218, render.TextStyle{Size: 24, Color: render.TextDim, Align: render.AlignCenter, Middle: true})
	m.form.Draw(c)
	hint(c, "Arrows and Enter, or the mouse  ·  Esc quits  ·  F11 full screen")
}

// GameInfo describes one game in the game choice.
type GameInfo struct {
	Title, Description string
	// Setup returns the game's set-up scene, or nil while the game is not available.
	Setup func(s *Session) Scene
}

// Games lists the games of the collection in the order the menu shows them.
func Games() []GameInfo {
	return []GameInfo{
		{"Mill", "Nine Men's Morris: place, move and fly; three in a row removes a piece.", func(s *Session) Scene { return NewMillSetup(s) }},
		{"Hex Battle", "A Heroes-style battle: five unit stacks a side, initiative, retaliation, archers and flyers.", func(s *Session) Scene { return NewHexSetup(s) }},
		{"Connect Four", "Drop discs, join four — on boards from 4×4 to 9×8, against a perfect solver.", func(s *Session) Scene { return NewConnectSetup(s) }},
		{"Mech Duel", "Giant robots on hills and in woods: walk, run or jump, twist, fire, and keep the heat down.", func(s *Session) Scene { return NewMechSetup(s) }},
	}
}

// GameChoice lists the games with a line about each.
type GameChoice struct {
	form  Form
	games []GameInfo
}

// NewGameChoice returns the game choice screen.
func NewGameChoice() *GameChoice {
	g := &GameChoice{games: Games()}
	// The games share the space between the title and the Back button.
	step := min(116, 440/float64(len(g.games)))
	for i, gi := range g.games {
		g.form.Items = append(g.form.Items, &Button{
			R: Rect{240, 150 + float64(i)*step, 800, step - 14}, Label: gi.Title, Detail: gi.Description, Disabled: gi.Setup == nil,
		})
	}
	back := &Button{R: Rect{(render.Width - 240) / 2, 604, 240, 56}, Label: "Back"}
	g.form.Items = append(g.form.Items, back)
	return g
}

func (g *GameChoice) Update(s *Session) error {
	if s.Input.Just(ActBack) {
		s.Stack.Pop()
		return nil
	}
	w := g.form.Update(s)
	if w == nil {
		return nil
	}
	for i, item := range g.form.Items[:len(g.games)] {
		if w == item {
			s.Stack.Push(g.games[i].Setup(s))
			return nil
		}
	}
	s.Stack.Pop() // Back
	return nil
}

func (g *GameChoice) Draw(c *render.Canvas, s *Session) {
	drawBackdrop(c, s)
	drawTitle(c, "Choose a game", "")
	g.form.Draw(c)
	hint(c, "Enter plays the highlighted game  ·  Esc goes back")
}

// panelBox draws the box of an overlay panel centred on the screen.
func panelBox(c *render.Canvas, w, h float64) Rect {
	r := Rect{(render.Width - w) / 2, (render.Height - h) / 2, w, h}
	c.FillRoundRect(r.X, r.Y, r.W, r.H, 20, render.Panel)
	c.StrokeRoundRect(r.X, r.Y, r.W, r.H, 20, 2, render.PanelBorder)
	return r
}

// PauseMenu is the overlay Esc opens during a game.
type PauseMenu struct {
	form Form
	game Restarter
}

// Restarter is a game screen that can start its match again.
type Restarter interface {
	Scene
	Restart(s *Session)
}

// NewPauseMenu returns the pause menu over game.
func NewPauseMenu(game Restarter) *PauseMenu {
	return &PauseMenu{game: game, form: Form{Items: centredButtons(250, 340, 62, 18, "Resume", "Options", "Restart", "Main menu")}}
}

func (p *PauseMenu) IsOverlay() bool { return true }

func (p *PauseMenu) Update(s *Session) error {
	if s.Input.Just(ActBack) {
		s.Stack.Pop()
		return nil
	}
	switch p.form.Update(s) {
	case p.form.Items[0]:
		s.Stack.Pop()
	case p.form.Items[1]:
		s.Stack.Push(NewOptions(true))
	case p.form.Items[2]:
		s.Stack.Pop()
		p.game.Restart(s)
	case p.form.Items[3]:
		s.Stack.Reset(NewMainMenu())
	}
	return nil
}

func (p *PauseMenu) Draw(c *render.Canvas, s *Session) {
	panelBox(c, 440, 420)
	c.Text("Paused", render.Width/2, 200, render.TextStyle{Size: 40, Bold: true, Color: render.TextMain, Align: render.AlignCenter, Middle: true})
	p.form.Draw(c)
}
