//go:build !race

package hexai

const raceEnabled = false
