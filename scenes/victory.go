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
	f.countResult(s, out)
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
	var rep VictoryReport
	if r, ok := f.screen.(VictoryReporter); ok {
		rep = r.VictoryReport(s, out)
	} else {
		rep.Stats = f.screen.VictoryStats(s)
	}
	v := NewVictory(f, title, Capitalise(f.screen.EndWords(out)), rep)
	v.AutoRestart = f.Match.Autoplay
	if desc, ok := s.Game(f.Match.Game); ok && !f.Match.Autoplay {
		v.level = desc
	}
	s.Stack.Push(v)
}

// VictoryReport is what a game tells the victory panel beyond who won
// and how: its numbers, a chart of the game, and the deciding moment.
type VictoryReport struct {
	Stats  []string // a line each: moves or turns, the time played
	Chart  Chart    // the game over time (Empty: none)
	Moment string   // the deciding moment in words ("": none)
}

// VictoryReporter is a game screen that gives the victory panel a full
// report; the panel of any other shows its VictoryStats.
type VictoryReporter interface {
	VictoryReport(s *Session, out rules.Outcome) VictoryReport
}

// Replay calls each with the game's position at every step, from the
// start (step 0) to now, on a copy: what a victory report charts.
func (f *Frame[S, M]) Replay(each func(step int, st S)) {
	st := f.rules.Clone(f.state)
	moves := f.rules.History(st)
	for range moves {
		f.rules.Undo(st)
	}
	each(0, st)
	for i, m := range moves {
		f.rules.Apply(st, m)
		each(i+1, st)
	}
}

// Capitalise returns s with its first letter in upper case.
func Capitalise(s string) string { return lang.Cap(s) }

// Victory is the panel at the end of a game: who won and how, the game's
// numbers, a chart of it and its deciding moment; Play again, Review,
// Change level, See the board (or Esc) to close it and look at the final
// position, and Main menu.
type Victory struct {
	game        Restarter
	Title       string
	reason      string
	report      VictoryReport
	level       *GameDesc // the game whose set-up Change level opens (nil: none)
	form        Form
	AutoRestart bool // autoplay: start the next game by itself
	frames      int
}

// The victory panel's size.
const victoryW, victoryH = 800, 600

// NewVictory returns the victory panel over game.
func NewVictory(game Restarter, title, reason string, report VictoryReport) *Victory {
	v := &Victory{game: game, Title: title, reason: reason, report: report}
	x, y := (render.Width-victoryW)/2+30.0, (render.Height+victoryH)/2-146.0
	w := (victoryW - 60 - 2*12) / 3.0
	v.form.Items = []Widget{
		&Button{R: Rect{x, y, w, 58}, Label: lang.T("core.victory.again"), Size: 22},
		&Button{R: Rect{x + w + 12, y, w, 58}, Label: lang.T("core.pause.review"), Size: 22},
		&Button{R: Rect{x + 2*(w+12), y, w, 58}, Label: lang.T("core.victory.level"), Size: 22},
		&Button{R: Rect{x, y + 68, (victoryW - 72) / 2, 48}, Label: lang.T("core.victory.board"), Size: 19},
		&Button{R: Rect{x + (victoryW-72)/2 + 12, y + 68, (victoryW - 72) / 2, 48}, Label: lang.T("core.pause.mainmenu"), Size: 19},
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
		if v.level != nil {
			s.Stack.Reset(NewMainMenu())
			s.Stack.Push(NewSetup(s, v.level))
		}
	case v.form.Items[3]:
		s.Stack.Pop()
	case v.form.Items[4]:
		s.Stack.Reset(NewMainMenu())
	}
	return nil
}

// Report is what the game told the panel (tests).
func (v *Victory) Report() VictoryReport { return v.report }

// Buttons returns Play again, Review the game, Change level, See the
// board and Main menu (scripted input, tests).
func (v *Victory) Buttons() []Widget { return v.form.Items }

func (v *Victory) Draw(c *render.Canvas, s *Session) {
	v.form.Items[2].(*Button).Disabled = v.level == nil
	r := panelBox(c, victoryW, victoryH)
	c.Text(v.Title, render.Width/2, r.Y+50, render.TextStyle{Size: 46, Bold: true, Color: render.Accent, Align: render.AlignCenter, Middle: true, MaxW: r.W - 40, MaxLines: 1})
	// How it ended, on up to two lines.
	reason := render.TextStyle{Size: 21, Color: render.TextMain, Align: render.AlignCenter, Middle: true, MaxW: r.W - 60, MaxLines: 2}
	c.Text(v.reason, render.Width/2, r.Y+104, reason)
	// The numbers on the left, the chart on the right, the deciding
	// moment under them across the panel.
	rep := v.report
	top, bottom := r.Y+140, v.form.Items[0].Bounds().Y-14
	left := Rect{r.X + 30, top, r.W - 60, 0}
	sectionEnd := top
	if !rep.Chart.Empty() {
		chart := Rect{r.X + r.W - 30 - 340, top, 340, 180}
		rep.Chart.Draw(c, chart)
		left.W -= chart.W + 24
		sectionEnd = chart.Y + chart.H
	}
	y := top
	for _, st := range rep.Stats {
		style := render.TextStyle{Size: 18, Color: render.TextDim, MaxW: left.W, MaxLines: 2}
		fit := c.Text(st, left.X, y, style)
		y += max(24*float64(fit.Lines), fit.Height()) // its lines as drawn, no closer than the screens' own step
	}
	if rep.Moment != "" {
		y = max(y, sectionEnd) + 12
		c.Text(lang.T("core.victory.moment"), left.X, y, render.TextStyle{Size: 17, Bold: true, Color: render.Accent, MaxW: r.W - 60, MaxLines: 1})
		y += 26
		c.Text(rep.Moment, left.X, y, render.TextStyle{Size: 17, Color: render.TextMain, MaxW: r.W - 60, MaxH: bottom - y})
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
