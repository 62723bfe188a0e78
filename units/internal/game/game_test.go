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
		over      bool
		words     string
	}{
		{2, 1, false, "duel in progress"},
		{0, 0, true, "draw: no mechs left"},
		{1, 0, true, "blue wins: Red has no mechs left"},
		{0, 3, true, "red wins: Blue has no mechs left"},
	} {
		o := LastStanding(tc.blue, tc.red, "mechs")
		if o.Over() != tc.over || o.Describe("duel") != tc.words {
			t.Errorf("%d to %d: over %v, %q; want %v, %q", tc.blue, tc.red, o.Over(), o.Describe("duel"), tc.over, tc.words)
		}
	}
}
