package scenes_test

import (
	"slices"
	"strings"
	"testing"

	"stratagem/render"
	"stratagem/scenes"
	"stratagem/scenes/savegame"
	"stratagem/scenes/scenetest"
	"stratagem/scenes/settings"
)

// The Continue line counts what the game counts: moves, whole turns,
// whole rounds, and says a first turn or round in words.
func TestLengthWords(t *testing.T) {
	for _, c := range []struct {
		l    scenes.Length
		want string
	}{
		{scenes.Length{Count: 115}, "after 115 moves"},
		{scenes.Length{Count: 1}, "after 1 move"},
		{scenes.Length{Count: 3, Unit: scenes.LengthTurns}, "after 3 turns"},
		{scenes.Length{Count: 0, Unit: scenes.LengthTurns}, "in its first turn"},
		{scenes.Length{Count: 1, Unit: scenes.LengthRounds}, "after 1 round"},
		{scenes.Length{Count: 0, Unit: scenes.LengthRounds}, "in its first round"},
	} {
		if got := c.l.Words(); got != c.want {
			t.Errorf("%+v: %q, want %q", c.l, got, c.want)
		}
	}
}

// roundRace is a race counted in rounds of two moves.
type roundRace struct{ raceScreen }

func (g *roundRace) Length() scenes.Length {
	return scenes.Length{Count: g.Ply() / 2, Unit: scenes.LengthRounds}
}

// A game counted in rounds is saved with its count, and the main menu's
// Continue line says it in rounds, not in moves.
func TestContinueCountsRounds(t *testing.T) {
	s := scenetest.NewSession(continuable())
	kv := &slowKV{m: map[string]string{}}
	restore := settings.Use(settings.KVStore{KV: kv})
	s.SavePath = "stratagem/" + savegame.FileName
	t.Cleanup(func() {
		savegame.WriterFor(s.SavePath).Flush()
		restore()
	})
	g := &roundRace{}
	if err := g.Init(s, "race", raceRoster, scenes.Match{Game: "race"}, g, ""); err != nil {
		t.Fatal(err)
	}
	s.Stack.Reset(g)
	playOnes(t, s, 5)
	s.Stack.Reset(scenes.NewMainMenu())
	saved, ok, _ := savegame.Load(s.SavePath)
	if !ok || saved.Length != 2 || saved.Unit != scenes.LengthRounds || len(saved.Moves) != 5 {
		t.Fatalf("the save: ok %v, length %d %q, %d moves; want 2 rounds of 5 moves", ok, saved.Length, saved.Unit, len(saved.Moves))
	}
	scenetest.RunUpdates(t, s, 1)
	var texts []string
	stop := render.ObserveText(func(d render.DrawnText) { texts = append(texts, d.Text) })
	s.Stack.Top().Draw(render.TextsOnly(), s)
	stop()
	if !slices.ContainsFunc(texts, func(x string) bool { return strings.HasSuffix(x, ", two players, after 2 rounds") }) {
		t.Errorf("the main menu says %q, want the race 'after 2 rounds'", texts)
	}
}
