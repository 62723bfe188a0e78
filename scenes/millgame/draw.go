package millgame

import (
	"fmt"
	"image/color"
	"math"
	"time"

	"stratagem/ai"
	"stratagem/assets/lang"
	"stratagem/board/mill"
	"stratagem/render"
	"stratagem/scenes"
)

// trayX is the centre of c's tray and of the box above it: a margin from
// the window's left edge for Blue, clear of the side panel for Red.
func (m *Screen) trayX(c mill.Color) float64 {
	if c == mill.Red {
		return m.board.X + m.board.Size + 116
	}
	return m.board.X - 102
}

// traySlot is where the i-th piece (0 = bottom) in c's hand is drawn.
func (m *Screen) traySlot(c mill.Color, i int) (float64, float64) {
	return m.trayX(c), m.board.Y + m.board.Size - float64(i)*46 + 4
}

// decor is what the board shows besides the pieces: the marks of the
// person's choices, the last move, the hint, and the pieces drawn
// elsewhere (animated, or waiting for the removal choice as a ghost).
func (m *Screen) decor() render.MillDecor {
	d := render.NoDecor()
	anim, _ := m.Anim().(*moveAnim)
	if last, ok := m.pos.LastMove(); ok && anim == nil {
		d.Last = last
		if m.Reviewing() {
			// A review steps without animations: the mill the move
			// closed stays lit.
			d.Mills = closedMills(m.pos, last)
		}
	}
	if h, ok := m.Hint(); ok && !m.Reviewing() {
		d.Hint = h
	}
	if better, played, ok := m.betterShown(); ok {
		// The review's better move, and where the move played went.
		d.Hint, d.Redo = better, played
	}
	if ahead := m.Ahead(); len(ahead) > 0 && !m.Reviewing() && !m.BothComputer() && anim == nil {
		d.Redo = ahead[0]
	}
	if m.PersonToAct() && anim == nil {
		d.Hover = m.hover
		if m.cursorShown {
			d.Hover = m.cursor
		}
		d.Selected = m.selected
		for _, mv := range m.Legal() {
			switch {
			case m.pending:
				if mv.From == m.pendFrom && mv.To == m.pendTo && mv.Remove != mill.NoPoint {
					d.Removable |= 1 << uint(mv.Remove)
				}
			case mv.From == m.selected:
				// The placements while nothing is picked up, else the
				// targets of the piece picked up.
				d.Legal |= 1 << uint(mv.To)
			case m.selected == mill.NoPoint:
				d.Movable |= 1 << uint(mv.From)
			}
		}
		if m.pending {
			d.Ghost, d.GhostColor = m.pendTo, m.pos.SideToMove()
			if m.pendFrom != mill.NoPoint {
				d.Hidden |= 1 << uint(m.pendFrom)
			}
			d.Mills = m.pendingMills()
		}
	}
	switch {
	case anim == nil:
		markEnd(m.pos, &d)
	case anim.sliding():
		d.Hidden |= 1 << uint(anim.move.To)
	default:
		d.Mills, d.MillsFade = anim.mills, anim.millFade()
	}
	return d
}

// pendingMills returns the mills that the move waiting for its removal
// choice closes: lit while the person chooses.
func (m *Screen) pendingMills() [][3]mill.Point {
	me := m.pos.SideToMove()
	var closed [][3]mill.Point
	for _, line := range m.pos.Variant().MillsThrough(m.pendTo) {
		full := true
		for _, p := range line {
			full = full && (p == m.pendTo || (p != m.pendFrom && m.pos.At(p) == me))
		}
		if full {
			closed = append(closed, line)
		}
	}
	return closed
}

func (m *Screen) DrawBoard(c *render.Canvas, s *scenes.Session) {
	d := m.decor()
	render.DrawMillBoard(c, m.board, &m.base, m.pos, d)
	anim, _ := m.Anim().(*moveAnim)
	if m.PersonToAct() && anim == nil && m.cursorShown {
		x, y := m.board.PointPos(m.pos.Variant(), m.cursor)
		render.DrawMillCursor(c, x, y, m.board.PieceRadius(), render.TextMain)
	}
	if anim != nil {
		m.drawAnim(c, anim)
	}
	m.drawTrays(c)
}

func (m *Screen) drawAnim(c *render.Canvas, a *moveAnim) {
	r := m.board.PieceRadius()
	v := m.pos.Variant()
	if a.move.Remove != mill.NoPoint {
		if t := a.leaving(); t < 1 {
			x, y := m.board.PointPos(v, a.move.Remove)
			render.DrawLeavingPiece(c, x, y, r, a.mover.Other(), t)
		}
	}
	if !a.sliding() {
		return // the piece stands on its point: the board draws it
	}
	tx, ty := m.board.PointPos(v, a.move.To)
	t := float64(a.frame) / float64(a.slideFrames)
	t = 1 - (1-t)*(1-t) // ease out
	lift := math.Sin(t*math.Pi) * 10
	render.DrawPiece(c, a.fromX+(tx-a.fromX)*t, a.fromY+(ty-a.fromY)*t-lift, r*(1+lift/120), a.mover, 1)
}

// trayCounts returns the pieces of c the box above its tray counts, as the
// player sees them: a piece waiting on its point for the removal choice
// stands on the board, no longer in the hand. The tray draws as many.
func (m *Screen) trayCounts(c mill.Color) (inHand, onBoard int) {
	inHand, onBoard = m.pos.InHand(c), m.pos.OnBoard(c)
	if m.pending && !m.Reviewing() && m.pendFrom == mill.NoPoint && c == m.pos.SideToMove() {
		inHand, onBoard = inHand-1, onBoard+1
	}
	return inHand, onBoard
}

// The box above each tray: the side's name, who plays it, and its pieces
// in hand and on the board, a line each.
const trayBoxW, trayBoxH, trayBoxTop = 164.0, 88.0, 24.0

// trayStyle is the style of the words in the box above a tray: four
// lines in a box of its own size, so they keep their size whatever the
// player's text size (grown, they ran into each other).
func trayStyle(size float64, bold bool, col color.Color) render.TextStyle {
	return render.TextStyle{Size: size, Bold: bold, Color: col, Align: render.AlignCenter, Middle: true, MaxW: trayBoxW - 12, Fixed: true}
}

// trayWho says who plays c: "you" against the computer, "computer", or
// "player" when two people share the screen.
func (m *Screen) trayWho(c mill.Color) string {
	switch {
	case !m.Person(int(c)):
		return lang.T("mill.tray.computer")
	case m.VsComputer():
		return lang.T("mill.tray.you")
	}
	return lang.T("mill.tray.player")
}

// counterLines are the counts under a side's name, e.g. "6 in hand" and
// "3 on board".
func (m *Screen) counterLines(c mill.Color) (inHand, onBoard string) {
	h, b := m.trayCounts(c)
	return lang.N("mill.tray.inhand", h), lang.N("mill.tray.onboard", b)
}

func (m *Screen) drawTrays(c *render.Canvas) {
	r := m.board.PieceRadius() * 0.9
	for _, col := range []mill.Color{mill.Blue, mill.Red} {
		x := m.trayX(col)
		inHand, _ := m.trayCounts(col)
		fill, _ := render.SideColors(col)
		if m.pos.SideToMove() == col && !m.pos.Outcome().Over() {
			c.FillRoundRect(x-trayBoxW/2, trayBoxTop, trayBoxW, trayBoxH, 12, render.ButtonFill)
			c.StrokeRoundRect(x-trayBoxW/2, trayBoxTop, trayBoxW, trayBoxH, 12, 3, fill)
		}
		y := trayBoxTop + 17
		c.Text(scenes.SideName(int(col)), x, y, trayStyle(21, true, fill))
		c.Text(m.trayWho(col), x, y+20, trayStyle(15, false, render.TextDim))
		hand, board := m.counterLines(col)
		c.Text(hand, x, y+39, trayStyle(15, false, render.TextMain))
		c.Text(board, x, y+57, trayStyle(15, false, render.TextMain))
		for i := 0; i < inHand; i++ {
			px, py := m.traySlot(col, i)
			render.DrawPiece(c, px, py, r, col, 1)
		}
	}
}

func (m *Screen) Status() scenes.Status {
	me := m.pos.SideToMove()
	if out := m.Outcome(); out.Over {
		text := lang.T("mill.status.draw")
		if out.Winner >= 0 {
			text = lang.T("mill.status.wins", "Side", scenes.Side(int(out.Winner)))
		}
		return scenes.Status{Text: text, Mark: func(c *render.Canvas, x, y float64) { c.FillCircle(x, y, 16, render.Accent) }}
	}
	return scenes.Status{Text: lang.T("mill.status.turn", "Side", side(me)),
		Mark: func(c *render.Canvas, x, y float64) { render.DrawPiece(c, x, y, 14, me, 1) }}
}

func (m *Screen) DrawPanel(c *render.Canvas, s *scenes.Session, area scenes.Rect) {
	x, w := area.X, area.W
	y := area.Y + 4
	// What just happened, in words, in the colour of the side that did it.
	if m.lastWords != "" {
		fill, _ := render.SideColors(m.lastMover)
		y = paragraph(c, x+4, y, w-8, m.lastWords, 17, fill) + 12
	}
	if m.Reviewing() {
		y = m.drawGrade(c, x+4, y, w-8)
	}
	if h, ok := m.Hint(); ok && !m.Reviewing() {
		y = paragraph(c, x+4, y, w-8, hintWords(m.pos, h, m.pending && h.From == m.pendFrom && h.To == m.pendTo), 17, render.TextMain) + 12
	}
	bottom := area.Y + area.H
	quiet := m.quietWords()
	quietH := paragraphHeight(quiet, 15, w-8) + 4
	if m.ana.shown {
		y = m.drawAnalysis(c, x+4, y, w-8, bottom-quietH)
	} else if title, body := m.phaseRules(); y+34+paragraphHeight(body, 17, w-8)+quietH <= bottom {
		// The phase's rules, where they fit (the rules pages have them:
		// with the largest text they give way to the count of quiet moves).
		scenes.DrawHeading(c, x+4, y+12, title)
		y = paragraph(c, x+4, y+34, w-8, body, 17, render.TextMain)
	}
	if quiet != "" && y+quietH <= bottom {
		y = paragraph(c, x+4, y+4, w-8, quiet, 15, render.TextDim)
	}
	// The list of moves below, if a line of it fits (a long language's
	// rules may take the room).
	top := math.Max(y+26, area.Y+250)
	if top+22+moveStep() <= area.Y+area.H {
		scenes.DrawHeading(c, x+4, top, lang.T("mill.panel.moves"))
		m.drawMoveList(c, x, top+22, w, area.Y+area.H)
	}
}

// paragraph draws text wrapped to width from (x, y) down and returns the y
// below it. It draws the text as one (scenes.DrawParagraph draws it line
// by line), so that the test of drawn texts sees each message whole.
func paragraph(c *render.Canvas, x, y, width float64, text string, size float64, col color.Color) float64 {
	st := render.TextStyle{Size: size, Color: col, MaxW: width, MaxLines: 20}
	fit := c.Text(text, x, y, st)
	return y + float64(fit.Lines)*fit.Size*1.3
}

// paragraphHeight is how tall paragraph draws text ("": nothing).
func paragraphHeight(text string, size, width float64) float64 {
	if text == "" {
		return 0
	}
	return render.FitText(text, render.TextStyle{Size: size, MaxW: width, MaxLines: 20}).Height()
}

// listWindow returns the lines of the move list to show (first up to
// end), two moves a line, shown lines at most, for played moves of total:
// the line of the last move played, and up to two lines after it, in sight.
func listWindow(played, total, shown int) (first, end int) {
	rows := (total + 1) / 2
	current := max(0, played-1) / 2
	end = min(rows, current+1+2)
	first = max(0, end-shown)
	return first, min(rows, first+shown)
}

// moveStep is how far apart the lines of the list of moves are: a line
// of it as drawn at the player's text size, 23 at least.
func moveStep() float64 { return max(23, math.Ceil(render.LineHeight(17))) }

// drawMoveList draws the moves, two a line, from y down to bottom in a
// column of width w: those played up to the position, and after them,
// dimmed, those taken back that Redo or the review would play again. The
// line of the last move played stays in sight. The moves are notation, the
// same in every language.
func (m *Screen) drawMoveList(c *render.Canvas, x, y, w, bottom float64) {
	played := m.pos.History()
	n := len(played)
	all := append(played, m.Ahead()...)
	if len(all) == 0 {
		c.Text(lang.T("mill.panel.nomoves"), x+4, y, render.TextStyle{Size: 17, Color: render.TextDim, MaxW: w - 8})
		return
	}
	const numW, colW = 34.0, 150.0
	step := moveStep()
	v := m.pos.Variant()
	first, end := listWindow(n, len(all), max(1, int((bottom-y)/step)))
	for r := first; r < end; r++ {
		ly := y + float64(r-first)*step
		c.Text(lang.Verbatim(fmt.Sprintf("%d.", r+1)), x+numW, ly,
			render.TextStyle{Size: 17, Color: render.TextDim, Align: render.AlignRight, MaxW: numW})
		for k := 0; k < 2 && 2*r+k < len(all); k++ {
			i := 2*r + k
			col, _ := render.SideColors(mill.Color(k))
			if i >= n {
				col = render.WithAlpha(col, 0.4)
			}
			mx := x + numW + 12 + float64(k)*colW
			move := lang.Verbatim(v.FormatMove(all[i]))
			st := render.TextStyle{Size: 17, Color: col, MaxW: colW - 14}
			if i == n-1 && len(all) > n {
				// Where the review stands: the last move played, boxed.
				tw := render.FitText(move, st).Width
				c.StrokeRoundRect(mx-5, ly-2, tw+10, step, 6, 2, render.TextDim)
			}
			c.Text(move, mx, ly, st)
			if g, ok := m.GradeOf(i); ok && m.Reviewing() && g.Grade >= ai.Inaccuracy {
				// A mark after the move: its grade's colour, larger for a blunder.
				tw := render.FitText(move, st).Width
				r := 4.0
				if g.Grade == ai.Blunder {
					r = 5.5
				}
				c.FillCircle(mx+tw+9, ly+step/2-1, r, gradeColour(g.Grade))
			}
		}
	}
}

// VictoryStats are the game's numbers on the victory panel: the moves
// (each side's too), the time it took, the pieces each side has left.
func (m *Screen) VictoryStats(s *scenes.Session) []string {
	return []string{
		m.movesPlayed(),
		lang.T("mill.victory.time", "Time", clock(m.Elapsed(s))),
		lang.T("mill.victory.pieces", "Blue", side(mill.Blue), "BlueCount", lang.Num(m.pos.Left(mill.Blue)),
			"Red", side(mill.Red), "RedCount", lang.Num(m.pos.Left(mill.Red))),
	}
}

// clock writes a duration as a clock does: minutes and seconds ("12:05"),
// hours first when there are any ("1:02:05").
func clock(d time.Duration) string {
	sec := int(d.Round(time.Second) / time.Second)
	if sec >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", sec/3600, sec/60%60, sec%60)
	}
	return fmt.Sprintf("%d:%02d", sec/60, sec%60)
}

// movesPlayed counts the moves of the game, each side's too: the plies
// alternate, and the side that played last made the odd one.
func (m *Screen) movesPlayed() string {
	n := m.pos.Ply()
	last := m.pos.SideToMove().Other()
	moves := [2]int{}
	moves[last], moves[last.Other()] = (n+1)/2, n/2
	return lang.N("mill.victory.moves", n, "Blue", side(mill.Blue), "BlueMoves", lang.Num(moves[mill.Blue]),
		"Red", side(mill.Red), "RedMoves", lang.Num(moves[mill.Red]))
}

// drawGrade draws, in a review, what the grading says of the move the
// panel talks about (its grade in its colour, why, the better move), and
// returns the y below it; nothing before the first move.
func (m *Screen) drawGrade(c *render.Canvas, x, y, w float64) float64 {
	i := m.reviewedIndex()
	start, read := m.grade.Start()
	if i < 0 || !read || i >= len(m.grade.Moves()) {
		return y
	}
	g, ok := m.GradeOf(i)
	if !ok {
		done, total := m.Graded()
		return paragraph(c, x, y, w, lang.T("mill.grade.pending", "Done", lang.Num(done), "Total", lang.Num(total)), 15, render.TextDim) + 12
	}
	mover := start.SideToMove()
	if i%2 == 1 {
		mover = mover.Other()
	}
	_, _, shown := m.betterShown()
	return paragraph(c, x, y, w, reviewWords(m.pos.Variant(), g, mover, shown), 17, gradeColour(g.Grade)) + 12
}

// drawAnalysis draws the analysis overlay's part of the panel from y down
// in a column of width w: the evaluation bar and its verdict, where the
// verdict comes from, the best line and the threats. It returns the y
// below it.
func (m *Screen) drawAnalysis(c *render.Canvas, x, y, w, bottom float64) float64 {
	scenes.DrawHeading(c, x, y+12, lang.T("mill.analysis.title"))
	y += 30
	a, ok := m.Analysis()
	switch {
	case m.pos.Outcome().Over():
		return paragraph(c, x, y, w, endWords(m.pos), 17, render.TextMain)
	case m.ana.failed:
		return paragraph(c, x, y, w, lang.T("mill.analysis.failed"), 17, render.TextDim)
	case !ok:
		return paragraph(c, x, y, w, lang.T("mill.analysis.waiting"), 17, render.TextDim)
	}
	// The bar: Blue's share from the left, Red's the rest, a tick at the middle.
	const barH = 12.0
	share := blueShare(a)
	c.FillRoundRect(x, y, w, barH, barH/2, render.RedSide)
	if share > 0 {
		c.FillRoundRect(x, y, math.Max(barH, w*share), barH, barH/2, render.BlueSide)
	}
	c.FillRect(x+w/2-1, y-3, 2, barH+6, render.TextMain)
	y += barH + 8
	// The verdict, where it comes from, the best line and the threats, in
	// that order; where they do not all fit above bottom (a long
	// language's words), where it comes from gives way first, then the
	// best line, then the threats from the last.
	paras := []panelPara{{verdictWords(a), 18, render.TextMain, 0, 4}, {sourceWords(a), 14, render.TextDim, 4, 1}}
	if line := lineWords(m.pos.Variant(), a.Line); line != "" {
		paras = append(paras, panelPara{line, 16, render.TextMain, 4, 2})
	}
	for _, t := range threatWords(m.pos, a.Threats) {
		var col color.Color = render.TextDim
		if t.side != mill.NoColor {
			col, _ = render.SideColors(t.side)
		}
		paras = append(paras, panelPara{t.text, 16, col, 0, 3})
	}
	return drawParas(c, x, y, w, bottom, paras)
}

// panelPara is a paragraph of the panel: its words, size and colour, the
// room after it, and how long it keeps its place when the panel is short
// of room (those of lower keep give way first; among equals, the later).
type panelPara struct {
	text  string
	size  float64
	col   color.Color
	after float64
	keep  int
}

// drawParas draws paras from y down, leaving out those that give way
// until the rest fit above bottom (the first is always drawn), and
// returns the y below them.
func drawParas(c *render.Canvas, x, y, w, bottom float64, paras []panelPara) float64 {
	heights := make([]float64, len(paras))
	total := 0.0
	for i, p := range paras {
		heights[i] = paragraphHeight(p.text, p.size, w) + p.after
		total += heights[i]
	}
	left := make([]bool, len(paras))
	for total > bottom-y {
		out := -1
		for i := len(paras) - 1; i > 0; i-- {
			if !left[i] && (out < 0 || paras[i].keep < paras[out].keep) {
				out = i
			}
		}
		if out < 0 {
			break
		}
		left[out], total = true, total-heights[out]
	}
	for i, p := range paras {
		if !left[i] {
			y = paragraph(c, x, y, w, p.text, p.size, p.col) + p.after
		}
	}
	return y
}
