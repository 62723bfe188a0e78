package scenes

import (
	"strings"
	"testing"
	"time"

	"stratagem/board/hex"
	"stratagem/units/mech"
)

func newMechHotSeat(t *testing.T, s *Session) *MechScreen {
	t.Helper()
	m, err := NewMechScreen(MechConfig{Seed: 5}, s)
	if err != nil {
		t.Fatal(err)
	}
	s.Stack.Reset(m)
	return m
}

func finishMechAnim(t *testing.T, s *Session, m *MechScreen) {
	t.Helper()
	for i := 0; m.anim != nil; i++ {
		if i > 1000 {
			t.Fatal("animation never ends")
		}
		tick(t, s, nil)
	}
}

// untilPhase ticks until the duel reaches phase (the initiative rolls by itself).
func untilPhase(t *testing.T, s *Session, m *MechScreen, p mech.Phase) {
	t.Helper()
	for i := 0; m.duel.Phase() != p; i++ {
		if i > 100 {
			t.Fatalf("phase %v never came (now %v)", p, m.duel.Phase())
		}
		tick(t, s, nil)
	}
	finishMechAnim(t, s, m)
}

// TestMechMoveByClicks: the initiative rolls by itself; Run chooses the
// mode, a click on a reachable hex runs the active mech there along the
// A* path, with the MP and heat of the move; undo takes it back.
func TestMechMoveByClicks(t *testing.T) {
	s := newTestSession()
	m := newMechHotSeat(t, s)
	d := m.Duel()
	untilPhase(t, s, m, mech.MovementPhase)
	if d.Ply() != 1 || d.History()[0].Kind != mech.Initiative {
		t.Fatalf("the initiative should be rolled first: %v", d.History())
	}
	id := d.Active()
	b := m.ctxB[1] // Run
	tick(t, s, func(in *Input) { in.ClickAt(b.R.X+5, b.R.Y+5) })
	if m.mode != mech.Run {
		t.Fatalf("mode %v after pressing Run", m.mode)
	}
	moves := d.Moves(id, mech.Run, nil)
	far := moves[len(moves)-1]
	x, y := m.layout.Center(far.To)
	tick(t, s, func(in *Input) { in.MoveMouse(x, y) })
	a, ok := m.aimedMove()
	if !ok || a.To != far.To || a.Mode != mech.Run {
		t.Fatalf("aimed %v %v, want a run to %v", a, ok, far.To)
	}
	heat := d.Mech(id).Heat
	tick(t, s, func(in *Input) { in.ClickAt(x, y) })
	finishMechAnim(t, s, m)
	u := d.Mech(id)
	if u.Pos != far.To || u.Mode != mech.Run || u.Heat != heat+int(a.Heat) {
		t.Fatalf("after the click: %v %v heat %d, want %v run heat %d", u.Pos, u.Mode, u.Heat, far.To, heat+int(a.Heat))
	}
	if !m.canUndo() {
		t.Fatal("the person's move should be undoable in its phase")
	}
	tick(t, s, func(in *Input) { in.Press(ActUndo) })
	if d.Mech(id).Pos == far.To || d.Ply() != 1 {
		t.Fatalf("undo should take the move back: ply %d", d.Ply())
	}
}

// TestMechPhasesByKeys plays a turn with the keyboard and buttons: Stand
// for every mech, twist right, then fire (Enter) or pass, and End turn.
func TestMechPhasesByKeys(t *testing.T) {
	s := newTestSession()
	m := newMechHotSeat(t, s)
	d := m.Duel()
	untilPhase(t, s, m, mech.MovementPhase)
	for i := 0; d.Phase() == mech.MovementPhase; i++ {
		if i > 10 {
			t.Fatal("standing never ended the movement phase")
		}
		b := m.ctxB[3]
		tick(t, s, func(in *Input) { in.ClickAt(b.R.X+5, b.R.Y+5) })
		finishMechAnim(t, s, m)
	}
	if d.Phase() != mech.ReactionPhase {
		t.Fatalf("after movement: %v", d.Phase())
	}
	id := d.Active()
	tick(t, s, func(in *Input) { in.Press(ActRight) })
	if d.Mech(id).Twist != 1 {
		t.Fatalf("Right should twist %s right: twist %d", d.MechName(id), d.Mech(id).Twist)
	}
	for i := 0; d.Phase() == mech.ReactionPhase; i++ {
		if i > 10 {
			t.Fatal("the reaction phase never ended")
		}
		tick(t, s, func(in *Input) { in.Press(ActConfirm) })
	}
	// Weapons: nobody is in range at the start, so the phase is skipped or
	// passed; the end of turn takes Enter for each mech.
	for i := 0; d.Turn() == 1; i++ {
		if i > 40 {
			t.Fatalf("turn 1 never ended (phase %v)", d.Phase())
		}
		switch d.Phase() {
		case mech.WeaponPhase, mech.PhysicalPhase:
			if m.target >= 0 && m.weapons != 0 {
				tick(t, s, func(in *Input) { in.Press(ActConfirm) })
			} else {
				m.playFirst(s, func(a mech.Action) bool { return a.Kind == mech.Pass || a.Kind == mech.PickUp })
			}
		default:
			tick(t, s, func(in *Input) { in.Press(ActConfirm) })
		}
		finishMechAnim(t, s, m)
	}
	if d.Turn() != 2 {
		t.Fatalf("turn %d", d.Turn())
	}
}

// TestMechDuelReachesTheVictoryPanel plays a whole hot-seat duel (closing
// in on the enemy, Enter firing at the default target): the banner shows
// the shots' dice, and the duel ends on the victory panel.
func TestMechDuelReachesTheVictoryPanel(t *testing.T) {
	s := newTestSession()
	m := newMechHotSeat(t, s)
	d := m.Duel()
	fired := false
	for i := 0; i < 20000 && s.Stack.Len() == 1; i++ {
		if m.anim == nil && !d.Outcome().Over() {
			if _, ok := d.ToAct(); ok {
				legal := d.LegalActions(nil)
				a := legal[0]
				// Close in on the enemy and fire when possible, to see the dice.
				best := 1 << 30
				for _, b := range legal {
					switch b.Kind {
					case mech.Fire:
						a, best = b, -1
					case mech.Move:
						if b.Mode == mech.Walk || b.Mode == mech.Run {
							for _, e := range d.Mechs() {
								if e.Alive() && e.Side != d.Mech(int(b.Mech)).Side {
									if dist := hex.Distance(b.To, e.Pos); dist < best {
										a, best = b, dist
									}
								}
							}
						}
					}
				}
				m.play(s, a)
			}
		}
		// Enter (below) fires the default target's weapons for a person.
		if strings.Contains(m.banner, " fires at ") && strings.Contains(m.banner, "/") {
			fired = true
		}
		tick(t, s, func(in *Input) { in.Press(ActConfirm) })
	}
	if _, ok := s.Stack.Top().(*Victory); !ok {
		t.Fatalf("the duel should end with the victory panel; top %T, outcome %v", s.Stack.Top(), d.Outcome())
	}
	if !fired {
		t.Errorf("no shot's dice were shown in the whole duel; log:\n%s", strings.Join(m.log, "\n"))
	}
	// The phase-ending actions carry the losses, and the destroyed mechs.
	all := strings.Join(m.log, "\n")
	if !strings.Contains(all, " −") || !strings.Contains(all, " destroyed") {
		t.Errorf("the log shows no losses or no destroyed mech:\n%s", all)
	}
	if err := d.Validate(); err != nil {
		t.Fatal(err)
	}
	t.Logf("%v after %d turns, %d actions, fired %v", d.Outcome(), d.Turn(), d.Ply(), fired)
}

// TestMechAgainstTheComputer: with the seed AI on Red, the person stands
// with Blue's mechs and the computer's moves arrive through the AI runner
// (off the frame loop) and are played; the person cannot undo them.
func TestMechAgainstTheComputer(t *testing.T) {
	s := newTestSession()
	m, err := NewMechScreen(MechConfig{AI: [2]string{"", "seed"}, Seed: 9}, s)
	if err != nil {
		t.Fatal(err)
	}
	s.Stack.Reset(m)
	d := m.Duel()
	redMoved := 0
	for i := 0; d.Phase() != mech.ReactionPhase && i < 3000; i++ {
		if side, ok := d.ToAct(); ok && side == mech.Blue && m.anim == nil {
			b := m.ctxB[3] // Stand
			tick(t, s, func(in *Input) { in.ClickAt(b.R.X+5, b.R.Y+5) })
			continue
		}
		tick(t, s, nil)
		time.Sleep(time.Millisecond) // let the search goroutine run
	}
	for _, a := range d.History() {
		if a.Kind == mech.Move && d.Mech(int(a.Mech)).Side == mech.Red {
			redMoved++
		}
	}
	if d.Phase() != mech.ReactionPhase || redMoved != 2 {
		t.Fatalf("phase %v, Red moved %d mechs, history %v", d.Phase(), redMoved, d.History())
	}
	if m.canUndo() {
		t.Error("the computer's move should not be undoable by the person")
	}
}

// TestGameChoiceFits: with four games the choice screen's buttons stay
// apart and on the screen (the Back button once covered the fourth game).
func TestGameChoiceFits(t *testing.T) {
	g := NewGameChoice()
	var rects []Rect
	for _, w := range g.form.Items {
		rects = append(rects, w.Bounds())
	}
	for i, a := range rects {
		if a.X < 0 || a.Y < 0 || a.X+a.W > 1280 || a.Y+a.H > 720 {
			t.Errorf("item %d %+v is off the screen", i, a)
		}
		for j, b := range rects[:i] {
			if a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H {
				t.Errorf("items %d %+v and %d %+v overlap", j, b, i, a)
			}
		}
	}
}
