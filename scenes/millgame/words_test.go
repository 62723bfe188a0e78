package millgame

import (
	"strings"
	"testing"

	"stratagem/board/mill"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
)

func mustMove(t *testing.T, s string) mill.Move {
	t.Helper()
	mv, err := mill.ParseMove(s)
	if err != nil {
		t.Fatal(err)
	}
	return mv
}

// Every kind of move is said in words.
func TestMoveWords(t *testing.T) {
	for _, tc := range []struct {
		move  string
		mover mill.Color
		flew  bool
		want  string
	}{
		{"d6", mill.Blue, false, "Blue placed a piece on d6."},
		{"a1-a4", mill.Red, false, "Red moved a1 to a4."},
		{"g7-b2", mill.Blue, true, "Blue flew g7 to b2."},
		{"g1xd2", mill.Blue, false, "Blue placed a piece on g1 and closed a mill. Blue removed Red's piece on d2."},
		{"a1-a4xb2", mill.Red, false, "Red moved a1 to a4 and closed a mill. Red removed Blue's piece on b2."},
		{"g7-b2xd6", mill.Blue, true, "Blue flew g7 to b2 and closed a mill. Blue removed Red's piece on d6."},
	} {
		if got := moveWords(mill.NineMensMorris, mustMove(t, tc.move), tc.mover, tc.flew); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.move, got, tc.want)
		}
	}
}

// The panel's line follows the game: the move just played, a fly told
// from a move along a line by the mover's pieces, nothing at the start.
func TestLastMoveWordsFollowTheGame(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, scenes.Match{})
	if m.lastWords != "" {
		t.Fatalf("before any move the panel says %q", m.lastWords)
	}
	for _, p := range []string{"a1", "b2", "d1", "d2", "g1", "d2"} {
		clickPoint(t, s, m, p)
	}
	want := "Blue placed a piece on g1 and closed a mill. Blue removed Red's piece on d2."
	if m.lastWords != want || m.lastMover != mill.Blue {
		t.Fatalf("after g1xd2 the panel says %q (%s), want %q", m.lastWords, m.lastMover, want)
	}
	scenetest.Press(t, s, scenes.ActUndo)
	if want := "Red placed a piece on d2."; m.lastWords != want || m.lastMover != mill.Red {
		t.Fatalf("after undo the panel says %q (%s), want %q", m.lastWords, m.lastMover, want)
	}

	// Blue has three pieces: it flies; Red has four: it moves.
	setPosition(t, s, m, "blue: a1 g1 d5; red: a7 g7 c4 e4; hand: 0 0; turn: blue")
	if err := m.PlayMoves(s, "d5-b2"); err != nil {
		t.Fatal(err)
	}
	if want := "Blue flew d5 to b2."; m.lastWords != want {
		t.Fatalf("the panel says %q, want %q", m.lastWords, want)
	}
	if err := m.PlayMoves(s, "a7-d7"); err != nil {
		t.Fatal(err)
	}
	if want := "Red moved a7 to d7."; m.lastWords != want {
		t.Fatalf("the panel says %q, want %q", m.lastWords, want)
	}
}

// The rules beside the board speak to the person who plays; on the
// computer's turn they say what the computer does; in hot-seat they name
// the side.
func TestRulesTextSaysWhoActs(t *testing.T) {
	body := func(m *Screen) string { _, b := m.phaseRules(); return b }

	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, OnePlayer(mill.Red, "hard")) // the computer (Blue) opens
	if b := body(m); !strings.HasPrefix(b, "The computer is thinking. It places") || strings.Contains(b, "your hand") {
		t.Errorf("on the computer's turn: %q", b)
	}
	if err := m.PlayMoves(s, "d6"); err != nil {
		t.Fatal(err)
	}
	if b := body(m); !strings.HasPrefix(b, "Place a piece from your hand (9 left)") {
		t.Errorf("on the person's turn against the computer: %q", b)
	}
	setPosition(t, s, m, "blue: a1 g1 d2 b4; red: a7 g7 c4 e4; hand: 0 0; turn: blue")
	if b := body(m); !strings.HasPrefix(b, "The computer is thinking. It moves") || strings.Contains(b, "Click") {
		t.Errorf("on the computer's turn of the moving phase: %q", b)
	}

	s = scenetest.NewSession(Game())
	m = scenetest.Open(t, s, New, scenes.Match{})
	if b := body(m); !strings.HasPrefix(b, "Blue: place a piece from your hand (9 left)") {
		t.Errorf("hot-seat, Blue to place: %q", b)
	}
	for _, p := range []string{"a1", "b2", "d1", "d2"} {
		clickPoint(t, s, m, p)
	}
	if b := body(m); !strings.HasPrefix(b, "Blue: place a piece from your hand (7 left)") {
		t.Errorf("hot-seat, Blue to place again: %q", b)
	}
	clickPoint(t, s, m, "g1")
	if title, b := m.phaseRules(); title != "Remove a piece" || !strings.HasPrefix(b, "Blue: you closed a mill! Click one of Red's pieces") {
		t.Errorf("hot-seat, Blue's removal: %q, %q", title, b)
	}
	clickPoint(t, s, m, "d2")
	if b := body(m); !strings.HasPrefix(b, "Red: place a piece from your hand (7 left)") {
		t.Errorf("hot-seat, Red to place: %q", b)
	}
}

// The 50-move rule counts each side's moves: the panel says how many each
// side made without a mill, and when the draw comes.
func TestQuietMovesCountEachSide(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, scenes.Match{})
	setPosition(t, s, m, "blue: a1 g1 b4 f4; red: a7 g7 c4 e4; hand: 0 0; turn: blue")
	if got := m.quietWords(); got != "" {
		t.Fatalf("nothing counts yet, but the panel says %q", got)
	}
	if err := m.PlayMoves(s, "a1-a4 a7-d7 a4-a1"); err != nil {
		t.Fatal(err)
	}
	want := "Moves without a mill: Blue 2, Red 1. A draw when both reach 50."
	if got := m.quietWords(); got != want {
		t.Fatalf("after three quiet moves the panel says %q, want %q", got, want)
	}
	if err := m.PlayMoves(s, "d7-a7"); err != nil {
		t.Fatal(err)
	}
	if got := m.quietWords(); !strings.HasPrefix(got, "Moves without a mill: Blue 2, Red 2.") {
		t.Fatalf("after four quiet moves the panel says %q", got)
	}
}

// The victory panel counts the moves of both sides and of each.
func TestMovesPlayedCountsEachSide(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, scenes.Match{})
	if err := m.PlayMoves(s, "a1 b2 d1"); err != nil {
		t.Fatal(err)
	}
	if got, want := m.VictoryStats(s)[0], "3 moves: Blue 2, Red 1."; got != want {
		t.Fatalf("%q, want %q", got, want)
	}
}
