// Command stratagem is the game: a window with the main menu, or a single
// screen rendered to a PNG, or the computer playing itself.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"stratagem/scenes"
	"stratagem/scenes/audio"
	"stratagem/scenes/settings"
)

type options struct {
	mute         bool
	audio        bool
	scene        string
	screenshot   string
	autoplay     string
	blue, red    string
	frameStats   bool
	quitAfter    time.Duration
	settingsPath string
	seed         uint64
	fullscreen   bool
}

func parseFlags(args []string, stderr io.Writer) (*options, error) {
	o := &options{}
	fs := flag.NewFlagSet("stratagem", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.BoolVar(&o.mute, "mute", false, "run without sound (same as -audio=false)")
	fs.BoolVar(&o.audio, "audio", true, "use the sound device")
	fs.StringVar(&o.scene, "scene", "", "open this screen: "+strings.Join(scenes.SceneNames(games()), ", "))
	fs.StringVar(&o.screenshot, "screenshot", "", "write a PNG of the screen once it has settled, then exit")
	fs.StringVar(&o.autoplay, "autoplay", "", "the computer plays both sides of this game ("+gameIDs()+")")
	fs.StringVar(&o.blue, "blue", "", "computer for Blue with -autoplay (default: "+autoplayDefaults(0)+")")
	fs.StringVar(&o.red, "red", "", "computer for Red with -autoplay (default: "+autoplayDefaults(1)+")")
	fs.BoolVar(&o.frameStats, "frame-stats", false, "print frame count and the slowest update and draw at exit")
	fs.DurationVar(&o.quitAfter, "quit-after", 0, "end the game after this long (e.g. 30s)")
	fs.StringVar(&o.settingsPath, "settings", "", "settings file (default: the user config directory)")
	fs.Uint64Var(&o.seed, "seed", 0, "seed for the computer's random choices (0: from the clock)")
	fs.BoolVar(&o.fullscreen, "fullscreen", false, "start in full screen")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: stratagem [flags]")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if fs.NArg() > 0 {
		fs.Usage()
		return nil, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if o.screenshot != "" && o.scene == "" && o.autoplay == "" {
		o.scene = "menu"
	}
	if o.scene != "" && o.autoplay != "" {
		fs.Usage()
		return nil, errors.New("-scene and -autoplay cannot be used together")
	}
	return o, nil
}

func main() {
	os.Exit(run(os.Args[1:]))
}

func run(args []string) int {
	o, err := parseFlags(args, os.Stderr)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		fmt.Fprintln(os.Stderr, "stratagem:", err)
		return 2
	}

	path := o.settingsPath
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
	if o.fullscreen {
		st.Fullscreen = true
	}
	if o.screenshot != "" {
		st.Fullscreen = false // a screenshot has the window's own size
	}

	useAudio := o.audio && !o.mute && o.screenshot == ""
	snd := audio.New(useAudio)
	s := scenes.NewSession(st, path, snd, games()...)
	if o.screenshot != "" {
		s.ReadOnly = true // rendering a screen never rewrites the player's settings
	}
	if o.seed != 0 {
		s.Seed = o.seed
	}
	switch {
	case o.autoplay != "":
		err = scenes.Autoplay(s, o.autoplay, o.blue, o.red)
	case o.scene != "":
		err = scenes.OpenScene(s, o.scene)
	default:
		s.Stack.Reset(scenes.NewMainMenu())
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "stratagem:", err)
		return 2
	}

	g := scenes.NewGame(s)
	g.Screenshot, g.SettleFrames = o.screenshot, 12
	g.QuitAfter = o.quitAfter
	if useAudio {
		snd.StartMusic()
	}

	ebiten.SetWindowTitle("Stratagem")
	ebiten.SetWindowSize(1280, 720)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetFullscreen(st.Fullscreen)
	err = scenes.Run(g)
	if o.frameStats {
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
