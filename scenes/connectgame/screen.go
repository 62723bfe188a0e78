package connectgame

import (
	"math"

	"stratagem/ai/connectai"
	"stratagem/assets"
	"stratagem/assets/lang"
	"stratagem/board/connect"
	"stratagem/board/rules"
	"stratagem/render"
	"stratagem/scenes"
)

// Screen is a game of Connect Four in progress.
type Screen struct {
	scenes.Frame[*connect.Position, int]

	cfg connect.Config
	pos *connect.Position

	// col is the column the disc in hand hangs over: the one the pointer
	// last moved over, or chosen with Left/Right. It is always on the
	// board, so Enter drops a disc even when the pointer is elsewhere.
	col   int
	ana   analysis
	grade grading // the graded review (grading.go)

	cell   float64 // cell size in virtual units
	ox, oy float64 // top-left of the grid
	base   render.Layer
}

// Where the parts around the grid sit, in virtual units: the column
// numbers in a row above the frame, the disc in hand above them, the
// analysis's labels in a row under the frame with room left below.
const (
	boardLeft, boardWidth = 40.0, 800.0 // the area left of the side panel
	frameWidth            = 14.0        // the board's border around the grid
	numbersRow            = 26.0        // the column numbers' row above the frame
	handGap               = 6.0         // between the disc in hand and the numbers
	labelsRow             = 56.0        // the analysis's row under the frame: three short lines
	topRoom, bottomRoom   = 16.0, 36.0  // kept free at the window's edges
	maxCell               = 86.0
)

// layout sizes the cells to fit the board, the disc in hand above it and
// the rows around it into the area left of the panel, and centres it all.
func (sc *Screen) layout() {
	w, h := float64(sc.cfg.W), float64(sc.cfg.H)
	fixed := topRoom + handGap + numbersRow + 2*frameWidth + labelsRow + bottomRoom
	// The disc in hand is as big as a disc in the grid: 0.8 of a cell.
	sc.cell = math.Min(math.Min((boardWidth-2*frameWidth)/w, (render.Height-fixed)/(h+0.8)), maxCell)
	slack := render.Height - fixed - (h+0.8)*sc.cell
	sc.ox = boardLeft + (boardWidth-w*sc.cell)/2
	sc.oy = topRoom + slack/2 + 0.8*sc.cell + handGap + numbersRow + frameWidth
}

// numbersY is the centre line of the column numbers.
func (sc *Screen) numbersY() float64 { return sc.oy - frameWidth - numbersRow/2 }

// handY is the centre of the disc in hand above the column numbers.
func (sc *Screen) handY() float64 {
	return sc.oy - frameWidth - numbersRow - handGap - sc.discRadius()
}

// labelsY is the centre line of the analysis's labels under the board.
func (sc *Screen) labelsY() float64 {
	return sc.oy + sc.cell*float64(sc.cfg.H) + frameWidth + labelsRow/2
}

// New starts a match of Connect Four on the board of m's options.
func New(s *scenes.Session, m scenes.Match) (*Screen, error) {
	cfg, err := boardOf(m)
	if err != nil {
		return nil, err
	}
	sc := &Screen{cfg: cfg, col: cfg.W / 2} // the keys start in the middle
	sc.layout()
	// H asks the ladder's strongest rung, Master, for its move.
	if err := sc.Init(s, "connect", connectai.Roster, m, sc, connectai.Roster.Strongest()); err != nil {
		return nil, err
	}
	return sc, nil
}

// Position returns the game's position (tests, screenshots).
func (sc *Screen) Position() *connect.Position { return sc.pos }

// NextRules returns the rules on the match's board: every game the same.
func (sc *Screen) NextRules(*scenes.Session) (rules.Game[*connect.Position, int], error) {
	return connect.Rules{Config: sc.cfg}, nil
}

// Started keeps the new game's position.
func (sc *Screen) Started(_ *scenes.Session, p *connect.Position) { sc.pos = p }

// EndWords says how the game ended, for the victory panel.
func (sc *Screen) EndWords(o rules.Outcome) string {
	if o.Reason == "line" {
		return lang.N("connect.end.line", o.Facts.Count, "Side", side(connect.Player(o.Winner)))
	}
	return lang.N("connect.end.full", o.Facts.Count)
}

// Played lets the disc just dropped fall into its cell; the sound comes
// when it lands.
func (sc *Screen) Played(s *scenes.Session, col int, before *connect.Position) scenes.Anim {
	who, row := before.SideToMove(), before.Height(col)
	return &dropAnim{col: col, row: row, who: who, frames: s.Ticks(0.12 + 0.05*float64(sc.cfg.H-row))}
}

// dropAnim lets the last disc fall into its cell.
type dropAnim struct {
	col, row int
	who      connect.Player
	frame    int
	frames   int
}

func (a *dropAnim) Skip() { a.frame = a.frames }

func (a *dropAnim) Step(s *scenes.Session) bool {
	a.frame++
	if a.frame >= a.frames {
		s.Play(assets.Place) // the disc lands
		return false
	}
	return true
}

// fallen returns how far the disc has fallen, 0 at the top to 1 in its
// cell, accelerating as a falling thing does.
func (a *dropAnim) fallen() float64 {
	t := math.Min(1, float64(a.frame)/float64(a.frames))
	return t * t
}

// ---- the person's input ----

// colAt returns the column under (x, y): over the grid, its frame, the
// column numbers or the disc in hand above them; -1 elsewhere.
func (sc *Screen) colAt(x, y float64) int {
	w, h := sc.cell*float64(sc.cfg.W), sc.cell*float64(sc.cfg.H)
	top := sc.handY() - sc.discRadius()
	if x < sc.ox || x >= sc.ox+w || y < top || y > sc.oy+h+frameWidth {
		return -1
	}
	return int((x - sc.ox) / sc.cell)
}

// trackMouse moves the disc in hand to the column the pointer moves over,
// whoever is to move, so that after an animation or the computer's move
// it is where the pointer is. A pointer that stays still, or moves off
// the board, leaves the column where it is: the keys go on from there.
func (sc *Screen) trackMouse(in *scenes.Input) {
	if in.MouseMoved || in.Clicked {
		if col := sc.colAt(in.MouseX, in.MouseY); col >= 0 {
			sc.col = col
		}
	}
}

// UpdatePerson moves the disc in hand with Left/Right, which stop at the
// board's edges, and drops it on Enter or Down; a click drops a disc in
// the column clicked.
func (sc *Screen) UpdatePerson(s *scenes.Session) {
	in := &s.Input
	if in.Just(scenes.ActLeft) {
		sc.col = max(sc.col-1, 0)
	}
	if in.Just(scenes.ActRight) {
		sc.col = min(sc.col+1, sc.cfg.W-1)
	}
	col := sc.col
	if in.Clicked {
		col = sc.colAt(in.MouseX, in.MouseY) // -1 off the board: no disc
	}
	drop := in.Clicked || in.Just(scenes.ActConfirm) || in.Just(scenes.ActDown)
	if drop && sc.IsLegal(col) {
		sc.Play(s, col)
	}
}
