package mechgame

import (
	"math/bits"
	"strings"
	"testing"

	"stratagem/board/hex"
	"stratagem/board/hex/hextest"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
	"stratagem/units/mech"
)

// newWith returns New with cfg, for scenetest.Open.
func newWith(cfg Config) func(*scenes.Session, scenes.Match) (*Screen, error) {
	return func(s *scenes.Session, m scenes.Match) (*Screen, error) { return New(s, m, cfg) }
}

// newHotSeat opens a duel of two people, the dice seeded with 5.
func newHotSeat(t *testing.T, s *scenes.Session) *Screen {
	t.Helper()
	return scenetest.Open(t, s, newWith(Config{Seed: 5}), scenes.Match{})
}

// untilPhase ticks until the duel reaches phase (the initiative rolls by itself).
func untilPhase(t *testing.T, s *scenes.Session, m *Screen, p mech.Phase) {
	t.Helper()
	scenetest.TicksUntil(t, s, 100, p.String(), func() bool { return m.duel.Phase() == p })
	scenetest.Settle(t, s, m, 1000)
}

// hotSeatMoving opens a hot-seat duel and ticks it to its first movement
// phase.
func hotSeatMoving(t *testing.T) (*scenes.Session, *Screen, *mech.Duel) {
	t.Helper()
	s := scenetest.NewSession(Game())
	m := newHotSeat(t, s)
	untilPhase(t, s, m, mech.MovementPhase)
	return s, m, m.Duel()
}

// Run chooses the mode, a click on a reachable hex runs the active mech
// there along the A* path, with the MP and heat of the move; undo takes it back.
func TestMoveByClicks(t *testing.T) {
	s, m, d := hotSeatMoving(t)
	if d.Ply() != 1 || d.History()[0].Kind != mech.Initiative {
		t.Fatalf("the initiative should be rolled first: %v", d.History())
	}
	id := d.Active()
	scenetest.ClickButton(t, s, m.Buttons(), "Run")
	if m.mode != mech.Run {
		t.Fatalf("mode %v after pressing Run", m.mode)
	}
	moves := d.Moves(id, mech.Run, nil)
	far := moves[len(moves)-1]
	x, y := m.layout.Center(far.To)
	scenetest.Tick(t, s, func(in *scenes.Input) { in.MoveMouse(x, y) })
	if !m.aim.ok || m.aim.action.To != far.To || m.aim.action.Mode != mech.Run || len(m.aim.path) < 2 {
		t.Fatalf("aimed %+v, want a run to %v with its path", m.aim, far.To)
	}
	a := m.aim.action
	heat := d.Mech(id).Heat
	scenetest.Click(t, s, x, y)
	scenetest.Settle(t, s, m, 1000)
	u := d.Mech(id)
	if u.Pos != far.To || u.Mode != mech.Run || u.Heat != heat+int(a.Heat) {
		t.Fatalf("after the click: %v %v heat %d, want %v run heat %d", u.Pos, u.Mode, u.Heat, far.To, heat+int(a.Heat))
	}
	if !m.CanUndo() {
		t.Fatal("the person's move should be undoable in its phase")
	}
	scenetest.Press(t, s, scenes.ActUndo)
	if d.Mech(id).Pos == far.To || d.Ply() != 1 {
		t.Fatalf("undo should take the move back: ply %d", d.Ply())
	}
}

// A turn with the keyboard and buttons: Stand for every mech, twist right,
// then fire (Enter) or pass, and End turn.
func TestPhasesByKeysAndButtons(t *testing.T) {
	s, m, d := hotSeatMoving(t)
	for i := 0; d.Phase() == mech.MovementPhase; i++ {
		if i > 10 {
			t.Fatal("standing never ended the movement phase")
		}
		scenetest.ClickButton(t, s, m.Buttons(), "Stand")
		scenetest.Settle(t, s, m, 1000)
	}
	if d.Phase() != mech.ReactionPhase {
		t.Fatalf("after movement: %v", d.Phase())
	}
	id := d.Active()
	scenetest.Press(t, s, scenes.ActRight)
	if d.Mech(id).Twist != 1 {
		t.Fatalf("Right should twist %s right: twist %d", d.MechName(id), d.Mech(id).Twist)
	}
	scenetest.TicksUntil(t, s, 10, "the reaction phase's end", func() bool {
		scenetest.Press(t, s, scenes.ActConfirm)
		return d.Phase() != mech.ReactionPhase
	})
	// Weapons: nobody is in range at the start, so the phase is passed; the
	// end of turn takes Enter for each mech.
	for i := 0; d.Turn() == 1; i++ {
		if i > 40 {
			t.Fatalf("turn 1 never ended (phase %v)", d.Phase())
		}
		switch d.Phase() {
		case mech.WeaponPhase, mech.PhysicalPhase:
			if m.target >= 0 && m.weapons != 0 {
				scenetest.Press(t, s, scenes.ActConfirm)
			} else {
				scenetest.ClickButton(t, s, m.Buttons(), "Pass")
			}
		default:
			scenetest.Press(t, s, scenes.ActConfirm)
		}
		scenetest.Settle(t, s, m, 1000)
	}
	if d.Turn() != 2 {
		t.Fatalf("turn %d", d.Turn())
	}
}

// logText is the log's words, one line per action or consequence.
func logText(m *Screen) string {
	var b strings.Builder
	for _, e := range m.log {
		b.WriteString(e.text + "\n")
		for _, n := range e.notes {
			b.WriteString(n + "\n")
		}
	}
	return b.String()
}

// A whole hot-seat duel (closing in on the enemy, Enter firing at the
// default target): the banner says what the shots did, the log the losses,
// and the duel ends on the victory panel.
func TestDuelReachesTheVictoryPanel(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := newHotSeat(t, s)
	d := m.Duel()
	fired := false
	for i := 0; i < 20000 && s.Stack.Len() == 1; i++ {
		if m.Anim() == nil && !d.Outcome().Over() {
			if _, ok := d.ToAct(); ok {
				m.Play(s, closeIn(d))
			}
		}
		if strings.Contains(bannerSaid(m), " fires at ") && (strings.Contains(bannerSaid(m), " hit") || strings.Contains(bannerSaid(m), " miss")) {
			fired = true
		}
		scenetest.Press(t, s, scenes.ActConfirm) // fires for a person; skips animations
	}
	if _, ok := s.Stack.Top().(*scenes.Victory); !ok {
		t.Fatalf("the duel should end with the victory panel; top %T, outcome %v", s.Stack.Top(), d.Outcome())
	}
	if !fired {
		t.Errorf("no shot's dice were shown in the whole duel; log:\n%s", logText(m))
	}
	all := logText(m)
	if !strings.Contains(all, " loses ") || !strings.Contains(all, " is destroyed") {
		t.Errorf("the log shows no losses or no destroyed mech (%v):\n%s", d.Outcome(), all)
	}
	if err := d.Validate(); err != nil {
		t.Fatal(err)
	}
}

// closeIn is a legal action that fires every weapon it can when it can and
// otherwise walks or runs closest to an enemy.
func closeIn(d *mech.Duel) mech.Action {
	legal := d.LegalActions(nil)
	a, best := legal[0], 1<<30
	fire, most := mech.Action{}, 0
	for _, b := range legal {
		if n := bits.OnesCount8(b.Weapons); b.Kind == mech.Fire && n > most {
			fire, most = b, n
		}
	}
	if most > 0 {
		return fire
	}
	for _, b := range legal {
		switch b.Kind {
		case mech.Move:
			if b.Mode != mech.Walk && b.Mode != mech.Run {
				continue
			}
			for _, e := range d.Mechs() {
				if e.Alive() && e.Side != d.Mech(int(b.Mech)).Side {
					if dist := hex.Distance(b.To, e.Pos); dist < best {
						a, best = b, dist
					}
				}
			}
		}
	}
	return a
}

// With the seed AI on Red, the person stands with Blue's mechs and the
// computer's moves arrive through the frame's runner and are played; the
// person cannot undo them.
func TestAgainstTheComputer(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, newWith(Config{Seed: 9}), scenes.Match{AI: [2]string{"", "seed"}})
	d := m.Duel()
	scenetest.Eventually(t, s, "the reaction phase", func() bool {
		if side, ok := d.ToAct(); ok && side == mech.Blue && m.Anim() == nil && d.Phase() == mech.MovementPhase {
			scenetest.ClickButton(t, s, m.Buttons(), "Stand")
		}
		return d.Phase() == mech.ReactionPhase
	})
	redMoved := 0
	for _, a := range d.History() {
		if a.Kind == mech.Move && d.Mech(int(a.Mech)).Side == mech.Red {
			redMoved++
		}
	}
	if redMoved != 2 {
		t.Fatalf("Red moved %d mechs, history %v", redMoved, d.History())
	}
	if m.CanUndo() {
		t.Error("the computer's move should not be undoable by the person")
	}
}

// The set-up's options reach the duel: the map and each side's mechs.
func TestSetupOptions(t *testing.T) {
	g := Game()
	s := scenetest.NewSession(g)
	m := g.Setup.Defaults([2]string{"", ""})
	m.Options["map"] = hex.MechMapNames()[1]
	m.Options["red"] = forceID(Forces[4])
	sc, err := g.Setup.Start(s, m)
	if err != nil {
		t.Fatal(err)
	}
	d := sc.(*Screen).Duel()
	if d.Map().Name == "" || sc.(*Screen).mapName != hex.MechMapNames()[1] {
		t.Fatalf("map %q", sc.(*Screen).mapName)
	}
	var red []mech.DesignID
	for _, u := range d.Mechs() {
		if u.Side == mech.Red {
			red = append(red, u.Design)
		}
	}
	if len(red) != 1 || red[0] != mech.Juggernaut {
		t.Fatalf("Red's mechs %v, want the lone Juggernaut", red)
	}
}

// Every sample screen opens, and a screen waiting for the person sleeps,
// once the animations of the attack samples (and of the rolls the rules
// wait for after them) have been skipped, as Enter skips them, and the
// marks floating after them have faded by themselves.
func TestSamplesAndIdle(t *testing.T) {
	scenetest.EachSample(t, Game(), func(s *scenes.Session, sm scenes.Sample) {
		if m, ok := s.Stack.Top().(*Screen); ok {
			for i := 0; m.Anim() != nil || len(m.floats) > 0; i++ {
				if i == 2000 {
					t.Fatalf("%s: still animating after 2000 ticks", sm.Name)
				}
				if m.Anim() != nil {
					m.Anim().Skip()
				}
				scenetest.Tick(t, s, nil)
			}
		}
		scenetest.Tick(t, s, nil)
		scenetest.Tick(t, s, nil)
		if s.Busy() {
			t.Errorf("%s: the person's turn should not ask for ticks", sm.Name)
		}
	})
}

// runOnly returns a free hex that mech id reaches running but neither
// walking nor jumping.
func runOnly(t *testing.T, d *mech.Duel, id int) hex.Hex {
	t.Helper()
	walk := map[hex.Hex]bool{}
	for _, a := range append(d.Moves(id, mech.Walk, nil), d.Moves(id, mech.Jump, nil)...) {
		walk[a.To] = true
	}
	for _, a := range d.Moves(id, mech.Run, nil) {
		if !walk[a.To] && d.MechAt(a.To) < 0 {
			return a.To
		}
	}
	t.Fatalf("%s reaches no hex running that it cannot walk or jump to", d.MechName(id))
	return hex.Hex{}
}

// The screen never plays another mode than the one chosen: with Walk
// chosen, a hex only running reaches is no target (the cursor and a click
// say why, nothing is played); with Run chosen, the click runs there.
func TestChosenModeOnly(t *testing.T) {
	s, m, d := hotSeatMoving(t)
	id := d.Active()
	to := runOnly(t, d, id)
	x, y := m.layout.Center(to)
	scenetest.ClickButton(t, s, m.Buttons(), "Walk")
	scenetest.Tick(t, s, func(in *scenes.Input) { in.MoveMouse(x, y) })
	const why = "only reachable by running — press Run"
	if m.aim.ok || m.aim.why != why {
		t.Fatalf("with Walk chosen, the cursor on %v aims %+v, want no move and %q", to, m.aim, why)
	}
	ply, from := d.Ply(), d.Mech(id).Pos
	scenetest.Click(t, s, x, y)
	scenetest.Settle(t, s, m, 1000)
	if d.Ply() != ply || d.Mech(id).Pos != from {
		t.Fatalf("a click on %v with Walk chosen played %s", to, d.FormatAction(d.History()[d.Ply()-1]))
	}
	if !strings.Contains(m.notice, to.String()) || !strings.Contains(m.notice, why) {
		t.Errorf("the click should say why nothing moved: notice %q", m.notice)
	}
	scenetest.ClickButton(t, s, m.Buttons(), "Run")
	if m.notice != "" {
		t.Errorf("choosing Run should clear the notice %q", m.notice)
	}
	scenetest.Click(t, s, x, y)
	scenetest.Settle(t, s, m, 1000)
	if u := d.Mech(id); u.Pos != to || u.Mode != mech.Run {
		t.Fatalf("with Run chosen the click should run to %v: %v %v", to, u.Pos, u.Mode)
	}
	if last := m.log[len(m.log)-1].text; !strings.Contains(last, " runs to "+to.String()) {
		t.Errorf("the log says %q", last)
	}
}

// A click on a hex no mode reaches says why; so does a click on a building
// walking, or on a mech of the other side.
func TestUnreachableClickSaysWhy(t *testing.T) {
	s, m, d := hotSeatMoving(t)
	id := d.Active()
	click := func(h hex.Hex) {
		x, y := m.layout.Center(h)
		scenetest.Tick(t, s, func(in *scenes.Input) { in.MoveMouse(x, y) })
		scenetest.Click(t, s, x, y)
	}
	var far, enemy hex.Hex
	best := -1
	for _, h := range d.Map().Hexes() {
		if dist := hex.Distance(h, d.Mech(id).Pos); dist > best && d.MechAt(h) < 0 {
			far, best = h, dist
		}
	}
	for _, u := range d.Mechs() {
		if u.Side != d.Mech(id).Side {
			enemy = u.Pos
		}
	}
	ply := d.Ply()
	click(far)
	if want := "out of reach walking (5 MP)"; !strings.Contains(m.notice, want) {
		t.Errorf("a click on %v, %d hexes off: notice %q, want %q", far, best, m.notice, want)
	}
	click(enemy)
	if want := "stands there"; !strings.Contains(m.notice, want) {
		t.Errorf("a click on the enemy on %v: notice %q, want %q", enemy, m.notice, want)
	}
	if d.Ply() != ply {
		t.Fatalf("clicks on unreachable hexes played %d actions", d.Ply()-ply)
	}
}

// The cursor on a mech's card opens its record sheet over the map; off
// the cards it closes. The sheet is drawn (no panic) for a mech with
// damage of every kind.
func TestRecordSheetOnHover(t *testing.T) {
	s, m, d := hotSeatMoving(t)
	r := cardRect(2, len(d.Mechs()))
	scenetest.Tick(t, s, func(in *scenes.Input) { in.MoveMouse(r.X+r.W/2, r.Y+r.H/2) })
	if m.sheet != 2 {
		t.Fatalf("the cursor on card 2 shows sheet %d", m.sheet)
	}
	c, _ := scenetest.Offscreen(t)
	s.Stack.Draw(c, s)
	scenetest.Tick(t, s, func(in *scenes.Input) { in.MoveMouse(100, 100) })
	if m.sheet != -1 {
		t.Fatalf("the cursor on the map keeps sheet %d open", m.sheet)
	}
}

// L turns the line-of-sight tool on: the line starts at the mech to act
// and runs to the hex under the cursor, its words saying what blocks it; a
// click moves its start, not a mech; L again turns it off.
func TestLineOfSightTool(t *testing.T) {
	s, m, d := hotSeatMoving(t)
	id := d.Active()
	start := d.Mech(id).Pos
	scenetest.Press(t, s, ActSight)
	if !m.sight.on || m.sight.from != start {
		t.Fatalf("after L: tool %+v, want on from %v", m.sight, start)
	}
	// A hex whose line from the start is blocked, and one that is clear.
	mp := d.Map()
	var blocked, clear hex.Hex
	for _, h := range m.hexes {
		_, ok, _ := mp.SightLine(start, h, mp.Level(start)+1, mp.Level(h)+1)
		if !ok {
			blocked = h
		} else if hex.Distance(start, h) > 2 {
			clear = h
		}
	}
	x, y := m.layout.Center(blocked)
	scenetest.Tick(t, s, func(in *scenes.Input) { in.MoveMouse(x, y) })
	if !strings.HasPrefix(m.sight.words, "Blocked") {
		t.Errorf("to %v: %q", blocked, m.sight.words)
	}
	x, y = m.layout.Center(clear)
	scenetest.Tick(t, s, func(in *scenes.Input) { in.MoveMouse(x, y) })
	if !strings.HasPrefix(m.sight.words, "Clear") {
		t.Errorf("to %v: %q", clear, m.sight.words)
	}
	c, _ := scenetest.Offscreen(t)
	s.Stack.Draw(c, s)
	ply := d.Ply()
	scenetest.Click(t, s, x, y)
	scenetest.Settle(t, s, m, 1000)
	if d.Ply() != ply || m.sight.from != clear {
		t.Fatalf("a click with the tool on: ply %d (was %d), line from %v", d.Ply(), ply, m.sight.from)
	}
	scenetest.Press(t, s, ActSight)
	if m.sight.on {
		t.Fatal("L again leaves the tool on")
	}
}

// The line's words, worked by hand on a plain map: woods in the way add to
// the to-hit number, a hill above both ends blocks, woods of 3 block.
func TestSightWords(t *testing.T) {
	m := hextest.New(t, "plain", 9, 3)
	a, b := hex.Offset{Col: 0, Row: 1}.Hex(), hex.Offset{Col: 6, Row: 1}.Hex()
	words := func() string {
		steps, ok, woods := m.SightLine(a, b, m.Level(a)+1, m.Level(b)+1)
		return sightWords(m, a, b, steps, ok, woods)
	}
	if got := words(); got != "Clear: nothing in the way (6 hexes)" {
		t.Errorf("open ground: %q", got)
	}
	c := hex.Offset{Col: 2, Row: 1}.Hex()
	m.SetTerrain(c, hex.LightWoods)
	if got, want := words(), "Clear: light woods at "+c.String()+" between (+1 to hit)"; got != want {
		t.Errorf("light woods: %q, want %q", got, want)
	}
	e := hex.Offset{Col: 4, Row: 1}.Hex()
	m.SetTerrain(e, hex.HeavyWoods)
	if got, want := words(), "Blocked: the woods add up to 3 (light woods at "+c.String()+", heavy woods at "+e.String()+")"; got != want {
		t.Errorf("woods of 3: %q, want %q", got, want)
	}
	m.SetTerrain(e, hex.Grass)
	m.SetLevel(e, 2)
	if got, want := words(), "Blocked: the hill at "+e.String()+" (level 2) stands above both mechs"; got != want {
		t.Errorf("a hill: %q, want %q", got, want)
	}
}

// A person's mech lying down has two buttons in the movement phase: Get
// up (standing up with the piloting roll, facing the nearest enemy) and
// Stay down.
func TestGetUpButton(t *testing.T) {
	s, m, d := hotSeatMoving(t)
	ms := d.Mechs()
	down := ms[0]
	down.Prone = true
	nd, err := mech.NewFrom(d.Map(), append([]mech.Mech{down}, ms[1:]...))
	if err != nil {
		t.Fatal(err)
	}
	if err := nd.PlayRecord("initiative 3-9"); err != nil { // Blue moves first
		t.Fatal(err)
	}
	m.SetUp(s, nd)
	scenetest.Tick(t, s, nil)
	var labels []string
	for _, b := range m.Buttons() {
		labels = append(labels, b.Label)
	}
	if got := strings.Join(labels, ","); !strings.HasPrefix(got, "Get up,Stay down") {
		t.Fatalf("buttons %q lying down", got)
	}
	scenetest.ClickButton(t, s, m.Buttons(), "Get up")
	scenetest.Settle(t, s, m, 1000)
	last, _ := m.duel.LastAction()
	if last.Kind != mech.Move || last.Mode != mech.GetUp || last.Mech != 0 || !last.Rolled() {
		t.Fatalf("after Get up: %+v", last)
	}
	if e := m.log[len(m.log)-1]; !strings.Contains(e.text, "tries to stand up: piloting skill roll, needs 5") {
		t.Errorf("the log says %q", e.text)
	}
}
