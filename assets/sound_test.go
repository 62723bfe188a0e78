package assets

import (
	"bytes"
	"testing"

	"stratagem/assets/sound"
)

func TestSoundReexports(t *testing.T) {
	if SampleRate != 44100 {
		t.Errorf("SampleRate = %d", SampleRate)
	}
	if len(Effects()) != 6 {
		t.Errorf("Effects() = %v", Effects())
	}
	for _, name := range Effects() {
		if !bytes.Equal(Effect(name), sound.Effect(name)) {
			t.Errorf("%s differs from sound.Effect", name)
		}
	}
}
