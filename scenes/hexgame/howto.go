package hexgame

import (
	"image/color"
	"math"

	"stratagem/assets/lang"
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
		dangerPage(),
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

// drawCaptions draws the captions under a diagram, centred in area from
// y (the middle of the first line) down, each wrapped to two lines if it
// needs them.
func drawCaptions(c *render.Canvas, area scenes.Rect, y float64, captions ...string) {
	st := captionStyle
	st.MaxW, st.MaxLines, st.Middle = area.W-24, 2, false
	for _, t := range captions {
		fit := render.FitText(t, st)
		c.Text(t, area.X+area.W/2, y-st.Size*0.65, st)
		y += float64(fit.Lines)*fit.Size*1.3 + 4
	}
}

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
		Title: lang.T("hex.rules.field.title"),
		Text: []string{
			lang.T("hex.rules.field.stacks"),
			lang.T("hex.rules.field.speed"),
			lang.T("hex.rules.field.river"),
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
		{".", lang.T("hex.rules.field.grass")},
		{"=", lang.T("hex.rules.field.road")},
		{",", lang.T("hex.rules.field.shallow")},
		{"~", lang.T("hex.rules.field.deep")},
		{"^", lang.T("hex.rules.field.rock")},
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
			st := legendStyle
			st.MaxW = area.W - 130 - 12
			c.Text(e.text, area.X+130, y, st)
			y += 23
		}
	}
	return p
}

// ---- Taking turns ----

func turnsPage() scenes.HowToPage {
	ini := func(k units.Kind) int { return k.Stats().Initiative }
	p := scenes.HowToPage{
		Title: lang.T("hex.rules.turns.title"),
		Text: []string{
			lang.T("hex.rules.turns.order", "Flyer", lang.Num(ini(units.Flyer)), "Swordsman", lang.Num(ini(units.Swordsman)),
				"Pikeman", lang.Num(ini(units.Pikeman)), "Knight", lang.Num(ini(units.Knight)), "Archer", lang.Num(ini(units.Archer))),
			lang.T("hex.rules.turns.actions", "Wait", Keys.Name(ActWait), "Defend", Keys.Name(ActDefend)),
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
		c.Text(title, area.X+24, y-38, render.TextStyle{Size: 16, Bold: true, Color: render.TextMain, Middle: true, MaxW: area.W - 32})
		const r, step = 18.0, 45.0
		x := area.X + (area.W-step*float64(len(us)-1))/2
		for i, u := range us {
			if i == 0 {
				c.StrokeCircle(x, y, r+4, 3, render.Accent)
			}
			render.DrawUnit(c, x, y, r, u, 1)
			st := captionStyle
			st.MaxW = step + 25 // a word under a figure may reach over its neighbours' gaps
			switch {
			case u.Waited:
				c.Text(lang.T("hex.queue.waited"), x, y+r+13, st)
			case numbers:
				c.Text(lang.Num(ini(u.Kind)), x, y+r+13, st)
			}
			x += step
		}
	}
	p.Diagram = func(c *render.Canvas, area scenes.Rect) {
		row(c, area, area.Y+70, lang.T("hex.rules.turns.first"), first, true)
		row(c, area, area.Y+160, lang.T("hex.rules.turns.wait", "Stack", waiter), second, false)
		row(c, area, area.Y+250, lang.T("hex.rules.turns.second"), third, false)
		x, y := area.X+80, area.Y+350
		render.DrawUnit(c, x, y, 30, defender, 1)
		st := legendStyle
		st.MaxW, st.MaxLines = area.X+area.W-x-50-12, 2
		c.Text(lang.T("hex.rules.turns.defending"), x+50, y, st)
	}
	return p
}

// ---- Moving and attacking ----

func attackPage() scenes.HowToPage {
	p := scenes.HowToPage{
		Title: lang.T("hex.rules.attack.title"),
		Text: []string{
			lang.T("hex.rules.attack.move"),
			lang.T("hex.rules.attack.attack"),
			lang.T("hex.rules.attack.hint", "Hint", scenes.Key(scenes.ActHint)),
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
		drawReach(c, l, dests, outline(l, dests, nil))
		for _, h := range melee {
			drawStrikable(c, l, h)
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
		drawCaptions(c, area, area.Y+352, lang.T("hex.rules.attack.lit"), lang.T("hex.rules.attack.pointer", "Hex", hexName(chosen.To)))
	}
	return p
}
