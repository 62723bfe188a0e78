package mechgame

import (
	"testing"

	"stratagem/assets/lang"
	"stratagem/board/hex"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
	"stratagem/units/mech"
)

// The rules open as -scene howto-mech, and Right turns every page; each
// page has a diagram and words that fit above the page number, in English
// and in a language 40% longer.
func TestHowToPages(t *testing.T) {
	for _, code := range []string{"en", lang.Pseudo} {
		if err := lang.Use(code); err != nil {
			t.Fatal(err)
		}
		scenetest.TurnHowToPages(t, Game(), func(_ *scenes.Session, i int, p scenes.HowToPage) {
			if bottom, limit := scenes.HowToTextBottom(p); bottom > limit {
				t.Errorf("%s: page %d (%q): the words reach y %.0f, past %.0f", code, i+1, p.Title, bottom, limit)
			}
		})
	}
	_ = lang.Use("en")
}

// The worked target number adds up, term by term, to the rules' own.
func TestHowToShotAddsUp(t *testing.T) {
	e := newShotExample()
	sum := 0
	for _, term := range e.terms {
		sum += term.value
	}
	if sum != e.need || e.need < 2 || e.need > 12 {
		t.Fatalf("the terms %v add up to %d, the rules say %d", e.terms, sum, e.need)
	}
}

// The movement example shows hexes that only running and only jumping reach.
func TestHowToMovesShowEachMode(t *testing.T) {
	e := newMoveExample()
	reach := map[mech.Mode]map[hex.Hex]bool{}
	for _, mode := range []mech.Mode{mech.Walk, mech.Run, mech.Jump} {
		reach[mode] = map[hex.Hex]bool{}
		for _, a := range e.moves[mode] {
			reach[mode][a.To] = true
		}
	}
	runOnly, jumpOnly := 0, 0
	for h := range reach[mech.Run] {
		if !reach[mech.Walk][h] {
			runOnly++
		}
	}
	for h := range reach[mech.Jump] {
		if !reach[mech.Walk][h] && !reach[mech.Run][h] {
			jumpOnly++
		}
	}
	if len(reach[mech.Walk]) == 0 || runOnly == 0 || jumpOnly == 0 {
		t.Fatalf("walk %d hexes, run only %d, jump only %d", len(reach[mech.Walk]), runOnly, jumpOnly)
	}
}
