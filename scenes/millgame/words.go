package millgame

import (
	"fmt"

	"stratagem/board/mill"
	"stratagem/scenes"
)

// moveWords says in words what mover did with mv, e.g. "Red moved a1 to
// a4, closed a mill and took Blue's piece on b2." flew tells a move of
// the flying phase (any piece to any point) from a move along a line.
func moveWords(mv mill.Move, mover mill.Color, flew bool) string {
	var s string
	switch {
	case mv.IsPlacement():
		s = fmt.Sprintf("%s placed a piece on %s", mover, mv.To)
	case flew:
		s = fmt.Sprintf("%s flew %s to %s", mover, mv.From, mv.To)
	default:
		s = fmt.Sprintf("%s moved %s to %s", mover, mv.From, mv.To)
	}
	if mv.Remove != mill.NoPoint {
		s += fmt.Sprintf(", closed a mill and took %s's piece on %s", mover.Other(), mv.Remove)
	}
	return s + "."
}

// lastMoveWords puts the last move of pos into words, and returns the side
// that played it; "" at the start of the game.
func lastMoveWords(pos *mill.Position) (string, mill.Color) {
	mv, ok := pos.LastMove()
	if !ok {
		return "", mill.NoColor
	}
	mover := pos.SideToMove().Other()
	// A move leaves the mover's own count as it was: with three pieces on
	// the board and none in hand, the mover was flying (where the variant
	// lets three pieces fly).
	flew := !mv.IsPlacement() && pos.Variant().Flying() && pos.InHand(mover) == 0 && pos.OnBoard(mover) == 3
	return moveWords(mv, mover, flew), mover
}

// quietWords counts the moves towards the draw of the 50-move rule (see
// mill.Variant.QuietPlies): each side's moves since the last mill, once
// both hands are empty; "" while nothing counts.
func (m *Screen) quietWords() string {
	q := m.pos.QuietPlies()
	if q == 0 {
		return ""
	}
	// The plies alternate and the last was the other side's, so it made
	// the odd one.
	me := m.pos.SideToMove()
	moves := [2]int{}
	moves[me], moves[me.Other()] = q/2, (q+1)/2
	return fmt.Sprintf("Moves without a mill: Blue %d, Red %d (a draw when both reach %d)",
		moves[mill.Blue], moves[mill.Red], m.pos.Variant().QuietPlies()/2)
}

// phaseRules returns the heading and the text beside the board: what the
// side to move does now, said to the person who plays it, or, on the
// computer's turn, what the computer is doing.
func (m *Screen) phaseRules() (title, body string) {
	me := m.pos.SideToMove()
	opp := me.Other()
	if out := m.pos.Outcome(); out.Over() {
		return "Game over", endWords(m.pos) + fmt.Sprintf(" Press %s or Play again for a new game, %s to review the game.",
			scenes.Key(scenes.ActRestart), scenes.Key(scenes.ActReview))
	}
	title = map[mill.Phase]string{
		mill.Placing: "Phase 1: placing",
		mill.Moving:  "Phase 2: moving",
		mill.Flying:  "Phase 3: flying",
	}[m.pos.PhaseOf(me)]

	if !m.Person(int(me)) {
		who, victim := "The computer", "your"
		if m.BothComputer() {
			who, victim = "The computer playing "+me.String(), opp.String()+"'s"
		}
		switch m.pos.PhaseOf(me) {
		case mill.Placing:
			body = fmt.Sprintf("%s is thinking. It places one of the %d pieces in its hand on an empty point; "+
				"three in a line make a mill, and then it takes one of %s pieces.", who, m.pos.InHand(me), victim)
		case mill.Flying:
			body = fmt.Sprintf("%s is thinking. With three pieces left it flies: it may move any of its pieces "+
				"to any empty point. A mill still takes one of %s pieces.", who, victim)
		default:
			body = fmt.Sprintf("%s is thinking. It moves one of its pieces along a line to a free neighbouring "+
				"point; a mill takes one of %s pieces.", who, victim)
		}
		return title, body
	}

	// A person: "you" against the computer; in hot-seat the side is named
	// first, for the two players share the screen.
	lead := func(s string) string {
		if m.VsComputer() {
			return scenes.Capitalise(s)
		}
		return me.String() + ": " + s
	}
	theirs := opp.String() + "'s"
	if m.VsComputer() {
		theirs = "the computer's"
	}
	if m.pending {
		return "Remove a piece", lead(fmt.Sprintf("you closed a mill! Click one of %s pieces ringed in red to take it. "+
			"Pieces standing in a mill are safe, unless every piece is in a mill.", theirs))
	}
	switch m.pos.PhaseOf(me) {
	case mill.Placing:
		body = lead(fmt.Sprintf("place a piece from your hand (%d left) on any empty point. "+
			"Three of your pieces in a line along the board's lines make a mill: then you take one of %s pieces "+
			"that is not in a mill.", m.pos.InHand(me), theirs))
	case mill.Flying:
		body = lead("you have three pieces left, so you fly: move any of your pieces to any empty point. " +
			"A mill still takes a piece. Fall below three pieces and you lose.")
	default:
		body = lead("click one of your pieces ringed in green, then a free neighbouring point along a line. " +
			"Open a mill and close it again to take another piece. A player who cannot move loses.")
	}
	return title, body
}
