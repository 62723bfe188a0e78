package millgame

import (
	"fmt"
	"strings"

	"stratagem/board/mill"
	"stratagem/render"
	"stratagem/scenes"
)

// diagram is the small board of a rules page: a position, its marks, the
// pieces still in each hand beside it, and a caption under it. The marks
// are worked out from the rules (board/mill), so the pictures cannot say
// otherwise than the game does.
type diagram struct {
	pos     *mill.Position
	decor   render.MillDecor
	hands   bool // draw the pieces in hand beside the board
	caption string
}

// diagramLayer keeps the diagram of the page shown, painted once with
// smooth edges: the rules screen redraws only after input, but a diagram
// of many shapes is still worth painting once.
var diagramLayer render.Layer

// draw paints the diagram into area (the rules screen's diagram box).
func (d *diagram) draw(c *render.Canvas, area scenes.Rect) {
	diagramLayer.Draw(c, diagramKey{d, area}, func(c *render.Canvas) {
		b := render.MillBoard{X: area.X + 105, Y: area.Y + 34, Size: 270}
		render.DrawMillBoard(c, b, nil, d.pos, d.decor)
		if d.hands {
			r := b.PieceRadius() * 0.9
			for _, col := range []mill.Color{mill.Blue, mill.Red} {
				x := area.X + 38
				if col == mill.Red {
					x = area.X + area.W - 38
				}
				for i := 0; i < d.pos.InHand(col); i++ {
					render.DrawPiece(c, x, b.Y+b.Size-float64(i)*(2*r+4), r, col, 1)
				}
				fill, _ := render.SideColors(col)
				c.Text(fmt.Sprintf("%d in hand", d.pos.InHand(col)), x, b.Y+b.Size+r+22, render.TextStyle{Size: 14, Color: fill, Align: render.AlignCenter, Middle: true})
			}
		}
		y := area.Y + area.H - 40
		for _, l := range render.Wrap(d.caption, 17, area.W-40, false) {
			c.Text(l, area.X+area.W/2, y, render.TextStyle{Size: 17, Color: render.TextMain, Align: render.AlignCenter, Middle: true})
			y += 22
		}
	})
}

// diagramKey names what diagramLayer holds: a diagram at a place.
type diagramKey struct {
	d    *diagram
	area scenes.Rect
}

// howTo returns Mill's rules, page by page.
func howTo() []scenes.HowToPage {
	page := func(title string, d *diagram, text ...string) scenes.HowToPage {
		return scenes.HowToPage{Title: title, Text: text, Diagram: d.draw}
	}
	return []scenes.HowToPage{
		page("The board", boardDiagram(),
			"Two players, Blue and Red, have nine pieces each. Blue begins.",
			"The board has 24 points, where its lines meet or end: three squares, one inside the other, joined in the middle of each side.",
			"A point is named by its column and row: a1 is the lower-left corner.",
			"Three points in a row make one of the board's sixteen lines. Three pieces of one colour on a line are a mill."),
		page("Placing", placingDiagram(),
			"The game begins with an empty board and all pieces in hand.",
			"Taking turns, each player places one piece on any empty point: click a green dot.",
			"Once both hands are empty, the pieces move."),
		page("A mill takes a piece", millDiagram(),
			"Three of your pieces on one line are a mill. Each time you close a mill, you take one of your opponent's pieces off the board for good.",
			"Click one of the pieces ringed in red. A piece that stands in a mill is safe, unless every piece of your opponent stands in one."),
		page("Moving", movingDiagram(),
			"With all pieces placed, a turn is a move: slide one of your pieces along a line to the free point next to it.",
			"Click a piece ringed in green, then a green dot.",
			"Move a piece out of a mill and back in, and the mill closes again: you take another piece."),
		page("Flying", flyingDiagram(),
			"A player left with only three pieces flies: any of their pieces may go to any empty point, not only to a neighbour.",
			"The other player still moves along the lines, until they are down to three as well."),
		page("The end of the game", endDiagram(),
			"You win when your opponent is down to two pieces, or when it is their turn and none of their pieces can move.",
			fmt.Sprintf("It is a draw when the same position comes up for the third time with the same player to move, "+
				"or when both players have made %d moves each, once all pieces are placed, without closing a mill.", mill.NineMensMorris.QuietPlies()/2)),
	}
}

// mustPosition reads a position written in the rules' notation; the
// diagrams' positions are literals, checked by the tests.
func mustPosition(s string) *mill.Position {
	p, err := mill.ParsePosition(s)
	if err != nil {
		panic(err)
	}
	return p
}

// millLines returns the lines of pos's variant whose points are named (in
// either direction, e.g. "a1d1g1"), as MillDecor.Mills.
func millLines(pos *mill.Position, lines ...string) [][3]mill.Point {
	v := pos.Variant()
	var out [][3]mill.Point
	for _, l := range lines {
		for _, m := range v.Mills() {
			a, b, c := v.PointName(m[0]), v.PointName(m[1]), v.PointName(m[2])
			if a+b+c == l || c+b+a == l {
				out = append(out, m)
			}
		}
	}
	return out
}

// targets returns the points the side to move of pos may reach: with from
// NoPoint, where it may place; else where the piece on from may go.
func targets(pos *mill.Position, from mill.Point) uint32 {
	var bits uint32
	for _, mv := range pos.LegalMoves(nil) {
		if mv.From == from {
			bits |= 1 << uint(mv.To)
		}
	}
	return bits
}

// movable returns the pieces of the side to move that have a legal move.
func movable(pos *mill.Position) uint32 {
	var bits uint32
	for _, mv := range pos.LegalMoves(nil) {
		if mv.From != mill.NoPoint {
			bits |= 1 << uint(mv.From)
		}
	}
	return bits
}

func boardDiagram() *diagram {
	d := &diagram{pos: mill.NewGame(), decor: render.NoDecor()}
	d.decor.Mills = millLines(d.pos, "a1d1g1", "d1d2d3", "c5d5e5")
	d.caption = "Three of the sixteen lines: a1 d1 g1, d1 d2 d3 and c5 d5 e5."
	return d
}

func placingDiagram() *diagram {
	d := &diagram{pos: mustPosition("blue: d2 f4 b6; red: d6 f2 c4; hand: 6 6; turn: blue"), decor: render.NoDecor(), hands: true}
	d.decor.Legal = targets(d.pos, mill.NoPoint)
	d.caption = "Blue to place: every empty point is free."
	return d
}

func millDiagram() *diagram {
	d := &diagram{pos: mustPosition("blue: a1 d1 g1 b4 e5; red: a7 d7 g7 d2 f4 c3; hand: 0 0; turn: red"), decor: render.NoDecor()}
	d.decor.Mills = millLines(d.pos, "a1d1g1")
	d.decor.Removable = d.pos.Removable(mill.Red)
	d.caption = "Blue closed a1 d1 g1: it may take a ringed piece. Red's a7 d7 g7 is a mill: safe."
	return d
}

func movingDiagram() *diagram {
	d := &diagram{pos: mustPosition("blue: a1 d2 f4 e5 b6 g7 c3; red: a4 d1 f2 d6 g4 d5 c4; hand: 0 0; turn: blue"), decor: render.NoDecor()}
	d.decor.Selected = mustPoint("d2")
	d.decor.Legal = targets(d.pos, d.decor.Selected)
	d.decor.Movable = movable(d.pos)
	d.caption = "Blue picked up d2: it may go to the green dots next to it."
	return d
}

func flyingDiagram() *diagram {
	d := &diagram{pos: mustPosition("blue: a1 d5 f2; red: a4 a7 d7 g4 e3 c5; hand: 0 0; turn: blue"), decor: render.NoDecor()}
	d.decor.Selected = mustPoint("a1")
	d.decor.Legal = targets(d.pos, d.decor.Selected)
	d.caption = "Blue has three pieces: the one on a1 may fly to any empty point."
	return d
}

func endDiagram() *diagram {
	pos := mill.NewGame()
	for _, f := range strings.Fields(blockedGame) {
		mv, err := mill.ParseMove(f)
		if err != nil {
			panic(err)
		}
		pos.Apply(mv)
	}
	d := &diagram{pos: pos, decor: render.NoDecor()}
	markEnd(d.pos, &d.decor)
	d.caption = "Blue moved g4 to f4: now no Red piece has a free point to go to, so Blue wins."
	return d
}
