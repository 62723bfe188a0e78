package mechgame

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"stratagem/board/hex"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
	"stratagem/units/mech"
)

// shown is everything on screen that tells the position: the log's words,
// the banner, the status, the turn and phase, and each mech's card.
func shown(m *Screen) string {
	var b strings.Builder
	d := m.duel
	fmt.Fprintf(&b, "status %q\nbanner %q\nturn %d %v\n", m.Status().Text, m.bannerWords(), d.Turn(), d.Phase())
	for i, u := range d.Mechs() {
		fmt.Fprintf(&b, "card %s: %v %v armour %v structure %v heat %d %q\n", nameOf(d, i), u.Pos, u.Facing, u.Armour, u.Structure, u.Heat, cardFlags(u))
	}
	b.WriteString(logText(m))
	return b.String()
}

// restored opens a fresh screen of the same match from the game's set-up
// and restores record on it, as Continue does.
func restored(t *testing.T, record []string) *Screen {
	t.Helper()
	g := Game()
	s := scenetest.NewSession(g)
	sc, err := g.Setup.Start(s, g.Setup.Defaults([2]string{"", ""}))
	if err != nil {
		t.Fatal(err)
	}
	m := sc.(*Screen)
	if err := m.Restore(s, record); err != nil {
		t.Fatal(err)
	}
	return m
}

// playTurnByInput plays a turn by the keys and buttons a person uses: the
// first mech to move runs as close to an enemy as it can, the others
// stand; keep the torso, fire (Enter) or pass, end the turn.
func playTurnByInput(t *testing.T, s *scenes.Session, m *Screen) {
	t.Helper()
	d := m.duel
	turn := d.Turn()
	ran := false
	for i := 0; d.Turn() == turn && !d.Outcome().Over(); i++ {
		if i > 60 {
			t.Fatalf("turn %d never ended (phase %v)", turn, d.Phase())
		}
		switch d.Phase() {
		case mech.InitiativePhase:
			scenetest.Tick(t, s, nil) // the dice roll by themselves
		case mech.MovementPhase:
			if id := m.actor(); !ran && id >= 0 {
				scenetest.ClickButton(t, s, m.Buttons(), "Run")
				a := closest(d, d.Moves(id, mech.Run, nil))
				x, y := m.layout.Center(a.To)
				scenetest.Tick(t, s, func(in *scenes.Input) { in.MoveMouse(x, y) })
				scenetest.Click(t, s, x, y)
				ran = true
			} else {
				scenetest.ClickButton(t, s, m.Buttons(), "Stand")
			}
		case mech.WeaponPhase:
			scenetest.Tick(t, s, nil) // the screen aims at the best target
			if m.target >= 0 && m.weapons != 0 {
				scenetest.Press(t, s, scenes.ActConfirm)
			} else {
				scenetest.ClickButton(t, s, m.Buttons(), "Pass")
			}
		case mech.PhysicalPhase:
			scenetest.ClickButton(t, s, m.Buttons(), "Pass")
		default: // the twist (Enter keeps it) and the end of the turn
			scenetest.Press(t, s, scenes.ActConfirm)
		}
		scenetest.Settle(t, s, m, 1000)
	}
}

// closest is the move that ends nearest an enemy.
func closest(d *mech.Duel, moves []mech.Action) mech.Action {
	best, bd := moves[0], 1<<30
	for _, a := range moves {
		for _, e := range d.Mechs() {
			if e.Alive() && e.Side != d.Mech(int(a.Mech)).Side && d.MechAt(a.To) < 0 {
				if dist := hex.Distance(a.To, e.Pos); dist < bd {
					best, bd = a, dist
				}
			}
		}
	}
	return best
}

// A duel played by input until shots have been fired, on a map where the
// mechs meet soon.
func duelWithShots(t *testing.T) (*scenes.Session, *Screen) {
	t.Helper()
	s := scenetest.NewSession(Game())
	m := newHotSeat(t, s)
	for i := 0; i < 12 && !strings.Contains(logText(m), " fires at "); i++ {
		playTurnByInput(t, s, m)
	}
	if !strings.Contains(logText(m), " fires at ") {
		t.Fatalf("no shot in twelve turns:\n%s", logText(m))
	}
	return s, m
}

// Stepping back and forward through the duel shows each position as it
// was: the log, the banner, the cards and the status are those of a duel
// played up to there (restored from the record's first moves), not of a
// later action.
func TestReviewShowsEachPosition(t *testing.T) {
	s, m := duelWithShots(t)
	full, record, end := m.History(), m.Record(), shown(m)
	n := len(full)
	scenetest.Press(t, s, scenes.ActReview)
	if !m.Reviewing() {
		t.Fatal("V starts the review")
	}
	check := func(ply int) {
		t.Helper()
		if !slices.Equal(m.History(), full[:ply]) {
			t.Fatalf("at ply %d the history is %d actions", ply, len(m.History()))
		}
		want := shown(restored(t, record[:ply]))
		if got := shown(m); got != want {
			t.Fatalf("after %d of %d actions the screen shows\n%s\nwant\n%s", ply, n, got, want)
		}
		if last := m.log[len(m.log)-1]; last.notation != record[ply-1] {
			t.Errorf("the log's last entry is %q, want the last action %q", last.notation, record[ply-1])
		}
	}
	// Step back at least three actions, and past the last words of the
	// banner (so a banner that kept a later action's words shows).
	ply := n - 3
	for ply > 1 && shownBanner(shown(restored(t, record[:ply]))) == shownBanner(end) {
		ply--
	}
	for range n - ply {
		scenetest.Press(t, s, scenes.ActLeft)
	}
	check(ply)
	scenetest.Press(t, s, scenes.ActRight)
	scenetest.Press(t, s, scenes.ActRight)
	check(ply + 2)
	scenetest.Press(t, s, scenes.ActBack) // Esc: back to the end
	if m.Reviewing() || !slices.Equal(m.History(), full) || shown(m) != end {
		t.Fatalf("Esc should end the review at the end: %d actions\n%s", len(m.History()), shown(m))
	}
}

// shownBanner is the banner's line of a shown text.
func shownBanner(shown string) string {
	for _, l := range strings.Split(shown, "\n") {
		if b, ok := strings.CutPrefix(l, "banner "); ok {
			var s string
			fmt.Sscanf(b, "%q", &s)
			return s
		}
	}
	return ""
}

// Undo takes back the person's move, Redo plays it again: the same move,
// the same log.
func TestUndoThenRedo(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := newHotSeat(t, s)
	untilPhase(t, s, m, mech.MovementPhase)
	d := m.duel
	id := d.Active()
	scenetest.ClickButton(t, s, m.Buttons(), "Run")
	moves := d.Moves(id, mech.Run, nil)
	x, y := m.layout.Center(moves[len(moves)-1].To)
	scenetest.Tick(t, s, func(in *scenes.Input) { in.MoveMouse(x, y) })
	scenetest.Click(t, s, x, y)
	scenetest.Settle(t, s, m, 1000)
	after, history := shown(m), m.History()
	scenetest.Press(t, s, scenes.ActUndo)
	if d.Ply() != len(history)-1 || strings.Contains(logText(m), " runs to ") {
		t.Fatalf("undo should take the run back: ply %d, log\n%s", d.Ply(), logText(m))
	}
	scenetest.Press(t, s, scenes.ActRedo)
	if !slices.Equal(m.History(), history) || shown(m) != after {
		t.Fatalf("redo should play the run again:\n%s\nwant\n%s", shown(m), after)
	}
}

// A duel in progress saved (its record) and continued on a fresh screen
// from the set-up shows the same position: history, side to act, log,
// banner, cards and status.
func TestSaveAndContinue(t *testing.T) {
	_, m := duelWithShots(t)
	c := restored(t, m.Record())
	if !slices.Equal(c.History(), m.History()) {
		t.Fatalf("continued with %d actions, want %d", len(c.History()), len(m.History()))
	}
	side, ok := c.ToAct()
	if wantSide, wantOK := m.ToAct(); side != wantSide || ok != wantOK {
		t.Fatalf("continued with side %d (%v) to act, want %d (%v)", side, ok, wantSide, wantOK)
	}
	if got, want := shown(c), shown(m); got != want {
		t.Fatalf("continued screen shows\n%s\nwant\n%s", got, want)
	}
}
