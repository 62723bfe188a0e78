package hexgame

import (
	"fmt"

	"stratagem/ai/hexai"
	"stratagem/assets/lang"
	"stratagem/scenes"
	"stratagem/units"
)

// Quick combat (as in Heroes of Might and Magic III): the computer fights
// the rest of the battle out for both sides at once and the screen shows
// how it ended: the frame's play-out (scenes.Frame.PlayOut), off the frame
// loop. Auto-combat hands the person's side to the computer, move by move
// and animated, until it is switched off.

// QuickLevel is the computer player that fights a quick combat for a
// side a person commands, and an auto-combat for the person: the seed's
// minimax, which needs a few milliseconds an action. A computer's side
// fights a quick combat at its own level.
const QuickLevel = "normal"

// QuickOption is the set-up's choice between a battle fought action by
// action and a quick combat.
var QuickOption = scenes.Option{Key: "battle", Label: "hex.setup.battle", Values: []string{"fight", "quick"},
	Titles: []string{"hex.setup.battle.fight", "hex.setup.battle.quick"}, Default: "fight"}

// quickRun is a quick combat: who fights it and, once it is over, what it
// did, for the panel's card (quickcard.go).
type quickRun struct {
	running bool      // one is under way, started here
	levels  [2]string // the computer players fighting for Blue and Red
	actions int       // the actions chosen so far, while it runs
	start   []units.Unit
	round   int  // the round it began in
	ply     int  // the actions played before it
	over    bool // it has ended: the summary holds while the battle stands at endPly
	endPly  int
}

// quickLevels returns the computer players a quick combat would field:
// for a computer's side its own level, for a person's QuickLevel.
func (m *Screen) quickLevels() [2]string {
	levels := [2]string{QuickLevel, QuickLevel}
	for side, name := range m.Match.AI {
		if name != "" {
			levels[side] = name
		}
	}
	return levels
}

// startQuick begins a quick combat from the live position (the frame's
// play-out, off the frame loop), or stops the one under way.
func (m *Screen) startQuick(s *scenes.Session) {
	if m.PlayingOut() {
		m.StopPlayOut()
		m.quick.running = false
		s.Invalidate()
		return
	}
	q := &m.quick
	levels := m.quickLevels()
	// The status box asks for its words on the frame goroutine each
	// frame: they carry the actions chosen so far to the card.
	what := func(done int) string {
		q.actions = done
		return lang.T("hex.quick.busy")
	}
	if err := m.PlayOut(s, levels, what); err != nil {
		s.Warn(fmt.Sprintf("quick combat: %v", err))
		return
	}
	if !m.PlayingOut() {
		return // the battle is over, or under review
	}
	b := m.battle
	*q = quickRun{running: true, levels: levels, start: append(q.start[:0], b.Units()...), round: b.Round(), ply: b.Ply()}
}

// settleQuick notes the end of a quick combat: its summary holds while the
// battle stands where it left it.
func (m *Screen) settleQuick() {
	q := &m.quick
	if !q.running || m.PlayingOut() {
		return
	}
	q.running = false
	if n := m.battle.Ply(); n > q.ply {
		q.over, q.endPly = true, n
	}
}

// QuickSummary reports whether the panel shows a quick combat's summary
// (tests).
func (m *Screen) QuickSummary() bool { return m.quickShown(nil) == quickDone }

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
