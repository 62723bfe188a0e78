// Package hexai holds the computer opponents for Hex Battle: the
// evaluations of the L-put thesis (5.1: hit points, damage capability and
// their positional variants), the thesis's depth-2 minimax with alpha-beta
// (5.2.1) and Monte Carlo searches (5.3, 5.4), MCTS, the tactician's
// personalities, the champion, the spec's improved alpha-beta (alphabeta,
// and alphabeta-rel with the Relations term) and a random player, behind the ai.Player
// contract (Roster) used by the game screen and by cmd/arena. The ladder
// (docs/ladder.md) is Beginner (greedy Monte Carlo with a share of random
// actions), Easy (greedy Monte Carlo), Normal (the seed minimax), Hard
// (MCTS) and Master (the champion), the last two with iteration budgets of
// their own; the lab keeps the research players under their names.
//
// What each player makes of ai.Limits (MoveTime 0 means DefaultMoveTime,
// or the rung's own safety budget):
//
//   - random: answers at once and ignores them;
//   - seed-minimax, seed-minimax-dmg, normal: MoveTime stops the search
//     early (it needs a few milliseconds), MaxDepth lowers its 2 plies,
//     MaxNodes stops it after about that many evaluations;
//   - seed-mc, seed-greedy-mc, easy, beginner: MoveTime stops the playouts
//     early, MaxNodes caps the playouts (the thesis's n + one per
//     candidate);
//   - mcts, champion: the move time sets an iteration budget
//     (MCTSIterationsPerMs, ChampionIterationsPerMs per millisecond), so
//     that the budget rather than the clock normally ends a search; MaxNodes
//     caps the iterations further; MaxDepth is not used (playouts have
//     their own fixed length);
//   - hard, master: their own iteration budgets (HardIterations,
//     MasterIterations), which MaxNodes may tighten; the move time only
//     stops a search that a very slow machine has not finished;
//   - the tacticians: MoveTime stops the search early, MaxDepth caps the
//     simulated rounds, MaxNodes the action combinations valued;
//   - alphabeta, alphabeta-rel, alphabeta-first: the whole MoveTime
//     (iterative deepening, the cut iteration counted), MaxDepth and
//     MaxNodes bound it further.
package hexai

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"stratagem/ai"
	"stratagem/units"
)

// Roster is Hex Battle's computer players: the ladder weakest first (each
// rung measured against the one below in docs/ladder.md), the research
// players of the lab under their own names (the thesis's seed players,
// MCTS, the tactician's personalities and the champion, all bounded by
// the move time), and "random" for tools and tests. Every rung does a
// fixed amount of work per action (a depth, playouts or iterations), so its
// strength does not depend on the machine's speed; the move time only
// guards a slow machine.
var Roster = &ai.Roster[*units.Battle, units.Action]{
	Game: "Hex Battle",
	Levels: []rosterEntry{
		{Level: ai.Level{Name: "beginner", Facts: []any{"Percent", percent(BeginnerChance)}},
			Make: ai.Handicapped(units.Rules{}, BeginnerChance, seedMCPlayers(10))},
		{Level: ai.Level{Name: "easy"},
			Make: seedMCPlayers(10)},
		{Level: ai.Level{Name: "normal"},
			Make: seedMinimaxPlayers(HP)},
		{Level: ai.Level{Name: "hard", Facts: []any{"Iterations", HardIterations}},
			Make: func(name string, seed uint64) (player, error) {
				t := DefaultMCTS(0)
				t.Iterations = HardIterations
				p := newMCTSPlayer(name, seed, t, 0)
				p.moveTime = HardMoveTime
				return p, nil
			}},
		{Level: ai.Level{Name: "master", Facts: []any{"Iterations", MasterIterations}},
			Make: func(name string, seed uint64) (player, error) {
				c := DefaultChampion(0)
				c.Iterations = MasterIterations
				p := newChampionPlayer(name, seed, c, 0)
				p.moveTime = MasterMoveTime
				return p, nil
			}},
	},
	Lab: []rosterEntry{
		{Level: ai.Level{Name: "seed-minimax-dmg"},
			Make: seedMinimaxPlayers(DamageCapability)},
		{Level: ai.Level{Name: "seed-mc"},
			Make: seedMCPlayers(0)},
		{Level: ai.Level{Name: "seed-greedy-mc"},
			Make: seedMCPlayers(10)},
		{Level: ai.Level{Name: "mcts"},
			Make: func(name string, seed uint64) (player, error) {
				return newMCTSPlayer(name, seed, DefaultMCTS(0), MCTSIterationsPerMs), nil
			}},
		tacticianEntry("berserker"),
		tacticianEntry("guardian"),
		tacticianEntry("balanced"),
		tacticianEntry("gambler"),
		tacticianEntry("strategist"),
		{Level: ai.Level{Name: "champion"},
			Make: championPlayers(func(*Champion) {})},
		{Level: ai.Level{Name: "champion-bold"},
			Make: championPlayers(func(c *Champion) { c.Wary = 0 })},
		{Level: ai.Level{Name: "champion-lead"},
			Make: championPlayers(func(c *Champion) { c.Relative = false })},
		{Level: ai.Level{Name: "alphabeta"},
			Make: alphaBetaPlayers(nil)},
		{Level: ai.Level{Name: "alphabeta-rel"},
			Make: alphaBetaPlayers(Relations)},
		{Level: ai.Level{Name: "alphabeta-first"},
			Make: alphaBetaPlayers(FirstStrikes)},
	},
	// The thesis's minimax is Normal itself: in the lab it would be Normal
	// twice under two names; tools still ask for it by its own.
	Extra: []rosterEntry{
		{Level: ai.Level{Name: "seed-minimax"},
			Make: seedMinimaxPlayers(HP)},
		ai.RandomEntry(units.Rules{}, 0x68657861, units.Action{}, ErrOver),
	},
}

// rosterEntry and player are the Roster's own words for its entries and
// players.
type (
	rosterEntry = ai.Entry[*units.Battle, units.Action]
	player      = ai.Player[*units.Battle, units.Action]
)

// seedMinimaxPlayers makes the seed's minimax, 2 plies over eval's
// positional variant, for a Roster entry. It makes no random choices: it
// is deterministic.
func seedMinimaxPlayers(eval Eval) func(string, uint64) (player, error) {
	return func(name string, _ uint64) (player, error) {
		return &SeedMinimax{searcher: searcher[SearchResult]{name: name}, depth: 2, mm: Minimax{Eval: Positional(eval)}}, nil
	}
}

// seedMCPlayers makes the seed's Monte Carlo (greedy from its top first
// actions, 0: all) for a Roster entry.
func seedMCPlayers(top int) func(string, uint64) (player, error) {
	return func(name string, seed uint64) (player, error) { return newSeedMC(name, seed, top), nil }
}

// championPlayers makes the champion, set up from its defaults by tune,
// for a Roster entry.
func championPlayers(tune func(*Champion)) func(string, uint64) (player, error) {
	return func(name string, seed uint64) (player, error) {
		c := DefaultChampion(0)
		tune(&c)
		return newChampionPlayer(name, seed, c, ChampionIterationsPerMs), nil
	}
}

// alphaBetaPlayers makes the improved alpha-beta with the extra term
// (nil: none) for a Roster entry.
func alphaBetaPlayers(term Eval) func(string, uint64) (player, error) {
	return func(name string, _ uint64) (player, error) { return newAlphaBeta(name, term), nil }
}

// DefaultMoveTime is the budget per action when the limits give none. The
// seed minimax needs a few milliseconds; the budget only guards slow
// machines (and sets the lab's MCTS players' iteration budgets).
const DefaultMoveTime = 2 * time.Second

// The rungs' own bounds: Beginner's share of random actions, the
// iterations of Hard and Master, and their move times when the limits
// give none (a safety net: the iterations normally end the search).
const (
	BeginnerChance   = 0.5
	HardIterations   = 400
	MasterIterations = 3000
	HardMoveTime     = ai.RungMoveTime
	MasterMoveTime   = ai.RungMoveTime
)

// percent writes a share as a whole percentage.
func percent(f float64) int { return int(f*100 + 0.5) }

// ErrOver is returned when asked to act in a finished battle.
var ErrOver = errors.New("hexai: the battle is over")

// searcher is what every searching player of this package keeps: its
// name, a lock (one search at a time: it guards the player's buffers and
// random source) and what its latest search found.
type searcher[R any] struct {
	name     string
	moveTime time.Duration // the budget when the limits give none (0: DefaultMoveTime)
	mu       sync.Mutex
	last     R
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
// Info that answer makes of it, with Info.Elapsed. Every search returns
// its best action so far when ctx ends, which is the answer when the
// person asked for the move now (ai.ErrMoveNow).
func (s *searcher[R]) decide(ctx context.Context, b *units.Battle, lim ai.Limits,
	search func(c *units.Battle, deadline time.Time) R, answer func(R) (units.Action, ai.Info)) (units.Action, ai.Info, error) {
	if b.Outcome().Over() {
		return units.Action{}, ai.Info{}, ErrOver
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	start := time.Now()
	budget := ai.Budget(lim, cmp.Or(s.moveTime, DefaultMoveTime))
	progress := ai.ProgressOf(ctx)
	progress.Clock(start, start.Add(budget-budget/20))
	progress.AnswersEarly()
	s.last = search(b.Clone(), start.Add(budget-budget/20))
	a, info := answer(s.last)
	info.Elapsed = time.Since(start)
	return a, info, ai.Stopped(ctx)
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
