package scenes

// Small helpers for the games' screens, samples and descriptions: pieces
// that every game would otherwise write the same way.

// OutcomeOf is the Outcome of a game in the frame's terms: nothing while
// the game is not over; else won by winner (0 Blue, 1 Red), or drawn
// when draw is true, for the reason given in plain words.
func OutcomeOf(over bool, winner int, draw bool, reason string) Outcome {
	if !over {
		return Outcome{}
	}
	if draw {
		winner = -1
	}
	return Outcome{Over: true, Winner: winner, Reason: reason}
}

// FirstMove returns the first of the legal moves, and false when there
// are none: a Game's AnyMove, for the games that list their moves.
func FirstMove[M any](legal []M) (M, bool) {
	if len(legal) == 0 {
		var none M
		return none, false
	}
	return legal[0], true
}

// ShowSample puts a sample's screen on the stack over the main menu, as a
// match started from the menus is.
func ShowSample(s *Session, sc Scene) {
	s.Stack.Reset(NewMainMenu())
	s.Stack.Push(sc)
}

// StartWith adapts a game screen's constructor to SetupSpec.Start.
func StartWith[S Scene](newScreen func(*Session, Match) (S, error)) func(*Session, Match) (Scene, error) {
	return func(s *Session, m Match) (Scene, error) { return newScreen(s, m) }
}
