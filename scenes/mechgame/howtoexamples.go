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
		titles := [2][2]string{{"Its four sides", "where hits land"}, {"Torso twisted right", "where it fires now"}}
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
	for i, step := range heatSteps {
		howToText(c, fmt.Sprintf("from %d: +%d to hit", step, i+1), x, ly+float64(i)*19, 14, render.TextMain, render.AlignLeft)
	}
	for i, s := range []string{
		fmt.Sprintf("above %d: 1 damage", mech.HeatDamage1),
		fmt.Sprintf("above %d: 2 damage", mech.HeatDamage2),
		fmt.Sprintf("at %d: shuts down", mech.HeatShutdown),
	} {
		howToText(c, s, x+w/2, ly+float64(i)*19, 14, render.Danger, render.AlignLeft)
	}
	howToText(c, "(damage at the end of a turn)", x+w/2, ly+3*19, 13, render.TextDim, render.AlignLeft)
	// A turn of a Ranger.
	st := mech.Ranger.Design()
	ran := mech.MoveHeat(mech.Run, 5, 0)
	fired := 0
	for _, wk := range st.Weapons[:3] {
		fired += wk.Stats().Heat
	}
	during := ran + fired
	after := max(0, during-st.Sinks)
	y = r.Y + 250
	c.Text("A Ranger's turn", r.X+r.W/2, y-30, render.TextStyle{Size: 17, Bold: true, Color: render.TextMain, Align: render.AlignCenter, Middle: true})
	howToText(c, fmt.Sprintf("ran (+%d), fired a large and two medium lasers (+%d):", ran, fired), x, y, 14, render.TextMain, render.AlignLeft)
	drawHeatBar(c, x, y+16, w, 12, during)
	howToText(c, fmt.Sprintf("heat %d: +%d to hit while it is this hot", during, mech.HeatModifier(during)), x, y+44, 14, render.HeatColor(during), render.AlignLeft)
	y += 84
	howToText(c, fmt.Sprintf("its %d heat sinks take %d away at the turn's end:", st.Sinks, st.Sinks), x, y, 14, render.TextMain, render.AlignLeft)
	drawHeatBar(c, x, y+16, w, 12, after)
	howToText(c, fmt.Sprintf("heat %d for the next turn: %s", after, heatWords(after)), x, y+44, 14, render.HeatColor(after), render.AlignLeft)
}

// ---- page 6: blows and the end ----

// blowExample is a Bulldog kicking a Ranger whose front armour is nearly
// gone, and the Ranger's card with the kick about to land.
type blowExample struct {
	mp     *hex.Map
	d      *mech.Duel
	target mech.Mech // the Ranger, the kick's damage pending on the side it hits
	kick   int
}

func newBlowExample() *blowExample {
	mp := miniMap(4, 3, map[hex.Offset]hex.Terrain{{Col: 0, Row: 0}: hex.LightWoods, {Col: 3, Row: 2}: hex.Rough}, nil)
	bulldog := mech.NewMech(mech.Bulldog, mech.Blue, hex.Offset{Col: 1, Row: 1}.Hex(), hex.East)
	ranger := mech.NewMech(mech.Ranger, mech.Red, hex.Offset{Col: 2, Row: 1}.Hex(), hex.West)
	ranger.Armour[mech.FrontOf(mech.LeftLeg)], ranger.Armour[mech.FrontOf(mech.RightLeg)], ranger.Heat = 4, 4, 9
	e := &blowExample{mp: mp, d: miniDuel(mp, bulldog, ranger), target: ranger, kick: mech.BlowDamage(mech.Bulldog, mech.Kick)}
	e.target.Pending[mech.FrontOf(mech.RightLeg)] = e.kick
	return e
}

func (e *blowExample) draw(c *render.Canvas, r scenes.Rect) {
	const size = 25.0
	w, h := mapSize(e.mp, size)
	box := scenes.Rect{X: r.X + 20, Y: r.Y + 40, W: w, H: h}
	l, _ := fitMap(e.mp, box)
	drawMini(c, l, e.mp, e.d)
	ax, ay := l.Center(e.d.Mech(0).Pos)
	tx, ty := l.Center(e.d.Mech(1).Pos)
	c.Line(ax+size*0.3, ay+size*0.55, tx-size*0.3, ty+size*0.55, 4, render.Danger)
	ds := mech.Bulldog.Design()
	c.Text("A Bulldog kicks", box.X+w/2, r.Y+18, render.TextStyle{Size: 17, Bold: true, Color: render.TextMain, Align: render.AlignCenter, Middle: true})
	front := e.target.Armour[mech.FrontOf(mech.RightLeg)]
	blows := []string{
		fmt.Sprintf("%d tons: punch %d, kick %d,", ds.Tons, mech.BlowDamage(mech.Bulldog, mech.Punch), e.kick),
		fmt.Sprintf("club %d. The kick hits the front:", mech.BlowDamage(mech.Bulldog, mech.ClubBlow)),
		fmt.Sprintf("%d on its armour, %d inside.", front, e.kick-front),
	}
	for i, s := range blows {
		howToText(c, s, r.X+20, box.Y+h+18+float64(i)*19, 14, render.TextMain, render.AlignLeft)
	}
	drawCard(c, "Red Ranger", e.target, false, r.X+r.W-218, r.Y+30, 208, 150)
	howToText(c, "its card: armour by side, structure", r.X+r.W-114, r.Y+196, 13, render.TextDim, render.AlignCenter)
	howToText(c, "in the middle, damage to land in red", r.X+r.W-114, r.Y+212, 13, render.TextDim, render.AlignCenter)
	// The end.
	y := r.Y + 290
	c.Text(fmt.Sprintf("The end: no mechs left, or turn %d", mech.MaxTurns), r.X+r.W/2, y, render.TextStyle{Size: 17, Bold: true, Color: render.TextMain, Align: render.AlignCenter, Middle: true})
	lines := []struct {
		text string
		col  color.Color
	}{
		{"A side whose mechs are all destroyed loses at once.", render.TextMain},
		{fmt.Sprintf("After turn %d: Blue 84 points, Red 61 — Blue wins.", mech.MaxTurns), render.BlueSide},
		{"The board then shows the attack that decided the duel.", render.TextDim},
	}
	for i, ln := range lines {
		howToText(c, ln.text, r.X+r.W/2, y+30+float64(i)*24, 15, ln.col, render.AlignCenter)
	}
}
