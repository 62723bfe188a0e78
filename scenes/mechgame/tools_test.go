package mechgame

import (
	"strings"
	"testing"

	"stratagem/assets/lang"
	"stratagem/board/hex"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
	"stratagem/units/mech"
)

// S opens the record sheet of the mech to act, then each other mech's in
// turn, and closes it after the last; Esc closes it at once, and then
// opens no menu.
func TestSheetKey(t *testing.T) {
	s, m, d := hotSeatMoving(t)
	press := func(a scenes.Action) {
		scenetest.Tick(t, s, func(in *scenes.Input) { in.MoveMouse(1, 1); in.Press(a) })
	}
	n := len(d.Mechs())
	first := d.Active()
	press(ActSheet)
	if m.sheet != first {
		t.Fatalf("S opened the sheet of mech %d, want the one to act, %d", m.sheet, first)
	}
	seen := map[int]bool{m.sheet: true}
	for range n - 1 {
		press(ActSheet)
		if m.sheet < 0 || seen[m.sheet] {
			t.Fatalf("S showed mech %d after %v", m.sheet, seen)
		}
		seen[m.sheet] = true
	}
	press(ActSheet)
	if m.sheet != -1 {
		t.Fatalf("after every mech's sheet S should close it, sheet %d", m.sheet)
	}
	press(ActSheet)
	depth := s.Stack.Len()
	press(scenes.ActBack)
	if m.sheet != -1 || s.Stack.Len() != depth {
		t.Fatalf("Esc should close the sheet and open nothing: sheet %d, screens %d → %d", m.sheet, depth, s.Stack.Len())
	}
}

// A lights the firing arc of the mech to act, out to its longest weapon,
// and its rear arc; A again turns them off.
func TestArcsKey(t *testing.T) {
	s, m, d := hotSeatMoving(t)
	id := d.Active()
	u := d.Mech(id)
	scenetest.Tick(t, s, func(in *scenes.Input) { in.MoveMouse(1, 1); in.Press(ActArcs) })
	if !m.arcs.on || m.arcs.id != id || len(m.arcs.front) == 0 {
		t.Fatalf("arcs %+v after A, want mech %d's", m.arcs, id)
	}
	for _, h := range m.arcs.front {
		if !mech.InFrontArc(u.Pos, u.Torso(), h) || hex.Distance(u.Pos, h) > m.arcs.reach {
			t.Errorf("%v lit as in the firing arc", h)
		}
	}
	for _, h := range m.arcs.rear {
		if mech.ArcOf(u.Pos, u.Facing, h) != mech.Rear {
			t.Errorf("%v lit as in the rear arc", h)
		}
	}
	scenetest.Tick(t, s, func(in *scenes.Input) { in.Press(ActArcs) })
	if m.arcs.on {
		t.Fatal("A again should turn the arcs off")
	}
}

// A hit's location roll is logged in the colour of the side that fired,
// not of the mech hit.
func TestHitLoggedByAttacker(t *testing.T) {
	s := scenetest.NewSession(Game())
	m, err := hotSeatPlayedBy(s, Config{Seed: 11}, 2, func(m *Screen) bool {
		h, ok := m.duel.NextHit()
		return ok && h.Attacker >= 0
	})
	if err != nil {
		t.Fatal(err)
	}
	d := m.duel
	h, ok := d.NextHit()
	if !ok {
		t.Fatalf("no hit waits for its location: %v", d.Outcome())
	}
	var roll mech.Action
	for _, a := range d.LegalActions(nil) {
		if a.Kind == mech.Resolve && a.Chance == mech.LocationRoll {
			roll = a
		}
	}
	if roll.Kind != mech.Resolve {
		t.Fatal("no location roll is legal")
	}
	attacker, target := int(d.Mech(h.Attacker).Side), int(d.Mech(int(roll.Mech)).Side)
	if attacker == target {
		t.Fatalf("the hit's attacker and target are on one side")
	}
	if got := actingSide(d, roll); got != attacker {
		t.Fatalf("the location roll is logged as side %d's, want the attacker's, %d", got, attacker)
	}
}

// The forecast says nothing of a cool volley, and warns of shutting down
// and of the ammunition with their chances when the volley runs hot.
func TestVolleyForecast(t *testing.T) {
	u := mech.NewMech(mech.Ranger, mech.Blue, hex.Hex{}, 0)
	if words, _ := volleyForecast(u, 1); words != "" {
		t.Errorf("a cool volley forecasts %q", words)
	}
	u.Heat = 14
	words, col := volleyForecast(u, 17)
	after := u.Heat + 17 - u.Sinks()
	need := mech.ShutdownAvoid(after)
	if need <= 0 || need > mech.MaxToHit {
		t.Fatalf("the test's heat %d should risk a shutdown (need %d)", after, need)
	}
	want := lang.T("mech.forecast.shutdown", "Need", num(need), "Chance", percent(1-mech.HitChance(need)))
	if !strings.Contains(words, want) || !strings.Contains(words, num(after)) {
		t.Errorf("forecast %q, want the heat %d and %q", words, after, want)
	}
	if col == nil {
		t.Error("no colour")
	}
}

// Pointing the walk at the suggested hex, or near it, draws the aim's
// label beside the hint's, never over it.
func TestAimLabelBesideHint(t *testing.T) {
	s := scenetest.NewSession(Game())
	if err := scenes.OpenScene(s, "mech-hint"); err != nil {
		t.Fatal(err)
	}
	m := s.Stack.Top().(*Screen)
	a, ok := m.Hint()
	if !ok || a.Kind != mech.Move {
		t.Fatalf("the sample's hint %v is no move", a)
	}
	m.mode = a.Mode
	tried := 0
	for _, mv := range m.duel.Moves(m.actor(), a.Mode, nil) {
		if hex.Distance(mv.To, a.To) > 3 {
			continue
		}
		tried++
		x, y := m.layout.Center(mv.To)
		scenetest.Tick(t, s, func(in *scenes.Input) { in.MoveMouse(x, y) })
		scenetest.DrawnTexts(t, s)
		if len(m.labels) < 2 {
			t.Fatalf("aiming at %v drew %d labels, want the hint's and the aim's", mv.To, len(m.labels))
		}
		for i, p := range m.labels {
			for _, q := range m.labels[:i] {
				if p.X < q.X+q.W && q.X < p.X+p.W && p.Y < q.Y+q.H && q.Y < p.Y+p.H {
					t.Errorf("aiming at %v: labels %+v and %+v overlap", mv.To, q, p)
				}
			}
		}
	}
	if tried == 0 {
		t.Fatal("no move ends at or next to the hint's hex")
	}
}

// A volley holds the game up only while its shots fly: the rolls of its
// hits and the next decision come while its damage still rises and the
// hits' locations still flash, floating over the board.
func TestAttackMarksFloat(t *testing.T) {
	s := scenetest.NewSession(Game())
	m, an, err := firstVolley(s, func(an *attackAnim) bool { return an.flashAt >= 0 })
	if err != nil {
		t.Fatal(err)
	}
	scenes.ShowSample(s, m)
	m.floats = nil
	ticks := 0
	for ; m.Anim() != nil || !m.PersonToAct(); ticks++ {
		if ticks == an.total {
			t.Fatalf("after %d ticks (the volley's whole animation) the game still waits: %v", ticks, m.Anim())
		}
		scenetest.Tick(t, s, nil)
	}
	if ticks > an.handAt+20 {
		t.Errorf("the next decision came %d ticks after the shot, its flight lasting %d", ticks, an.handAt)
	}
	if len(m.floats) == 0 {
		t.Fatal("nothing floats when the next decision comes: the marks held the game up")
	}
	for range an.total {
		scenetest.Tick(t, s, nil)
	}
	if len(m.floats) != 0 {
		t.Errorf("%d marks still float after the volley's whole animation", len(m.floats))
	}
}
