package hexgame

import (
	"fmt"
	"strings"

	"stratagem/scenes"
	"stratagem/units"
)

// knightsTurn leads to the Blue knights' turn in round 2; the Blue flyers
// have waited, and the Blue archers have moved up to d10, whence they see
// the Red flyers, knights and pikemen, but not the Red swordsmen behind
// the rocks.
const knightsTurn = `
Bflyer defends
Rflyer o11-i11
Bswordsman defends
Rswordsman o9-m10
Bpikeman defends
Rpikeman o5-l7
Bknight defends
Rknight o7-j7
Barcher a10-d10
Rarcher defends
Rflyer defends
Bflyer waits
Rswordsman defends
Bswordsman defends
Rpikeman defends
Bpikeman defends
Rknight defends
`

// openRecord opens a battle of Blue (a person) against the computer with
// the actions of record (in the notation, one a line) played.
func openRecord(s *scenes.Session, record string) (*Screen, error) {
	m, err := New(s, OnePlayer(units.Blue, "seed-minimax"))
	if err != nil {
		return nil, err
	}
	for _, line := range strings.Split(strings.TrimSpace(record), "\n") {
		a, err := m.battle.ParseAction(line)
		if err != nil {
			return nil, fmt.Errorf("sample record: %w", err)
		}
		m.record(a, 1, 1)
	}
	m.Changed()
	scenes.ShowSample(s, m)
	return m, nil
}

// hoverAt puts the cursor on hex name's unit (a screenshot keeps it).
func (m *Screen) hoverAt(s *scenes.Session, name string) error {
	for id, u := range m.battle.Units() {
		if m.battle.UnitName(id) == name {
			x, y := m.layout.Center(u.Pos)
			x, y = x+4, y-4
			s.Input.MouseX, s.Input.MouseY = x, y
			m.pointAt(x, y)
			return nil
		}
	}
	return fmt.Errorf("sample: no unit %s", name)
}

// sampleArcher: the Blue archers to act, with the enemies they can shoot
// marked, and the cursor on the Red swordsmen they cannot see.
func sampleArcher(s *scenes.Session) error {
	m, err := openRecord(s, knightsTurn+"Bknight defends\nRarcher defends\n")
	if err != nil {
		return err
	}
	return m.hoverAt(s, "Rswordsman")
}

// sampleBlow: the Blue knights ride down the road and charge the Red
// knights on j7, caught as the blow lands: the losses show over both
// stacks, whose counts have just changed.
func sampleBlow(s *scenes.Session) error {
	m, err := openRecord(s, knightsTurn)
	if err != nil {
		return err
	}
	a, err := m.battle.ParseAction("Bknight a6-i7 xRknight")
	if err != nil {
		return fmt.Errorf("sample: %w", err)
	}
	// A slow blow, already a third of the way on, so that the screenshot
	// (a dozen ticks later) catches it just after it lands.
	anim := m.record(a, 1, 160)
	anim.frame = anim.walkFrames() + 50
	anim.soundPlayed = true
	m.Animate(anim)
	m.Changed()
	return nil
}
