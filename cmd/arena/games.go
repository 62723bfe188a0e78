package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"stratagem/ai"
	"stratagem/ai/hexai"
	"stratagem/ai/millai"
	"stratagem/board/hex"
	"stratagem/board/mill"
	"stratagem/units"
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
	Note   string // anything else the row should say, e.g. how many moves were exact
}

// game is what arena needs from each game. Adding Hex Battle or Connect
// Four means writing one of these and listing it in games.
type game struct {
	Name string
	// Defaults are the AIs of -p1 and -p2 (and -ai: the first) when not given.
	Defaults [2]string
	// AIs lists the names the game accepts for -p1, -p2 and -ai.
	AIs func() []aiInfo
	// Check reports whether name is one of the game's AIs.
	Check func(name string) error
	// Play plays one game: first moves first. moveDone is called after
	// every move with its player (0: first, 1: second) and the time it took.
	Play func(ctx context.Context, first, second string, seeds [2]uint64, moveTime time.Duration, moveDone func(player int, d time.Duration)) (gameResult, error)
	// NextMove reads the game so far as a move list and returns the AI's next move.
	NextMove func(ctx context.Context, in io.Reader, ai string, seed uint64, moveTime time.Duration) (string, error)
}

// games is the registry; planned games are known by name but not playable yet.
var (
	games   = []game{millGame(), hexGame(), connectGame(), mechGame()}
	planned []string
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
	if len(planned) == 0 {
		return game{}, fmt.Errorf("unknown game %q (games: %s)", name, strings.Join(names, ", "))
	}
	return game{}, fmt.Errorf("unknown game %q (games: %s; planned: %s)", name, strings.Join(names, ", "), strings.Join(planned, ", "))
}

// maxPlies ends a runaway game as a draw; the rules end every Mill game
// well before (the 50-move rule and the limited number of mills).
const maxPlies = 3000

func millGame() game {
	return game{
		Name:     "mill",
		Defaults: [2]string{"hard", "easy"},
		AIs: func() []aiInfo {
			var out []aiInfo
			for _, l := range millai.Roster.All() {
				out = append(out, aiInfo{l.Name, l.Title + ": " + l.Description})
			}
			return out
		},
		Check: func(name string) error {
			return millai.Roster.Check(name)
		},
		Play: func(ctx context.Context, first, second string, seeds [2]uint64, moveTime time.Duration, moveDone func(player int, d time.Duration)) (gameResult, error) {
			var players [2]ai.Player[*mill.Position, mill.Move]
			for i, name := range [2]string{first, second} {
				p, err := millai.Roster.New(name, seeds[i])
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
				m, _, err := players[side].Choose(ctx, pos, ai.Limits{MoveTime: moveTime})
				moveDone(side, time.Since(start))
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
		NextMove: func(ctx context.Context, in io.Reader, name string, seed uint64, moveTime time.Duration) (string, error) {
			p, err := millai.Roster.New(name, seed)
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
			m, _, err := p.Choose(ctx, pos, ai.Limits{MoveTime: moveTime})
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

// maxHexActions ends a runaway battle; the rules end every battle by round 100
// (10 units, at most two actions each a round).
const maxHexActions = 4000

func hexGame() game {
	return game{
		Name:     "hex",
		Defaults: [2]string{"seed-minimax", "random"},
		AIs: func() []aiInfo {
			var out []aiInfo
			for _, l := range hexai.Roster.All() {
				out = append(out, aiInfo{l.Name, l.Title + ": " + l.Description})
			}
			return out
		},
		Check: func(name string) error {
			return hexai.Roster.Check(name)
		},
		Play: func(ctx context.Context, first, second string, seeds [2]uint64, moveTime time.Duration, moveDone func(player int, d time.Duration)) (gameResult, error) {
			var players [2]ai.Player[*units.Battle, units.Action]
			for i, name := range [2]string{first, second} {
				p, err := hexai.Roster.New(name, seeds[i])
				if err != nil {
					return gameResult{}, err
				}
				players[i] = p
			}
			b := units.NewBattle(hex.BattleMap()) // Blue, the first player, acts first
			for b.Ply() < maxHexActions {
				if o := b.Outcome(); o.Over() {
					return hexResult(o, b.Ply()), nil
				}
				side := int(b.ToMove())
				start := time.Now()
				a, _, err := players[side].Choose(ctx, b, ai.Limits{MoveTime: moveTime})
				moveDone(side, time.Since(start))
				if err != nil {
					return gameResult{}, fmt.Errorf("%s (%s) at action %d: %w", players[side].Name(), b.ToMove(), b.Ply()+1, err)
				}
				if err := b.Play(a); err != nil {
					// A broken AI loses the battle, and the table says why.
					return gameResult{Winner: 1 - side, Reason: "illegal action", Plies: b.Ply()}, nil
				}
			}
			return gameResult{Winner: -1, Reason: "action limit", Plies: b.Ply()}, nil
		},
		// The battle so far is read one action per line, in the notation of
		// units (e.g. "Bknight a6-d8 xRarcher"), as FormatAction writes it and
		// the answer is printed.
		NextMove: func(ctx context.Context, in io.Reader, name string, seed uint64, moveTime time.Duration) (string, error) {
			p, err := hexai.Roster.New(name, seed)
			if err != nil {
				return "", fmt.Errorf("%w: %v", errInput, err)
			}
			text, err := io.ReadAll(in)
			if err != nil {
				return "", err
			}
			b, err := units.ParseGame(hex.BattleMap(), string(text))
			if err != nil {
				return "", fmt.Errorf("%w: %v", errInput, err)
			}
			if o := b.Outcome(); o.Over() {
				return "", fmt.Errorf("%w: the battle is over after %d actions: %s", errInput, b.Ply(), o)
			}
			a, _, err := p.Choose(ctx, b, ai.Limits{MoveTime: moveTime})
			if err != nil {
				return "", err
			}
			return b.FormatAction(a), nil
		},
	}
}

// hexResult turns a battle's outcome into a row of the table.
func hexResult(o units.Outcome, plies int) gameResult {
	if o.Draw {
		reason := o.Reason
		if b, ok := strings.CutSuffix(reason, " without losses"); ok {
			reason = b + " quiet"
		}
		return gameResult{Winner: -1, Reason: reason, Plies: plies}
	}
	return gameResult{Winner: int(o.Winner), Reason: "no " + o.Winner.Other().String() + " units left", Plies: plies}
}
