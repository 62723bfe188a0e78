// The last three rules pages: retaliation, archers and the battle's end.

package hexgame

import (
	"fmt"
	"math"

	"stratagem/board/hex"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/units"
)

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
			fmt.Sprintf("When the battle is over, close the panel to see the last blow marked on the map. Review (%s) steps through the whole battle again; %s takes back your last action at any time.",
				scenes.Key(scenes.ActReview), scenes.Key(scenes.ActUndo)),
			fmt.Sprintf("Quick combat (%s, or chosen in the set-up) lets the computer fight the rest of the battle for both sides at once and shows how it ended. Auto-combat (%s) lets the computer command your stacks until you press %s again.",
				Keys.Name(ActQuick), Keys.Name(ActAuto), Keys.Name(ActAuto)),
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
