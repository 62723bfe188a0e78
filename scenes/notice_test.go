package scenes_test

import (
	"testing"

	"stratagem/scenes"
	"stratagem/scenes/scenetest"
)

// A message on screen goes after six seconds, or at the player's first
// click or key once it has been in sight for half a second; the click that
// came with it does not take it away.
func TestNoticeGoesAtAClick(t *testing.T) {
	s := scenetest.NewSession()
	s.Stack.Reset(scenes.NewMainMenu())
	s.Tell("The game was exported.")
	scenetest.Click(t, s, 5, 5) // the same moment: stays
	scenetest.Tick(t, s, nil)
	if s.Notice() == "" {
		t.Fatal("the click that came with the message took it away")
	}
	for range 40 {
		scenetest.Tick(t, s, nil)
	}
	if s.Notice() == "" {
		t.Fatal("the message went by itself within a second")
	}
	scenetest.Click(t, s, 5, 5)
	scenetest.Tick(t, s, nil)
	if s.Notice() != "" {
		t.Fatal("a click after half a second left the message in sight")
	}
	s.Tell("Copied.")
	for range 6 * 60 {
		scenetest.Tick(t, s, nil)
	}
	if s.Notice() != "" {
		t.Fatal("the message is still in sight after six seconds")
	}
}
