package mechgame

import (
	"image/color"

	"stratagem/assets/lang"
	"stratagem/board/hex"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/units/mech"
)

// The rules pages ("How to play"): each page's diagram is drawn with the
// board's own pieces (mech badges, lit hexes, cards, the heat bar) on
// small maps whose numbers come from the rules, worked out once when the
// pages are made, not while they are drawn.

// howTo returns the Mech Duel's rules, page by page, in the language in use.
func howTo() []scenes.HowToPage {
	move := newMoveExample()
	arcs := newArcExample()
	shot := newShotExample()
	hits := newHitsExample()
	return []scenes.HowToPage{
		{
			Title: lang.T("mech.howto.turn.title"),
			Text: []string{
				lang.N("mech.howto.turn.1", mech.MaxTurns),
				lang.T("mech.howto.turn.2"),
				lang.T("mech.howto.turn.3"),
			},
			Diagram: drawPhases,
		},
		{
			Title: lang.T("mech.howto.move.title"),
			Text: []string{
				lang.T("mech.howto.move.1", "Walk", modeButton(mech.Walk), "Run", modeButton(mech.Run), "Jump", modeButton(mech.Jump), "Arrows", scenes.Arrows()),
				lang.T("mech.howto.move.2"),
				lang.T("mech.howto.move.3"),
			},
			Diagram: move.draw,
		},
		{
			Title: lang.T("mech.howto.arcs.title"),
			Text: []string{
				lang.T("mech.howto.arcs.1", "Key", Keys.Name(ActArcs)),
				lang.T("mech.howto.arcs.2", "Arrows", scenes.Arrows(), "Confirm", scenes.Key(scenes.ActConfirm)),
				lang.T("mech.howto.arcs.3"),
				lang.T("mech.howto.arcs.4"),
			},
			Diagram: arcs.draw,
		},
		{
			Title: lang.T("mech.howto.hit.title"),
			Text: []string{
				lang.T("mech.howto.hit.1", "Gunnery", num(mech.Gunnery)),
				lang.T("mech.howto.hit.2"),
				lang.T("mech.howto.hit.3", "Max", num(mech.MaxToHit), "Key", Keys.Name(ActSight)),
				lang.T("mech.howto.hit.4"),
			},
			Diagram: shot.draw,
		},
		{
			Title: lang.T("mech.howto.heat.title"),
			Text: []string{
				lang.T("mech.howto.heat.1"),
				lang.T("mech.howto.heat.2"),
				lang.T("mech.howto.heat.3"),
			},
			Diagram: drawHeatPage,
		},
		{
			Title: lang.T("mech.howto.damage.title"),
			Text: []string{
				lang.T("mech.howto.damage.1"),
				lang.T("mech.howto.damage.2"),
				lang.N("mech.howto.damage.3", mech.PilotingDamage),
				lang.T("mech.howto.damage.4", "Key", Keys.Name(ActSheet)),
			},
			Diagram: hits.draw,
		},
	}
}

// howToText draws the words of a diagram in a box w wide, on lines lines
// at most.
func howToText(c *render.Canvas, s string, x, y, size float64, col color.Color, al render.Align, w float64, lines int) {
	c.Text(s, x, y, render.TextStyle{Size: size, Color: col, Align: al, Middle: true, MaxW: w, MaxLines: lines})
}

// ---- page 1: the phases ----

// phaseWhat says what happens in each phase, on the first page.
var phaseWhat = [...]string{
	mech.InitiativePhase: "mech.howto.phase.initiative", mech.MovementPhase: "mech.howto.phase.movement",
	mech.ReactionPhase: "mech.howto.phase.reaction", mech.WeaponPhase: "mech.howto.phase.weapon",
	mech.PhysicalPhase: "mech.howto.phase.physical", mech.EndPhase: "mech.howto.phase.end",
}

// drawPhases lists the six phases, each with a small figure of what
// happens in it.
func drawPhases(c *render.Canvas, r scenes.Rect) {
	badge := func(x, y float64, side int, legs, torso hex.Direction, alpha float64) {
		l := hex.Layout{Size: 22}
		render.DrawMech(c, l, x, y, 15, render.MechLook{Side: side, Legs: legs, Torso: torso, Code: lang.Verbatim(designCode(mech.Ranger))}, alpha)
	}
	icons := [...]func(x, y float64){
		mech.InitiativePhase: func(x, y float64) {
			drawDie(c, x-12, y, 20, 3)
			drawDie(c, x+12, y, 20, 5)
		},
		mech.MovementPhase: func(x, y float64) {
			c.Line(x-20, y+6, x+10, y+6, 3, modeColours[mech.Run])
			badge(x+8, y, 0, hex.East, hex.East, 1)
		},
		mech.ReactionPhase: func(x, y float64) {
			badge(x, y, 0, hex.East, hex.SouthEast, 1)
		},
		mech.WeaponPhase: func(x, y float64) {
			c.Line(x-14, y, x+16, y, 3, render.Danger)
			badge(x-16, y, 0, hex.East, hex.East, 1)
			c.StrokeCircle(x+20, y, 6, 2, render.Danger)
		},
		mech.PhysicalPhase: func(x, y float64) {
			badge(x-12, y, 0, hex.East, hex.East, 1)
			badge(x+17, y, 1, hex.West, hex.West, 1)
		},
		mech.EndPhase: func(x, y float64) {
			drawHeatBar(c, x-24, y-4, 48, 8, 12)
		},
	}
	step := (r.H - 20) / float64(len(icons))
	for i, icon := range icons {
		y := r.Y + 10 + step*(float64(i)+0.5)
		x := r.X + 50
		c.FillCircle(x, y, 27, render.Background)
		icon(x, y)
		title := render.TextStyle{Size: 19, Bold: true, Color: render.TextMain, Middle: true, MaxW: 20}
		c.Text(num(i+1), r.X+96, y-10, title)
		c.Text(phaseName(mech.Phase(i)), r.X+116, y-10, withW(title, r.W-126))
		howToText(c, lang.T(phaseWhat[i]), r.X+116, y+13, 15, render.TextDim, render.AlignLeft, r.W-126, 1)
		if i < len(icons)-1 {
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
		render.DrawMech(c, l, x, y, render.MechRadius(l), lookOf(d, i), 1)
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
	box := centred(scenes.Rect{X: r.X, Y: r.Y + 4, W: r.W, H: r.H - 128}, w, h)
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
	render.DrawMech(c, l, x, y, render.MechRadius(l), lookOf(e.d, 0), 1)
	st := u.Stats()
	ly := r.Y + r.H - 114
	for i, mode := range []mech.Mode{mech.Walk, mech.Run, mech.Jump} {
		y := ly + float64(i)*21
		sl := hex.Layout{Size: 9, OriginX: r.X + 34, OriginY: y}
		c.FillHex(sl, hex.Hex{}, 0, render.GrassFill)
		lightHex(c, sl, hex.Hex{}, mode, mode == mech.Walk)
		c.Text(modeButton(mode), r.X+52, y, render.TextStyle{Size: 16, Bold: true, Color: render.TextMain, Middle: true, MaxW: 110})
		what := lang.T("mech.howto.move.mode", "MP", num(st.MP(mode)), "Heat", num(mech.MoveHeat(mode, 1, 0)))
		if mode == mech.Jump {
			what = lang.T("mech.howto.move.mode.jump", "MP", num(st.MP(mode)), "Heat", num(mech.MoveHeat(mode, 1, 0)))
		}
		howToText(c, what, r.X+170, y, 14, render.TextDim, render.AlignLeft, r.W-190, 1)
	}
	c.Text(lang.T("mech.howto.move.caption", "Walk", modeButton(mech.Walk)), r.X+r.W/2, r.Y+r.H-53,
		render.TextStyle{Size: 13, Color: render.TextDim, Align: render.AlignCenter, MaxW: r.W - 24, MaxLines: 3})
}

// ---- page 3: arcs and the twist ----
