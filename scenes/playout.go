package scenes

import (
	"context"
	"fmt"

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
	what   string // what the status box says meanwhile
}

// PlayOut starts the computer player level playing the rest of the game
// for both sides; what names it in the status box ("Quick combat: the
// computer fights it out"). It does nothing when the game is over, in a
// review, or while a play-out runs.
func (f *Frame[S, M]) PlayOut(s *Session, level, what string) error {
	if f.PlayingOut() || f.Over() || f.hist.reviewing {
		return nil
	}
	var players [2]ai.Player[S, M]
	for side := range players {
		p, err := f.roster.New(level, s.NextSeed())
		if err != nil {
			return err
		}
		players[side] = p
	}
	f.computer.reset() // nobody else moves meanwhile
	f.hinting.Cancel()
	g, st, referee := f.rules, f.rules.Clone(f.state), rules.NewReferee(f.rules, s.NextSeed())
	f.playing.what = what
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
				return moves, fmt.Errorf("%s chose a move the rules do not allow: %w", level, err)
			}
			moves = append(moves, played)
		}
		return moves, nil
	})
	return nil
}

// PlayingOut reports whether a play-out is under way.
func (f *Frame[S, M]) PlayingOut() bool { return f.playing.runner.Busy() }

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
		s.Warn(fmt.Sprintf("%s stopped: %v", f.playing.what, err))
	}
}
