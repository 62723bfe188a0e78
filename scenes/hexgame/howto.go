package hexgame

import (
	"fmt"
	"image/color"
	"math"

	"stratagem/board/hex"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/units"
)

// The rules pages of Hex Battle: a few short paragraphs each, with a
// diagram drawn by the board's own code (terrain, figures, counts, the
// marks of the aim) on small maps. Each page's battle is set up and its
// numbers (reach, paths, predicted kills, lines of sight) are worked out
// by the rules themselves, once, when the pages are made; drawing only
// draws.

// howTo returns the rules pages.
func howTo() []scenes.HowToPage {
	return []scenes.HowToPage{
		battlefieldPage(),
		turnsPage(),
		attackPage(),
		strikeBackPage(),
		archersPage(),
		endPage(),
	}
}

// Text of the diagrams.
var (
	captionStyle = render.TextStyle{Size: 15, Color: render.TextDim, Align: render.AlignCenter, Middle: true}
	legendStyle  = render.TextStyle{Size: 15, Color: render.TextMain, Middle: true}
)

// mini is a small battlefield of a rules page: a map and the battle on it.
type mini struct {
	m *hex.Map
	b *units.Battle
}

// newMini reads a map in the map text format (see hex.ParseMap; only the
// size and terrain lines are needed) and puts the stacks of army on it.
// It returns nil when either is wrong: the page then shows no diagram
// rather than failing.
func newMini(text string, army []units.Unit) *mini {
	m, err := hex.ParseMap([]byte(text))
	if err != nil {
		return nil
	}
	b, err := units.NewBattleFrom(m, army)
	if err != nil {
		return nil
	}
	return &mini{m: m, b: b}
}

// layout places the map in area: hexes of size size, centred across,
// its top at area.Y+top.
func (mn *mini) layout(area scenes.Rect, size, top float64) hex.Layout {
	l := hex.Layout{Size: size}
	w, _ := l.PixelSize(mn.m.Width(), mn.m.Height())
	l.OriginX = area.X + (area.W-w)/2 + size*math.Sqrt(3)/2
	l.OriginY = area.Y + top + size
	return l
}

// draw draws the stacks (figure and count) on layout l.
func (mn *mini) draw(c *render.Canvas, l hex.Layout) {
	for _, u := range mn.b.Units() {
		if u.Alive() {
			x, y := l.Center(u.Pos)
			render.DrawUnit(c, x, y, l.Size*figureScale, u, 1)
		}
	}
}

// at returns the hex called name ("b3"); names in this file are right.
func at(name string) hex.Hex {
	o, err := hex.ParseOffset(name)
	if err != nil {
		panic("hexgame: bad hex name " + name)
	}
	return o.Hex()
}

// stack returns a stack of n fighters of kind k for side s on hex name.
func stack(s units.Side, k units.Kind, name string, n int) units.Unit {
	return units.Unit{Kind: k, Side: s, Pos: at(name), Fighters: n}
}

// arrow draws a line from (x0, y0) to (x1, y1) with a head at its end.
func arrow(c *render.Canvas, x0, y0, x1, y1, width float64, col color.Color) {
	c.Line(x0, y0, x1, y1, width, col)
	a := math.Atan2(y1-y0, x1-x0)
	head := 4 + width*2.2
	for _, d := range []float64{-0.5, 0.5} {
		c.Line(x1, y1, x1-head*math.Cos(a+d), y1-head*math.Sin(a+d), width, col)
	}
}

// ---- The battlefield ----

func battlefieldPage() scenes.HowToPage {
	p := scenes.HowToPage{
		Title: "The battlefield",
		Text: []string{
			"Two armies of five stacks face each other across a river. A stack is a disc with the emblem of its kind: pikemen, swordsmen, knights, archers and flyers. The number in its tab is how many fighters are left in it.",
			"Leaving a grass hex costs a stack 1 point of its speed, a road hex only half a point; on the road it also attacks a little harder.",
			"The road crosses the river by a bridge; at the top and bottom the river is shallow and can be waded, slowly, and a stack standing in the water defends worse. Deep water and rocks cannot be entered, and rocks block the archers' sight.",
			"The set-up offers four more fields and random ones, and armies of your own.",
		},
	}
	field := hex.BattleMap()
	b := units.NewBattle(field)
	type entry struct {
		m    *hex.Map
		text string
	}
	var legend []entry
	for _, t := range []struct {
		symbol, text string
	}{
		{".", "Grass: 1 point to leave"},
		{"=", "Road and bridge: ½ point, +1 attack"},
		{",", "Shallow water: 2 points, −1 defence"},
		{"~", "Deep water: no way through"},
		{"^", "Rock: no way through, blocks sight"},
	} {
		m, err := hex.ParseMap([]byte("size: 1x1\nterrain:\n" + t.symbol + "\n"))
		if err != nil {
			return p
		}
		legend = append(legend, entry{m, t.text})
	}
	p.Diagram = func(c *render.Canvas, area scenes.Rect) {
		l := (&mini{m: field}).layout(area, 14.5, 12)
		render.DrawTerrain(c, l, field)
		for _, u := range b.Units() {
			x, y := l.Center(u.Pos)
			render.DrawUnitFigure(c, x, y, l.Size*figureScale, u, 1)
		}
		y := area.Y + 300
		for _, e := range legend {
			hl := hex.Layout{Size: 10, OriginX: area.X + 110, OriginY: y}
			render.DrawTerrain(c, hl, e.m)
			c.Text(e.text, area.X+130, y, legendStyle)
			y += 23
		}
	}
	return p
}

// ---- Taking turns ----

func turnsPage() scenes.HowToPage {
	ini := func(k units.Kind) int { return k.Stats().Initiative }
	p := scenes.HowToPage{
		Title: "Taking turns",
		Text: []string{
			fmt.Sprintf("Every round each stack acts once, the quickest first: flyers (initiative %d), swordsmen (%d), pikemen (%d), knights (%d), archers (%d). Between equals Blue goes first in odd rounds, Red in even ones. The row above the map shows who acts now and who comes next.",
				ini(units.Flyer), ini(units.Swordsman), ini(units.Pikeman), ini(units.Knight), ini(units.Archer)),
			"On its turn a stack moves, attacks, or both. It can also wait (W): it acts again at the end of the round, once a round. Or it can defend (D): it stays put and defends 1 better until it next moves; a gold shield shows it.",
		},
	}
	b := units.NewBattle(hex.BattleMap())
	order := func() []units.Unit {
		var out []units.Unit
		for _, id := range append([]int{b.Active()}, b.Queue()...) {
			out = append(out, b.Unit(id))
		}
		return out
	}
	first := order()
	waiter := stackName(b, b.Active())
	b.Apply(units.Action{Kind: units.Wait, To: b.Unit(b.Active()).Pos, Target: units.NoTarget})
	second := order()
	for b.Round() == 1 { // everyone defends: round 2
		b.Apply(units.Action{Kind: units.Defend, To: b.Unit(b.Active()).Pos, Target: units.NoTarget})
	}
	third := order()
	for i := range third {
		third[i].Defending = false // not the point here
	}
	defender := units.Unit{Kind: units.Pikeman, Side: units.Blue, Fighters: units.StackSize, Defending: true}
	row := func(c *render.Canvas, area scenes.Rect, y float64, title string, us []units.Unit, numbers bool) {
		c.Text(title, area.X+24, y-38, render.TextStyle{Size: 16, Bold: true, Color: render.TextMain, Middle: true})
		const r, step = 18.0, 45.0
		x := area.X + (area.W-step*float64(len(us)-1))/2
		for i, u := range us {
			if i == 0 {
				c.StrokeCircle(x, y, r+4, 3, render.Accent)
			}
			render.DrawUnit(c, x, y, r, u, 1)
			switch {
			case u.Waited:
				c.Text("waited", x, y+r+13, captionStyle)
			case numbers:
				c.Text(fmt.Sprint(ini(u.Kind)), x, y+r+13, captionStyle)
			}
			x += step
		}
	}
	p.Diagram = func(c *render.Canvas, area scenes.Rect) {
		row(c, area, area.Y+70, "Round 1: the order, by initiative", first, true)
		row(c, area, area.Y+160, waiter+" wait: they act last", second, false)
		row(c, area, area.Y+250, "Round 2: Red first between equals", third, false)
		x, y := area.X+80, area.Y+350
		render.DrawUnit(c, x, y, 30, defender, 1)
		c.Text("Defending: the gold shield, +1 defence", x+50, y, legendStyle)
	}
	return p
}

// ---- Moving and attacking ----

func attackPage() scenes.HowToPage {
	p := scenes.HowToPage{
		Title: "Moving and attacking",
		Text: []string{
			"The stack to act stands on a hex ringed in yellow; the hexes it can reach are lit. Click one to move there: the path is drawn as you point.",
			"To attack, click an enemy with a red edge: your stack walks to the hex next to it nearest the pointer and strikes. The box beside the enemy says how many fighters the blow will kill and what striking back will cost you.",
			"The more fighters a stack has, the harder it hits; attack against defence does the rest. Stuck? H shows what the strongest computer player would do, in violet.",
		},
	}
	mn := newMini(`size: 7x5
terrain:
. . . . . . .
 . . . ^ . . .
= = = = . . .
 . . . = = = =
. . . . . . .
`, []units.Unit{
		stack(units.Blue, units.Pikeman, "a3", 16),
		stack(units.Red, units.Archer, "f2", 16),
		stack(units.Red, units.Knight, "f4", 16),
	})
	if mn == nil {
		return p
	}
	b := mn.b
	id := b.Active()
	dests := b.Reachable(id).Destinations(nil)
	var melee []hex.Hex
	chosen := units.Action{Target: units.NoTarget}
	for _, a := range b.LegalActions(nil) {
		if a.Kind != units.Move || a.Target < 0 {
			continue
		}
		melee = append(melee, b.Unit(int(a.Target)).Pos)
		if b.UnitName(int(a.Target)) == "Rarcher" && (chosen.Target < 0 || a.To == at("e2")) {
			chosen = a
		}
	}
	if chosen.Target < 0 {
		return p
	}
	path := b.Path(id, chosen.To)
	label := predictionLabel(nil, b, chosen, b.Predict(chosen))
	tip := newTip(label, render.Danger, nil)
	p.Diagram = func(c *render.Canvas, area scenes.Rect) {
		l := mn.layout(area, 30, 96)
		render.DrawTerrain(c, l, mn.m)
		for _, h := range dests {
			c.FillHex(l, h, 3, reachFill)
		}
		for _, h := range melee {
			c.StrokeHex(l, h, 2, 3, render.Danger)
		}
		for i := 1; i < len(path); i++ {
			x0, y0 := l.Center(path[i-1])
			x1, y1 := l.Center(path[i])
			c.Line(x0, y0, x1, y1, 5, pathLine)
		}
		c.StrokeHex(l, chosen.To, 2, 3, render.Accent)
		pos := b.Unit(id).Pos
		c.FillHex(l, pos, 2, activeFill)
		c.StrokeHex(l, pos, 1.5, 3.5, activeRing)
		mn.draw(c, l)
		c.StrokeHex(l, at("f2"), 1, 2, render.TextMain) // the pointer is there
		t := tip
		tx, ty := l.Center(b.Unit(int(chosen.Target)).Pos)
		t.x, t.y = math.Min(tx-t.w/2, area.X+area.W-t.w-12), ty-l.Size*0.9-t.h-4
		drawTip(c, &t)
		c.Text("Lit: where the pikemen can go · red edge: enemies they can reach", area.X+area.W/2, area.Y+356, captionStyle)
		c.Text("The pointer on the archers: attack them from e2", area.X+area.W/2, area.Y+380, captionStyle)
	}
	return p
}
