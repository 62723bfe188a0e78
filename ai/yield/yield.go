// Package yield is the one hook through which every AI search lets the
// rest of the program run.
//
// On the desktop a search runs on its own thread and Point does nothing
// (it compiles to nothing). In a browser, WebAssembly Go runs all
// goroutines on one thread and never preempts a busy one, so a search in
// a goroutine would stop the frame loop (and the page) until it ends:
// there Point pauses the search once more than a time slice has passed
// since its last pause, handing the thread back to the browser until a
// message posted to the page comes back, which lets the frame loop and the
// browser's own events run (see yield_js.go).
//
// Searches call Point where they already look at their clock or context:
// every few thousand nodes, or every playout.
package yield
