package main

import (
	"fmt"
	"slices"
	"strings"

	"stratagem/ai/mechai"
	"stratagem/board/hex"
	"stratagem/units/mech"
)

// mechRules is Mech Duel: each side fields the standard pair
// (mech.StandardPair) on one of the mech maps; the first player is Blue.
// The maps alternate between games (game i of a match or tournament plays
// hex.MechMapNames()[i mod n]: the seeds of consecutive games differ by 2),
// and the dice are seeded from the game's seeds: the players return their
// actions unrolled and the arena rolls them, and the initiative, which no
// player chooses.
//
// The duel so far is read one action per line in the notation of package
// units/mech ("Branger walk c3-e5 SE", "initiative 8-5"), as FormatAction
// writes it, on the first mech map with the standard pair on both sides; a
// first line "map NAME" picks another map. The answer is the AI's action,
// unrolled ("Branger fire Rbulldog 1 3", "initiative": the dice are the
// caller's).
func mechRules() *rules[*mech.Duel, mech.Action] {
	return &rules[*mech.Duel, mech.Action]{
		name:     "mech",
		roster:   mechai.Roster,
		defaults: [2]string{"tactical", "seed"},
		newGame: func(seeds [2]uint64) (*mech.Duel, func(mech.Action) error, error) {
			d, dice, err := newMechDuel(seeds)
			if err != nil {
				return nil, nil, err
			}
			return d, func(a mech.Action) error { return d.Play(mech.Roll(a, dice)) }, nil
		},
		forced: func(d *mech.Duel) (mech.Action, bool) {
			return mech.Action{Kind: mech.Initiative}, d.Phase() == mech.InitiativePhase
		},
		toAct: func(d *mech.Duel) int {
			s, _ := d.ToAct()
			return int(s) // Blue = the first player
		},
		ply: (*mech.Duel).Ply,
		result: func(d *mech.Duel) (gameResult, bool) {
			o := d.Outcome()
			if !o.Over() {
				return gameResult{}, false
			}
			return mechResult(o, d.Ply()), true
		},
		counts: mechCounts,
		// The rules end every duel after 30 turns (with two mechs a side a
		// turn takes about twenty actions).
		maxPlies:    5000,
		limitReason: "action limit",
		where: func(d *mech.Duel) string {
			s, _ := d.ToAct()
			return fmt.Sprintf("(%s) at action %d, turn %d", s, d.Ply()+1, d.Turn())
		},
		illegal: func(*mech.Duel, mech.Action) string { return "illegal action" },
		legal:   func(d *mech.Duel) []mech.Action { return d.Clone().LegalActions(nil) },
		parse:   parseMechRecord,
		ended: func(d *mech.Duel) string {
			if o := d.Outcome(); o.Over() {
				return fmt.Sprintf("the duel is over after %d actions: %s", d.Ply(), o)
			}
			return ""
		},
		format: (*mech.Duel).FormatAction,
	}
}

// mechMapFor returns the map of the game with the given seeds: the maps
// alternate from one game to the next.
func mechMapFor(seeds [2]uint64) string {
	names := hex.MechMapNames()
	return names[(min(seeds[0], seeds[1])/2)%uint64(len(names))]
}

// newMechDuel sets up the duel of the game with the given seeds and its dice.
func newMechDuel(seeds [2]uint64) (*mech.Duel, mech.Dice, error) {
	m, err := hex.LoadMap(mechMapFor(seeds))
	if err != nil {
		return nil, nil, err
	}
	d, err := mech.New(m, mech.StandardPair, mech.StandardPair)
	if err != nil {
		return nil, nil, err
	}
	return d, mech.NewDice(seeds[0]*0x9e3779b97f4a7c15 ^ seeds[1]), nil
}

// mechCounts are the figures of a duel the match sums up: the physical
// attacks made (hit or miss) and the turns played.
func mechCounts(d *mech.Duel) []count {
	strikes := 0
	for _, a := range d.History() {
		if a.Kind == mech.Strike {
			strikes++
		}
	}
	return []count{{"strikes", strikes}, {"turns", d.Turn()}}
}

// mechResult turns a duel's outcome into a row of the table.
func mechResult(o mech.Outcome, plies int) gameResult {
	res := gameResult{Winner: int(o.Winner), Plies: plies}
	if o.Draw {
		res.Winner = -1
	}
	switch {
	case strings.HasSuffix(o.Reason, "no mechs left"):
		res.Reason = "destroyed"
		if o.Draw {
			res.Reason = "both destroyed"
		}
	case strings.Contains(o.Reason, "turns"):
		res.Reason = fmt.Sprintf("turn %d points", mech.MaxTurns)
	default:
		res.Reason = o.Reason
	}
	return res
}

// parseMechRecord reads a duel record for arena move.
func parseMechRecord(text string) (*mech.Duel, error) {
	name, rest, err := cutMapLine(text, strings.Join(hex.MechMapNames(), ", "))
	if err != nil {
		return nil, err
	}
	if name == "" {
		name = hex.MechMapNames()[0]
	}
	if !slices.Contains(hex.MechMapNames(), name) {
		return nil, fmt.Errorf("no mech map %q (maps: %s)", name, strings.Join(hex.MechMapNames(), ", "))
	}
	m, err := hex.LoadMap(name)
	if err != nil {
		return nil, err
	}
	d, err := mech.New(m, mech.StandardPair, mech.StandardPair)
	if err != nil {
		return nil, err
	}
	if err := d.PlayRecord(rest); err != nil {
		return nil, err
	}
	return d, nil
}
