package connectai

import (
	"testing"

	"stratagem/ai"
	"stratagem/ai/aitest"
	"stratagem/board/connect"
)

// Every rung that searches answers "move now" with its best column so
// far: in the opening (the book's for Master) and past the book, where
// Hard and Master solve.
func TestMoveNow(t *testing.T) {
	for _, name := range []string{"normal", "hard", "master", "perfect"} {
		for _, moves := range []string{"4", "4444353522"} {
			p := mustParse(t, connect.Standard, moves)
			aitest.CheckMoveNow(t, connect.Rules{Config: connect.Standard}, p, aitest.New(t, Roster, name, 1), ai.Limits{})
		}
	}
}
