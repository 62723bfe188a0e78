package scenes

import (
	"context"
	"fmt"
	"image/color"
	"math"
	"slices"
	"strings"
	"time"

	"stratagem/ai"
	"stratagem/ai/mechai"
	"stratagem/assets"
	"stratagem/board/hex"
	"stratagem/render"
	"stratagem/units/mech"
)

// MechConfig says who commands each side ("" a person, else an AI name),
// the map and the forces.
type MechConfig struct {
	AI       [2]string
	Map      string             // one of hex.MechMapNames(); "" the first
	Forces   [2][]mech.DesignID // nil: mech.StandardPair
	Autoplay bool               // a new duel starts a few seconds after each one ends
	Seed     uint64             // the dice's seed (0: the session's next)
	_        [0]func()          // not comparable
}

// MechScreen is a Mech Duel in progress: the map with levels, fires and
// clubs, the mechs with their leg and torso facings, the phase banner, a
// card per mech (armour by arc, structure, heat scale), and the panel with
// the active mech's options: reachable hexes per movement mode with the
// path, MP and heat under the cursor; targets with to-hit and expected
// damage per weapon; physical attacks; the end-of-turn switches.
type MechScreen struct {
	cfg     MechConfig
	players [2]ai.Player[*mech.Duel, mech.Action]
	mapName string

	duel *mech.Duel
	dice mech.Dice
	gen  uint64

	computer computerTurn[mech.Action]

	legal    []mech.Action
	legalGen uint64

	// Movement: the mech chosen, the mode, its moves (cached), the facing
	// offered at the hovered hex (turned with Left/Right or a right click).
	selected int
	mode     mech.Mode
	moves    [4][]mech.Action // per mode
	movesKey [4][2]uint64     // per mode: generation and mech
	turnPick int
	// The move under the cursor's path, found once per move and generation.
	pathAct mech.Action
	pathGen uint64
	path    []mech.Node
	seen    []bool    // scratch for drawMoves, one per hex
	hexes   []hex.Hex // the map's hexes
	// Weapon attacks: the target and the weapons chosen.
	target  int
	weapons uint8
	// End of turn.
	sinksOff, drop, dump bool

	hover   hex.Hex
	hoverOK bool

	anim    *mechAnim
	log     []string
	banner  string // the last dice: what the rolls did
	started time.Time
	end     endTimer

	layout  hex.Layout
	terrain render.Layer

	ctxForm Form // the phase's buttons
	ctxB    [4]*Button
	barForm Form
	undoB   *Button
	menuB   *Button
}

// mechAnim walks a mech along its path, or flashes shots at a target.
type mechAnim struct {
	mech       int
	path       []mech.Node
	shots      [][2]hex.Hex // from, to
	frame      int
	stepFrames int
	shotFrames int
}

func (a *mechAnim) moveFrames() int { return max(0, len(a.path)-1) * a.stepFrames }
func (a *mechAnim) total() int {
	n := a.moveFrames()
	if len(a.shots) > 0 {
		n += a.shotFrames
	}
	return n
}
func (a *mechAnim) done() bool { return a.frame >= a.total() }

// Movement mode colours: walk green, run amber, jump sky blue.
var modeColours = [4]color.Color{
	mech.Stand: render.TextMain,
	mech.Walk:  render.Legal,
	mech.Run:   render.Accent,
	mech.Jump:  color.RGBA{0x5c, 0xc8, 0xf0, 0xff},
}

// NewMechScreen starts a duel.
func NewMechScreen(cfg MechConfig, s *Session) (*MechScreen, error) {
	m := &MechScreen{cfg: cfg, selected: -1, target: -1, mode: mech.Walk}
	m.mapName = cfg.Map
	if m.mapName == "" {
		m.mapName = hex.MechMapNames()[0]
	}
	var err error
	if m.players, err = computerPlayers(cfg.AI, s, mechai.Roster.New); err != nil {
		return nil, err
	}
	m.layout = hex.Layout{Size: 24.5, OriginX: 34, OriginY: 84}
	for i := range m.ctxB {
		m.ctxB[i] = &Button{R: Rect{panelX + float64(i)*94, 590, 86, 46}, Size: 17}
		m.ctxForm.Items = append(m.ctxForm.Items, m.ctxB[i])
	}
	m.ctxForm.Focus = -1
	m.undoB = &Button{R: Rect{panelX, 648, 180, 48}, Label: "Undo", Size: 19}
	m.menuB = &Button{R: Rect{panelX + 188, 648, 180, 48}, Label: "Menu", Size: 19}
	m.barForm = Form{Items: []Widget{m.undoB, m.menuB}, Focus: -1}
	if err := m.restart(s); err != nil {
		return nil, err
	}
	return m, nil
}

func (m *MechScreen) restart(s *Session) error {
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
	m.seen = make([]bool, mp.Len())
	m.log, m.banner, m.anim = nil, "", nil
	m.started = s.Now()
	m.end.reset()
	m.terrain = render.Layer{}
	m.changed()
	return nil
}

// Restart begins the duel again with the same commanders.
func (m *MechScreen) Restart(s *Session) { _ = m.restart(s) }

// Duel returns the duel (tests, screenshots).
func (m *MechScreen) Duel() *mech.Duel { return m.duel }

func (m *MechScreen) changed() {
	m.gen++
	m.computer.reset()
	m.selected, m.target, m.weapons, m.turnPick = -1, -1, 0, 0
	m.sinksOff, m.drop, m.dump = false, false, false
	if id := m.duel.Active(); id >= 0 {
		u := m.duel.Mech(id)
		m.sinksOff = u.SinksOn == 0 && u.Stats().Sinks > 0
	}
}

// Close cancels the search when the screen leaves the stack.
func (m *MechScreen) Close() { m.computer.reset() }

func (m *MechScreen) legalActions() []mech.Action {
	if m.legalGen != m.gen || m.legal == nil {
		m.legal = m.duel.LegalActions(m.legal[:0])
		m.legalGen = m.gen
	}
	return m.legal
}

func (m *MechScreen) sideToAct() (mech.Side, bool) { return m.duel.ToAct() }

func (m *MechScreen) humanToAct() bool {
	s, ok := m.sideToAct()
	return ok && m.players[s] == nil
}

func (m *MechScreen) vsComputer() bool { return m.players[0] != nil || m.players[1] != nil }

// play rolls the dice an action needs, applies it, and starts its
// animation, sound, banner and log line.
func (m *MechScreen) play(s *Session, a mech.Action) {
	d := m.duel
	if a.NeedsDice() && !a.Rolled() {
		a = mech.Roll(a, m.dice)
	}
	if !d.IsLegal(a) {
		return
	}
	anim := &mechAnim{mech: int(a.Mech), stepFrames: s.Ticks(0.09), shotFrames: s.Ticks(0.5)}
	line := d.FormatAction(a)
	switch a.Kind {
	case mech.Move:
		if path, ok := d.MovePath(a); ok {
			anim.path = path
		}
		line += fmt.Sprintf(" (%d MP, +%d heat)", a.MP, a.Heat)
		s.Play(assets.Move)
	case mech.Fire:
		m.banner = m.describeFire(a)
		att, tgt := d.Mech(int(a.Mech)), d.Mech(int(a.Target))
		anim.shots = append(anim.shots, [2]hex.Hex{att.Pos, tgt.Pos})
		s.Play(assets.Remove)
	case mech.Strike:
		need, _ := d.StrikeToHit(int(a.Mech), int(a.Target), a.Blow)
		res := "miss"
		if int(a.Rolls[0]) >= need {
			res = fmt.Sprintf("hit, %d damage", mech.BlowDamage(d.Mech(int(a.Mech)).Design, a.Blow))
		}
		m.banner = fmt.Sprintf("%s %s %s: rolled %d, needed %d — %s", d.MechName(int(a.Mech)), a.Blow, d.MechName(int(a.Target)), a.Rolls[0], need, res)
		att, tgt := d.Mech(int(a.Mech)), d.Mech(int(a.Target))
		anim.shots = append(anim.shots, [2]hex.Hex{att.Pos, tgt.Pos})
		s.Play(assets.Remove)
	case mech.Initiative:
		m.banner = fmt.Sprintf("Initiative: Blue rolled %d, Red rolled %d — %s moves first", a.Rolls[0], a.Rolls[1],
			map[bool]string{true: "Blue", false: "Red"}[a.Rolls[0] < a.Rolls[1]])
		s.Play(assets.Click)
	default:
		s.Play(assets.Click)
	}
	before := slices.Clone(d.Mechs()) // Mechs is the duel's own slice: Apply changes it
	d.Apply(a)
	after := d.Mechs()
	// Losses appear when a phase ends (attacks are simultaneous).
	var losses []string
	for i := range after {
		lost := before[i].Points() - after[i].Points()
		if lost > 0 {
			losses = append(losses, fmt.Sprintf("%s −%d", d.MechName(i), lost))
		}
		if before[i].Alive() && !after[i].Alive() {
			losses = append(losses, d.MechName(i)+" destroyed")
		}
	}
	if len(losses) > 0 {
		line += " [" + strings.Join(losses, ", ") + "]"
	}
	m.log = append(m.log, line)
	if len(anim.path) > 1 || len(anim.shots) > 0 {
		m.anim = anim
	}
	m.changed()
}

// describeFire says what each weapon's dice did.
func (m *MechScreen) describeFire(a mech.Action) string {
	d := m.duel
	att := d.Mech(int(a.Mech))
	var parts []string
	for w, wk := range att.Stats().Weapons {
		if a.Weapons&(1<<uint(w)) == 0 {
			continue
		}
		need, _ := d.ToHit(int(a.Mech), int(a.Target), w)
		st := wk.Stats()
		res := "miss"
		if int(a.Rolls[w]) >= need {
			res = fmt.Sprint(st.SalvoDamage(int(a.Rolls[w]), need))
		}
		parts = append(parts, fmt.Sprintf("%s %d/%d %s", st.Code, a.Rolls[w], need, res))
	}
	return fmt.Sprintf("%s fires at %s: %s", d.MechName(int(a.Mech)), d.MechName(int(a.Target)), strings.Join(parts, " · "))
}

// Undo takes back the last movement or twist a person made in the current
// phase: after dice have been rolled nothing can be taken back.
func (m *MechScreen) Undo(s *Session) {
	if !m.canUndo() {
		return
	}
	m.duel.Undo()
	m.anim = nil
	m.log = m.log[:max(0, len(m.log)-1)]
	m.end.reset()
	m.changed()
	s.Play(assets.Click)
}

func (m *MechScreen) canUndo() bool {
	last, ok := m.duel.LastAction()
	if !ok || (m.players[0] != nil && m.players[1] != nil) {
		return false
	}
	if last.Kind != mech.Move && last.Kind != mech.Twist {
		return false
	}
	// Only within the phase it was made in, and only a person's.
	phase := mech.MovementPhase
	if last.Kind == mech.Twist {
		phase = mech.ReactionPhase
	}
	return m.duel.Phase() == phase && m.players[m.duel.Mech(int(last.Mech)).Side] == nil
}

func (m *MechScreen) Update(s *Session) error {
	if gameKeys(s, m) {
		return nil
	}
	in := &s.Input
	m.setButtons()
	m.undoB.Disabled = !m.canUndo()
	switch m.barForm.Update(s) {
	case m.undoB:
		m.Undo(s)
	case m.menuB:
		s.Stack.Push(NewPauseMenu(m))
		return nil
	}
	if m.anim != nil {
		if in.Just(ActConfirm) {
			m.anim.frame = m.anim.total()
		}
		m.anim.frame++
		if m.anim.done() {
			m.anim = nil
		}
	}
	d := m.duel
	if out := d.Outcome(); out.Over() {
		m.computer.reset()
		if m.anim == nil && m.end.due(s) {
			m.showVictory(s, out)
		}
		return nil
	}
	if m.anim != nil {
		return nil
	}
	side, ok := m.sideToAct()
	if !ok {
		// The initiative: the dice act, after a moment to read the last turn.
		if a := m.legalActions(); len(a) > 0 && a[0].Kind == mech.Initiative {
			m.play(s, a[0])
		}
		return nil
	}
	if p := m.players[side]; p != nil {
		m.updateComputer(s, p)
		return nil
	}
	m.updateHuman(s)
	return nil
}

func (m *MechScreen) updateComputer(s *Session, p ai.Player[*mech.Duel, mech.Action]) {
	think := func() func(ctx context.Context) (mech.Action, error) {
		d := m.duel.Clone() // a Duel is not safe to share with the search
		return func(ctx context.Context) (mech.Action, error) {
			a, _, err := p.Choose(ctx, d, ai.Limits{})
			return a, err
		}
	}
	if a, ok := m.computer.step(m.gen, m.anim == nil, think, m.duel.IsLegalChoice); ok {
		m.play(s, a)
	}
}

// ---- the person's turn ----

// actor is the mech whose options the panel shows: in the movement phase
// the one chosen (else the first that may move), otherwise the active one.
func (m *MechScreen) actor() int {
	d := m.duel
	if d.Phase() == mech.MovementPhase && m.selected >= 0 && d.CanAct(m.selected) {
		return m.selected
	}
	return d.Active()
}

// movesOf returns the moves of mech id in mode (cached per generation).
func (m *MechScreen) movesOf(id int, mode mech.Mode) []mech.Action {
	key := [2]uint64{m.gen, uint64(id)}
	if key != m.movesKey[mode] || m.moves[mode] == nil {
		m.moves[mode] = m.duel.Moves(id, mode, m.moves[mode][:0])
		m.movesKey[mode] = key
	}
	return m.moves[mode]
}

// movesTo returns the moves of the actor that end on h, cheapest first: in
// the chosen mode, or, when that mode cannot reach h, in the first of walk,
// run and jump that can.
func (m *MechScreen) movesTo(h hex.Hex) []mech.Action {
	id := m.actor()
	if id < 0 {
		return nil
	}
	for _, mode := range []mech.Mode{m.mode, mech.Walk, mech.Run, mech.Jump} {
		var out []mech.Action
		for _, a := range m.movesOf(id, mode) {
			if a.To == h {
				out = append(out, a)
			}
		}
		if len(out) > 0 {
			slices.SortStableFunc(out, func(a, b mech.Action) int { return int(a.MP) - int(b.MP) })
			return out
		}
	}
	return nil
}

// aimedMove is the move a click on the hovered hex would make.
func (m *MechScreen) aimedMove() (mech.Action, bool) {
	if !m.hoverOK {
		return mech.Action{}, false
	}
	opts := m.movesTo(m.hover)
	if len(opts) == 0 {
		return mech.Action{}, false
	}
	return opts[((m.turnPick%len(opts))+len(opts))%len(opts)], true
}

func (m *MechScreen) updateHuman(s *Session) {
	in := &s.Input
	d := m.duel
	h := m.layout.HexAt(in.MouseX, in.MouseY)
	if h != m.hover {
		m.turnPick = 0
	}
	m.hover, m.hoverOK = h, d.Map().Contains(h)
	id := m.actor()
	pressed, _ := m.ctxForm.Update(s).(*Button) // labelled by Update's setButtons
	switch d.Phase() {
	case mech.MovementPhase:
		if in.Just(ActLeft) {
			m.turnPick--
		}
		if in.Just(ActRight) || in.RightClicked {
			m.turnPick++
		}
		for i, mode := range []mech.Mode{mech.Walk, mech.Run, mech.Jump} {
			if pressed == m.ctxB[i] {
				m.mode = mode
			}
		}
		if pressed == m.ctxB[3] && id >= 0 {
			m.playFirst(s, func(a mech.Action) bool { return a.Kind == mech.Move && a.Mode == mech.Stand && int(a.Mech) == id })
			return
		}
		if in.Clicked && m.hoverOK && pressed == nil {
			// Another mech of the side chooses it; the chosen one's own hex
			// turns it in place (when the facing offered differs).
			if o := d.MechAt(m.hover); o >= 0 && o != id && d.CanAct(o) {
				m.selected = o
				return
			}
			if a, ok := m.aimedMove(); ok {
				m.play(s, a)
			}
		}
	case mech.ReactionPhase:
		twist := map[*Button]int{m.ctxB[0]: -1, m.ctxB[1]: 0, m.ctxB[2]: 1}
		if t, ok := twist[pressed]; ok {
			m.playFirst(s, func(a mech.Action) bool { return a.Kind == mech.Twist && int(a.Twist) == t })
		}
		if in.Just(ActLeft) {
			m.playFirst(s, func(a mech.Action) bool { return a.Kind == mech.Twist && a.Twist == -1 })
		} else if in.Just(ActRight) {
			m.playFirst(s, func(a mech.Action) bool { return a.Kind == mech.Twist && a.Twist == 1 })
		} else if in.Just(ActConfirm) {
			m.playFirst(s, func(a mech.Action) bool { return a.Kind == mech.Twist && a.Twist == 0 })
		}
	case mech.WeaponPhase:
		if m.target < 0 || d.UsableWeapons(id, m.target) == 0 {
			m.target = m.defaultTarget(id)
			m.weapons = 0
			if m.target >= 0 {
				m.weapons = d.UsableWeapons(id, m.target)
			}
		}
		if in.Clicked && m.hoverOK && pressed == nil {
			if o := d.MechAt(m.hover); o >= 0 && d.UsableWeapons(id, o) != 0 {
				m.target, m.weapons = o, d.UsableWeapons(id, o)
			}
		}
		if in.Clicked && pressed == nil {
			// A click on a weapon row of the panel toggles it.
			if w, ok := m.weaponRowAt(in.MouseX, in.MouseY); ok && m.target >= 0 && d.UsableWeapons(id, m.target)&(1<<uint(w)) != 0 {
				m.weapons ^= 1 << uint(w)
			}
		}
		switch pressed {
		case m.ctxB[0]:
			m.fire(s, id)
		case m.ctxB[1]:
			m.playFirst(s, func(a mech.Action) bool { return a.Kind == mech.PickUp })
		case m.ctxB[2]:
			m.playFirst(s, func(a mech.Action) bool { return a.Kind == mech.Pass })
		}
		if in.Just(ActConfirm) {
			m.fire(s, id)
		}
	case mech.PhysicalPhase:
		blows := map[*Button]mech.Blow{m.ctxB[0]: mech.Punch, m.ctxB[1]: mech.Kick, m.ctxB[2]: mech.ClubBlow}
		if b, ok := blows[pressed]; ok {
			m.playFirst(s, func(a mech.Action) bool {
				return a.Kind == mech.Strike && a.Blow == b && (m.target < 0 || int(a.Target) == m.target)
			})
		}
		if in.Clicked && m.hoverOK && pressed == nil {
			o := d.MechAt(m.hover)
			for _, a := range m.legalActions() {
				if a.Kind == mech.Strike && int(a.Target) == o {
					m.target = o // only a mech that can be struck
				}
			}
		}
		if pressed == m.ctxB[3] {
			m.playFirst(s, func(a mech.Action) bool { return a.Kind == mech.Pass })
		}
	case mech.EndPhase:
		switch pressed {
		case m.ctxB[0]:
			m.sinksOff = !m.sinksOff
		case m.ctxB[1]:
			m.drop = !m.drop
		case m.ctxB[2]:
			m.dump = !m.dump
		case m.ctxB[3]:
			m.endTurn(s, id)
		}
		if in.Just(ActConfirm) {
			m.endTurn(s, id)
		}
	}
}

// playFirst plays the first legal action that ok accepts.
func (m *MechScreen) playFirst(s *Session, ok func(mech.Action) bool) {
	for _, a := range m.legalActions() {
		if ok(a) {
			m.play(s, a)
			return
		}
	}
}

// defaultTarget is the enemy the actor can hit with most expected damage.
func (m *MechScreen) defaultTarget(id int) int {
	d := m.duel
	best, bestV := -1, -1.0
	for o := range d.Mechs() {
		if w := d.UsableWeapons(id, o); w != 0 {
			if v := d.ExpectedDamage(id, o, w); v > bestV {
				best, bestV = o, v
			}
		}
	}
	return best
}

func (m *MechScreen) fire(s *Session, id int) {
	if m.target < 0 || m.weapons == 0 {
		return
	}
	a := mech.Action{Kind: mech.Fire, Mech: int8(id), Target: int8(m.target), Weapons: m.weapons}
	m.play(s, a)
}

func (m *MechScreen) endTurn(s *Session, id int) {
	if id < 0 {
		return
	}
	u := m.duel.Mech(id)
	a := mech.Action{Kind: mech.EndTurn, Mech: int8(id), Sinks: int8(u.Stats().Sinks)}
	if m.sinksOff {
		a.Sinks = 0
	}
	a.Drop = m.drop && u.Club
	if m.dump {
		for w, wk := range u.Stats().Weapons {
			if wk.Stats().Ammo > 0 && u.Ammo[w] > 0 {
				a.Weapons |= 1 << uint(w)
			}
		}
	}
	if m.duel.IsLegal(a) {
		m.play(s, a)
	}
}

// setButtons labels the phase's buttons and enables those that apply.
func (m *MechScreen) setButtons() {
	d := m.duel
	id := m.actor()
	set := func(i int, label string, enabled bool) {
		m.ctxB[i].Label, m.ctxB[i].Disabled = label, !enabled
	}
	has := func(ok func(mech.Action) bool) bool {
		for _, a := range m.legalActions() {
			if ok(a) {
				return true
			}
		}
		return false
	}
	human := m.humanToAct() && m.anim == nil
	for i := range m.ctxB {
		set(i, "", false)
	}
	// Only the buttons with a label show.
	defer func() {
		m.ctxForm.Items = m.ctxForm.Items[:0]
		for _, b := range m.ctxB {
			if b.Label != "" {
				m.ctxForm.Items = append(m.ctxForm.Items, b)
			}
		}
	}()
	if !human || id < 0 {
		return
	}
	switch d.Phase() {
	case mech.MovementPhase:
		u := d.Mech(id)
		set(0, "Walk", true)
		set(1, "Run", true)
		set(2, "Jump", u.Stats().Jump > 0)
		set(3, "Stand", true)
		if m.mode == mech.Jump && u.Stats().Jump == 0 {
			m.mode = mech.Walk
		}
	case mech.ReactionPhase:
		set(0, "Twist ←", true)
		set(1, "Keep", true)
		set(2, "Twist →", true)
	case mech.WeaponPhase:
		set(0, "Fire", m.target >= 0 && m.weapons != 0)
		set(1, "Pick up", has(func(a mech.Action) bool { return a.Kind == mech.PickUp }))
		set(2, "Pass", has(func(a mech.Action) bool { return a.Kind == mech.Pass }))
	case mech.PhysicalPhase:
		for i, b := range []mech.Blow{mech.Punch, mech.Kick, mech.ClubBlow} {
			set(i, capitalise(b.String()), has(func(a mech.Action) bool { return a.Kind == mech.Strike && a.Blow == b }))
		}
		set(3, "Pass", true)
	case mech.EndPhase:
		u := d.Mech(id)
		sinks := "Sinks on"
		if m.sinksOff {
			sinks = "Sinks off"
		}
		set(0, sinks, u.Stats().Sinks > 0)
		drop := "Keep club"
		if m.drop {
			drop = "Drop club"
		}
		set(1, drop, u.Club)
		dump := "Keep ammo"
		if m.dump {
			dump = "Dump ammo"
		}
		set(2, dump, true)
		set(3, "End turn", true)
	}
}

func (m *MechScreen) showVictory(s *Session, out mech.Outcome) {
	title := "Draw"
	if !out.Draw {
		title = capitalise(out.Winner.String()) + " wins!"
	}
	effect := assets.Win
	if m.vsComputer() && !out.Draw {
		if m.players[out.Winner] == nil {
			title = "You win!"
		} else if m.players[out.Winner.Other()] == nil {
			title = "The computer wins"
			effect = assets.Lose
		}
	}
	d := m.duel
	stats := []string{fmt.Sprintf("Turns: %d   ·   actions: %d   ·   time: %s", d.Turn(), d.Ply(), s.Now().Sub(m.started).Round(time.Second))}
	for side := mech.Blue; side <= mech.Red; side++ {
		var parts []string
		for i, u := range d.Mechs() {
			if u.Side != side {
				continue
			}
			state := fmt.Sprintf("%d points left", u.Points())
			if !u.Alive() {
				state = "destroyed"
			}
			parts = append(parts, fmt.Sprintf("%s %s", d.MechName(i), state))
		}
		stats = append(stats, capitalise(side.String())+": "+strings.Join(parts, ", "))
	}
	s.Play(effect)
	v := NewVictory(m, title, capitalise(out.Reason), stats)
	v.AutoRestart = m.cfg.Autoplay
	s.Stack.Push(v)
}

// ---- drawing ----

func (m *MechScreen) mechPos(id int) (float64, float64) {
	u := m.duel.Mech(id)
	x, y := m.layout.Center(u.Pos)
	a := m.anim
	if a == nil || a.mech != id || len(a.path) < 2 || a.frame >= a.moveFrames() {
		return x, y
	}
	i := a.frame / a.stepFrames
	t := float64(a.frame%a.stepFrames) / float64(a.stepFrames)
	x0, y0 := m.layout.Center(a.path[i].Hex)
	x1, y1 := m.layout.Center(a.path[i+1].Hex)
	return x0 + (x1-x0)*t, y0 + (y1-y0)*t
}

func (m *MechScreen) Draw(c *render.Canvas, s *Session) {
	d := m.duel
	mp := d.Map()
	m.terrain.Draw(c, m.mapName, func(c *render.Canvas) { render.DrawMechTerrain(c, m.layout, mp) })
	for _, h := range m.hexes {
		x, y := m.layout.Center(h)
		if d.Burning(h) {
			render.DrawFire(c, x, y, m.layout.Size*0.8, int(s.Frame))
		}
		if d.Clubs(h) > 0 {
			render.DrawClub(c, x, y, m.layout.Size*0.8)
		}
	}
	human := m.humanToAct() && m.anim == nil
	id := m.actor()
	if human && id >= 0 {
		switch d.Phase() {
		case mech.MovementPhase:
			m.drawMoves(c, id)
			for o, u := range d.Mechs() {
				if o != id && d.CanAct(o) {
					c.StrokeHex(m.layout, u.Pos, 2, 2, render.WithAlpha(render.Accent, 0.7))
				}
			}
		case mech.ReactionPhase, mech.WeaponPhase, mech.PhysicalPhase:
			m.drawArc(c, id)
		}
	}
	if id >= 0 && !d.Outcome().Over() {
		pulse := 0.6 + 0.4*math.Sin(float64(s.Frame)/9)
		c.StrokeHex(m.layout, d.Mech(id).Pos, 1, 3, render.WithAlpha(render.Accent, pulse))
	}
	r := m.layout.Size * 0.62
	for i, u := range d.Mechs() {
		if !u.Alive() {
			continue
		}
		x, y := m.mechPos(i)
		render.DrawMech(c, m.layout, x, y, r, render.MechLook{Side: int(u.Side), Legs: u.Facing, Torso: u.Torso(),
			Letter: u.Design.String()[:1], Shutdown: u.Shutdown, Club: u.Club}, 1)
	}
	if human && id >= 0 && d.Phase() == mech.WeaponPhase {
		for o := range d.Mechs() {
			if d.UsableWeapons(id, o) != 0 {
				w := 3.0
				if o == m.target {
					w = 5
				}
				c.StrokeHex(m.layout, d.Mech(o).Pos, 1, w, render.Danger)
			}
		}
	}
	m.drawShots(c)
	if human && m.hoverOK {
		c.StrokeHex(m.layout, m.hover, 1, 2, render.TextMain)
	}
	m.drawBanner(c)
	m.drawCards(c)
	m.drawPanel(c, s)
}

// drawMoves lights the hexes the actor can reach: brightly those of the
// chosen mode, faintly the rest, each in its mode's colour (walk green,
// run amber, jump blue), and the path, MP left and heat of the move
// under the cursor.
func (m *MechScreen) drawMoves(c *render.Canvas, id int) {
	mp := m.duel.Map()
	clear(m.seen)
	for i, mode := range []mech.Mode{m.mode, mech.Walk, mech.Run, mech.Jump} {
		if i > 0 && mode == m.mode {
			continue
		}
		alpha := 0.16
		if i == 0 {
			alpha = 0.38
		}
		for _, a := range m.movesOf(id, mode) {
			if i := mp.Index(a.To); !m.seen[i] {
				m.seen[i] = true
				c.FillHex(m.layout, a.To, 3, render.WithAlpha(modeColours[mode], alpha))
			}
		}
	}
	a, ok := m.aimedMove()
	if !ok {
		return
	}
	col := modeColours[a.Mode]
	if a != m.pathAct || m.pathGen != m.gen {
		m.path, _ = m.duel.MovePath(a) // an A* search: once, not every frame
		m.pathAct, m.pathGen = a, m.gen
	}
	path := m.path
	for i := 1; i < len(path); i++ {
		x0, y0 := m.layout.Center(path[i-1].Hex)
		x1, y1 := m.layout.Center(path[i].Hex)
		c.Line(x0, y0, x1, y1, 5, render.WithAlpha(col, 0.9))
	}
	// The facing at the end, as a ghost mech.
	x, y := m.layout.Center(a.To)
	u := m.duel.Mech(id)
	render.DrawMech(c, m.layout, x, y, m.layout.Size*0.62, render.MechLook{Side: int(u.Side), Legs: a.Facing, Torso: a.Facing, Letter: u.Design.String()[:1]}, 0.5)
	left := u.Stats().MP(a.Mode) - int(a.MP)
	label := fmt.Sprintf("%s %d MP (%d left) · heat +%d", a.Mode, a.MP, left, a.Heat)
	if n := len(m.movesTo(a.To)); n > 1 {
		label += " · ←/→ facing"
	}
	w, _ := render.MeasureText(label, 15, true)
	bx, by := math.Min(x+20, 700-w), math.Max(y-44, 64)
	c.FillRoundRect(bx, by, w+16, 26, 7, render.WithAlpha(render.Panel, 0.95))
	c.StrokeRoundRect(bx, by, w+16, 26, 7, 2, col)
	c.Text(label, bx+8, by+13, render.TextStyle{Size: 15, Bold: true, Color: render.TextMain, Middle: true})
}

// drawArc shades the torso's front arc (the hexes it can fire into).
func (m *MechScreen) drawArc(c *render.Canvas, id int) {
	u := m.duel.Mech(id)
	for _, h := range m.hexes {
		if h != u.Pos && hex.Distance(h, u.Pos) <= 12 && mech.InFrontArc(u.Pos, u.Torso(), h) {
			c.FillHex(m.layout, h, 5, render.WithAlpha(render.Accent, 0.16))
		}
	}
}

func (m *MechScreen) drawShots(c *render.Canvas) {
	a := m.anim
	if a == nil || len(a.shots) == 0 || a.frame < a.moveFrames() {
		return
	}
	k := float64(a.frame-a.moveFrames()) / float64(max(1, a.shotFrames))
	for _, sh := range a.shots {
		sx, sy := m.layout.Center(sh[0])
		tx, ty := m.layout.Center(sh[1])
		t := math.Min(1, k*2)
		c.Line(sx+(tx-sx)*t*0.7, sy+(ty-sy)*t*0.7, sx+(tx-sx)*t, sy+(ty-sy)*t, 4, render.Danger)
		if k > 0.4 {
			c.StrokeCircle(tx, ty, m.layout.Size*(0.6+k*0.5), 3, render.WithAlpha(render.Danger, 1-k))
		}
	}
}

// drawBanner is the phase banner above the map, with the last dice.
func (m *MechScreen) drawBanner(c *render.Canvas) {
	d := m.duel
	text := fmt.Sprintf("Turn %d/%d · %s", d.Turn(), mech.MaxTurns, capitalise(d.Phase().String()))
	if side, ok := d.ToAct(); ok {
		text += " · " + capitalise(side.String()) + " to act"
	}
	if out := d.Outcome(); out.Over() {
		text = capitalise(out.String())
	}
	c.FillRoundRect(20, 10, 840, 34, 9, render.Panel)
	c.Text(text, 34, 27, render.TextStyle{Size: 19, Bold: true, Color: render.TextMain, Middle: true})
	if m.banner != "" {
		c.Text(m.banner, 34, 56, render.TextStyle{Size: 14, Color: render.Accent, Middle: true})
	}
}

// drawCards draws one card per mech right of the map: armour by arc around
// a paper doll, internal structure, and the heat scale.
func (m *MechScreen) drawCards(c *render.Canvas) {
	d := m.duel
	x, w := 724.0, 140.0
	y := 76.0
	n := len(d.Mechs())
	h := math.Min(150, (700-y)/float64(n)-6)
	for i, u := range d.Mechs() {
		fill, _ := render.BlueSide, render.BlueSideDark
		if u.Side == mech.Red {
			fill = render.RedSide
		}
		bg := render.Panel
		if i == m.actor() {
			bg = render.ButtonHover
		}
		c.FillRoundRect(x, y, w, h, 8, bg)
		c.Text(d.MechName(i), x+8, y+13, render.TextStyle{Size: 14, Bold: true, Color: fill, Middle: true})
		st := u.Stats()
		// Paper doll: front above, rear below, left and right beside the body.
		cx, cy := x+52, y+h/2+6
		bodyCol := render.Mix(render.Legal, render.Danger, 1-float64(u.Internal)/float64(max(1, st.Internal)))
		if !u.Alive() {
			bodyCol = render.Disabled
		}
		c.FillRoundRect(cx-13, cy-18, 26, 36, 6, bodyCol)
		c.Text(fmt.Sprint(u.Internal), cx, cy, render.TextStyle{Size: 13, Bold: true, Color: render.Background, Align: render.AlignCenter, Middle: true})
		arc := func(a mech.Arc, ax, ay float64) {
			frac := float64(u.Armour[a]) / float64(max(1, st.Armour[a]))
			col := render.Mix(render.Danger, render.TextMain, frac)
			c.Text(fmt.Sprint(u.Armour[a]), ax, ay, render.TextStyle{Size: 13, Bold: true, Color: col, Align: render.AlignCenter, Middle: true})
		}
		arc(mech.Front, cx, cy-28)
		arc(mech.Rear, cx, cy+28)
		arc(mech.Left, cx-30, cy)
		arc(mech.Right, cx+30, cy)
		// Heat scale up to shutdown, marked at the two damage thresholds.
		hx, hy, hh := x+w-22, y+26, h-34
		c.FillRect(hx, hy, 10, hh, render.Background)
		const top = float64(mech.HeatShutdown)
		frac := math.Min(1, float64(u.Heat)/top)
		c.FillRect(hx, hy+hh*(1-frac), 10, hh*frac, render.HeatColor(u.Heat))
		for _, t := range []int{mech.HeatDamage1, mech.HeatDamage2} {
			ty := hy + hh*(1-float64(t)/top)
			c.Line(hx-3, ty, hx+13, ty, 1.5, render.TextDim)
		}
		c.Text(fmt.Sprint(u.Heat), hx+5, hy-8, render.TextStyle{Size: 12, Bold: true, Color: render.HeatColor(u.Heat), Align: render.AlignCenter, Middle: true})
		var flags []string
		if u.Shutdown {
			flags = append(flags, "SHUTDOWN")
		}
		if u.Mode != mech.Stand && u.Alive() {
			flags = append(flags, fmt.Sprintf("%s %d", u.Mode, u.Moved))
		}
		if !u.Alive() {
			flags = []string{"destroyed"}
		}
		c.Text(strings.Join(flags, " "), x+8, y+h-10, render.TextStyle{Size: 11, Color: render.TextDim, Middle: true})
		y += h + 6
	}
}

// weaponRowY is where the panel's weapon table starts.
const weaponRowY = 252.0

// weaponRowAt returns the weapon slot whose panel row is at (x, y).
func (m *MechScreen) weaponRowAt(x, y float64) (int, bool) {
	id := m.actor()
	if id < 0 || x < panelX || x > panelX+panelW {
		return 0, false
	}
	i := int(math.Floor((y - weaponRowY) / 24))
	if i < 0 || i >= len(m.duel.Mech(id).Design.Design().Weapons) {
		return 0, false
	}
	return i, true
}

func (m *MechScreen) drawPanel(c *render.Canvas, s *Session) {
	d := m.duel
	x, w := panelX, panelW
	drawPanelHead(c, "Mech Duel", m.matchLine())
	c.FillRoundRect(x, 98, w-16, 50, 10, render.ButtonFill)
	status := ""
	id := m.actor()
	if out := d.Outcome(); out.Over() {
		status = capitalise(out.String())
	} else if id >= 0 {
		u := d.Mech(id)
		status = fmt.Sprintf("%s: %s", d.MechName(id), d.Phase())
		if d.Phase() == mech.MovementPhase && m.humanToAct() {
			status = fmt.Sprintf("%s: %s (click a mech to choose)", d.MechName(id), m.mode)
		}
		_ = u
	} else {
		status = "Rolling for initiative"
	}
	c.Text(status, x+12, 123, render.TextStyle{Size: 17, Bold: true, Color: render.TextMain, Middle: true})
	if m.computer.runner.Busy() {
		drawThinking(c, s, 123, "thinking")
	}
	if id >= 0 {
		m.drawMechInfo(c, x, 164, id)
	}
	if m.computer.err != "" {
		c.Text(m.computer.err, x+4, 440, render.TextStyle{Size: 14, Color: render.Danger, Middle: true})
	}
	c.Text("Log", x+4, 452, render.TextStyle{Size: 17, Bold: true, Color: render.Accent, Middle: true})
	drawLog(c, x+4, 472, m.log, 6, 13, 19, 56, "no actions yet")
	m.ctxForm.Draw(c)
	m.barForm.Draw(c)
}

// drawMechInfo: the design, its movement, and its weapons with the to-hit
// number and expected damage against the chosen target.
func (m *MechScreen) drawMechInfo(c *render.Canvas, x, y float64, id int) {
	d := m.duel
	u := d.Mech(id)
	st := u.Stats()
	c.Text(fmt.Sprintf("%s · %d t · %s", st.Name, st.Tons, st.Role), x+4, y, render.TextStyle{Size: 16, Bold: true, Color: render.TextMain, Middle: true})
	c.Text(fmt.Sprintf("Walk %d · run %d · jump %d · sinks %d/%d · heat %d", st.Walk, st.Run(), st.Jump, u.SinksOn, st.Sinks, u.Heat),
		x+4, y+22, render.TextStyle{Size: 14, Color: render.TextDim, Middle: true})
	tgt := -1
	if d.Phase() == mech.WeaponPhase {
		tgt = m.target
	}
	head := "Weapons"
	if tgt >= 0 {
		head = fmt.Sprintf("At %s, %d hexes: to hit, chance, damage", d.MechName(tgt), hex.Distance(u.Pos, d.Mech(tgt).Pos))
	}
	c.Text(head, x+4, y+50, render.TextStyle{Size: 14, Bold: true, Color: render.Accent, Middle: true})
	usable := uint8(0)
	if tgt >= 0 {
		usable = d.UsableWeapons(id, tgt)
	}
	for w, wk := range st.Weapons {
		ws := wk.Stats()
		ry := weaponRowY + float64(w)*24
		line := fmt.Sprintf("%-3s %s dmg %d heat %d  %d/%d/%d", ws.Code, ws.Name, ws.Damage, ws.Heat, ws.Short, ws.Medium, ws.Long)
		if ws.Ammo > 0 {
			line += fmt.Sprintf("  ammo %d", u.Ammo[w])
		}
		col := render.TextDim
		if usable&(1<<uint(w)) != 0 {
			need, _ := d.ToHit(id, tgt, w)
			// A check box: filled when the weapon is chosen.
			c.StrokeRect(x+4, ry+4, 12, 12, 1.5, render.TextMain)
			if m.weapons&(1<<uint(w)) != 0 {
				c.FillRect(x+7, ry+7, 6, 6, render.Accent)
				col = render.TextMain
			}
			st := render.TextStyle{Size: 13, Color: col, Middle: true}
			c.Text(ws.Code, x+24, ry+10, st)
			c.Text(ws.Name, x+64, ry+10, st)
			c.Text(fmt.Sprintf("%d+", need), x+240, ry+10, st)
			c.Text(fmt.Sprintf("%.0f%%", 100*mech.HitChance(need)), x+274, ry+10, st)
			c.Text(fmt.Sprintf("≈%.1f dmg", d.ExpectedDamage(id, tgt, 1<<uint(w))), x+310, ry+10, st)
			continue
		}
		c.Text(line, x+4, ry+10, render.TextStyle{Size: 13, Color: col, Middle: true})
	}
	if tgt >= 0 && m.weapons != 0 {
		ty := weaponRowY + float64(len(st.Weapons))*24 + 8
		c.Text(fmt.Sprintf("Chosen: expected damage %.1f · heat +%d", d.ExpectedDamage(id, tgt, m.weapons), d.WeaponHeat(id, m.weapons)),
			x+4, ty, render.TextStyle{Size: 14, Bold: true, Color: render.TextMain, Middle: true})
	}
	if d.Phase() == mech.MovementPhase && m.humanToAct() {
		ty := weaponRowY + float64(len(st.Weapons))*24 + 14
		lx := x + 4
		for _, mode := range []mech.Mode{mech.Walk, mech.Run, mech.Jump} {
			if mode == mech.Jump && st.Jump == 0 {
				continue
			}
			c.FillCircle(lx+6, ty, 6, modeColours[mode])
			label := fmt.Sprintf("%s %d MP", mode, st.MP(mode))
			c.Text(label, lx+16, ty, render.TextStyle{Size: 14, Color: render.TextMain, Middle: true})
			w, _ := render.MeasureText(label, 14, false)
			lx += w + 34
		}
		c.Text("Point at a hex; Left/Right or a right click turns the facing.", x+4, ty+24, render.TextStyle{Size: 13, Color: render.TextDim, Middle: true})
	}
	if d.Phase() == mech.PhysicalPhase && m.humanToAct() {
		ty := weaponRowY + float64(len(st.Weapons))*24 + 8
		var parts []string
		for _, a := range m.legalActions() {
			if a.Kind == mech.Strike {
				need, _ := d.StrikeToHit(id, int(a.Target), a.Blow)
				parts = append(parts, fmt.Sprintf("%s %s %d+ ≈%.1f", a.Blow, d.MechName(int(a.Target)), need, d.ExpectedStrike(id, int(a.Target), a.Blow)))
			}
		}
		if len(parts) == 0 {
			parts = []string{"no physical attack possible"}
		}
		c.Text(strings.Join(parts, " · "), x+4, ty, render.TextStyle{Size: 13, Color: render.TextMain, Middle: true})
	}
}

func (m *MechScreen) matchLine() string {
	name := func(side mech.Side) string {
		if m.players[side] != nil {
			return "Computer (" + mechLevelTitle(m.cfg.AI[side]) + ")"
		}
		return "You"
	}
	if !m.vsComputer() {
		return "Two players, hot-seat · " + m.mapTitle()
	}
	return fmt.Sprintf("Blue: %s vs Red: %s", name(mech.Blue), name(mech.Red))
}

func (m *MechScreen) mapTitle() string { return m.duel.Map().Name }

func mechLevelTitle(name string) string {
	for _, l := range mechai.Roster.Levels {
		if l.Name == name {
			return l.Title
		}
	}
	return name
}
