package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// The actions of keeping and sharing games, and their keys: on a game's
// screen (Copy game, Paste game, Copy link in a browser) and on the
// Records screen (those and the list's own).
var (
	ActCopyGame  = NewAction("copy game")
	ActPasteGame = NewAction("paste game")
	ActCopyLink  = NewAction("copy link")
	ActPageUp    = NewAction("page up")
	ActPageDown  = NewAction("page down")
	ActDelete    = NewAction("delete")
	ActExport    = NewAction("export")
)

// ShareKeys are the keys of copying and pasting games, on every game's
// screen and on the Records screen.
var ShareKeys = KeyMap{
	{Action: ActCopyGame, Keys: []Chord{ctrl(ebiten.KeyC)}, Name: "Ctrl+C"},
	{Action: ActPasteGame, Keys: []Chord{ctrl(ebiten.KeyV)}, Name: "Ctrl+V"},
	{Action: ActCopyLink, Keys: []Chord{ctrl(ebiten.KeyL)}, Name: "Ctrl+L"},
}

// recordsKeys are the Records screen's keys.
var recordsKeys = CoreKeys.With(ShareKeys).With(KeyMap{
	{Action: ActPageUp, Keys: []Chord{key(ebiten.KeyPageUp)}, Name: "PgUp"},
	{Action: ActPageDown, Keys: []Chord{key(ebiten.KeyPageDown)}, Name: "PgDn"},
	{Action: ActDelete, Keys: []Chord{key(ebiten.KeyDelete)}, Name: "Del"},
	{Action: ActExport, Keys: []Chord{key(ebiten.KeyE)}},
})
