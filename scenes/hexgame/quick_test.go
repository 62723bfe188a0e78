package hexgame

import (
	"testing"

	"stratagem/scenes"
	"stratagem/scenes/scenetest"
	"stratagem/units"
)

// Q fights the rest of the battle out at once, off the frame loop: the
// board ignores clicks meanwhile, and then the battle is over, every action
// in the log, and the victory panel follows.
func TestQuickCombatFinishesTheBattle(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, OnePlayer(units.Blue, "normal"))
	scenetest.Press(t, s, ActWait) // one action of the person's first
	scenetest.Settle(t, s, m, 1000)
	scenetest.Press(t, s, ActQuick)
	if !m.QuickRunning() {
		t.Fatal("Q did not start a quick combat")
	}
	if m.WorkUnderWay() == "" || m.PersonToAct() && m.Commands()[1].Enabled {
		t.Fatal("while the quick combat runs, the status should say so and Defend be off")
	}
	scenetest.Eventually(t, s, "the quick combat's end", func() bool { return !m.QuickRunning() })
	b := m.Battle()
	if !b.Outcome().Over() {
		t.Fatalf("after a quick combat the battle goes on: ply %d", b.Ply())
	}
	if len(m.Log()) != b.Ply() {
		t.Fatalf("%d log lines for %d actions", len(m.Log()), b.Ply())
	}
	if m.Players[units.Red] == nil || m.Players[units.Blue] != nil {
		t.Fatal("the players were not given back after the quick combat")
	}
	scenetest.TicksUntil(t, s, 2000, "the victory panel", func() bool { return s.Stack.Top() != scenes.Scene(m) })
}

// The set-up's "Quick combat" starts the battle with one.
func TestQuickCombatFromTheSetup(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, scenes.Match{AI: [2]string{"", "easy"}, Options: map[string]string{QuickOption.Key: "quick"}})
	scenetest.Tick(t, s, nil)
	if !m.QuickRunning() {
		t.Fatal("a quick-combat match did not start one")
	}
	scenetest.Eventually(t, s, "the quick combat's end", func() bool { return !m.QuickRunning() })
	if !m.Battle().Outcome().Over() {
		t.Fatal("the battle is not over")
	}
}

// A hands the person's side to the computer and takes it back; a new
// battle is the person's again.
func TestAutoCombat(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, OnePlayer(units.Blue, "normal"))
	scenetest.Press(t, s, ActAuto)
	if !m.AutoCombat() || m.Players[units.Blue] == nil {
		t.Fatal("A did not hand Blue to the computer")
	}
	start := m.Battle().Ply()
	scenetest.Eventually(t, s, "the computer acting for Blue", func() bool {
		return m.Battle().Ply() > start+2 && m.Anim() == nil
	})
	scenetest.Press(t, s, ActAuto)
	if m.AutoCombat() || m.Players[units.Blue] != nil || m.Players[units.Red] == nil {
		t.Fatal("A again did not give Blue back")
	}
	scenetest.Press(t, s, ActAuto)
	m.Restart(s)
	if m.AutoCombat() || m.Players[units.Blue] != nil {
		t.Fatal("a new battle kept auto-combat")
	}
}

// Leaving the screen while a quick combat runs stops it.
func TestQuickCombatStopsWithTheScreen(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, OnePlayer(units.Blue, "normal"))
	scenetest.Press(t, s, ActQuick)
	m.Close()
	if m.QuickRunning() || m.Players[units.Red] == nil {
		t.Fatal("closing the screen left the quick combat running or the players set aside")
	}
}
