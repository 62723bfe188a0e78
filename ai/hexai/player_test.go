package hexai

import (
	"slices"
	"strings"
	"testing"

	"stratagem/ai"
)

func TestLevelsAndNames(t *testing.T) {
	want := []string{"random", "seed-minimax", "seed-minimax-dmg", "seed-mc", "seed-greedy-mc", "mcts", "tactician-berserker", "tactician-guardian", "tactician-balanced", "tactician-gambler", "tactician-strategist", "champion"}
	if got := Roster.Names(); !slices.Equal(got, want) {
		t.Errorf("Names() = %v, want %v", got, want)
	}
	for _, l := range Roster.Levels {
		p, err := Roster.New(l.Name, 1)
		if err != nil || p.Name() != l.Name || l.Title == "" || l.Description == "" {
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

func TestTacticianLevels(t *testing.T) {
	ps := TacticianPersonalities()
	if len(ps) < 4 {
		t.Fatalf("%d personalities, want at least 4", len(ps))
	}
	levels := Roster.Levels
	for _, p := range ps {
		name := "tactician-" + p.Name
		i := slices.IndexFunc(levels, func(l ai.Level) bool { return l.Name == name })
		if i < 0 {
			t.Errorf("%s is not in Roster.Levels", name)
			continue
		}
		if d := levels[i].Details; !strings.Contains(d, p.Parameters()) || !strings.Contains(p.Parameters(), "aggressive") {
			t.Errorf("%s: details %q do not state the parameters", name, d)
		}
		if d := levels[i].Description; !strings.Contains(strings.ToLower(d), p.Style) {
			t.Errorf("%s: description %q does not say how it plays (%q)", name, d, p.Style)
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
