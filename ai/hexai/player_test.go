package hexai

import (
	"math"
	"slices"
	"strings"
	"testing"

	"stratagem/ai"
	"stratagem/ai/aitest"
)

func TestLevelsAndNames(t *testing.T) {
	aitest.CheckLadder(t, Roster, []string{"beginner", "easy", "normal", "hard", "master"}, "normal", "master")
	// The research players keep their names, in the lab; the thesis's
	// minimax, which is Normal, only for tools.
	want := []string{"beginner", "easy", "normal", "hard", "master",
		"seed-minimax-dmg", "seed-mc", "seed-greedy-mc", "mcts", "tactician-berserker", "tactician-guardian", "tactician-balanced", "tactician-gambler", "tactician-strategist", "champion", "champion-bold", "champion-lead", "alphabeta", "alphabeta-rel", "alphabeta-first",
		"seed-minimax", "random"}
	if got := Roster.Names(); !slices.Equal(got, want) {
		t.Errorf("Names() = %v, want %v", got, want)
	}
	for _, l := range Roster.All() {
		p, err := Roster.New(l.Name, 1)
		if err != nil || p.Name() != l.Name {
			t.Errorf("level %+v: %v", l, err)
		}
	}
	if _, err := Roster.New("deep-blue", 1); err == nil {
		t.Error("New accepted an unknown name")
	}
	if p, err := Roster.New(" Seed-Minimax ", 1); err != nil || p.Name() != "seed-minimax" {
		t.Errorf("New is not lenient about case and spaces: %v", err)
	}
}

// TestRungsAreBoundedByWork: the MCTS rungs stop at iteration budgets of
// their own, not at a share of the clock, so they play the same on any
// machine; their move time is only the rungs' safety net (ai.RungMoveTime),
// so that a slow machine never makes a player wait.
func TestRungsAreBoundedByWork(t *testing.T) {
	hard, master := mustPlayer(t, "hard", 1).(*MCTSPlayer), mustPlayer(t, "master", 1).(*ChampionPlayer)
	if hard.t.Iterations != HardIterations || hard.perMs != 0 || hard.moveTime != ai.RungMoveTime {
		t.Errorf("hard: %d iterations, %d per ms, %v", hard.t.Iterations, hard.perMs, hard.moveTime)
	}
	if master.c.Iterations != MasterIterations || master.perMs != 0 || master.moveTime != ai.RungMoveTime {
		t.Errorf("master: %d iterations, %d per ms, %v", master.c.Iterations, master.perMs, master.moveTime)
	}
	if MasterIterations <= HardIterations {
		t.Errorf("master's %d iterations are not more than hard's %d", MasterIterations, HardIterations)
	}
}

func TestTacticianLevels(t *testing.T) {
	ps := TacticianPersonalities()
	if len(ps) < 4 {
		t.Fatalf("%d personalities, want at least 4", len(ps))
	}
	levels := Roster.LabLevels()
	for _, p := range ps {
		name := "tactician-" + p.Name
		i := slices.IndexFunc(levels, func(l ai.Level) bool { return l.Name == name })
		if i < 0 {
			t.Errorf("%s is not in Roster.Lab", name)
			continue
		}
		// Its details quote the parameters (level.hex.tactician-*.details):
		// the facts are the parameters in whole percent and the rounds.
		want := []any{"Aggression", percent(p.Aggressiveness), "Caution", percent(p.Defensiveness),
			"Randomness", percent(p.Randomness), "Rounds", p.Rounds}
		if f := levels[i].Facts; !slices.Equal(f, want) {
			t.Errorf("%s: facts %v, want %v", name, f, want)
		}
		for _, x := range []float64{p.Aggressiveness, p.Defensiveness, p.Randomness} {
			if math.Abs(float64(percent(x))-100*x) > 1e-9 {
				t.Errorf("%s: %g is not a whole percentage", name, x)
			}
		}
		pl, err := Roster.New(strings.ToUpper(name), 1)
		if err != nil || pl.Name() != name || pl.(*Tactician).Personality != p {
			t.Errorf("New(%q) = %v, %v", name, pl, err)
		}
	}
	if got := ps[0].Parameters(); got != "aggressive 0.9, defensive 0.1, randomness 0.05, 2 rounds" {
		t.Errorf("Parameters() = %q", got)
	}
	if _, err := Roster.New("tactician-coward", 1); err == nil {
		t.Error("New accepted an unknown personality")
	}
}
