package scenes

import (
	"stratagem/assets/lang"
	"stratagem/render"
)

// The position editors (Mill, Connect Four) share their side panel: the
// game's own rows (the colour placed, the hands, the side to move), a box
// that says whether the position can be played and if not why, the match
// it will be played as, and the buttons Clear, Start position, Play from
// here, Analyse and Back. The board left of it is the game's. The panel is
// a bar (as the game frame's action bar): the arrows and Enter act on the
// board until Tab moves into the panel.

// EditorAction is what the person did in the panel this tick.
type EditorAction int

// The panel's actions.
const (
	EditorNothing EditorAction = iota
	EditorChanged              // a row's value changed
	EditorClear                // empty the board
	EditorStart                // the game's starting position
	EditorPlay                 // play from the position
	EditorAnalyse              // open the position with the analysis shown
	EditorBack                 // leave the editor
)

// EditorPanel is the position editors' side panel.
type EditorPanel struct {
	Title    string // the game (and its variant or board)
	rows     []*Choice
	form     Form
	clear    *Button
	start    *Button
	play     *Button
	analyse  *Button
	back     *Button
	statusAt float64 // where the status box begins
}

// The panel's place: right of the board.
const (
	editorX, editorW      = 690.0, 560.0
	editorRowsTop         = 108.0
	editorRowH, editorGap = 44.0, 6.0
	editorButtonsTop      = 478.0
	editorButtonH         = 50.0
)

// NewEditorPanel lays the panel out with the game's rows, top to bottom.
func NewEditorPanel(title string, rows ...*Choice) *EditorPanel {
	p := &EditorPanel{Title: title, rows: rows}
	y := editorRowsTop
	for _, r := range rows {
		r.R = Rect{editorX, y, editorW, editorRowH}
		r.Size, r.Split = 20, 0.58
		y += editorRowH + editorGap
		p.form.Items = append(p.form.Items, r)
	}
	p.statusAt = y + 6
	half := (editorW - 14) / 2
	button := func(col, row int, label string) *Button {
		return &Button{R: Rect{editorX + float64(col)*(half+14), editorButtonsTop + float64(row)*(editorButtonH+12), half, editorButtonH},
			Label: label, Size: 21}
	}
	p.clear = button(0, 0, lang.T("editor.clear"))
	p.start = button(1, 0, lang.T("editor.start"))
	p.play = button(0, 1, lang.T("editor.play"))
	p.analyse = button(1, 1, lang.T("editor.analyse"))
	p.back = button(0, 2, lang.T("core.back"))
	p.form.Items = append(p.form.Items, p.clear, p.start, p.play, p.analyse, p.back)
	p.form.Bar, p.form.Focus = true, -1
	return p
}

// OnBoard reports whether the keys act on the board (the panel has no focus).
func (p *EditorPanel) OnBoard() bool { return p.form.Focus < 0 }

// PlayButton and AnalyseButton return those buttons (scripted input, tests).
func (p *EditorPanel) PlayButton() *Button    { return p.play }
func (p *EditorPanel) AnalyseButton() *Button { return p.analyse }

// Update runs the panel's part of a tick: Play from here and Analyse are
// offered only for a playable position. Esc is Back.
func (p *EditorPanel) Update(s *Session, playable bool) EditorAction {
	p.play.Disabled, p.analyse.Disabled = !playable, !playable
	if s.Input.Just(ActBack) {
		return EditorBack
	}
	w := p.form.Update(s)
	switch w {
	case nil:
		return EditorNothing
	case p.clear:
		return EditorClear
	case p.start:
		return EditorStart
	case p.play:
		return EditorPlay
	case p.analyse:
		return EditorAnalyse
	case p.back:
		return EditorBack
	}
	return EditorChanged
}

// Draw draws the panel: the title, the rows, the status (why the position
// is refused, in the colour of danger, or what it is), the match it will
// be played as, the buttons, and the key help at the foot (board: the
// game's words for its board's keys and clicks).
func (p *EditorPanel) Draw(c *render.Canvas, status string, refused bool, match, board string) {
	c.Text(lang.T("editor.title"), editorX, 34, render.TextStyle{Size: 32, Bold: true, Fixed: true, Color: render.TextMain, MaxW: editorW})
	c.Text(p.Title, editorX, 76, render.TextStyle{Size: 19, Color: render.TextDim, MaxW: editorW})
	p.form.Draw(c)
	top, bottom := p.statusAt, editorButtonsTop-10
	c.FillRoundRect(editorX, top, editorW, bottom-top, 10, render.Panel)
	col := render.TextMain
	if refused {
		col = render.Danger
	}
	matchH := 46.0
	c.Text(status, editorX+14, top+10, render.TextStyle{Size: 19, Color: col, MaxW: editorW - 28, MaxH: bottom - top - matchH - 16})
	c.Text(match, editorX+14, bottom-matchH, render.TextStyle{Size: 16, Color: render.TextDim, MaxW: editorW - 28, MaxH: matchH - 4})
	// The key help at the foot, on two lines if it must (the board's clicks
	// and keys take many words).
	c.Text(lang.T("editor.keys", "Board", board, "Tab", Key(ActNext), "Back", Key(ActBack)), render.Width/2, render.Height-34,
		render.TextStyle{Size: 17, Color: render.TextDim, Align: render.AlignCenter, Middle: true, MaxW: render.Width - 60, MaxLines: 2})
}

// EditorMatchWords says how "Play from here" plays the match m of game
// g: the person against a computer player (its level's title), or two
// people taking turns.
func EditorMatchWords(g *GameDesc, m Match) string {
	for side, name := range m.AI {
		if name != "" {
			return lang.T("editor.match.one", "Side", Side(1-side), "Level", LevelTitle(g.ID, g.Setup.Level(name)))
		}
	}
	return lang.T("editor.match.two")
}
