package all

import (
	"crypto/sha256"
	"image"
	"os"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"stratagem/assets/lang"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
	"stratagem/scenes/settings"
)

func TestMain(m *testing.M) { scenetest.RunInGame(m) }

// codes are the languages the screens are drawn in: the pseudo-language,
// then the game's.
func codes() []string {
	out := []string{lang.Pseudo}
	for _, l := range lang.Languages {
		out = append(out, l.Code)
	}
	return out
}

// TestEveryScreenInEveryLanguage opens every -scene, every game's set-up
// with each computer player chosen, and every rules page, in the
// pseudo-language (every message marked and 40% longer) and in every
// language: a text that does not come from the catalogue (unmarked letters
// in the pseudo-language), a text without a box, and a text that does not
// fit its box fail.
func TestEveryScreenInEveryLanguage(t *testing.T) {
	if testing.Short() {
		t.Skip("draws every screen six times: in the full run, not the race detector's short one")
	}
	for _, code := range codes() {
		t.Run(code, func(t *testing.T) {
			if err := lang.Use(code); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = lang.Use("en") })
			var drawn map[[32]byte]string
			if code == "en" {
				drawn = map[[32]byte]string{}
			}
			everyScreen(t, nil, drawn)
		})
	}
}

// TestEveryScreenAtLargestText draws every screen as
// TestEveryScreenInEveryLanguage does with the largest text size Options
// offers, in English: every text grown half as large again must still fit
// its box, wrapped or made smaller. The other options of the look are on
// too (the colour-blind palette, high contrast), which draw some things
// otherwise. In the other languages it turns the rules pages only, the
// longest texts, which run on over more pages (the pseudo-language's
// marks, one at each end of a message, cannot tell a paragraph cut in two
// from a text without a message; a
// full pass in five more languages would add two minutes to make test;
// STRATAGEM_FINDINGS=all STRATAGEM_FINDINGS_TEXTSIZE=150
// STRATAGEM_FINDINGS_LANG=fi lists a language's findings on every screen).
func TestEveryScreenAtLargestText(t *testing.T) {
	if testing.Short() {
		t.Skip("draws every screen twice more: in the full run, not the race detector's short one")
	}
	largest := func(st *settings.Settings) {
		st.TextSize = settings.TextSizes[len(settings.TextSizes)-1]
		st.Palette, st.HighContrast = render.PaletteColourSafe, true
	}
	t.Cleanup(func() { render.SetTextScale(1); render.SetLook(render.Look{}) })
	for _, l := range lang.Languages {
		code := l.Code
		t.Run(code, func(t *testing.T) {
			if err := lang.Use(code); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = lang.Use("en") })
			if code == "en" {
				everyScreen(t, largest, nil)
				return
			}
			for _, g := range Games() {
				rulesPages(t, g, largest)
			}
		})
	}
}

// newSession returns a session with the settings look sets (nil: the
// defaults).
func newSession(look func(*settings.Settings)) *scenes.Session {
	s := scenetest.NewSession(Games()...)
	if look != nil {
		look(&s.Settings)
		s.ApplySettings()
	}
	return s
}

// everyScreen draws every screen in the language in use, with the
// settings look sets (nil: the defaults). With drawn, it also draws each
// -scene's pixels, which must not look blank nor exactly like another
// -scene's (drawn collects them: a scene registered twice, or a sample
// that fails to set up its position, shows so).
func everyScreen(t *testing.T, look func(*settings.Settings), drawn map[[32]byte]string) {
	var screen *ebiten.Image // one for all: a new image each time costs more than the drawing
	if drawn != nil {
		// A quarter of the window's size each way: a blank screen or two
		// alike show as well, and the software GL under Xvfb paints the
		// antialiased layers of each new session in a fifth of the time
		// (86 s at full size for every screen, 31 s at half size, 18 s
		// here). cmd/stratagem's TestScreenshotsThroughTheCommandLine
		// looks at full-size ones.
		screen = ebiten.NewImage(render.Width/4, render.Height/4)
		defer screen.Deallocate()
	}
	for _, name := range scenes.SceneNames(Games()) {
		t.Run(name, func(t *testing.T) {
			s := newSession(look)
			if err := scenes.OpenScene(s, name); err != nil {
				t.Fatal(err)
			}
			report(t, screenFindings(t, s))
			if drawn != nil {
				c := render.NewCanvas(screen)
				c.Clear(render.Background)
				scenes.DrawScreen(c, s)
				lookedAt(t, name, scenetest.Pixels(screen), drawn)
			}
		})
	}
	for _, g := range Games() {
		// The set-up with each computer player chosen: its title, its
		// description (none drawn over another text), and the match line
		// naming it.
		t.Run(g.ID+"-setup-levels", func(t *testing.T) {
			var found []scenetest.Finding
			for _, l := range g.Setup.Opponents() {
				s := newSession(look)
				s.Settings.Games = map[string]settings.GameChoice{g.ID: {Opponent: l.Name}}
				if err := scenes.OpenScene(s, g.ID+"-setup"); err != nil {
					t.Fatal(err)
				}
				texts := scenetest.DrawnTexts(t, s)
				found = append(found, scenetest.CheckTexts(texts)...)
				found = append(found, scenetest.Overlapping(texts)...)
				line := lang.T("core.frame.match", "Blue", lang.T("core.frame.you"), "Red", scenes.LevelTitle(g.ID, l))
				if render.FitText(line, scenes.MatchLineStyle).Overflow {
					found = append(found, scenetest.Finding{Text: line, What: "the match line overflows"})
				}
			}
			report(t, found)
		})
		rulesPages(t, g, look)
	}
}

// screenFindings are what is wrong with the texts of the screen open in
// s: the texts (CheckTexts), and words drawn over others on its top scene
// (an overlay, such as the victory panel, is looked at alone). In every
// language, in the pseudo-language (every message 40% longer) and at the
// largest text size there are none, but for a box drawn over a map's
// labels of a letter or two (its columns, a mech's tag), by design: a
// stack's threats, the last blow, a record sheet.
func screenFindings(t *testing.T, s *scenes.Session) []scenetest.Finding {
	found := scenetest.CheckTexts(scenetest.DrawnTexts(t, s))
	for _, f := range scenetest.Overlapping(scenetest.TopTexts(t, s)) {
		if !mapLabel(f.Text) && !mapLabel(f.Other) {
			found = append(found, f)
		}
	}
	return found
}

// mapLabel reports a label of a map: one or two letters (in the
// pseudo-language within its marks for words shown as they are, ‹ ›).
func mapLabel(s string) bool {
	n := 0
	for _, r := range strings.Trim(s, "‹›") {
		if !unicode.IsLetter(r) {
			return false
		}
		n++
	}
	return n <= 2
}

// lookedAt fails a screen that looks blank (fewer than 20 colours among
// every seventh pixel of every seventh row) or exactly like one drawn
// before (the plain "setup" is the first game's set-up, alike by design).
func lookedAt(t *testing.T, name string, img *image.RGBA, drawn map[[32]byte]string) {
	t.Helper()
	if n := scenetest.Colours(img); n < 20 {
		t.Errorf("-scene %s looks blank (%d colours)", name, n)
	}
	sum := sha256.Sum256(img.Pix)
	if other, dup := drawn[sum]; dup && !(name == "setup" && other == Games()[0].ID+"-setup" || other == "setup" && name == Games()[0].ID+"-setup") {
		t.Errorf("-scene %s looks exactly like -scene %s", name, other)
	}
	drawn[sum] = name
}

// rulesPages turns every rules page of g with the settings look sets (nil:
// the defaults), which lay the pages out (see TurnHowToPagesWith).
func rulesPages(t *testing.T, g *scenes.GameDesc, look func(*settings.Settings)) {
	if g.HowTo == nil {
		return
	}
	t.Run("rules-"+g.ID, func(t *testing.T) {
		var found []scenetest.Finding
		scenetest.TurnHowToPagesWith(t, g, look, func(s *scenes.Session, i int, p scenes.HowToPage) {
			found = append(found, scenetest.CheckTexts(scenetest.DrawnTexts(t, s))...)
		})
		report(t, found)
	})
}

// TestLanguageChangesUnderOptions opens each game's main screen, pauses
// it and opens Options, chooses the pseudo-language as a player would, and
// looks at what the game under them says: its panel, log and buttons must
// be in the new language at once.
func TestLanguageChangesUnderOptions(t *testing.T) {
	t.Cleanup(func() { _ = lang.Use("en") })
	for _, g := range Games() {
		t.Run(g.ID, func(t *testing.T) {
			s := scenetest.NewSession(Games()...)
			if err := scenes.OpenScene(s, g.Samples[0].Name); err != nil {
				t.Fatal(err)
			}
			game := s.Stack.Top()
			scenetest.Press(t, s, scenes.ActBack) // the pause menu
			if _, ok := s.Stack.Top().(*scenes.PauseMenu); !ok {
				t.Fatalf("Esc shows %T, not the pause menu", s.Stack.Top())
			}
			s.Stack.Push(scenes.NewOptions(true))
			s.UseLanguage(lang.Pseudo)
			// What the game under the menus says (the menus drawn too).
			report(t, scenetest.CheckTexts(scenetest.DrawnTexts(t, s)))
			under := scenetest.NewSession(Games()...)
			under.Stack.Reset(game)
			report(t, scenetest.CheckTexts(scenetest.DrawnTexts(t, under)))
			s.UseLanguage("en")
		})
	}
}

func report(t *testing.T, found []scenetest.Finding) {
	t.Helper()
	for _, f := range found {
		t.Error(f)
	}
}

// TestFindingsCount prints how many findings each screen has in the
// pseudo-language, words drawn over others included (go test -run
// FindingsCount -v; a measurement, it does not fail). STRATAGEM_FINDINGS=all
// lists them; STRATAGEM_FINDINGS_LANG names another language,
// STRATAGEM_FINDINGS_TEXTSIZE a text size (125).
func TestFindingsCount(t *testing.T) {
	if os.Getenv("STRATAGEM_FINDINGS") == "" {
		t.Skip("set STRATAGEM_FINDINGS=1 to count")
	}
	code := os.Getenv("STRATAGEM_FINDINGS_LANG")
	if code == "" {
		code = lang.Pseudo
	}
	if err := lang.Use(code); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = lang.Use("en") })
	size, _ := strconv.Atoi(os.Getenv("STRATAGEM_FINDINGS_TEXTSIZE"))
	t.Cleanup(func() { render.SetTextScale(1) })
	total := map[string]int{}
	for _, name := range scenes.SceneNames(Games()) {
		s := newSession(func(st *settings.Settings) { st.TextSize = size })
		if err := scenes.OpenScene(s, name); err != nil {
			t.Fatal(err)
		}
		found := screenFindings(t, s)
		for _, f := range found {
			kind, _, _ := strings.Cut(f.What, " (")
			if strings.HasPrefix(kind, "drawn over") {
				kind = "drawn over another"
			}
			total[kind]++
		}
		t.Logf("%s: %d findings", name, len(found))
		if os.Getenv("STRATAGEM_FINDINGS") == "all" {
			for _, f := range found {
				t.Logf("    %v", f)
			}
		}
	}
	t.Logf("total %v", total)
}
