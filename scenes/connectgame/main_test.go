package connectgame

import (
	"image/color"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"stratagem/render"
)

// loopGame runs the tests inside its first Update, as Ebitengine's own
// internal/testing does, then ends the loop: only inside the game loop can
// a test read back the pixels of what it drew.
type loopGame struct {
	m    *testing.M
	code int
}

func (g *loopGame) Update() error {
	g.code = g.m.Run()
	return ebiten.Termination
}

func (*loopGame) Draw(*ebiten.Image)         {}
func (*loopGame) Layout(int, int) (int, int) { return 320, 240 }

// TestMain runs the tests in a game loop. They need a display anyway
// (Ebitengine starts GLFW as it is loaded): make test runs them under Xvfb.
func TestMain(m *testing.M) {
	ebiten.SetWindowSize(320, 240)
	g := &loopGame{m: m, code: 1}
	if err := ebiten.RunGame(g); err != nil {
		panic(err)
	}
	os.Exit(g.code)
}

// offscreen returns a canvas on a new image of the virtual screen's size
// (one pixel per virtual unit), cleared to the background as the game's
// screen is.
func offscreen(t *testing.T) (*render.Canvas, *ebiten.Image) {
	t.Helper()
	img := ebiten.NewImage(render.Width, render.Height)
	t.Cleanup(img.Deallocate)
	c := render.NewCanvas(img)
	c.Clear(render.Background)
	return c, img
}

// pixel returns the colour at virtual (x, y) of an image drawn through a
// canvas of scale 1.
func pixel(img *ebiten.Image, x, y float64) color.RGBA {
	return color.RGBAModel.Convert(img.At(int(x), int(y))).(color.RGBA)
}
