package mill_test

import (
	"strings"
	"testing"

	"stratagem/board/mill"
)

func TestParseMove(t *testing.T) {
	P := func(s string) mill.Point { return pt(t, s) }
	cases := []struct {
		in   string
		want mill.Move
		out  string // String() of the move, when it differs from in
	}{
		{in: "d6", want: mill.Place(P("d6"))},
		{in: "a1-a4", want: mill.Step(P("a1"), P("a4"))},
		{in: "a1-a4xb2", want: mill.Step(P("a1"), P("a4")).WithRemoval(P("b2"))},
		{in: "d6xb2", want: mill.Place(P("d6")).WithRemoval(P("b2"))},
		{in: "a1-e5", want: mill.Step(P("a1"), P("e5"))}, // a flight reads like a move
		{in: "g7-c3xd5", want: mill.Move{From: P("g7"), To: P("c3"), Remove: P("d5")}},
		{in: "  d6\t", want: mill.Place(P("d6")), out: "d6"},
		// The form is checked, not legality: odd but well-formed moves parse.
		{in: "d6xd6", want: mill.Place(P("d6")).WithRemoval(P("d6"))},
		{in: "a1-a4xa1", want: mill.Step(P("a1"), P("a4")).WithRemoval(P("a1"))},
	}
	for _, tc := range cases {
		m, err := mill.ParseMove(tc.in)
		if err != nil {
			t.Errorf("ParseMove(%q): %v", tc.in, err)
			continue
		}
		if m != tc.want {
			t.Errorf("ParseMove(%q) = %+v, want %+v", tc.in, m, tc.want)
		}
		out := tc.out
		if out == "" {
			out = tc.in
		}
		if m.String() != out {
			t.Errorf("ParseMove(%q).String() = %q, want %q", tc.in, m.String(), out)
		}
		if m.IsPlacement() != (m.From == mill.NoPoint) {
			t.Errorf("%v: IsPlacement() = %v", m, m.IsPlacement())
		}
	}
	if !mill.Place(P("d6")).IsPlacement() || mill.Step(P("a1"), P("a4")).IsPlacement() {
		t.Error("IsPlacement is wrong for Place/Step")
	}

	// Every form with every point round-trips.
	n := 0
	for to := mill.Point(0); to < mill.Point(nine.NumPoints()); to++ {
		for from := mill.NoPoint; from < mill.Point(nine.NumPoints()); from++ {
			if from == to {
				continue
			}
			for r := mill.NoPoint; r < mill.Point(nine.NumPoints()); r++ {
				m := mill.Move{From: from, To: to, Remove: r}
				back, err := mill.ParseMove(m.String())
				if err != nil || back != m {
					t.Fatalf("ParseMove(%q) = %+v, %v; want %+v", m.String(), back, err, m)
				}
				n++
			}
		}
	}
	if n != 24*24*25 {
		t.Errorf("round-tripped %d moves", n)
	}

	refuses(t, "ParseMove", mill.ParseMove, []badInput{
		{"", "empty move"},
		{"   ", "empty move"},
		{"d4", "destination"},
		{"h1", "destination"},
		{"D6", "destination"},
		{"a1-", "destination"},
		{"-a4", "origin"},
		{"a1-a1", "goes nowhere"},
		{"a1-a1xb2", "goes nowhere"},
		{"a1-a4x", "removal"},
		{"xb2", "destination"},
		{"a1-a4xb2xc3", "removal"},
		{"a1xb2-a4", "removal"},
		{"a1a4", "destination"},
		{"a1–a4", "destination"}, // an en dash
		{"a1-a4-a7", "destination"},
		{"d6 b2", "destination"},
		{"d6Xb2", "destination"},
		{"z9-a4", "origin"},
		{"a1-a4xz9", "removal"},
	})
}

func TestParseGame(t *testing.T) {
	p := mustGame(t, gamePlaced)
	if p.Ply() != 18 || p.InHand(mill.Blue) != 0 || p.InHand(mill.Red) != 0 || p.OnBoard(mill.Blue) != 9 || p.OnBoard(mill.Red) != 9 {
		t.Fatalf("after 18 placements: ply %d, %q", p.Ply(), p)
	}
	if got := p.FormatGame(); got != gamePlaced {
		t.Errorf("FormatGame() = %q, want %q", got, gamePlaced)
	}
	if hist := p.History(); len(hist) != 18 || hist[0] != mv(t, "a1") || hist[17] != mv(t, "e3") {
		t.Errorf("History() = %v", hist)
	}
	// History is a copy.
	h := p.History()
	h[0] = mv(t, "g7")
	if p.History()[0] != mv(t, "a1") {
		t.Error("changing History()'s result changed the game")
	}
	if q := mustGame(t, "  "); q.Ply() != 0 || q.Hash() != mill.NewGame().Hash() {
		t.Errorf("empty game: %q", q)
	}
	if q := mustGame(t, " d6\tb2\n a1 "); q.FormatGame() != "d6 b2 a1" {
		t.Errorf("whitespace: %q", q.FormatGame())
	}

	// A game with mills, moving and flying.
	long := gamePlaced + " d2-d3 e3-e4 d3-d2"
	if q := mustGame(t, long); q.FormatGame() != long || q.QuietPlies() != 3 {
		t.Errorf("ParseGame(%q): %q, quiet %d", long, q.FormatGame(), q.QuietPlies())
	}

	bad := []struct {
		game  string
		index int    // 1-based index of the bad move
		why   string // part of the error
	}{
		{"zz", 1, "move 1: "},
		{"d6-d5", 1, "must place one"},
		{"d6 b2 d6", 3, "d6 is not empty"},
		{"d6 b2 zz", 3, `move "zz"`},
		{"d6 b2 a1 b4 g1xb2", 5, "closes no mill"},
		{"a1 b2 d1 b4 g1", 5, "must remove"},
		{"a1 b2 d1 b4 g1xb4 b6 a4", 7, ""},
		{gamePlaced + " d2-d5", 19, "not next to"},
		{gamePlaced + " d2-d3 e3-e4 d3-d2 e4", 22, "no pieces in hand"},
	}
	for _, tc := range bad {
		p, err := mill.ParseGame(tc.game)
		if tc.why == "" {
			if err != nil {
				t.Errorf("ParseGame(%q): %v", tc.game, err)
			}
			continue
		}
		if err == nil {
			t.Errorf("ParseGame(%q) succeeded, want an error at move %d", tc.game, tc.index)
			continue
		}
		prefix := "move " + itoa(tc.index)
		if !strings.HasPrefix(err.Error(), prefix+" ") && !strings.HasPrefix(err.Error(), prefix+":") {
			t.Errorf("ParseGame(%q): error %q, want it to name move %d", tc.game, err, tc.index)
		}
		if !strings.Contains(err.Error(), tc.why) {
			t.Errorf("ParseGame(%q): error %q, want it to contain %q", tc.game, err, tc.why)
		}
		// The position returned is the one before the bad move.
		if p == nil || p.Ply() != tc.index-1 {
			t.Errorf("ParseGame(%q) returned a position at ply %v, want %d", tc.game, p.Ply(), tc.index-1)
		}
	}
	// The illegal move is named as written.
	_, err := mill.ParseGame("d6 b2 d6")
	if err == nil || !strings.HasPrefix(err.Error(), "move 3 (d6): illegal move d6: d6 is not empty") {
		t.Errorf("ParseGame error = %v", err)
	}
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

func TestFormatGameRoundTrip(t *testing.T) {
	for _, v := range variants {
		t.Run(v.ID(), func(t *testing.T) { formatGameRoundTrip(t, v) })
	}
}

func formatGameRoundTrip(t *testing.T, v *mill.Variant) {
	rng := newRand(7)
	for game := 0; game < 100; game++ {
		p := v.NewGame()
		for !p.Outcome().Over() && p.Ply() < maxGamePlies(v) {
			ms := p.LegalMoves(nil)
			if err := p.Play(ms[rng.IntN(len(ms))]); err != nil {
				t.Fatal(err)
			}
			if p.Ply()%37 == 0 || p.Outcome().Over() {
				s := p.FormatGame()
				q, err := v.ParseGame(s)
				if err != nil {
					t.Fatalf("ParseGame(FormatGame()) at ply %d: %v\n%s", p.Ply(), err, s)
				}
				if q.String() != p.String() || q.Hash() != p.Hash() || q.Ply() != p.Ply() ||
					q.QuietPlies() != p.QuietPlies() || q.Repetitions() != p.Repetitions() ||
					q.Outcome() != p.Outcome() || q.FormatGame() != s {
					t.Fatalf("round trip of %q differs:\n got %+v\nwant %+v", s, snap(q), snap(p))
				}
			}
		}
	}
}

func TestParsePosition(t *testing.T) {
	cases := []struct {
		in, out string
	}{
		{"blue: a1 d1; red: b2; hand: 7 8; turn: blue", "blue: a1 d1; red: b2; hand: 7 8; turn: blue"},
		{"blue: a1 d1 g1; red: b2 d2; hand: 3 4; turn: red", "blue: a1 d1 g1; red: b2 d2; hand: 3 4; turn: red"},
		// Any order, any case, points sorted into board order.
		{"turn: Red; hand: 1 2; RED: e5 b2; Blue: c3 a1", "blue: a1 c3; red: b2 e5; hand: 1 2; turn: red"},
		// Missing hand is 0 0, missing turn Blue, missing colours empty.
		{"blue: a1", "blue: a1; red:; hand: 0 0; turn: blue"},
		{"", "blue:; red:; hand: 0 0; turn: blue"},
		{"hand: 9 9", "blue:; red:; hand: 9 9; turn: blue"},
		{" ; blue:  a1   d1 ;; red: b2 ; ", "blue: a1 d1; red: b2; hand: 0 0; turn: blue"},
		// A colour given twice adds up.
		{"blue: a1; blue: d1", "blue: a1 d1; red:; hand: 0 0; turn: blue"},
		{"blue: a1 d1 g1 g4 g7 d7 a7 a4 b2; red: d2 f2 f4 f6 d6 b6 b4 c3 d3", "blue: a1 d1 g1 g4 g7 d7 a7 a4 b2; red: d2 f2 f4 f6 d6 b6 b4 c3 d3; hand: 0 0; turn: blue"},
	}
	for _, tc := range cases {
		p, err := mill.ParsePosition(tc.in)
		if err != nil {
			t.Errorf("ParsePosition(%q): %v", tc.in, err)
			continue
		}
		if p.String() != tc.out {
			t.Errorf("ParsePosition(%q).String() = %q, want %q", tc.in, p.String(), tc.out)
		}
		q, err := mill.ParsePosition(p.String())
		if err != nil || q.String() != p.String() || q.Hash() != p.Hash() {
			t.Errorf("round trip of %q: %v, %v", p.String(), q, err)
		}
		if p.Ply() != 0 || p.QuietPlies() != 0 || p.Repetitions() != 1 || p.FormatGame() != "" {
			t.Errorf("ParsePosition(%q) has history", tc.in)
		}
		checkInvariants(t, p)
	}

	// The start written out is the start.
	if p := mustPos(t, "hand: 9 9; turn: blue"); p.Hash() != mill.NewGame().Hash() || p.String() != mill.NewGame().String() {
		t.Errorf("parsed start differs from NewGame: %q", p)
	}
	// A position parsed from a game in progress plays on the same way.
	g := mustGame(t, gamePlaced+" d2-d3")
	p := mustPos(t, g.String())
	if p.Hash() != g.Hash() || strings.Join(legal(p), " ") != strings.Join(legal(g), " ") || p.Outcome() != g.Outcome() {
		t.Errorf("ParsePosition(%q) differs from the game it came from", g.String())
	}

	// The hash covers board, side to move and hands.
	distinct := []string{
		"blue: a1; red: b2; hand: 3 4; turn: blue",
		"blue: a1; red: b2; hand: 3 4; turn: red",
		"blue: a1; red: b2; hand: 4 3; turn: blue",
		"blue: a1; red: b2; hand: 3 3; turn: blue",
		"blue: b2; red: a1; hand: 3 4; turn: blue",
		"blue: a1 b2; hand: 3 4; turn: blue",
		"blue: a1; red: b4; hand: 3 4; turn: blue",
	}
	seen := map[uint64]string{}
	for _, s := range distinct {
		h := mustPos(t, s).Hash()
		if prev, ok := seen[h]; ok {
			t.Errorf("%q and %q have the same hash", prev, s)
		}
		seen[h] = s
	}

	refuses(t, "ParsePosition", mill.ParsePosition, []badInput{
		{"blue a1", "no ':'"},
		{"blue: z9", "not a point"},
		{"blue: d4", "not a point"},
		{"blue: a1 a1", "given twice"},
		{"blue: a1; red: a1", "given twice"},
		{"red: a1; blue: a1", "given twice"},
		{"hand: 10 0", "hand"},
		{"hand: 0 10", "hand"},
		{"hand: -1 0", "hand"},
		{"hand: 3", "hand"},
		{"hand: x y", "hand"},
		{"hand:", "hand"},
		{"turn: green", "turn"},
		{"turn:", "turn"},
		{"colour: a1", "unknown position field"},
		{"blue: a1 d1 g1 g4 g7 d7 a7 a4 b2 d2", "Blue has more than 9 pieces"},
		{"blue: a1; hand: 9 0", "Blue has more than 9 pieces"},
		{"red: a1 d1 g1; hand: 0 7", "Red has more than 9 pieces"},
	})
}
