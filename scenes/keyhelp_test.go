package scenes_test

import (
	"strings"
	"testing"

	"stratagem/render"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
)

// keyHelpAt draws a race game at scale (pixels per virtual unit: 0.5 in
// a 640×400 window) and returns the key help's lines as drawn.
func keyHelpAt(t *testing.T, scale float64) []render.DrawnText {
	t.Helper()
	s := scenetest.NewSession()
	g := newRace(t, s, &fakeAI{})
	scenetest.RunUpdates(t, s, 1)
	var help []render.DrawnText
	stop := render.ObserveText(func(d render.DrawnText) {
		for _, item := range []string{"U undo", "Ctrl+Y redo", "N move now", "V review", "R restart", "Esc menu"} {
			if strings.Contains(d.Text, item) {
				help = append(help, d)
				return
			}
		}
	})
	defer stop()
	g.Draw(&render.Canvas{Scale: scale}, s)
	s.Stack.Reset(scenes.NewMainMenu())
	return help
}

// In a small window (640×400 shows the virtual screen at half its size)
// the key help stays at least 11 pixels high: larger in virtual units,
// wrapped between items, every item whole; at full size it keeps its 13 units.
func TestKeyHelpReadableInASmallWindow(t *testing.T) {
	full := keyHelpAt(t, 1)
	small := keyHelpAt(t, 0.5)
	if len(full) == 0 || len(small) == 0 {
		t.Fatalf("no key help drawn: %d lines at full size, %d at half", len(full), len(small))
	}
	for _, d := range full {
		if d.Fit.Size != 13 || d.Fit.Overflow {
			t.Errorf("full size: %q drawn at %v (overflow %v), want 13", d.Text, d.Fit.Size, d.Fit.Overflow)
		}
	}
	var words []string
	for _, d := range small {
		if px := d.Fit.Size * 0.5; px < 11 || d.Fit.Overflow || d.Fit.Lines != 1 {
			t.Errorf("half size: %q drawn at %.1f pixels on %d lines (overflow %v), want at least 11 on one", d.Text, px, d.Fit.Lines, d.Fit.Overflow)
		}
		words = append(words, d.Text)
	}
	if got := strings.Join(words, " · "); !strings.Contains(got, "U undo") || !strings.Contains(got, "Esc menu") {
		t.Errorf("half size: the key help lost items: %q", got)
	}
}
