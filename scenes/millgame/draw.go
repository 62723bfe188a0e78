package millgame

import (
	"fmt"
	"math"

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
	if last, ok := m.pos.LastMove(); ok {
		d.Last = last
	}
	if h, ok := m.Hint(); ok {
		d.Hint = h
	}
	anim, _ := m.Anim().(*moveAnim)
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
			case mv.From == mill.NoPoint || mv.From == m.selected:
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
		}
	}
	if anim != nil {
		d.Hidden |= 1 << uint(anim.move.To)
	} else {
		markEnd(m.pos, &d)
	}
	return d
}

func (m *Screen) DrawBoard(c *render.Canvas, s *scenes.Session) {
	d := m.decor()
	render.DrawMillBoard(c, m.board, &m.base, m.pos, d)
	anim, _ := m.Anim().(*moveAnim)
	if m.PersonToAct() && anim == nil && m.cursorShown {
		x, y := m.board.PointPos(m.pos.Variant(), m.cursor)
		c.StrokeCircle(x, y, m.board.PieceRadius()*1.35, 2.5, render.TextMain)
	}
	if anim != nil {
		m.drawAnim(c, anim)
	}
	m.drawTrays(c)
}

func (m *Screen) drawAnim(c *render.Canvas, a *moveAnim) {
	r := m.board.PieceRadius()
	v := m.pos.Variant()
	tx, ty := m.board.PointPos(v, a.move.To)
	t := math.Min(1, float64(a.frame)/float64(a.slideFrames))
	t = 1 - (1-t)*(1-t) // ease out
	lift := math.Sin(t*math.Pi) * 10
	render.DrawPiece(c, a.fromX+(tx-a.fromX)*t, a.fromY+(ty-a.fromY)*t-lift, r*(1+lift/120), a.mover, 1)
	if a.move.Remove != mill.NoPoint {
		x, y := m.board.PointPos(v, a.move.Remove)
		alpha := 1.0
		if a.frame > a.slideFrames {
			alpha = 1 - float64(a.frame-a.slideFrames)/float64(a.fadeFrames)
		}
		render.DrawPiece(c, x, y, r*(1+0.3*(1-alpha)), a.mover.Other(), math.Max(0, alpha))
	}
}

// trayCounts returns the pieces of c the box above its tray counts, as the
// player sees them: a piece waiting on its point for the removal choice
// stands on the board, no longer in the hand. The tray draws as many.
func (m *Screen) trayCounts(c mill.Color) (inHand, onBoard int) {
	inHand, onBoard = m.pos.InHand(c), m.pos.OnBoard(c)
	if m.pending && m.pendFrom == mill.NoPoint && c == m.pos.SideToMove() {
		inHand, onBoard = inHand-1, onBoard+1
	}
	return inHand, onBoard
}

// counterText is the count under a side's name, e.g. "6 in hand · 3 on board".
func (m *Screen) counterText(c mill.Color) string {
	inHand, onBoard := m.trayCounts(c)
	return fmt.Sprintf("%d in hand · %d on board", inHand, onBoard)
}

func (m *Screen) drawTrays(c *render.Canvas) {
	r := m.board.PieceRadius() * 0.9
	const boxW, boxH = 164.0, 86.0 // the box fits "9 in hand · 0 on board"
	for _, col := range []mill.Color{mill.Blue, mill.Red} {
		x := m.trayX(col)
		inHand, _ := m.trayCounts(col)
		who := "person"
		if !m.Person(int(col)) {
			who = "computer"
		} else if m.VsComputer() {
			who = "you"
		}
		fill, _ := render.SideColors(col)
		if m.pos.SideToMove() == col && !m.pos.Outcome().Over() {
			c.FillRoundRect(x-boxW/2, 24, boxW, boxH, 12, render.ButtonFill)
			c.StrokeRoundRect(x-boxW/2, 24, boxW, boxH, 12, 3, fill)
		}
		c.Text(col.String(), x, 44, render.TextStyle{Size: 21, Bold: true, Color: fill, Align: render.AlignCenter, Middle: true})
		c.Text(who, x, 66, render.TextStyle{Size: 15, Color: render.TextDim, Align: render.AlignCenter, Middle: true})
		c.Text(m.counterText(col), x, 90, render.TextStyle{Size: 15, Color: render.TextMain, Align: render.AlignCenter, Middle: true})
		for i := 0; i < inHand; i++ {
			px, py := m.traySlot(col, i)
			render.DrawPiece(c, px, py, r, col, 1)
		}
	}
}

func (m *Screen) Status() scenes.Status {
	me := m.pos.SideToMove()
	if out := m.Outcome(); out.Over {
		text := "Draw"
		if out.Winner >= 0 {
			text = scenes.SideName(int(out.Winner)) + " wins"
		}
		return scenes.Status{Text: text, Mark: func(c *render.Canvas, x, y float64) { c.FillCircle(x, y, 16, render.Accent) }}
	}
	return scenes.Status{Text: me.String() + " to move", Mark: func(c *render.Canvas, x, y float64) { render.DrawPiece(c, x, y, 14, me, 1) }}
}

func (m *Screen) DrawPanel(c *render.Canvas, s *scenes.Session, area scenes.Rect) {
	x, w := area.X, area.W
	y := area.Y + 4
	// What just happened, in words, in the colour of the side that did it.
	if m.lastWords != "" {
		fill, _ := render.SideColors(m.lastMover)
		y = scenes.DrawParagraph(c, x+4, y, w-8, m.lastWords, 17, fill) + 14
	}
	if h, ok := m.Hint(); ok {
		y = scenes.DrawParagraph(c, x+4, y, w-8, hintWords(m.pos, h), 17, render.TextMain) + 14
	}
	title, body := m.phaseRules()
	scenes.DrawHeading(c, x+4, y+12, title)
	y = scenes.DrawParagraph(c, x+4, y+34, w-8, body, 17, render.TextMain)
	if q := m.quietWords(); q != "" {
		y = scenes.DrawParagraph(c, x+4, y+4, w-8, q, 15, render.TextDim)
	}
	top := math.Max(y+26, area.Y+250)
	scenes.DrawHeading(c, x+4, top, "Moves")
	m.drawMoveList(c, x, top+22, area.Y+area.H)
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

// drawMoveList draws the moves, two a line, from y down to bottom: those
// played up to the position, and after them, dimmed, those taken back that
// Redo or the review would play again. The line of the last move played
// stays in sight.
func (m *Screen) drawMoveList(c *render.Canvas, x, y, bottom float64) {
	played := m.pos.History()
	n := len(played)
	all := append(played, m.Ahead()...)
	if len(all) == 0 {
		c.Text("none yet", x+46, y, render.TextStyle{Size: 17, Color: render.TextDim})
		return
	}
	const step = 23
	first, end := listWindow(n, len(all), max(1, int((bottom-y)/step)))
	for r := first; r < end; r++ {
		ly := y + float64(r-first)*step
		c.Text(fmt.Sprintf("%d.", r+1), x+34, ly, render.TextStyle{Size: 17, Color: render.TextDim, Align: render.AlignRight})
		for k := 0; k < 2 && 2*r+k < len(all); k++ {
			i := 2*r + k
			col, _ := render.SideColors(mill.Color(k))
			if i >= n {
				col = render.WithAlpha(col, 0.4)
			}
			mx := x + 46 + float64(k)*150
			if i == n-1 && len(all) > n {
				// Where the review stands: the last move played, boxed.
				tw, _ := render.MeasureText(all[i].String(), 17, false)
				c.StrokeRoundRect(mx-5, ly-2, tw+10, step, 6, 2, render.TextDim)
			}
			c.Text(all[i].String(), mx, ly, render.TextStyle{Size: 17, Color: col})
		}
	}
}

func (m *Screen) VictoryStats(s *scenes.Session) []string {
	return []string{
		m.movesPlayed(),
		fmt.Sprintf("Time: %s", m.Elapsed(s)),
		fmt.Sprintf("Pieces left: Blue %d, Red %d",
			m.pos.OnBoard(mill.Blue)+m.pos.InHand(mill.Blue), m.pos.OnBoard(mill.Red)+m.pos.InHand(mill.Red)),
	}
}

// movesPlayed counts the moves of the game, each side's too: the plies
// alternate, and the side that played last made the odd one.
func (m *Screen) movesPlayed() string {
	n := m.pos.Ply()
	last := m.pos.SideToMove().Other()
	moves := [2]int{}
	moves[last], moves[last.Other()] = (n+1)/2, n/2
	return fmt.Sprintf("Moves played: %d (Blue %d, Red %d)", n, moves[mill.Blue], moves[mill.Red])
}
