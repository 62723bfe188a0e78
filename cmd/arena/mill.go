package main

import (
	"fmt"
	"strings"

	"stratagem/ai/millai"
	"stratagem/board/mill"
)

// millRules is Mill: Blue, the first player, places first. Moves are in
// the package's notation ("d6", "a1-a4xb2").
func millRules() *rules[*mill.Position, mill.Move] {
	return &rules[*mill.Position, mill.Move]{
		name:     "mill",
		roster:   millai.Roster,
		defaults: [2]string{"hard", "easy"},
		newGame: func([2]uint64) (*mill.Position, func(mill.Move) error, error) {
			pos := mill.NewGame()
			return pos, pos.Play, nil
		},
		toAct: func(pos *mill.Position) int { return int(pos.SideToMove()) }, // Blue = the first player
		ply:   (*mill.Position).Ply,
		result: func(pos *mill.Position) (gameResult, bool) {
			o := pos.Outcome()
			if !o.Over() {
				return gameResult{}, false
			}
			res := gameResult{Winner: -1, Reason: millReason(o.Reason), Plies: pos.Ply()}
			switch o.Winner {
			case mill.Blue:
				res.Winner = 0
			case mill.Red:
				res.Winner = 1
			}
			return res, true
		},
		// The rules end every Mill game well before (the 50-move rule and
		// the limited number of mills).
		maxPlies:    3000,
		limitReason: "ply limit",
		where: func(pos *mill.Position) string {
			return fmt.Sprintf("(%s) at ply %d", pos.SideToMove(), pos.Ply()+1)
		},
		illegal: func(_ *mill.Position, m mill.Move) string { return "illegal " + m.String() },
		legal:   func(pos *mill.Position) []mill.Move { return pos.LegalMoves(nil) },
		parse:   mill.ParseGame,
		ended: func(pos *mill.Position) string {
			if o := pos.Outcome(); o.Over() {
				return fmt.Sprintf("the game is over after %d moves: %s", pos.Ply(), o)
			}
			return ""
		},
		format: func(_ *mill.Position, m mill.Move) string { return m.String() },
		// A removal may come as a token of its own ("d2-d1 xb4", Sanmill's
		// way): it joins the move before it.
		engineRecord: func(moves []string) string {
			var out []string
			for _, m := range moves {
				if strings.HasPrefix(m, "x") && len(out) > 0 {
					out[len(out)-1] += m
					continue
				}
				out = append(out, m)
			}
			return strings.Join(out, " ")
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
