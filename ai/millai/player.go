// Package millai holds the computer opponents for Mill: the seed's
// rule-based "priority" player (Easy), alpha-beta players built on
// ai/search with a Mill evaluation (Normal, Hard, Master) and a random
// mover, all behind one Player interface used by the game screen and by
// cmd/arena.
package millai

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"time"

	"stratagem/ai/search"
	"stratagem/board/mill"
)

// Player chooses moves for one side.
type Player interface {
	Name() string
	// ChooseMove returns a legal move for pos.SideToMove(). It does not
	// modify pos (it works on pos.Clone()), returns within its budget, and
	// returns promptly when ctx is cancelled (then with ctx.Err()).
	ChooseMove(ctx context.Context, pos *mill.Position) (mill.Move, error)
}

// Level is a named strength offered to players.
type Level struct {
	Name        string // what New accepts, e.g. "easy"
	Title       string // what menus show, e.g. "Easy"
	Description string // one line for menus and arena -list
}

var levels = []Level{
	{"easy", "Easy", "the seed's priority rules: makes and blocks mills it sees, nothing deeper; beatable"},
	{"normal", "Normal", "alpha-beta three plies deep, varied among near-equal moves"},
	{"hard", "Hard", "alpha-beta with iterative deepening, 1 s per move"},
	{"master", "Master", "alpha-beta with iterative deepening, 3 s per move and a larger table"},
}

// Levels returns the strengths for menus, weakest first.
func Levels() []Level { return append([]Level(nil), levels...) }

// RandomLevel describes the extra "random" player, which is no level for menus.
var RandomLevel = Level{"random", "Random", "a uniformly random legal move (for testing)"}

// Names returns every name New accepts.
func Names() []string {
	out := make([]string, 0, len(levels)+1)
	for _, l := range levels {
		out = append(out, l.Name)
	}
	return append(out, RandomLevel.Name)
}

// searchSettings tunes an alpha-beta level.
type searchSettings struct {
	moveTime   time.Duration
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

// New returns the player called name ("easy", "normal", "hard", "master"
// or "random"), its random choices seeded with seed. moveTime 0 means the
// level's default budget (Easy and Random answer at once anyway).
func New(name string, seed uint64, moveTime time.Duration) (Player, error) {
	name = strings.ToLower(strings.TrimSpace(name))
	rng := rand.New(rand.NewPCG(seed, 0x6d696c6c))
	switch name {
	case "easy":
		return &Priority{rng: rng}, nil
	case "random":
		return &Random{rng: rng}, nil
	}
	set, ok := searchLevels[name]
	if !ok {
		return nil, fmt.Errorf("unknown Mill AI %q (known: %s)", name, strings.Join(Names(), ", "))
	}
	if moveTime > 0 {
		set.moveTime = moveTime
	}
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

// MoveTime returns the budget per move.
func (a *AlphaBeta) MoveTime() time.Duration { return a.set.moveTime }

// LastInfo returns what the latest search found (depth, nodes, score, PV).
func (a *AlphaBeta) LastInfo() search.Info[mill.Move] {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.last
}

// ChooseMove searches a copy of pos within the level's budget.
func (a *AlphaBeta) ChooseMove(ctx context.Context, pos *mill.Position) (mill.Move, error) {
	if o := pos.Outcome(); o.Over() {
		return mill.Move{From: mill.NoPoint, To: mill.NoPoint, Remove: mill.NoPoint}, ErrGameOver
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	st := newSearchState(pos.Clone(), a.set.contempt)
	// Leave a little of the budget for getting the answer back.
	budget := a.set.moveTime - a.set.moveTime/20
	m, info, err := a.s.Search(ctx, st, search.Limits{MoveTime: budget, MaxDepth: a.set.maxDepth})
	a.last = info
	if err != nil {
		return m, err
	}
	return m, ctx.Err()
}

// Random plays a uniformly random legal move.
type Random struct {
	mu  sync.Mutex
	rng *rand.Rand
}

// Name returns "random".
func (r *Random) Name() string { return RandomLevel.Name }

// ChooseMove picks any legal move.
func (r *Random) ChooseMove(ctx context.Context, pos *mill.Position) (mill.Move, error) {
	moves := pos.LegalMoves(nil)
	if len(moves) == 0 || pos.Outcome().Over() {
		return mill.Move{From: mill.NoPoint, To: mill.NoPoint, Remove: mill.NoPoint}, ErrGameOver
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return moves[r.rng.IntN(len(moves))], ctx.Err()
}
