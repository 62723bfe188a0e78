package scenes

import (
	"fmt"
	"time"

	"stratagem/board/record"
	"stratagem/board/rules"
)

// Every game a person plays is kept as a record (package board/record)
// when it ends, and when it is left before its end (for the main menu,
// or for a new game): then its record says it was abandoned. The
// session's Keeper writes it off the frame (keeping.go). A game from the
// position editor is kept with its position (record.MakeFrom) when its
// positions can be written (rules.Positioner: Mill, Connect Four). Games
// the computer plays alone, puzzles, positions set up by tests and
// samples (SetUp), and a record opened to look at are not kept.

// keepState is what the frame knows of its game's record.
type keepState struct {
	began   time.Time // when the game began: the record's date and name
	done    bool      // the record is written, or the game is not to be kept
	opened  bool      // the game is a record opened to look at
	session *Session  // for Close, which is told no session
}

// keeps reports whether the game in progress is one to keep.
func (f *Frame[S, M]) keeps(s *Session) bool {
	return s != nil && f.rules != nil && s.keeping() && !f.kept.done && f.Match.Game != "" && !f.BothComputer() && f.puzzle == nil && f.Ply() > f.firstPly()
}

// keepIfOver keeps the game once it is over.
func (f *Frame[S, M]) keepIfOver(s *Session) {
	if f.keeps(s) && f.Over() {
		f.keep(s, record.ResultOf(f.Outcome()))
	}
}

// keepAbandoned keeps the game as abandoned when it is left before its end.
func (f *Frame[S, M]) keepAbandoned(s *Session) {
	if f.keeps(s) && !f.Over() {
		f.keep(s, record.Abandoned)
	}
}

// keep hands the game's record with result to the session's Keeper.
func (f *Frame[S, M]) keep(s *Session, result record.Result) {
	f.kept.done = true
	s.keeper().Keep(f.GameRecord(s, result))
}

// GameRecord returns the record of the game so far with result: its
// variant, moves, players and levels, when it began and the program's
// version.
func (f *Frame[S, M]) GameRecord(s *Session, result record.Result) record.Record {
	r := record.Make(f.rules, f.state)
	if f.setUp != nil {
		if from, err := record.MakeFrom(f.rules, *f.setUp, f.state); err == nil {
			r = from // a game from the position editor: its position and the moves from it
		}
	}
	r.Result = result
	r.Date = f.kept.began.Truncate(time.Second)
	r.Version = s.Version
	for side, name := range f.Match.AI {
		if name != "" {
			r.Players[side] = record.Player{Name: "Computer", Level: name}
		}
	}
	return r
}

// CurrentRecord returns the record of the game as it stands: finished,
// or unfinished (Copy game).
func (f *Frame[S, M]) CurrentRecord(s *Session) record.Record {
	res := record.Unfinished
	if f.Over() {
		res = record.ResultOf(f.Outcome())
	}
	return f.GameRecord(s, res)
}

// openedRecord marks the frame's game as the record r opened to look at:
// not kept again, and dated as r is.
func (f *Frame[S, M]) openedRecord(r record.Record) {
	f.kept.done, f.kept.opened = true, true
	if !r.Date.IsZero() {
		f.kept.began = r.Date
	}
}

// playOnFromRecord: a move is played on a record opened (after "Play
// from here", or at its end): a game of its own from now on, saved for
// Continue, and kept when it ends or is left.
func (f *Frame[S, M]) playOnFromRecord(s *Session) {
	if f.kept.opened {
		f.kept = keepState{began: s.Now(), session: s}
	}
}

// resumed marks the frame's game as the one begun at began, continued
// from the saved game: its record replaces the one it left when it was
// abandoned (package kept).
func (f *Frame[S, M]) resumed(began time.Time) {
	if !began.IsZero() {
		f.kept.began = began
	}
}

// setUpKept reports whether a game from the position editor can be kept:
// its rules write positions (rules.Positioner).
func (f *Frame[S, M]) setUpKept() bool {
	_, ok := f.rules.(rules.Positioner[S])
	return ok
}

// RestoreFrom is Restore for a record that began at start, a position in
// its game's text (record.Record.Start): the match then plays from that
// position, as one from the position editor does; "" is the game's start.
func (f *Frame[S, M]) RestoreFrom(s *Session, start string, moves []string) error {
	if start != "" {
		pos, ok := f.rules.(rules.Positioner[S])
		if !ok {
			return fmt.Errorf("a game of %s cannot start from a position set up", f.rules.ID())
		}
		st, err := pos.ParsePosition(start)
		if err != nil {
			return fmt.Errorf("the position: %w", err)
		}
		f.StartFrom(s, st)
	}
	return f.Restore(s, moves)
}
