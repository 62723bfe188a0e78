package main

import (
	"testing"

	"cmdline.invalid"

	"stratagem/ai"
	"stratagem/assets/lang"
	"stratagem/scenes"
	"stratagem/scenes/all"
	"stratagem/scenes/scenetest"
	"stratagem/scenes/settings"
)

// Every game's set-up offers its ladder, weakest first with Normal (the
// third rung) chosen on a first visit, then its AI lab; each of those players is on offer (a
// remembered choice of it comes back) and a match against it plays it.
func TestEveryGameOffersItsLadderAndLab(t *testing.T) {
	for _, g := range all.Games() {
		t.Run(g.ID, func(t *testing.T) {
			spec := &g.Setup
			if n := len(spec.Levels); n < 4 || scenes.LevelTitle(g.ID, spec.Levels[0]) != "Beginner" || scenes.LevelTitle(g.ID, spec.Levels[2]) != "Normal" {
				t.Errorf("the ladder %v should run from Beginner with Normal third", spec.Levels)
			}
			if len(spec.Lab) == 0 {
				t.Error("no AI lab players")
			}
			if got := openSetup(t, g, settings.GameChoice{}).Choice().Opponent; got != "normal" {
				t.Errorf("a first visit offers %q, want normal", got)
			}
			for _, l := range append(append([]ai.Level(nil), spec.Levels...), spec.Lab...) {
				setup := openSetup(t, g, settings.GameChoice{Opponent: l.Name, Colour: "blue"})
				if got := setup.Choice().Opponent; got != l.Name {
					t.Errorf("%s (%q) is not on offer: the set-up shows %q", scenes.LevelTitle(g.ID, l), l.Name, got)
				}
				if m := setup.Match(); m.AI != [2]string{"", l.Name} {
					t.Errorf("choosing %s plays %v", l.Name, m.AI)
				}
			}
		})
	}
}

// openSetup opens g's set-up as -scene <id>-setup does, with c remembered.
func openSetup(t *testing.T, g *scenes.GameDesc, c settings.GameChoice) *scenes.Setup {
	t.Helper()
	s := scenetest.NewSession(g)
	s.Settings.Games = map[string]settings.GameChoice{g.ID: c}
	if err := scenes.OpenScene(s, g.ID+"-setup"); err != nil {
		t.Fatal(err)
	}
	setup, ok := s.Stack.Top().(*scenes.Setup)
	if !ok {
		t.Fatalf("-scene %s-setup shows %T", g.ID, s.Stack.Top())
	}
	return setup
}

// In every game's screen a key does one thing, and every button of the
// game's own (Wait, Analysis…) names its key.
func TestEveryGameKeysDoOneThingEach(t *testing.T) {
	for _, g := range all.Games() {
		t.Run(g.ID, func(t *testing.T) {
			s := scenetest.NewSession(g)
			m := g.Setup.Defaults([2]string{})
			m.Game = g.ID
			sc, err := g.Setup.Start(s, m)
			if err != nil {
				t.Fatal(err)
			}
			keyed, ok := sc.(scenes.KeyMapper)
			if !ok {
				t.Fatalf("the %s screen has no key map", g.ID)
			}
			var cmds []scenes.Command
			if c, ok := sc.(scenes.Commander); ok {
				cmds = c.Commands()
			}
			scenetest.CheckKeys(t, keyed.Keys(), cmds)
		})
	}
}

// The command line's list of languages (its module cannot import the
// game's) is the catalogue's.
func TestCommandLineKnowsTheLanguages(t *testing.T) {
	if len(cmdline.Languages) != len(lang.Languages) {
		t.Fatalf("-lang knows %v, the catalogue %v", cmdline.Languages, lang.Languages)
	}
	for i, l := range lang.Languages {
		if cmdline.Languages[i] != [2]string{l.Code, l.Name} {
			t.Errorf("-lang's language %d is %v, the catalogue's %v", i, cmdline.Languages[i], l)
		}
	}
}
