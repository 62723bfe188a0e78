package connectgame

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"stratagem/scenes/scenetest"
)

// TestMain runs the tests in a game loop, where they can read back what
// they drew.
func TestMain(m *testing.M) { scenetest.RunInGame(m) }

// pixel returns the colour at virtual (x, y) of an image drawn through a
// canvas of scale 1.
func pixel(img *ebiten.Image, x, y float64) color.RGBA {
	return color.RGBAModel.Convert(img.At(int(x), int(y))).(color.RGBA)
}
