package hexgame

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"stratagem/board/hex"
	"stratagem/board/hex/hextest"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
	"stratagem/units"
)

// openSample opens the sample screen open and returns it.
func openSample(t *testing.T, open func(*scenes.Session) error) (*scenes.Session, *Screen) {
	t.Helper()
	s := scenetest.NewSession(Game())
	if err := open(s); err != nil {
		t.Fatal(err)
	}
	return s, s.Stack.Top().(*Screen)
}

// unitNamed returns the ID of the unit called name in the notation.
func unitNamed(t *testing.T, b *units.Battle, name string) int {
	t.Helper()
	for id := range b.Units() {
		if b.UnitName(id) == name {
			return id
		}
	}
	t.Fatalf("no unit %s", name)
	return -1
}

// hover moves the cursor onto unit id's hex.
func hover(t *testing.T, s *scenes.Session, m *Screen, id int) {
	t.Helper()
	x, y := m.layout.Center(m.battle.Unit(id).Pos)
	scenetest.Tick(t, s, func(in *scenes.Input) { in.MoveMouse(x+3, y-3) })
}

// The active archer's crosshairs mark exactly the enemies it may shoot.
func TestArcherMarksEveryLegalTarget(t *testing.T) {
	_, m := openSample(t, sampleArcher)
	b := m.battle
	if k := b.Unit(b.Active()).Kind; k != units.Archer {
		t.Fatalf("the sample should be an archer's turn, not %v's", k)
	}
	var want []hex.Hex
	for _, a := range b.LegalActions(nil) {
		if a.Kind == units.Shoot {
			want = append(want, b.Unit(int(a.Target)).Pos)
		}
	}
	got := slices.Clone(m.aim.shots)
	less := func(a, b hex.Hex) int { return (a.R-b.R)*100 + a.Q - b.Q }
	slices.SortFunc(want, less)
	slices.SortFunc(got, less)
	if len(want) == 0 || !slices.Equal(got, want) {
		t.Fatalf("marked targets %v, legal shots at %v", got, want)
	}
	if len(m.aim.melee) != 0 {
		t.Fatalf("archers never attack in melee; marked %v", m.aim.melee)
	}
}

// Pointing at an enemy the archer cannot see says why, naming the hex
// that blocks the sight, and marks that hex.
func TestBlockedShotNamesTheBlockingHex(t *testing.T) {
	s, m := openSample(t, sampleArcher)
	b := m.battle
	archer := b.Unit(b.Active())
	blocked := 0
	for id, u := range b.Units() {
		if !u.Alive() || u.Side == archer.Side || slices.Contains(m.aim.shots, u.Pos) {
			continue
		}
		blocked++
		hover(t, s, m, id)
		if _, ok := m.Aimed(); ok {
			t.Fatalf("%s cannot be shot, yet a click would act", b.UnitName(id))
		}
		text := strings.Join(m.aim.tip.lines, " / ")
		if len(m.aim.blockers) == 0 || !strings.Contains(text, "No line of sight") {
			t.Fatalf("pointing at %s should say that the archers cannot see it: %q", b.UnitName(id), text)
		}
		for _, h := range m.aim.blockers {
			if !strings.Contains(text, h.String()) || !b.Map().BlocksSight(h) {
				t.Fatalf("the reason %q should name %v, which blocks sight", text, h)
			}
			onLine := false
			for _, n := range []hex.Nudge{hex.NudgePlus, hex.NudgeMinus} {
				onLine = onLine || slices.Contains(hex.AppendLine(nil, archer.Pos, u.Pos, n), h)
			}
			if !onLine {
				t.Fatalf("%v is not between the archers on %v and %s on %v", h, archer.Pos, b.UnitName(id), u.Pos)
			}
		}
	}
	if blocked == 0 {
		t.Fatal("the sample should have an enemy out of the archers' sight")
	}
	hover(t, s, m, unitNamed(t, b, "Rswordsman"))
	want := []string{"Cannot shoot Red swordsmen", "No line of sight: rock at k10"}
	if !slices.Equal(m.aim.tip.lines, want) {
		t.Fatalf("the reason is %q, want %q", m.aim.tip.lines, want)
	}
}

// sightBlockers names the first blocking hex of each line the rules try,
// and nothing when the sight is clear.
func TestSightBlockers(t *testing.T) {
	m := hex.BattleMap()
	at := func(name string) hex.Hex { return hextest.At(t, name) }
	for _, c := range []struct {
		from, to string
		want     []string
	}{
		{"d10", "m10", []string{"k10"}},
		{"a10", "o9", []string{"c10"}},
		{"a2", "o11", []string{"d4", "d3"}}, // the two lines cut by two rocks
		{"d10", "j7", []string{}},           // in sight
	} {
		got := sightBlockers(m, at(c.from), at(c.to))
		if m.LineOfSight(at(c.from), at(c.to)) != (len(got) == 0) {
			t.Fatalf("%s to %s: blockers %v disagree with the line of sight", c.from, c.to, got)
		}
		names := []string{}
		for _, h := range got {
			names = append(names, h.String())
		}
		if !slices.Equal(names, c.want) {
			t.Fatalf("%s to %s: blockers %v, want %v", c.from, c.to, names, c.want)
		}
	}
}

// The box beside a hovered enemy (a prediction or a reason) covers no
// unit, wherever the enemy stands.
func TestTooltipCoversNoUnit(t *testing.T) {
	for _, open := range []func(*scenes.Session) error{sampleBattle, sampleArcher} {
		s, m := openSample(t, open)
		b := m.battle
		shown := 0
		for id, u := range b.Units() {
			if !u.Alive() || u.Side == b.ToMove() {
				continue
			}
			hover(t, s, m, id)
			tip := m.aim.tip
			if len(tip.lines) == 0 {
				continue
			}
			shown++
			for _, v := range b.Units() {
				x, y := m.layout.Center(v.Pos)
				if v.Alive() && circleMeetsBox(x, y, m.figureRadius(), tip.x, tip.y, tip.w, tip.h) {
					t.Fatalf("the box for %s (%v) covers the unit on %v: %q", b.UnitName(id), tip, v.Pos, tip.lines)
				}
			}
			if tip.x < tipLeft || tip.y < tipTop || tip.x+tip.w > tipRight || tip.y+tip.h > tipDown {
				t.Fatalf("the box %v leaves the map's side of the window", tip)
			}
		}
		if shown == 0 {
			t.Fatal("some enemy should show a box")
		}
	}
}

// An enemy's reach is not painted when it is pointed at: only with the
// enemies' reach shown (ActReach), hatched and outlined, so that the
// active unit's reach stays plain to see; then pointing at an enemy shows
// its own, pointing elsewhere all of theirs.
func TestEnemyReachOnDemand(t *testing.T) {
	l := hex.Layout{Size: 30}
	a, b := hex.Hex{Q: 2, R: 2}, hex.Hex{Q: 3, R: 2}
	if n := len(outline(l, []hex.Hex{a}, nil)); n != 6 {
		t.Fatalf("one hex has 6 sides, outlined %d", n)
	}
	if n := len(outline(l, []hex.Hex{a, b}, nil)); n != 10 {
		t.Fatalf("two neighbours share a side: 10 outer sides, outlined %d", n)
	}
	s, m := openSample(t, sampleBattle)
	enemy := -1 // an enemy that strikes in melee (an archer has no such reach)
	for id, u := range m.battle.Units() {
		if u.Alive() && u.Side != m.battle.ToMove() && len(m.battle.MeleeZone(id, nil)) > 0 {
			enemy = id
			break
		}
	}
	if enemy < 0 {
		t.Fatal("the sample has no enemy that strikes in melee")
	}
	hover(t, s, m, enemy)
	if m.aim.threatOf != enemy || len(m.aim.zone) != 0 {
		t.Fatalf("pointing at an enemy painted %d hexes of reach", len(m.aim.zone))
	}
	scenetest.Press(t, s, ActReach)
	if !m.ReachShown() {
		t.Fatal("the key did not show the enemies' reach")
	}
	own := m.battle.MeleeZone(enemy, nil)
	if !slices.Equal(m.aim.zone, own) || len(m.aim.zoneEdges) == 0 {
		t.Fatalf("with the reach shown, pointing at an enemy shows %d hexes, want its %d, outlined", len(m.aim.zone), len(own))
	}
	x, y := m.layout.Center(m.battle.Unit(m.battle.Active()).Pos)
	m.pointAt(x, y)
	all := map[hex.Hex]bool{}
	for id, u := range m.battle.Units() {
		if u.Alive() && u.Side != m.battle.ToMove() {
			for _, h := range m.battle.MeleeZone(id, nil) {
				all[h] = true
			}
		}
	}
	if len(m.aim.zone) != len(all) || len(m.aim.zone) <= len(own) {
		t.Fatalf("pointing at no enemy shows %d hexes of reach, want all %d of theirs", len(m.aim.zone), len(all))
	}
	scenetest.Press(t, s, ActReach)
	if m.ReachShown() || len(m.aim.zone) != 0 {
		t.Fatal("the key again did not hide the enemies' reach")
	}
}

// The road is one clean line from one edge of the map to the other: no
// triangles at the bridge, where it is two hexes wide.
func TestRoadIsOneLine(t *testing.T) {
	l := hex.Layout{Size: 30, OriginX: 58, OriginY: 136}
	m := hex.BattleMap()
	segs := render.RoadTrack(l, m)
	type pt struct{ x, y int }
	round := func(x, y float64) pt { return pt{int(x*4 + 0.5), int(y*4 + 0.5)} }
	degree := map[pt]int{}
	for _, s := range segs {
		degree[round(s[0], s[1])]++
		degree[round(s[2], s[3])]++
	}
	ends := 0
	for p, d := range degree {
		switch d {
		case 1:
			ends++
		case 2:
		default:
			t.Fatalf("the track branches or crosses itself at %v (%d segments meet)", p, d)
		}
	}
	if ends != 2 || len(segs) != len(degree)-1 {
		t.Fatalf("the track should be one line with two ends: %d ends, %d segments, %d points", ends, len(segs), len(degree))
	}
	// The bridge's two hexes (h6, h7) are crossed by one straight segment.
	x0, y0 := l.Center(hex.Offset{Col: 6, Row: 5}.Hex())
	x1, y1 := l.Center(hex.Offset{Col: 8, Row: 6}.Hex())
	found := false
	for _, s := range segs {
		if round(s[0], s[1]) == round(x0, y0) || round(s[2], s[3]) == round(x1, y1) {
			dx, dy := s[2]-s[0], s[3]-s[1]
			// Collinear with the line from g6 to i7.
			if cross := dx*(y1-y0) - dy*(x1-x0); cross > 1e-6 || cross < -1e-6 {
				t.Fatalf("the track bends at the bridge: segment %v", s)
			}
			found = true
		}
	}
	if !found {
		t.Fatal("the track should run from g6 across the bridge to i7")
	}
}

// The log tells each action in words.
func TestLogWords(t *testing.T) {
	g5 := hex.Offset{Col: 6, Row: 4}.Hex()
	for _, c := range []struct {
		d    deed
		want string
	}{
		{deed{kind: units.Move, actor: stackRef{units.Blue, units.Flyer, ""}, to: g5, moved: true}, "Blue flyers fly to g5"},
		{deed{kind: units.Move, actor: stackRef{units.Red, units.Pikeman, ""}, to: g5, moved: true}, "Red pikemen move to g5"},
		{deed{kind: units.Wait, actor: stackRef{units.Blue, units.Pikeman, ""}}, "Blue pikemen wait"},
		{deed{kind: units.Defend, actor: stackRef{units.Blue, units.Swordsman, ""}}, "Blue swordsmen defend"},
		{deed{kind: units.Move, actor: stackRef{units.Blue, units.Knight, ""}, attacks: true, target: stackRef{units.Red, units.Archer, ""}, kills: 3},
			"Blue knights hit Red archers: 3 killed"},
		{deed{kind: units.Move, actor: stackRef{units.Blue, units.Knight, ""}, attacks: true, target: stackRef{units.Red, units.Pikeman, ""}, kills: 3, retaliated: true, retKills: 1},
			"Blue knights hit Red pikemen: 3 killed — 1 knight lost to retaliation"},
		{deed{kind: units.Move, actor: stackRef{units.Blue, units.Knight, ""}, to: g5, moved: true, attacks: true, target: stackRef{units.Red, units.Pikeman, ""}, kills: 2, retaliated: true, retKills: 2},
			"Blue knights move to g5 and hit Red pikemen: 2 killed — 2 knights lost to retaliation"},
		{deed{kind: units.Move, actor: stackRef{units.Red, units.Swordsman, ""}, attacks: true, target: stackRef{units.Blue, units.Pikeman, ""}, kills: 0, retaliated: true},
			"Red swordsmen hit Blue pikemen: none killed — no swordsmen lost to retaliation"},
		{deed{kind: units.Move, actor: stackRef{units.Red, units.Swordsman, ""}, attacks: true, target: stackRef{units.Blue, units.Pikeman, ""}, kills: 1, retaliated: true, retKills: 2, actorWiped: true},
			"Red swordsmen hit Blue pikemen: 1 killed — the last 2 swordsmen fall to retaliation"},
		{deed{kind: units.Shoot, actor: stackRef{units.Red, units.Archer, ""}, attacks: true, target: stackRef{units.Blue, units.Flyer, ""}, kills: 2}, "Red archers shoot Blue flyers: 2 killed"},
		{deed{kind: units.Shoot, actor: stackRef{units.Red, units.Archer, ""}, attacks: true, target: stackRef{units.Blue, units.Flyer, ""}, kills: 4, targetWiped: true},
			"Red archers shoot Blue flyers: 4 killed, none left"},
		// One fighter: no plural; a side's second stack of a kind is numbered.
		{deed{kind: units.Move, actor: stackRef{units.Blue, units.Knight, ""}, attacks: true, target: stackRef{units.Red, units.Pikeman, "2"}, kills: 1, retaliated: true, retKills: 1, actorWiped: true},
			"Blue knights hit Red pikemen 2: 1 killed — the last knight falls to retaliation"},
		{deed{kind: units.Move, actor: stackRef{units.Blue, units.Flyer, ""}, to: g5, moved: true, attacks: true, target: stackRef{units.Red, units.Archer, ""}, kills: 16, targetWiped: true},
			"Blue flyers fly to g5 and hit Red archers: 16 killed, none left"},
		{deed{kind: units.Move, actor: stackRef{units.Red, units.Knight, ""}, to: g5, moved: false}, "Red knights stay where they are"},
	} {
		if got := c.d.words(); got != c.want {
			t.Errorf("%+v:\n got %q\nwant %q", c.d, got, c.want)
		}
	}
}

// The screen's log has the words of each action played, and keeps the
// notation beside them.
func TestLogOfABattle(t *testing.T) {
	s, m := openSample(t, sampleArcher)
	log := m.Log()
	for i, want := range map[int]string{
		0:  "Blue flyers defend",
		1:  "Red flyers fly to i11",
		3:  "Red swordsmen move to m10",
		8:  "Blue archers move to d10",
		11: "Blue flyers wait",
	} {
		if log[i] != want {
			t.Errorf("log entry %d is %q, want %q", i, log[i], want)
		}
	}
	if n := m.log[8].notation; n != "Barcher a10-d10" {
		t.Errorf("the notation of entry 8 is %q", n)
	}
	b := m.battle
	target := unitNamed(t, b, "Rknight")
	a := units.Action{Kind: units.Shoot, To: b.Unit(b.Active()).Pos, Target: int8(target)}
	p := b.Predict(a)
	if err := m.PlayQuietly(s, a); err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("Blue archers shoot Red knights: %d killed", p.Kills)
	if got := m.Log()[len(m.Log())-1]; got != want {
		t.Fatalf("the shot is logged %q, want %q", got, want)
	}
}

// The counts of both stacks of a fight change when the blow lands, not
// while the attacker walks; so do the panel's card and the log.
func TestCountsChangeWhenTheBlowLands(t *testing.T) {
	s, m := openSample(t, func(s *scenes.Session) error { _, err := openRecord(s, knightsTurn); return err })
	b := m.battle
	knight, target := b.Active(), unitNamed(t, b, "Rknight")
	before := [2]int{b.Unit(knight).Fighters, b.Unit(target).Fighters}
	hover(t, s, m, target)
	a, err := b.ParseAction("Bknight a6-i7 xRknight")
	if err != nil {
		t.Fatal(err)
	}
	entries := len(m.log)
	m.Play(s, a)
	after := [2]int{b.Unit(knight).Fighters, b.Unit(target).Fighters}
	if after == before {
		t.Fatal("the charge should kill someone on either side")
	}
	anim, ok := m.Anim().(*battleAnim)
	if !ok {
		t.Fatal("the charge should animate")
	}
	walked, landed := false, false
	// Until the charge's animation ends (the computer's answer may follow
	// at once, with an animation of its own).
	for i := 0; m.Anim() == anim; i++ {
		if i > 2000 {
			t.Fatal("the charge never ends")
		}
		u, _ := anim.shown(knight, b.Unit(knight))
		v, _ := anim.shown(target, b.Unit(target))
		shown := [2]int{u.Fighters, v.Fighters}
		if u.Side != units.Blue || u.Kind != units.Knight || v.Side != units.Red || v.Kind != units.Knight {
			t.Fatalf("the fight shows %v %v and %v %v", u.Side, u.Kind, v.Side, v.Kind)
		}
		card := m.info.lines[0]
		logged := strings.Contains(m.renderedLog(), "hit Red knights")
		if anim.landed() {
			landed = true
			if shown != after || !strings.HasPrefix(card, fmt.Sprintf("%d fighter", after[1])) || !logged {
				t.Fatalf("after the blow lands: counts %v (want %v), card %q, logged %v", shown, after, card, logged)
			}
		} else {
			if _, _, moving := scenes.WalkAt(len(anim.path), anim.frame, anim.stepFrames, anim.at); moving {
				walked = true
			}
			if shown != before || !strings.HasPrefix(card, fmt.Sprintf("%d fighter", before[1])) || logged {
				t.Fatalf("before the blow lands (frame %d): counts %v (want %v), card %q, logged %v", anim.frame, shown, before, card, logged)
			}
		}
		scenetest.Tick(t, s, nil)
	}
	if !walked || !landed || len(m.log) <= entries {
		t.Fatalf("the knights should walk, then strike (walked %v, landed %v, log %d entries)", walked, landed, len(m.log))
	}
	want := fmt.Sprintf("Blue knights move to i7 and hit Red knights: %d killed — %s lost to retaliation",
		before[1]-after[1], fighters(before[0]-after[0], units.Knight))
	if got := m.log[entries].words; got != want {
		t.Fatalf("the charge is logged %q, want %q", got, want)
	}
}
