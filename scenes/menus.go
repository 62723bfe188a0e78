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

// drawBackdrop draws the menus' background: a quiet pattern of board
// points. It stands still: a menu waiting for the player redraws nothing.
func drawBackdrop(c *render.Canvas) {
	for i := 0; i < 9; i++ {
		for j := 0; j < 5; j++ {
			x := 70 + float64(i)*142
			y := 80 + float64(j)*142
			a := 0.05 + 0.04*math.Sin(float64(i+j)*0.9)
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
		s.Stack.Push(NewGameChoice(s))
	case m.form.Items[1]:
		s.Stack.Push(NewOptions(false))
	case m.form.Items[2]:
		s.Quit()
	}
	return nil
}

func (m *MainMenu) Draw(c *render.Canvas, s *Session) {
	drawBackdrop(c)
	c.Text("STRATAGEM", render.Width/2, 150, render.TextStyle{Size: 84, Bold: true, Color: render.Accent, Align: render.AlignCenter, Middle: true})
	c.Text("turn-based board and tactics games", render.Width/2, 218, render.TextStyle{Size: 24, Color: render.TextDim, Align: render.AlignCenter, Middle: true})
	m.form.Draw(c)
	hint(c, "Arrows and Enter, or the mouse  ·  Esc quits  ·  F11 full screen")
}

// GameChoice lists the games with a line about each.
type GameChoice struct {
	form  Form
	games []*GameDesc
}

// NewGameChoice returns the game choice screen for the session's games.
func NewGameChoice(s *Session) *GameChoice {
	g := &GameChoice{games: s.Games}
	// The games share the space between the title and the Back button.
	step := min(116, 440/float64(max(1, len(g.games))))
	for i, gi := range g.games {
		g.form.Items = append(g.form.Items, &Button{
			R: Rect{240, 150 + float64(i)*step, 800, step - 14}, Label: gi.Title, Detail: gi.Description,
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
			s.Stack.Push(NewSetup(s, g.games[i]))
			return nil
		}
	}
	s.Stack.Pop() // Back
	return nil
}

func (g *GameChoice) Draw(c *render.Canvas, s *Session) {
	drawBackdrop(c)
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

// restartUnder closes the overlay on top of game (the pause menu, the
// victory panel) and starts game's match again.
func restartUnder(s *Session, game Restarter) {
	s.Stack.Pop()
	game.Restart(s)
}

// NewPauseMenu returns the pause menu over game.
func NewPauseMenu(game Restarter) *PauseMenu {
	return &PauseMenu{game: game, form: Form{Items: centredButtons(250, 340, 62, 18, "Resume", "Options", "Restart", "Main menu")}}
}

func (p *PauseMenu) IsOverlay() bool { return true }

// Buttons returns Resume, Options, Restart and Main menu (scripted input, tests).
func (p *PauseMenu) Buttons() []Widget { return p.form.Items }

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
		restartUnder(s, p.game)
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
