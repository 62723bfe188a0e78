package scenes

import (
	"stratagem/assets"
	"stratagem/assets/lang"
	"stratagem/board/rules"
	"stratagem/render"
)

// showVictory opens the victory panel for a finished game: who won (from
// the person's point of view when one plays the computer), how, and the
// game's numbers.
func (f *Frame[S, M]) showVictory(s *Session, out rules.Outcome) {
	title, effect := lang.T("core.victory.draw"), assets.Win
	if w := int(out.Winner); !out.Draw() {
		title = lang.T("core.victory.wins", "Side", Side(w))
		if f.VsComputer() {
			switch {
			case f.Person(w):
				title = lang.T("core.victory.you")
			case f.Person(1 - w):
				title, effect = lang.T("core.victory.computer"), assets.Lose
			}
		}
	}
	s.Play(effect)
	v := NewVictory(f, title, Capitalise(f.screen.EndWords(out)), f.screen.VictoryStats(s))
	v.AutoRestart = f.Match.Autoplay
	s.Stack.Push(v)
}

// Capitalise returns s with its first letter in upper case.
func Capitalise(s string) string { return lang.Cap(s) }

// Victory is the panel at the end of a game: who won and how, a few
// numbers, Play again, Review, Main menu, and Esc (or See the board) to
// close it and look at the final position.
type Victory struct {
	game        Restarter
	Title       string
	reason      string
	stats       []string
	form        Form
	AutoRestart bool // autoplay: start the next game by itself
	frames      int
}

// NewVictory returns the victory panel over game.
func NewVictory(game Restarter, title, reason string, stats []string) *Victory {
	v := &Victory{game: game, Title: title, reason: reason, stats: stats}
	v.form.Items = []Widget{
		&Button{R: Rect{render.Width/2 - 290, 440, 280, 58}, Label: lang.T("core.victory.again"), Size: 24},
		&Button{R: Rect{render.Width/2 + 10, 440, 280, 58}, Label: lang.T("core.pause.review"), Size: 24},
		&Button{R: Rect{render.Width/2 - 290, 508, 280, 50}, Label: lang.T("core.victory.board"), Size: 20},
		&Button{R: Rect{render.Width/2 + 10, 508, 280, 50}, Label: lang.T("core.pause.mainmenu"), Size: 20},
	}
	return v
}

func (v *Victory) IsOverlay() bool { return true }

func (v *Victory) Update(s *Session) error {
	v.frames++
	if v.AutoRestart {
		s.KeepTicking()
	}
	restart := func() {
		s.Stack.Pop()
		v.game.Restart(s)
	}
	switch {
	case (v.AutoRestart && v.frames > 180) || s.Input.Just(ActRestart):
		restart()
		return nil
	case s.Input.Just(ActBack):
		s.Stack.Pop() // see the final position; the bar offers Review and Play again
		return nil
	}
	switch v.form.Update(s) {
	case v.form.Items[0]:
		restart()
	case v.form.Items[1]:
		s.Stack.Pop()
		if r, ok := v.game.(interface{ Review(*Session) }); ok {
			r.Review(s)
		}
	case v.form.Items[2]:
		s.Stack.Pop()
	case v.form.Items[3]:
		s.Stack.Reset(NewMainMenu())
	}
	return nil
}

// Buttons returns Play again, Review the game, See the board and Main menu
// (scripted input, tests).
func (v *Victory) Buttons() []Widget { return v.form.Items }

func (v *Victory) Draw(c *render.Canvas, s *Session) {
	r := panelBox(c, 660, 440)
	c.Text(v.Title, render.Width/2, r.Y+62, render.TextStyle{Size: 50, Bold: true, Color: render.Accent, Align: render.AlignCenter, Middle: true, MaxW: r.W - 40})
	// The reason on up to two lines, then the numbers, one a line, above the buttons.
	reason := render.TextStyle{Size: 22, Color: render.TextMain, Align: render.AlignCenter, Middle: true, MaxW: r.W - 50, MaxLines: 2}
	lines := render.FitText(v.reason, reason).Lines
	c.Text(v.reason, render.Width/2, r.Y+118+float64(lines-1)*14, reason)
	y := r.Y + 168 + float64(lines-1)*28
	step := min(30, (440-12-y)/float64(max(1, len(v.stats))))
	for i, st := range v.stats {
		c.Text(st, render.Width/2, y+float64(i)*step, render.TextStyle{Size: 20, Color: render.TextDim, Align: render.AlignCenter, Middle: true, MaxW: r.W - 50})
	}
	v.form.Draw(c)
}

// AIFailed is the panel that tells the person a computer player failed,
// in plain words, and offers a way on: a legal move played for it this
// once, or the person taking that side over.
type AIFailed struct {
	message           string
	form              Form
	anyMove, takeOver func(s *Session)
}

func newAIFailed(message string, side lang.Forms, anyMove, takeOver func(s *Session)) *AIFailed {
	p := &AIFailed{message: message, anyMove: anyMove, takeOver: takeOver}
	p.form.Items = []Widget{
		&Button{R: Rect{render.Width/2 - 290, 430, 280, 62}, Label: lang.T("core.failed.anymove"), Size: 22},
		&Button{R: Rect{render.Width/2 + 10, 430, 280, 62}, Label: lang.T("core.failed.takeover", "Side", side), Size: 22},
	}
	return p
}

func (p *AIFailed) IsOverlay() bool { return true }

// Message is what the panel tells the person.
func (p *AIFailed) Message() string { return p.message }

// Buttons returns the two ways on: any legal move, and taking the side over.
func (p *AIFailed) Buttons() (anyMove, takeOver *Button) {
	return p.form.Items[0].(*Button), p.form.Items[1].(*Button)
}

func (p *AIFailed) Update(s *Session) error {
	switch p.form.Update(s) {
	case p.form.Items[0]:
		s.Stack.Pop()
		p.anyMove(s)
	case p.form.Items[1]:
		s.Stack.Pop()
		p.takeOver(s)
	}
	return nil
}

func (p *AIFailed) Draw(c *render.Canvas, s *Session) {
	r := panelBox(c, 680, 330)
	c.Text(lang.T("core.failed.title"), render.Width/2, r.Y+52, render.TextStyle{Size: 36, Bold: true, Color: render.Danger, Align: render.AlignCenter, Middle: true, MaxW: r.W - 40})
	c.Text(p.message+" "+lang.T("core.failed.choose"), render.Width/2, r.Y+88, render.TextStyle{Size: 20, Color: render.TextMain, Align: render.AlignCenter,
		MaxW: r.W - 60, MaxLines: 5})
	p.form.Draw(c)
}
