package hexgame

import (
	"path/filepath"
	"slices"
	"testing"

	"stratagem/scenes"
	"stratagem/scenes/savegame"
	"stratagem/scenes/scenetest"
	"stratagem/units"
)

func chosenArmies(ai [2]string) scenes.Match {
	return scenes.Match{Game: "hex", AI: ai, Options: map[string]string{ArmiesOption.Key: "chosen", QuickOption.Key: "fight"}}
}

// With chosen armies the person picks theirs first; the computer fields
// the seed's; the battle starts with both, and a new battle keeps them.
func TestChosenArmyAgainstTheComputer(t *testing.T) {
	s := scenetest.NewSession(Game())
	sc, err := startMatch(s, chosenArmies([2]string{"", "normal"}))
	if err != nil {
		t.Fatal(err)
	}
	a := sc.(*ArmyScreen)
	scenes.ShowSample(s, a)
	if a.Side() != units.Blue || a.Army() != units.StandardArmy() {
		t.Fatalf("the first screen is %s's with %v", a.Side(), a.Army())
	}
	want, _ := units.ParseArmy("archer:20 archer:20 archer:20 pikeman:10 pikeman:10") // 380 points
	a.set(want)
	scenetest.ClickWidget(t, s, a.StartButton())
	m, ok := s.Stack.Top().(*Screen)
	if !ok {
		t.Fatalf("after the army the top screen is %T", s.Stack.Top())
	}
	check := func() {
		t.Helper()
		us := m.Battle().Units()
		for i := range units.ArmySize {
			if us[i].Kind != want[i].Kind || us[i].Fighters != want[i].Fighters {
				t.Fatalf("blue stack %d is %v×%d, want %v", i, us[i].Kind, us[i].Fighters, want[i])
			}
			if us[units.ArmySize+i].Kind != units.ArmyOrder[i] || us[units.ArmySize+i].Fighters != units.StackSize {
				t.Fatalf("red stack %d is not the seed's", i)
			}
		}
	}
	check()
	m.Restart(s)
	check()
	if got := s.Settings.Games["hex"].Options[ArmyKeys[units.Blue]]; got != want.String() {
		t.Fatalf("the settings remember %q", got)
	}
	// The next time the screen opens with that army.
	sc, _ = startMatch(s, chosenArmies([2]string{"", "normal"}))
	if sc.(*ArmyScreen).Army() != want {
		t.Fatal("the army chosen last time is not offered again")
	}
}

// Two people choose in turn; an army over the budget cannot start; the
// seed's army button puts it back.
func TestHotSeatArmies(t *testing.T) {
	s := scenetest.NewSession(Game())
	sc, err := startMatch(s, chosenArmies([2]string{"", ""}))
	if err != nil {
		t.Fatal(err)
	}
	a := sc.(*ArmyScreen)
	scenes.ShowSample(s, a)
	a.sizes[0].Index = units.MaxStack - 1 // 60 flyers: far over
	scenetest.Tick(t, s, nil)
	if !a.StartButton().Disabled {
		t.Fatal("an army over the budget may start")
	}
	scenetest.ClickWidget(t, s, a.StandardButton())
	scenetest.Tick(t, s, nil)
	if a.StartButton().Disabled || a.Army() != units.StandardArmy() {
		t.Fatal("the seed's army button did not put the seed's army back")
	}
	scenetest.ClickWidget(t, s, a.StartButton())
	red, ok := s.Stack.Top().(*ArmyScreen)
	if !ok || red.Side() != units.Red {
		t.Fatalf("after Blue's army the top screen is %T", s.Stack.Top())
	}
	red.kinds[4].Index = int(units.Swordsman) // as dear as archers
	scenetest.ClickWidget(t, s, red.StartButton())
	m, ok := s.Stack.Top().(*Screen)
	if !ok {
		t.Fatalf("after Red's army the top screen is %T", s.Stack.Top())
	}
	if u := m.Battle().Units()[2*units.ArmySize-1]; u.Kind != units.Swordsman {
		t.Fatalf("red's last stack is %v, want swordsmen", u.Kind)
	}
}

func TestBadArmyInAMatchIsAnError(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := OnePlayer(units.Blue, "normal")
	m.Options = map[string]string{ArmyKeys[units.Red]: "dragon:16"}
	if _, err := New(s, m); err == nil {
		t.Fatal("a match with a bad army started")
	}
}

// A battle with chosen armies is saved with them and continues with them,
// without asking for the armies again.
func TestChosenArmiesContinue(t *testing.T) {
	s := scenetest.NewSession(Game())
	s.SavePath = filepath.Join(t.TempDir(), savegame.FileName)
	sc, err := startMatch(s, chosenArmies([2]string{"", "normal"}))
	if err != nil {
		t.Fatal(err)
	}
	a := sc.(*ArmyScreen)
	scenes.ShowSample(s, a)
	want, _ := units.ParseArmy("knight:20 swordsman:16 knight:16 pikeman:16 archer:11")
	a.set(want)
	scenetest.ClickWidget(t, s, a.StartButton())
	m := s.Stack.Top().(*Screen)
	// Red's flyers act first here (Blue chose no flyers): wait for Blue's turn.
	scenetest.Eventually(t, s, "Blue's turn", func() bool { return m.PersonToAct() && m.Anim() == nil })
	ply := m.Battle().Ply()
	scenetest.Press(t, s, ActDefend)
	scenetest.Settle(t, s, m, 1000)
	scenetest.Tick(t, s, nil) // the frame saves after the tick that changed the position
	if m.Battle().Ply() == ply {
		t.Fatal("Defend played nothing")
	}

	s2 := scenetest.ContinueFromMenu(t, s.SavePath, Game())
	m2, ok := s2.Stack.Top().(*Screen)
	if !ok {
		t.Fatalf("Continue opens %T", s2.Stack.Top())
	}
	if !slices.Equal(m2.Battle().Initial().Units(), m.Battle().Initial().Units()) || m2.Battle().Ply() != m.Battle().Ply() {
		t.Fatal("the continued battle does not start from the chosen armies or lost its actions")
	}
}
