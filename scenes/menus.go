package scenes

import (
	"math"

	"stratagem/assets/lang"
	"stratagem/render"
	"stratagem/scenes/savegame"
)

// DrawTitle draws a screen's heading and an optional subtitle.
func DrawTitle(c *render.Canvas, title, subtitle string) {
	c.Text(title, render.Width/2, 70, render.TextStyle{Size: 54, Bold: true, Color: render.TextMain, Align: render.AlignCenter, Middle: true, MaxW: render.Width - 80})
	if subtitle != "" {
		c.Text(subtitle, render.Width/2, 122, render.TextStyle{Size: 22, Color: render.TextDim, Align: render.AlignCenter, Middle: true, MaxW: render.Width - 80})
	}
}

// DrawBackdrop draws the menus' background: a quiet pattern of board
// points. It stands still: a menu waiting for the player redraws nothing.
// In high contrast the background is plain.
func DrawBackdrop(c *render.Canvas) {
	if render.Plain() {
		return
	}
	for i := 0; i < 9; i++ {
		for j := 0; j < 5; j++ {
			x := 70 + float64(i)*142
			y := 80 + float64(j)*142
			a := 0.05 + 0.04*math.Sin(float64(i+j)*0.9)
			c.StrokeCircle(x, y, 26, 2, render.WithAlpha(render.Accent, a))
		}
	}
}

// KeyHint draws the key help line at the bottom of a screen.
func KeyHint(c *render.Canvas, s string) {
	c.Text(s, render.Width/2, render.Height-28, render.TextStyle{Size: 18, Color: render.TextDim, Align: render.AlignCenter, Middle: true, MaxW: render.Width - 60})
}

// centredButtons lays out buttons in a column centred on the screen.
func centredButtons(y0, w, h, gap float64, labels ...string) []Widget {
	out := make([]Widget, len(labels))
	for i, l := range labels {
		out[i] = &Button{R: Rect{(render.Width - w) / 2, y0 + float64(i)*(h+gap), w, h}, Label: l}
	}
	return out
}

// MainMenu is the first screen: Continue (when a game was left in
// progress), Play, Options, Quit.
type MainMenu struct {
	form        Form
	built       bool
	continueB   *Button // nil without a game to continue
	play, opts  Widget
	puzzles     Widget // nil when no game has puzzles
	stats       Widget
	records     Widget // the games kept
	quit        Widget
	saved       savegame.Game
	savedGameOf *GameDesc
	preset      *savegame.Game // the saved game shown instead of the file's (-scene menu-continue)
	presetOf    *GameDesc
}

// NewMainMenu returns the main menu.
func NewMainMenu() *MainMenu { return &MainMenu{} }

// Retranslate lays the menu out again in the language now in use.
func (m *MainMenu) Retranslate(*Session) {
	focus := m.form.Focus
	m.built, m.continueB = false, nil
	m.form.Focus = focus
}

// build lays the menu out once it can look for a saved game.
func (m *MainMenu) build(s *Session) {
	if m.built {
		return
	}
	m.built = true
	labels := []string{lang.T("core.menu.play")}
	puzzles := HasPuzzles(s)
	if puzzles {
		labels = append(labels, lang.T("core.menu.puzzles"))
	}
	labels = append(labels, lang.T("records.menu"), lang.T("stats.menu"), lang.T("core.menu.options"))
	if !s.Browser {
		labels = append(labels, lang.T("core.menu.quit")) // a page is closed by the browser, not from the menu
	}
	g, desc, ok := savedGame(s)
	if m.preset != nil {
		g, desc, ok = *m.preset, m.presetOf, true
	}
	if ok {
		labels = append([]string{lang.T("core.menu.continue")}, labels...)
		m.saved, m.savedGameOf = g, desc
	}
	y0, h, gap := 290.0, 66.0, 18.0
	if len(labels) > 4 { // Continue, Play, Puzzles, Options, Quit: closer, to stay above the key help
		h, gap = 58, 12
	}
	if len(labels) > 5 { // and Records, Statistics: higher up, and as tall as fits
		y0, gap = 256, 10
	}
	if room := render.Height - 60 - y0; float64(len(labels))*(h+gap)-gap > room {
		h = (room+gap)/float64(len(labels)) - gap
	}
	m.form.Items = centredButtons(y0, 380, h, gap, labels...)
	if ok {
		m.continueB = m.form.Items[0].(*Button)
		m.continueB.R.X, m.continueB.R.W = (render.Width-continueW)/2, continueW // wide enough for the saved game's line
		m.continueB.Detail = continueDetail(g, desc)
		m.continueB.Size = 24
	}
	i := 0
	if ok {
		i = 1
	}
	next := func() Widget { w := m.form.Items[i]; i++; return w }
	m.play, m.puzzles, m.quit = next(), nil, nil
	if puzzles {
		m.puzzles = next()
	}
	m.records = next()
	m.stats = next()
	m.opts = next()
	if !s.Browser {
		m.quit = next()
	}
}

// continueW is the width of the Continue button, wider than the others
// below it for the line that describes the saved game.
const continueW = 640

// continueDetail describes the saved game: which, against whom, how far.
func continueDetail(g savegame.Game, desc *GameDesc) string {
	when := Length{Count: g.Length, Unit: g.Unit}
	if g.Unit == LengthMoves {
		when.Count = len(g.Moves)
	}
	for _, name := range g.AI {
		if name != "" {
			return lang.T("core.menu.continue.vs", "Game", desc.Title(), "Level", LevelTitle(desc.ID, desc.Setup.Level(name)), "When", when.Words())
		}
	}
	return lang.T("core.menu.continue.two", "Game", desc.Title(), "When", when.Words())
}

// CanContinue reports whether the menu offers a saved game (tests).
func (m *MainMenu) CanContinue() bool { return m.continueB != nil }

func (m *MainMenu) Update(s *Session) error {
	m.build(s)
	if s.Input.Just(ActBack) && !s.Browser {
		s.Quit()
		return nil
	}
	switch w := m.form.Update(s); {
	case w == nil:
	case m.continueB != nil && w == Widget(m.continueB):
		if err := continueGame(s, m.saved, m.savedGameOf); err != nil {
			m.built, m.continueB = false, nil // the save is put aside: no Continue any more
		}
	case w == m.play:
		s.Stack.Push(NewGameChoice(s))
	case w == m.puzzles:
		s.Stack.Push(NewPuzzleList(s))
	case w == m.records:
		s.Stack.Push(NewRecordsScreen(s, s.Records()))
	case w == m.stats:
		s.Stack.Push(NewStatsScreen(s))
	case w == m.opts:
		s.Stack.Push(NewOptions(false))
	case w == m.quit:
		s.Quit()
	}
	return nil
}

func (m *MainMenu) Draw(c *render.Canvas, s *Session) {
	m.build(s)
	DrawBackdrop(c)
	c.Text(lang.Verbatim("STRATAGEM"), render.Width/2, 140, render.TextStyle{Size: 84, Bold: true, Fixed: true, Color: render.Accent, Align: render.AlignCenter, Middle: true, MaxW: render.Width})
	c.Text(lang.T("core.title.tagline"), render.Width/2, 208, render.TextStyle{Size: 24, Color: render.TextDim, Align: render.AlignCenter, Middle: true, MaxW: render.Width - 80})
	m.form.Draw(c)
	drawVersion(c, s)
	if s.Browser {
		KeyHint(c, lang.T("core.menu.keys.browser", "Confirm", Key(ActConfirm), "Fullscreen", Key(ActFullscreen)))
		return
	}
	KeyHint(c, lang.T("core.menu.keys", "Confirm", Key(ActConfirm), "Back", Key(ActBack), "Fullscreen", Key(ActFullscreen)))
}

// GameChoice lists the games with a line about each, and a way to each
// game's rules.
type GameChoice struct {
	form  Form
	games []*GameDesc
	play  []Widget // per game: its set-up
	rules []Widget // per game: its rules (nil when it has none)
}

// NewGameChoice returns the game choice screen for the session's games.
func NewGameChoice(s *Session) *GameChoice {
	g := &GameChoice{games: s.Games}
	// The games share the space between the title and the Back button.
	step := min(116, 440/float64(max(1, len(g.games))))
	for i, gi := range g.games {
		y := 150 + float64(i)*step
		play := &Button{R: Rect{200, y, 700, step - 14}, Label: gi.Title(), Detail: gi.Description()}
		g.form.Items = append(g.form.Items, play)
		g.play = append(g.play, play)
		var rules Widget
		if gi.HowTo != nil {
			rules = &Button{R: Rect{912, y, 168, step - 14}, Label: lang.T("core.choose.howto"), Size: 20}
			g.form.Items = append(g.form.Items, rules)
		}
		g.rules = append(g.rules, rules)
	}
	back := &Button{R: Rect{(render.Width - 240) / 2, 604, 240, 56}, Label: lang.T("core.back")}
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
	for i := range g.games {
		switch w {
		case g.play[i]:
			s.Stack.Push(NewSetup(s, g.games[i]))
			return nil
		case g.rules[i]:
			s.Stack.Push(NewHowTo(g.games[i], false))
			return nil
		}
	}
	s.Stack.Pop() // Back
	return nil
}

func (g *GameChoice) Draw(c *render.Canvas, s *Session) {
	DrawBackdrop(c)
	DrawTitle(c, lang.T("core.choose.title"), "")
	g.form.Draw(c)
	KeyHint(c, lang.T("core.choose.keys", "Confirm", Key(ActConfirm), "Back", Key(ActBack)))
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
	game PausedGame
}

// Restarter is a game screen that can start its match again.
type Restarter interface {
	Scene
	Restart(s *Session)
}

// PausedGame is a game screen as its pause menu sees it.
type PausedGame interface {
	Restarter
	AskRestart(s *Session) // a new game, after asking when one is in progress
	Review(s *Session)     // look back through the game
	GameID() string        // the game's ID, for its rules
	CopyGame(s *Session)   // its record to the clipboard
	CopyLink(s *Session)   // a link to it to the clipboard (a browser)
}

// NewPauseMenu returns the pause menu over game.
func NewPauseMenu(game PausedGame) *PauseMenu {
	p := &PauseMenu{game: game}
	p.Retranslate(nil)
	return p
}

// Retranslate makes the menu's buttons in the language now in use.
func (p *PauseMenu) Retranslate(*Session) {
	p.form.Items = centredButtons(158, 340, 52, 12,
		lang.T("core.pause.resume"), lang.T("core.pause.review"), lang.T("core.pause.howto"), lang.T("core.pause.options"),
		lang.T("core.pause.restart"), lang.T("core.pause.mainmenu"))
	p.form.Items = append(p.form.Items, shareButtons(158+6*64)...)
}

func (p *PauseMenu) IsOverlay() bool { return true }

// Buttons returns Resume, Review the game, How to play, Options, Restart
// and Main menu (scripted input, tests).
func (p *PauseMenu) Buttons() []Widget { return p.form.Items }

func (p *PauseMenu) Update(s *Session) error {
	if s.Input.Just(ActBack) {
		s.Stack.Pop()
		return nil
	}
	p.hideLink(s)
	switch p.form.Update(s) {
	case p.form.Items[0]:
		s.Stack.Pop()
	case p.form.Items[1]:
		s.Stack.Pop()
		p.game.Review(s)
	case p.form.Items[2]:
		if g, ok := s.Game(p.game.GameID()); ok && g.HowTo != nil {
			s.Stack.Push(NewHowTo(g, true))
		}
	case p.form.Items[3]:
		s.Stack.Push(NewOptions(true))
	case p.form.Items[4]:
		s.Stack.Pop()
		p.game.AskRestart(s)
	case p.form.Items[5]:
		askLeave(s, func(s *Session) { s.Stack.Reset(NewMainMenu()) })
	case p.form.Items[6]:
		s.Stack.Pop()
		p.game.CopyGame(s)
	case p.form.Items[7]:
		s.Stack.Pop()
		s.Paste()
	case p.form.Items[8]:
		s.Stack.Pop()
		p.game.CopyLink(s)
	}
	return nil
}

func (p *PauseMenu) Draw(c *render.Canvas, s *Session) {
	panelBox(c, 440, p.hideLink(s))
	c.Text(lang.T("core.pause.title"), render.Width/2, 124, render.TextStyle{Size: 40, Bold: true, Color: render.TextMain, Align: render.AlignCenter, Middle: true, MaxW: 400})
	p.form.Draw(c)
}
