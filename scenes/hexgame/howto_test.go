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
	pages := howTo()
	if len(pages) < 3 || len(pages) > 6 {
		t.Fatalf("%d rules pages, want 3 to 6", len(pages))
	}
	for i, p := range pages {
		if p.Title == "" || len(p.Text) == 0 || p.Diagram == nil {
			t.Fatalf("page %d (%q) should have a title, words and a diagram", i+1, p.Title)
		}
	}
	s := scenetest.NewSession(Game())
	if err := scenes.OpenScene(s, "howto-hex"); err != nil {
		t.Fatal(err)
	}
	h, ok := s.Stack.Top().(*scenes.HowTo)
	if !ok {
		t.Fatalf("howto-hex opens %T", s.Stack.Top())
	}
	diagram := image.Rect(700, 170, 1160, 570) // inside the page's diagram box
	for i := range pages {
		if page, n := h.Page(); page != i || n != len(pages) {
			t.Fatalf("on page %d of %d, want %d of %d", page+1, n, i+1, len(pages))
		}
		img := drawScreen(t, s)
		savePNG(t, img, fmt.Sprintf("howto-%d", i+1))
		if n := colours(img, diagram); n < 20 {
			t.Fatalf("the diagram of page %d (%q) looks empty: %d colours", i+1, pages[i].Title, n)
		}
		scenetest.Press(t, s, scenes.ActRight)
	}
}
