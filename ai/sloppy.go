package ai

import (
	"context"
	"math/rand/v2"
	"sync"

	"stratagem/board/rules"
)

// Sloppy is a handicapped player for the bottom rungs of a ladder: it plays
// like Inner, except that on a share Chance of its decisions it plays a
// uniformly random legal move instead. The mistakes are visible ones (it
// sometimes misses a win in one, or walks into a loss), which is what a
// first-time player needs to see to win; they are drawn from Rng, so a
// seeded Sloppy plays the same games again.
type Sloppy[S, M any] struct {
	Label  string // what Name returns: the level's name
	Inner  Player[S, M]
	Chance float64 // the share of random moves, in [0, 1]
	// Rules give the legal moves (none once the game is over).
	Rules rules.Game[S, M]
	Rng   *rand.Rand

	mu sync.Mutex // Rng serves one Choose at a time
}

// Name returns Label.
func (s *Sloppy[S, M]) Name() string { return s.Label }

// RandomNote is Info.Note of a move a Sloppy player chose at random.
const RandomNote = "a random move (the level's handicap)"

// Choose returns a random legal move on a share Chance of its calls, else
// Inner's move. In a finished game, or with ctx already ended, it is Inner
// that answers (with its error).
func (s *Sloppy[S, M]) Choose(ctx context.Context, state S, lim Limits) (M, Info, error) {
	if ctx.Err() != nil {
		return s.Inner.Choose(ctx, state, lim)
	}
	s.mu.Lock()
	roll := s.Rng.Float64()
	var m M
	random := false
	if roll < s.Chance {
		if moves := s.Rules.Legal(state, nil); len(moves) > 0 {
			m, random = moves[s.Rng.IntN(len(moves))], true
		}
	}
	s.mu.Unlock()
	if random {
		ProgressOf(ctx).AnswersEarly() // at once, whatever it is asked
		return m, Info{Note: RandomNote}, Stopped(ctx)
	}
	return s.Inner.Choose(ctx, state, lim)
}

// Handicapped returns the Make of a rung that plays like the players inner
// makes, except that a share chance of its moves are random legal moves of
// g (a Sloppy player): the ladders' Beginner rungs.
func Handicapped[S, M any](g rules.Game[S, M], chance float64, inner func(name string, seed uint64) (Player[S, M], error)) func(string, uint64) (Player[S, M], error) {
	return func(name string, seed uint64) (Player[S, M], error) {
		p, err := inner(name, seed)
		if err != nil {
			return nil, err
		}
		return &Sloppy[S, M]{Label: name, Inner: p, Chance: chance, Rules: g, Rng: rand.New(rand.NewPCG(seed, 0x736c6f70))}, nil
	}
}
