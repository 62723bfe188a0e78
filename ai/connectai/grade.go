package connectai

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"stratagem/ai"
	"stratagem/board/connect"
)

// Grading a game's moves for the review, from exact scores: the opening
// book where it holds the position, else the solver (the 64-bit one where
// the board fits, else Wide), each column's solve bounded by a number of
// positions so that the same game is graded the same on any machine. A
// move is graded only when every column's score is known; where the
// solver does not finish within its bound (the early middle game of the
// larger boards), the move is left ungraded and the review says so. The
// thresholds are here and nowhere else; the words are the game screen's.

// GradeNodes is the most positions the solver visits for each column of a
// position graded (about a tenth of a second on one core).
const GradeNodes = 3_000_000

// SlowWithin: a win made longer, or a loss made shorter, by up to this
// many of the player's own moves is good; more is an inaccuracy. Any move
// that turns a win into a draw or a loss, or a draw into a loss, is a
// blunder; there are no mistakes between: every result is exact.
const SlowWithin = 2

// Why names what a grade's explanation says.
type Why int

const (
	WhyNothing    Why = iota
	WhyWinToDraw      // the best move won; this one only draws
	WhyWinToLoss      // the best move won; after this one the opponent wins, with its In-th move
	WhyDrawToLoss     // the best move drew; after this one the opponent wins, with its In-th move
	WhySlowerWin      // still won, In of the player's moves later
	WhyFasterLoss     // still lost, In of the player's moves sooner
)

// MoveGrade is the grade of one move, and why.
type MoveGrade struct {
	// Grade is ai.Ungraded when the solver did not finish (Solved false).
	Grade  ai.Grade
	Played int // the column played, 0-based
	Better int // a best column (Played itself when it was the best)
	Solved bool
	// BestScore and Score are the exact scores (connect.md's convention,
	// for the player) of the best column and of the one played.
	BestScore, Score int
	Why              Why
	In               int
	Nodes            int64
}

// ErrNotPlayable is GradeMove's error for a column that cannot be played.
var ErrNotPlayable = errors.New("connectai: the column to grade cannot be played")

// GradeMove grades playing col in p against the best column there, within
// lim (its MaxNodes bounds each column's solve, GradeNodes when 0; its
// context and deadline end the grading with their error). It does not
// modify p.
func GradeMove(ctx context.Context, p *connect.Position, col int, lim Limits) (MoveGrade, error) {
	if p.Over() {
		return MoveGrade{}, ErrOver
	}
	if col < 0 || col >= p.Config().W || !p.CanPlay(col) {
		return MoveGrade{}, fmt.Errorf("%w: column %d", ErrNotPlayable, col+1)
	}
	if lim.MaxNodes <= 0 {
		lim.MaxNodes = GradeNodes
	}
	lim.Ctx = ctx
	scores, nodes, solved, err := columnScores(p.Clone(), lim)
	if err != nil {
		return MoveGrade{}, err
	}
	g := MoveGrade{Played: col, Better: col, Nodes: nodes}
	if !solved {
		return g, nil
	}
	g.Solved, g.Score, g.BestScore = true, scores[col], scores[col]
	for c, v := range scores {
		if p.CanPlay(c) && v > g.BestScore {
			g.BestScore, g.Better = v, c
		}
	}
	best, played := g.BestScore, g.Score
	m := p.Ply() + 1 // discs on the board after the move
	switch {
	case played == best:
		g.Grade = ai.Best
	case best > 0 && played == 0:
		g.Grade, g.Why = ai.Blunder, WhyWinToDraw
	case best > 0 && played < 0:
		g.Grade, g.Why = ai.Blunder, WhyWinToLoss
		_, g.In = Outcome(-played, m, p.Config())
	case best == 0:
		g.Grade, g.Why = ai.Blunder, WhyDrawToLoss
		_, g.In = Outcome(-played, m, p.Config())
	default:
		// The same result, later or sooner: the scores count the
		// player's own moves to the end.
		g.Why, g.In = WhySlowerWin, best-played
		if best < 0 {
			g.Why = WhyFasterLoss
		}
		g.Grade = ai.Good
		if g.In > SlowWithin {
			g.Grade = ai.Inaccuracy
		}
	}
	return g, nil
}

// columnScores returns the exact score of every playable column of p for
// the side to move (unplayable columns score 0), from the book or the
// solver within lim; solved is false when a solve did not finish within
// lim's positions. An ended context is an error.
func columnScores(p *connect.Position, lim Limits) (scores []int, nodes int64, solved bool, err error) {
	c := p.Config()
	scores = make([]int, c.W)
	book := BookFor(c)
	bookScore, bookBest, inBook := book.Lookup(p)
	var solve func(q *connect.Position) (int, error)
	var counted func() int64
	if c.Fits64() {
		s, err := NewSolver(c, 20)
		if err != nil {
			return nil, 0, false, err
		}
		solve, counted = func(q *connect.Position) (int, error) { return s.Solve(q, lim) }, s.Nodes
	} else {
		w, err := NewWide(c, 20)
		if err != nil {
			return nil, 0, false, err
		}
		solve, counted = func(q *connect.Position) (int, error) { return w.Solve(q, lim) }, w.Nodes
	}
	defer func() { nodes = counted() }()
	for col := range c.W {
		if !p.CanPlay(col) {
			continue
		}
		if p.IsWinningMove(col) {
			scores[col] = (c.Cells()+1)/2 - p.Ply()/2
			continue
		}
		if inBook && slices.Contains(bookBest, col) {
			scores[col] = bookScore
			continue
		}
		p.Apply(col)
		v, ok := 0, p.Full()
		if !ok {
			v, _, ok = book.Lookup(p)
		}
		if !ok {
			v, err = solve(p)
			if err != nil {
				p.Undo()
				if ctx := lim.Ctx; ctx != nil && ctx.Err() != nil {
					return nil, 0, false, ctx.Err()
				}
				return scores, 0, false, nil // the solver's bound: not solved
			}
		}
		p.Undo()
		scores[col] = -v
	}
	return scores, 0, true, nil
}
