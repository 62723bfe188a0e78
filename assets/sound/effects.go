package sound

import "math"

// EffectName names a sound effect.
type EffectName string

// The game's sound effects.
const (
	Click  EffectName = "click"  // a button or menu choice
	Place  EffectName = "place"  // a piece put on the board: a soft wooden tock
	Move   EffectName = "move"   // a piece sliding to another point
	Remove EffectName = "remove" // a capture or attack: a descending crunch
	Win    EffectName = "win"    // a rising major arpeggio
	Lose   EffectName = "lose"   // a falling minor arpeggio
)

// Effects lists every effect, e.g. for preloading.
func Effects() []EffectName {
	return []EffectName{Click, Place, Move, Remove, Win, Lose}
}

// Effect synthesises the named effect as 16-bit little-endian stereo PCM at
// SampleRate. It is a pure function (the same name always gives the same
// bytes) and takes a few milliseconds (0.2 ms for Click up to about 7 ms for
// Win), so callers that play an effect often should keep the bytes. An
// unknown name gives nil.
func Effect(name EffectName) []byte {
	var t *track
	peak := 0.6
	switch name {
	case Click:
		t, peak = synthClick(), 0.35
	case Place:
		t = synthPlace()
	case Move:
		t, peak = synthMove(), 0.45
	case Remove:
		t = synthRemove()
	case Win:
		t = synthArpeggio([]float64{72, 76, 79, 84, 88}, 0.11, 0.3, 0.45, 0.55)
	case Lose:
		t, peak = synthArpeggio([]float64{69, 65, 62, 57}, 0.2, 0.35, 0.4, 0.3), 0.5
	default:
		return nil
	}
	t.fadeEdges(secondsToFrames(0.002), secondsToFrames(0.01))
	return t.pcm16(peak)
}

// synthClick: a short, high, rounded tick.
func synthClick() *track {
	t := newTrack(secondsToFrames(0.05))
	noise := newNoise(1)
	var lp onePole
	for n := range t.l {
		s := float64(n) / SampleRate
		e := math.Exp(-s / 0.007)
		v := math.Sin(2*math.Pi*2000*s) + 0.3*math.Sin(2*math.Pi*3100*s)
		v += 0.4 * lp.lowpass(noise.next(), 5000) * math.Exp(-s/0.002)
		t.add(n, v*e, v*e)
	}
	return t
}

// synthPlace: a wooden tock. A low body whose pitch drops a little in the
// first milliseconds, a short inharmonic partial (as a wood block has) and a
// brief breath of filtered noise for the contact.
func synthPlace() *track {
	t := newTrack(secondsToFrames(0.18))
	noise := newNoise(2)
	var lp onePole
	var ph1, ph2 float64
	for n := range t.l {
		s := float64(n) / SampleRate
		f := 430 * (1 + 0.3*math.Exp(-s/0.008))
		ph1 += 2 * math.Pi * f / SampleRate
		ph2 += 2 * math.Pi * f * 2.76 / SampleRate
		v := math.Sin(ph1) * math.Exp(-s/0.035)
		v += 0.45 * math.Sin(ph2) * math.Exp(-s/0.011)
		v += 0.5 * lp.lowpass(noise.next(), 2200) * math.Exp(-s/0.004)
		t.add(n, v, v)
	}
	return t
}

// synthMove: a soft slide, band-passed noise whose centre rises, with a
// faint gliding tone underneath, drifting a little from left to right.
func synthMove() *track {
	const dur = 0.26
	t := newTrack(secondsToFrames(dur))
	noise := newNoise(3)
	var bp svf
	var ph float64
	for n := range t.l {
		s := float64(n) / SampleRate
		x := s / dur
		e := math.Pow(math.Sin(math.Pi*x), 1.5)
		centre := 700 * math.Pow(2, x)
		v := bp.bandpass(noise.next(), centre, 2.5)
		ph += 2 * math.Pi * (330 + 110*x) / SampleRate
		v += 0.25 * math.Sin(ph)
		gl, gr := panGains(-0.3 + 0.6*x)
		t.add(n, v*e*gl, v*e*gr)
	}
	return t
}

// synthRemove: a descending crunch. Crackling noise bursts through a
// low-pass filter that closes, over a falling tone.
func synthRemove() *track {
	const dur = 0.42
	t := newTrack(secondsToFrames(dur))
	noise := newNoise(4)
	gate := newNoise(5)
	var lp onePole
	var ph float64
	burst, next := 0.0, 0
	for n := range t.l {
		s := float64(n) / SampleRate
		x := s / dur
		if n >= next { // start a new grain every 15-35 ms
			burst = 0.6 + 0.4*math.Abs(gate.next())
			next = n + secondsToFrames(0.025+0.01*gate.next())
		}
		burst *= math.Exp(-1 / (0.006 * SampleRate))
		cutoff := 4000 * math.Pow(600.0/4000, x)
		v := 1.4 * lp.lowpass(noise.next()*burst, cutoff)
		ph += 2 * math.Pi * 620 * math.Pow(140.0/620, x) / SampleRate
		v += 0.5 * math.Sin(ph) * math.Exp(-s/0.15)
		e := math.Exp(-s / 0.16)
		t.add(n, v*e, v*e)
	}
	return t
}

// synthArpeggio plays the MIDI notes one after another, step seconds apart,
// as bell-like plucks spread across the stereo field; the last note rings
// for lastDecay seconds.
func synthArpeggio(notes []float64, step, decay, lastDecay, brightness float64) *track {
	length := 0.0
	for i := range notes {
		d := decay
		if i == len(notes)-1 {
			d = lastDecay
		}
		length = math.Max(length, step*float64(i)+d*pluckTaus)
	}
	t := newTrack(secondsToFrames(length) + 1)
	for i, m := range notes {
		d := decay
		if i == len(notes)-1 {
			d = lastDecay
		}
		pan := -0.4 + 0.8*float64(i)/float64(len(notes)-1)
		pluck(t, secondsToFrames(step*float64(i)), midiFreq(m), 1, pan, d, brightness)
	}
	return t
}
