package outcome

import (
	"testing"

	"stratagem/units/internal/game"
)

func TestOutcome(t *testing.T) {
	for _, tc := range []struct {
		blue, red int
		want      Outcome
	}{
		{2, 1, Outcome{}},
		{0, 0, Outcome{Draw: true, Reason: AllDestroyed}},
		{1, 0, Outcome{Winner: game.Blue, Reason: Destroyed}},
		{0, 3, Outcome{Winner: game.Red, Reason: Destroyed}},
	} {
		o := LastStanding(tc.blue, tc.red)
		if o != tc.want || o.Over() != (tc.want.Reason != NotOver) {
			t.Errorf("%d to %d: %+v, want %+v", tc.blue, tc.red, o, tc.want)
		}
	}
	for r, code := range map[Reason]string{NotOver: "", Destroyed: "destroyed", AllDestroyed: "all-destroyed",
		QuietRounds: "quiet-rounds", RoundLimit: "round-limit", TurnLimit: "turn-limit"} {
		if r.Code() != code {
			t.Errorf("%d.Code() = %q, want %q", r, r.Code(), code)
		}
	}
}
