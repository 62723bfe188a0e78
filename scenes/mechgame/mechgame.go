// Package mechgame is the Mech Duel in Stratagem: its set-up (map and each
// side's mechs), its game screen in the shared game frame, and its sample
// screens.
package mechgame

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"stratagem/ai"
	"stratagem/ai/mechai"
	"stratagem/assets/lang"
	"stratagem/board/hex"
	"stratagem/scenes"
	"stratagem/units/mech"
)

// Forces are the forces the set-up offers each side.
var Forces = [][]mech.DesignID{
	mech.StandardPair,
	{mech.Kestrel, mech.Longbow},
	{mech.Warden, mech.Juggernaut},
	{mech.Kestrel, mech.Kestrel},
	{mech.Juggernaut},
	{mech.Ranger, mech.Bulldog, mech.Kestrel},
	{mech.Ranger, mech.Bulldog, mech.Kestrel, mech.Longbow},
}

// forceID names a force in the settings, e.g. "ranger+bulldog".
func forceID(f []mech.DesignID) string {
	names := make([]string, len(f))
	for i, d := range f {
		names[i] = strings.ToLower(d.String())
	}
	return strings.Join(names, "+")
}

// forceTitleOf is the set-up's title of the force called id: its mechs'
// names (proper names, the same in every language).
func forceTitleOf(id string) string {
	for _, f := range Forces {
		if forceID(f) == id {
			names := make([]string, len(f))
			for i, d := range f {
				names[i] = d.String()
			}
			return lang.Verbatim(strings.Join(names, ", "))
		}
	}
	return lang.Verbatim(id)
}

// Game describes the Mech Duel to the menus, the set-up, -scene and -autoplay.
func Game() *scenes.GameDesc {
	maps := hex.MechMapNames()
	var forceIDs []string
	for _, f := range Forces {
		forceIDs = append(forceIDs, forceID(f))
	}
	std := forceID(mech.StandardPair)
	return &scenes.GameDesc{
		Keys: Keys,
		ID:   "mech",
		Setup: scenes.SetupSpec{
			Subtitle:      "mech.setup.subtitle",
			ComputerLabel: "core.setup.opponent",
			Colours:       []string{"core.setup.colour.blue.any", "core.setup.colour.red.any"}, // the initiative dice decide who moves first
			Levels:        mechai.Roster.Ladder(),
			Lab:           mechai.Roster.LabLevels(),
			DefaultLevel:  mechai.Roster.Default(),
			Options: []scenes.Option{
				{Key: "map", Label: "mech.setup.map", Values: maps, TitleOf: func(name string) string { return lang.T("map." + name) }, Default: maps[0]},
				{Key: "blue", Label: "mech.setup.blue", Values: forceIDs, TitleOf: forceTitleOf, Default: std},
				{Key: "red", Label: "mech.setup.red", Values: forceIDs, TitleOf: forceTitleOf, Default: std},
			},
			Start: func(s *scenes.Session, m scenes.Match) (scenes.Scene, error) {
				return New(s, m, ConfigOf(m))
			},
		},
		Autoplay: [2]string{"hard", "easy"},
		Records:  recordSpec(),
		HowTo:    howTo,
		Samples: []scenes.Sample{
			{Name: "mech", Open: sampleMovement},
			{Name: "mech-fire", Open: sampleFire},
			{Name: "mech-physical", Open: samplePhysical},
			{Name: "mech-endturn", Open: sampleEnd},
			{Name: "mech-highlands", Open: sampleHighlands},
			{Name: "mech-end", Open: sampleFinished(true)},
			{Name: "mech-victory", Open: sampleFinished(false)},
			{Name: "mech-hint", Open: sampleHint(mech.MovementPhase)},
			{Name: "mech-hint-fire", Open: sampleHint(mech.WeaponPhase)},
			{Name: "mech-sheet", Open: sampleSheet},
			{Name: "mech-fall", Open: sampleFall},
			{Name: "mech-prone", Open: sampleProne},
			{Name: "mech-sight", Open: sampleSight},
			{Name: "mech-shot", Open: sampleShot},
			{Name: "mech-hit", Open: sampleHit},
			{Name: "mech-arcs", Open: sampleArcs},
			{Name: "mech-sheet-key", Open: sampleSheetKey},
			{Name: "mech-overheat", Open: sampleOverheat},
		},
	}
}

// Config is a duel's map, forces and dice.
type Config struct {
	Map    string             // one of hex.MechMapNames(); "" the first
	Forces [2][]mech.DesignID // nil: mech.StandardPair
	Seed   uint64             // the dice's seed (0: the session's next)
}

// ConfigOf reads a match's options; anything unknown takes the default.
func ConfigOf(m scenes.Match) Config {
	cfg := Config{Map: m.Option("map", "")}
	for side, key := range [2]string{"blue", "red"} {
		id := m.Option(key, "")
		for _, f := range Forces {
			if forceID(f) == id {
				cfg.Forces[side] = f
			}
		}
		if cfg.Forces[side] == nil && id != "" { // a force the set-up does not offer (a record's)
			if f, err := mech.ParseForces(strings.ReplaceAll(id, "+", ",") + "/standard"); err == nil {
				cfg.Forces[side] = f[0]
			}
		}
	}
	return cfg
}

// hotSeatPlayedBy returns a hot-seat duel with fixed dice, played by the
// seed player on both sides until stop says to stop (or the duel ends).
func hotSeatPlayedBy(s *scenes.Session, cfg Config, aiSeed uint64, stop func(m *Screen) bool) (*Screen, error) {
	p, err := mechai.Roster.New("seed", aiSeed)
	if err != nil {
		return nil, err
	}
	return playedBy(s, cfg, func(d *mech.Duel) (mech.Action, error) {
		a, _, err := p.Choose(context.Background(), d, ai.Limits{})
		return a, err
	}, stop)
}

// playedBy returns a hot-seat duel with fixed dice whose actions choose
// picks on both sides until stop says to stop (or the duel ends).
func playedBy(s *scenes.Session, cfg Config, choose func(d *mech.Duel) (mech.Action, error), stop func(m *Screen) bool) (*Screen, error) {
	m, err := New(s, scenes.Match{}, cfg)
	if err != nil {
		return nil, err
	}
	dice := mech.NewDice(cfg.Seed + 100)
	d := m.duel
	for !d.Outcome().Over() && !stop(m) {
		a, err := choose(d)
		if err != nil {
			return nil, err
		}
		if a.NeedsDice() {
			a = mech.Roll(a, dice)
		}
		if !d.IsLegal(a) {
			return nil, fmt.Errorf("%q is not a legal action", d.FormatAction(a))
		}
		if err := m.PlayQuietly(s, a); err != nil {
			return nil, err
		}
	}
	return m, nil
}

// bluesTurnIn stops a sample's play when Blue is to act in phase, from
// the second turn on.
func bluesTurnIn(phase mech.Phase) func(m *Screen) bool {
	return func(m *Screen) bool {
		side, ok := m.duel.ToAct()
		return m.duel.Turn() >= 2 && m.duel.Phase() == phase && ok && side == mech.Blue
	}
}

// pointAt rests the cursor on hex h, the board lit as under the mouse (a
// screenshot keeps this cursor).
func pointAt(s *scenes.Session, m *Screen, h hex.Hex) {
	x, y := m.layout.Center(h)
	s.Input.MouseX, s.Input.MouseY = x, y
	m.setHover(h)
}

// brawler plays to come to blows: it walks or runs next to the nearest
// enemy and turns to face it, never fires (so every limb is free to
// strike), and strikes when it can.
func brawler(d *mech.Duel) (mech.Action, error) {
	legal := d.LegalActions(nil)
	if len(legal) == 0 {
		return mech.Action{}, fmt.Errorf("no legal action")
	}
	nearest := func(id int, at hex.Hex) (hex.Hex, int) {
		best, bd := hex.Hex{}, 1<<30
		for _, e := range d.Mechs() {
			if e.Alive() && e.Side != d.Mech(id).Side {
				if dist := hex.Distance(at, e.Pos); dist < bd {
					best, bd = e.Pos, dist
				}
			}
		}
		return best, bd
	}
	best, bestScore := legal[0], 1<<30
	for _, a := range legal {
		score := 1 << 29
		switch a.Kind {
		case mech.Strike:
			return a, nil
		case mech.Move:
			if a.Mode == mech.Jump {
				continue
			}
			e, dist := nearest(int(a.Mech), a.To)
			score = 4 * dist
			if !mech.InFrontArc(a.To, a.Facing, e) {
				score += 2
			}
		case mech.Twist:
			u := d.Mech(int(a.Mech))
			if e, _ := nearest(int(a.Mech), u.Pos); !mech.InFrontArc(u.Pos, u.Facing.Turn(int(a.Twist)), e) {
				score++
			}
		case mech.Pass, mech.PickUp, mech.EndTurn, mech.Initiative:
			score = 0
		}
		if score < bestScore {
			best, bestScore = a, score
		}
	}
	return best, nil
}

// sampleMovement: Blue's movement in the second turn, the reachable hexes
// of every mode lit and the cursor on the farthest run.
func sampleMovement(s *scenes.Session) error {
	m, err := hotSeatPlayedBy(s, Config{Seed: 7}, 1, bluesTurnIn(mech.MovementPhase))
	if err != nil {
		return err
	}
	m.mode = mech.Run
	if id := m.duel.Active(); id >= 0 {
		if moves := m.duel.Moves(id, mech.Run, nil); len(moves) > 0 {
			pointAt(s, m, moves[len(moves)-1].To) // the farthest run
		}
	}
	scenes.ShowSample(s, m)
	return nil
}

// sampleFire: a person's weapon attack, the targets ringed, the to-hit
// numbers, chances and expected damage per weapon in the panel.
func sampleFire(s *scenes.Session) error {
	m, err := hotSeatPlayedBy(s, Config{Seed: 11}, 2, func(m *Screen) bool {
		side, ok := m.duel.ToAct()
		id := m.duel.Active()
		return ok && side == mech.Blue && m.duel.Phase() == mech.WeaponPhase && id >= 0 && m.defaultTarget(id) >= 0
	})
	if err != nil {
		return err
	}
	if id := m.duel.Active(); id >= 0 {
		m.chooseTarget(id, m.defaultTarget(id))
		if m.target >= 0 {
			x, y := m.layout.Center(m.duel.Mech(m.target).Pos)
			s.Input.MouseX, s.Input.MouseY = x, y
		}
	}
	scenes.ShowSample(s, m)
	return nil
}

// samplePhysical: a person's physical attack, the blows and their chances
// in the panel.
func samplePhysical(s *scenes.Session) error {
	m, err := playedBy(s, Config{Seed: 3}, brawler, func(m *Screen) bool {
		d := m.duel
		side, ok := d.ToAct()
		return ok && side == mech.Blue && d.Phase() == mech.PhysicalPhase &&
			slices.ContainsFunc(m.Legal(), func(a mech.Action) bool { return a.Kind == mech.Strike })
	})
	if err != nil {
		return err
	}
	if d := m.duel; d.Phase() != mech.PhysicalPhase {
		return fmt.Errorf("the brawl never came to blows: %v", d.Outcome())
	}
	scenes.ShowSample(s, m)
	return nil
}

// sampleEnd: a person's end of turn, the ammunition chosen to be dumped
// and the panel saying what the switches do.
func sampleEnd(s *scenes.Session) error {
	m, err := hotSeatPlayedBy(s, Config{Seed: 7}, 1, bluesTurnIn(mech.EndPhase))
	if err != nil {
		return err
	}
	m.dump = true
	scenes.ShowSample(s, m)
	return nil
}

// sampleHighlands: the Highlands (levels, woods, water) with six mechs,
// two of them Red Kestrels; Walk is chosen and the cursor rests on a hex
// only running reaches.
func sampleHighlands(s *scenes.Session) error {
	cfg := Config{Map: "mech-highlands", Seed: 5, Forces: [2][]mech.DesignID{Forces[6], Forces[3]}}
	m, err := hotSeatPlayedBy(s, cfg, 4, bluesTurnIn(mech.MovementPhase))
	if err != nil {
		return err
	}
	m.mode = mech.Walk
	if id := m.actor(); id >= 0 {
		moves := m.duel.Moves(id, mech.Run, nil)
		for i := len(moves) - 1; i >= 0; i-- {
			if to := moves[i].To; len(m.movesIn(to, mech.Walk)) == 0 {
				pointAt(s, m, to)
				break
			}
		}
	}
	scenes.ShowSample(s, m)
	return nil
}

// sampleFinished: a finished duel, its victory panel open (how it ended,
// each side's mechs and points) or closed: the board shows the attack that
// decided it.
func sampleFinished(closed bool) func(s *scenes.Session) error {
	return func(s *scenes.Session) error {
		m, err := hotSeatPlayedBy(s, Config{Seed: 2}, 1, func(*Screen) bool { return false })
		if err != nil {
			return err
		}
		if !m.duel.Outcome().Over() {
			return fmt.Errorf("the duel did not end")
		}
		s.Stack.Reset(scenes.NewMainMenu())
		s.Stack.Push(m)
		// The frame opens the victory panel a moment after the end; Esc closes it.
		for i := 0; i < 600; i++ {
			s.NewTick()
			if _, ok := s.Stack.Top().(*scenes.Victory); ok {
				if !closed {
					return nil
				}
				s.Input.Press(scenes.ActBack)
				return s.Stack.Top().Update(s)
			}
			if err := s.Stack.Top().Update(s); err != nil {
				return err
			}
		}
		return fmt.Errorf("the victory panel never opened")
	}
}

// sampleHint: Blue asked for a hint (H) in phase p and sees it: in the
// movement phase a run or walk of another mech than the chosen one, with
// the person's own aim elsewhere; in the weapon phase a shot.
func sampleHint(p mech.Phase) func(s *scenes.Session) error {
	return func(s *scenes.Session) error {
		m, err := hotSeatPlayedBy(s, Config{Seed: 11}, 2, func(m *Screen) bool {
			side, ok := m.duel.ToAct()
			if !ok || side != mech.Blue || m.duel.Phase() != p || m.duel.Turn() < 2 {
				return false
			}
			return p != mech.WeaponPhase || m.defaultTarget(m.duel.Active()) >= 0
		})
		if err != nil {
			return err
		}
		s.Stack.Reset(scenes.NewMainMenu())
		s.Stack.Push(m)
		if err := m.AwaitHint(s, m); err != nil {
			return err
		}
		if p == mech.MovementPhase {
			// The person's own aim: the chosen mech walking somewhere else.
			a, _ := m.Hint()
			m.mode = mech.Walk
			if id := m.actor(); id >= 0 {
				far, best := hex.Hex{}, -1
				for _, mv := range m.duel.Moves(id, mech.Walk, nil) {
					if dist := hex.Distance(mv.To, a.To); dist > best {
						far, best = mv.To, dist
					}
				}
				x, y := m.layout.Center(far)
				s.Input.MouseX, s.Input.MouseY = x, y
				m.setHover(far)
			}
		} else if id := m.duel.Active(); id >= 0 {
			m.chooseTarget(id, m.defaultTarget(id))
		}
		return nil
	}
}

// sampleSheet: a duel of the seed's player some turns in, the cursor on
// the card of the most damaged mech: its record sheet over the map.
func sampleSheet(s *scenes.Session) error {
	m, err := hotSeatPlayedBy(s, Config{Seed: 7}, 1, func(m *Screen) bool {
		for _, u := range m.duel.Mechs() {
			if u.Alive() && u.Crits != [mech.NumLocations]uint8{} && u.LostLocations() != 0 && m.duel.Phase() == mech.MovementPhase {
				return true
			}
		}
		return false
	})
	if err != nil {
		return err
	}
	worst, least := -1, 1<<30
	for i, u := range m.duel.Mechs() {
		if u.Alive() && u.Points() < least {
			worst, least = i, u.Points()
		}
	}
	r := cardRect(worst, len(m.duel.Mechs()))
	s.Input.MouseX, s.Input.MouseY = r.X+r.W/2, r.Y+r.H/2
	m.sheet = worst
	scenes.ShowSample(s, m)
	return nil
}

// sampleFall: the seed's players fight until a mech falls; the log says
// the piloting roll that failed and where the fall's damage landed, and the
// mech lies down on the map.
func sampleFall(s *scenes.Session) error {
	fell := func(m *Screen) bool {
		for i := len(m.log) - 1; i >= 0 && i >= len(m.log)-4; i-- {
			if m.log[i].fell {
				return true
			}
		}
		return false
	}
	m, err := hotSeatPlayedBy(s, Config{Seed: 7}, 1, func(m *Screen) bool {
		return m.duel.Phase() == mech.EndPhase && fell(m)
	})
	if err != nil {
		return err
	}
	if !fell(m) {
		return fmt.Errorf("no mech fell: %v", m.duel.Outcome())
	}
	scenes.ShowSample(s, m)
	return nil
}

// sampleProne: Blue's mech lying on the ground in the movement phase, the
// panel saying what getting up costs, and a click on a hex refused: the
// panel and the map say why.
func sampleProne(s *scenes.Session) error {
	prone := func(m *Screen) int {
		for id, u := range m.duel.Mechs() {
			if u.Alive() && u.Prone && u.Side == mech.Blue && m.duel.CanAct(id) {
				return id
			}
		}
		return -1
	}
	m, err := hotSeatPlayedBy(s, Config{Seed: 7}, 1, func(m *Screen) bool {
		side, ok := m.duel.ToAct()
		return ok && side == mech.Blue && m.duel.Phase() == mech.MovementPhase && prone(m) >= 0
	})
	if err != nil {
		return err
	}
	id := prone(m)
	if id < 0 {
		return fmt.Errorf("no mech of Blue lies down: %v", m.duel.Outcome())
	}
	m.selected = id
	far := m.duel.Mech(id).Pos
	for _, h := range m.hexes {
		if m.duel.MechAt(h) < 0 && hex.Distance(h, m.duel.Mech(id).Pos) == 3 {
			far = h
			break
		}
	}
	pointAt(s, m, far)
	m.refuse(far)
	scenes.ShowSample(s, m)
	return nil
}

// sampleSight: the line-of-sight tool from Blue's first mech to a hex
// whose line crosses woods or a building, the words under the cursor.
func sampleSight(s *scenes.Session) error {
	m, err := hotSeatPlayedBy(s, Config{Seed: 11}, 2, bluesTurnIn(mech.MovementPhase))
	if err != nil {
		return err
	}
	d := m.duel
	from := d.Mech(0).Pos
	mp := d.Map()
	best, bestScore := from, -1
	for _, h := range m.hexes {
		steps, _, _ := mp.SightLine(from, h, mp.Level(from)+1, mp.Level(h)+1)
		score := 0
		for _, st := range steps {
			if st.Blocks() {
				score += 10
			} else if st.Woods > 0 {
				score += 3
			}
		}
		if score > 0 && hex.Distance(from, h) <= 8 && score > bestScore {
			best, bestScore = h, score
		}
	}
	m.sight = sightTool{on: true, from: from}
	pointAt(s, m, best)
	m.sight.to, m.sight.toOK = best, true
	m.workOutSight()
	scenes.ShowSample(s, m)
	return nil
}

// bluesFire plays the duel of dice seed seed to Blue's weapon attack
// with a target, chosen, its usable weapons ticked.
func bluesFire(s *scenes.Session, seed uint64) (*Screen, error) {
	m, err := hotSeatPlayedBy(s, Config{Seed: seed}, 2, func(m *Screen) bool {
		side, ok := m.duel.ToAct()
		id := m.duel.Active()
		return ok && side == mech.Blue && m.duel.Phase() == mech.WeaponPhase && id >= 0 && m.defaultTarget(id) >= 0
	})
	if err != nil {
		return nil, err
	}
	id := m.duel.Active()
	if id < 0 || m.duel.Phase() != mech.WeaponPhase {
		return nil, fmt.Errorf("blue never came to fire: %v", m.duel.Outcome())
	}
	m.chooseTarget(id, m.defaultTarget(id))
	return m, nil
}

// firstVolley fires Blue's first volley of the duels of dice seeds 11,
// 12, … until found says the volley's animation (or one of the hits'
// after it) is the one to show; at most 30 duels.
func firstVolley(s *scenes.Session, found func(*attackAnim) bool) (*Screen, *attackAnim, error) {
	for seed := uint64(11); seed < 41; seed++ {
		m, err := bluesFire(s, seed)
		if err != nil {
			return nil, nil, err
		}
		m.fire(s, m.duel.Active())
		// The volley, then the rolls of its hits' locations (each shown
		// for a tick by the frame before it floats).
		for range 64 {
			an, ok := m.Anim().(*attackAnim)
			if ok && found(an) {
				m.floats = nil // the volley's marks
				return m, an, nil
			}
			if _, decides := m.duel.ToAct(); m.Anim() == nil && decides {
				break // the volley's rolls are over
			}
			if m.Anim() != nil {
				m.Anim().Skip()
			}
			s.NewTick()
			if err := m.Update(s); err != nil {
				return nil, nil, err
			}
		}
	}
	return nil, nil, fmt.Errorf("no volley to show in 30 duels")
}

// sampleShot: Blue's volley in flight, slowed down so that the screenshot
// (a dozen ticks on) catches the beams and missiles, the flash on the
// target and the damage rising from it.
func sampleShot(s *scenes.Session) error {
	m, an, err := firstVolley(s, func(an *attackAnim) bool { return an.flashAt >= 0 && len(an.shots) > 1 })
	if err != nil {
		return err
	}
	scenes.ShowSample(s, m)
	// The moment just after the first hit strikes: its flash, the shots
	// after it in flight.
	at := an.flashAt + 1
	an.slow(12)
	an.frame = max(0, at*12-12)
	return nil
}

// sampleHit: after Blue's volley, the roll of a hit's location: the
// location lit on the target's card, the damage rising with its name.
func sampleHit(s *scenes.Session) error {
	m, an, err := firstVolley(s, func(an *attackAnim) bool { return an.card >= 0 })
	if err != nil {
		return err
	}
	scenes.ShowSample(s, m)
	an.slow(12)
	an.frame = max(0, an.total/4-12)
	return nil
}

// sampleArcs: the arcs overlay on (A), the cursor on an enemy mech: its
// firing arc and rear arc lit, the box over the map saying what they are.
func sampleArcs(s *scenes.Session) error {
	m, err := hotSeatPlayedBy(s, Config{Seed: 11}, 2, bluesTurnIn(mech.MovementPhase))
	if err != nil {
		return err
	}
	scenes.ShowSample(s, m)
	for _, u := range m.duel.Mechs() {
		if u.Alive() && u.Side == mech.Red {
			pointAt(s, m, u.Pos)
			m.arcs.on = true
			m.workOutArcs(m.arcsMech(u.Pos))
			return nil
		}
	}
	return fmt.Errorf("no Red mech left")
}

// sampleSheetKey: the record sheet of Blue's mech to act, opened with its
// key (S), which says how to step to the next mech's or close it.
func sampleSheetKey(s *scenes.Session) error {
	m, err := hotSeatPlayedBy(s, Config{Seed: 7}, 1, bluesTurnIn(mech.MovementPhase))
	if err != nil {
		return err
	}
	scenes.ShowSample(s, m)
	s.NewTick()
	s.Input.Press(ActSheet)
	return m.Update(s)
}

// sampleOverheat: a Blue mech that kept its heat sinks off runs hot and is
// to fire: the panel warns what the volley chosen will do by the turn's
// end (shutdown and ammunition risks, in red).
func sampleOverheat(s *scenes.Session) error {
	p, err := mechai.Roster.New("seed", 2)
	if err != nil {
		return err
	}
	hot := func(d *mech.Duel) (mech.Action, error) {
		a, _, err := p.Choose(context.Background(), d, ai.Limits{})
		if a.Kind == mech.EndTurn && d.Mech(int(a.Mech)).Side == mech.Blue {
			a.Sinks = 0 // Blue runs hot
		}
		return a, err
	}
	m, err := playedBy(s, Config{Seed: 11}, hot, func(m *Screen) bool {
		side, ok := m.duel.ToAct()
		id := m.duel.Active()
		if !ok || side != mech.Blue || m.duel.Phase() != mech.WeaponPhase || id < 0 || m.defaultTarget(id) < 0 {
			return false
		}
		u := m.duel.Mech(id)
		after := u.Heat + m.duel.WeaponHeat(id, m.duel.UsableWeapons(id, m.defaultTarget(id))) - u.Sinks()
		return mech.ShutdownAvoid(after) > 0
	})
	if err != nil {
		return err
	}
	id := m.duel.Active()
	if id < 0 || m.duel.Phase() != mech.WeaponPhase {
		return fmt.Errorf("blue never ran hot with a target: %v", m.duel.Outcome())
	}
	m.chooseTarget(id, m.defaultTarget(id))
	scenes.ShowSample(s, m)
	return nil
}
