package millgame

import (
	"stratagem/assets/lang"
	"stratagem/board/mill"
	"stratagem/render"
)

// closedMills returns the mills that the move mv, the last of pos, closed:
// the lines of pos's variant through where it went held by the mover's
// pieces. A move that took no piece closed none.
func closedMills(pos *mill.Position, mv mill.Move) [][3]mill.Point {
	mover := pos.At(mv.To)
	if mv.Remove == mill.NoPoint || mover == mill.NoColor {
		return nil
	}
	var closed [][3]mill.Point
	for _, m := range pos.Variant().MillsThrough(mv.To) {
		if pos.At(m[0]) == mover && pos.At(m[1]) == mover && pos.At(m[2]) == mover {
			closed = append(closed, m)
		}
	}
	return closed
}

// markEnd adds to d what shows how the game of pos ended, if it has: the
// last move as the deciding one, the mill it closed, and the pieces of a
// side that could not move.
func markEnd(pos *mill.Position, d *render.MillDecor) {
	out := pos.Outcome()
	if !out.Over() {
		return
	}
	if last, ok := pos.LastMove(); ok {
		d.Last, d.Final = last, true
		d.Mills = closedMills(pos, last)
	}
	if out.Reason == mill.Blocked {
		d.Blocked = pos.Pieces(out.Winner.Other())
	}
}

// endWords says how the game of pos ended, naming what decided it; "" while
// it goes on.
func endWords(pos *mill.Position) string {
	out := pos.Outcome()
	args := []any{"Winner", side(out.Winner), "Loser", side(out.Winner.Other())}
	wins, draw := lang.T("mill.end.wins", args...), lang.T("mill.end.draw")
	switch out.Reason {
	case mill.FewerThan3:
		left := pos.Left(out.Winner.Other())
		if last, ok := pos.LastMove(); ok && last.Remove != mill.NoPoint && pos.At(last.To) == out.Winner {
			return sentences(lang.N("mill.end.lastmill", left, args...), wins)
		}
		return sentences(lang.N("mill.end.fewer", left, args...), wins)
	case mill.Blocked:
		return sentences(lang.T("mill.end.blocked", args...), wins, lang.T("mill.end.blocked.marks", args...))
	case mill.Repetition:
		return sentences(lang.N("mill.end.repetition", pos.Repetitions()), draw)
	case mill.FiftyMoves:
		return sentences(lang.N("mill.end.quiet", pos.Variant().QuietPlies()/2), draw)
	case mill.FullBoard:
		return sentences(lang.T("mill.end.fullboard"), draw)
	}
	return ""
}

// hintWords says the hinted move mv of pos in words, e.g. "Hint: move d2
// to d1. That closes a mill: then remove Red's piece on b4." With taking,
// the mill of mv is already on the board (a removal is to be made), and
// only the piece to remove is said.
func hintWords(pos *mill.Position, mv mill.Move, taking bool) string {
	me, v := pos.SideToMove(), pos.Variant()
	args := []any{"Side", side(me), "Opponent", side(me.Other()),
		"From", v.PointName(mv.From), "To", v.PointName(mv.To), "Removed", v.PointName(mv.Remove)}
	if taking && mv.Remove != mill.NoPoint {
		return lang.T("mill.hint.take", args...)
	}
	var hint string
	switch {
	case mv.IsPlacement():
		hint = lang.T("mill.hint.place", args...)
	case pos.PhaseOf(me) == mill.Flying:
		hint = lang.T("mill.hint.fly", args...)
	default:
		hint = lang.T("mill.hint.move", args...)
	}
	switch {
	case mv.Remove != mill.NoPoint && pos.MillWins():
		return sentences(hint, lang.T("mill.hint.wins"))
	case mv.Remove != mill.NoPoint:
		return sentences(hint, lang.T("mill.hint.remove", args...))
	}
	return hint
}
