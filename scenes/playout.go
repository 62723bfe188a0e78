package scenes

import (
	"context"
	"fmt"
	"sync/atomic"

	"stratagem/ai"
	"stratagem/board/rules"
)

// Playing a game out (as Heroes of Might and Magic's quick combat): the
// computer plays the rest of the game for both sides at once, on a copy
// of the position, through the AI runner, off the frame goroutine; the
// frame loop never waits for it. While it runs nobody else moves; its
// moves are then played quietly on the live position, into the screen's
// log, and the game ends as they ended it.

// playOut is a play-out under way.
type playOut[M any] struct {
	runner AIRunner[[]M]
	what   func(done int) string // what the status box says meanwhile
	done   *atomic.Int64         // the moves chosen so far, counted by the play-out's goroutine
}

// PlayOut starts the computer players levels[side] playing the rest of
// the game, each for its side; what names it in the status box, given the
// moves chosen so far ("Quick combat: 23 actions"). It does nothing when
// the game is over, in a review, or while a play-out runs.
func (f *Frame[S, M]) PlayOut(s *Session, levels [2]string, what func(done int) string) error {
	if f.PlayingOut() || f.Over() || f.hist.reviewing {
		return nil
	}
	var players [2]ai.Player[S, M]
	for side := range players {
		p, err := f.roster.New(levels[side], s.NextSeed())
		if err != nil {
			return err
		}
		players[side] = p
	}
	f.computer.reset() // nobody else moves meanwhile
	f.hinting.Cancel()
	g, st, referee := f.rules, f.rules.Clone(f.state), rules.NewReferee(f.rules, s.NextSeed())
	done := new(atomic.Int64)
	f.playing.what, f.playing.done = what, done
	f.playing.runner.Start(f.gen, func(ctx context.Context) ([]M, error) {
		var moves []M
		for !g.Outcome(st).Over {
			m, waiting := referee.Waiting(st)
			if !waiting {
				side, _ := g.ToAct(st)
				var err error
				if m, _, err = players[side].Choose(ctx, st, ai.Limits{}); err != nil {
					return moves, err
				}
			}
			played, err := referee.Play(st, m)
			if err != nil {
				side, _ := g.ToAct(st)
				return moves, fmt.Errorf("%s chose a move the rules do not allow: %w", levels[side], err)
			}
			moves = append(moves, played)
			done.Add(1)
		}
		return moves, nil
	})
	return nil
}

// PlayingOut reports whether a play-out is under way.
func (f *Frame[S, M]) PlayingOut() bool { return f.playing.runner.Busy() }

// StopPlayOut stops a play-out under way: the game goes on from where it
// was, nothing of the play-out played.
func (f *Frame[S, M]) StopPlayOut() { f.playing.runner.Cancel() }

// playOutNote is what the status box says of the play-out under way.
func (f *Frame[S, M]) playOutNote() string {
	if f.playing.what == nil {
		return ""
	}
	return f.playing.what(int(f.playing.done.Load()))
}

// pollPlayOut plays a finished play-out's moves on the live position. Its
// answer for a position that changed meanwhile is dropped.
func (f *Frame[S, M]) pollPlayOut(s *Session) {
	moves, gen, err, ok := f.playing.runner.Poll()
	if !ok || gen != f.gen {
		return
	}
	if playErr := f.PlayQuietly(s, moves...); playErr != nil && err == nil {
		err = playErr
	}
	if err != nil {
		s.Warn(fmt.Sprintf("%s stopped: %v", f.playOutNote(), err))
	}
}
