package main

import (
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"

	"stratagem/ai"
	"stratagem/ai/tictactoeai"
	"stratagem/assets/lang"
)

// The words of every computer player of every game (the ladder, the lab
// and the extra players) are in the message catalogue: a title and a
// description, details where it has them, every placeholder of them given
// by the level's facts and every fact quoted; and the catalogue's level
// messages are all some roster's.
func TestEveryLevelHasItsWords(t *testing.T) {
	data, err := os.ReadFile("../../assets/lang/level.en.json")
	if err != nil {
		t.Fatal(err)
	}
	var file map[string]struct{ Other string }
	if err := json.Unmarshal(data, &file); err != nil {
		t.Fatal(err)
	}
	rosters := map[string][]ai.Level{"tictactoe": tictactoeai.Roster.All()}
	for _, g := range games {
		rosters[g.Name] = g.Levels()
	}
	used := map[string]bool{}
	for game, levels := range rosters {
		for _, l := range levels {
			key := "level." + game + "." + l.Name + "."
			if len(l.Facts)%2 != 0 {
				t.Errorf("%s%s: facts %v are not name and value pairs", key, "*", l.Facts)
				continue
			}
			var texts string
			for _, part := range []string{"title", "description", "details"} {
				id := key + part
				if !lang.Has(id) {
					if part != "details" {
						t.Errorf("the catalogue has no %s", id)
					}
					continue
				}
				used[id] = true
				texts += file[id].Other
				got := lang.T(id, l.Args(lang.Num)...)
				if got == "" || strings.Contains(got, "<no value>") || strings.Contains(got, "{{") || strings.HasPrefix(got, "[") {
					t.Errorf("%s with facts %v reads %q", id, l.Facts, got)
				}
			}
			for i := 0; i+1 < len(l.Facts); i += 2 {
				name, ok := l.Facts[i].(string)
				if _, isInt := l.Facts[i+1].(int); !ok || !isInt {
					t.Errorf("%s*: fact %v = %v is not a name and an int", key, l.Facts[i], l.Facts[i+1])
				} else if !strings.Contains(texts, "{{."+name+"}}") {
					t.Errorf("%s*: no message quotes the fact %s", key, name)
				}
			}
		}
	}
	var stale []string
	for id := range file {
		if !used[id] {
			stale = append(stale, id)
		}
	}
	slices.Sort(stale)
	if len(stale) > 0 {
		t.Errorf("level.en.json has messages of no roster's level: %v", stale)
	}
}

// arena -list names each player by its title and says what it is, in
// English, from the catalogue.
func TestListSaysWhatEachPlayerIs(t *testing.T) {
	_, out, _ := runArena(t, "", "-list")
	for _, want := range []string{
		"connect  master                Master: works the game out to the end",
		"hex      tactician-berserker   Tactician (Berserker): the tactician of the original Finnish program: aggression 90%, caution 10%, randomness 5%, turns imagined: 2\n",
		"mill     grandmaster           Grandmaster: alpha-beta search of 2,000,000 positions a move",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("-list lacks %q:\n%s", want, out)
		}
	}
}
