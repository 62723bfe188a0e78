//go:build !race

package connectai

const raceEnabled = false
