//go:build !(linux || freebsd || netbsd || openbsd || dragonfly)

package cmdline

// displayReachable: on Windows and macOS the window system is always there.
func displayReachable() error { return nil }
