//go:build linux || freebsd || netbsd || openbsd || dragonfly

package cmdline

import (
	"strings"
	"testing"
)

// TestFilterStderr: the game's error output reaches the player as it is,
// except Ebitengine's panic when the display could not be opened, which
// becomes its reason.
func TestFilterStderr(t *testing.T) {
	for _, tc := range []struct {
		name, in, out, why string
	}{
		{"quiet", "", "", ""},
		{"the game's warnings", "stratagem: settings: bad line\nno sound device: silent\n",
			"stratagem: settings: bad line\nno sound device: silent\n", ""},
		{"the display lost", "glfw: X11: Failed to open display :101: a platform-specific error occurred\n" +
			"panic: glfw: The GLFW library is not initialized: the GLFW library is not initialized\n\n" +
			"goroutine 1 [running]:\ngithub.com/hajimehoshi/ebiten/v2/internal/ui.init.0()\n",
			"", "X11: Failed to open display :101: a platform-specific error occurred"},
		{"a panic without the library's line", "warning\npanic: glfw: The GLFW library is not initialized\n\ngoroutine 1 [running]:\n",
			"warning\n", "glfw: The GLFW library is not initialized"},
		{"a library line without a panic", "glfw: a notice\nthe game goes on\n", "glfw: a notice\nthe game goes on\n", ""},
		{"another panic", "panic: runtime error: index out of range\n\ngoroutine 1 [running]:\n",
			"panic: runtime error: index out of range\n\ngoroutine 1 [running]:\n", ""},
	} {
		var out strings.Builder
		why := filterStderr(strings.NewReader(tc.in), &out)
		if out.String() != tc.out || why != tc.why {
			t.Errorf("%s: wrote %q and said %q, want %q and %q", tc.name, out.String(), why, tc.out, tc.why)
		}
	}
}

// TestDisplayLostMessage: the reason reaches the player in the plain
// message of a missing display, with the exit status 1.
func TestDisplayLostMessage(t *testing.T) {
	var out strings.Builder
	code := Headless(nil, &out, displayLost("X11: Failed to open display :101"))
	if code != 1 || !strings.Contains(out.String(), "could not be opened: X11: Failed to open display :101") ||
		!strings.Contains(out.String(), "needs a display") {
		t.Errorf("exit %d, %q", code, out.String())
	}
}
