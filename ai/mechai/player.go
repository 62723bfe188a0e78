package mechai

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"time"

	"stratagem/units/mech"
)

// Player chooses the actions of the side to act in a duel.
type Player interface {
	Name() string
	// ChooseAction returns one of d.LegalActions() (unrolled, no dice) for
	// the side to act. It does not modify d (it works on a clone), returns
	// within its budget, and promptly with ctx.Err() when ctx is cancelled.
	// For the initiative it returns the Initiative action: the caller rolls.
	ChooseAction(ctx context.Context, d *mech.Duel) (mech.Action, error)
}

// Level is a named computer player offered to players.
type Level struct {
	Name        string // what New accepts, e.g. "tactical"
	Title       string // what menus show, e.g. "Tactical"
	Description string // one line for menus and arena -list
}

var levels = []Level{
	{"seed", "Seed", "the seed's player: A* toward the nearest enemy's best range band, twist to the target, " +
		"fire the nearest visible enemy by damage per heat under the seed's heat threshold"},
	{"tactical", "Tactical", "ranks every end position by expected damage dealt minus taken (weak and rear arcs weigh more), " +
		"focuses fire, fires the best weapon set its heat allows"},
	{"random", "Random", "a uniformly random legal action: a beginner's opponent"},
}

// Levels returns the players for menus: seed, tactical, random.
func Levels() []Level { return append([]Level(nil), levels...) }

// Names returns every name New accepts.
func Names() []string {
	out := make([]string, len(levels))
	for i, l := range levels {
		out[i] = l.Name
	}
	return out
}

// DefaultMoveTime is the budget per action when New is given 0. Both the
// seed and the tactical player need a few milliseconds; the budget only
// guards slow machines.
const DefaultMoveTime = time.Second

// New returns the player called name, its random choices seeded with seed
// (the seed and tactical players make none: they are deterministic).
// moveTime 0 means DefaultMoveTime.
func New(name string, seed uint64, moveTime time.Duration) (Player, error) {
	name = strings.ToLower(strings.TrimSpace(name))
	if moveTime <= 0 {
		moveTime = DefaultMoveTime
	}
	switch name {
	case "random":
		return &Random{rng: rand.New(rand.NewPCG(seed, 0x6d656368616900))}, nil
	case "seed":
		return &Seed{moveTime: moveTime}, nil
	case "tactical":
		return NewTactical(DefaultSettings, moveTime), nil
	}
	return nil, fmt.Errorf("unknown Mech Duel AI %q (known: %s)", name, strings.Join(Names(), ", "))
}

// ErrOver is returned when asked to act in a finished duel.
var ErrOver = errors.New("mechai: the duel is over")

// Random plays a uniformly random legal action.
type Random struct {
	mu  sync.Mutex
	rng *rand.Rand
}

// Name returns "random".
func (r *Random) Name() string { return "random" }

// ChooseAction picks any legal action.
func (r *Random) ChooseAction(ctx context.Context, d *mech.Duel) (mech.Action, error) {
	if d.Outcome().Over() {
		return mech.Action{}, ErrOver
	}
	legal := d.Clone().LegalActions(nil) // LegalActions uses d's search scratch: d may be shared
	if len(legal) == 0 {
		return mech.Action{}, ErrOver
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return legal[r.rng.IntN(len(legal))], ctx.Err()
}

// initiative returns the Initiative action when d is at its initiative
// phase: the caller rolls it.
func initiative(d *mech.Duel) (mech.Action, bool) {
	if d.Phase() == mech.InitiativePhase {
		return mech.Action{Kind: mech.Initiative}, true
	}
	return mech.Action{}, false
}
