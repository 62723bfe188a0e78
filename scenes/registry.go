package scenes

import (
	"fmt"
	"slices"
	"strings"

	"stratagem/ai"
	"stratagem/render"
)

// GameDesc is everything the menus, the set-up, -scene, -autoplay and the
// settings need to know of one game. Each game's package returns one; the
// program lists them once (cmd/stratagem), so adding a game is a new
// package and one line there.
type GameDesc struct {
	ID          string // short name: -autoplay ID, -scene ID-setup, the settings key; e.g. "mill"
	Title       string // what the menus show, e.g. "Mill"
	Description string // one line under the title in the game choice
	Setup       SetupSpec
	// Autoplay names the computer players of -autoplay when -blue or -red
	// is not given.
	Autoplay [2]string
	// Samples are the game's screens for -scene (screenshots and tests);
	// the core adds ID-setup and howto-ID for every game.
	Samples []Sample
	// HowTo returns the game's rules, page by page (nil: none yet).
	HowTo func() []HowToPage
}

// Sample is a named screen -scene can open.
type Sample struct {
	Name string
	// Open sets the session's stack up to show the screen.
	Open func(s *Session) error
}

// SetupSpec describes a game's match set-up: the computer players it
// offers, its own options, and how a match starts.
type SetupSpec struct {
	Subtitle      string
	ComputerLabel string     // the heading of the computer's row: "Computer" or "Opponent"
	Colours       []string   // the colour row's titles for Blue and Red (nil: "Blue (moves first)", "Red (moves second)")
	Levels        []ai.Level // the difficulty ladder, weakest first
	Lab           []ai.Level // the research players, offered after the ladder as "AI lab: …"
	DefaultLevel  string     // preselected on a first visit
	Options       []Option   // the game's own options (board size, map, armies)
	// Start builds the game screen for a match.
	Start func(s *Session, m Match) (Scene, error)
}

// Option is one of a game's own set-up choices.
type Option struct {
	Key     string   // remembered in the settings under this key
	Label   string   // the row's heading
	Values  []string // the choices as remembered and as Start receives them
	Titles  []string // what the row shows for each value (nil: the values themselves)
	Default string   // the value of a first visit
	// Preview, if set, draws a small picture of a value (a map) inside r;
	// the set-up shows it beside the rows for the value chosen.
	Preview func(c *render.Canvas, value string, r Rect)
}

// Match is a match to start: who plays each side and the game's options.
type Match struct {
	Game     string            // the game's ID (set by the core)
	AI       [2]string         // per side (0 Blue, 1 Red): "" a person, else a computer player's name
	Options  map[string]string // the game's own options by key (every key of the spec present)
	Autoplay bool              // the computer plays itself: a new game starts a few seconds after each one ends
}

// Option returns the value of the game option key, or def when unset.
func (m Match) Option(key, def string) string {
	if v, ok := m.Options[key]; ok {
		return v
	}
	return def
}

// Opponents returns every computer player the set-up offers: the ladder,
// then the AI lab.
func (spec *SetupSpec) Opponents() []ai.Level {
	return append(append([]ai.Level(nil), spec.Levels...), spec.Lab...)
}

// Defaults returns the match a first visit to the set-up would start with
// ai as the players.
func (spec *SetupSpec) Defaults(ai [2]string) Match {
	m := Match{AI: ai, Options: map[string]string{}}
	for _, o := range spec.Options {
		m.Options[o.Key] = o.Default
	}
	return m
}

// SceneNames lists the screens -scene can open for these games.
func SceneNames(games []*GameDesc) []string {
	names := []string{"menu", "choose", "options", "setup", "confirm-leave"}
	for _, g := range games {
		names = append(names, g.ID+"-setup")
		if g.HowTo != nil {
			names = append(names, "howto-"+g.ID)
		}
		for _, sm := range g.Samples {
			names = append(names, sm.Name)
		}
	}
	slices.Sort(names)
	return names
}

// OpenScene sets the stack up to show the named screen.
func OpenScene(s *Session, name string) error {
	switch name {
	case "menu":
		s.Stack.Reset(NewMainMenu())
		return nil
	case "choose":
		s.Stack.Reset(NewMainMenu())
		s.Stack.Push(NewGameChoice(s))
		return nil
	case "options":
		s.Stack.Reset(NewMainMenu())
		s.Stack.Push(NewOptions(false))
		return nil
	case "setup":
		if len(s.Games) > 0 {
			return OpenScene(s, s.Games[0].ID+"-setup")
		}
	case "confirm-leave":
		// The question before leaving a game in progress: over the first
		// game's first sample.
		if len(s.Games) > 0 && len(s.Games[0].Samples) > 0 {
			if err := s.Games[0].Samples[0].Open(s); err != nil {
				return err
			}
			s.Stack.Push(NewConfirm("Leave the game?", leaveMessage(s), "Leave", "Keep playing", func(*Session) {}))
			return nil
		}
	}
	for _, g := range s.Games {
		if name == g.ID+"-setup" {
			s.Stack.Reset(NewMainMenu())
			s.Stack.Push(NewSetup(s, g))
			return nil
		}
		if name == "howto-"+g.ID && g.HowTo != nil {
			s.Stack.Reset(NewMainMenu())
			s.Stack.Push(NewGameChoice(s))
			s.Stack.Push(NewHowTo(g, false))
			return nil
		}
		for _, sm := range g.Samples {
			if sm.Name == name {
				return sm.Open(s)
			}
		}
	}
	return fmt.Errorf("unknown scene %q (known: %s)", name, strings.Join(SceneNames(s.Games), ", "))
}

// Autoplay sets the stack up with the computer playing both sides of the
// game whose ID is id; empty names take the game's defaults.
func Autoplay(s *Session, id, blue, red string) error {
	g, ok := s.Game(id)
	if !ok {
		var ids []string
		for _, g := range s.Games {
			ids = append(ids, g.ID)
		}
		return fmt.Errorf("unknown game %q for -autoplay (known: %s)", id, strings.Join(ids, ", "))
	}
	players := [2]string{or(blue, g.Autoplay[0]), or(red, g.Autoplay[1])}
	m := g.Setup.Defaults(players)
	m.Game, m.Autoplay = g.ID, true
	sc, err := g.Setup.Start(s, m)
	if err != nil {
		return err
	}
	s.Stack.Reset(sc)
	return nil
}

func or(name, def string) string {
	if name == "" {
		return def
	}
	return name
}
