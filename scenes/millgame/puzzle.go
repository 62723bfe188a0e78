package millgame

import (
	"fmt"

	"stratagem/ai/puzzle"
	"stratagem/assets/lang"
	"stratagem/board/mill"
	"stratagem/scenes"
)

// openPuzzle opens the Mill puzzle p on the game's own board: the person
// plays the side to move, the puzzle's line answers for the other.
func openPuzzle(s *scenes.Session, p puzzle.Puzzle, ctl scenes.PuzzleControl) (scenes.Scene, error) {
	start, line, err := puzzle.MillPosition(p)
	if err != nil {
		return nil, err
	}
	sc, err := New(s, scenes.Match{})
	if err != nil {
		return nil, err
	}
	sc.StartPuzzle(s, scenes.PuzzleSpec[*mill.Position, mill.Move]{
		Start: start, Line: line, Person: ctl.Person, Title: ctl.Title, Goal: ctl.Goal,
		Wrong: wrongWords(p.Goal, ctl.Person), Same: puzzle.SameMillMove(p, line), Solved: ctl.Solved, Next: ctl.Next,
	})
	return sc, nil
}

// wrongWords says why a move is not the puzzle's: the opponent can close
// a mill after it, or (every wrong move of a puzzle does this, as the
// databases or the capture search proved) the opponent holds out, or
// wins, or keeps every mill of the player's shut in time.
func wrongWords(goal puzzle.Goal, person int) func(st *mill.Position, m mill.Move) string {
	return func(st *mill.Position, m mill.Move) string {
		opp := scenes.Side(1 - person)
		q := st.Clone()
		q.Apply(m)
		if !q.Outcome().Over() {
			for _, r := range q.LegalMoves(nil) {
				if r.Remove != mill.NoPoint {
					return lang.T("puzzle.mill.wrong.mill", "Side", opp)
				}
			}
		}
		switch goal {
		case puzzle.Save:
			return lang.T("puzzle.wrong.loses", "Side", opp)
		case puzzle.Capture:
			return lang.T("puzzle.wrong.capture", "Side", opp)
		}
		return lang.T("puzzle.wrong.holds", "Side", opp)
	}
}

// samplePuzzle: the Puzzles screen's first medium Mill puzzle, a wrong
// move tried (the first legal move that is not the line's), its words shown.
func samplePuzzle(s *scenes.Session) error {
	sc, err := scenes.OpenPuzzleSample(s, "mill", puzzle.Medium, 0)
	if err != nil {
		return err
	}
	m := sc.(*Screen)
	right, _ := m.PuzzleMove()
	for _, mv := range m.Legal() {
		if mv != right {
			m.Play(s, mv) // refused, with the words why
			return nil
		}
	}
	return nil
}

// sampleCapturePuzzle: the first medium capture puzzle of two moves or
// more (close a mill by force), a wrong move tried, its words shown.
func sampleCapturePuzzle(s *scenes.Session) error {
	ps, err := puzzle.Shipped(puzzle.Mill)
	if err != nil {
		return err
	}
	for i, p := range puzzle.InBand(ps, puzzle.Medium) {
		if p.Goal != puzzle.Capture || p.Steps() < 2 {
			continue
		}
		sc, err := scenes.OpenPuzzleSample(s, puzzle.Mill, puzzle.Medium, i)
		if err != nil {
			return err
		}
		m := sc.(*Screen)
		right, _ := m.PuzzleMove()
		for _, mv := range m.Legal() {
			if mv.To != right.To && mv.Remove == mill.NoPoint {
				m.Play(s, mv) // refused, with the words why
				return nil
			}
		}
		return nil
	}
	return fmt.Errorf("no medium capture puzzle of two moves or more")
}
