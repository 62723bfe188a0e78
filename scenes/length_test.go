package scenes_test

import (
	"testing"

	"stratagem/scenes"
)

// The Continue line counts what the game counts: moves, whole turns,
// whole rounds, and says a first turn or round in words.
func TestLengthWords(t *testing.T) {
	for _, c := range []struct {
		l    scenes.Length
		want string
	}{
		{scenes.Length{Count: 115}, "after 115 moves"},
		{scenes.Length{Count: 1}, "after 1 move"},
		{scenes.Length{Count: 3, Unit: scenes.LengthTurns}, "after 3 turns"},
		{scenes.Length{Count: 0, Unit: scenes.LengthTurns}, "in its first turn"},
		{scenes.Length{Count: 1, Unit: scenes.LengthRounds}, "after 1 round"},
		{scenes.Length{Count: 0, Unit: scenes.LengthRounds}, "in its first round"},
	} {
		if got := c.l.Words(); got != c.want {
			t.Errorf("%+v: %q, want %q", c.l, got, c.want)
		}
	}
}
