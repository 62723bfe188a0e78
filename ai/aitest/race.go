//go:build race

package aitest

const raceDetector = true
