package millgame

import (
	"strings"

	"stratagem/assets/lang"
	"stratagem/board/mill"
	"stratagem/scenes"
)

// Mill's words come from the catalogue (assets/lang/mill.en.json), in
// whole sentences: each kind of move has a message of its own, and so has
// each phase's rule for a person against the computer, for two people at
// one screen, and for the computer. A paragraph of the side panel is a few
// such sentences, each a message, joined with spaces (as every one of the
// game's languages writes them). The points of a move are notation, the
// same in every language, and fill the placeholders From, To and Removed.

// side returns the forms of the name of c (Blue or Red), for messages.
func side(c mill.Color) lang.Forms { return scenes.Side(int(c)) }

// moveWords says in words what mover did with mv on the board of v, e.g.
// "Red moved a1 to a4 and closed a mill. Red removed Blue's piece on b2."
// flew tells a move of the flying phase (any piece to any point) from a
// move along a line.
func moveWords(v *mill.Variant, mv mill.Move, mover mill.Color, flew bool) string {
	args := []any{"Side", side(mover), "Opponent", side(mover.Other()),
		"From", v.PointName(mv.From), "To", v.PointName(mv.To), "Removed", v.PointName(mv.Remove)}
	if mv.Remove == mill.NoPoint {
		switch {
		case mv.IsPlacement():
			return lang.T("mill.log.place", args...)
		case flew:
			return lang.T("mill.log.fly", args...)
		}
		return lang.T("mill.log.move", args...)
	}
	var closed string
	switch {
	case mv.IsPlacement():
		closed = lang.T("mill.log.place.mill", args...)
	case flew:
		closed = lang.T("mill.log.fly.mill", args...)
	default:
		closed = lang.T("mill.log.move.mill", args...)
	}
	return sentences(closed, lang.T("mill.log.removed", args...))
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
	return moveWords(pos.Variant(), mv, mover, flew), mover
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
	return lang.T("mill.panel.quiet", "Blue", side(mill.Blue), "BlueMoves", lang.Num(moves[mill.Blue]),
		"Red", side(mill.Red), "RedMoves", lang.Num(moves[mill.Red]), "Limit", lang.Num(m.pos.QuietLimit()/2))
}

// phaseTitle is the heading of the rules beside the board for phase.
func phaseTitle(phase mill.Phase) string {
	switch phase {
	case mill.Placing:
		return lang.T("mill.phase.placing")
	case mill.Flying:
		return lang.T("mill.phase.flying")
	}
	return lang.T("mill.phase.moving")
}

// sentences joins whole sentences, each a message of its own, into one
// paragraph, a space between them.
func sentences(s ...string) string { return strings.Join(s, " ") }

// phaseRules returns the heading and the text beside the board: what the
// side to move does now, said to the person who plays it, or, on the
// computer's turn, what the computer is doing.
func (m *Screen) phaseRules() (title, body string) {
	if m.Reviewing() {
		return m.reviewRules()
	}
	me := m.pos.SideToMove()
	if out := m.pos.Outcome(); out.Over() {
		return lang.T("mill.phase.over"), sentences(endWords(m.pos), lang.T("mill.panel.over.keys",
			"Restart", scenes.Key(scenes.ActRestart), "Again", lang.T("core.victory.again"), "Review", scenes.Key(scenes.ActReview)))
	}
	phase := m.pos.PhaseOf(me)
	title = phaseTitle(phase)
	inHand := m.pos.InHand(me)
	args := []any{"Side", side(me), "Opponent", side(me.Other())}

	if !m.Person(int(me)) {
		// The computer: against a person, "your" pieces are the person's;
		// when it plays itself, the side it plays is named.
		thinking, mills := lang.T("mill.rules.thinking.computer"), lang.T("mill.rules.computer.mill.you")
		if m.BothComputer() {
			thinking, mills = lang.T("mill.rules.thinking.side", args...), lang.T("mill.rules.computer.mill.side", args...)
		}
		return title, sentences(thinking, m.computerDoes(phase, inHand), mills)
	}

	// A person: "you" against the computer; in hot-seat the side is named
	// first, for the two players share the screen.
	you := m.VsComputer()
	pick := func(vsComputer, hotSeat string) string {
		if you {
			return vsComputer
		}
		return hotSeat
	}
	switch {
	case m.pending:
		return lang.T("mill.phase.remove"), sentences(lang.T(pick("mill.rules.you.remove", "mill.rules.side.remove"), args...),
			lang.T("mill.rules.safe"))
	case phase == mill.Placing && m.pos.Variant().MoveWhilePlacing():
		return title, sentences(lang.N(pick("mill.rules.you.placing.move", "mill.rules.side.placing.move"), inHand, args...),
			lang.T(pick("mill.rules.placing.mill.you", "mill.rules.placing.mill.side"), args...))
	case phase == mill.Placing:
		return title, sentences(lang.N(pick("mill.rules.you.placing", "mill.rules.side.placing"), inHand, args...),
			lang.T(pick("mill.rules.placing.mill.you", "mill.rules.placing.mill.side"), args...))
	case phase == mill.Flying:
		return title, sentences(lang.T(pick("mill.rules.you.flying", "mill.rules.side.flying"), args...),
			lang.T("mill.rules.flying.more"))
	}
	body = sentences(lang.T(pick("mill.rules.you.moving", "mill.rules.side.moving"), args...),
		lang.T("mill.rules.moving.again"), lang.T("mill.rules.blocked"))
	if bar := m.barredNow(); bar != "" {
		body = sentences(body, bar)
	}
	return title, body
}

// barredNow says which step the side to move may not make this turn under
// Morabaraba's rule (mill.Variant.NoReturnToMill): its piece that left a
// mill to close another may not go straight back to close the first
// again; "" when nothing is barred now.
func (m *Screen) barredNow() string {
	me := m.pos.SideToMove()
	bar, ok := m.pos.ReturnBarred(me)
	if !ok || m.pos.At(bar.From) != me || m.pos.At(bar.To) != mill.NoColor {
		return ""
	}
	for _, mv := range m.Legal() {
		if mv.From == bar.From && mv.To == bar.To {
			return "" // going back closes no mill now: allowed
		}
	}
	v := m.pos.Variant()
	return lang.T("mill.rules.noreturn", "From", v.PointName(bar.From), "To", v.PointName(bar.To))
}

// computerDoes says what the computer does in phase, with inHand pieces
// left to place.
func (m *Screen) computerDoes(phase mill.Phase, inHand int) string {
	switch phase {
	case mill.Placing:
		if m.pos.Variant().MoveWhilePlacing() {
			return lang.N("mill.rules.computer.placing.move", inHand)
		}
		return lang.N("mill.rules.computer.placing", inHand)
	case mill.Flying:
		return lang.T("mill.rules.computer.flying")
	}
	return lang.T("mill.rules.computer.moving")
}

// reviewRules returns the heading and the text beside the board during a
// review: the position reviewed, not the live turn. Nobody acts in a
// review, so it says who is to play next and how, or how the game ended,
// without the instructions and keys of the live game.
func (m *Screen) reviewRules() (title, body string) {
	me := m.pos.SideToMove()
	args := []any{"Side", side(me)}
	if m.pos.Outcome().Over() {
		return lang.T("mill.phase.over"), endWords(m.pos)
	}
	phase := m.pos.PhaseOf(me)
	switch {
	case m.pos.Ply() == 0 && m.pos.OnBoard(mill.Blue)+m.pos.OnBoard(mill.Red) == 0:
		return phaseTitle(phase), lang.T("mill.review.start", args...)
	case phase == mill.Placing && m.pos.Variant().MoveWhilePlacing():
		return phaseTitle(phase), lang.N("mill.review.placing.move", m.pos.InHand(me), args...)
	case phase == mill.Placing:
		return phaseTitle(phase), lang.N("mill.review.placing", m.pos.InHand(me), args...)
	case phase == mill.Flying:
		return phaseTitle(phase), lang.T("mill.review.flying", args...)
	}
	return phaseTitle(phase), lang.T("mill.review.moving", args...)
}
