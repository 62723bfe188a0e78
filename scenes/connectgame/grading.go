package connectgame

import (
	"context"
	"errors"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"stratagem/ai"
	"stratagem/ai/connectai"
	"stratagem/assets/lang"
	"stratagem/board/connect"
	"stratagem/scenes"
)

// The graded review: each move of the game reviewed graded from the
// solver's exact scores (connectai.GradeMove) in the background, "next
// mistake" and "better move" on the bar. The words are at the end of this
// file.

var (
	// ActNextMistake goes to the next move of the review graded a mistake
	// or a blunder.
	ActNextMistake = scenes.NewAction("connect next mistake")
	// ActBetter marks the better column of the move reviewed on the board.
	ActBetter = scenes.NewAction("connect better move")
)

// reviewKeys are the keys of the review's own actions (in Keys).
var reviewKeys = scenes.KeyMap{
	{Action: ActNextMistake, Keys: []scenes.Chord{{Key: ebiten.KeyM}}, Label: "connect.command.nextmistake"},
	{Action: ActBetter, Keys: []scenes.Chord{{Key: ebiten.KeyB}}, Label: "connect.command.better"},
}

// grading is the graded review's state.
type grading struct {
	scenes.ReviewGrader[*connect.Position, int, connectai.MoveGrade]
	// better: the board shows the position before the move betterAt with
	// the better column marked.
	better   bool
	betterAt int
}

// gradeLimits bound each move's grading (connectai.GradeNodes a column
// when zero); tests may tighten them.
var gradeLimits = connectai.Limits{}

// gradeMove returns the grading of a column within lim, gradeLimits as
// the frame goroutine reads them (the grading's goroutine must not).
func gradeMove(lim connectai.Limits) func(ctx context.Context, before *connect.Position, col int) (connectai.MoveGrade, error) {
	return func(ctx context.Context, before *connect.Position, col int) (connectai.MoveGrade, error) {
		return connectai.GradeMove(ctx, before, col, lim)
	}
}

// ReviewCommands adds to the review's bar "next mistake", "better move"
// and the analysis switch (a key only: the bar is full).
func (sc *Screen) ReviewCommands() []scenes.Command {
	_, hasNext := sc.nextMistake()
	g, graded := sc.reviewedGrade()
	return []scenes.Command{
		{Label: lang.T("connect.command.nextmistake"), Help: lang.T("connect.command.nextmistake.help"), Key: ActNextMistake,
			Enabled: hasNext, Do: sc.goToNextMistake},
		{Label: lang.T("connect.command.better"), Help: lang.T("connect.command.better.help"), Key: ActBetter,
			Enabled: graded && g.Solved && g.Better != g.Played, On: sc.grade.better, Do: sc.toggleBetter},
		{Label: lang.T("connect.command.analysis"), Help: lang.T("connect.command.analysis.help"),
			Key: ActAnalysis, Enabled: true, On: sc.ana.shown, KeyOnly: true, Do: sc.toggleAnalysis},
	}
}

// GradeOf returns the grade of the game's move i (0: the first), once graded.
func (sc *Screen) GradeOf(i int) (connectai.MoveGrade, bool) { return sc.grade.Grade(i) }

// Graded returns how many of the game's moves are graded, of how many.
func (sc *Screen) Graded() (done, total int) { return sc.grade.Progress() }

// reviewedIndex is the index of the move the panel talks about: the last
// move played, or, with the better column shown, the move played from
// the position shown; -1 for none.
func (sc *Screen) reviewedIndex() int {
	if sc.grade.better {
		return sc.grade.betterAt
	}
	return sc.pos.Ply() - 1
}

func (sc *Screen) reviewedGrade() (connectai.MoveGrade, bool) {
	if !sc.Reviewing() {
		return connectai.MoveGrade{}, false
	}
	return sc.GradeOf(sc.reviewedIndex())
}

// nextMistake returns the next move graded a mistake or a blunder after
// the one reviewed, going round to the start.
func (sc *Screen) nextMistake() (int, bool) {
	return sc.grade.Next(sc.reviewedIndex(), func(g connectai.MoveGrade) bool { return g.Grade >= ai.Mistake })
}

func (sc *Screen) goToNextMistake(s *scenes.Session) {
	if i, ok := sc.nextMistake(); ok {
		sc.stepTo(s, i+1)
	}
}

// stepTo steps the review to ply (the better column's mark goes).
func (sc *Screen) stepTo(s *scenes.Session, ply int) {
	for sc.pos.Ply() > ply && sc.StepBack(s) {
	}
	for sc.pos.Ply() < ply && sc.StepForward(s) {
	}
	sc.grade.better = false
}

// toggleBetter steps back to the position the move reviewed was played
// from, its better column marked; again, back where the review was.
func (sc *Screen) toggleBetter(s *scenes.Session) {
	if sc.grade.better {
		sc.stepTo(s, sc.grade.betterAt+1)
		return
	}
	at := sc.pos.Ply() - 1
	if _, ok := sc.GradeOf(at); !ok || !sc.StepBack(s) {
		return
	}
	sc.grade.better, sc.grade.betterAt = true, at
}

// betterShown returns the better column and the column played while the
// board shows them.
func (sc *Screen) betterShown() (better, played int, ok bool) {
	g, graded := sc.reviewedGrade()
	if !sc.grade.better || !graded || sc.pos.Ply() != sc.grade.betterAt {
		return -1, -1, false
	}
	return g.Better, g.Played, true
}

// gradeWords is what the review's panel says of the move reviewed: its
// grade, why, the better column; "" before the first move.
func (sc *Screen) gradeWords() string {
	i := sc.reviewedIndex()
	start, read := sc.grade.Start()
	if !sc.Reviewing() || i < 0 || !read || i >= len(sc.grade.Moves()) {
		return ""
	}
	g, ok := sc.GradeOf(i)
	if !ok {
		done, total := sc.Graded()
		return lang.T("connect.grade.pending", "Done", lang.Num(done), "Total", lang.Num(total))
	}
	if !g.Solved {
		return lang.T("connect.grade.unsolved")
	}
	mover := start.SideToMove()
	if i%2 == 1 {
		mover = mover.Other()
	}
	args := []any{"Side", side(mover), "Opponent", side(mover.Other())}
	words := []string{gradeLabel(g.Grade)}
	switch g.Why {
	case connectai.WhyWinToDraw:
		words = append(words, lang.T("connect.grade.why.wintodraw", args...))
	case connectai.WhyWinToLoss:
		words = append(words, lang.N("connect.grade.why.wintoloss", g.In, args...))
	case connectai.WhyDrawToLoss:
		words = append(words, lang.N("connect.grade.why.drawtoloss", g.In, args...))
	case connectai.WhySlowerWin:
		words = append(words, lang.N("connect.grade.why.slowerwin", g.In, args...))
	case connectai.WhyFasterLoss:
		words = append(words, lang.N("connect.grade.why.fasterloss", g.In, args...))
	}
	if g.Better != g.Played {
		col := lang.Num(g.Better + 1)
		if _, _, shown := sc.betterShown(); shown {
			words = append(words, lang.T("connect.grade.better.shown", "Column", col, "Played", lang.Num(g.Played+1), "Side", side(mover)))
		} else {
			words = append(words, lang.T("connect.grade.better", "Column", col, "Key", Keys.Name(ActBetter)))
		}
	}
	return strings.Join(words, " ")
}

// gradeLabel names a grade as a short sentence ("A blunder.").
func gradeLabel(g ai.Grade) string {
	switch g {
	case ai.Best:
		return lang.T("connect.grade.best")
	case ai.Good:
		return lang.T("connect.grade.good")
	case ai.Inaccuracy:
		return lang.T("connect.grade.inaccuracy")
	case ai.Mistake:
		return lang.T("connect.grade.mistake")
	case ai.Blunder:
		return lang.T("connect.grade.blunder")
	}
	return ""
}

// gradeNow grades every move of the game under review at once (samples).
func (sc *Screen) gradeNow() error { return sc.grade.GradeNow(&sc.Frame, gradeMove(gradeLimits)) }

// gradedBoard is the board of the graded review's sample: small enough
// for the solver to grade every move at once.
var gradedBoard = connect.Config{W: 6, H: 5, N: 4}

// sampleReviewGraded: a game of Easy (Blue) against Normal (Red) on a 6×5
// board, finished, reviewed with every move graded, stepped to the first
// blunder with "next mistake".
func sampleReviewGraded(s *scenes.Session) error {
	sc, err := New(s, scenes.Match{AI: [2]string{"", "normal"}, Options: boardOptions(gradedBoard)})
	if err != nil {
		return err
	}
	var players [2]ai.Player[*connect.Position, int]
	for side, name := range []string{"easy", "normal"} {
		if players[side], err = connectai.Roster.New(name, uint64(17+side)); err != nil {
			return err
		}
	}
	for !sc.Over() {
		col, _, err := players[sc.pos.SideToMove()].Choose(context.Background(), sc.pos.Clone(), ai.Limits{})
		if err != nil {
			return err
		}
		if err := sc.PlayQuietly(s, col); err != nil {
			return err
		}
	}
	scenes.ShowSample(s, sc)
	tick(s, scenes.ActReview)
	if !sc.Reviewing() {
		return errors.New("connect-review-graded: the review did not start")
	}
	sc.StopWork()
	if err := sc.gradeNow(); err != nil {
		return err
	}
	tick(s, ActNextMistake)
	if _, ok := sc.reviewedGrade(); !ok {
		return errors.New("connect-review-graded: no graded move reviewed")
	}
	return nil
}

// sampleReviewBetter: the same, the better column lit.
func sampleReviewBetter(s *scenes.Session) error {
	if err := sampleReviewGraded(s); err != nil {
		return err
	}
	sc := s.Stack.Top().(*Screen)
	tick(s, ActBetter)
	if _, _, ok := sc.betterShown(); !ok {
		return errors.New("connect-review-better: the better column is not shown")
	}
	return nil
}
