package rules

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
)

// Referee plays the moves of one game for whoever asks — the game frame,
// arena, a test — so that each plays them the same way: it rolls the dice
// of a Chance game (from its own seeded dice, so that a seed replays the
// same game), checks every move, and finds the move the rules wait for
// when no side decides.
type Referee[S, M any] struct {
	Game   Game[S, M]
	dice   Dice
	chance Chance[S, M] // nil for a game without dice
}

// NewReferee returns a referee of g whose dice are seeded with seed.
func NewReferee[S, M any](g Game[S, M], seed uint64) *Referee[S, M] {
	r := &Referee[S, M]{Game: g, dice: NewDice(seed)}
	r.chance, _ = g.(Chance[S, M])
	return r
}

// Settle returns m as it will be played: with its dice rolled.
func (r *Referee[S, M]) Settle(s S, m M) M {
	if r.chance != nil {
		return r.chance.Roll(s, m, r.dice)
	}
	return m
}

// Play settles m, checks it and applies it to s, and returns the move as
// played (its dice rolled). An illegal move changes nothing and is an
// *IllegalError.
func (r *Referee[S, M]) Play(s S, m M) (M, error) {
	if err := checkPlayable(r.Game, s, m); err != nil {
		return m, err
	}
	m = r.Settle(s, m)
	r.Game.Apply(s, m)
	return m, nil
}

// Waiting returns the move the rules wait for while no side decides (the
// Mech Duel's initiative and the rolls an attack waits for), to be given
// to Play; false when a side decides or the game is over.
func (r *Referee[S, M]) Waiting(s S) (M, bool) {
	var none M
	if r.Game.Outcome(s).Over {
		return none, false
	}
	if _, decides := r.Game.ToAct(s); decides {
		return none, false
	}
	var buf [1]M
	moves := r.Game.Legal(s, buf[:0])
	if len(moves) == 0 {
		return none, false
	}
	return moves[0], true
}

// IllegalError is the error of a move the rules do not allow now.
type IllegalError struct {
	Move string // the move in the notation
	Why  string
}

func (e *IllegalError) Error() string { return fmt.Sprintf("%s: %s", e.Move, e.Why) }

// ErrOver is wrapped by the error of a move played after the game ended.
var ErrOver = errors.New("the game is over")

// checkPlayable reports a move that cannot be played because the game is
// over or m is not legal.
func checkPlayable[S, M any](g Game[S, M], s S, m M) error {
	if o := g.Outcome(s); o.Over {
		return fmt.Errorf("%s: %w (%v)", g.Format(s, m), ErrOver, o)
	}
	if !g.IsLegal(s, m) {
		return Why(g, s, m)
	}
	return nil
}

// Play checks m and applies it to s, for a game without dice (a Chance
// game's moves go through a Referee). An illegal move changes nothing.
func Play[S, M any](g Game[S, M], s S, m M) error {
	if err := checkPlayable(g, s, m); err != nil {
		return err
	}
	g.Apply(s, m)
	return nil
}

// AnyMove returns a legal move of s, if there is one: played for a side
// whose computer player failed, when the person asks for it.
func AnyMove[S, M any](g Game[S, M], s S) (M, bool) {
	moves := g.Legal(s, nil)
	if len(moves) == 0 {
		var none M
		return none, false
	}
	return moves[0], true
}

// Record returns the moves of s's game so far in the notation, each as it
// was written in the position before it was played (so a Chance game's
// moves carry their dice).
func Record[S, M any](g Game[S, M], s S) []string {
	history := g.History(s)
	c := g.Clone(s)
	for range history {
		g.Undo(c)
	}
	out := make([]string, len(history))
	for i, m := range history {
		out[i] = g.Format(c, m)
		g.Apply(c, m)
	}
	return out
}

// PlayMoves plays moves written in the notation on s, one text a move
// (as Record writes them). An error names the move; the moves before it
// stay played.
func PlayMoves[S, M any](g Game[S, M], s S, moves []string) error {
	for _, text := range moves {
		if err := playText(g, s, text); err != nil {
			return err
		}
	}
	return nil
}

// PlayText plays a written game on s: lines of moves, each line cut by
// the game's Split (blank lines and text after '#' ignored). An error
// names the line; the moves before it stay played.
func PlayText[S, M any](g Game[S, M], s S, text string) error {
	for n, line := range strings.Split(text, "\n") {
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		for _, word := range g.Split(line) {
			if err := playText(g, s, word); err != nil {
				return fmt.Errorf("line %d: %w", n+1, err)
			}
		}
	}
	return nil
}

// playText reads one move of s and plays it. Its error names the move:
// "move 12 (d1-d2): …".
func playText[S, M any](g Game[S, M], s S, text string) error {
	where := fmt.Sprintf("move %d (%s)", g.Ply(s)+1, text)
	if o := g.Outcome(s); o.Over {
		return fmt.Errorf("%s: %w (%v)", where, ErrOver, o)
	}
	m, err := g.Parse(s, text)
	if err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	if !g.IsLegal(s, m) {
		return fmt.Errorf("%s: %w", where, Why(g, s, m))
	}
	g.Apply(s, m)
	return nil
}

// Checker is a Game that can say why a move may not be played now.
type Checker[S, M any] interface {
	// Check returns why m may not be played in s, or nil when it may.
	Check(s S, m M) error
}

// Why returns why m may not be played in s: the game's own words when it
// is a Checker, else that the rules do not allow it.
func Why[S, M any](g Game[S, M], s S, m M) error {
	if c, ok := g.(Checker[S, M]); ok {
		if err := c.Check(s, m); err != nil {
			return err
		}
	}
	return &IllegalError{Move: g.Format(s, m), Why: "the rules do not allow it here"}
}

// Where says whose move and which one s is at, for messages: "Blue, move 12".
func Where[S, M any](g Game[S, M], s S) string {
	side, decides := g.ToAct(s)
	if !decides {
		return fmt.Sprintf("move %d", g.Ply(s)+1)
	}
	return fmt.Sprintf("%v, move %d", side, g.Ply(s)+1)
}

// NewDice returns fair dice seeded with seed: the same seed, the same rolls.
func NewDice(seed uint64) Dice {
	// The stream's second word was the Mech Duel's own ("mech") before its
	// dice moved here: a seed rolls the same duels as it did then.
	return &randomDice{rand.New(rand.NewPCG(seed, 0x6d656368))}
}

type randomDice struct{ rng *rand.Rand }

func (d *randomDice) Roll2d6() int { return d.rng.IntN(6) + d.rng.IntN(6) + 2 }
