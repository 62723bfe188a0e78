package scenes

import (
	"stratagem/assets/lang"
	"stratagem/render"
)

// Confirm asks before something is given up: a question, a sentence on
// what it means, and two buttons. The safe one (keep) has the focus, and
// Esc means keep too.
type Confirm struct {
	Title, Message string
	form           Form
	yes            func(s *Session)
}

// NewConfirm returns the question; onYes runs after the panel closes when
// the person chooses yes.
func NewConfirm(title, message, yes, keep string, onYes func(s *Session)) *Confirm {
	c := &Confirm{Title: title, Message: message, yes: onYes}
	c.form.Items = []Widget{
		&Button{R: Rect{render.Width/2 - 270, 410, 260, 62}, Label: yes, Size: 22},
		&Button{R: Rect{render.Width/2 + 10, 410, 260, 62}, Label: keep, Size: 22},
	}
	c.form.Focus = 1
	return c
}

func (c *Confirm) IsOverlay() bool { return true }

// Buttons returns yes and keep (scripted input, tests).
func (c *Confirm) Buttons() (yes, keep *Button) {
	return c.form.Items[0].(*Button), c.form.Items[1].(*Button)
}

func (c *Confirm) Update(s *Session) error {
	if s.Input.Just(ActBack) {
		s.Stack.Pop()
		return nil
	}
	switch c.form.Update(s) {
	case c.form.Items[0]:
		s.Stack.Pop()
		c.yes(s)
	case c.form.Items[1]:
		s.Stack.Pop()
	}
	return nil
}

func (c *Confirm) Draw(cv *render.Canvas, s *Session) {
	r := panelBox(cv, 640, 300)
	cv.Text(c.Title, render.Width/2, r.Y+56, render.TextStyle{Size: 36, Bold: true, Color: render.TextMain, Align: render.AlignCenter, Middle: true, MaxW: r.W - 40})
	cv.Text(c.Message, render.Width/2, r.Y+96, render.TextStyle{Size: 20, Color: render.TextDim, Align: render.AlignCenter, MaxW: r.W - 60, MaxLines: 3})
	c.form.Draw(cv)
}

// InProgress reports whether a person's game is under way: begun and not
// over (a game the computer plays alone is not, nor a record opened to
// look at).
func (f *Frame[S, M]) InProgress() bool {
	return f.Ply() > f.firstPly() && !f.Over() && !f.BothComputer() && !f.kept.opened
}

// AskRestart starts a new game, after asking when one is in progress.
func (f *Frame[S, M]) AskRestart(s *Session) {
	if !f.InProgress() {
		f.Restart(s)
		return
	}
	s.Stack.Push(NewConfirm(lang.T("core.restart.title"), lang.T("core.restart.message"), lang.T("core.restart.yes"), lang.T("core.keep"), f.Restart))
}

// leaver is a scene that may ask before it is left (a game in progress).
type leaver interface{ InProgress() bool }

// gameInProgress reports whether any scene on the stack is a game in progress.
func (st *Stack) gameInProgress() bool {
	for _, sc := range st.scenes {
		if l, ok := sc.(leaver); ok && l.InProgress() {
			return true
		}
	}
	return false
}

// askLeave asks before a game in progress is left for the main menu; the
// game is saved, so it says where to find it again.
func askLeave(s *Session, leave func(s *Session)) {
	if !s.Stack.gameInProgress() {
		leave(s)
		return
	}
	s.Stack.Push(NewConfirm(lang.T("core.leave.title"), leaveMessage(s), lang.T("core.leave.yes"), lang.T("core.keep"), leave))
}

func leaveMessage(s *Session) string {
	if s.SavePath != "" {
		return lang.T("core.leave.saved")
	}
	return lang.T("core.leave.lost")
}
