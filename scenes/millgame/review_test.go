package millgame

import (
	"slices"
	"strings"
	"testing"

	"stratagem/board/mill"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
)

// scripted is a hot-seat opening played by clicks: g1 closes a mill and
// the click after it takes b2.
var scripted = []string{"a1", "b2", "d1", "d2", "g1", "b2", "f4", "c3"}

// scriptedGame is the moves those clicks make.
const scriptedGame = "a1 b2 d1 d2 g1xb2 f4 c3"

// moves reads a list of moves.
func moves(t *testing.T, list string) []mill.Move {
	t.Helper()
	var out []mill.Move
	for _, f := range strings.Fields(list) {
		out = append(out, mustMove(t, f))
	}
	return out
}

// screenText is everything the panel and the trays say about the position.
type screenText struct {
	last, title, rules, quiet, blue, red string
}

func textOf(m *Screen) screenText {
	title, rules := m.phaseRules()
	return screenText{m.lastWords, title, rules, m.quietWords(), counterText(m, mill.Blue), counterText(m, mill.Red)}
}

// checkAt checks that the screen shows the game after the first n moves
// of all: the history, the last move's words, the counters, and the moves
// ahead.
func checkAt(t *testing.T, m *Screen, all []mill.Move, n int) {
	t.Helper()
	if got := m.History(); !slices.Equal(got, all[:n]) {
		t.Fatalf("history %v, want the first %d moves %v", got, n, all[:n])
	}
	if ahead := m.Ahead(); !slices.Equal(ahead, all[n:]) {
		t.Errorf("moves ahead %v, want %v", ahead, all[n:])
	}
	want := mill.NewGame()
	for _, mv := range all[:n] {
		want.Apply(mv)
	}
	words, mover := lastMoveWords(want)
	if m.lastWords != words || m.lastMover != mover || words == "" {
		t.Errorf("the panel says %q (%s), want %q (%s)", m.lastWords, m.lastMover, words, mover)
	}
	for _, c := range []mill.Color{mill.Blue, mill.Red} {
		if h, b := m.trayCounts(c); h != want.InHand(c) || b != want.OnBoard(c) {
			t.Errorf("%s's counter: %d in hand, %d on board; the position has %d and %d", c, h, b, want.InHand(c), want.OnBoard(c))
		}
	}
}

// Reviewing steps through the game on the live board: the history, the
// words of the last move, the counters and the moves ahead follow each
// step, and Esc goes back to the end.
func TestReviewFollowsThePosition(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, scenes.Match{})
	for _, p := range scripted {
		clickPoint(t, s, m, p)
	}
	all := moves(t, scriptedGame)
	checkAt(t, m, all, len(all))

	scenetest.Press(t, s, scenes.ActReview)
	if !m.Reviewing() {
		t.Fatal("V should start the review")
	}
	for i := 0; i < 3; i++ {
		scenetest.Press(t, s, scenes.ActLeft)
	}
	checkAt(t, m, all, 4)
	if m.lastWords != "Red placed a piece on d2." {
		t.Errorf("three steps back the panel says %q", m.lastWords)
	}
	for i := 0; i < 2; i++ {
		scenetest.Press(t, s, scenes.ActRight)
	}
	checkAt(t, m, all, 6)
	if m.lastWords != "Red placed a piece on f4." {
		t.Errorf("two steps forward the panel says %q", m.lastWords)
	}
	scenetest.Press(t, s, scenes.ActHome)
	if m.pos.Ply() != 0 || m.lastWords != "" || counterText(m, mill.Blue) != "9 in hand · 0 on board" {
		t.Errorf("at the start: ply %d, %q, %q", m.pos.Ply(), m.lastWords, counterText(m, mill.Blue))
	}
	scenetest.Press(t, s, scenes.ActBack) // back to the end
	if m.Reviewing() {
		t.Fatal("Esc should end the review")
	}
	checkAt(t, m, all, len(all))
}

// Undo and redo in hot-seat: one move each, the panel following.
func TestRedoAfterUndo(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, scenes.Match{})
	for _, p := range scripted {
		clickPoint(t, s, m, p)
	}
	all := moves(t, scriptedGame)
	scenetest.Press(t, s, scenes.ActUndo)
	scenetest.Press(t, s, scenes.ActUndo)
	scenetest.Press(t, s, scenes.ActUndo)
	checkAt(t, m, all, 4)
	scenetest.Press(t, s, scenes.ActRedo)
	checkAt(t, m, all, 5)
	if want := "Blue placed a piece on g1 and closed a mill. Blue removed Red's piece on b2."; m.lastWords != want {
		t.Errorf("after redo the panel says %q, want %q", m.lastWords, want)
	}
	// A new move ends the future that was taken back.
	clickPoint(t, s, m, "a7")
	if len(m.Ahead()) != 0 || len(m.History()) != 6 {
		t.Errorf("after a new move: history %v, ahead %v", m.History(), m.Ahead())
	}
}

// A saved game continues as it was: the moves (Record) played on a fresh
// screen from the set-up's Start show the same game and the same words.
func TestSaveAndContinue(t *testing.T) {
	s := scenetest.NewSession(Game())
	match := OnePlayer(mill.Blue, "easy")
	m := scenetest.Open(t, s, New, match)
	// Into the moving phase, a mill and the 50-move count on the way.
	if err := m.PlayMoves(s, blockedGame[:len(blockedGame)-len(" g4-f4")]); err != nil {
		t.Fatal(err)
	}
	rec := m.Record()
	if len(rec) != m.Ply() || m.Ply() < 20 {
		t.Fatalf("record of %d moves for %d plies", len(rec), m.Ply())
	}

	s2 := scenetest.NewSession(Game())
	sc, err := Game().Setup.Start(s2, match)
	if err != nil {
		t.Fatal(err)
	}
	m2 := sc.(*Screen)
	if err := m2.Restore(s2, rec); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(m2.History(), m.History()) {
		t.Fatalf("continued history %v, want %v", m2.History(), m.History())
	}
	if a, b := m2.pos.SideToMove(), m.pos.SideToMove(); a != b {
		t.Fatalf("continued with %s to move, want %s", a, b)
	}
	if a, b := textOf(m2), textOf(m); a != b {
		t.Fatalf("the continued game says\n%+v\nthe saved one\n%+v", a, b)
	}
	if m2.Anim() != nil || len(m2.Ahead()) != 0 {
		t.Fatal("a continued game starts still, with nothing to redo")
	}
}

// The move list keeps the last move played in sight, with what follows
// after it when there is room.
func TestMoveListKeepsThePositionInSight(t *testing.T) {
	for _, tc := range []struct{ played, total, shown, first, end int }{
		{0, 0, 10, 0, 0},
		{7, 7, 10, 0, 4},     // the whole game
		{60, 60, 10, 20, 30}, // the last lines
		{10, 60, 10, 0, 10},  // move 10 on line 5, two lines after it
		{40, 60, 10, 12, 22}, // move 40 on line 20
		{1, 60, 10, 0, 10},
	} {
		first, end := listWindow(tc.played, tc.total, tc.shown)
		if first != tc.first || end != tc.end {
			t.Errorf("%d of %d moves, %d lines: lines %d to %d, want %d to %d", tc.played, tc.total, tc.shown, first, end, tc.first, tc.end)
		}
		if tc.played > 0 {
			if line := (tc.played - 1) / 2; line < first || line >= end {
				t.Errorf("%d of %d moves: the line of the last move (%d) is not shown", tc.played, tc.total, line)
			}
		}
	}
}

// Against the computer, "play from here" (Enter during a review) goes back
// to the position reviewed with the person to move: the later moves are
// gone, the computer waits for the person, and the person's next move is
// answered from there.
func TestPlayFromHereAgainstTheComputer(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, OnePlayer(mill.Blue, "easy"))
	if err := m.PlayMoves(s, "d6 d2 f4 f2 b4 g1"); err != nil {
		t.Fatal(err)
	}
	all := m.History()
	if len(all) != 6 {
		t.Fatalf("three moves each: %v", all)
	}
	scenetest.Press(t, s, scenes.ActReview)
	for range 4 { // back to Blue's second move, Blue to play
		scenetest.Press(t, s, scenes.ActLeft)
	}
	scenetest.Press(t, s, scenes.ActConfirm) // play from here
	if m.Reviewing() || !slices.Equal(m.History(), all[:2]) || !m.PersonToAct() {
		t.Fatalf("play from here: reviewing %v, history %v, person to act %v", m.Reviewing(), m.History(), m.PersonToAct())
	}
	scenetest.RunUpdates(t, s, 20)
	if m.pos.Ply() != 2 {
		t.Fatalf("the computer moved for the person: %v", m.History())
	}
	clickPoint(t, s, m, "a1")
	scenetest.Eventually(t, s, "the computer's answer", func() bool { return m.pos.Ply() == 4 })
	if h := m.History(); !slices.Equal(h[:2], all[:2]) || h[2] != mustMove(t, "a1") {
		t.Fatalf("the game went on as %v", h)
	}
}

// phaseText is the heading and the text beside the board, as one line.
func phaseText(m *Screen) string {
	title, body := m.phaseRules()
	return title + " | " + body
}

// A review describes the position reviewed, not the live turn (issue 41,
// finding 4: "The computer is thinking. It places…" while looking back):
// at the end, mid-game on the computer's and on the person's turn, at the
// start; and once the review ends, the live game's words come back.
func TestReviewSaysThePositionReviewed(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, OnePlayer(mill.Blue, "easy"))
	if err := m.PlayMoves(s, blockedGame); err != nil {
		t.Fatal(err)
	}
	live := phaseText(m)
	if !strings.Contains(live, "Press R") {
		t.Fatalf("the finished game's panel should say its keys: %q", live)
	}
	scenetest.Press(t, s, scenes.ActReview)
	if got, want := phaseText(m), "Game over | "+endWords(m.pos); got != want {
		t.Errorf("reviewing the end: %q, want %q (no keys: R and V do not act in a review)", got, want)
	}
	for _, step := range []struct {
		ply  int
		want string
	}{
		{17, "Phase 1: placing | Red places next, with 1 piece left in hand."}, // the computer's turn
		{16, "Phase 1: placing | Blue places next, with 1 piece left in hand."},
		{18, "Phase 2: moving | Blue moves next: a piece along a line to an empty neighbouring point."},
		{0, "Phase 1: placing | The start of the game: the board is empty and Blue places first."},
	} {
		for m.pos.Ply() > step.ply {
			scenetest.Press(t, s, scenes.ActLeft)
		}
		for m.pos.Ply() < step.ply {
			scenetest.Press(t, s, scenes.ActRight)
		}
		if got := phaseText(m); got != step.want {
			t.Errorf("reviewing ply %d: %q, want %q", step.ply, got, step.want)
		}
	}
	scenetest.Press(t, s, scenes.ActBack) // back to the end
	if got := phaseText(m); got != live {
		t.Errorf("after the review: %q, want the live %q", got, live)
	}
}

// Reviewing a flying position set up on the board (hot-seat): the side
// with three pieces flies next; the set-up position is no empty board.
// A removal being chosen when the review starts is not the position's:
// the panel and the counters leave it out.
func TestReviewOfFlyingAndOfAPendingRemoval(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, scenes.Match{})
	m.SetUp(s, mustPosition(hintPosition))
	if err := m.PlayMoves(s, "d5-d6"); err != nil {
		t.Fatal(err)
	}
	scenetest.Press(t, s, scenes.ActReview)
	if got, want := phaseText(m), "Phase 3: flying | Red flies next: with three pieces left, any of them may go to any empty point."; got != want {
		t.Errorf("reviewing Red's flight: %q, want %q", got, want)
	}
	scenetest.Press(t, s, scenes.ActLeft)
	if got, want := phaseText(m), "Phase 3: flying | Blue flies next: with three pieces left, any of them may go to any empty point."; got != want {
		t.Errorf("reviewing the set-up position: %q, want %q", got, want)
	}
	scenetest.Press(t, s, scenes.ActBack)

	s = scenetest.NewSession(Game())
	m = scenetest.Open(t, s, New, scenes.Match{})
	if err := m.PlayMoves(s, "a1 b2 d1 d2"); err != nil {
		t.Fatal(err)
	}
	clickPoint(t, s, m, "g1") // closes a1-d1-g1: Blue now picks a piece to take
	if !m.pending || counterText(m, mill.Blue) != "6 in hand · 3 on board" {
		t.Fatalf("g1 should wait for the removal: pending %v, %q", m.pending, counterText(m, mill.Blue))
	}
	scenetest.Press(t, s, scenes.ActReview)
	if got, want := phaseText(m), "Phase 1: placing | Blue places next, with 7 pieces left in hand."; got != want {
		t.Errorf("reviewing while a removal waits: %q, want %q", got, want)
	}
	if got := counterText(m, mill.Blue); got != "7 in hand · 2 on board" {
		t.Errorf("Blue's counter in the review: %q, want the position's 7 in hand, 2 on board", got)
	}
}
