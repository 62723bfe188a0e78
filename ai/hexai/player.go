// Package hexai holds the computer opponents for Hex Battle: the
// evaluations of the L-put thesis (5.1: hit points, damage capability and
// their positional variants), the thesis's depth-2 minimax with alpha-beta
// (5.2.1) and a random player, behind one Player interface used by the game
// screen and by cmd/arena.
package hexai

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"time"

	"stratagem/units"
)

// Player chooses actions for the active unit.
type Player interface {
	Name() string
	// ChooseAction returns a legal action for b's active unit. It does not
	// modify b (it works on a clone), returns within its budget, and returns
	// promptly when ctx is cancelled (then with the best action found so far
	// and ctx.Err()).
	ChooseAction(ctx context.Context, b *units.Battle) (units.Action, error)
}

// Level is a named computer player offered to players.
type Level struct {
	Name        string // what New accepts, e.g. "seed-minimax"
	Title       string // what menus show, e.g. "Seed minimax"
	Description string // one line for menus and arena -list
}

var levels = []Level{
	{"random", "Random", "a uniformly random legal action: a beginner's opponent"},
	{"seed-minimax", "Seed minimax", "the thesis's minimax with alpha-beta, 2 plies deep, positional hit-point evaluation"},
	{"seed-minimax-dmg", "Seed minimax (damage)", "the same search with the thesis's positional damage-capability evaluation"},
	{"seed-mc", "Seed Monte Carlo", "random playouts of 10 plies scored by the evaluation: one from every first action, 100 more from the best win share"},
	{"seed-greedy-mc", "Seed greedy Monte Carlo", "the same Monte Carlo, simulating only from the ten first actions the evaluation likes best"},
	{"mcts", "MCTS", "Monte Carlo tree search with UCB1 and greedy playouts, within the move time"},
	tacticianLevel("berserker"),
	tacticianLevel("guardian"),
	tacticianLevel("balanced"),
	tacticianLevel("gambler"),
	tacticianLevel("strategist"),
	{"champion", "Champion", "the Hard level: MCTS with greedy playouts, progressive widening and tree reuse, within the move time"},
}

// Levels returns the players for menus, weakest first.
func Levels() []Level { return append([]Level(nil), levels...) }

// Names returns every name New accepts.
func Names() []string {
	out := make([]string, len(levels))
	for i, l := range levels {
		out[i] = l.Name
	}
	return out
}

// DefaultMoveTime is the budget per action when New is given 0. The seed
// minimax needs a few milliseconds; the budget only guards slow machines.
const DefaultMoveTime = 2 * time.Second

// New returns the player called name, its random choices seeded with seed
// (the seed minimax makes none: it is deterministic). moveTime 0 means
// DefaultMoveTime.
func New(name string, seed uint64, moveTime time.Duration) (Player, error) {
	name = strings.ToLower(strings.TrimSpace(name))
	if moveTime <= 0 {
		moveTime = DefaultMoveTime
	}
	switch name {
	case "random":
		return &Random{rng: rand.New(rand.NewPCG(seed, 0x68657861))}, nil
	case "seed-minimax":
		return &SeedMinimax{name: name, moveTime: moveTime, mm: Minimax{Depth: 2, Eval: Positional(HP)}}, nil
	case "seed-minimax-dmg":
		return &SeedMinimax{name: name, moveTime: moveTime, mm: Minimax{Depth: 2, Eval: Positional(DamageCapability)}}, nil
	case "seed-mc":
		return newSeedMC(name, seed, moveTime, 0), nil
	case "seed-greedy-mc":
		return newSeedMC(name, seed, moveTime, 10), nil
	case "mcts":
		return newMCTSPlayer(name, seed, moveTime, DefaultMCTS(moveTime)), nil
	case "champion":
		return newChampionPlayer(name, seed, moveTime, DefaultChampion(moveTime)), nil
	}
	if p, ok := newTacticianPlayer(name, seed, moveTime); ok {
		return p, nil
	}
	return nil, fmt.Errorf("unknown Hex Battle AI %q (known: %s)", name, strings.Join(Names(), ", "))
}

// ErrOver is returned when asked to act in a finished battle.
var ErrOver = errors.New("hexai: the battle is over")

// SeedMinimax plays by the thesis's depth-2 alpha-beta search.
type SeedMinimax struct {
	name     string
	moveTime time.Duration
	mu       sync.Mutex // one search at a time: the searcher's buffers are shared
	mm       Minimax
	last     SearchResult
}

// Name returns the level name.
func (s *SeedMinimax) Name() string { return s.name }

// LastResult returns what the latest search found.
func (s *SeedMinimax) LastResult() SearchResult {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.last
}

// ChooseAction searches a clone of b.
func (s *SeedMinimax) ChooseAction(ctx context.Context, b *units.Battle) (units.Action, error) {
	if b.Outcome().Over() {
		return units.Action{}, ErrOver
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.last = s.mm.Search(ctx, b.Clone(), time.Now().Add(s.moveTime-s.moveTime/20))
	return s.last.Action, ctx.Err()
}

// Random plays a uniformly random legal action.
type Random struct {
	mu  sync.Mutex
	rng *rand.Rand
}

// Name returns "random".
func (r *Random) Name() string { return "random" }

// ChooseAction picks any legal action.
func (r *Random) ChooseAction(ctx context.Context, b *units.Battle) (units.Action, error) {
	legal := b.Clone().LegalActions(nil) // LegalActions uses b's scratch space: b may be shared
	if len(legal) == 0 {
		return units.Action{}, ErrOver
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return legal[r.rng.IntN(len(legal))], ctx.Err()
}
