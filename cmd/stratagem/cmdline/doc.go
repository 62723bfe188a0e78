// Package cmdline is the command line of the game (cmd/stratagem): its
// flags and their help, with no Ebitengine in sight.
//
// Why a module of its own: Ebitengine opens the display while its
// packages are initialised, before main runs, and panics when there is no
// display ("The GLFW library is not initialized"), so `stratagem -help` or
// a bad flag on a machine without a display printed a panic instead of the
// help. Go initialises packages in the order of their import paths
// (dependencies first), and this module's path, cmdline.invalid, sorts
// before github.com/hajimehoshi/ebiten: its init runs first. Without a
// display — none set, nobody listening, or a server that refuses the
// X11 connection set-up (display_x11.go does the handshake Xlib would,
// cookie included) — it answers the command line itself (help, bad flags, or a plain
// "needs a display" message) and exits; with one it does nothing and the
// game parses the same flags in main. The display can still go between
// this check and Ebitengine opening it (its server ends, two xvfb-run -a
// take the same number), so on X11 the game runs as a child of a process
// without Ebitengine that turns that panic into the same plain message
// (supervise_x11.go). The .invalid name (RFC 2606) says
// that this path is never fetched: go.mod replaces it with this folder.
package cmdline
