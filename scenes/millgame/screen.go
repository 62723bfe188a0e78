package millgame

import (
	"strings"

	"stratagem/ai/millai"
	"stratagem/assets"
	"stratagem/board/mill"
	"stratagem/render"
	"stratagem/scenes"
)

// Screen is a game of Mill in progress.
type Screen struct {
	scenes.Frame[*mill.Position, mill.Move]

	pos      *mill.Position
	legal    []mill.Move // legal moves of pos, for generation legalGen
	legalGen uint64

	// The person's decision in the making.
	selected         mill.Point
	pending          bool // a mill was closed: the player now picks the piece to remove
	pendFrom, pendTo mill.Point
	cursor           mill.Point
	cursorShown      bool
	hover            mill.Point

	// The last move in words for the panel, and the side that played it;
	// worked out when the position changes.
	lastWords string
	lastMover mill.Color

	board render.MillBoard
	base  render.Layer // the empty board, drawn once
}

// New starts a match of Mill.
func New(s *scenes.Session, m scenes.Match) (*Screen, error) {
	sc := &Screen{board: render.MillBoard{X: 200, Y: 160, Size: 450}}
	if err := sc.Init(s, "Mill", millai.Roster, m, sc, hintLevel); err != nil {
		return nil, err
	}
	return sc, nil
}

// Position returns the game's position (tests, screenshots).
func (m *Screen) Position() *mill.Position { return m.pos }

// PlayMoves plays a list of moves at once, with no animation (screenshots, tests).
func (m *Screen) PlayMoves(moves string) error {
	for _, f := range strings.Fields(moves) {
		mv, err := mill.ParseMove(f)
		if err != nil {
			return err
		}
		if err := m.pos.Play(mv); err != nil {
			return err
		}
	}
	m.Changed()
	return nil
}

// SetPosition replaces the game's position (tests).
func (m *Screen) SetPosition(p *mill.Position) {
	m.pos = p
	m.Changed()
}

// PositionChanged drops the person's half-made decision, which no longer
// applies, and puts the last move into words.
func (m *Screen) PositionChanged() {
	m.selected = mill.NoPoint
	m.pending = false
	m.hover = mill.NoPoint
	m.lastWords, m.lastMover = lastMoveWords(m.pos)
}

// ---- the rules, as the frame sees them ----

func (m *Screen) NewGame(s *scenes.Session) error {
	m.pos = mill.NewGame()
	m.cursor = mill.Point(17) // d3, near the middle
	return nil
}

func (m *Screen) Snapshot() *mill.Position { return m.pos.Clone() }
func (m *Screen) ToAct() (int, bool)       { return int(m.pos.SideToMove()), true }
func (m *Screen) Ply() int                 { return m.pos.Ply() }
func (m *Screen) IsLegal(mv mill.Move) bool {
	return m.pos.IsLegal(mv)
}
func (m *Screen) TakeBack() { m.pos.Undo() }

// History returns the moves played so far.
func (m *Screen) History() []mill.Move { return m.pos.History() }

// Record returns the moves so far in Mill's notation ("d6", "a1-a4xb2").
func (m *Screen) Record() []string {
	var out []string
	for _, mv := range m.pos.History() {
		out = append(out, mv.String())
	}
	return out
}

// ParseMove reads a move in Mill's notation.
func (m *Screen) ParseMove(text string) (mill.Move, error) { return mill.ParseMove(text) }

func (m *Screen) AnyMove() (mill.Move, bool) { return scenes.FirstMove(m.legalMoves()) }

func (m *Screen) Outcome() scenes.Outcome {
	out := m.pos.Outcome()
	reason := out.String() // "Blue wins: Red cannot move": the frame wants the reason alone
	if i := strings.Index(reason, ": "); i >= 0 {
		reason = reason[i+2:]
	}
	return scenes.OutcomeOf(out.Over(), int(out.Winner), out.Draw(), reason)
}

func (m *Screen) legalMoves() []mill.Move {
	if m.legalGen != m.Gen() || m.legal == nil {
		m.legal = m.pos.LegalMoves(m.legal[:0])
		m.legalGen = m.Gen()
	}
	return m.legal
}

// Play applies a move and starts its animation and sound.
func (m *Screen) Play(s *scenes.Session, mv mill.Move) {
	mover := m.pos.SideToMove()
	a := &moveAnim{move: mv, mover: mover, slideFrames: s.Ticks(0.28)}
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
	m.Animate(a)
	m.Changed()
}

// CanUndo: a pending removal can be cancelled; otherwise the frame's rule.
func (m *Screen) CanUndo() bool {
	return m.pending || (!m.BothComputer() && m.pos.Ply() > 0)
}

// Undo cancels a pending removal choice, or takes back to the last
// decision of a person.
func (m *Screen) Undo(s *scenes.Session) {
	if m.pending {
		m.pending = false
		return
	}
	m.UndoToPerson(s)
}

// moveAnim slides the piece of the latest move, then fades the removed piece.
type moveAnim struct {
	move         mill.Move
	mover        mill.Color
	fromX, fromY float64
	frame        int
	slideFrames  int
	fadeFrames   int
}

func (a *moveAnim) Skip() { a.frame = a.slideFrames + a.fadeFrames }

func (a *moveAnim) Step(s *scenes.Session) bool {
	a.frame++
	if a.frame == a.slideFrames && a.move.Remove != mill.NoPoint {
		s.Play(assets.Remove)
	}
	return a.frame < a.slideFrames+a.fadeFrames
}
