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
		for _, mv := range m.legalMoves() {
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
	}
	return d
}

func (m *Screen) DrawBoard(c *render.Canvas, s *scenes.Session) {
	d := m.decor()
	render.DrawMillBoard(c, m.board, &m.base, m.pos, d)
	anim, _ := m.Anim().(*moveAnim)
	if m.PersonToAct() && anim == nil && m.cursorShown {
		x, y := m.board.PointPos(m.cursor)
		c.StrokeCircle(x, y, m.board.PieceRadius()*1.35, 2.5, render.TextMain)
	}
	if anim != nil {
		m.drawAnim(c, anim)
	}
	m.drawTrays(c)
}

func (m *Screen) drawAnim(c *render.Canvas, a *moveAnim) {
	r := m.board.PieceRadius()
	tx, ty := m.board.PointPos(a.move.To)
	t := math.Min(1, float64(a.frame)/float64(a.slideFrames))
	t = 1 - (1-t)*(1-t) // ease out
	lift := math.Sin(t*math.Pi) * 10
	render.DrawPiece(c, a.fromX+(tx-a.fromX)*t, a.fromY+(ty-a.fromY)*t-lift, r*(1+lift/120), a.mover, 1)
	if a.move.Remove != mill.NoPoint {
		x, y := m.board.PointPos(a.move.Remove)
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
			text = scenes.SideName(out.Winner) + " wins"
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
	title, body := m.phaseRules()
	scenes.DrawHeading(c, x+4, y+12, title)
	y = scenes.DrawParagraph(c, x+4, y+34, w-8, body, 17, render.TextMain)
	if q := m.quietWords(); q != "" {
		y = scenes.DrawParagraph(c, x+4, y+4, w-8, q, 15, render.TextDim)
	}
	// History, two moves a line, as many as fit.
	top := math.Max(y+26, area.Y+250)
	scenes.DrawHeading(c, x+4, top, "Moves")
	hist := m.pos.History()
	rows := (len(hist) + 1) / 2
	shown := max(1, int((area.Y+area.H-top-22)/23))
	first := max(0, rows-shown)
	for r := first; r < rows; r++ {
		y := top + 22 + float64(r-first)*23
		c.Text(fmt.Sprintf("%d.", r+1), x+34, y, render.TextStyle{Size: 17, Color: render.TextDim, Align: render.AlignRight})
		c.Text(hist[2*r].String(), x+46, y, render.TextStyle{Size: 17, Color: render.BlueSide})
		if 2*r+1 < len(hist) {
			c.Text(hist[2*r+1].String(), x+196, y, render.TextStyle{Size: 17, Color: render.RedSide})
		}
	}
	if len(hist) == 0 {
		c.Text("none yet", x+46, top+22, render.TextStyle{Size: 17, Color: render.TextDim})
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
