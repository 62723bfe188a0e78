package mechgame

import (
	"fmt"
	"strings"
	"testing"

	"stratagem/scenes"
	"stratagem/scenes/scenetest"
	"stratagem/units/mech"
)

// openSample opens the sample called name in a session of its own.
func openSample(t *testing.T, name string) *scenes.Session {
	t.Helper()
	g := Game()
	s := scenetest.NewSession(g)
	for _, sm := range g.Samples {
		if sm.Name == name {
			if err := sm.Open(s); err != nil {
				t.Fatal(err)
			}
			return s
		}
	}
	t.Fatalf("no sample %q", name)
	return nil
}

// A finished duel, its victory panel closed: the board shows the attack
// that decided it (the attacker, its victim destroyed by it), the banner
// says it in words; stepping back in a review, the end's marks go.
func TestTheEndShowsTheDecidingAttack(t *testing.T) {
	s := openSample(t, "mech-end")
	m, ok := s.Stack.Top().(*Screen)
	if !ok {
		t.Fatalf("the victory panel should be closed: top %T", s.Stack.Top())
	}
	d := m.duel
	out := d.Outcome()
	dec := m.decision()
	if !out.Over() || !dec.ok || !dec.attack {
		t.Fatalf("outcome %v, decision %+v", out, dec)
	}
	if v := d.Mech(dec.victim); v.Alive() || v.Side == out.Winner {
		t.Errorf("the victim %s should be the loser's last mech, destroyed", nameOf(d, dec.victim))
	}
	if d.Mech(dec.attacker).Side != out.Winner {
		t.Errorf("the attacker %s should be the winner's", nameOf(d, dec.attacker))
	}
	// The deciding attack is the last one on the victim.
	var last logEntry
	for _, e := range m.log {
		if (e.action.Kind == mech.Fire || e.action.Kind == mech.Strike) && int(e.action.Target) == dec.victim && e.dealt > 0 {
			last = e
		}
	}
	if int(last.action.Mech) != dec.attacker || dec.from != last.from || dec.to != last.to {
		t.Errorf("the decision %+v is not the last attack on the victim, %s", dec, last.text)
	}
	words := strings.Join(m.bannerWords(), "; ")
	for _, want := range []string{"The deciding attack: ", nameOf(d, dec.attacker) + "'s ", "hit " + nameOf(d, dec.victim), nameOf(d, dec.victim) + " destroyed"} {
		if !strings.Contains(words, want) {
			t.Errorf("the banner says %q, want %q in it", words, want)
		}
	}
	scenetest.Press(t, s, scenes.ActReview)
	scenetest.Press(t, s, scenes.ActLeft)
	if m.decision().ok || strings.Join(m.bannerWords(), "; ") == words {
		t.Errorf("one action back the end is still shown: %q", m.bannerWords())
	}
	scenetest.Press(t, s, scenes.ActBack)
	if !m.decision().ok || strings.Join(m.bannerWords(), "; ") != words {
		t.Errorf("back at the end the deciding attack should show again: %q", m.bannerWords())
	}
}

// At the turn limit the banner gives each side's points.
func TestTheEndAtTheTurnLimit(t *testing.T) {
	s := scenetest.NewSession(Game())
	m, err := playedBy(s, Config{Seed: 3}, passive, func(*Screen) bool { return false })
	if err != nil {
		t.Fatal(err)
	}
	d := m.duel
	if out := d.Outcome(); !out.Over() || d.Turn() != mech.MaxTurns {
		t.Fatalf("the passive duel ended %v at turn %d", out, d.Turn())
	}
	dec := m.decision()
	want := fmt.Sprintf("After %d turns Blue has %d points and Red %d", mech.MaxTurns, d.Points(mech.Blue), d.Points(mech.Red))
	if !dec.ok || dec.attack || !strings.HasPrefix(strings.Join(m.bannerWords(), "; "), want) {
		t.Fatalf("decision %+v, banner %q, want %q", dec, m.bannerWords(), want)
	}
}

// passive stands, keeps its torso straight, never attacks and ends each
// turn with every heat sink on.
func passive(d *mech.Duel) (mech.Action, error) {
	legal := d.LegalActions(nil)
	for _, a := range legal {
		switch {
		case a.Kind == mech.Initiative, a.Kind == mech.Pass,
			a.Kind == mech.Move && a.Mode == mech.Stand,
			a.Kind == mech.Twist && a.Twist == 0,
			a.Kind == mech.EndTurn && int(a.Sinks) == d.Mech(int(a.Mech)).Design.Design().Sinks && !a.Drop && a.Weapons == 0:
			return a, nil
		}
	}
	return mech.Action{}, fmt.Errorf("no passive action among %d", len(legal))
}
