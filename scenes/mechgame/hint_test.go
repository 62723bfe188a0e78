package mechgame

import (
	"context"
	"strings"
	"testing"

	"stratagem/ai"
	"stratagem/ai/mechai"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
	"stratagem/units/mech"
)

// askHint presses H and waits for the hint.
func askHint(t *testing.T, s *scenes.Session, m *Screen) mech.Action {
	t.Helper()
	scenetest.Press(t, s, scenes.ActHint)
	var a mech.Action
	scenetest.Eventually(t, s, "the hint", func() bool {
		var ok bool
		a, ok = m.Hint()
		return ok
	})
	return a
}

// H asks the strongest computer player for the action to play: it arrives,
// is legal, is the one the board draws (a move with its path, in words in
// the panel), and goes once an action is played.
func TestHintInTheMovementPhase(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := newHotSeat(t, s)
	untilPhase(t, s, m, mech.MovementPhase)
	a := askHint(t, s, m)
	if !m.IsLegal(a) {
		t.Fatalf("the hint %s is not legal", m.duel.FormatAction(a))
	}
	// The strongest level (deterministic) chooses the same.
	p, err := mechai.Roster.New(mechai.Roster.Strongest(), 1)
	if err != nil {
		t.Fatal(err)
	}
	if want, _, err := p.Choose(context.Background(), m.duel.Clone(), ai.Limits{}); err != nil || want != a {
		t.Errorf("the hint is %s, the strongest level plays %s (%v)", m.duel.FormatAction(a), m.duel.FormatAction(want), err)
	}
	v := m.hinted()
	if !v.ok || v.action != a || !strings.HasPrefix(v.words, "Suggested: ") {
		t.Fatalf("the board shows %+v for the hint %s", v, m.duel.FormatAction(a))
	}
	if a.Kind == mech.Move && a.Mode != mech.Stand {
		if len(v.path) < 2 || v.path[len(v.path)-1].Hex != a.To {
			t.Errorf("the hinted move to %v is drawn along %v", a.To, v.path)
		}
		if !strings.Contains(v.words, a.To.String()) {
			t.Errorf("the hint's words %q do not name %v", v.words, a.To)
		}
	}
	scenetest.ClickButton(t, s, m.Buttons(), "Stand")
	scenetest.Settle(t, s, m, 1000)
	if _, ok := m.Hint(); ok || m.hinted().ok {
		t.Fatal("the hint should go once an action is played")
	}
}

// The hint for a shot rings its target and marks its weapons, and its words
// name both.
func TestHintForAShot(t *testing.T) {
	s := scenetest.NewSession(Game())
	m, err := hotSeatPlayedBy(s, Config{Seed: 11}, 2, func(m *Screen) bool {
		side, ok := m.duel.ToAct()
		return ok && side == mech.Blue && m.duel.Phase() == mech.WeaponPhase && m.defaultTarget(m.duel.Active()) >= 0
	})
	if err != nil {
		t.Fatal(err)
	}
	s.Stack.Reset(m)
	a := askHint(t, s, m)
	if a.Kind != mech.Fire {
		t.Fatalf("with a target in sight the tactical player should fire, not %s", m.duel.FormatAction(a))
	}
	d := m.duel
	v := m.hinted()
	if !strings.Contains(v.words, nameOf(d, int(a.Target))) || !strings.Contains(v.words, "fire the ") {
		t.Errorf("the hint's words %q should name the shot at %s", v.words, nameOf(d, int(a.Target)))
	}
	for w := range d.Mech(int(a.Mech)).Design.Design().Weapons {
		if got, want := m.hintedWeapon(int(a.Mech), int(a.Target), w), a.Weapons&(1<<uint(w)) != 0; got != want {
			t.Errorf("weapon %d marked %v, fired by the hint %v", w, got, want)
		}
	}
}

// Hints in words, one per kind of action.
func TestHintWords(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := newHotSeat(t, s)
	d := m.duel
	untilPhase(t, s, m, mech.MovementPhase)
	id := d.Active()
	u := d.Mech(id)
	run := closest(d, d.Moves(id, mech.Run, nil))
	other := -1
	for o, v := range d.Mechs() {
		if o != id && v.Side == u.Side {
			other = o
		}
	}
	for _, tc := range []struct {
		a    mech.Action
		want string
	}{
		{run, "run to " + run.To.String() + ", facing " + facingNoun(run.Facing)["nom"] + " (+2 heat)"},
		{mech.Action{Kind: mech.Move, Mech: int8(id), Mode: mech.Stand}, "stand still"},
		{mech.Action{Kind: mech.Move, Mech: int8(other), Mode: mech.Stand}, nameOf(d, other) + ": stand still"},
		{mech.Action{Kind: mech.Twist, Mech: int8(id), Twist: -1}, "twist the torso left, to face " + facingNoun(u.Facing.Turn(-1))["nom"]},
		{mech.Action{Kind: mech.Twist, Mech: int8(id)}, "keep the torso straight"},
		{mech.Action{Kind: mech.EndTurn, Mech: int8(id), Sinks: int8(u.Stats().Sinks)}, "end the turn with all 12 heat sinks on"},
		{mech.Action{Kind: mech.EndTurn, Mech: int8(id), Drop: true}, "end the turn with the heat sinks off, drop the club"},
		{mech.Action{Kind: mech.PickUp, Mech: int8(id)}, "pick up the club"},
	} {
		if got := hintWords(d, tc.a, id, -1); got != tc.want {
			t.Errorf("%s: %q, want %q", d.FormatAction(tc.a), got, tc.want)
		}
	}
	if got := weaponList(u, 0b1111); got != "large laser, 2 medium lasers and short-range missiles" {
		t.Errorf("the Ranger's weapons: %q", got)
	}
}
