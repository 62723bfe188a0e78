//go:build race

package hexai

// raceEnabled: the race detector slows the soak tenfold.
const raceEnabled = true
