package hexgame

import (
	"slices"
	"strings"
	"testing"

	"stratagem/assets/lang"
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
	if !m.QuickSummary() {
		t.Fatal("after a quick combat the panel should sum it up")
	}
	want := lang.T("hex.victory.quick", "BlueSide", scenes.Side(0), "Blue", m.levelTitle("normal"), "RedSide", scenes.Side(1), "Red", m.levelTitle("normal"))
	if stats := m.VictoryStats(s); !slices.Contains(stats, want) {
		t.Fatalf("the victory panel's numbers %q do not say who fought the quick combat (%q)", stats, want)
	}
	m.Undo(s) // the battle no longer stands where the quick combat left it
	if m.QuickSummary() {
		t.Fatal("the summary outlived the position it sums up")
	}
}

// A quick combat fields each side at its own level: the computer's at the
// match's, the person's at QuickLevel; pressing Q again stops it, and the
// battle goes on from where it was, nothing of it played.
func TestQuickCombatLevelsAndStop(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, OnePlayer(units.Blue, "master"))
	if got, want := m.quickLevels(), [2]string{QuickLevel, "master"}; got != want {
		t.Fatalf("a quick combat against Master would field %v, want %v", got, want)
	}
	ply := m.Battle().Ply()
	scenetest.Press(t, s, ActQuick)
	if !m.QuickRunning() || m.quick.levels != [2]string{QuickLevel, "master"} {
		t.Fatalf("Q started no quick combat, or with the players %v", m.quick.levels)
	}
	if m.quickShown(s) != quickRunning {
		t.Fatal("the panel should say who fights while the quick combat runs")
	}
	if c := m.Commands()[3]; c.Label != lang.T("hex.cmd.quick.stop") || !c.Enabled {
		t.Fatalf("while it runs the Quick button should stop it: %q", c.Label)
	}
	scenetest.Press(t, s, ActQuick)
	if m.QuickRunning() || m.Battle().Ply() != ply || m.quickShown(s) != quickNone {
		t.Fatalf("Q again should stop the quick combat with nothing played: running %v, ply %d, was %d", m.QuickRunning(), m.Battle().Ply(), ply)
	}
}

// The summary tells each stack's losses: none, some of its fighters, all.
func TestQuickLoss(t *testing.T) {
	was := units.Unit{Kind: units.Knight, Side: units.Blue, Fighters: 16}
	for _, c := range []struct {
		left int
		want string
	}{
		{16, lang.T("hex.quick.loss.none", "Kind", kindNoun(units.Knight))},
		{11, lang.N("hex.quick.loss", 16, "Kind", kindNoun(units.Knight), "Lost", lang.Num(5))},
		{0, lang.T("hex.quick.loss.all", "Kind", kindNoun(units.Knight))},
	} {
		now := was
		now.Fighters = c.left
		if got := quickLoss(was, now); got != c.want || !strings.Contains(got, "nights") {
			t.Fatalf("16 knights, %d left: %q, want %q", c.left, got, c.want)
		}
	}
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
