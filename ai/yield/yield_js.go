//go:build js

package yield

import (
	"runtime"
	"time"
)

// Slice is how long a search may run between pauses, and Pause how long a
// pause lasts: 0 gives the other goroutines a turn (runtime.Gosched), more
// sleeps, which with every goroutine waiting hands the thread back to the
// browser until the timer fires. The values were measured in headless
// Chromium (README, "In the browser"); Configure changes them.
var (
	slice = 10 * time.Millisecond
	pause = time.Millisecond
	last  time.Time
)

// Configure sets the time slice and the pause (see above); the web build
// reads them from the page's address (?yield=SLICE,PAUSE) to measure.
func Configure(s, p time.Duration) {
	slice, pause = s, p
}

// Point pauses the calling search when it has run for more than a slice
// since the last pause. Only one goroutine runs at a time under js/wasm,
// so the shared clock needs no lock.
func Point() {
	now := time.Now()
	if now.Sub(last) < slice {
		return
	}
	if pause <= 0 {
		runtime.Gosched()
	} else {
		time.Sleep(pause)
	}
	last = time.Now()
}
