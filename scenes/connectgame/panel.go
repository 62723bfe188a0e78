package connectgame

// The side panel: the status, what the last move did, the hint in words,
// what is going on (the rules, a review, the end), the analysis's legend
// and the move list.

import (
	"fmt"
	"image/color"
	"strings"

	"stratagem/board/connect"
	"stratagem/render"
	"stratagem/scenes"
)

func (sc *Screen) Status() scenes.Status {
	if out := sc.Outcome(); out.Over {
		if out.Draw() {
			// A draw is neither side's: a disc of each.
			return scenes.Status{Text: "Draw", Mark: func(c *render.Canvas, x, y float64) {
				drawDisc(c, x-9, y, 10, connect.X, solidDisc)
				drawDisc(c, x+9, y, 10, connect.O, solidDisc)
			}}
		}
		return sideStatus(connect.Player(out.Winner), " wins")
	}
	return sideStatus(sc.pos.SideToMove(), " to move")
}

// sideStatus is a status line about side p beside one of p's discs.
func sideStatus(p connect.Player, what string) scenes.Status {
	return scenes.Status{Text: sideName(p) + what, Mark: func(c *render.Canvas, x, y float64) { drawDisc(c, x, y, 14, p, solidDisc) }}
}

// boardLine names the board, e.g. "Board 7×6, 4 in a row".
func (sc *Screen) boardLine() string {
	return fmt.Sprintf("Board %d×%d, %d in a row", sc.cfg.W, sc.cfg.H, sc.cfg.N)
}

// numberWord writes the lengths of a line (3 to 6) in words.
func numberWord(n int) string {
	if words := []string{"three", "four", "five", "six"}; n >= 3 && n-3 < len(words) {
		return words[n-3]
	}
	return fmt.Sprint(n)
}

// describeLastMove says in words what the last move did, e.g. "Red
// dropped a disc in column 4."; the move list keeps the bare numbers.
func (sc *Screen) describeLastMove() string {
	last := sc.pos.LastMove()
	if last < 0 {
		return "Blue begins: drop a disc in any column."
	}
	who := sideName(sc.pos.At(last, sc.pos.Height(last)-1))
	switch {
	case sc.pos.Winner() != connect.None:
		return fmt.Sprintf("%s dropped a disc in column %d and joined %s in a row.", who, last+1, numberWord(sc.cfg.N))
	case sc.pos.Draw():
		return fmt.Sprintf("%s dropped the last disc, in column %d: the board is full, a draw.", who, last+1)
	}
	return fmt.Sprintf("%s dropped a disc in column %d.", who, last+1)
}

// hintWords says where the hint shown on the board would drop the disc,
// or is "" while no hint is shown.
func (sc *Screen) hintWords() string {
	if l := sc.look(); l.hint >= 0 {
		return fmt.Sprintf("Hint: drop your disc in column %d, lit in gold.", l.hint+1)
	}
	return ""
}

// movesText is the move list: the columns played, 1-based.
func (sc *Screen) movesText() string {
	var cols []string
	for _, mv := range sc.pos.Moves() {
		cols = append(cols, fmt.Sprint(mv+1))
	}
	if len(cols) == 0 {
		return "none yet"
	}
	return strings.Join(cols, " ")
}

// legend says what the analysis's labels under the board mean, each term
// in its label's colour.
var legend = []struct {
	term, meaning string
	col           color.Color
}{
	{"win 3", "you win with your 3rd disc, counting this one", render.Legal},
	{"loss 5", "the opponent wins with its 5th disc", render.Danger},
	{"draw", "neither side can force a win", render.TextMain},
	{"≈N", "an estimate, not exact: higher is better", render.TextDim},
}

func (sc *Screen) DrawPanel(c *render.Canvas, s *scenes.Session, area scenes.Rect) {
	x, w := area.X+4, area.W-8
	y := scenes.DrawParagraph(c, x, area.Y+4, w, sc.event, 17, render.TextMain)
	if h := sc.hintWords(); h != "" {
		y = scenes.DrawParagraph(c, x, y+2, w, h, 17, render.Accent)
	}
	scenes.DrawHeading(c, x, y+18, sc.boardLine())
	y += 40

	// What to read now, then the analysis's legend, then at least a line
	// of moves. Where they do not all fit (two rows of buttons), the rules
	// give way first (the rules pages have them), then the legend's terms.
	guide, isRules := sc.guide()
	room := area.Y + area.H - y - movesBlock
	guideH, legendH := paragraphHeight(guide, 17, w)+10, sc.legendHeight(w, true)
	showGuide, fullLegend := true, true
	switch {
	case guideH+legendH <= room:
	case isRules && legendH <= room:
		showGuide = false
	case guideH+sc.legendHeight(w, false) <= room || !isRules:
		fullLegend = false
	default:
		showGuide, fullLegend = false, false
	}
	if showGuide {
		y = scenes.DrawParagraph(c, x, y, w, guide, 17, render.TextMain) + 10
	}
	y = sc.drawLegend(c, x, y, w, fullLegend)

	// The moves, as columns 1-based, the latest lines that fit.
	top := y + 26
	scenes.DrawHeading(c, x, top, "Moves")
	lines := render.Wrap(sc.movesText(), 17, w, false)
	shown := max(1, int((area.Y+area.H-top-22-movesLine)/23)+1)
	if len(lines) > shown {
		lines = lines[len(lines)-shown:]
	}
	for i, l := range lines {
		c.Text(l, x, top+22+float64(i)*23, render.TextStyle{Size: 17, Color: render.TextMain})
	}
}

// movesBlock is the height the move list needs at least: its heading and
// one line, movesLine high.
const (
	movesLine  = 21
	movesBlock = 26 + 22 + movesLine
)

// paragraphHeight is the height DrawParagraph gives text.
func paragraphHeight(text string, size, width float64) float64 {
	return float64(len(render.Wrap(text, size, width, false))) * size * 1.35
}

// guide is the paragraph that tells the person what is going on: how to
// play while the game goes on (isRules), where a review is, or how the
// game ended.
func (sc *Screen) guide() (text string, isRules bool) {
	switch {
	case sc.Reviewing():
		if sc.pos.Ply() == 0 {
			return "Looking back through the game: the board as it was at the start.", false
		}
		return fmt.Sprintf("Looking back through the game: the board as it was after move %d.", sc.pos.Ply()), false
	case sc.pos.Winner() != connect.None:
		return fmt.Sprintf("The game is over: the winning line is drawn in gold. %s looks back through the game, %s plays again.",
			scenes.Key(scenes.ActReview), scenes.Key(scenes.ActRestart)), false
	case sc.pos.Draw():
		return fmt.Sprintf("The game is over: nobody made a line of %s. %s looks back through the game, %s plays again.",
			numberWord(sc.cfg.N), scenes.Key(scenes.ActReview), scenes.Key(scenes.ActRestart)), false
	}
	// The board's keys are told here, not in the key help above the action
	// bar: there they would make it wrap in the middle of a key's words.
	return fmt.Sprintf("Click a column, or choose one with %s and press %s or %s, to drop a disc: "+
		"it falls to the lowest empty cell. %d of your discs in a line%s; "+
		"a full board is a draw. Blue moves first.", scenes.Arrows(), scenes.Key(scenes.ActConfirm), scenes.Key(scenes.ActDown), sc.cfg.N, lineWays(sc.cfg)), true
}

// lineWays says how a line of c.N wins on the board: on 8×4 with 6 in a
// row only across, so the rules do not promise lines up or diagonal.
func lineWays(c connect.Config) string {
	across, up := c.N <= c.W, c.N <= c.H
	switch {
	case across && up:
		return " — across, up or diagonal — wins"
	case across:
		return " across wins (the board is too low for one up or diagonal)"
	default:
		return " up wins (the board is too narrow for one across or diagonal)"
	}
}

// legendIntro and the words that stand for the legend when it is off, has
// failed, or has no room for its terms.
func (sc *Screen) legendIntro(full bool) string {
	switch {
	case !sc.ana.shown:
		return fmt.Sprintf("Analysis (%s) is off: it shows under each column what dropping a disc there leads to.", Keys.Name(ActAnalysis))
	case sc.ana.failed != "":
		return fmt.Sprintf("Analysis (%s): %s.", Keys.Name(ActAnalysis), sc.ana.failed)
	case !full:
		return fmt.Sprintf("Analysis (%s), under each column: what dropping a disc there leads to (win, loss, draw, ≈ an estimate).", Keys.Name(ActAnalysis))
	}
	return "Analysis (A), under each column — what dropping a disc there leads to, with the best play:"
}

// legendTerms reports whether the legend lists its terms.
func (sc *Screen) legendTerms(full bool) bool {
	return full && sc.ana.shown && sc.ana.failed == ""
}

const legendTermW = 58 // the width of the legend's column of terms

// legendHeight is the height drawLegend takes.
func (sc *Screen) legendHeight(w float64, full bool) float64 {
	h := paragraphHeight(sc.legendIntro(full), 15, w)
	if sc.legendTerms(full) {
		for _, l := range legend {
			h += paragraphHeight(l.meaning, 15, w-legendTermW)
		}
	}
	return h
}

// drawLegend tells whether the analysis is shown and, when it is (and
// full), what its labels mean; it returns the y below.
func (sc *Screen) drawLegend(c *render.Canvas, x, y, w float64, full bool) float64 {
	y = scenes.DrawParagraph(c, x, y, w, sc.legendIntro(full), 15, render.TextDim)
	if !sc.legendTerms(full) {
		return y
	}
	for _, l := range legend {
		c.Text(l.term, x, y, render.TextStyle{Size: 15, Bold: l.term != "≈N", Color: l.col})
		y = scenes.DrawParagraph(c, x+legendTermW, y, w-legendTermW, l.meaning, 15, render.TextDim)
	}
	return y
}

func (sc *Screen) VictoryStats(s *scenes.Session) []string {
	return []string{
		sc.boardLine(),
		fmt.Sprintf("Moves: %d   ·   time: %s", sc.pos.Ply(), sc.Elapsed(s)),
	}
}
