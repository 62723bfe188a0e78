package connectgame

import (
	"fmt"
	"math"

	"stratagem/ai/connectai"
	"stratagem/board/connect"
	"stratagem/render"
	"stratagem/scenes"
)

// howTo is Connect Four's rules, page by page, each with a small board
// drawn as the game draws its own.
func howTo() []scenes.HowToPage {
	return []scenes.HowToPage{
		{
			Title: "Drop a disc",
			Text: []string{
				"Blue and Red take turns, Blue first. On your turn you drop one of your discs into a column.",
				"The disc falls to the lowest empty cell of that column. A full column takes no more discs.",
				fmt.Sprintf("Point at a column and click, or move your disc with %s and press %s or %s. Your disc hangs above the column, and a faint copy shows the cell where it will land.",
					scenes.Arrows(), scenes.Key(scenes.ActConfirm), scenes.Key(scenes.ActDown)),
			},
			Diagram: diagramDrop,
		},
		{
			Title: "Four in a row wins",
			Text: []string{
				"The first to have four discs in an unbroken line wins: across, up, or diagonal.",
				"A disc never moves once it lies on the board, so block the other side's lines while you build your own.",
				"When the game is won, the winning line is drawn in gold.",
			},
			Diagram: diagramLines,
		},
		{
			Title: "A full board is a draw",
			Text: []string{
				"When every cell is filled and nobody has made a line, the game is a draw.",
				"The panel beside the board then says that the board is full.",
			},
			Diagram: diagramDraw,
		},
		{
			Title: "Boards and lines",
			Text: []string{
				"Before a match you choose the board: 4 to 9 columns, 4 to 8 rows, and how many discs in a row win, 3 to 6.",
				"The classic game is 7 columns, 6 rows and four in a row. A line can be no longer than the board's longer side: a longer choice is shortened to fit.",
				"Bigger boards and longer lines make longer games. On the classic board the side that moves first can always win with perfect play — and the Master computer nearly always finds the perfect move there.",
			},
			Diagram: diagramBoards,
		},
		{
			Title: "The analysis (A)",
			Text: []string{
				"A shows under each column what dropping a disc there leads to, for the side to move, if both sides then play their best:",
				"win 3 — you win, with your 3rd disc from now (this one counts).",
				"loss 5 — the other side wins, with its 5th disc.",
				"draw — neither side can force a win.",
				"≈N — an estimate, where the game is too big to work out to the end: higher is better for you.",
			},
			Diagram: diagramAnalysis,
		},
		{
			Title: "Hints, undo and review",
			Text: []string{
				scenes.Key(scenes.ActHint) + " asks the Master computer for a hint: its column lights up in gold, a gold disc with an arrow hangs above it, and the cell where the disc would land is ringed.",
				fmt.Sprintf("%s takes back your last move (against the computer, its reply too); %s plays it again.", scenes.Key(scenes.ActUndo), scenes.Key(scenes.ActRedo)),
				fmt.Sprintf("%s looks back through the game: %s step through the moves, %s plays on from there, %s returns to the end.",
					scenes.Key(scenes.ActReview), scenes.Arrows(), scenes.Key(scenes.ActConfirm), scenes.Key(scenes.ActBack)),
			},
			Diagram: diagramHint,
		},
	}
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

// caption writes a line under a diagram, centred on x.
func caption(c *render.Canvas, text string, x, y float64) {
	c.Text(text, x, y, render.TextStyle{Size: 16, Color: render.TextDim, Align: render.AlignCenter, Middle: true})
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
		name  string
		moves []int
	}{
		{"across", []int{0, 0, 1, 1, 2, 2, 3}},
		{"up", []int{0, 1, 0, 1, 0, 1, 0}},
		{"diagonal", []int{0, 1, 1, 2, 3, 2, 2, 3, 3, 0, 3}},
	}

	// analysisBoard after analysisMoves, Red to move: what the analysis
	// says of each column (the test asks the solver).
	analysisBoard  = connect.Config{W: 5, H: 4, N: 3}
	analysisMoves  = []int{4, 2, 2, 4, 0, 2, 1}
	analysisValues = []connectai.ColumnValue{
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
	caption(c, "Red's disc falls to the lowest empty cell", area.X+area.W/2, g.bottom()+26)
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
		caption(c, l.name, x, g.bottom()+26)
	}
}

// diagramDraw: the smallest board, full, with no line of three.
func diagramDraw(c *render.Canvas, area scenes.Rect) {
	cfg := connect.Config{W: 4, H: 4, N: 3}
	g := miniGrid(area, cfg.W, cfg.H, 64, 0, 60)
	g.drawEmpty(c)
	g.drawDiscs(c, played(cfg, drawnSmall), connect.Cell{Col: -1}, false)
	caption(c, "3 in a row to win, and nobody made one:", area.X+area.W/2, g.bottom()+26)
	caption(c, "the board is full — a draw", area.X+area.W/2, g.bottom()+50)
}

// diagramBoards: the smallest, the classic and the largest board side by
// side, at one scale.
func diagramBoards(c *render.Canvas, area scenes.Rect) {
	boards := []struct {
		w, h int
		name string
	}{{4, 4, "4×4, smallest"}, {7, 6, "7×6, classic"}, {9, 8, "9×8, largest"}}
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
		caption(c, b.name, g.ox+float64(b.w)*cell/2, g.bottom()+24)
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
	drawDisc(c, area.X+area.W/2-70, area.Y+34, 12, who, solidDisc)
	c.Text(sideName(who)+" to move", area.X+area.W/2-50, area.Y+34, render.TextStyle{Size: 18, Bold: true, Color: render.TextMain, Middle: true})
	y := g.bottom() + 22
	for _, v := range analysisValues {
		x, _ := g.centre(v.Column, 0)
		label, col, sure := analysisLabel(v)
		c.Text(label, x, y, render.TextStyle{Size: 16, Bold: sure, Color: col, Align: render.AlignCenter, Middle: true})
	}
	caption(c, "3 in a row: column 5 wins with Red's 3rd disc;", area.X+area.W/2, y+34)
	caption(c, "after column 3, Blue wins with its 2nd", area.X+area.W/2, y+58)
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
	caption(c, "Your disc in hand (solid) is over column 2;", area.X+area.W/2, g.bottom()+26)
	caption(c, "the hint (gold) says column 4, which wins", area.X+area.W/2, g.bottom()+50)
}
