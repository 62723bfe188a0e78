package game

import "testing"

func TestSideNames(t *testing.T) {
	for _, tc := range []struct {
		s      Side
		name   string
		letter byte
		other  Side
	}{
		{Blue, "blue", 'B', Red},
		{Red, "red", 'R', Blue},
	} {
		if tc.s.String() != tc.name || tc.s.Letter() != tc.letter || tc.s.Other() != tc.other {
			t.Errorf("%d: %q %c %d", tc.s, tc.s.String(), tc.s.Letter(), tc.s.Other())
		}
	}
	if got := Side(-1).String(); got != "Side(-1)" {
		t.Errorf("Side(-1).String() = %q", got)
	}
}

func TestOutcome(t *testing.T) {
	for _, tc := range []struct {
		blue, red int
		want      Outcome
	}{
		{2, 1, Outcome{}},
		{0, 0, Outcome{Draw: true, Reason: AllDestroyed}},
		{1, 0, Outcome{Winner: Blue, Reason: Destroyed}},
		{0, 3, Outcome{Winner: Red, Reason: Destroyed}},
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
