// Package hextest helps the tests of code built on package hex: hexes by
// name and maps from text or from the embedded files, each stopping the
// test on an error, so that every test package need not write them again.
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
