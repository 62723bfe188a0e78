package audio

import "math"

// volumeRangeDB is the range the volume sliders span: 100 is full level,
// 1 is about 40 dB below it, and 0 is silence.
const volumeRangeDB = 40

// VolumeCurve maps a volume slider position (0-100, clamped) to the linear
// gain Ebitengine's Player.SetVolume takes.
//
// Loudness is heard logarithmically, so a linear slider does almost
// nothing over its top half and everything in its last few steps. This
// curve is linear in decibels over volumeRangeDB (each step changes the
// level by the same ratio), bent near zero so that 0 is exact silence:
// gain = (e^(k·x) - 1) / (e^k - 1) with x = v/100 and e^k the range as an
// amplitude ratio. 0 gives 0, 50 about -21 dB, 100 gives 1.
func VolumeCurve(v int) float64 {
	x := float64(clampVolume(v)) / 100
	k := volumeRangeDB / 20 * math.Ln10
	return math.Expm1(k*x) / math.Expm1(k)
}
