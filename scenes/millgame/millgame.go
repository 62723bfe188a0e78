// Package millgame is Mill (Nine Men's Morris and its variants) in
// Stratagem: its set-up, its game screen in the shared game frame, and its
// sample screens.
package millgame

import (
	"context"
	"fmt"
	"math/rand/v2"

	"stratagem/ai"
	"stratagem/ai/millai"
	"stratagem/board/mill"
	"stratagem/render"
	"stratagem/scenes"
)

// hintLevel is the computer player that answers the Hint key: the
// strongest level.
var hintLevel = millai.Roster.Strongest()

// Game describes Mill to the menus, the set-up, -scene and -autoplay.
func Game() *scenes.GameDesc {
	return &scenes.GameDesc{
		ID:   "mill",
		Keys: Keys,
		Setup: scenes.SetupSpec{
			Subtitle:     "mill.setup.subtitle",
			Levels:       millai.Roster.Ladder(),
			Lab:          millai.Roster.LabLevels(),
			DefaultLevel: millai.Roster.Default(),
			Options:      []scenes.Option{variantOption()},
			Start:        scenes.StartWith(New),
		},
		Autoplay: [2]string{"hard", "normal"},
		Records:  recordSpec(),
		Samples: []scenes.Sample{
			{Name: "mill", Open: sampleSelected},
			{Name: "mill-remove", Open: sampleRemoval},
			{Name: "mill-computer", Open: sampleComputerOpens},
			{Name: "mill-hint", Open: sampleHint},
			{Name: "mill-thinking", Open: onSampleGame(27, sampleThinking)},
			{Name: "pause", Open: onSampleGame(26, samplePause)},
			{Name: "victory", Open: onSampleGame(1000, sampleVictory)},
			{Name: "mill-end", Open: onSampleGame(1000, sampleEnd)},
			{Name: "mill-end-blocked", Open: sampleEndBlocked},
			{Name: "mill-review", Open: onSampleGame(26, sampleReview)},
			{Name: "mill-review-start", Open: onSampleGame(26, sampleReviewStart)},
			{Name: "mill-review-end", Open: onSampleGame(1000, sampleReviewEnd)},
			{Name: "mill-closed", Open: sampleClosed},
			{Name: "mill-taken", Open: sampleTaken},
			{Name: "mill-undo", Open: onSampleGame(26, sampleUndo)},
			{Name: "mill-analysis", Open: onSampleGame(26, sampleAnalysis)},
			{Name: "mill-analysis-endgame", Open: sampleAnalysisEndgame},
			{Name: "mill-lasker-analysis-endgame", Open: sampleLaskerAnalysisEndgame},
			{Name: "mill-review-graded", Open: sampleReviewGraded},
			{Name: "mill-review-better", Open: sampleReviewBetter},
			{Name: "mill-review-analysis", Open: sampleReviewAnalysis},
			{Name: "mill-twelve", Open: sampleVariant(mill.TwelveMensMorris, 30, "")},
			{Name: "mill-lasker", Open: sampleVariant(mill.LaskerMorris, 10, "")},
			{Name: "mill-lasker-move", Open: sampleVariant(mill.LaskerMorris, 10, "select")},
			{Name: "mill-morabaraba", Open: sampleMorabaraba},
			{Name: "mill-six", Open: sampleVariant(mill.SixMensMorris, 14, "select")},
			{Name: "mill-three", Open: sampleVariant(mill.ThreeMensMorris, 4, "")},
			{Name: "mill-howto-twelve", Open: sampleRulesOf(mill.TwelveMensMorris)},
			{Name: "mill-howto-lasker", Open: sampleRulesOf(mill.LaskerMorris)},
			{Name: "mill-howto-morabaraba", Open: sampleRulesOf(mill.Morabaraba)},
			{Name: "mill-howto-six", Open: sampleRulesOf(mill.SixMensMorris)},
			{Name: "mill-howto-three", Open: sampleRulesOf(mill.ThreeMensMorris)},
			{Name: "puzzle-mill", Open: samplePuzzle},
			{Name: "puzzle-mill-capture", Open: sampleCapturePuzzle},
			{Name: "mill-editor", Open: sampleEditor(editorSample)},
			{Name: "mill-editor-refused", Open: sampleEditor(editorBlocked)},
			{Name: "mill-editor-owed-hint", Open: sampleOwedHint},
		},
		HowTo:  howTo,
		Puzzle: openPuzzle,
		Editor: openEditor,
	}
}

// optVariant is the key of the set-up's row of variants, as the match's
// options and the settings name it.
const optVariant = "variant"

// variantOption is the set-up's row of variants: every one of
// mill.Variants by its ID, titled by its name, the standard game first
// and the default; beside it, a small picture of the variant's board.
func variantOption() scenes.Option {
	o := scenes.Option{Key: optVariant, Label: "mill.setup.variant", Default: mill.NineMensMorris.ID()}
	for _, v := range mill.Variants() {
		o.Values = append(o.Values, v.ID())
		o.Titles = append(o.Titles, variantTitles[v.ID()])
	}
	o.Preview = func(c *render.Canvas, value string, r scenes.Rect) {
		v, err := mill.VariantNamed(value)
		if err != nil {
			return
		}
		size := min(r.W, r.H) - 40
		b := render.MillBoard{X: r.X + (r.W-size)/2, Y: r.Y + (r.H-size)/2, Size: size, NoLabels: true}
		render.DrawMillBase(c, b, v)
	}
	return o
}

// OnePlayer returns the match of a person with colour human against the computer called level.
func OnePlayer(human mill.Color, level string) scenes.Match {
	var m scenes.Match
	m.AI[human.Other()] = level
	return m
}

// sampleGame returns a game against the computer (Hard; Blue is the
// person) after up to plies seeded random moves, stopped early if the game
// ends. With an even count it is the person's turn, so no search starts.
func sampleGame(s *scenes.Session, plies int) (*Screen, error) {
	m, err := New(s, OnePlayer(mill.Blue, "hard"))
	if err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(7, 11))
	for i := 0; i < plies && !m.Over(); i++ {
		legal := m.Legal()
		if err := m.PlayQuietly(s, legal[rng.IntN(len(legal))]); err != nil {
			return nil, err
		}
	}
	return m, nil
}

// newSampleOf opens a game of v for a sample: Blue the person, against
// the computer (Hard).
func newSampleOf(s *scenes.Session, v *mill.Variant) (*Screen, error) {
	match := OnePlayer(mill.Blue, "hard")
	match.Options = map[string]string{optVariant: v.ID()}
	return New(s, match)
}

// sampleVariant returns a sample of a game of v against the computer
// (Hard; Blue is the person) after plies seeded random moves, the person
// to move; with pick "select", a piece of the person's that can move is
// picked up and its targets lit.
func sampleVariant(v *mill.Variant, plies int, pick string) func(*scenes.Session) error {
	return func(s *scenes.Session) error {
		m, err := newSampleOf(s, v)
		if err != nil {
			return err
		}
		rng := rand.New(rand.NewPCG(7, 11))
		for i := 0; i < plies && !m.Over(); i++ {
			legal := m.Legal()
			if err := m.PlayQuietly(s, legal[rng.IntN(len(legal))]); err != nil {
				return err
			}
		}
		if m.pos.Variant() != v || !m.PersonToAct() {
			return fmt.Errorf("the %s sample should stop on the person's turn", v.ID())
		}
		if pick == "select" {
			for _, mv := range m.Legal() {
				if mv.From != mill.NoPoint {
					m.selected = mv.From
					break
				}
			}
		}
		s.Stack.Reset(m)
		return nil
	}
}

// sampleRulesOf returns a sample of the rules pages turned to the page of
// variant v.
func sampleRulesOf(v *mill.Variant) func(*scenes.Session) error {
	return func(s *scenes.Session) error {
		s.Stack.Reset(scenes.NewMainMenu())
		h := scenes.NewHowTo(Game(), false)
		s.Stack.Push(h)
		for range scenes.HowToPages(Game()) {
			if page, _ := h.Page(); scenes.HowToPages(Game())[page].Title == variantTitle(v) {
				return nil
			}
			if err := tick(s, scenes.ActRight); err != nil {
				return err
			}
		}
		return fmt.Errorf("the rules have no page on %s", v.ID())
	}
}

// sampleMorabaraba: a game of Morabaraba in which Blue's piece has just
// left the mill g1 g4 g7 to close f2 f4 f6, and is picked up again: g4,
// straight back, is not among its targets.
func sampleMorabaraba(s *scenes.Session) error {
	match := scenes.Match{Options: map[string]string{optVariant: mill.Morabaraba.ID()}}
	m, err := New(s, match)
	if err != nil {
		return err
	}
	s.Stack.Reset(m)
	m.SetUp(s, mustPositionOf(mill.Morabaraba, morabarabaBefore))
	if err := m.PlayMoves(s, "g4-f4xb4 d7-d6"); err != nil {
		return err
	}
	m.selected = mustPoint("f4")
	return nil
}

// morabarabaBefore is the position of the Morabaraba sample and rules
// page before Blue's g4 leaves one mill for another.
const morabarabaBefore = "blue: g1 g4 g7 f2 f6 c3 d2; red: a1 a7 d7 b4 c5 b6 d5; hand: 0 0; turn: blue"

// sampleSelected: the moving phase, with a piece picked up and its targets lit.
func sampleSelected(s *scenes.Session) error {
	m, err := sampleGame(s, 26)
	if err != nil {
		return err
	}
	for _, mv := range m.Legal() {
		if mv.From != mill.NoPoint {
			m.selected = mv.From
			break
		}
	}
	scenes.ShowSample(s, m)
	return nil
}

// sampleRemoval: a mill just closed in hot-seat play, the removable pieces ringed.
func sampleRemoval(s *scenes.Session) error {
	m, err := New(s, scenes.Match{})
	if err != nil {
		return err
	}
	if err := m.PlayMoves(s, "a1 b2 d1 d2 b4 f4"); err != nil {
		return err
	}
	m.act(s, mustPoint("g1"))
	m.Animate(nil)
	s.Stack.Reset(m)
	return nil
}

// hintPosition is a position of the flying phase in which Blue, with three
// pieces, flies to close a mill and win: the hint says the longest of the
// hints.
const hintPosition = "blue: a1 g1 d5; red: a7 g7 c4; hand: 0 0; turn: blue"

// sampleHint: the person (Blue) flying, the hint asked for and arrived:
// fly d5 to d1, closing a1 d1 g1, and the piece to remove then.
func sampleHint(s *scenes.Session) error {
	m, err := New(s, OnePlayer(mill.Blue, "hard"))
	if err != nil {
		return err
	}
	s.Stack.Reset(m)
	m.SetUp(s, mustPosition(hintPosition))
	return m.AwaitHint(s, m)
}

// sampleComputerOpens: the computer (Hard) opens against a person playing Red.
func sampleComputerOpens(s *scenes.Session) error {
	m, err := New(s, OnePlayer(mill.Red, "hard"))
	if err != nil {
		return err
	}
	s.Stack.Reset(m)
	return nil
}

// sampleThinking: the computer's turn of the moving phase, caught while it
// thinks (its player thinks until it is stopped, so the screenshot always
// finds it thinking).
func sampleThinking(s *scenes.Session, m *Screen) error {
	if m.PersonToAct() {
		return fmt.Errorf("the sample game should stop on the computer's turn")
	}
	m.Players[m.pos.SideToMove()] = thinkingForever{}
	return nil
}

// thinkingForever is a computer player that never makes up its mind: it
// says it has looked 6 moves ahead and used 40% of its time, and asked to
// move now it plays its first legal move.
type thinkingForever struct{}

func (thinkingForever) Name() string { return hintLevel }

func (thinkingForever) Choose(ctx context.Context, p *mill.Position, _ ai.Limits) (mill.Move, ai.Info, error) {
	progress := ai.ProgressOf(ctx)
	progress.AnswersEarly()
	progress.Depth(6)
	progress.Work(40, 100)
	<-ctx.Done()
	if ai.MovingNow(ctx) {
		return p.LegalMoves(nil)[0], ai.Info{}, nil
	}
	return mill.Move{}, ai.Info{}, ctx.Err()
}

// tick runs one update of the top scene with action a pressed.
func tick(s *scenes.Session, a scenes.Action) error {
	s.NewTick()
	s.Input.Press(a)
	return s.Stack.Top().Update(s)
}

// sampleReview: a game against the computer looked back through, nine
// moves back: the computer (Red) is to place its last piece in the
// position reviewed, and nobody thinks.
func sampleReview(s *scenes.Session, m *Screen) error {
	if err := tick(s, scenes.ActReview); err != nil {
		return err
	}
	for range 9 {
		if err := tick(s, scenes.ActLeft); err != nil {
			return err
		}
	}
	if !m.Reviewing() || m.pos.Ply() != 17 || m.PersonToAct() {
		return fmt.Errorf("mill-review: the review did not step back to the computer's last placing")
	}
	return nil
}

// sampleReviewStart: the review stepped back to the start of the game.
func sampleReviewStart(s *scenes.Session, m *Screen) error {
	for _, a := range []scenes.Action{scenes.ActReview, scenes.ActHome} {
		if err := tick(s, a); err != nil {
			return err
		}
	}
	if !m.Reviewing() || m.pos.Ply() != 0 {
		return fmt.Errorf("mill-review-start: the review did not go back to the start")
	}
	return nil
}

// sampleReviewEnd: a finished game, its victory panel closed, reviewed
// from its last position.
func sampleReviewEnd(s *scenes.Session, m *Screen) error {
	if err := sampleEnd(s, m); err != nil {
		return err
	}
	if err := tick(s, scenes.ActReview); err != nil {
		return err
	}
	if !m.Reviewing() || !m.Over() {
		return fmt.Errorf("mill-review-end: the review did not start at the end")
	}
	return nil
}

// sampleClosed: a mill just closed in hot-seat play (Blue places on g1,
// closing a1 d1 g1, and takes b2), caught as the mill is lit and the
// piece taken rises off the board.
func sampleClosed(s *scenes.Session) error {
	m, err := New(s, scenes.Match{})
	if err != nil {
		return err
	}
	s.Stack.Reset(m)
	if err := m.PlayMoves(s, "a1 b2 d1 d2 b4 f4"); err != nil {
		return err
	}
	m.act(s, mustPoint("g1"))
	m.act(s, mustPoint("b2"))
	a, ok := m.Anim().(*moveAnim)
	if !ok || a.move.Remove != mustPoint("b2") {
		return fmt.Errorf("mill-closed: g1 and b2 did not play the mill")
	}
	a.hold = a.slideFrames + s.Ticks(0.48)
	a.frame = a.hold
	return nil
}

// sampleTaken: the computer (Red) has just moved a piece to close a mill
// and taken one of the person's pieces; the person is to move, the last
// move marked. The first of some seeded random games in which that
// happens.
func sampleTaken(s *scenes.Session) error {
	for seed := range uint64(40) {
		m, err := New(s, OnePlayer(mill.Blue, "hard"))
		if err != nil {
			return err
		}
		rng := rand.New(rand.NewPCG(seed, 11))
		for !m.Over() && m.pos.Ply() < 200 {
			legal := m.Legal()
			if err := m.PlayQuietly(s, legal[rng.IntN(len(legal))]); err != nil {
				return err
			}
			last, _ := m.pos.LastMove()
			if m.pos.SideToMove() == mill.Blue && last.Remove != mill.NoPoint && last.From != mill.NoPoint && !m.Over() {
				s.Stack.Reset(m)
				return nil
			}
		}
	}
	return fmt.Errorf("mill-taken: Red never moved to take a piece in the sample games")
}

// sampleUndo: a game against the computer, the person's last move and the
// computer's reply taken back: where Redo would put the person's piece
// again is marked.
func sampleUndo(s *scenes.Session, m *Screen) error {
	if err := tick(s, scenes.ActUndo); err != nil {
		return err
	}
	if len(m.Ahead()) != 2 || !m.PersonToAct() {
		return fmt.Errorf("mill-undo: Undo did not take back two moves")
	}
	return nil
}

// onSampleGame returns a sample that puts sampleGame(s, plies) alone on the
// stack and then finishes with then.
func onSampleGame(plies int, then func(s *scenes.Session, m *Screen) error) func(*scenes.Session) error {
	return func(s *scenes.Session) error {
		m, err := sampleGame(s, plies)
		if err != nil {
			return err
		}
		s.Stack.Reset(m)
		return then(s, m)
	}
}

// samplePause: the pause menu over a game.
func samplePause(s *scenes.Session, m *Screen) error {
	s.Stack.Push(scenes.NewPauseMenu(m))
	return nil
}

// sampleVictory: a finished game and its victory panel.
func sampleVictory(s *scenes.Session, m *Screen) error {
	for i := 0; s.Stack.Len() == 1; i++ {
		if i > 600 {
			return fmt.Errorf("the sample game did not end")
		}
		s.Input.Clear()
		if err := m.Update(s); err != nil {
			return err
		}
	}
	return nil
}

// sampleEnd: a finished game seen on the board, the victory panel closed:
// the deciding move and the mill it closed are highlighted.
func sampleEnd(s *scenes.Session, m *Screen) error {
	if err := sampleVictory(s, m); err != nil {
		return err
	}
	s.NewTick()
	s.Input.Press(scenes.ActBack) // Esc closes the panel
	if err := s.Stack.Top().Update(s); err != nil {
		return err
	}
	if s.Stack.Top() != scenes.Scene(m) {
		return fmt.Errorf("the victory panel stayed open after Esc")
	}
	return nil
}

// blockedGame is a game (seeded random moves) in which Blue's last move
// shuts in every Red piece.
const blockedGame = "d1 e3 g1 f2 c5 b6 b2 d5 d2 e4 d3xe4 e4 d7 c3 a1xe3 c4 a7 e3 " +
	"d7-d6 e4-e5 b2-b4 f2-f4 g1-g4 f4-e4xa1 g4-f4"

// sampleEndBlocked: the end of a game that Red lost because it cannot
// move, seen on the board: its pieces are marked.
func sampleEndBlocked(s *scenes.Session) error {
	m, err := New(s, OnePlayer(mill.Blue, "hard"))
	if err != nil {
		return err
	}
	if err := m.PlayMoves(s, blockedGame); err != nil {
		return err
	}
	s.Stack.Reset(m)
	return sampleEnd(s, m)
}

func mustPoint(name string) mill.Point {
	p, err := mill.ParsePoint(name)
	if err != nil {
		panic(err) // only called with literal names
	}
	return p
}
