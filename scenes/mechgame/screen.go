package mechgame

import (
	"slices"
	"strings"

	"stratagem/ai/mechai"
	"stratagem/assets"
	"stratagem/board/hex"
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

	duel *mech.Duel
	dice mech.Dice

	legal    []mech.Action
	legalGen uint64

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
	sheet int
	sight sightTool
	// notice says why the last click did nothing, in the panel; noticeWhy
	// is its reason alone, shown beside noticeHex on the map.
	notice, noticeWhy string
	noticeHex         hex.Hex

	log []logEntry
	// What decided the duel, worked out once for the generation decGen.
	dec    decision
	decGen uint64
	decSet bool
	hint   hintView // the hint as shown
	// labels are the tooltips drawn so far in this frame: a later one
	// avoids them.
	labels []scenes.Rect
	// bannerFit is the banner as it fits the box (size, or cut), for of.
	bannerFit struct {
		of, line string
		size     float64
	}

	layout   hex.Layout
	mapRight float64 // the x of the map's right edge
	terrain  render.Layer
}

// New starts a duel of the match m on cfg's map with cfg's forces.
func New(s *scenes.Session, m scenes.Match, cfg Config) (*Screen, error) {
	sc := &Screen{cfg: cfg, selected: -1, target: -1, mode: mech.Walk, arcMech: -1, sheet: -1}
	sc.mapName = cfg.Map
	if sc.mapName == "" {
		sc.mapName = hex.MechMapNames()[0]
	}
	if err := sc.Init(s, "Mech Duel", mechai.Roster, m, sc, mechai.Roster.Strongest()); err != nil {
		return nil, err
	}
	return sc, nil
}

// Duel returns the duel (tests, screenshots).
func (m *Screen) Duel() *mech.Duel { return m.duel }

// NewGame sets up the duel again with the same map and forces.
func (m *Screen) NewGame(s *scenes.Session) error {
	mp, err := hex.LoadMap(m.mapName)
	if err != nil {
		return err
	}
	forces := m.cfg.Forces
	for i := range forces {
		if len(forces[i]) == 0 {
			forces[i] = mech.StandardPair
		}
	}
	d, err := mech.New(mp, forces[0], forces[1])
	if err != nil {
		return err
	}
	seed := m.cfg.Seed
	if seed == 0 {
		seed = s.NextSeed()
	}
	m.duel, m.dice = d, mech.NewDice(seed)
	m.hexes = mp.Hexes()
	m.layout, m.mapRight = mapLayout(mp)
	m.seen = make([]bool, mp.Len())
	m.log = nil
	m.terrain = render.Layer{}
	return nil
}

// PositionChanged drops the person's half-made choices for the old position.
func (m *Screen) PositionChanged() {
	m.selected, m.target, m.weapons, m.turnPick = -1, -1, 0, 0
	m.notice = ""
	m.sinksOff, m.drop, m.dump = false, false, false
	if id := m.duel.Active(); id >= 0 {
		u := m.duel.Mech(id)
		m.sinksOff = u.SinksOn == 0 && u.Sinks() > 0
	}
	m.updateAim()
}

// ---- the rules, as the frame sees them ----

func (m *Screen) Snapshot() *mech.Duel { return m.duel.Clone() }
func (m *Screen) Ply() int             { return m.duel.Ply() }

// IsLegal checks a computer's answer: one of the legal choices, its dice
// not yet rolled.
func (m *Screen) IsLegal(a mech.Action) bool { return m.duel.IsLegalChoice(a) }

func (m *Screen) ToAct() (int, bool) {
	side, ok := m.duel.ToAct()
	return int(side), ok
}

func (m *Screen) Outcome() scenes.Outcome {
	out := m.duel.Outcome()
	return scenes.OutcomeOf(out.Over(), int(out.Winner), out.Draw, endReason(m.duel))
}

func (m *Screen) AnyMove() (mech.Action, bool) { return scenes.FirstMove(m.legalActions()) }

func (m *Screen) TakeBack() {
	m.duel.Undo()
	m.log = m.log[:max(0, len(m.log)-1)]
}

// History returns the actions played so far, their dice rolled.
func (m *Screen) History() []mech.Action { return m.duel.History() }

// Record returns the actions so far in the duel's notation, dice included.
func (m *Screen) Record() []string { return m.duel.Notation() }

// ParseMove reads an action of the live duel in its notation.
func (m *Screen) ParseMove(text string) (mech.Action, error) { return m.duel.ParseAction(text) }

// StepNoSide rolls the dice no side decides: the initiative, and the rolls
// the rules wait for (hit locations and the like).
func (m *Screen) StepNoSide(s *scenes.Session) {
	if a := m.legalActions(); len(a) > 0 && (a[0].Kind == mech.Initiative || a[0].Kind == mech.Resolve) {
		m.Play(s, a[0])
	}
}

// MatchNote names the map.
func (m *Screen) MatchNote() string { return m.duel.Map().Name }

func (m *Screen) legalActions() []mech.Action {
	if m.legalGen != m.Gen() || m.legal == nil {
		m.legal = m.duel.LegalActions(m.legal[:0])
		m.legalGen = m.Gen()
	}
	return m.legal
}

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
	side     int       // the side whose mech acted (its colour), -1 for the dice
	lines    []logLine // the entry wrapped to the log's width
	// banner is what the banner says after this action ("": it keeps what
	// it said): the dice of an attack or of the initiative, or what the
	// action caused.
	banner string

	action      mech.Action
	turn        int
	phase       mech.Phase // the phase the action was played in
	dealt       int        // an attack's damage (landing when its phase ends)
	hits        string     // what hit: "kick", "autocannon and medium laser"
	from, to    hex.Hex    // an attack's attacker and target hexes
	destroyed   []int      // the mechs this action's phase end destroyed
	destroyedAt []hex.Hex  // where they stood
}

// apply applies a (rolled and legal) and logs it in words, with what it
// caused: damage landing when a phase ends, mechs the weapon phase skips
// for want of a shot.
func (m *Screen) apply(a mech.Action) {
	d := m.duel
	e := logEntry{text: describe(d, a), notation: d.FormatAction(a), side: -1, action: a, turn: d.Turn(), phase: d.Phase()}
	if a.Kind != mech.Initiative {
		e.side = int(d.Mech(int(a.Mech)).Side)
	}
	switch a.Kind {
	case mech.Fire, mech.Strike:
		e.dealt, e.hits = attackDamage(d, a)
		e.from, e.to = d.Mech(int(a.Mech)).Pos, d.Mech(int(a.Target)).Pos
		e.banner = e.text
	case mech.Initiative:
		e.banner = e.text
	}
	before := slices.Clone(d.Mechs()) // Mechs is the duel's own slice: Apply changes it
	phase, turn := d.Phase(), d.Turn()
	d.Apply(a)
	for i, u := range d.Mechs() {
		if before[i].Alive() && !u.Alive() {
			e.destroyed = append(e.destroyed, i)
			e.destroyedAt = append(e.destroyedAt, before[i].Pos)
		}
	}
	if s := aftermath(d, before); s != "" {
		e.notes = append(e.notes, s)
	}
	if weaponsBegan(d, phase, turn) {
		e.notes = append(e.notes, skippedFire(d)...)
	}
	if len(e.notes) > 0 {
		e.banner = strings.Join(e.notes, "; ")
	}
	e.wrap()
	m.log = append(m.log, e)
}

// bannerWords is what the banner says under the turn and phase: what the
// last dice did or what they caused, as the log stands (so it follows the
// position when actions are taken back), or at the end what decided the duel.
func (m *Screen) bannerWords() string {
	if dec := m.decision(); dec.ok {
		return dec.words
	}
	for i := len(m.log) - 1; i >= 0; i-- {
		if b := m.log[i].banner; b != "" {
			return b
		}
	}
	return ""
}

// Play rolls the dice an action needs, applies it, and starts its
// animation, sound, banner and log line.
func (m *Screen) Play(s *scenes.Session, a mech.Action) {
	d := m.duel
	if a.NeedsDice() && !a.Rolled() {
		a = mech.Roll(a, m.dice)
	}
	if !d.IsLegal(a) {
		return
	}
	anim := &moveAnim{mech: int(a.Mech), stepFrames: s.Ticks(0.09), shotFrames: s.Ticks(0.5)}
	switch a.Kind {
	case mech.Move:
		if path, ok := d.MovePath(a); ok {
			anim.path = path
		}
		s.Play(assets.Move)
	case mech.Fire, mech.Strike:
		anim.shots = append(anim.shots, [2]hex.Hex{d.Mech(int(a.Mech)).Pos, d.Mech(int(a.Target)).Pos})
		s.Play(assets.Remove)
	default:
		s.Play(assets.Click)
	}
	m.apply(a)
	m.notice = ""
	if len(anim.path) > 1 || len(anim.shots) > 0 {
		m.Animate(anim)
	}
	m.Changed()
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

// moveAnim walks a mech along its path, or flashes shots at a target.
type moveAnim struct {
	mech       int
	path       []mech.Node
	shots      [][2]hex.Hex // from, to
	frame      int
	stepFrames int
	shotFrames int
}

func (a *moveAnim) moveFrames() int { return scenes.WalkFrames(len(a.path), a.stepFrames) }
func (a *moveAnim) total() int {
	n := a.moveFrames()
	if len(a.shots) > 0 {
		n += a.shotFrames
	}
	return n
}
func (a *moveAnim) Skip() { a.frame = a.total() }
func (a *moveAnim) Step(*scenes.Session) bool {
	a.frame++
	return a.frame < a.total()
}
