package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"stratagem/ai/millai"
	"stratagem/board/mill"
)

// aiInfo names one computer player of a game.
type aiInfo struct {
	Name, Description string
}

// gameResult is how one game of a match ended.
type gameResult struct {
	Winner int    // 0: the player who moved first, 1: the second, -1: a draw
	Reason string // how it ended, for the table
	Plies  int
}

// game is what arena needs from each game. Adding Hex Battle or Connect
// Four means writing one of these and listing it in games.
type game struct {
	Name string
	// AIs lists the names the game accepts for -p1, -p2 and -ai.
	AIs func() []aiInfo
	// Check reports whether name is one of the game's AIs.
	Check func(name string) error
	// Play plays one game: first moves first. moveDone is called with the
	// time every move took.
	Play func(ctx context.Context, first, second string, seeds [2]uint64, moveTime time.Duration, moveDone func(time.Duration)) (gameResult, error)
	// NextMove reads the game so far as a move list and returns the AI's next move.
	NextMove func(ctx context.Context, in io.Reader, ai string, seed uint64, moveTime time.Duration) (string, error)
}

// games is the registry; planned games are known by name but not playable yet.
var (
	games   = []game{millGame()}
	planned = []string{"hex", "connect"}
)

// errInput marks errors in what the user gave us (exit status 2).
var errInput = errors.New("bad input")

func findGame(name string) (game, error) {
	var names []string
	for _, g := range games {
		if g.Name == name {
			return g, nil
		}
		names = append(names, g.Name)
	}
	for _, p := range planned {
		if p == name {
			return game{}, fmt.Errorf("game %q is not available yet (games: %s)", name, strings.Join(names, ", "))
		}
	}
	return game{}, fmt.Errorf("unknown game %q (games: %s; planned: %s)", name, strings.Join(names, ", "), strings.Join(planned, ", "))
}

// maxPlies ends a runaway game as a draw; the rules end every Mill game
// well before (the 50-move rule and the limited number of mills).
const maxPlies = 3000

func millGame() game {
	return game{
		Name: "mill",
		AIs: func() []aiInfo {
			var out []aiInfo
			for _, l := range append(millai.Levels(), millai.RandomLevel) {
				out = append(out, aiInfo{l.Name, l.Title + ": " + l.Description})
			}
			return out
		},
		Check: func(name string) error {
			_, err := millai.New(name, 0, 0)
			return err
		},
		Play: func(ctx context.Context, first, second string, seeds [2]uint64, moveTime time.Duration, moveDone func(time.Duration)) (gameResult, error) {
			var players [2]millai.Player
			for i, name := range [2]string{first, second} {
				p, err := millai.New(name, seeds[i], moveTime)
				if err != nil {
					return gameResult{}, err
				}
				players[i] = p
			}
			pos := mill.NewGame()
			for pos.Ply() < maxPlies {
				if o := pos.Outcome(); o.Over() {
					res := gameResult{Winner: -1, Reason: millReason(o.Reason), Plies: pos.Ply()}
					switch o.Winner {
					case mill.Blue:
						res.Winner = 0
					case mill.Red:
						res.Winner = 1
					}
					return res, nil
				}
				side := int(pos.SideToMove()) // Blue = the first player
				start := time.Now()
				m, err := players[side].ChooseMove(ctx, pos)
				moveDone(time.Since(start))
				if err != nil {
					return gameResult{}, fmt.Errorf("%s (%s) at ply %d: %w", players[side].Name(), pos.SideToMove(), pos.Ply()+1, err)
				}
				if err := pos.Play(m); err != nil {
					// A broken AI loses the game, and the table says why.
					return gameResult{Winner: 1 - side, Reason: "illegal " + m.String(), Plies: pos.Ply()}, nil
				}
			}
			return gameResult{Winner: -1, Reason: "ply limit", Plies: pos.Ply()}, nil
		},
		NextMove: func(ctx context.Context, in io.Reader, ai string, seed uint64, moveTime time.Duration) (string, error) {
			p, err := millai.New(ai, seed, moveTime)
			if err != nil {
				return "", fmt.Errorf("%w: %v", errInput, err)
			}
			text, err := io.ReadAll(in)
			if err != nil {
				return "", err
			}
			pos, err := mill.ParseGame(string(text))
			if err != nil {
				return "", fmt.Errorf("%w: %v", errInput, err)
			}
			if o := pos.Outcome(); o.Over() {
				return "", fmt.Errorf("%w: the game is over after %d moves: %s", errInput, pos.Ply(), o)
			}
			m, err := p.ChooseMove(ctx, pos)
			if err != nil {
				return "", err
			}
			return m.String(), nil
		},
	}
}

func millReason(r mill.Reason) string {
	switch r {
	case mill.FewerThan3:
		return "fewer than 3 pieces"
	case mill.Blocked:
		return "blocked"
	case mill.Repetition:
		return "repetition"
	case mill.FiftyMoves:
		return "50-move rule"
	}
	return "?"
}
