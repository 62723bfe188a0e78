package audio

import (
	"math"
	"os"
	"os/exec"
	"testing"
	"time"

	eaudio "github.com/hajimehoshi/ebiten/v2/audio"

	"stratagem/assets/sound"
)

// Ebitengine allows one audio context per process, and the tests above
// check that none is created, so the tests with a live context run in a
// child process (this test binary, run again for just that test).
const childEnv = "STRATAGEM_AUDIO_TEST_CHILD"

func TestWithContext(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a child process")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestWithContextChild$", "-test.v")
	cmd.Env = append(os.Environ(), childEnv+"=1")
	out, err := cmd.CombinedOutput()
	t.Logf("child output:\n%s", out)
	if err != nil {
		t.Fatalf("child failed: %v", err)
	}
}

// TestWithContextChild drives a System that has an audio context, as if the
// probe had found a device. Without RunGame, Ebitengine never reports the
// device's state, so on a machine without sound this checks the System's
// own bookkeeping: players made, volumes applied live, limits kept.
func TestWithContextChild(t *testing.T) {
	if os.Getenv(childEnv) == "" {
		t.Skip("run by TestWithContext")
	}
	noProbe := func() error { return nil }
	// A short stand-in for the music: the real one takes seconds under -race.
	fakeMusic := func() []byte { return sound.Effect(sound.Win) }
	s := newSystem(true, noProbe, fakeMusic)
	if !s.Available() || s.Status() != StatusOn || eaudio.CurrentContext() == nil {
		t.Fatalf("available %v, status %q, context %v", s.Available(), s.Status(), eaudio.CurrentContext())
	}
	// A second System shares the one context instead of panicking.
	other := newSystem(true, noProbe, fakeMusic)
	if !other.Available() {
		t.Error("second System is not available")
	}
	other.Close()

	// Tiny volumes (about -60 dB): on a machine with speakers the test
	// stays inaudible.
	s.SetMusicVolume(3)
	s.SetEffectsVolume(2)
	s.StartMusic() // before the music is ready: starts when it arrives
	deadline := time.Now().Add(20 * time.Second)
	for {
		s.Update()
		s.mu.Lock()
		ready := s.music != nil
		s.mu.Unlock()
		if ready {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("music never started")
		}
		time.Sleep(10 * time.Millisecond)
	}
	s.mu.Lock()
	if len(s.effects) != len(sound.Effects()) {
		t.Errorf("%d effects loaded, want %d", len(s.effects), len(sound.Effects()))
	}
	music := s.music
	s.mu.Unlock()
	if !music.IsPlaying() {
		t.Error("music not playing after StartMusic")
	}
	if got, want := music.Volume(), VolumeCurve(3); math.Abs(got-want) > 1e-9 {
		t.Errorf("music volume %v, want %v", got, want)
	}
	s.SetMusicVolume(1) // live
	if got, want := music.Volume(), VolumeCurve(1); math.Abs(got-want) > 1e-9 {
		t.Errorf("after SetMusicVolume(1): %v, want %v", got, want)
	}
	s.SetMuted(true)
	if music.IsPlaying() || s.MusicPlaying() {
		t.Error("music still playing while muted")
	}
	s.PlayEffect(sound.Click)
	if n := len(s.playing); n != 0 {
		t.Errorf("%d effects started while muted", n)
	}
	s.SetMuted(false)
	if !s.MusicPlaying() {
		t.Error("music did not resume after unmuting")
	}

	for i := 0; i < 3*maxEffectPlayers; i++ {
		s.PlayEffect(sound.Effects()[i%len(sound.Effects())])
	}
	if n := len(s.playing); n == 0 || n > maxEffectPlayers {
		t.Errorf("%d effect players, want 1..%d", n, maxEffectPlayers)
	}
	s.SetEffectsVolume(1)
	for _, p := range s.playing {
		if got, want := p.Volume(), VolumeCurve(1); math.Abs(got-want) > 1e-9 {
			t.Errorf("effect volume %v, want %v", got, want)
		}
	}
	s.StopMusic()
	if s.MusicPlaying() {
		t.Error("music playing after StopMusic")
	}
	s.Close()
	if len(s.playing) != 0 || s.music != nil {
		t.Error("Close left players behind")
	}
	exercise(s) // still usable after Close
}
