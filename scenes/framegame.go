package scenes

import (
	"slices"

	"stratagem/board/rules"
)

// The game the frame keeps: its live state, which only the frame changes,
// and every move played through the game's rules (package rules).

// State returns the live position. The screen reads it; only the frame
// changes it (Play).
func (f *Frame[S, M]) State() S { return f.state }

// Rules returns the rules of the game in progress.
func (f *Frame[S, M]) Rules() rules.Game[S, M] { return f.rules }

// Outcome returns the live position's outcome.
func (f *Frame[S, M]) Outcome() rules.Outcome {
	if f.seenOut != f.gen || f.gen == 0 {
		f.out, f.seenOut = f.rules.Outcome(f.state), f.gen
	}
	return f.out
}

// Over reports whether the game is over.
func (f *Frame[S, M]) Over() bool { return f.Outcome().Over }

// Legal returns the live position's legal moves: the frame's own slice,
// to read until the next change.
func (f *Frame[S, M]) Legal() []M {
	if f.seenLegal != f.gen || f.legal == nil {
		f.legal, f.seenLegal = f.rules.Legal(f.state, f.legal[:0]), f.gen
	}
	return f.legal
}

// ToAct returns the side whose decision it is, and false while no side
// decides (the game is over, or the dice are to roll).
func (f *Frame[S, M]) ToAct() (int, bool) {
	side, decides := f.rules.ToAct(f.state)
	return int(side), decides
}

// History returns the moves played so far, oldest first.
func (f *Frame[S, M]) History() []M { return f.rules.History(f.state) }

// Record returns the moves played so far in the game's notation, kept as
// they are played (the saved game is written after every move).
func (f *Frame[S, M]) Record() []string { return slices.Clone(f.record) }

// Ply returns the number of moves played.
func (f *Frame[S, M]) Ply() int { return f.rules.Ply(f.state) }

// IsLegal reports whether m may be played now.
func (f *Frame[S, M]) IsLegal(m M) bool { return !f.Over() && f.rules.IsLegal(f.state, m) }

// Play plays m, a move a person chose on the board or with a command: the
// frame checks it, rolls its dice, applies it, tells the screen (its
// animation, sound and log line) and the rest of the frame. It reports
// whether m was played: a move that is not legal now is not.
func (f *Frame[S, M]) Play(s *Session, m M) bool {
	if !f.IsLegal(m) {
		return false
	}
	if f.puzzle != nil && !f.puzzleAllows(s, m) {
		return false
	}
	f.apply(s, m, false)
	return true
}

// PlayQuietly plays moves at once, without sound or animation, as a
// saved game is restored (samples and tests set their positions so). A
// move that is not legal is an error, and the moves after it are not played.
func (f *Frame[S, M]) PlayQuietly(s *Session, moves ...M) error {
	for _, m := range moves {
		if !f.IsLegal(m) {
			return rules.Why(f.rules, f.state, m)
		}
		f.replay(s, m)
	}
	return nil
}

// apply plays m, which is legal, on the live position: quietly (no sound
// or animation) for a move replayed or restored.
func (f *Frame[S, M]) apply(s *Session, m M, quiet bool) {
	before := f.rules.Clone(f.state)
	m = f.referee.Settle(f.state, m)
	f.record = append(f.record[:min(len(f.record), f.Ply())], f.rules.Format(f.state, m))
	if !f.hist.replaying {
		f.playOnFromRecord(s) // a move of the person's or the computer's on a record opened
	}
	f.rules.Apply(f.state, m)
	var anim Anim
	if quiet {
		s.Hushed(func() { f.screen.Played(s, m, before) })
	} else {
		anim = f.screen.Played(s, m, before)
	}
	f.anim = anim
	f.Changed()
	if f.puzzle != nil {
		f.puzzleMoved(s)
	}
}
