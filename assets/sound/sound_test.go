package sound

import (
	"bytes"
	"encoding/binary"
	"math"
	"testing"
)

// frames decodes 16-bit little-endian stereo PCM into left and right samples.
func frames(t *testing.T, pcm []byte) (l, r []int16) {
	t.Helper()
	if len(pcm)%BytesPerFrame != 0 {
		t.Fatalf("PCM length %d is not a multiple of %d", len(pcm), BytesPerFrame)
	}
	n := len(pcm) / BytesPerFrame
	l, r = make([]int16, n), make([]int16, n)
	for i := 0; i < n; i++ {
		l[i] = int16(binary.LittleEndian.Uint16(pcm[4*i:]))
		r[i] = int16(binary.LittleEndian.Uint16(pcm[4*i+2:]))
	}
	return l, r
}

func absInt(v int16) int {
	if v < 0 {
		return -int(v)
	}
	return int(v)
}

func rms(l, r []int16) float64 {
	sum := 0.0
	for i := range l {
		sum += float64(l[i])*float64(l[i]) + float64(r[i])*float64(r[i])
	}
	return math.Sqrt(sum/float64(2*len(l))) / 32767
}

func TestEffects(t *testing.T) {
	for _, name := range Effects() {
		t.Run(string(name), func(t *testing.T) {
			pcm := Effect(name)
			l, r := frames(t, pcm)
			dur := float64(len(l)) / SampleRate
			if dur < 0.02 || dur > 3 {
				t.Errorf("duration %.3f s, want a short effect (0.02-3 s)", dur)
			}
			if got := rms(l, r); got < 0.01 {
				t.Errorf("RMS %.4f of full scale: effect is (nearly) silent", got)
			}
			// No clicks: the first and last frames are at (almost) zero, and
			// the first few milliseconds rise gently.
			const edge = 100 // of 32767, about -50 dBFS
			for _, ch := range [][]int16{l, r} {
				if absInt(ch[0]) > edge || absInt(ch[len(ch)-1]) > edge {
					t.Errorf("edge samples %d ... %d, want |v| <= %d", ch[0], ch[len(ch)-1], edge)
				}
				for i := 1; i < 20; i++ {
					if d := absInt(ch[i] - ch[i-1]); d > 2000 {
						t.Errorf("jump of %d between frames %d and %d at the start", d, i-1, i)
						break
					}
				}
			}
			for _, ch := range [][]int16{l, r} {
				for i, v := range ch {
					if v == math.MinInt16 {
						t.Fatalf("frame %d: sample %d outside the symmetric int16 range", i, v)
					}
				}
			}
		})
	}
}

func TestEffectsDeterministicAndDistinct(t *testing.T) {
	seen := map[string]EffectName{}
	for _, name := range Effects() {
		a, b := Effect(name), Effect(name)
		if !bytes.Equal(a, b) {
			t.Errorf("%s: two calls gave different PCM", name)
		}
		if other, ok := seen[string(a)]; ok {
			t.Errorf("%s sounds exactly like %s", name, other)
		}
		seen[string(a)] = name
	}
	if Effect("no-such-effect") != nil {
		t.Error("unknown effect: want nil")
	}
}

func TestMusic(t *testing.T) {
	pcm := Music()
	l, r := frames(t, pcm)
	dur := float64(len(l)) / SampleRate
	if dur < 30 || dur > 60 {
		t.Errorf("music lasts %.1f s, want 30-60 s", dur)
	}
	if math.Abs(dur-MusicDuration) > 1.0/SampleRate {
		t.Errorf("music lasts %.4f s, MusicDuration says %.4f", dur, MusicDuration)
	}
	peak := 0
	for i := range l {
		peak = max(peak, absInt(l[i]), absInt(r[i]))
	}
	if p := float64(peak) / 32767; p < 0.1 || p > 0.5 {
		t.Errorf("music peaks at %.2f of full scale, want quiet background (0.1-0.5)", p)
	}
	if got := rms(l, r); got < 0.01 {
		t.Errorf("music RMS %.4f: (nearly) silent", got)
	}
	// No silent gap anywhere: every second has some sound.
	for s := 0; s+SampleRate <= len(l); s += SampleRate {
		if got := rms(l[s:s+SampleRate], r[s:s+SampleRate]); got < 0.003 {
			t.Errorf("second %d is nearly silent (RMS %.4f)", s/SampleRate, got)
		}
	}
	// The loop seam: going from the last frame back to the first is no
	// bigger a step than the steps inside the track.
	for c, ch := range [][]int16{l, r} {
		maxStep := 0
		for i := 1; i < len(ch); i++ {
			maxStep = max(maxStep, absInt(ch[i]-ch[i-1]))
		}
		seam := absInt(ch[0] - ch[len(ch)-1])
		if seam > maxStep {
			t.Errorf("channel %d: seam step %d exceeds the largest step inside the track (%d)", c, seam, maxStep)
		}
		if seam > 1000 {
			t.Errorf("channel %d: seam step %d is an audible click", c, seam)
		}
	}
}

func TestMusicDeterministic(t *testing.T) {
	if testing.Short() {
		t.Skip("generates the music twice")
	}
	if !bytes.Equal(Music(), Music()) {
		t.Error("two calls to Music gave different PCM")
	}
}

func BenchmarkMusic(b *testing.B) {
	for b.Loop() {
		Music()
	}
}

func BenchmarkEffects(b *testing.B) {
	for b.Loop() {
		for _, name := range Effects() {
			Effect(name)
		}
	}
}

// MusicPausing (the browser's) makes the same music, pausing often.
func TestMusicPausingIsMusic(t *testing.T) {
	pauses := 0
	got := MusicPausing(func() { pauses++ })
	if !bytes.Equal(got, Music()) {
		t.Fatal("MusicPausing made other music than Music")
	}
	if want := 4 * musicFrames / pauseEvery; pauses < want {
		t.Errorf("%d pauses, want at least %d (one every %d frames of work)", pauses, want, pauseEvery)
	}
}
