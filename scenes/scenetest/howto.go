package scenetest

import (
	"testing"

	"stratagem/scenes"
	"stratagem/scenes/settings"
)

// TurnHowToPages opens g's rules as -scene howto-<id> does and turns every
// page with →, checking that there are 3 to 7 pages, each with a title,
// words and a diagram, and that the screen shows each in turn; check, if
// not nil, looks at each page while it is shown (s draws it). → on the
// last page stays there, and Esc leaves the rules.
func TurnHowToPages(t testing.TB, g *scenes.GameDesc, check func(s *scenes.Session, i int, p scenes.HowToPage)) {
	t.Helper()
	TurnHowToPagesWith(t, g, nil, check)
}

// TurnHowToPagesWith is TurnHowToPages with the settings look sets (nil:
// the defaults) applied before the rules open: the pages are laid out for
// the text size they choose.
func TurnHowToPagesWith(t testing.TB, g *scenes.GameDesc, look func(*settings.Settings), check func(s *scenes.Session, i int, p scenes.HowToPage)) {
	t.Helper()
	if g.HowTo == nil {
		t.Fatalf("%s has no rules pages", g.ID)
	}
	// The game's own rules take a few pages; a page for each of its
	// variants may follow them.
	own, variants := 0, 0
	for _, p := range g.HowTo() {
		switch {
		case p.Variant:
			variants++
		case variants > 0:
			t.Fatalf("page %q of the game's own rules comes after a variant's page", p.Title)
		default:
			own++
		}
	}
	if own < 3 || own > 7 {
		t.Fatalf("%d rules pages (not counting %d on variants), want 3 to 7", own, variants)
	}
	s := NewSession(g)
	if look != nil {
		look(&s.Settings)
		s.ApplySettings()
	}
	pages := scenes.HowToPages(g) // as many more as a large text needs
	if err := scenes.OpenScene(s, "howto-"+g.ID); err != nil {
		t.Fatal(err)
	}
	h, ok := s.Stack.Top().(*scenes.HowTo)
	if !ok {
		t.Fatalf("-scene howto-%s shows %T", g.ID, s.Stack.Top())
	}
	for i, p := range pages {
		if page, n := h.Page(); page != i || n != len(pages) {
			t.Fatalf("page %d of %d shown, want %d of %d", page+1, n, i+1, len(pages))
		}
		if p.Title == "" || len(p.Text) == 0 || p.Diagram == nil {
			t.Errorf("page %d (%q) lacks a title, words or a diagram", i+1, p.Title)
		}
		if bottom, limit := scenes.HowToTextBottom(p); bottom > limit {
			t.Errorf("page %d (%q): the words run to y=%.0f, past the end of their area at %.0f", i+1, p.Title, bottom, limit)
		}
		if prev, next := h.Buttons(); prev.Disabled != (i == 0) || next.Disabled != (i == len(pages)-1) {
			t.Errorf("page %d of %d: Previous disabled %v, Next disabled %v", i+1, len(pages), prev.Disabled, next.Disabled)
		}
		if check != nil {
			check(s, i, p)
		}
		Press(t, s, scenes.ActRight)
	}
	if page, _ := h.Page(); page != len(pages)-1 {
		t.Fatalf("→ on the last page should stay there, page %d", page+1)
	}
	Press(t, s, scenes.ActBack)
	if s.Stack.Top() == scenes.Scene(h) {
		t.Fatal("Esc should leave the rules")
	}
}
