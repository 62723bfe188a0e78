package hexgame

import (
	"testing"

	"stratagem/scenes/scenetest"
	"stratagem/units"
)

// Every key of a battle does one thing, and every button names its key.
func TestKeys(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, OnePlayer(units.Blue, "normal"))
	scenetest.CheckKeys(t, m.Keys(), m.Commands())
	if got := keyName(ActAuto); got != "A" {
		t.Errorf("auto-combat's key is named %q", got)
	}
}
