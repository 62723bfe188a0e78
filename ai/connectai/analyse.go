package connectai

import (
	"context"
	"slices"
	"time"

	"stratagem/board/connect"
)

// ColumnValue is what the analysis overlay shows for one column.
type ColumnValue struct {
	Column int  // 0-based
	Legal  bool // the column can be played (false: full, or the game is over)
	// Exact: Score is the solver's exact score of playing here, for the side
	// to move (connect.md's convention), and Result/In say what it means.
	// Otherwise Score is the whole-board heuristic's value of the move for
	// the side to move after a search of Depth plies (larger is better; ±WinScore−k
	// means a forced win or loss the search saw k plies ahead).
	Exact  bool
	Score  int
	Result Result // Win, Draw or Loss when Exact
	In     int    // when Exact: moves of the winner up to and including its winning move
	Depth  int    // plies of the heuristic search when not Exact
}

// Analyse values every column of p for the side to move: from the opening
// book where it holds p (its best columns) or the position after a column,
// exactly with the solver (the 64-bit one where W·(H+1) ≤ 64, else Wide)
// where each column's solve finishes within its share of budget, else by
// the whole-board heuristic
// (WholeBoard, the stronger of the two, whatever Easy and Normal use) with
// the seed's alpha-beta deepened in the time left. It does not modify p. With a
// cancelled ctx it returns what it has (heuristic values of depth 0 or
// more). A finished game gives every column Legal == false.
func Analyse(ctx context.Context, p *connect.Position, budget time.Duration) []ColumnValue {
	c := p.Config()
	q := p.Clone()
	out := make([]ColumnValue, c.W)
	start := time.Now()
	var pending []int
	for col := range out {
		out[col] = ColumnValue{Column: col, Legal: !q.Over() && q.CanPlay(col)}
		if out[col].Legal {
			pending = append(pending, col)
		}
	}
	if len(pending) == 0 {
		return out
	}
	// The opening book knows a column exactly when it holds p with that
	// column among its best, or holds the position after the column (the
	// book's player to move there, as after each reply to its move); the
	// other columns are solved or estimated below.
	book := BookFor(c)
	score, best, inBook := book.Lookup(q)
	var rest []int
	for _, col := range pending {
		v, ok := score, inBook && slices.Contains(best, col)
		if !ok && !q.IsWinningMove(col) {
			q.Apply(col)
			v, _, ok = book.Lookup(q)
			v = -v
			q.Undo()
		}
		if ok {
			res, k := Outcome(v, q.Ply(), c)
			out[col].Exact, out[col].Score, out[col].Result, out[col].In = true, v, res, k
		} else {
			rest = append(rest, col)
		}
	}
	pending = rest
	if len(pending) == 0 {
		return out
	}
	// The exact score of a column within a deadline: the 64-bit solver's
	// where the board fits, else the wide solver's of the position after it.
	var exact func(col int, deadline time.Time) (int, error)
	if c.Fits64() {
		s, _ := NewSolver(c, 20)
		s.SetThreads(SolverThreads) // bounded by time
		cur, mask, _ := s.bitboards(q)
		s.start(Limits{Ctx: ctx})
		exact = func(col int, deadline time.Time) (int, error) {
			s.deadline, s.stopped = deadline, false
			score, _, err := s.moveScore(cur, mask, q.Ply(), col)
			return score, err
		}
	} else {
		w, _ := NewWide(c, 20)
		exact = func(col int, deadline time.Time) (int, error) {
			if q.IsWinningMove(col) {
				return w.c - q.Ply()/2, nil
			}
			q.Apply(col)
			defer q.Undo()
			if q.Full() {
				return 0, nil
			}
			v, err := w.Solve(q, Limits{Ctx: ctx, Deadline: deadline})
			return -v, err
		}
	}
	rest = nil
	for i, col := range pending {
		// Each column may use its share of what is left of half the budget.
		left := budget/2 - time.Since(start)
		if left <= 0 || ctx.Err() != nil {
			rest = append(rest, col)
			continue
		}
		score, err := exact(col, time.Now().Add(left/time.Duration(len(pending)-i)))
		if err != nil {
			rest = append(rest, col)
			continue
		}
		res, k := Outcome(score, q.Ply(), c)
		out[col].Exact, out[col].Score, out[col].Result, out[col].In = true, score, res, k
	}
	pending = rest
	if len(pending) == 0 {
		return out
	}
	// Heuristic values: each pending column searched from the position after it.
	h := NewHeuristic(c, WholeBoard)
	deadline := start.Add(budget)
	for depth := 1; depth <= c.Cells()-q.Ply(); depth++ {
		vals := make([]int, len(pending))
		done := true
		for i, col := range pending {
			if q.IsWinningMove(col) {
				vals[i] = WinScore - 1
				continue
			}
			q.Apply(col)
			s := newSeedSearch(h, q)
			s.root = q.SideToMove().Other() // values for the side to move at p
			s.ctx, s.deadline = ctx, deadline
			v := s.alphaBeta(q, depth-1, 1, -(WinScore + 1), WinScore+1)
			q.Undo()
			if s.stopped {
				done = false
				break
			}
			vals[i] = v
		}
		if !done {
			break
		}
		for i, col := range pending {
			out[col].Score, out[col].Depth = vals[i], depth
		}
		if time.Since(start) > budget/2+(budget-budget/2)/3 {
			break // the next depth would most likely not finish
		}
	}
	return out
}
