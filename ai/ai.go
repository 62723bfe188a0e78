// Package ai is the contract every computer player of every Stratagem game
// keeps, so that the game screens' AI runner, the set-up screens and
// cmd/arena handle all of them with one piece of code:
//
//   - a Player chooses a move for the side to move of a state (S, a
//     pointer to a game's position) within Limits, and says how (Info);
//   - a Level names a player for menus and arena -list (its words are in
//     the message catalogue, by the game's ID and the level's name);
//   - a Roster is a game's list of players and the constructor behind it:
//     the difficulty ladder (Levels, weakest first, each rung measured to
//     beat the one below), the research players of the "AI lab" (Lab) and
//     the tools' players (Extra).
//
// The game-specific players live in the sub-packages (millai, hexai,
// connectai, mechai); generic searches in search.
package ai

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
)

// Limits bound one decision. Zero values mean "no limit of this kind"
// except MoveTime, where zero means the player's own default budget.
// A player honours the limits that apply to its kind of search (a fixed-
// depth player has no use for MaxDepth) and always returns within MoveTime.
//
// Tests that need an answer that does not depend on how fast the machine
// is bound the search by MaxDepth or MaxNodes and give a generous MoveTime.
type Limits struct {
	MoveTime time.Duration // wall-clock budget; 0: the player's default
	MaxDepth int           // deepest iteration, in plies
	MaxNodes int64         // nodes, playouts or iterations, whichever the search counts
}

// RungMoveTime is the longest a rung of a game's ladder may think about one
// move: the rungs do a fixed amount of work a move, and this time is the
// safety net that ends a search that would make a player wait (a slow or
// busy machine, an unusually rich position), with the best move found so
// far. 2 s leaves room under the 3 s a player should ever wait: on a
// machine with many processes a search overshoots its time (at 2.5 s a
// Mill Master move took 3.6 s with fifteen processes on two cores).
const RungMoveTime = 2 * time.Second

// Info says how a decision was reached. Fields a player has nothing to say
// about stay zero.
type Info struct {
	Depth   int           // plies of the deepest completed search
	Nodes   int64         // positions, playouts or iterations visited
	Score   int           // the chosen move's value for the mover, in the player's own units
	Exact   bool          // Score is a proven game value, not a heuristic estimate
	Elapsed time.Duration // wall-clock time of the decision
	Note    string        // anything else worth saying, in plain words
}

// Player is a computer player of one game: S is the game's state (a
// pointer), M its move.
type Player[S, M any] interface {
	// Name is the name the player was made with (a Level's Name).
	Name() string
	// Choose returns a legal move for the side to move of state. It never
	// modifies state (it works on a copy), returns within lim.MoveTime (or
	// its default budget), and returns promptly when ctx is cancelled, then
	// with ctx.Err(). It is called from one goroutine at a time.
	//
	// A searching player tells how far it has got through the Progress ctx
	// carries (ProgressOf); one that calls Progress.AnswersEarly, when ctx
	// is cancelled with the cause ErrMoveNow (the person asked for the
	// move now), returns its best move so far with no error (Stopped).
	Choose(ctx context.Context, state S, lim Limits) (M, Info, error)
}

// NewGamer is a Player that learns from the moves of a game (a
// transposition table, move-ordering history) and can be told that a new
// game begins, to forget it. A Player kept for one game need not be told.
type NewGamer interface {
	NewGame()
}

// Level is a named computer player offered to people. Its words are in
// the message catalogue (assets/lang/level.en.json), not here: the
// messages level.GAME.NAME.title (what menus show, e.g. "Hard"),
// .description (how it plays, in plain words) and .details (what it is,
// for the curious), GAME being the game's ID (the rules' ID).
type Level struct {
	Name string // what the roster's New accepts, e.g. "hard"
	// Facts are the numbers its texts quote (a depth, a share in percent):
	// pairs of a placeholder's name and its value, a plain int, which the
	// reader of the catalogue writes as the language writes numbers.
	Facts []any
}

// Args returns the level's Facts for filling its messages in, each int
// written by num (lang.Num: as the language in use writes numbers).
func (l Level) Args(num func(int) string) []any {
	out := make([]any, len(l.Facts))
	for i, v := range l.Facts {
		if n, ok := v.(int); ok && i%2 == 1 {
			out[i] = num(n)
		} else {
			out[i] = v
		}
	}
	return out
}

// Entry is one computer player of a Roster: how menus and arena name it
// (its Level), and how to make it — written once, side by side.
type Entry[S, M any] struct {
	Level
	// Make returns the player, called name (the Level's Name), its random
	// choices seeded with seed.
	Make func(name string, seed uint64) (Player[S, M], error)
}

// Roster is one game's computer players: the difficulty ladder menus
// offer, weakest first; the research players offered apart, under an "AI
// lab" choice, with their own names; and the extra ones only tools use
// (random movers and the like).
type Roster[S, M any] struct {
	Game string // the game's name in error messages (English), e.g. "Mill"
	// Levels is the ladder, weakest first, with player-facing titles
	// (Beginner, Easy, Normal, Hard, Master): each rung is measured to score
	// at least 65% against the one below (docs/ladder.md).
	Levels []Entry[S, M]
	// First names the level a set-up offers first when it is not the
	// middle rung (Mill's ladder has a sixth rung above Master).
	First string
	// Lab is the research players (the seeds' AIs and their variants),
	// offered apart from the ladder under their own names.
	Lab   []Entry[S, M]
	Extra []Entry[S, M] // accepted by New, not offered in menus
}

// ErrUnknown is wrapped by New's and Check's error for a name the roster
// does not know.
var ErrUnknown = errors.New("unknown computer player")

// unknownError names the game, the name asked for and the names known, so
// that a person who mistyped sees at once what to type instead.
type unknownError struct {
	game, name string
	known      []string
}

func (e *unknownError) Error() string {
	return fmt.Sprintf("unknown %s AI %q (known: %s)", e.game, e.name, strings.Join(e.known, ", "))
}

func (e *unknownError) Unwrap() error { return ErrUnknown }

// entries returns the ladder's entries, then the lab's, then the extra ones.
func (r *Roster[S, M]) entries() []Entry[S, M] {
	out := make([]Entry[S, M], 0, len(r.Levels)+len(r.Lab)+len(r.Extra))
	return append(append(append(out, r.Levels...), r.Lab...), r.Extra...)
}

// levels returns the Levels of entries.
func levels[S, M any](entries []Entry[S, M]) []Level {
	out := make([]Level, len(entries))
	for i, e := range entries {
		out[i] = e.Level
	}
	return out
}

// All returns the ladder's levels, then the lab's, then the extra ones.
func (r *Roster[S, M]) All() []Level { return levels(r.entries()) }

// Ladder returns the ladder's levels, weakest first, as menus offer them.
func (r *Roster[S, M]) Ladder() []Level { return levels(r.Levels) }

// LabLevels returns the lab's levels, as menus offer them.
func (r *Roster[S, M]) LabLevels() []Level { return levels(r.Lab) }

// Names returns every name New accepts.
func (r *Roster[S, M]) Names() []string {
	var out []string
	for _, l := range r.All() {
		out = append(out, l.Name)
	}
	return out
}

// Find returns the level called name (case and surrounding space ignored).
func (r *Roster[S, M]) Find(name string) (Level, bool) {
	e, ok := r.find(name)
	return e.Level, ok
}

func (r *Roster[S, M]) find(name string) (Entry[S, M], bool) {
	name = strings.ToLower(strings.TrimSpace(name))
	for _, e := range r.entries() {
		if e.Name == name {
			return e, true
		}
	}
	return Entry[S, M]{}, false
}

// Check reports whether New accepts name.
func (r *Roster[S, M]) Check(name string) error {
	if _, ok := r.Find(name); !ok {
		return &unknownError{game: r.Game, name: name, known: r.Names()}
	}
	return nil
}

// New returns the player called name, seeded with seed.
func (r *Roster[S, M]) New(name string, seed uint64) (Player[S, M], error) {
	e, ok := r.find(name)
	if !ok {
		return nil, r.Check(name)
	}
	return e.Make(e.Name, seed)
}

// Strongest returns the name of the ladder's top rung (the last level).
func (r *Roster[S, M]) Strongest() string {
	if len(r.Levels) == 0 {
		return ""
	}
	return r.Levels[len(r.Levels)-1].Name
}

// Default returns the name of the level a set-up offers first: First when
// set, otherwise the ladder's middle rung (the third of five, the third of
// four).
func (r *Roster[S, M]) Default() string {
	if r.First != "" {
		return r.First
	}
	if len(r.Levels) == 0 {
		return ""
	}
	return r.Levels[len(r.Levels)/2].Name
}

// ClockBudget is the time to spend on one move with left on the mover's
// clock and inc added to it after each move (a Fischer clock, as UCI's
// go wtime … winc … gives it). With an increment: the increment and an
// eighth of what the clock holds beyond it, at most four increments, so
// that the time saved on quick moves (a book's, a forced one) goes to the
// next few; without one, a thirtieth of the clock. Never more than the
// clock holds, and never under a hundredth of a second, so that a clock
// run out still gets a move.
func ClockBudget(left, inc time.Duration) time.Duration {
	b := left / 30
	if inc > 0 {
		b = min(inc+max(0, left-inc)/8, 4*inc)
	}
	return max(min(b, left), 10*time.Millisecond)
}

// Budget returns lim.MoveTime, or def when it is not set.
func Budget(lim Limits, def time.Duration) time.Duration {
	if lim.MoveTime > 0 {
		return lim.MoveTime
	}
	return def
}

// Tighter returns the tighter of a player's own bound and a limit, either
// of which may be 0 for "none": e.g. a level that searches 3 plies asked
// for at most MaxDepth plies searches Tighter(3, lim.MaxDepth).
func Tighter[T int | int64](own, lim T) T {
	switch {
	case own <= 0:
		return lim
	case lim <= 0:
		return own
	}
	return min(own, lim)
}

// WithLimits returns p with lim in place of the limits of every call: for
// handing players with limits of their own to code that gives them all the
// same (a game loop, a test helper).
func WithLimits[S, M any](p Player[S, M], lim Limits) Player[S, M] {
	return limited[S, M]{p, lim}
}

type limited[S, M any] struct {
	p   Player[S, M]
	lim Limits
}

func (l limited[S, M]) Name() string { return l.p.Name() }

func (l limited[S, M]) Choose(ctx context.Context, state S, _ Limits) (M, Info, error) {
	return l.p.Choose(ctx, state, l.lim)
}
