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
	// Other is the text Text is drawn over (Overlapping), "" otherwise.
	Other string
}

func (f Finding) String() string { return fmt.Sprintf("%s: %q", f.What, f.Text) }

// DrawnTexts draws the session's visible scenes on a canvas of texts only
// and returns every text they drew.
func DrawnTexts(t testing.TB, s *scenes.Session) []render.DrawnText {
	t.Helper()
	return textsOf(func(c *render.Canvas) { scenes.DrawScreen(c, s) })
}

// TopTexts draws only the session's top scene (an overlay without the
// screen under it) on a canvas of texts only and returns every text it
// drew.
func TopTexts(t testing.TB, s *scenes.Session) []render.DrawnText {
	t.Helper()
	return textsOf(func(c *render.Canvas) { s.Stack.Top().Draw(c, s) })
}

// textsOf returns the texts draw draws on a canvas of texts only.
func textsOf(draw func(*render.Canvas)) []render.DrawnText {
	var texts []render.DrawnText
	stop := render.ObserveText(func(d render.DrawnText) { texts = append(texts, d) })
	defer stop()
	draw(render.TextsOnly())
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
			out = append(out, Finding{Text: d.Text, What: "not from the catalogue (" + Unmarked(d.Text) + ")"})
		case strings.TrimSpace(d.Text) == "":
		case d.Style.MaxW <= 0:
			out = append(out, Finding{Text: d.Text, What: "no box"})
		case d.Fit.Overflow:
			out = append(out, Finding{Text: d.Text, What: fmt.Sprintf("overflows its box (%.0f wide in %.0f, %d lines in %d)",
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

// Overlapping returns a finding for each pair of texts with letters that
// are drawn over one another: a line of one crosses a line of the other.
// A line's box is its width, from its capitals to its descenders: 0.85 of
// its size tall, from a fifth of the size under the line's top (for a
// text centred on its Y, 0.8 of its size from 0.35 above its middle), so
// that a text set close under another, or beside a short last line, is
// not reported.
func Overlapping(texts []render.DrawnText) []Finding {
	type box struct{ x0, y0, x1, y1 float64 }
	lines := make([][]box, len(texts))
	for i, d := range texts {
		if !strings.ContainsFunc(d.Text, wordOrSign) {
			continue
		}
		size, step := d.Fit.Size, d.Fit.Size*1.3
		all := strings.Split(d.Fit.Text, "\n")
		top, tall := d.Y+0.2*size, 0.85*size // the first line's capitals, to the descenders
		if d.Style.Middle {
			// Centred on Y: the capitals 0.35 of the size above the middle,
			// the baseline as far below it.
			top, tall = d.Y-float64(len(all)-1)*step/2-0.35*size, 0.8*size
		}
		for k, l := range all {
			// At the size drawn: MeasureText applies the text scale, which
			// Fit.Size holds already (a Fixed text's too, being unscaled).
			w, _ := render.MeasureText(l, size/render.TextScale(), d.Style.Bold)
			b := box{d.X, top + float64(k)*step, d.X + w, top + float64(k)*step + tall}
			switch d.Style.Align {
			case render.AlignCenter:
				b.x0, b.x1 = d.X-w/2, d.X+w/2
			case render.AlignRight:
				b.x0, b.x1 = d.X-w, d.X
			}
			lines[i] = append(lines[i], b)
		}
	}
	var out []Finding
	for i := range texts {
	pairs:
		for j := i + 1; j < len(texts); j++ {
			for _, a := range lines[i] {
				for _, b := range lines[j] {
					if a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1 {
						out = append(out, Finding{Text: texts[i].Text, What: fmt.Sprintf("drawn over %q", texts[j].Text), Other: texts[j].Text})
						continue pairs
					}
				}
			}
		}
	}
	return out
}

// wordOrSign reports a letter or a sign (a button's ◀), what Overlapping
// looks at; a row's ‹ › and a blow's "−1" (drawn over itself for its
// outline) it leaves alone.
func wordOrSign(r rune) bool { return unicode.IsLetter(r) || unicode.Is(unicode.So, r) }
