package scenes

import (
	"testing"

	"stratagem/units"
)

func newHexHotSeat(t *testing.T, s *Session) *HexScreen {
	t.Helper()
	m, err := NewHexScreen(HexConfig{}, s)
	if err != nil {
		t.Fatal(err)
	}
	s.Stack.Reset(m)
	return m
}

func finishAnim(t *testing.T, s *Session, m *HexScreen) {
	t.Helper()
	for i := 0; m.anim != nil; i++ {
		if i > 1000 {
			t.Fatal("animation never ends")
		}
		tick(t, s, nil)
	}
}

func TestHexClickMovesTheActiveUnit(t *testing.T) {
	s := newTestSession()
	m := newHexHotSeat(t, s)
	b := m.Battle()
	id := b.Active()
	// Pick the farthest reachable hex and click its centre.
	var target units.Action
	for _, a := range b.LegalActions(nil) {
		if a.Kind == units.Move && a.Target < 0 && a.To != b.Unit(id).Pos {
			target = a
		}
	}
	x, y := m.layout.Center(target.To)
	tick(t, s, func(in *Input) { in.MoveMouse(x, y) })
	tick(t, s, func(in *Input) { in.ClickAt(x, y) })
	finishAnim(t, s, m)
	if got := b.Unit(id).Pos; got != target.To {
		t.Fatalf("unit %s is on %v, want %v", b.UnitName(id), got.Offset(), target.To.Offset())
	}
	if b.Ply() != 1 || len(m.log) != 1 {
		t.Fatalf("one action should be played and logged: ply %d, log %q", b.Ply(), m.log)
	}
}

func TestHexWaitDefendAndUndoKeys(t *testing.T) {
	s := newTestSession()
	m := newHexHotSeat(t, s)
	b := m.Battle()
	first := b.Active()
	tick(t, s, func(in *Input) { in.Press(ActWait) })
	finishAnim(t, s, m)
	if !b.Unit(first).Waited || b.Active() == first {
		t.Fatalf("W should make %s wait", b.UnitName(first))
	}
	second := b.Active()
	tick(t, s, func(in *Input) { in.Press(ActDefend) })
	finishAnim(t, s, m)
	if !b.Unit(second).Defending {
		t.Fatalf("D should make %s defend", b.UnitName(second))
	}
	tick(t, s, func(in *Input) { in.Press(ActUndo) })
	if b.Ply() != 1 || b.Unit(second).Defending || b.Active() != second {
		t.Fatalf("hot-seat undo takes back one action: ply %d", b.Ply())
	}
	if len(m.log) != 1 {
		t.Fatalf("undo should drop the log line too: %q", m.log)
	}
}

func TestHexBattleReachesTheVictoryPanel(t *testing.T) {
	s := newTestSession()
	m := newHexHotSeat(t, s)
	b := m.Battle()
	// Both "players" always take the first legal action; the battle must end.
	for i := 0; i < 20000 && s.Stack.Len() == 1; i++ {
		if m.anim == nil && !b.Outcome().Over() {
			m.play(s, b.LegalActions(nil)[0])
		}
		tick(t, s, func(in *Input) { in.Press(ActConfirm) }) // skip animations
	}
	if _, ok := s.Stack.Top().(*Victory); !ok {
		t.Fatalf("the battle should end with the victory panel; top %T, outcome %v", s.Stack.Top(), b.Outcome())
	}
}
