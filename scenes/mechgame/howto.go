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
	hits := newHitsExample()
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
				"Choose a mech, then Walk, Run or Jump: the hexes that mode reaches are lit; those only another mode reaches are faint. Point at a hex for the path, turn the facing with " + scenes.Arrows() + ", click to move.",
				"A step costs 1 movement point (MP) on open ground, 2 in light woods, rubble or shallow water, 3 in heavy woods, +1 per level up or down; turning one side costs 1. Running has half as many MP again, but never through water or backwards.",
				"A jump flies straight over anything and lands facing any way. Heat: walking 1, running 2, jumping 1 per hex (at least 3).",
			},
			Diagram: move.draw,
		},
		{
			Title: "Facing, arcs, twists and blows",
			Text: []string{
				fmt.Sprintf("The wedge on a badge shows where the legs face, the barrel where the torso faces. Weapons fire only into the torso's front arc. In the reaction phase a mech may twist its torso one side left or right (%s; %s keeps it straight).",
					scenes.Arrows(), scenes.Key(scenes.ActConfirm)),
				"Next to an enemy in its front arc (one level up or down at most) a mech may punch (a tenth of its tons in damage), kick (a fifth, 1 more to hit, where the legs face) or club (a fifth, with a club picked up instead of firing). A limb that fired this turn, or is lost, cannot strike.",
			},
			Diagram: arcs.draw,
		},
		{
			Title: "Hitting: the target number",
			Text: []string{
				"Each weapon fired rolls two dice and hits on its target number or more: 4, plus the range (short 0, medium 2, long 4; inside a minimum range 1 per hex), plus the attacker's movement (walked 1, ran 2, jumped 3), plus the target's (3–4 hexes 1, 5–6 hexes 2, 7–9 hexes 3, more 4; 1 more if it jumped), plus woods in the way or under the target (light 1, heavy 2), plus heat.",
				"A mech lying down fires at +2 and is hit at −2 from next to it, +1 from farther; a shut-down one at −4. Above 12 a shot cannot be made. The panel shows each weapon's number, chance and expected damage; click its row to choose it. " + Keys.Name(ActSight) + " shows what blocks a line of sight.",
			},
			Diagram: shot.draw,
		},
		{
			Title: "Heat",
			Text: []string{
				"Moving and firing heat a mech up: each weapon adds its heat (a large laser 8, a medium laser 3) to the movement's. At the end of every turn each heat sink takes one point away.",
				fmt.Sprintf("A hot mech walks 1 MP less per 5 heat and aims worse: +1 to hit from %d, up to +4. At the end of a turn, above %d heat it loses a point of structure, above %d two. From %d it rolls to keep running, else it shuts down (at %d always); from %d its ammunition rolls not to explode: dump it when you run hot.",
					heatSteps[0], mech.HeatDamage1, mech.HeatDamage2, mech.ShutdownHeat, mech.HeatShutdown, mech.AmmoHeat),
				"A shut-down mech does nothing until it starts again: by itself below 14 heat, with a roll above. Each card shows its mech's heat and what it does now.",
			},
			Diagram: drawHeatPage,
		},
		{
			Title: "Damage, critical hits and falls",
			Text: []string{
				"Two dice place each hit on one of eight locations, by the side it comes from. Damage strips the armour, then the structure; a location without structure is lost with its weapons. Structure hit: two more dice, 8 or more strikes a part — ammunition explodes. Losing the head or centre torso destroys the mech.",
				"After 20 damage in a phase, a kick or a lost leg a mech rolls to keep its feet (5+, more when damaged); a fall hurts and it lies down until it stands up.",
				fmt.Sprintf("No mechs left loses; after %d turns more armour and structure wins. Rest the cursor on a card for the record sheet.", mech.MaxTurns),
			},
			Diagram: hits.draw,
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
