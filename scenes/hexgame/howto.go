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

// ---- Striking back ----

func strikeBackPage() scenes.HowToPage {
	p := scenes.HowToPage{
		Title: "Striking back",
		Text: []string{
			"A stack attacked hand to hand that survives strikes back at once, with the fighters it has left. It strikes back only once a round: the next attacker that round goes unanswered, and until the round ends it defends 1 worse.",
			"Archers never strike back, and nobody can strike back at arrows. So attack a strong stack with a weak one first, then with your best.",
		},
	}
	mn := newMini(`size: 5x3
terrain:
. . . . .
 . . . . .
. . . . .
`, []units.Unit{
		stack(units.Blue, units.Swordsman, "b2", 16),
		stack(units.Red, units.Pikeman, "c2", 16),
		stack(units.Blue, units.Knight, "d2", 16),
	})
	if mn == nil {
		return p
	}
	b := mn.b
	// Round 1: the swordsmen (initiative 4) attack, the pikemen (3)
	// defend, the knights (2) attack.
	first := units.Action{Kind: units.Move, To: at("b2"), Target: 1}
	second := units.Action{Kind: units.Move, To: at("d2"), Target: 1}
	if !b.IsLegal(first) {
		return p
	}
	p1 := b.Predict(first)
	b.Apply(first)
	if b.Active() == 1 { // the pikemen wait: their turn comes after the knights'
		b.Apply(units.Action{Kind: units.Wait, To: at("c2"), Target: units.NoTarget})
	}
	if !b.IsLegal(second) {
		return p
	}
	p2 := b.Predict(second)
	b.Apply(second)
	lines := []string{
		fmt.Sprintf("1  Blue swordsmen attack: %d killed", p1.Kills),
		fmt.Sprintf("    Red pikemen strike back: %s lost", fighters(p1.RetaliationKills, units.Swordsman)),
		fmt.Sprintf("2  Blue knights attack: %d killed, no strike back", p2.Kills),
	}
	p.Diagram = func(c *render.Canvas, area scenes.Rect) {
		l := mn.layout(area, 42, 40)
		render.DrawTerrain(c, l, mn.m)
		mn.draw(c, l)
		sx, sy := l.Center(at("b2"))
		px, py := l.Center(at("c2"))
		kx, ky := l.Center(at("d2"))
		r := l.Size * figureScale
		// The first attack over the top, the strike back under it; the
		// second attack from the other side, unanswered.
		arrow(c, sx, sy-r-8, px-6, py-r-8, 4, render.Danger)
		arrow(c, px, py+r+10, sx+6, sy+r+10, 4, render.Accent)
		arrow(c, kx, ky-r-8, px+6, py-r-8, 4, render.Danger)
		num := render.TextStyle{Size: 18, Bold: true, Color: render.TextMain, Align: render.AlignCenter, Middle: true}
		c.Text("1", (sx+px)/2, sy-r-26, num)
		c.Text("2", (kx+px)/2, ky-r-26, num)
		// No arrow back at the knights: crossed out.
		cx, cy, d := (kx+px)/2, ky+r+10, 7.0
		c.Line(cx-d, cy-d, cx+d, cy+d, 3.5, render.TextDim)
		c.Line(cx-d, cy+d, cx+d, cy-d, 3.5, render.TextDim)
		lossBadge(c, l, at("c2"), r, fmt.Sprintf("−%d", p1.Kills+p2.Kills), render.Danger)
		if p1.RetaliationKills > 0 {
			lossBadge(c, l, at("b2"), r, fmt.Sprintf("−%d", p1.RetaliationKills), render.Accent)
		}
		y := area.Y + 290
		for i, line := range lines {
			col := render.TextMain
			if i == 1 {
				col = render.Accent
			}
			c.Text(line, area.X+40, y, render.TextStyle{Size: 16, Color: col, Middle: true})
			y += 28
		}
	}
	return p
}

// ---- Archers and flyers ----

func archersPage() scenes.HowToPage {
	p := scenes.HowToPage{
		Title: "Archers and flyers",
		Text: []string{
			"Archers do not fight hand to hand. Instead of moving they can shoot any enemy they can see, however far; a crosshair marks those. Rocks block their sight: pointing at a hidden enemy crosses out the rock in the way.",
			fmt.Sprintf("Flyers fly over water, rocks and other stacks, and are the fastest of all (speed %d against %d for knights and %d for pikemen).",
				units.Flyer.Stats().Speed, units.Knight.Stats().Speed, units.Pikeman.Stats().Speed),
		},
	}
	mn := newMini(`size: 8x5
terrain:
. . . . ~ . . .
 . . . . ~ . . .
. . . ^ ~ . . .
 . . . . ~ . . .
. . . . ~ . . .
`, []units.Unit{
		stack(units.Blue, units.Archer, "b3", 16),
		stack(units.Red, units.Knight, "g1", 16),
		stack(units.Red, units.Swordsman, "g3", 16),
		stack(units.Blue, units.Flyer, "b5", 16),
	})
	if mn == nil {
		return p
	}
	b := mn.b
	archer := b.Unit(0)
	var shots, hidden []hex.Hex
	var blockers []hex.Hex
	for _, u := range b.Units() {
		if u.Side == archer.Side {
			continue
		}
		if mn.m.LineOfSight(archer.Pos, u.Pos) {
			shots = append(shots, u.Pos)
		} else {
			hidden = append(hidden, u.Pos)
			blockers = append(blockers, sightBlockers(mn.m, archer.Pos, u.Pos)...)
		}
	}
	var why tooltip // what pointing at the hidden enemy says
	if len(hidden) > 0 && len(blockers) > 0 {
		why = newTip([]string{"Cannot shoot " + stackName(b, b.UnitAt(hidden[0])), "No line of sight: " + blockerWords(mn.m, blockers)}, render.TextDim, nil)
	}
	flyer := b.Unit(3)
	flyerTo := at("g5")
	flight := mn.m.Reachable(flyer.Pos, flyer.Kind.Stats().Speed*hex.HalfPoints, hex.Movement{Fly: true}).Path(flyerTo)
	p.Diagram = func(c *render.Canvas, area scenes.Rect) {
		l := mn.layout(area, 31, 30)
		render.DrawTerrain(c, l, mn.m)
		for _, h := range hidden {
			x0, y0 := l.Center(archer.Pos)
			x1, y1 := l.Center(h)
			dashed(c, x0, y0, x1, y1, 8, 2.5, sightLine)
		}
		for _, h := range blockers {
			c.StrokeHex(l, h, 2, 3, render.Danger)
			x, y := l.Center(h)
			d := l.Size * 0.4
			c.Line(x-d, y-d, x+d, y+d, 4, render.Danger)
			c.Line(x-d, y+d, x+d, y-d, 4, render.Danger)
		}
		for i := 1; i < len(flight); i++ {
			x0, y0 := l.Center(flight[i-1])
			x1, y1 := l.Center(flight[i])
			c.Line(x0, y0, x1, y1, 5, pathLine)
		}
		if len(flight) > 0 {
			c.StrokeHex(l, flyerTo, 2, 3, render.Accent)
		}
		mn.draw(c, l)
		r := l.Size * figureScale
		for _, h := range shots {
			x, y := l.Center(h)
			crosshair(c, x, y, r)
		}
		if len(why.lines) > 0 {
			t := why
			t.x, t.y = area.X+(area.W-t.w)/2, area.Y+300
			drawTip(c, &t)
		}
		c.Text("The archers see the knights, not the swordsmen", area.X+area.W/2, area.Y+376, captionStyle)
		c.Text("The flyers cross the deep river in one flight", area.X+area.W/2, area.Y+400, captionStyle)
	}
	return p
}

// ---- The end ----

func endPage() scenes.HowToPage {
	p := scenes.HowToPage{
		Title: "How the battle ends",
		Text: []string{
			"A side whose stacks are all destroyed loses the battle.",
			fmt.Sprintf("It is a draw when %d rounds in a row pass without a single fighter lost, or when round %d ends.", units.QuietRounds, units.MaxRounds),
			"When the battle is over, close the panel to see the last blow marked on the map. Review (V) steps through the whole battle again; U takes back your last action at any time.",
		},
	}
	mn := newMini(`size: 5x3
terrain:
. . . . .
 . = = = .
. . . . .
`, []units.Unit{
		stack(units.Blue, units.Knight, "b2", 14),
		stack(units.Red, units.Archer, "c2", 2),
	})
	if mn == nil {
		return p
	}
	b := mn.b
	blow := units.Action{Kind: units.Move, To: at("b2"), Target: 1}
	if !b.IsLegal(blow) {
		return p
	}
	before := b.Unit(1)
	b.Apply(blow)
	kills := before.Fighters - b.Unit(1).Fighters
	words := deedOf(b, blow, 0, b.Unit(0), b.Unit(0), before, b.Unit(1)).words()
	tip := newTip([]string{"The last blow", words}, render.Accent, render.Accent)
	p.Diagram = func(c *render.Canvas, area scenes.Rect) {
		l := mn.layout(area, 36, 14)
		render.DrawTerrain(c, l, mn.m)
		kx, ky := l.Center(at("b2"))
		ax, ay := l.Center(at("c2"))
		c.StrokeHex(l, at("b2"), 1.5, 3.5, lastRing)
		c.StrokeHex(l, at("c2"), 1.5, 3.5, render.Danger)
		r := l.Size * figureScale
		render.DrawUnit(c, kx, ky, r, b.Unit(0), 1)
		render.DrawUnitFigure(c, ax, ay, r, b.Unit(1), 0.4)
		d := r * 0.62
		c.Line(ax-d, ay-d, ax+d, ay+d, 8, crossEdge)
		c.Line(ax-d, ay+d, ax+d, ay-d, 8, crossEdge)
		c.Line(ax-d, ay-d, ax+d, ay+d, 4.5, ghostMark)
		c.Line(ax-d, ay+d, ax+d, ay-d, 4.5, ghostMark)
		lossBadge(c, l, at("c2"), r, fmt.Sprintf("−%d", kills), render.Danger)
		t := tip
		t.x, t.y = area.X+(area.W-t.w)/2, area.Y+206
		drawTip(c, &t)
		// The draw: rounds without a loss, counted to the limit.
		y := area.Y + 340
		c.Text(fmt.Sprintf("%d quiet rounds in a row: a draw", units.QuietRounds), area.X+area.W/2, y-30, render.TextStyle{Size: 16, Bold: true, Color: render.TextMain, Align: render.AlignCenter, Middle: true})
		hl := hex.Layout{Size: 17}
		step := hl.Size * math.Sqrt(3)
		x0 := area.X + (area.W-step*float64(units.QuietRounds-1))/2
		for i := range units.QuietRounds {
			x := x0 + float64(i)*step
			hl.OriginX, hl.OriginY = x, y+8
			c.FillHex(hl, hex.Hex{}, 1, render.ButtonFill)
			c.Text(fmt.Sprint(i+1), x, y+8, render.TextStyle{Size: 14, Bold: true, Color: render.TextMain, Align: render.AlignCenter, Middle: true})
		}
	}
	return p
}
