package scenes

import (
	"strings"

	"stratagem/assets/lang"
	"stratagem/render"
)

// HowToPage is one page of a game's rules: a heading, a few short
// paragraphs, and a small diagram drawn by the renderer.
type HowToPage struct {
	Title   string
	Text    []string                          // paragraphs
	Diagram func(c *render.Canvas, area Rect) // nil: none
	// Variant marks a page on one of the game's variants (Mill's Twelve
	// Men's Morris, Lasker Morris, ...): such pages come after the game's
	// own, which stay few, and a player reads the one they play.
	Variant bool
}

// HowTo shows a game's rules page by page: ←/→ or the buttons turn the
// pages, Esc goes back. Over a game (from the pause menu) it is an overlay.
type HowTo struct {
	game             *GameDesc
	pages            []HowToPage
	page             int
	overlay          bool
	form             Form
	prev, next, done *Button
}

// The page's layout: the text on the left, the diagram on the right.
var (
	howToText    = Rect{110, 170, 540, 400}
	howToDiagram = Rect{690, 160, 480, 420}
)

// NewHowTo returns the rules of game g; overlay draws them over a game.
func NewHowTo(g *GameDesc, overlay bool) *HowTo {
	h := &HowTo{game: g, pages: HowToPages(g), overlay: overlay}
	h.prev = &Button{R: Rect{110, 604, 200, 58}, Label: lang.T("core.howto.previous"), Size: 22}
	h.next = &Button{R: Rect{970, 604, 200, 58}, Label: lang.T("core.howto.next"), Size: 22}
	h.done = &Button{R: Rect{(render.Width - 200) / 2, 604, 200, 58}, Label: lang.T("core.back"), Size: 22}
	h.form.Items = []Widget{h.prev, h.done, h.next}
	h.form.Focus = 2
	h.enableButtons()
	return h
}

// enableButtons greys Previous on the first page and Next on the last (a
// screen that did not change is not drawn again, so they must be right at
// once).
func (h *HowTo) enableButtons() {
	h.prev.Disabled = h.page == 0
	h.next.Disabled = h.page >= len(h.pages)-1
}

func (h *HowTo) IsOverlay() bool { return h.overlay }

// Page returns the page shown and how many there are (tests).
func (h *HowTo) Page() (int, int) { return h.page, len(h.pages) }

// Buttons returns the Previous and Next buttons (tests).
func (h *HowTo) Buttons() (prev, next *Button) { return h.prev, h.next }

func (h *HowTo) Update(s *Session) error {
	in := &s.Input
	switch w := h.form.Update(s); {
	case in.Just(ActBack) || w == h.done:
		s.Stack.Pop()
	case (in.Just(ActLeft) || w == h.prev) && h.page > 0:
		h.page--
	case (in.Just(ActRight) || w == h.next) && h.page < len(h.pages)-1:
		h.page++
	}
	h.enableButtons()
	return nil
}

// howToTextSize is the size of a page's words; paragraphs are howToParaGap apart.
const howToTextSize, howToParaGap = 20.0, 12.0

// howToLineStep is how far apart the lines of a paragraph are (as Canvas.Text
// spaces the lines of a text).
const howToLineStep = howToTextSize * 1.3

// pageLines lays out page p's words as Draw shows them: each paragraph,
// wrapped, as one text (so that a test of drawn texts sees each message
// whole), its top and its count of lines, and where the words end.
func pageLines(p HowToPage) (paras []string, tops []float64, lines []int, bottom float64) {
	y := howToText.Y
	for _, para := range p.Text {
		n := len(render.Wrap(para, howToTextSize, howToText.W, false))
		paras, tops, lines = append(paras, para), append(tops, y), append(lines, n)
		y += float64(n)*howToLineStep + howToParaGap
	}
	return paras, tops, lines, y - howToParaGap
}

// HowToPages returns the rules pages of g as the screen shows them at the
// text size in use: a page whose words run past their area goes on over
// as many pages as it needs, under its title marked "(continued)" and with
// its diagram. A paragraph moves whole to the next page unless at least
// three of its lines fit and two are left over; then it is cut between two
// of its lines.
func HowToPages(g *GameDesc) []HowToPage {
	var out []HowToPage
	limit := howToText.Y + howToText.H
	for _, p := range g.HowTo() {
		cur := HowToPage{Title: p.Title, Diagram: p.Diagram, Variant: p.Variant}
		y := howToText.Y
		for _, para := range p.Text {
			for para != "" {
				lines := render.Wrap(para, howToTextSize, howToText.W, false)
				room := int((limit - y + 1e-6) / howToLineStep)
				switch {
				case len(lines) <= room:
					cur.Text = append(cur.Text, para)
					y += float64(len(lines))*howToLineStep + howToParaGap
					para = ""
					continue
				case room >= 3 && len(lines)-room >= 2:
					cur.Text = append(cur.Text, strings.Join(lines[:room], " "))
					para = strings.Join(lines[room:], " ")
				case len(cur.Text) == 0: // one paragraph longer than a page, cut where it must
					cur.Text = append(cur.Text, strings.Join(lines[:max(1, room)], " "))
					para = strings.Join(lines[max(1, room):], " ")
				}
				out = append(out, cur)
				cur = HowToPage{Title: lang.T("core.howto.continued", "Title", p.Title), Diagram: p.Diagram, Variant: p.Variant}
				y = howToText.Y
			}
		}
		out = append(out, cur)
	}
	return out
}

// HowToTextBottom returns where the words of page p end as Draw lays them
// out, and where they must end: above the page counter (tests).
func HowToTextBottom(p HowToPage) (bottom, limit float64) {
	_, _, _, bottom = pageLines(p)
	return bottom, howToText.Y + howToText.H
}

func (h *HowTo) Draw(c *render.Canvas, s *Session) {
	if h.overlay {
		panelBox(c, 1200, 690)
	} else {
		DrawBackdrop(c)
	}
	c.Text(lang.T("core.howto.title", "Game", h.game.Title()), render.Width/2, 62, render.TextStyle{Size: 44, Bold: true, Color: render.TextMain, Align: render.AlignCenter, Middle: true, MaxW: 1100})
	if len(h.pages) == 0 {
		return
	}
	p := h.pages[h.page]
	c.Text(p.Title, render.Width/2, 116, render.TextStyle{Size: 26, Bold: true, Color: render.Accent, Align: render.AlignCenter, Middle: true, MaxW: 1100})
	paras, tops, lines, _ := pageLines(p)
	for i, para := range paras {
		c.Text(para, howToText.X, tops[i], render.TextStyle{Size: howToTextSize, Color: render.TextMain, MaxW: howToText.W, MaxLines: lines[i]})
	}
	if p.Diagram != nil {
		r := howToDiagram
		c.FillRoundRect(r.X, r.Y, r.W, r.H, 14, render.Panel)
		p.Diagram(c, r)
	}
	c.Text(lang.T("core.howto.page", "Page", lang.Num(h.page+1), "Pages", lang.Num(len(h.pages))), render.Width/2, 584,
		render.TextStyle{Size: 17, Color: render.TextDim, Align: render.AlignCenter, Middle: true, MaxW: 300})
	h.form.Draw(c)
	c.Text(lang.T("core.howto.keys", "Arrows", Arrows(), "Back", Key(ActBack)), render.Width/2, 690,
		render.TextStyle{Size: 17, Color: render.TextDim, Align: render.AlignCenter, Middle: true, MaxW: 1100})
}
