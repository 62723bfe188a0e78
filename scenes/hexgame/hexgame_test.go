package hexgame

import (
	"strings"
	"testing"

	"stratagem/board/hex"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
	"stratagem/units"
)

// movesOf returns the active unit's legal moves to empty hexes, farthest first.
func movesOf(b *units.Battle) []units.Action {
	from := b.Unit(b.Active()).Pos
	var out []units.Action
	for _, a := range b.LegalActions(nil) {
		if a.Kind == units.Move && a.Target < 0 && a.To != from {
			out = append(out, a)
		}
	}
	for i := range out { // a few dozen at most: a plain selection sort
		for j := i + 1; j < len(out); j++ {
			if hex.Distance(out[j].To, from) > hex.Distance(out[i].To, from) {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}

func TestClickMovesTheActiveUnit(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, scenes.Match{})
	b := m.Battle()
	id := b.Active()
	target := movesOf(b)[0]
	x, y := m.layout.Center(target.To)
	scenetest.Tick(t, s, func(in *scenes.Input) { in.MoveMouse(x, y) })
	scenetest.Click(t, s, x, y)
	if m.Anim() == nil {
		t.Fatal("a move along a path should animate")
	}
	scenetest.Settle(t, s, m, 1000)
	if got := b.Unit(id).Pos; got != target.To {
		t.Fatalf("unit %s is on %v, want %v", b.UnitName(id), got, target.To)
	}
	if b.Ply() != 1 || len(m.Log()) != 1 {
		t.Fatalf("one action should be played and logged: ply %d, log %q", b.Ply(), m.Log())
	}
}

func TestWaitDefendAndUndoKeys(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, scenes.Match{})
	b := m.Battle()
	first := b.Active()
	scenetest.Press(t, s, ActWait)
	scenetest.Settle(t, s, m, 1000)
	if !b.Unit(first).Waited || b.Active() == first {
		t.Fatalf("W should make %s wait", b.UnitName(first))
	}
	second := b.Active()
	scenetest.Press(t, s, ActDefend)
	scenetest.Settle(t, s, m, 1000)
	if !b.Unit(second).Defending {
		t.Fatalf("D should make %s defend", b.UnitName(second))
	}
	scenetest.Press(t, s, scenes.ActUndo)
	if b.Ply() != 1 || b.Unit(second).Defending || b.Active() != second {
		t.Fatalf("hot-seat undo takes back one action: ply %d", b.Ply())
	}
	if len(m.Log()) != 1 {
		t.Fatalf("undo should drop the log line too: %q", m.Log())
	}
}

// Wait and Defend are the frame's buttons too, disabled while the
// computer acts.
func TestWaitAndDefendAreButtons(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, scenes.Match{})
	scenetest.Tick(t, s, nil)
	var wait *scenes.Button
	for _, btn := range m.Buttons() {
		if btn.Label == "Wait" {
			wait = btn
		}
	}
	if wait == nil || wait.Disabled {
		t.Fatalf("the action bar should offer an enabled Wait: %v", wait)
	}
	first := m.Battle().Active()
	scenetest.ClickWidget(t, s, wait)
	if !m.Battle().Unit(first).Waited {
		t.Fatal("the Wait button should make the active unit wait")
	}
}

func TestHotSeatBattleReachesTheVictoryPanel(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, scenes.Match{})
	b := m.Battle()
	// Both "players" always take the first legal action; the battle must end.
	for i := 0; i < 20000 && s.Stack.Len() == 1; i++ {
		if m.Anim() == nil && !b.Outcome().Over() {
			m.Play(s, b.LegalActions(nil)[0])
		}
		scenetest.Press(t, s, scenes.ActConfirm) // skips animations
	}
	v, ok := s.Stack.Top().(*scenes.Victory)
	if !ok {
		t.Fatalf("the battle should end with the victory panel; top %T, outcome %v", s.Stack.Top(), b.Outcome())
	}
	if stats := m.VictoryStats(s); len(stats) != 3 {
		t.Fatalf("the victory panel should give the rounds and each side's losses: %q (%s)", stats, v.Title)
	}
}

// Against the computer, its actions come from the frame's runner, off the
// frame goroutine: the ticks never wait for it, and the game keeps ticking
// while it thinks.
func TestComputerOpponentActsThroughTheRunner(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, OnePlayer(units.Blue, "seed-minimax"))
	b := m.Battle()
	for i := 0; b.ToMove() == units.Blue; i++ {
		if i > 20 {
			t.Fatal("Blue never finished its turn")
		}
		scenetest.Press(t, s, ActDefend)
		scenetest.Settle(t, s, m, 1000)
	}
	ply := b.Ply()
	scenetest.Tick(t, s, nil)
	if !s.Busy() {
		t.Fatal("the game should keep ticking while the computer is to act")
	}
	scenetest.Eventually(t, s, "the computer's action", func() bool { return b.Ply() > ply })
	if e := m.log[ply]; e.side != units.Red || !strings.HasPrefix(e.words, "Red ") {
		t.Fatalf("the action after Blue's should be Red's: %+v", e)
	}
}

// The aim follows the cursor: another hex, another action, with its path.
func TestAimFollowsTheCursor(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, scenes.Match{})
	moves := movesOf(m.Battle())
	for _, mv := range []units.Action{moves[0], moves[len(moves)-1]} {
		x, y := m.layout.Center(mv.To)
		scenetest.Tick(t, s, func(in *scenes.Input) { in.MoveMouse(x, y) })
		got, ok := m.Aimed()
		if !ok || got != mv {
			t.Fatalf("the cursor on %v should aim at %v, aims at %v (%v)", mv.To, mv, got, ok)
		}
		if p := m.aim.path; len(p) < 2 || p[len(p)-1] != mv.To {
			t.Fatalf("the path should lead to %v: %v", mv.To, p)
		}
	}
	scenetest.Tick(t, s, func(in *scenes.Input) { in.MoveMouse(-50, -50) })
	if _, ok := m.Aimed(); ok {
		t.Fatal("off the map the cursor aims at nothing")
	}
}

// Within an enemy's hex the attack comes from the reachable neighbour
// nearest the cursor, with its prediction.
func TestAttackFromTheNeighbourNearestTheCursor(t *testing.T) {
	s := scenetest.NewSession(Game())
	if err := sampleBattle(s); err != nil {
		t.Fatal(err)
	}
	m := s.Stack.Top().(*Screen)
	b := m.Battle()
	from := map[int][]hex.Hex{} // target → the hexes it can be attacked from
	for _, a := range b.LegalActions(nil) {
		if a.Kind == units.Move && a.Target >= 0 {
			from[int(a.Target)] = append(from[int(a.Target)], a.To)
		}
	}
	for target, hexes := range from {
		if len(hexes) < 2 {
			continue
		}
		tx, ty := m.layout.Center(b.Unit(target).Pos)
		for _, h := range hexes[:2] {
			x, y := m.layout.Center(h)
			x, y = tx+(x-tx)*0.4, ty+(y-ty)*0.4
			scenetest.Tick(t, s, func(in *scenes.Input) { in.MoveMouse(x, y) })
			got, ok := m.Aimed()
			if !ok || got.To != h || int(got.Target) != target {
				t.Fatalf("the cursor towards %v should attack %s from there, aims at %v", h, b.UnitName(target), got)
			}
			if len(m.aim.label) == 0 || m.aim.threatOf != target {
				t.Fatalf("an aimed attack shows its prediction and the target's threat: %q, threat of %d", m.aim.label, m.aim.threatOf)
			}
		}
		return
	}
	t.Fatal("the sample should offer an enemy to attack from two hexes")
}

// When the animation is over and a person is to act, the game sleeps.
func TestIdleScreenSleeps(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, scenes.Match{})
	mv := movesOf(m.Battle())[0]
	x, y := m.layout.Center(mv.To)
	scenetest.Click(t, s, x, y)
	scenetest.Tick(t, s, nil)
	if !s.Busy() {
		t.Fatal("the game should tick while the move animates")
	}
	scenetest.Settle(t, s, m, 1000)
	scenetest.Tick(t, s, nil)
	if !m.PersonToAct() || s.Busy() {
		t.Fatalf("with a person to act and nothing animating the game should sleep (busy %v)", s.Busy())
	}
}

// Every sample screen opens.
func TestSamples(t *testing.T) {
	if testing.Short() {
		t.Skip("scenes/all opens every sample, in every language, in the full run")
	}
	scenetest.EachSample(t, Game(), func(s *scenes.Session, _ scenes.Sample) {
		scenetest.Tick(t, s, nil)
	})
}
