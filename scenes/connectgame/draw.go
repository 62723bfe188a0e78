package connectgame

import (
	"fmt"
	"image/color"
	"math"

	"stratagem/ai/connectai"
	"stratagem/assets/lang"
	"stratagem/board/connect"
	"stratagem/render"
	"stratagem/scenes"
)

// The colours of the board and the discs. The board is a dark violet
// slate, between the sides' hues, so that neither side's colour sits on a
// board of its own hue; the
// discs differ in lightness as well as in hue (a light blue, a mid red), so
// they stay apart for colour-blind players and in grey, and each side has
// its own inner mark besides: a ring for Blue, a cross for Red.
var (
	boardFill = render.ConnectBoard
	boardEdge = render.ConnectBoardEdge
	holeFill  = render.ConnectHole
	blueFill  = render.ConnectBlueFill
	blueRim   = render.ConnectBlueRim
	blueMark  = render.ConnectBlueMark
	redFill   = render.ConnectRedFill
	redRim    = render.ConnectRedRim
	redMark   = render.ConnectRedMark
)

// discColours returns the fill, rim and inner mark colours of who's discs.
func discColours(who connect.Player) (fill, rim, mark color.Color) {
	if who == connect.O {
		return redFill, redRim, redMark
	}
	return blueFill, blueRim, blueMark
}

// grid is where a board's cells lie: the game's board, or a small one on
// a rules page. Everything drawn on a board is placed through it.
type grid struct {
	w, h   int
	ox, oy float64 // the top-left corner of the cells
	cell   float64 // a cell's size
	frame  float64 // the width of the board's border around the cells
}

// centre returns the centre of the cell at col, row (row 0 at the bottom).
func (g grid) centre(col, row int) (float64, float64) {
	return g.ox + (float64(col)+0.5)*g.cell, g.oy + (float64(g.h-1-row)+0.5)*g.cell
}

// radius is the radius of a disc in its cell.
func (g grid) radius() float64 { return g.cell * 0.4 }

// drawEmpty draws the board: its shadow, its bevelled border and its
// holes, each sunk into the board (a shadow along its top inside, a lit lip
// along its bottom edge).
func (g grid) drawEmpty(c *render.Canvas) {
	w, h, f := g.cell*float64(g.w), g.cell*float64(g.h), g.frame
	x0, y0, rr := g.ox-f, g.oy-f, f*1.3
	c.FillRoundRect(x0+2, y0+f*0.35, w+2*f, h+2*f, rr, render.WithAlpha(color.Black, 0.35))
	c.FillRoundRect(x0, y0, w+2*f, h+2*f, rr, boardEdge)
	c.FillRoundRect(x0+2, y0+2, w+2*f-4, h+2*f-4, rr-2, boardFill)
	r := g.radius()
	lip := render.Mix(boardFill, boardEdge, 0.8)
	inner := render.Mix(holeFill, boardFill, 0.12)
	for col := 0; col < g.w; col++ {
		for row := 0; row < g.h; row++ {
			x, y := g.centre(col, row)
			c.FillCircle(x, y+r*0.07, r*1.02, lip)
			c.FillCircle(x, y, r, holeFill)
			c.FillCircle(x, y+r*0.14, r*0.86, inner)
		}
	}
}

// drawDiscs draws the discs of pos lying on the board, but not the one at
// skip (a disc still falling; col -1 for none); with faded, the discs
// outside the winning line are drawn faint, so that the line stands out.
func (g grid) drawDiscs(c *render.Canvas, pos *connect.Position, skip connect.Cell, faded bool) {
	var inLine map[connect.Cell]bool
	if faded {
		inLine = map[connect.Cell]bool{}
		for _, cell := range pos.WinningLine() {
			inLine[cell] = true
		}
	}
	for col := 0; col < g.w; col++ {
		for row := 0; row < pos.Height(col); row++ {
			if skip.Col == col && skip.Row == row {
				continue
			}
			alpha := 1.0
			if faded && !inLine[connect.Cell{Col: col, Row: row}] {
				alpha = fadedAlpha
			}
			x, y := g.centre(col, row)
			drawDiscFaded(c, x, y, g.radius(), pos.At(col, row), solidDisc, alpha)
		}
	}
}

// fadedAlpha is how much of a disc outside the winning line shows once the
// game is won: enough to read the position, little enough that the line
// is what the eye finds.
const fadedAlpha = 0.4

// drawLast rings the disc at col, row: the latest move.
func (g grid) drawLast(c *render.Canvas, col, row int) {
	r := g.radius()
	x, y := g.centre(col, row)
	// A light ring around it, clear of either side's inner mark.
	c.Sprite("connect-last", 0, 0, x, y, r*1.2, 1, func(c *render.Canvas) {
		c.StrokeCircle(0, 0, r*1.1, r*0.1, render.TextMain)
	})
}

// drawLine draws the winning line through its discs and rings each.
func (g grid) drawLine(c *render.Canvas, line []connect.Cell) {
	if len(line) == 0 {
		return
	}
	r := g.radius()
	x0, y0 := g.centre(line[0].Col, line[0].Row)
	x1, y1 := g.centre(line[len(line)-1].Col, line[len(line)-1].Row)
	c.Line(x0, y0, x1, y1, math.Max(3, r*0.22), render.Accent)
	for _, cell := range line {
		x, y := g.centre(cell.Col, cell.Row)
		c.StrokeCircle(x, y, r*1.02, math.Max(2.5, r*0.14), render.Accent)
	}
}

// drawHand draws who's disc in hand at height y over column col, and its
// ghost in the cell row where it will land.
func (g grid) drawHand(c *render.Canvas, col, row int, y float64, who connect.Player) {
	r := g.radius()
	x, gy := g.centre(col, row)
	drawDisc(c, x, y, r, who, solidDisc)
	drawDisc(c, x, gy, r, who, ghostDisc)
}

// The hint is drawn in gold, apart from the person's own disc in hand
// (solid, in the side's colours) and its ghost (a ring of the side's
// colour): the hinted column is lit, a gold-ringed disc with an arrow hangs
// above it and the cell where the disc would land is ringed in gold.

// drawHintColumn lights column col; it goes under the discs.
func (g grid) drawHintColumn(c *render.Canvas, col int) {
	x, _ := g.centre(col, 0)
	c.FillRoundRect(x-g.cell/2+2, g.oy-g.frame+3, g.cell-4, g.cell*float64(g.h)+2*g.frame-6, g.cell*0.2, render.WithAlpha(render.Accent, 0.22))
}

// drawHintMarks rings the cell row of column col where the hinted disc
// lands and hangs the hint disc of who above it at height y. With
// handThere (the person's disc in hand is over that column already) it
// rings that disc instead of hanging another beside it.
func (g grid) drawHintMarks(c *render.Canvas, col, row int, y float64, who connect.Player, handThere bool) {
	r := g.radius()
	x, ly := g.centre(col, row)
	c.StrokeCircle(x, ly, r*1.12, math.Max(2.5, r*0.16), render.Accent)
	if handThere {
		c.StrokeCircle(x, y, r*1.18, math.Max(2.5, r*0.14), render.Accent)
		return
	}
	drawHintDisc(c, x, y, r, who)
}

// drawHintDisc is the hint's disc: faint in who's colour, a gold ring and
// a gold arrow pointing down, the way it would fall.
func drawHintDisc(c *render.Canvas, x, y, r float64, who connect.Player) {
	c.Sprite("connect-hint", int(who), 0, x, y, r*1.1, 1, func(c *render.Canvas) {
		fill, _, _ := discColours(who)
		c.FillCircle(0, 0, r*0.92, render.WithAlpha(fill, 0.3))
		c.StrokeCircle(0, 0, r*0.92, r*0.16, render.Accent)
		w := r * 0.16
		c.Line(0, -r*0.5, 0, r*0.45, w, render.Accent)
		c.Line(-r*0.32, r*0.15, 0, r*0.47, w, render.Accent)
		c.Line(r*0.32, r*0.15, 0, r*0.47, w, render.Accent)
	})
}

// ---- the game's board ----

// grid returns where the game's board lies on the screen.
func (sc *Screen) grid() grid {
	return grid{w: sc.cfg.W, h: sc.cfg.H, ox: sc.ox, oy: sc.oy, cell: sc.cell, frame: frameWidth}
}

// cellCentre returns the centre of the cell at col, row (row 0 at the bottom).
func (sc *Screen) cellCentre(col, row int) (float64, float64) { return sc.grid().centre(col, row) }

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
	drawDiscFaded(c, x, y, r, who, look, 1)
}

// drawDiscFaded is drawDisc showing only alpha of it.
func drawDiscFaded(c *render.Canvas, x, y, r float64, who connect.Player, look int, alpha float64) {
	c.Sprite("connect-disc", int(who), look, x, y, r*1.05, alpha, func(c *render.Canvas) {
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
		// A soft sheen from above, as on a plastic disc.
		c.FillCircle(-r*0.12, -r*0.16, r*0.66, render.Mix(fill, color.White, 0.16))
		c.FillCircle(0, r*0.06, r*0.58, fill)
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
	g := sc.grid()
	g.drawEmpty(c)
	for col := 0; col < sc.cfg.W; col++ {
		// 1-based, as the move list writes them.
		x, _ := g.centre(col, 0)
		c.Text(lang.Verbatim(fmt.Sprint(col+1)), x, sc.numbersY(), render.TextStyle{Size: 18, Bold: true, Color: render.TextDim, Align: render.AlignCenter, Middle: true, MaxW: sc.cell})
	}
}

// baseKey is what the layer of the empty board is drawn for.
type baseKey struct {
	cfg    connect.Config
	pseudo bool
}

// look is what the board shows besides the discs lying on it, worked out
// from the screen's state when it is drawn (and read by the tests).
type look struct {
	falling *dropAnim // the disc falling, or nil
	hand    int       // the column the person's disc in hand hangs over; -1 none
	hint    int       // the hinted column; -1 none
	last    int       // the column of the latest disc, ringed; -1 none
	line    []connect.Cell
	faded   bool // the game is won: the discs outside the line are faint
}

func (sc *Screen) look() look {
	l := look{hand: -1, hint: -1, last: -1}
	l.falling, _ = sc.Anim().(*dropAnim)
	if l.falling != nil {
		return l
	}
	l.last = sc.pos.LastMove()
	l.line = sc.pos.WinningLine()
	l.faded = len(l.line) > 0
	if better, _, ok := sc.betterShown(); ok {
		l.hint = better // the review's better column
		return l
	}
	if !sc.PersonToAct() {
		return l
	}
	if sc.IsLegal(sc.col) {
		l.hand = sc.col
	}
	if h, ok := sc.Hint(); ok && sc.IsLegal(h) {
		l.hint = h
	}
	return l
}

func (sc *Screen) DrawBoard(c *render.Canvas, s *scenes.Session) {
	// The column numbers are the same in every language but the test's.
	sc.base.Draw(c, baseKey{sc.cfg, lang.Current() == lang.Pseudo}, sc.drawBase)
	g, l := sc.grid(), sc.look()
	who := sc.pos.SideToMove()
	if l.hint >= 0 {
		g.drawHintColumn(c, l.hint)
		sc.drawHintNumber(c, l.hint)
	}
	skip := connect.Cell{Col: -1}
	if l.falling != nil {
		skip = connect.Cell{Col: l.falling.col, Row: l.falling.row}
	}
	g.drawDiscs(c, sc.pos, skip, l.faded)
	if a := l.falling; a != nil {
		x, y := g.centre(a.col, a.row)
		top := sc.handY()
		drawDisc(c, x, top+(y-top)*a.fallen(), g.radius(), a.who, solidDisc)
	}
	if l.last >= 0 {
		g.drawLast(c, l.last, sc.pos.Height(l.last)-1)
	}
	g.drawLine(c, l.line)
	if l.hand >= 0 {
		g.drawHand(c, l.hand, sc.pos.Height(l.hand), sc.handY(), who)
	}
	if l.hint >= 0 {
		g.drawHintMarks(c, l.hint, sc.pos.Height(l.hint), sc.handY(), who, l.hand == l.hint)
	}
	if sc.ana.shown {
		sc.drawAnalysis(c)
	}
}

// drawHintNumber writes the hinted column's number dark on gold.
func (sc *Screen) drawHintNumber(c *render.Canvas, col int) {
	x, _ := sc.cellCentre(col, 0)
	y := sc.numbersY()
	c.FillRoundRect(x-15, y-12, 30, 24, 8, render.Accent)
	c.Text(lang.Verbatim(fmt.Sprint(col+1)), x, y, render.TextStyle{Size: 18, Bold: true, Color: render.Background, Align: render.AlignCenter, Middle: true, MaxW: 30})
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
		drawLabel(c, v, x, y, sc.cell-4, labelsRow)
	}
}

// drawLabel writes the analysis's label of one column centred on (x, y),
// in a box w wide and h high: two lines if need be.
func drawLabel(c *render.Canvas, v connectai.ColumnValue, x, y, w, h float64) {
	label, kind := analysisLabel(v)
	c.Text(label, x, y, render.TextStyle{Size: 16, Bold: kind.sure(), Color: kind.colour(), Align: render.AlignCenter, Middle: true, MaxW: w, MaxH: h})
}

// analysisLabel is what the overlay shows for one column ("win 3", "loss
// 2", "draw", or an estimate in words: "looks good", "about even"), and its
// kind.
func analysisLabel(v connectai.ColumnValue) (string, labelKind) {
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
		return lang.T(guessID(v.Score)), labelEstimate
	case res == connectai.Win:
		return lang.N("connect.analysis.win", in), labelWin
	case res == connectai.Loss:
		return lang.N("connect.analysis.loss", in), labelLoss
	}
	return lang.T("connect.analysis.draw"), labelDraw
}

// The bounds of the estimate's words, in the heuristic's units for the
// side to move: within ±guessEven "about even", beyond ±guessClear "looks
// won" or "looks lost", "looks good" or "looks bad" between. (From the
// empty 7×6 board the columns score −6 to 3; a side a clear threat ahead
// scores 40 and more.)
const guessEven, guessClear = 12, 40

// guessIDs are the estimate's words, from the side to move's worst to best.
var guessIDs = [...]string{"connect.analysis.guess.lost", "connect.analysis.guess.bad", "connect.analysis.guess.even",
	"connect.analysis.guess.good", "connect.analysis.guess.won"}

// guessID is the message that puts an estimate of score in words, on the
// same scale as the exact labels: better for the side to move is nearer a
// win.
func guessID(score int) string {
	switch {
	case score <= -guessClear:
		return guessIDs[0]
	case score <= -guessEven:
		return guessIDs[1]
	case score < guessEven:
		return guessIDs[2]
	case score < guessClear:
		return guessIDs[3]
	}
	return guessIDs[4]
}

// maxPlies bounds the moves of any game: the cells of the largest board.
const maxPlies = connect.MaxWidth * connect.MaxHeight

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
