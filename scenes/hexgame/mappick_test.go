package hexgame

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"stratagem/assets/lang"
	"stratagem/board/hex"
	"stratagem/scenes"
	"stratagem/scenes/savegame"
	"stratagem/scenes/scenetest"
	"stratagem/units"
)

func onMap(spec string) scenes.Match {
	m := OnePlayer(units.Blue, "normal")
	m.Game = "hex"
	m.Options = map[string]string{MapOption.Key: spec}
	return m
}

// The set-up offers every Hex Battle map by its name, then a random one.
func TestMapOption(t *testing.T) {
	want := append(hex.BattleMapNames(), RandomMap)
	var titles []string
	for i := range MapOption.Values {
		titles = append(titles, MapOption.Title(i))
	}
	if !slices.Equal(MapOption.Values, want) || MapOption.Default != hex.BattleMapName {
		t.Fatalf("map option %v / %v, default %q", MapOption.Values, titles, MapOption.Default)
	}
	if len(want) < 6 || !slices.Contains(titles, "Fortress gate") {
		t.Fatalf("the maps on offer: %v", titles)
	}
	for _, n := range hex.MapNames() {
		if !lang.Has("map." + n) {
			t.Errorf("the map %s has no name in the catalogue (map.%s)", n, n)
		}
	}
	// Each picture draws something for every value (no panic, no error).
	c, _ := scenetest.Offscreen(t)
	for _, v := range MapOption.Values {
		drawMapPreview(c, v, scenes.Rect{X: 10, Y: 10, W: 240, H: 190})
		if previews[v] == nil {
			t.Errorf("no picture of %q", v)
		}
	}
}

func TestBattleOnTheChosenMap(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, onMap("fortress-gate"))
	if got := m.Battle().Map().Name; got != "Fortress gate" {
		t.Fatalf("the battle is on %q", got)
	}
	if !strings.Contains(m.MatchLine(), "Fortress gate") {
		t.Fatalf("the match line %q does not name the field", m.MatchLine())
	}
}

// A random field is new for every battle, and a saved battle continues
// on its own.
func TestRandomFieldEachBattle(t *testing.T) {
	s := scenetest.NewSession(Game())
	s.SavePath = filepath.Join(t.TempDir(), savegame.FileName)
	m := scenetest.Open(t, s, New, onMap(RandomMap))
	first := m.Match.Option(MapOption.Key, "")
	if !strings.HasPrefix(first, hex.RandomMapPrefix) || !strings.HasPrefix(m.Battle().Map().Name, "Random map") {
		t.Fatalf("a random battle is on %q (%q)", m.Battle().Map().Name, first)
	}
	m.Restart(s)
	if second := m.Match.Option(MapOption.Key, ""); second == first || !strings.HasPrefix(second, hex.RandomMapPrefix) {
		t.Fatalf("a new battle kept the field %q", second)
	}
	field := m.Battle().Map()
	scenetest.Press(t, s, ActDefend)
	scenetest.Settle(t, s, m, 1000)
	scenetest.Tick(t, s, nil)
	s2 := scenetest.ContinueFromMenu(t, s.SavePath, Game())
	m2, ok := s2.Stack.Top().(*Screen)
	if !ok {
		t.Fatalf("Continue opens %T", s2.Stack.Top())
	}
	if !m2.Battle().Map().Equal(field) || m2.Battle().Ply() != m.Battle().Ply() {
		t.Fatal("the continued battle is on another field or lost its actions")
	}
}
