package main

import (
	"strings"

	"stratagem/scenes"
	"stratagem/scenes/connectgame"
	"stratagem/scenes/millgame"
)

// games lists the games of the collection, in the order the menus show
// them. A new game is its package under scenes/ and one line here.
func games() []*scenes.GameDesc {
	return []*scenes.GameDesc{
		millgame.Game(),
		connectgame.Game(),
	}
}

func gameIDs() string {
	var ids []string
	for _, g := range games() {
		ids = append(ids, g.ID)
	}
	return strings.Join(ids, ", ")
}

func autoplayDefaults(side int) string {
	var out []string
	for _, g := range games() {
		out = append(out, g.ID+" "+g.Autoplay[side])
	}
	return strings.Join(out, ", ")
}
