package connectgame

import (
	"github.com/hajimehoshi/ebiten/v2"

	"stratagem/scenes"
)

// ActAnalysis shows or hides the analysis under the columns.
var ActAnalysis = scenes.NewAction("analysis")

// Keys are the keys of Connect Four's own actions.
var Keys = scenes.KeyMap{
	{Action: ActAnalysis, Keys: []scenes.Chord{{Key: ebiten.KeyA}}},
}

// keyName names the keys of a Connect Four action or a core one.
func keyName(a scenes.Action) string { return scenes.CoreKeys.With(Keys).Name(a) }

// GameKeys are Connect Four's own keys, which the frame adds to its own.
func (sc *Screen) GameKeys() scenes.KeyMap { return Keys }
