package hexgame

import (
	"image"
	"image/png"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"stratagem/render"
	"stratagem/scenes"
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

// drawScreen draws the session's visible scenes on a new image of the
// virtual screen's size and returns its pixels.
func drawScreen(t *testing.T, s *scenes.Session) *image.RGBA {
	t.Helper()
	img := ebiten.NewImage(render.Width, render.Height)
	defer img.Deallocate()
	c := render.NewCanvas(img)
	c.Clear(render.Background)
	s.Stack.Draw(c, s)
	out := image.NewRGBA(image.Rect(0, 0, render.Width, render.Height))
	img.ReadPixels(out.Pix)
	return out
}

// savePNG writes img to dir/name.png when dir is set (HEX_PNG_DIR: to
// look at what a test drew).
func savePNG(t *testing.T, img image.Image, name string) {
	t.Helper()
	dir := os.Getenv("HEX_PNG_DIR")
	if dir == "" {
		return
	}
	f, err := os.Create(dir + "/" + name + ".png")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
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
