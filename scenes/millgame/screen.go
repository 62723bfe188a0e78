package millgame

import (
	"math"
	"strings"

	"stratagem/ai/millai"
	"stratagem/assets"
	"stratagem/assets/lang"
	"stratagem/board/mill"
	"stratagem/board/rules"
	"stratagem/render"
	"stratagem/scenes"
)

// Screen is a game of Mill in progress.
type Screen struct {
	scenes.Frame[*mill.Position, mill.Move]

	pos *mill.Position // the frame's live position, to read

	// The person's decision in the making.
	selected         mill.Point
	pending          bool // a mill was closed: the player now picks the piece to remove
	pendFrom, pendTo mill.Point
	// owed is the move whose removal the side to move owes at the start
	// of a game set up in the editor (PlayFrom); nil for none.
	owed        *mill.Move
	cursor      mill.Point
	cursorShown bool
	hover       mill.Point

	// The last move in words for the panel, and the side that played it;
	// worked out when the position changes.
	lastWords string
	lastMover mill.Color

	board render.MillBoard
	base  render.Layer // the empty board, drawn once

	ana   analysis // the analysis overlay (analysis.go)
	grade grading  // the graded review (analysis.go)
}

// New starts a match of Mill.
func New(s *scenes.Session, m scenes.Match) (*Screen, error) {
	sc := &Screen{board: render.MillBoard{X: 200, Y: 160, Size: 450}}
	if err := sc.Init(s, "mill", millai.Roster, m, sc, hintLevel); err != nil {
		return nil, err
	}
	return sc, nil
}

// Position returns the game's position (tests, screenshots).
func (m *Screen) Position() *mill.Position { return m.pos }

// PlayMoves plays a list of moves at once, with no animation (screenshots,
// tests), in the notation of the game's variant.
func (m *Screen) PlayMoves(s *scenes.Session, moves string) error {
	for _, f := range strings.Fields(moves) {
		mv, err := m.pos.Variant().ParseMove(f)
		if err != nil {
			return err
		}
		if err := m.PlayQuietly(s, mv); err != nil {
			return err
		}
	}
	return nil
}

// PositionChanged drops the person's half-made decision, which no longer
// applies, and puts the last move into words.
func (m *Screen) PositionChanged() {
	m.selected = mill.NoPoint
	m.pending = false
	if m.owedNow() && m.PersonToAct() {
		// A game set up with a removal owed: the person picks it first.
		m.pending, m.pendFrom, m.pendTo = true, m.owed.From, m.owed.To
	}
	m.hover = mill.NoPoint
	m.lastWords, m.lastMover = lastMoveWords(m.pos)
	m.grade.better = false // toggleBetter sets it again after its step
	m.analysisChanged()
}

// NextRules returns Mill's rules, of the variant the match names (its
// option "variant", a mill.Variants ID; Nine Men's Morris by default):
// every game of the match the same.
func (m *Screen) NextRules(*scenes.Session) (rules.Game[*mill.Position, mill.Move], error) {
	if id := m.Match.Option("variant", ""); id != "" {
		return mill.Rules{}.WithTag("variant", id)
	}
	return mill.Rules{}, nil
}

// Started keeps the new game's position and puts the cursor near the
// middle: on the point nearest the centre of the board (d3 on the boards
// of three squares, d4 on Three Men's Morris's), the first of those.
func (m *Screen) Started(_ *scenes.Session, pos *mill.Position) {
	m.pos = pos
	v := pos.Variant()
	best := 1 << 30
	for p := range mill.Point(v.NumPoints()) {
		df, dr := v.File(p)-3, v.Rank(p)-3
		if d := df*df + dr*dr; d < best {
			best, m.cursor = d, p
		}
	}
}

// EndWords says how the game ended, for the victory panel (whose title
// already says who won): from the outcome's reason code and its facts, in
// the words the side panel uses too.
func (m *Screen) EndWords(o rules.Outcome) string {
	args := []any{"Winner", scenes.Side(int(o.Winner)), "Loser", scenes.Side(1 - int(o.Winner))}
	switch o.Reason {
	case mill.FewerThan3.Code():
		return lang.N("mill.end.fewer", o.Facts.Count, args...)
	case mill.Blocked.Code():
		return lang.T("mill.end.blocked", args...)
	case mill.Repetition.Code():
		return lang.N("mill.end.repetition", o.Facts.Count)
	case mill.FiftyMoves.Code():
		return lang.N("mill.end.quiet", o.Facts.Count)
	case mill.FullBoard.Code():
		return lang.T("mill.end.fullboard")
	}
	return ""
}

// MatchNote names the variant on the match line when it is not the
// standard game (Nine Men's Morris, which the game's name says).
func (m *Screen) MatchNote() string {
	if m.pos != nil && m.pos.Variant() != mill.NineMensMorris {
		return variantTitle(m.pos.Variant())
	}
	return ""
}

// variantTitles are the messages naming each of mill.Variants, by its ID
// (a test checks that every variant has one).
var variantTitles = map[string]string{
	"nine-mens-morris":   "mill.variant.nine-mens-morris",
	"twelve-mens-morris": "mill.variant.twelve-mens-morris",
	"lasker-morris":      "mill.variant.lasker-morris",
	"morabaraba":         "mill.variant.morabaraba",
	"six-mens-morris":    "mill.variant.six-mens-morris",
	"three-mens-morris":  "mill.variant.three-mens-morris",
}

// variantTitle is the name of the variant v for people.
func variantTitle(v *mill.Variant) string {
	if id, ok := variantTitles[v.ID()]; ok {
		return lang.T(id)
	}
	return lang.Verbatim(v.Name())
}

// Played starts the animation and sound of the move just played: the
// piece slides to its point; when it closes a mill, the mill is lit for a
// moment and the piece it takes rises off the board and fades.
func (m *Screen) Played(s *scenes.Session, mv mill.Move, before *mill.Position) scenes.Anim {
	mover := before.SideToMove()
	a := &moveAnim{move: mv, mover: mover, slideFrames: s.Ticks(0.28), hold: -1}
	switch {
	case m.pending && mv.To == m.pendTo && mv.From == m.pendFrom:
		// The person's piece already stands there, waiting for the
		// removal choice: it does not slide again.
		a.slideFrames = 0
	case mv.From == mill.NoPoint:
		a.fromX, a.fromY = m.traySlot(mover, before.InHand(mover)-1)
		s.Play(assets.Place)
	default:
		a.fromX, a.fromY = m.board.PointPos(before.Variant(), mv.From)
		s.Play(assets.Move)
	}
	if mv.Remove != mill.NoPoint {
		a.mills = closedMills(m.pos, mv)
		a.millFrames = s.Ticks(0.9)
		a.leaveStart = a.slideFrames + s.Ticks(0.25)
		a.leaveFrames = s.Ticks(0.5)
	}
	return a
}

// CanUndo: a pending removal can be cancelled (not one owed from the
// set-up: its mill was closed before the game); otherwise the frame's rule.
func (m *Screen) CanUndo() bool {
	return (m.pending && !m.owedNow()) || (!m.BothComputer() && m.pos.Ply() > 0)
}

// owedNow reports whether the side to move owes the removal of the
// set-up's first move (PlayFrom): the game set up has not moved on yet.
func (m *Screen) owedNow() bool { return m.owed != nil && m.pos.Ply() == 0 }

// Undo cancels a pending removal choice, or takes back to the last
// decision of a person.
func (m *Screen) Undo(s *scenes.Session) {
	if m.pending && !m.owedNow() {
		m.pending = false
		return
	}
	m.UndoToPerson(s)
}

// moveAnim slides the piece of the latest move to its point; a move that
// closed a mill then lights the mill (it comes up quickly, holds, and
// fades) while the piece it took rises off the board and fades away.
type moveAnim struct {
	move         mill.Move
	mover        mill.Color
	fromX, fromY float64
	mills        [][3]mill.Point // the mills the move closed
	frame        int
	slideFrames  int
	millFrames   int // the mills lit, after the slide
	leaveStart   int // the frame the taken piece starts to leave
	leaveFrames  int
	hold         int // a sample's frame to stay at, or -1
}

// frames is the animation's length in ticks.
func (a *moveAnim) frames() int {
	n := a.slideFrames
	if a.move.Remove != mill.NoPoint {
		n = max(n, a.slideFrames+a.millFrames, a.leaveStart+a.leaveFrames)
	}
	return n
}

func (a *moveAnim) Skip() { a.frame, a.hold = a.frames(), -1 }

func (a *moveAnim) Step(s *scenes.Session) bool {
	if a.hold >= 0 {
		a.frame = a.hold
		return true
	}
	a.frame++
	if a.frame == a.leaveStart && a.move.Remove != mill.NoPoint {
		s.Play(assets.Remove)
	}
	return a.frame < a.frames()
}

// sliding reports whether the piece is still on its way.
func (a *moveAnim) sliding() bool { return a.frame < a.slideFrames }

// millFade is how dim the closed mills are now: 1 (unlit) before the
// slide ends and after their moment, 0 at their brightest; they come up
// in a sixth of the moment, hold, and fade over its second half.
func (a *moveAnim) millFade() float64 {
	if len(a.mills) == 0 || a.millFrames == 0 || a.sliding() {
		return 1
	}
	t := float64(a.frame-a.slideFrames) / float64(a.millFrames)
	switch {
	case t >= 1:
		return 1
	case t < 1.0/6:
		return 1 - t*6
	case t < 0.5:
		return 0
	}
	return (t - 0.5) * 2
}

// leaving is how far the taken piece has gone, 0 (still standing) to 1 (gone).
func (a *moveAnim) leaving() float64 {
	if a.leaveFrames == 0 {
		return 1
	}
	return math.Max(0, math.Min(1, float64(a.frame-a.leaveStart)/float64(a.leaveFrames)))
}
