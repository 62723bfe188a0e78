package mechgame

import (
	"testing"

	"stratagem/scenes/scenetest"
)

// Every key of a duel does one thing, and every button names its key.
func TestKeys(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := newHotSeat(t, s)
	scenetest.CheckKeys(t, m.Keys(), m.Commands())
	if got := keyName(ActSight); got != "L" {
		t.Errorf("the line-of-sight tool's key is named %q", got)
	}
}
