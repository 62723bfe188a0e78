package mechgame

import (
	"stratagem/assets/lang"
	"stratagem/board/hex"
	"stratagem/scenes"
	"stratagem/units/mech"
)

// Commands are the phase's buttons for the person's mech: one table per
// phase serves the labels, what is enabled and what each does.
func (m *Screen) Commands() []scenes.Command {
	id := m.actor()
	if m.duel.Outcome().Over() {
		return nil // the frame's own buttons (review, play again) have the room
	}
	if !m.personToAct() || id < 0 {
		// The row stays, empty, so the panel above it does not jump.
		gap := scenes.Command{Key: scenes.NoKey}
		return []scenes.Command{gap, gap, gap, gap}
	}
	cmd := func(label string, enabled bool, do func(s *scenes.Session)) scenes.Command {
		return scenes.Command{Label: label, Key: scenes.NoKey, Enabled: enabled, Do: do}
	}
	kind := func(k mech.Kind) func(mech.Action) bool {
		return func(a mech.Action) bool { return a.Kind == k }
	}
	u := m.duel.Mech(id)
	switch m.duel.Phase() {
	case mech.MovementPhase:
		if u.Prone {
			return []scenes.Command{
				cmd(lang.T("mech.button.getup"), u.CanStand() && u.WalkMP() > 0, func(s *scenes.Session) { m.getUp(s, id) }),
				cmd(lang.T("mech.button.staydown"), true, func(s *scenes.Session) {
					m.playFirst(s, func(a mech.Action) bool { return a.Kind == mech.Move && a.Mode == mech.Stand && int(a.Mech) == id })
				}),
			}
		}
		if m.mode == mech.Jump && u.JumpMP() == 0 {
			m.mode = mech.Walk
		}
		mode := func(label string, md mech.Mode, enabled bool) scenes.Command {
			c := cmd(label, enabled, func(*scenes.Session) { m.mode, m.notice = md, ""; m.updateAim() })
			c.On = m.mode == md
			return c
		}
		return []scenes.Command{
			mode(modeButton(mech.Walk), mech.Walk, true),
			mode(modeButton(mech.Run), mech.Run, true),
			mode(modeButton(mech.Jump), mech.Jump, u.JumpMP() > 0),
			cmd(lang.T("mech.button.stand"), true, func(s *scenes.Session) {
				m.playFirst(s, func(a mech.Action) bool { return a.Kind == mech.Move && a.Mode == mech.Stand && int(a.Mech) == id })
			}),
		}
	case mech.ReactionPhase:
		return []scenes.Command{
			cmd(lang.T("mech.button.twistleft"), true, func(s *scenes.Session) { m.twist(s, -1) }),
			cmd(lang.T("mech.button.keep"), true, func(s *scenes.Session) { m.twist(s, 0) }),
			cmd(lang.T("mech.button.twistright"), true, func(s *scenes.Session) { m.twist(s, 1) }),
		}
	case mech.WeaponPhase:
		return []scenes.Command{
			cmd(lang.T("mech.button.fire"), m.target >= 0 && m.weapons != 0, func(s *scenes.Session) { m.fire(s, id) }),
			cmd(lang.T("mech.button.pickup"), m.has(kind(mech.PickUp)), func(s *scenes.Session) { m.playFirst(s, kind(mech.PickUp)) }),
			cmd(lang.T("mech.button.pass"), m.has(kind(mech.Pass)), func(s *scenes.Session) { m.playFirst(s, kind(mech.Pass)) }),
		}
	case mech.PhysicalPhase:
		var out []scenes.Command
		for _, b := range []mech.Blow{mech.Punch, mech.Kick, mech.ClubBlow} {
			can := m.has(func(a mech.Action) bool { return a.Kind == mech.Strike && a.Blow == b })
			out = append(out, cmd(lang.T(blowButtons[b]), can, func(s *scenes.Session) { m.strike(s, b) }))
		}
		return append(out, cmd(lang.T("mech.button.pass"), true, func(s *scenes.Session) { m.playFirst(s, kind(mech.Pass)) }))
	case mech.EndPhase:
		// Switches: each shows pressed in while chosen (the panel says in
		// words what they do); short labels, so they fit their buttons.
		toggle := func(label string, on *bool, enabled bool) scenes.Command {
			c := cmd(label, enabled, func(*scenes.Session) { *on = !*on })
			c.On = *on && enabled
			return c
		}
		return []scenes.Command{
			toggle(lang.T("mech.button.sinksoff"), &m.sinksOff, u.Sinks() > 0),
			toggle(lang.T("mech.button.drop"), &m.drop, u.Club),
			toggle(lang.T("mech.button.dump"), &m.dump, hasAmmo(u)),
			cmd(lang.T("mech.button.endturn"), true, func(s *scenes.Session) { m.endTurn(s, id) }),
		}
	}
	return nil
}

// blowButtons are the physical attacks' buttons.
var blowButtons = map[mech.Blow]string{mech.Punch: "mech.button.punch", mech.Kick: "mech.button.kick", mech.ClubBlow: "mech.button.club"}

// hasAmmo reports whether u carries ammunition it could dump.
func hasAmmo(u mech.Mech) bool {
	for w, wk := range u.Stats().Weapons {
		if wk.Stats().Ammo > 0 && u.Ammo[w] > 0 {
			return true
		}
	}
	return false
}

// getUp stands mech id up facing the nearest enemy (or as it lies, when
// that facing is not offered).
func (m *Screen) getUp(s *scenes.Session, id int) {
	d := m.duel
	u := d.Mech(id)
	f := u.Facing
	best := 1 << 30
	for _, e := range d.Mechs() {
		if e.Alive() && e.Side != u.Side {
			if dist := hex.Distance(u.Pos, e.Pos); dist < best {
				best, f = dist, mech.Facing(u.Pos, e.Pos)
			}
		}
	}
	for _, want := range []hex.Direction{f, u.Facing} {
		if m.has(func(a mech.Action) bool { return a.Kind == mech.Move && a.Mode == mech.GetUp && a.Facing == want }) {
			m.playFirst(s, func(a mech.Action) bool { return a.Kind == mech.Move && a.Mode == mech.GetUp && a.Facing == want })
			return
		}
	}
}
