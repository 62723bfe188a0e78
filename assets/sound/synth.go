package sound

import (
	"encoding/binary"
	"math"
	"math/rand/v2"
)

// SampleRate is the rate, in samples per second, of all the PCM this package
// generates (and of the game's audio context).
const SampleRate = 44100

// BytesPerFrame is the size of one stereo frame of 16-bit little-endian PCM.
const BytesPerFrame = 4

// The synthesiser below works on float64 stereo buffers in [-1, 1] and only
// turns them into 16-bit PCM at the end. It is deliberately small: sine
// tables with 32-bit phase accumulators, additive "plucks", noise through
// one-pole and state-variable filters, and envelopes that always start and
// end at zero so that nothing clicks.

// track is a stereo float buffer. With wrap set, writes past the end wrap
// around to the start: that is how the music loop is made seamless (every
// note's tail that would hang over the loop point sounds at its start).
type track struct {
	l, r []float64
	wrap bool
	// pause, when set, is called after every pauseEvery frames of work (see
	// MusicPausing); work counts them.
	pause func()
	work  int
}

// pauseEvery is how many frames of work pass between pauses: about a
// millisecond of synthesis natively.
const pauseEvery = 1 << 14

// progress counts frames of work done and calls pause when it is due.
func (t *track) progress(frames int) {
	if t.pause == nil {
		return
	}
	t.work += frames
	if t.work >= pauseEvery {
		t.work = 0
		t.pause()
	}
}

func newTrack(frames int) *track {
	return &track{l: make([]float64, frames), r: make([]float64, frames)}
}

func secondsToFrames(s float64) int { return int(math.Round(s * SampleRate)) }

// panGains is an equal-power pan law: pan -1 is hard left, +1 hard right.
func panGains(pan float64) (gl, gr float64) {
	a := (math.Max(-1, math.Min(1, pan)) + 1) * math.Pi / 4
	return math.Cos(a), math.Sin(a)
}

// add mixes v at frame i with the given gains. Frames outside the buffer
// are dropped, or wrapped round for a looping track.
func (t *track) add(i int, vl, vr float64) {
	n := len(t.l)
	if i < 0 || i >= n {
		if !t.wrap || n == 0 {
			return
		}
		i %= n
		if i < 0 {
			i += n
		}
	}
	t.l[i] += vl
	t.r[i] += vr
}

// peak returns the largest absolute sample value.
func (t *track) peak() float64 {
	p := 0.0
	for i := range t.l {
		p = math.Max(p, math.Max(math.Abs(t.l[i]), math.Abs(t.r[i])))
	}
	return p
}

// fadeEdges forces the first and last frames of a one-shot sound to zero
// with short raised-cosine ramps.
func (t *track) fadeEdges(inFrames, outFrames int) {
	n := len(t.l)
	for i := 0; i < inFrames && i < n; i++ {
		g := 0.5 - 0.5*math.Cos(math.Pi*float64(i)/float64(inFrames))
		t.l[i] *= g
		t.r[i] *= g
	}
	for i := 0; i < outFrames && i < n; i++ {
		g := 0.5 - 0.5*math.Cos(math.Pi*float64(i)/float64(outFrames))
		t.l[n-1-i] *= g
		t.r[n-1-i] *= g
	}
}

// pcm16 scales the track so that its loudest sample is target (of full
// scale), then writes 16-bit little-endian interleaved stereo. Values are
// clamped, so the result can never wrap around.
func (t *track) pcm16(target float64) []byte {
	scale := 0.0
	if p := t.peak(); p > 0 {
		scale = target / p
	}
	out := make([]byte, len(t.l)*BytesPerFrame)
	for i := range t.l {
		binary.LittleEndian.PutUint16(out[4*i:], uint16(toInt16(t.l[i]*scale)))
		binary.LittleEndian.PutUint16(out[4*i+2:], uint16(toInt16(t.r[i]*scale)))
		t.progress(1)
	}
	return out
}

func toInt16(v float64) int16 {
	s := math.Round(v * 32767)
	if s > 32767 {
		s = 32767
	} else if s < -32767 {
		s = -32767
	}
	return int16(s)
}

// Wavetables -----------------------------------------------------------------

const (
	tableBits  = 12
	tableSize  = 1 << tableBits
	fracBits   = 32 - tableBits
	fracScale  = 1.0 / (1 << fracBits)
	phaseScale = (1 << 32) / float64(SampleRate)
)

type wavetable [tableSize + 1]float64 // one guard entry for interpolation

// makeTable builds one period of a sum of harmonics (amps[0] is the
// fundamental), normalised to a peak of 1.
func makeTable(amps ...float64) *wavetable {
	var w wavetable
	peak := 0.0
	for i := 0; i < tableSize; i++ {
		x := 2 * math.Pi * float64(i) / tableSize
		v := 0.0
		for k, a := range amps {
			v += a * math.Sin(float64(k+1)*x)
		}
		w[i] = v
		peak = math.Max(peak, math.Abs(v))
	}
	for i := 0; i < tableSize; i++ {
		w[i] /= peak
	}
	w[tableSize] = w[0]
	return &w
}

var (
	sineTable = makeTable(1)
	// padTable is a soft, organ-like tone: a few quickly falling harmonics.
	padTable = makeTable(1, 0.32, 0.14, 0.06, 0.025)
)

// at reads the table at a 32-bit phase (a full turn is 2^32).
func (w *wavetable) at(phase uint32) float64 {
	i := phase >> fracBits
	f := float64(phase&(1<<fracBits-1)) * fracScale
	a := w[i]
	return a + (w[i+1]-a)*f
}

func phaseInc(freq float64) uint32 { return uint32(freq * phaseScale) }

func midiFreq(note float64) float64 { return 440 * math.Pow(2, (note-69)/12) }

// Instruments ----------------------------------------------------------------

// pluck renders a plucked/bell-like note additively: harmonics whose level
// falls with their number (brightness sets how fast) and whose decay is
// quicker the higher they are. decay is the fundamental's time constant in
// seconds. The note is cut at e^-5 (about -43 dB) and faded there, so it ends at zero.
func pluck(t *track, start int, freq, amp, pan, decay, brightness float64) {
	const harmonics = 5
	var (
		level [harmonics]float64
		mul   [harmonics]float64
		inc   [harmonics]uint32
		phase [harmonics]uint32
	)
	nh := 0
	for k := 0; k < harmonics; k++ {
		f := freq * float64(k+1)
		if f > SampleRate*0.45 {
			break
		}
		level[k] = math.Pow(brightness, float64(k)) / float64(k+1)
		tau := decay / (1 + 0.9*float64(k))
		mul[k] = math.Exp(-1 / (tau * SampleRate))
		inc[k] = phaseInc(f)
		nh++
	}
	length := secondsToFrames(decay * pluckTaus)
	attack := secondsToFrames(0.004)
	release := secondsToFrames(0.03)
	gl, gr := panGains(pan)
	for n := 0; n < length; n++ {
		v := 0.0
		for k := 0; k < nh; k++ {
			v += level[k] * sineTable.at(phase[k])
			phase[k] += inc[k]
			level[k] *= mul[k]
		}
		// Higher harmonics die first; stop computing them once inaudible.
		for nh > 1 && level[nh-1] < 1e-4 {
			nh--
		}
		e := amp
		if n < attack {
			e *= float64(n) / float64(attack)
		} else if r := length - n; r < release {
			e *= float64(r) / float64(release)
		}
		t.add(start+n, v*e*gl, v*e*gr)
	}
}

// pluckTaus is how many decay time constants a pluck lasts.
const pluckTaus = 5

// pad renders a sustained, slightly chorused tone from padTable with a slow
// attack, held for hold frames, then a smooth (smoothstep) release.
func pad(t *track, start, hold int, freq, amp, pan, attackSec, releaseSec float64) {
	attack := secondsToFrames(attackSec)
	release := secondsToFrames(releaseSec)
	const detune = 0.0025 // about 4 cents each way
	i1, i2 := phaseInc(freq*(1-detune)), phaseInc(freq*(1+detune))
	var p1, p2 uint32 = 0, 1 << 30 // start the pair out of phase
	gl, gr := panGains(pan)
	total := hold + release
	for n := 0; n < total; n++ {
		var e float64
		switch {
		case n < attack:
			x := float64(n) / float64(attack)
			e = x * x * (3 - 2*x)
		case n < hold:
			e = 1
		default:
			x := 1 - float64(n-hold)/float64(release)
			e = x * x * (3 - 2*x)
		}
		if n >= hold && attack > hold { // released before the attack finished
			x := math.Min(1, float64(hold)/float64(attack))
			e *= x * x * (3 - 2*x)
		}
		v := 0.5 * (padTable.at(p1) + padTable.at(p2)) * e * amp
		p1 += i1
		p2 += i2
		t.add(start+n, v*gl, v*gr)
	}
}

// noiseSource is white noise from a fixed seed, so every run of the game
// synthesises exactly the same sounds.
type noiseSource struct{ r *rand.Rand }

func newNoise(seed uint64) noiseSource {
	return noiseSource{rand.New(rand.NewPCG(seed, 0x57a7a9e3))}
}

func (n noiseSource) next() float64 { return n.r.Float64()*2 - 1 }

// onePole is a one-pole low-pass filter.
type onePole struct{ y float64 }

func (f *onePole) lowpass(x, cutoff float64) float64 {
	a := 1 - math.Exp(-2*math.Pi*cutoff/SampleRate)
	f.y += a * (x - f.y)
	return f.y
}

// svf is a Chamberlin state-variable filter; bandpass returns its band output.
type svf struct{ low, band float64 }

func (f *svf) bandpass(x, cutoff, q float64) float64 {
	c := 2 * math.Sin(math.Pi*math.Min(cutoff, SampleRate/6)/SampleRate)
	f.low += c * f.band
	high := x - f.low - f.band/q
	f.band += c * high
	return f.band
}
