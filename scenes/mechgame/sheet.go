package mechgame

import (
	"image/color"
	"math"
	"strings"

	"stratagem/assets/lang"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/units/mech"
)

// The record sheet: while the cursor rests on a mech's card, or opened with
// its key (S), its record sheet shows over the map — every location's armour (front and rear),
// structure, and what is mounted there, struck parts in red.
const (
	sheetX, sheetY, sheetW = 28.0, 80.0, 612.0
	sheetRowH              = 36.0
	sheetTop               = 104.0 // from the box's top to the first row
)

// sheetCol are the x offsets of the columns: location, armour, structure,
// parts.
var sheetCol = [5]float64{14, 136, 226, 300, sheetW - 12}

// segment is a run of words in one colour.
type segment struct {
	text string
	col  color.Color
}

// partIDs name the parts a critical hit can strike (not the weapons and
// their ammunition): counted, "engine ×3", "2 heat sinks".
var partIDs = map[mech.PartKind]string{
	mech.EnginePart: "mech.sheet.engine", mech.GyroPart: "mech.sheet.gyro", mech.CockpitPart: "mech.sheet.cockpit",
	mech.SensorsPart: "mech.sheet.sensors", mech.SinkPart: "mech.sheet.sink", mech.ActuatorPart: "mech.sheet.actuator",
}

// partSegments lists what location l of u holds, in record-sheet order,
// as words: weapons (with their shots), the engine, gyro, cockpit,
// sensors, actuators and heat sinks, alike ones counted together; what a
// critical hit struck in red with "hit", the rest plain.
func partSegments(u mech.Mech, l mech.Location) []segment {
	ds := u.Design.Design()
	var out []segment
	type group struct {
		kind      mech.PartKind
		n, struck int
	}
	var groups []group
	add := func(kind mech.PartKind, hit bool) {
		s := 0
		if hit {
			s = 1
		}
		if len(groups) > 0 && groups[len(groups)-1].kind == kind {
			g := &groups[len(groups)-1]
			g.n++
			g.struck += s
			return
		}
		groups = append(groups, group{kind, 1, s})
	}
	flush := func() {
		for _, g := range groups {
			name := lang.N(partIDs[g.kind], g.n)
			switch {
			case g.struck == 0:
				out = append(out, segment{name, render.TextMain})
			case g.n == 1:
				out = append(out, segment{lang.T("mech.sheet.hit", "Part", name), render.Danger})
			default:
				out = append(out, segment{lang.N("mech.sheet.hits", g.struck, "Part", name), render.Danger})
			}
		}
		groups = groups[:0]
	}
	for i, p := range u.Design.Parts(l) {
		hit := u.PartHit(l, i)
		switch p.Kind {
		case mech.WeaponPart, mech.AmmoPart:
			flush()
			wn := weaponNoun(ds.Weapons[p.Slot].Stats())["nom"]
			switch {
			case p.Kind == mech.AmmoPart && hit:
				out = append(out, segment{lang.T("mech.sheet.ammo.exploded"), render.Danger})
			case p.Kind == mech.AmmoPart:
				out = append(out, segment{lang.N("mech.sheet.ammo", u.Ammo[p.Slot]), render.TextDim})
			case hit:
				out = append(out, segment{lang.T("mech.sheet.hit", "Part", wn), render.Danger})
			default:
				out = append(out, segment{wn, render.TextMain})
			}
		default:
			add(p.Kind, hit)
		}
	}
	flush()
	return out
}

// sheetStatsStyle is the sheet's line of what the mech can do now: three
// lines at most.
var sheetStatsStyle = render.TextStyle{Size: 13, Color: render.TextMain, MaxW: sheetW - 28, MaxLines: 3}

// drawSheet draws the record sheet of mech id over the map.
func (m *Screen) drawSheet(c *render.Canvas, id int) {
	d := m.duel
	u := d.Mech(id)
	ds := u.Stats()
	h := sheetTop + mech.NumLocations*sheetRowH + 16
	keyed := id == m.sheetKey.pinned // opened with its key: say how to go on
	if keyed {
		h += 18
	}
	x, y := sheetX, sheetY
	c.FillRoundRect(x, y, sheetW, h, 10, render.WithAlpha(render.Panel, 0.97))
	side := render.BlueSide
	if u.Side == mech.Red {
		side = render.RedSide
	}
	c.StrokeRoundRect(x, y, sheetW, h, 10, 2, side)
	c.Text(lang.T("mech.sheet.title", "Mech", mechName(d, id)), x+14, y+18,
		render.TextStyle{Size: 18, Bold: true, Color: side, Middle: true, MaxW: sheetW - 28})
	c.Text(sheetStats(u), x+14, y+32, sheetStatsStyle)
	head := render.TextStyle{Size: 11, Bold: true, Color: render.TextDim, Middle: true}
	for i, w := range []string{lang.T("mech.sheet.location"), lang.T("mech.sheet.armour"), lang.T("mech.sheet.structure"), lang.T("mech.sheet.parts")} {
		c.Text(w, x+sheetCol[i], y+sheetTop-14, withW(head, sheetCol[i+1]-sheetCol[i]-6))
	}
	for l := range mech.Location(mech.NumLocations) {
		ry := y + sheetTop + float64(l)*sheetRowH
		if l%2 == 0 {
			c.FillRect(x+6, ry, sheetW-12, sheetRowH, render.WithAlpha(render.Background, 0.35))
		}
		mid := ry + sheetRowH/2
		lost := u.Lost(l) || !u.Alive()
		nameCol := render.TextMain
		if lost {
			nameCol = render.Disabled
		}
		c.Text(locationTitle(l), x+sheetCol[0], mid, render.TextStyle{Size: 13, Bold: true, Color: nameCol, Middle: true, MaxW: sheetCol[1] - sheetCol[0] - 6})
		armourW := sheetCol[2] - sheetCol[1] - 6
		if lost {
			c.Text(lang.T("mech.sheet.lost"), x+sheetCol[1], mid, render.TextStyle{Size: 12, Bold: true, Color: render.Danger, Middle: true, MaxW: sheetCol[3] - sheetCol[1] - 6})
		} else {
			front := mech.FrontOf(l)
			armour := ofTotal(u.Armour[front], ds.Armour[front])
			c.Text(armour, x+sheetCol[1], mid-(boolF(l.IsTorso())*7), render.TextStyle{Size: 12, Bold: true, Color: render.TextMain, Middle: true, MaxW: armourW})
			if l.IsTorso() {
				rear := mech.SectionOf(l, true)
				c.Text(lang.T("mech.sheet.rear", "Armour", ofTotal(u.Armour[rear], ds.Armour[rear])), x+sheetCol[1], mid+8,
					render.TextStyle{Size: 11, Color: render.TextDim, Middle: true, MaxW: armourW})
			}
			frac := float64(u.Structure[l]) / float64(max(1, ds.Structure[l]))
			c.Text(ofTotal(u.Structure[l], ds.Structure[l]), x+sheetCol[2], mid,
				render.TextStyle{Size: 12, Bold: true, Color: render.Mix(render.Legal, render.Danger, 1-frac), Middle: true, MaxW: sheetCol[3] - sheetCol[2] - 6})
		}
		drawSegments(c, partSegments(u, l), x+sheetCol[3], ry, x+sheetW-12, lost)
	}
	if keyed {
		c.Text(lang.T("mech.sheet.keys", "Key", Keys.Name(ActSheet), "Back", scenes.Key(scenes.ActBack)), x+sheetW-14, y+h-14,
			render.TextStyle{Size: 12, Color: render.TextDim, Align: render.AlignRight, Middle: true, MaxW: sheetW - 28})
	}
}

func boolF(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// drawSegments writes segs from x in a row of the sheet starting at y,
// separated by commas, wrapping onto a second line at right (smaller, if
// two lines do not hold them at 12); dim when the location is lost.
func drawSegments(c *render.Canvas, segs []segment, x, y, right float64, lost bool) {
	if len(segs) == 0 {
		segs = []segment{{lang.T("mech.sheet.nothing"), render.TextDim}}
	}
	texts := make([]string, len(segs))
	for i, s := range segs {
		texts[i] = s.text
		if i < len(segs)-1 {
			texts[i] += ","
		}
	}
	// layOut returns the line of each segment at size, and how many lines.
	layOut := func(size float64) ([]int, int) {
		line, width := make([]int, len(segs)), 0.0
		n := 0
		space, _ := render.MeasureText(" ", size, false)
		for i, t := range texts {
			w, _ := render.MeasureText(t+" ", size, false)
			if width > 0 && x+width+w > right+space {
				n++
				width = 0
			}
			line[i] = n
			width += w
		}
		return line, n + 1
	}
	size := 12.0
	line, n := layOut(size)
	for n > 2 && size > 12*render.MinShrink {
		size -= 0.6
		line, n = layOut(size)
	}
	lx := x
	for i, t := range texts {
		if i > 0 && line[i] != line[i-1] {
			lx = x
		}
		ly := y + sheetRowH/2
		if n > 1 {
			ly = y + sheetRowH/2 - 8 + float64(line[i])*16
		}
		col := segs[i].col
		if lost {
			col = render.Disabled
		}
		c.Text(t, lx, ly, render.TextStyle{Size: size, Color: col, Middle: true, MaxW: math.Max(1, right-lx)})
		w, _ := render.MeasureText(t+" ", size, false)
		lx += w
	}
}

// sheetStats is the record sheet's line of what the mech can do now:
// "Walk 5 (now 4) · Run 8 (now 6) · Jump 3 · Heat 7: −1 MP · Heat sinks
// 12 of 12 · Piloting skill roll 5+".
func sheetStats(u mech.Mech) string {
	ds := u.Stats()
	mp := func(ids [2]string, design, now int) string {
		if design == now {
			return lang.T(ids[0], "MP", num(design))
		}
		return lang.T(ids[1], "MP", num(design), "Now", num(now))
	}
	parts := []string{lang.N("mech.sheet.tons", ds.Tons, "Role", roleWords(u.Design)),
		mp([2]string{"mech.sheet.walk", "mech.sheet.walk.now"}, ds.Walk, u.WalkMP()),
		mp([2]string{"mech.sheet.run", "mech.sheet.run.now"}, ds.Run(), u.RunMP())}
	if ds.Jump > 0 {
		parts = append(parts, mp([2]string{"mech.sheet.jump", "mech.sheet.jump.now"}, ds.Jump, u.JumpMP()))
	}
	parts = append(parts, lang.T("mech.sheet.heat", "Heat", num(u.Heat), "Effect", heatWords(u.Heat)))
	parts = append(parts, lang.T("mech.sheet.sinks", "Left", num(u.Sinks()), "Total", num(ds.Sinks)))
	if need := u.PilotingNeed(0); need > mech.MaxToHit {
		parts = append(parts, lang.T("mech.sheet.piloting.none"))
	} else {
		parts = append(parts, lang.T("mech.sheet.piloting", "Need", num(need)))
	}
	switch {
	case !u.Alive():
		parts = append(parts, lang.T("mech.sheet.destroyed"))
	case u.Prone:
		parts = append(parts, lang.T("mech.sheet.down"))
	}
	return strings.Join(parts, " · ")
}
