package connectgame

import (
	"math"

	"stratagem/ai/connectai"
	"stratagem/assets/lang"
	"stratagem/board/connect"
	"stratagem/render"
	"stratagem/scenes"
)

// howTo is Connect Four's rules, page by page, each with a small board
// drawn as the game draws its own.
func howTo() []scenes.HowToPage {
	blue, red := side(connect.X), side(connect.O)
	arrows, confirm, down := scenes.Arrows(), scenes.Key(scenes.ActConfirm), scenes.Key(scenes.ActDown)
	analysis := Keys.Name(ActAnalysis)
	term := func(v connectai.ColumnValue) string { label, _ := analysisLabel(v); return label }
	return []scenes.HowToPage{
		{
			Title: lang.T("connect.rules.drop.title"),
			Text: []string{
				lang.T("connect.rules.drop.turns", "Blue", blue, "Red", red),
				lang.T("connect.rules.drop.falls"),
				lang.T("connect.rules.drop.keys", "Arrows", arrows, "Confirm", confirm, "Down", down),
			},
			Diagram: diagramDrop,
		},
		{
			Title: lang.T("connect.rules.line.title"),
			Text: []string{
				lang.T("connect.rules.line.wins"),
				lang.T("connect.rules.line.block"),
				lang.T("connect.rules.line.gold"),
			},
			Diagram: diagramLines,
		},
		{
			Title: lang.T("connect.rules.draw.title"),
			Text: []string{
				lang.T("connect.rules.draw.full"),
				lang.T("connect.rules.draw.panel"),
			},
			Diagram: diagramDraw,
		},
		{
			Title: lang.T("connect.rules.boards.title"),
			Text: []string{
				lang.T("connect.rules.boards.choose", "MinColumns", lang.Num(connect.MinWidth), "MaxColumns", lang.Num(connect.MaxWidth),
					"MinRows", lang.Num(connect.MinHeight), "MaxRows", lang.Num(connect.MaxHeight),
					"MinLine", lang.Num(connect.MinLine), "MaxLine", lang.Num(connect.MaxLine)),
				lang.T("connect.rules.boards.classic"),
				lang.T("connect.rules.boards.longer", "Master", masterTitle()),
			},
			Diagram: diagramBoards,
		},
		{
			Title: lang.T("connect.rules.analysis.title", "Key", analysis),
			Text: []string{
				lang.T("connect.rules.analysis.shows", "Key", analysis),
				lang.N("connect.rules.analysis.win", legendWin, "Term", term(connectai.ColumnValue{Exact: true, Result: connectai.Win, In: legendWin})),
				lang.N("connect.rules.analysis.loss", legendLoss, "Term", term(connectai.ColumnValue{Exact: true, Result: connectai.Loss, In: legendLoss})),
				lang.T("connect.rules.analysis.draw", "Term", term(connectai.ColumnValue{Exact: true, Result: connectai.Draw})),
				lang.T("connect.rules.analysis.estimate", "Won", lang.T(guessIDs[4]), "Lost", lang.T(guessIDs[0])),
			},
			Diagram: diagramAnalysis,
		},
		{
			Title: lang.T("connect.rules.hints.title"),
			Text: []string{
				lang.T("connect.rules.hints.hint", "Key", scenes.Key(scenes.ActHint), "Master", masterTitle()),
				lang.T("connect.rules.hints.undo", "Undo", scenes.Key(scenes.ActUndo), "Redo", scenes.Key(scenes.ActRedo)),
				lang.T("connect.rules.hints.review", "Review", scenes.Key(scenes.ActReview), "Arrows", arrows,
					"Confirm", confirm, "Back", scenes.Key(scenes.ActBack)),
			},
			Diagram: diagramHint,
		},
	}
}

// masterTitle is the title of the computer player that gives the hints,
// the ladder's top rung.
func masterTitle() string {
	l, _ := connectai.Roster.Find(connectai.Roster.Strongest())
	return scenes.LevelTitle("connect", l)
}

// miniGrid fits a w×h board with cells of at most maxCell into area,
// centred, leaving room above it (for a disc in hand) and below it (for a
// caption).
func miniGrid(area scenes.Rect, w, h int, maxCell, above, below float64) grid {
	cell := math.Min(maxCell, math.Min((area.W-60)/float64(w), (area.H-above-below-40)/float64(h)))
	g := grid{w: w, h: h, cell: cell, frame: math.Max(5, cell*0.2)}
	g.ox = area.X + (area.W-cell*float64(w))/2
	g.oy = area.Y + above + (area.H-above-below-cell*float64(h))/2
	return g
}

// handHeight is the height of a disc in hand above a small board.
func (g grid) handHeight() float64 { return g.oy - g.frame - g.radius() - 8 }

// bottom is the y of the lower edge of the board's border.
func (g grid) bottom() float64 { return g.oy + g.cell*float64(g.h) + g.frame }

// caption writes a line under a diagram, centred on x, in a box w wide.
func caption(c *render.Canvas, text string, x, y, w float64) {
	c.Text(text, x, y, render.TextStyle{Size: 16, Color: render.TextDim, Align: render.AlignCenter, Middle: true, MaxW: w})
}

// captionLines writes a caption of up to lines lines under a diagram,
// centred on x, its first line's middle at y, in a box w wide.
func captionLines(c *render.Canvas, text string, x, y, w float64, lines int) {
	c.Text(text, x, y-8, render.TextStyle{Size: 16, Color: render.TextDim, Align: render.AlignCenter, MaxW: w, MaxLines: lines})
}

// played returns a position of board cfg after the columns moves (0-based).
func played(cfg connect.Config, moves []int) *connect.Position {
	p := connect.MustNew(cfg)
	for _, col := range moves {
		p.Apply(col)
	}
	return p
}

// Each diagram's position, checked by the tests.
var (
	dropBoard  = connect.Config{W: 6, H: 5, N: 4}
	dropMoves  = []int{2, 3, 3, 2, 4}
	dropColumn = 3 // where Red's disc in hand hangs

	lineBoard = connect.Config{W: 4, H: 4, N: 4}
	lineMoves = []struct {
		name    string
		caption string // its message
		moves   []int
	}{
		{"across", "connect.rules.line.across", []int{0, 0, 1, 1, 2, 2, 3}},
		{"up", "connect.rules.line.up", []int{0, 1, 0, 1, 0, 1, 0}},
		{"diagonal", "connect.rules.line.diagonal", []int{0, 1, 1, 2, 3, 2, 2, 3, 3, 0, 3}},
	}

	// analysisBoard after analysisMoves, Red to move: what the analysis
	// says of each column (the test asks the solver).
	analysisBoard             = connect.Config{W: 5, H: 4, N: 3}
	analysisMoves             = []int{4, 2, 2, 4, 0, 2, 1}
	analysisWin, analysisLoss = 4, 2 // the columns the captions explain
	analysisValues            = []connectai.ColumnValue{
		{Column: 0, Legal: true, Exact: true, Result: connectai.Win, In: 4},
		{Column: 1, Legal: true, Exact: true, Result: connectai.Draw},
		{Column: 2, Legal: true, Exact: true, Result: connectai.Loss, In: 2},
		{Column: 3, Legal: true, Exact: true, Result: connectai.Loss, In: 2},
		{Column: 4, Legal: true, Exact: true, Result: connectai.Win, In: 3},
	}

	// hintBoard after hintMoves, Blue to move: column 4 wins at once.
	hintBoard      = connect.Config{W: 6, H: 5, N: 4}
	hintMoves      = []int{0, 0, 1, 1, 2, 5}
	hintColumn     = 3
	hintHandColumn = 1
)

// diagramDrop: Red's disc in hand over a column, its path down and its
// ghost in the lowest empty cell.
func diagramDrop(c *render.Canvas, area scenes.Rect) {
	g := miniGrid(area, dropBoard.W, dropBoard.H, 56, 90, 40)
	p := played(dropBoard, dropMoves)
	g.drawEmpty(c)
	g.drawDiscs(c, p, connect.Cell{Col: -1}, false)
	row := p.Height(dropColumn)
	x, gy := g.centre(dropColumn, row)
	hy := g.handHeight()
	// The way down, dotted, from the disc in hand to where it lands.
	for y := hy + g.radius() + 10; y < gy-g.radius()-4; y += 12 {
		c.FillCircle(x, y, 3, render.WithAlpha(redFill, 0.8))
	}
	g.drawHand(c, dropColumn, row, hy, p.SideToMove())
	caption(c, lang.T("connect.rules.drop.caption", "Side", side(p.SideToMove())), area.X+area.W/2, g.bottom()+26, area.W-20)
}

// diagramLines: three small boards, each won by Blue with a line of four:
// across, up and diagonal.
func diagramLines(c *render.Canvas, area scenes.Rect) {
	const cell, frame = 32.0, 6.0
	w := (area.W - 30) / 3
	for i, l := range lineMoves {
		x := area.X + 15 + (float64(i)+0.5)*w // the board's centre
		g := grid{w: lineBoard.W, h: lineBoard.H, cell: cell, frame: frame}
		g.ox, g.oy = x-2*cell, area.Y+area.H/2-2*cell-16
		p := played(lineBoard, l.moves)
		g.drawEmpty(c)
		g.drawDiscs(c, p, connect.Cell{Col: -1}, true)
		g.drawLine(c, p.WinningLine())
		caption(c, lang.T(l.caption), x, g.bottom()+26, w-8)
	}
}

// diagramDraw: the smallest board, full, with no line of three.
func diagramDraw(c *render.Canvas, area scenes.Rect) {
	cfg := connect.Config{W: 4, H: 4, N: 3}
	g := miniGrid(area, cfg.W, cfg.H, 64, 0, 60)
	g.drawEmpty(c)
	g.drawDiscs(c, played(cfg, drawnSmall), connect.Cell{Col: -1}, false)
	captionLines(c, lang.N("connect.rules.draw.caption", cfg.N), area.X+area.W/2, g.bottom()+26, area.W-150, 2)
}

// diagramBoards: the smallest, the classic and the largest board side by
// side, at one scale.
func diagramBoards(c *render.Canvas, area scenes.Rect) {
	boards := []struct {
		w, h int
		name string // its caption's message
	}{
		{connect.MinWidth, connect.MinHeight, "connect.rules.boards.caption.smallest"},
		{connect.Standard.W, connect.Standard.H, "connect.rules.boards.caption.classic"},
		{connect.MaxWidth, connect.MaxHeight, "connect.rules.boards.caption.largest"},
	}
	const cell, gap = 19.0, 22.0
	frame := 5.0
	total := 2 * gap
	for _, b := range boards {
		total += float64(b.w)*cell + 2*frame
	}
	x := area.X + (area.W-total)/2
	base := area.Y + area.H/2 + 4*cell // the boards stand on one line
	for _, b := range boards {
		g := grid{w: b.w, h: b.h, cell: cell, frame: frame, ox: x + frame, oy: base - float64(b.h)*cell}
		g.drawEmpty(c)
		name := lang.T(b.name, "Columns", lang.Num(b.w), "Rows", lang.Num(b.h))
		captionLines(c, name, g.ox+float64(b.w)*cell/2, g.bottom()+24, float64(b.w)*cell+2*frame+gap-4, 2)
		x += float64(b.w)*cell + 2*frame + gap
	}
}

// diagramAnalysis: a small board, Red to move, with the analysis's labels
// under its columns, as the game shows them.
func diagramAnalysis(c *render.Canvas, area scenes.Rect) {
	g := miniGrid(area, analysisBoard.W, analysisBoard.H, 60, 50, 90)
	p := played(analysisBoard, analysisMoves)
	g.drawEmpty(c)
	g.drawDiscs(c, p, connect.Cell{Col: -1}, false)
	who := p.SideToMove()
	// The side to move beside its disc, the two centred together.
	status := lang.N("connect.rules.analysis.tomove", analysisBoard.N, "Side", side(who))
	st := render.TextStyle{Size: 18, Bold: true, Color: render.TextMain, Middle: true, MaxW: area.W - 72, MaxLines: 2}
	tw := render.FitText(status, st).Width
	left := area.X + (area.W-tw-32)/2
	drawDisc(c, left+12, area.Y+34, 12, who, solidDisc)
	c.Text(status, left+32, area.Y+34, st)
	y := g.bottom() + 22
	for _, v := range analysisValues {
		x, _ := g.centre(v.Column, 0)
		drawLabel(c, v, x, y, g.cell-4, 36)
	}
	// What two of the labels say, in words: a win for the side to move
	// and a loss.
	win, loss := analysisValues[analysisWin], analysisValues[analysisLoss]
	caption(c, lang.N("connect.rules.analysis.caption.win", win.In, "Column", lang.Num(win.Column+1), "Side", side(who)),
		area.X+area.W/2, y+34, area.W-20)
	caption(c, lang.N("connect.rules.analysis.caption.loss", loss.In, "Column", lang.Num(loss.Column+1), "Side", side(who.Other())),
		area.X+area.W/2, y+58, area.W-20)
}

// diagramHint: Blue to move, its disc in hand over one column and the hint
// over the column that wins at once.
func diagramHint(c *render.Canvas, area scenes.Rect) {
	g := miniGrid(area, hintBoard.W, hintBoard.H, 56, 90, 60)
	p := played(hintBoard, hintMoves)
	who := p.SideToMove()
	g.drawEmpty(c)
	g.drawHintColumn(c, hintColumn)
	g.drawDiscs(c, p, connect.Cell{Col: -1}, false)
	hy := g.handHeight()
	g.drawHand(c, hintHandColumn, p.Height(hintHandColumn), hy, who)
	g.drawHintMarks(c, hintColumn, p.Height(hintColumn), hy, who, false)
	caption(c, lang.T("connect.rules.hints.caption.hand", "Column", lang.Num(hintHandColumn+1)), area.X+area.W/2, g.bottom()+26, area.W-20)
	caption(c, lang.T("connect.rules.hints.caption.hint", "Column", lang.Num(hintColumn+1)), area.X+area.W/2, g.bottom()+50, area.W-20)
}
