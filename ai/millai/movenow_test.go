package millai

import (
	"testing"

	"stratagem/ai"
	"stratagem/ai/aitest"
	"stratagem/board/mill"
)

// Every rung that searches answers "move now" with its best move so far,
// at the start of the game (the book's move for Grandmaster) and in the
// middle of one.
func TestMoveNow(t *testing.T) {
	for _, name := range []string{"normal", "hard", "master", "grandmaster", "timed"} {
		for _, pos := range []*mill.Position{mill.NewGame(), midgame(t)} {
			aitest.CheckMoveNow(t, mill.Rules{}, pos, aitest.New(t, Roster, name, 1), ai.Limits{})
		}
	}
}
