// Package rulestest checks that a game keeps the rules contract (package
// rules): every game's tests, and its soak, call Check on its Game.
package rulestest

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"stratagem/board/rules"
)

// Options bound the games Check plays.
type Options struct {
	Games int    // how many games
	Seed  uint64 // the moves' and the dice's seed
	// MaxPlies ends a game that runs longer as a failure: every game must
	// end by its own rules well before.
	MaxPlies int
	// Every checks the notation, Undo, the clone and each legal move at
	// every Every-th ply (1: every ply), and replays the record of every
	// Every-th game; the other plies check who acts and the outcome against
	// the legal moves, and play. 0 is 1.
	Every int
}

// Hooks are a game's own checks, called by Check.
type Hooks[S any] struct {
	// After checks every state reached (the game's invariants).
	After func(tb testing.TB, s S)
	// Ended checks every finished game.
	Ended func(tb testing.TB, s S)
}

// Check plays opts.Games games of g with uniformly random moves and checks
// the contract at every ply: who acts and the outcome agree with the legal
// moves; every legal move is legal by IsLegal; Apply then Undo restores
// the position (hash, ply, record); Format and Parse agree; a clone is
// independent of its original; the record replays to the same position;
// and every game ends; and the game's own checks (hooks). It returns the
// outcomes' reason codes counted.
func Check[S, M any](tb testing.TB, g rules.Game[S, M], opts Options, hooks Hooks[S]) map[string]int {
	tb.Helper()
	checkTags(tb, g)
	rng := rand.New(rand.NewPCG(opts.Seed, 0x72756c6573))
	every := max(opts.Every, 1)
	reasons := map[string]int{}
	for game := range opts.Games {
		s, err := g.New()
		if err != nil {
			tb.Fatalf("New: %v", err)
		}
		ref := rules.NewReferee(g, opts.Seed+uint64(game))
		var buf []M
		for ply := 0; ; ply++ {
			if ply > opts.MaxPlies {
				tb.Fatalf("game %d did not end in %d plies", game, opts.MaxPlies)
			}
			if hooks.After != nil {
				hooks.After(tb, s)
			}
			buf = checkState(tb, g, s, buf, ply%every == 0)
			if tb.Failed() {
				tb.Fatalf("game %d, ply %d: the contract is broken", game, ply)
			}
			o := g.Outcome(s)
			if o.Over {
				reasons[o.Reason]++
				break
			}
			m := pick(g, ref, s, buf, rng)
			if ply%every == 0 {
				checkMove(tb, g, ref, s, m)
			}
			if ply%every == 0 {
				if _, err := ref.Play(s, m); err != nil {
					tb.Fatalf("game %d, ply %d: a legal move was refused: %v", game, ply, err)
				}
			} else {
				g.Apply(s, ref.Settle(s, m)) // m is one of Legal's: the checks are for the Every-th plies
			}
		}
		if game%every == 0 {
			checkReplay(tb, g, s)
		}
		if hooks.Ended != nil {
			hooks.Ended(tb, s)
		}
	}
	return reasons
}

// pick returns the move a random player makes in s: the move the rules
// wait for when no side decides, else any legal one.
func pick[S, M any](g rules.Game[S, M], ref *rules.Referee[S, M], s S, legal []M, rng *rand.Rand) M {
	if m, ok := ref.Waiting(s); ok {
		return m
	}
	return legal[rng.IntN(len(legal))]
}

// checkState checks who acts, the outcome and the legal moves of s (when
// all, about eight of them by IsLegal too), and returns the legal moves
// (in buf).
func checkState[S, M any](tb testing.TB, g rules.Game[S, M], s S, buf []M, all bool) []M {
	tb.Helper()
	o := g.Outcome(s)
	side, decides := g.ToAct(s)
	buf = g.Legal(s, buf[:0])
	switch {
	case o.Over && len(buf) > 0:
		tb.Errorf("the game is over (%v) but has %d legal moves", o, len(buf))
	case o.Over && decides:
		tb.Errorf("the game is over (%v) but %v decides", o, side)
	case !o.Over && len(buf) == 0:
		tb.Errorf("the game goes on but has no legal move")
	case !o.Over && o.Reason != "":
		tb.Errorf("a game going on has the reason %q", o.Reason)
	case o.Over && o.Reason == "":
		tb.Errorf("a finished game has no reason code")
	case decides && side != rules.Blue && side != rules.Red:
		tb.Errorf("side %d decides", side)
	case !o.Over && !decides && len(buf) != 1:
		tb.Errorf("no side decides, but there are %d moves, not the one the rules wait for", len(buf))
	}
	if all {
		// Every move of a few (a Hex Battle's IsLegal lists the moves
		// again: all of them at every ply would cost the square).
		for i, m := range buf {
			if i%max(1, len(buf)/8) == 0 && !g.IsLegal(s, m) {
				tb.Errorf("Legal lists %s, which IsLegal refuses", g.Format(s, m))
			}
		}
	}
	return buf
}

// checkMove checks, on s and one of its moves m, the notation, Apply and
// Undo, and that a clone is independent.
func checkMove[S, M any](tb testing.TB, g rules.Game[S, M], ref *rules.Referee[S, M], s S, m M) {
	tb.Helper()
	hash, ply := g.Hash(s), g.Ply(s)
	c := g.Clone(s)
	played := ref.Settle(c, m)
	text := g.Format(c, played)
	back, err := g.Parse(c, text)
	if err != nil {
		tb.Errorf("Parse(%q), the move as Format wrote it: %v", text, err)
		return
	}
	if again := g.Format(c, back); again != text {
		tb.Errorf("Format wrote %q, Parse read it back as %q", text, again)
	}
	g.Apply(c, played)
	if g.Hash(s) != hash || g.Ply(s) != ply {
		tb.Errorf("playing %q on a clone changed the original", text)
	}
	if g.Ply(c) != ply+1 {
		tb.Errorf("after %q the ply is %d, want %d", text, g.Ply(c), ply+1)
	}
	if h := g.History(c); len(h) != ply+1 || g.Format(s, h[ply]) != text {
		tb.Errorf("after %q the history has %d moves, the last not it", text, len(h))
	}
	g.Undo(c)
	if g.Hash(c) != hash || g.Ply(c) != ply {
		tb.Errorf("Apply then Undo of %q does not restore the position (hash %x, ply %d; want %x, %d)", text, g.Hash(c), g.Ply(c), hash, ply)
	}
}

// checkReplay checks that the record of a finished game replays from the
// start to the same position.
func checkReplay[S, M any](tb testing.TB, g rules.Game[S, M], s S) {
	tb.Helper()
	record := rules.Record(g, s)
	r, err := g.New()
	if err != nil {
		tb.Fatal(err)
	}
	if err := rules.PlayMoves(g, r, record); err != nil {
		tb.Fatalf("the record of a game does not replay: %v", err)
	}
	if g.Hash(r) != g.Hash(s) || g.Ply(r) != g.Ply(s) {
		tb.Errorf("the record replays to another position")
	}
	if fmt.Sprint(g.Outcome(r)) != fmt.Sprint(g.Outcome(s)) {
		tb.Errorf("the record replays to %v, the game ended %v", g.Outcome(r), g.Outcome(s))
	}
}

// checkTags checks that each of g's tags, set again, gives the same tags,
// and that a key the game does not take is refused.
func checkTags[S, M any](tb testing.TB, g rules.Game[S, M]) {
	tb.Helper()
	want := fmt.Sprint(g.Tags())
	for _, t := range g.Tags() {
		again, err := g.WithTag(t.Key, t.Value)
		if err != nil {
			tb.Errorf("WithTag(%q, %q), a tag of the game: %v", t.Key, t.Value, err)
			continue
		}
		if got := fmt.Sprint(again.Tags()); got != want {
			tb.Errorf("WithTag(%q, %q) gives the tags %s, want %s", t.Key, t.Value, got, want)
		}
	}
	if _, err := g.WithTag("no-such-choice", "x"); err == nil {
		tb.Errorf("WithTag of an unknown key is no error")
	}
}
