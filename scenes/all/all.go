// Package all lists the games of the collection, in the order the menus
// show them, for the program and for the tests that look at every screen.
// A new game is its package under scenes/ and one line here.
package all

import (
	"stratagem/scenes"
	"stratagem/scenes/connectgame"
	"stratagem/scenes/hexgame"
	"stratagem/scenes/mechgame"
	"stratagem/scenes/millgame"
)

// Games returns the games of the collection, in menu order.
func Games() []*scenes.GameDesc {
	return []*scenes.GameDesc{
		millgame.Game(),
		hexgame.Game(),
		connectgame.Game(),
		mechgame.Game(),
	}
}
