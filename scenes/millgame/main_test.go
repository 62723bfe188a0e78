package millgame

import (
	"testing"

	"stratagem/scenes/scenetest"
)

// TestMain runs the tests in a game loop, where they can draw the screen
// and read back what it shows.
func TestMain(m *testing.M) { scenetest.RunInGame(m) }
