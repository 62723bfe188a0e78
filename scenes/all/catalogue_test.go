package all

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"stratagem/ai"
	"stratagem/ai/connectai"
	"stratagem/ai/hexai"
	"stratagem/ai/mechai"
	"stratagem/ai/millai"
	"stratagem/ai/tictactoeai"
	"stratagem/assets/lang"
	"stratagem/board/hex"
)

// dynamic are the families of messages whose IDs the code makes from a
// name (a game's ID, a level's, a map's): each listed with the IDs the
// program can ask for, so that the test below knows them as used.
func dynamic() map[string]bool {
	used := map[string]bool{}
	for _, g := range Games() {
		used["game."+g.ID+".title"], used["game."+g.ID+".description"] = true, true
		for _, l := range g.Setup.Opponents() {
			for _, part := range []string{"title", "description", "details"} {
				used["level."+g.ID+"."+l.Name+"."+part] = true
			}
		}
	}
	// Every computer player of every roster, those only tools offer too
	// (arena prints their words in English).
	rosters := map[string][]ai.Level{"mill": millai.Roster.All(), "hex": hexai.Roster.All(), "connect": connectai.Roster.All(),
		"mech": mechai.Roster.All(), "tictactoe": tictactoeai.Roster.All()}
	for game, levels := range rosters {
		for _, l := range levels {
			for _, part := range []string{"title", "description", "details"} {
				used["level."+game+"."+l.Name+"."+part] = true
			}
		}
	}
	for _, m := range hex.MapNames() {
		used["map."+m] = true
	}
	return used
}

// dynamicFamilies are prefixes of IDs made from a name the test cannot
// list (a key's name, a noun's forms): any ID under them counts as used
// when its family is named in the code.
var dynamicFamilies = []string{"key.", "noun."}

// TestNoMessageUnused: every English message is asked for somewhere: its
// ID is a string in the program's code, or the code makes it (dynamic).
// A message nothing asks for is a leftover for translators to waste time on.
func TestNoMessageUnused(t *testing.T) {
	literals := goStrings(t, "../..")
	used := dynamic()
	for _, id := range lang.IDs() {
		if used[id] || literals[id] {
			continue
		}
		if id == "game.tictactoe.title" || id == "game.tictactoe.description" {
			continue // the example game of scenes' tests
		}
		family := false
		for _, f := range dynamicFamilies {
			if strings.HasPrefix(id, f) {
				// noun.side.blue.nom is used when "side.blue" is in the code.
				rest := strings.TrimPrefix(id, f)
				if i := strings.LastIndex(rest, "."); f == "noun." && i > 0 {
					family = literals[rest[:i]] || literalPrefix(literals, rest[:i])
				} else {
					family = true
				}
			}
		}
		if !family {
			t.Errorf("%s is not used", id)
		}
	}
}

// literalPrefix reports whether some string of the code, ending in ".",
// begins id ("kind." begins "kind.archer").
func literalPrefix(literals map[string]bool, id string) bool {
	for i := range len(id) {
		if id[i] == '.' && literals[id[:i+1]] {
			return true
		}
	}
	return false
}

// goStrings returns every string literal of the Go files under root.
func goStrings(t *testing.T, root string) map[string]bool {
	out := map[string]bool{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata" || d.Name() == "node_modules") && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if s, err := strconv.Unquote(lit.Value); err == nil {
					out[s] = true
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}
