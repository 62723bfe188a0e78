package connectgame

import (
	"context"
	"fmt"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"stratagem/ai/connectai"
	"stratagem/assets/lang"
	"stratagem/scenes"
)

// analysisBudget is how long the overlay's analysis may think per position.
const analysisBudget = 1500 * time.Millisecond

// analysis is the overlay under the board: what playing each column leads
// to, worked out off the frame loop for the position of generation gen.
type analysis struct {
	shown  bool
	runner scenes.AIRunner[[]connectai.ColumnValue]
	runGen uint64 // the generation the runner works on
	values []connectai.ColumnValue
	gen    uint64 // the generation values belong to (0: none)
	failed bool   // the last analysis gave nothing
}

// ActAnalysis shows or hides the analysis under the columns: Connect
// Four's own action, its key in Keys.
var ActAnalysis = scenes.NewAction("analysis")

// Keys are the keys of Connect Four's own actions.
var Keys = append(scenes.KeyMap{
	{Action: ActAnalysis, Keys: []scenes.Chord{{Key: ebiten.KeyA}}, Label: "connect.command.analysis"},
}, reviewKeys...)

// GameKeys are Connect Four's own keys, which the frame adds to its own.
func (sc *Screen) GameKeys() scenes.KeyMap { return Keys }

// Tick runs at the start of every tick: the screen follows the mouse, and
// the analysis's values that arrived are taken and drawn.
func (sc *Screen) Tick(s *scenes.Session) {
	sc.trackMouse(&s.Input)
	sc.pollAnalysis(s)
	sc.grade.Step(s, &sc.Frame, gradeMove(gradeLimits))
}

// Commands adds the analysis switch to the action bar.
func (sc *Screen) Commands() []scenes.Command {
	return []scenes.Command{{Label: lang.T("connect.command.analysis"), Help: lang.T("connect.command.analysis.help"),
		Key: ActAnalysis, Enabled: true, On: sc.ana.shown, Do: sc.toggleAnalysis}}
}

func (sc *Screen) toggleAnalysis(s *scenes.Session) {
	sc.ana.shown = !sc.ana.shown
	if sc.ana.shown {
		sc.startAnalysis()
	} else {
		sc.ana.runner.Cancel()
	}
	s.Invalidate()
}

// PositionChanged drops the analysis of the old position and, with the
// overlay shown, starts the new one's.
func (sc *Screen) PositionChanged() {
	sc.grade.better = false // toggleBetter sets it again after its step
	sc.ana.runner.Cancel()
	sc.ana.failed = false
	if sc.ana.shown {
		sc.startAnalysis()
	}
}

// startAnalysis starts the analysis of the current position unless its
// values are known or being worked out, or the game is over.
func (sc *Screen) startAnalysis() {
	gen := sc.Gen()
	if sc.pos.Over() || sc.ana.gen == gen || (sc.ana.runner.Busy() && sc.ana.runGen == gen) {
		return
	}
	pos := sc.pos.Clone() // the analysis owns its copy
	sc.ana.runGen = gen
	sc.ana.runner.Start(gen, func(ctx context.Context) ([]connectai.ColumnValue, error) {
		return connectai.Analyse(ctx, pos, analysisBudget), nil
	})
}

// pollAnalysis takes the analysis's values once they have arrived, and has
// them drawn: the frame redraws only when asked.
func (sc *Screen) pollAnalysis(s *scenes.Session) {
	v, gen, err, ok := sc.ana.runner.Poll()
	if !ok || gen != sc.Gen() {
		return
	}
	if err != nil {
		s.Warn(fmt.Sprintf("the Connect Four analysis failed: %v", err))
		sc.ana.failed = true
	} else {
		sc.ana.values, sc.ana.gen = v, gen
	}
	s.Invalidate()
}

// Working names the analysis while it runs for the current position, so
// the frame shows it, keeps ticking and cancels it when the screen leaves.
func (sc *Screen) Working() string {
	if sc.ana.runner.Busy() && sc.ana.runGen == sc.Gen() {
		return lang.T("connect.working.analysing")
	}
	return ""
}

// StopWork cancels the analysis and the review's grading.
func (sc *Screen) StopWork() {
	sc.ana.runner.Cancel()
	sc.grade.Cancel()
}

// Analysis returns the overlay's values for the current position, if they
// have arrived (tests).
func (sc *Screen) Analysis() ([]connectai.ColumnValue, bool) {
	if sc.ana.gen != sc.Gen() || sc.ana.gen == 0 {
		return nil, false
	}
	return sc.ana.values, true
}
