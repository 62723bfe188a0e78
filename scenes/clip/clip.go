// Package clip is the system clipboard, for text: Copy game and Paste
// game. On the desktop it goes through golang.design/x/clipboard (X11,
// Windows, macOS; it needs cgo), in a browser through the Clipboard API
// (clip_js.go). A machine without a clipboard (no X server's selection,
// a build without cgo, a page the browser denies it) gives an error to
// show, never a crash.
//
// Reading may take a while in a browser (it asks the player), so Read
// answers on a channel, which the frame goroutine polls.
package clip

// Answer is the clipboard's text, or why it could not be read.
type Answer struct {
	Text string
	Err  error
}

// Unavailable is the error of a system that offers no clipboard: in plain
// words for the player; Cause is the system's own (for a developer).
type Unavailable struct{ Cause error }

func (u *Unavailable) Error() string { return "this system offers the game no clipboard" }
func (u *Unavailable) Unwrap() error { return u.Cause }
