package mechai

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"stratagem/ai"
	"stratagem/units/mech"
)

// Roster is Mech Duel's computer players, in the order menus offer them.
var Roster = &ai.Roster[*mech.Duel, mech.Action]{
	Game: "Mech Duel",
	Levels: []ai.Level{ // weakest first
		{Name: "random", Title: "Random", Description: "Moves and fires at random: a target to practise on.",
			Details: "a uniformly random legal action"},
		{Name: "seed", Title: "Seed", Description: "Closes to its best range, turns to face you and fires what its heat allows.",
			Details: "the Spanish seed's player: A* toward the nearest enemy's best range band, twist to the target, " +
				"fire the nearest visible enemy by damage per heat under the seed's heat threshold"},
		{Name: "tactical", Title: "Tactical", Description: "Seeks the spot where it deals most and takes least, hunts your weak sides and focuses fire.",
			Details: "ranks every end position by expected damage dealt minus taken (weak and rear arcs weigh more), " +
				"focuses fire, fires the best weapon set its heat allows"},
	},
	Make: newPlayer,
}

// DefaultMoveTime is the budget per action when the limits give none. Both
// the seed and the tactical player need a few milliseconds; the budget only
// guards slow machines.
const DefaultMoveTime = time.Second

// newPlayer is the Roster's constructor: name is one of its levels. The
// seed and tactical players make no random choices: they are deterministic.
func newPlayer(name string, seed uint64) (ai.Player[*mech.Duel, mech.Action], error) {
	switch name {
	case "random":
		return &ai.Random[*mech.Duel, mech.Action]{Legal: legalActions, Over: ErrOver, Rng: rand.New(rand.NewPCG(seed, 0x6d656368616900))}, nil
	case "seed":
		return &Seed{}, nil
	case "tactical":
		return NewTactical(DefaultSettings), nil
	}
	return nil, fmt.Errorf("mechai: no player %q", name) // the Roster checks names first
}

// ErrOver is returned when asked to act in a finished duel.
var ErrOver = errors.New("mechai: the duel is over")

// legalActions returns the legal actions of d, none once the duel is over
// (the random player's moves).
func legalActions(d *mech.Duel) []mech.Action {
	if d.Outcome().Over() {
		return nil
	}
	return d.Clone().LegalActions(nil) // LegalActions uses d's search scratch: d may be shared
}

// initiative returns the Initiative action when d is at its initiative
// phase: the caller rolls it.
func initiative(d *mech.Duel) (mech.Action, bool) {
	if d.Phase() == mech.InitiativePhase {
		return mech.Action{Kind: mech.Initiative}, true
	}
	return mech.Action{}, false
}
