package scenes

import (
	"stratagem/assets"
	"stratagem/assets/lang"
)

// history is the frame's part in undo, redo and review: the moves taken
// back (to redo, the next last), and whether the person is looking back
// through the game. Everything works on the live position: a step back is
// the game's TakeBack, a step forward replays the move taken back.
type history[M any] struct {
	redo      []M
	lastPly   int  // the ply at the last change: a new move clears the redo list
	replaying bool // a move is being replayed: it is not a new one
	reviewing bool
}

// noteChange keeps the redo list for the position ply: a move that is not
// a replay starts a new future.
func (h *history[M]) noteChange(ply int) {
	if ply > h.lastPly && !h.replaying {
		h.redo = h.redo[:0]
	}
	h.lastPly = ply
}

// StepBack takes back the last move, keeping it for redo. It reports
// whether there was one.
func (f *Frame[S, M]) StepBack(s *Session) bool {
	moves := f.rules.History(f.state)
	if len(moves) == 0 {
		return false
	}
	f.rules.Undo(f.state)
	f.record = f.record[:min(len(f.record), f.Ply())]
	f.hist.redo = append(f.hist.redo, moves[len(moves)-1])
	f.anim = nil
	f.end.reset()
	f.Changed()
	return true
}

// StepForward replays the move last taken back, quietly and without its
// animation. It reports whether there was one.
func (f *Frame[S, M]) StepForward(s *Session) bool {
	n := len(f.hist.redo)
	if n == 0 {
		return false
	}
	m := f.hist.redo[n-1]
	f.hist.redo = f.hist.redo[:n-1]
	f.replay(s, m)
	return true
}

// replay plays m as a replayed move: no sound, no animation, and the redo
// list kept.
func (f *Frame[S, M]) replay(s *Session, m M) {
	f.hist.replaying = true
	defer func() { f.hist.replaying = false }()
	f.apply(s, m, true)
}

// canRedo reports whether Redo would do anything.
func (f *Frame[S, M]) canRedo() bool {
	return len(f.hist.redo) > 0 && !f.BothComputer()
}

// Redo replays what Undo took back, up to the person's next decision: one
// move in hot-seat, the person's move and the computer's reply against the
// computer.
func (f *Frame[S, M]) Redo(s *Session) {
	if !f.canRedo() {
		return
	}
	for f.StepForward(s) {
		if side, ok := f.ToAct(); (ok && f.Person(side)) || f.Over() {
			break
		}
	}
	s.Play(assets.Click)
}

// Reviewing reports whether the person is looking back through the game.
func (f *Frame[S, M]) Reviewing() bool { return f.hist.reviewing }

// Review starts looking back through the game: the computer stops, and
// the arrows step through the moves.
func (f *Frame[S, M]) Review(s *Session) {
	if f.hist.reviewing || (f.Ply() == 0 && len(f.hist.redo) == 0) {
		return
	}
	f.stopWork()
	f.anim = nil
	f.hist.reviewing = true
	s.Invalidate()
}

// endReview stops reviewing: back at the end of the game, or, from here,
// playing on (the moves after it stay to redo until a new one is made).
func (f *Frame[S, M]) endReview(s *Session, fromHere bool) {
	if !fromHere {
		for f.StepForward(s) {
		}
	}
	f.hist.reviewing = false
	f.end.reset()
	f.Changed()
}

// Retranslate tells the game again in the language now in use: its moves
// are taken back to the start and replayed quietly, so that the screen
// writes its log (and whatever else it says of the moves) in the new
// words. The moves ahead (redo) and a review stay as they were.
func (f *Frame[S, M]) Retranslate(s *Session) {
	n := 0
	for f.StepBack(s) {
		n++
	}
	for range n {
		f.StepForward(s)
	}
	game, frame := f.commands()
	f.bar.layout(game, frame, f.Keys(), f.keyHelp()) // the buttons' words too, before the next tick
}

// reviewStatus says where the review is, for the status box.
func (f *Frame[S, M]) reviewStatus() string {
	ply, total := f.Ply(), f.Ply()+len(f.hist.redo)
	if ply == 0 {
		return lang.N("core.review.start", total)
	}
	return lang.T("core.review.after", "Ply", lang.Num(ply), "Total", lang.Num(total))
}

// reviewCommands are the bar while reviewing: the steps, then the game's
// own commands for a review (ReviewCommander), playing on from here and
// going back to the end.
func (f *Frame[S, M]) reviewCommands() (steps, frame []Command) {
	back, fwd := f.Ply() > 0, len(f.hist.redo) > 0
	steps = []Command{
		{Label: "|◄", Help: lang.T("core.review.first"), Key: ActHome, Enabled: back, Do: func(s *Session) {
			for f.StepBack(s) {
			}
		}},
		{Label: "◄", Help: lang.T("core.review.back"), Key: ActLeft, Enabled: back, Do: func(s *Session) { f.StepBack(s) }},
		{Label: "►", Help: lang.T("core.review.forward"), Key: ActRight, Enabled: fwd, Do: func(s *Session) { f.StepForward(s) }},
		{Label: "►|", Help: lang.T("core.review.last"), Key: ActEnd, Enabled: fwd, Do: func(s *Session) {
			for f.StepForward(s) {
			}
		}},
	}
	if c, ok := f.screen.(ReviewCommander); ok {
		frame = c.ReviewCommands()
	}
	frame = append(frame, []Command{
		{Label: lang.T("core.review.fromhere"), Key: ActConfirm, Enabled: !f.Over(), Do: func(s *Session) { f.endReview(s, true) }},
		{Label: lang.T("core.review.toend"), Key: ActBack, Enabled: true, Do: func(s *Session) { f.endReview(s, false) }},
	}...)
	return steps, frame
}

// Ahead returns the moves taken back that Redo, or a review's steps
// forward, would play again, the next one first (a game's move list shows
// them dimmed).
func (f *Frame[S, M]) Ahead() []M {
	out := make([]M, len(f.hist.redo))
	for i, m := range f.hist.redo {
		out[len(out)-1-i] = m
	}
	return out
}
