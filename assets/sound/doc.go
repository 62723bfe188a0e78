// Package sound synthesises all of the game's sound: the effects and the
// background music, as 16-bit little-endian stereo PCM at SampleRate.
//
// Licence: every sound is generated at run time by this project's own code
// (synth.go, effects.go, music.go); nothing is sampled or embedded from
// elsewhere, so the sound carries the project's own licence.
//
// The package is pure Go with no Ebitengine import, so it (and the audio
// system that plays it) can be built and tested on a machine with no display
// and no sound card. Package assets re-exports it.
package sound
