package mechgame

import (
	"image/color"
	"math"

	"stratagem/assets/lang"
	"stratagem/board/hex"
	"stratagem/render"
	"stratagem/units/mech"
)

// decision is what decided a finished duel, worked out from the log once
// per position: the last attack on the last mech destroyed (or the heat
// that destroyed it), or at the turn limit the points of each side.
type decision struct {
	ok       bool
	words    string // for the banner
	attack   bool   // an attack decided it: attacker hit victim
	attacker int
	victim   int
	from, to hex.Hex
	// wrecks are the mechs the deciding phase destroyed, where they stood.
	wrecks   []int
	wrecksAt []hex.Hex
	// winners: at the turn limit, the mechs of the side with more points.
	winners []int
}

// decision returns what decided the duel, or a zero decision while it goes on.
func (m *Screen) decision() *decision {
	if m.decGen == m.Gen() && m.decLang == lang.Gen() && m.decSet {
		return &m.dec
	}
	m.dec, m.decGen, m.decLang, m.decSet = decide(m.duel, m.log), m.Gen(), lang.Gen(), true
	return &m.dec
}

// decide works out what decided the finished duel d from its log.
func decide(d *mech.Duel, log []logEntry) decision {
	out := d.Outcome()
	if !out.Over() {
		return decision{}
	}
	if d.Alive(mech.Blue) > 0 && d.Alive(mech.Red) > 0 {
		// The turn limit: the points decide.
		dec := decision{ok: true, attacker: -1, victim: -1}
		dec.words = lang.N("mech.decision.points", mech.MaxTurns, "Blue", num(d.Points(mech.Blue)), "Red", num(d.Points(mech.Red)))
		if !out.Draw {
			for i, u := range d.Mechs() {
				if u.Alive() && u.Side == out.Winner {
					dec.winners = append(dec.winners, i)
				}
			}
		}
		return dec
	}
	last := -1
	for i := len(log) - 1; i >= 0; i-- {
		if len(log[i].destroyed) > 0 {
			last = i
			break
		}
	}
	if last < 0 {
		return decision{}
	}
	e := log[last]
	dec := decision{ok: true, attacker: -1, wrecks: e.destroyed, wrecksAt: e.destroyedAt}
	// The victim: a mech of the side that lost (the last of them), any in a draw.
	dec.victim = e.destroyed[len(e.destroyed)-1]
	for _, id := range e.destroyed {
		if !out.Draw && d.Mech(id).Side != out.Winner {
			dec.victim = id
		}
	}
	var names []string
	for _, id := range e.destroyed {
		names = append(names, mechName(d, id)["nom"])
	}
	gone := lang.N("mech.decision.destroyed", len(names), "Mechs", joinAnd(names))
	// The last attack of that phase that hit the victim.
	for j := last; j >= 0 && log[j].turn == e.turn && log[j].phase == e.phase; j-- {
		a := log[j].action
		if (a.Kind == mech.Fire || a.Kind == mech.Strike) && int(a.Target) == dec.victim && log[j].dealt > 0 {
			dec.attack, dec.attacker = true, int(a.Mech)
			dec.from, dec.to = log[j].from, log[j].to
			dec.words = lang.N("mech.decision.attack", log[j].dealt, "Mech", mechName(d, dec.attacker), "Hits", log[j].hits,
				"Target", mechName(d, dec.victim), "Destroyed", gone)
			return dec
		}
	}
	if e.phase == mech.EndPhase {
		dec.words = lang.T("mech.decision.heat", "Turn", num(e.turn), "Destroyed", gone)
	} else {
		dec.words = lang.Cap(gone)
	}
	return dec
}

// drawDecision draws what decided the finished duel: the wrecks of the
// deciding phase, the attacker ringed and its attack drawn to its victim
// with a word of what hit; at the turn limit, the winner's mechs ringed.
func (m *Screen) drawDecision(c *render.Canvas) {
	dec := m.decision()
	if !dec.ok {
		return
	}
	d := m.duel
	r := render.MechRadius(m.layout)
	for i, id := range dec.wrecks {
		x, y := m.layout.Center(dec.wrecksAt[i])
		look := m.look(id)
		look.Destroyed = true
		render.DrawMech(c, m.layout, x, y, r, look, 0.9)
	}
	for _, id := range dec.winners {
		c.StrokeHex(m.layout, d.Mech(id).Pos, 1, 4, render.Accent)
	}
	if !dec.attack {
		for _, at := range dec.wrecksAt {
			c.StrokeHex(m.layout, at, 1, 4, render.Danger)
		}
		return
	}
	c.StrokeHex(m.layout, dec.from, 1, 4, render.Accent)
	c.StrokeHex(m.layout, dec.to, 1, 4, render.Danger)
	fx, fy := m.layout.Center(dec.from)
	tx, ty := m.layout.Center(dec.to)
	drawArrow(c, fx, fy, tx, ty, r*1.2, 4, render.Danger)
	m.tooltip(c, dec.to, lang.T("mech.decision.tag", "Mech", mechName(d, dec.victim), "By", mechName(d, dec.attacker)), render.Danger)
}

// drawArrow draws a line from (x0, y0) towards (x1, y1), stopping gap short
// of both ends, with a head at its end.
func drawArrow(c *render.Canvas, x0, y0, x1, y1, gap, width float64, col color.Color) {
	dx, dy := x1-x0, y1-y0
	n := math.Hypot(dx, dy)
	if n < 2*gap {
		return
	}
	ux, uy := dx/n, dy/n
	sx, sy := x0+ux*gap, y0+uy*gap
	ex, ey := x1-ux*gap, y1-uy*gap
	c.Line(sx, sy, ex, ey, width, col)
	h := width * 3
	px, py := -uy, ux
	c.Line(ex, ey, ex-ux*h+px*h*0.6, ey-uy*h+py*h*0.6, width, col)
	c.Line(ex, ey, ex-ux*h-px*h*0.6, ey-uy*h-py*h*0.6, width, col)
}
