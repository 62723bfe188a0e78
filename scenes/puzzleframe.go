package scenes

import (
	"context"
	"fmt"

	"stratagem/ai"
	"stratagem/assets"
	"stratagem/assets/lang"
	"stratagem/render"
)

// A game screen plays a puzzle in its own frame: the frame starts from the
// puzzle's position, lets the person play only the line's moves (a wrong
// one is refused with words saying why), answers with the defender's moves
// of the line (the puzzle's line has exactly one right move at every one
// of the person's turns, so the person can never leave it and still be
// right, and the defender's answers are always the line's), and offers
// Hint, Show solution, Try again and Next puzzle instead of the match's
// commands.

// PuzzleSpec is one puzzle as a game screen hands it to its frame.
type PuzzleSpec[S, M any] struct {
	Start  S   // the puzzle's position (the frame plays on a copy)
	Line   []M // the solution: the person's move, the defender's, …, the person's
	Person int // the side the person plays (0 Blue, 1 Red)
	// Title is the match line (which puzzle, which band); Goal the status
	// ("Blue to play and win").
	Title, Goal string
	// Wrong says, in the language in use, why m is not the move here: st
	// is the position before it.
	Wrong func(st S, m M) string
	// Same, if not nil, says whether m is as right as the line's want at
	// step i (a Mill capture puzzle's last move takes any piece); nil:
	// only want itself.
	Same func(i int, m, want M) bool
	// Solved is told once when the person has played the whole line (to
	// keep the progress); Next opens the next puzzle (nil: none).
	Solved func(s *Session)
	Next   func(s *Session)
}

// puzzleRun is a puzzle under way in a frame.
type puzzleRun[S, M any] struct {
	spec     PuzzleSpec[S, M]
	startPly int
	message  string // the words under the goal: right, wrong, solved
	solved   bool   // the person played the whole line (this time)
	showing  bool   // Show solution: the frame plays the person's moves
	wait     int    // ticks before the next move of the solution shown
	told     bool   // Solved was called
}

// lineDefender is the defender of a puzzle: it plays the line's answers.
type lineDefender[S, M any] struct {
	f *Frame[S, M]
}

func (d lineDefender[S, M]) Name() string { return "puzzle" }

func (d lineDefender[S, M]) Choose(_ context.Context, st S, _ ai.Limits) (M, ai.Info, error) {
	p := d.f.puzzle
	i := d.f.rules.Ply(st) - p.startPly
	if i < 0 || i >= len(p.spec.Line) || i%2 == 0 {
		var none M
		return none, ai.Info{}, fmt.Errorf("puzzle: no defender's move at step %d of the line", i+1)
	}
	return p.spec.Line[i], ai.Info{Exact: true}, nil
}

// StartPuzzle turns the frame to playing spec: the person plays
// spec.Person, the line answers for the other side, and the game starts
// from spec.Start. The frame's Init must have run (with no computer
// players and no hints).
func (f *Frame[S, M]) StartPuzzle(s *Session, spec PuzzleSpec[S, M]) {
	f.puzzle = &puzzleRun[S, M]{spec: spec}
	f.Players[spec.Person] = nil
	f.Players[1-spec.Person] = lineDefender[S, M]{f}
	f.hinter = nil
	f.restartPuzzle(s)
}

// InPuzzle reports whether the frame plays a puzzle.
func (f *Frame[S, M]) InPuzzle() bool { return f.puzzle != nil }

// PuzzleSolved reports whether the person has played the puzzle's whole line.
func (f *Frame[S, M]) PuzzleSolved() bool { return f.puzzle != nil && f.puzzle.solved }

// PuzzleMessage returns the words under the puzzle's goal (tests).
func (f *Frame[S, M]) PuzzleMessage() string {
	if f.puzzle == nil {
		return ""
	}
	return f.puzzle.message
}

// restartPuzzle sets the puzzle's position up again.
func (f *Frame[S, M]) restartPuzzle(s *Session) {
	p := f.puzzle
	f.SetUp(s, f.rules.Clone(p.spec.Start))
	p.startPly = f.rules.Ply(f.state)
	p.message, p.solved, p.showing = "", false, false
	f.end.shown = true // no victory panel: the puzzle's words say how it went
}

// step is how far along the line the game is (moves played since the start).
func (p *puzzleRun[S, M]) step(f *Frame[S, M]) int { return f.rules.Ply(f.state) - p.startPly }

// done reports whether the whole line has been played.
func (p *puzzleRun[S, M]) done(f *Frame[S, M]) bool { return p.step(f) >= len(p.spec.Line) }

// allows reports whether the person may play m now: the line's move. A
// wrong move is refused, and the words say why.
func (f *Frame[S, M]) puzzleAllows(s *Session, m M) bool {
	p := f.puzzle
	i := p.step(f)
	if i >= len(p.spec.Line) || i%2 == 1 {
		return false
	}
	if any(m) == any(p.spec.Line[i]) || p.spec.Same != nil && p.spec.Same(i, m, p.spec.Line[i]) {
		return true
	}
	p.message = p.spec.Wrong(f.state, m)
	s.Play(assets.Lose)
	s.Invalidate()
	return false
}

// puzzleMoved notes the move just played: the next step, or the end.
func (f *Frame[S, M]) puzzleMoved(s *Session) {
	p := f.puzzle
	i := p.step(f)
	switch {
	case p.done(f) && p.showing:
		p.message = lang.T("puzzle.shown")
	case p.done(f):
		p.solved = true
		p.message = lang.T("puzzle.solved")
		s.Play(assets.Win)
		if !p.told && p.spec.Solved != nil {
			p.told = true
			p.spec.Solved(s)
		}
	case i%2 == 1 && !p.showing:
		p.message = lang.T("puzzle.correct")
	}
}

// updatePuzzle runs the puzzle's part of a tick: Show solution plays the
// person's moves by itself. It reports whether the tick ends here (the
// line is over: nobody moves any more).
func (f *Frame[S, M]) updatePuzzle(s *Session) bool {
	p := f.puzzle
	if p.done(f) {
		return true
	}
	if p.showing && f.anim == nil && f.PersonToAct() {
		if p.wait > 0 {
			p.wait--
			s.KeepTicking()
			return true
		}
		f.apply(s, p.spec.Line[p.step(f)], false)
		p.wait = s.Ticks(0.7)
		return true
	}
	return false
}

// puzzleCommands are the action bar's commands while a puzzle is played.
func (f *Frame[S, M]) puzzleCommands() []Command {
	p := f.puzzle
	personTurn := f.PersonToAct() && f.anim == nil && !p.done(f) && !p.showing
	return []Command{
		{Label: lang.T("puzzle.hint"), Help: lang.T("puzzle.hint.help"), Key: ActHint, Enabled: personTurn, Do: f.puzzleHint},
		{Label: lang.T("puzzle.solution"), Help: lang.T("puzzle.solution.help"), Key: ActReview, Enabled: !p.showing, Do: func(s *Session) {
			f.restartPuzzle(s)
			p.showing = true
			p.message = lang.T("puzzle.showing")
			p.wait = s.Ticks(0.5)
		}},
		{Label: lang.T("puzzle.again"), Help: lang.T("puzzle.again.help"), Key: ActRestart, Enabled: f.Ply() > p.startPly || p.showing || p.message != "",
			Do: func(s *Session) { f.restartPuzzle(s) }},
		{Label: lang.T("puzzle.next"), Help: lang.T("puzzle.next.help"), Key: ActRedo, Enabled: p.spec.Next != nil, Do: func(s *Session) { p.spec.Next(s) }},
		{Label: lang.T("puzzle.back"), Help: lang.T("puzzle.back.help"), Key: ActBack, Enabled: true, Do: func(s *Session) { s.Stack.Pop() }},
	}
}

// puzzleHint marks the line's next move on the board, as the Hint key
// marks the computer's choice in a game.
func (f *Frame[S, M]) puzzleHint(s *Session) {
	p := f.puzzle
	m := p.spec.Line[p.step(f)]
	f.hint, f.hintGen = &m, f.gen
	p.message = lang.T("puzzle.hinted")
	s.Invalidate()
}

// drawPuzzleBox draws the goal's explanation and the last words (right,
// wrong, solved) at the top of the panel's body, and returns the height
// it took.
func (f *Frame[S, M]) drawPuzzleBox(c *render.Canvas, area Rect) float64 {
	p := f.puzzle
	steps := (len(p.spec.Line) + 1) / 2
	y := area.Y
	y = DrawParagraph(c, area.X+4, y+4, area.W-8, lang.T("puzzle.steps", "Count", lang.Num(steps)), 17, render.TextDim) + 6
	if p.message != "" {
		col := render.TextMain
		if p.solved {
			col = render.Accent
		}
		y = DrawParagraph(c, area.X+4, y, area.W-8, p.message, 19, col) + 8
	}
	return y - area.Y
}

// PuzzleMove returns the line's next move for the person, and false when
// it is not the person's turn on the line (tests, samples).
func (f *Frame[S, M]) PuzzleMove() (M, bool) {
	var none M
	p := f.puzzle
	if p == nil || p.done(f) || p.step(f)%2 == 1 {
		return none, false
	}
	return p.spec.Line[p.step(f)], true
}
