// Package gametest holds the checks that the tests of Hex Battle (package
// units) and Mech Duel (package units/mech) make of both games alike:
// playing actions from the notation, reading any text as an action, Apply
// and Undo restoring a game exactly, clones standing apart, hashes telling
// positions apart, and the fuzz targets' and benchmarks' steps.
package gametest

import "testing"

// Game is what the checks need of units.Battle and mech.Duel: G is the
// game's own type, A its action.
type Game[G any, A comparable] interface {
	LegalActions(buf []A) []A
	IsLegal(A) bool
	Apply(A)
	Undo()
	Play(A) error
	Clone() G
	Hash() uint64
	Ply() int
	Validate() error
	FormatAction(A) string
	ParseAction(string) (A, error)
}

// Snapshot is everything a test observes of a game at one moment, for
// comparing.
type Snapshot[S any] interface{ Equal(S) bool }

// Count returns how many games (or steps) a property test plays: full, or
// short under -short.
func Count(full, short int) int {
	if testing.Short() {
		return short
	}
	return full
}

// Play plays actions written in the notation on g, checking the invariants
// after each, or stops the test.
func Play[G Game[G, A], A comparable](tb testing.TB, g G, actions ...string) {
	tb.Helper()
	for _, s := range actions {
		a, err := g.ParseAction(s)
		if err != nil {
			tb.Fatalf("ParseAction(%q): %v", s, err)
		}
		if err := g.Play(a); err != nil {
			tb.Fatalf("Play(%q): %v", s, err)
		}
		if err := g.Validate(); err != nil {
			tb.Fatalf("after %q: %v", s, err)
		}
	}
}

// ReadAny reads s, any text, as an action of g: it must be an error that
// says something, or a legal action whose notation reads back as the same
// action and that plays keeping the invariants. It reports whether s was an
// action (then g has played it).
func ReadAny[G Game[G, A], A comparable](tb testing.TB, g G, s string) bool {
	tb.Helper()
	a, err := g.ParseAction(s)
	if err != nil {
		if err.Error() == "" {
			tb.Fatal("empty error")
		}
		return false
	}
	if !g.IsLegal(a) {
		tb.Fatalf("ParseAction(%q) = %+v, not legal", s, a)
	}
	out := g.FormatAction(a)
	if back, err := g.ParseAction(out); err != nil || back != a {
		tb.Fatalf("ParseAction(%q) = %+v, written %q, read back as %+v, %v", s, a, out, back, err)
	}
	if err := g.Play(a); err != nil {
		tb.Fatal(err)
	}
	if err := g.Validate(); err != nil {
		tb.Fatal(err)
	}
	return true
}

// ApplyUndo applies each of actions to g and takes it back: the invariants
// must hold after Apply, and g must look as before after Undo. Then a clone
// of g must have its hash and look the same.
func ApplyUndo[G Game[G, A], A comparable, S Snapshot[S]](tb testing.TB, g G, actions []A, snap func(G) S) {
	tb.Helper()
	before := snap(g)
	for _, a := range actions {
		g.Apply(a)
		if err := g.Validate(); err != nil {
			tb.Fatalf("after %+v: %v", a, err)
		}
		g.Undo()
		if after := snap(g); !after.Equal(before) {
			tb.Fatalf("Apply/Undo of %+v changed the game:\n%+v\n%+v", a, before, after)
		}
	}
	c := g.Clone()
	if c.Hash() != g.Hash() || !snap(c).Equal(before) {
		tb.Fatal("Clone differs")
	}
}

// UndoAll takes back every action of g, a game at its end whose snapshot at
// ply i is snaps[i], checking that it goes back through every position.
func UndoAll[G Game[G, A], A comparable, S Snapshot[S]](tb testing.TB, g G, snaps []S, snap func(G) S) {
	tb.Helper()
	for i := len(snaps) - 1; i >= 0; i-- {
		g.Undo()
		if !snap(g).Equal(snaps[i]) {
			tb.Fatalf("undo to ply %d differs", i)
		}
	}
}

// CloneIsIndependent plays 30 actions on a clone of g, a game at its start,
// checking that g does not change, then that two clones keep histories of
// their own. roll fills in an action's dice (for a game without, it returns
// the action).
func CloneIsIndependent[G Game[G, A], A comparable, S Snapshot[S]](tb testing.TB, g G, snap func(G) S, roll func(A) A) {
	tb.Helper()
	c := g.Clone()
	before := snap(g)
	for range 30 {
		c.Apply(roll(c.LegalActions(nil)[0]))
	}
	if !snap(g).Equal(before) {
		tb.Error("playing on a clone changed the original")
	}
	c2 := c.Clone()
	c2.Undo()
	c.Apply(roll(c.LegalActions(nil)[0]))
	if c2.Ply() != 29 || c.Ply() != 31 {
		tb.Error("clones share their history")
	}
}

// NoCollisions applies each of actions to g and takes it back, recording in
// seen the key of every position reached under its hash: two positions with
// one hash must have the same key (key writes out everything the hash
// covers).
func NoCollisions[G Game[G, A], A comparable](tb testing.TB, g G, actions []A, key func(G) string, seen map[uint64]string) {
	tb.Helper()
	for _, a := range actions {
		g.Apply(a)
		k, h := key(g), g.Hash()
		if old, ok := seen[h]; ok && old != k {
			tb.Fatalf("hash %#x for two positions:\n%s\n%s", h, old, k)
		}
		seen[h] = k
		g.Undo()
	}
}

// Steps plays on g the actions that the bytes of data choose, for the fuzz
// targets, until over reports g over: each byte indexes the legal actions
// (roll gives the chosen one its dice), 0xff takes the last action back
// instead. Before playing an action it checks that its notation reads back
// as itself, that Apply keeps the invariants and that Undo gives back what
// snap saw.
func Steps[G Game[G, A], A comparable, S Snapshot[S]](tb testing.TB, g G, data []byte, over func(G) bool, roll func(A) A, snap func(G) S) {
	tb.Helper()
	for _, c := range data {
		if over(g) {
			return
		}
		step(tb, g, c, roll, snap)
	}
}

func step[G Game[G, A], A comparable, S Snapshot[S]](tb testing.TB, g G, c byte, roll func(A) A, snap func(G) S) {
	tb.Helper()
	if c == 0xff {
		if g.Ply() > 0 {
			g.Undo()
		}
		return
	}
	legal := g.LegalActions(nil)
	a := roll(legal[int(c)%len(legal)])
	s := g.FormatAction(a)
	if back, err := g.ParseAction(s); err != nil || back != a {
		tb.Fatalf("ParseAction(%q) = %+v, %v; want %+v", s, back, err, a)
	}
	before := snap(g)
	g.Apply(a)
	if err := g.Validate(); err != nil {
		tb.Fatalf("after %s: %v", s, err)
	}
	g.Undo()
	if !snap(g).Equal(before) || g.Validate() != nil {
		tb.Fatalf("Apply/Undo of %s changed the game", s)
	}
	if err := g.Play(a); err != nil {
		tb.Fatalf("Play(%s): %v", s, err)
	}
}

// BenchApplyUndo measures Apply then Undo of g's actions, in turn.
func BenchApplyUndo[G Game[G, A], A comparable](b *testing.B, g G, actions []A) {
	i := 0
	for b.Loop() {
		g.Apply(actions[i%len(actions)])
		g.Undo()
		i++
	}
}

// BenchHash measures g's Hash.
func BenchHash(b *testing.B, g interface{ Hash() uint64 }) {
	var h uint64
	for b.Loop() {
		h ^= g.Hash()
	}
	_ = h
}
