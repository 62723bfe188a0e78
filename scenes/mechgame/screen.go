package mechgame

import (
	"stratagem/ai/mechai"
	"stratagem/assets"
	"stratagem/board/hex"
	"stratagem/board/rules"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/units/mech"
)

// Screen is a Mech Duel in progress: the map with levels, fires and clubs,
// the mechs with their leg and torso facings, the phase banner, a card per
// mech (armour by arc, structure, heat scale), and the panel with the
// active mech's options: reachable hexes per movement mode with the path,
// MP and heat under the cursor; targets with to-hit and expected damage
// per weapon; physical attacks; the end-of-turn switches.
type Screen struct {
	scenes.Frame[*mech.Duel, mech.Action]
	cfg     Config
	mapName string

	duel *mech.Duel // the frame's live duel, to read

	// Movement: the mech chosen, the mode, its moves (cached), the facing
	// offered at the hovered hex (turned with Left/Right or a right click).
	selected int
	mode     mech.Mode
	moves    [4][]mech.Action // per mode
	movesKey [4][2]uint64     // per mode: generation and mech
	turnPick int
	// The move under the cursor and its path: worked out in Update when the
	// cursor, the facing or the position changes, drawn by Draw.
	aim     aimedMove
	seen    []bool    // scratch for drawMoves, one per hex
	hexes   []hex.Hex // the map's hexes
	arcGen  uint64    // the front arc's hexes, for the generation arcGen
	arc     []hex.Hex
	arcMech int
	// Weapon attacks: the target and the weapons chosen.
	target  int
	weapons uint8
	// End of turn.
	sinksOff, drop, dump bool

	hover   hex.Hex
	hoverOK bool
	// sheet is the mech whose record sheet shows over the map (its card is
	// under the cursor), or −1; sight is the line-of-sight tool.
	sheet    int
	sheetKey sheetKeys
	sight    sightTool
	arcs     arcsView // the arcs overlay (A)
	// floats are the marks of attacks that play on over the board without
	// holding up the game (anim.go).
	floats []*attackAnim
	// notice says why the last click did nothing, in the panel; noticeWhy
	// is its reason alone, shown beside noticeHex on the map.
	notice, noticeWhy string
	noticeHex         hex.Hex

	log []logEntry
	// What decided the duel, worked out once for the generation decGen.
	dec     decision
	decGen  uint64
	decLang uint64 // the language's generation the words were made in
	decSet  bool
	hint    hintView // the hint as shown
	// labels are the tooltips drawn so far in this frame: a later one
	// avoids them.
	labels []scenes.Rect
	// bannerFit is the banner's words as they fit its box, for the
	// sentences of and the language's generation lang.
	bannerFit struct {
		of, text string
		lang     uint64
	}

	layout   hex.Layout
	mapRight float64 // the x of the map's right edge
	terrain  render.Layer
}

// New starts a duel of the match m on cfg's map with cfg's forces.
func New(s *scenes.Session, m scenes.Match, cfg Config) (*Screen, error) {
	sc := &Screen{cfg: cfg, selected: -1, target: -1, mode: mech.Walk, arcMech: -1, sheet: -1, sheetKey: sheetKeys{-1, -1}, arcs: arcsView{id: -1}}
	sc.mapName = cfg.Map
	if sc.mapName == "" {
		sc.mapName = hex.MechMapNames()[0]
	}
	if err := sc.Init(s, "mech", mechai.Roster, m, sc, mechai.Roster.Strongest()); err != nil {
		return nil, err
	}
	return sc, nil
}

// Duel returns the duel (tests, screenshots).
func (m *Screen) Duel() *mech.Duel { return m.duel }

// NextRules returns the rules of the duel: the match's map and forces.
func (m *Screen) NextRules(*scenes.Session) (rules.Game[*mech.Duel, mech.Action], error) {
	return mech.Rules{Map: m.mapName, Forces: m.cfg.Forces}, nil
}

// DiceSeed is the configured seed of the dice (0: the session's next).
func (m *Screen) DiceSeed() uint64 { return m.cfg.Seed }

// Started keeps the new duel and lays its map out.
func (m *Screen) Started(_ *scenes.Session, d *mech.Duel) {
	m.duel = d
	mp := d.Map()
	m.hexes = mp.Hexes()
	m.layout, m.mapRight = mapLayout(mp)
	m.seen = make([]bool, mp.Len())
	m.log = nil
	m.terrain = render.Layer{}
}

// PositionChanged drops the person's half-made choices for the old
// position, and the log lines of actions taken back.
func (m *Screen) PositionChanged() {
	m.log = m.log[:min(len(m.log), m.duel.Ply())]
	m.selected, m.target, m.weapons, m.turnPick = -1, -1, 0, 0
	m.notice = ""
	m.sinksOff, m.drop, m.dump = false, false, false
	if id := m.duel.Active(); id >= 0 {
		u := m.duel.Mech(id)
		m.sinksOff = u.SinksOn == 0 && u.Sinks() > 0
	}
	m.updateAim()
}

// EndWords says how the duel ended, for the victory panel: a sentence
// from the outcome's reason and facts.
func (m *Screen) EndWords(o rules.Outcome) string { return endWords(o) }

// personToAct reports whether a person decides now and nothing animates.
func (m *Screen) personToAct() bool { return m.PersonToAct() && m.Anim() == nil }

// logEntry is one action in the log: what happened in words, then what
// it caused (damage landing, a mech that cannot fire), and the action in
// the rules' notation, shown dimmer. It keeps what the banner and the end
// of the duel need to know of the action, so that both follow the log when
// actions are taken back and replayed.
type logEntry struct {
	text     string
	notes    []string
	notation string
	side     int // the side whose mech acted (its colour), -1 for the dice
	// banner is what the banner says after this action (nothing: it keeps
	// what it said): the dice of an attack or of the initiative, or what
	// the action caused, a sentence each.
	banner []string
	fell   bool // a piloting skill roll failed: the mech falls
	// height is how high the entry is drawn in the language of heightLang.
	height     float64
	heightLang uint64

	action      mech.Action
	turn        int
	phase       mech.Phase // the phase the action was played in
	dealt       int        // an attack's damage (landing when its phase ends)
	hits        string     // what hit: "kick", "autocannon and medium laser"
	from, to    hex.Hex    // an attack's attacker and target hexes
	destroyed   []int      // the mechs this action's phase end destroyed
	destroyedAt []hex.Hex  // where they stood
}

// logAction logs a, just played (before: the duel as it was), in words,
// with what it caused: damage landing when a phase ends, mechs the weapon
// phase skips for want of a shot.
func (m *Screen) logAction(a mech.Action, before *mech.Duel) {
	d := m.duel
	e := logEntry{text: describe(before, a), notation: before.FormatAction(a), side: -1, action: a, turn: before.Turn(), phase: before.Phase()}
	e.side = actingSide(before, a)
	switch a.Kind {
	case mech.Fire, mech.Strike:
		e.dealt, e.hits = attackDamage(before, a)
		e.from, e.to = before.Mech(int(a.Mech)).Pos, before.Mech(int(a.Target)).Pos
		e.banner = []string{e.text}
		if a.Kind == mech.Fire {
			e.banner = []string{fireSummary(before, a, e.dealt)}
		}
	case mech.Initiative:
		e.banner = []string{e.text}
	case mech.Resolve:
		if u := before.Mech(int(a.Mech)); a.Chance == mech.PilotingRoll {
			e.fell = int(a.Rolls[0]) < u.PilotingNeed(mech.NextReason(u.Checks))
		}
	}
	mechs := before.Mechs()
	for i, u := range d.Mechs() {
		if mechs[i].Alive() && !u.Alive() {
			e.destroyed = append(e.destroyed, i)
			e.destroyedAt = append(e.destroyedAt, mechs[i].Pos)
		}
	}
	e.notes = append(e.notes, aftermath(d, mechs)...)
	if weaponsBegan(d, before.Phase(), before.Turn()) {
		e.notes = append(e.notes, skippedFire(d)...)
	}
	if len(e.notes) > 0 {
		e.banner = e.notes
	}
	m.log = append(m.log[:min(len(m.log), d.Ply()-1)], e)
}

// actingSide is the side whose doing action a is (before: the duel as it
// was), the colour of its log line: the side of the mech that acts; for a
// roll the rules wait for, the attacker's side when it places an attack's
// hit, the mech's own for its piloting and heat rolls and the damage of
// its fall; −1 (no side's colour) for the initiative and for critical
// checks, which the damage of the whole phase calls for.
func actingSide(before *mech.Duel, a mech.Action) int {
	if a.Kind == mech.Initiative {
		return -1
	}
	own := int(before.Mech(int(a.Mech)).Side)
	if a.Kind != mech.Resolve {
		return own
	}
	switch a.Chance {
	case mech.LocationRoll:
		if h, ok := before.NextHit(); ok && h.Attacker >= 0 {
			return int(before.Mech(h.Attacker).Side)
		}
	case mech.CriticalRoll, mech.PartRoll:
		return -1
	}
	return own
}

// bannerWords is what the banner says under the turn and phase: what the
// last dice did or what they caused, as the log stands (so it follows the
// position when actions are taken back), or at the end what decided the duel.
func (m *Screen) bannerWords() []string {
	if dec := m.decision(); dec.ok {
		return []string{dec.words}
	}
	for i := len(m.log) - 1; i >= 0; i-- {
		if b := m.log[i].banner; len(b) > 0 {
			return b
		}
	}
	return nil
}

// Played logs the action just played (its dice rolled) and starts its
// animation, sound and banner: a move walks, an attack flies and strikes,
// a hit's location roll lights the location (anim.go). Played quietly (a
// game restored, a sample), the animation is dropped and nothing floats.
func (m *Screen) Played(s *scenes.Session, a mech.Action, before *mech.Duel) scenes.Anim {
	var anim scenes.Anim
	switch a.Kind {
	case mech.Move:
		mv := &moveAnim{mech: int(a.Mech), stepFrames: s.Ticks(0.09)}
		if path, ok := before.MovePath(a); ok && len(path) > 1 {
			mv.path = path
			anim = mv
		}
		s.Play(assets.Move)
	case mech.Fire:
		anim = m.fireAnim(s, before, a)
		s.Play(assets.Remove)
	case mech.Strike:
		anim = m.strikeAnim(s, before, a) // floats at its first step
		s.Play(assets.Remove)
	case mech.Resolve:
		if a.Chance == mech.LocationRoll {
			if h := m.hitAnim(s, before, a); h != nil {
				anim = h // floats at its first step
			}
		}
		s.Play(assets.Click)
	default:
		s.Play(assets.Click)
	}
	m.logAction(a, before)
	m.notice = ""
	return anim
}

// CanUndo: only a person's movement or twist, in the phase it was made
// in: after dice have been rolled nothing can be taken back.
func (m *Screen) CanUndo() bool {
	last, ok := m.duel.LastAction()
	if !ok || m.BothComputer() || (last.Kind != mech.Move && last.Kind != mech.Twist) {
		return false
	}
	phase := mech.MovementPhase
	if last.Kind == mech.Twist {
		phase = mech.ReactionPhase
	}
	return m.duel.Phase() == phase && m.Person(int(m.duel.Mech(int(last.Mech)).Side))
}

// Undo takes back the person's last movement or twist (see CanUndo); Redo
// plays it again.
func (m *Screen) Undo(s *scenes.Session) {
	if !m.CanUndo() {
		return
	}
	m.StepBack(s)
	s.Play(assets.Click)
}

// moveAnim walks a mech along its path.
type moveAnim struct {
	mech       int
	path       []mech.Node
	frame      int
	stepFrames int
}

func (a *moveAnim) total() int { return scenes.WalkFrames(len(a.path), a.stepFrames) }
func (a *moveAnim) Skip()      { a.frame = a.total() }
func (a *moveAnim) Step(*scenes.Session) bool {
	a.frame++
	return a.frame < a.total()
}
