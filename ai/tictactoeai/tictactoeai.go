// Package tictactoeai is the computer players of Tic-tac-toe, the game
// kept for tests (board/tictactoe): the generic alpha-beta of ai/search
// over the game, and a random player, behind the ai.Player contract.
package tictactoeai

import (
	"errors"
	"math/rand/v2"
	"time"

	"stratagem/ai"
	"stratagem/ai/search"
	"stratagem/board/rules"
	"stratagem/board/tictactoe"
)

// Roster is Tic-tac-toe's computer players: Easy looks one move ahead,
// Perfect searches the game to its end.
var Roster = &ai.Roster[*tictactoe.Position, tictactoe.Cell]{
	Game: "Tic-tac-toe",
	Levels: []rosterEntry{
		{Level: ai.Level{Name: "easy"},
			Make: alphaBetaPlayers(1)},
		{Level: ai.Level{Name: "perfect"},
			Make: alphaBetaPlayers(9)},
	},
	Extra: []rosterEntry{
		ai.RandomEntry(tictactoe.Rules{}, 1, 0, ErrOver),
	},
}

type (
	rosterEntry = ai.Entry[*tictactoe.Position, tictactoe.Cell]
	player      = ai.Player[*tictactoe.Position, tictactoe.Cell]
)

// ErrOver is returned when asked to move in a finished game.
var ErrOver = errors.New("tictactoeai: the game is over")

// alphaBetaPlayers makes alpha-beta players of depth plies for a Roster
// entry; they choose at random among equal moves.
func alphaBetaPlayers(depth int) func(string, uint64) (player, error) {
	return func(name string, seed uint64) (player, error) {
		p := search.NewPlayer[*tictactoe.Position, tictactoe.Cell](name, search.Config{TableEntries: 1 << 12, Rand: rand.New(rand.NewPCG(seed, 2))})
		p.MoveTime, p.MaxDepth = time.Second, depth
		p.State = func(pos *tictactoe.Position) (search.State[tictactoe.Cell], error) {
			if pos.Over() {
				return nil, ErrOver
			}
			return state{tictactoe.Rules{}.Clone(pos)}, nil
		}
		return p, nil
	}
}

// state is a position as the search sees it.
type state struct{ *tictactoe.Position }

func (s state) Moves(buf []tictactoe.Cell) []tictactoe.Cell {
	return tictactoe.Rules{}.Legal(s.Position, buf)
}

// Evaluate: nothing is known before the end.
func (s state) Evaluate() int { return 0 }

// Terminal: a line was completed by the side that just moved.
func (s state) Terminal() (int, bool) {
	if w := s.Winner(); w != rules.NoSide {
		return -search.Mate, true
	}
	return 0, false
}

// NoMoves: a full board is a draw.
func (s state) NoMoves() int { return 0 }
