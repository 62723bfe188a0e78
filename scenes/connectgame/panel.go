package connectgame

// The side panel: the status, what the last move did, the hint in words,
// what is going on (the rules, a review, the end), the analysis's legend
// and the move list. Every word comes from the message catalogue
// (assets/lang/connect.en.json) when it is drawn, so a change of language
// shows at once.

import (
	"fmt"
	"image/color"
	"strings"

	"stratagem/assets/lang"
	"stratagem/board/connect"
	"stratagem/render"
	"stratagem/scenes"
)

func (sc *Screen) Status() scenes.Status {
	if out := sc.Outcome(); out.Over {
		if out.Draw() {
			// A draw is neither side's: a disc of each.
			return scenes.Status{Text: lang.T("connect.status.draw"), Mark: func(c *render.Canvas, x, y float64) {
				drawDisc(c, x-9, y, 10, connect.X, solidDisc)
				drawDisc(c, x+9, y, 10, connect.O, solidDisc)
			}}
		}
		return sideStatus(connect.Player(out.Winner), "connect.status.wins")
	}
	return sideStatus(sc.pos.SideToMove(), "connect.status.tomove")
}

// sideStatus is the status line id about side p beside one of p's discs.
func sideStatus(p connect.Player, id string) scenes.Status {
	return scenes.Status{Text: lang.T(id, "Side", side(p)), Mark: func(c *render.Canvas, x, y float64) { drawDisc(c, x, y, 14, p, solidDisc) }}
}

// side returns the forms of the name of player p's colour, for messages:
// X (first) is Blue.
func side(p connect.Player) lang.Forms { return scenes.Side(int(p)) }

// boardLine names the board, e.g. "Board 7×6, 4 in a row".
func (sc *Screen) boardLine() string {
	return lang.N("connect.panel.board", sc.cfg.N, "Columns", lang.Num(sc.cfg.W), "Rows", lang.Num(sc.cfg.H))
}

// describeLastMove says in words what the last move did, e.g. "Red
// dropped a disc in column 4."; the move list keeps the bare numbers.
func (sc *Screen) describeLastMove() string { return describeLast(sc.pos) }

// describeLast says in words what the last move of pos did.
func describeLast(pos *connect.Position) string {
	last := pos.LastMove()
	if last < 0 {
		return lang.T("connect.event.start", "Side", side(connect.X))
	}
	who, col := side(pos.At(last, pos.Height(last)-1)), lang.Num(last+1)
	switch {
	case pos.Winner() != connect.None:
		return lang.N("connect.event.won", pos.Config().N, "Side", who, "Column", col)
	case pos.Draw():
		return lang.T("connect.event.full", "Side", who, "Column", col)
	}
	return lang.T("connect.event.drop", "Side", who, "Column", col)
}

// hintWords says where the hint shown on the board would drop the disc,
// or is "" while no hint is shown.
func (sc *Screen) hintWords() string {
	if l := sc.look(); l.hint >= 0 && !sc.Reviewing() { // a review's better column is told with its grade
		return lang.T("connect.panel.hint", "Column", lang.Num(l.hint+1))
	}
	return ""
}

// movesText is the move list: the columns played, 1-based, or "" before
// the first move.
func (sc *Screen) movesText() string {
	var cols []string
	for _, mv := range sc.pos.Moves() {
		cols = append(cols, fmt.Sprint(mv+1))
	}
	return strings.Join(cols, " ")
}

// The kinds of label the analysis shows under a column.
type labelKind int

const (
	labelWin labelKind = iota
	labelLoss
	labelDraw
	labelEstimate
)

// colour is the colour a label of kind k is drawn in, under the board
// and in the legend.
func (k labelKind) colour() color.Color {
	switch k {
	case labelWin:
		return render.Legal
	case labelLoss:
		return render.Danger
	case labelDraw:
		return render.TextMain
	}
	return render.TextDim
}

// sure reports whether a label of kind k is a sure result (drawn bold)
// rather than an estimate.
func (k labelKind) sure() bool { return k != labelEstimate }

// legendWin and legendLoss are the lengths of the win and the loss the
// legend explains the labels with.
const legendWin, legendLoss = 3, 5

// legendRow is one line of the legend: a label and what it means.
type legendRow struct {
	term, meaning string
	kind          labelKind
}

// legend says what the analysis's labels under the board mean, each term
// in its label's colour.
func legend() []legendRow {
	return []legendRow{
		{lang.N("connect.analysis.win", legendWin), lang.N("connect.legend.win", legendWin), labelWin},
		{lang.N("connect.analysis.loss", legendLoss), lang.N("connect.legend.loss", legendLoss), labelLoss},
		{lang.T("connect.analysis.draw"), lang.T("connect.legend.draw"), labelDraw},
		{lang.T(guessIDs[3]), lang.T("connect.legend.estimate"), labelEstimate},
	}
}

// The panel's sizes of words: the paragraphs, the legend, the move list.
const (
	textSize   = 17.0
	legendSize = 15.0
	lineStep   = 1.3 // lines of a paragraph are this times their size apart (render.Canvas.Text)
)

// paragraph is the style of a text wrapped to width w at size.
func paragraph(size, w float64, col color.Color) render.TextStyle {
	return render.TextStyle{Size: size, Color: col, MaxW: w, MaxLines: 40}
}

// drawParagraph draws text wrapped to width w from (x, y) down, as one
// text (the pseudo-language's marks stay at its ends), and returns the y
// below it.
func drawParagraph(c *render.Canvas, x, y, w float64, text string, size float64, col color.Color) float64 {
	if text == "" {
		return y
	}
	c.Text(text, x, y, paragraph(size, w, col))
	return y + paragraphHeight(text, size, w)
}

// paragraphHeight is the height drawParagraph gives text.
func paragraphHeight(text string, size, w float64) float64 {
	if text == "" {
		return 0
	}
	f := render.FitText(text, paragraph(size, w, nil))
	return float64(f.Lines) * f.Size * lineStep
}

func (sc *Screen) DrawPanel(c *render.Canvas, s *scenes.Session, area scenes.Rect) {
	x, w := area.X+4, area.W-8
	// A review's or an ended game's words must fit: where they would not
	// (the largest text size), the board's heading gives way to them, then
	// what the last move was (the status above says where the review is).
	guide, isRules := sc.guide()
	last, hint := sc.describeLastMove(), sc.hintWords()
	showLast, showHeading := true, true
	if !isRules {
		top := paragraphHeight(last, textSize, w)
		if hint != "" {
			top += paragraphHeight(hint, textSize, w) + 2
		}
		need := paragraphHeight(guide, textSize, w) + 10
		showHeading = 4+top+40+need <= area.H
		showLast = showHeading || 4+top+6+need <= area.H
	}
	y := area.Y + 4
	if showLast {
		y = drawParagraph(c, x, y, w, last, textSize, render.TextMain)
	}
	if hint != "" {
		y = drawParagraph(c, x, y+2, w, hint, textSize, render.Accent)
	}
	if showHeading {
		scenes.DrawHeading(c, x, y+18, sc.boardLine())
		y += 40
	} else {
		y += 6
	}

	// What to read now, then the analysis's legend, then at least a line
	// of moves. Where they do not all fit (two rows of buttons), the rules
	// give way first (the rules pages have them), then the legend's terms.
	room := area.Y + area.H - y - movesBlock
	// A review's or an ended game's words stay; the legend gives way to
	// them, wholly where its short form does not fit either (the largest
	// text size).
	guideH, legendH, shortH := paragraphHeight(guide, textSize, w)+10, sc.legendHeight(w, true), sc.legendHeight(w, false)
	showGuide, showLegend, fullLegend := true, true, true
	switch {
	case guideH+legendH <= room:
	case isRules && legendH <= room:
		showGuide = false
	case guideH+shortH <= room:
		fullLegend = false
	case !isRules:
		showLegend = false
	default:
		showGuide, fullLegend = false, false
	}
	if showGuide {
		y = drawParagraph(c, x, y, w, guide, textSize, render.TextMain) + 10
	}
	if showLegend {
		y = sc.drawLegend(c, x, y, w, fullLegend)
	}

	// The moves, as columns 1-based, the latest lines that fit; none where
	// the review's words took their room (a long language's).
	top := y + 26
	if top+22+movesLine > area.Y+area.H {
		return
	}
	scenes.DrawHeading(c, x, top, lang.T("connect.panel.moves"))
	moves := sc.movesText()
	if moves == "" {
		c.Text(lang.T("connect.panel.moves.none"), x, top+22, render.TextStyle{Size: textSize, Color: render.TextMain, MaxW: w})
		return
	}
	lines := render.Wrap(moves, textSize, w, false)
	shown := max(1, int((area.Y+area.H-top-22-movesLine)/23)+1)
	if len(lines) > shown {
		lines = lines[len(lines)-shown:]
	}
	for i, l := range lines {
		c.Text(lang.Verbatim(l), x, top+22+float64(i)*23, render.TextStyle{Size: textSize, Color: render.TextMain, MaxW: w})
	}
}

// movesBlock is the height the move list needs at least: its heading and
// one line, movesLine high.
const (
	movesLine  = 21
	movesBlock = 26 + 22 + movesLine
)

// guide is the paragraph that tells the person what is going on: how to
// play while the game goes on (isRules), where a review is, or how the
// game ended.
func (sc *Screen) guide() (text string, isRules bool) {
	// After the game: how it ended, and on a line of its own the keys.
	keys := lang.T("connect.guide.over.keys", "Review", scenes.Key(scenes.ActReview), "Restart", scenes.Key(scenes.ActRestart))
	switch {
	case sc.Reviewing():
		if sc.pos.Ply() == 0 && !sc.grade.better {
			return lang.T("connect.guide.review.start"), false
		}
		where := lang.T("connect.guide.review.after", "Move", lang.Num(sc.pos.Ply()))
		if sc.pos.Ply() == 0 {
			where = lang.T("connect.guide.review.start")
		}
		if g := sc.gradeWords(); g != "" {
			return where + "\n" + g, false
		}
		return where, false
	case sc.pos.Winner() != connect.None:
		return lang.T("connect.guide.won") + "\n" + keys, false
	case sc.pos.Draw():
		return lang.N("connect.guide.drawn", sc.cfg.N) + "\n" + keys, false
	}
	// The board's keys are told here, not in the key help above the action
	// bar: there they would make it wrap in the middle of a key's words.
	return lang.N(playGuide(sc.cfg), sc.cfg.N, "Arrows", scenes.Arrows(), "Confirm", scenes.Key(scenes.ActConfirm),
		"Down", scenes.Key(scenes.ActDown), "Side", side(connect.X)), true
}

// playGuide is the message that tells how to play on board c: it names
// only the ways a line of c.N fits (on 8×4 with 6 in a row only across).
func playGuide(c connect.Config) string {
	across, up := c.N <= c.W, c.N <= c.H
	switch {
	case across && up:
		return "connect.guide.play"
	case across:
		return "connect.guide.play.across"
	}
	return "connect.guide.play.up"
}

// legendIntro and the words that stand for the legend when it is off, has
// failed, or has no room for its terms.
func (sc *Screen) legendIntro(full bool) string {
	key := Keys.Name(ActAnalysis)
	switch {
	case !sc.ana.shown:
		return lang.T("connect.legend.off", "Key", key)
	case sc.ana.failed:
		return lang.T("connect.legend.failed", "Key", key)
	case !full:
		return lang.T("connect.legend.short", "Key", key)
	}
	return lang.T("connect.legend.full", "Key", key)
}

// legendTerms reports whether the legend lists its terms.
func (sc *Screen) legendTerms(full bool) bool {
	return full && sc.ana.shown && !sc.ana.failed
}

const legendTermW = 76 // the width of the legend's column of terms

// termStyle is the style of a term of the legend: in its label's colour,
// on two lines if need be.
func termStyle(k labelKind) render.TextStyle {
	return render.TextStyle{Size: legendSize, Bold: k.sure(), Color: k.colour(), MaxW: legendTermW - 6, MaxLines: 2}
}

// height is the height of a row of the legend: its term's or its
// meaning's, whichever is taller.
func (l legendRow) height(w float64) float64 {
	f := render.FitText(l.term, termStyle(l.kind))
	return max(float64(f.Lines)*f.Size*lineStep, paragraphHeight(l.meaning, legendSize, w-legendTermW))
}

// legendHeight is the height drawLegend takes.
func (sc *Screen) legendHeight(w float64, full bool) float64 {
	h := paragraphHeight(sc.legendIntro(full), legendSize, w)
	if sc.legendTerms(full) {
		for _, l := range legend() {
			h += l.height(w)
		}
	}
	return h
}

// drawLegend tells whether the analysis is shown and, when it is (and
// full), what its labels mean; it returns the y below.
func (sc *Screen) drawLegend(c *render.Canvas, x, y, w float64, full bool) float64 {
	y = drawParagraph(c, x, y, w, sc.legendIntro(full), legendSize, render.TextDim)
	if !sc.legendTerms(full) {
		return y
	}
	for _, l := range legend() {
		c.Text(l.term, x, y, termStyle(l.kind))
		drawParagraph(c, x+legendTermW, y, w-legendTermW, l.meaning, legendSize, render.TextDim)
		y += l.height(w)
	}
	return y
}

func (sc *Screen) VictoryStats(s *scenes.Session) []string {
	d := sc.Elapsed(s)
	return []string{
		sc.boardLine(),
		lang.T("connect.victory.moves", "Moves", lang.Num(sc.pos.Ply()), "Time", scenes.Clock(d)),
	}
}
