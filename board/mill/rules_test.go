package mill_test

import (
	"slices"
	"strings"
	"testing"

	"stratagem/board/mill"
)

// Positions used by several tests; each is explained where it is used.
const (
	// posMoving: both sides in the moving phase, no move closes a mill.
	posMoving = "blue: d2 a1 g7 c5; red: d1 b4 e4 d6; hand: 0 0; turn: blue"
	// posFlying: Blue has three pieces (flies), Red five (slides).
	posFlying = "blue: a1 d2 g7; red: b4 e4 d6 c3 f2; hand: 0 0; turn: blue"
	// posRemoval: Blue's g4-g1 closes a1-d1-g1; Red's d5-d6-d7 is a mill.
	posRemoval = "blue: a1 d1 g4 b2; red: d5 d6 d7 b4 e3; hand: 0 0; turn: blue"
	// posShuffle: 4 against 4 in the moving phase with plenty of room.
	posShuffle = "blue: a1 g7 d2 f4; red: b6 e3 c5 d7; hand: 0 0; turn: blue"
	// gamePlaced: 18 placements without a mill; Blue then moves.
	gamePlaced = "a1 d1 g1 g4 d2 a4 b4 b2 f4 f2 d6 f6 c3 b6 e5 c5 a7 e3"
)

// legalCase gives the exact set of legal moves of a position.
type legalCase struct {
	name string
	pos  string
	want string // space-separated moves, any order
}

func runLegalCases(t *testing.T, cases []legalCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := mustPos(t, tc.pos)
			got := legal(p)
			if want := fields(tc.want); !slices.Equal(got, want) {
				t.Errorf("LegalMoves of %q:\n got %v\nwant %v", tc.pos, got, want)
			}
			if ref := refLegalMoves(p); !slices.Equal(got, ref) {
				t.Errorf("LegalMoves disagrees with the reference:\n got %v\n ref %v", got, ref)
			}
			for _, s := range got {
				if !p.IsLegal(mv(t, s)) {
					t.Errorf("IsLegal(%s) = false for a generated move", s)
				}
			}
		})
	}
}

// moveCase plays one move in a position: ok says whether it is legal, why is
// a part of the reason when it is not, after the position it leads to.
type moveCase struct {
	name  string
	pos   string
	move  string
	ok    bool
	why   string
	after string
}

func runMoveCases(t *testing.T, cases []moveCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := mustPos(t, tc.pos)
			m := mv(t, tc.move)
			if got := p.IsLegal(m); got != tc.ok {
				t.Errorf("IsLegal(%s) = %v, want %v", tc.move, got, tc.ok)
			}
			if !tc.ok {
				illegal(t, p, m, tc.why)
				return
			}
			mover := p.SideToMove()
			if err := p.Play(m); err != nil {
				t.Fatalf("Play(%s): %v", tc.move, err)
			}
			if tc.after != "" && p.String() != tc.after {
				t.Errorf("after %s:\n got %q\nwant %q", tc.move, p.String(), tc.after)
			}
			if p.At(m.To) != mover {
				t.Errorf("after %s, %s holds %v, want %v", tc.move, m.To, p.At(m.To), mover)
			}
			if p.SideToMove() != mover.Other() {
				t.Errorf("after %s, %v to move", tc.move, p.SideToMove())
			}
			if last, ok := p.LastMove(); !ok || last != m {
				t.Errorf("LastMove() = %v, %v; want %v", last, ok, m)
			}
			checkInvariants(t, p)
		})
	}
}

func TestNewGame(t *testing.T) {
	p := mill.NewGame()
	if p.SideToMove() != mill.Blue {
		t.Errorf("%v moves first, want Blue", p.SideToMove())
	}
	for _, c := range []mill.Color{mill.Blue, mill.Red} {
		if p.InHand(c) != 9 || p.OnBoard(c) != 0 || p.PhaseOf(c) != mill.Placing {
			t.Errorf("%v starts with %d in hand, %d on board, phase %v", c, p.InHand(c), p.OnBoard(c), p.PhaseOf(c))
		}
	}
	if p.Ply() != 0 || p.QuietPlies() != 0 || p.Repetitions() != 1 || len(p.History()) != 0 || p.FormatGame() != "" {
		t.Errorf("fresh game has history: ply %d quiet %d reps %d history %v", p.Ply(), p.QuietPlies(), p.Repetitions(), p.History())
	}
	if _, ok := p.LastMove(); ok {
		t.Error("LastMove reports a move at the start")
	}
	if o := p.Outcome(); o.Over() {
		t.Errorf("fresh game is over: %v", o)
	}
	if got := p.String(); got != "blue:; red:; hand: 9 9; turn: blue" {
		t.Errorf("String() = %q", got)
	}
	checkInvariants(t, p)
	before := snap(p)
	p.Undo() // nothing to undo
	if !snap(p).equal(before) {
		t.Error("Undo at the start changed the position")
	}
}

func TestPlacing(t *testing.T) {
	// From the start every one of the 24 points may be taken.
	p := mill.NewGame()
	ms := p.LegalMoves(nil)
	if len(ms) != 24 {
		t.Fatalf("%d legal moves at the start, want 24", len(ms))
	}
	for _, m := range ms {
		if !m.IsPlacement() || m.Remove != mill.NoPoint {
			t.Errorf("start: %v is not a plain placement", m)
		}
	}
	play(t, p, "d6")
	if p.InHand(mill.Blue) != 8 || p.OnBoard(mill.Blue) != 1 || p.InHand(mill.Red) != 9 {
		t.Errorf("after d6: blue %d in hand, %d on board; red %d in hand", p.InHand(mill.Blue), p.OnBoard(mill.Blue), p.InHand(mill.Red))
	}
	if got := legal(p); len(got) != 23 || slices.Contains(got, "d6") {
		t.Errorf("after d6 Red may place on %v, want the 23 other points", got)
	}

	runLegalCases(t, []legalCase{
		{"only empty points", "blue: a1 d6 c3; red: b2 g7 e4; hand: 6 6; turn: blue",
			"a4 a7 b4 b6 c4 c5 d1 d2 d3 d5 d7 e3 e5 f2 f4 f6 g1 g4"},
		{"nearly full board", "blue: a1 d1 g4 g7 d7 a4 b2 f2 f6; red: g1 a7 d2 f4 d6 b6 b4 c3; hand: 0 1; turn: red",
			"c4 c5 d3 d5 e3 e4 e5"},
	})

	runMoveCases(t, []moveCase{
		{name: "empty point", pos: "blue: d6; red: b2; hand: 8 8; turn: blue", move: "a1", ok: true,
			after: "blue: a1 d6; red: b2; hand: 7 8; turn: red"},
		{name: "red places", pos: "blue: d6; red: b2; hand: 7 8; turn: red", move: "g7", ok: true,
			after: "blue: d6; red: g7 b2; hand: 7 7; turn: blue"},
		{name: "last piece", pos: "blue: a1 d1 g4 g7 d7 a4 b2 f2; red: g1 a7 d2 f4 d6 b6 b4 c3 c5; hand: 1 0; turn: blue", move: "e4", ok: true},
		{name: "own piece", pos: "blue: d6; red: b2; hand: 8 8; turn: blue", move: "d6", why: "d6 is not empty"},
		{name: "opponent piece", pos: "blue: d6; red: b2; hand: 8 8; turn: blue", move: "b2", why: "b2 is not empty"},
		{name: "moving while placing", pos: "blue: d6; red: b2; hand: 8 8; turn: blue", move: "d6-d5", why: "Blue still has pieces in hand and must place one"},
		{name: "flying while placing", pos: "blue: a1 d2 g7; red: b4 e4 d6; hand: 1 1; turn: blue", move: "a1-e5", why: "must place one"},
	})
}

func TestMoving(t *testing.T) {
	runLegalCases(t, []legalCase{
		{"blue slides", posMoving, "a1-a4 c5-c4 c5-d5 d2-b2 d2-d3 d2-f2 g7-d7 g7-g4"},
		{"red slides", strings.Replace(posMoving, "turn: blue", "turn: red", 1),
			"b4-a4 b4-b2 b4-b6 b4-c4 d1-g1 d6-b6 d6-d5 d6-d7 d6-f6 e4-e3 e4-e5 e4-f4"},
		{"four-way point", "blue: d2 a4 g7 e3; red: f6 c5 b6 g1; hand: 0 0; turn: blue",
			"a4-a1 a4-a7 a4-b4 d2-b2 d2-d1 d2-d3 d2-f2 e3-d3 e3-e4 g7-d7 g7-g4"},
	})
	runMoveCases(t, []moveCase{
		{name: "slide", pos: posMoving, move: "d2-d3", ok: true,
			after: "blue: a1 g7 d3 c5; red: d1 d6 b4 e4; hand: 0 0; turn: red"},
		{name: "slide along a spoke", pos: posMoving, move: "g7-g4", ok: true},
		{name: "to an occupied point", pos: posMoving, move: "a1-d1", why: "d1 is not empty"},
		{name: "onto own piece", pos: "blue: d2 d3 a1 g7; red: d1 b4 e4 d6; hand: 0 0; turn: blue", move: "d2-d3", why: "d3 is not empty"},
		{name: "two points away", pos: posMoving, move: "a1-a7", why: "a7 is not next to a1"},
		{name: "diagonal", pos: posMoving, move: "c5-b6", why: "b6 is not next to c5"},
		{name: "across the centre", pos: "blue: c4 a1 g7 c5; red: d1 b4 d6 f2; hand: 0 0; turn: blue", move: "c4-e4", why: "e4 is not next to c4 (only a player with three pieces may fly)"},
		{name: "from an empty point", pos: posMoving, move: "f6-f4", why: "no Blue piece on f6"},
		{name: "opponent's piece", pos: posMoving, move: "b4-a4", why: "no Blue piece on b4"},
		{name: "placing without pieces in hand", pos: posMoving, move: "a4", why: "Blue has no pieces in hand and must move one"},
	})
}

func TestFlying(t *testing.T) {
	// Blue has three pieces and none in hand: every empty point is reachable.
	p := mustPos(t, posFlying)
	if p.PhaseOf(mill.Blue) != mill.Flying || p.PhaseOf(mill.Red) != mill.Moving {
		t.Fatalf("phases %v/%v, want flying/moving", p.PhaseOf(mill.Blue), p.PhaseOf(mill.Red))
	}
	var want []string
	for _, from := range []string{"a1", "d2", "g7"} {
		for to := mill.Point(0); to < mill.Point(nine.NumPoints()); to++ {
			if p.At(to) == mill.NoColor {
				want = append(want, from+"-"+to.String())
			}
		}
	}
	runLegalCases(t, []legalCase{
		{"three pieces fly", posFlying, strings.Join(want, " ")},
		// Red, with five, still slides even though Blue flies.
		{"the other side slides", strings.Replace(posFlying, "turn: blue", "turn: red", 1),
			"b4-a4 b4-b2 b4-b6 b4-c4 c3-c4 c3-d3 d6-b6 d6-d5 d6-d7 d6-f6 e4-e3 e4-e5 e4-f4 f2-f4"},
	})
	runMoveCases(t, []moveCase{
		{name: "fly across the board", pos: posFlying, move: "a1-e5", ok: true,
			after: "blue: g7 d2 e5; red: f2 d6 b4 c3 e4; hand: 0 0; turn: red"},
		{name: "fly to a neighbour", pos: posFlying, move: "a1-a4", ok: true},
		{name: "fly onto a piece", pos: posFlying, move: "a1-e4", why: "e4 is not empty"},
		{name: "other side may not fly", pos: strings.Replace(posFlying, "turn: blue", "turn: red", 1), move: "b4-g1", why: "g1 is not next to b4"},
		{name: "both fly", pos: "blue: a1 d2 g7; red: b4 e4 d6; hand: 0 0; turn: red", move: "b4-g1", ok: true},
		{name: "four pieces slide", pos: "blue: a1 d2 g7 c5; red: b4 e4 d6; hand: 0 0; turn: blue", move: "a1-e5", why: "not next to"},
		{name: "three on board with a piece in hand places", pos: "blue: a1 d2 g7; red: b4 e4 d6 c3; hand: 1 0; turn: blue", move: "a1-e5", why: "must place"},
	})

	phases := []struct {
		pos       string
		blue, red mill.Phase
	}{
		{"blue: a1; red: b2; hand: 8 8", mill.Placing, mill.Placing},
		{"blue: a1 d2 g7; red: b4; hand: 1 8", mill.Placing, mill.Placing},
		{posMoving, mill.Moving, mill.Moving},
		{posFlying, mill.Flying, mill.Moving},
		{"blue: a1 d2 g7; red: b4 e4 d6", mill.Flying, mill.Flying},
		{"blue: a1 d2 g7 c5; red: b4 e4 d6; hand: 0 1", mill.Moving, mill.Placing},
	}
	for _, tc := range phases {
		p := mustPos(t, tc.pos)
		if b, r := p.PhaseOf(mill.Blue), p.PhaseOf(mill.Red); b != tc.blue || r != tc.red {
			t.Errorf("%q: phases %v/%v, want %v/%v", tc.pos, b, r, tc.blue, tc.red)
		}
	}

	// A player who drops to three pieces starts flying on their next turn.
	q := mustPos(t, "blue: a1 d2 g7 c5; red: b4 d6 f6 e3; hand: 0 0; turn: red")
	if q.PhaseOf(mill.Blue) != mill.Moving {
		t.Fatalf("Blue with four pieces is %v", q.PhaseOf(mill.Blue))
	}
	play(t, q, "b4-b6xc5") // closes f6-d6-b6
	if q.PhaseOf(mill.Blue) != mill.Flying {
		t.Fatalf("Blue with three pieces is %v, want flying", q.PhaseOf(mill.Blue))
	}
	play(t, q, "a1-e5")
}

func TestMillRemoval(t *testing.T) {
	runLegalCases(t, []legalCase{
		// One move per removable piece; d5-d6-d7 is protected.
		{"closing a mill removes", posRemoval, "a1-a4 b2-d2 d1-d2 d1-g1 g4-f4 g4-g1xb4 g4-g1xe3 g4-g7"},
		// Every red piece stands in a mill: any of them may go.
		{"all opponent pieces in mills", "blue: a1 d1 g4 b2; red: d5 d6 d7 e3 e4 e5; hand: 0 0; turn: blue",
			"a1-a4 b2-b4 b2-d2 d1-d2 d1-g1 g4-f4 g4-g1xd5 g4-g1xd6 g4-g1xd7 g4-g1xe3 g4-g1xe4 g4-g1xe5 g4-g7"},
		// Placing into a mill also removes.
		{"placing closes a mill", "blue: a1 d1; red: b2 d6; hand: 7 7; turn: blue",
			"a4 a7 b4 b6 c3 c4 c5 d2 d3 d5 d7 e3 e4 e5 f2 f4 f6 g1xb2 g1xd6 g4 g7"},
		// With no opponent piece on the board there is nothing to take.
		{"nothing to remove", "blue: a1 d1; hand: 7 5; turn: blue",
			"a4 a7 b2 b4 b6 c3 c4 c5 d2 d3 d5 d6 d7 e3 e4 e5 f2 f4 f6 g1 g4 g7"},
		// Flying into a mill removes too.
		{"flying closes a mill", "blue: a1 d1 e5; red: b2 d2 f2 b4; hand: 0 0; turn: blue",
			strings.Join(flyMoves("a1 d1 e5", "b2 d2 f2 b4", map[string]string{"e5-g1": "b4"}), " ")},
	})
	runMoveCases(t, []moveCase{
		{name: "mill with removal", pos: posRemoval, move: "g4-g1xb4", ok: true,
			after: "blue: a1 d1 g1 b2; red: d7 d6 e3 d5; hand: 0 0; turn: red"},
		{name: "mill without removal", pos: posRemoval, move: "g4-g1", why: "it closes a mill, so it must remove an opponent piece"},
		{name: "protected piece", pos: posRemoval, move: "g4-g1xd6", why: "d6 stands in a mill and other pieces do not"},
		{name: "remove own piece", pos: posRemoval, move: "g4-g1xa1", why: "no Red piece on a1"},
		{name: "remove from an empty point", pos: posRemoval, move: "g4-g1xc4", why: "no Red piece on c4"},
		{name: "remove the moved-to point", pos: posRemoval, move: "g4-g1xg1", why: "no Red piece on g1"},
		{name: "removal without a mill", pos: posRemoval, move: "g4-f4xb4", why: "it closes no mill, so it removes nothing"},
		{name: "placement removal without a mill", pos: "blue: a1 d1; red: b2 d6; hand: 7 7; turn: blue", move: "g4xb2", why: "closes no mill"},
		{name: "placement without removal", pos: "blue: a1 d1; red: b2 d6; hand: 7 7; turn: blue", move: "g1", why: "must remove"},
		{name: "placement with removal", pos: "blue: a1 d1; red: b2 d6; hand: 7 7; turn: blue", move: "g1xd6", ok: true,
			after: "blue: a1 d1 g1; red: b2; hand: 6 7; turn: red"},
		{name: "protected piece may go when all are in mills", pos: "blue: a1 d1 g4 b2; red: d5 d6 d7 e3 e4 e5; hand: 0 0; turn: blue", move: "g4-g1xd6", ok: true},
		{name: "red removes", pos: "blue: a1 d1 g4 b2; red: f6 d6 b4 e3; hand: 0 0; turn: red", move: "b4-b6xb2", ok: true,
			after: "blue: a1 d1 g4; red: f6 d6 b6 e3; hand: 0 0; turn: blue"},
		{name: "moving within a line closes nothing", pos: "blue: a1 d1 g4 b2; red: d5 d6 d7 b4 e3; hand: 0 0; turn: blue", move: "d1-g1xb4", why: "closes no mill"},
	})

	// Removable: pieces outside mills, or every piece when all are in mills.
	removable := []struct {
		pos  string
		c    mill.Color
		want string
	}{
		{posRemoval, mill.Red, "b4 e3"},
		{posRemoval, mill.Blue, "a1 b2 d1 g4"},
		{"blue: a1 d1 g1 g4; red: b2", mill.Blue, "g4"},
		{"blue: a1 d1 g1 g4 g7; red: b2", mill.Blue, "a1 d1 g1 g4 g7"}, // two mills sharing g1
		{"blue: a1 d1 g1; red: d5 d6 d7 b4 e3", mill.Blue, "a1 d1 g1"},
		{"blue: a1; red: d5 d6 d7 e3 e4 e5", mill.Red, "d5 d6 d7 e3 e4 e5"},
		{"blue: a1; hand: 0 0", mill.Red, ""},
	}
	for _, tc := range removable {
		p := mustPos(t, tc.pos)
		if got := pointSet(p.Variant(), p.Removable(tc.c)); !slices.Equal(got, fields(tc.want)) {
			t.Errorf("%q: Removable(%v) = %v, want %v", tc.pos, tc.c, got, fields(tc.want))
		}
	}

	inMill := []struct {
		pos, point string
		want       bool
	}{
		{posRemoval, "d6", true},
		{posRemoval, "d5", true},
		{posRemoval, "b4", false},
		{posRemoval, "a1", false},
		{posRemoval, "g1", false}, // empty
		{"blue: a1 d1 g1; red: a4 a7", "a1", true},
		{"blue: a1 d1 g1; red: a4 a7", "a4", false},
		{"blue: a1 d1; red: g1", "a1", false}, // mixed colours are no mill
	}
	for _, tc := range inMill {
		if got := mustPos(t, tc.pos).InMill(pt(t, tc.point)); got != tc.want {
			t.Errorf("%q: InMill(%s) = %v, want %v", tc.pos, tc.point, got, tc.want)
		}
	}
}

// flyMoves lists every flight of blue's pieces to the empty points, adding
// the removal extra[move] where a flight closes a mill.
func flyMoves(blue, red string, extra map[string]string) []string {
	taken := map[string]bool{}
	for _, q := range strings.Fields(blue + " " + red) {
		taken[q] = true
	}
	var out []string
	for _, from := range strings.Fields(blue) {
		for to := mill.Point(0); to < mill.Point(nine.NumPoints()); to++ {
			if taken[to.String()] {
				continue
			}
			m := from + "-" + to.String()
			if r, ok := extra[m]; ok {
				for _, x := range strings.Fields(r) {
					out = append(out, m+"x"+x)
				}
				continue
			}
			out = append(out, m)
		}
	}
	return out
}

func TestMillClosedAgain(t *testing.T) {
	cases := []struct {
		name  string
		pos   string
		moves []string // played before the last move
		last  string   // closes the same mill again
		want  string   // removals generated for the last move's from-to
	}{
		{"slide out and back", "blue: a1 d1 g1 b2; red: b4 e3 d7 c5 f6; hand: 0 0; turn: blue",
			[]string{"g1-g4", "d7-d6"}, "g4-g1xd6", "g4-g1xb4 g4-g1xc5 g4-g1xd6 g4-g1xe3 g4-g1xf6"},
		{"out along the other line", "blue: a1 d1 g1 b2; red: b4 e3 d7 c5 f6; hand: 0 0; turn: blue",
			[]string{"d1-d2", "c5-c4"}, "d2-d1xc4", "d2-d1xb4 d2-d1xc4 d2-d1xd7 d2-d1xe3 d2-d1xf6"},
		{"fly out and back", "blue: a1 d1 g1; red: b4 e3 d7 c5 f6; hand: 0 0; turn: blue",
			[]string{"g1-e5", "d7-d6"}, "e5-g1xb4", "e5-g1xb4 e5-g1xc5 e5-g1xd6 e5-g1xe3 e5-g1xf6"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := mustPos(t, tc.pos)
			play(t, p, tc.moves...)
			m := mv(t, tc.last)
			var got []string
			for _, l := range p.LegalMoves(nil) {
				if l.From == m.From && l.To == m.To {
					got = append(got, l.String())
				}
			}
			slices.Sort(got)
			if !slices.Equal(got, fields(tc.want)) {
				t.Errorf("moves %s-%s: %v, want %v", m.From, m.To, got, fields(tc.want))
			}
			illegal(t, p, mill.Step(m.From, m.To), "must remove")
			red := p.OnBoard(mill.Red)
			play(t, p, tc.last)
			if p.OnBoard(mill.Red) != red-1 {
				t.Errorf("Red has %d pieces after the mill, want %d", p.OnBoard(mill.Red), red-1)
			}
		})
	}
}

// TestLeft counts the pieces a side has left, in hand and on the board,
// before and after a mill takes one.
func TestLeft(t *testing.T) {
	for _, tc := range []struct {
		pos, move       string
		blue, red       int // before the move
		blueAft, redAft int
	}{
		{"blue: a1 d1; red: b2 d6; hand: 7 7; turn: blue", "g1xd6", 9, 9, 9, 8},
		{"blue: a1 d1; red: b2 d6; hand: 7 7; turn: blue", "g4", 9, 9, 9, 9},
		{"blue: a1 d1 g4 b2; red: f6 d6 b4 e3; hand: 0 0; turn: red", "b4-b6xb2", 4, 4, 3, 4},
	} {
		p, err := mill.ParsePosition(tc.pos)
		if err != nil {
			t.Fatal(err)
		}
		if b, r := p.Left(mill.Blue), p.Left(mill.Red); b != tc.blue || r != tc.red {
			t.Errorf("%s: Blue has %d left and Red %d, want %d and %d", tc.pos, b, r, tc.blue, tc.red)
		}
		play(t, p, tc.move)
		if b, r := p.Left(mill.Blue), p.Left(mill.Red); b != tc.blueAft || r != tc.redAft {
			t.Errorf("%s after %s: Blue has %d left and Red %d, want %d and %d", tc.pos, tc.move, b, r, tc.blueAft, tc.redAft)
		}
	}
}
