//go:build !js

package endgame

import "embed"

// flyerFiles holds the class files of three against more than MaxPieces
// (Shipped.Flyer), made by `arena mill-db -out DIR` and moved to
// data/flyer. They are megabytes, not kilobytes: the desktop game carries
// them, the browser's (flyer_js.go) does not.
//
//go:embed data/flyer/*.db.gz
var flyerFiles embed.FS

// flyerDir is the directory of flyerFiles holding the files.
const flyerDir = "data/flyer"
