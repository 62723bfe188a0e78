// The animations of attacks: a volley's beams, tracers and missiles flying
// from the attacker to its target (or past it, for a miss), a flash where
// they strike and the damage rising from the target; a blow's flash; and
// each hit's location roll, its location flashing on the target's card
// and its damage rising from the target with the location's short name.
// The frame plays a volley's flight as it plays a walk (Enter or Space
// skips it; the next action waits for it); what follows — the flash, the
// damage rising, a blow's and a hit's marks — floats over the board on
// its own (Screen.floats) and never holds up the next action.

package mechgame

import (
	"image/color"
	"math"

	"stratagem/assets/lang"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/units/mech"
)

// shotKind is how a weapon's fire is drawn.
type shotKind int8

const (
	laserShot    shotKind = iota // a red beam
	particleShot                 // a blue-white beam
	cannonShot                   // yellow tracers
	missileShot                  // a few missiles trailing smoke
)

// shotKindOf is how weapon w's fire is drawn.
func shotKindOf(w mech.WeaponKind) shotKind {
	switch st := w.Stats(); {
	case st.Missiles > 0:
		return missileShot
	case st.Ammo > 0:
		return cannonShot
	case w == mech.ParticleCannon:
		return particleShot
	}
	return laserShot
}

// shot is one weapon's fire in an attack's animation: from the attacker
// to where it ends (the target, or past it for a miss), starting at frame
// start and flying flight frames.
type shotLine struct {
	kind           shotKind
	x0, y0, x1, y1 float64
	start, flight  int
	hit            bool
}

// attackAnim animates an attack or a hit: its shots, then a flash on the
// target (when something hit) and a label rising from it — the damage, or
// "miss" — and, for a hit's location roll, a flash of that location on the
// target's card.
type attackAnim struct {
	frame, total int
	shots        []shotLine
	// The target's centre, and when the flash and the label begin.
	tx, ty     float64
	flashAt    int // −1: no flash
	labelAt    int
	labelTicks int
	label      string
	labelCol   color.Color
	size       float64 // the map's hex size
	// card is the mech whose card flashes location loc (its rear armour
	// when rear), −1 for none.
	card int
	loc  mech.Location
	rear bool
	// owner takes the animation as a float once its shots have landed
	// (frame handAt); nil: it ends with total.
	owner  *Screen
	handAt int
}

func (a *attackAnim) Skip() { a.frame = max(a.frame, a.handAt) }

// slow makes the animation k times slower (samples, for a screenshot).
func (a *attackAnim) slow(k int) {
	a.frame, a.total, a.labelAt, a.labelTicks, a.handAt = a.frame*k, a.total*k, a.labelAt*k, a.labelTicks*k, a.handAt*k
	if a.flashAt > 0 {
		a.flashAt *= k
	}
	for i := range a.shots {
		a.shots[i].start *= k
		a.shots[i].flight *= k
	}
}

// Step plays the shots' flight; once they have landed the rest floats.
func (a *attackAnim) Step(*scenes.Session) bool {
	a.frame++
	if a.frame >= a.handAt {
		a.owner.float(a)
		return false
	}
	return true
}

// float lets an's rest play over the board without holding up the game.
func (m *Screen) float(an *attackAnim) {
	if an.frame < an.total {
		m.floats = append(m.floats, an)
	}
}

// tickFloats plays the floating marks one tick on.
func (m *Screen) tickFloats(s *scenes.Session) {
	if len(m.floats) == 0 {
		return
	}
	kept := m.floats[:0]
	for _, an := range m.floats {
		if an.frame++; an.frame < an.total {
			kept = append(kept, an)
		}
	}
	clear(m.floats[len(kept):])
	m.floats = kept
	s.Invalidate()
}

// attacks are the attack animations to draw: the one the frame plays and
// the floating ones.
func (m *Screen) attacks() []*attackAnim {
	out := m.floats
	if an, ok := m.Anim().(*attackAnim); ok {
		out = append(out[:len(out):len(out)], an)
	}
	return out
}

// fireAnim animates fire action a (rolled) of duel before: each weapon's
// shot, a tenth of a second after the one before, then the damage rising.
func (m *Screen) fireAnim(s *scenes.Session, before *mech.Duel, a mech.Action) *attackAnim {
	att, tgt := before.Mech(int(a.Mech)), before.Mech(int(a.Target))
	x0, y0 := m.layout.Center(att.Pos)
	x1, y1 := m.layout.Center(tgt.Pos)
	dist := math.Hypot(x1-x0, y1-y0)
	ux, uy := (x1-x0)/math.Max(dist, 1), (y1-y0)/math.Max(dist, 1)
	size := m.layout.Size
	an := &attackAnim{tx: x1, ty: y1, flashAt: -1, size: size, card: -1, owner: m}
	stagger, beam, fly := s.Ticks(0.1), s.Ticks(0.14), s.Ticks(0.3)
	end, misses := 0, 0
	dealt := 0
	for w, wk := range att.Design.Design().Weapons {
		if a.Weapons&(1<<uint(w)) == 0 {
			continue
		}
		need, _ := before.ToHit(int(a.Mech), int(a.Target), w)
		dmg := wk.Stats().SalvoDamage(int(a.Rolls[w]), need)
		dealt += dmg
		sh := shotLine{kind: shotKindOf(wk), x0: x0 + ux*size*0.6, y0: y0 + uy*size*0.6, x1: x1, y1: y1,
			start: len(an.shots) * stagger, flight: fly, hit: dmg > 0}
		if sh.kind == laserShot || sh.kind == particleShot {
			sh.flight = beam
		}
		if !sh.hit {
			// Past the target, to one side and the other by turns.
			side := 0.8 * size
			if misses%2 == 1 {
				side = -side
			}
			misses++
			sh.x1, sh.y1 = x1+ux*size*1.2-uy*side, y1+uy*size*1.2+ux*side
		} else {
			sh.x1, sh.y1 = x1-ux*size*0.3, y1-uy*size*0.3
		}
		an.shots = append(an.shots, sh)
		if sh.hit && (an.flashAt < 0 || sh.start+sh.flight < an.flashAt) {
			an.flashAt = sh.start + sh.flight
		}
		end = max(end, sh.start+sh.flight)
	}
	an.labelAt, an.labelTicks = end, s.Ticks(0.7)
	an.label, an.labelCol = "−"+num(dealt), render.Danger
	if dealt == 0 {
		an.label, an.labelCol = lang.T("mech.anim.miss"), render.TextMain
	}
	an.total = an.labelAt + an.labelTicks
	an.handAt = end
	return an
}

// strikeAnim animates blow a (rolled) of duel before: a flash on the
// target when it lands, and its damage (or "miss") rising.
func (m *Screen) strikeAnim(s *scenes.Session, before *mech.Duel, a mech.Action) *attackAnim {
	tgt := before.Mech(int(a.Target))
	x1, y1 := m.layout.Center(tgt.Pos)
	an := &attackAnim{tx: x1, ty: y1, flashAt: -1, size: m.layout.Size, card: -1, labelTicks: s.Ticks(0.7), owner: m}
	dmg, _ := attackDamage(before, a)
	an.label, an.labelCol = lang.T("mech.anim.miss"), render.TextMain
	if dmg > 0 {
		an.flashAt, an.label, an.labelCol = 0, "−"+num(dmg), render.Danger
	}
	an.total = an.labelTicks
	return an // floats at its first step (handAt 0)
}

// hitAnim animates location roll a (rolled) of duel before: the location
// flashing on the card of the mech hit, and the damage with the location's
// short name rising from it; nil when the roll places no hit.
func (m *Screen) hitAnim(s *scenes.Session, before *mech.Duel, a mech.Action) *attackAnim {
	h, ok := before.NextHit()
	if !ok {
		return nil
	}
	id := int(a.Mech)
	l := mech.PlaceHit(h.Table, h.Dir, int(a.Rolls[0]))
	x, y := m.layout.Center(before.Mech(id).Pos)
	an := &attackAnim{tx: x, ty: y, flashAt: 0, size: m.layout.Size, card: id, loc: l, rear: h.Dir == mech.Rear && l.IsTorso(),
		labelTicks: s.Ticks(0.6), labelCol: render.Danger, owner: m}
	an.label = lang.T("mech.anim.hit", "Damage", num(h.Damage), "Location", lang.T(locationCodeIDs[l]))
	an.total = an.labelTicks
	return an // floats at its first step (handAt 0)
}

// drawAttacks draws the attack animations running, on the map.
func (m *Screen) drawAttacks(c *render.Canvas) {
	for _, an := range m.attacks() {
		drawAttack(c, an)
	}
}

// drawAttack draws attack animation an at its frame.
func drawAttack(c *render.Canvas, an *attackAnim) {
	for _, sh := range an.shots {
		drawShotLine(c, sh, an.frame, an.size)
	}
	if an.flashAt >= 0 && an.frame >= an.flashAt {
		k := float64(an.frame-an.flashAt) / float64(max(1, an.labelTicks/2))
		if k < 1 {
			r := an.size * (0.45 + 0.6*k)
			c.FillCircle(an.tx, an.ty, r, render.WithAlpha(color.RGBA{0xff, 0xf0, 0xb0, 0xff}, 0.7*(1-k)))
			c.StrokeCircle(an.tx, an.ty, r, 3, render.WithAlpha(render.Danger, 1-k))
		}
	}
	if an.frame >= an.labelAt && an.label != "" {
		k := float64(an.frame-an.labelAt) / float64(max(1, an.labelTicks))
		alpha := math.Min(1, 2.5*(1-k))
		y := an.ty - an.size*(0.9+1.1*k)
		st := render.TextStyle{Size: 17, Bold: true, Color: render.WithAlpha(an.labelCol, alpha), Align: render.AlignCenter, Middle: true, MaxW: math.Max(an.size*5, 220)}
		w := render.FitText(an.label, st).Width
		c.FillRoundRect(an.tx-w/2-5, y-11, w+10, 22, 6, render.WithAlpha(render.Panel, 0.85*alpha))
		c.Text(an.label, an.tx, y, st)
	}
}

// drawShotLine draws one weapon's fire at frame.
func drawShotLine(c *render.Canvas, sh shotLine, frame int, size float64) {
	t := float64(frame-sh.start) / float64(max(1, sh.flight))
	if t < 0 {
		return
	}
	at := func(k float64) (float64, float64) { return sh.x0 + (sh.x1-sh.x0)*k, sh.y0 + (sh.y1-sh.y0)*k }
	switch sh.kind {
	case laserShot, particleShot:
		// The beam stands whole, then fades over as long again.
		if t > 2 {
			return
		}
		alpha := math.Min(1, 2-t)
		core, glow := color.Color(color.RGBA{0xff, 0xd0, 0xd0, 0xff}), color.Color(render.Danger)
		if sh.kind == particleShot {
			core, glow = color.RGBA{0xe8, 0xf4, 0xff, 0xff}, color.RGBA{0x5a, 0xa8, 0xff, 0xff}
		}
		x1, y1 := at(math.Min(1, t*1.5))
		c.Line(sh.x0, sh.y0, x1, y1, 6, render.WithAlpha(glow, 0.55*alpha))
		c.Line(sh.x0, sh.y0, x1, y1, 2.2, render.WithAlpha(core, alpha))
	case cannonShot:
		// Three tracers a little apart.
		for i := range 3 {
			k := t - float64(i)*0.18
			if k < 0 || k > 1 {
				continue
			}
			ax, ay := at(math.Max(0, k-0.12))
			bx, by := at(k)
			c.Line(ax, ay, bx, by, 3, color.RGBA{0xff, 0xd8, 0x50, 0xff})
		}
	case missileShot:
		// Four missiles, each a bright head on a grey trail, weaving a
		// little.
		dx, dy := sh.x1-sh.x0, sh.y1-sh.y0
		n := math.Max(1, math.Hypot(dx, dy))
		px, py := -dy/n, dx/n
		for i := range 4 {
			k := t - float64(i)*0.08
			if k < 0 || k > 1 {
				continue
			}
			off := math.Sin(k*math.Pi) * size * 0.25 * float64(i%2*2-1) * (0.5 + float64(i)/4)
			hx, hy := at(k)
			hx, hy = hx+px*off, hy+py*off
			tx, ty := at(math.Max(0, k-0.2))
			c.Line(tx, ty, hx, hy, 2, render.WithAlpha(render.TextDim, 0.6))
			c.FillCircle(hx, hy, 2.6, color.RGBA{0xff, 0xf0, 0xc0, 0xff})
		}
	}
}

// drawCardFlashes lights the locations hits' rolls placed on their mechs'
// cards.
func (m *Screen) drawCardFlashes(c *render.Canvas) {
	for _, an := range m.attacks() {
		if an.card >= 0 && an.card < len(m.duel.Mechs()) {
			m.drawCardFlash(c, an)
		}
	}
}

// drawCardFlash lights the location on its card of a hit's roll an.
func (m *Screen) drawCardFlash(c *render.Canvas, an *attackAnim) {
	k := float64(an.frame) / float64(max(1, an.total))
	alpha := 0.85 * (1 - k)
	r := cardRect(an.card, len(m.duel.Mechs()))
	cell := r
	if r.H >= tallCard {
		cell = dollRect(an.loc, an.rear, r.X, r.Y, r.W, r.H)
	}
	c.FillRoundRect(cell.X-2, cell.Y-2, cell.W+4, cell.H+4, 5, render.WithAlpha(color.RGBA{0xff, 0xf0, 0xb0, 0xff}, alpha*0.6))
	c.StrokeRoundRect(cell.X-2, cell.Y-2, cell.W+4, cell.H+4, 5, 2.5, render.WithAlpha(render.Danger, alpha+0.15))
}
