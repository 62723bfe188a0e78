//go:build race

package connectai

// raceEnabled: the race detector slows the solver tenfold and more.
const raceEnabled = true
