// Package hextest helps the tests of code built on package hex: hexes by
// name, maps new, from text or from the embedded files, and custom games
// set up on a map, each stopping the test on an error, so that every test
// package need not write them again.
package hextest

import (
	"testing"

	"stratagem/board/hex"
)

// At returns the hex named name, such as "c3", or stops the test.
func At(tb testing.TB, name string) hex.Hex {
	tb.Helper()
	o, err := hex.ParseOffset(name)
	if err != nil {
		tb.Fatal(err)
	}
	return o.Hex()
}

// New returns a new w×h map of grass at level 0 called name (hex.NewMap)
// or stops the test.
func New(tb testing.TB, name string, w, h int) *hex.Map {
	tb.Helper()
	m, err := hex.NewMap(name, w, h)
	if err != nil {
		tb.Fatal(err)
	}
	return m
}

// Parse reads a map in the text format (hex.ParseMap) or stops the test,
// showing the text.
func Parse(tb testing.TB, text string) *hex.Map {
	tb.Helper()
	m, err := hex.ParseMap([]byte(text))
	if err != nil {
		tb.Fatalf("%v\n%s", err, text)
	}
	return m
}

// Load returns a fresh copy of the embedded map name (hex.LoadMap) or stops
// the test.
func Load(tb testing.TB, name string) *hex.Map {
	tb.Helper()
	m, err := hex.LoadMap(name)
	if err != nil {
		tb.Fatal(err)
	}
	return m
}

// Setup returns newFrom(m, pieces), a custom game on m (newFrom is e.g.
// units.NewBattleFrom or mech.NewFrom), or stops the test.
func Setup[G, P any](tb testing.TB, newFrom func(*hex.Map, []P) (G, error), m *hex.Map, pieces ...P) G {
	tb.Helper()
	g, err := newFrom(m, pieces)
	if err != nil {
		tb.Fatal(err)
	}
	return g
}
