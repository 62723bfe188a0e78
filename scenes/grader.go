package scenes

import (
	"context"
	"fmt"
)

// ReviewGrader grades the moves of a game under review, one at a time,
// off the frame goroutine (an AIRunner): the review stays usable while the
// grades fill in. It keeps the frame ticking while it works, but does not
// name its work in the status box, which shows where the review stands:
// the panel says "grading" where a move waits for its grade. A game's screen keeps one and calls Step on every tick;
// grade is the game's own grading of the move m played in the position
// before (a copy the grading owns). G is the game's grade.
type ReviewGrader[S any, M comparable, G any] struct {
	runner  AIRunner[G]
	start   S // the position before the first move
	moves   []M
	grades  []G
	done    []bool
	next    int    // the next move to grade
	job     uint64 // the runner's job number (not a position's generation)
	seenGen uint64 // the frame's generation the moves were read at
	failed  bool   // a grading failed: the rest are left ungraded
	started bool
}

// Step keeps the grading going while f is reviewed (else it stops it):
// it reads the game's moves when the position changes (a review only steps
// through them; grades of the moves that stay the same are kept), takes a
// grade that arrived and starts the next move's. A failure is told once
// (Warn) and ends the grading.
func (g *ReviewGrader[S, M, G]) Step(s *Session, f *Frame[S, M], grade func(ctx context.Context, before S, m M) (G, error)) {
	if !f.Reviewing() {
		g.runner.Cancel()
		return
	}
	if !g.started || g.seenGen != f.Gen() {
		g.seenGen = f.Gen()
		g.read(f)
	}
	if v, job, err, ok := g.runner.Poll(); ok && job == g.job {
		if err != nil {
			s.Warn(fmt.Sprintf("grading move %d of the review failed: %v", g.next+1, err))
			g.failed = true
		} else {
			g.grades[g.next], g.done[g.next] = v, true
			g.next++
		}
		s.Invalidate()
	}
	if g.runner.Busy() {
		s.KeepTicking() // to take the grade when it comes
	}
	if g.failed || g.runner.Busy() || g.next >= len(g.moves) {
		return
	}
	r := f.Rules()
	before := r.Clone(g.start)
	for _, m := range g.moves[:g.next] {
		r.Apply(before, m)
	}
	played := g.moves[g.next]
	g.job++
	g.runner.Start(g.job, func(ctx context.Context) (G, error) { return grade(ctx, before, played) })
	s.KeepTicking()
}

// read reads f's moves, those played and those ahead, keeping the grades
// of the first moves that are the same as before.
func (g *ReviewGrader[S, M, G]) read(f *Frame[S, M]) {
	all := append(f.History(), f.Ahead()...)
	same := 0
	for same < len(all) && same < len(g.moves) && all[same] == g.moves[same] {
		same++
	}
	if g.started && same == len(g.moves) && len(all) == len(g.moves) {
		return
	}
	if !g.started || same == 0 {
		r := f.Rules()
		start := r.Clone(f.State())
		for r.Ply(start) > 0 {
			r.Undo(start)
		}
		g.start, g.started = start, true
	}
	g.moves = all
	keep := min(same, len(g.grades))
	grades, done := make([]G, len(all)), make([]bool, len(all))
	copy(grades, g.grades[:keep])
	copy(done, g.done[:keep])
	g.grades, g.done = grades, done
	if g.next > same {
		g.next = same
		g.runner.Cancel()
	}
	g.failed = false
}

// GradeNow grades every move of f's game at once, on the frame goroutine
// (samples and tests that must show the grades in their first frame).
func (g *ReviewGrader[S, M, G]) GradeNow(f *Frame[S, M], grade func(ctx context.Context, before S, m M) (G, error)) error {
	g.runner.Cancel()
	g.seenGen = f.Gen()
	g.read(f)
	r := f.Rules()
	pos := r.Clone(g.start)
	for i, m := range g.moves {
		v, err := grade(context.Background(), r.Clone(pos), m)
		if err != nil {
			return fmt.Errorf("move %d: %w", i+1, err)
		}
		g.grades[i], g.done[i] = v, true
		r.Apply(pos, m)
	}
	g.next = len(g.moves)
	return nil
}

// Grade returns the grade of the game's move i (0: the first), if it has
// been graded.
func (g *ReviewGrader[S, M, G]) Grade(i int) (G, bool) {
	if i < 0 || i >= len(g.done) || !g.done[i] {
		var zero G
		return zero, false
	}
	return g.grades[i], true
}

// Moves returns the game's moves as last read: the grades' moves.
func (g *ReviewGrader[S, M, G]) Moves() []M { return g.moves }

// Start returns the position before the first move, once the moves are read.
func (g *ReviewGrader[S, M, G]) Start() (S, bool) { return g.start, g.started }

// Progress returns how many of the game's moves are graded, of how many.
func (g *ReviewGrader[S, M, G]) Progress() (done, total int) { return g.next, len(g.moves) }

// Busy reports whether a move is being graded.
func (g *ReviewGrader[S, M, G]) Busy() bool { return g.runner.Busy() }

// Cancel stops the grading under way (Step starts it again).
func (g *ReviewGrader[S, M, G]) Cancel() { g.runner.Cancel() }

// Next returns the first move after move from (going round to the start
// of the game, from itself excluded) whose grade is graded and matches.
func (g *ReviewGrader[S, M, G]) Next(from int, match func(G) bool) (int, bool) {
	n := len(g.moves)
	for k := 1; k <= n; k++ {
		i := ((from+k)%n + n) % n
		if i != from && g.done[i] && match(g.grades[i]) {
			return i, true
		}
	}
	return 0, false
}
