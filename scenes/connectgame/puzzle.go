package connectgame

import (
	"stratagem/ai/puzzle"
	"stratagem/assets/lang"
	"stratagem/board/connect"
	"stratagem/scenes"
)

// openPuzzle opens the Connect Four puzzle p on the game's own board (the
// standard one): the person plays the side to move, the puzzle's line
// answers for the other.
func openPuzzle(s *scenes.Session, p puzzle.Puzzle, ctl scenes.PuzzleControl) (scenes.Scene, error) {
	start, line, err := puzzle.ConnectPosition(p)
	if err != nil {
		return nil, err
	}
	sc, err := New(s, scenes.Match{Options: boardOptions(start.Config())})
	if err != nil {
		return nil, err
	}
	sc.StartPuzzle(s, scenes.PuzzleSpec[*connect.Position, int]{
		Start: start, Line: line, Person: ctl.Person, Title: ctl.Title, Goal: ctl.Goal,
		Wrong: wrongWords(p.Goal, ctl.Person), Solved: ctl.Solved, Next: ctl.Next,
	})
	return sc, nil
}

// wrongWords says why a column is not the puzzle's: the opponent can make
// four in a row at once after it, or (every wrong move of a puzzle does
// this, as the solver proved) the opponent holds out, or wins.
func wrongWords(goal puzzle.Goal, person int) func(st *connect.Position, col int) string {
	return func(st *connect.Position, col int) string {
		opp := scenes.Side(1 - person)
		q := st.Clone()
		q.Apply(col)
		if !q.Over() {
			for _, c := range q.LegalMoves(nil) {
				if q.IsWinningMove(c) {
					return lang.T("puzzle.connect.wrong.line", "Side", opp)
				}
			}
		}
		if goal == puzzle.Save {
			return lang.T("puzzle.wrong.loses", "Side", opp)
		}
		return lang.T("puzzle.wrong.holds", "Side", opp)
	}
}

// samplePuzzle: the Puzzles screen's first medium Connect Four puzzle, a
// wrong column tried, its words shown, the disc in hand over the right one.
func samplePuzzle(s *scenes.Session) error {
	sc, err := scenes.OpenPuzzleSample(s, "connect", puzzle.Medium, 0)
	if err != nil {
		return err
	}
	c := sc.(*Screen)
	right, _ := c.PuzzleMove()
	for _, col := range c.Legal() {
		if col != right {
			c.Play(s, col) // refused, with the words why
			c.col = right
			x, _ := c.cellCentre(right, 0)
			s.Input.MouseX, s.Input.MouseY = x, c.oy+10 // a screenshot keeps this cursor
			return nil
		}
	}
	return nil
}
