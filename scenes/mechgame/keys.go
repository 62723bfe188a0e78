package mechgame

import (
	"github.com/hajimehoshi/ebiten/v2"

	"stratagem/scenes"
)

// ActSight switches the line-of-sight tool on and off.
var ActSight = scenes.NewAction("line of sight")

// Keys are the keys of the Mech Duel's own actions.
var Keys = scenes.KeyMap{
	{Action: ActSight, Keys: []scenes.Chord{{Key: ebiten.KeyL}}},
}

// keyName names the keys of a Mech Duel action or a core one.
func keyName(a scenes.Action) string { return scenes.CoreKeys.With(Keys).Name(a) }

// GameKeys are the Mech Duel's own keys, which the frame adds to its own.
func (m *Screen) GameKeys() scenes.KeyMap { return Keys }
