package hexgame

import (
	"github.com/hajimehoshi/ebiten/v2"

	"stratagem/scenes"
)

// Hex Battle's own actions: the unit waits or defends, the computer
// fights for the person (auto-combat) or fights the rest out (quick
// combat).
var (
	ActWait   = scenes.NewAction("wait")
	ActDefend = scenes.NewAction("defend")
	ActAuto   = scenes.NewAction("auto-combat")
	ActQuick  = scenes.NewAction("quick combat")
)

// Keys are the keys of Hex Battle's own actions.
var Keys = scenes.KeyMap{
	{Action: ActWait, Keys: []scenes.Chord{{Key: ebiten.KeyW}}},
	{Action: ActDefend, Keys: []scenes.Chord{{Key: ebiten.KeyD}}},
	{Action: ActAuto, Keys: []scenes.Chord{{Key: ebiten.KeyA}}},
	{Action: ActQuick, Keys: []scenes.Chord{{Key: ebiten.KeyQ}}},
}

// keyName names the keys of a Hex Battle action or a core one.
func keyName(a scenes.Action) string { return scenes.CoreKeys.With(Keys).Name(a) }

// GameKeys are Hex Battle's own keys, which the frame adds to its own.
func (m *Screen) GameKeys() scenes.KeyMap { return Keys }
