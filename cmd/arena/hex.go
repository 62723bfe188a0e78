package main

import (
	"fmt"
	"strings"

	"stratagem/ai/hexai"
	"stratagem/board/hex"
	"stratagem/units"
)

// hexRules is Hex Battle on the river crossing (hex.BattleMapName) with
// the seed's armies.
func hexRules() *rules[*units.Battle, units.Action] {
	return hexRulesOn(hex.BattleMapName, standardArmies)
}

// standardArmies are the seed's armies for both sides.
var standardArmies = [units.NumSides]units.Army{units.StandardArmy(), units.StandardArmy()}

// hexRulesOn is Hex Battle with every game on the field named spec (a
// name of hex.BattleMapNames or "random:N", see hex.LoadBattleMap): Blue,
// the first player, acts first. The battle so far is read one action per
// line, in the notation of units (e.g. "Bknight a6-d8 xRarcher"), as
// FormatAction writes it, on the river crossing unless a first line "map
// NAME" names another field (whatever the field of the match), and the
// answer is printed.
//
// armies are Blue's and Red's (whoever plays them): the armies of every
// game of a match (-armies); a record read by arena move has the seed's.
func hexRulesOn(spec string, armies [units.NumSides]units.Army) *rules[*units.Battle, units.Action] {
	return &rules[*units.Battle, units.Action]{
		name:     "hex",
		roster:   hexai.Roster,
		defaults: [2]string{"seed-minimax", "random"},
		mapName:  spec,
		onMap: func(spec string) (*rules[*units.Battle, units.Action], error) {
			if _, err := hex.LoadBattleMap(spec); err != nil {
				return nil, err
			}
			return hexRulesOn(spec, armies), nil
		},
		onArmies: func(text string) (*rules[*units.Battle, units.Action], error) {
			a, err := parseArmies(text)
			if err != nil {
				return nil, err
			}
			return hexRulesOn(spec, a), nil
		},
		newGame: func([2]uint64) (*units.Battle, func(units.Action) error, error) {
			m, err := hex.LoadBattleMap(spec)
			if err != nil {
				return nil, nil, err
			}
			b, err := units.NewBattleWithArmies(m, armies)
			if err != nil {
				return nil, nil, err
			}
			return b, b.Play, nil
		},
		toAct: func(b *units.Battle) int { return int(b.ToMove()) },
		ply:   (*units.Battle).Ply,
		result: func(b *units.Battle) (gameResult, bool) {
			o := b.Outcome()
			if !o.Over() {
				return gameResult{}, false
			}
			return hexResult(b), true
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
		parse:   parseHexRecord,
		ended: func(b *units.Battle) string {
			if o := b.Outcome(); o.Over() {
				return fmt.Sprintf("the battle is over after %d actions: %s", b.Ply(), o)
			}
			return ""
		},
		format:   (*units.Battle).FormatAction,
		notation: (*units.Battle).Notation,
	}
}

// hexMapsText names the fields -map and a record's map line take.
func hexMapsText() string {
	return strings.Join(hex.BattleMapNames(), ", ") + ", or " + hex.RandomMapPrefix + "SEED"
}

// parseHexRecord reads a battle record for arena move: on the river
// crossing, or on the field its first line "map NAME" names.
func parseHexRecord(text string) (*units.Battle, error) {
	spec, rest, err := cutMapLine(text, hexMapsText())
	if err != nil {
		return nil, err
	}
	if spec == "" {
		spec = hex.BattleMapName
	}
	m, err := hex.LoadBattleMap(spec)
	if err != nil {
		return nil, err
	}
	return units.ParseGame(m, rest)
}

// hexResult turns a finished battle's outcome into a row of the table. A
// draw says who was ahead: the side with more hit points left, its own
// and the enemy's in the note.
func hexResult(b *units.Battle) gameResult {
	o, plies := b.Outcome(), b.Ply()
	if !o.Draw {
		return gameResult{Winner: int(o.Winner), Reason: "no " + o.Winner.Other().String() + " units left", Plies: plies}
	}
	reason := o.Reason
	if r, ok := strings.CutSuffix(reason, " without losses"); ok {
		reason = r + " quiet"
	}
	var hp [units.NumSides]int
	for _, u := range b.Units() {
		hp[u.Side] += u.Health()
	}
	res := gameResult{Winner: -1, Reason: reason, Plies: plies}
	blue, red := hp[units.Blue]/units.Hundredths, hp[units.Red]/units.Hundredths
	switch {
	case hp[units.Blue] > hp[units.Red]:
		res.Ahead = 1 + int(units.Blue)
		res.Note = fmt.Sprintf("Blue ahead, hit points %d to %d", blue, red)
	case hp[units.Red] > hp[units.Blue]:
		res.Ahead = 1 + int(units.Red)
		res.Note = fmt.Sprintf("Red ahead, hit points %d to %d", red, blue)
	default:
		res.Note = fmt.Sprintf("level, hit points %d each", blue)
	}
	return res
}

// parseArmies reads -armies: Blue's army and Red's, split by "/", each
// "standard" or five stacks KIND:FIGHTERS (units.ParseArmy).
func parseArmies(text string) ([units.NumSides]units.Army, error) {
	var out [units.NumSides]units.Army
	parts := strings.Split(text, "/")
	if len(parts) != units.NumSides {
		return out, fmt.Errorf("want Blue's army and Red's split by /, e.g. %q, not %q",
			"standard/archer:20 archer:20 archer:20 pikeman:10 pikeman:10", text)
	}
	for side, p := range parts {
		a, err := units.ParseArmy(p)
		if err != nil {
			return out, fmt.Errorf("%s's army: %w", [units.NumSides]string{"Blue", "Red"}[side], err)
		}
		out[side] = a
	}
	return out, nil
}
