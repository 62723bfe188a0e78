package scenes

import (
	"image/color"
	"math"
	"strings"

	"stratagem/ai"
	"stratagem/assets/lang"
	"stratagem/render"
)

// Layout of the side panel every game screen shares.
const (
	PanelX = 880.0
	PanelW = 382.0
	// PanelInner is the width of the panel's content.
	PanelInner = PanelW - 16

	statusY, statusH = 98.0, 56.0
	PanelBodyTop     = 172.0 // where the game's part of the panel begins
	barRowY          = 642.0 // the frame's row of buttons: 16 above the panel's foot, as from its sides
	barRowH          = 46.0
	barGap           = 8.0
)

// actionBar is the row (or two) of buttons at the foot of a game's side
// panel, built every tick from the commands that apply.
type actionBar struct {
	form          Form
	buttons       []*Button
	buttonCmd     []int // per button, its command's index in cmds
	cmds          []Command
	labels        string // the labels the buttons were laid out for
	rows          int
	help          []string // the key help, wrapped
	helpItems     []string // the key help's items ("U undo")
	helpText      string   // the key help on one line, as last wrapped
	helpSize      float64  // the key help's text size, as last wrapped
	helpTextScale float64  // the player's text size it was wrapped at
	scale         float64  // the screen's pixels per virtual unit, as last drawn (0: not yet)
}

// The key help is drawn at helpTextSize, and never under helpPixels
// pixels on the screen: in a small window (640×400, a browser's page) the
// virtual screen is shown at half its size, and the help grows in
// virtual units to stay readable, on more lines.
const (
	helpTextSize = 13
	helpPixels   = 11
)

// helpSizeAt is the key help's text size at scale (pixels per unit).
func helpSizeAt(scale float64) float64 {
	if scale <= 0 {
		return helpTextSize
	}
	return max(helpTextSize, helpPixels/scale)
}

// wrapHelp wraps the key help for the screen's scale, when it or the
// scale changed.
func (b *actionBar) wrapHelp() {
	size := helpSizeAt(b.scale)
	if joined := strings.Join(b.helpItems, " · "); joined != b.helpText || size != b.helpSize || render.TextScale() != b.helpTextScale {
		b.helpText, b.helpSize, b.helpTextScale = joined, size, render.TextScale()
		b.help = wrapItems(b.help[:0], b.helpItems, " · ", size, PanelInner)
	}
}

// setScale tells the bar the screen's scale it is drawn at.
func (b *actionBar) setScale(scale float64) {
	if scale != b.scale {
		b.scale = scale
		b.wrapHelp()
	}
}

// Buttons returns the action bar's buttons as laid out at the last tick
// (scripted input and tests).
func (f *Frame[S, M]) Buttons() []*Button { return f.bar.buttons }

// BarFocus returns the index of the bar's button with the keyboard focus,
// or -1 while the keys act on the board.
func (f *Frame[S, M]) BarFocus() int { return f.bar.form.Focus }

// commands returns the game's commands and the frame's own: while the game
// goes on, while it is over, or while the person reviews it.
func (f *Frame[S, M]) commands() (game, frame []Command) {
	if f.hist.reviewing {
		return f.reviewCommands()
	}
	if f.puzzle != nil {
		return nil, f.puzzleCommands()
	}
	over := f.Over()
	if c, ok := f.screen.(Commander); ok {
		game = c.Commands()
	}
	frame = []Command{
		{Label: lang.T("core.frame.undo"), Help: lang.T("core.frame.undo.help"), Key: ActUndo, Enabled: f.canUndo(), Do: f.Undo},
		{Label: lang.T("core.frame.redo"), Help: lang.T("core.frame.redo.help"), Key: ActRedo, Enabled: f.canRedo(), Do: f.Redo},
	}
	review := Command{Label: lang.T("core.frame.review"), Help: lang.T("core.frame.review.help"), Key: ActReview, Enabled: f.Ply() > f.firstPly(), Do: f.Review}
	if over {
		frame = append(frame, review,
			Command{Label: lang.T("core.victory.again"), Help: lang.T("core.frame.again.help"), Key: ActRestart, Enabled: true, Do: f.Restart})
	} else {
		if c, ok := f.hintOrMoveNow(); ok {
			frame = append(frame, c)
		}
		review.KeyOnly = true
		frame = append(frame, review,
			Command{Label: lang.T("core.frame.restart"), Help: lang.T("core.frame.restart.help"), Key: ActRestart, KeyOnly: true, Enabled: true, Do: f.AskRestart})
	}
	frame = append(frame, Command{Label: lang.T("core.frame.menu"), Help: lang.T("core.frame.menu.help"), Key: ActBack, Enabled: true,
		Do: func(s *Session) { s.Stack.Push(NewPauseMenu(f)) }})
	return game, frame
}

// updateBar lays the bar out for this tick's commands, and runs the command
// whose button or key was pressed. It reports whether that command changed
// the screen's whole state (restart, pause), so the tick should end.
func (f *Frame[S, M]) updateBar(s *Session) bool {
	game, frame := f.commands()
	b := &f.bar
	b.layout(game, frame, f.Keys(), f.keyHelp())
	gen, changes := f.gen, s.Stack.Changes()
	ran := false
	if w := b.form.Update(s); w != nil {
		for i, btn := range b.buttons {
			if c := b.cmds[b.buttonCmd[i]]; w == btn && c.Enabled {
				c.Do(s)
				ran = true
			}
		}
	}
	for _, c := range b.cmds {
		if !ran && c.Enabled && c.Label != "" && c.Key != NoKey && s.Input.Just(c.Key) {
			s.Input.Consume(c.Key)
			c.Do(s)
			ran = true
		}
	}
	return ran && (s.Stack.Changes() != changes || f.gen != gen)
}

func (f *Frame[S, M]) keyHelp() string {
	if k, ok := f.screen.(KeyHelper); ok {
		return k.KeyHelp()
	}
	return ""
}

// layout places one button per command that has one (placeButtons, when
// the labels change) and sets the buttons' labels and the key help.
func (b *actionBar) layout(game, frame []Command, keys KeyMap, extraHelp string) {
	b.cmds = append(append(b.cmds[:0], game...), frame...)
	var labels []string
	for _, c := range b.cmds {
		if !c.KeyOnly {
			labels = append(labels, c.Label)
		}
	}
	if key := strings.Join(labels, "\x00"); key != b.labels {
		b.labels = key
		b.placeButtons(game)
	}
	for i, btn := range b.buttons {
		c := b.cmds[b.buttonCmd[i]]
		btn.Label, btn.Disabled, btn.On = c.Label, !c.Enabled, c.On
	}
	items := b.helpItems[:0]
	if extraHelp != "" {
		items = append(items, strings.Split(extraHelp, " · ")...)
	}
	for _, c := range b.cmds {
		if name := keys.Name(c.Key); name != "" && c.Label != "" {
			help := c.Help
			if help == "" {
				help = strings.ToLower(c.Label)
			}
			items = append(items, lang.T("core.frame.keyhelp", "Key", name, "Does", help))
		}
	}
	b.helpItems = items
	b.wrapHelp()
}

// wrapItems joins items with sep into lines no wider than width, breaking
// only between items ("R restart" never loses its R).
func wrapItems(lines, items []string, sep string, size, width float64) []string {
	line := ""
	for _, it := range items {
		next := it
		if line != "" {
			next = line + sep + it
		}
		if w, _ := render.MeasureText(next, size, false); w > width && line != "" {
			lines = append(lines, line)
			next = it
		}
		line = next
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// placeButtons lays out the buttons in rows where their labels fit: all in
// one row; else the game's in a row above the frame's; else each of those
// rows split in two. A longer language gets more rows, not cut words.
func (b *actionBar) placeButtons(game []Command) {
	var all, gameRow, frameRow []int // indexes in cmds of the buttons
	for i, c := range b.cmds {
		if c.KeyOnly {
			continue
		}
		all = append(all, i)
		if i < len(game) {
			gameRow = append(gameRow, i)
		} else {
			frameRow = append(frameRow, i)
		}
	}
	rows := b.chooseRows(all, gameRow, frameRow)
	b.buttons, b.form.Items, b.buttonCmd = b.buttons[:0], b.form.Items[:0], b.buttonCmd[:0]
	b.rows = len(rows)
	for r, row := range rows {
		y := barRowY - float64(len(rows)-1-r)*(barRowH+barGap)
		w := barButtonWidth(len(row))
		for i, ci := range row {
			btn := &Button{R: Rect{PanelX + float64(i)*(w+barGap), y, w, barRowH}, Size: barTextSize}
			b.buttons = append(b.buttons, btn)
			b.form.Items = append(b.form.Items, btn)
			b.buttonCmd = append(b.buttonCmd, ci)
		}
	}
	b.form.Bar, b.form.Focus = true, -1
}

// barTextSize is the size of the bar's labels.
const barTextSize = 17

// barButtonWidth is the width of each of n buttons in a row.
func barButtonWidth(n int) float64 {
	return (PanelInner - float64(n-1)*barGap) / float64(max(1, n))
}

// maxFullRows is the most rows the bar takes to keep its labels at full
// size; a language that needs more shrinks them in two rows instead, so
// the panel above keeps its room.
const maxFullRows = 3

// chooseRows lays the buttons (indexes in cmds) in rows: all in one row;
// else the game's above the frame's; else each of those split in two; at
// full size first, then letting labels shrink.
func (b *actionBar) chooseRows(all, gameRow, frameRow []int) [][]int {
	var options [][][]int
	options = append(options, [][]int{all})
	if len(gameRow) > 0 && len(frameRow) > 0 {
		options = append(options, [][]int{gameRow, frameRow})
	}
	var split [][]int
	for _, r := range options[len(options)-1] {
		if len(r) > 2 {
			split = append(split, r[:(len(r)+1)/2], r[(len(r)+1)/2:])
		} else {
			split = append(split, r)
		}
	}
	for _, full := range []bool{true, false} {
		for _, rows := range options {
			if b.rowsFit(rows, full) {
				return rows
			}
		}
		if len(split) <= maxFullRows && b.rowsFit(split, full) {
			return split
		}
	}
	return split
}

// rowsFit reports whether every label fits its button in these rows, at
// its full size if full.
func (b *actionBar) rowsFit(rows [][]int, full bool) bool {
	for _, row := range rows {
		w := barButtonWidth(len(row))
		for _, ci := range row {
			// On two lines if it must; at full size a row whose labels
			// would have to shrink is split instead.
			st := render.TextStyle{Size: barTextSize, Bold: true, MaxW: w - 16, MaxH: barRowH - 6}
			if f := render.FitText(b.cmds[ci].Label, st); f.Overflow || full && f.Size < barTextSize {
				return false
			}
		}
	}
	return true
}

// top is the y of the bar's top edge, key help included.
// helpLineH is the height of a line of the key help.
func (b *actionBar) helpLineH() float64 { return math.Round(b.helpSize * render.TextScale() * 17 / 13) }

func (b *actionBar) top() float64 {
	return barRowY - float64(b.rows-1)*(barRowH+barGap) - 12 - b.helpLineH()*float64(len(b.help))
}

// draw draws the buttons, and the key help above them unless the panel's
// words reach down into its room (panelFoot: a long language at the
// largest text size); the buttons and the Keys screen still tell the keys.
func (b *actionBar) draw(c *render.Canvas, panelFoot float64) {
	b.form.Draw(c)
	if panelFoot > b.top()+1 {
		return
	}
	y := b.top() + b.helpLineH()/2
	for _, l := range b.help {
		c.Text(l, PanelX+PanelInner/2, y, render.TextStyle{Size: b.helpSize, Color: render.TextDim, Align: render.AlignCenter, Middle: true, MaxW: PanelInner})
		y += b.helpLineH()
	}
}

// Draw draws the game's board and the side panel.
func (f *Frame[S, M]) Draw(c *render.Canvas, s *Session) {
	f.bar.setScale(c.Scale) // the key help readable in a small window
	f.screen.DrawBoard(c, s)
	x := PanelX
	c.FillRoundRect(x-16, 16, PanelW+16, render.Height-32, 16, render.Panel)
	c.Text(lang.T("game."+f.GameID()+".title"), x+4, 44, render.TextStyle{Size: 30, Bold: true, Color: render.TextMain, Middle: true, MaxW: PanelInner - 8})
	c.Text(f.fittedMatchLine(), x+4, 80, MatchLineStyle)

	st := f.screen.Status()
	if f.hist.reviewing {
		st.Text = f.reviewStatus()
	}
	if f.puzzle != nil {
		st.Text = f.puzzle.spec.Goal
	}
	c.FillRoundRect(x, statusY, PanelInner, statusH, 10, render.ButtonFill)
	cy := statusY + statusH/2
	tx := x + 14
	if st.Mark != nil {
		st.Mark(c, x+28, cy)
		tx = x + 54
	}
	busy, report := "", ai.Report{Share: -1}
	switch {
	case f.computer.thinking():
		report = f.computer.runner.Report()
		busy = lang.T("core.frame.thinking")
		if report.Depth > 0 {
			busy = lang.N("core.frame.thinking.depth", report.Depth)
		}
	case f.hinting.Busy():
		report = f.hinting.Report()
		busy = lang.T("core.frame.hinting")
	default:
		busy = f.WorkUnderWay()
	}
	// The status takes the room the busy word leaves (its dots included).
	room := x + PanelInner - 14 - tx
	if busy != "" {
		// On up to two lines ("thinking, 6 moves ahead"), so that it keeps its size.
		busyStyle := render.TextStyle{Size: 16, Color: render.Accent, Middle: true, MaxW: room * 0.55, MaxLines: 2, MaxH: statusH - 12}
		bw := render.FitText(busy+"...", busyStyle).Width
		dots := strings.Repeat(".", int(s.Tick/thinkingDotTicks%4))
		c.Text(busy+dots, x+PanelInner-14-bw, cy-2, busyStyle)
		room -= bw + 10
	}
	c.Text(st.Text, tx, cy, render.TextStyle{Size: 19, Bold: true, Color: render.TextMain, Middle: true, MaxW: room, MaxH: statusH - 6})
	if f.computer.thinking() || f.hinting.Busy() {
		drawProgress(c, Rect{x + 10, statusY + statusH - 7, PanelInner - 20, 4}, report.Share, s.Tick)
	}
	body := Rect{x, PanelBodyTop, PanelInner, f.bar.top() - 10 - PanelBodyTop}
	// How far down the panel's words reach: where they run on into the
	// key help's room, the help is left out (actionBar.draw).
	f.panelFoot = 0
	c.Foot = &f.panelFoot
	if f.puzzle != nil {
		h := f.drawPuzzleBox(c, body)
		body.Y, body.H = body.Y+h, body.H-h
	}
	f.screen.DrawPanel(c, s, body)
	c.Foot = nil
	f.bar.draw(c, f.panelFoot)
}

// drawProgress draws how far the computer's search has got as a thin bar
// in r: filled to share (0 to 1), or, when the search tells no share
// (-1), a short stretch sweeping to and fro with the ticks.
func drawProgress(c *render.Canvas, r Rect, share float64, tick int64) {
	c.FillRoundRect(r.X, r.Y, r.W, r.H, r.H/2, render.WithAlpha(render.TextDim, 0.25))
	if share >= 0 {
		if w := r.W * min(share, 1); w >= r.H {
			c.FillRoundRect(r.X, r.Y, w, r.H, r.H/2, render.Accent)
		}
		return
	}
	const period = 90 // ticks for a sweep there and back
	t := float64(tick%period) / period
	pos := 1 - math.Abs(2*t-1) // 0 → 1 → 0
	w := r.W / 4
	c.FillRoundRect(r.X+(r.W-w)*pos, r.Y, w, r.H, r.H/2, render.Accent)
}

// MatchLine says who plays whom, e.g. "Blue: You vs Red: Computer (Hard)".
func (f *Frame[S, M]) MatchLine() string { return f.matchLine(true, true) }

// matchLine is the match line, naming the computer as such or (short)
// not, with the game's note or without.
func (f *Frame[S, M]) matchLine(long, withNote bool) string {
	if f.puzzle != nil {
		return f.puzzle.spec.Title
	}
	line := lang.T("core.frame.hotseat")
	if f.VsComputer() {
		name := func(side int) string {
			level := LevelTitle(f.GameID(), f.level(side))
			switch {
			case f.Players[side] == nil:
				return lang.T("core.frame.you")
			case long:
				return lang.T("core.frame.computerlevel", "Level", level)
			}
			return level
		}
		line = lang.T("core.frame.match", "Blue", name(0), "Red", name(1))
	}
	if n, ok := f.screen.(MatchNoter); ok && withNote {
		if note := n.MatchNote(); note != "" {
			line = lang.T("core.frame.matchnote", "Match", line, "Note", note)
		}
	}
	return line
}

// level returns the computer player of side.
func (f *Frame[S, M]) level(side int) ai.Level {
	if l, ok := f.roster.Find(f.Match.AI[side]); ok {
		return l
	}
	return ai.Level{Name: f.Match.AI[side]}
}

// MatchLineStyle is how the match line is drawn, in the box it must fit:
// one line, or two of the smallest size between the title and the status.
var MatchLineStyle = render.TextStyle{Size: 16, Color: render.TextDim, Middle: true, MaxW: PanelInner - 8, MaxH: 34}

// fittedMatchLine returns the match line in the first form that fits the
// panel: long; without the word "Computer"; without the game's note.
func (f *Frame[S, M]) fittedMatchLine() string {
	for _, long := range []bool{true, false} {
		if line := f.matchLine(long, true); !render.FitText(line, MatchLineStyle).Overflow {
			return line
		}
	}
	return f.matchLine(false, false)
}

// DrawHeading draws a heading of the panel at (x, y).
func DrawHeading(c *render.Canvas, x, y float64, text string) {
	c.Text(text, x, y, render.TextStyle{Size: 20, Bold: true, Color: render.Accent, Middle: true, MaxW: PanelInner - (x - PanelX)})
}

// DrawParagraph draws text wrapped to width from (x, y) down, in colour
// col, and returns the y below it.
func DrawParagraph(c *render.Canvas, x, y, width float64, text string, size float64, col color.Color) float64 {
	st := render.TextStyle{Size: size, Color: col, MaxW: width, MaxLines: 40}
	f := c.Text(text, x, y, st)
	return y + float64(f.Lines)*f.Size*1.3
}

// LogLine is one line of a game's log: its words, and the side whose
// action it tells (NoSide for neither), which gives its colour.
type LogLine struct {
	Text string
	Side int
}

// NoSide is the Side of a log line that tells no side's action.
const NoSide = -1

// DrawLogLines draws the newest lines of a game's log in the box r, the
// newest last, each in its side's colour and wrapped to r's width; lines
// that do not fit are left out from the oldest. empty is drawn when the
// log is empty.
func DrawLogLines(c *render.Canvas, r Rect, log []LogLine, size float64, empty string) {
	st := render.TextStyle{Size: size, Color: render.TextDim, MaxW: r.W, MaxLines: 3}
	if len(log) == 0 {
		c.Text(empty, r.X, r.Y, st)
		return
	}
	step := size * 1.3
	first, used := len(log), 0.0
	for first > 0 {
		h := float64(render.FitText(log[first-1].Text, st).Lines)*step + size*0.3
		if used+h > r.H {
			break
		}
		used += h
		first--
	}
	y := r.Y
	for _, l := range log[first:] {
		st.Color = render.TextMain
		switch l.Side {
		case 0:
			st.Color = render.BlueSide
		case 1:
			st.Color = render.RedSide
		}
		y += float64(c.Text(l.Text, r.X, y, st).Lines)*step + size*0.3
	}
}

// DrawLog draws the last lines of a game's log down from y, each coloured
// by the side it names first (lines starting "B" blue, "R" red), cut to
// maxRunes characters; empty says so.
func DrawLog(c *render.Canvas, x, y float64, log []string, shown int, size, step float64, maxRunes int, empty string) {
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
