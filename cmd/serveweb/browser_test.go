//go:build !js

package main

import (
	"bytes"
	"cmp"
	"context"
	"fmt"
	"image"
	"image/png"
	"maps"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/profiler"
	cdpruntime "github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"stratagem/ai"
	"stratagem/ai/millai"
	"stratagem/board/mill"
	"stratagem/scenes/kept"
)

// The browser test plays Stratagem's web build in headless Chromium: it
// loads the page, waits for the main menu, checks that the menu is drawn,
// clicks Play, Mill and Start, places a piece, waits for the computer's
// answer and reads the frame statistics the game publishes (window.stratagem,
// see cmd/stratagem/web_js.go); then it uses the keyboard as on the desktop
// (U to undo, Esc for the game's menu, Enter on its focused button, F11 in
// and out of full screen). It needs Chromium, so it runs only with
// STRATAGEM_BROWSER_TESTS=1 (make test sets it); STRATAGEM_WEB_DIR names a
// built bin/web to use (otherwise the test builds the game), and
// STRATAGEM_BROWSER_SHOTS a folder to keep the screenshots in, and
// STRATAGEM_BROWSER_YIELD the AI's time slice and pause (e.g. 10ms,1ms:
// see ai/yield), and STRATAGEM_BROWSER_PROFILE a file for a profile of
// the page's main thread from the click on the board to the answer (see
// stopProfile), and STRATAGEM_BROWSER_ANGLE ANGLE's back end for WebGL
// (swiftshader unless set; gl-egl draws with Mesa's llvmpipe, docs/web.md).
// At the end it measures the same browser's yardstick: an Ebitengine page
// with nothing of the game in it (testdata/emptypage, see emptyPageGaps).
//
// Timings are logged, never asserted: the machine may be busy. What is
// asserted is structural: the menu is drawn, the piece appears, the
// computer answers, the statistics are there, the game in progress is
// saved in localStorage, and the keys do what they do on the desktop.
func TestBrowser(t *testing.T) {
	if os.Getenv("STRATAGEM_BROWSER_TESTS") != "1" {
		t.Skip("the browser test runs with STRATAGEM_BROWSER_TESTS=1 (as `make test` sets it); it needs chromium (scripts/install-deps.sh --test)")
	}
	chrome := findChrome(t)
	dir := os.Getenv("STRATAGEM_WEB_DIR")
	if dir == "" {
		dir = buildWasm(t, "stratagem/cmd/stratagem", true) // what `make web` builds
	}
	shots := os.Getenv("STRATAGEM_BROWSER_SHOTS")
	if shots == "" {
		shots = t.TempDir()
	} else if err := os.MkdirAll(shots, 0o755); err != nil {
		t.Fatal(err)
	}

	// The same search natively, for the log's comparison (before the
	// browser starts, so that the two do not share the processor).
	native := searchSpeed(t)

	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()

	angle := "swiftshader"
	if a := os.Getenv("STRATAGEM_BROWSER_ANGLE"); a != "" {
		angle = a
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chrome),
		chromedp.NoSandbox, // Chromium refuses to run as root with its sandbox
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-background-networking", true),
		// WebGL without a GPU: ANGLE on SwiftShader, the software renderer
		// Chromium brings (STRATAGEM_BROWSER_ANGLE=gl-egl: on Mesa's
		// llvmpipe instead, where Mesa's EGL is installed).
		chromedp.Flag("use-angle", angle),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("mute-audio", true),
		chromedp.WindowSize(1280, 720),
		chromedp.UserDataDir(t.TempDir()),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelAlloc()
	ctx, cancel := chromedp.NewContext(actx, chromedp.WithLogf(t.Logf))
	defer cancel()
	// The one time limit: a guard against a browser that hangs, far above a
	// run's 10–50 s even on a loaded machine. Every wait below waits for its
	// condition up to this, so that a slow machine is never a failure.
	ctx, cancelTime := context.WithTimeout(ctx, 5*time.Minute)
	defer cancelTime()

	console := &consoleLog{}
	must(t, "start Chromium", chromedp.Listen(ctx, console.listen))

	// The virtual screen is 1280×720 (render.Width×Height); a page of that
	// size at scale 1 maps its coordinates 1:1 onto the canvas.
	// Mill's set-up is told to offer Master, whose search is long enough
	// to measure the frames while it runs (the set-up remembers choices).
	query := ""
	if y := os.Getenv("STRATAGEM_BROWSER_YIELD"); y != "" {
		query = "?yield=" + y // the AI's time slice and pause, to measure (see ai/yield)
	}
	must(t, "open the page", chromedp.Do(ctx,
		chromedp.EmulateViewport(1280, 720),
		// A headless page never has the focus, and Ebitengine pauses a
		// page without it (as a browser's background tab).
		chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := cdp.Call(ctx, t, emulation.SetFocusEmulationEnabled, emulation.SetFocusEmulationEnabledParams{Enabled: true})
			return err
		}),
		chromedp.Navigate(srv.URL+"/wasm_exec.js"), // the site's origin, for its localStorage
		void(chromedp.Evaluate[bool](`localStorage.setItem("stratagem/settings.json", JSON.stringify({games: {mill: {opponent: "master"}}})); true`)),
		chromedp.Navigate(srv.URL+"/"+query),
	))
	start := time.Now()
	waitFor(t, ctx, `window.stratagem && stratagem.scene === "MainMenu"`, console)
	t.Logf("main menu after %v (page load, WebAssembly compile, first frame)", time.Since(start).Round(time.Millisecond))
	renderer, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(() => {
		const gl = document.createElement("canvas").getContext("webgl2");
		if (!gl) return "no WebGL 2";
		const info = gl.getExtension("WEBGL_debug_renderer_info");
		return info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER);
	})()`))
	must(t, "name the WebGL renderer", err)
	t.Logf("WebGL drawn by %s (-use-angle=%s)", renderer, angle)
	time.Sleep(300 * time.Millisecond) // let the menu's first frames settle
	// The page's own frames, as the browser paints them, beside the game's
	// ticks; and its long tasks (the Long Tasks API): each time the page's
	// main thread, which runs the game and its searches, was busy over 50 ms
	// without a break, so that the browser could neither paint nor answer
	// input.
	must(t, "count the page's frames", chromedp.Do(ctx, void(chromedp.Evaluate[bool](`
		window.pageFrames = {count: 0, maxMs: 0, over50: 0, last: 0, tasks: 0, taskMaxMs: 0, since: 0,
			reset() { this.count = 0; this.maxMs = 0; this.over50 = 0; this.tasks = 0; this.taskMaxMs = 0; this.since = performance.now(); }};
		// The browser reports a long task after it, so one that ended before
		// a reset may arrive after it: only those that end later count.
		new PerformanceObserver(list => {
			const f = window.pageFrames;
			for (const e of list.getEntries()) {
				if (e.startTime + e.duration > f.since) { f.tasks++; f.taskMaxMs = Math.max(f.taskMaxMs, e.duration); }
			}
		}).observe({type: "longtask"});
		(function tick(now) {
			const f = window.pageFrames;
			if (f.last) { const d = now - f.last; f.count++; f.maxMs = Math.max(f.maxMs, d); if (d > 50) f.over50++; }
			f.last = now;
			requestAnimationFrame(tick);
		})(0); true`))))
	menu := screenshot(t, ctx, filepath.Join(shots, "browser-menu.png"))
	if n := colours(menu); n < 20 {
		t.Fatalf("the main menu looks blank: %d colours (see %s)", n, filepath.Join(shots, "browser-menu.png"))
	}

	click(t, ctx, 640, 323) // Play (the menu's first button: no saved game)
	waitFor(t, ctx, `stratagem.scene === "GameChoice"`, console)
	click(t, ctx, 550, 198) // Mill, the first game
	waitFor(t, ctx, `stratagem.scene === "Setup"`, console)
	screenshot(t, ctx, filepath.Join(shots, "browser-setup.png"))
	click(t, ctx, 880, 621) // Start (below the rows: players, colour, computer, lab player, variant)
	waitFor(t, ctx, `stratagem.game === "mill" && stratagem.ply === 0`, console)

	before := state(t, ctx)
	profile := os.Getenv("STRATAGEM_BROWSER_PROFILE")
	if profile != "" {
		startProfile(t, ctx)
	}
	click(t, ctx, 425, 235) // d6: the board is MillBoard{X: 200, Y: 160, Size: 450}
	waitFor(t, ctx, `stratagem.ply >= 1`, console)
	// No screenshot while the computer thinks: the browser makes one by
	// drawing a frame on demand, in the same renderer whose speed the
	// frame counts measure, so it would be counted against the game. The
	// answer's screenshot shows both pieces.
	thinkStart := time.Now()
	must(t, "reset the page's frames", chromedp.Do(ctx, void(chromedp.Evaluate[bool](`pageFrames.reset(); true`))))
	waitFor(t, ctx, `stratagem.ply >= 2 && !stratagem.thinking`, console)
	t.Logf("the computer (Master) answered %v after the piece was placed", time.Since(thinkStart).Round(time.Millisecond))
	page := readPageFrames(t, ctx)
	if profile != "" {
		stopProfile(t, ctx, profile)
	}
	ticks(t, ctx, 60) // the answer's animation
	screenshot(t, ctx, filepath.Join(shots, "browser-answered.png"))
	after := state(t, ctx)
	t.Logf("while the computer thought, the page's frames: %s; the game's slowest update over the run %.1f ms, draw %.1f ms",
		page, after.MaxUpdateMs, after.MaxDrawMs)

	// The game in progress is kept in the page's localStorage.
	saved, err := chromedp.Run(ctx, chromedp.Evaluate[string](`localStorage.getItem("stratagem/savegame.json") || ""`))
	must(t, "read the saved game", err)
	if !strings.Contains(saved, `"d6"`) || !strings.Contains(saved, `"mill"`) {
		t.Errorf("localStorage holds no saved Mill game with the move d6: %q", saved)
	}

	think := after.ThinkingFrames
	t.Logf("tick gaps over the run: %s; the game's own work: mean update %.1f ms a tick, mean draw %.1f ms a frame drawn (%d drawn)",
		after.Frames, after.MeanUpdateMs, after.MeanDrawMs, after.Drawn)
	t.Logf("tick gaps while the computer thought: %s; its slowest draw then %.1f ms", think, after.ThinkingMaxDrawMs)
	if after.Frames.Ticks <= before.Frames.Ticks {
		t.Errorf("no frames counted: before %s, after %s", before.Frames, after.Frames)
	}
	// Without a pause in the search, one gap only would be counted as
	// thinking (the tick that finds the answer waiting); two or more mean
	// that the frame loop ran while the search was under way. On a busy
	// machine a stall elsewhere (drawing, the browser) can leave one only,
	// so this is said, not failed: timings are no test's business here.
	if think.Ticks < 2 {
		t.Logf("NOTE: the frame loop ran no tick while the computer thought (%s): a busy machine, or the search does not pause (ai/yield)", think)
	}

	// The search speed in the browser, the same search as native above;
	// the page's frames meanwhile show how the page keeps up during the
	// test's longest search (Master's answer above searches the same
	// 200,000 positions once; this, three times).
	must(t, "start the speed test", chromedp.Do(ctx, void(chromedp.Evaluate[bool](`pageFrames.reset(); stratagemBench(); true`))))
	waitFor(t, ctx, `window.stratagemBenchResult !== undefined`, console)
	during := readPageFrames(t, ctx)
	bench, err := chromedp.Run(ctx, chromedp.Evaluate[struct {
		Nodes          int64
		Ms             int64
		NodesPerSecond float64
		Error          string
	}](`stratagemBenchResult`))
	must(t, "read the speed", err)
	if bench.Error != "" {
		t.Fatalf("the search in the browser failed: %s", bench.Error)
	}
	t.Logf("Mill Master from the opening, %d positions, fastest of three: browser %.0f nodes/s (%d ms, the game's frames running), native %.0f nodes/s (%s)",
		bench.Nodes, bench.NodesPerSecond, bench.Ms, native.perSecond, runtime.GOARCH)
	t.Logf("the page's frames during those three searches: %s", during)

	// The keyboard, as on the desktop: U takes back the person's move and
	// the computer's answer, Esc opens the game's menu, and Enter presses
	// its focused button, Resume.
	game := after.Scene
	press(t, ctx, "u")
	waitFor(t, ctx, `stratagem.ply < 2 && !stratagem.thinking`, console)
	press(t, ctx, kb.Escape)
	waitFor(t, ctx, `stratagem.scene === "PauseMenu"`, console)
	screenshot(t, ctx, filepath.Join(shots, "browser-menu-key.png"))
	press(t, ctx, kb.Enter)
	waitFor(t, ctx, `stratagem.scene === "`+game+`"`, console)
	// F11 puts the page in the browser's full screen and takes it out, as
	// on the desktop (the browser's own Esc leaves it too).
	press(t, ctx, kb.F11)
	waitFor(t, ctx, `document.fullscreenElement !== null`, console)
	screenshot(t, ctx, filepath.Join(shots, "browser-fullscreen.png"))
	press(t, ctx, kb.F11)
	waitFor(t, ctx, `document.fullscreenElement === null`, console)
	t.Logf("keyboard: U undid to ply %d; Esc opened the menu and Enter resumed; F11 entered and left full screen", state(t, ctx).Ply)

	// A link to a game (#game=, as Copy link makes) opens it in review
	// when the page loads: Connect Four's example record, 25 moves.
	rec, err := os.ReadFile("../../docs/records/connect.txt")
	must(t, "read the example record", err)
	link := srv.URL + "/?shared#" + kept.EncodeLink(string(rec))
	must(t, "open the link", chromedp.Do(ctx, chromedp.Navigate(link)))
	waitFor(t, ctx, `window.stratagem && stratagem.reviewing && stratagem.game === "connect" && stratagem.ply === 25`, console)
	screenshot(t, ctx, filepath.Join(shots, "browser-link.png"))
	t.Logf("a link of %d letters opened Connect Four's game in review", len(link))

	for _, line := range console.lines() {
		t.Logf("console: %s", line)
	}
	t.Logf("screenshots in %s", shots)

	still, square := emptyPageGaps(t, ctx, console)
	t.Logf("the yardstick, an Ebitengine page without the game in the same browser: its screen unchanged, tick gaps %s; a 10-pixel square changed every 20th tick (as the game's thinking dots), %s",
		still, square)
}

// emptyPageGaps loads the yardstick page (testdata/emptypage) in the
// test's browser and measures the gaps between its ticks over 4 s, first
// with its screen unchanged, then with a 10-pixel square changed every
// 20th tick. The difference is what showing any change costs in this
// browser, whatever the page draws (docs/web.md).
func emptyPageGaps(t *testing.T, ctx context.Context, console *consoleLog) (still, square gapStats) {
	t.Helper()
	dir := buildWasm(t, "./testdata/emptypage", false)
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	measure := func(query string) gapStats {
		must(t, "open the yardstick page", chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/"+query)))
		waitFor(t, ctx, `window.emptyPage && emptyPage.ticks > 10`, console)
		time.Sleep(time.Second)
		must(t, "reset the yardstick", chromedp.Do(ctx, void(chromedp.Evaluate[bool](`emptyPageReset = true; true`))))
		time.Sleep(4 * time.Second)
		g, err := chromedp.Run(ctx, chromedp.Evaluate[gapStats](`emptyPage`))
		must(t, "read the yardstick", err)
		return g
	}
	return measure(""), measure("?every=20")
}

// press presses key (a character or one of package kb's keys) and lets
// it go once the game has run two ticks (see click).
func press(t *testing.T, ctx context.Context, key string) {
	t.Helper()
	for _, r := range key {
		events := kb.Encode(r)
		for i, ev := range events {
			if i == len(events)-1 {
				ticks(t, ctx, 2)
			}
			must(t, fmt.Sprintf("key %q", key), chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
				_, err := cdp.Call(ctx, tg, input.DispatchKeyEvent, *ev)
				return err
			})))
		}
	}
}

// consoleLog keeps what the page wrote on its console and its uncaught
// exceptions.
type consoleLog struct {
	mu  sync.Mutex
	out []string
}

func (c *consoleLog) listen(ev any) {
	var line string
	switch ev := ev.(type) {
	case *cdpruntime.EventConsoleAPICalled:
		var args []string
		for _, a := range ev.Args {
			if a.Value != nil {
				args = append(args, string(a.Value))
			} else {
				args = append(args, a.Description)
			}
		}
		line = string(ev.Type) + ": " + strings.Join(args, " ")
	case *cdpruntime.EventExceptionThrown:
		line = "exception: " + ev.ExceptionDetails.Text + " " + exceptionText(ev.ExceptionDetails)
	default:
		return
	}
	c.mu.Lock()
	c.out = append(c.out, line)
	c.mu.Unlock()
}

func (c *consoleLog) lines() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]string(nil), c.out...)
}

// findChrome returns the path of Chromium or Chrome.
func findChrome(t *testing.T) string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Fatal("STRATAGEM_BROWSER_TESTS=1 but no chromium found: scripts/install-deps.sh --test installs it")
	return ""
}

// buildWasm builds the WebAssembly program pkg, with the page and Go's
// wasm_exec.js beside it, into a temporary folder; strip drops the names
// of functions, as `make web` does.
func buildWasm(t *testing.T, pkg string, strip bool) string {
	t.Helper()
	dir := t.TempDir()
	args := []string{"build", "-trimpath", "-o", filepath.Join(dir, "stratagem.wasm")}
	if strip {
		args = append(args, "-ldflags=-s -w")
	}
	cmd := exec.Command("go", append(args, pkg)...)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building %s for the browser: %v\n%s", pkg, err, out)
	}
	root := strings.TrimSpace(string(must1(t, exec.Command("go", "env", "GOROOT").Output)))
	js := filepath.Join(root, "lib", "wasm", "wasm_exec.js")
	if _, err := os.Stat(js); err != nil {
		js = filepath.Join(root, "misc", "wasm", "wasm_exec.js")
	}
	for from, to := range map[string]string{js: "wasm_exec.js", "index.html": "index.html"} {
		data, err := os.ReadFile(from)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, to), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// pageState is window.stratagem.
type pageState struct {
	Scene             string
	Game              string
	Ply               int
	Thinking          bool
	Reviewing         bool
	Frames            gapStats
	ThinkingFrames    gapStats
	MaxUpdateMs       float64
	MaxDrawMs         float64
	ThinkingMaxDrawMs float64
	MeanUpdateMs      float64
	MeanDrawMs        float64
	Drawn             int64
}

type gapStats struct {
	Ticks  int64
	MeanMs float64
	MaxMs  float64
	Over50 int64
}

func (g gapStats) String() string {
	return fmt.Sprintf("%d ticks, mean %.1f ms, max %.1f ms, %d over 50 ms", g.Ticks, g.MeanMs, g.MaxMs, g.Over50)
}

func state(t *testing.T, ctx context.Context) pageState {
	t.Helper()
	st, err := chromedp.Run(ctx, chromedp.Evaluate[pageState](`window.stratagem`))
	must(t, "read window.stratagem", err)
	return st
}

// pageFrames is the page's count of its animation frames since the last
// pageFrames.reset(), their longest gap, how many gaps were over 50 ms,
// and the page's long tasks meanwhile.
type pageFrames struct {
	Count     int
	MaxMs     float64
	Over50    int
	Tasks     int     // long tasks: the main thread busy over 50 ms at a stretch
	TaskMaxMs float64 // the longest of them
}

func (f pageFrames) String() string {
	return fmt.Sprintf("%d, max gap %.1f ms, %d over 50 ms; long tasks %d, the longest %.0f ms", f.Count, f.MaxMs, f.Over50, f.Tasks, f.TaskMaxMs)
}

// readPageFrames reads window.pageFrames.
func readPageFrames(t *testing.T, ctx context.Context) pageFrames {
	t.Helper()
	f, err := chromedp.Run(ctx, chromedp.Evaluate[pageFrames](`pageFrames`))
	must(t, "read the page's frames", err)
	return f
}

// waitFor polls the page until cond (JavaScript) is true, or fails when
// the test's session ends first.
func waitFor(t *testing.T, ctx context.Context, cond string, console *consoleLog) {
	t.Helper()
	for {
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`!!(`+cond+`)`))
		if err == nil && ok {
			return
		}
		if ctx.Err() != nil {
			t.Fatalf("the session ended waiting for %s (last error %v); console: %q", cond, err, console.lines())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// click moves the mouse to (x, y), presses the left button and releases
// it once the game has run two ticks: the game polls its input once a
// tick, and under a busy processor a tick of software-rendered WebGL may
// come a second or more after the last, so a quick click could pass
// unseen between two ticks.
func click(t *testing.T, ctx context.Context, x, y float64) {
	t.Helper()
	left := func(p *input.DispatchMouseEventParams) { p.Button, p.ClickCount = input.MouseButtonLeft, 1 }
	must(t, fmt.Sprintf("move to (%g, %g)", x, y), chromedp.Do(ctx, chromedp.MouseEvent(chromedp.MouseMoved, x, y)))
	ticks(t, ctx, 2)
	must(t, fmt.Sprintf("press at (%g, %g)", x, y), chromedp.Do(ctx, chromedp.MouseEvent(chromedp.MousePressed, x, y, left)))
	ticks(t, ctx, 2)
	must(t, fmt.Sprintf("release at (%g, %g)", x, y), chromedp.Do(ctx, chromedp.MouseEvent(chromedp.MouseReleased, x, y, left)))
}

// ticks waits until the game has run n more ticks, or at most 10 s: it
// paces the clicks and the screenshots and asserts nothing (an idle game
// may tick slowly or not at all), so giving up only goes on to the next
// step, whose own wait decides.
func ticks(t *testing.T, ctx context.Context, n int64) {
	t.Helper()
	count := func() int64 {
		v, err := chromedp.Run(ctx, chromedp.Evaluate[int64](`stratagem.updates`))
		must(t, "read the ticks", err)
		return v
	}
	end, from := time.Now().Add(10*time.Second), count()
	for count() < from+n && time.Now().Before(end) {
		time.Sleep(20 * time.Millisecond)
	}
}

// screenshot saves the page as a PNG at path and returns it.
func screenshot(t *testing.T, ctx context.Context, path string) image.Image {
	t.Helper()
	buf, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	must(t, "take a screenshot", err)
	if err := os.WriteFile(path, buf, 0o644); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(buf))
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// colours counts the distinct colours of img.
func colours(img image.Image) int {
	seen := map[[4]uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, a := img.At(x, y).RGBA()
			seen[[4]uint32{r, g, bl, a}] = true
		}
	}
	return len(seen)
}

type speed struct{ perSecond float64 }

// searchSpeed runs the browser's speed test natively (see
// cmd/stratagem/web_js.go: Mill's Master from the opening position, the
// fastest of three).
func searchSpeed(t *testing.T) speed {
	var best speed
	for range 3 {
		p, err := millai.Roster.New("master", 1)
		if err != nil {
			t.Fatal(err)
		}
		_, info, err := p.Choose(context.Background(), mill.NewGame(), ai.Limits{})
		if err != nil {
			t.Fatal(err)
		}
		best.perSecond = max(best.perSecond, float64(info.Nodes)/info.Elapsed.Seconds())
	}
	return best
}

// startProfile starts Chromium's sampling profiler of the page's main
// thread (the JavaScript and the WebAssembly on it).
func startProfile(t *testing.T, ctx context.Context) {
	t.Helper()
	must(t, "start the profiler", chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		if _, err := cdp.Call(ctx, tg, profiler.Enable, cdp.Empty{}); err != nil {
			return err
		}
		if _, err := cdp.Call(ctx, tg, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 250}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, tg, profiler.Start, cdp.Empty{})
		return err
	})))
}

// stopProfile stops the profiler, writes to path the time each function
// took on the main thread itself (not in what it called), the largest
// first, and logs the share of "(idle)": time the main thread waited,
// among other things for the browser's GPU process to draw. Function
// names need a build without -ldflags=-s (make web strips them).
func stopProfile(t *testing.T, ctx context.Context, path string) {
	t.Helper()
	var prof *profiler.Profile
	must(t, "stop the profiler", chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		r, err := cdp.Call(ctx, tg, profiler.Stop, cdp.Empty{})
		prof = r.Profile
		return err
	})))
	nodes := map[int64]*profiler.ProfileNode{}
	for _, n := range prof.Nodes {
		nodes[n.ID] = n
	}
	self := map[string]int64{}
	var total int64
	for i, id := range prof.Samples {
		name := nodes[id].CallFrame.FunctionName
		if name == "" {
			name = "(anonymous) " + nodes[id].CallFrame.URL
		}
		self[name] += prof.TimeDeltas[i]
		total += prof.TimeDeltas[i]
	}
	names := slices.SortedFunc(maps.Keys(self), func(a, b string) int { return cmp.Compare(self[b], self[a]) })
	var out strings.Builder
	fmt.Fprintf(&out, "the page's main thread from the click on the board to the answer: %.0f ms sampled\n", float64(total)/1000)
	for _, name := range names {
		fmt.Fprintf(&out, "%9.1f ms %5.1f%%  %s\n", float64(self[name])/1000, 100*float64(self[name])/float64(max(total, 1)), name)
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("profile in %s: the main thread was idle %.0f%% of %.0f ms", path, 100*float64(self["(idle)"])/float64(max(total, 1)), float64(total)/1000)
}

// void drops an action's value.
func void[T any](a chromedp.Action[T]) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := a(ctx, t)
		return err
	})
}

func must(t *testing.T, what string, err error) {
	t.Helper()
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

func must1[T any](t *testing.T, f func() (T, error)) T {
	t.Helper()
	v, err := f()
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func exceptionText(d *cdpruntime.ExceptionDetails) string {
	if d.Exception != nil {
		return d.Exception.Description
	}
	return ""
}
