package hexgame

import (
	"fmt"

	"stratagem/ai/hexai"
	"stratagem/assets"
	"stratagem/board/hex"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/units"
)

// Screen is a Hex Battle in progress.
type Screen struct {
	scenes.Frame[*units.Battle, units.Action]

	battle   *units.Battle
	log      []logEntry     // one entry per action: in words, and in the notation
	logGen   uint64         // bumped when the log changes: its wrapped lines are made again
	legal    []units.Action // legal actions of battle, for generation legalGen
	legalGen uint64

	aim     aim       // the active unit's options and the cursor's aim (aim.go)
	view    viewCache // what the board and panel show of the position (draw.go)
	hint    hintView  // the hinted action as the board shows it (hint.go)
	last    lastView  // the last action's marks: the last blow, or in a review (end.go)
	info    unitInfo  // the panel's card of the hovered or active unit (panel.go)
	logView logView   // the battle log wrapped to the panel (panel.go)

	quick        *quickCombat // a quick combat under way (quick.go)
	quickAtStart bool         // the set-up asked for a quick combat
	auto         bool         // auto-combat: the computer commands the person's side
	randomMaps   bool         // a new random field for every battle (mappick.go)

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
	if err := sc.Init(s, "Hex Battle", hexai.Roster, m, sc, hexai.Roster.Strongest()); err != nil {
		return nil, err
	}
	sc.quickAtStart = m.Option(QuickOption.Key, QuickOption.Default) == "quick"
	return sc, nil
}

// MatchNote names the field in the match line.
func (m *Screen) MatchNote() string { return m.battle.Map().Name }

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
// status), once per change, so that drawing only draws.
func (m *Screen) PositionChanged() {
	m.aimAtPosition()
	m.refreshLast()
	m.refreshView()
}

// ---- the rules, as the frame sees them ----

func (m *Screen) NewGame(s *scenes.Session) error {
	if m.auto {
		m.toggleAuto(s) // a new battle is the person's again
	}
	armies, err := armiesOf(m.Match)
	if err != nil {
		return err
	}
	spec := m.Match.Option(MapOption.Key, hex.BattleMapName)
	if m.randomMaps {
		spec = fmt.Sprintf("%s%d", hex.RandomMapPrefix, s.NextSeed()%1_000_000)
		m.Match.Options[MapOption.Key] = spec // saved with the battle, which then continues on this field
	}
	mp, err := hex.LoadBattleMap(spec)
	if err != nil {
		return err
	}
	b, err := units.NewBattleWithArmies(mp, armies)
	if err != nil {
		return err
	}
	m.battle = b
	m.terrain = render.Layer{} // the field may be another
	m.log = m.log[:0]
	m.logGen++
	return nil
}

func (m *Screen) Snapshot() *units.Battle { return m.battle.Clone() }
func (m *Screen) ToAct() (int, bool)      { return int(m.battle.ToMove()), true }
func (m *Screen) Ply() int                { return m.battle.Ply() }
func (m *Screen) IsLegal(a units.Action) bool {
	return m.battle.IsLegal(a)
}

// TakeBack takes back the last action and its log line.
func (m *Screen) TakeBack() {
	m.battle.Undo()
	m.log = m.log[:min(len(m.log), m.battle.Ply())]
	m.logGen++
}

// History returns the actions played so far.
func (m *Screen) History() []units.Action { return m.battle.History() }

// Record returns the actions so far in the battle's notation.
func (m *Screen) Record() []string { return m.battle.Notation() }

// ParseMove reads an action of the live battle in its notation.
func (m *Screen) ParseMove(text string) (units.Action, error) { return m.battle.ParseAction(text) }

func (m *Screen) AnyMove() (units.Action, bool) { return scenes.FirstMove(m.legalActions()) }

func (m *Screen) Outcome() scenes.Outcome {
	out := m.battle.Outcome()
	return scenes.OutcomeOf(out.Over(), int(out.Winner), out.Draw, endWords(m.battle))
}

func (m *Screen) legalActions() []units.Action {
	if m.legalGen != m.Gen() || m.legal == nil {
		m.legal = m.battle.LegalActions(m.legal[:0])
		m.legalGen = m.Gen()
	}
	return m.legal
}

func (m *Screen) findAction(kind units.ActionKind) (units.Action, bool) {
	for _, a := range m.legalActions() {
		if a.Kind == kind {
			return a, true
		}
	}
	return units.Action{}, false
}

// Play applies an action with its animation, sound and log line.
func (m *Screen) Play(s *scenes.Session, a units.Action) {
	anim := m.record(a, s.Ticks(0.11), s.Ticks(0.45))
	if len(anim.path) > 1 {
		s.Play(assets.Move)
	} else if a.Kind == units.Defend || a.Kind == units.Wait {
		s.Play(assets.Click)
	}
	if anim.frames() > 0 {
		m.Animate(anim)
	}
	m.Changed()
}

// record applies a legal action and writes its log entry; it returns the
// action's animation, with steps of stepFrames ticks and a blow of
// hitFrames. The caller calls Changed.
func (m *Screen) record(a units.Action, stepFrames, hitFrames int) *battleAnim {
	b := m.battle
	id := b.Active()
	entry := logEntry{side: b.Unit(id).Side, notation: b.FormatAction(a), actor: id, action: a}
	anim := &battleAnim{unit: id, target: int(a.Target), shoot: a.Kind == units.Shoot, stepFrames: stepFrames, onLand: m.refreshInfo}
	if a.Kind == units.Move {
		anim.path = b.Path(id, a.To) // once per action, not per frame
		anim.at = func(i int) (float64, float64) { return m.layout.Center(anim.path[i]) }
	}
	anim.unitBefore = b.Unit(id)
	var targetBefore, targetAfter units.Unit
	if a.Target >= 0 {
		targetBefore = b.Unit(int(a.Target))
		anim.targetBefore = targetBefore
	}
	b.Apply(a)
	if a.Target >= 0 {
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

// Commands are Wait and Defend, Auto (auto-combat) and Quick (quick
// combat): the frame makes them buttons with keys. Once the battle is over
// they are gone, leaving the bar to Review and Play again.
func (m *Screen) Commands() []scenes.Command {
	if m.battle.Outcome().Over() {
		return nil
	}
	free := m.PersonToAct() && m.Anim() == nil && m.quick == nil
	_, canWait := m.findAction(units.Wait)
	people := m.Match.AI[0] == "" || m.Match.AI[1] == ""
	return []scenes.Command{
		{Label: "Wait", Key: scenes.ActWait, KeyName: "W", Enabled: free && canWait, Do: m.personAction(units.Wait)},
		{Label: "Defend", Key: scenes.ActDefend, KeyName: "D", Enabled: free, Do: m.personAction(units.Defend)},
		{Label: "Auto", Help: "auto-combat: the computer fights for you", Key: scenes.ActAuto, KeyName: "A",
			Enabled: people && m.quick == nil, On: m.auto, Do: m.toggleAuto},
		{Label: "Quick", Help: "quick combat: the rest fought out at once", Key: scenes.ActQuick, KeyName: "Q",
			Enabled: m.quick == nil, Do: m.startQuick},
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
	a.killsText = fmt.Sprintf("−%d", a.kills)
	if a.retKills > 0 {
		a.retText = fmt.Sprintf("−%d", a.retKills)
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
