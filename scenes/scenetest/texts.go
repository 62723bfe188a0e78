package scenetest

import (
	"fmt"
	"strings"
	"testing"
	"unicode"

	"stratagem/assets/lang"
	"stratagem/render"
	"stratagem/scenes"
)

// A Finding is something wrong with one text a screen drew: it does not
// come from the catalogue, it has no box, or it does not fit its box.
type Finding struct {
	Text string
	What string
}

func (f Finding) String() string { return fmt.Sprintf("%s: %q", f.What, f.Text) }

// DrawnTexts draws the session's visible scenes on a canvas of texts only
// and returns every text they drew.
func DrawnTexts(t testing.TB, s *scenes.Session) []render.DrawnText {
	t.Helper()
	var texts []render.DrawnText
	stop := render.ObserveText(func(d render.DrawnText) { texts = append(texts, d) })
	defer stop()
	scenes.DrawScreen(render.TextsOnly(), s)
	return texts
}

// CheckTexts looks at the texts a screen drew: in the pseudo-language
// every letter must be inside a message's marks (« » from the catalogue,
// ‹ › shown verbatim), and in every language each text must have a box
// and fit it.
func CheckTexts(texts []render.DrawnText) []Finding {
	var out []Finding
	pseudo := lang.Current() == lang.Pseudo
	for _, d := range texts {
		switch {
		case pseudo && Unmarked(d.Text) != "":
			out = append(out, Finding{d.Text, "not from the catalogue (" + Unmarked(d.Text) + ")"})
		case strings.TrimSpace(d.Text) == "":
		case d.Style.MaxW <= 0:
			out = append(out, Finding{d.Text, "no box"})
		case d.Fit.Overflow:
			out = append(out, Finding{d.Text, fmt.Sprintf("overflows its box (%.0f wide in %.0f, %d lines in %d)",
				d.Fit.Width, d.Style.MaxW, d.Fit.Lines, max(1, d.Style.MaxLines))})
		}
	}
	return out
}

// Unmarked returns the letters of s outside every pair of marks « » and
// ‹ › (marks nest), or "" when there are none.
func Unmarked(s string) string {
	depth := 0
	var b strings.Builder
	for _, r := range s {
		switch r {
		case '«', '‹':
			depth++
		case '»', '›':
			depth = max(0, depth-1)
		default:
			if depth == 0 && unicode.IsLetter(r) {
				b.WriteRune(r)
			}
		}
	}
	return b.String()
}
