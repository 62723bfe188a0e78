package millgame

import (
	"context"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"stratagem/ai"
	"stratagem/ai/millai"
	"stratagem/assets/lang"
	"stratagem/board/mill"
	"stratagem/scenes"
)

// The analysis overlay (key A, in play and in review) and the graded
// review: both worked out off the frame loop by scenes.AIRunner, the
// analysis for the position shown, the grades move by move while the
// person reviews the game. Their words are in reviewwords.go.

// Mill's own actions and their keys.
var (
	// ActAnalysis shows or hides the analysis.
	ActAnalysis = scenes.NewAction("mill.analysis")
	// ActNextMistake goes to the next move of the review graded a mistake
	// or a blunder.
	ActNextMistake = scenes.NewAction("mill.nextmistake")
	// ActBetter shows the better move of the move reviewed on the board.
	ActBetter = scenes.NewAction("mill.better")
)

// Keys are the keys of Mill's own actions.
var Keys = scenes.KeyMap{
	{Action: ActAnalysis, Keys: []scenes.Chord{{Key: ebiten.KeyA}}, Label: "mill.command.analysis"},
	{Action: ActNextMistake, Keys: []scenes.Chord{{Key: ebiten.KeyM}}, Label: "mill.command.nextmistake"},
	{Action: ActBetter, Keys: []scenes.Chord{{Key: ebiten.KeyB}}, Label: "mill.command.better"},
}

// GameKeys are Mill's own keys, which the frame adds to its own.
func (m *Screen) GameKeys() scenes.KeyMap { return Keys }

// analysisLimits bound the overlay's analysis: a time for the player
// (millai.AnalysisTime); tests and samples may set a depth instead.
var analysisLimits = ai.Limits{}

// analysis is the overlay's state: what the analysis found for the
// position of generation gen.
type analysis struct {
	shown  bool
	runner scenes.AIRunner[millai.Analysis]
	runGen uint64 // the generation the runner works on
	result millai.Analysis
	gen    uint64 // the generation result belongs to (0: none)
	failed bool   // the analysis of the current position gave nothing
}

// grading is the graded review's state: the game's moves from the
// position it started from, graded one at a time in the background.
type grading struct {
	runner  scenes.AIRunner[millai.MoveGrade]
	start   *mill.Position // the position before the first move
	moves   []mill.Move
	grades  []millai.MoveGrade // grades[i] is moves[i]'s (Ungraded until done)
	next    int                // the next move to grade
	job     uint64             // the runner's job number (not a position's generation)
	seenGen uint64             // the position generation the moves were read at
	failed  bool               // a grading failed: the rest are left ungraded
	// better: the board shows the position before moves[betterAt] with
	// the better move marked.
	better   bool
	betterAt int
}

// Tick takes what the analysis and the grading found, and starts what
// they have to do next.
func (m *Screen) Tick(s *scenes.Session) {
	m.pollAnalysis(s)
	m.stepGrading(s)
}

// Commands adds the analysis switch to the action bar in play.
func (m *Screen) Commands() []scenes.Command {
	return []scenes.Command{m.analysisCommand(false)}
}

// ReviewCommands adds to the review's bar: "next mistake", "show the
// better move", and the analysis switch (a key only: the bar is full).
func (m *Screen) ReviewCommands() []scenes.Command {
	_, hasNext := m.nextMistake()
	g, graded := m.reviewedGrade()
	return []scenes.Command{
		{Label: lang.T("mill.command.nextmistake"), Help: lang.T("mill.command.nextmistake.help"), Key: ActNextMistake,
			Enabled: hasNext, Do: m.goToNextMistake},
		{Label: lang.T("mill.command.better"), Help: lang.T("mill.command.better.help"), Key: ActBetter,
			Enabled: graded && g.Better != g.Played, On: m.grade.better, Do: m.toggleBetter},
		m.analysisCommand(true),
	}
}

func (m *Screen) analysisCommand(keyOnly bool) scenes.Command {
	return scenes.Command{Label: lang.T("mill.command.analysis"), Help: lang.T("mill.command.analysis.help"),
		Key: ActAnalysis, Enabled: true, On: m.ana.shown, KeyOnly: keyOnly, Do: m.toggleAnalysis}
}

func (m *Screen) toggleAnalysis(s *scenes.Session) {
	m.ana.shown = !m.ana.shown
	if !m.ana.shown {
		m.ana.runner.Cancel()
	}
	m.startAnalysis()
	s.Invalidate()
}

// AnalysisShown reports whether the overlay is shown.
func (m *Screen) AnalysisShown() bool { return m.ana.shown }

// startAnalysis starts the analysis of the position shown, when the
// overlay is shown and it is neither known nor being worked out.
func (m *Screen) startAnalysis() {
	gen := m.Gen()
	if !m.ana.shown || m.pos.Outcome().Over() || m.ana.gen == gen || m.ana.failed ||
		(m.ana.runner.Busy() && m.ana.runGen == gen) {
		return
	}
	pos := m.pos.Clone() // the analysis owns its copy
	lim := analysisLimits
	m.ana.runGen = gen
	m.ana.runner.Start(gen, func(ctx context.Context) (millai.Analysis, error) {
		return millai.Analyse(ctx, pos, lim)
	})
}

// pollAnalysis takes the analysis once it has arrived, and starts the one
// the position shown needs (after a move, a step of the review, the
// review's start, which stopped the work under way).
func (m *Screen) pollAnalysis(s *scenes.Session) {
	if v, gen, err, ok := m.ana.runner.Poll(); ok && gen == m.Gen() {
		if err != nil {
			s.Warn(fmt.Sprintf("the Mill analysis failed: %v", err))
			m.ana.failed = true
		} else {
			m.ana.result, m.ana.gen = v, gen
		}
		s.Invalidate()
	}
	m.startAnalysis()
}

// Analysis returns the overlay's analysis of the position shown, if it
// has arrived.
func (m *Screen) Analysis() (millai.Analysis, bool) {
	if !m.ana.shown || m.ana.gen == 0 || m.ana.gen != m.Gen() {
		return millai.Analysis{}, false
	}
	return m.ana.result, true
}

// analysisChanged forgets the old position's analysis (PositionChanged).
func (m *Screen) analysisChanged() {
	m.ana.runner.Cancel()
	m.ana.failed = false
}

// Working names the work under way for the position shown, for the status
// box: the analysis, or the grading of the review.
func (m *Screen) Working() string {
	switch {
	case m.ana.runner.Busy() && m.ana.runGen == m.Gen():
		return lang.T("mill.working.analysing")
	case m.grade.runner.Busy():
		return lang.T("mill.working.grading")
	}
	return ""
}

// StopWork cancels the analysis and the grading (the screen leaves, or a
// review starts: the grading then starts afresh where it was).
func (m *Screen) StopWork() {
	m.ana.runner.Cancel()
	m.grade.runner.Cancel()
}

// gradeLimits bound each move's grading: millai.GradeDepth; tests may
// tighten it.
var gradeLimits = ai.Limits{}

// stepGrading keeps the review's grading going: it reads the game's moves
// when the position changes (a review keeps them: it only steps through),
// takes a grade that arrived, and starts the next move's.
func (m *Screen) stepGrading(s *scenes.Session) {
	g := &m.grade
	if !m.Reviewing() {
		g.runner.Cancel()
		return
	}
	if g.seenGen != m.Gen() {
		g.seenGen = m.Gen()
		m.readGame()
	}
	if v, job, err, ok := g.runner.Poll(); ok && job == g.job {
		if err != nil {
			s.Warn(fmt.Sprintf("grading Mill move %d failed: %v", g.next+1, err))
			g.failed = true
		} else {
			g.grades[g.next] = v
			g.next++
		}
		s.Invalidate()
	}
	if g.failed || g.runner.Busy() || g.next >= len(g.moves) {
		return
	}
	before := g.start.Clone()
	for _, mv := range g.moves[:g.next] {
		before.Apply(mv)
	}
	if before.Outcome().Over() { // never: the moves were played
		g.failed = true
		return
	}
	played, lim := g.moves[g.next], gradeLimits
	g.job++
	g.runner.Start(g.job, func(ctx context.Context) (millai.MoveGrade, error) {
		return millai.GradeMove(ctx, before, played, lim)
	})
	s.KeepTicking()
}

// readGame reads the game's moves, those played and those ahead, and keeps
// the grades of the moves that are the same as before.
func (m *Screen) readGame() {
	g := &m.grade
	all := append(m.History(), m.Ahead()...)
	same := 0
	for same < len(all) && same < len(g.moves) && all[same] == g.moves[same] {
		same++
	}
	if g.start == nil || same < len(g.moves) || len(all) != len(g.moves) {
		if g.start == nil || same == 0 {
			start := m.pos.Clone()
			for start.Ply() > 0 {
				start.Undo()
			}
			g.start = start
		}
		g.moves = all
		g.grades = append(g.grades[:min(same, len(g.grades))], make([]millai.MoveGrade, len(all)-same)...)
		if g.next > same {
			g.next = same
			g.runner.Cancel()
		}
		g.failed = false
	}
}

// GradeOf returns the grade of the game's move i (0: the first), if it
// has been graded.
func (m *Screen) GradeOf(i int) (millai.MoveGrade, bool) {
	g := &m.grade
	if i < 0 || i >= len(g.grades) || g.grades[i].Grade == ai.Ungraded {
		return millai.MoveGrade{}, false
	}
	return g.grades[i], true
}

// Graded returns how many of the game's moves are graded, of how many.
func (m *Screen) Graded() (done, total int) { return m.grade.next, len(m.grade.moves) }

// reviewedIndex is the index of the move the review's panel talks about:
// the last move played, or, with the better move shown, the move played
// from the position shown; -1 for none.
func (m *Screen) reviewedIndex() int {
	if m.grade.better {
		return m.grade.betterAt
	}
	return m.pos.Ply() - 1
}

// reviewedGrade is the grade of the move the panel talks about.
func (m *Screen) reviewedGrade() (millai.MoveGrade, bool) {
	if !m.Reviewing() {
		return millai.MoveGrade{}, false
	}
	return m.GradeOf(m.reviewedIndex())
}

// isMistake reports whether a grade is one "next mistake" stops at.
func isMistake(g ai.Grade) bool { return g >= ai.Mistake }

// nextMistake returns the index of the next move graded a mistake or a
// blunder after the one reviewed, going round to the start of the game.
func (m *Screen) nextMistake() (int, bool) {
	n := len(m.grade.grades)
	from := m.reviewedIndex() + 1
	for k := range n {
		i := (from + k) % n
		if isMistake(m.grade.grades[i].Grade) && i != m.reviewedIndex() {
			return i, true
		}
	}
	return 0, false
}

// goToNextMistake steps the review to the position just after the next
// mistake: the panel says what it was and why.
func (m *Screen) goToNextMistake(s *scenes.Session) {
	i, ok := m.nextMistake()
	if !ok {
		return
	}
	m.stepTo(s, i+1)
}

// stepTo steps the review to ply (the better move's mark goes).
func (m *Screen) stepTo(s *scenes.Session, ply int) {
	for m.pos.Ply() > ply && m.StepBack(s) {
	}
	for m.pos.Ply() < ply && m.StepForward(s) {
	}
	m.grade.better = false
}

// toggleBetter shows the better move: one step back, to the position the
// move reviewed was played from, with the better move marked on the board;
// again, back where the review was.
func (m *Screen) toggleBetter(s *scenes.Session) {
	if m.grade.better {
		m.stepTo(s, m.grade.betterAt+1)
		return
	}
	at := m.pos.Ply() - 1
	if _, ok := m.GradeOf(at); !ok || !m.StepBack(s) {
		return
	}
	m.grade.better, m.grade.betterAt = true, at
}

// betterShown returns the better move and the move played, while the
// board shows them.
func (m *Screen) betterShown() (better, played mill.Move, ok bool) {
	g, graded := m.reviewedGrade()
	if !m.grade.better || !graded || m.pos.Ply() != m.grade.betterAt {
		return better, played, false
	}
	return g.Better, g.Played, true
}
