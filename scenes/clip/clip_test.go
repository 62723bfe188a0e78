//go:build !js

package clip

import (
	"errors"
	"testing"
)

// Without a display there is no X11 clipboard: copying and pasting give an
// error to show the player, never a crash. (This test runs first in its
// own process: the clipboard is set up once.)
func TestNoClipboardIsAnError(t *testing.T) {
	t.Setenv("DISPLAY", "")
	t.Setenv("WAYLAND_DISPLAY", "")
	if err := Write("a game"); err == nil || err.Error() != "this system offers the game no clipboard" {
		t.Errorf("Write without a display: %v", err)
	}
	a := <-Read()
	if a.Err == nil || a.Text != "" {
		t.Errorf("Read without a display: %+v", a)
	}
	var u *Unavailable
	if !errors.As(a.Err, &u) || u.Cause == nil {
		t.Errorf("the error %v keeps no cause", a.Err)
	}
	t.Logf("the player is told: %v", a.Err)
}
