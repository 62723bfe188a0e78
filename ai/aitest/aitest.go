// Package aitest helps the tests of the computer players of every game
// (package ai's sub-packages): a player from a game's roster, the ladder's
// shape, and whole games played through the rules contract, stopping the
// test on an error, so that every test package need not write them again.
package aitest

import (
	"context"
	"errors"
	"runtime"
	"slices"
	"testing"
	"time"

	"stratagem/ai"
	"stratagem/board/rules"
)

// New returns the player of r called name, seeded with seed, or stops the
// test.
func New[S, M any](tb testing.TB, r *ai.Roster[S, M], name string, seed uint64) ai.Player[S, M] {
	tb.Helper()
	p, err := r.New(name, seed)
	if err != nil {
		tb.Fatal(err)
	}
	return p
}

// CheckLadder checks r's ladder: its rungs' names in order, the middle
// rung (Default) and the top one (Strongest). (Every level's words are in
// the message catalogue: cmd/arena's tests check them.)
func CheckLadder[S, M any](tb testing.TB, r *ai.Roster[S, M], rungs []string, middle, top string) {
	tb.Helper()
	var got []string
	for _, l := range r.Levels {
		got = append(got, l.Name)
	}
	if !slices.Equal(got, rungs) {
		tb.Errorf("the ladder is %v, want %v", got, rungs)
	}
	if d := r.Default(); d != middle {
		tb.Errorf("Default() = %q, want the middle rung %q", d, middle)
	}
	if s := r.Strongest(); s != top {
		tb.Errorf("Strongest() = %q, want %q", s, top)
	}
}

// Options bound and check the games Play plays.
type Options[S, M any] struct {
	Limits ai.Limits // every move's
	Seed   uint64    // the dice's seed (games with chance)
	// MaxPlies stops the game after that many plies (0: at its end).
	MaxPlies int
	// Chose, when set, is told each move a player chose and what the
	// player said of it, before it is played.
	Chose func(s S, m M, info ai.Info)
	// After, when set, checks every state reached (the game's invariants).
	After func(s S) error
}

// Play plays s, a state of g that the caller owns, between players
// (players[0] is Blue's) through the rules contract, and returns it when
// the game is over (or after o.MaxPlies). A referee rolls the dice and
// plays the moves no side decides. It stops the test when a player fails,
// changes the state it was given, or chooses a move the rules do not
// allow, or when o.After finds a broken state.
func Play[S, M any](tb testing.TB, g rules.Game[S, M], s S, players [2]ai.Player[S, M], o Options[S, M]) S {
	tb.Helper()
	ref := rules.NewReferee(g, o.Seed)
	for !g.Outcome(s).Over && (o.MaxPlies == 0 || g.Ply(s) < o.MaxPlies) {
		m, waiting := ref.Waiting(s)
		if !waiting {
			side, _ := g.ToAct(s)
			p := players[side]
			hash := g.Hash(s)
			var info ai.Info
			var err error
			if m, info, err = p.Choose(context.Background(), s, o.Limits); err != nil {
				tb.Fatalf("%s (%s): %v", p.Name(), rules.Where(g, s), err)
			}
			if g.Hash(s) != hash {
				tb.Fatalf("%s changed the position it was given (%s)", p.Name(), rules.Where(g, s))
			}
			if !g.IsLegal(s, m) {
				tb.Fatalf("%s (%s) chose %s: %v", p.Name(), rules.Where(g, s), g.Format(s, m), rules.Why(g, s, m))
			}
			if o.Chose != nil {
				o.Chose(s, m, info)
			}
		}
		if _, err := ref.Play(s, m); err != nil {
			tb.Fatalf("%s: %v", rules.Where(g, s), err)
		}
		if o.After != nil {
			if err := o.After(s); err != nil {
				tb.Fatalf("%s: %v", rules.Where(g, s), err)
			}
		}
	}
	return s
}

// CheckMoveNow checks that p, asked to move now (its context cancelled
// with ai.ErrMoveNow), answers s with a legal move and no error: at once,
// before it has searched anything, and again once its search has got under
// way (its Progress shows work or depth, or it has answered by itself).
// It also checks that p says so (Progress.AnswersEarly), and that a plain
// cancellation is still an error. s is not changed.
func CheckMoveNow[S, M any](tb testing.TB, g rules.Game[S, M], s S, p ai.Player[S, M], lim ai.Limits) {
	tb.Helper()
	check := func(when string, m M, err error, prog *ai.Progress) {
		tb.Helper()
		if err != nil {
			tb.Fatalf("%s, asked to move now %s: %v", p.Name(), when, err)
		}
		if !g.IsLegal(s, m) {
			tb.Fatalf("%s, asked to move now %s, chose %s: %v", p.Name(), when, g.Format(s, m), rules.Why(g, s, m))
		}
		if !prog.Read(time.Now()).Early {
			tb.Errorf("%s answers early but does not say so in its Progress", p.Name())
		}
	}
	// Before any search.
	prog := new(ai.Progress)
	ctx, cancel := context.WithCancelCause(ai.WithProgress(context.Background(), prog))
	cancel(ai.ErrMoveNow)
	m, _, err := p.Choose(ctx, g.Clone(s), lim)
	check("before it began", m, err, prog)

	// Under way.
	prog = new(ai.Progress)
	ctx, cancel = context.WithCancelCause(ai.WithProgress(context.Background(), prog))
	type answer struct {
		m   M
		err error
	}
	done := make(chan answer, 1)
	go func() {
		m, _, err := p.Choose(ctx, g.Clone(s), lim)
		done <- answer{m, err}
	}()
	var a answer
	for waiting := true; waiting; {
		select {
		case a = <-done:
			waiting = false
		default:
			if r := prog.Read(time.Now()); r.Depth > 0 || r.Share > 0 {
				cancel(ai.ErrMoveNow)
				a, waiting = <-done, false
			} else {
				runtime.Gosched()
			}
		}
	}
	cancel(nil)
	check("while it searched", a.m, a.err, prog)

	// A plain cancellation is an error, as before.
	ctx, cancel = context.WithCancelCause(context.Background())
	cancel(nil)
	if _, _, err := p.Choose(ctx, g.Clone(s), lim); !errors.Is(err, context.Canceled) {
		tb.Errorf("%s, cancelled: %v, want context.Canceled", p.Name(), err)
	}
}

// OneGoroutine skips a test under the race detector (make race): the test
// plays whole searches or games on its own goroutine, and starts none, so
// the detector has nothing to find in it and only makes it ten times
// slower. The unit pass (make unit) plays it in full. A test that starts a
// goroutine, or calls code that does, must not call it.
func OneGoroutine(tb testing.TB) {
	tb.Helper()
	if raceDetector {
		tb.Skip("one goroutine: nothing for the race detector; make unit runs it")
	}
}
