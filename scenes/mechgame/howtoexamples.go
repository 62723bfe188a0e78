// The rules pages' worked examples: the arcs, a shot's target number, heat
// and a physical blow, each drawn on a small map of its own.

package mechgame

import (
	"fmt"
	"image/color"

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
			render.DrawMech(c, l, x, y, l.Size*0.62, lookOf(d, i), 1)
		}
		cx, cy := l.Center(u.Pos)
		if k == 0 {
			st := render.TextStyle{Size: 15, Bold: true, Color: render.TextMain, Align: render.AlignCenter, Middle: true}
			c.Text("front", cx+size*2.6, cy-size*0.9, st)
			c.Text("rear", cx-size*2.6, cy-size*0.9, st)
			c.Text("left", cx-size*0.87, cy-size*2.4, st)
			c.Text("right", cx-size*0.87, cy+size*2.4, st)
		} else {
			o := d.Mech(1)
			ox, oy := l.Center(o.Pos)
			drawArrow(c, cx, cy, ox, oy, l.Size*0.8, 3, render.Danger)
		}
		titles := [2][2]string{{"Its four sides", "where a hit comes from"}, {"Torso twisted right", "where it fires now"}}
		tx := r.X + 10 + float64(k)*half + half/2
		c.Text(titles[k][0], tx, r.Y+18, render.TextStyle{Size: 17, Bold: true, Color: render.TextMain, Align: render.AlignCenter, Middle: true})
		howToText(c, titles[k][1], tx, r.Y+38, 14, render.TextDim, render.AlignCenter)
		captions := [2][]string{
			{"Shots from the Ranger's rear", "hit its thinnest armour:", fmt.Sprintf("centre torso: front %d, rear %d", u.Stats().Armour[mech.FrontOf(mech.CentreTorso)], u.Stats().Armour[mech.CentreRear])},
			{"Its legs still face east,", "but its guns now reach", "the Bulldog to the south."},
		}
		for i, line := range captions[k] {
			howToText(c, line, tx, box.Y+h+24+float64(i)*20, 14, render.TextMain, render.AlignCenter)
		}
	}
	howToText(c, "The wedge shows the legs' facing, the barrel the torso's.", r.X+r.W/2, r.Y+r.H-22, 13, render.TextDim, render.AlignCenter)
}

// ---- page 4: the target number ----

// shotExample is a medium laser shot at 5 hexes through light woods, the
// attacker having walked and the target run: its target number added up
// from the rules' modifiers, and the chance of each number.
type shotExample struct {
	mp    *hex.Map
	d     *mech.Duel
	terms []shotTerm
	need  int // the rules' own number (Duel.ToHit), which the terms add up to
}

type shotTerm struct {
	what  string
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
		{"to begin with", mech.Gunnery},
		{fmt.Sprintf("%s at %d hexes: medium range", w.Name, dist), w.RangeModifier(dist)},
		{"Blue walked", mech.MovementModifier(blue.Mode)},
		{fmt.Sprintf("Red ran %d hexes", red.Moved), mech.TargetModifier(red.Moved, false)},
		{"light woods in the way", woods},
		{"Blue's heat: cool", mech.HeatModifier(blue.Heat)},
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
		howToText(c, t.what, r.X+40, y, 15, render.TextMain, render.AlignLeft)
		howToText(c, fmt.Sprintf("+%d", t.value), r.X+r.W-60, y, 15, render.TextMain, render.AlignRight)
		y += 20
	}
	c.Line(r.X+40, y-8, r.X+r.W-60, y-8, 1, render.TextDim)
	c.Text(fmt.Sprintf("target number %d: %.0f%% to hit", e.need, 100*mech.HitChance(e.need)), r.X+40, y+6, render.TextStyle{Size: 16, Bold: true, Color: render.Accent, Middle: true})
	// The chance of each target number on two dice.
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
		howToText(c, fmt.Sprint(n), x+bw/2, bottom+10, 13, render.TextDim, render.AlignCenter)
		howToText(c, fmt.Sprintf("%.0f", 100*p), x+bw/2, bottom-bh-8, 11, render.TextDim, render.AlignCenter)
	}
	howToText(c, "the chance to hit (%) of each target number", r.X+r.W-40, top, 12, render.TextDim, render.AlignRight)
}

// ---- page 5: heat ----

// drawHeatPage draws the heat scale with what each mark does, and a turn's
// heat: a Ranger that ran and fired three lasers, then its heat sinks.
func drawHeatPage(c *render.Canvas, r scenes.Rect) {
	const top = float64(mech.HeatShutdown)
	x, w := r.X+30, r.W-60
	at := func(heat int) float64 { return x + w*float64(heat)/top }
	y := r.Y + 52
	c.Text("The heat scale", r.X+r.W/2, r.Y+22, render.TextStyle{Size: 17, Bold: true, Color: render.TextMain, Align: render.AlignCenter, Middle: true})
	drawHeatBar(c, x, y, w, 16, 0)
	for _, heat := range append(append([]int{}, heatSteps...), mech.HeatDamage1, mech.HeatDamage2, mech.HeatShutdown) {
		col := render.TextDim
		if heat == mech.HeatDamage1 || heat == mech.HeatDamage2 || heat == mech.HeatShutdown {
			col = render.Danger
		}
		howToText(c, fmt.Sprint(heat), at(heat), y+28, 13, col, render.AlignCenter)
	}
	ly := y + 56
	left := []string{fmt.Sprintf("from %d: −1 MP per 5 heat", 5)}
	for i, step := range heatSteps {
		left = append(left, fmt.Sprintf("from %d: +%d to hit", step, i+1))
	}
	for i, s := range left {
		howToText(c, s, x, ly+float64(i)*19, 14, render.TextMain, render.AlignLeft)
	}
	for i, s := range []string{
		fmt.Sprintf("above %d: 1 damage, %d: 2", mech.HeatDamage1, mech.HeatDamage2),
		fmt.Sprintf("from %d: roll %d+ to keep running", mech.ShutdownHeat, mech.ShutdownAvoid(mech.ShutdownHeat)),
		fmt.Sprintf("from %d: roll %d+ not to explode", mech.AmmoHeat, mech.AmmoAvoid(mech.AmmoHeat)),
		fmt.Sprintf("at %d: shuts down", mech.HeatShutdown),
	} {
		howToText(c, s, x+w/2, ly+float64(i)*19, 14, render.Danger, render.AlignLeft)
	}
	howToText(c, "(at the end of a turn; the rolls get harder as it heats)", x+w/2, ly+4*19, 12, render.TextDim, render.AlignLeft)
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
	c.Text("A Ranger's turn", r.X+r.W/2, y-26, render.TextStyle{Size: 17, Bold: true, Color: render.TextMain, Align: render.AlignCenter, Middle: true})
	howToText(c, fmt.Sprintf("ran (+%d), fired a large and two medium lasers (+%d):", ran, fired), x, y, 14, render.TextMain, render.AlignLeft)
	drawHeatBar(c, x, y+16, w, 12, during)
	howToText(c, fmt.Sprintf("heat %d: +%d to hit while it is this hot", during, mech.HeatModifier(during)), x, y+44, 14, render.HeatColor(during), render.AlignLeft)
	y += 84
	howToText(c, fmt.Sprintf("its %d heat sinks take %d away at the turn's end:", st.Sinks, st.Sinks), x, y, 14, render.TextMain, render.AlignLeft)
	drawHeatBar(c, x, y+16, w, 12, after)
	howToText(c, fmt.Sprintf("heat %d for the next turn: %s", after, heatWords(after)), x, y+44, 14, render.HeatColor(after), render.AlignLeft)
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
	c.Text("From the front", r.X+20, r.Y+18, render.TextStyle{Size: 17, Bold: true, Color: render.TextMain, Middle: true})
	for roll := 2; roll <= 12; roll++ {
		y := r.Y + 44 + float64(roll-2)*22
		l := mech.HitLocation(mech.Front, roll)
		howToText(c, fmt.Sprint(roll), r.X+34, y, 15, render.Accent, render.AlignRight)
		what := l.String()
		if roll == mech.ThroughArmour {
			what += " *"
		}
		howToText(c, what, r.X+46, y, 15, render.TextMain, render.AlignLeft)
	}
	howToText(c, "* and a critical check, armour or not", r.X+20, r.Y+44+11*22+4, 13, render.TextDim, render.AlignLeft)
	howToText(c, "from a side: mostly that side's limbs", r.X+20, r.Y+44+11*22+22, 13, render.TextDim, render.AlignLeft)
	drawCard(c, "Red Ranger", e.ranger, false, r.X+r.W-218, r.Y+30, 208, 150)
	lines := []string{
		"Its card: each location's armour",
		"(front/rear) over its structure;",
		"red as the structure goes, crossed",
		"when lost, a dot per critical hit.",
	}
	for i, s := range lines {
		howToText(c, s, r.X+r.W-114, r.Y+198+float64(i)*17, 13, render.TextDim, render.AlignCenter)
	}
}
