package ai

// Grade is how good a move was against the best move of its position, as
// a review tells a person: each game's AI package decides its grades with
// thresholds of its own (millai's by the value lost at a fixed depth,
// connectai's by the solver's exact scores).
type Grade int

const (
	Ungraded   Grade = iota // not graded (yet, or it could not be)
	Best                    // the best move, or as good as it
	Good                    // a little worse than the best; nothing given away that matters
	Inaccuracy              // gives away a part of what the position was worth
	Mistake                 // gives away much of it
	Blunder                 // gives away more, or a won or drawn game
)

func (g Grade) String() string {
	switch g {
	case Best:
		return "best"
	case Good:
		return "good"
	case Inaccuracy:
		return "inaccuracy"
	case Mistake:
		return "mistake"
	case Blunder:
		return "blunder"
	}
	return "ungraded"
}
