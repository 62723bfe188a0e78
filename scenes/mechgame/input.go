package mechgame

import (
	"slices"

	"stratagem/assets"
	"stratagem/assets/lang"
	"stratagem/board/hex"
	"stratagem/scenes"
	"stratagem/units/mech"
)

// actor is the mech whose options the panel shows: in the movement phase
// the one chosen (else the first that may move), otherwise the active one.
func (m *Screen) actor() int {
	d := m.duel
	if d.Phase() == mech.MovementPhase && m.selected >= 0 && d.CanAct(m.selected) {
		return m.selected
	}
	return d.Active()
}

// movesOf returns the moves of mech id in mode (cached per generation).
func (m *Screen) movesOf(id int, mode mech.Mode) []mech.Action {
	key := [2]uint64{m.Gen(), uint64(id)}
	if key != m.movesKey[mode] || m.moves[mode] == nil {
		m.moves[mode] = m.duel.Moves(id, mode, m.moves[mode][:0])
		m.movesKey[mode] = key
	}
	return m.moves[mode]
}

// movesTo returns the moves of the actor in the chosen mode that end on
// h, cheapest first. Only the chosen mode: the screen never plays another
// mode than the one the player chose (a hex only another mode reaches is
// shown dimmer and explained, see whyNot).
func (m *Screen) movesTo(h hex.Hex) []mech.Action {
	return m.movesIn(h, m.mode)
}

// movesIn returns the actor's moves in mode that end on h, cheapest first.
func (m *Screen) movesIn(h hex.Hex, mode mech.Mode) []mech.Action {
	id := m.actor()
	if id < 0 {
		return nil
	}
	var out []mech.Action
	for _, a := range m.movesOf(id, mode) {
		if a.To == h {
			out = append(out, a)
		}
	}
	slices.SortStableFunc(out, func(a, b mech.Action) int { return int(a.MP) - int(b.MP) })
	return out
}

// onlyIDs say that only other modes reach a hex, by those modes.
var onlyIDs = map[[2]mech.Mode]string{
	{mech.Walk}: "mech.why.only.walk", {mech.Run}: "mech.why.only.run", {mech.Jump}: "mech.why.only.jump",
	{mech.Walk, mech.Run}: "mech.why.only.walkrun", {mech.Walk, mech.Jump}: "mech.why.only.walkjump", {mech.Run, mech.Jump}: "mech.why.only.runjump",
}

// farIDs say that a hex is out of the chosen mode's reach, by mode.
var farIDs = map[mech.Mode]string{mech.Walk: "mech.why.far.walk", mech.Run: "mech.why.far.run", mech.Jump: "mech.why.far.jump"}

// whyNot says why a click on h moves nothing in the chosen mode: another
// mode reaches it ("only reachable by running — press Run"), a mech stands
// there, the terrain or the distance; "" when the chosen mode reaches h or
// a click there does something else (choose another mech).
func (m *Screen) whyNot(h hex.Hex) string {
	why, _ := m.whyNotMode(h)
	return why
}

// whyNotMode is whyNot, and whether another mode reaches h.
func (m *Screen) whyNotMode(h hex.Hex) (string, bool) {
	d := m.duel
	id := m.actor()
	if id < 0 || !d.Map().Contains(h) || len(m.movesTo(h)) > 0 {
		return "", false
	}
	u := d.Mech(id)
	if o := d.MechAt(h); o >= 0 && o != id {
		if d.CanAct(o) {
			return "", false // a click chooses it
		}
		return lang.T("mech.why.occupied", "Mech", mechName(d, o)), false
	}
	if u.Prone {
		return lang.T("mech.why.prone", "Mech", mechName(d, id), "GetUp", lang.T("mech.button.getup"), "StayDown", lang.T("mech.button.staydown")), false
	}
	if h == u.Pos {
		return lang.T("mech.why.here", "Mech", mechName(d, id), "Stand", lang.T("mech.button.stand")), false
	}
	var others []mech.Mode
	for _, mode := range []mech.Mode{mech.Walk, mech.Run, mech.Jump} {
		if mode != m.mode && len(m.movesIn(h, mode)) > 0 {
			others = append(others, mode)
		}
	}
	switch len(others) {
	case 1:
		return lang.T(onlyIDs[[2]mech.Mode{others[0]}], "Button", modeButton(others[0])), true
	case 2:
		return lang.T(onlyIDs[[2]mech.Mode{others[0], others[1]}], "First", modeButton(others[0]), "Second", modeButton(others[1])), true
	}
	t := d.Map().Terrain(h)
	switch {
	case m.mode != mech.Jump && t == hex.Building:
		return lang.T("mech.why.building"), false
	case m.mode != mech.Jump && !enterable(t):
		return lang.T("mech.why.impassable"), false
	case m.mode == mech.Run && mech.WaterDepth(t) > 0:
		return lang.T("mech.why.water"), false
	case m.mode == mech.Jump && hex.Distance(u.Pos, h) > u.JumpMP():
		return lang.N("mech.why.jumpfar", u.JumpMP()), false
	case m.mode == mech.Jump:
		return lang.T("mech.why.high"), false
	}
	return lang.N(farIDs[m.mode], u.MP(m.mode)), false
}

func enterable(t hex.Terrain) bool {
	_, ok := mech.TerrainCost(t)
	return ok
}

// aimedMove is the move a click on the hovered hex would make, with its
// path, and how many facings the hex offers.
type aimedMove struct {
	action  mech.Action
	ok      bool
	why     string // when !ok: why the hovered hex is not a target, when another mode reaches it
	path    []mech.Node
	facings int
}

// updateAim works out the move under the cursor: in Update, when the
// cursor, the facing offered, the mode or the position changed, never in Draw.
func (m *Screen) updateAim() {
	old := m.aim
	m.aim = aimedMove{}
	if !m.hoverOK || m.duel.Phase() != mech.MovementPhase || !m.PersonToAct() {
		return
	}
	opts := m.movesTo(m.hover)
	if len(opts) == 0 {
		if why, elsewhere := m.whyNotMode(m.hover); elsewhere {
			m.aim.why = why // said at the cursor: the hex is lit dimmer
		}
		return
	}
	a := opts[((m.turnPick%len(opts))+len(opts))%len(opts)]
	m.aim = aimedMove{action: a, ok: true, facings: len(opts), path: old.path}
	if !old.ok || old.action != a || old.path == nil {
		m.aim.path, _ = m.duel.MovePath(a) // an A* search: once per aimed move
	}
}

// setHover moves the cursor to h; a new hex offers its cheapest facing first.
func (m *Screen) setHover(h hex.Hex) {
	if h != m.hover {
		m.turnPick = 0
	}
	m.hover, m.hoverOK = h, m.duel.Map().Contains(h)
	m.updateAim()
}

// UpdatePerson turns the mouse and keys on the map and the panel into the
// phase's decisions; the phase's buttons are Commands.
func (m *Screen) UpdatePerson(s *scenes.Session) {
	in := &s.Input
	m.setHover(m.layout.HexAt(in.MouseX, in.MouseY))
	id := m.actor()
	if id < 0 {
		return
	}
	switch m.duel.Phase() {
	case mech.MovementPhase:
		m.movementInput(s, id)
	case mech.ReactionPhase:
		switch {
		case in.Just(scenes.ActLeft):
			m.twist(s, -1)
		case in.Just(scenes.ActRight):
			m.twist(s, 1)
		case in.Just(scenes.ActConfirm):
			m.twist(s, 0)
		}
	case mech.WeaponPhase:
		m.weaponInput(s, id)
	case mech.PhysicalPhase:
		if in.Clicked && m.hoverOK {
			if o := m.duel.MechAt(m.hover); o >= 0 && m.canStrike(o) {
				m.target = o // only a mech that can be struck
			}
		}
	case mech.EndPhase:
		if in.Just(scenes.ActConfirm) {
			m.endTurn(s, id)
		}
	}
}

func (m *Screen) movementInput(s *scenes.Session, id int) {
	in := &s.Input
	turned := false
	if in.Just(scenes.ActLeft) {
		m.turnPick--
		turned = true
	}
	if in.Just(scenes.ActRight) || in.RightClicked {
		m.turnPick++
		turned = true
	}
	if turned {
		m.updateAim()
	}
	if !in.Clicked || !m.hoverOK {
		return
	}
	// Another mech of the side chooses it; the chosen one's own hex turns
	// it in place (when the facing offered differs).
	if o := m.duel.MechAt(m.hover); o >= 0 && o != id && m.duel.CanAct(o) {
		m.selected = o
		m.updateAim()
		return
	}
	if m.aim.ok {
		m.Play(s, m.aim.action)
		return
	}
	if m.refuse(m.hover) {
		s.Play(assets.Click)
	}
}

// refuse says in the panel, and beside h on the map, why a click on h
// moves nothing; false when there is nothing to say.
func (m *Screen) refuse(h hex.Hex) bool {
	why := m.whyNot(h)
	if why == "" {
		return false
	}
	m.notice = lang.T("mech.notice.move", "Hex", hexName(h), "Why", why)
	m.noticeWhy, m.noticeHex = why, h
	return true
}

func (m *Screen) weaponInput(s *scenes.Session, id int) {
	in := &s.Input
	d := m.duel
	if m.target < 0 || d.UsableWeapons(id, m.target) == 0 {
		m.chooseTarget(id, m.defaultTarget(id))
	}
	if in.Clicked && m.hoverOK {
		if o := d.MechAt(m.hover); o >= 0 && d.UsableWeapons(id, o) != 0 {
			m.chooseTarget(id, o)
		}
	}
	if in.Clicked {
		// A click on a weapon row of the panel toggles it.
		if w, ok := m.weaponRowAt(in.MouseX, in.MouseY); ok && m.target >= 0 && d.UsableWeapons(id, m.target)&(1<<uint(w)) != 0 {
			m.weapons ^= 1 << uint(w)
		}
	}
	if in.Just(scenes.ActConfirm) {
		m.fire(s, id)
	}
}

// chooseTarget aims the actor's weapons at mech o (-1: none), every usable
// weapon chosen.
func (m *Screen) chooseTarget(id, o int) {
	m.target, m.weapons = o, 0
	if o >= 0 {
		m.weapons = m.duel.UsableWeapons(id, o)
	}
}

// playFirst plays the first legal action that ok accepts.
func (m *Screen) playFirst(s *scenes.Session, ok func(mech.Action) bool) {
	for _, a := range m.Legal() {
		if ok(a) {
			m.Play(s, a)
			return
		}
	}
}

// has reports whether a legal action is accepted by ok.
func (m *Screen) has(ok func(mech.Action) bool) bool {
	return slices.ContainsFunc(m.Legal(), ok)
}

func (m *Screen) twist(s *scenes.Session, t int) {
	m.playFirst(s, func(a mech.Action) bool { return a.Kind == mech.Twist && int(a.Twist) == t })
}

func (m *Screen) canStrike(o int) bool {
	return m.has(func(a mech.Action) bool { return a.Kind == mech.Strike && int(a.Target) == o })
}

// strike makes blow b at the chosen target (or the first that can take it).
func (m *Screen) strike(s *scenes.Session, b mech.Blow) {
	m.playFirst(s, func(a mech.Action) bool {
		return a.Kind == mech.Strike && a.Blow == b && (m.target < 0 || int(a.Target) == m.target)
	})
}

// defaultTarget is the enemy the actor can hit with most expected damage.
func (m *Screen) defaultTarget(id int) int {
	d := m.duel
	best, bestV := -1, -1.0
	for o := range d.Mechs() {
		if w := d.UsableWeapons(id, o); w != 0 {
			if v := d.ExpectedDamage(id, o, w); v > bestV {
				best, bestV = o, v
			}
		}
	}
	return best
}

func (m *Screen) fire(s *scenes.Session, id int) {
	if m.target < 0 || m.weapons == 0 {
		return
	}
	m.Play(s, mech.Action{Kind: mech.Fire, Mech: int8(id), Target: int8(m.target), Weapons: m.weapons})
}

func (m *Screen) endTurn(s *scenes.Session, id int) {
	u := m.duel.Mech(id)
	a := mech.Action{Kind: mech.EndTurn, Mech: int8(id), Sinks: int8(u.Sinks())}
	if m.sinksOff {
		a.Sinks = 0
	}
	a.Drop = m.drop && u.Club
	if m.dump {
		for w, wk := range u.Stats().Weapons {
			if wk.Stats().Ammo > 0 && u.Ammo[w] > 0 {
				a.Weapons |= 1 << uint(w)
			}
		}
	}
	if m.duel.IsLegal(a) {
		m.Play(s, a)
	}
}
