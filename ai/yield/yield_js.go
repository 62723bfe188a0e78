//go:build js

package yield

import (
	"runtime"
	"syscall/js"
	"time"
)

// A pause hands the thread back to the browser, so that it can run the
// frame loop's animation-frame callback and the page's events, in one of
// three ways:
//
//   - Sleep (pause > 0): time.Sleep; with every goroutine waiting, Go
//     returns to the browser until its timer fires. Browsers make chained
//     timers wait at least 4 ms, so each pause costs that much.
//   - Message (pause == 0): a message posted to the page itself; Go waits
//     for it, returns to the browser meanwhile, and the browser delivers it
//     as soon as its pending work is done: no 4 ms. A browser may deliver
//     it before running a frame that is due, so when the frame loop has not
//     ticked for more than frameDue the pause sleeps instead (see Frame).
//   - Gosched (pause < 0): runtime.Gosched, which only lets other
//     goroutines run: it never returns to the browser, so the frame loop
//     (which waits for an animation frame from the browser) does not run.
//     Kept to measure that it does not work.
//
// Slice is how long a search may run between pauses. The defaults, a
// message every 4 ms, were measured in headless Chromium against sleeps
// and longer slices (the report of ai/yield's commit and README, "In the
// browser"): with sleeps the search ran at a fifth to two thirds of its
// speed, with messages at two thirds or more, and the frames came as often
// or more. Configure changes them.
var (
	slice = 4 * time.Millisecond
	pause = time.Duration(0)
	last  time.Time

	woken   chan struct{}
	message js.Value // the port to post to; its twin wakes the search
)

// Configure sets the time slice and the pause (see above); the web build
// reads them from the page's address (?yield=SLICE,PAUSE) to measure.
func Configure(s, p time.Duration) {
	slice, pause = s, p
}

// Point pauses the calling search when it has run for more than a slice
// since the last pause. Only one goroutine runs at a time under js/wasm,
// so the shared state needs no lock.
func Point() {
	now := time.Now()
	if now.Sub(last) < slice {
		return
	}
	switch {
	case pause > 0:
		time.Sleep(pause)
	case pause == 0 && now.Sub(lastFrame) > frameDue:
		// A browser may deliver messages before a frame that is due:
		// when the frame loop has not run for a while, sleep instead,
		// which leaves the browser at least a timer's length for it.
		time.Sleep(time.Millisecond)
	case pause == 0:
		postAndWait()
	default:
		runtime.Gosched()
	}
	last = time.Now()
}

// frameDue is how long after the frame loop's last tick a pause sleeps
// rather than posts a message: a little more than a frame at 60 Hz.
const frameDue = 20 * time.Millisecond

var lastFrame time.Time

// Frame tells the pauses that the frame loop ran a tick (see Point).
func Frame() { lastFrame = time.Now() }

// postAndWait posts a message to a MessageChannel and waits until the
// browser delivers it.
func postAndWait() {
	if woken == nil {
		woken = make(chan struct{}, 1)
		ch := js.Global().Get("MessageChannel").New()
		ch.Get("port2").Set("onmessage", js.FuncOf(func(js.Value, []js.Value) any {
			select {
			case woken <- struct{}{}:
			default:
			}
			return nil
		}))
		message = ch.Get("port1")
	}
	message.Call("postMessage", 0)
	<-woken
}
