package scenes

import (
	"strings"

	"stratagem/render"
)

// Layout of the side panel every game screen shares.
const (
	panelX = 880.0
	panelW = 382.0
)

// actionBar lays out the row of buttons at the foot of a game's side panel.
func actionBar(labels ...string) (Form, []*Button) {
	bw, by := 88.0, 648.0
	var f Form
	buttons := make([]*Button, len(labels))
	for i, l := range labels {
		buttons[i] = &Button{R: Rect{panelX + float64(i)*(bw+10), by, bw, 48}, Label: l, Size: 19}
		f.Items = append(f.Items, buttons[i])
	}
	f.Focus = -1 // keyboard focus stays on the board
	return f, buttons
}

// drawPanelHead draws the side panel's background, the game's name and who plays whom.
func drawPanelHead(c *render.Canvas, title, match string) {
	c.FillRoundRect(panelX-16, 16, panelW+16, render.Height-32, 16, render.Panel)
	c.Text(title, panelX+4, 44, render.TextStyle{Size: 30, Bold: true, Color: render.TextMain, Middle: true})
	c.Text(match, panelX+4, 80, render.TextStyle{Size: 16, Color: render.TextDim, Middle: true})
}

// drawThinking shows the computer's "thinking…" indicator at the right of the status box.
func drawThinking(c *render.Canvas, s *Session, y float64, label string) {
	dots := strings.Repeat(".", int(s.Frame/20%4))
	c.Text(label+dots, panelX+panelW-30, y, render.TextStyle{Size: 16, Color: render.Accent, Align: render.AlignRight, Middle: true})
}

// endTimer waits a moment after the last animation of a finished game
// before the victory panel appears, and shows it once.
type endTimer struct {
	frames int
	shown  bool
}

func (e *endTimer) reset() { *e = endTimer{} }

// due reports, once, that the victory panel should be shown now.
func (e *endTimer) due(s *Session) bool {
	e.frames++
	if !e.shown && e.frames >= s.Ticks(0.6) {
		e.shown = true
		return true
	}
	return false
}

// undoToPerson takes moves back until a person is to move again (at least
// one move): in hot-seat that is one move, against the computer the
// computer's reply and the person's move. It does nothing when the
// computer plays both sides or nothing has been played, and reports whether
// it took anything back.
func undoToPerson(bothComputer bool, ply func() int, undo func(), personToMove func() bool) bool {
	if bothComputer || ply() == 0 {
		return false
	}
	for ply() > 0 {
		undo()
		if personToMove() {
			break
		}
	}
	return true
}

// gameScreen is what the shared game keys act on.
type gameScreen interface {
	Restarter
	Undo(s *Session)
}

// gameKeys handles the keys every game screen shares: Esc opens the pause
// menu, R restarts, U undoes. It reports whether the screen's Update should
// stop for this tick.
func gameKeys(s *Session, g gameScreen) bool {
	in := &s.Input
	switch {
	case in.Just(ActBack):
		s.Stack.Push(NewPauseMenu(g))
		return true
	case in.Just(ActRestart):
		g.Restart(s)
		return true
	case in.Just(ActUndo):
		g.Undo(s)
	}
	return false
}

// drawLog draws the last lines of a game's log down from y, each coloured
// by the side it names first (lines starting "B" blue, "R" red), cut to
// maxRunes characters; empty says so.
func drawLog(c *render.Canvas, x, y float64, log []string, shown int, size, step float64, maxRunes int, empty string) {
	if len(log) == 0 {
		c.Text(empty, x, y, render.TextStyle{Size: size, Color: render.TextDim})
		return
	}
	for i, l := range log[max(0, len(log)-shown):] {
		col := render.TextMain
		if strings.HasPrefix(l, "R") {
			col = render.RedSide
		} else if strings.HasPrefix(l, "B") {
			col = render.BlueSide
		}
		if r := []rune(l); len(r) > maxRunes {
			l = string(r[:maxRunes-1]) + "…"
		}
		c.Text(l, x, y+float64(i)*step, render.TextStyle{Size: size, Color: col})
	}
}

// computerPlayers makes the computer players a match names, per side ("" is
// a person: the zero P), each with the session's next seed.
func computerPlayers[P any](names [2]string, s *Session, newAI func(string, uint64) (P, error)) ([2]P, error) {
	var out [2]P
	for side, name := range names {
		if name == "" {
			continue
		}
		p, err := newAI(name, s.NextSeed())
		if err != nil {
			return out, err
		}
		out[side] = p
	}
	return out, nil
}
