package cmdline

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"cmdline.invalid/version"
)

// childEnv marks the game run by a supervising parent (supervise): it
// runs the game itself.
const childEnv = "STRATAGEM_SUPERVISED"

// init answers the command line when no display can be reached: see the
// package comment. With a display, on X11 the game runs as a child of a
// process that watches it (supervise_x11.go). Test binaries are left alone.
func init() {
	if strings.HasSuffix(os.Args[0], ".test") {
		return
	}
	if o, err := Parse(os.Args[1:], io.Discard); err == nil && o.Version {
		fmt.Println(VersionLine())
		os.Exit(0)
	}
	if err := displayReachable(); err != nil {
		os.Exit(Headless(os.Args[1:], os.Stderr, err))
	}
	if supervise != nil && os.Getenv(childEnv) == "" {
		if code := supervise(); code >= 0 {
			os.Exit(code)
		}
	}
}

// VersionLine is what -version prints: "stratagem" and the build's
// version (see package version).
func VersionLine() string { return "stratagem " + version.String() }

// Headless is what the game does without a display: the help after
// -help (status 0), the usage after bad flags (status 2), otherwise a
// message that the game needs a display (status 1). It returns the exit status.
func Headless(args []string, stderr io.Writer, why error) int {
	_, err := Parse(args, stderr)
	switch {
	case errors.Is(err, ErrHelp):
		return 0
	case err != nil:
		fmt.Fprintln(stderr, "stratagem:", err)
		return 2
	}
	fmt.Fprintf(stderr, "stratagem: %v\n"+
		"The game opens a window, so it needs a display: run it in a desktop session, or under xvfb-run.\n"+
		"The computer players play without one: go run ./cmd/arena -help\n", why)
	return 1
}
