package tictactoeai

import (
	"testing"

	"stratagem/ai"
	"stratagem/ai/aitest"
	"stratagem/board/rules"
	"stratagem/board/tictactoe"
)

// Perfect never loses, and two Perfect players always draw.
func TestPerfectNeverLoses(t *testing.T) {
	opts := aitest.Options[*tictactoe.Position, tictactoe.Cell]{}
	for g := range 40 {
		perfect := aitest.New(t, Roster, "perfect", uint64(g))
		other := aitest.New(t, Roster, []string{"random", "easy", "perfect"}[g%3], uint64(g))
		players, me := [2]ai.Player[*tictactoe.Position, tictactoe.Cell]{perfect, other}, rules.Blue
		if g%2 == 1 {
			players, me = [2]ai.Player[*tictactoe.Position, tictactoe.Cell]{other, perfect}, rules.Red
		}
		o := tictactoe.Rules{}.Outcome(aitest.Play(t, tictactoe.Rules{}, tictactoe.NewGame(), players, opts))
		if o.Winner == me.Other() || other.Name() == "perfect" && !o.Draw() {
			t.Errorf("game %d, Perfect as %v against %s: %v", g, me, other.Name(), o)
		}
	}
}

// Easy takes a win in one.
func TestEasyTakesAWin(t *testing.T) {
	p := tictactoe.NewGame()
	if err := rules.PlayText(tictactoe.Rules{}, p, "a1 a2 b1 b2"); err != nil {
		t.Fatal(err)
	}
	p2 := aitest.New(t, Roster, "easy", 1)
	if c := aitest.Play(t, tictactoe.Rules{}, p, [2]ai.Player[*tictactoe.Position, tictactoe.Cell]{p2, p2},
		aitest.Options[*tictactoe.Position, tictactoe.Cell]{MaxPlies: 5}).Moves()[4]; c != 2 {
		t.Errorf("Easy played %s, not the win at c1", tictactoe.Name(c))
	}
}

func TestLadder(t *testing.T) {
	aitest.CheckLadder(t, Roster, []string{"easy", "perfect"}, "perfect", "perfect")
}
