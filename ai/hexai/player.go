// Package hexai holds the computer opponents for Hex Battle: the
// evaluations of the L-put thesis (5.1: hit points, damage capability and
// their positional variants), the thesis's depth-2 minimax with alpha-beta
// (5.2.1) and Monte Carlo searches (5.3, 5.4), MCTS, the tactician's
// personalities, the champion and a random player, behind the ai.Player
// contract (Roster) used by the game screen and by cmd/arena.
//
// What each player makes of ai.Limits (MoveTime 0 means DefaultMoveTime):
//
//   - random: answers at once and ignores them;
//   - seed-minimax, seed-minimax-dmg: MoveTime stops the search early (it
//     needs a few milliseconds), MaxDepth lowers its 2 plies, MaxNodes
//     stops it after about that many evaluations;
//   - seed-mc, seed-greedy-mc: MoveTime stops the playouts early, MaxNodes
//     caps the playouts (the thesis's n + one per candidate);
//   - mcts, champion: the move time sets an iteration budget
//     (MCTSIterationsPerMs, ChampionIterationsPerMs per millisecond), so
//     that the budget rather than the clock normally ends a search; MaxNodes
//     caps the iterations further; MaxDepth is not used (playouts have
//     their own fixed length);
//   - the tacticians: MoveTime stops the search early, MaxDepth caps the
//     simulated rounds, MaxNodes the action combinations valued.
package hexai

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"sync"
	"time"

	"stratagem/ai"
	"stratagem/units"
)

// Roster is Hex Battle's computer players, in the order menus offer them.
var Roster = &ai.Roster[*units.Battle, units.Action]{
	Game: "Hex Battle",
	Levels: []ai.Level{
		{Name: "random", Title: "Random", Description: "Moves and strikes at random: for a first battle.",
			Details: "a uniformly random legal action"},
		{Name: "seed-minimax", Title: "Seed minimax", Description: "Weighs each action against your best reply by the hit points left: steady but short-sighted.",
			Details: "the L-put thesis's minimax with alpha-beta, 2 plies deep, positional hit-point evaluation"},
		{Name: "seed-minimax-dmg", Title: "Seed minimax (damage)", Description: "The same look-ahead, valuing the damage each stack can still deal.",
			Details: "the thesis's minimax with its positional damage-capability evaluation"},
		{Name: "seed-mc", Title: "Seed Monte Carlo", Description: "Tries each action in quick random battles and keeps the one that wins most.",
			Details: "random playouts of 10 plies scored by the evaluation: one from every first action, 100 more from the best win share"},
		{Name: "seed-greedy-mc", Title: "Seed greedy Monte Carlo", Description: "Tries only the ten actions that look best, in quick random battles.",
			Details: "the thesis's Monte Carlo, simulating only from the ten first actions the evaluation likes best"},
		{Name: "mcts", Title: "MCTS", Description: "Plays out many possible battles in its time and learns which actions win.",
			Details: "Monte Carlo tree search with UCB1 and greedy playouts, within the move time"},
		tacticianLevel("berserker"),
		tacticianLevel("guardian"),
		tacticianLevel("balanced"),
		tacticianLevel("gambler"),
		tacticianLevel("strategist"),
		{Name: "champion", Title: "Champion", Description: "The strongest: looks deepest in its time, keeps its stacks together and rarely wastes one.",
			Details: "MCTS with greedy playouts, progressive widening and tree reuse, within the move time"},
	},
	Make: newPlayer,
}

// DefaultMoveTime is the budget per action when the limits give none. The
// seed minimax needs a few milliseconds; the budget only guards slow
// machines (and sets the MCTS players' iteration budgets).
const DefaultMoveTime = 2 * time.Second

// newPlayer is the Roster's constructor: name is one of its levels. The
// seed minimax makes no random choices: it is deterministic.
func newPlayer(name string, seed uint64) (ai.Player[*units.Battle, units.Action], error) {
	switch name {
	case "random":
		return &ai.Random[*units.Battle, units.Action]{
			// LegalActions uses b's scratch space: b may be shared.
			Legal: func(b *units.Battle) []units.Action { return b.Clone().LegalActions(nil) },
			Over:  ErrOver,
			Rng:   rand.New(rand.NewPCG(seed, 0x68657861)),
		}, nil
	case "seed-minimax":
		return &SeedMinimax{searcher: searcher[SearchResult]{name: name}, depth: 2, mm: Minimax{Eval: Positional(HP)}}, nil
	case "seed-minimax-dmg":
		return &SeedMinimax{searcher: searcher[SearchResult]{name: name}, depth: 2, mm: Minimax{Eval: Positional(DamageCapability)}}, nil
	case "seed-mc":
		return newSeedMC(name, seed, 0), nil
	case "seed-greedy-mc":
		return newSeedMC(name, seed, 10), nil
	case "mcts":
		return newMCTSPlayer(name, seed, DefaultMCTS(0), MCTSIterationsPerMs), nil
	case "champion":
		return newChampionPlayer(name, seed, DefaultChampion(0), ChampionIterationsPerMs), nil
	}
	if p, ok := newTacticianPlayer(name, seed); ok {
		return p, nil
	}
	return nil, fmt.Errorf("hexai: no player %q", name) // the Roster checks names first
}

// ErrOver is returned when asked to act in a finished battle.
var ErrOver = errors.New("hexai: the battle is over")

// searcher is what every searching player of this package keeps: its
// name, a lock (one search at a time: it guards the player's buffers and
// random source) and what its latest search found.
type searcher[R any] struct {
	name string
	mu   sync.Mutex
	last R
}

// Name returns the level name.
func (s *searcher[R]) Name() string { return s.name }

// latest returns what the latest search found.
func (s *searcher[R]) latest() R {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.last
}

// decide is the frame of every searching player's Choose: ErrOver for a
// finished battle, one search at a time, search run on a clone of b until
// the deadline lim gives (a twentieth of the budget is kept for getting
// the answer back), its result kept as the latest, and the action and
// Info that answer makes of it, with Info.Elapsed.
func (s *searcher[R]) decide(ctx context.Context, b *units.Battle, lim ai.Limits,
	search func(c *units.Battle, deadline time.Time) R, answer func(R) (units.Action, ai.Info)) (units.Action, ai.Info, error) {
	if b.Outcome().Over() {
		return units.Action{}, ai.Info{}, ErrOver
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	start := time.Now()
	budget := ai.Budget(lim, DefaultMoveTime)
	s.last = search(b.Clone(), start.Add(budget-budget/20))
	a, info := answer(s.last)
	info.Elapsed = time.Since(start)
	return a, info, ctx.Err()
}

// SeedMinimax plays by the thesis's depth-2 alpha-beta search.
type SeedMinimax struct {
	searcher[SearchResult]
	depth int // plies, unless the limits ask for fewer
	mm    Minimax
}

// LastResult returns what the latest search found.
func (s *SeedMinimax) LastResult() SearchResult { return s.latest() }

// Choose searches a clone of b within lim (see the package comment).
func (s *SeedMinimax) Choose(ctx context.Context, b *units.Battle, lim ai.Limits) (units.Action, ai.Info, error) {
	return s.decide(ctx, b, lim, func(c *units.Battle, end time.Time) SearchResult {
		s.mm.Depth = ai.Tighter(s.depth, lim.MaxDepth)
		s.mm.MaxNodes = int(lim.MaxNodes)
		return s.mm.Search(ctx, c, end)
	}, func(r SearchResult) (units.Action, ai.Info) {
		info := ai.Info{Depth: s.mm.Depth, Nodes: int64(r.Nodes), Score: r.Value}
		if !r.Complete {
			info.Note = "stopped before the search was complete"
		}
		return r.Action, info
	})
}

// perMille turns a reward share in [0, 1] into Info.Score's units.
func perMille(v float64) int { return int(v*1000 + 0.5) }

// budgeted runs search with t.Iterations, for the time of the search, set
// for lim: as configured when not 0, else perMs per millisecond of the
// budget (0: only the clock ends the search), and no more than lim.MaxNodes.
func (t *MCTS) budgeted(perMs int, lim ai.Limits, search func()) {
	fixed := t.Iterations
	defer func() { t.Iterations = fixed }()
	n := fixed
	if n == 0 && perMs > 0 {
		n = max(1, int(ai.Budget(lim, DefaultMoveTime).Milliseconds())*perMs)
	}
	t.Iterations = int(ai.Tighter(int64(n), lim.MaxNodes))
	search()
}

// mctsInfo is the answer of the MCTS players.
func mctsInfo(st MCTSStats) (units.Action, ai.Info) {
	return st.Action, ai.Info{Nodes: int64(st.Iterations), Score: perMille(st.Value),
		Note: fmt.Sprintf("%d visits of the chosen action, mean reward %.3f", st.Visits, st.Value)}
}
