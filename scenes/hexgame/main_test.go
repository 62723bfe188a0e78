package hexgame

import (
	"image"
	"os"
	"testing"

	"stratagem/scenes/scenetest"
)

// TestMain runs the tests in a game loop, where they can read back what
// they drew.
func TestMain(m *testing.M) { scenetest.RunInGame(m) }

// savePNG writes img to dir/name.png when dir is set (HEX_PNG_DIR: to
// look at what a test drew).
func savePNG(t *testing.T, img image.Image, name string) {
	t.Helper()
	scenetest.SavePNG(t, img, os.Getenv("HEX_PNG_DIR"), name)
}

// colours counts the distinct colours of img inside r.
func colours(img *image.RGBA, r image.Rectangle) int {
	seen := map[[4]uint8]bool{}
	for y := r.Min.Y; y < r.Max.Y; y += 2 {
		for x := r.Min.X; x < r.Max.X; x += 2 {
			i := img.PixOffset(x, y)
			seen[[4]uint8(img.Pix[i:i+4])] = true
		}
	}
	return len(seen)
}
