package search

import (
	"context"
	"sync"
	"time"

	"stratagem/ai"
)

// Player is a computer player that searches with a Searcher (package ai's
// Player contract): the search's table and history kept from move to move
// of a game, one search at a time, what the last search found, and the
// level's own bounds, which the limits of a call may tighten. A game's
// alpha-beta levels are this, with the game's State.
type Player[S any, M comparable] struct {
	Label string
	// MoveTime is the budget when the limits give none.
	MoveTime time.Duration
	// MaxDepth and MaxNodes are the level's own bounds (0: none).
	MaxDepth int
	MaxNodes int64
	// State returns the search's state for a copy of s, or the error to
	// answer with (the game is over).
	State func(s S) (State[M], error)
	// Before, when set, may answer without a search (an opening book):
	// ok says it did. It runs under the player's lock.
	Before func(ctx context.Context, s S) (m M, score int, ok bool)

	mu   sync.Mutex
	s    *Searcher[M]
	last Info[M]
}

// NewPlayer returns a player searching with a Searcher configured by cfg;
// the caller sets its other fields before it plays.
func NewPlayer[S any, M comparable](label string, cfg Config) *Player[S, M] {
	return &Player[S, M]{Label: label, s: New[M](cfg)}
}

// Name returns the level's name.
func (p *Player[S, M]) Name() string { return p.Label }

// NewGame forgets what earlier games taught the search (its table and
// history); within a game they carry from move to move.
func (p *Player[S, M]) NewGame() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.s.Reset()
}

// LastInfo returns what the latest search found (depth, nodes, score, PV).
func (p *Player[S, M]) LastInfo() Info[M] {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.last
}

// Choose searches a copy of s within lim, tightened by the level's bounds;
// the move time is lim's or the level's.
func (p *Player[S, M]) Choose(ctx context.Context, s S, lim ai.Limits) (M, ai.Info, error) {
	st, err := p.State(s)
	if err != nil {
		var none M
		return none, ai.Info{}, err
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	ai.ProgressOf(ctx).AnswersEarly() // the book's move, or the search's best so far
	if p.Before != nil {
		if m, score, ok := p.Before(ctx, s); ok {
			p.last = Info[M]{Score: score, PV: []M{m}, Ties: 1, Choices: []M{m}}
			return m, ai.Info{Score: score}, ai.Stopped(ctx)
		}
	}
	lim.MaxDepth = ai.Tighter(p.MaxDepth, lim.MaxDepth)
	lim.MaxNodes = ai.Tighter(p.MaxNodes, lim.MaxNodes)
	m, out, info, err := p.s.Choose(ctx, st, lim, p.MoveTime)
	p.last = info
	return m, out, err
}
