// What surrounds the map: the banner above it, the legend under it and the
// mechs' cards beside it.

package mechgame

import (
	"fmt"
	"math"
	"math/bits"
	"strings"

	"stratagem/assets/lang"
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
	var text string
	switch side, ok := d.ToAct(); {
	case d.Outcome().Over():
		text = outcomeWords(m.Outcome())
	case ok:
		text = lang.T("mech.banner.toact", "Turn", num(d.Turn()), "Turns", num(mech.MaxTurns), "Phase", phaseName(d.Phase()), "Side", scenes.Side(int(side)))
	default:
		text = lang.T("mech.banner", "Turn", num(d.Turn()), "Turns", num(mech.MaxTurns), "Phase", phaseName(d.Phase()))
	}
	c.FillRoundRect(bannerX, bannerY, bannerW, bannerH, 9, render.Panel)
	// The map's name at the right, the turn and phase in the rest.
	mapSt := render.TextStyle{Size: 15, Color: render.TextDim, Align: render.AlignRight, Middle: true, MaxW: bannerW / 3}
	mapName := lang.T("map." + m.mapName)
	mw := render.FitText(mapName, mapSt).Width
	c.Text(mapName, bannerX+bannerW-14, bannerY+15, mapSt)
	c.Text(text, bannerX+14, bannerY+15, render.TextStyle{Size: 18, Bold: true, Color: render.TextMain, Middle: true, MaxW: bannerW - 44 - mw})
	if words := m.bannerText(); words != "" {
		c.Text(words, bannerX+14, bannerY+27, bannerWordsStyle)
	}
}

// bannerWordsStyle is the banner's words under its title: two lines at most.
var bannerWordsStyle = render.TextStyle{Size: 14, Color: render.Accent, MaxW: bannerW - 28, MaxH: bannerH - 28}

// bannerText is what the banner says under its title: the sentences of
// bannerWords that fit, whole, and how many more the log tells.
func (m *Screen) bannerText() string {
	words := m.bannerWords()
	key := strings.Join(words, "\n")
	if m.bannerFit.of == key && m.bannerFit.lang == lang.Gen() {
		return m.bannerFit.text // worked out once per banner, not every frame
	}
	text := ""
	if len(words) > 0 {
		text = lang.N("mech.banner.log", len(words)) // when not even one sentence fits
	}
	for n := len(words); n > 0; n-- {
		try := words[0]
		for _, w := range words[1:n] {
			try = lang.T("mech.banner.join", "First", try, "Next", w)
		}
		if n < len(words) {
			try = lang.N("mech.banner.more", len(words)-n, "Text", try)
		}
		if !render.FitText(try, bannerWordsStyle).Overflow {
			text = try
			break
		}
	}
	m.bannerFit.of, m.bannerFit.lang, m.bannerFit.text = key, lang.Gen(), text
	return text
}

// legendItem is one entry of the map's legend: a swatch and its words.
type legendItem struct {
	swatchW float64
	swatch  func(c *render.Canvas, x, y float64) // draws the swatch at (x, y): its left, middle
	label   string
}

// terrainLegend are the legend's words of each terrain.
var terrainLegend = map[hex.Terrain]string{
	hex.Grass: "mech.legend.grass", hex.Road: "mech.legend.road", hex.LightWoods: "mech.legend.lightwoods",
	hex.HeavyWoods: "mech.legend.heavywoods", hex.Rough: "mech.legend.rubble", hex.Shallow: "mech.legend.shallow",
	hex.Deep: "mech.legend.deep", hex.Building: "mech.legend.building", hex.Rock: "mech.legend.rock",
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
	const r = 8.0
	var items []legendItem
	for _, t := range []hex.Terrain{hex.Grass, hex.Road, hex.LightWoods, hex.HeavyWoods, hex.Rough, hex.Shallow, hex.Deep, hex.Building, hex.Rock} {
		if used[t] {
			items = append(items, legendItem{2 * r, func(c *render.Canvas, x, y float64) {
				render.DrawTerrainSwatch(c, x+r, y, r, t)
			}, lang.T(terrainLegend[t])})
		}
	}
	if fire {
		items = append(items, legendItem{2 * r, func(c *render.Canvas, x, y float64) {
			render.DrawFire(c, x+r, y, r*1.6, 0)
		}, lang.N("mech.legend.fire", mech.FireHeat)})
	}
	if club {
		items = append(items, legendItem{2 * r, func(c *render.Canvas, x, y float64) {
			render.DrawClub(c, x+r, y, r*1.8)
		}, lang.T("mech.legend.club")})
	}
	if levels {
		items = append(items, legendItem{r * 5.2, func(c *render.Canvas, x, y float64) {
			render.DrawLevelSwatch(c, x+r*0.9, y, r)
		}, lang.T("mech.legend.levels")})
	}
	items = append(items, legendItem{34, func(c *render.Canvas, x, y float64) {
		drawHeatBar(c, x, y-3, 34, 6, 20)
	}, lang.T("mech.legend.heat")})
	return items
}

// placedItem is a legend item where it is drawn, and its words' width.
type placedItem struct {
	legendItem
	x, y, w float64
}

const legendSize, legendGap, legendRows = 12.0, 16.0, 3

// placeLegend lays the items out under the map, flowing over its rows, at
// the largest size down to render.MinShrink of legendSize at which they
// fit the rows; it returns the items placed and their size.
func placeLegend(items []legendItem) ([]placedItem, float64) {
	var out []placedItem
	size := legendSize
	for ; size >= legendSize*render.MinShrink-1e-9; size -= legendSize * 0.05 {
		out = out[:0]
		x, y := legendX, legendTop
		for _, it := range items {
			tw, _ := render.MeasureText(it.label, size, false)
			if x > legendX && x+it.swatchW+6+tw > legendX+legendW {
				x, y = legendX, y+legendStep
			}
			out = append(out, placedItem{it, x, y, tw})
			x += it.swatchW + 6 + tw + legendGap
		}
		if y < legendTop+legendRows*legendStep-1 {
			break
		}
	}
	return out, math.Max(size, legendSize*render.MinShrink)
}

// drawLegend draws the legend under the map (into the terrain layer: it
// changes only with the map).
func (m *Screen) drawLegend(c *render.Canvas) {
	placed, size := placeLegend(m.legendItems())
	for _, p := range placed {
		p.swatch(c, p.x, p.y)
		c.Text(p.label, p.x+p.swatchW+6, p.y, render.TextStyle{Size: size, Color: render.TextDim, Middle: true,
			MaxW: math.Min(p.w+1, legendX+legendW-(p.x+p.swatchW+6))})
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
		drawCard(c, cardTitle(d, i), d.Mech(i), i == m.actor() || i == m.sheet, r.X, r.Y, r.W, r.H)
	}
}

// cardTitle is the name on the card of mech id: its design, numbered
// among twins (the card's colour says its side).
func cardTitle(d *mech.Duel, id int) string {
	u := d.Mech(id)
	if n := mechNumber(d, id); n > 0 {
		return lang.Verbatim(fmt.Sprintf("%s %d", u.Design, n))
	}
	return designName(u.Design)
}

// dollCells places the eight locations of the card's paper doll on a grid
// of five columns and four rows: the head on top, arms and torsos across
// (their front armour), the torsos' rear armour under them, the legs under
// the side torsos.
var dollCells = [mech.NumLocations][2]int{
	mech.Head: {2, 0}, mech.LeftArm: {0, 1}, mech.LeftTorso: {1, 1}, mech.CentreTorso: {2, 1},
	mech.RightTorso: {3, 1}, mech.RightArm: {4, 1}, mech.LeftLeg: {1, 3}, mech.RightLeg: {3, 3},
}

// rearRow is the doll's row of the torsos' rear armour, and rearShare its
// height in rows.
const (
	rearRow   = 2
	rearShare = 0.7
)

// tallCard is the least height of a card with a paper doll; cardHeatH
// is the height of its heat line and the words under it, from the heat
// line's middle to the card's foot.
const (
	tallCard  = 130.0
	cardHeatH = 41.0
)

// dollRect is where location l (its rear armour, when rear) is drawn on
// the paper doll of the card at (x, y), w wide and h high.
func dollRect(l mech.Location, rear bool, x, y, w, h float64) scenes.Rect {
	top, heatY := y+22, y+h-cardHeatH
	const gap = 2.0
	rowH := (heatY - 8 - top - 3*gap) / (3 + rearShare)
	cellW := (w - 14 - 4*gap) / 5
	col, row := dollCells[l][0], dollCells[l][1]
	if rear {
		row = rearRow
	}
	cy := top + float64(row)*(rowH+gap)
	if row > rearRow {
		cy -= (1 - rearShare) * rowH
	}
	ch := rowH
	if row == rearRow {
		ch = rowH * rearShare
	}
	return scenes.Rect{X: x + 10 + float64(col)*(cellW+gap), Y: cy, W: cellW, H: ch}
}

// drawCard draws the card of mech u called name (lit when it is the one
// to act or its record sheet is open): its name, what it did this turn or
// its state, a paper doll of its eight locations, each named — armour
// over structure, the torsos' rear armour in a row under them, a
// location's colour going from green to red as its structure goes,
// crossed out when lost, a red dot per critical hit — with the damage
// about to land, and its heat and what the heat does. A short card (many
// mechs) has lines of words instead of the doll.
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
	st := u.Stats()
	pending := 0
	for _, p := range u.Pending {
		pending += p
	}
	flags := cardFlags(u)
	if h >= tallCard {
		c.Text(name, x+10, y+11, render.TextStyle{Size: 14, Bold: true, Color: fill, Middle: true, MaxW: w - 18})
		for l := range mech.Location(mech.NumLocations) {
			r := dollRect(l, false, x, y, w, h)
			drawDollCell(c, u, l, false, r)
			if l.IsTorso() {
				drawDollCell(c, u, l, true, dollRect(l, true, x, y, w, h))
			}
		}
		// Left of the rear row, its word; beside the head, the damage about
		// to land and the flags.
		head, rear := dollRect(mech.Head, false, x, y, w, h), dollRect(mech.LeftTorso, true, x, y, w, h)
		c.Text(lang.T("mech.card.rear"), rear.X-3, rear.Y+rear.H/2, render.TextStyle{Size: 9, Color: render.TextDim, Align: render.AlignRight, Middle: true, MaxW: rear.X - x - 12})
		corner := render.TextStyle{Size: 10, Bold: true, Color: render.Danger, Middle: true, MaxW: head.X - x - 12, MaxH: head.H + 5}
		if pending > 0 {
			c.Text(lang.T("mech.card.pending", "Damage", num(pending)), x+10, head.Y+head.H/2, corner)
		}
		corner.Bold, corner.Color, corner.Align = false, render.TextDim, render.AlignRight
		c.Text(flags, x+w-6, head.Y+head.H/2, corner)
		heatY := y + h - cardHeatH
		drawCardHeat(c, u, x, heatY, w)
		// What the heat does, in up to two lines (three when shrunk).
		c.Text(heatWords(u.Heat), x+10, heatY+7, render.TextStyle{Size: 10, Color: render.TextDim, MaxW: w - 16, MaxH: y + h - 2 - (heatY + 7)})
		return
	}
	flagsSt := render.TextStyle{Size: 11, Color: render.TextDim, Align: render.AlignRight, Middle: true, MaxW: (w - 18) / 2}
	fw := render.FitText(flags, flagsSt).Width
	c.Text(name, x+10, y+11, render.TextStyle{Size: 14, Bold: true, Color: fill, Middle: true, MaxW: w - 24 - fw})
	c.Text(flags, x+w-8, y+11, flagsSt)
	bodyCol := render.Mix(render.Legal, render.Danger, 1-float64(u.TotalStructure())/float64(max(1, st.TotalStructure())))
	if !u.Alive() {
		bodyCol = render.Disabled
	}
	step := math.Min(16, (h-20)/3.3)
	rows := int((h - 20) / step)
	ly := y + 12 + step
	small := render.TextStyle{Size: 10, Color: render.TextDim, Middle: true, MaxW: cardLabelW}
	value := render.TextStyle{Size: 12, Bold: true, Color: render.TextMain, Middle: true, MaxW: w - cardLabelW - 24}
	c.Text(lang.T("mech.card.armour"), x+10, ly, small)
	v := ofTotal(u.TotalArmour(), st.TotalArmour())
	if pending > 0 {
		v += " −" + num(pending)
	}
	c.Text(v, x+cardLabelW+14, ly, value)
	c.Text(lang.T("mech.card.structure"), x+10, ly+step, small)
	value.Color = bodyCol
	c.Text(ofTotal(u.TotalStructure(), st.TotalStructure()), x+cardLabelW+14, ly+step, value)
	drawCardHeat(c, u, x, ly+2*step, w)
	if rows >= 4 {
		c.Text(heatWords(u.Heat), x+10, ly+3*step, render.TextStyle{Size: 10, Color: render.TextDim, Middle: true, MaxW: w - 18})
	}
}

// cardLabelW is the width of a card's labels (heat, armour, structure).
const cardLabelW = 84.0

// drawCardHeat draws a card's heat: the number and the bar.
func drawCardHeat(c *render.Canvas, u mech.Mech, x, y, w float64) {
	label := lang.T("mech.card.heat", "Heat", num(u.Heat))
	st := render.TextStyle{Size: 11, Bold: true, Color: render.HeatColor(u.Heat), Middle: true, MaxW: cardLabelW}
	lw := c.Text(label, x+10, y, st).Width
	bx := x + 10 + math.Max(46, lw+8)
	drawHeatBar(c, bx, y-3, math.Min(60, x+w-10-bx), 6, u.Heat)
}

// ofTotal writes points left of the full amount: "146/157".
func ofTotal(left, total int) string { return num(left) + "/" + num(total) }

// drawDollCell draws location l of u in the paper doll's cell r: its
// short name, its armour (bold) and under it its structure, coloured by
// what is left; or, when rear, the rear armour of a torso alone.
func drawDollCell(c *render.Canvas, u mech.Mech, l mech.Location, rear bool, r scenes.Rect) {
	st := u.Stats()
	x, y, w, h := r.X, r.Y, r.W, r.H
	code := render.TextStyle{Size: 8, Bold: true, Color: render.TextDim, Middle: true, MaxW: w * 0.5}
	if u.Lost(l) || !u.Alive() {
		c.FillRoundRect(x, y, w, h, 4, render.WithAlpha(render.Disabled, 0.5))
		c.Line(x+4, y+3, x+w-4, y+h-3, 1.5, render.Danger)
		c.Line(x+w-4, y+3, x+4, y+h-3, 1.5, render.Danger)
		if !rear {
			code.Align, code.MaxW = render.AlignCenter, w-2
			c.Text(lang.T(locationCodeIDs[l]), x+w/2, y+h/2, code)
		}
		return
	}
	frac := float64(u.Structure[l]) / float64(max(1, st.Structure[l]))
	c.FillRoundRect(x, y, w, h, 4, render.WithAlpha(render.Mix(render.Legal, render.Danger, 1-frac), 0.35))
	sec := mech.SectionOf(l, rear)
	col := render.Mix(render.Danger, render.TextMain, float64(u.TotalArmour())/float64(max(1, st.TotalArmour())))
	if u.Pending[sec] > 0 {
		col = render.Danger
	}
	armour := render.TextStyle{Size: math.Min(11, h*0.62), Bold: true, Color: col, Align: render.AlignRight, Middle: true, MaxW: w * 0.45}
	if rear {
		armour.Size, armour.Align, armour.MaxW = math.Min(10, h*0.78), render.AlignCenter, w-2
		c.Text(num(u.Armour[sec]), x+w/2, y+h/2, armour)
		return
	}
	c.Text(lang.T(locationCodeIDs[l]), x+2, y+h*0.3, code)
	c.Text(num(u.Armour[sec]), x+w-2, y+h*0.3, armour)
	c.Text(num(u.Structure[l]), x+w-2, y+h*0.74, render.TextStyle{Size: math.Min(10, h*0.46), Color: render.TextDim, Align: render.AlignRight, Middle: true, MaxW: w - 4})
	for i := range bits.OnesCount8(u.Crits[l]) {
		c.FillCircle(x+4+float64(i)*5, y+h-4, 2, render.Danger)
	}
}
