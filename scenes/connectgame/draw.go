package connectgame

import (
	"fmt"
	"image/color"
	"strings"

	"stratagem/ai/connectai"
	"stratagem/board/connect"
	"stratagem/render"
	"stratagem/scenes"
)

// discColours returns the fill, rim and inner mark colours of who's discs.
func discColours(who connect.Player) (fill, rim, mark color.RGBA) {
	if who == connect.O {
		return render.ConnectRedFill, render.ConnectRedRim, render.ConnectRedMark
	}
	return render.ConnectBlueFill, render.ConnectBlueRim, render.ConnectBlueMark
}

// cellCentre returns the centre of the cell at col, row (row 0 at the bottom).
func (sc *Screen) cellCentre(col, row int) (float64, float64) {
	return sc.ox + (float64(col)+0.5)*sc.cell, sc.oy + (float64(sc.cfg.H-1-row)+0.5)*sc.cell
}

// discRadius is the radius of a disc in its cell.
func (sc *Screen) discRadius() float64 { return sc.cell * 0.4 }

// The looks of a disc: a disc on the board, or the ghost in the cell where
// the disc in hand will land.
const (
	solidDisc = 0
	ghostDisc = 1
)

// drawDisc draws a disc of who centred on (x, y), as it lies on the board
// or (look ghostDisc) as the ghost of where the disc in hand will land.
func drawDisc(c *render.Canvas, x, y, r float64, who connect.Player, look int) {
	c.Sprite("connect-disc", int(who), look, x, y, r*1.05, 1, func(c *render.Canvas) {
		fill, rim, mark := discColours(who)
		if look == ghostDisc {
			// Half see-through, with a full-colour ring: plainly a disc of
			// this side, plainly not one lying there yet.
			c.FillCircle(0, 0, r*0.92, render.WithAlpha(fill, 0.45))
			c.StrokeCircle(0, 0, r*0.92, r*0.14, fill)
			return
		}
		c.FillCircle(0, 0, r, rim)
		c.FillCircle(0, 0, r*0.88, fill)
		if who == connect.O {
			d := r * 0.34
			c.Line(-d, -d, d, d, r*0.17, mark)
			c.Line(-d, d, d, -d, r*0.17, mark)
		} else {
			c.StrokeCircle(0, 0, r*0.5, r*0.16, mark)
		}
	})
}

// drawBase draws the empty board and its column numbers: they never
// change during a match, so they are drawn once into a layer.
func (sc *Screen) drawBase(c *render.Canvas) {
	w, h := sc.cell*float64(sc.cfg.W), sc.cell*float64(sc.cfg.H)
	c.FillRoundRect(sc.ox-frameWidth, sc.oy-frameWidth, w+2*frameWidth, h+2*frameWidth, 18, render.ConnectBoardEdge)
	c.FillRoundRect(sc.ox-frameWidth+2, sc.oy-frameWidth+2, w+2*frameWidth-4, h+2*frameWidth-4, 16, render.ConnectBoard)
	for col := 0; col < sc.cfg.W; col++ {
		for row := 0; row < sc.cfg.H; row++ {
			x, y := sc.cellCentre(col, row)
			c.FillCircle(x, y, sc.discRadius(), render.ConnectHole)
		}
		// 1-based, as the move list writes them.
		x, _ := sc.cellCentre(col, 0)
		c.Text(fmt.Sprint(col+1), x, sc.numbersY(), render.TextStyle{Size: 18, Bold: true, Color: render.TextDim, Align: render.AlignCenter, Middle: true})
	}
}

func (sc *Screen) DrawBoard(c *render.Canvas, s *scenes.Session) {
	sc.base.Draw(c, sc.cfg, sc.drawBase)
	r := sc.discRadius()
	anim, _ := sc.Anim().(*dropAnim)
	for col := 0; col < sc.cfg.W; col++ {
		for row := 0; row < sc.pos.Height(col); row++ {
			if anim != nil && anim.col == col && anim.row == row {
				continue // still falling
			}
			x, y := sc.cellCentre(col, row)
			drawDisc(c, x, y, r, sc.pos.At(col, row), solidDisc)
		}
	}
	if anim != nil {
		x, y := sc.cellCentre(anim.col, anim.row)
		top := sc.handY()
		drawDisc(c, x, top+(y-top)*anim.fallen(), r, anim.who, solidDisc)
	} else {
		sc.drawLastAndLine(c)
	}
	if sc.PersonToAct() && anim == nil && sc.IsLegal(sc.col) {
		// The disc in hand above the column, and its ghost where it will land.
		who := sc.pos.SideToMove()
		x, _ := sc.cellCentre(sc.col, 0)
		drawDisc(c, x, sc.handY(), r, who, solidDisc)
		_, gy := sc.cellCentre(sc.col, sc.pos.Height(sc.col))
		drawDisc(c, x, gy, r, who, ghostDisc)
	}
	if sc.ana.shown {
		sc.drawAnalysis(c)
	}
}

// drawLastAndLine rings the latest disc and the winning line.
func (sc *Screen) drawLastAndLine(c *render.Canvas) {
	r := sc.discRadius()
	if last := sc.pos.LastMove(); last >= 0 {
		x, y := sc.cellCentre(last, sc.pos.Height(last)-1)
		// A light ring around it, clear of either side's inner mark.
		c.Sprite("connect-last", 0, 0, x, y, r*1.2, 1, func(c *render.Canvas) {
			c.StrokeCircle(0, 0, r*1.1, r*0.1, render.TextMain)
		})
	}
	line := sc.pos.WinningLine()
	if len(line) == 0 {
		return
	}
	x0, y0 := sc.cellCentre(line[0].Col, line[0].Row)
	x1, y1 := sc.cellCentre(line[len(line)-1].Col, line[len(line)-1].Row)
	c.Line(x0, y0, x1, y1, 8, render.Accent)
	for _, cell := range line {
		x, y := sc.cellCentre(cell.Col, cell.Row)
		c.StrokeCircle(x, y, r*1.02, 5, render.Accent)
	}
}

// drawAnalysis labels each column with what playing there leads to, once
// the values for this position have arrived (the status box says
// "analysing" until then).
func (sc *Screen) drawAnalysis(c *render.Canvas) {
	values, ok := sc.Analysis()
	if !ok || sc.pos.Over() {
		return
	}
	y := sc.labelsY()
	for _, v := range values {
		if !v.Legal {
			continue
		}
		x, _ := sc.cellCentre(v.Column, 0)
		label, col, sure := analysisLabel(v)
		c.Text(label, x, y, render.TextStyle{Size: 16, Bold: sure, Color: col, Align: render.AlignCenter, Middle: true})
	}
}

// analysisLabel is what the overlay shows for one column, its colour, and
// whether it is a sure result (drawn bold) rather than an estimate.
func analysisLabel(v connectai.ColumnValue) (string, color.Color, bool) {
	res, in, sure := v.Result, v.In, v.Exact
	if !sure {
		// An estimate of ±(WinScore − k) is a win or loss the search saw
		// for certain, k plies ahead; k = 1 is this disc.
		if k := connectai.WinScore - abs(v.Score); k <= maxPlies {
			res, in, sure = connectai.Win, (k+1)/2, true
			if v.Score < 0 {
				res = connectai.Loss
			}
		}
	}
	switch {
	case !sure:
		return fmt.Sprintf("≈%d", v.Score), render.TextDim, false
	case res == connectai.Win:
		return fmt.Sprintf("win %d", in), render.Legal, true
	case res == connectai.Loss:
		return fmt.Sprintf("loss %d", in), render.Danger, true
	}
	return "draw", render.TextMain, true
}

// maxPlies bounds the moves of any game: the cells of the largest board.
const maxPlies = connect.MaxWidth * connect.MaxHeight

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

func (sc *Screen) Status() scenes.Status {
	if out := sc.Outcome(); out.Over {
		if out.Winner < 0 {
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
	scenes.DrawHeading(c, x, y+18, sc.boardLine())
	// The board's keys are told here, not in the key help above the action
	// bar: there they would make it wrap in the middle of a key's words.
	rules := fmt.Sprintf("Click a column, or choose one with ←/→ and press Enter or ↓, to drop a disc: "+
		"it falls to the lowest empty cell. %d of your discs in a line — across, up or diagonal — wins; "+
		"a full board is a draw. Blue moves first.", sc.cfg.N)
	y = scenes.DrawParagraph(c, x, y+40, w, rules, 17, render.TextMain)
	y = sc.drawLegend(c, x, y+10, w)

	// The moves, as columns 1-based, the latest lines that fit.
	top := y + 26
	scenes.DrawHeading(c, x, top, "Moves")
	var cols []string
	for _, mv := range sc.pos.Moves() {
		cols = append(cols, fmt.Sprint(mv+1))
	}
	hist := strings.Join(cols, " ")
	if hist == "" {
		hist = "none yet"
	}
	lines := render.Wrap(hist, 17, w, false)
	shown := max(1, int((area.Y+area.H-top-22)/23))
	if len(lines) > shown {
		lines = lines[len(lines)-shown:]
	}
	for i, l := range lines {
		c.Text(l, x, top+22+float64(i)*23, render.TextStyle{Size: 17, Color: render.TextMain})
	}
}

// drawLegend tells whether the analysis is shown and, when it is, what its
// labels mean; it returns the y below.
func (sc *Screen) drawLegend(c *render.Canvas, x, y, w float64) float64 {
	switch {
	case !sc.ana.shown:
		return scenes.DrawParagraph(c, x, y, w, "Analysis (A) is off: it shows under each column what dropping a disc there leads to.", 15, render.TextDim)
	case sc.ana.failed != "":
		return scenes.DrawParagraph(c, x, y, w, "Analysis (A): "+sc.ana.failed+".", 15, render.TextDim)
	}
	y = scenes.DrawParagraph(c, x, y, w, "Analysis (A), under each column — what dropping a disc there leads to, with the best play:", 15, render.TextDim)
	const termW = 58
	for _, l := range legend {
		c.Text(l.term, x, y, render.TextStyle{Size: 15, Bold: l.term != "≈N", Color: l.col})
		y = scenes.DrawParagraph(c, x+termW, y, w-termW, l.meaning, 15, render.TextDim)
	}
	return y
}

func (sc *Screen) VictoryStats(s *scenes.Session) []string {
	return []string{
		sc.boardLine(),
		fmt.Sprintf("Moves: %d   ·   time: %s", sc.pos.Ply(), sc.Elapsed(s)),
		"Game: " + sc.pos.String(),
	}
}
