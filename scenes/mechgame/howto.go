package mechgame

import (
	"fmt"
	"image/color"

	"stratagem/board/hex"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/units/mech"
)

// The rules pages ("How to play"): each page's diagram is drawn with the
// board's own pieces (mech badges, lit hexes, cards, the heat bar) on
// small maps whose numbers come from the rules, worked out once when the
// pages are made, not while they are drawn.

// howTo returns the Mech Duel's rules, page by page.
func howTo() []scenes.HowToPage {
	move := newMoveExample()
	arcs := newArcExample()
	shot := newShotExample()
	blow := newBlowExample()
	return []scenes.HowToPage{
		{
			Title: "A turn in six phases",
			Text: []string{
				"Each side has one to four mechs. A duel lasts at most 30 turns, and every turn runs through six phases in this order; the banner above the map names the turn, the phase and the side to act.",
				"The initiative dice decide who goes first: the side with the lower roll moves first, so the winner moves knowing where the enemy went. Then the sides take turns, one mech at a time.",
				"Attacks of a phase land together when it ends: a mech destroyed in it still fires back.",
			},
			Diagram: drawPhases,
		},
		{
			Title: "Walking, running, jumping",
			Text: []string{
				"Choose a mech, then Walk, Run or Jump: the hexes that mode reaches are lit; those only another mode reaches are faint. Point at a hex for the path, turn the facing with Left/Right, click to move.",
				"A step costs 1 movement point (MP) on open ground, 2 in light woods, rubble or shallow water, 3 in heavy woods, +1 per level up or down; turning one side costs 1. Running has half as many MP again, but never through water or backwards.",
				"A jump flies straight over anything and lands facing any way. Heat: walking 1, running 2, jumping 1 per hex (at least 3).",
			},
			Diagram: move.draw,
		},
		{
			Title: "Facing, arcs and the torso twist",
			Text: []string{
				"The wedge on a mech's badge shows where its legs face, the barrel where its torso faces. Weapons fire only into the torso's front arc: the three hexes ahead and the widening wedge beyond them.",
				"In the reaction phase a mech may twist its torso one side left or right for the turn (Left/Right; Enter keeps it straight) to bring an enemy into its guns. Kicks still go where the legs face.",
				"A hit lands on the side of the target that faces the attacker: front, left, right or rear. The rear armour is the thinnest.",
			},
			Diagram: arcs.draw,
		},
		{
			Title: "Hitting: the target number",
			Text: []string{
				"Each weapon fired rolls two dice and hits on its target number or more. The number is 4, plus the range (short 0, medium 2, long 4), plus the attacker's own movement (walked 1, ran 2, jumped 3), plus the target's (3–4 hexes 1, 5–6 hexes 2, 7–9 hexes 3, more 4; 1 more if it jumped), plus each woods hex in the way or under the target (light 1, heavy 2), plus heat.",
				"Above 12 a shot cannot be made. Before you fire, the panel shows each weapon's number, chance and expected damage; click its row to choose it.",
			},
			Diagram: shot.draw,
		},
		{
			Title: "Heat",
			Text: []string{
				"Moving and firing heat a mech up: each weapon adds its heat (a large laser 8, a medium laser 3) to the movement's. At the end of every turn each heat sink takes one point away.",
				fmt.Sprintf("A hot mech aims worse: from %d heat +1 to hit, +2 from %d, +3 from %d, +4 from %d. A mech that ends a turn above %d heat loses a point of structure, above %d two; at %d it shuts down for the next turn and can do nothing.",
					heatSteps[0], heatSteps[1], heatSteps[2], heatSteps[3], mech.HeatDamage1, mech.HeatDamage2, mech.HeatShutdown),
				"Each card shows its mech's heat and what it does now.",
			},
			Diagram: drawHeatPage,
		},
		{
			Title: "Blows, damage and the end",
			Text: []string{
				"A mech that fired nothing this turn may strike an enemy next to it, in its front arc and at most one level up or down: a punch (a tenth of its tons in damage), a kick (a fifth, 1 more to hit, where the legs face) or a club blow (a fifth) with a club picked up instead of firing.",
				"Damage strips the armour of the side hit, then the structure inside (the middle of each card). A mech with no structure left is destroyed; a side with no mechs left loses.",
				fmt.Sprintf("After %d turns the side with more points wins: the armour and structure of its mechs still standing.", mech.MaxTurns),
			},
			Diagram: blow.draw,
		},
	}
}

// howToText draws the words of a diagram.
func howToText(c *render.Canvas, s string, x, y, size float64, col color.Color, al render.Align) {
	c.Text(s, x, y, render.TextStyle{Size: size, Color: col, Align: al, Middle: true})
}

// ---- page 1: the phases ----

// drawPhases lists the six phases, each with a small figure of what
// happens in it.
func drawPhases(c *render.Canvas, r scenes.Rect) {
	type phase struct {
		name, what string
		icon       func(x, y float64)
	}
	badge := func(x, y float64, side int, legs, torso hex.Direction, alpha float64) {
		l := hex.Layout{Size: 22}
		render.DrawMech(c, l, x, y, 15, render.MechLook{Side: side, Legs: legs, Torso: torso, Code: "RG"}, alpha)
	}
	phases := []phase{
		{"Initiative", "both sides roll two dice", func(x, y float64) {
			drawDie(c, x-12, y, 20, 3)
			drawDie(c, x+12, y, 20, 5)
		}},
		{"Movement", "walk, run or jump, one mech at a time", func(x, y float64) {
			c.Line(x-20, y+6, x+10, y+6, 3, modeColours[mech.Run])
			badge(x+8, y, 0, hex.East, hex.East, 1)
		}},
		{"Reaction", "twist the torso, or keep it straight", func(x, y float64) {
			badge(x, y, 0, hex.East, hex.SouthEast, 1)
		}},
		{"Weapons", "fire at enemies in the front arc", func(x, y float64) {
			c.Line(x-14, y, x+16, y, 3, render.Danger)
			badge(x-16, y, 0, hex.East, hex.East, 1)
			c.StrokeCircle(x+20, y, 6, 2, render.Danger)
		}},
		{"Physical", "punch, kick or club a mech next to you", func(x, y float64) {
			badge(x-12, y, 0, hex.East, hex.East, 1)
			badge(x+17, y, 1, hex.West, hex.West, 1)
		}},
		{"End", "the heat sinks cool each mech down", func(x, y float64) {
			drawHeatBar(c, x-24, y-4, 48, 8, 12)
		}},
	}
	step := (r.H - 20) / float64(len(phases))
	for i, p := range phases {
		y := r.Y + 10 + step*(float64(i)+0.5)
		x := r.X + 50
		c.FillCircle(x, y, 27, render.Background)
		p.icon(x, y)
		c.Text(fmt.Sprintf("%d  %s", i+1, p.name), r.X+96, y-10, render.TextStyle{Size: 19, Bold: true, Color: render.TextMain, Middle: true})
		howToText(c, p.what, r.X+96+18, y+13, 15, render.TextDim, render.AlignLeft)
		if i < len(phases)-1 {
			c.Line(x, y+29, x, y+step-29, 2, render.PanelBorder)
		}
	}
}

// drawDie draws a die of side w centred on (x, y) showing n.
func drawDie(c *render.Canvas, x, y, w float64, n int) {
	c.FillRoundRect(x-w/2, y-w/2, w, w, 4, render.TextMain)
	pips := map[int][][2]float64{
		1: {{0, 0}}, 2: {{-1, -1}, {1, 1}}, 3: {{-1, -1}, {0, 0}, {1, 1}},
		4: {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}}, 5: {{-1, -1}, {1, -1}, {0, 0}, {-1, 1}, {1, 1}},
		6: {{-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {1, 1}},
	}
	for _, p := range pips[n] {
		c.FillCircle(x+p[0]*w*0.27, y+p[1]*w*0.27, w*0.09, render.Background)
	}
}

// ---- small maps ----

// miniMap returns a width × height map of open ground with the given
// terrain, or panics: the pages' maps are fixed and valid.
func miniMap(width, height int, terrain map[hex.Offset]hex.Terrain, levels map[hex.Offset]int) *hex.Map {
	mp, err := hex.NewMap("example", width, height)
	if err != nil {
		panic(err)
	}
	for o, t := range terrain {
		mp.SetTerrain(o.Hex(), t)
	}
	for o, lv := range levels {
		mp.SetLevel(o.Hex(), lv)
	}
	return mp
}

// miniDuel returns a duel on mp with the given mechs, or panics.
func miniDuel(mp *hex.Map, mechs ...mech.Mech) *mech.Duel {
	d, err := mech.NewFrom(mp, mechs)
	if err != nil {
		panic(err)
	}
	return d
}

// drawMini draws the terrain of mp and the mechs of d (may be nil) with l.
func drawMini(c *render.Canvas, l hex.Layout, mp *hex.Map, d *mech.Duel) {
	render.DrawMechTerrain(c, l, mp)
	if d == nil {
		return
	}
	for i, u := range d.Mechs() {
		x, y := l.Center(u.Pos)
		render.DrawMech(c, l, x, y, l.Size*0.62, lookOf(d, i), 1)
	}
}

// centred returns box's part of width w and height h, centred in it.
func centred(box scenes.Rect, w, h float64) scenes.Rect {
	return scenes.Rect{X: box.X + (box.W-w)/2, Y: box.Y + (box.H-h)/2, W: w, H: h}
}

// mapSize returns the pixel size of mp laid out with hexes of size s.
func mapSize(mp *hex.Map, s float64) (float64, float64) {
	return hex.Layout{Size: s}.PixelSize(mp.Width(), mp.Height())
}

// ---- page 2: movement ----

// moveExample is a Ranger among woods and a hill, each mode's reach lit.
type moveExample struct {
	mp    *hex.Map
	d     *mech.Duel
	moves [4][]mech.Action
}

func newMoveExample() *moveExample {
	terrain := map[hex.Offset]hex.Terrain{
		{Col: 5, Row: 0}: hex.HeavyWoods, {Col: 5, Row: 1}: hex.LightWoods, {Col: 6, Row: 1}: hex.HeavyWoods,
		{Col: 2, Row: 5}: hex.Shallow, {Col: 3, Row: 5}: hex.Shallow, {Col: 3, Row: 6}: hex.Deep, {Col: 1, Row: 1}: hex.Rough,
		{Col: 7, Row: 5}: hex.LightWoods, {Col: 8, Row: 4}: hex.Rough,
	}
	levels := map[hex.Offset]int{}
	for _, row := range []int{2, 3, 4} {
		terrain[hex.Offset{Col: 3, Row: row}] = hex.Building
		levels[hex.Offset{Col: 3, Row: row}] = 2
	}
	for _, o := range []hex.Offset{{Col: 7, Row: 2}, {Col: 8, Row: 2}, {Col: 7, Row: 3}} {
		levels[o] = 1
	}
	mp := miniMap(11, 7, terrain, levels)
	ranger := mech.NewMech(mech.Ranger, mech.Blue, hex.Offset{Col: 1, Row: 3}.Hex(), hex.East)
	e := &moveExample{mp: mp, d: miniDuel(mp, ranger)}
	for _, mode := range []mech.Mode{mech.Walk, mech.Run, mech.Jump} {
		e.moves[mode] = e.d.Moves(0, mode, nil)
	}
	return e
}

func (e *moveExample) draw(c *render.Canvas, r scenes.Rect) {
	const size = 23.0
	w, h := mapSize(e.mp, size)
	box := centred(scenes.Rect{X: r.X, Y: r.Y + 10, W: r.W, H: r.H - 90}, w, h)
	l, _ := fitMap(e.mp, box)
	drawMini(c, l, e.mp, nil)
	seen := map[hex.Hex]bool{e.d.Mech(0).Pos: true}
	for _, mode := range []mech.Mode{mech.Walk, mech.Run, mech.Jump} {
		for _, a := range e.moves[mode] {
			if !seen[a.To] {
				seen[a.To] = true
				lightHex(c, l, a.To, mode, mode == mech.Walk)
			}
		}
	}
	u := e.d.Mech(0)
	x, y := l.Center(u.Pos)
	render.DrawMech(c, l, x, y, l.Size*0.62, lookOf(e.d, 0), 1)
	st := u.Stats()
	ly := r.Y + r.H - 62
	for i, mode := range []mech.Mode{mech.Walk, mech.Run, mech.Jump} {
		lx := r.X + 24 + float64(i)*152
		sl := hex.Layout{Size: 10, OriginX: lx + 10, OriginY: ly}
		c.FillHex(sl, hex.Hex{}, 0, render.GrassFill)
		lightHex(c, sl, hex.Hex{}, mode, mode == mech.Walk)
		c.Text(fmt.Sprintf("%s %d MP", modeWords[mode].button, st.MP(mode)), lx+26, ly-8, render.TextStyle{Size: 16, Bold: true, Color: render.TextMain, Middle: true})
		heat := fmt.Sprintf("heat +%d", mech.MoveHeat(mode, 1, 0))
		if mode == mech.Jump {
			heat = fmt.Sprintf("heat +%d or more", mech.MoveHeat(mode, 1, 0))
		}
		howToText(c, heat, lx+26, ly+12, 14, render.TextDim, render.AlignLeft)
	}
	howToText(c, "A Ranger with Walk chosen: walking reaches the bright hexes,", r.X+r.W/2, r.Y+r.H-24, 13, render.TextDim, render.AlignCenter)
	howToText(c, "running the orange ones, jumping the violet ones.", r.X+r.W/2, r.Y+r.H-8, 13, render.TextDim, render.AlignCenter)
}

// ---- page 3: arcs and the twist ----

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
			{"Shots from the Ranger's rear", "hit its thinnest armour:", fmt.Sprintf("front %d, sides %d, rear %d", u.Stats().Armour[mech.Front], u.Stats().Armour[mech.Left], u.Stats().Armour[mech.Rear])},
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
	ranger.Armour[mech.Front], ranger.Internal, ranger.Heat = 4, 14, 9
	e := &blowExample{mp: mp, d: miniDuel(mp, bulldog, ranger), target: ranger, kick: mech.BlowDamage(mech.Bulldog, mech.Kick)}
	e.target.Pending[mech.ArcOf(ranger.Pos, ranger.Facing, bulldog.Pos)] = e.kick
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
	front := e.target.Armour[mech.Front]
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
