package audio

import (
	"errors"
	"fmt"
	"math"
	"testing"

	eaudio "github.com/hajimehoshi/ebiten/v2/audio"

	"stratagem/assets/sound"
)

// exercise calls every method, in an order a game would, and must not panic.
// (Volumes stay at 0 or 1 whenever anything could sound, so that even with a
// live context on a machine with speakers it is inaudible.)
func exercise(s *System) {
	s.Update()
	s.SetMusicVolume(170)
	s.SetEffectsVolume(-5)
	s.SetMuted(true)
	s.StartMusic()
	s.SetMusicVolume(0)
	s.SetMuted(false)
	for _, name := range sound.Effects() {
		s.PlayEffect(name)
	}
	s.SetEffectsVolume(1)
	s.PlayEffect(sound.Click)
	s.PlayEffect("no-such-effect")
	s.Update()
	s.StopMusic()
	_ = s.MusicPlaying()
	_, _, _ = s.Volumes()
	_ = s.Available()
	_ = s.Status()
	_ = s.Err()
	s.Close()
	s.Close()
	s.PlayEffect(sound.Click)
	s.Close()
}

func TestDisabledCreatesNoContext(t *testing.T) {
	s := New(false)
	exercise(s)
	if s.Available() {
		t.Error("disabled system claims to be available")
	}
	if s.Status() != StatusDisabled {
		t.Errorf("status %q, want %q", s.Status(), StatusDisabled)
	}
	if s.Err() != nil {
		t.Errorf("Err = %v, want nil when disabled", s.Err())
	}
	if eaudio.CurrentContext() != nil {
		t.Error("an audio context was created with audio disabled")
	}
}

func TestNilAndZeroSystemsAreSilent(t *testing.T) {
	var nilSys *System
	exercise(nilSys)
	if nilSys.Available() || nilSys.Status() == "" {
		t.Errorf("nil system: available %v, status %q", nilSys.Available(), nilSys.Status())
	}
	exercise(&System{})
}

func TestFailedProbeCreatesNoContext(t *testing.T) {
	probeErr := fmt.Errorf("%w (test)", ErrNoDevice)
	s := newSystem(true, func() error { return probeErr }, sound.Music)
	exercise(s)
	if s.Available() {
		t.Error("available after a failed probe")
	}
	if s.Status() != StatusUnavailable {
		t.Errorf("status %q, want %q", s.Status(), StatusUnavailable)
	}
	if !errors.Is(s.Err(), ErrNoDevice) {
		t.Errorf("Err = %v, want ErrNoDevice", s.Err())
	}
	if eaudio.CurrentContext() != nil {
		t.Error("an audio context was created although the probe failed")
	}
}

// On a machine without a sound card (like CI) New(true) must come back
// silent, without a context, and say why.
func TestNewProbesTheRealDevice(t *testing.T) {
	probeErr := probeDevice()
	t.Logf("probe on this machine: %v", probeErr)
	if probeErr == nil {
		t.Skip("this machine has an audio device; New(true) would open it")
	}
	s := New(true)
	exercise(s)
	if s.Available() || s.Status() != StatusUnavailable || !IsAudioError(s.Err()) {
		t.Errorf("no device: available %v, status %q, err %v", s.Available(), s.Status(), s.Err())
	}
	if eaudio.CurrentContext() != nil {
		t.Error("an audio context was created without a device")
	}
}

func TestVolumeCurve(t *testing.T) {
	if g := VolumeCurve(0); g != 0 {
		t.Errorf("VolumeCurve(0) = %v, want 0", g)
	}
	if g := VolumeCurve(100); math.Abs(g-1) > 1e-12 {
		t.Errorf("VolumeCurve(100) = %v, want 1", g)
	}
	prev := -1.0
	for v := 0; v <= 100; v++ {
		g := VolumeCurve(v)
		if !(g > prev) {
			t.Fatalf("VolumeCurve(%d) = %v, not above VolumeCurve(%d) = %v", v, g, v-1, prev)
		}
		prev = g
	}
	// Perceptual, not linear: half way is far below half the amplitude
	// (about -20 dB), and the top steps are bigger than the bottom ones.
	if g := VolumeCurve(50); g > 0.2 || g < 0.03 {
		t.Errorf("VolumeCurve(50) = %v, want about 0.1 (-20 dB)", g)
	}
	if VolumeCurve(-10) != 0 || VolumeCurve(1000) != VolumeCurve(100) {
		t.Error("out-of-range volumes are not clamped")
	}
}

func TestIsAudioError(t *testing.T) {
	alsa := errors.New(`oto: ALSA error at snd_pcm_open: "default": No such file or directory, "plug:default": No such file or directory`)
	for _, tc := range []struct {
		err  error
		want bool
	}{
		{nil, false},
		{alsa, true},
		{fmt.Errorf("run: %w", alsa), true},
		{errors.Join(errors.New("x"), alsa), true},
		{errors.New("audio: the same source must not be used by multiple Player objects"), true},
		{fmt.Errorf("%w (ALSA: No such file or directory)", ErrNoDevice), true},
		{errors.New("glfw: The GLFW library is not initialized"), false},
		{errors.New("mill: illegal move"), false},
		{errors.New("scene said: audio: no"), false},
	} {
		if got := IsAudioError(tc.err); got != tc.want {
			t.Errorf("IsAudioError(%v) = %v, want %v", tc.err, got, tc.want)
		}
	}
}

// A Deferred system (the browser's) is silent and says why until Begin;
// Begin does nothing to other systems.
func TestDeferredWaitsForBegin(t *testing.T) {
	d := Deferred()
	if d.Available() || d.Status() != StatusWaiting {
		t.Errorf("Deferred: available %v, status %q; want silent, %q", d.Available(), d.Status(), StatusWaiting)
	}
	d.SetMusicVolume(30)
	d.StartMusic()
	d.PlayEffect("click")
	if m, _, _ := d.Volumes(); m != 30 {
		t.Errorf("music volume %d before Begin, want 30", m)
	}
	off := New(false)
	off.Begin()
	if off.Available() || off.Status() != StatusDisabled {
		t.Errorf("Begin on a disabled system: available %v, status %q", off.Available(), off.Status())
	}
}
