package main

import (
	"fmt"
	"strings"

	"stratagem/ai/hexai"
	"stratagem/board/hex"
	"stratagem/units"
)

// hexRules is Hex Battle on the battle map: Blue, the first player, acts
// first. The battle so far is read one action per line, in the notation of
// units (e.g. "Bknight a6-d8 xRarcher"), as FormatAction writes it and the
// answer is printed.
func hexRules() *rules[*units.Battle, units.Action] {
	return &rules[*units.Battle, units.Action]{
		name:     "hex",
		roster:   hexai.Roster,
		defaults: [2]string{"seed-minimax", "random"},
		newGame: func([2]uint64) (*units.Battle, func(units.Action) error, error) {
			b := units.NewBattle(hex.BattleMap())
			return b, b.Play, nil
		},
		toAct: func(b *units.Battle) int { return int(b.ToMove()) },
		ply:   (*units.Battle).Ply,
		result: func(b *units.Battle) (gameResult, bool) {
			o := b.Outcome()
			if !o.Over() {
				return gameResult{}, false
			}
			return hexResult(o, b.Ply()), true
		},
		// The rules end every battle by round 100 (10 units, at most two
		// actions each a round).
		maxPlies:    4000,
		limitReason: "action limit",
		where: func(b *units.Battle) string {
			return fmt.Sprintf("(%s) at action %d", b.ToMove(), b.Ply()+1)
		},
		illegal: func(*units.Battle, units.Action) string { return "illegal action" },
		legal:   func(b *units.Battle) []units.Action { return b.Clone().LegalActions(nil) },
		parse:   func(text string) (*units.Battle, error) { return units.ParseGame(hex.BattleMap(), text) },
		ended: func(b *units.Battle) string {
			if o := b.Outcome(); o.Over() {
				return fmt.Sprintf("the battle is over after %d actions: %s", b.Ply(), o)
			}
			return ""
		},
		format: (*units.Battle).FormatAction,
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
