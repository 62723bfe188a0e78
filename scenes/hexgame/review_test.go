package hexgame

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"stratagem/scenes"
	"stratagem/scenes/scenetest"
	"stratagem/units"
)

// onScreen is what the screen shows of a position: the actions, the
// battle log and its last entry as drawn, the status, the turn queue, the
// stacks' counts and the card of the unit to act, and the last action
// marked in a review.
type onScreen struct {
	history   []units.Action
	log       []string
	lastWords string
	status    string
	queue     []int
	fighters  []int
	card      string
}

func (o onScreen) String() string {
	return fmt.Sprintf("ply %d, last %q, status %q, queue %v, fighters %v, card %q", len(o.history), o.lastWords, o.status, o.queue, o.fighters, o.card)
}

func (o onScreen) equal(p onScreen) bool {
	return slices.Equal(o.history, p.history) && slices.Equal(o.log, p.log) && o.lastWords == p.lastWords &&
		o.status == p.status && slices.Equal(o.queue, p.queue) && slices.Equal(o.fighters, p.fighters) && o.card == p.card
}

func shownOf(m *Screen) onScreen {
	o := onScreen{history: m.History(), log: m.Log(), status: m.Status().Text, queue: slices.Clone(m.view.queue),
		card: m.info.title + ": " + strings.Join(m.info.lines, " / ")}
	lines := m.visibleLog(scenes.PanelInner-8, 1e9)
	var words []string
	for _, l := range lines {
		if l.entry == lines[len(lines)-1].entry && l.text != "" {
			words = append(words, l.text)
		}
	}
	o.lastWords = strings.Join(words, " ")
	for _, u := range m.Battle().Units() {
		o.fighters = append(o.fighters, u.Fighters)
	}
	return o
}

// truthful checks the status, the queue and the card against the battle.
func truthful(t *testing.T, what string, m *Screen) {
	t.Helper()
	b := m.Battle()
	id := b.Active()
	if want := stackName(b, id)["pl"] + " to act"; m.Status().Text != want {
		t.Fatalf("%s: the status says %q, want %q", what, m.Status().Text, want)
	}
	if want := append([]int{id}, b.Queue()...); !slices.Equal(m.view.queue, want) {
		t.Fatalf("%s: the queue shows %v, want %v", what, m.view.queue, want)
	}
	if want := fmt.Sprintf("%s on %v", stackName(b, id)["pl"], b.Unit(id).Pos); m.info.title != want ||
		!strings.HasPrefix(m.info.lines[0], fmt.Sprintf("%d fighter", b.Unit(id).Fighters)) {
		t.Fatalf("%s: the card shows %q %q, want %q", what, m.info.title, m.info.lines, want)
	}
}

// playByInput plays a, legal for the unit to act, as a person does: W or
// D, or the pointer on the hex (towards the hex to attack from) and a
// click; then the pointer leaves the map, so that the card shows the unit
// to act.
func playByInput(t *testing.T, s *scenes.Session, m *Screen, a units.Action) {
	t.Helper()
	b := m.Battle()
	switch a.Kind {
	case units.Wait:
		scenetest.Press(t, s, ActWait)
	case units.Defend:
		scenetest.Press(t, s, ActDefend)
	default:
		x, y := m.layout.Center(a.To)
		if a.Target >= 0 {
			tx, ty := m.layout.Center(b.Unit(int(a.Target)).Pos)
			x, y = tx+(x-tx)*0.4, ty+(y-ty)*0.4
			if a.Kind == units.Shoot {
				x, y = tx+3, ty-3
			}
		}
		scenetest.Tick(t, s, func(in *scenes.Input) { in.MoveMouse(x, y) })
		if got, ok := m.Aimed(); !ok || got != a {
			t.Fatalf("the pointer at (%.0f, %.0f) should aim at %s, aims at %v", x, y, b.FormatAction(a), got)
		}
		scenetest.Click(t, s, x, y)
	}
	scenetest.Settle(t, s, m, 2000)
	scenetest.Tick(t, s, func(in *scenes.Input) { in.MoveMouse(-50, -50) })
}

// A hot-seat battle played by input; then a review steps back three
// actions and forward two, undo and redo, and a save continued on a fresh
// screen: everything shown follows the position.
func TestReviewUndoRedoAndContinue(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, scenes.Match{Game: "hex"})
	scenetest.Tick(t, s, func(in *scenes.Input) { in.MoveMouse(-50, -50) })
	record := strings.Split(strings.TrimSpace(knightsTurn), "\n")
	record = append(record, "Bknight a6-i7 xRknight", "Rarcher defends", "Barcher shoots Rknight")
	shown := []onScreen{shownOf(m)}
	for _, text := range record {
		a, err := m.Battle().ParseAction(text)
		if err != nil {
			t.Fatal(err)
		}
		playByInput(t, s, m, a)
		truthful(t, "after "+text, m)
		shown = append(shown, shownOf(m))
	}
	n := len(record)
	for p := 1; p <= n; p++ {
		if want := m.log[p-1].words; shown[p].lastWords != want {
			t.Fatalf("after action %d the log ends %q, want %q", p, shown[p].lastWords, want)
		}
	}
	if slices.Equal(shown[n].fighters, shown[n-3].fighters) {
		t.Fatal("the last three actions should cost fighters")
	}
	check := func(what string, ply int) {
		t.Helper()
		if got := shownOf(m); !got.equal(shown[ply]) {
			t.Fatalf("%s: the screen shows\n%v\nwant\n%v", what, got, shown[ply])
		}
		truthful(t, what, m)
	}

	scenetest.Press(t, s, scenes.ActReview)
	if !m.Reviewing() {
		t.Fatal("V should start a review")
	}
	for i := 1; i <= 3; i++ {
		scenetest.Press(t, s, scenes.ActLeft)
		check(fmt.Sprintf("%d steps back", i), n-i)
		savePNG(t, scenetest.DrawScreen(t, s), fmt.Sprintf("review-back-%d", i))
		if want := record[n-i-1]; !m.last.ok || m.last.entry.notation != want {
			t.Fatalf("%d steps back the board should mark %q, marks %q", i, want, m.last.entry.notation)
		}
	}
	for i := 1; i <= 2; i++ {
		scenetest.Press(t, s, scenes.ActRight)
		check(fmt.Sprintf("3 back, %d forward", i), n-3+i)
	}
	scenetest.Press(t, s, scenes.ActBack) // back to the end
	if m.Reviewing() {
		t.Fatal("Esc should end the review")
	}
	check("back at the end", n)

	scenetest.Press(t, s, scenes.ActUndo)
	check("undo", n-1)
	scenetest.Press(t, s, scenes.ActRedo)
	check("redo", n)

	// The save, continued: a fresh screen from the set-up, the moves replayed.
	saved := m.Record()
	s2 := scenetest.NewSession(Game())
	sc, err := Game().Setup.Start(s2, scenes.Match{Game: "hex"})
	if err != nil {
		t.Fatal(err)
	}
	m2 := sc.(*Screen)
	s2.Stack.Reset(m2)
	if err := m2.Restore(s2, saved); err != nil {
		t.Fatal(err)
	}
	scenetest.Tick(t, s2, func(in *scenes.Input) { in.MoveMouse(-50, -50) })
	side, _ := m.ToAct()
	side2, _ := m2.ToAct()
	if side != side2 {
		t.Fatalf("continued, %d to act; saved with %d to act", side2, side)
	}
	if got := shownOf(m2); !got.equal(shown[n]) {
		t.Fatalf("continued, the screen shows\n%v\nwant\n%v", got, shown[n])
	}
	if !slices.Equal(m2.Log(), m.Log()) || m2.renderedLog() != m.renderedLog() {
		t.Fatalf("continued, the log is\n%s\nwant\n%s", m2.renderedLog(), m.renderedLog())
	}
}
