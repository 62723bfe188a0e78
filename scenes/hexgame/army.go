package hexgame

import (
	"fmt"
	"strconv"

	"stratagem/assets/lang"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/scenes/settings"
	"stratagem/units"
)

// Armies chosen before the battle: when the set-up asks for it, each
// person picks the five stacks of their side — kinds and fighters, within
// units.ArmyBudget points — on a screen of its own, one side after the
// other; the computer fields units.ComputerArmy. The armies go into the
// match's options (ArmyKeys), so a restarted or continued battle has them.

// ArmiesOption is the set-up's choice between the seed's armies and
// armies chosen before the battle.
var ArmiesOption = scenes.Option{Key: "armies", Label: "hex.setup.armies", Values: []string{"standard", "chosen"},
	Titles: []string{"hex.setup.armies.standard", "hex.setup.armies.chosen"}, Default: "standard"}

// ArmyKeys are the match options holding each side's army (units.ParseArmy).
var ArmyKeys = [units.NumSides]string{"blue-army", "red-army"}

// startMatch opens the battle, or first the army screen of each person
// when the set-up asked for chosen armies.
// A match whose armies are already in its options (a saved battle
// continued) opens the battle at once.
func startMatch(s *scenes.Session, m scenes.Match) (scenes.Scene, error) {
	if m.Option(ArmiesOption.Key, ArmiesOption.Default) != "chosen" ||
		m.Option(ArmyKeys[units.Blue], "") != "" && m.Option(ArmyKeys[units.Red], "") != "" {
		return New(s, m)
	}
	opts := map[string]string{}
	for k, v := range m.Options {
		opts[k] = v
	}
	m.Options = opts
	var people []units.Side
	for side := range units.Side(units.NumSides) {
		if m.AI[side] == "" {
			people = append(people, side)
		} else {
			m.Options[ArmyKeys[side]] = units.ComputerArmy().String()
		}
	}
	return newArmyScreen(s, m, people), nil
}

// armiesOf reads the match's armies; a side without one has the seed's.
func armiesOf(m scenes.Match) ([units.NumSides]units.Army, error) {
	armies := [units.NumSides]units.Army{units.StandardArmy(), units.StandardArmy()}
	for side, key := range ArmyKeys {
		if text := m.Option(key, ""); text != "" {
			a, err := units.ParseArmy(text)
			if err != nil {
				return armies, fmt.Errorf("%v's army: %w", units.Side(side), err)
			}
			armies[side] = a
		}
	}
	return armies, nil
}

// ArmyScreen is where a person chooses their side's army.
type ArmyScreen struct {
	match        scenes.Match
	people       []units.Side // the sides still to choose, this one first
	form         scenes.Form
	kinds, sizes [units.ArmySize]*scenes.Choice
	standard     *scenes.Button
	start, back  *scenes.Button
}

// sizeChoices are the fighters a stack may have, as the rows show them.
var sizeChoices = func() []string {
	out := make([]string, units.MaxStack)
	for i := range out {
		out[i] = strconv.Itoa(i + 1)
	}
	return out
}()

func newArmyScreen(s *scenes.Session, m scenes.Match, people []units.Side) *ArmyScreen {
	a := &ArmyScreen{match: m, people: people}
	const y0, h, gap = 160.0, 52.0, 10.0
	for i := range units.ArmySize {
		y := y0 + float64(i)*(h+gap)
		a.kinds[i] = &scenes.Choice{R: scenes.Rect{X: 40, Y: y, W: 640, H: h}, Split: 0.32}
		a.sizes[i] = &scenes.Choice{R: scenes.Rect{X: 696, Y: y, W: 340, H: h}, Split: 0.5, Options: sizeChoices}
		a.form.Items = append(a.form.Items, a.kinds[i], a.sizes[i])
	}
	by := y0 + 5*(h+gap) + 70
	a.back = &scenes.Button{R: scenes.Rect{X: 40, Y: by, W: 280, H: 60}}
	a.standard = &scenes.Button{R: scenes.Rect{X: 500, Y: by, W: 280, H: 60}}
	a.start = &scenes.Button{R: scenes.Rect{X: 960, Y: by, W: 280, H: 60}}
	a.form.Items = append(a.form.Items, a.back, a.standard, a.start)
	a.form.Focus = len(a.form.Items) - 1
	a.Retranslate(s)
	army := units.StandardArmy()
	if last, err := units.ParseArmy(s.Settings.Games[Game().ID].Options[ArmyKeys[people[0]]]); err == nil {
		army = last // the army this side chose last time
	}
	a.set(army)
	return a
}

// Retranslate makes the rows' and buttons' words in the language in use.
func (a *ArmyScreen) Retranslate(*scenes.Session) {
	var kindTitles []string
	for _, k := range units.Kinds() {
		kindTitles = append(kindTitles, lang.Cap(kindNoun(k)["pl"]))
	}
	for i := range units.ArmySize {
		a.kinds[i].Label = lang.T("hex.army.stack", "Number", lang.Num(i+1))
		a.kinds[i].Options = kindTitles
		a.sizes[i].Label = lang.T("hex.army.fighters")
	}
	a.standard.Label = lang.T("hex.army.standard")
	a.back.Label = lang.T("core.back")
	a.start.Label = lang.T("hex.army.start")
	if len(a.people) > 1 {
		a.start.Label = lang.T("hex.army.next", "Side", scenes.Side(int(a.people[1])))
	}
}

// armyRight is where the army screen's rows end, at the right.
const armyRight = 1240.0

// set shows army in the rows.
func (a *ArmyScreen) set(army units.Army) {
	for i, st := range army {
		a.kinds[i].Index = int(st.Kind)
		a.sizes[i].Index = st.Fighters - 1
	}
}

// Army returns the army the rows show.
func (a *ArmyScreen) Army() units.Army {
	var army units.Army
	for i := range army {
		army[i] = units.Stack{Kind: units.Kind(a.kinds[i].Index), Fighters: a.sizes[i].Index + 1}
	}
	return army
}

// Side returns the side choosing.
func (a *ArmyScreen) Side() units.Side { return a.people[0] }

// StartButton returns the button that goes on (tests).
func (a *ArmyScreen) StartButton() *scenes.Button { return a.start }

// StandardButton returns the button that sets the seed's army (tests).
func (a *ArmyScreen) StandardButton() *scenes.Button { return a.standard }

func (a *ArmyScreen) Update(s *scenes.Session) error {
	if s.Input.Just(scenes.ActBack) {
		s.Stack.Pop()
		return nil
	}
	w := a.form.Update(s)
	a.start.Disabled = a.Army().Validate() != nil
	switch w {
	case a.back:
		s.Stack.Pop()
	case a.standard:
		a.set(units.StandardArmy())
	case a.start:
		return a.goOn(s)
	}
	return nil
}

// goOn keeps the army (in the match and, for next time, in the settings)
// and opens the next person's army screen or the battle.
func (a *ArmyScreen) goOn(s *scenes.Session) error {
	army := a.Army()
	if army.Validate() != nil {
		return nil
	}
	key := ArmyKeys[a.Side()]
	a.match.Options[key] = army.String()
	if s.Settings.Games == nil {
		s.Settings.Games = map[string]settings.GameChoice{}
	}
	c := s.Settings.Games[Game().ID]
	if c.Options == nil {
		c.Options = map[string]string{}
	}
	c.Options[key] = army.String()
	s.Settings.Games[Game().ID] = c
	s.SaveSettings()
	if len(a.people) > 1 {
		s.Stack.Replace(newArmyScreen(s, a.match, a.people[1:]))
		return nil
	}
	sc, err := New(s, a.match)
	if err != nil {
		return err
	}
	s.Stack.Replace(sc)
	return nil
}

func (a *ArmyScreen) Draw(c *render.Canvas, s *scenes.Session) {
	scenes.DrawBackdrop(c)
	scenes.DrawTitle(c, lang.T("hex.army.title", "Side", scenes.Side(int(a.Side()))), lang.T("hex.army.subtitle", "Budget", lang.Num(units.ArmyBudget)))
	a.form.Draw(c)
	army := a.Army()
	// What each stack costs, at the right of its row.
	for i, st := range army {
		r := a.sizes[i].R
		c.Text(lang.N("hex.army.stackcost", st.Fighters*units.Cost[st.Kind]), armyRight, r.Y+r.H/2,
			render.TextStyle{Size: 22, Color: render.TextDim, Align: render.AlignRight, Middle: true, MaxW: armyRight - (r.X + r.W) - 16})
	}
	cost := army.Cost()
	col := render.TextMain
	var text string
	switch {
	case cost > units.ArmyBudget:
		col = render.Danger
		text = lang.N("hex.army.points.over", cost-units.ArmyBudget, "Cost", lang.Num(cost), "Budget", lang.Num(units.ArmyBudget))
	case cost < units.ArmyBudget:
		text = lang.N("hex.army.points.left", units.ArmyBudget-cost, "Cost", lang.Num(cost), "Budget", lang.Num(units.ArmyBudget))
	default:
		text = lang.T("hex.army.points", "Cost", lang.Num(cost), "Budget", lang.Num(units.ArmyBudget))
	}
	c.Text(text, render.Width/2, a.kinds[units.ArmySize-1].R.Y+a.kinds[0].R.H+30, render.TextStyle{Size: 22, Bold: true, Color: col, Align: render.AlignCenter, Middle: true, MaxW: render.Width - 100})
	scenes.KeyHint(c, lang.T("hex.army.keys", "Up", scenes.Key(scenes.ActUp), "Down", scenes.Key(scenes.ActDown), "Arrows", scenes.Arrows(), "Confirm", scenes.Key(scenes.ActConfirm), "Back", scenes.Key(scenes.ActBack)))
}
