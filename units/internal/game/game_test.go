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
