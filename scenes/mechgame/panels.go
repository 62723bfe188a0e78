// What surrounds the map: the banner above it, the legend under it and the
// mechs' cards beside it.

package mechgame

import (
	"fmt"
	"math"
	"math/bits"

	"stratagem/board/hex"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/units/mech"
)

// drawBanner is the box above the map: the turn, the phase and the side to
// act, and under it, in words, the last dice (initiative, attacks) or what
// they caused.
func (m *Screen) drawBanner(c *render.Canvas) {
	d := m.duel
	text := fmt.Sprintf("Turn %d of %d · %s", d.Turn(), mech.MaxTurns, scenes.Capitalise(d.Phase().String()))
	if side, ok := d.ToAct(); ok {
		text += " · " + scenes.Capitalise(side.String()) + " to act"
	}
	if d.Outcome().Over() {
		text = outcomeWords(d)
	}
	c.FillRoundRect(bannerX, bannerY, bannerW, bannerH, 9, render.Panel)
	c.Text(text, bannerX+14, bannerY+16, render.TextStyle{Size: 19, Bold: true, Color: render.TextMain, Middle: true})
	if words := m.bannerWords(); words != "" {
		if m.bannerFit.of != words { // measured once per banner, not every frame
			m.bannerFit.of = words
			m.bannerFit.line, m.bannerFit.size = fitText(words, bannerW-28, 14, 12, false)
		}
		c.Text(m.bannerFit.line, bannerX+14, bannerY+40, render.TextStyle{Size: m.bannerFit.size, Color: render.Accent, Middle: true})
	}
}

// fitText returns s at the largest size from big down to small at which it
// fits width, or cut with "…" at small.
func fitText(s string, width, big, small float64, bold bool) (string, float64) {
	for size := big; size >= small; size-- {
		if w, _ := render.MeasureText(s, size, bold); w <= width {
			return s, size
		}
	}
	r := []rune(s)
	for len(r) > 1 {
		r = r[:len(r)-1]
		if w, _ := render.MeasureText(string(r)+"…", small, bold); w <= width {
			break
		}
	}
	return string(r) + "…", small
}

// legendItem is one entry of the map's legend: a swatch and its words.
type legendItem struct {
	swatchW float64
	swatch  func(c *render.Canvas, x, y float64) // draws the swatch at (x, y): its left, middle
	label   string
}

// legendItems lists the terrain kinds the map uses, its fires and clubs,
// how levels are shown and what the heat marks mean.
func (m *Screen) legendItems() []legendItem {
	d := m.duel
	mp := d.Map()
	used := map[hex.Terrain]bool{}
	fire, club, levels := false, false, false
	for _, h := range mp.Hexes() {
		used[mp.Terrain(h)] = true
		fire = fire || d.Burning(h)
		club = club || d.Clubs(h) > 0
		levels = levels || mp.Level(h) != 0
	}
	names := map[hex.Terrain]string{
		hex.Grass: "open ground", hex.Road: "road", hex.LightWoods: "light woods", hex.HeavyWoods: "heavy woods",
		hex.Rough: "rubble", hex.Shallow: "shallow water", hex.Deep: "deep water", hex.Building: "building (jump onto it)", hex.Rock: "rock",
	}
	const r = 8.0
	var items []legendItem
	for _, t := range []hex.Terrain{hex.Grass, hex.Road, hex.LightWoods, hex.HeavyWoods, hex.Rough, hex.Shallow, hex.Deep, hex.Building, hex.Rock} {
		if used[t] {
			items = append(items, legendItem{2 * r, func(c *render.Canvas, x, y float64) {
				render.DrawTerrainSwatch(c, x+r, y, r, t)
			}, names[t]})
		}
	}
	if fire {
		items = append(items, legendItem{2 * r, func(c *render.Canvas, x, y float64) {
			render.DrawFire(c, x+r, y, r*1.6, 0)
		}, fmt.Sprintf("fire (+%d heat to enter)", mech.FireHeat)})
	}
	if club {
		items = append(items, legendItem{2 * r, func(c *render.Canvas, x, y float64) {
			render.DrawClub(c, x+r, y, r*1.8)
		}, "club to pick up"})
	}
	if levels {
		items = append(items, legendItem{r * 5.2, func(c *render.Canvas, x, y float64) {
			render.DrawLevelSwatch(c, x+r*0.9, y, r)
		}, "higher ground is paler; a dark edge is a step; the number is the level of each step"})
	}
	items = append(items, legendItem{34, func(c *render.Canvas, x, y float64) {
		drawHeatBar(c, x, y-3, 34, 6, 20)
	}, fmt.Sprintf("heat: −1 MP per 5; +1 to hit from %d; damage above %d and %d; rolls to keep running from %d, for the ammunition from %d; %d shuts down",
		heatSteps[0], mech.HeatDamage1, mech.HeatDamage2, mech.ShutdownHeat, mech.AmmoHeat, mech.HeatShutdown)})
	return items
}

// placedItem is a legend item where it is drawn.
type placedItem struct {
	legendItem
	x, y float64
}

const legendSize, legendGap = 12.0, 16.0

// placeLegend lays the items out under the map, flowing over rows.
func placeLegend(items []legendItem) []placedItem {
	x, y := legendX, legendTop
	var out []placedItem
	for _, it := range items {
		tw, _ := render.MeasureText(it.label, legendSize, false)
		if x > legendX && x+it.swatchW+6+tw > legendX+legendW {
			x, y = legendX, y+legendStep
		}
		out = append(out, placedItem{it, x, y})
		x += it.swatchW + 6 + tw + legendGap
	}
	return out
}

// drawLegend draws the legend under the map (into the terrain layer: it
// changes only with the map).
func (m *Screen) drawLegend(c *render.Canvas) {
	st := render.TextStyle{Size: legendSize, Color: render.TextDim, Middle: true}
	for _, p := range placeLegend(m.legendItems()) {
		p.swatch(c, p.x, p.y)
		c.Text(p.label, p.x+p.swatchW+6, p.y, st)
	}
}

// heatSteps are the heats at which the to-hit penalty grows by one
// (mech.HeatModifier).
var heatSteps = func() []int {
	var out []int
	for h := 1; h < mech.HeatShutdown; h++ {
		if mech.HeatModifier(h) > mech.HeatModifier(h-1) {
			out = append(out, h)
		}
	}
	return out
}()

// drawHeatBar draws a heat scale from 0 to shutdown, filled to heat: short
// ticks where the to-hit penalty grows, tall red ones where heat damage
// starts.
func drawHeatBar(c *render.Canvas, x, y, w, h float64, heat int) {
	const top = float64(mech.HeatShutdown)
	c.FillRect(x, y, w, h, render.Background)
	frac := math.Min(1, float64(heat)/top)
	c.FillRect(x, y, w*frac, h, render.HeatColor(heat))
	for _, t := range heatSteps {
		tx := x + w*float64(t)/top
		c.Line(tx, y+h*0.35, tx, y+h, 1, render.TextDim)
	}
	for _, t := range []int{mech.HeatDamage1, mech.HeatDamage2} {
		tx := x + w*float64(t)/top
		c.Line(tx, y-2, tx, y+h+2, 1.5, render.Danger)
	}
	c.StrokeRect(x, y, w, h, 1, render.TextDim)
}

// cardRect is where the card of mech i of n is drawn, right of the map:
// the cards share the column, 150 high at most.
func cardRect(i, n int) scenes.Rect {
	h := math.Min(150, (cardsBottom-cardsTop+6)/float64(n)-6)
	return scenes.Rect{X: cardsX, Y: cardsTop + float64(i)*(h+6), W: cardsW, H: h}
}

// cardAt returns the mech whose card is under (x, y), or −1.
func (m *Screen) cardAt(x, y float64) int {
	n := len(m.duel.Mechs())
	for i := range n {
		if r := cardRect(i, n); x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H {
			return i
		}
	}
	return -1
}

// drawCards draws one card per mech right of the map.
func (m *Screen) drawCards(c *render.Canvas) {
	d := m.duel
	for i := range d.Mechs() {
		r := cardRect(i, len(d.Mechs()))
		drawCard(c, mechName(d, i), d.Mech(i), i == m.actor() || i == m.sheet, r.X, r.Y, r.W, r.H)
	}
}

// dollCells places the eight locations of the card's paper doll on a grid
// of five columns and three rows: the head on top, arms and torsos across,
// the legs under the side torsos.
var dollCells = [mech.NumLocations][2]int{
	mech.Head: {2, 0}, mech.LeftArm: {0, 1}, mech.LeftTorso: {1, 1}, mech.CentreTorso: {2, 1},
	mech.RightTorso: {3, 1}, mech.RightArm: {4, 1}, mech.LeftLeg: {1, 2}, mech.RightLeg: {3, 2},
}

// drawCard draws the card of mech u called name (lit when it is the one
// to act or its record sheet is open): its name, what it did this turn or
// its state, a paper doll of its eight locations — armour (front/rear for
// the torsos) over structure, a location's colour going from green to red
// as its structure goes, crossed out when lost, a red dot per critical hit
// — with the damage about to land, and its heat. A short card (many mechs)
// has lines of words instead of the doll.
func drawCard(c *render.Canvas, name string, u mech.Mech, active bool, x, y, w, h float64) {
	fill := render.BlueSide
	if u.Side == mech.Red {
		fill = render.RedSide
	}
	bg := render.Panel
	if active {
		bg = render.ButtonHover
	}
	c.FillRoundRect(x, y, w, h, 8, bg)
	c.FillRect(x, y+6, 4, h-12, fill)
	c.Text(name, x+10, y+12, render.TextStyle{Size: 14, Bold: true, Color: fill, Middle: true})
	c.Text(cardFlags(u), x+w-8, y+12, render.TextStyle{Size: 11, Color: render.TextDim, Align: render.AlignRight, Middle: true})
	st := u.Stats()
	small := render.TextStyle{Size: 10, Color: render.TextDim, Middle: true}
	heatY := y + h - 12
	pending := 0
	for _, p := range u.Pending {
		pending += p
	}
	if h >= 100 {
		top := y + 24
		rowH := math.Min(26, (heatY-10-top)/3)
		cellW := (w - 14 - 4*2) / 5
		for l := range mech.Location(mech.NumLocations) {
			cx := x + 10 + float64(dollCells[l][0])*(cellW+2)
			cy := top + float64(dollCells[l][1])*rowH
			drawDollCell(c, u, l, cx, cy, cellW, rowH-2)
		}
		if pending > 0 {
			// Under the right arm, where the doll has room: the damage to land.
			cx := x + 10 + 4*(cellW+2) + cellW/2
			cy := top + 2*rowH
			c.Text(fmt.Sprintf("−%d", pending), cx, cy+rowH*0.3, render.TextStyle{Size: 11, Bold: true, Color: render.Danger, Align: render.AlignCenter, Middle: true})
			c.Text("to land", cx, cy+rowH*0.72, render.TextStyle{Size: 9, Color: render.Danger, Align: render.AlignCenter, Middle: true})
		}
	} else {
		bodyCol := render.Mix(render.Legal, render.Danger, 1-float64(u.TotalStructure())/float64(max(1, st.TotalStructure())))
		if !u.Alive() {
			bodyCol = render.Disabled
		}
		step := math.Min(16, (heatY-y-12)/3)
		ly := y + 12 + step
		c.Text("armour", x+10, ly, small)
		v := fmt.Sprintf("%d of %d", u.TotalArmour(), st.TotalArmour())
		if pending > 0 {
			v += fmt.Sprintf(" −%d", pending)
		}
		c.Text(v, x+58, ly, render.TextStyle{Size: 12, Bold: true, Color: render.TextMain, Middle: true})
		c.Text("structure", x+10, ly+step, small)
		c.Text(fmt.Sprintf("%d of %d", u.TotalStructure(), st.TotalStructure()), x+58, ly+step, render.TextStyle{Size: 12, Bold: true, Color: bodyCol, Middle: true})
	}
	// Heat: the number, the bar, and what it does now.
	c.Text(fmt.Sprintf("heat %d", u.Heat), x+10, heatY, render.TextStyle{Size: 11, Bold: true, Color: render.HeatColor(u.Heat), Middle: true})
	drawHeatBar(c, x+58, heatY-3, 40, 6, u.Heat)
	words, size := fitText(heatWords(u.Heat), w-112, 10, 8, false)
	c.Text(words, x+w-8, heatY, render.TextStyle{Size: size, Color: render.TextDim, Align: render.AlignRight, Middle: true})
}

// drawDollCell draws location l of u in the paper doll's cell at (x, y):
// its armour over its structure, coloured by what is left.
func drawDollCell(c *render.Canvas, u mech.Mech, l mech.Location, x, y, w, h float64) {
	st := u.Stats()
	if u.Lost(l) || !u.Alive() {
		c.FillRoundRect(x, y, w, h, 4, render.WithAlpha(render.Disabled, 0.5))
		c.Line(x+4, y+4, x+w-4, y+h-4, 1.5, render.Danger)
		c.Line(x+w-4, y+4, x+4, y+h-4, 1.5, render.Danger)
		c.Text(l.Code(), x+w/2, y+h/2, render.TextStyle{Size: 9, Color: render.TextDim, Align: render.AlignCenter, Middle: true})
		return
	}
	frac := float64(u.Structure[l]) / float64(max(1, st.Structure[l]))
	c.FillRoundRect(x, y, w, h, 4, render.WithAlpha(render.Mix(render.Legal, render.Danger, 1-frac), 0.35))
	front := mech.FrontOf(l)
	armour := fmt.Sprint(u.Armour[front])
	pend := u.Pending[front]
	if l.IsTorso() {
		rear := mech.SectionOf(l, true)
		armour += "/" + fmt.Sprint(u.Armour[rear])
		pend += u.Pending[rear]
	}
	col := render.Mix(render.Danger, render.TextMain, float64(u.TotalArmour())/float64(max(1, st.TotalArmour())))
	if pend > 0 {
		col = render.Danger
	}
	size := math.Min(11, h*0.46)
	c.Text(armour, x+w/2, y+h*0.3, render.TextStyle{Size: size, Bold: true, Color: col, Align: render.AlignCenter, Middle: true})
	c.Text(fmt.Sprint(u.Structure[l]), x+w/2, y+h*0.74, render.TextStyle{Size: size - 1, Color: render.TextDim, Align: render.AlignCenter, Middle: true})
	for i := range bits.OnesCount8(u.Crits[l]) {
		c.FillCircle(x+w-4-float64(i)*5, y+4, 2, render.Danger)
	}
}
