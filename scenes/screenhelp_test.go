package scenes

import "testing"

func TestOutcomeOf(t *testing.T) {
	for _, tc := range []struct {
		over, draw bool
		winner     int
		want       Outcome
	}{
		{false, false, 1, Outcome{}},
		{true, false, 1, Outcome{Over: true, Winner: 1, Reason: "r"}},
		{true, false, 0, Outcome{Over: true, Winner: 0, Reason: "r"}},
		{true, true, 0, Outcome{Over: true, Winner: -1, Reason: "r"}},
	} {
		if got := OutcomeOf(tc.over, tc.winner, tc.draw, "r"); got != tc.want {
			t.Errorf("OutcomeOf(%v, %d, %v) = %+v, want %+v", tc.over, tc.winner, tc.draw, got, tc.want)
		}
	}
}

func TestFirstMove(t *testing.T) {
	if m, ok := FirstMove([]string{"a1", "b2"}); !ok || m != "a1" {
		t.Errorf("FirstMove of two moves = %q, %v", m, ok)
	}
	if m, ok := FirstMove[string](nil); ok || m != "" {
		t.Errorf("FirstMove of none = %q, %v", m, ok)
	}
}
