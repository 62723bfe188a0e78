package sound

import "math/rand/v2"

// Music parameters. At 80 beats per minute a beat is exactly 33075 frames,
// so every note starts on a whole frame and the loop is a whole number of
// bars: 16 bars of 4 beats, 48 seconds.
const (
	musicBeatFrames = SampleRate * 3 / 4
	musicBarFrames  = 4 * musicBeatFrames
	musicBars       = 16
	musicFrames     = musicBars * musicBarFrames
	musicSeed       = 0x57a7a6e3 // fixed: the tune is the same on every run
	musicPeak       = 0.3        // background music stays well below the effects
)

// MusicDuration is the length of one pass of Music, in seconds.
const MusicDuration = float64(musicFrames) / SampleRate

// A chord of the progression: a bass note and a four-note pad voicing (MIDI).
type chord struct {
	bass  float64
	voice [4]float64
}

// Cmaj7 - Am7 - Fmaj7 - G6, two bars each, twice. It returns to C at the
// loop point, so the seam sounds like the start of a phrase, not a cut.
var progression = []chord{
	{48, [4]float64{55, 60, 64, 71}}, // Cmaj7
	{45, [4]float64{57, 60, 64, 67}}, // Am7
	{41, [4]float64{53, 57, 60, 64}}, // Fmaj7
	{43, [4]float64{55, 59, 62, 64}}, // G6
}

// melodyScale is C major pentatonic from G4 to C6: it sits well over every
// chord of the progression.
var melodyScale = []float64{67, 69, 72, 74, 76, 79, 81, 84}

// Music synthesises the background track: a soft chorused pad, a gentle
// plucked bass and a sparse plucked melody (with a ping-pong echo) over a
// four-chord progression, as 16-bit little-endian stereo PCM at SampleRate,
// MusicDuration seconds long and quiet (peaks at 30% of full scale).
//
// The track is made to loop: it is rendered into a circular buffer, so the
// tails of notes (and echoes) that would run past the end sound at the
// start instead, and the last frame flows into the first exactly as any two
// neighbouring frames do. Play it with audio.NewInfiniteLoop over the whole
// length.
//
// Music is pure and deterministic (fixed seed). It takes a little time
// (about 0.18 s on a 2-core machine) and returns about 8 MB, so
// call it once, preferably off the frame goroutine.
func Music() []byte { return MusicPausing(nil) }

// MusicPausing is Music calling pause (unless nil) every millisecond or so
// of work: in a browser, where the synthesis shares one thread with the
// frame loop, the pauses let frames through.
func MusicPausing(pause func()) []byte {
	t := newTrack(musicFrames)
	t.wrap = true
	t.pause = pause
	chordFrames := 2 * musicBarFrames

	// Pad: each chord swells in and is released as the next one arrives.
	for i := 0; i < musicBars/2; i++ {
		c := progression[i%len(progression)]
		start := i * chordFrames
		for v, m := range c.voice {
			pan := []float64{-0.5, 0.2, -0.2, 0.5}[v]
			pad(t, start, chordFrames, midiFreq(m), 0.16, pan, 1.2, 1.6)
			t.progress(chordFrames)
		}
	}

	// Bass: a soft pluck on beats 1 and 3 (the third beat quieter, a fifth
	// up on the second bar of each chord for a little movement).
	for bar := 0; bar < musicBars; bar++ {
		c := progression[(bar/2)%len(progression)]
		start := bar * musicBarFrames
		pluck(t, start, midiFreq(c.bass), 0.5, 0, 0.9, 0.25)
		third := c.bass
		if bar%2 == 1 {
			third += 7
		}
		pluck(t, start+2*musicBeatFrames, midiFreq(third), 0.32, 0, 0.7, 0.25)
		t.progress(musicBarFrames)
	}

	// Melody, rendered separately so that only it gets the echo.
	mel := newTrack(musicFrames)
	mel.wrap = true
	mel.pause = pause
	writeMelody(mel, rand.New(rand.NewPCG(musicSeed, 0x6d656c6f)))
	echo(mel, musicBeatFrames*3/4, 0.35)
	for i := range t.l {
		t.l[i] += 0.55 * mel.l[i]
		t.r[i] += 0.55 * mel.r[i]
		t.progress(1)
	}
	return t.pcm16(musicPeak)
}

// writeMelody places a sparse melody: a random walk on melodyScale with a
// rhythm chosen per 4-bar phrase and repeated (A B A B), so it sounds
// composed rather than random, and gentler in the last phrase so that the
// loop settles before it starts again.
func writeMelody(t *track, rng *rand.Rand) {
	const eighths = 8 // per bar
	const phraseBars = 4
	rhythms := make([][]bool, 2)
	for p := range rhythms {
		r := make([]bool, phraseBars*eighths)
		for e := range r {
			prob := 0.15 // off-beat eighth
			switch {
			case e%eighths == 0:
				prob = 0.85 // first beat of a bar
			case e%2 == 0:
				prob = 0.45 // other beats
			}
			if e == len(r)-2 || e == len(r)-1 {
				prob = 0 // breathe at the end of the phrase
			}
			r[e] = rng.Float64() < prob
		}
		rhythms[p] = r
	}
	idx := 3
	steps := []int{-2, -1, -1, 0, 1, 1, 2}
	for bar := 0; bar < musicBars; bar++ {
		phrase := bar / phraseBars
		r := rhythms[phrase%2]
		for e := 0; e < eighths; e++ {
			if !r[(bar%phraseBars)*eighths+e] {
				continue
			}
			idx += steps[rng.IntN(len(steps))]
			idx = max(0, min(len(melodyScale)-1, idx))
			vel := 0.6
			if e%2 == 0 {
				vel = 0.85
			}
			vel += 0.1 * (rng.Float64() - 0.5)
			if phrase == musicBars/phraseBars-1 {
				vel *= 0.8
			}
			start := bar*musicBarFrames + e*musicBeatFrames/2
			pan := 0.3 * (rng.Float64()*2 - 1)
			pluck(t, start, midiFreq(melodyScale[idx]), vel, pan, 0.45, 0.45)
			t.progress(musicBeatFrames)
		}
	}
}

// echo adds a ping-pong delay to a looping track in place: the left input
// echoes on the right and back, each repeat fb times quieter. Because the
// track loops, the delay line is run twice round so that echoes from the end
// of the loop land correctly at its start.
func echo(t *track, delay int, fb float64) {
	n := len(t.l)
	// The dry input stays in t until the wet signal is added at the end, so
	// it is read in place: no copy of the track (in a browser every buffer
	// is garbage the collector later stops the page for).
	wetL := make([]float64, n)
	wetR := make([]float64, n)
	for pass := 0; pass < 2; pass++ {
		for i := 0; i < n; i++ {
			j := (i - delay + n) % n
			// what was heard on the left delay ago comes back on the right
			wetR[i] = fb * (t.l[j] + wetL[j])
			wetL[i] = fb * (t.r[j] + wetR[j])
			t.progress(1)
		}
	}
	for i := 0; i < n; i++ {
		t.l[i] += wetL[i]
		t.r[i] += wetR[i]
		t.progress(1)
	}
}
