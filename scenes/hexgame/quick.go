package hexgame

import (
	"fmt"

	"stratagem/ai/hexai"
	"stratagem/assets/lang"
	"stratagem/scenes"
)

// Quick combat (as in Heroes of Might and Magic III): the computer fights
// the rest of the battle out for both sides at once and the screen shows
// how it ended: the frame's play-out (scenes.Frame.PlayOut), off the frame
// loop. Auto-combat hands the person's side to the computer, move by move
// and animated, until it is switched off.

// QuickLevel is the computer player that fights a quick combat for both
// sides, and an auto-combat for the person: the seed's minimax, which
// needs a few milliseconds an action, so a whole battle takes about a
// second.
const QuickLevel = "normal"

// QuickOption is the set-up's choice between a battle fought action by
// action and a quick combat.
var QuickOption = scenes.Option{Key: "battle", Label: "hex.setup.battle", Values: []string{"fight", "quick"},
	Titles: []string{"hex.setup.battle.fight", "hex.setup.battle.quick"}, Default: "fight"}

// startQuick begins a quick combat from the live position: the frame's
// play-out, through its AI runner.
func (m *Screen) startQuick(s *scenes.Session) {
	what := func(int) string { return lang.T("hex.quick.busy") }
	if err := m.PlayOut(s, [2]string{QuickLevel, QuickLevel}, what); err != nil {
		s.Warn(fmt.Sprintf("quick combat: %v", err))
	}
}

// toggleAuto hands the person's sides to the computer, or takes them back.
func (m *Screen) toggleAuto(s *scenes.Session) {
	if m.PlayingOut() {
		return
	}
	m.auto = !m.auto
	for side, name := range m.Match.AI {
		if name != "" {
			continue
		}
		if !m.auto {
			m.Players[side] = nil
			continue
		}
		p, err := hexai.Roster.New(QuickLevel, s.NextSeed())
		if err != nil {
			s.Warn(fmt.Sprintf("auto-combat: %v", err))
			m.auto = false
			return
		}
		m.Players[side] = p
	}
	m.Changed()
}

// AutoCombat reports whether the computer commands the person's side.
func (m *Screen) AutoCombat() bool { return m.auto }

// QuickRunning reports whether a quick combat is under way (tests).
func (m *Screen) QuickRunning() bool { return m.PlayingOut() }
