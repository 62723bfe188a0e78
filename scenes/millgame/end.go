package millgame

import (
	"fmt"

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
	winner, loser := out.Winner, out.Winner.Other()
	switch out.Reason {
	case mill.FewerThan3:
		if last, ok := pos.LastMove(); ok && last.Remove != mill.NoPoint && pos.At(last.To) == winner {
			return fmt.Sprintf("%s closed a mill and took %s's third-last piece: %s has only two left. %s wins.",
				winner, loser, loser, winner)
		}
		return fmt.Sprintf("%s has fewer than three pieces. %s wins.", loser, winner)
	case mill.Blocked:
		return fmt.Sprintf("%s cannot move: %s wins. No %s piece (each marked with a slashed ring) has a free point to go to.",
			loser, winner, loser)
	case mill.Repetition:
		return "The same position came up for the third time, with the same player to move: a draw."
	case mill.FiftyMoves:
		return fmt.Sprintf("Both players made %d moves without closing a mill: a draw.", pos.Variant().QuietPlies()/2)
	case mill.FullBoard:
		return "The pieces filled the board, so nobody can move: a draw."
	}
	return ""
}

// hintWords says the hinted move mv of pos in words, e.g. "Hint: move d2
// to d1 and take Red's piece on b4."
func hintWords(pos *mill.Position, mv mill.Move) string {
	me := pos.SideToMove()
	var s string
	switch {
	case mv.IsPlacement():
		s = "place a piece on " + mv.To.String()
	case pos.PhaseOf(me) == mill.Flying:
		s = fmt.Sprintf("fly %s to %s", mv.From, mv.To)
	default:
		s = fmt.Sprintf("move %s to %s", mv.From, mv.To)
	}
	if mv.Remove != mill.NoPoint {
		s += fmt.Sprintf(": that closes a mill; then take %s's piece on %s", me.Other(), mv.Remove)
	}
	return "Hint: " + s + "."
}
