package connectgame

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"testing"

	"stratagem/assets/lang"
)

// Every message the package names (a literal "connect.…" in its code) is
// in the catalogue, and every message of the game's catalogue file is
// named somewhere: none missing, none left over.
func TestEveryMessageIsInTheCatalogue(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	id := regexp.MustCompile(`"(connect\.[a-z0-9.]+)"`)
	used := map[string]bool{}
	for _, f := range files {
		if filepath.Ext(f) != ".go" || len(f) > 8 && f[len(f)-8:] == "_test.go" {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range id.FindAllStringSubmatch(string(src), -1) {
			used[m[1]] = true
			if !lang.Has(m[1]) {
				t.Errorf("%s names %s, which the catalogue lacks", f, m[1])
			}
		}
	}
	data, err := os.ReadFile("../../assets/lang/connect.en.json")
	if err != nil {
		t.Fatal(err)
	}
	var file map[string]any
	if err := json.Unmarshal(data, &file); err != nil {
		t.Fatal(err)
	}
	var unused []string
	for k := range file {
		if !used[k] && regexp.MustCompile(`^connect\.`).MatchString(k) {
			unused = append(unused, k)
		}
	}
	slices.Sort(unused)
	if len(unused) > 0 {
		t.Errorf("connect.en.json has messages no code names: %v", unused)
	}
}
