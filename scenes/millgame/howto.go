package millgame

import (
	"strings"

	"stratagem/assets/lang"
	"stratagem/board/mill"
	"stratagem/render"
	"stratagem/scenes"
)

// diagram is the small board of a rules page: a position, its marks, the
// pieces still in each hand beside it, and a caption under it. The marks
// are worked out from the rules (board/mill), so the pictures cannot say
// otherwise than the game does.
type diagram struct {
	pos   *mill.Position
	decor render.MillDecor
	hands bool // draw the pieces in hand beside the board
	// caption puts the words under the board into words when the diagram
	// is drawn, in the language then in use.
	caption func() string
}

// diagramLayer keeps the diagram of the page shown, painted once with
// smooth edges: the rules screen redraws only after input, but a diagram
// of many shapes is still worth painting once.
var diagramLayer render.Layer

// Captions are up to three lines under the board.
const captionSize, captionLines = 17.0, 3

// draw paints the diagram into area (the rules screen's diagram box).
func (d *diagram) draw(c *render.Canvas, area scenes.Rect) {
	diagramLayer.Draw(c, diagramKey{d, area, lang.Gen()}, func(c *render.Canvas) {
		b := render.MillBoard{X: area.X + 115, Y: area.Y + 36, Size: 250}
		render.DrawMillBoard(c, b, nil, d.pos, d.decor)
		if d.hands {
			r := b.PieceRadius() * 0.9
			for _, col := range []mill.Color{mill.Blue, mill.Red} {
				x := area.X + 44
				if col == mill.Red {
					x = area.X + area.W - 44
				}
				for i := 0; i < d.pos.InHand(col); i++ {
					render.DrawPiece(c, x, b.Y+b.Size-float64(i)*(2*r+4), r, col, 1)
				}
				fill, _ := render.SideColors(col)
				c.Text(lang.N("mill.tray.inhand", d.pos.InHand(col)), x, b.Y+b.Size+r+24,
					render.TextStyle{Size: 14, Color: fill, Align: render.AlignCenter, Middle: true, MaxW: 80, MaxLines: 2})
			}
		}
		c.Text(d.caption(), area.X+area.W/2, area.Y+area.H-42, render.TextStyle{Size: captionSize,
			Color: render.TextMain, Align: render.AlignCenter, Middle: true, MaxW: area.W - 40, MaxLines: captionLines})
	})
}

// diagramKey names what diagramLayer holds: a diagram at a place, in a
// language.
type diagramKey struct {
	d    *diagram
	area scenes.Rect
	lang uint64
}

// howTo returns Mill's rules, page by page. The words are messages
// mill.howto.*; the numbers of the standard board are in them as words.
func howTo() []scenes.HowToPage {
	page := func(title string, d *diagram, text ...string) scenes.HowToPage {
		return scenes.HowToPage{Title: title, Text: text, Diagram: d.draw}
	}
	variantPage := func(title string, d *diagram, text ...string) scenes.HowToPage {
		return scenes.HowToPage{Title: title, Text: text, Diagram: d.draw, Variant: true}
	}
	return []scenes.HowToPage{
		page(lang.T("mill.howto.board.title"), boardDiagram(),
			lang.T("mill.howto.board.players", "Blue", side(mill.Blue), "Red", side(mill.Red)),
			lang.T("mill.howto.board.points"),
			lang.T("mill.howto.board.names", "Corner", "a1"),
			lang.T("mill.howto.board.lines")),
		page(lang.T("mill.howto.placing.title"), placingDiagram(),
			lang.T("mill.howto.placing.start"),
			lang.T("mill.howto.placing.turns"),
			lang.T("mill.howto.placing.then")),
		page(lang.T("mill.howto.mill.title"), millDiagram(),
			lang.T("mill.howto.mill.rule"),
			lang.T("mill.howto.mill.safe")),
		page(lang.T("mill.howto.moving.title"), movingDiagram(),
			lang.T("mill.howto.moving.rule"),
			lang.T("mill.howto.moving.click"),
			lang.T("mill.howto.moving.again")),
		page(lang.T("mill.howto.flying.title"), flyingDiagram(),
			lang.T("mill.howto.flying.rule"),
			lang.T("mill.howto.flying.other")),
		page(lang.T("mill.howto.end.title"), endDiagram(),
			lang.T("mill.howto.end.win"),
			lang.T("mill.howto.end.repetition"),
			lang.N("mill.howto.end.quiet", mill.NineMensMorris.QuietPlies()/2)),
		page(lang.T("mill.howto.marks.title"), marksDiagram(),
			lang.T("mill.howto.marks.last"),
			lang.T("mill.howto.marks.turn"),
			lang.T("mill.howto.marks.hint")),
		// The variants, each its own rules where they differ from the
		// pages above; the set-up chooses among them.
		variantPage(variantTitle(mill.TwelveMensMorris), twelveDiagram(),
			lang.T("mill.howto.twelve.rules"),
			lang.T("mill.howto.twelve.full")),
		variantPage(variantTitle(mill.LaskerMorris), laskerDiagram(),
			lang.T("mill.howto.lasker.rules"),
			lang.T("mill.howto.lasker.move"),
			lang.T("mill.howto.lasker.fly")),
		variantPage(variantTitle(mill.Morabaraba), morabarabaDiagram(),
			lang.T("mill.howto.morabaraba.rules"),
			lang.T("mill.howto.morabaraba.return"),
			lang.N("mill.howto.morabaraba.ten", mill.Morabaraba.ThreesQuietPlies()/2)),
		variantPage(variantTitle(mill.SixMensMorris), sixDiagram(),
			lang.T("mill.howto.six.rules"),
			lang.T("mill.howto.six.mills"),
			lang.T("mill.howto.nofly")),
		variantPage(variantTitle(mill.ThreeMensMorris), threeDiagram(),
			lang.T("mill.howto.three.rules"),
			lang.T("mill.howto.three.lines"),
			lang.T("mill.howto.three.win")),
	}
}

// variantCaption is the caption of a variant's board on its rules page.
func variantCaption(v *mill.Variant) func() string {
	return func() string { return lang.T("mill.howto.variant.caption", "Variant", variantTitle(v)) }
}

// twelveDiagram: a mill on a diagonal of Twelve Men's Morris (it took
// one of Red's pieces).
func twelveDiagram() *diagram {
	v := mill.TwelveMensMorris
	d := &diagram{pos: mustPositionOf(v, "blue: a1 b2 c3 d6 g4; red: d1 f2 e4 a7 b4; hand: 7 6; turn: red"), decor: render.NoDecor(), hands: true}
	d.decor.Mills = millLines(d.pos, "a1b2c3")
	d.caption = variantCaption(v)
	return d
}

// laskerDiagram: Lasker Morris with pieces still in hand, a piece picked
// up to move instead of placing.
func laskerDiagram() *diagram {
	v := mill.LaskerMorris
	d := &diagram{pos: mustPositionOf(v, "blue: d2 f4 b6; red: d6 f2 c4; hand: 7 7; turn: blue"), decor: render.NoDecor(), hands: true}
	d.decor.Selected = mustPoint("d2")
	d.decor.Legal = targets(d.pos, d.decor.Selected)
	d.caption = func() string {
		return lang.T("mill.howto.lasker.caption", "Side", side(mill.Blue), "Point", "d2")
	}
	return d
}

// morabarabaDiagram: the piece that left g1 g4 g7 to close f2 f4 f6 may
// not go straight back to g4.
func morabarabaDiagram() *diagram {
	v := mill.Morabaraba
	pos := mustPositionOf(v, morabarabaBefore)
	for _, s := range []string{"g4-f4xb4", "d7-d6"} {
		mv, err := v.ParseMove(s)
		if err == nil {
			err = pos.Play(mv)
		}
		if err != nil {
			panic(err)
		}
	}
	d := &diagram{pos: pos, decor: render.NoDecor()}
	d.decor.Selected = mustPoint("f4")
	d.decor.Legal = targets(pos, d.decor.Selected)
	d.caption = func() string {
		return lang.T("mill.howto.morabaraba.caption", "Side", side(mill.Blue), "From", "g4", "To", "f4")
	}
	return d
}

// sixDiagram: Six Men's Morris, a piece picked up that may step along a
// link from the outer square to the inner (and close a mill there).
func sixDiagram() *diagram {
	v := mill.SixMensMorris
	d := &diagram{pos: mustPositionOf(v, "blue: d1 b2 f2 a7; red: a1 g1 b6 d6; hand: 0 0; turn: blue"), decor: render.NoDecor()}
	d.decor.Selected = mustPointOf(v, "d1")
	d.decor.Legal = targets(d.pos, d.decor.Selected)
	d.caption = variantCaption(v)
	return d
}

// threeDiagram: Three Men's Morris won by a mill on a diagonal: Blue's
// g4 to g7 closes a1 d4 g7 and takes g1, which leaves Red two pieces.
func threeDiagram() *diagram {
	v := mill.ThreeMensMorris
	pos := mustPositionOf(v, "blue: a1 d4 g4; red: d1 g1 a4; hand: 0 0; turn: blue")
	pos.Apply(mill.Move{From: mustPointOf(v, "g4"), To: mustPointOf(v, "g7"), Remove: mustPointOf(v, "g1")})
	d := &diagram{pos: pos, decor: render.NoDecor()}
	markEnd(pos, &d.decor)
	d.caption = variantCaption(v)
	return d
}

// mustPointOf reads a point of variant v's board; only called with
// literal names.
func mustPointOf(v *mill.Variant, name string) mill.Point {
	p, err := v.ParsePoint(name)
	if err != nil {
		panic(err)
	}
	return p
}

// mustPosition reads a position of Nine Men's Morris written in the
// rules' notation; the diagrams' positions are literals, checked by the
// tests.
func mustPosition(s string) *mill.Position { return mustPositionOf(mill.NineMensMorris, s) }

// mustPositionOf reads a position of variant v (see mustPosition).
func mustPositionOf(v *mill.Variant, s string) *mill.Position {
	p, err := v.ParsePosition(s)
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
	d.caption = func() string {
		return lang.T("mill.howto.board.caption", "A", "a1 d1 g1", "B", "d1 d2 d3", "C", "c5 d5 e5")
	}
	return d
}

func placingDiagram() *diagram {
	d := &diagram{pos: mustPosition("blue: d2 f4 b6; red: d6 f2 c4; hand: 6 6; turn: blue"), decor: render.NoDecor(), hands: true}
	d.decor.Legal = targets(d.pos, mill.NoPoint)
	d.caption = func() string {
		return lang.T("mill.howto.placing.caption", "Side", side(mill.Blue))
	}
	return d
}

func millDiagram() *diagram {
	d := &diagram{pos: mustPosition("blue: a1 d1 g1 b4 e5; red: a7 d7 g7 d2 f4 c3; hand: 0 0; turn: red"), decor: render.NoDecor()}
	d.decor.Mills = millLines(d.pos, "a1d1g1")
	d.decor.Removable = d.pos.Removable(mill.Red)
	d.caption = func() string {
		return lang.T("mill.howto.mill.caption", "Side", side(mill.Blue), "Opponent", side(mill.Red),
			"Mill", "a1 d1 g1", "Safe", "a7 d7 g7")
	}
	return d
}

func movingDiagram() *diagram {
	d := &diagram{pos: mustPosition("blue: a1 d2 f4 e5 b6 g7 c3; red: a4 d1 f2 d6 g4 d5 c4; hand: 0 0; turn: blue"), decor: render.NoDecor()}
	d.decor.Selected = mustPoint("d2")
	d.decor.Legal = targets(d.pos, d.decor.Selected)
	d.decor.Movable = movable(d.pos)
	d.caption = func() string {
		return lang.T("mill.howto.moving.caption", "Side", side(mill.Blue), "Point", "d2")
	}
	return d
}

func flyingDiagram() *diagram {
	d := &diagram{pos: mustPosition("blue: a1 d5 f2; red: a4 a7 d7 g4 e3 c5; hand: 0 0; turn: blue"), decor: render.NoDecor()}
	d.decor.Selected = mustPoint("a1")
	d.decor.Legal = targets(d.pos, d.decor.Selected)
	d.caption = func() string {
		return lang.T("mill.howto.flying.caption", "Side", side(mill.Blue), "Point", "a1")
	}
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
	d.caption = func() string {
		return lang.T("mill.howto.end.caption", "Side", side(mill.Blue), "Opponent", side(mill.Red),
			"From", "g4", "To", "f4")
	}
	return d
}

// marksBefore is the position before the last move of the marks page:
// Red then moves d6 to d7, closing a7 d7 g7, and takes Blue's piece on b4.
const marksBefore = "blue: a1 d1 f2 c3 e4 b4 b6 g4; red: a7 g7 d6 f4 c5; hand: 0 0; turn: red"

// marksDiagram shows the marks of a turn: Red's last move, which closed a
// mill and took a piece, Blue's pieces that can move, and a hint (g4 to
// g1, closing a1 d1 g1 and taking f4).
func marksDiagram() *diagram {
	pos := mustPosition(marksBefore)
	last := mill.Move{From: mustPoint("d6"), To: mustPoint("d7"), Remove: mustPoint("b4")}
	pos.Apply(last)
	d := &diagram{pos: pos, decor: render.NoDecor()}
	d.decor.Last = last
	d.decor.Movable = movable(pos)
	d.decor.Hint = mill.Move{From: mustPoint("g4"), To: mustPoint("g1"), Remove: mustPoint("f4")}
	d.caption = func() string {
		return lang.T("mill.howto.marks.caption", "From", "d6", "To", "d7", "Taken", "b4",
			"HintFrom", "g4", "HintTo", "g1", "HintTaken", "f4")
	}
	return d
}
