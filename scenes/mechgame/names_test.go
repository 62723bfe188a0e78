package mechgame

import (
	"strings"
	"testing"

	"stratagem/assets/lang"
	"stratagem/board/hex"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
	"stratagem/units/mech"
)

// Every message whose ID the screen makes from the rules' types exists:
// the weapons' and locations' nouns, the designs' roles, the facings,
// arcs, blows, phases and parts.
func TestComputedMessagesExist(t *testing.T) {
	has := func(id string) {
		t.Helper()
		if !lang.Has(id) {
			t.Errorf("no message %s", id)
		}
	}
	for _, w := range mech.Weapons() {
		for _, form := range []string{"nom", "pl"} {
			has("noun.mech.weapon." + strings.ToLower(w.Stats().Code) + "." + form)
		}
	}
	for _, id := range mech.Designs() {
		has(roleIDs[id])
	}
	for l := range mech.Location(mech.NumLocations) {
		has("noun." + locationNouns[l] + ".nom")
		has(locationCodeIDs[l])
	}
	for _, f := range facingNouns {
		has("noun." + f + ".nom")
	}
	for _, a := range arcNouns {
		has("noun." + a + ".nom")
	}
	for _, b := range []mech.Blow{mech.Punch, mech.Kick, mech.ClubBlow} {
		has("noun." + blowNouns[b] + ".nom")
		has(blowButtons[b])
		has(strikeIDs[b][0])
		has(strikeIDs[b][1])
	}
	for _, id := range phaseIDs {
		has(id)
	}
	for _, id := range partIDs {
		has(id)
	}
	for r := mech.DamageReason; r <= mech.ActuatorReason; r <<= 1 {
		has(reasonIDs[r])
	}
	for _, t := range []hex.Terrain{hex.Grass, hex.Road, hex.LightWoods, hex.HeavyWoods, hex.Rough, hex.Shallow, hex.Deep, hex.Building, hex.Rock} {
		has(terrainLegend[t])
	}
	for _, name := range hex.MechMapNames() {
		has("map." + name)
	}
	for _, form := range []string{"nom", "poss"} {
		has("noun.mech.name." + form)
		has("noun.mech.numbered." + form)
	}
}

// Counts pick their plural form: one point, two points.
func TestPluralsCount(t *testing.T) {
	d := faceOff(t)
	before := append([]mech.Mech(nil), d.Mechs()...)
	before[1].Armour[0]++
	if got := aftermath(d, before); len(got) != 1 || got[0] != "Red Bulldog loses 1 point" {
		t.Errorf("one point lost: %q", got)
	}
	before[1].Armour[0]++
	if got := aftermath(d, before); len(got) != 1 || got[0] != "Red Bulldog loses 2 points" {
		t.Errorf("two points lost: %q", got)
	}
}

// A language chosen while a duel is on tells its log again in the new
// words, and the screen's words follow it.
func TestLogRetranslates(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := newHotSeat(t, s)
	untilPhase(t, s, m, mech.MovementPhase)
	if len(m.log) == 0 {
		t.Fatal("nothing in the log")
	}
	english := m.log[0].text
	t.Cleanup(func() { _ = lang.Use("en") })
	s.UseLanguage(lang.Pseudo)
	if got := m.log[0].text; got == english || scenetest.Unmarked(got) != "" {
		t.Errorf("after the change the log reads %q (was %q)", got, english)
	}
	if st := m.Status().Text; scenetest.Unmarked(st) != "" {
		t.Errorf("the status reads %q", st)
	}
	var _ scenes.Retranslator = m
}
