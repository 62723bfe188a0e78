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
	ActAnalysis = scenes.NewAction("mill analysis")
	// ActNextMistake goes to the next move of the review graded a mistake
	// or a blunder.
	ActNextMistake = scenes.NewAction("mill next mistake")
	// ActBetter shows the better move of the move reviewed on the board.
	ActBetter = scenes.NewAction("mill better move")
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

// grading is the graded review's state: the grades of the game's moves,
// worked out in the background, and the better move shown on the board.
type grading struct {
	scenes.ReviewGrader[*mill.Position, mill.Move, millai.MoveGrade]
	// better: the board shows the position before the move betterAt with
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
	// A removal owed from the set-up is not the position's to analyse: the
	// position kept is the one before the mill, whose best move may be
	// another. The analysis starts once the piece is removed.
	if !m.ana.shown || m.pos.Outcome().Over() || m.ana.gen == gen || m.ana.failed || m.owedNow() ||
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

// Working names the analysis while it runs for the position shown, for
// the status box (the review's grading is told in the panel).
func (m *Screen) Working() string {
	if m.ana.runner.Busy() && m.ana.runGen == m.Gen() {
		return lang.T("mill.working.analysing")
	}
	return ""
}

// StopWork cancels the analysis and the grading (the screen leaves, or a
// review starts: the grading then starts afresh where it was).
func (m *Screen) StopWork() {
	m.ana.runner.Cancel()
	m.grade.Cancel()
}

// gradeLimits bound each move's grading: millai.GradeDepth; tests may
// tighten it.
var gradeLimits = ai.Limits{}

// gradeMove returns the grading of a move within lim, gradeLimits as the
// frame goroutine reads them (the grading's goroutine must not).
func gradeMove(lim ai.Limits) func(ctx context.Context, before *mill.Position, played mill.Move) (millai.MoveGrade, error) {
	return func(ctx context.Context, before *mill.Position, played mill.Move) (millai.MoveGrade, error) {
		return millai.GradeMove(ctx, before, played, lim)
	}
}

// stepGrading keeps the review's grading going (scenes.ReviewGrader).
func (m *Screen) stepGrading(s *scenes.Session) { m.grade.Step(s, &m.Frame, gradeMove(gradeLimits)) }

// GradeOf returns the grade of the game's move i (0: the first), if it
// has been graded.
func (m *Screen) GradeOf(i int) (millai.MoveGrade, bool) { return m.grade.Grade(i) }

// Graded returns how many of the game's moves are graded, of how many.
func (m *Screen) Graded() (done, total int) { return m.grade.Progress() }

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
	return m.grade.Next(m.reviewedIndex(), func(g millai.MoveGrade) bool { return isMistake(g.Grade) })
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
