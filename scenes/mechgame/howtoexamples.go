// The rules pages' worked examples: the arcs, a shot's target number, heat
// and a physical blow, each drawn on a small map of its own.

package mechgame

import (
	"image/color"
	"math"

	"stratagem/assets/lang"
	"stratagem/board/hex"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/units/mech"
)

// arcExample is a mech seen twice: its four armour sides, and the front
// arc of its torso twisted right, an enemy in it.
type arcExample struct {
	mp    *hex.Map
	sides *mech.Duel
	twist *mech.Duel
}

func newArcExample() *arcExample {
	mp := miniMap(5, 5, map[hex.Offset]hex.Terrain{{Col: 0, Row: 0}: hex.LightWoods, {Col: 4, Row: 4}: hex.Rough}, nil)
	mid := hex.Offset{Col: 2, Row: 2}.Hex()
	plain := mech.NewMech(mech.Ranger, mech.Blue, mid, hex.East)
	twisted := plain
	twisted.Twist = 1
	enemy := mech.NewMech(mech.Bulldog, mech.Red, mid.Neighbour(hex.SouthWest).Neighbour(hex.SouthEast), hex.NorthWest)
	return &arcExample{mp: mp, sides: miniDuel(mp, plain), twist: miniDuel(mp, twisted, enemy)}
}

var arcColours = [mech.NumArcs]color.Color{
	mech.Front: render.Accent,
	mech.Left:  render.BlueSide,
	mech.Right: render.BlueSide,
	mech.Rear:  render.Danger,
}

func (e *arcExample) draw(c *render.Canvas, r scenes.Rect) {
	half := (r.W - 20) / 2
	const size = 24.0
	w, h := mapSize(e.mp, size)
	for k, d := range []*mech.Duel{e.sides, e.twist} {
		box := centred(scenes.Rect{X: r.X + 10 + float64(k)*half, Y: r.Y + 64, W: half, H: h}, w, h)
		l, _ := fitMap(e.mp, box)
		drawMini(c, l, e.mp, nil)
		u := d.Mech(0)
		for _, hh := range e.mp.Hexes() {
			if hh == u.Pos {
				continue
			}
			if k == 0 {
				c.FillHex(l, hh, 1, render.WithAlpha(arcColours[mech.ArcOf(u.Pos, u.Facing, hh)], 0.45))
			} else if mech.InFrontArc(u.Pos, u.Torso(), hh) {
				c.FillHex(l, hh, 1, render.WithAlpha(render.Accent, 0.45))
			}
		}
		for i, v := range d.Mechs() {
			x, y := l.Center(v.Pos)
			render.DrawMech(c, l, x, y, render.MechRadius(l), lookOf(d, i), 1)
		}
		cx, cy := l.Center(u.Pos)
		if k == 0 {
			st := render.TextStyle{Size: 15, Bold: true, Color: render.TextMain, Align: render.AlignCenter, Middle: true, MaxW: size * 2.4}
			c.Text(lang.T("mech.howto.arcs.front"), cx+size*2.6, cy-size*0.9, st)
			c.Text(lang.T("mech.howto.arcs.rear"), cx-size*2.6, cy-size*0.9, st)
			c.Text(lang.T("mech.howto.arcs.left"), cx-size*0.87, cy-size*2.4, st)
			c.Text(lang.T("mech.howto.arcs.right"), cx-size*0.87, cy+size*2.4, st)
		} else {
			o := d.Mech(1)
			ox, oy := l.Center(o.Pos)
			drawArrow(c, cx, cy, ox, oy, l.Size*0.8, 3, render.Danger)
		}
		titles := [2][2]string{{"mech.howto.arcs.sides", "mech.howto.arcs.sides.what"}, {"mech.howto.arcs.twisted", "mech.howto.arcs.twisted.what"}}
		tx := r.X + 10 + float64(k)*half + half/2
		c.Text(lang.T(titles[k][0]), tx, r.Y+18, render.TextStyle{Size: 17, Bold: true, Color: render.TextMain, Align: render.AlignCenter, Middle: true, MaxW: half - 8})
		howToText(c, lang.T(titles[k][1]), tx, r.Y+38, 14, render.TextDim, render.AlignCenter, half-8, 1)
		caption := lang.T("mech.howto.arcs.rearcaption", "Design", designName(mech.Ranger)) + "\n" +
			lang.T("mech.howto.arcs.rearcaption.2", "Front", num(u.Stats().Armour[mech.FrontOf(mech.CentreTorso)]), "Rear", num(u.Stats().Armour[mech.CentreRear]))
		if k == 1 {
			caption = lang.T("mech.howto.arcs.twistcaption", "Facing", facingNoun(u.Facing)) + "\n" +
				lang.T("mech.howto.arcs.twistcaption.2", "Design", designName(d.Mech(1).Design), "Direction", facingNoun(hex.SouthEast))
		}
		top := box.Y + h + 14
		c.Text(caption, tx, top, render.TextStyle{Size: 14, Color: render.TextMain, Align: render.AlignCenter, MaxW: half - 8, MaxH: r.Y + r.H - 40 - top})
	}
	howToText(c, lang.T("mech.howto.arcs.caption"), r.X+r.W/2, r.Y+r.H-22, 13, render.TextDim, render.AlignCenter, r.W-20, 1)
}

// ---- page 4: the to-hit number ----

// shotExample is a medium laser shot at 5 hexes through light woods, the
// attacker having walked and the target run: its to-hit number added up
// from the rules' modifiers, and the chance of each number.
type shotExample struct {
	mp    *hex.Map
	d     *mech.Duel
	terms []shotTerm
	need  int // the rules' own number (Duel.ToHit), which the terms add up to
}

// shotTerm is one modifier of the example's to-hit number: its words
// (made when drawn, in the language in use) and its value.
type shotTerm struct {
	what  func() string
	value int
}

// shotWeapon is the slot of the Ranger's first medium laser.
const shotWeapon = 1

func newShotExample() *shotExample {
	mp := miniMap(8, 3, map[hex.Offset]hex.Terrain{{Col: 3, Row: 1}: hex.LightWoods, {Col: 4, Row: 0}: hex.Rough, {Col: 1, Row: 2}: hex.HeavyWoods}, nil)
	blue := mech.NewMech(mech.Ranger, mech.Blue, hex.Offset{Col: 1, Row: 1}.Hex(), hex.East)
	blue.Mode, blue.Moved = mech.Walk, 2
	red := mech.NewMech(mech.Bulldog, mech.Red, hex.Offset{Col: 6, Row: 1}.Hex(), hex.West)
	red.Mode, red.Moved = mech.Run, 4
	e := &shotExample{mp: mp, d: miniDuel(mp, blue, red)}
	w := blue.Stats().Weapons[shotWeapon].Stats()
	dist := hex.Distance(blue.Pos, red.Pos)
	_, woods := e.d.Sight(0, 1)
	woods += mech.WoodsValue(mp.Terrain(red.Pos))
	e.terms = []shotTerm{
		{func() string { return lang.T("mech.howto.hit.gunnery") }, mech.Gunnery},
		{func() string { return lang.N("mech.howto.hit.range", dist) }, w.RangeModifier(dist)},
		{func() string { return lang.T("mech.howto.hit.walked", "Side", scenes.Side(int(mech.Blue))) }, mech.MovementModifier(blue.Mode)},
		{func() string { return lang.N("mech.howto.hit.ran", red.Moved, "Side", scenes.Side(int(mech.Red))) }, mech.TargetModifier(red.Moved, false)},
		{func() string { return lang.T("mech.howto.hit.woods") }, woods},
		{func() string { return lang.T("mech.howto.hit.heat", "Side", scenes.Side(int(mech.Blue))) }, mech.HeatModifier(blue.Heat)},
	}
	e.need, _ = e.d.ToHit(0, 1, shotWeapon)
	return e
}

func (e *shotExample) draw(c *render.Canvas, r scenes.Rect) {
	const size = 22.0
	w, h := mapSize(e.mp, size)
	box := centred(scenes.Rect{X: r.X, Y: r.Y + 10, W: r.W, H: h}, w, h)
	l, _ := fitMap(e.mp, box)
	drawMini(c, l, e.mp, e.d)
	bx, by := l.Center(e.d.Mech(0).Pos)
	rx, ry := l.Center(e.d.Mech(1).Pos)
	dashedLine(c, bx+size, by, rx-size, ry, 3, 8, render.Danger)
	y := box.Y + h + 20
	for _, t := range e.terms {
		howToText(c, t.what(), r.X+40, y, 15, render.TextMain, render.AlignLeft, r.W-130, 1)
		howToText(c, "+"+num(t.value), r.X+r.W-60, y, 15, render.TextMain, render.AlignRight, 40, 1)
		y += 20
	}
	c.Line(r.X+40, y-8, r.X+r.W-60, y-8, 1, render.TextDim)
	c.Text(lang.T("mech.howto.hit.total", "Need", num(e.need), "Chance", percent(mech.HitChance(e.need))), r.X+40, y+6,
		render.TextStyle{Size: 16, Bold: true, Color: render.Accent, Middle: true, MaxW: r.W - 80})
	// The chance of each to-hit number on two dice.
	top, bottom := y+30, r.Y+r.H-24
	bw := (r.W - 80) / 11
	for n := 2; n <= 12; n++ {
		p := mech.HitChance(n)
		x := r.X + 40 + float64(n-2)*bw
		bh := (bottom - top - 14) * p
		col := render.WithAlpha(render.TextDim, 0.6)
		if n == e.need {
			col = render.Accent
		}
		c.FillRect(x+3, bottom-bh, bw-6, bh, col)
		howToText(c, num(n), x+bw/2, bottom+10, 13, render.TextDim, render.AlignCenter, bw, 1)
		howToText(c, num(int(math.Round(100*p))), x+bw/2, bottom-bh-8, 11, render.TextDim, render.AlignCenter, bw, 1)
	}
	howToText(c, lang.T("mech.howto.hit.chances"), r.X+r.W-40, top, 12, render.TextDim, render.AlignRight, r.W-80, 1)
}

// ---- page 5: heat ----

// drawHeatPage draws the heat scale with what each mark does, and a turn's
// heat: a Ranger that ran and fired three lasers, then its heat sinks.
func drawHeatPage(c *render.Canvas, r scenes.Rect) {
	const top = float64(mech.HeatShutdown)
	x, w := r.X+30, r.W-60
	at := func(heat int) float64 { return x + w*float64(heat)/top }
	y := r.Y + 52
	title := render.TextStyle{Size: 17, Bold: true, Color: render.TextMain, Align: render.AlignCenter, Middle: true, MaxW: w}
	c.Text(lang.T("mech.howto.heat.scale"), r.X+r.W/2, r.Y+22, title)
	drawHeatBar(c, x, y, w, 16, 0)
	for _, heat := range append(append([]int{}, heatSteps...), mech.HeatDamage1, mech.HeatDamage2, mech.HeatShutdown) {
		col := render.TextDim
		if heat == mech.HeatDamage1 || heat == mech.HeatDamage2 || heat == mech.HeatShutdown {
			col = render.Danger
		}
		howToText(c, num(heat), at(heat), y+28, 13, col, render.AlignCenter, 24, 1)
	}
	var steps []string
	for _, step := range heatSteps {
		steps = append(steps, num(step))
	}
	rows := []struct {
		text string
		col  color.Color
	}{
		{lang.T("mech.howto.heat.mp", "Per", num(5)), render.TextMain},
		{lang.T("mech.howto.heat.tohit", "Steps", joinCommas(steps)), render.TextMain},
		{lang.T("mech.howto.heat.damage", "First", num(mech.HeatDamage1), "Second", num(mech.HeatDamage2)), render.Danger},
		{lang.T("mech.howto.heat.shutdown", "From", num(mech.ShutdownHeat), "Need", num(mech.ShutdownAvoid(mech.ShutdownHeat))), render.Danger},
		{lang.T("mech.howto.heat.ammo", "From", num(mech.AmmoHeat), "Need", num(mech.AmmoAvoid(mech.AmmoHeat))), render.Danger},
		{lang.T("mech.howto.heat.off", "At", num(mech.HeatShutdown)), render.Danger},
	}
	for i, row := range rows {
		howToText(c, row.text, x, y+52+float64(i)*19, 14, row.col, render.AlignLeft, w, 1)
	}
	// A turn of a Ranger.
	st := mech.Ranger.Design()
	ran := mech.MoveHeat(mech.Run, 5, 0)
	fired := 0
	for _, wk := range st.Weapons[:3] {
		fired += wk.Stats().Heat
	}
	during := ran + fired
	after := max(0, during-st.Sinks)
	y = r.Y + 262
	c.Text(lang.T("mech.howto.heat.turn", "Design", designName(mech.Ranger)), r.X+r.W/2, y-26, title)
	howToText(c, lang.T("mech.howto.heat.fired", "Ran", num(ran), "Fired", num(fired)), x, y, 14, render.TextMain, render.AlignLeft, w, 1)
	drawHeatBar(c, x, y+16, w, 12, during)
	howToText(c, lang.T("mech.howto.heat.during", "Heat", num(during), "Modifier", num(mech.HeatModifier(during))), x, y+44, 14, render.HeatColor(during), render.AlignLeft, w, 1)
	y += 84
	howToText(c, lang.N("mech.howto.heat.sinks", st.Sinks), x, y, 14, render.TextMain, render.AlignLeft, w, 1)
	drawHeatBar(c, x, y+16, w, 12, after)
	howToText(c, lang.T("mech.howto.heat.after", "Heat", num(after), "Effect", heatWords(after)), x, y+44, 14, render.HeatColor(after), render.AlignLeft, w, 1)
}

// ---- page 6: hit locations ----

// hitsExample is a Ranger's card after a fight, beside the front hit
// location table.
type hitsExample struct {
	ranger mech.Mech
}

func newHitsExample() *hitsExample {
	u := mech.NewMech(mech.Ranger, mech.Red, hex.Hex{}, hex.East)
	u.Armour[mech.FrontOf(mech.CentreTorso)] = 9
	u.Armour[mech.FrontOf(mech.RightTorso)], u.Structure[mech.RightTorso] = 0, 5
	u.Armour[mech.FrontOf(mech.RightArm)], u.Structure[mech.RightArm] = 0, 0
	u.Armour[mech.FrontOf(mech.LeftLeg)] = 11
	u.Crits[mech.RightTorso] = 0b1 // its heat sink
	return &hitsExample{ranger: u}
}

func (e *hitsExample) draw(c *render.Canvas, r scenes.Rect) {
	c.Text(lang.T("mech.howto.damage.table"), r.X+20, r.Y+18, render.TextStyle{Size: 17, Bold: true, Color: render.TextMain, Middle: true, MaxW: r.W - 250})
	for roll := 2; roll <= 12; roll++ {
		y := r.Y + 44 + float64(roll-2)*22
		l := mech.HitLocation(mech.Front, roll)
		howToText(c, num(roll), r.X+34, y, 15, render.Accent, render.AlignRight, 24, 1)
		what := locationNoun(l)["nom"]
		if roll == mech.ThroughArmour {
			what = lang.T("mech.howto.damage.marked", "Location", locationNoun(l))
		}
		howToText(c, what, r.X+46, y, 15, render.TextMain, render.AlignLeft, r.W-290, 1)
	}
	howToText(c, lang.T("mech.howto.damage.through"), r.X+20, r.Y+44+11*22+4, 13, render.TextDim, render.AlignLeft, r.W-40, 1)
	howToText(c, lang.T("mech.howto.damage.side"), r.X+20, r.Y+44+11*22+22, 13, render.TextDim, render.AlignLeft, r.W-40, 1)
	drawCard(c, designName(mech.Ranger), e.ranger, false, r.X+r.W-218, r.Y+30, 208, 150)
	c.Text(lang.T("mech.howto.damage.card")+"\n"+lang.T("mech.howto.damage.card.2"), r.X+r.W-114, r.Y+190,
		render.TextStyle{Size: 13, Color: render.TextDim, Align: render.AlignCenter, MaxW: 208, MaxH: 100})
}
