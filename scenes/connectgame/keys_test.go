package connectgame

import (
	"testing"

	"stratagem/scenes/scenetest"
)

// Every key of a game does one thing, and every button names its key.
func TestKeys(t *testing.T) {
	s := scenetest.NewSession(Game())
	sc := hotSeat(t, s)
	scenetest.CheckKeys(t, sc.Keys(), sc.Commands())
	if got := keyName(ActAnalysis); got != "A" {
		t.Errorf("the analysis's key is named %q", got)
	}
}
