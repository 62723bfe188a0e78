package millgame

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"stratagem/assets/lang"
	"stratagem/board/mill"
	"stratagem/board/rules"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
)

// messageID is how Mill's message IDs look: mill.<area>.<what>.
var messageID = regexp.MustCompile(`^mill\.[a-z0-9-]+(\.[a-z0-9-]+)+$`)

// codeIDs returns the message IDs the package's code names: its string
// literals that look like one.
func codeIDs(t *testing.T) map[string]bool {
	t.Helper()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]bool{}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if s, err := strconv.Unquote(lit.Value); err == nil && messageID.MatchString(s) {
					ids[s] = true
				}
			}
			return true
		})
	}
	return ids
}

// Every message the code asks for is in the English catalogue, and every
// message of Mill's catalogue file is asked for (none left for translators
// to translate in vain).
func TestMessagesAndCodeAgree(t *testing.T) {
	used := codeIDs(t)
	if len(used) < 50 {
		t.Fatalf("only %d message IDs found in the code", len(used))
	}
	for id := range used {
		if !lang.Has(id) {
			t.Errorf("%s is asked for but not in the catalogue", id)
		}
	}
	data, err := os.ReadFile("../../assets/lang/mill.en.json")
	if err != nil {
		t.Fatal(err)
	}
	var file map[string]struct {
		Description string `json:"description"`
	}
	if err := json.Unmarshal(data, &file); err != nil {
		t.Fatal(err)
	}
	for id, m := range file {
		if strings.HasPrefix(id, "mill.") && !used[id] {
			t.Errorf("%s is in the catalogue but nothing asks for it", id)
		}
		if m.Description == "" {
			t.Errorf("%s has no description for translators", id)
		}
	}
}

// Every variant of the rules has a name in the catalogue.
func TestEveryVariantHasAName(t *testing.T) {
	for _, v := range mill.Variants() {
		if id, ok := variantTitles[v.ID()]; !ok || !lang.Has(id) {
			t.Errorf("the variant %s (%s) has no message", v.ID(), v.Name())
		}
	}
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, scenes.Match{Options: map[string]string{"variant": mill.TwelveMensMorris.ID()}})
	if got := m.MatchNote(); got != "Twelve Men's Morris" {
		t.Errorf("the match line's note for Twelve Men's Morris is %q", got)
	}
	if !strings.Contains(m.MatchLine(), "Twelve Men's Morris") {
		t.Errorf("the match line %q does not name the variant", m.MatchLine())
	}
	m = scenetest.Open(t, s, New, scenes.Match{})
	if got := m.MatchNote(); got != "" {
		t.Errorf("the standard game adds %q to the match line", got)
	}
}

// usePseudo makes the pseudo-language the language for the test.
func usePseudo(t *testing.T) {
	t.Helper()
	if err := lang.Use(lang.Pseudo); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = lang.Use("en") })
}

// checkText fails when text, drawn with st, is not one whole message (or
// several, joined) or does not fit its box.
func checkText(t *testing.T, what, text string, st render.TextStyle) {
	t.Helper()
	if text == "" {
		return
	}
	if u := scenetest.Unmarked(text); u != "" {
		t.Errorf("%s: words not from the catalogue (%s): %q", what, u, text)
	}
	if fit := render.FitText(text, st); fit.Overflow {
		t.Errorf("%s: does not fit its box in a longer language: %q", what, text)
	}
}

// The boxes of the side panel's texts, and of the victory panel's reason.
var (
	panelText  = render.TextStyle{Size: 17, MaxW: scenes.PanelInner - 8, MaxLines: 20}
	panelSmall = render.TextStyle{Size: 15, MaxW: scenes.PanelInner - 8, MaxLines: 20}
	heading    = render.TextStyle{Size: 20, Bold: true, MaxW: scenes.PanelInner - 4}
	reason     = render.TextStyle{Size: 22, MaxW: 610, MaxLines: 2}
)

// The side panel's words for the states the samples do not show (the
// computer playing both sides, flying, every end of a game) are whole
// messages and fit the panel in a language 40% longer than English.
func TestPanelWordsInALongerLanguage(t *testing.T) {
	usePseudo(t)
	s := scenetest.NewSession(Game())
	for _, tc := range []struct {
		name  string
		match scenes.Match
		pos   string
		moves string
	}{
		{"hot-seat placing", scenes.Match{}, "hand: 9 9", ""},
		{"hot-seat moving", scenes.Match{}, "blue: a1 g1 d2 b4; red: a7 g7 c4 e4; hand: 0 0; turn: blue", "a1-a4 a7-d7"},
		{"hot-seat flying", scenes.Match{}, "blue: a1 g1 d5; red: a7 g7 c4 e4; hand: 0 0; turn: blue", ""},
		{"you flying", OnePlayer(mill.Blue, "easy"), hintPosition, ""},
		{"computer placing", OnePlayer(mill.Red, "easy"), "hand: 9 9", ""},
		{"computer flying", OnePlayer(mill.Red, "easy"), hintPosition, ""},
		{"computers placing", scenes.Match{AI: [2]string{"easy", "easy"}}, "hand: 9 9", ""},
		{"computers moving", scenes.Match{AI: [2]string{"easy", "easy"}}, "blue: a1 g1 d2 b4; red: a7 g7 c4 e4; hand: 0 0; turn: blue", ""},
		{"computers flying", scenes.Match{AI: [2]string{"easy", "easy"}}, hintPosition, ""},
		{"fewer than three", scenes.Match{}, hintPosition, "d5-d1xg7"},
		{"blocked", scenes.Match{}, "hand: 9 9", blockedGame},
		{"repetition", scenes.Match{}, "blue: a1 g1 b4 f4; red: a7 g7 c4 e4; turn: blue", "a1-d1 a7-d7 d1-a1 d7-a7 a1-d1 a7-d7 d1-a1 d7-a7"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := scenetest.Open(t, s, New, tc.match)
			// Computers that never move: the screen stays on the state.
			for side, name := range tc.match.AI {
				if name != "" {
					m.Players[side] = thinkingForever{}
				}
			}
			m.SetUp(s, mustPosition(tc.pos))
			if err := m.PlayMoves(s, tc.moves); err != nil {
				t.Fatal(err)
			}
			title, body := m.phaseRules()
			checkText(t, "heading", title, heading)
			checkText(t, "rules", body, panelText)
			checkText(t, "last move", m.lastWords, panelText)
			checkText(t, "moves without a mill", m.quietWords(), panelSmall)
			if m.pos.Outcome().Over() {
				checkText(t, "victory panel", m.EndWords(m.Outcome()), reason)
			}
		})
	}
	// The draws of the quiet-move rule (a position that far is long to
	// make: its sentences as endWords joins them) and of a full board.
	checkText(t, "quiet-move draw", sentences(lang.N("mill.end.quiet", 50), lang.T("mill.end.draw")), panelText)
	full, err := mill.TwelveMensMorris.ParseGame("a7 f4 a1 b4 c3 d7 d5 f6 c4 b2 g1 d6 e4 g7 e5 c5 d2 e3 g4 d3 b6 a4 f2 d1")
	if err != nil {
		t.Fatal(err)
	}
	checkText(t, "full-board draw", endWords(full), panelText)
	for _, o := range []rules.Outcome{
		{Over: true, Winner: rules.NoSide, Reason: mill.FiftyMoves.Code(), Facts: rules.Facts{Count: 50}},
		{Over: true, Winner: rules.NoSide, Reason: mill.FullBoard.Code()},
	} {
		checkText(t, "victory panel, "+o.Reason, (&Screen{}).EndWords(o), reason)
	}
}

// The rules pages' words fit their area in a language 40% longer than
// English.
func TestRulesPagesFitALongerLanguage(t *testing.T) {
	usePseudo(t)
	scenetest.TurnHowToPages(t, Game(), nil)
}

// A language chosen while a game is shown tells its last move again in
// the new words (the frame replays the moves).
func TestLastMoveRetold(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, scenes.Match{})
	if err := m.PlayMoves(s, "a1 b2 d1 d2 g1xd2"); err != nil {
		t.Fatal(err)
	}
	usePseudo(t)
	m.Retranslate(s)
	if u := scenetest.Unmarked(m.lastWords); u != "" || m.lastWords == "" {
		t.Errorf("after the change of language the panel says %q", m.lastWords)
	}
}
