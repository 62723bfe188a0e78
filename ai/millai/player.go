// Package millai holds the computer opponents for Mill: the seed's
// rule-based "priority" player (Easy, which closes a mill and blocks one
// before the seed's scores, and Beginner, which plays a share of random
// moves; the seed's scores as written are the AI lab's "seed"), alpha-beta players built on ai/search with a Mill
// evaluation (Normal, Hard, Master, and Grandmaster, which adds aspiration
// windows, the opening book in book.txt and the endgame databases of
// ai/millai/endgame) and a random mover, all behind the ai.Player contract
// (Roster) used by the game screen and by cmd/arena. The ladder is
// measured in docs/ladder.md, the engine against Sanmill in
// docs/mill-engine.md.
//
// What each player makes of ai.Limits:
//
//   - beginner, easy, random: answer at once and ignore them;
//   - normal, hard, master, grandmaster: each searches its own bound —
//     Normal 3 plies, Hard 5 plies, Master 200 000 positions, Grandmaster
//     2 000 000 — so that it plays the same on any machine; MoveTime (0:
//     the level's safety budget, 5, 10, 20 and 30 s) stops a search that a
//     very slow machine has not finished, MaxDepth and MaxNodes tighten
//     the level's own bounds; the best move of the last completed depth is
//     played. A book move is played at once. Info has Depth, Nodes and
//     Score;
//   - timed: Grandmaster without its node bound, for the whole MoveTime.
package millai

import (
	"context"
	"errors"
	"math/rand/v2"
	"time"

	"stratagem/ai"
	"stratagem/ai/millai/endgame"
	"stratagem/ai/search"
	"stratagem/board/mill"
)

// Roster is Mill's computer players: the ladder weakest first (each rung
// measured against the one below in docs/ladder.md), and "random" for
// tools and tests. Every rung does a fixed amount of work per move (a
// depth or a node budget), so its strength does not depend on the
// machine's speed; the move time only guards a slow machine.
var Roster = &ai.Roster[*mill.Position, mill.Move]{
	Game:  "Mill",
	First: "normal",
	Levels: []rosterEntry{
		{Level: ai.Level{Name: "beginner", Facts: []any{"Percent", percent(BeginnerChance)}},
			Make: ai.Handicapped(mill.Rules{}, BeginnerChance, priorityPlayer)},
		{Level: ai.Level{Name: "easy"},
			Make: priorityPlayer},
		{Level: ai.Level{Name: "normal", Facts: []any{"Depth", normalSearch.maxDepth}},
			Make: alphaBetaPlayers(normalSearch)},
		{Level: ai.Level{Name: "hard", Facts: []any{"Depth", hardSearch.maxDepth}},
			Make: alphaBetaPlayers(hardSearch)},
		{Level: ai.Level{Name: "master", Facts: []any{"Positions", int(masterSearch.maxNodes)}},
			Make: alphaBetaPlayers(masterSearch)},
		{Level: ai.Level{Name: "grandmaster", Facts: []any{"Positions", int(grandmasterSearch.maxNodes)}},
			Make: alphaBetaPlayers(grandmasterSearch)},
	},
	Lab: []rosterEntry{
		{Level: ai.Level{Name: "seed"},
			Make: exactPriorityPlayer},
	},
	Extra: []rosterEntry{
		{Level: ai.Level{Name: "timed"},
			Make: alphaBetaPlayers(timedSearch)},
		ai.RandomEntry(mill.Rules{}, 0x6d696c6c, noMove, ErrGameOver),
	},
}

// rosterEntry and player are the Roster's own words for its entries and players.
type (
	rosterEntry = ai.Entry[*mill.Position, mill.Move]
	player      = ai.Player[*mill.Position, mill.Move]
)

// playerRand is a player's random source for seed.
func playerRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0x6d696c6c)) }

// priorityPlayer makes Easy, the seed's priority player that closes a
// mill and blocks one first, for a Roster entry.
func priorityPlayer(name string, seed uint64) (player, error) {
	return &Priority{name: name, rng: playerRand(seed)}, nil
}

// exactPriorityPlayer makes the seed's priority player as written (the AI
// lab's "seed") for a Roster entry.
func exactPriorityPlayer(name string, seed uint64) (player, error) {
	return &Priority{name: name, exact: true, rng: playerRand(seed)}, nil
}

// BeginnerChance is the share of Beginner's moves that are random.
const BeginnerChance = 0.3

// percent writes a share as a whole percentage.
func percent(f float64) int { return int(f*100 + 0.5) }

// searchSettings tunes an alpha-beta level.
type searchSettings struct {
	moveTime   time.Duration // the budget when the limits give none: a safety net for the rungs bounded by depth or nodes
	maxDepth   int
	maxNodes   int64 // positions a move, quiescence included (0: no bound)
	margin     int   // random choice among moves this close to the best
	table      int   // transposition-table entries
	quiescence int
	contempt   int  // what a draw costs the AI (0: draws score 0, as the rules value them)
	leadDraw   int  // ... and more for each piece it is ahead when it starts to search (less when behind)
	aspiration int  // search.Config.Aspiration
	endgame    bool // probe the endgame databases
	traps      bool // in a drawn database ending, the drawing move that leaves the opponent most ways to lose (searchState.trap)
	book       bool // play from the opening book while it knows the position
	wholeTime  bool // search.Config.WholeTime: spend the whole move time
	// fullPlacing: the whole evaluation while a placing fills the board
	// (defaultWeights), for a search too shallow to do without its
	// threats; the others score it plainly (deepWeights).
	fullPlacing bool
}

// drawCost is what a draw costs the side to move in pos when it searches
// with these settings: the contempt, and leadDraw for each piece (on the
// board or in hand) it is ahead. A side two pieces up that cannot break
// through would otherwise settle for repeating the position at once; one
// behind welcomes the draw as much (docs/mill-engine.md, "A draw priced by
// the lead").
func (set searchSettings) drawCost(pos *mill.Position) int {
	me, them := pos.SideToMove(), pos.SideToMove().Other()
	lead := pos.Left(me) - pos.Left(them)
	return set.contempt + set.leadDraw*lead
}

// The alpha-beta levels' settings.
var (
	normalSearch      = searchSettings{moveTime: ai.RungMoveTime, maxDepth: 3, margin: 150, table: 1 << 16, fullPlacing: true}
	hardSearch        = searchSettings{moveTime: ai.RungMoveTime, maxDepth: 5, table: 1 << 20, quiescence: 4, fullPlacing: true}
	masterSearch      = searchSettings{moveTime: ai.RungMoveTime, maxNodes: 200_000, table: 1 << 21, quiescence: 4}
	grandmasterSearch = searchSettings{moveTime: ai.RungMoveTime, maxNodes: 2_000_000, table: 1 << 22, quiescence: 4, aspiration: 1000, endgame: true, traps: true, book: true}
	timedSearch       = searchSettings{moveTime: time.Second, table: 1 << 22, quiescence: 4, aspiration: 1000, endgame: true, book: true, wholeTime: true, leadDraw: 150}
)

// alphaBetaPlayers makes alpha-beta players searching as set says for a
// Roster entry.
func alphaBetaPlayers(set searchSettings) func(string, uint64) (player, error) {
	return func(name string, seed uint64) (player, error) {
		p := search.NewPlayer[*mill.Position, mill.Move](name, search.Config{
			TableEntries:    set.table,
			Rand:            playerRand(seed),
			Margin:          set.margin,
			QuiescenceDepth: set.quiescence,
			Aspiration:      set.aspiration,
			WholeTime:       set.wholeTime,
		})
		p.MoveTime, p.MaxDepth, p.MaxNodes = set.moveTime, set.maxDepth, set.maxNodes
		p.State = func(pos *mill.Position) (search.State[mill.Move], error) {
			if pos.Outcome().Over() {
				return nil, ErrGameOver
			}
			var eg *endgame.Table
			if set.endgame {
				eg = endgame.Default() // loaded the first time a search needs it
			}
			st := newSearchState(pos.Clone(), set.drawCost(pos), eg)
			if set.fullPlacing {
				st.w = &defaultWeights
			}
			if set.traps {
				st.setTraps()
			}
			return st, nil
		}
		if set.book {
			rng := rand.New(rand.NewPCG(seed, 0x626f6f6b)) // picks among the book's equal moves
			p.Before = func(_ context.Context, pos *mill.Position) (mill.Move, int, bool) {
				return DefaultBook().Pick(pos, rng)
			}
		}
		return &AlphaBeta{Player: p, set: set}, nil
	}
}

// ErrGameOver is returned when asked to move in a finished game.
var ErrGameOver = errors.New("millai: the game is over")

// AlphaBeta plays by negamax alpha-beta search (ai/search) over the
// evaluation in this package, with the opening book and the endgame
// databases where its settings say so.
type AlphaBeta struct {
	*search.Player[*mill.Position, mill.Move]
	set searchSettings
}

// noMove is what a player returns with an error.
var noMove = mill.Move{From: mill.NoPoint, To: mill.NoPoint, Remove: mill.NoPoint}
