package scenes

import (
	"errors"
	"fmt"
	"time"

	"stratagem/assets/lang"
	"stratagem/board/rules"
	"stratagem/scenes/savegame"
)

// saveState is what a frame handed to the save file.
type saveState struct {
	writer *savegame.Writer // where this game's states went; nil: none yet
	wrote  bool             // this game is the one in the save file
}

// save keeps the game in progress in the session's save file after every
// move, and removes it once the game it saved is over or begins again.
// Games the computer plays alone are not saved. The session's Writer does
// the writing on a goroutine of its own, so the tick never waits on the
// disk; a failure is told at the next tick (see Session.NewTick).
func (f *Frame[S, M]) save(s *Session) {
	if !s.saving() || f.Match.Game == "" || f.BothComputer() || f.puzzle != nil || f.setUp != nil || f.kept.opened {
		return
	}
	f.saved.writer = s.saves()
	if !f.InProgress() {
		if f.saved.wrote {
			f.saved.writer.Remove()
			f.saved.wrote = false
		}
		return
	}
	l := f.Played()
	f.saved.writer.Save(savegame.Game{Game: f.Match.Game, AI: f.Match.AI, Options: f.Match.Options, Moves: f.Record(), Saved: s.Now(),
		Length: l.Count, Unit: l.Unit, Started: f.kept.began})
	f.saved.wrote = true
}

// flushSave waits until what the game handed to the save file is written.
func (f *Frame[S, M]) flushSave() {
	if f.saved.writer != nil {
		f.saved.writer.Flush()
	}
}

// Restore plays the moves of a saved game (in the game's notation) on the
// new game, quietly. A move that cannot be read or played is an error.
func (f *Frame[S, M]) Restore(s *Session, moves []string) error {
	for _, text := range moves {
		where := fmt.Sprintf("move %d (%s)", f.Ply()+1, text)
		m, err := f.rules.Parse(f.state, text)
		if err != nil {
			return fmt.Errorf("%s: %w", where, err)
		}
		if !f.IsLegal(m) {
			return fmt.Errorf("%s: %w", where, rules.Why(f.rules, f.state, m))
		}
		f.replay(s, m)
	}
	f.started = s.Now()
	return nil
}

// Length is how far a game has got in what it counts: whole turns (the
// Mech Duel), whole rounds (the Hex Battle), or moves.
type Length struct {
	Count int
	Unit  string // LengthMoves, LengthTurns or LengthRounds
}

// The units a game is counted in.
const (
	LengthMoves  = ""
	LengthTurns  = "turns"
	LengthRounds = "rounds"
)

// Lengther is a game screen whose game is counted in something else than
// moves (turns, rounds).
type Lengther interface{ Length() Length }

// Played is how far the game has got: the screen's count (Lengther), or
// its moves.
func (f *Frame[S, M]) Played() Length {
	if l, ok := f.screen.(Lengther); ok {
		return l.Length()
	}
	return Length{Count: f.Ply()}
}

// Words says a Length as the main menu's Continue line does: "after 3
// turns", "in its first round", "after 12 moves".
func (l Length) Words() string {
	switch {
	case l.Unit == LengthTurns && l.Count == 0:
		return lang.T("core.menu.first.turn")
	case l.Unit == LengthRounds && l.Count == 0:
		return lang.T("core.menu.first.round")
	case l.Unit == LengthTurns:
		return lang.N("core.menu.after.turns", l.Count)
	case l.Unit == LengthRounds:
		return lang.N("core.menu.after.rounds", l.Count)
	}
	return lang.N("core.menu.after.moves", l.Count)
}

// restorer is a game screen that can take a saved game's moves.
type restorer interface {
	Restore(s *Session, moves []string) error
	RestoreFrom(s *Session, start string, moves []string) error
}

// savedGame returns the saved game to continue and its game, if there is
// one that can be continued; a save that cannot be is put aside with a
// warning.
func savedGame(s *Session) (savegame.Game, *GameDesc, bool) {
	if !s.saving() {
		return savegame.Game{}, nil, false
	}
	s.saves().Flush() // the newest save, not the one a write under way replaces
	g, ok, warning := savegame.Load(s.SavePath)
	if warning != "" {
		s.Warn(warning)
	}
	if !ok {
		return g, nil, false
	}
	desc, known := s.Game(g.Game)
	if !known {
		s.Warn(savegame.Discard(s.SavePath, fmt.Errorf("no game is called %q", g.Game)))
		return g, nil, false
	}
	return g, desc, true
}

// continueGame opens the saved game where it was left.
func continueGame(s *Session, g savegame.Game, desc *GameDesc) error {
	m := Match{Game: g.Game, AI: g.AI, Options: g.Options}
	for _, o := range desc.Setup.Options {
		if _, ok := m.Options[o.Key]; !ok {
			if m.Options == nil {
				m.Options = map[string]string{}
			}
			m.Options[o.Key] = o.Default
		}
	}
	sc, err := desc.Setup.Start(s, m)
	if err == nil {
		if r, ok := sc.(restorer); ok {
			err = r.Restore(s, g.Moves)
			if rs, ok := sc.(interface{ resumed(time.Time) }); ok {
				rs.resumed(g.Started)
			}
		} else {
			err = errors.New("this game cannot be continued")
		}
	}
	if err != nil {
		s.Warn(savegame.Discard(s.SavePath, err))
		return err
	}
	s.Stack.Push(sc)
	return nil
}
