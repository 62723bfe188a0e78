package mechgame

import (
	"stratagem/assets/lang"
	"stratagem/board/hex"
	"stratagem/render"
	"stratagem/scenes"
)

// sightTool is the line-of-sight tool: L turns it on and off; while on, a
// click on the map picks the hex the line starts from (at first the hex of
// the mech to act), and the line runs to the hex under the cursor, the
// hexes on it that block it ringed in red, the woods in yellow, with a
// label saying in words what blocks it or how many woods it crosses. It
// works whoever is to act, and while it is on a click on the map moves no
// mech.
type sightTool struct {
	on       bool
	from, to hex.Hex
	toOK     bool
	// The line worked out for from and to (in Tick, not in Draw).
	steps   []hex.SightStep
	clear   bool
	woods   int
	words   string
	forFrom hex.Hex
	forTo   hex.Hex
	forLang uint64 // the language's generation of words
	valid   bool
}

// tickSight runs the line-of-sight tool, whoever is to act: L turns it on
// and off, a click with it on picks the line's start.
func (m *Screen) tickSight(s *scenes.Session) {
	in := &s.Input
	t := &m.sight
	if in.Just(ActSight) {
		in.Consume(ActSight)
		t.on, t.valid = !t.on, false
		if t.on {
			t.from = m.sightStart()
		}
		s.Invalidate()
	}
	if !t.on {
		return
	}
	h := m.layout.HexAt(in.MouseX, in.MouseY)
	if in.Clicked && m.duel.Map().Contains(h) {
		t.from = h
		in.Clicked = false // the click is the tool's, not a move's
	}
	t.to, t.toOK = h, m.duel.Map().Contains(h)
	if t.toOK && (!t.valid || t.forFrom != t.from || t.forTo != t.to || t.forLang != lang.Gen()) {
		m.workOutSight()
		s.Invalidate()
	}
}

// sightStart is where the line starts when the tool is turned on: the mech
// to act, else the first live one.
func (m *Screen) sightStart() hex.Hex {
	d := m.duel
	if id := m.actor(); id >= 0 {
		return d.Mech(id).Pos
	}
	for _, u := range d.Mechs() {
		if u.Alive() {
			return u.Pos
		}
	}
	return m.hexes[0]
}

// workOutSight works out the line from the tool's start to its end, as the
// rules judge a mech's sight (each end's top one level above its hex), and
// puts it in words.
func (m *Screen) workOutSight() {
	t := &m.sight
	mp := m.duel.Map()
	t.forFrom, t.forTo, t.forLang, t.valid = t.from, t.to, lang.Gen(), true
	t.steps, t.clear, t.woods = mp.SightLine(t.from, t.to, mp.Level(t.from)+1, mp.Level(t.to)+1)
	t.words = sightWords(mp, t.from, t.to, t.steps, t.clear, t.woods)
}

// sightWords says what the line from a to b meets: "Clear: light woods at
// e5 between (+1 to hit)", "Blocked: the building at e5 (level 3) stands
// above both mechs", "Blocked: the woods add up to 3 (heavy woods at d5,
// light woods at e6)".
func sightWords(mp *hex.Map, a, b hex.Hex, steps []hex.SightStep, clear bool, woods int) string {
	if a == b {
		return lang.T("mech.sight.start")
	}
	var woodsAt []string
	for _, s := range steps {
		if s.Woods > 0 {
			id := "mech.sight.light"
			if s.Woods >= 2 {
				id = "mech.sight.heavy"
			}
			woodsAt = append(woodsAt, lang.T(id, "Hex", hexName(s.Hex)))
		}
		if !s.Blocks() {
			continue
		}
		if s.High {
			return lang.T("mech.sight.high", "What", blockerNoun(mp.Terrain(s.Hex)), "Hex", hexName(s.Hex), "Level", num(s.Level))
		}
		return lang.T("mech.sight.woods", "Woods", joinCommas(woodsAt))
	}
	if !clear {
		return lang.T("mech.sight.blocked")
	}
	if woods == 0 {
		return lang.N("mech.sight.clear", hex.Distance(a, b))
	}
	return lang.T("mech.sight.clear.woods", "Woods", joinAnd(woodsAt), "Modifier", num(woods))
}

// blockerNoun names what stands in the way of a line of sight: the
// terrain of a hex higher than both ends.
func blockerNoun(t hex.Terrain) lang.Forms {
	switch t {
	case hex.Building:
		return lang.Noun("mech.blocker.building")
	case hex.Rock:
		return lang.Noun("mech.blocker.rock")
	case hex.HeavyWoods:
		return lang.Noun("mech.blocker.heavywoods")
	case hex.LightWoods:
		return lang.Noun("mech.blocker.lightwoods")
	}
	return lang.Noun("mech.blocker.hill")
}

// drawSight draws the line-of-sight tool: the line, the hexes that block
// it (red) and the woods on it (yellow), and the words.
func (m *Screen) drawSight(c *render.Canvas) {
	t := &m.sight
	if !t.on {
		return
	}
	x0, y0 := m.layout.Center(t.from)
	c.StrokeHex(m.layout, t.from, 1, 4, render.Accent)
	if !t.toOK || !t.valid {
		return
	}
	col := render.Legal
	if !t.clear {
		col = render.Danger
	}
	for _, s := range t.steps {
		switch {
		case s.Blocks():
			c.StrokeHex(m.layout, s.Hex, 2, 4, render.Danger)
		case s.Woods > 0:
			c.StrokeHex(m.layout, s.Hex, 3, 3, render.Accent)
		}
	}
	x1, y1 := m.layout.Center(t.to)
	c.Line(x0, y0, x1, y1, 3, render.WithAlpha(col, 0.9))
	c.StrokeHex(m.layout, t.to, 1, 3, col)
	m.tooltip(c, t.to, t.words, col)
}
