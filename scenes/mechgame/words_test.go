package mechgame

import (
	"strings"
	"testing"

	"stratagem/board/hex"
	"stratagem/board/hex/hextest"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
	"stratagem/units/mech"
)

// at names a hex the way the log does ("c5"), or stops the test.
var at = hextest.At

// faceOff is a duel on the Ruined city: Blue's Ranger on c5 facing
// south-east, Red's Bulldog next to it on c6 facing it, and two Red
// Kestrels far off.
func faceOff(t *testing.T) *mech.Duel {
	t.Helper()
	return hextest.Setup(t, mech.NewFrom, hextest.Load(t, "mech-city"),
		mech.NewMech(mech.Ranger, mech.Blue, at(t, "c5"), hex.SouthEast),
		mech.NewMech(mech.Bulldog, mech.Red, at(t, "c6"), hex.NorthWest),
		mech.NewMech(mech.Kestrel, mech.Red, at(t, "o17"), hex.NorthWest),
		mech.NewMech(mech.Kestrel, mech.Red, at(t, "n17"), hex.NorthWest))
}

// The log and the banner say what happened in words: a fire, a move, a
// blow, the initiative, with the mechs' plain names.
func TestPlainWords(t *testing.T) {
	d := faceOff(t)
	fire := mech.Action{Kind: mech.Fire, Mech: 0, Target: 1, Weapons: 1<<0 | 1<<1 | 1<<3}
	fire.Rolls[0], fire.Rolls[1], fire.Rolls[3] = 12, 2, 12
	kick := mech.Action{Kind: mech.Strike, Mech: 0, Target: 1, Blow: mech.Kick}
	kick.Rolls[0] = 12
	punch := mech.Action{Kind: mech.Strike, Mech: 0, Target: 1, Blow: mech.Punch}
	punch.Rolls[0] = 2
	initiative := mech.Action{Kind: mech.Initiative}
	initiative.Rolls[0], initiative.Rolls[1] = 8, 5
	for _, tc := range []struct {
		a    mech.Action
		want string
	}{
		{fire, "Blue Ranger fires at Red Bulldog: large laser hits (8 damage from the front), medium laser misses, short-range missiles hit (4 of 4, 8 damage from the front)"},
		{mech.Action{Kind: mech.Move, Mech: 1, Mode: mech.Run, To: at(t, "d13"), Facing: hex.NorthEast, Heat: 2},
			"Red Bulldog runs to d13, facing north-east (+2 heat)"},
		{mech.Action{Kind: mech.Move, Mech: 0, Mode: mech.Walk, To: at(t, "c5"), Facing: hex.East, Heat: 1},
			"Blue Ranger turns to face east (+1 heat)"},
		{mech.Action{Kind: mech.Move, Mech: 2, Mode: mech.Jump, To: at(t, "m15"), Facing: hex.West, Heat: 3},
			"Red Kestrel 1 jumps to m15, facing west (+3 heat)"},
		{kick, "Blue Ranger kicks Red Bulldog: hits (10 damage from the front)"},
		{punch, "Blue Ranger punches Red Bulldog: misses"},
		{initiative, "Initiative: Blue 8, Red 5 — Red moves first"},
		{mech.Action{Kind: mech.Twist, Mech: 3, Twist: -1}, "Red Kestrel 2 twists its torso left"},
		{mech.Action{Kind: mech.EndTurn, Mech: 0, Sinks: 12, Drop: true}, "Blue Ranger ends the turn with 12 heat sinks on, drops its club"},
	} {
		if got := describe(d, tc.a); got != tc.want {
			t.Errorf("%s:\n got %q\nwant %q", d.FormatAction(tc.a), got, tc.want)
		}
	}
	// A shot from the Bulldog's right comes from its right side.
	d2 := hextest.Setup(t, mech.NewFrom, d.Map(),
		mech.NewMech(mech.Ranger, mech.Blue, at(t, "c5"), hex.SouthEast),
		mech.NewMech(mech.Bulldog, mech.Red, at(t, "c6"), hex.SouthWest))
	side := mech.Action{Kind: mech.Fire, Mech: 0, Target: 1, Weapons: 1 << 1}
	side.Rolls[1] = 12
	if got, want := describe(d2, side), "Blue Ranger fires at Red Bulldog: medium laser hits (5 damage from the right side)"; got != want {
		t.Errorf("a shot at its side:\n got %q\nwant %q", got, want)
	}
}

// Names are the side and the design, numbered only among twins; tokens
// carry two letters of the design that cannot be read as a side.
func TestNamesAndTokens(t *testing.T) {
	d := faceOff(t)
	want := []string{"Blue Ranger", "Red Bulldog", "Red Kestrel 1", "Red Kestrel 2"}
	for id, w := range want {
		if got := nameOf(d, id); got != w {
			t.Errorf("mech %d is %q, want %q", id, got, w)
		}
	}
	seen := map[string]mech.DesignID{}
	for id := mech.Kestrel; id <= mech.Juggernaut; id++ {
		code := designCode(id)
		if len(code) != 2 || code == "B" || code == "R" {
			t.Errorf("%v's token reads %q", id, code)
		}
		if other, dup := seen[code]; dup {
			t.Errorf("%v and %v both read %q", id, other, code)
		}
		seen[code] = id
	}
}

// A mech the weapon phase skips for want of a target is named in the log
// and the banner, with the reason; a mech that can fire is not.
func TestSkippedFireIsSaid(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := newHotSeat(t, s)
	// Blue's Ranger looks north-east, away from Red's Bulldog three hexes
	// south-east of it, which faces it.
	d := hextest.Setup(t, mech.NewFrom, m.duel.Map(),
		mech.NewMech(mech.Ranger, mech.Blue, at(t, "c5"), hex.NorthEast),
		mech.NewMech(mech.Bulldog, mech.Red, at(t, "e6"), hex.NorthWest))
	m.SetUp(s, d)
	untilPhase(t, s, m, mech.MovementPhase)
	for d.Phase() == mech.MovementPhase {
		scenetest.ClickButton(t, s, m.Buttons(), "Stand")
		scenetest.Settle(t, s, m, 1000)
	}
	for d.Phase() == mech.ReactionPhase {
		scenetest.ClickButton(t, s, m.Buttons(), "Keep")
	}
	if d.Phase() != mech.WeaponPhase || d.Active() != 1 {
		t.Fatalf("the Bulldog alone should fire: phase %v, active %d", d.Phase(), d.Active())
	}
	log := logText(m)
	const said = "Blue Ranger cannot fire: no enemy in its front arc — turn or twist toward one next time"
	if !strings.Contains(log, said) || !strings.Contains(bannerSaid(m), said) {
		t.Errorf("the skipped Ranger is not explained; banner %q, log:\n%s", bannerSaid(m), log)
	}
	if strings.Contains(log, "Red Bulldog cannot fire") {
		t.Errorf("the Bulldog can fire, yet the log says it cannot:\n%s", log)
	}
}

// The log's texts fit its width (wrapped), its notation smaller after the
// words, what the action caused after that.
func TestLogWraps(t *testing.T) {
	d := faceOff(t)
	fire := mech.Action{Kind: mech.Fire, Mech: 0, Target: 1, Weapons: 0b1111}
	fire.Rolls = [mech.MaxWeapons]uint8{12, 12, 12, 12}
	e := logEntry{text: describe(d, fire), notation: d.FormatAction(fire), side: 0,
		notes: []string{"Red Bulldog loses 31 points", "Blue Ranger is destroyed", "Red Kestrel 2 shuts down from heat (31)"}}
	items := e.items()
	if len(items) != 5 || items[0].text != e.text || items[1].text != e.notation || items[1].st.Size >= items[0].st.Size {
		t.Fatalf("the entry's texts: %+v", items)
	}
	for _, it := range items {
		if f := render.FitText(it.text, it.st); f.Overflow || f.Width > logWidth+0.5 {
			t.Errorf("%q does not fit the log: %+v", it.text, f)
		}
	}
	if h := e.entryHeight(); h < 4*logSize {
		t.Errorf("the entry is %.0f high", h)
	}
}

// The buttons' labels and the status fit in every phase the samples show
// (movement, weapons, physical attacks, end of turn). Once the duel is
// over the bar holds only the frame's own five buttons (Undo, Redo,
// Review, Play again, Menu), laid out by the frame: not checked here.
func TestLabelsFit(t *testing.T) {
	scenetest.EachSample(t, Game(), func(s *scenes.Session, sm scenes.Sample) {
		scenetest.Tick(t, s, nil)
		m, ok := s.Stack.Top().(*Screen)
		if !ok {
			return // the victory panel
		}
		for _, b := range m.Buttons() {
			if m.duel.Outcome().Over() {
				break
			}
			// As a button draws its label: on two lines if it must, a little smaller.
			st := render.TextStyle{Size: b.Size, Bold: true, MaxW: b.R.W - 16, MaxH: b.R.H - 6}
			if f := render.FitText(b.Label, st); f.Overflow {
				t.Errorf("%s: %q is %.0f wide in a button of %.0f", sm.Name, b.Label, f.Width, b.R.W)
			}
		}
		if w, _ := render.MeasureText(m.Status().Text, 19, true); w > scenes.PanelInner-28 {
			t.Errorf("%s: the status %q is %.0f wide", sm.Name, m.Status().Text, w)
		}
	})
}

// The banner's two lines stay in the banner, above the column letters;
// the map and its row numbers stay left of the cards, the legend under
// the map and on the screen, for every map.
func TestLayoutDoesNotOverlap(t *testing.T) {
	for _, name := range hex.MechMapNames() {
		s := scenetest.NewSession(Game())
		m := scenetest.Open(t, s, newWith(Config{Map: name, Seed: 1}), scenes.Match{})
		l := m.layout
		_, rowTop := l.Center(hex.Offset{}.Hex())
		letters := rowTop - l.Size - 8
		if bannerY+bannerH > letters-7 {
			t.Errorf("%s: the banner ends at %.0f, the column letters are at %.0f", name, bannerY+bannerH, letters)
		}
		mp := m.duel.Map()
		_, bottom := l.Center(hex.Offset{Row: mp.Height() - 1}.Hex())
		if bottom+l.Size > legendTop-8 || cardsBottom > legendTop-8 {
			t.Errorf("%s: the map ends at %.0f, the cards at %.0f, the legend starts at %.0f", name, bottom+l.Size, cardsBottom, legendTop)
		}
		if m.mapRight+22 > cardsX {
			t.Errorf("%s: the map and its row numbers reach %.0f, the cards start at %.0f", name, m.mapRight+22, cardsX)
		}
		placed, size := placeLegend(m.legendItems())
		if last := placed[len(placed)-1]; last.y+size/2 > render.Height-4 {
			t.Errorf("%s: the legend's last row is at %.0f, off the screen", name, last.y)
		}
		for _, p := range placed {
			if w, _ := render.MeasureText(p.label, size, false); p.x+p.swatchW+6+w > legendX+legendW+0.5 {
				t.Errorf("%s: the legend's %q runs past its right edge", name, p.label)
			}
		}
	}
}

// The set-up names the colours without saying who moves first: the
// initiative dice decide it.
func TestSetupColoursSayNothingOfOrder(t *testing.T) {
	for _, c := range Game().Setup.Colours {
		if strings.Contains(c, "first") || strings.Contains(c, "second") {
			t.Errorf("the colour row says %q", c)
		}
	}
}

// The physical phase says which blows the limbs that fired rule out.
func TestFiredLimbsWords(t *testing.T) {
	for _, tc := range []struct {
		design mech.DesignID
		fired  uint8
		want   string
	}{
		{mech.Bulldog, 0, ""},
		{mech.Bulldog, 0b00111, ""}, // torso weapons only
		{mech.Bulldog, 0b01001, "Fired from the left arm: no club."},
		{mech.Bulldog, 0b11000, "Fired from the left arm and right arm: no punch or club."},
		{mech.Kestrel, 0b100, "Fired from the left leg: no kick."},
		{mech.Kestrel, 0b111, "Fired from the left arm, right arm and left leg: no punch, kick or club."},
	} {
		u := mech.NewMech(tc.design, mech.Blue, hex.Hex{}, hex.East)
		u.Fired = tc.fired
		if got := firedLimbsWords(u); got != tc.want {
			t.Errorf("%v firing %05b: %q, want %q", tc.design, tc.fired, got, tc.want)
		}
	}
}

// rolled returns the Resolve action of chance c about mech id with roll.
func rolled(id int, c mech.Chance, roll int) mech.Action {
	a := mech.Action{Kind: mech.Resolve, Mech: int8(id), Chance: c}
	a.Rolls[0] = uint8(roll)
	return a
}

// Every roll the rules wait for is said in words before it lands, with
// what it needed and what it does: worked out by hand from the tables.
func TestRollWords(t *testing.T) {
	d := faceOff(t)
	for _, s := range []string{"initiative 3-9", "Branger stands", "Rbulldog stands", "Rkestrel1 stands", "Rkestrel2 stands",
		"Branger twist none", "Rbulldog twist none", "Rkestrel1 twist none", "Rkestrel2 twist none", "Branger fire Rbulldog 1:12 4:12"} {
		if err := d.PlayRecord(s); err != nil {
			t.Fatal(err)
		}
	}
	// The large laser (8), then four missiles of 2, from the Bulldog's front.
	for _, tc := range []struct {
		roll int
		want string
	}{
		{7, "Hit location 7 on Red Bulldog: centre torso (8 damage from the large laser)"},
		{2, "Hit location 2 on Red Bulldog: centre torso (2 damage from the short-range missiles) — a 2: a critical check there whatever the armour"},
		{12, "Hit location 12 on Red Bulldog: head (2 damage from the short-range missiles)"},
	} {
		if got := describe(d, rolled(1, mech.LocationRoll, tc.roll)); got != tc.want {
			t.Errorf("roll %d:\n got %q\nwant %q", tc.roll, got, tc.want)
		}
		if err := d.Play(rolled(1, mech.LocationRoll, tc.roll)); err != nil {
			t.Fatal(err)
		}
	}
	// The other rolls, on mechs set up with what is due.
	u := mech.NewMech(mech.Ranger, mech.Red, at(t, "c6"), hex.NorthWest)
	u.CheckCrit = mech.SetOf(mech.LeftTorso, mech.LeftArm)
	u.CritLoc, u.CritsDue = mech.LeftTorso, 1
	u.Checks = mech.KickedReason | mech.DamageReason
	u.Heat = 20
	d2 := hextest.Setup(t, mech.NewFrom, d.Map(), mech.NewMech(mech.Ranger, mech.Blue, at(t, "c5"), hex.SouthEast), u)
	for _, tc := range []struct {
		a    mech.Action
		want string
	}{
		{rolled(1, mech.CriticalRoll, 7), "Critical check on Red Ranger's left torso: rolled 7: nothing vital hit"},
		{rolled(1, mech.CriticalRoll, 10), "Critical check on Red Ranger's left torso: rolled 10: 2 critical hits"},
		{rolled(1, mech.CriticalRoll, 12), "Critical check on Red Ranger's left torso: rolled 12: 3 critical hits"},
		// Left torso parts: missiles, their ammunition (25 × 8), a heat sink.
		{rolled(1, mech.PartRoll, 9), "Critical hit in Red Ranger's left torso (roll 9): its short-range missiles are destroyed"},
		{rolled(1, mech.PartRoll, 7), "Critical hit in Red Ranger's left torso (roll 7): the ammunition for the short-range missiles explodes (200 damage inside)"},
		{rolled(1, mech.PartRoll, 5), "Critical hit in Red Ranger's left torso (roll 5): a heat sink is lost"},
		// 20 damage comes first: 5 + 1.
		{rolled(1, mech.PilotingRoll, 5), "Piloting skill roll for Red Ranger (took 20 or more damage): needs 6, rolled 5: falls"},
		{rolled(1, mech.PilotingRoll, 6), "Piloting skill roll for Red Ranger (took 20 or more damage): needs 6, rolled 6: keeps its feet"},
		{rolled(1, mech.AmmoRoll, 3), "Heat 20: ammunition roll for Red Ranger: needs 4, rolled 3: the ammunition for the short-range missiles explodes (200 damage inside the left torso)"},
		{rolled(1, mech.ShutdownRoll, 5), "Heat 20: Red Ranger rolls to keep running: needs 6, rolled 5: shuts down"},
		{rolled(1, mech.StartupRoll, 6), "Heat 20: Red Ranger rolls to start again: needs 6, rolled 6: starts again"},
	} {
		if got := describe(d2, tc.a); got != tc.want {
			t.Errorf("%s:\n got %q\nwant %q", d2.FormatAction(tc.a), got, tc.want)
		}
	}
	// Standing up, and staying down.
	u = mech.NewMech(mech.Ranger, mech.Red, at(t, "c6"), hex.NorthWest)
	u.Prone = true
	d3 := hextest.Setup(t, mech.NewFrom, d.Map(), mech.NewMech(mech.Ranger, mech.Blue, at(t, "c5"), hex.SouthEast), u)
	up := mech.Action{Kind: mech.Move, Mech: 1, Mode: mech.GetUp, To: at(t, "c6"), Facing: hex.East, Heat: 1}
	up.Rolls[0] = 4
	if got, want := describe(d3, up), "Red Ranger tries to stand up: piloting skill roll, needs 5, rolled 4: stays down"; got != want {
		t.Errorf("standing up:\n got %q\nwant %q", got, want)
	}
	up.Rolls[0] = 9
	if got, want := describe(d3, up), "Red Ranger tries to stand up: piloting skill roll, needs 5, rolled 9: stands up facing east (+1 heat)"; got != want {
		t.Errorf("standing up:\n got %q\nwant %q", got, want)
	}
	stay := mech.Action{Kind: mech.Move, Mech: 1, Mode: mech.Stand, To: at(t, "c6"), Facing: hex.NorthWest}
	if got := describe(d3, stay); got != "Red Ranger stays down" {
		t.Errorf("staying down: %q", got)
	}
}

// The record sheet lists what each location holds, struck parts in red:
// the Ranger's left torso with its missiles struck.
func TestRecordSheetParts(t *testing.T) {
	u := mech.NewMech(mech.Ranger, mech.Red, hex.Hex{}, hex.East)
	u.Crits[mech.LeftTorso] = 0b001
	u.Crits[mech.CentreTorso] = 0b00011
	u.Ammo[3] = 21
	words := func(l mech.Location) string {
		var parts []string
		for _, s := range partSegments(u, l) {
			w := s.text
			if s.col == render.Danger {
				w = "!" + w
			}
			parts = append(parts, w)
		}
		return strings.Join(parts, ", ")
	}
	for l, want := range map[mech.Location]string{
		mech.LeftTorso:   "!short-range missiles hit, 21 shots, heat sink",
		mech.CentreTorso: "!engine ×3 (2 hit), gyro ×2, medium laser",
		mech.Head:        "sensors, cockpit, sensors",
		mech.LeftArm:     "2 actuators, medium laser",
		mech.LeftLeg:     "2 actuators",
	} {
		if got := words(l); got != want {
			t.Errorf("%v: %q, want %q", l, got, want)
		}
	}
	if got := sheetStats(u); !strings.Contains(got, "Walk 5 · Run 8 · Jump 3 · Heat 0: no effect · Heat sinks 12 of 12 · Piloting skill roll 5+") {
		t.Errorf("the sheet's line: %q", got)
	}
}

// nameOf is the name of mech id as a sentence's subject shows it.
func nameOf(d *mech.Duel, id int) string { return mechName(d, id)["nom"] }

// bannerSaid is what the banner says under its title, its sentences joined.
func bannerSaid(m *Screen) string { return strings.Join(m.bannerWords(), "; ") }
