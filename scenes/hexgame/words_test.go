package hexgame

import (
	"strings"
	"testing"

	"stratagem/assets/lang"
	"stratagem/board/hex"
	"stratagem/units"
)

// The messages whose IDs the screen makes from a name are in the
// catalogue: each kind's noun (the forms English sentences use), each
// terrain's of the battle maps, each battle map's name.
func TestComputedMessagesExist(t *testing.T) {
	var ids []string
	for _, k := range units.Kinds() {
		ids = append(ids, "noun.kind."+k.String()+".nom", "noun.kind."+k.String()+".pl")
	}
	for _, key := range terrainKeys {
		ids = append(ids, "noun.hex.terrain."+key+".nom")
	}
	for _, name := range hex.BattleMapNames() {
		ids = append(ids, "map."+name)
	}
	for _, id := range ids {
		if !lang.Has(id) {
			t.Errorf("the catalogue has no %s", id)
		}
	}
	// Every terrain the battle maps use has a name.
	for _, name := range hex.BattleMapNames() {
		m, err := hex.LoadBattleMap(name)
		if err != nil {
			t.Fatal(err)
		}
		for i := range m.Width() * m.Height() {
			if tr := m.TerrainAt(i); terrainKeys[tr] == "" {
				t.Errorf("%s: %v has no name in the catalogue", name, tr)
			}
		}
	}
}

// Counted fighters take the plural form the count asks for.
func TestFightersCounted(t *testing.T) {
	for n, want := range map[int]string{1: "1 knight", 2: "2 knights", 16: "16 knights"} {
		if got := fighters(n, units.Knight); got != want {
			t.Errorf("fighters(%d) = %q, want %q", n, got, want)
		}
	}
}

// A language chosen while a battle is shown tells the battle again in its
// words: the log, the status, the card; the army screen's rows too.
func TestRetranslate(t *testing.T) {
	t.Cleanup(func() { _ = lang.Use("en") })
	s, m := openSample(t, sampleArcher)
	english := m.Log()
	s.UseLanguage(lang.Pseudo)
	for i, l := range m.Log() {
		if !strings.HasPrefix(l, "«") || l == english[i] {
			t.Fatalf("log entry %d is %q after the change", i, l)
		}
	}
	if st := m.Status().Text; !strings.HasPrefix(st, "«") {
		t.Errorf("the status is %q", st)
	}
	if !strings.HasPrefix(m.info.title, "«") {
		t.Errorf("the card is %q", m.info.title)
	}

	s.UseLanguage("en")
	if err := sampleArmy(s); err != nil {
		t.Fatal(err)
	}
	a := s.Stack.Top().(*ArmyScreen)
	s.UseLanguage(lang.Pseudo)
	for _, label := range []string{a.start.Label, a.kinds[0].Label, a.kinds[0].Options[0], a.sizes[0].Label} {
		if !strings.HasPrefix(label, "«") {
			t.Errorf("the army screen says %q after the change", label)
		}
	}
}
