package scenes

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"stratagem/render"
)

// Game is the ebiten.Game: it holds the session (and through it the scene
// stack) and nothing else.
type Game struct {
	S *Session

	// Screenshot, when set, is written as a PNG once SettleFrames ticks have
	// passed; then the game ends.
	Screenshot   string
	SettleFrames int
	// QuitAfter ends the game after this long (0: never).
	QuitAfter time.Duration

	// Frame statistics for -frame-stats.
	Frames         int64
	MaxUpdate      time.Duration
	MaxDraw        time.Duration
	canvas         *render.Canvas
	start          time.Time
	screenshotDone bool
	screenshotErr  error
}

// NewGame wraps a session whose stack already holds the first scene.
func NewGame(s *Session) *Game {
	return &Game{S: s, start: time.Now(), canvas: &render.Canvas{Scale: 1}}
}

// ErrScreenshot wraps a failure to write the screenshot.
var ErrScreenshot = errors.New("screenshot failed")

// Update advances one tick.
func (g *Game) Update() error {
	t0 := time.Now()
	defer func() {
		if d := time.Since(t0); d > g.MaxUpdate {
			g.MaxUpdate = d
		}
	}()
	s := g.S
	if g.screenshotDone {
		if g.screenshotErr != nil {
			return fmt.Errorf("%w: %v", ErrScreenshot, g.screenshotErr)
		}
		return ebiten.Termination
	}
	if g.QuitAfter > 0 && time.Since(g.start) >= g.QuitAfter {
		return ebiten.Termination
	}
	if g.Screenshot == "" {
		s.Input.Poll(g.canvas)
	} else {
		s.Input.Clear() // a screenshot shows the scene as set up, untouched by the mouse
	}
	if s.Input.Just(ActFullscreen) {
		s.Settings.Fullscreen = !s.Settings.Fullscreen
		s.SaveSettings()
	}
	if s.appliedScreen.fullscreen != s.Settings.Fullscreen {
		ebiten.SetFullscreen(s.Settings.Fullscreen)
		s.appliedScreen.fullscreen = s.Settings.Fullscreen
	}
	s.Frame++
	if s.Audio != nil {
		s.Audio.Update()
	}
	if top := s.Stack.Top(); top != nil {
		if err := top.Update(s); err != nil {
			return err
		}
	}
	if s.Quitting() || s.Stack.Len() == 0 {
		return ebiten.Termination
	}
	return nil
}

// Draw renders the visible scenes.
func (g *Game) Draw(screen *ebiten.Image) {
	t0 := time.Now()
	g.canvas = render.NewCanvas(screen)
	g.canvas.Clear(render.Background)
	g.S.Stack.Draw(g.canvas, g.S)
	g.Frames++
	if d := time.Since(t0); d > g.MaxDraw {
		g.MaxDraw = d
	}
	if g.Screenshot != "" && !g.screenshotDone && g.Frames >= int64(g.SettleFrames) {
		g.screenshotErr = writePNG(screen, g.Screenshot)
		g.screenshotDone = true
	}
}

// Layout uses the real pixel size (device scale included) so shapes and
// text are drawn sharp at any window size.
// Ebitengine calls LayoutF when it exists; Layout only satisfies the interface.
func (g *Game) Layout(w, h int) (int, int) { return w, h }

// LayoutF returns the window's size in device pixels.
func (g *Game) LayoutF(w, h float64) (float64, float64) {
	f := ebiten.Monitor().DeviceScaleFactor()
	return w * f, h * f
}

// FrameStats returns the line -frame-stats prints.
func (g *Game) FrameStats() string {
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	return fmt.Sprintf("frames %d, max update %.1f ms, max draw %.1f ms", g.Frames, ms(g.MaxUpdate), ms(g.MaxDraw))
}

func writePNG(img *ebiten.Image, path string) error {
	b := img.Bounds()
	pix := make([]byte, 4*b.Dx()*b.Dy())
	img.ReadPixels(pix)
	rgba := &image.RGBA{Pix: pix, Stride: 4 * b.Dx(), Rect: image.Rect(0, 0, b.Dx(), b.Dy())}
	var buf bytes.Buffer
	if err := png.Encode(&buf, rgba); err != nil {
		return err
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}
