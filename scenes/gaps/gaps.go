// Package gaps sums up the times between a frame loop's ticks: the game's
// own measure of smoothness (scenes.App, its -frame-stats line and, in a
// browser, window.stratagem), and the browser test's yardstick page, which
// must count them the same way to be compared with it. It is a leaf
// package so that the yardstick can use it without the game.
package gaps

import "time"

// Stats sum up the gaps between ticks.
type Stats struct {
	Ticks  int64         // gaps measured
	Max    time.Duration // the longest gap
	Total  time.Duration // all gaps together (Total/Ticks is the mean)
	Over50 int64         // gaps longer than 50 ms: a visible stutter
}

// Add counts one gap.
func (st *Stats) Add(d time.Duration) {
	st.Ticks++
	st.Total += d
	st.Max = max(st.Max, d)
	if d > 50*time.Millisecond {
		st.Over50++
	}
}

// Mean returns the mean gap (0 before any).
func (st Stats) Mean() time.Duration {
	if st.Ticks == 0 {
		return 0
	}
	return st.Total / time.Duration(st.Ticks)
}

// Page returns the record a web page publishes for st: {ticks, meanMs,
// maxMs, over50}, times in milliseconds.
func (st Stats) Page() map[string]any {
	return map[string]any{"ticks": st.Ticks, "meanMs": Millis(st.Mean()), "maxMs": Millis(st.Max), "over50": st.Over50}
}

// Millis returns d in milliseconds, to the microsecond: how the game's
// frame figures are printed and published.
func Millis(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
