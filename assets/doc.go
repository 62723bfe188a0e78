// Package assets holds everything the game shows or plays that is not code
// elsewhere: the fonts (this package) and the sound (package assets/sound,
// re-exported here).
//
// Licence: the fonts are the Go fonts from golang.org/x/image/font/gofont
// (goregular and gobold), BSD-licensed by the Go Authors (see the LICENSE of
// golang.org/x/image); they are compiled into the binary through that module.
// The fallback bitmap face, used only if a Go font failed to parse, is
// golang.org/x/image/font/basicfont, under the same licence. Every sound
// (effects and music) is generated at run time by this project's own code in
// assets/sound; nothing is sampled or embedded from elsewhere.
package assets
