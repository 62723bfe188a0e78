package main

import (
	"crypto/sha256"
	"fmt"
	"image"
	"image/png"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"stratagem/scenes"
	"stratagem/scenes/all"
	"stratagem/scenes/scenetest"
)

// buildGame compiles the game once for the real-window tests, or skips them
// where there is no display (make test runs them under Xvfb and insists).
func buildGame(t *testing.T) string {
	t.Helper()
	if os.Getenv("DISPLAY") == "" {
		if os.Getenv("STRATAGEM_WINDOW_TESTS") != "" {
			t.Fatal("STRATAGEM_WINDOW_TESTS is set but there is no DISPLAY: run under xvfb-run")
		}
		t.Skip("no DISPLAY: the real-window tests run under xvfb-run (make test)")
	}
	return compileGame(t)
}

// compileGame builds the game once for all of this package's tests that
// run it (each build is a link of several seconds; no test changes the
// program), into a folder TestMain removes.
func compileGame(t *testing.T) string {
	t.Helper()
	built.once.Do(func() {
		built.dir, built.err = os.MkdirTemp("", "stratagem-test-")
		if built.err != nil {
			return
		}
		built.bin = filepath.Join(built.dir, "stratagem")
		built.out, built.err = exec.Command("go", "build", "-o", built.bin, ".").CombinedOutput()
	})
	if built.err != nil {
		t.Fatalf("build: %v\n%s", built.err, built.out)
	}
	return built.bin
}

// built is the game compileGame built.
var built struct {
	once     sync.Once
	dir, bin string
	out      []byte
	err      error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if built.dir != "" {
		os.RemoveAll(built.dir)
	}
	os.Exit(code)
}

// -scene with -screenshot renders a screen through the whole program and
// exits: a PNG of the window's size, not blank, and each screen its own.
// Every -scene is drawn in every language inside one process by
// scenes/all's TestEveryScreenInEveryLanguage, which also looks at each
// one's pixels; here one screen of each kind goes through the command line.
func TestScreenshotsThroughTheCommandLine(t *testing.T) {
	bin := buildGame(t)
	dir := t.TempDir()
	seen := map[[32]byte]string{}
	names := []string{"menu", "choose", "options", "records", "statistics", "puzzles"}
	for _, g := range all.Games() {
		names = append(names, g.ID+"-setup")
		if g.HowTo != nil {
			names = append(names, "howto-"+g.ID)
		}
		if len(g.Samples) > 0 {
			names = append(names, g.Samples[0].Name)
		}
	}
	known := scenes.SceneNames(all.Games())
	for _, name := range names {
		if !slices.Contains(known, name) {
			t.Fatalf("-scene %s is not a scene", name)
		}
	}
	// Two at a time: a run spends about half its time waiting on the
	// display and the disk, so two overlap without slowing each other.
	outs, errs := make([][]byte, len(names)), make([]error, len(names))
	next := make(chan int)
	var wg sync.WaitGroup
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				file := filepath.Join(dir, names[i]+".png")
				cmd := exec.Command(bin, "-scene", names[i], "-screenshot", file, "-settings", filepath.Join(dir, "settings.json"), "-seed", "1")
				outs[i], errs[i] = cmd.CombinedOutput()
			}
		}()
	}
	for i := range names {
		next <- i
	}
	close(next)
	wg.Wait()
	for i, name := range names {
		file := filepath.Join(dir, name+".png")
		if errs[i] != nil {
			t.Fatalf("-scene %s: %v\n%s", name, errs[i], outs[i])
		}
		img := readPNG(t, file)
		b := img.Bounds()
		if b.Dx() < 640 || b.Dy() < 360 {
			t.Errorf("-scene %s: screenshot is only %v", name, b)
		}
		if n := scenetest.Colours(img); n < 20 {
			t.Errorf("-scene %s: screenshot looks blank (%d colours)", name, n)
		}
		data, _ := os.ReadFile(file)
		sum := sha256.Sum256(data)
		if other, dup := seen[sum]; dup {
			t.Errorf("-scene %s looks exactly like -scene %s", name, other)
		}
		seen[sum] = name
	}
	for _, f := range []string{"settings.json", "savegame.json"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err == nil {
			t.Errorf("a screenshot run must not write %s", f)
		}
	}
}

func readPNG(t *testing.T, file string) image.Image {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	return img
}

func TestAutoplayFrameStats(t *testing.T) {
	bin := buildGame(t)
	cmd := exec.Command(bin, "-autoplay", "mill", "-blue", "easy", "-red", "normal", "-frame-stats", "-quit-after", "4s", "-mute",
		"-settings", filepath.Join(t.TempDir(), "settings.json"))
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("autoplay: %v\n%s", err, out)
	}
	re := regexp.MustCompile(`(?m)^frames (\d+), max update [0-9.]+ ms, max draw [0-9.]+ ms; mean update [0-9.]+ ms, mean draw [0-9.]+ ms$`)
	m := re.FindStringSubmatch(string(out))
	if m == nil {
		t.Fatalf("no frame statistics line in %q", out)
	}
	if m[1] == "0" || len(m[1]) < 2 {
		t.Errorf("autoplay drew only %s frames in 4 s", m[1])
	}
}

func TestBadFlagsExit2(t *testing.T) {
	bin := compileGame(t)
	for _, args := range [][]string{{"-no-such-flag"}, {"-scene", "nowhere"}, {"-autoplay", "chess"}, {"stray"}} {
		cmd := exec.Command(bin, args...)
		out, err := cmd.CombinedOutput()
		ee, ok := err.(*exec.ExitError)
		if !ok || ee.ExitCode() != 2 {
			t.Errorf("%v: want exit status 2, got %v\n%s", args, err, out)
			continue
		}
		if !strings.Contains(string(out), "stratagem") {
			t.Errorf("%v: message should name the program: %s", args, out)
		}
	}
}

// Without a display the game still answers its command line: the help, the
// usage after bad flags, and otherwise a plain message that it needs a
// display — never Ebitengine's panic (cmd/stratagem/cmdline).
func TestWithoutADisplay(t *testing.T) {
	bin := compileGame(t)
	for _, tc := range []struct {
		args   []string
		status int
		says   string
	}{
		{[]string{"-help"}, 0, "usage: stratagem"},
		{[]string{"-no-such-flag"}, 2, "usage: stratagem"},
		{nil, 1, "needs a display"},
	} {
		cmd := exec.Command(bin, tc.args...)
		for _, e := range os.Environ() {
			if !strings.HasPrefix(e, "DISPLAY=") {
				cmd.Env = append(cmd.Env, e)
			}
		}
		out, err := cmd.CombinedOutput()
		status := 0
		if ee, ok := err.(*exec.ExitError); ok {
			status = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		if status != tc.status || !strings.Contains(string(out), tc.says) || strings.Contains(string(out), "panic") {
			t.Errorf("%v without DISPLAY: status %d, output:\n%s\nwant status %d and %q", tc.args, status, out, tc.status, tc.says)
		}
	}
}

// -version prints the build's version and exits, with a display or without
// one (before Ebitengine starts): a release, the commit the game was built
// from (this test's build is one, made inside git), or "unknown". The
// stamp the Makefile gives is checked by cmdline/version's TestStamp, and
// on the downloads' game by scripts/dist-test.sh.
func TestVersion(t *testing.T) {
	bin := compileGame(t)
	line := regexp.MustCompile(`^stratagem (v\S+|[0-9a-f]{12}(-modified)?( \(\d{4}-\d\d-\d\d\))?|unknown)\n$`)
	for _, display := range []bool{false, true} {
		cmd := exec.Command(bin, "-version")
		for _, e := range os.Environ() {
			if display || !strings.HasPrefix(e, "DISPLAY=") {
				cmd.Env = append(cmd.Env, e)
			}
		}
		out, err := cmd.CombinedOutput()
		if err != nil || !line.Match(out) {
			t.Errorf("-version (display %v): %v, output %q", display, err, out)
		}
	}
}

// A display that answers its socket but refuses the game (no or the
// wrong authorisation, a server still starting) gets the same plain
// message, with the server's reason, and never Ebitengine's panic: a fake
// X server that refuses every client; and, under xvfb-run, the real
// server without its cookie, which either lets the game in or refuses it
// in words.
func TestRefusedDisplay(t *testing.T) {
	bin := compileGame(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Skip("no loopback here:", err)
	}
	defer ln.Close()
	port := ln.Addr().(*net.TCPAddr).Port
	if port <= 6000 {
		t.Skip("the listener's port is below the X range")
	}
	const reason = "Authorization required, but no authorization protocol specified"
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			// Failed (0), the reason's length, protocol 11.0, the reason in 4-byte units, the reason.
			words := (len(reason) + 3) / 4
			reply := append([]byte{0, byte(len(reason)), 11, 0, 0, 0, byte(words), 0}, reason...)
			c.Write(append(reply, make([]byte, words*4-len(reason))...))
			c.Close()
		}
	}()
	run := func(display string, args ...string) (int, string) {
		cmd := exec.Command(bin, args...)
		for _, e := range os.Environ() {
			if !strings.HasPrefix(e, "DISPLAY=") && !strings.HasPrefix(e, "XAUTHORITY=") {
				cmd.Env = append(cmd.Env, e)
			}
		}
		cmd.Env = append(cmd.Env, "DISPLAY="+display, "XAUTHORITY="+filepath.Join(t.TempDir(), "none"))
		out, err := cmd.CombinedOutput()
		if ee, ok := err.(*exec.ExitError); ok {
			return ee.ExitCode(), string(out)
		} else if err != nil {
			t.Fatal(err)
		}
		return 0, string(out)
	}
	status, out := run(fmt.Sprintf("127.0.0.1:%d", port-6000))
	if status != 1 || !strings.Contains(out, "needs a display") || !strings.Contains(out, reason) || strings.Contains(out, "panic") {
		t.Errorf("a refusing display: status %d, output:\n%s", status, out)
	}
	if d := os.Getenv("DISPLAY"); d != "" {
		dir := t.TempDir()
		status, out := run(d, "-scene", "menu", "-screenshot", filepath.Join(dir, "menu.png"), "-settings", filepath.Join(dir, "s.json"))
		if strings.Contains(out, "panic") || (status != 0 && !strings.Contains(out, "needs a display")) {
			t.Errorf("the real display without its cookie: status %d, output:\n%s", status, out)
		}
		t.Logf("the real display without its cookie: status %d: %s", status, out)
	}
}

// -lang CODE draws the screen in that language: the main menu in Croatian
// and in Estonian differs from the English one, and a language chosen in the
// settings is what a start without -lang shows (the flag wins over it).
func TestLanguageFlag(t *testing.T) {
	bin := buildGame(t)
	dir := t.TempDir()
	shot := func(name string, args ...string) [32]byte {
		file := filepath.Join(dir, name+".png")
		args = append([]string{"-scene", "menu", "-screenshot", file, "-settings", filepath.Join(dir, "settings-"+name+".json")}, args...)
		if out, err := exec.Command(bin, args...).CombinedOutput(); err != nil {
			t.Fatalf("%v: %v\n%s", args, err, out)
		}
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		return sha256.Sum256(data)
	}
	// Two languages besides English: every language's every screen is
	// drawn by scenes/all's TestEveryScreenInEveryLanguage, and
	// TestCommandLineKnowsTheLanguages checks that -lang takes every code.
	english := shot("en", "-lang", "en")
	seen := map[[32]byte]string{english: "en"}
	for _, code := range []string{"hr", "et"} {
		sum := shot(code, "-lang", code)
		if other, ok := seen[sum]; ok {
			t.Errorf("the menu in %s looks exactly like the menu in %s", code, other)
		}
		seen[sum] = code
	}
	// A saved language without -lang, and -lang over it.
	if err := os.WriteFile(filepath.Join(dir, "settings-saved.json"), []byte(`{"language": "hr"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if seen[shot("saved")] != "hr" {
		t.Errorf("a start without -lang does not follow the saved language")
	}
	if err := os.WriteFile(filepath.Join(dir, "settings-both.json"), []byte(`{"language": "hr"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if seen[shot("both", "-lang", "et")] != "et" {
		t.Errorf("-lang et does not win over the saved language")
	}
}
