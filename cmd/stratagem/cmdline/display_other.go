//go:build !(linux || freebsd || netbsd || openbsd || dragonfly)

package cmdline

// displayReachable: on Windows and macOS the window system is always there.
func displayReachable() error { return nil }

// supervise: nil, the game runs in its own process (see supervise_x11.go).
var supervise func() int
