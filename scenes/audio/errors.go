package audio

import (
	"errors"
	"strings"
)

// ErrNoDevice is reported (wrapped, through System.Err) when the probe
// finds no audio device that Ebitengine could open.
var ErrNoDevice = errors.New("audio: no audio device")

var errProbeTimeout = errors.New("audio: the audio device did not answer in time")

// audioErrorPrefixes are how Ebitengine's audio stack starts its error
// messages: its audio package ("audio: ..."), the Oto driver ("oto: ...",
// e.g. "oto: ALSA error at snd_pcm_open: ..."), Oto's mixer ("mux: ...")
// and its Android backend ("oboe: ..."). Those errors are plain strings
// (errors.New / fmt.Errorf without a sentinel), so the prefix is all there
// is to go on.
var audioErrorPrefixes = []string{"audio:", "oto:", "mux:", "oboe:"}

// IsAudioError reports whether err, as returned by ebiten.RunGame, comes
// from the audio device rather than from the game. Ebitengine v2.8 ends
// RunGame with such an error when the device fails; RunGame cannot be
// called again in the same process after that, so the command should
// start itself again with sound off (e.g. re-run with -mute) rather than
// report a crash.
func IsAudioError(err error) bool {
	if err == nil {
		return false
	}
	if errors.Is(err, ErrNoDevice) || errors.Is(err, errProbeTimeout) {
		return true
	}
	msg := err.Error()
	for _, p := range audioErrorPrefixes {
		if strings.HasPrefix(msg, p) {
			return true
		}
	}
	switch e := err.(type) {
	case interface{ Unwrap() error }:
		return IsAudioError(e.Unwrap())
	case interface{ Unwrap() []error }:
		for _, inner := range e.Unwrap() {
			if IsAudioError(inner) {
				return true
			}
		}
	}
	return false
}
