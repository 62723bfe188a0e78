package connectgame

import (
	"errors"

	"stratagem/assets"
	"stratagem/assets/lang"
	"stratagem/board/connect"
	"stratagem/render"
	"stratagem/scenes"
)

// Editor is Connect Four's position editor: the person drops discs of the
// colour chosen into the columns (they fall as in a game) and takes the
// top ones away, reads at once why the discs are refused, and plays the
// position (the match chosen in the set-up) or opens it with the analysis
// shown. The side to move follows from the numbers of discs.
type Editor struct {
	match  scenes.Match
	cfg    connect.Config
	d      connect.Setup
	colour *scenes.Choice
	panel  *scenes.EditorPanel
	g      grid
	col    int // the column the keys act on
	hover  int // the column under the pointer; -1 none

	pos *connect.Position // what connect.SetUp made of d (nil: refused)
	err error
}

// NewEditor opens the editor on an empty board of the match's size;
// "Play from here" plays match m.
func NewEditor(s *scenes.Session, m scenes.Match) (*Editor, error) {
	cfg, err := boardOf(m)
	if err != nil {
		return nil, err
	}
	e := &Editor{match: m, cfg: cfg, d: connect.Setup{Config: cfg}, col: cfg.W / 2, hover: -1}
	e.colour = &scenes.Choice{Label: lang.T("editor.colour"),
		Options: []string{lang.Cap(scenes.Side(0)["nom"]), lang.Cap(scenes.Side(1)["nom"])}}
	title := lang.N("connect.panel.board", cfg.N, "Columns", lang.Num(cfg.W), "Rows", lang.Num(cfg.H))
	e.panel = scenes.NewEditorPanel(title, e.colour)
	// The grid in the area left of the panel, cells as large as fit.
	const left, top, width, height, frame = 40.0, 80.0, 610.0, 540.0, 14.0
	cell := min((width-2*frame)/float64(cfg.W), (height-2*frame)/float64(cfg.H), 80)
	e.g = grid{w: cfg.W, h: cfg.H, cell: cell, frame: frame,
		ox: left + (width-cell*float64(cfg.W))/2, oy: top + (height-cell*float64(cfg.H))/2}
	e.rebuild()
	return e, nil
}

// openEditor is the GameDesc's Editor.
func openEditor(s *scenes.Session, m scenes.Match) (scenes.Scene, error) { return NewEditor(s, m) }

func (e *Editor) rebuild() { e.pos, e.err = connect.SetUp(e.d) }

// Setup returns the discs on the screen (tests).
func (e *Editor) Setup() connect.Setup { return e.d }

// Playable reports whether the position can be played.
func (e *Editor) Playable() bool { return e.err == nil }

// Refusal returns why the position cannot be played, in words, or "".
func (e *Editor) Refusal() string {
	if e.err == nil {
		return ""
	}
	return refusalWords(e.err, e.cfg)
}

// Panel returns the side panel (tests).
func (e *Editor) Panel() *scenes.EditorPanel { return e.panel }

// Drop puts a disc of the colour chosen on top of column col, if it has room.
func (e *Editor) Drop(col int) bool {
	h := e.d.Height(col)
	if col < 0 || col >= e.cfg.W || h >= e.cfg.H {
		return false
	}
	who := connect.Player(e.colour.Index)
	e.d.Discs[who] = e.d.Discs[who].With(e.cfg.Bit(col, h))
	e.rebuild()
	return true
}

// Take takes the top disc of column col away, if it has one.
func (e *Editor) Take(col int) bool {
	h := e.d.Height(col)
	if col < 0 || col >= e.cfg.W || h == 0 {
		return false
	}
	i := e.cfg.Bit(col, h-1)
	e.d.Discs[0], e.d.Discs[1] = e.d.Discs[0].Without(i), e.d.Discs[1].Without(i)
	e.rebuild()
	return true
}

// colAt returns the column under (x, y), on the grid or just above it; -1 elsewhere.
func (e *Editor) colAt(x, y float64) int {
	g := e.g
	if x < g.ox || x >= g.ox+g.cell*float64(g.w) || y < g.oy-g.cell || y > g.oy+g.cell*float64(g.h)+g.frame {
		return -1
	}
	return int((x - g.ox) / g.cell)
}

func (e *Editor) Update(s *scenes.Session) error {
	in := &s.Input
	onBoard := e.panel.OnBoard()
	switch e.panel.Update(s, e.Playable()) {
	case scenes.EditorBack:
		s.Stack.Pop()
		return nil
	case scenes.EditorClear, scenes.EditorStart:
		e.d.Discs = [2]connect.Bitboard{}
		e.rebuild()
	case scenes.EditorPlay:
		return e.open(s, e.match, false)
	case scenes.EditorAnalyse:
		return e.open(s, scenes.Match{Options: e.match.Options}, true)
	}
	if col := e.colAt(in.MouseX, in.MouseY); col != e.hover {
		e.hover = col
		s.Invalidate()
	}
	if e.hover >= 0 && in.MouseMoved {
		e.col = e.hover
	}
	switch {
	case in.Clicked && e.hover >= 0:
		if e.Drop(e.hover) {
			s.Play(assets.Place)
		}
	case in.RightClicked && e.hover >= 0:
		if e.Take(e.hover) {
			s.Play(assets.Remove)
		}
	case onBoard && e.panel.OnBoard():
		switch {
		case in.Just(scenes.ActLeft):
			e.col = max(e.col-1, 0)
		case in.Just(scenes.ActRight):
			e.col = min(e.col+1, e.cfg.W-1)
		case in.Just(scenes.ActConfirm) || in.Just(scenes.ActDown):
			if e.Drop(e.col) {
				s.Play(assets.Place)
			}
		case in.Just(scenes.ActUndo) || in.Just(scenes.ActUp):
			if e.Take(e.col) {
				s.Play(assets.Remove)
			}
		}
		s.Invalidate()
	}
	return nil
}

// open plays the position (or, with analyse, opens it for two players with
// the analysis shown) in a game screen over the editor.
func (e *Editor) open(s *scenes.Session, m scenes.Match, analyse bool) error {
	if e.pos == nil || e.err != nil {
		return nil
	}
	sc, err := PlayFrom(s, m, e.pos)
	if err != nil {
		return err
	}
	if analyse {
		sc.toggleAnalysis(s)
	}
	s.Stack.Push(sc)
	return nil
}

// PlayFrom starts match m from pos, a position set up (its board the
// match's): the game begins after pos's moves, which undo and the review
// do not go back past.
func PlayFrom(s *scenes.Session, m scenes.Match, pos *connect.Position) (*Screen, error) {
	m.Options = boardOptions(pos.Config())
	sc, err := New(s, m)
	if err != nil {
		return nil, err
	}
	sc.StartFrom(s, pos)
	return sc, nil
}

func (e *Editor) Draw(c *render.Canvas, s *scenes.Session) {
	scenes.DrawBackdrop(c)
	e.g.drawEmpty(c)
	r := e.g.radius()
	for col := 0; col < e.cfg.W; col++ {
		for row := 0; row < e.cfg.H; row++ {
			if who := e.d.At(col, row); who != connect.None {
				x, y := e.g.centre(col, row)
				drawDisc(c, x, y, r, who, solidDisc)
			}
		}
	}
	// The column the next click or key acts on: a ghost disc where a disc
	// would land, or a ring on the top disc of a full column.
	col := e.col
	if e.hover >= 0 {
		col = e.hover
	}
	if h := e.d.Height(col); h < e.cfg.H {
		x, y := e.g.centre(col, h)
		drawDisc(c, x, y, r, connect.Player(e.colour.Index), ghostDisc)
	} else {
		x, y := e.g.centre(col, h-1)
		c.StrokeCircle(x, y, r*1.08, 3, render.TextMain)
	}
	status := e.Refusal()
	if e.err == nil {
		status = lang.T("editor.connect.ready", "Side", side(e.pos.SideToMove()))
	}
	board := lang.T("editor.connect.keys", "Arrows", scenes.Arrows(), "Drop", scenes.Key(scenes.ActConfirm), "Take", scenes.Key(scenes.ActUndo))
	e.panel.Draw(c, status, e.err != nil, scenes.EditorMatchWords(Game(), e.match), board)
}

// refusalWords says in plain words why a set-up is refused.
func refusalWords(err error, cfg connect.Config) string {
	var se *connect.SetupError
	if !errors.As(err, &se) {
		return lang.T("editor.refused.other")
	}
	n := lang.Num(cfg.N)
	switch se.Reason {
	case connect.SetupCounts:
		return lang.T("editor.connect.refused.counts", "First", side(connect.X), "Second", side(connect.O),
			"Blue", lang.Num(se.Count[0]), "Red", lang.Num(se.Count[1]))
	case connect.SetupBothWon:
		return lang.T("editor.connect.refused.bothwon", "N", n)
	case connect.SetupWrongWinner:
		return lang.T("editor.connect.refused.wrongwinner", "Side", side(se.Side), "N", n)
	case connect.SetupWonBefore:
		return lang.T("editor.connect.refused.wonbefore", "Side", side(se.Side))
	case connect.SetupUnreachable:
		return lang.T("editor.connect.refused.unreachable")
	case connect.SetupUndecided:
		return lang.T("editor.connect.refused.undecided")
	case connect.SetupWon:
		return lang.T("editor.connect.refused.won", "Side", side(se.Side), "N", n)
	case connect.SetupFull:
		return lang.T("editor.connect.refused.full")
	}
	return lang.T("editor.refused.other")
}

// sampleEditor returns a sample of the editor (the standard board,
// against the default level, the person Blue) with the discs of the
// columns cols dropped in turn, over the main menu; with wrong, one more
// of Red's discs dropped after Blue's line, which the editor refuses.
func sampleEditor(cols []int, wrong bool) func(*scenes.Session) error {
	return func(s *scenes.Session) error {
		m := scenes.Match{Options: boardOptions(connect.Standard)}
		m.AI[1] = Game().Setup.DefaultLevel
		e, err := NewEditor(s, m)
		if err != nil {
			return err
		}
		for i, col := range cols {
			e.colour.Index = i % 2
			e.Drop(col)
		}
		if wrong {
			e.colour.Index = 1
			e.Drop(0)
		}
		e.colour.Index = 0
		scenes.ShowSample(s, e)
		return nil
	}
}
