package scenes

import (
	"context"
	"fmt"
	"math"
	"strings"
	"time"

	"stratagem/ai"
	"stratagem/ai/millai"
	"stratagem/assets"
	"stratagem/board/mill"
	"stratagem/render"
)

// hintLevel is the computer level that answers the Hint key.
const hintLevel = "hard"

var noMove = mill.Move{From: mill.NoPoint, To: mill.NoPoint, Remove: mill.NoPoint}

// MillScreen is a game of Mill in progress.
type MillScreen struct {
	cfg     MillConfig
	players [2]ai.Player[*mill.Position, mill.Move] // nil for a person
	hinter  ai.Player[*mill.Position, mill.Move]

	pos *mill.Position
	gen uint64 // bumped on every change of pos; AI answers for older generations are dropped

	computer   computerTurn[mill.Move]
	hintRunner AIRunner[mill.Move]
	hint       mill.Move

	selected         mill.Point
	pending          bool // a mill was closed: the player now picks the piece to remove
	pendFrom, pendTo mill.Point
	cursor           mill.Point
	cursorShown      bool
	hover            mill.Point
	legal            []mill.Move // legal moves of pos, for generation legalGen
	legalGen         uint64

	anim    *millAnim
	started time.Time
	end     endTimer

	board   render.MillBoard
	base    render.Layer // the empty board, drawn once
	buttons Form
	undoB   *Button
	hintB   *Button
	restB   *Button
	menuB   *Button
}

// millAnim slides the piece of the latest move, then fades the removed piece.
type millAnim struct {
	move        mill.Move
	mover       mill.Color
	fromX       float64
	fromY       float64
	frame       int
	slideFrames int
	fadeFrames  int
}

func (a *millAnim) done() bool { return a.frame >= a.slideFrames+a.fadeFrames }

// NewMillScreen starts a match.
func NewMillScreen(cfg MillConfig, s *Session) (*MillScreen, error) {
	m := &MillScreen{cfg: cfg, board: render.MillBoard{X: 200, Y: 160, Size: 450}}
	var err error
	if m.players, err = computerPlayers(cfg.AI, s, millai.Roster.New); err != nil {
		return nil, err
	}
	h, err := millai.Roster.New(hintLevel, s.NextSeed())
	if err != nil {
		return nil, err
	}
	m.hinter = h
	var b []*Button
	m.buttons, b = actionBar("Undo", "Hint", "Restart", "Menu")
	m.undoB, m.hintB, m.restB, m.menuB = b[0], b[1], b[2], b[3]
	m.Restart(s)
	return m, nil
}

// Restart begins a new game with the same players.
func (m *MillScreen) Restart(s *Session) {
	m.hintRunner.Cancel()
	m.pos = mill.NewGame()
	m.started = s.Now()
	m.end.reset()
	m.anim = nil
	m.cursor = mill.Point(17) // d3, near the middle
	m.changed()
}

// Position returns the game's position (for tests and screenshots).
func (m *MillScreen) Position() *mill.Position { return m.pos }

// PlayMoves plays a list of moves at once, with no animation (screenshots, tests).
func (m *MillScreen) PlayMoves(moves string) error {
	for _, f := range strings.Fields(moves) {
		mv, err := mill.ParseMove(f)
		if err != nil {
			return err
		}
		if err := m.pos.Play(mv); err != nil {
			return err
		}
	}
	m.changed()
	return nil
}

// Select picks up the piece on p as a player's click would (screenshots, tests).
func (m *MillScreen) Select(p mill.Point) { m.selected = p }

// changed records that pos changed: stale AI answers and hints no longer apply.
func (m *MillScreen) changed() {
	m.gen++
	m.computer.reset()
	m.hintRunner.Cancel()
	m.hint = noMove
	m.selected = mill.NoPoint
	m.pending = false
	m.hover = mill.NoPoint
}

// Close cancels the searches when the screen leaves the stack.
func (m *MillScreen) Close() {
	m.computer.reset()
	m.hintRunner.Cancel()
}

func (m *MillScreen) legalMoves() []mill.Move {
	if m.legalGen != m.gen || m.legal == nil {
		m.legal = m.pos.LegalMoves(m.legal[:0])
		m.legalGen = m.gen
	}
	return m.legal
}

func (m *MillScreen) humanToMove() bool {
	return m.players[m.pos.SideToMove()] == nil && !m.pos.Outcome().Over()
}

func (m *MillScreen) vsComputer() bool { return m.players[0] != nil || m.players[1] != nil }

// play applies a move and starts its animation and sound.
func (m *MillScreen) play(s *Session, mv mill.Move) {
	mover := m.pos.SideToMove()
	a := &millAnim{move: mv, mover: mover, slideFrames: s.Ticks(0.28), fadeFrames: 0}
	if mv.From == mill.NoPoint {
		a.fromX, a.fromY = m.traySlot(mover, m.pos.InHand(mover)-1)
		s.Play(assets.Place)
	} else {
		a.fromX, a.fromY = m.board.PointPos(mv.From)
		s.Play(assets.Move)
	}
	if mv.Remove != mill.NoPoint {
		a.fadeFrames = s.Ticks(0.3)
	}
	m.pos.Apply(mv)
	m.anim = a
	m.changed()
}

// Undo takes back to the last decision of a person: one move in hot-seat,
// the computer's reply and the person's move against the computer.
func (m *MillScreen) Undo(s *Session) {
	if m.pending {
		m.pending = false
		return
	}
	person := func() bool { return m.players[m.pos.SideToMove()] == nil }
	if !undoToPerson(m.players[0] != nil && m.players[1] != nil, m.pos.Ply, m.pos.Undo, person) {
		return
	}
	m.anim = nil
	m.end.reset()
	m.changed()
	s.Play(assets.Click)
}

func (m *MillScreen) Update(s *Session) error {
	if gameKeys(s, m) {
		return nil
	}
	in := &s.Input
	m.hintB.Disabled = !m.humanToMove()
	m.undoB.Disabled = m.pos.Ply() == 0 || (m.players[0] != nil && m.players[1] != nil)
	switch m.buttons.Update(s) {
	case m.undoB:
		m.Undo(s)
	case m.hintB:
		m.askHint(s)
	case m.restB:
		m.Restart(s)
		return nil
	case m.menuB:
		s.Stack.Push(NewPauseMenu(m))
		return nil
	}
	if in.Just(ActHint) && m.humanToMove() {
		m.askHint(s)
	}

	if m.anim != nil {
		m.anim.frame++
		if m.anim.frame == m.anim.slideFrames && m.anim.move.Remove != mill.NoPoint {
			s.Play(assets.Remove)
		}
		if m.anim.done() {
			m.anim = nil
		}
	}

	if out := m.pos.Outcome(); out.Over() {
		m.computer.reset()
		if m.anim == nil && m.end.due(s) {
			m.showVictory(s, out)
		}
		return nil
	}

	m.pollHint()
	if p := m.players[m.pos.SideToMove()]; p != nil {
		m.updateComputer(s, p)
		return nil
	}
	if m.anim == nil {
		m.updateHuman(s)
	}
	return nil
}

// updateComputer starts the search for the side to move and plays its
// answer once the previous move's animation is over. It never waits.
func (m *MillScreen) updateComputer(s *Session, p ai.Player[*mill.Position, mill.Move]) {
	think := func() func(ctx context.Context) (mill.Move, error) {
		pos := m.pos.Clone() // the search gets its own copy; the screen keeps animating pos
		return func(ctx context.Context) (mill.Move, error) {
			mv, _, err := p.Choose(ctx, pos, ai.Limits{})
			return mv, err
		}
	}
	if mv, ok := m.computer.step(m.gen, m.anim == nil, think, m.pos.IsLegal); ok {
		m.play(s, mv)
	}
}

func (m *MillScreen) askHint(s *Session) {
	if !m.humanToMove() || m.hintRunner.Busy() {
		return
	}
	pos, p := m.pos.Clone(), m.hinter
	m.hintRunner.Start(m.gen, func(ctx context.Context) (mill.Move, error) {
		mv, _, err := p.Choose(ctx, pos, ai.Limits{})
		return mv, err
	})
	s.Play(assets.Click)
}

func (m *MillScreen) pollHint() {
	if mv, gen, err, ok := m.hintRunner.Poll(); ok && gen == m.gen && err == nil {
		m.hint = mv
	}
}

// updateHuman turns clicks and keys on the board into moves.
func (m *MillScreen) updateHuman(s *Session) {
	in := &s.Input
	if p, ok := m.board.PointAt(in.MouseX, in.MouseY); ok {
		m.hover = p
		if in.MouseMoved {
			m.cursor, m.cursorShown = p, false
		}
	} else {
		m.hover = mill.NoPoint
	}
	for a, d := range map[Action][2]float64{ActUp: {0, -1}, ActDown: {0, 1}, ActLeft: {-1, 0}, ActRight: {1, 0}} {
		if in.Just(a) {
			m.cursor = m.stepCursor(d[0], d[1])
			m.cursorShown = true
			m.hover = m.cursor
		}
	}
	if in.RightClicked {
		m.selected, m.pending = mill.NoPoint, false
	}
	if in.Clicked && m.hover != mill.NoPoint {
		m.act(s, m.hover)
	} else if in.Just(ActConfirm) {
		m.cursorShown = true
		m.act(s, m.cursor)
	}
}

// stepCursor moves the keyboard cursor to the nearest point in direction (dx, dy).
func (m *MillScreen) stepCursor(dx, dy float64) mill.Point {
	cx, cy := float64(m.cursor.File()), float64(6-m.cursor.Rank())
	best, bestScore := m.cursor, math.Inf(1)
	for p := mill.Point(0); p < mill.NumPoints; p++ {
		vx, vy := float64(p.File())-cx, float64(6-p.Rank())-cy
		along := vx*dx + vy*dy
		if along <= 0 {
			continue
		}
		across := math.Abs(vx*dy - vy*dx)
		if score := along + 2*across; score < bestScore {
			best, bestScore = p, score
		}
	}
	return best
}

// act is a click (or Enter) on point p.
func (m *MillScreen) act(s *Session, p mill.Point) {
	me := m.pos.SideToMove()
	legal := m.legalMoves()
	if m.pending {
		for _, mv := range legal {
			if mv.From == m.pendFrom && mv.To == m.pendTo && mv.Remove == p {
				m.play(s, mv)
				return
			}
		}
		return
	}
	from := mill.NoPoint
	if m.pos.PhaseOf(me) != mill.Placing {
		if m.pos.At(p) == me {
			for _, mv := range legal {
				if mv.From == p {
					m.selected = p
					s.Play(assets.Click)
					return
				}
			}
			return
		}
		if m.selected == mill.NoPoint {
			return
		}
		from = m.selected
	}
	for _, mv := range legal {
		if mv.From == from && mv.To == p {
			if mv.Remove != mill.NoPoint {
				m.pending, m.pendFrom, m.pendTo = true, from, p
				s.Play(assets.Place)
				return
			}
			m.play(s, mv)
			return
		}
	}
	m.selected = mill.NoPoint
}

func (m *MillScreen) showVictory(s *Session, out mill.Outcome) {
	title := "Draw"
	if !out.Draw() {
		title = out.Winner.String() + " wins!"
	}
	human := -1
	if m.vsComputer() {
		for c := range m.players {
			if m.players[c] == nil {
				human = c
			}
		}
	}
	effect := assets.Win
	if human >= 0 && !out.Draw() {
		if int(out.Winner) == human {
			title = "You win!"
		} else {
			title = "The computer wins"
			effect = assets.Lose
		}
	}
	reason := out.String()
	if i := strings.Index(reason, ": "); i >= 0 {
		reason = reason[i+2:]
	}
	elapsed := s.Now().Sub(m.started).Round(time.Second)
	stats := []string{
		fmt.Sprintf("Moves played: %d", m.pos.Ply()),
		fmt.Sprintf("Time: %s", elapsed),
		fmt.Sprintf("Pieces left: Blue %d, Red %d",
			m.pos.OnBoard(mill.Blue)+m.pos.InHand(mill.Blue), m.pos.OnBoard(mill.Red)+m.pos.InHand(mill.Red)),
	}
	s.Play(effect)
	v := NewVictory(m, title, capitalise(reason), stats)
	v.AutoRestart = m.cfg.Autoplay
	s.Stack.Push(v)
}

func capitalise(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// traySlot is where the i-th piece (0 = bottom) in c's hand is drawn.
func (m *MillScreen) traySlot(c mill.Color, i int) (float64, float64) {
	x := m.board.X - 120
	if c == mill.Red {
		x = m.board.X + m.board.Size + 120
	}
	return x, m.board.Y + m.board.Size - float64(i)*46 + 4
}

func (m *MillScreen) Draw(c *render.Canvas, s *Session) {
	d := render.NoDecor()
	d.Pulse = float64(s.Frame%90) / 90
	if last, ok := m.pos.LastMove(); ok {
		d.Last = last
	}
	d.Hint = m.hint
	me := m.pos.SideToMove()
	human := m.humanToMove() && m.anim == nil
	if human {
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
			d.Ghost, d.GhostColor = m.pendTo, me
			if m.pendFrom != mill.NoPoint {
				d.Hidden |= 1 << uint(m.pendFrom)
			}
		}
	}
	if m.anim != nil {
		d.Hidden |= 1 << uint(m.anim.move.To)
	}
	render.DrawMillBoard(c, m.board, &m.base, m.pos, d)
	if human && m.cursorShown {
		x, y := m.board.PointPos(m.cursor)
		c.StrokeCircle(x, y, m.board.PieceRadius()*1.35, 2.5, render.TextMain)
	}
	m.drawAnim(c)
	m.drawTrays(c)
	m.drawPanel(c, s)
}

func (m *MillScreen) drawAnim(c *render.Canvas) {
	a := m.anim
	if a == nil {
		return
	}
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

func (m *MillScreen) drawTrays(c *render.Canvas) {
	r := m.board.PieceRadius() * 0.9
	for _, col := range []mill.Color{mill.Blue, mill.Red} {
		x, _ := m.traySlot(col, 0)
		n := m.pos.InHand(col) // a piece being placed has already left the tray
		if m.pending && m.pendFrom == mill.NoPoint && col == m.pos.SideToMove() {
			n-- // nor is the piece waiting on its point for the removal choice
		}
		who := col.String() + " person"
		if m.players[col] != nil {
			who = col.String() + " computer"
		} else if m.vsComputer() {
			who = col.String() + " you"
		}
		fill, _ := render.SideColors(col)
		if m.pos.SideToMove() == col && !m.pos.Outcome().Over() {
			c.FillRoundRect(x-80, 30, 160, 86, 12, render.ButtonFill)
			c.StrokeRoundRect(x-80, 30, 160, 86, 12, 3, fill)
		}
		c.Text(col.String(), x, 50, render.TextStyle{Size: 21, Bold: true, Color: fill, Align: render.AlignCenter, Middle: true})
		c.Text(strings.TrimPrefix(who, col.String()+" "), x, 72, render.TextStyle{Size: 15, Color: render.TextDim, Align: render.AlignCenter, Middle: true})
		c.Text(fmt.Sprintf("hand %d · board %d", m.pos.InHand(col), m.pos.OnBoard(col)), x, 96,
			render.TextStyle{Size: 15, Color: render.TextMain, Align: render.AlignCenter, Middle: true})
		for i := 0; i < n; i++ {
			px, py := m.traySlot(col, i)
			render.DrawPiece(c, px, py, r, col, 1)
		}
	}
}

// phaseRules is the rules text for the side to move, as the seed shows beside the board.
func (m *MillScreen) phaseRules() (string, string) {
	me := m.pos.SideToMove()
	if out := m.pos.Outcome(); out.Over() {
		return "Game over", capitalise(out.String()) + ". Press R or Restart for a new game, Esc for the menu."
	}
	if m.pending {
		return "Remove a piece", "You closed a mill! Click one of the opponent's pieces ringed in red to remove it. " +
			"Pieces standing in a mill are safe, unless every piece is in a mill."
	}
	switch m.pos.PhaseOf(me) {
	case mill.Placing:
		return "Phase 1: placing", fmt.Sprintf("Place a piece from your hand (%d left) on any empty point. "+
			"Three of your pieces in a line along the board's lines make a mill: then you remove one opponent piece "+
			"that is not in a mill.", m.pos.InHand(me))
	case mill.Flying:
		return "Phase 3: flying", "With only three pieces left you may fly: move any of your pieces to any empty point. " +
			"A mill still removes a piece. Fall below three pieces and you lose."
	}
	return "Phase 2: moving", "Click one of your pieces, then an adjacent empty point along a line. " +
		"Open a mill and close it again to remove another piece. A player who cannot move loses; " +
		"with three pieces left a player flies."
}

func (m *MillScreen) drawPanel(c *render.Canvas, s *Session) {
	x, w := panelX, panelW
	drawPanelHead(c, "Mill", m.matchLine())

	// Whose turn.
	me := m.pos.SideToMove()
	fill, _ := render.SideColors(me)
	c.FillRoundRect(x, 108, w-16, 58, 10, render.ButtonFill)
	status := me.String() + " to move"
	if out := m.pos.Outcome(); out.Over() {
		status = "Draw"
		if !out.Draw() {
			status = out.Winner.String() + " wins"
		}
		fill = render.Accent
	}
	render.DrawPiece(c, x+30, 137, 14, me, 1)
	if m.pos.Outcome().Over() {
		c.FillCircle(x+30, 137, 16, fill)
	}
	c.Text(status, x+58, 137, render.TextStyle{Size: 20, Bold: true, Color: render.TextMain, Middle: true})
	switch {
	case m.computer.runner.Busy():
		drawThinking(c, s, 137, "thinking")
	case m.hintRunner.Busy():
		drawThinking(c, s, 137, "finding a hint")
	}

	// Rules of the phase.
	title, body := m.phaseRules()
	c.Text(title, x+4, 194, render.TextStyle{Size: 21, Bold: true, Color: render.Accent, Middle: true})
	for i, line := range render.Wrap(body, 17, w-24, false) {
		c.Text(line, x+4, 218+float64(i)*23, render.TextStyle{Size: 17, Color: render.TextMain})
	}
	if q := m.pos.QuietPlies(); q > 0 {
		c.Text(fmt.Sprintf("Moves without a mill: %d of %d", q, mill.DrawPlies), x+4, 372, render.TextStyle{Size: 15, Color: render.TextDim, Middle: true})
	}
	if m.computer.err != "" {
		c.Text(m.computer.err, x+4, 372, render.TextStyle{Size: 15, Color: render.Danger, Middle: true})
	}

	// History, two moves a line.
	c.Text("Moves", x+4, 398, render.TextStyle{Size: 21, Bold: true, Color: render.Accent, Middle: true})
	hist := m.pos.History()
	rows := (len(hist) + 1) / 2
	const shown = 8
	first := max(0, rows-shown)
	for r := first; r < rows; r++ {
		y := 420 + float64(r-first)*23
		c.Text(fmt.Sprintf("%d.", r+1), x+34, y, render.TextStyle{Size: 17, Color: render.TextDim, Align: render.AlignRight})
		c.Text(hist[2*r].String(), x+46, y, render.TextStyle{Size: 17, Color: render.BlueSide})
		if 2*r+1 < len(hist) {
			c.Text(hist[2*r+1].String(), x+196, y, render.TextStyle{Size: 17, Color: render.RedSide})
		}
	}
	if len(hist) == 0 {
		c.Text("none yet", x+46, 420, render.TextStyle{Size: 17, Color: render.TextDim})
	}
	m.buttons.Draw(c)
	c.Text("U undo · H hint · R restart · Esc menu", x+(w-16)/2, 628, render.TextStyle{Size: 14, Color: render.TextDim, Align: render.AlignCenter, Middle: true})
}

func (m *MillScreen) matchLine() string {
	if !m.vsComputer() {
		return "Two players, hot-seat: Blue moves first"
	}
	name := func(c mill.Color) string {
		if p := m.players[c]; p != nil {
			return "Computer (" + levelTitle(m.cfg.AI[c]) + ")"
		}
		if m.vsComputer() {
			return "You"
		}
		return c.String()
	}
	return fmt.Sprintf("Blue: %s   vs   Red: %s", name(mill.Blue), name(mill.Red))
}

func levelTitle(name string) string {
	for _, l := range millai.Roster.Levels {
		if l.Name == name {
			return l.Title
		}
	}
	return name
}

// Victory is the panel at the end of a game: who won and how, a few
// numbers, Play again and Main menu.
type Victory struct {
	game        Restarter
	title       string
	reason      string
	stats       []string
	form        Form
	AutoRestart bool // autoplay: start the next game by itself
	frames      int
}

// NewVictory returns the victory panel over game.
func NewVictory(game Restarter, title, reason string, stats []string) *Victory {
	v := &Victory{game: game, title: title, reason: reason, stats: stats}
	v.form.Items = []Widget{
		&Button{R: Rect{render.Width/2 - 250, 470, 240, 62}, Label: "Play again"},
		&Button{R: Rect{render.Width/2 + 10, 470, 240, 62}, Label: "Main menu"},
	}
	return v
}

func (v *Victory) IsOverlay() bool { return true }

func (v *Victory) Update(s *Session) error {
	v.frames++
	if v.AutoRestart && v.frames > 180 {
		s.Stack.Pop()
		v.game.Restart(s)
		return nil
	}
	if s.Input.Just(ActRestart) {
		s.Stack.Pop()
		v.game.Restart(s)
		return nil
	}
	if s.Input.Just(ActBack) {
		s.Stack.Reset(NewMainMenu())
		return nil
	}
	switch v.form.Update(s) {
	case v.form.Items[0]:
		s.Stack.Pop()
		v.game.Restart(s)
	case v.form.Items[1]:
		s.Stack.Reset(NewMainMenu())
	}
	return nil
}

func (v *Victory) Draw(c *render.Canvas, s *Session) {
	r := panelBox(c, 620, 400)
	glow := 0.6 + 0.4*math.Sin(float64(s.Frame)/12)
	c.Text(v.title, render.Width/2, r.Y+62, render.TextStyle{Size: 50, Bold: true, Color: render.WithAlpha(render.Accent, glow), Align: render.AlignCenter, Middle: true})
	c.Text(v.reason, render.Width/2, r.Y+118, render.TextStyle{Size: 22, Color: render.TextMain, Align: render.AlignCenter, Middle: true})
	for i, st := range v.stats {
		c.Text(st, render.Width/2, r.Y+168+float64(i)*30, render.TextStyle{Size: 20, Color: render.TextDim, Align: render.AlignCenter, Middle: true})
	}
	v.form.Draw(c)
}
