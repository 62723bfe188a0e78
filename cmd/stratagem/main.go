// Command stratagem is the game: a window with the main menu, or a single
// screen rendered to a PNG, or the computer playing itself.
package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"runtime"

	"cmdline.invalid"
	"cmdline.invalid/version"
	"github.com/hajimehoshi/ebiten/v2"

	"stratagem/assets/lang"
	"stratagem/scenes"
	"stratagem/scenes/all"
	"stratagem/scenes/audio"
	"stratagem/scenes/kept"
	"stratagem/scenes/savegame"
	"stratagem/scenes/settings"
)

// webSetup, set by the web build (web_js.go), connects the game to its page.
var webSetup func(*scenes.App)

// startRecord, set by the web build, opens the game the page's address
// holds (#game=…), if any.
var startRecord func(*scenes.Session)

// browserLanguages, set by the web build, returns the page's
// navigator.languages, most wanted first.
var browserLanguages func() []string

func main() {
	os.Exit(run(os.Args[1:]))
}

func run(args []string) int {
	o, err := cmdline.Parse(args, os.Stderr)
	if err != nil {
		if errors.Is(err, cmdline.ErrHelp) {
			return 0
		}
		fmt.Fprintln(os.Stderr, "stratagem:", err)
		return 2
	}
	if o.Version { // the command line's init answers it first; here for the browser's build
		fmt.Println(cmdline.VersionLine())
		return 0
	}

	path := o.SettingsPath
	if path == "" {
		if path, err = settings.DefaultPath(); err != nil {
			fmt.Fprintln(os.Stderr, "stratagem: warning: settings will not be saved:", err)
			path = ""
		}
	}
	st := settings.Defaults()
	if path != "" {
		var warnings []string
		st, warnings = settings.Load(path)
		for _, w := range warnings {
			fmt.Fprintln(os.Stderr, "stratagem: warning:", w)
		}
	}
	system := lang.System(os.Getenv)
	if browserLanguages != nil {
		system = lang.Preferred(browserLanguages())
	}
	code, warning := lang.Choose(o.Lang, st.Language, system)
	if warning != "" {
		fmt.Fprintln(os.Stderr, "stratagem: warning:", warning)
	}
	if err := lang.Use(code); err != nil {
		fmt.Fprintln(os.Stderr, "stratagem:", err)
		return 2
	}
	if err := lang.Err(); err != nil {
		fmt.Fprintln(os.Stderr, "stratagem: warning:", err)
	}
	if o.Fullscreen {
		st.Fullscreen = true
	}
	if o.Screenshot != "" {
		st.Fullscreen = false // a screenshot has the window's own size
	}

	browser := runtime.GOOS == "js"
	if browser {
		// A page may enter full screen only right after a click or key:
		// F11 or Options does it, never the saved setting at the start.
		st.Fullscreen = false
	}
	useAudio := o.Audio && !o.Mute && o.Screenshot == ""
	snd := audio.New(useAudio && !browser)
	if useAudio && browser {
		snd = audio.Deferred() // a browser allows sound after the first click or key
	}
	s := scenes.NewSession(st, path, snd, all.Games()...)
	s.Browser = browser
	s.Version = version.String()
	s.SavePath = savegame.PathBeside(path) // the game in progress, beside the settings
	s.RecordsPath = kept.PathBeside(path)  // the games played, beside the settings
	if o.Screenshot != "" {
		s.ReadOnly = true // rendering a screen never rewrites the player's settings or saved game
	}
	if o.Seed != 0 {
		s.Seed = o.Seed
	}
	switch {
	case o.Autoplay != "":
		err = scenes.Autoplay(s, o.Autoplay, o.Blue, o.Red)
	case o.Scene != "":
		err = scenes.OpenScene(s, o.Scene)
	case o.Open != "":
		err = scenes.OpenRecordFile(s, o.Open)
	default:
		s.Stack.Reset(scenes.NewMainMenu())
		if startRecord != nil {
			startRecord(s) // a browser's link to a game
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "stratagem:", err)
		return 2
	}

	g := scenes.NewApp(s)
	g.Screenshot, g.SettleFrames = o.Screenshot, 12
	g.QuitAfter = o.QuitAfter
	if webSetup != nil {
		webSetup(g)
	}
	if useAudio {
		snd.StartMusic()
	}

	ebiten.SetWindowTitle("Stratagem")
	ebiten.SetWindowSize(o.Width, o.Height)
	// Smaller than this, the panels' small print would fall under about
	// ten pixels; -window may ask for less (how a small screen looks).
	ebiten.SetWindowSizeLimits(min(1024, o.Width), min(576, o.Height), -1, -1)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetFullscreen(st.Fullscreen)
	err = scenes.Run(g)
	// However the game ended, the last move's save (and the last game's
	// record and statistics, and the last puzzle solved) may still be
	// being written: wait for them before the program ends (or starts
	// afresh).
	s.FlushAll()
	if o.FrameStats {
		fmt.Println(g.FrameStats())
	}
	if err != nil && useAudio && audio.IsAudioError(err) {
		// The sound device failed after the start-up check (e.g. it was
		// unplugged). Ebitengine cannot run a second game in this process,
		// so carry on silently in a fresh one.
		fmt.Fprintln(os.Stderr, "stratagem: warning: sound failed, continuing without it:", err)
		return rerunSilently(args)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "stratagem:", err)
		return 1
	}
	return 0
}

// rerunSilently starts this program again with -audio=false and the same flags.
func rerunSilently(args []string) int {
	exe, err := os.Executable()
	if err != nil {
		fmt.Fprintln(os.Stderr, "stratagem:", err)
		return 1
	}
	cmd := exec.Command(exe, append(append([]string(nil), args...), "-audio=false")...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		if ee, ok := err.(*exec.ExitError); ok {
			return ee.ExitCode()
		}
		fmt.Fprintln(os.Stderr, "stratagem:", err)
		return 1
	}
	return 0
}
