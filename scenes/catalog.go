package scenes

import (
	"fmt"
	"math/rand/v2"
	"sort"

	"stratagem/board/mill"
)

// SceneNames lists the screens -scene can open, for screenshots and tests.
func SceneNames() []string {
	names := make([]string, 0, len(sceneBuilders))
	for n := range sceneBuilders {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

var sceneBuilders = map[string]func(s *Session) error{
	"menu": func(s *Session) error { s.Stack.Reset(NewMainMenu()); return nil },
	"choose": func(s *Session) error {
		s.Stack.Reset(NewMainMenu())
		s.Stack.Push(NewGameChoice())
		return nil
	},
	"options": func(s *Session) error {
		s.Stack.Reset(NewMainMenu())
		s.Stack.Push(NewOptions(false))
		return nil
	},
	"setup": func(s *Session) error {
		s.Stack.Reset(NewMainMenu())
		s.Stack.Push(NewMillSetup(s))
		return nil
	},
	"mill": func(s *Session) error {
		m, err := sampleMill(s, 26)
		if err != nil {
			return err
		}
		// Show what a player sees after picking up a piece.
		for _, mv := range m.legalMoves() {
			if mv.From != mill.NoPoint {
				m.Select(mv.From)
				break
			}
		}
		s.Stack.Reset(NewMainMenu())
		s.Stack.Push(m)
		return nil
	},
	// A mill just closed in hot-seat play: the removable pieces are ringed.
	"mill-remove": func(s *Session) error {
		m, err := NewMillScreen(MillConfig{}, s)
		if err != nil {
			return err
		}
		if err := m.PlayMoves("a1 b2 d1 d2 b4 f4"); err != nil {
			return err
		}
		m.act(s, mustParsePoint("g1"))
		m.anim = nil
		s.Stack.Reset(m)
		return nil
	},
	// The computer (Hard) opens against a person playing Red.
	"mill-computer": func(s *Session) error {
		m, err := NewMillScreen(OnePlayer(mill.Red, "hard"), s)
		if err != nil {
			return err
		}
		s.Stack.Reset(m)
		return nil
	},
	"pause": func(s *Session) error {
		m, err := sampleMill(s, 26)
		if err != nil {
			return err
		}
		s.Stack.Reset(m)
		s.Stack.Push(NewPauseMenu(m))
		return nil
	},
	"victory": func(s *Session) error {
		m, err := sampleMill(s, 1000)
		if err != nil {
			return err
		}
		s.Stack.Reset(m)
		m.showVictory(s, m.pos.Outcome())
		m.shownEnd = true
		return nil
	},
}

func mustParsePoint(name string) mill.Point {
	p, err := mill.ParsePoint(name)
	if err != nil {
		panic(err) // only called with the literal names above
	}
	return p
}

// OpenScene sets the stack up to show the named screen.
func OpenScene(s *Session, name string) error {
	b, ok := sceneBuilders[name]
	if !ok {
		return fmt.Errorf("unknown scene %q (known: %v)", name, SceneNames())
	}
	return b(s)
}

// Autoplay sets the stack up with the computer playing both sides of game.
func Autoplay(s *Session, game, blue, red string) error {
	switch game {
	case "mill":
		m, err := NewMillScreen(MillConfig{AI: [2]string{blue, red}, Autoplay: true}, s)
		if err != nil {
			return err
		}
		s.Stack.Reset(m)
		return nil
	}
	return fmt.Errorf("unknown game %q for -autoplay (known: mill)", game)
}

// sampleMill returns a Mill game against the computer (Blue is the person)
// after up to plies seeded random moves, stopped early if the game ends.
// With an even count it is the person's turn, so no search starts.
func sampleMill(s *Session, plies int) (*MillScreen, error) {
	m, err := NewMillScreen(OnePlayer(mill.Blue, "hard"), s)
	if err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(7, 11))
	var buf []mill.Move
	for i := 0; i < plies && !m.pos.Outcome().Over(); i++ {
		buf = m.pos.LegalMoves(buf[:0])
		m.pos.Apply(buf[rng.IntN(len(buf))])
	}
	m.changed()
	return m, nil
}
