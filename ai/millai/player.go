// Package millai holds the computer opponents for Mill: the seed's
// rule-based "priority" player (Easy), alpha-beta players built on
// ai/search with a Mill evaluation (Normal, Hard, Master) and a random
// mover, all behind the ai.Player contract (Roster) used by the game screen
// and by cmd/arena.
//
// What each player makes of ai.Limits:
//
//   - easy, random: answer at once and ignore them;
//   - normal, hard, master: MoveTime bounds the search (0: the level's own
//     budget, Normal 0.5 s, Hard 1 s, Master 3 s), MaxDepth caps the
//     iterative deepening (Normal never goes beyond its 3 plies), MaxNodes
//     stops it at that many nodes; either way the best move of the last
//     completed depth is played. Info has Depth, Nodes and Score.
package millai

import (
	"context"
	"errors"
	"math/rand/v2"
	"sync"
	"time"

	"stratagem/ai"
	"stratagem/ai/search"
	"stratagem/board/mill"
)

// Roster is Mill's computer players: the menu levels weakest first, and
// "random" for tools and tests.
var Roster = &ai.Roster[*mill.Position, mill.Move]{
	Game: "Mill",
	Levels: []ai.Level{
		{Name: "easy", Title: "Easy", Description: "makes a mill, or blocks yours, when it sees one, and looks no further: beatable"},
		{Name: "normal", Title: "Normal", Description: "looks three moves ahead (its, yours, its) and varies among equally good ones"},
		{Name: "hard", Title: "Hard", Description: "looks as far ahead as it can in a second per move"},
		{Name: "master", Title: "Master", Description: "looks as far ahead as it can in three seconds per move"},
	},
	Extra: []ai.Level{
		{Name: "random", Title: "Random", Description: "a uniformly random legal move (for testing)"},
	},
	Make: newPlayer,
}

// searchSettings tunes an alpha-beta level.
type searchSettings struct {
	moveTime   time.Duration // the budget when the limits give none
	maxDepth   int
	margin     int // random choice among moves this close to the best
	table      int // transposition-table entries
	quiescence int
	contempt   int // what a draw costs the AI (0: draws score 0, as the rules value them)
}

var searchLevels = map[string]searchSettings{
	"normal": {moveTime: 500 * time.Millisecond, maxDepth: 3, margin: 150, table: 1 << 16},
	"hard":   {moveTime: time.Second, table: 1 << 20, quiescence: 4},
	"master": {moveTime: 3 * time.Second, table: 1 << 21, quiescence: 4},
}

// newPlayer is the Roster's constructor: name is one of its levels.
func newPlayer(name string, seed uint64) (ai.Player[*mill.Position, mill.Move], error) {
	rng := rand.New(rand.NewPCG(seed, 0x6d696c6c))
	switch name {
	case "easy":
		return &Priority{rng: rng}, nil
	case "random":
		return &ai.Random[*mill.Position, mill.Move]{Legal: legalMoves, None: noMove, Over: ErrGameOver, Rng: rng}, nil
	}
	set := searchLevels[name]
	return &AlphaBeta{
		name: name,
		set:  set,
		s: search.New[mill.Move](search.Config{
			TableEntries:    set.table,
			Rand:            rng,
			Margin:          set.margin,
			QuiescenceDepth: set.quiescence,
		}),
	}, nil
}

// ErrGameOver is returned when asked to move in a finished game.
var ErrGameOver = errors.New("millai: the game is over")

// AlphaBeta plays by negamax alpha-beta search (ai/search) over the
// evaluation in this package.
type AlphaBeta struct {
	name string
	set  searchSettings
	mu   sync.Mutex // one search at a time: the table is shared
	s    *search.Searcher[mill.Move]
	last search.Info[mill.Move]
}

// Name returns the level name.
func (a *AlphaBeta) Name() string { return a.name }

// MoveTime returns the budget per move when the limits give none.
func (a *AlphaBeta) MoveTime() time.Duration { return a.set.moveTime }

// LastInfo returns what the latest search found (depth, nodes, score, PV).
func (a *AlphaBeta) LastInfo() search.Info[mill.Move] {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.last
}

// Choose searches a copy of pos within lim (see the package comment).
func (a *AlphaBeta) Choose(ctx context.Context, pos *mill.Position, lim ai.Limits) (mill.Move, ai.Info, error) {
	if o := pos.Outcome(); o.Over() {
		return noMove, ai.Info{}, ErrGameOver
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	st := newSearchState(pos.Clone(), a.set.contempt)
	// Leave a little of the budget for getting the answer back.
	budget := ai.Budget(lim, a.set.moveTime)
	m, info, err := a.s.Search(ctx, st, ai.Limits{
		MoveTime: budget - budget/20,
		MaxDepth: ai.Tighter(a.set.maxDepth, lim.MaxDepth),
		MaxNodes: lim.MaxNodes,
	})
	a.last = info
	out := ai.Info{Depth: info.Depth, Nodes: info.Nodes, Score: info.Score, Elapsed: info.Elapsed}
	if err != nil {
		return m, out, err
	}
	return m, out, ctx.Err()
}

// noMove is what a player returns with an error.
var noMove = mill.Move{From: mill.NoPoint, To: mill.NoPoint, Remove: mill.NoPoint}

// legalMoves returns the legal moves of pos, none once the game is over
// (the random player's moves).
func legalMoves(pos *mill.Position) []mill.Move {
	if pos.Outcome().Over() {
		return nil
	}
	return pos.LegalMoves(nil)
}
