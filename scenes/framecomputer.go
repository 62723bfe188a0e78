package scenes

import (
	"context"
	"errors"
	"fmt"
	"time"

	"stratagem/ai"
	"stratagem/assets"
	"stratagem/assets/lang"
	"stratagem/board/rules"
)

// Who plays each side, the computer's turns (never waiting: the AI
// runner), its hints, and undo back to a person's decision.

// Person reports whether side is played by a person.
func (f *Frame[S, M]) Person(side int) bool { return f.Players[side] == nil }

// PersonToAct reports whether a person decides now: the game is not over,
// a side decides and it is a person's.
func (f *Frame[S, M]) PersonToAct() bool {
	side, ok := f.ToAct()
	return ok && f.Person(side) && !f.Over() && !f.hist.reviewing && !f.PlayingOut()
}

// VsComputer reports whether a computer plays at least one side.
func (f *Frame[S, M]) VsComputer() bool { return f.Players[0] != nil || f.Players[1] != nil }

// BothComputer reports whether the computer plays both sides.
func (f *Frame[S, M]) BothComputer() bool { return f.Players[0] != nil && f.Players[1] != nil }

// Hint returns the hinted move for the current position, if one has arrived.
func (f *Frame[S, M]) Hint() (M, bool) {
	if f.hint == nil || f.hintGen != f.gen {
		var none M
		return none, false
	}
	return *f.hint, true
}

// Thinking reports whether the computer is searching its move.
func (f *Frame[S, M]) Thinking() bool { return f.computer.thinking() }

// stepComputer starts the search for the side to move and plays its
// answer once the previous move's animation is over. It never waits.
func (f *Frame[S, M]) stepComputer(s *Session, side int) {
	p := f.Players[side]
	think := func() func(ctx context.Context) (answer[M], error) {
		st := f.rules.Clone(f.state) // the search gets its own copy; the screen keeps animating the live one
		return func(ctx context.Context) (answer[M], error) {
			m, info, err := p.Choose(ctx, st, ai.Limits{})
			return answer[M]{m, info}, err
		}
	}
	m, ok, failure := f.computer.step(f.gen, f.anim == nil, think, f.IsLegal)
	switch {
	case failure != nil:
		f.computerFailed(s, side, failure)
	case ok:
		f.apply(s, m, false)
	}
}

// computerFailed tells the person that the computer player of side failed
// and offers a way on; with the computer on both sides (autoplay) it plays
// a legal move for it and goes on.
func (f *Frame[S, M]) computerFailed(s *Session, side int, err error) {
	level := LevelTitle(f.GameID(), f.level(side))
	who := fmt.Sprintf("The computer playing %s (%s)", []string{"Blue", "Red"}[side], f.Match.AI[side]) // for the log, in English
	detail := lang.T("core.failed.error")                                                               // what went wrong is for the log, in English
	var pe *PanicError
	if errors.As(err, &pe) {
		s.Warn(fmt.Sprintf("%s crashed: %v\n%s", who, pe.Value, pe.Stack))
		detail = lang.T("core.failed.crashed")
	} else {
		s.Warn(fmt.Sprintf("%s failed: %v", who, err))
	}
	msg := lang.T("core.failed.message", "Side", Side(side), "Level", level, "Why", detail)
	if f.BothComputer() {
		f.playAnyMove(s)
		return
	}
	s.Play(assets.Lose)
	s.Stack.Push(newAIFailed(msg, Side(side), func(s *Session) { f.playAnyMove(s) }, func(s *Session) {
		f.Players[side] = nil // hot-seat for that side from now on
		f.Match.AI[side] = ""
		f.Changed()
	}))
}

func (f *Frame[S, M]) playAnyMove(s *Session) {
	if m, ok := rules.AnyMove(f.rules, f.state); ok {
		f.apply(s, m, false)
	}
}

// hintOrMoveNow is the bar's button for the computer's help: on the
// computer's turn, Move now (its best move so far, at once); otherwise
// Hint, which while the hint is searched reads Hint now (the hint found so
// far, at once). The two share a place so that the bar does not move as
// the turns go. ok is false when there is neither (no hints, no computer).
func (f *Frame[S, M]) hintOrMoveNow() (c Command, ok bool) {
	side, decides := f.ToAct()
	if f.VsComputer() && decides && !f.Person(side) {
		return Command{Label: lang.T("core.frame.movenow"), Help: lang.T("core.frame.movenow.help"), Key: ActMoveNow,
			Enabled: f.computer.canHurry(), Do: f.moveNow}, true
	}
	if f.hinter == nil {
		if !f.VsComputer() {
			return c, false
		}
		return Command{Label: lang.T("core.frame.movenow"), Help: lang.T("core.frame.movenow.help"), Key: ActMoveNow}, true
	}
	if f.hinting.Busy() {
		return Command{Label: lang.T("core.frame.hintnow"), Help: lang.T("core.frame.hintnow.help"), Key: ActHint,
			Enabled: f.hinting.CanHurry(), Do: func(*Session) { f.hinting.Hurry() }}, true
	}
	return Command{Label: lang.T("core.frame.hint"), Help: lang.T("core.frame.hint.help"), Key: ActHint,
		Enabled: f.PersonToAct() && f.anim == nil, Do: f.askHint}, true
}

// moveNow makes the computer play at once: its search gives its best move
// so far, and the move's animation (or the one before it) is cut short.
func (f *Frame[S, M]) moveNow(s *Session) {
	if f.computer.hurry() && f.anim != nil {
		f.anim.Skip()
	}
	s.Invalidate()
}

// WrapHinter puts w round the computer player that answers the Hint key
// (none: nothing to wrap), for a game whose start asks more of it than a
// plain search of the position: a removal owed from Mill's editor.
func (f *Frame[S, M]) WrapHinter(w func(ai.Player[S, M]) ai.Player[S, M]) {
	if f.hinter != nil {
		f.hinter = w(f.hinter)
	}
}

// askHint starts the search for a hint for the person to move.
func (f *Frame[S, M]) askHint(s *Session) {
	if f.hinter == nil || !f.PersonToAct() || f.hinting.Busy() {
		return
	}
	st, p := f.rules.Clone(f.state), f.hinter
	f.hinting.Start(f.gen, func(ctx context.Context) (answer[M], error) {
		m, info, err := p.Choose(ctx, st, ai.Limits{})
		return answer[M]{m, info}, err
	})
}

func (f *Frame[S, M]) pollHint(s *Session) {
	if a, gen, err, ok := f.hinting.Poll(); ok && gen == f.gen && err == nil && f.IsLegal(a.move) {
		f.hint, f.hintGen = &a.move, gen
		s.Invalidate()
	}
}

// Undo takes back to the last decision of a person (the game's own rule
// when it has one); Redo plays it again.
func (f *Frame[S, M]) Undo(s *Session) {
	if u, ok := f.screen.(Undoer); ok {
		u.Undo(s)
		return
	}
	f.UndoToPerson(s)
}

func (f *Frame[S, M]) canUndo() bool {
	if u, ok := f.screen.(Undoer); ok {
		return u.CanUndo()
	}
	return !f.BothComputer() && f.Ply() > f.firstPly()
}

// UndoToPerson takes moves back until a person is to move again (at least
// one move): in hot-seat that is one move, against the computer the
// computer's reply and the person's move. It does nothing when the
// computer plays both sides or nothing has been played, and reports
// whether it took anything back.
func (f *Frame[S, M]) UndoToPerson(s *Session) bool {
	if f.BothComputer() || f.Ply() <= f.firstPly() {
		return false
	}
	for f.StepBack(s) {
		if side, ok := f.ToAct(); ok && f.Person(side) {
			break
		}
	}
	s.Play(assets.Click)
	return true
}

// AwaitHint asks for a hint as the Hint key does and ticks sc (the game
// screen that embeds f) until the hint has come, for the samples that
// show one; a minute without it is an error.
func (f *Frame[S, M]) AwaitHint(s *Session, sc Scene) error {
	s.NewTick()
	s.Input.Press(ActHint)
	if err := sc.Update(s); err != nil {
		return err
	}
	deadline := time.Now().Add(time.Minute)
	for _, ok := f.Hint(); !ok; _, ok = f.Hint() {
		if time.Now().After(deadline) {
			return errors.New("sample: the hint never came")
		}
		time.Sleep(2 * time.Millisecond)
		s.NewTick()
		if err := sc.Update(s); err != nil {
			return err
		}
	}
	return nil
}

// SideName is the name of side 0 (Blue) or 1 (Red).
func SideName(side int) string { return lang.Cap(Side(side)["nom"]) }

// Side returns the forms of the name of side (0 Blue, 1 Red) in the
// language in use, for messages: {{.Side.nom}}.
func Side(side int) lang.Forms {
	if side == 1 {
		return lang.Noun("side.red")
	}
	return lang.Noun("side.blue")
}
