package ai

import (
	"context"
	"math/rand/v2"
	"sync"

	"stratagem/board/rules"
)

// Random is the player of uniformly random legal moves that every game
// offers (a beginner's opponent, and a yardstick for tools and tests). Its
// name is "random"; it ignores the limits.
type Random[S, M any] struct {
	// Rules give the legal moves (none once the game is over).
	Rules rules.Game[S, M]
	None  M     // the move returned with Over
	Over  error // Choose's error in a finished game
	Rng   *rand.Rand

	mu sync.Mutex // Rng serves one Choose at a time
}

// Name returns "random".
func (r *Random[S, M]) Name() string { return "random" }

// Choose picks any legal move.
func (r *Random[S, M]) Choose(ctx context.Context, state S, _ Limits) (M, Info, error) {
	moves := r.Rules.Legal(state, nil)
	if len(moves) == 0 {
		return r.None, Info{}, r.Over
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	ProgressOf(ctx).AnswersEarly() // at once, whatever it is asked
	return moves[r.Rng.IntN(len(moves))], Info{}, Stopped(ctx)
}

// RandomEntry is the roster entry of the random player every game offers
// tools and tests (a Roster's Extra): uniformly random legal moves of g,
// drawn from the player's seed mixed with stream (each game keeps its
// own, so that seeded matches play as they always did); none and over
// are its answer in a finished game. Its words are the game's
// level.GAME.random messages.
func RandomEntry[S, M any](g rules.Game[S, M], stream uint64, none M, over error) Entry[S, M] {
	return Entry[S, M]{
		Level: Level{Name: "random"},
		Make: func(_ string, seed uint64) (Player[S, M], error) {
			return &Random[S, M]{Rules: g, None: none, Over: over, Rng: rand.New(rand.NewPCG(seed, stream))}, nil
		},
	}
}
