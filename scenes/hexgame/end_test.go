package hexgame

import (
	"strings"
	"testing"

	"stratagem/assets/lang"
	"stratagem/board/hex"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
	"stratagem/units"
)

// Once the victory panel is closed the board marks the last blow: who
// struck, whom, what it killed, in words; and says how the battle ended.
func TestTheLastBlowIsMarked(t *testing.T) {
	s, m := openSample(t, sampleEnd)
	b := m.Battle()
	if !b.Outcome().Over() || b.Outcome().Draw {
		t.Fatalf("the sample should end with a winner: %v", b.Outcome())
	}
	v := &m.last
	last := m.log[len(m.log)-1]
	if !v.ok || !v.end || v.entry.notation != last.notation || !last.action.Attacks() {
		t.Fatalf("the last blow %q should be marked: ok %v, end %v, marks %q", last.notation, v.ok, v.end, v.entry.notation)
	}
	if v.struck.Alive() && v.actor.Alive() {
		t.Fatalf("the last blow should have destroyed a stack: %+v, %+v", v.actor, v.struck)
	}
	if v.at != b.Unit(last.actor).Pos || v.target != b.Unit(int(last.action.Target)).Pos {
		t.Fatalf("the marks should ring the attacker on %v and the target on %v: %v, %v", b.Unit(last.actor).Pos, b.Unit(int(last.action.Target)).Pos, v.at, v.target)
	}
	if v.tip.lines[0] != lang.T("hex.last.title") || len(v.tip.lines) != 2 || v.tip.lines[1] != last.words || !strings.Contains(last.words, "none left") {
		t.Fatalf("the last blow's box should tell it: %q (log: %q)", v.tip.lines, last.words)
	}
	loser := scenes.SideName(int(b.Outcome().Winner.Other()))
	want := scenes.SideName(int(b.Outcome().Winner)) + " wins: " + loser + " has no stacks left"
	if m.view.ending != want {
		t.Fatalf("above the map: %q, want %q", m.view.ending, want)
	}
	if m.info.title != lang.T("hex.card.end.title") || !strings.HasPrefix(m.info.text, want+". ") || !strings.Contains(m.info.text, last.words) {
		t.Fatalf("the panel should say how it ended: %q %q", m.info.title, m.info.text)
	}
	if got := m.EndWords(m.Outcome()); got != loser+" has no stacks left" {
		t.Fatalf("the victory panel's reason is %q", got)
	}
	// A step back in a review: the battle goes on, nothing is marked as
	// the last blow, and the action stepped to is marked without a box.
	scenetest.Press(t, s, scenes.ActReview)
	scenetest.Press(t, s, scenes.ActLeft)
	if !m.Reviewing() || m.last.end || m.last.tip.shown() || m.view.ending != "" || !m.last.ok {
		t.Fatalf("one step back: reviewing %v, end %v, box %q, ending %q", m.Reviewing(), m.last.end, m.last.tip.lines, m.view.ending)
	}
	if want := m.log[len(m.log)-1].notation; m.last.entry.notation != want {
		t.Fatalf("the review marks %q, want the action stepped to, %q", m.last.entry.notation, want)
	}
}

// endWords says how a battle ended in plain words.
func TestEndWords(t *testing.T) {
	m, err := hex.ParseMap([]byte("size: 9x1\nterrain:\n. . . . ^ . . . .\n"))
	if err != nil {
		t.Fatal(err)
	}
	// Two pikemen walled off by a rock: nobody can lose a fighter.
	b, err := units.NewBattleFrom(m, []units.Unit{
		{Kind: units.Pikeman, Side: units.Blue, Pos: hex.Offset{Col: 0}.Hex(), Fighters: 5},
		{Kind: units.Pikeman, Side: units.Red, Pos: hex.Offset{Col: 8}.Hex(), Fighters: 5},
	})
	if err != nil {
		t.Fatal(err)
	}
	if got := endWords(b); got != "" {
		t.Fatalf("a battle under way: %q", got)
	}
	for !b.Outcome().Over() {
		b.Apply(units.Action{Kind: units.Defend, To: b.Unit(b.Active()).Pos, Target: units.NoTarget})
	}
	if got, want := endWords(b), "10 rounds in a row passed without a fighter lost"; got != want {
		t.Fatalf("%q, want %q", got, want)
	}
	if got, want := resultWords(b), "Draw: 10 rounds in a row passed without a fighter lost"; got != want {
		t.Fatalf("%q, want %q", got, want)
	}
}
