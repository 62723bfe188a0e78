package scenes

import (
	"fmt"
	"slices"
	"stratagem/scenes/savegame"
	"strings"

	"stratagem/ai"
	"stratagem/ai/puzzle"
	"stratagem/assets/lang"
	"stratagem/render"
)

// GameDesc is everything the menus, the set-up, -scene, -autoplay and the
// settings need to know of one game. Each game's package returns one; the
// program lists them once (cmd/stratagem), so adding a game is a new
// package and one line there.
type GameDesc struct {
	// ID is the short name: -autoplay ID, -scene ID-setup, the settings
	// key, and the start of the game's messages in the catalogue
	// (game.ID.title, game.ID.description); e.g. "mill".
	ID    string
	Setup SetupSpec
	// Autoplay names the computer players of -autoplay when -blue or -red
	// is not given.
	Autoplay [2]string
	// Samples are the game's screens for -scene (screenshots and tests);
	// the core adds ID-setup and howto-ID for every game.
	Samples []Sample
	// HowTo returns the game's rules, page by page (nil: none yet).
	HowTo func() []HowToPage
	// Keys are the keys of the game's own actions (nil: none), which its
	// screen adds to CoreKeys and Options lets the player rebind.
	Keys KeyMap
	// Puzzle opens the game's screen playing the puzzle p, from the
	// Puzzles screen (nil: the game has no puzzles; see ai/puzzle).
	Puzzle func(s *Session, p puzzle.Puzzle, ctl PuzzleControl) (Scene, error)
	// Editor opens the game's position editor for the match m chosen in
	// the set-up, which plays from the position set up (nil: the game has
	// no editor; the set-up then offers none).
	Editor func(s *Session, m Match) (Scene, error)
	// Records reads the game's records and opens one (nil: it has none;
	// see openrecord.go).
	Records *RecordSpec
}

// Title returns the game's name in the language in use.
func (g *GameDesc) Title() string { return lang.T("game." + g.ID + ".title") }

// Description returns the game's line in the game choice.
func (g *GameDesc) Description() string { return lang.T("game." + g.ID + ".description") }

// LevelTitle returns the title of the computer player l of the game
// called game (its ID): the message level.GAME.NAME.title, filled with
// the level's facts (its numbers written as the language writes them).
func LevelTitle(game string, l ai.Level) string { return levelText(game, l, "title") }

// LevelDescription returns how the computer player l plays, in plain
// words, and on a line of its own what it is, for the curious.
func LevelDescription(game string, l ai.Level) string {
	d := levelText(game, l, "description")
	if lang.Has(levelKey(game, l, "details")) {
		d += "\n" + lang.T("core.setup.details", "Details", levelText(game, l, "details"))
	}
	return d
}

func levelKey(game string, l ai.Level, part string) string {
	return "level." + game + "." + l.Name + "." + part
}

func levelText(game string, l ai.Level, part string) string {
	return lang.T(levelKey(game, l, part), l.Args(lang.Num)...)
}

// Sample is a named screen -scene can open.
type Sample struct {
	Name string
	// Open sets the session's stack up to show the screen.
	Open func(s *Session) error
}

// SetupSpec describes a game's match set-up: the computer players it
// offers, its own options, and how a match starts.
//
// Its words are message IDs of the catalogue (assets/lang), translated
// when the set-up is shown.
type SetupSpec struct {
	Subtitle      string     // a message ID: the line under the title
	ComputerLabel string     // a message ID: the heading of the computer's row ("" : core.setup.computer)
	Colours       []string   // message IDs: the colour row's titles for Blue and Red (nil: core.setup.colour.blue, .red)
	Levels        []ai.Level // the difficulty ladder, weakest first
	Lab           []ai.Level // the research players, offered after the ladder as "AI lab: …"
	DefaultLevel  string     // preselected on a first visit
	Options       []Option   // the game's own options (board size, map, armies)
	// Start builds the game screen for a match.
	Start func(s *Session, m Match) (Scene, error)
}

// Option is one of a game's own set-up choices.
type Option struct {
	Key    string   // remembered in the settings under this key
	Label  string   // a message ID: the row's heading
	Values []string // the choices as remembered and as Start receives them
	Titles []string // message IDs: what the row shows for each value
	// TitleOf, for values whose titles are worked out (maps, forces),
	// returns the title of value in the language in use. With neither
	// Titles nor TitleOf, the row shows the values themselves (numbers).
	TitleOf func(value string) string
	Default string // the value of a first visit
	// Preview, if set, draws a small picture of a value (a map) inside r;
	// the set-up shows it beside the rows for the value chosen.
	Preview func(c *render.Canvas, value string, r Rect)
}

// Title returns what the row shows for the value at i.
func (o *Option) Title(i int) string {
	switch {
	case o.TitleOf != nil:
		return o.TitleOf(o.Values[i])
	case i < len(o.Titles):
		return lang.T(o.Titles[i])
	}
	return lang.Verbatim(o.Values[i])
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

// Level returns the computer player the set-up offers called name (a
// bare Level of that name if it offers none).
func (spec *SetupSpec) Level(name string) ai.Level {
	for _, l := range spec.Opponents() {
		if l.Name == name {
			return l
		}
	}
	return ai.Level{Name: name}
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
	names := []string{"menu", "choose", "options", "options-keys", "setup", "confirm-leave", "menu-continue", "puzzles", "statistics", "records", "records-message"}
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
	case "menu-continue":
		// The main menu offering a Mech Duel (or the last game) left
		// after 3 turns against the computer's default player.
		if len(s.Games) > 0 {
			g := s.Games[len(s.Games)-1]
			for _, d := range s.Games {
				if d.ID == "mech" {
					g = d
				}
			}
			m := NewMainMenu()
			m.preset = &savegame.Game{Game: g.ID, AI: [2]string{"", g.Setup.DefaultLevel}, Length: 3, Unit: LengthTurns}
			m.presetOf = g
			s.Stack.Reset(m)
			return nil
		}
	case "puzzles":
		// The Puzzles screen: the last game's (Connect Four's) easy
		// puzzles, the first three marked solved (not kept: a sample).
		s.Stack.Reset(NewMainMenu())
		l := NewPuzzleList(s)
		if n := len(l.books); n > 0 {
			l.game = n - 1
			for _, p := range puzzle.InBand(l.books[n-1].puzzles, puzzle.Easy)[:min(3, len(l.books[n-1].puzzles))] {
				l.progress.Solve(l.books[n-1].game.ID, p.ID)
			}
		}
		s.Stack.Push(l)
		return nil
	case "statistics":
		// The Statistics screen on Mill, with made-up results (not kept).
		s.Stack.Reset(NewMainMenu())
		s.Stack.Push(NewStatsSample(s, SampleStats()))
		return nil
	case "records":
		return openRecordsSample(s)
	case "records-message":
		// The Records screen saying where a game was exported.
		if err := openRecordsSample(s); err != nil {
			return err
		}
		s.Tell(lang.T("records.export.done", "Path", lang.Verbatim("/home/player/Documents/Stratagem/2026-11-29-142305-mill.txt")))
		return nil
	case "choose":
		s.Stack.Reset(NewMainMenu())
		s.Stack.Push(NewGameChoice(s))
		return nil
	case "options":
		s.Stack.Reset(NewMainMenu())
		s.Stack.Push(NewOptions(false))
		return nil
	case "options-keys":
		s.Stack.Reset(NewMainMenu())
		s.Stack.Push(NewOptions(false))
		s.Stack.Push(NewKeysScreen(false))
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
			s.Stack.Push(NewConfirm(lang.T("core.leave.title"), leaveMessage(s), lang.T("core.leave.yes"), lang.T("core.keep"), func(*Session) {}))
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
