package hexgame

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"stratagem/ai/hexai"
	"stratagem/assets"
	"stratagem/assets/lang"
	"stratagem/board/hex"
	"stratagem/board/rules"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/units"
)

// Screen is a Hex Battle in progress.
type Screen struct {
	scenes.Frame[*units.Battle, units.Action]

	battle *units.Battle // the frame's live battle, to read
	log    []logEntry    // one entry per action: in words, and in the notation
	logGen uint64        // bumped when the log changes: its wrapped lines are made again

	aim     aim       // the active unit's options and the cursor's aim (aim.go)
	view    viewCache // what the board and panel show of the position (draw.go)
	hint    hintView  // the hinted action as the board shows it (hint.go)
	last    lastView  // the last action's marks: the last blow, or in a review (end.go)
	info    unitInfo  // the panel's card of the hovered or active unit (panel.go)
	logView logView   // the battle log wrapped to the panel (panel.go)

	quickAtStart bool     // the set-up asked for a quick combat (quick.go)
	auto         bool     // auto-combat: the computer commands the person's side
	randomMaps   bool     // a new random field for every battle (mappick.go)
	showReach    bool     // the enemies' reach is shown (threat.go)
	quick        quickRun // the quick combat under way or just fought (quick.go)

	legend    []legendItem // what the board's marks mean, under the map (threat.go)
	legendGen uint64       // the language it was laid out in

	layout  hex.Layout
	terrain render.Layer           // the map without units, drawn once
	paint   func(c *render.Canvas) // paints terrain: made once, not in every frame
}

// New starts a match of Hex Battle on the map the match names (MapOption;
// the river crossing when it names none).
func New(s *scenes.Session, m scenes.Match) (*Screen, error) {
	// The map leaves room round its edges for the hexes' column letters and
	// row numbers, and above it for the turn queue.
	sc := &Screen{layout: hex.Layout{Size: 30, OriginX: 58, OriginY: 136}}
	opts := map[string]string{}
	for k, v := range m.Options {
		opts[k] = v
	}
	m.Options = opts
	sc.randomMaps = m.Option(MapOption.Key, "") == RandomMap
	sc.aim.mouseX, sc.aim.mouseY = -1000, -1000 // off the map until the cursor is seen
	sc.paint = sc.paintTerrain
	// H asks the strongest computer player what it would do.
	if err := sc.Init(s, "hex", hexai.Roster, m, sc, hexai.Roster.Strongest()); err != nil {
		return nil, err
	}
	sc.quickAtStart = m.Option(QuickOption.Key, QuickOption.Default) == "quick"
	return sc, nil
}

// MatchNote names the field in the match line.
func (m *Screen) MatchNote() string {
	return fieldName(m.Match.Option(MapOption.Key, hex.BattleMapName), m.battle.Map())
}

// Battle returns the battle (tests, screenshots).
func (m *Screen) Battle() *units.Battle { return m.battle }

// Log returns the battle log in words, one line per action.
func (m *Screen) Log() []string {
	out := make([]string, len(m.log))
	for i, e := range m.log {
		out[i] = e.words
	}
	return out
}

// logEntry is one action of the battle log: what happened in words, and
// the same in the notation, for those who want it; and what the board
// needs to mark it again (the last blow at the end, the last action in a
// review): who acted, from where, along which path, and what it did.
type logEntry struct {
	side     units.Side
	words    string
	notation string

	actor  int
	action units.Action
	path   []hex.Hex // the hexes walked, from the actor's hex (moves only)
	deed   deed
}

// PositionChanged works out again what the screen shows of the position
// (the active unit's options, the aim at the cursor, the queue, the
// status), once per change, so that drawing only draws; a log line of an
// action taken back goes.
func (m *Screen) PositionChanged() {
	if n := m.battle.Ply(); len(m.log) > n {
		m.log = m.log[:n]
		m.logGen++
	}
	m.aimAtPosition()
	m.refreshLast()
	m.refreshView()
}

// NextRules returns the rules of the next battle: on the match's field
// with its armies, or on a new random field each battle.
func (m *Screen) NextRules(s *scenes.Session) (rules.Game[*units.Battle, units.Action], error) {
	if m.auto {
		m.toggleAuto(s) // a new battle is the person's again
	}
	armies, err := armiesOf(m.Match)
	if err != nil {
		return nil, err
	}
	spec := m.Match.Option(MapOption.Key, hex.BattleMapName)
	if m.randomMaps {
		spec = fmt.Sprintf("%s%d", hex.RandomMapPrefix, s.NextSeed()%1_000_000)
		m.Match.Options[MapOption.Key] = spec // saved with the battle, which then continues on this field
	}
	return units.Rules{Map: spec, Armies: armies}, nil
}

// Started keeps the new battle and forgets what was drawn of the last.
func (m *Screen) Started(_ *scenes.Session, b *units.Battle) {
	m.battle = b
	m.quick = quickRun{start: m.quick.start[:0]}
	m.terrain = render.Layer{} // the field may be another
	m.log = m.log[:0]
	m.logGen++
}

// EndWords says how the battle ended, for the victory panel.
func (m *Screen) EndWords(rules.Outcome) string { return endWords(m.battle) }

func (m *Screen) findAction(kind units.ActionKind) (units.Action, bool) {
	for _, a := range m.Legal() {
		if a.Kind == kind {
			return a, true
		}
	}
	return units.Action{}, false
}

// Played writes the action's log line and starts its animation and sound.
func (m *Screen) Played(s *scenes.Session, a units.Action, before *units.Battle) scenes.Anim {
	anim := m.record(a, before, s.Ticks(0.11), s.Ticks(0.45))
	if len(anim.path) > 1 {
		s.Play(assets.Move)
	} else if a.Kind == units.Defend || a.Kind == units.Wait {
		s.Play(assets.Click)
	}
	if anim.frames() > 0 {
		return anim
	}
	return nil
}

// record writes the log entry of action a, just played on the battle
// (before: the battle as it was), and returns the action's animation,
// with steps of stepFrames ticks and a blow of hitFrames.
func (m *Screen) record(a units.Action, before *units.Battle, stepFrames, hitFrames int) *battleAnim {
	b := m.battle
	id := before.Active()
	entry := logEntry{side: before.Unit(id).Side, notation: before.FormatAction(a), actor: id, action: a}
	anim := &battleAnim{unit: id, target: int(a.Target), shoot: a.Kind == units.Shoot, stepFrames: stepFrames, onLand: m.refreshInfo}
	if a.Kind == units.Move {
		anim.path = before.Path(id, a.To) // once per action, not per frame
		anim.at = func(i int) (float64, float64) { return m.layout.Center(anim.path[i]) }
	}
	anim.unitBefore = before.Unit(id)
	var targetBefore, targetAfter units.Unit
	if a.Target >= 0 {
		targetBefore = before.Unit(int(a.Target))
		anim.targetBefore = targetBefore
		anim.hitFrames = hitFrames
		targetAfter = b.Unit(int(a.Target))
		anim.losses(b.Unit(id), targetAfter)
	}
	entry.path = anim.path
	entry.deed = deedOf(b, a, id, anim.unitBefore, b.Unit(id), targetBefore, targetAfter)
	entry.words = entry.deed.words()
	m.log = append(m.log[:min(len(m.log), b.Ply()-1)], entry)
	m.logGen++
	return anim
}

// Hex Battle's own actions, their keys in Keys: the unit waits or
// defends, the computer fights for the person (auto-combat) or fights the
// rest out (quick combat).
var (
	ActWait   = scenes.NewAction("wait")
	ActDefend = scenes.NewAction("defend")
	ActAuto   = scenes.NewAction("auto-combat")
	ActQuick  = scenes.NewAction("quick combat")
)

// Keys are the keys of Hex Battle's own actions.
var Keys = scenes.KeyMap{
	{Action: ActWait, Keys: []scenes.Chord{{Key: ebiten.KeyW}}, Label: "hex.cmd.wait"},
	{Action: ActDefend, Keys: []scenes.Chord{{Key: ebiten.KeyD}}, Label: "hex.cmd.defend"},
	{Action: ActAuto, Keys: []scenes.Chord{{Key: ebiten.KeyA}}, Label: "hex.keys.auto"},
	{Action: ActQuick, Keys: []scenes.Chord{{Key: ebiten.KeyQ}}, Label: "hex.keys.quick"},
	reachKey,
}

// GameKeys are Hex Battle's own keys, which the frame adds to its own.
func (m *Screen) GameKeys() scenes.KeyMap { return Keys }

// Commands are Wait and Defend, Auto (auto-combat) and Quick (quick
// combat): the frame makes them buttons with keys. Once the battle is over
// they are gone, leaving the bar to Review and Play again.
func (m *Screen) Commands() []scenes.Command {
	if m.Over() {
		return nil
	}
	free := m.PersonToAct() && m.Anim() == nil
	_, canWait := m.findAction(units.Wait)
	people := m.Match.AI[0] == "" || m.Match.AI[1] == ""
	quick := scenes.Command{Label: lang.T("hex.cmd.quick"), Help: lang.T("hex.cmd.quick.help"), Key: ActQuick, Enabled: true, Do: m.startQuick}
	if m.PlayingOut() { // the same key stops it
		quick.Label, quick.Help = lang.T("hex.cmd.quick.stop"), lang.T("hex.cmd.quick.stop.help")
	}
	return []scenes.Command{
		{Label: lang.T("hex.cmd.wait"), Help: lang.T("hex.cmd.wait.help"), Key: ActWait, Enabled: free && canWait, Do: m.personAction(units.Wait)},
		{Label: lang.T("hex.cmd.defend"), Help: lang.T("hex.cmd.defend.help"), Key: ActDefend, Enabled: free, Do: m.personAction(units.Defend)},
		{Label: lang.T("hex.cmd.auto"), Help: lang.T("hex.cmd.auto.help"), Key: ActAuto,
			Enabled: people && !m.PlayingOut(), On: m.auto, Do: m.toggleAuto},
		quick,
		{Label: lang.T("hex.cmd.reach.help"), Help: lang.T("hex.cmd.reach.help"), Key: ActReach, KeyOnly: true,
			Enabled: m.PersonToAct(), On: m.showReach, Do: m.toggleReach},
	}
}

// personAction returns a command that plays the active unit's action of kind.
func (m *Screen) personAction(kind units.ActionKind) func(s *scenes.Session) {
	return func(s *scenes.Session) {
		if a, ok := m.findAction(kind); ok && m.PersonToAct() && m.Anim() == nil {
			m.Play(s, a)
		}
	}
}

// lossNumber writes a stack's losses as the board shows them over it,
// "−3": a number, drawn the same in every language.
func lossNumber(n int) string { return lang.Verbatim("−" + lang.Num(n)) }

// battleAnim walks a unit along its path, then shows the blow and the
// losses: a lunge for a melee attack, an arrow for a shot.
type battleAnim struct {
	unit, target int // the acting unit and the unit it attacks (or -1)
	path         []hex.Hex
	at           func(i int) (x, y float64) // the centre of path[i], for scenes.WalkAt
	shoot        bool
	// The two units as they were before the blow landed: drawn so until it does.
	unitBefore, targetBefore units.Unit
	kills, retKills          int
	killsText, retText       string // "−3", worked out once
	frame                    int
	stepFrames, hitFrames    int
	soundPlayed              bool
	// onLand is called once when the blow lands (or the animation ends):
	// the panel's card then shows the losses.
	onLand func()
	told   bool // onLand has been called
}

// losses records what the attack cost each side, and the figures shown
// over the two stacks when the blow lands, e.g. "−3".
func (a *battleAnim) losses(unitAfter, targetAfter units.Unit) {
	a.kills = a.targetBefore.Fighters - targetAfter.Fighters
	a.retKills = a.unitBefore.Fighters - unitAfter.Fighters
	a.killsText = lossNumber(a.kills)
	if a.retKills > 0 {
		a.retText = lossNumber(a.retKills)
	}
}

func (a *battleAnim) walkFrames() int { return scenes.WalkFrames(len(a.path), a.stepFrames) }
func (a *battleAnim) frames() int     { return a.walkFrames() + a.hitFrames }

// blow returns how far the blow is (0 to 1) and whether it has begun.
func (a *battleAnim) blow() (k float64, ok bool) {
	if a.target < 0 || a.frame < a.walkFrames() {
		return 0, false
	}
	return float64(a.frame-a.walkFrames()) / float64(max(1, a.hitFrames)), true
}

// landed reports whether the blow has struck: the losses show from then on.
func (a *battleAnim) landed() bool {
	k, ok := a.blow()
	return ok && k > 0.3
}

// shown returns unit id (now u) as the animation shows it, and how opaque
// (0: not drawn). Both sides of a fight look as they did until the blow
// lands; then a stack the fight destroyed fades where it stood. a may be
// nil: no animation.
func (a *battleAnim) shown(id int, u units.Unit) (units.Unit, float64) {
	fighting := a != nil && a.target >= 0 && (id == a.unit || id == a.target)
	switch {
	case fighting && !a.landed() && id == a.unit:
		return a.unitBefore, 1
	case fighting && !a.landed():
		return a.targetBefore, 1
	case u.Alive():
		return u, 1
	case fighting:
		k, _ := a.blow()
		return u, 1 - (k-0.3)/0.7
	}
	return u, 0
}

func (a *battleAnim) Skip() { a.frame = a.frames() }

func (a *battleAnim) Step(s *scenes.Session) bool {
	a.frame++
	if a.target >= 0 && !a.soundPlayed && a.frame >= a.walkFrames() {
		s.Play(assets.Remove)
		a.soundPlayed = true
	}
	more := a.frame < a.frames()
	if !a.told && (a.landed() || !more) {
		a.told = true
		if a.onLand != nil {
			a.onLand()
		}
	}
	return more
}

// hidesNews reports whether the animation has yet to show what the last
// action did: an attack whose blow has not landed. Until it lands, the
// panel shows neither the losses nor the log's entry of it. a may be nil.
func (a *battleAnim) hidesNews() bool {
	return a != nil && a.target >= 0 && !a.told
}
