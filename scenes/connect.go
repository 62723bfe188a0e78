package scenes

import (
	"context"
	"fmt"
	"math"
	"strings"
	"time"

	"stratagem/ai"
	"stratagem/ai/connectai"
	"stratagem/assets"
	"stratagem/board/connect"
	"stratagem/render"
)

// analysisBudget is how long the overlay's analysis may think per position.
const analysisBudget = 1500 * time.Millisecond

// ConnectConfig is a Connect Four match: the board and who plays each side.
type ConnectConfig struct {
	Board    connect.Config
	AI       [2]string // "" for a person
	Autoplay bool
}

// ConnectScreen is a game of Connect Four in progress.
type ConnectScreen struct {
	cfg     ConnectConfig
	players [2]ai.Player[*connect.Position, int]
	pos     *connect.Position
	gen     uint64

	computer computerTurn[int]
	analysis AIRunner[[]connectai.ColumnValue]
	values   []connectai.ColumnValue // for generation valuesGen
	valGen   uint64
	showAna  bool

	hoverCol int // column under the cursor or the keyboard, -1 for none
	anim     *dropAnim
	started  time.Time
	end      endTimer

	cell    float64 // cell size in virtual units
	ox, oy  float64 // top-left of the grid
	base    render.Layer
	buttons Form
	undoB   *Button
	anaB    *Button
	restB   *Button
	menuB   *Button
}

// dropAnim lets the last disc fall into its cell.
type dropAnim struct {
	col, row int
	who      connect.Player
	frame    int
	frames   int
}

// NewConnectScreen starts a match.
func NewConnectScreen(cfg ConnectConfig, s *Session) (*ConnectScreen, error) {
	if err := cfg.Board.Validate(); err != nil {
		return nil, err
	}
	m := &ConnectScreen{cfg: cfg, hoverCol: cfg.Board.W / 2}
	var err error
	if m.players, err = computerPlayers(cfg.AI, s, connectai.Roster.New); err != nil {
		return nil, err
	}
	// Fit the grid into the area left of the panel, below the column labels.
	m.cell = math.Min(780/float64(cfg.Board.W), 540/float64(cfg.Board.H))
	m.cell = math.Min(m.cell, 86)
	m.ox = 40 + (800-m.cell*float64(cfg.Board.W))/2
	m.oy = 120 + (560-m.cell*float64(cfg.Board.H))/2
	var b []*Button
	m.buttons, b = actionBar("Undo", "Analysis", "Restart", "Menu")
	m.undoB, m.anaB, m.restB, m.menuB = b[0], b[1], b[2], b[3]
	m.Restart(s)
	return m, nil
}

// Restart begins a new game with the same players and board.
func (m *ConnectScreen) Restart(s *Session) {
	m.pos = connect.MustNew(m.cfg.Board)
	m.anim = nil
	m.started = s.Now()
	m.end.reset()
	m.changed()
}

// Position returns the game's position (tests, screenshots).
func (m *ConnectScreen) Position() *connect.Position { return m.pos }

func (m *ConnectScreen) changed() {
	m.gen++
	m.computer.reset()
	m.analysis.Cancel()
}

// Close cancels the searches when the screen leaves the stack.
func (m *ConnectScreen) Close() {
	m.computer.reset()
	m.analysis.Cancel()
}

func (m *ConnectScreen) vsComputer() bool { return m.players[0] != nil || m.players[1] != nil }

func (m *ConnectScreen) humanToMove() bool {
	return !m.pos.Over() && m.players[m.pos.SideToMove()] == nil
}

func (m *ConnectScreen) play(s *Session, col int) {
	who := m.pos.SideToMove()
	row := m.pos.Height(col)
	if err := m.pos.Play(col); err != nil {
		return
	}
	m.anim = &dropAnim{col: col, row: row, who: who, frames: s.Ticks(0.12 + 0.05*float64(m.cfg.Board.H-row))}
	m.changed()
}

// Undo takes back to the last decision of a person (one move in hot-seat).
func (m *ConnectScreen) Undo(s *Session) {
	person := func() bool { return m.players[m.pos.SideToMove()] == nil }
	if !undoToPerson(m.players[0] != nil && m.players[1] != nil, m.pos.Ply, m.pos.Undo, person) {
		return
	}
	m.anim = nil
	m.end.reset()
	m.changed()
	s.Play(assets.Click)
}

func (m *ConnectScreen) Update(s *Session) error {
	if gameKeys(s, m) {
		return nil
	}
	if s.Input.Just(ActAnalysis) {
		m.showAna = !m.showAna
	}
	m.undoB.Disabled = m.pos.Ply() == 0 || (m.players[0] != nil && m.players[1] != nil)
	switch m.buttons.Update(s) {
	case m.undoB:
		m.Undo(s)
	case m.anaB:
		m.showAna = !m.showAna
	case m.restB:
		m.Restart(s)
		return nil
	case m.menuB:
		s.Stack.Push(NewPauseMenu(m))
		return nil
	}
	if m.anim != nil {
		m.anim.frame++
		if m.anim.frame >= m.anim.frames {
			m.anim = nil
			s.Play(assets.Place)
		}
	}
	m.updateAnalysis()
	if m.pos.Over() {
		if m.anim == nil && m.end.due(s) {
			m.showVictory(s)
		}
		return nil
	}
	if p := m.players[m.pos.SideToMove()]; p != nil {
		think := func() func(ctx context.Context) (int, error) {
			pos := m.pos.Clone()
			return func(ctx context.Context) (int, error) {
				col, _, err := p.Choose(ctx, pos, ai.Limits{})
				return col, err
			}
		}
		if col, ok := m.computer.step(m.gen, m.anim == nil, think, m.pos.CanPlay); ok {
			m.play(s, col)
		}
		return nil
	}
	m.updateHuman(s)
	return nil
}

// updateAnalysis keeps the overlay's values for the current position, computed off the frame loop.
func (m *ConnectScreen) updateAnalysis() {
	if !m.showAna || m.pos.Over() {
		return
	}
	if v, gen, err, ok := m.analysis.Poll(); ok && gen == m.gen && err == nil {
		m.values, m.valGen = v, gen
	}
	if m.valGen != m.gen && !m.analysis.Busy() {
		pos := m.pos.Clone()
		m.analysis.Start(m.gen, func(ctx context.Context) ([]connectai.ColumnValue, error) {
			return connectai.Analyse(ctx, pos, analysisBudget), nil
		})
	}
}

func (m *ConnectScreen) colAt(x, y float64) int {
	if x < m.ox || x >= m.ox+m.cell*float64(m.cfg.Board.W) || y < m.oy-m.cell || y > m.oy+m.cell*float64(m.cfg.Board.H) {
		return -1
	}
	return int((x - m.ox) / m.cell)
}

func (m *ConnectScreen) updateHuman(s *Session) {
	in := &s.Input
	if in.MouseMoved || in.Clicked {
		m.hoverCol = m.colAt(in.MouseX, in.MouseY)
	}
	w := m.cfg.Board.W
	if in.Just(ActLeft) {
		m.hoverCol = (max(m.hoverCol, 0) + w - 1) % w
	}
	if in.Just(ActRight) {
		m.hoverCol = (m.hoverCol + 1) % w
	}
	if m.anim != nil || m.hoverCol < 0 {
		return
	}
	if (in.Clicked || in.Just(ActConfirm) || in.Just(ActDown)) && m.pos.CanPlay(m.hoverCol) {
		m.play(s, m.hoverCol)
	}
}

func discSide(p connect.Player) string {
	if p == connect.X {
		return "Blue"
	}
	return "Red"
}

func (m *ConnectScreen) showVictory(s *Session) {
	title, reason := "Draw", "The board is full with no line of "+fmt.Sprint(m.cfg.Board.N)
	effect := assets.Win
	if w := m.pos.Winner(); w != connect.None {
		title = discSide(w) + " wins!"
		reason = fmt.Sprintf("%s joined %d in a row", discSide(w), m.cfg.Board.N)
		if m.vsComputer() {
			if m.players[w] == nil {
				title = "You win!"
			} else if m.players[w.Other()] == nil {
				title, effect = "The computer wins", assets.Lose
			}
		}
	}
	stats := []string{
		fmt.Sprintf("Board %d×%d, %d in a row", m.cfg.Board.W, m.cfg.Board.H, m.cfg.Board.N),
		fmt.Sprintf("Moves: %d   ·   time: %s", m.pos.Ply(), s.Now().Sub(m.started).Round(time.Second)),
		"Game: " + m.pos.String(),
	}
	s.Play(effect)
	v := NewVictory(m, title, reason, stats)
	v.AutoRestart = m.cfg.Autoplay
	s.Stack.Push(v)
}

// ---- drawing ----

func (m *ConnectScreen) cellCentre(col, row int) (float64, float64) {
	return m.ox + (float64(col)+0.5)*m.cell, m.oy + (float64(m.cfg.Board.H-1-row)+0.5)*m.cell
}

func drawDisc(c *render.Canvas, x, y, r float64, who connect.Player, alpha float64) {
	c.Sprite("connect-disc", int(who), 0, x, y, r*1.1, alpha, func(c *render.Canvas) {
		fill, rim := render.BlueSide, render.BlueSideDark
		if who == connect.O {
			fill, rim = render.RedSide, render.RedSideDark
		}
		c.FillCircle(0, 0, r, rim)
		c.FillCircle(0, 0, r*0.86, fill)
		c.StrokeCircle(0, 0, r*0.6, r*0.07, rim)
	})
}

func (m *ConnectScreen) drawBase(c *render.Canvas) {
	b := m.cfg.Board
	w, h := m.cell*float64(b.W), m.cell*float64(b.H)
	c.FillRoundRect(m.ox-14, m.oy-14, w+28, h+28, 18, render.BlueSideDark)
	c.FillRoundRect(m.ox-10, m.oy-10, w+20, h+20, 16, render.WithAlpha(render.Background, 0.25))
	for col := 0; col < b.W; col++ {
		for row := 0; row < b.H; row++ {
			x, y := m.cellCentre(col, row)
			c.FillCircle(x, y, m.cell*0.4, render.Background)
		}
	}
}

func (m *ConnectScreen) Draw(c *render.Canvas, s *Session) {
	b := m.cfg.Board
	m.base.Draw(c, b, m.drawBase)
	r := m.cell * 0.4
	for col := 0; col < b.W; col++ {
		for row := 0; row < b.H; row++ {
			who := m.pos.At(col, row)
			if who == connect.None || (m.anim != nil && m.anim.col == col && m.anim.row == row) {
				continue
			}
			x, y := m.cellCentre(col, row)
			drawDisc(c, x, y, r, who, 1)
		}
	}
	if a := m.anim; a != nil {
		x, y := m.cellCentre(a.col, a.row)
		t := math.Min(1, float64(a.frame)/float64(a.frames))
		top := m.oy - m.cell*0.5
		drawDisc(c, x, top+(y-top)*t*t, r, a.who, 1)
	}
	if last := m.pos.LastMove(); last >= 0 && m.anim == nil {
		x, y := m.cellCentre(last, m.pos.Height(last)-1)
		c.FillCircle(x, y, r*0.18, render.TextMain)
	}
	if m.humanToMove() && m.anim == nil && m.hoverCol >= 0 && m.pos.CanPlay(m.hoverCol) {
		who := m.pos.SideToMove()
		x, _ := m.cellCentre(m.hoverCol, 0)
		drawDisc(c, x, m.oy-m.cell*0.55, r*0.9, who, 1)
		_, gy := m.cellCentre(m.hoverCol, m.pos.Height(m.hoverCol))
		drawDisc(c, x, gy, r, who, 0.35)
	}
	if line := m.pos.WinningLine(); len(line) > 0 && m.anim == nil {
		x0, y0 := m.cellCentre(line[0].Col, line[0].Row)
		x1, y1 := m.cellCentre(line[len(line)-1].Col, line[len(line)-1].Row)
		c.Line(x0, y0, x1, y1, 8, render.Accent)
		for _, cell := range line {
			x, y := m.cellCentre(cell.Col, cell.Row)
			c.StrokeCircle(x, y, r*1.02, 5, render.Accent)
		}
	}
	if m.showAna {
		m.drawAnalysis(c)
	}
	m.drawPanel(c, s)
}

// drawAnalysis labels each column with what playing there leads to.
func (m *ConnectScreen) drawAnalysis(c *render.Canvas) {
	y := m.oy + m.cell*float64(m.cfg.Board.H) + 30
	if m.pos.Over() {
		return
	}
	if m.valGen != m.gen {
		return // still analysing; the panel says so
	}
	for _, v := range m.values {
		if !v.Legal {
			continue
		}
		x, _ := m.cellCentre(v.Column, 0)
		label, col := "", render.TextDim
		if v.Exact {
			switch v.Result {
			case connectai.Win:
				label, col = fmt.Sprintf("win %d", v.In), render.Legal
			case connectai.Loss:
				label, col = fmt.Sprintf("loss %d", v.In), render.Danger
			default:
				label, col = "draw", render.TextMain
			}
		} else {
			label = fmt.Sprintf("≈%d", v.Score)
		}
		c.Text(label, x, y, render.TextStyle{Size: 16, Bold: v.Exact, Color: col, Align: render.AlignCenter, Middle: true})
	}
}

func (m *ConnectScreen) drawPanel(c *render.Canvas, s *Session) {
	x, w := panelX, panelW
	drawPanelHead(c, "Connect Four", m.matchLine())
	c.FillRoundRect(x, 108, w-16, 58, 10, render.ButtonFill)
	status := discSide(m.pos.SideToMove()) + " to move"
	if m.pos.Over() {
		status = "Draw"
		if w := m.pos.Winner(); w != connect.None {
			status = discSide(w) + " wins"
		}
	}
	drawDisc(c, x+30, 137, 14, m.pos.SideToMove(), 1)
	c.Text(status, x+58, 137, render.TextStyle{Size: 20, Bold: true, Color: render.TextMain, Middle: true})
	switch {
	case m.computer.runner.Busy():
		drawThinking(c, s, 137, "thinking")
	case m.showAna && m.valGen != m.gen && !m.pos.Over():
		drawThinking(c, s, 137, "analysing")
	}
	rules := fmt.Sprintf("Drop a disc into a column: it falls to the lowest empty cell. %d of your discs in a line — across, up or diagonal — wins; a full board is a draw. Blue moves first.", m.cfg.Board.N)
	c.Text(fmt.Sprintf("Board %d×%d, %d in a row", m.cfg.Board.W, m.cfg.Board.H, m.cfg.Board.N), x+4, 194, render.TextStyle{Size: 21, Bold: true, Color: render.Accent, Middle: true})
	for i, line := range render.Wrap(rules, 17, w-24, false) {
		c.Text(line, x+4, 218+float64(i)*23, render.TextStyle{Size: 17, Color: render.TextMain})
	}
	ana := "Analysis (A): off"
	if m.showAna {
		ana = "Analysis (A): under each column, \"win 3\": you win with your 3rd move from here; \"loss 5\": the opponent wins with its 5th; exact where solved or in the opening book, ≈ marks heuristic values"
	}
	for i, line := range render.Wrap(ana, 15, w-24, false) {
		c.Text(line, x+4, 326+float64(i)*20, render.TextStyle{Size: 15, Color: render.TextDim})
	}
	if m.computer.err != "" {
		c.Text(m.computer.err, x+4, 418, render.TextStyle{Size: 15, Color: render.Danger, Middle: true})
	}
	c.Text("Moves", x+4, 446, render.TextStyle{Size: 21, Bold: true, Color: render.Accent, Middle: true})
	moves := m.pos.Moves()
	var parts []string
	for _, mv := range moves {
		parts = append(parts, fmt.Sprint(mv+1))
	}
	hist := strings.Join(parts, " ")
	if hist == "" {
		hist = "none yet"
	}
	lines := render.Wrap(hist, 17, w-24, false)
	if len(lines) > 6 {
		lines = lines[len(lines)-6:]
	}
	for i, line := range lines {
		c.Text(line, x+4, 468+float64(i)*23, render.TextStyle{Size: 17, Color: render.TextMain})
	}
	m.buttons.Draw(c)
	c.Text("←/→ and Enter or click · U undo · A analysis · Esc menu", x+(w-16)/2, 628, render.TextStyle{Size: 13, Color: render.TextDim, Align: render.AlignCenter, Middle: true})
}

func (m *ConnectScreen) matchLine() string {
	if !m.vsComputer() {
		return "Two players, hot-seat"
	}
	name := func(p connect.Player) string {
		if m.players[p] != nil {
			for _, l := range connectai.Roster.Levels {
				if l.Name == m.cfg.AI[p] {
					return "Computer (" + l.Title + ")"
				}
			}
			return "Computer"
		}
		return "You"
	}
	return fmt.Sprintf("Blue: %s   vs   Red: %s", name(connect.X), name(connect.O))
}
