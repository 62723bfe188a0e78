package hexgame

import (
	"fmt"
	"image"
	"testing"

	"stratagem/scenes"
	"stratagem/scenes/scenetest"
)

// The rules come in a few pages, each with words and a diagram; every page
// opens (→ turns them) and its diagram draws something.
func TestHowToPages(t *testing.T) {
	diagram := image.Rect(700, 170, 1160, 570) // inside the page's diagram box
	scenetest.TurnHowToPages(t, Game(), func(s *scenes.Session, i int, p scenes.HowToPage) {
		img := scenetest.DrawScreen(t, s)
		savePNG(t, img, fmt.Sprintf("howto-%d", i+1))
		if n := colours(img, diagram); n < 20 {
			t.Fatalf("the diagram of page %d (%q) looks empty: %d colours", i+1, p.Title, n)
		}
	})
}
