package mechai

import (
	"errors"
	"time"

	"stratagem/ai"
	"stratagem/units/mech"
)

// Roster is Mech Duel's computer players: the ladder weakest first (each
// rung measured against the one below in docs/ladder.md), the seed's
// player and Tactical under their own names in the lab, and "random" for
// tools and tests. Every player decides in milliseconds with a fixed amount
// of work, so its strength does not depend on the machine's speed.
var Roster = &ai.Roster[*mech.Duel, mech.Action]{
	Game: "Mech Duel",
	Levels: []rosterEntry{ // weakest first
		{Level: ai.Level{Name: "beginner", Facts: []any{"Percent", percent(BeginnerChance)}},
			Make: ai.Handicapped(mech.Rules{}, BeginnerChance, seedPlayer)},
		{Level: ai.Level{Name: "easy"},
			Make: seedPlayer},
		{Level: ai.Level{Name: "normal"},
			Make: tacticalPlayers(NormalSettings)},
		{Level: ai.Level{Name: "hard"},
			Make: tacticalPlayers(HardSettings)},
	},
	Lab: []rosterEntry{
		{Level: ai.Level{Name: "seed"},
			Make: seedPlayer},
		{Level: ai.Level{Name: "tactical"},
			Make: tacticalPlayers(DefaultSettings)},
	},
	Extra: []rosterEntry{
		ai.RandomEntry(mech.Rules{}, 0x6d656368616900, mech.Action{}, ErrOver),
	},
}

// rosterEntry and player are the Roster's own words for its entries and
// players. The seed and tactical players make no random choices: they are
// deterministic.
type (
	rosterEntry = ai.Entry[*mech.Duel, mech.Action]
	player      = ai.Player[*mech.Duel, mech.Action]
)

// seedPlayer makes the seed's player for a Roster entry.
func seedPlayer(name string, _ uint64) (player, error) { return &Seed{name: name}, nil }

// tacticalPlayers makes tactical players with settings for a Roster entry.
func tacticalPlayers(settings Settings) func(string, uint64) (player, error) {
	return func(name string, _ uint64) (player, error) { return &Tactical{Settings: settings, name: name}, nil }
}

// BeginnerChance is the share of Beginner's actions that are random.
const BeginnerChance = 0.3

// NormalSettings are Normal's: the tuned settings, but nearly blind to
// the threat of an enemy that cannot see the end position yet (a hundredth
// of it, where Hard counts half) and blind to shots on the rear arc.
// Blind to the unseen altogether (Blind 0), Normal scored 62% against Easy:
// most likely it could not tell a hex an enemy will come round a building
// to shoot from a safe one when the visible threats were the same, and the
// seed's closing in punished that. A hundredth breaks those ties, and
// changes little else: 70% against Easy on the ladder's two seeds
// (docs/ladder.md). Tactical with all its weights scored only 63% and 70%
// against it; Hard, which looks ahead, 81% on both.
var NormalSettings = func() Settings {
	s := DefaultSettings
	s.Blind, s.RearRisk = 0.01, 0
	return s
}()

// HardSettings are Hard's: the tuned settings, and the eight best moves
// played out to the end of the movement phase (Settings.Lookahead): how
// the enemies still to move will answer, instead of a guess at their
// threat. Against Normal, which values each move alone, it scored 84% in
// 200 duels (73% with four moves played out), where the Tactical without
// it scores 63–70%; arena's duels of the ladder, 81% on both its seeds
// (docs/ladder.md).
var HardSettings = func() Settings {
	s := DefaultSettings
	s.Lookahead = 8
	return s
}()

// percent writes a share as a whole percentage.
func percent(f float64) int { return int(f*100 + 0.5) }

// DefaultMoveTime is the budget per action when the limits give none. Both
// the seed and the tactical player need a few milliseconds; the budget only
// guards slow machines.
const DefaultMoveTime = time.Second

// ErrOver is returned when asked to act in a finished duel.
var ErrOver = errors.New("mechai: the duel is over")

// initiative returns the action of the dice when no side decides: the
// Resolve action the rules wait for (mech.Duel.Awaiting), or the
// Initiative action at the initiative phase. The caller rolls it.
func initiative(d *mech.Duel) (mech.Action, bool) {
	if a, ok := d.Awaiting(); ok {
		return a, true
	}
	if d.Phase() == mech.InitiativePhase {
		return mech.Action{Kind: mech.Initiative}, true
	}
	return mech.Action{}, false
}
