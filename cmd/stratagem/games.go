package main

import (
	"stratagem/scenes"
	"stratagem/scenes/connectgame"
	"stratagem/scenes/hexgame"
	"stratagem/scenes/mechgame"
	"stratagem/scenes/millgame"
)

// games lists the games of the collection, in the order the menus show
// them. A new game is its package under scenes/ and one line here.
func games() []*scenes.GameDesc {
	return []*scenes.GameDesc{
		millgame.Game(),
		hexgame.Game(),
		connectgame.Game(),
		mechgame.Game(),
	}
}
