package scenes

import "errors"

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

// TickToVictory runs the screen on top tick by tick until the victory
// panel is up (a sample of a game's end), or fails after 1000 ticks.
func TickToVictory(s *Session) error {
	for range 1000 {
		if _, ok := s.Stack.Top().(*Victory); ok {
			return nil
		}
		s.NewTick()
		if err := s.Stack.Top().Update(s); err != nil {
			return err
		}
	}
	return errors.New("sample: the victory panel never came")
}
