package assets

import "stratagem/assets/sound"

// The sound itself is synthesised in package assets/sound, which has no
// Ebitengine import (so it can be tested without a display); these names
// re-export it so that the rest of the game can simply say assets.Effect.

// SampleRate is the rate of all the PCM the game plays.
const SampleRate = sound.SampleRate

// EffectName names a sound effect.
type EffectName = sound.EffectName

// The game's sound effects.
const (
	Click  = sound.Click
	Place  = sound.Place
	Move   = sound.Move
	Remove = sound.Remove
	Win    = sound.Win
	Lose   = sound.Lose
)

// Effects lists every effect.
func Effects() []EffectName { return sound.Effects() }

// Effect returns the named effect as 16-bit little-endian stereo PCM at
// SampleRate (see sound.Effect).
func Effect(name EffectName) []byte { return sound.Effect(name) }

// Music returns the looping background track as 16-bit little-endian stereo
// PCM at SampleRate (see sound.Music: call it once, off the frame goroutine).
func Music() []byte { return sound.Music() }
