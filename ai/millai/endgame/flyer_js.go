//go:build js

package endgame

import "embed"

// flyerFiles is empty in the browser: the classes of three against more
// than MaxPieces would add megabytes to the page's download (see flyer.go),
// so the browser's game plays those endgames by search.
var flyerFiles embed.FS

// flyerDir is the directory of flyerFiles holding the files.
const flyerDir = "."
