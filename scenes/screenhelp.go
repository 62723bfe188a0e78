package scenes

// Small helpers for the games' screens, samples and descriptions: pieces
// that every game would otherwise write the same way.

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
