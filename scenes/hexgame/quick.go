package hexgame

import (
	"context"
	"fmt"
	"runtime/debug"

	"stratagem/ai"
	"stratagem/ai/hexai"
	"stratagem/scenes"
	"stratagem/units"
)

// Quick combat (as in Heroes of Might and Magic III): the computer fights
// the rest of the battle out for both sides at once and the screen shows
// how it ended. It runs on its own goroutine, off the frame loop; while it
// runs nobody else moves (the frame's players are set aside), and its
// actions are then played on the live battle, into the log, without
// animation. Auto-combat hands the person's side to the computer, move by
// move and animated, until it is switched off.

// QuickLevel is the computer player that fights a quick combat for both
// sides, and an auto-combat for the person: the seed's minimax, which
// needs a few milliseconds an action, so a whole battle takes about a
// second.
const QuickLevel = "normal"

// quickCombat is a quick combat under way.
type quickCombat struct {
	cancel  context.CancelFunc
	done    chan quickResult
	players [2]ai.Player[*units.Battle, units.Action] // the frame's, set aside until it ends
	gen     uint64                                    // the position it fights from
}

type quickResult struct {
	actions []units.Action
	err     error
}

// QuickOption is the set-up's choice between a battle fought action by
// action and a quick combat.
var QuickOption = scenes.Option{Key: "battle", Label: "Battle", Values: []string{"fight", "quick"},
	Titles: []string{"Fought move by move", "Quick combat"}, Default: "fight"}

// startQuick begins a quick combat from the live position.
func (m *Screen) startQuick(s *scenes.Session) {
	if m.quick != nil || m.battle.Outcome().Over() || m.Reviewing() {
		return
	}
	var fighters [2]ai.Player[*units.Battle, units.Action]
	for side := range fighters {
		p, err := hexai.Roster.New(QuickLevel, s.NextSeed())
		if err != nil {
			s.Warn(fmt.Sprintf("quick combat: %v", err))
			return
		}
		fighters[side] = p
	}
	ctx, cancel := context.WithCancel(context.Background())
	q := &quickCombat{cancel: cancel, done: make(chan quickResult, 1), players: m.Players}
	m.Players = [2]ai.Player[*units.Battle, units.Action]{} // nobody moves meanwhile: the board ignores clicks while q runs
	m.quick = q
	m.Changed() // drops a search the frame had begun
	q.gen = m.Gen()
	b := m.battle.Clone()
	go func() {
		var out quickResult
		defer func() {
			if r := recover(); r != nil {
				out.err = fmt.Errorf("crashed: %v\n%s", r, debug.Stack())
			}
			q.done <- out
		}()
		for !b.Outcome().Over() {
			a, _, err := fighters[b.ToMove()].Choose(ctx, b, ai.Limits{})
			if err == nil && !b.IsLegal(a) {
				err = fmt.Errorf("%s chose an illegal action", QuickLevel)
			}
			if err != nil {
				out.err = err
				return
			}
			b.Apply(a)
			out.actions = append(out.actions, a)
		}
	}()
}

// pollQuick plays a finished quick combat's actions on the live battle.
func (m *Screen) pollQuick(s *scenes.Session) {
	q := m.quick
	if q == nil {
		return
	}
	select {
	case out := <-q.done:
		m.quick = nil
		m.Players = q.players
		if m.Gen() != q.gen {
			m.Changed() // the battle was taken back or reviewed meanwhile: the result is for another position
			return
		}
		for _, a := range out.actions {
			m.record(a, 0, 0)
		}
		if out.err != nil {
			s.Warn(fmt.Sprintf("quick combat stopped: %v", out.err))
		}
		m.Changed()
	default:
		s.KeepTicking()
	}
}

// stopQuick abandons a quick combat under way.
func (m *Screen) stopQuick() {
	if q := m.quick; q != nil {
		q.cancel()
		<-q.done
		m.quick = nil
		m.Players = q.players
	}
}

// Working names the quick combat while it runs (the status box).
func (m *Screen) Working() string {
	if m.quick != nil {
		return "Quick combat: the computer fights it out"
	}
	return ""
}

// StopWork abandons a quick combat when the screen closes.
func (m *Screen) StopWork() { m.stopQuick() }

// toggleAuto hands the person's sides to the computer, or takes them back.
func (m *Screen) toggleAuto(s *scenes.Session) {
	if m.quick != nil {
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
func (m *Screen) QuickRunning() bool { return m.quick != nil }
