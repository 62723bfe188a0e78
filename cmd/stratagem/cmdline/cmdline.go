package cmdline

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"
)

// Options are the game's command-line options.
type Options struct {
	Mute         bool
	Audio        bool
	Scene        string
	Open         string // a game record to open in review (-open)
	Screenshot   string
	Autoplay     string
	Blue, Red    string
	FrameStats   bool
	QuitAfter    time.Duration
	SettingsPath string
	Seed         uint64
	Fullscreen   bool
	Version      bool   // print the version and exit
	Lang         string // a code of Languages, or "" (the settings', else the system's)
	// Width and Height are the window's size at the start (-window).
	Width, Height int
}

// Languages are the codes -lang accepts with the languages' names in
// themselves, as assets/lang has them (a test of the game checks they
// agree; this module cannot import the game's packages).
var Languages = [][2]string{{"en", "English"}, {"fi", "Suomi"}, {"es", "Español"}, {"hr", "Hrvatski"}, {"et", "Eesti"}}

// languageList is "en (English), fi (Suomi), …".
func languageList() string {
	var out []string
	for _, l := range Languages {
		out = append(out, l[0]+" ("+l[1]+")")
	}
	return strings.Join(out, ", ")
}

// ErrHelp is returned by Parse after -h or -help has printed the help.
var ErrHelp = flag.ErrHelp

// Parse reads the command line (without the program's name). On an error
// the flag set has printed the usage to stderr; after -help it returns
// ErrHelp.
func Parse(args []string, stderr io.Writer) (*Options, error) {
	o := &Options{}
	fs := flag.NewFlagSet("stratagem", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.BoolVar(&o.Mute, "mute", false, "run without sound (same as -audio=false)")
	fs.BoolVar(&o.Audio, "audio", true, "use the sound device")
	fs.StringVar(&o.Scene, "scene", "", "open the screen `NAME` (menu, options, setup, a game's screens; an unknown name lists them all)")
	fs.StringVar(&o.Open, "open", "", "open the game record `FILE` in review (docs/records.md); with -screenshot, render it and exit")
	fs.StringVar(&o.Screenshot, "screenshot", "", "write a PNG `FILE` of the screen once it has settled, then exit")
	fs.StringVar(&o.Autoplay, "autoplay", "", "the computer plays both sides of `GAME` (mill, hex, connect, mech, …)")
	fs.StringVar(&o.Blue, "blue", "", "computer `PLAYER` for Blue with -autoplay (default: the game's own)")
	fs.StringVar(&o.Red, "red", "", "computer `PLAYER` for Red with -autoplay (default: the game's own)")
	fs.BoolVar(&o.FrameStats, "frame-stats", false, "print the frame count, the slowest and mean update and draw, and the gaps between ticks at exit")
	fs.DurationVar(&o.QuitAfter, "quit-after", 0, "end the game after this long (e.g. 30s)")
	fs.StringVar(&o.SettingsPath, "settings", "", "settings `FILE` (default: the user config directory)")
	fs.Uint64Var(&o.Seed, "seed", 0, "seed for the computer's random choices (0: from the clock)")
	fs.BoolVar(&o.Fullscreen, "fullscreen", false, "start in full screen")
	fs.BoolVar(&o.Version, "version", false, "print the game's version and exit (no display needed)")
	window := fs.String("window", "1280x720", "the window's `SIZE` at the start, width x height (a small one, e.g. 640x400, shows the game as a small screen or a browser's page would)")
	fs.StringVar(&o.Lang, "lang", "", "the language of the game's words, by its `CODE`: "+languageList()+
		" (default: the one chosen in Options, else the system's)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: stratagem [flags]")
		fmt.Fprintln(stderr, "The game opens a window: it needs a display (on a machine without one, run it under xvfb-run).")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if fs.NArg() > 0 {
		fs.Usage()
		return nil, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if o.Lang != "" && !slices.ContainsFunc(Languages, func(l [2]string) bool { return l[0] == o.Lang }) {
		fs.Usage()
		return nil, fmt.Errorf("-lang %s: no such language; the languages are %s", o.Lang, languageList())
	}
	if n, err := fmt.Sscanf(*window, "%dx%d", &o.Width, &o.Height); n != 2 || err != nil || o.Width < 320 || o.Height < 200 {
		fs.Usage()
		return nil, fmt.Errorf("-window %s: a size such as 1280x720, at least 320x200", *window)
	}
	if o.Screenshot != "" && o.Scene == "" && o.Autoplay == "" && o.Open == "" {
		o.Scene = "menu"
	}
	if o.Scene != "" && o.Autoplay != "" {
		fs.Usage()
		return nil, errors.New("-scene and -autoplay cannot be used together")
	}
	if o.Open != "" && (o.Scene != "" || o.Autoplay != "") {
		fs.Usage()
		return nil, errors.New("-open cannot be used with -scene or -autoplay")
	}
	return o, nil
}
