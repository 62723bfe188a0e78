package hexai

import (
	"testing"

	"stratagem/ai"
	"stratagem/ai/aitest"
	"stratagem/units"
)

// Every player of the ladder and the lab's searches answer "move now"
// with their best action so far, on the seed's battle.
func TestMoveNow(t *testing.T) {
	for _, name := range []string{"beginner", "easy", "normal", "hard", "master", "mcts", "tactician-balanced", "champion", "alphabeta"} {
		aitest.CheckMoveNow(t, units.Rules{}, newBattle(), aitest.New(t, Roster, name, 1), ai.Limits{})
	}
}
