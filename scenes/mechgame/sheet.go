package mechgame

import (
	"fmt"
	"image/color"
	"strings"

	"stratagem/render"
	"stratagem/scenes"
	"stratagem/units/mech"
)

// The record sheet: while the cursor rests on a mech's card, its record
// sheet shows over the map — every location's armour (front and rear),
// structure, and what is mounted there, struck parts in red.
const (
	sheetX, sheetY, sheetW = 28.0, 80.0, 612.0
	sheetRowH              = 36.0
	sheetTop               = 74.0 // from the box's top to the first row
)

// sheetCol are the x offsets of the columns: location, armour, structure,
// parts.
var sheetCol = [4]float64{14, 130, 222, 300}

// segment is a run of words in one colour.
type segment struct {
	text string
	col  color.Color
}

// partSegments lists what location l of u holds, in record-sheet order,
// as words: weapons (with their shots), the engine, gyro, cockpit,
// sensors, actuators and heat sinks, alike ones counted together; what a
// critical hit struck in red with "hit", the rest plain.
func partSegments(u mech.Mech, l mech.Location) []segment {
	ds := u.Design.Design()
	var out []segment
	type group struct {
		name      string
		n, struck int
	}
	var groups []group
	add := func(name string, hit bool) {
		if len(groups) > 0 && groups[len(groups)-1].name == name {
			g := &groups[len(groups)-1]
			g.n++
			if hit {
				g.struck++
			}
			return
		}
		s := 0
		if hit {
			s = 1
		}
		groups = append(groups, group{name, 1, s})
	}
	flush := func() {
		for _, g := range groups {
			name := g.name
			if g.n > 1 {
				name = fmt.Sprintf("%d %ss", g.n, g.name)
			}
			switch {
			case g.struck == 0:
				out = append(out, segment{name, render.TextMain})
			case g.n == 1:
				out = append(out, segment{g.name + " hit", render.Danger})
			default:
				out = append(out, segment{fmt.Sprintf("%s (%d hit)", name, g.struck), render.Danger})
			}
		}
		groups = groups[:0]
	}
	for i, p := range u.Design.Parts(l) {
		hit := u.PartHit(l, i)
		switch p.Kind {
		case mech.WeaponPart, mech.AmmoPart:
			flush()
			wn, _ := weaponWords(ds.Weapons[p.Slot].Stats())
			switch {
			case p.Kind == mech.AmmoPart && hit:
				out = append(out, segment{"its ammunition exploded", render.Danger})
			case p.Kind == mech.AmmoPart:
				out = append(out, segment{fmt.Sprintf("%d shots", u.Ammo[p.Slot]), render.TextDim})
			case hit:
				out = append(out, segment{wn + " hit", render.Danger})
			default:
				out = append(out, segment{wn, render.TextMain})
			}
		default:
			add(p.Kind.String(), hit)
		}
	}
	flush()
	return out
}

// drawSheet draws the record sheet of mech id over the map.
func (m *Screen) drawSheet(c *render.Canvas, id int) {
	d := m.duel
	u := d.Mech(id)
	ds := u.Stats()
	h := sheetTop + mech.NumLocations*sheetRowH + 16
	x, y := sheetX, sheetY
	c.FillRoundRect(x, y, sheetW, h, 10, render.WithAlpha(render.Panel, 0.97))
	side := render.BlueSide
	if u.Side == mech.Red {
		side = render.RedSide
	}
	c.StrokeRoundRect(x, y, sheetW, h, 10, 2, side)
	title := render.TextStyle{Size: 18, Bold: true, Color: side, Middle: true}
	c.Text(mechName(d, id)+" · record sheet", x+14, y+18, title)
	c.Text(fmt.Sprintf("%d tons · %s", ds.Tons, ds.Role), x+sheetW-14, y+18,
		render.TextStyle{Size: 13, Color: render.TextDim, Align: render.AlignRight, Middle: true})
	line, size := fitText(sheetStats(u), sheetW-28, 13, 10, false)
	c.Text(line, x+14, y+40, render.TextStyle{Size: size, Color: render.TextMain, Middle: true})
	head := render.TextStyle{Size: 11, Bold: true, Color: render.TextDim, Middle: true}
	for i, w := range []string{"location", "armour", "structure", "what is there (struck by critical hits: red)"} {
		c.Text(w, x+sheetCol[i], y+60, head)
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
		c.Text(scenes.Capitalise(l.String()), x+sheetCol[0], mid, render.TextStyle{Size: 13, Bold: true, Color: nameCol, Middle: true})
		if lost {
			c.Text("destroyed", x+sheetCol[1], mid, render.TextStyle{Size: 12, Bold: true, Color: render.Danger, Middle: true})
		} else {
			front := mech.FrontOf(l)
			armour := fmt.Sprintf("%d of %d", u.Armour[front], ds.Armour[front])
			c.Text(armour, x+sheetCol[1], mid-(boolF(l.IsTorso())*7), render.TextStyle{Size: 12, Bold: true, Color: render.TextMain, Middle: true})
			if l.IsTorso() {
				rear := mech.SectionOf(l, true)
				c.Text(fmt.Sprintf("rear %d of %d", u.Armour[rear], ds.Armour[rear]), x+sheetCol[1], mid+8,
					render.TextStyle{Size: 11, Color: render.TextDim, Middle: true})
			}
			frac := float64(u.Structure[l]) / float64(max(1, ds.Structure[l]))
			c.Text(fmt.Sprintf("%d of %d", u.Structure[l], ds.Structure[l]), x+sheetCol[2], mid,
				render.TextStyle{Size: 12, Bold: true, Color: render.Mix(render.Legal, render.Danger, 1-frac), Middle: true})
		}
		drawSegments(c, partSegments(u, l), x+sheetCol[3], ry, x+sheetW-12, lost)
	}
}

func boolF(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// drawSegments writes segs from x in a row of the sheet starting at y,
// separated by commas, wrapping onto a second line at right; dim when the
// location is lost.
func drawSegments(c *render.Canvas, segs []segment, x, y, right float64, lost bool) {
	const size = 12.0
	if len(segs) == 0 {
		segs = []segment{{"nothing", render.TextDim}}
	}
	lines := [][]segment{nil}
	width := 0.0
	for i, s := range segs {
		text := s.text
		if i < len(segs)-1 {
			text += ","
		}
		w, _ := render.MeasureText(text+" ", size, false)
		if width > 0 && x+width+w > right && len(lines) < 2 {
			lines = append(lines, nil)
			width = 0
		}
		lines[len(lines)-1] = append(lines[len(lines)-1], segment{text, s.col})
		width += w
	}
	for k, ln := range lines {
		ly := y + sheetRowH/2
		if len(lines) == 2 {
			ly = y + sheetRowH/2 - 8 + float64(k)*16
		}
		lx := x
		for _, s := range ln {
			col := s.col
			if lost {
				col = render.Disabled
			}
			c.Text(s.text, lx, ly, render.TextStyle{Size: size, Color: col, Middle: true})
			w, _ := render.MeasureText(s.text+" ", size, false)
			lx += w
		}
	}
}

// sheetStats is the record sheet's line of what the mech can do now:
// "Walk 5 (now 4) · run 8 (now 6) · jump 3 · heat 7: −1 MP · heat sinks 12
// of 12 · piloting 5+".
func sheetStats(u mech.Mech) string {
	ds := u.Stats()
	mp := func(name string, design, now int) string {
		if design == now {
			return fmt.Sprintf("%s %d", name, design)
		}
		return fmt.Sprintf("%s %d (now %d)", name, design, now)
	}
	parts := []string{scenes.Capitalise(mp("walk", ds.Walk, u.WalkMP())), mp("run", ds.Run(), u.RunMP())}
	if ds.Jump > 0 {
		parts = append(parts, mp("jump", ds.Jump, u.JumpMP()))
	}
	parts = append(parts, fmt.Sprintf("heat %d: %s", u.Heat, heatWords(u.Heat)))
	parts = append(parts, fmt.Sprintf("heat sinks %d of %d", u.Sinks(), ds.Sinks))
	parts = append(parts, fmt.Sprintf("piloting %s", neededWords(u.PilotingNeed(0))))
	switch {
	case !u.Alive():
		parts = append(parts, "destroyed")
	case u.Prone:
		parts = append(parts, "lying down")
	}
	return strings.Join(parts, " · ")
}
