package hexgame

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"time"

	"stratagem/assets/lang"
	"stratagem/board/hex"
	"stratagem/scenes"
	"stratagem/units"
)

// knightsTurn leads to the Blue knights' turn in round 2; the Blue flyers
// have waited, and the Blue archers have moved up to d10, whence they see
// the Red flyers, knights and pikemen, but not the Red swordsmen behind
// the rocks.
const knightsTurn = `
Bflyer defends
Rflyer o11-i11
Bswordsman defends
Rswordsman o9-m10
Bpikeman defends
Rpikeman o5-l7
Bknight defends
Rknight o7-j7
Barcher a10-d10
Rarcher defends
Rflyer defends
Bflyer waits
Rswordsman defends
Bswordsman defends
Rpikeman defends
Bpikeman defends
Rknight defends
`

// openRecord opens a battle of Blue (a person) against the computer with
// the actions of record (in the notation, one a line) played.
func openRecord(s *scenes.Session, record string) (*Screen, error) {
	return openRecordVs(s, record, "normal")
}

// openRecordVs is openRecord against the computer player level.
func openRecordVs(s *scenes.Session, record, level string) (*Screen, error) {
	m, err := New(s, OnePlayer(units.Blue, level))
	if err != nil {
		return nil, err
	}
	for _, line := range strings.Split(strings.TrimSpace(record), "\n") {
		a, err := m.battle.ParseAction(line)
		if err == nil {
			err = m.PlayQuietly(s, a)
		}
		if err != nil {
			return nil, fmt.Errorf("sample record: %w", err)
		}
	}
	scenes.ShowSample(s, m)
	return m, nil
}

// hoverAt puts the cursor on hex name's unit (a screenshot keeps it).
func (m *Screen) hoverAt(s *scenes.Session, name string) error {
	for id, u := range m.battle.Units() {
		if m.battle.UnitName(id) == name {
			x, y := m.layout.Center(u.Pos)
			x, y = x+4, y-4
			s.Input.MouseX, s.Input.MouseY = x, y
			m.pointAt(x, y)
			return nil
		}
	}
	return fmt.Errorf("sample: no unit %s", name)
}

// sampleArcher: the Blue archers to act, with the enemies they can shoot
// marked, and the cursor on the Red swordsmen they cannot see.
func sampleArcher(s *scenes.Session) error {
	m, err := openRecord(s, knightsTurn+"Bknight defends\nRarcher defends\n")
	if err != nil {
		return err
	}
	return m.hoverAt(s, "Rswordsman")
}

// sampleBlow: the Blue knights ride down the road and charge the Red
// knights on j7, caught as the blow lands: the losses show over both
// stacks, whose counts have just changed.
func sampleBlow(s *scenes.Session) error {
	m, err := openRecord(s, knightsTurn)
	if err != nil {
		return err
	}
	a, err := m.battle.ParseAction("Bknight a6-i7 xRknight")
	if err != nil {
		return fmt.Errorf("sample: %w", err)
	}
	if !m.Play(s, a) {
		return fmt.Errorf("sample: %s is not legal", m.battle.FormatAction(a))
	}
	// A slow blow, already a third of the way on, so that the screenshot
	// (a dozen ticks later) catches it just after it lands.
	anim := m.Anim().(*battleAnim)
	anim.stepFrames, anim.hitFrames = 1, 160
	anim.frame = anim.walkFrames() + 50
	anim.soundPlayed = true
	return nil
}

// sampleHint: the Blue knights to act, the hint asked for and arrived (the
// sample waits for the strongest computer player, a couple of seconds),
// and the cursor on another hex, so that the hint and the person's own aim
// are seen side by side.
func sampleHint(s *scenes.Session) error {
	m, err := openRecord(s, knightsTurn)
	if err != nil {
		return err
	}
	if err := m.AwaitHint(s, m); err != nil {
		return err
	}
	x, y := m.layout.Center(hex.Offset{Col: 4, Row: 7}.Hex()) // e8: the person's own aim, in gold
	s.Input.MouseX, s.Input.MouseY = x, y
	m.pointAt(x, y)
	return nil
}

// sampleEnd: a battle played to its end by a simple script (each stack
// strikes where it kills most, else marches on the nearest enemy), the
// victory panel shown and closed, so that the last blow is seen.
func sampleEnd(s *scenes.Session) error {
	if err := sampleVictory(s); err != nil {
		return err
	}
	s.NewTick()
	s.Input.Press(scenes.ActBack) // closes the panel: the final position
	return s.Stack.Top().Update(s)
}

// sampleVictory: the battle of sampleEnd with its victory panel: who won,
// how, and what each side lost.
func sampleVictory(s *scenes.Session) error {
	m, err := New(s, OnePlayer(units.Blue, "normal"))
	if err != nil {
		return err
	}
	if err := m.PlayQuietly(s, scriptedBattle(m.battle.Clone())...); err != nil {
		return err
	}
	s.Stack.Reset(scenes.NewMainMenu())
	s.Stack.Push(m)
	return scenes.TickToVictory(s)
}

// sampleFar: the opening position, the pointer on the enemy stack nearest
// the Blue stack to act, which it cannot reach this turn: the box beside
// the enemy says so.
func sampleFar(s *scenes.Session) error {
	m, err := New(s, OnePlayer(units.Blue, "normal"))
	if err != nil {
		return err
	}
	scenes.ShowSample(s, m)
	b := m.battle
	from := b.Unit(b.Active()).Pos
	nearest, best := -1, math.MaxInt
	for id, u := range b.Units() {
		if d := hex.Distance(u.Pos, from); u.Side != b.ToMove() && d < best {
			nearest, best = id, d
		}
	}
	if nearest < 0 {
		return errors.New("sample: no enemy")
	}
	return m.hoverAt(s, b.UnitName(nearest))
}

// scriptedBattle plays b to its end and returns the actions: each stack
// strikes the blow that kills most for what the strike back costs, else
// the archers defend and the others march on the nearest enemy. It is
// quick and always the same.
func scriptedBattle(b *units.Battle) []units.Action {
	var played, buf []units.Action
	for !b.Outcome().Over() && len(played) < 5000 {
		buf = b.LegalActions(buf[:0])
		me := b.Unit(b.Active())
		best, bestScore := -1, math.Inf(-1)
		for i, a := range buf {
			score := math.Inf(-1)
			switch {
			case a.Attacks():
				p := b.Predict(a)
				score = 1000 + float64(p.Kills)*10 - float64(p.RetaliationKills)*8
			case a.Kind == units.Move && me.Kind != units.Archer:
				score = -float64(nearestEnemy(b, a.To, me.Side))
			case a.Kind == units.Defend:
				score = -100
			}
			if score > bestScore {
				best, bestScore = i, score
			}
		}
		b.Apply(buf[best])
		played = append(played, buf[best])
	}
	return played
}

// nearestEnemy returns the distance from h to the nearest live enemy of side.
func nearestEnemy(b *units.Battle, h hex.Hex, side units.Side) int {
	d := math.MaxInt
	for _, u := range b.Units() {
		if u.Alive() && u.Side != side {
			d = min(d, hex.Distance(h, u.Pos))
		}
	}
	return d
}

// sampleArmy: Blue choosing an army against the computer, a few stacks
// changed from the seed's and the points counted.
func sampleArmy(s *scenes.Session) error {
	m := OnePlayer(units.Blue, "normal")
	m.Options = map[string]string{ArmiesOption.Key: "chosen"}
	sc, err := startMatch(s, m)
	if err != nil {
		return err
	}
	a := sc.(*ArmyScreen)
	army, err := units.ParseArmy("flyer:10 swordsman:20 knight:20 pikeman:16 archer:12")
	if err != nil {
		return err
	}
	a.set(army)
	scenes.ShowSample(s, a)
	return nil
}

// sampleField: the opening position on the field the settings remember
// (the set-up's last choice), to look at each map in the battle screen.
func sampleField(s *scenes.Session) error {
	m := OnePlayer(units.Blue, "normal")
	m.Options = map[string]string{MapOption.Key: s.Settings.Games[Game().ID].Options[MapOption.Key]}
	if m.Options[MapOption.Key] == "" {
		m.Options[MapOption.Key] = MapOption.Default
	}
	sc, err := New(s, m)
	if err != nil {
		return err
	}
	scenes.ShowSample(s, sc)
	return nil
}

// sampleThreat: the Blue knights to act in round 2, the pointer on the
// hex they can reach where the most enemy stacks could strike them before
// they act again: the box says who and what it could cost, the enemies
// wear their warning marks.
func sampleThreat(s *scenes.Session) error {
	m, err := openRecord(s, knightsTurn)
	if err != nil {
		return err
	}
	h, ok := m.mostThreatened()
	if !ok {
		return errors.New("sample: no hex the knights can reach")
	}
	x, y := m.layout.Center(h)
	s.Input.MouseX, s.Input.MouseY = x, y
	m.pointAt(x, y)
	return nil
}

// mostThreatened returns the hex the active unit can move to (without
// attacking) where the most enemy stacks could strike it, the most damage
// breaking ties, then the first in map order.
func (m *Screen) mostThreatened() (hex.Hex, bool) { return mostThreatened(m.battle, m.Legal()) }

// mostThreatened is the hex of the moves among legal (the legal actions
// of battle b) where the most enemy stacks could strike the active unit,
// the most damage breaking ties, then the first.
func mostThreatened(b *units.Battle, legal []units.Action) (hex.Hex, bool) {
	var t units.Threats
	best, bestN, bestD := hex.Hex{}, -1, -1
	for _, a := range legal {
		if a.Kind != units.Move || a.Target >= 0 {
			continue
		}
		b.ThreatsAfter(a, &t)
		if n := len(t.List); n > bestN || n == bestN && t.MaxDamage > bestD {
			best, bestN, bestD = a.To, n, t.MaxDamage
		}
	}
	return best, bestN >= 0
}

// sampleReach: the Blue knights to act in round 2 with the enemies'
// reach shown (the key ActReach), the pointer off the board.
func sampleReach(s *scenes.Session) error {
	m, err := openRecord(s, knightsTurn)
	if err != nil {
		return err
	}
	m.toggleReach(s)
	return nil
}

// sampleQuickAsk: the Blue knights to act in round 2 against Master, the
// pointer on the Quick button: the panel says who would fight for each
// side.
func sampleQuickAsk(s *scenes.Session) error {
	m, err := openRecordVs(s, knightsTurn, "master")
	if err != nil {
		return err
	}
	s.NewTick()
	if err := m.Update(s); err != nil { // the action bar laid out
		return err
	}
	label := lang.T("hex.cmd.quick")
	for _, b := range m.Buttons() {
		if b.Label == label {
			s.Input.MouseX, s.Input.MouseY = b.R.X+b.R.W/2, b.R.Y+b.R.H/2
			return nil
		}
	}
	return errors.New("sample: no Quick button")
}

// sampleQuick: a quick combat fought from the Blue knights' turn in
// round 2, its victory panel closed: the panel's card sums it up.
func sampleQuick(s *scenes.Session) error {
	m, err := openRecord(s, knightsTurn)
	if err != nil {
		return err
	}
	m.startQuick(s)
	deadline := time.Now().Add(time.Minute)
	for {
		if _, ok := s.Stack.Top().(*scenes.Victory); ok {
			break
		}
		if time.Now().After(deadline) {
			return errors.New("sample: the quick combat never ended")
		}
		time.Sleep(2 * time.Millisecond)
		s.NewTick()
		if err := s.Stack.Top().Update(s); err != nil {
			return err
		}
	}
	s.NewTick()
	s.Input.Press(scenes.ActBack) // closes the victory panel
	return s.Stack.Top().Update(s)
}
