package millgame

import (
	"context"
	"fmt"

	"stratagem/ai"
	"stratagem/ai/millai"
	"stratagem/board/mill"
	"stratagem/scenes"
)

// The sample screens of the analysis and of the graded review. They work
// the analysis and the grades out before the first frame, at fixed depths,
// so that a screenshot always shows the same.

// sampleAnalysisLimits bound the samples' analyses: the same on any machine.
var sampleAnalysisLimits = ai.Limits{MaxDepth: 6}

// analyseNow shows the analysis of the position shown, already worked out.
func (m *Screen) analyseNow(lim ai.Limits) error {
	a, err := millai.Analyse(context.Background(), m.pos, lim)
	if err != nil {
		return err
	}
	m.ana.shown, m.ana.result, m.ana.gen = true, a, m.Gen()
	return nil
}

// gradeNow grades every move of the game under review at once.
func (m *Screen) gradeNow() error { return m.grade.GradeNow(&m.Frame, gradeMove(gradeLimits)) }

// sampleAnalysis: the moving phase of a game against the computer, the
// person (Blue) to move, the analysis shown: the bar, the verdict of the
// search, the best line and the threats.
func sampleAnalysis(s *scenes.Session, m *Screen) error {
	if !m.PersonToAct() {
		return fmt.Errorf("mill-analysis: the sample game should stop on the person's turn")
	}
	return m.analyseNow(sampleAnalysisLimits)
}

// endgamePosition is an endgame the databases hold: Blue to move, four
// pieces against five, three of them shut in; Red wins in 12 moves.
const endgamePosition = "blue: c5 g4 c3 c4; red: d3 b6 b4 d2 d5; hand: 0 0; turn: blue"

// sampleAnalysisEndgame: the analysis of that endgame, certain from the
// databases.
func sampleAnalysisEndgame(s *scenes.Session) error {
	return analyseEndgameOf(s, mill.NineMensMorris)
}

// sampleLaskerAnalysisEndgame: the same ending in a game of Lasker Morris,
// which moves as Nine Men's Morris once the hands are empty: the databases
// answer there too.
func sampleLaskerAnalysisEndgame(s *scenes.Session) error {
	return analyseEndgameOf(s, mill.LaskerMorris)
}

// analyseEndgameOf opens a game of v on endgamePosition and analyses it.
func analyseEndgameOf(s *scenes.Session, v *mill.Variant) error {
	m, err := newSampleOf(s, v)
	if err != nil {
		return err
	}
	s.Stack.Reset(m)
	m.SetUp(s, mustPositionOf(v, endgamePosition))
	return m.analyseNow(sampleAnalysisLimits)
}

// gradedGame plays a game of Easy (Blue) against Normal (Red) on the
// screen, quietly, with fixed seeds: a game with mistakes to find.
func gradedGame(s *scenes.Session) (*Screen, error) {
	m, err := New(s, OnePlayer(mill.Blue, "hard"))
	if err != nil {
		return nil, err
	}
	var players [2]ai.Player[*mill.Position, mill.Move]
	for c, name := range []string{"easy", "normal"} {
		if players[c], err = millai.Roster.New(name, uint64(31+c)); err != nil {
			return nil, err
		}
	}
	for !m.Over() && m.pos.Ply() < 120 {
		mv, _, err := players[m.pos.SideToMove()].Choose(context.Background(), m.pos.Clone(), ai.Limits{})
		if err != nil {
			return nil, err
		}
		if err := m.PlayQuietly(s, mv); err != nil {
			return nil, err
		}
	}
	s.Stack.Reset(m)
	return m, nil
}

// sampleReviewGraded: that game, finished, reviewed and graded, stepped to
// its first mistake with "next mistake".
func sampleReviewGraded(s *scenes.Session) error {
	if _, err := reviewGraded(s); err != nil {
		return err
	}
	return tick(s, ActNextMistake)
}

// sampleReviewBetter: the same, the better move shown on the board.
func sampleReviewBetter(s *scenes.Session) error {
	m, err := reviewGraded(s)
	if err != nil {
		return err
	}
	if err := tick(s, ActNextMistake); err != nil {
		return err
	}
	if err := tick(s, ActBetter); err != nil {
		return err
	}
	if _, _, ok := m.betterShown(); !ok {
		return fmt.Errorf("mill-review-better: the better move is not shown")
	}
	return nil
}

// reviewGraded opens the graded game's review with every move graded.
func reviewGraded(s *scenes.Session) (*Screen, error) {
	m, err := gradedGame(s)
	if err != nil {
		return nil, err
	}
	if err := tick(s, scenes.ActReview); err != nil {
		return nil, err
	}
	if !m.Reviewing() {
		return nil, fmt.Errorf("the review did not start")
	}
	m.StopWork()
	return m, m.gradeNow()
}

// sampleReviewAnalysis: the graded review at its first mistake with the
// analysis shown too: the grade, then the analysis of the position.
func sampleReviewAnalysis(s *scenes.Session) error {
	if err := sampleReviewGraded(s); err != nil {
		return err
	}
	return s.Stack.Top().(*Screen).analyseNow(sampleAnalysisLimits)
}
