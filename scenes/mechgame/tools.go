package mechgame

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"stratagem/assets/lang"
	"stratagem/board/hex"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/units/mech"
)

// The Mech Duel's own keys: L the line-of-sight tool (sight.go), A the
// firing arcs, S the record sheets. They work whoever is to act.
var (
	// ActSight switches the line-of-sight tool on and off.
	ActSight = scenes.NewAction("line of sight")
	// ActArcs switches the arcs overlay on and off: the firing arc and the
	// rear arc of the mech pointed at (else of the mech to act).
	ActArcs = scenes.NewAction("firing arcs")
	// ActSheet opens a record sheet, then the next mech's, then closes it.
	ActSheet = scenes.NewAction("record sheet")
)

// Keys are the keys of the Mech Duel's own actions.
var Keys = scenes.KeyMap{
	{Action: ActSight, Keys: []scenes.Chord{{Key: ebiten.KeyL}}, Label: "mech.keys.sight.action"},
	{Action: ActArcs, Keys: []scenes.Chord{{Key: ebiten.KeyA}}, Label: "mech.keys.arcs.action"},
	{Action: ActSheet, Keys: []scenes.Chord{{Key: ebiten.KeyS}}, Label: "mech.keys.sheet.action"},
}

// GameKeys are the Mech Duel's own keys, which the frame adds to its own.
func (m *Screen) GameKeys() scenes.KeyMap { return Keys }

// sheetKeys is the record sheet opened with the key: the mech whose sheet
// shows (−1: none) and the one the key opened first, where the round of
// the mechs ends.
type sheetKeys struct {
	pinned, first int
}

// Tick follows the cursor for the record sheets, the arcs and the
// line-of-sight tool, whoever is to act: L turns the tool on and off, a
// click with it on picks the line's start; A turns the arcs on and off; S
// opens a record sheet and steps through the mechs' (Esc closes it); a
// card under the cursor shows its mech's sheet.
func (m *Screen) Tick(s *scenes.Session) {
	in := &s.Input
	n := len(m.duel.Mechs())
	if in.Just(ActSheet) {
		in.Consume(ActSheet)
		k := &m.sheetKey
		switch {
		case k.pinned < 0:
			k.pinned = m.sheetStart(in.MouseX, in.MouseY)
			k.first = k.pinned
		case (k.pinned+1)%n == k.first:
			k.pinned = -1 // round the mechs: closed
		default:
			k.pinned = (k.pinned + 1) % n
		}
		s.Invalidate()
	}
	if m.sheetKey.pinned >= 0 && in.Just(scenes.ActBack) {
		in.Consume(scenes.ActBack) // Esc closes the sheet before it opens the menu
		m.sheetKey.pinned = -1
		s.Invalidate()
	}
	sheet := m.cardAt(in.MouseX, in.MouseY)
	if sheet < 0 {
		sheet = m.sheetKey.pinned
	}
	if sheet != m.sheet {
		m.sheet = sheet
		s.Invalidate()
	}
	if in.Just(ActArcs) {
		in.Consume(ActArcs)
		m.arcs.on = !m.arcs.on
		s.Invalidate()
	}
	if m.arcs.on {
		if id := m.arcsMech(m.layout.HexAt(in.MouseX, in.MouseY)); id != m.arcs.id || m.arcs.gen != m.Gen() {
			m.workOutArcs(id)
			s.Invalidate()
		}
	}
	m.tickSight(s)
	m.tickFloats(s)
}

// sheetStart is the mech whose sheet the key opens first: the one under
// the cursor (on the map or its card), else the one to act, else the first.
func (m *Screen) sheetStart(x, y float64) int {
	if id := m.cardAt(x, y); id >= 0 {
		return id
	}
	if h := m.layout.HexAt(x, y); m.duel.Map().Contains(h) {
		if id := m.duel.MechAt(h); id >= 0 {
			return id
		}
	}
	if id := m.actor(); id >= 0 {
		return id
	}
	return 0
}

// KeyHelp adds the Mech Duel's own keys to the key help: the sight tool's
// (what it does, or how to leave it), the arcs' and the record sheets'.
func (m *Screen) KeyHelp() string {
	item := func(a scenes.Action, does string) string {
		return lang.T("core.frame.keyhelp", "Key", Keys.Name(a), "Does", does)
	}
	sight := item(ActSight, lang.T("mech.keys.sight"))
	if m.sight.on {
		sight = lang.T("mech.keys.sight.off", "Key", Keys.Name(ActSight))
	}
	return strings.Join([]string{sight, item(ActArcs, lang.T("mech.keys.arcs")), item(ActSheet, lang.T("mech.keys.sheet"))}, " · ")
}

// arcsView is the arcs overlay (A): the firing arc of a mech's torso out
// to its weapons' longest range, and the hexes from which shots strike its
// rear, worked out in Tick for the mech and the position of gen.
type arcsView struct {
	on          bool
	id          int // the mech shown, −1: none
	gen         uint64
	front, rear []hex.Hex
	reach       int // its weapons' longest range
}

// arcsMech is the mech whose arcs show: the one on hex h (under the
// cursor), else the one to act; −1 for none.
func (m *Screen) arcsMech(h hex.Hex) int {
	d := m.duel
	if d.Map().Contains(h) {
		if id := d.MechAt(h); id >= 0 {
			return id
		}
	}
	if id := m.actor(); id >= 0 {
		return id
	}
	return -1
}

// workOutArcs works out the arcs of mech id (−1: none) for the overlay.
func (m *Screen) workOutArcs(id int) {
	v := &m.arcs
	v.id, v.gen = id, m.Gen()
	v.front, v.rear = v.front[:0], v.rear[:0]
	if id < 0 {
		return
	}
	u := m.duel.Mech(id)
	v.reach = 0
	for w, k := range u.Stats().Weapons {
		if u.CanFire(w) {
			v.reach = max(v.reach, k.Stats().Long)
		}
	}
	for _, h := range m.hexes {
		if h == u.Pos {
			continue
		}
		dist := hex.Distance(h, u.Pos)
		if dist <= v.reach && mech.InFrontArc(u.Pos, u.Torso(), h) {
			v.front = append(v.front, h)
		}
		if dist <= arcsRearReach && mech.ArcOf(u.Pos, u.Facing, h) == mech.Rear {
			v.rear = append(v.rear, h)
		}
	}
}

// arcsRearReach is how far from a mech the overlay shows its rear arc.
const arcsRearReach = 9

// Colours of the arcs overlay: the firing arc gold, the rear arc red.
var (
	arcsFront = render.Accent
	arcsRear  = render.Danger
)

// drawArcs draws the arcs overlay's hexes: the firing arc filled gold,
// the rear arc red, the mech ringed.
func (m *Screen) drawArcs(c *render.Canvas) {
	v := &m.arcs
	if !v.on {
		return
	}
	for _, h := range v.front {
		c.FillHex(m.layout, h, 2, render.WithAlpha(arcsFront, 0.3))
	}
	for _, h := range v.rear {
		c.FillHex(m.layout, h, 2, render.WithAlpha(arcsRear, 0.26))
	}
	if v.id >= 0 {
		c.StrokeHex(m.layout, m.duel.Mech(v.id).Pos, 1, 3, arcsFront)
	}
}

// drawArcsNote says what the overlay shows, in a box over the map.
func (m *Screen) drawArcsNote(c *render.Canvas, mouseY float64) {
	v := &m.arcs
	if !v.on {
		return
	}
	words := lang.T("mech.arcs.none")
	if v.id >= 0 {
		words = lang.N("mech.arcs.words", v.reach, "Mech", mechName(m.duel, v.id))
	}
	m.mapNote(c, words, arcsFront, mouseY)
}

// mapNote draws a box of words over the map's top rows, or its bottom
// rows when the cursor is near the top, and keeps tooltips off it.
func (m *Screen) mapNote(c *render.Canvas, words string, border color.Color, mouseY float64) {
	st := render.TextStyle{Size: 14, Color: render.TextMain, Middle: true, MaxW: mapBoxW - 40, MaxLines: 3}
	f := render.FitText(words, st)
	bw, bh := f.Width+20, float64(f.Lines)*f.Size*1.3+10
	bx, by := mapBoxX+(mapBoxW-bw)/2, mapBoxY+2
	if mouseY < by+bh+m.layout.Size*2 {
		by = cardsBottom - bh - 2
	}
	m.labels = append(m.labels, scenes.Rect{X: bx, Y: by, W: bw, H: bh})
	c.FillRoundRect(bx, by, bw, bh, 7, render.WithAlpha(render.Panel, 0.95))
	c.StrokeRoundRect(bx, by, bw, bh, 7, 2, border)
	c.Text(words, bx+10, by+bh/2, st)
}
