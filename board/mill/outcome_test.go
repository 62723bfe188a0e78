package mill_test

import (
	"strings"
	"testing"

	"stratagem/board/mill"
)

var (
	notOver     = mill.Outcome{Winner: mill.NoColor, Reason: mill.NotOver}
	blueFewer   = mill.Outcome{Winner: mill.Blue, Reason: mill.FewerThan3}
	redFewer    = mill.Outcome{Winner: mill.Red, Reason: mill.FewerThan3}
	blueBlocks  = mill.Outcome{Winner: mill.Blue, Reason: mill.Blocked}
	redBlocks   = mill.Outcome{Winner: mill.Red, Reason: mill.Blocked}
	repetition  = mill.Outcome{Winner: mill.NoColor, Reason: mill.Repetition}
	fiftyMoves  = mill.Outcome{Winner: mill.NoColor, Reason: mill.FiftyMoves}
	posBlockedB = "blue: a1 g1 g7 a7; red: d1 g4 d7 a4; hand: 0 0; turn: blue"
)

// outcomeCase plays moves from a position and checks the outcome.
type outcomeCase struct {
	name  string
	pos   string
	moves []string
	want  mill.Outcome
}

func runOutcomeCases(t *testing.T, cases []outcomeCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := mustPos(t, tc.pos)
			for i, s := range tc.moves {
				if o := p.Outcome(); o.Over() {
					t.Fatalf("game over before move %d (%s): %v", i+1, s, o)
				}
				play(t, p, s)
			}
			got := p.Outcome()
			if got != tc.want {
				t.Fatalf("Outcome() = %+v (%v), want %+v (%v)", got, got, tc.want, tc.want)
			}
			if !got.Over() {
				if len(p.LegalMoves(nil)) == 0 {
					t.Errorf("game not over but no legal move")
				}
				return
			}
			if got.Reason == mill.FewerThan3 || got.Reason == mill.Blocked {
				if n := len(p.LegalMoves(nil)); n != 0 {
					t.Errorf("game won, yet %d legal moves", n)
				}
			}
			// No move may be played once the game is over.
			m := mill.Place(mill.NoPoint)
			if ms := refLegalMoves(p); len(ms) > 0 {
				m = mv(t, ms[0])
			} else {
				for q := mill.Point(0); q < mill.Point(nine.NumPoints()); q++ {
					if p.At(q) == mill.NoColor {
						m = mill.Place(q)
						break
					}
				}
			}
			illegal(t, p, m, "the game is over ("+got.String()+")")
		})
	}
}

func TestWinFewerThanThree(t *testing.T) {
	runOutcomeCases(t, []outcomeCase{
		{"mill leaves two", "blue: a1 d1 g4 b2; red: d6 e3 f6; hand: 0 0; turn: blue", []string{"g4-g1xe3"}, blueFewer},
		{"three left is not a loss", "blue: a1 d1 g4 b2; red: d6 e3 f6 c4; hand: 0 0; turn: blue", []string{"g4-g1xe3"}, notOver},
		{"hand counts: 1 on board + 2 in hand", "blue: a1 d1; red: d6; hand: 1 2; turn: blue", nil, notOver},
		{"hand counts: 0 on board + 2 in hand", "blue: a1 d1; red: d6; hand: 1 2; turn: blue", []string{"g1xd6"}, blueFewer},
		{"hand counts: 0 on board + 3 in hand", "blue: a1 d1; red: d6; hand: 2 3; turn: blue", []string{"g1xd6"}, notOver},
		{"red removes to two", "blue: a1 e3 c5; red: d7 d6 e5 b4; hand: 0 0; turn: red", []string{"e5-d5xa1"}, redFewer},
		{"loser to move", "blue: a1 d1 g1; red: d6 d7; hand: 0 0; turn: red", nil, blueFewer},
		{"winner to move", "blue: a1 d1 g1; red: d6 d7; hand: 0 0; turn: blue", nil, blueFewer},
		{"blue short", "blue: a1; red: d6 d7 d5; hand: 0 0; turn: blue", nil, redFewer},
	})
}

func TestWinBlocked(t *testing.T) {
	runOutcomeCases(t, []outcomeCase{
		// Blue's four corners are shut in by Red's four midpoints.
		{"blocked to move", posBlockedB, nil, redBlocks},
		{"blocker to move", strings.Replace(posBlockedB, "turn: blue", "turn: red", 1), nil, notOver},
		{"three pieces fly out", "blue: a1 g1 g7; red: d1 g4 d7 a4; hand: 0 0; turn: blue", nil, notOver},
		{"blocking move", "blue: a1 g1 g7 a7; red: d1 g4 d7 b4; hand: 0 0; turn: red", []string{"b4-a4"}, redBlocks},
		{"red blocked", "blue: d1 g4 d7 a4 c4; red: a1 g1 g7 a7; hand: 0 0; turn: red", nil, blueBlocks},
		{"one piece free", "blue: a1 g1 g7 a7; red: d1 g4 d7 b4; hand: 0 0; turn: blue", nil, notOver},
		{"red's last placement blocks blue", "blue: a1 g1 g7 a7; red: d1 g4 d7; hand: 0 1; turn: red", []string{"a4"}, redBlocks},
	})
	p := mustPos(t, posBlockedB)
	if got, want := p.Outcome().String(), "Red wins (blocked)"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
}

func TestThreefoldRepetition(t *testing.T) {
	p := mustPos(t, posShuffle)
	start := p.Hash()
	cycle := []string{"a1-a4", "c5-c4", "a4-a1", "c4-c5"}
	// Repetitions after each ply: the start recurs after plies 4 and 8.
	wantReps := []int{1, 1, 1, 2, 2, 2, 2, 3}
	if p.Repetitions() != 1 {
		t.Fatalf("Repetitions() = %d at the start", p.Repetitions())
	}
	for i := 0; i < 8; i++ {
		if o := p.Outcome(); o.Over() {
			t.Fatalf("over after %d plies: %v", i, o)
		}
		play(t, p, cycle[i%4])
		if got := p.Repetitions(); got != wantReps[i] {
			t.Errorf("after ply %d: Repetitions() = %d, want %d", i+1, got, wantReps[i])
		}
	}
	if p.Hash() != start {
		t.Fatalf("the cycle did not return to the start")
	}
	o := p.Outcome()
	if o != repetition || !o.Draw() || o.Winner != mill.NoColor {
		t.Fatalf("Outcome() = %+v, want a draw by repetition", o)
	}
	if o.String() != "draw (repetition)" {
		t.Errorf("String() = %q", o.String())
	}
	illegal(t, p, mv(t, "a1-a4"), "the game is over (draw (repetition))")
	p.Undo()
	if p.Repetitions() != 2 || p.Outcome().Over() {
		t.Errorf("after Undo: Repetitions() = %d, Outcome %v", p.Repetitions(), p.Outcome())
	}

	// The same board with the other side to move is another position.
	q := mustPos(t, posFlying)
	startF := q.String()
	play(t, q, "a1-e5", "b4-a4", "e5-c4", "a4-b4", "c4-a1")
	if want := strings.Replace(startF, "turn: blue", "turn: red", 1); q.String() != want {
		t.Fatalf("board after the flights = %q, want %q", q.String(), want)
	}
	if q.Repetitions() != 1 {
		t.Errorf("same board, other side to move: Repetitions() = %d, want 1", q.Repetitions())
	}
	if q.Hash() == mustPos(t, posFlying).Hash() {
		t.Errorf("the hash ignores the side to move")
	}

	// The position counts however it is reached: two different cycles
	// bring back the start for the third time.
	r := mustPos(t, posShuffle)
	play(t, r, "a1-a4", "c5-c4", "a4-a1", "c4-c5")
	if r.Repetitions() != 2 || r.Outcome().Over() {
		t.Fatalf("after one cycle: Repetitions() = %d, Outcome %v; want 2, not over", r.Repetitions(), r.Outcome())
	}
	play(t, r, "d2-d1", "e3-e4", "d1-d2")
	if r.Repetitions() != 1 || r.Outcome().Over() {
		t.Fatalf("inside the second cycle: Repetitions() = %d, Outcome %v; want 1, not over", r.Repetitions(), r.Outcome())
	}
	play(t, r, "e4-e3")
	if r.Repetitions() != 3 || r.Outcome() != repetition {
		t.Fatalf("start seen three times: Repetitions() = %d, Outcome %v", r.Repetitions(), r.Outcome())
	}
}

func TestFiftyMoveRule(t *testing.T) {
	p := mustPos(t, posShuffle)
	rng := newRand(50)
	for ply := 1; ply <= nine.QuietPlies(); ply++ {
		if o := p.Outcome(); o.Over() {
			t.Fatalf("over after %d quiet plies: %v", ply-1, o)
		}
		// A random quiet move that neither repeats a position three times nor blocks.
		var quiet []mill.Move
		for _, m := range p.LegalMoves(nil) {
			if m.Remove != mill.NoPoint {
				continue
			}
			p.Apply(m)
			if p.Repetitions() < 3 && len(p.LegalMoves(nil)) > 0 {
				quiet = append(quiet, m)
			}
			p.Undo()
		}
		if len(quiet) == 0 {
			t.Fatalf("no quiet move after %d plies in %q", ply-1, p)
		}
		if err := p.Play(quiet[rng.IntN(len(quiet))]); err != nil {
			t.Fatal(err)
		}
		if p.QuietPlies() != ply {
			t.Fatalf("QuietPlies() = %d after %d quiet plies", p.QuietPlies(), ply)
		}
	}
	o := p.Outcome()
	if o != fiftyMoves || !o.Draw() {
		t.Fatalf("after %d quiet plies Outcome() = %+v, want the 50-move draw", nine.QuietPlies(), o)
	}
	if o.String() != "draw (quiet-moves)" {
		t.Errorf("String() = %q", o.String())
	}
	ms := p.LegalMoves(nil)
	if len(ms) == 0 {
		t.Fatal("no legal move left to test Play with")
	}
	illegal(t, p, ms[0], "the game is over (draw (quiet-moves))")
	p.Undo()
	if p.QuietPlies() != nine.QuietPlies()-1 || p.Outcome().Over() {
		t.Errorf("after Undo: QuietPlies() = %d, Outcome %v", p.QuietPlies(), p.Outcome())
	}

	// The counter: placing keeps it at 0, moving counts, a mill resets it.
	counts := []struct {
		name  string
		pos   string // "" means the start, with game played by ParseGame
		game  string
		moves []string
		want  []int // QuietPlies after each of moves
	}{
		{"placing then moving", "", gamePlaced, []string{"d2-d3", "e3-e4", "d3-d2"}, []int{1, 2, 3}},
		{"mill resets", posRemoval, "", []string{"b2-d2", "e3-e4", "d2-b2", "e4-e3", "g4-g1xb4", "d5-c5", "g1-g4"}, []int{1, 2, 3, 4, 0, 1, 2}},
		{"mill by red resets", "blue: a1 d1 g4 b2; red: f6 d6 b4 e3; hand: 0 0; turn: blue", "", []string{"b2-d2", "b4-b6xd2", "a1-a4"}, []int{1, 0, 1}},
		{"placing in progress", "blue: a1 d1 g4 b2; red: d5 d6 d7 e3; hand: 0 1; turn: blue", "", []string{"b2-d2", "c4", "d2-b2"}, []int{0, 0, 1}},
	}
	for _, tc := range counts {
		t.Run(tc.name, func(t *testing.T) {
			var p *mill.Position
			if tc.pos == "" {
				p = mustGame(t, tc.game)
			} else {
				p = mustPos(t, tc.pos)
			}
			if p.QuietPlies() != 0 {
				t.Fatalf("QuietPlies() = %d before the moves", p.QuietPlies())
			}
			for i, s := range tc.moves {
				play(t, p, s)
				if got := p.QuietPlies(); got != tc.want[i] {
					t.Errorf("after %s: QuietPlies() = %d, want %d", s, got, tc.want[i])
				}
			}
			for i := len(tc.moves) - 2; i >= 0; i-- {
				p.Undo()
				if got := p.QuietPlies(); got != tc.want[i] {
					t.Errorf("undone to after %s: QuietPlies() = %d, want %d", tc.moves[i], got, tc.want[i])
				}
			}
		})
	}

	// During placing the counter stays at 0 however long it lasts.
	g := mill.NewGame()
	for _, s := range strings.Fields(gamePlaced) {
		play(t, g, s)
		if g.QuietPlies() != 0 {
			t.Fatalf("after placing %s: QuietPlies() = %d", s, g.QuietPlies())
		}
	}
}

func TestOutcomeStrings(t *testing.T) {
	cases := []struct {
		o          mill.Outcome
		want       string
		over, draw bool
	}{
		{blueFewer, "Blue wins (fewer-than-three)", true, false},
		{redFewer, "Red wins (fewer-than-three)", true, false},
		{blueBlocks, "Blue wins (blocked)", true, false},
		{redBlocks, "Red wins (blocked)", true, false},
		{repetition, "draw (repetition)", true, true},
		{fiftyMoves, "draw (quiet-moves)", true, true},
		{notOver, "going on", false, false},
		{mill.Outcome{}, "going on", false, false},
	}
	for _, tc := range cases {
		if got := tc.o.String(); got != tc.want {
			t.Errorf("%+v.String() = %q, want %q", tc.o, got, tc.want)
		}
		if tc.o.Over() != tc.over || tc.o.Draw() != tc.draw {
			t.Errorf("%+v: Over, Draw = %v, %v; want %v, %v", tc.o, tc.o.Over(), tc.o.Draw(), tc.over, tc.draw)
		}
	}
	for c, want := range map[mill.Color]string{mill.Blue: "Blue", mill.Red: "Red", mill.NoColor: "none"} {
		if c.String() != want {
			t.Errorf("Color(%d).String() = %q, want %q", c, c.String(), want)
		}
	}
	if mill.Blue.Other() != mill.Red || mill.Red.Other() != mill.Blue {
		t.Error("Other() does not swap Blue and Red")
	}
	for ph, want := range map[mill.Phase]string{mill.Placing: "placing", mill.Moving: "moving", mill.Flying: "flying"} {
		if ph.String() != want {
			t.Errorf("Phase(%d).String() = %q, want %q", ph, ph.String(), want)
		}
	}
	// Outcomes reached in play read as they should.
	if got := mustPos(t, "blue: a1 d1 g1; red: d6 d7; turn: red").Outcome().String(); got != "Blue wins (fewer-than-three)" {
		t.Errorf("fewer than three: %q", got)
	}
}

func TestIllegalMoveErrors(t *testing.T) {
	over := "blue: a1 d1 g1; red: d6 d7; hand: 0 0; turn: red"
	cases := []struct {
		name, pos, move, why string
	}{
		{"place on an occupied point", "blue: d6; red: b2; hand: 8 8; turn: red", "d6", "d6 is not empty"},
		{"move while placing", "blue: d6; red: b2; hand: 8 8; turn: red", "b2-b4", "Red still has pieces in hand and must place one"},
		{"place while moving", posMoving, "g1", "Blue has no pieces in hand and must move one"},
		{"move from an empty point", posMoving, "f6-f4", "no Blue piece on f6"},
		{"move an opponent's piece", posMoving, "d1-g1", "no Blue piece on d1"},
		{"move onto a piece", posMoving, "d2-d1", "d1 is not empty"},
		{"move too far", posMoving, "d2-d5", "d5 is not next to d2 (only a player with three pieces may fly)"},
		{"fly onto a piece", posFlying, "d2-b4", "b4 is not empty"},
		{"mill without removal", posRemoval, "g4-g1", "it closes a mill, so it must remove an opponent piece"},
		{"removal without mill", posRemoval, "a1-a4xb4", "it closes no mill, so it removes nothing"},
		{"remove own piece", posRemoval, "g4-g1xb2", "no Red piece on b2"},
		{"remove nothing", posRemoval, "g4-g1xf6", "no Red piece on f6"},
		{"remove a protected piece", posRemoval, "g4-g1xd7", "d7 stands in a mill and other pieces do not"},
		{"game over", over, "d6-d5", "the game is over (Blue wins (fewer-than-three))"},
		{"game over by blocking", posBlockedB, "a1-d1", "the game is over (Red wins (blocked))"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			illegal(t, mustPos(t, tc.pos), mv(t, tc.move), tc.why)
		})
	}
	// Moves made up without the parser get a reason too.
	p := mill.NewGame()
	illegal(t, p, mill.Move{}, "must place") // the zero Move is a1-a1xa1
	illegal(t, mustPos(t, posMoving), mill.Step(pt(t, "a1"), pt(t, "a1")), "a1 is not empty")

	e := &mill.IllegalMoveError{Move: mv(t, "a1-a4xb2"), Reason: "because"}
	if got := e.Error(); got != "illegal move a1-a4xb2: because" {
		t.Errorf("Error() = %q", got)
	}
}

// MillWins says true exactly when every mill the side to move can close
// now ends the game in its win whatever piece it takes, checked at every
// ply of random games of every variant.
func TestMillWinsAgreesWithTheOutcome(t *testing.T) {
	seen := [2]int{}
	for _, v := range variants {
		rng := newRand(uint64(len(v.ID())))
		for game := 0; game < 60; game++ {
			p := v.NewGame()
			for ply := 0; ply < 200 && !p.Outcome().Over(); ply++ {
				ms := p.LegalMoves(nil)
				mills, won := 0, 0
				for _, m := range ms {
					if m.Remove == mill.NoPoint {
						continue
					}
					mills++
					p.Apply(m)
					if o := p.Outcome(); o.Winner == p.SideToMove().Other() && o.Reason == mill.FewerThan3 {
						won++
					}
					p.Undo()
				}
				if mills > 0 {
					if want := won == mills; p.MillWins() != want {
						t.Fatalf("%s: %s: MillWins %v, but %d of %d mills win", v.ID(), p, p.MillWins(), won, mills)
					}
					seen[b2i(p.MillWins())]++
				}
				p.Apply(ms[rng.IntN(len(ms))])
			}
		}
	}
	if seen[0] == 0 || seen[1] == 0 {
		t.Fatalf("positions with mills that win / do not: %v; the games never met one kind", seen)
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
