// Package soak sizes the long self-play tests. `make soak` sets
// STRATAGEM_SOAK=1 and they play thousands of games per game; under a
// plain `go test` they play the few they always did, fewer with -short.
//
// STRATAGEM_SOAK may also be a fraction, e.g. 0.05: a twentieth of the
// soak's games, for measuring what the whole soak will cost.
package soak

import (
	"os"
	"strconv"
	"testing"
)

// Scale returns the share of the full soak that STRATAGEM_SOAK asks for:
// 0 when it is unset, empty or "0", 1 for "1" or anything not a number.
func Scale() float64 {
	v := os.Getenv("STRATAGEM_SOAK")
	if v == "" {
		return 0
	}
	f, err := strconv.ParseFloat(v, 64)
	if err != nil {
		return 1
	}
	return max(f, 0)
}

// Enabled reports whether the soak was asked for.
func Enabled() bool { return Scale() > 0 }

// Count returns how many games (or positions, or plies) a test plays: soak
// under make soak (scaled by a fractional STRATAGEM_SOAK, but never fewer
// than normal), short with -short, else normal. It must be called from a
// test, after the testing flags are parsed.
func Count(short, normal, soak int) int {
	if s := Scale(); s > 0 {
		return max(normal, int(float64(soak)*s+0.5))
	}
	if testing.Short() {
		return short
	}
	return normal
}
