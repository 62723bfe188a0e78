// The last three rules pages: retaliation, archers and the battle's end.

package hexgame

import (
	"math"

	"stratagem/assets/lang"
	"stratagem/board/hex"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/units"
)

// ---- Striking back ----

func strikeBackPage() scenes.HowToPage {
	p := scenes.HowToPage{
		Title: lang.T("hex.rules.retaliation.title"),
		Text: []string{
			lang.T("hex.rules.retaliation.once"),
			lang.T("hex.rules.retaliation.archers"),
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
		lang.N("hex.rules.retaliation.first", p1.Kills, "Stack", stackName(b, 0)),
		lang.N("hex.rules.retaliation.back", p1.RetaliationKills, "Stack", stackName(b, 1), "Kind", kindNoun(units.Swordsman)),
		lang.N("hex.rules.retaliation.second", p2.Kills, "Stack", stackName(b, 2)),
	}
	steps := []string{lang.Verbatim("1"), "", lang.Verbatim("2")}
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
		num := render.TextStyle{Size: 18, Bold: true, Color: render.TextMain, Align: render.AlignCenter, Middle: true, MaxW: 30}
		c.Text(steps[0], (sx+px)/2, sy-r-26, num)
		c.Text(steps[2], (kx+px)/2, ky-r-26, num)
		// No arrow back at the knights: crossed out.
		cx, cy, d := (kx+px)/2, ky+r+10, 7.0
		c.Line(cx-d, cy-d, cx+d, cy+d, 3.5, render.TextDim)
		c.Line(cx-d, cy+d, cx+d, cy-d, 3.5, render.TextDim)
		lossBadge(c, l, at("c2"), r, lossNumber(p1.Kills+p2.Kills), render.Danger)
		if p1.RetaliationKills > 0 {
			lossBadge(c, l, at("b2"), r, lossNumber(p1.RetaliationKills), render.Accent)
		}
		// The two attacks and the retaliation between them, in words,
		// each numbered as over the map.
		y := area.Y + 272
		for i, line := range lines {
			col := render.TextMain
			if i == 1 {
				col = render.Accent
			}
			st := render.TextStyle{Size: 16, Color: col, MaxW: area.W - 70 - 16, MaxLines: 2}
			if steps[i] != "" {
				c.Text(steps[i], area.X+40, y, render.TextStyle{Size: 16, Bold: true, Color: render.TextMain, MaxW: 24})
			}
			fit := c.Text(line, area.X+70, y, st)
			y += float64(fit.Lines)*fit.Size*1.3 + 8
		}
	}
	return p
}

// ---- Archers and flyers ----

func archersPage() scenes.HowToPage {
	p := scenes.HowToPage{
		Title: lang.T("hex.rules.archers.title"),
		Text: []string{
			lang.T("hex.rules.archers.shots"),
			lang.T("hex.rules.archers.flyers", "Flyer", lang.Num(units.Flyer.Stats().Speed), "Knight", lang.Num(units.Knight.Stats().Speed),
				"Pikeman", lang.Num(units.Pikeman.Stats().Speed)),
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
		why = newTip([]string{lang.T("hex.tip.cannotshoot", "Target", stackName(b, b.UnitAt(hidden[0]))), blockerWords(blockers)}, render.TextDim, nil)
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
		drawCaptions(c, area, area.Y+372, lang.T("hex.rules.archers.sight"), lang.T("hex.rules.archers.flight"))
	}
	return p
}

// ---- The end ----

func endPage() scenes.HowToPage {
	p := scenes.HowToPage{
		Title: lang.T("hex.rules.end.title"),
		Text: []string{
			lang.T("hex.rules.end.draw", "Quiet", lang.Num(units.QuietRounds), "Last", lang.Num(units.MaxRounds)),
			lang.T("hex.rules.end.review", "Review", scenes.Key(scenes.ActReview), "Undo", scenes.Key(scenes.ActUndo)),
			lang.T("hex.rules.end.quick", "Quick", Keys.Name(ActQuick), "Auto", Keys.Name(ActAuto)),
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
	tip := newTip([]string{lang.T("hex.last.title"), words}, render.Accent, render.Accent)
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
		lossBadge(c, l, at("c2"), r, lossNumber(kills), render.Danger)
		t := tip
		t.x, t.y = area.X+(area.W-t.w)/2, area.Y+206
		drawTip(c, &t)
		// The draw: rounds without a loss, counted to the limit.
		y := area.Y + 340
		c.Text(lang.N("hex.rules.end.quiet", units.QuietRounds), area.X+area.W/2, y-30, render.TextStyle{Size: 16, Bold: true, Color: render.TextMain, Align: render.AlignCenter, Middle: true, MaxW: area.W - 24})
		hl := hex.Layout{Size: 17}
		step := hl.Size * math.Sqrt(3)
		x0 := area.X + (area.W-step*float64(units.QuietRounds-1))/2
		for i := range units.QuietRounds {
			x := x0 + float64(i)*step
			hl.OriginX, hl.OriginY = x, y+8
			c.FillHex(hl, hex.Hex{}, 1, render.ButtonFill)
			c.Text(lang.Num(i+1), x, y+8, render.TextStyle{Size: 14, Bold: true, Color: render.TextMain, Align: render.AlignCenter, Middle: true, MaxW: step - 4})
		}
	}
	return p
}

// ---- Seeing the danger ----

// dangerPage shows the threat preview: the swordsmen to act, the pointer
// on the hex they can reach where the most enemies could strike them
// before they act again, the box that says who and what it could cost.
func dangerPage() scenes.HowToPage {
	p := scenes.HowToPage{
		Title: lang.T("hex.rules.danger.title"),
		Text: []string{
			lang.T("hex.rules.danger.point"),
			lang.T("hex.rules.danger.reach", "Reach", Keys.Name(ActReach)),
		},
	}
	mn := newMini(`size: 7x4
terrain:
. . . . . . .
 . . . ^ . . .
. . . . . . .
 . . . . . . .
`, []units.Unit{
		stack(units.Blue, units.Swordsman, "a3", 16),
		stack(units.Red, units.Pikeman, "f3", 16),
		stack(units.Red, units.Archer, "g1", 16),
	})
	if mn == nil {
		return p
	}
	b := mn.b
	id := b.Active()
	if id != 0 {
		return p
	}
	to, ok := mostThreatened(b, b.LegalActions(nil))
	if !ok {
		return p
	}
	var t units.Threats
	b.ThreatsAfter(units.Action{Kind: units.Move, To: to, Target: units.NoTarget}, &t)
	dests := b.Reachable(id).Destinations(nil)
	path := b.Path(id, to)
	tip := newTip(threatLines(nil, b, &t), warnFill, nil)
	p.Diagram = func(c *render.Canvas, area scenes.Rect) {
		l := mn.layout(area, 30, tip.h+34)
		render.DrawTerrain(c, l, mn.m)
		drawReach(c, l, dests, outline(l, dests, nil))
		for i := 1; i < len(path); i++ {
			x0, y0 := l.Center(path[i-1])
			x1, y1 := l.Center(path[i])
			c.Line(x0, y0, x1, y1, 5, pathLine)
		}
		c.StrokeHex(l, to, 1, 2, render.TextMain) // the pointer is there
		pos := b.Unit(id).Pos
		c.FillHex(l, pos, 2, activeFill)
		c.StrokeHex(l, pos, 1.5, 3.5, activeRing)
		mn.draw(c, l)
		drawThreats(c, l, b, &t, l.Size*figureScale)
		tt := tip
		tt.x, tt.y = area.X+(area.W-tt.w)/2, area.Y+14
		drawTip(c, &tt)
	}
	return p
}
