// Package hexgame is Hex Battle in Stratagem: its set-up, its game screen
// in the shared game frame, and its sample screen.
package hexgame

import (
	"math/rand/v2"

	"stratagem/ai/hexai"
	"stratagem/board/hex"
	"stratagem/scenes"
	"stratagem/units"
)

// Game describes Hex Battle to the menus, the set-up, -scene and -autoplay.
func Game() *scenes.GameDesc {
	return &scenes.GameDesc{
		Keys: Keys,
		ID:   "hex",
		Setup: scenes.SetupSpec{
			Subtitle:      "hex.setup.subtitle",
			ComputerLabel: "core.setup.opponent",
			Levels:        hexai.Roster.Ladder(),
			Lab:           hexai.Roster.LabLevels(),
			DefaultLevel:  hexai.Roster.Default(),
			Options:       []scenes.Option{MapOption, ArmiesOption, QuickOption},
			Start:         startMatch,
		},
		Autoplay: [2]string{"normal", "normal"},
		Records:  recordSpec(),
		HowTo:    howTo,
		Samples: []scenes.Sample{
			{Name: "hex", Open: sampleBattle},
			{Name: "hex-archer", Open: sampleArcher},
			{Name: "hex-threat", Open: sampleThreat},
			{Name: "hex-reach", Open: sampleReach},
			{Name: "hex-quick-ask", Open: sampleQuickAsk},
			{Name: "hex-quick", Open: sampleQuick},
			{Name: "hex-blow", Open: sampleBlow},
			{Name: "hex-hint", Open: sampleHint},
			{Name: "hex-end", Open: sampleEnd},
			{Name: "hex-victory", Open: sampleVictory},
			{Name: "hex-far", Open: sampleFar},
			{Name: "hex-army", Open: sampleArmy},
			{Name: "hex-field", Open: sampleField},
		},
	}
}

// OnePlayer returns the match of a person commanding side human against
// the computer player called level.
func OnePlayer(human units.Side, level string) scenes.Match {
	var m scenes.Match
	m.AI[human.Other()] = level
	return m
}

// sampleBattle: a battle against the computer a round or so in, with Blue
// (the person) to act and the cursor on something worth showing: an enemy
// it can attack (with the prediction, and the enemy's threat shaded), else
// the farthest hex it can reach.
func sampleBattle(s *scenes.Session) error {
	m, err := New(s, OnePlayer(units.Blue, "normal"))
	if err != nil {
		return err
	}
	b := m.battle
	rng := rand.New(rand.NewPCG(3, 5))
	var buf []units.Action
	for i := 0; i < 40 && !b.Outcome().Over(); i++ {
		buf = b.LegalActions(buf[:0])
		if b.ToMove() == units.Blue && (i >= 10 && canAttack(buf) || i >= 30) {
			break
		}
		var moves []units.Action
		for _, a := range buf {
			if a.Kind == units.Move || a.Kind == units.Shoot {
				moves = append(moves, a)
			}
		}
		if len(moves) == 0 {
			moves = buf
		}
		if err := m.PlayQuietly(s, moves[rng.IntN(len(moves))]); err != nil {
			return err
		}
	}
	x, y, ok := m.showcase()
	if ok {
		s.Input.MouseX, s.Input.MouseY = x, y // a screenshot keeps this cursor
		m.pointAt(x, y)
	}
	scenes.ShowSample(s, m)
	return nil
}

// canAttack reports whether legal holds an attack.
func canAttack(legal []units.Action) bool {
	for _, a := range legal {
		if a.Target >= 0 {
			return true
		}
	}
	return false
}

// showcase returns a cursor position worth showing: inside an enemy the
// active unit can attack, towards the hex it would attack from, else on
// the farthest hex it can reach.
func (m *Screen) showcase() (x, y float64, ok bool) {
	b := m.battle
	id := b.Active()
	if id < 0 {
		return 0, 0, false
	}
	from := b.Unit(id).Pos
	best := -1
	legal := m.Legal()
	for i, a := range legal {
		if a.Target >= 0 {
			best = i
			break
		}
		if a.Kind == units.Move && (best < 0 || hex.Distance(a.To, from) > hex.Distance(legal[best].To, from)) {
			best = i
		}
	}
	if best < 0 {
		return 0, 0, false
	}
	a := legal[best]
	x, y = m.layout.Center(a.To)
	if a.Target >= 0 {
		tx, ty := m.layout.Center(b.Unit(int(a.Target)).Pos)
		x, y = tx+(x-tx)*0.35, ty+(y-ty)*0.35
	}
	return x, y, true
}
