// Package connectai holds the computer opponents for Connect Four
// (connect-N, spec connect.md): the seed's minimax AI "cnai" with the
// seed's own heuristic, moveTotalValue, which scores the last move only
// (Easy: plain minimax, 2 plies; Beginner: the same with a share of random
// columns; Normal: alpha-beta, centre first, 7 plies; the seed's own 6
// plies in the lab as "seed-alphabeta"), and in the lab the same searches
// with the project's whole-board window heuristic, the stronger one
// ("easy-board", "normal-board"; both measured in docs/connect-ai.md); an
// exact solver on bitboards (Master, also called Perfect; Hard: the solver
// within a node budget, without the opening book, and an alpha-beta search
// with the whole-board heuristic where it cannot finish) and an analysis
// of every column for the game's overlay. The ladder is measured in
// docs/ladder.md.
//
// Columns are 0-based here, as in package connect.
package connectai

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"
	"time"

	"stratagem/ai"
	"stratagem/board/connect"
)

// Roster is Connect Four's computer players: the ladder weakest first
// (each rung measured against the one below on the 7×6 board in
// docs/ladder.md); in the lab the seed's alpha-beta at its own depth,
// Easy's and Normal's searches with the whole-board heuristic, and the
// exact solver within its move time under its own name, Perfect; Easy and
// Normal under names that say their heuristic (the seed's) are for tools
// (Extra). Every rung does a bounded
// amount of work per move (a depth, a number of positions), so its
// strength does not depend on the machine's speed; the move time only
// guards a slow machine.
var Roster = &ai.Roster[*connect.Position, int]{
	Game: "Connect Four",
	Levels: []rosterEntry{
		{Level: ai.Level{Name: "beginner", Facts: []any{"Percent", percent(BeginnerChance)}},
			Make: ai.Handicapped(connect.Rules{}, BeginnerChance, seedPlayers(EasyDepth, true, SeedMove))},
		{Level: ai.Level{Name: "easy", Facts: []any{"Depth", EasyDepth}},
			Make: seedPlayers(EasyDepth, true, SeedMove)},
		{Level: ai.Level{Name: "normal", Facts: []any{"Depth", NormalDepth}},
			Make: seedPlayers(NormalDepth, false, SeedMove)},
		{Level: ai.Level{Name: "hard", Facts: []any{"Positions", HardSolveNodes, "Depth", HardDepth}},
			Make: perfectPlayers(perfectSettings{noBook: true, solveNodes: HardSolveNodes, depth: HardDepth, moveTime: HardMoveTime})},
		{Level: ai.Level{Name: "master", Facts: []any{"Boards", len(ShippedBooks()), "Positions", MasterSolveNodes}},
			Make: perfectPlayers(perfectSettings{solveNodes: MasterSolveNodes, moveTime: MasterMoveTime})},
	},
	Lab: []rosterEntry{
		{Level: ai.Level{Name: "seed-alphabeta", Facts: []any{"Depth", SeedDepth}},
			Make: seedPlayers(SeedDepth, false, SeedMove)},
		{Level: ai.Level{Name: "easy-board", Facts: []any{"Depth", EasyDepth}},
			Make: seedPlayers(EasyDepth, true, WholeBoard)},
		{Level: ai.Level{Name: "normal-board", Facts: []any{"Depth", NormalDepth}},
			Make: seedPlayers(NormalDepth, false, WholeBoard)},
		{Level: ai.Level{Name: "perfect", Facts: []any{"Boards", len(ShippedBooks())}},
			Make: perfectPlayers(perfectSettings{})},
	},
	// Easy and Normal under names that say their heuristic (the seed's):
	// the same players as the ladder's, so not offered twice in the set-up;
	// tools and the docs' matches ask for them by these names.
	Extra: []rosterEntry{
		{Level: ai.Level{Name: "easy-seed", Facts: []any{"Depth", EasyDepth}},
			Make: seedPlayers(EasyDepth, true, SeedMove)},
		{Level: ai.Level{Name: "normal-seed", Facts: []any{"Depth", NormalDepth}},
			Make: seedPlayers(NormalDepth, false, SeedMove)},
	},
}

// entry and player are the Roster's own words for its kind of entry and player.
type (
	rosterEntry = ai.Entry[*connect.Position, int]
	player      = ai.Player[*connect.Position, int]
)

// playerRand is a player's random source for seed.
func playerRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0x636f6e6e)) }

// seedPlayer is the seed's minimax called name: depth plies, plain minimax
// or alpha-beta, scoring by kind.
func seedPlayer(name string, seed uint64, depth int, plain bool, kind HeuristicKind) *SeedPlayer {
	return &SeedPlayer{name: name, depth: depth, plain: plain, kind: kind, rng: playerRand(seed)}
}

// seedPlayers makes seed players (seedPlayer) for a Roster entry.
func seedPlayers(depth int, plain bool, kind HeuristicKind) func(string, uint64) (player, error) {
	return func(name string, seed uint64) (player, error) { return seedPlayer(name, seed, depth, plain, kind), nil }
}

// perfectPlayers makes players of the solver set so for a Roster entry.
func perfectPlayers(set perfectSettings) func(string, uint64) (player, error) {
	return func(name string, seed uint64) (player, error) {
		return &PerfectPlayer{name: name, perfectSettings: set, rng: playerRand(seed)}, nil
	}
}

// The levels' own bounds: Beginner's share of random columns (40%: with
// 30% the seed's Easy scored only 64% against it, below the ladder's 65%,
// docs/ladder.md); the depths of Easy, Normal, the seed's alpha-beta and
// Hard's search; the positions Hard and Master may solve a move, and their
// move times when the limits give none (the ladder's cap: the bounds
// normally end their searches first, except Master's search on the boards
// the solver does not take); the move time of the others (the rungs
// bounded by depth need a fraction of it) and of Perfect.
const (
	BeginnerChance   = 0.4
	EasyDepth        = 2
	NormalDepth      = 7
	SeedDepth        = 6
	HardDepth        = 9
	HardSolveNodes   = 1_000_000
	HardMoveTime     = ai.RungMoveTime
	MasterSolveNodes = 8_000_000
	MasterMoveTime   = ai.RungMoveTime
	DefaultMoveTime  = 2 * time.Second
)

// Solves reports whether the player called name uses the exact solver
// (Master, Perfect and Hard, which solves within its node budget).
func Solves(name string) bool {
	switch name {
	case "master", "perfect", "hard":
		return true
	}
	return false
}

// percent writes a share as a whole percentage.
func percent(f float64) int { return int(f*100 + 0.5) }

// deadline is when a search given lim and started at start must stop: a
// twentieth of the budget is kept for getting the answer back.
func deadline(start time.Time, lim ai.Limits) time.Time {
	budget := ai.Budget(lim, DefaultMoveTime)
	return start.Add(budget - budget/20)
}

// searchLock is what both players' Choose share: a finished game is
// refused with ErrOver, the player's state (random source, tables) serves
// one search at a time, and the search runs on a clone of the position and
// is timed.
type searchLock struct{ mu sync.Mutex }

// choose runs search on a clone of p, started at start, under the lock.
// Every search returns its best column so far when ctx ends, which is the
// answer when the person asked for the move now (ai.ErrMoveNow).
func (l *searchLock) choose(ctx context.Context, p *connect.Position, search func(q *connect.Position, start time.Time) (int, ai.Info)) (int, ai.Info, error) {
	if p.Over() {
		return -1, ai.Info{}, ErrOver
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	start := time.Now()
	ai.ProgressOf(ctx).AnswersEarly()
	col, info := search(p.Clone(), start)
	info.Elapsed = time.Since(start)
	return col, info, ai.Stopped(ctx)
}

// SeedPlayer is the seed's AI at a set depth: plain minimax (Easy) or
// alpha-beta with iterative deepening inside the move time (Normal), its
// leaves scored by a heuristic of the given kind.
type SeedPlayer struct {
	name  string
	depth int
	plain bool
	kind  HeuristicKind
	searchLock
	rng  *rand.Rand
	heur *Heuristic
}

// Name returns the level name.
func (s *SeedPlayer) Name() string { return s.name }

func (s *SeedPlayer) heuristic(c connect.Config) *Heuristic {
	if s.heur == nil || s.heur.cfg != c {
		s.heur = NewHeuristic(c, s.kind)
	}
	return s.heur
}

// Choose searches a clone of p. Easy searches its 2 plies (fewer if
// lim.MaxDepth says so) whatever the time; Normal deepens up to 7 plies
// (or lim.MaxDepth) and stops early at the move time or after lim.MaxNodes
// positions, playing the best move of the last completed depth.
func (s *SeedPlayer) Choose(ctx context.Context, p *connect.Position, lim ai.Limits) (int, ai.Info, error) {
	return s.choose(ctx, p, func(q *connect.Position, start time.Time) (int, ai.Info) {
		return s.search(ctx, q, start, lim)
	})
}

func (s *SeedPlayer) search(ctx context.Context, q *connect.Position, start time.Time, lim ai.Limits) (int, ai.Info) {
	h := s.heuristic(q.Config())
	depth := ai.Tighter(s.depth, lim.MaxDepth)
	if s.plain {
		// Plain minimax gives every root move its value: choose at random among the best.
		res, values := SeedMinimax(h, q, depth)
		var best []int
		order := centreOrder(q.Config().W)
		for _, c := range order[:q.Config().W] {
			if v, ok := values[c]; ok && v == res.Score {
				best = append(best, c)
			}
		}
		return best[s.rng.IntN(len(best))], ai.Info{Score: res.Score, Depth: depth, Nodes: res.Nodes,
			Note: fmt.Sprintf("minimax %d plies, %d equal best", depth, len(best))}
	}
	return deepen(ctx, h, q, depth, nil, deadline(start, lim), lim.MaxNodes, s.rng)
}

// deepen runs seed alpha-beta at depths 1, 2, … maxDepth (0: until the
// deadline, maxNodes positions in all (0: no limit) or a forced result) and
// returns the column of the last completed depth. Root moves of equal
// centre distance are shuffled by rng (when not nil); only moves in allowed
// are searched (nil: all).
func deepen(ctx context.Context, h *Heuristic, p *connect.Position, maxDepth int, allowed []int, deadline time.Time, maxNodes int64, rng *rand.Rand) (int, ai.Info) {
	moves := allowed
	if moves == nil {
		o := centreOrder(p.Config().W)
		for _, col := range o[:p.Config().W] {
			if p.CanPlay(col) {
				moves = append(moves, col)
			}
		}
	}
	moves = append([]int(nil), moves...)
	if rng != nil { // swap mirror pairs (same distance from the centre) at random
		w := p.Config().W
		for i := 0; i+1 < len(moves); i++ {
			if moves[i]+moves[i+1] == w-1 && rng.IntN(2) == 0 {
				moves[i], moves[i+1] = moves[i+1], moves[i]
				i++
			}
		}
	}
	col := moves[0]
	var info ai.Info
	left := p.Config().Cells() - p.Ply()
	if maxDepth <= 0 || maxDepth > left {
		maxDepth = left
	}
	for d := 1; d <= maxDepth; d++ {
		lim := Limits{Ctx: ctx, Deadline: deadline}
		if maxNodes > 0 {
			if lim.MaxNodes = maxNodes - info.Nodes; lim.MaxNodes <= 0 {
				info.Note = fmt.Sprintf("alpha-beta depth %d (no nodes left for depth %d)", info.Depth, d)
				break
			}
		}
		res, ok := seedAlphaBeta(h, p, d, moves, lim)
		info.Nodes += res.Nodes
		if !ok {
			why := "ran out of time"
			if lim.MaxNodes > 0 && res.Nodes >= lim.MaxNodes {
				why = "ran out of nodes"
			}
			info.Note = fmt.Sprintf("alpha-beta depth %d (depth %d %s)", info.Depth, d, why)
			break
		}
		col, info.Score, info.Depth = res.Column, res.Score, d
		info.Note = fmt.Sprintf("alpha-beta depth %d", d)
		ai.ProgressOf(ctx).Depth(d)
		if res.Score >= WinScore-maxDepth || res.Score <= -(WinScore-maxDepth) {
			break // a forced result: deeper will not change it
		}
		// Best move first next time.
		for i, col := range moves {
			if col == res.Column {
				copy(moves[1:i+1], moves[:i])
				moves[0] = col
				break
			}
		}
	}
	return col, info
}

// PerfectPlayer plays the solver's best move (fastest win, slowest loss,
// random among the equals found in its budget: Solver.BestMovesWithin);
// in the opening of a board with a shipped book (7×6 and the others of
// ShippedBooks) it plays the book's move (BookFor), which is exact too.
// When the exact solve does not finish in 80% of the move time (40% on
// the boards too wide for the 64-bit solver, whose Wide solver finishes
// only near the end of a game) or within lim.MaxNodes positions, it
// plays the best move of a seed alpha-beta search with the whole-board
// heuristic in the time left (at most lim.MaxDepth plies and lim.MaxNodes
// positions), among the moves that do not lose at once, and says so in
// Info.
//
// Master is a PerfectPlayer bounded by positions as well as the clock: at
// most solveNodes of exact solving a move, so that where the solver works
// it plays the same on any machine that gets there in time, and the
// ladder's 2 s a move (ai.RungMoveTime), so that no board makes a player
// wait: on the boards too large for the solver the search takes the whole
// of it (it took 15 s until 2026-11-29). Hard is
// bounded further: no opening book and fewer positions (so it plays the
// endgame perfectly and the opening by its search), depth plies of search
// otherwise.
type PerfectPlayer struct {
	name string // "perfect", "master" or "hard"
	perfectSettings
	searchLock
	rng    *rand.Rand
	solver Exact // nil until the first move
	heur   *Heuristic
}

// perfectSettings are what a level of the solver player sets.
type perfectSettings struct {
	noBook     bool
	solveNodes int64         // 0: solve until 80% of the move time
	depth      int           // of the fallback search (0: until the deadline)
	moveTime   time.Duration // the budget when the limits give none (0: DefaultMoveTime)
}

// Name returns the level's name.
func (pp *PerfectPlayer) Name() string { return pp.name }

// Choose solves a clone of p within lim (see PerfectPlayer).
func (pp *PerfectPlayer) Choose(ctx context.Context, p *connect.Position, lim ai.Limits) (int, ai.Info, error) {
	return pp.choose(ctx, p, func(q *connect.Position, start time.Time) (int, ai.Info) {
		return pp.search(ctx, q, start, lim)
	})
}

func (pp *PerfectPlayer) search(ctx context.Context, q *connect.Position, start time.Time, lim ai.Limits) (int, ai.Info) {
	c := q.Config()
	if pp.heur == nil || pp.heur.cfg != c {
		pp.heur = NewHeuristic(c, WholeBoard)
		var err error
		if pp.solver, err = NewExact(c, PlayerTableBits); err != nil {
			pp.solver = nil // a board the rules refuse: never played
		}
	}
	if book := BookFor(c); book != nil && !pp.noBook {
		if score, best, ok := book.Lookup(q); ok {
			// The book's move keeps the game inside the book's lines.
			return best[0], ai.Info{Exact: true, Score: score,
				Note: fmt.Sprintf("exact (opening book): %s", DescribeScore(score, q.Ply(), c))}
		}
	}
	if lim.MoveTime == 0 && pp.moveTime > 0 {
		lim.MoveTime = pp.moveTime
	}
	budget := ai.Budget(lim, DefaultMoveTime)
	ai.ProgressOf(ctx).Clock(start, deadline(start, lim))
	var allowed []int
	note := "board too large for the exact solver"
	if pp.solver != nil {
		// The wide boards' solver finishes near the end of a game or not at
		// all: most of the time goes to the search then.
		share := time.Duration(8)
		if _, narrow := pp.solver.(*Solver); !narrow {
			share = 4
		}
		solveEnd := start.Add(budget * share / 10)
		n0 := pp.solver.Nodes()
		maxNodes := ai.Tighter(pp.solveNodes, lim.MaxNodes)
		if narrow, ok := pp.solver.(*Solver); ok {
			// A solve bounded by time uses both cores; one bounded by
			// positions is meant to be repeatable, and runs on one.
			threads := SolverThreads
			if maxNodes > 0 {
				threads = 1
			}
			narrow.SetThreads(threads)
		}
		// Exact once the score and one best column are known; the other
		// columns as good, for variety, as far as the budget allows.
		score, cols, err := pp.solver.BestMovesWithin(q, Limits{Ctx: ctx, Deadline: solveEnd, MaxNodes: maxNodes})
		if err == nil {
			return cols[pp.rng.IntN(len(cols))], ai.Info{Exact: true, Score: score, Nodes: pp.solver.Nodes() - n0,
				Note: fmt.Sprintf("exact: %s", DescribeScore(score, q.Ply(), c))}
		}
		note = fmt.Sprintf("exact solve unfinished after %v", time.Since(start).Round(time.Millisecond))
		if maxNodes > 0 && pp.solver.Nodes()-n0 >= maxNodes {
			note = fmt.Sprintf("exact solve unfinished in %d positions", maxNodes)
		}
		allowed = pp.solver.nonLosing(q)
	}
	col, info := deepen(ctx, pp.heur, q, ai.Tighter(pp.depth, lim.MaxDepth), allowed, deadline(start, lim), lim.MaxNodes, pp.rng)
	info.Note = note + "; " + info.Note
	return col, info
}

// nonLosing lists the columns, centre first, that neither lose at once nor
// miss a win at once (only the winning ones when there is a win); nil when
// every move loses, so that the caller searches them all.
func (s *Solver) nonLosing(p *connect.Position) []int {
	cur, mask, err := s.bitboards(p)
	if err != nil {
		return nil
	}
	var out []int
	moves := s.winningSpots(cur, mask) & s.possible(mask)
	if moves == 0 {
		moves, _ = s.nonLosingMoves(cur, mask)
	}
	for _, col := range s.order[:s.cfg.W] {
		if moves&s.colMask[col] != 0 {
			out = append(out, col)
		}
	}
	return out
}

// DescribeScore puts an exact score of the side to move at ply m into
// words: "draw", "win with the 3rd own disc from now", "loss …".
func DescribeScore(score, m int, c connect.Config) string {
	switch o, k := Outcome(score, m, c); o {
	case Win:
		return fmt.Sprintf("win in %d", k)
	case Loss:
		return fmt.Sprintf("loss in %d", k)
	}
	return "draw"
}

// Result is a game-theoretic outcome for the side to move.
type Result int8

const (
	Draw Result = iota
	Win
	Loss
)

// Outcome turns an exact score of the side to move at ply m (m discs on
// the board) into a result and k: for a win, the number of moves of the
// side to move up to and including its winning move; for a loss, the
// number of moves of the opponent up to and including its winning move.
func Outcome(score, m int, c connect.Config) (Result, int) {
	cc := (c.Cells() + 1) / 2
	switch {
	case score > 0:
		return Win, cc + 1 - score - m/2
	case score < 0:
		return Loss, cc + 1 + score - (m+1)/2
	}
	return Draw, 0
}
