package scenes

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"stratagem/ai/yield"
	"stratagem/assets/lang"
	"stratagem/render"
	"stratagem/scenes/gaps"
)

// App is the program as Ebitengine runs it (its ebiten.Game): it holds the session (and through it the scene
// stack) and nothing else.
type App struct {
	S *Session

	// Screenshot, when set, is written as a PNG once SettleFrames ticks have
	// passed; then the game ends.
	Screenshot   string
	SettleFrames int
	// QuitAfter ends the game after this long (0: never).
	QuitAfter time.Duration

	// Frame statistics for -frame-stats: Frames counts the frames drawn,
	// Updates the ticks; UpdateTime and DrawTime sum the time spent in them
	// (their means are the game's own work, beside the gaps between ticks).
	Frames, Updates      int64
	MaxUpdate, MaxDraw   time.Duration
	UpdateTime, DrawTime time.Duration
	// Gaps are the times between successive ticks while the game ticks at
	// the display's rate (not while it sleeps waiting for input): over the
	// whole run, and over the ticks while a computer player thinks.
	Gaps, ThinkingGaps gaps.Stats
	// ThinkingMaxDraw is the slowest draw while a computer player thinks:
	// how much of the longest gap then is drawing.
	ThinkingMaxDraw time.Duration

	lastTick       time.Time
	wasThinking    bool
	canvas         *render.Canvas
	start          time.Time
	screenshotDone bool
	screenshotErr  error

	// Redrawing only what changed: the screen is not cleared between
	// frames (see Run), so a frame with nothing new keeps its picture.
	dirty       bool
	drawnSize   image.Point
	seenChanges int
	// sleeping: no scene needs ticks, so the game waits for input (see Run).
	sleeping  bool
	lastInput time.Time
}

// awakeAfterInput is how long the game keeps ticking after the last input
// before it may sleep: while it sleeps, a click whose press and release
// arrive together (a touchpad's tap) is not seen, so the game stays awake
// while the player is active, and only a long-resting window sleeps.
const awakeAfterInput = 3 * time.Second

// NewApp wraps a session whose stack already holds the first scene.
func NewApp(s *Session) *App {
	return &App{S: s, start: time.Now(), canvas: &render.Canvas{Scale: 1}}
}

// ErrScreenshot wraps a failure to write the screenshot.
var ErrScreenshot = errors.New("screenshot failed")

// Update advances one tick.
func (g *App) Update() error {
	t0 := time.Now()
	g.countGap(t0)
	yield.Frame() // in a browser, the searches' pauses watch the frames
	defer func() {
		d := time.Since(t0)
		g.MaxUpdate = max(g.MaxUpdate, d)
		g.UpdateTime += d
		g.Updates++
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
	if g.closing(s) {
		return ebiten.Termination
	}
	s.NewTick()
	if g.Screenshot == "" {
		keys := CoreKeys
		if km, ok := s.Stack.Top().(KeyMapper); ok {
			keys = km.Keys()
		}
		s.Input.Poll(g.canvas, keys)
	}
	takeDropped(s)
	if s.Input.Just(ActFullscreen) {
		if s.Browser {
			// The page may have left full screen by itself (the browser's Esc).
			s.Settings.Fullscreen = ebiten.IsFullscreen()
			s.appliedScreen.fullscreen = s.Settings.Fullscreen
		}
		s.Settings.Fullscreen = !s.Settings.Fullscreen
		s.SaveSettings()
	}
	if s.appliedScreen.fullscreen != s.Settings.Fullscreen {
		ebiten.SetFullscreen(s.Settings.Fullscreen)
		s.appliedScreen.fullscreen = s.Settings.Fullscreen
	}
	if s.Audio != nil {
		if s.Input.Gesture() {
			s.Audio.Begin() // a browser's sound starts with the first click or key
		}
		s.Audio.Update()
	}
	if top := s.Stack.Top(); top != nil {
		if err := top.Update(s); err != nil {
			return err
		}
	}
	if s.Input.Event() || s.takeRedraw() || s.Stack.Changes() != g.seenChanges || g.Screenshot != "" {
		g.dirty = true
		g.seenChanges = s.Stack.Changes()
	}
	if s.Input.Event() || s.Input.Holding() {
		g.lastInput = time.Now()
	}
	busy := s.Busy() || time.Since(g.lastInput) < awakeAfterInput || s.Audio.Loading() || g.Screenshot != "" || g.QuitAfter > 0
	g.sleep(!busy)
	if s.Quitting() || s.Stack.Len() == 0 {
		return ebiten.Termination
	}
	return nil
}

// Draw renders the visible scenes when something changed since the last
// frame; otherwise the screen keeps the picture it has.
func (g *App) Draw(screen *ebiten.Image) {
	if size := screen.Bounds().Size(); size != g.drawnSize {
		g.drawnSize, g.dirty = size, true // a new size starts from a blank screen
	}
	if !g.dirty {
		return
	}
	g.dirty = false
	t0 := time.Now()
	g.canvas = render.NewCanvas(screen)
	g.canvas.Clear(render.Background)
	DrawScreen(g.canvas, g.S)
	g.Frames++
	d := time.Since(t0)
	g.MaxDraw = max(g.MaxDraw, d)
	g.DrawTime += d
	if g.wasThinking {
		g.ThinkingMaxDraw = max(g.ThinkingMaxDraw, d)
	}
	if g.Screenshot != "" && !g.screenshotDone && g.Frames >= int64(g.SettleFrames) {
		g.screenshotErr = writePNG(screen, g.Screenshot)
		g.screenshotDone = true
	}
}

// DrawScreen draws all the window shows: the scenes, and the message of
// the moment over them.
func DrawScreen(c *render.Canvas, s *Session) {
	s.Stack.Draw(c, s)
	drawNotice(c, s)
}

// Run runs the game in its window until it ends. An idle game costs almost
// nothing: the screen is not cleared between frames, so Draw paints only
// frames in which something changed, and while no scene animates or waits
// for anything the game sleeps until the next input (see sleep).
func Run(g *App) error {
	ebiten.SetScreenClearedEveryFrame(false)
	ebiten.SetWindowClosingHandled(true) // a game in progress asks first
	return ebiten.RunGame(g)
}

// closing handles the window's close button: with a game in progress it
// asks first (once: a second press while asking quits), otherwise it quits.
func (g *App) closing(s *Session) bool {
	if !ebiten.IsWindowBeingClosed() {
		return false
	}
	if _, asking := s.Stack.Top().(*Confirm); asking || !s.Stack.gameInProgress() {
		return true
	}
	s.Stack.Push(NewConfirm(lang.T("core.quit.title"), leaveMessage(s), lang.T("core.quit.yes"), lang.T("core.keep"), func(s *Session) { s.Quit() }))
	return false
}

// sleep switches between ticking at the display's rate (while something
// animates or is awaited) and sleeping until the next input event. Not
// redrawing saves the drawing, but Ebitengine's 60 Hz loop itself costs
// several per cent of a core under X (window queries every frame); only
// its "minimum" mode stops the loop. That mode is deprecated in favour of
// SetScreenClearedEveryFrame, which does not save the loop, so it is used
// here on purpose, only while idle.
func (g *App) sleep(idle bool) {
	if idle == g.sleeping {
		return
	}
	g.sleeping = idle
	mode := ebiten.FPSModeVsyncOn //lint:ignore SA1019 see above
	if idle {
		mode = ebiten.FPSModeVsyncOffMinimum //lint:ignore SA1019 see above
	}
	ebiten.SetFPSMode(mode) //lint:ignore SA1019 see above
}

// Layout uses the real pixel size (device scale included) so shapes and
// text are drawn sharp at any window size.
// Ebitengine calls LayoutF when it exists; Layout only satisfies the interface.
func (g *App) Layout(w, h int) (int, int) { return w, h }

// LayoutF returns the window's size in device pixels.
func (g *App) LayoutF(w, h float64) (float64, float64) {
	f := ebiten.Monitor().DeviceScaleFactor()
	return w * f, h * f
}

// countGap measures the time since the previous tick, unless the game was
// sleeping (then a long gap is the point), into Gaps and, when a computer
// player was thinking at the previous tick, ThinkingGaps.
func (g *App) countGap(now time.Time) {
	if !g.lastTick.IsZero() && !g.sleeping {
		d := now.Sub(g.lastTick)
		g.Gaps.Add(d)
		if g.wasThinking {
			g.ThinkingGaps.Add(d)
		}
	}
	g.lastTick = now
	g.wasThinking = g.Thinking()
}

// Thinking reports whether a computer player is choosing a move on the
// screen on top.
func (g *App) Thinking() bool {
	t, ok := g.S.Stack.Top().(interface{ Thinking() bool })
	return ok && t.Thinking()
}

// State is what the game tells a web page about itself (the browser test
// reads it): the scene on top by its type's name ("MainMenu", "Screen"),
// and on a game screen the game, the plies played and whether the computer
// is thinking.
type State struct {
	Scene     string
	Game      string
	Ply       int
	Thinking  bool
	Reviewing bool
}

// State returns the game's State now.
func (g *App) State() State {
	top := g.S.Stack.Top()
	st := State{Scene: strings.TrimLeft(fmt.Sprintf("%T", top), "*"), Thinking: g.Thinking()}
	if i := strings.LastIndexByte(st.Scene, '.'); i >= 0 {
		st.Scene = st.Scene[i+1:]
	}
	if i := strings.IndexByte(st.Scene, '['); i >= 0 {
		st.Scene = st.Scene[:i]
	}
	if sc, ok := top.(interface{ GameID() string }); ok {
		st.Game = sc.GameID()
	}
	if sc, ok := top.(interface{ Ply() int }); ok {
		st.Ply = sc.Ply()
	}
	if sc, ok := top.(interface{ Reviewing() bool }); ok {
		st.Reviewing = sc.Reviewing()
	}
	return st
}

// FrameStats returns the line -frame-stats prints.
func (g *App) FrameStats() string {
	ms := gaps.Millis
	return fmt.Sprintf("frames %d, max update %.1f ms, max draw %.1f ms; mean update %.1f ms, mean draw %.1f ms",
		g.Frames, ms(g.MaxUpdate), ms(g.MaxDraw), ms(g.MeanUpdate()), ms(g.MeanDraw())) +
		fmt.Sprintf("\ntick gaps: %d, mean %.1f ms, max %.1f ms; while the computer thinks: %d, mean %.1f ms, max %.1f ms, %d over 50 ms, slowest draw %.1f ms",
			g.Gaps.Ticks, ms(g.Gaps.Mean()), ms(g.Gaps.Max), g.ThinkingGaps.Ticks, ms(g.ThinkingGaps.Mean()), ms(g.ThinkingGaps.Max), g.ThinkingGaps.Over50, ms(g.ThinkingMaxDraw))
}

// meanOf returns total/n, or 0 when n is 0.
func meanOf(total time.Duration, n int64) time.Duration {
	if n == 0 {
		return 0
	}
	return total / time.Duration(n)
}

// MeanUpdate and MeanDraw return the mean time of a tick's update and of a
// frame's drawing.
func (g *App) MeanUpdate() time.Duration { return meanOf(g.UpdateTime, g.Updates) }
func (g *App) MeanDraw() time.Duration   { return meanOf(g.DrawTime, g.Frames) }

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
