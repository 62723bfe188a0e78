package mill

// Reason says how a game ended.
type Reason int8

const (
	NotOver    Reason = iota
	FewerThan3        // the loser has fewer than three pieces, hand included
	Blocked           // the loser, to move, has no legal move
	Repetition        // the same position for the third time
	FiftyMoves        // 50 moves each in the moving phases without a mill
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

func (o Outcome) String() string {
	switch o.Reason {
	case FewerThan3:
		return o.Winner.String() + " wins: " + o.Winner.Other().String() + " has fewer than three pieces"
	case Blocked:
		return o.Winner.String() + " wins: " + o.Winner.Other().String() + " cannot move"
	case Repetition:
		return "draw by threefold repetition"
	case FiftyMoves:
		return "draw by the 50-move rule"
	}
	return "game in progress"
}

// Outcome reports whether the game is over and how.
func (p *Position) Outcome() Outcome {
	for _, c := range [2]Color{p.side, p.side.Other()} {
		if p.OnBoard(c)+int(p.hand[c]) < 3 {
			return Outcome{Winner: c.Other(), Reason: FewerThan3}
		}
	}
	var buf [64]Move
	if len(p.LegalMoves(buf[:0])) == 0 {
		return Outcome{Winner: p.side.Other(), Reason: Blocked}
	}
	if p.Repetitions() >= 3 {
		return Outcome{Winner: NoColor, Reason: Repetition}
	}
	if p.quietPly >= DrawPlies {
		return Outcome{Winner: NoColor, Reason: FiftyMoves}
	}
	return Outcome{Winner: NoColor, Reason: NotOver}
}
