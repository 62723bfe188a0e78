package scenes

import (
	"testing"

	"stratagem/ai"
	"stratagem/render"
)

// An option's preview stays beside the rows and clear of the descriptions
// under them, whose lines run nearly the screen's width (Mill's board once
// covered the end of Grandmaster's description), however many rows the
// set-up has and whichever row carries it.
func TestSetupPreviewClearsTheDescriptions(t *testing.T) {
	preview := func(*render.Canvas, string, Rect) {}
	for options := 1; options <= 4; options++ {
		for withPreview := range options {
			for _, lab := range [][]ai.Level{nil, {{Name: "lab"}}} {
				g := &GameDesc{ID: "test", Setup: SetupSpec{Levels: []ai.Level{{Name: "one"}}, Lab: lab}}
				for i := range options {
					o := Option{Key: "k", Label: "core.back", Values: []string{"a", "b"}}
					if i == withPreview {
						o.Preview = preview
					}
					g.Setup.Options = append(g.Setup.Options, o)
				}
				m := NewSetup(&Session{}, g)
				r, row := m.previewRect(withPreview), m.options[withPreview].R
				if r.Y+r.H > m.descTop || r.Y < 0 || r.X < row.X+row.W || r.X+r.W > render.Width {
					t.Errorf("%d options, the preview on row %d, lab %v: the preview %v, its row %v, the descriptions from y %.0f",
						options, withPreview, lab != nil, r, row, m.descTop)
				}
			}
		}
	}
}
