package scenetest

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"stratagem/render"
	"stratagem/scenes"
)

// RunInGame runs a package's tests inside the first Update of a throwaway
// game, as Ebitengine's own internal/testing does, then ends the loop and
// exits with the tests' code: only inside the game loop can a test read
// back the pixels of what it drew. Call it from TestMain. The tests need a
// display anyway (Ebitengine starts GLFW as it is loaded): make test runs
// them under Xvfb.
func RunInGame(m *testing.M) {
	ebiten.SetWindowSize(320, 240)
	g := &loopGame{m: m, code: 1}
	if err := ebiten.RunGame(g); err != nil {
		panic(err)
	}
	os.Exit(g.code)
}

// loopGame runs the tests in its first Update.
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

// Offscreen returns a canvas on a new image of the virtual screen's size
// (one pixel per virtual unit), cleared to the background as the game's
// screen is. The image is freed when the test ends.
func Offscreen(t testing.TB) (*render.Canvas, *ebiten.Image) {
	t.Helper()
	img := ebiten.NewImage(render.Width, render.Height)
	t.Cleanup(img.Deallocate)
	c := render.NewCanvas(img)
	c.Clear(render.Background)
	return c, img
}

// Pixels reads back what was drawn on img.
func Pixels(img *ebiten.Image) *image.RGBA {
	out := image.NewRGBA(img.Bounds())
	img.ReadPixels(out.Pix)
	return out
}

// DrawScreen draws what the session's window shows offscreen and returns
// their pixels.
func DrawScreen(t testing.TB, s *scenes.Session) *image.RGBA {
	t.Helper()
	c, img := Offscreen(t)
	scenes.DrawScreen(c, s)
	return Pixels(img)
}

// SavePNG writes img to dir/name.png when dir is not "": a package's tests
// name dir in an environment variable, to look at what they drew.
func SavePNG(t testing.TB, img image.Image, dir, name string) {
	t.Helper()
	if dir == "" {
		return
	}
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// Colours counts the colours among every seventh pixel of every seventh
// row of img: a screen with fewer than about twenty looks blank.
func Colours(img image.Image) int {
	seen := map[[4]uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 7 {
		for x := b.Min.X; x < b.Max.X; x += 7 {
			r, g, bl, a := img.At(x, y).RGBA()
			seen[[4]uint32{r >> 8, g >> 8, bl >> 8, a >> 8}] = true
		}
	}
	return len(seen)
}
