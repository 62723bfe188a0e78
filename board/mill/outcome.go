package mill

// Reason says how a game ended.
type Reason int8

const (
	NotOver    Reason = iota
	FewerThan3        // the loser has fewer than three pieces, hand included
	Blocked           // the loser, to move, has no legal move
	Repetition        // the same position for the third time (Variant.Repetitions)
	FiftyMoves        // 50 moves each in the moving phases without a mill (Position.QuietLimit)
	FullBoard         // the placing filled the board (Variant.FullBoardDraw)
)

// Outcome is the state of the game: over or not, who won, and how.
type Outcome struct {
	Winner Color // NoColor for a draw or a game not over
	Reason Reason
}

// Over reports whether the game has ended.
func (o Outcome) Over() bool { return o.Reason != NotOver }

// Draw reports whether the game ended in a draw.
func (o Outcome) Draw() bool { return o.Over() && o.Winner == NoColor }

// String describes the outcome by its code, for errors and tests: "Blue
// wins (blocked)", "draw (repetition)", "going on". The words a player
// reads are the game screen's.
func (o Outcome) String() string {
	switch {
	case !o.Over():
		return "going on"
	case o.Draw():
		return "draw (" + o.Reason.Code() + ")"
	}
	return o.Winner.String() + " wins (" + o.Reason.Code() + ")"
}

// MillWins reports whether a mill the side to move closes now wins the
// game whichever piece it takes: the other side has three pieces left,
// hand included, and any removal leaves it fewer than three (every mill
// of Three Men's Morris; a flying side's last stand). The screens then
// need not ask which piece.
func (p *Position) MillWins() bool {
	them := p.side.Other()
	return p.Left(them) <= 3
}

// Outcome reports whether the game is over and how.
func (p *Position) Outcome() Outcome {
	v := p.v
	for _, c := range [2]Color{p.side, p.side.Other()} {
		if p.Left(c) < 3 {
			return Outcome{Winner: c.Other(), Reason: FewerThan3}
		}
	}
	// A full board leaves nobody a move; where the variant says so, that
	// is a draw rather than a loss for the side to move.
	if v.fullBoardDraw && p.Empty() == 0 {
		return Outcome{Winner: NoColor, Reason: FullBoard}
	}
	var buf [64]Move
	if len(p.LegalMoves(buf[:0])) == 0 {
		return Outcome{Winner: p.side.Other(), Reason: Blocked}
	}
	if p.Repetitions() >= v.repetitions {
		return Outcome{Winner: NoColor, Reason: Repetition}
	}
	if p.quietPly >= p.quietLimit() {
		return Outcome{Winner: NoColor, Reason: FiftyMoves}
	}
	return Outcome{Winner: NoColor, Reason: NotOver}
}
