package hexgame

import (
	"fmt"
	"strconv"
	"strings"

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
				return armies, fmt.Errorf("%s's army: %w", sideTitle(units.Side(side)), err)
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
	var kindTitles []string
	for _, k := range units.Kinds() {
		kindTitles = append(kindTitles, fmt.Sprintf("%s (%d points each)", strings.ToUpper(plural(k)[:1])+plural(k)[1:], units.Cost[k]))
	}
	const y0, h, gap = 160.0, 52.0, 10.0
	for i := range units.ArmySize {
		y := y0 + float64(i)*(h+gap)
		a.kinds[i] = &scenes.Choice{R: scenes.Rect{X: 150, Y: y, W: 640, H: h}, Label: fmt.Sprintf("Stack %d", i+1), Options: kindTitles}
		a.sizes[i] = &scenes.Choice{R: scenes.Rect{X: 810, Y: y, W: 320, H: h}, Label: "Fighters", Options: sizeChoices}
		a.form.Items = append(a.form.Items, a.kinds[i], a.sizes[i])
	}
	by := y0 + 5*(h+gap) + 70
	a.standard = &scenes.Button{R: scenes.Rect{X: 510, Y: by, W: 260, H: 60}, Label: "The seed's army"}
	a.back = &scenes.Button{R: scenes.Rect{X: 150, Y: by, W: 200, H: 60}, Label: "Back"}
	label := "Start the battle"
	if len(people) > 1 {
		label = "Next: " + sideTitle(people[1]) + "'s army"
	}
	a.start = &scenes.Button{R: scenes.Rect{X: 850, Y: by, W: 280, H: 60}, Label: label}
	a.form.Items = append(a.form.Items, a.back, a.standard, a.start)
	a.form.Focus = len(a.form.Items) - 1
	army := units.StandardArmy()
	if last, err := units.ParseArmy(s.Settings.Games[Game().ID].Options[ArmyKeys[people[0]]]); err == nil {
		army = last // the army this side chose last time
	}
	a.set(army)
	return a
}

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
	scenes.DrawTitle(c, sideTitle(a.Side())+"'s army", fmt.Sprintf("Five stacks, in the order they stand, for at most %d points", units.ArmyBudget))
	a.form.Draw(c)
	army := a.Army()
	cost := army.Cost()
	col := render.TextMain
	text := fmt.Sprintf("%d of %d points", cost, units.ArmyBudget)
	if cost > units.ArmyBudget {
		col = render.Danger
		text += fmt.Sprintf(": %d too many — take fighters away to start", cost-units.ArmyBudget)
	} else if cost < units.ArmyBudget {
		text += fmt.Sprintf(" (%d left)", units.ArmyBudget-cost)
	}
	c.Text(text, render.Width/2, a.kinds[units.ArmySize-1].R.Y+a.kinds[0].R.H+30, render.TextStyle{Size: 22, Bold: true, Color: col, Align: render.AlignCenter, Middle: true})
	scenes.KeyHint(c, "Up/Down choose  ·  Left/Right change  ·  Enter on Start  ·  Esc goes back")
}
