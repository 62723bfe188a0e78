package cmdline

import (
	"errors"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		args    []string
		wantErr string // "" none, "help" ErrHelp, else a part of the message
		check   func(o *Options) bool
	}{
		{nil, "", func(o *Options) bool { return o.Audio && !o.Mute && o.Scene == "" }},
		{[]string{"-mute", "-seed", "7"}, "", func(o *Options) bool { return o.Mute && o.Seed == 7 }},
		{[]string{"-screenshot", "x.png"}, "", func(o *Options) bool { return o.Scene == "menu" }},
		{[]string{"-autoplay", "mill", "-quit-after", "3s"}, "", func(o *Options) bool { return o.Autoplay == "mill" && o.QuitAfter.Seconds() == 3 }},
		{[]string{"-help"}, "help", nil},
		{[]string{"-h"}, "help", nil},
		{[]string{"-no-such-flag"}, "not defined", nil},
		{[]string{"-seed", "many"}, "invalid value", nil},
		{[]string{"stray"}, "unexpected argument", nil},
		{[]string{"-scene", "menu", "-autoplay", "mill"}, "cannot be used together", nil},
		{[]string{"-lang", "fi"}, "", func(o *Options) bool { return o.Lang == "fi" }},
		{[]string{"-open", "game.txt", "-screenshot", "x.png"}, "", func(o *Options) bool { return o.Open == "game.txt" && o.Scene == "" }},
		{[]string{"-open", "game.txt", "-scene", "menu"}, "-open cannot be used with -scene or -autoplay", nil},
		{[]string{"-lang", "et", "-scene", "menu"}, "", func(o *Options) bool { return o.Lang == "et" }},
		{[]string{"-lang", "de"}, "en (English), fi (Suomi), es (Español), hr (Hrvatski), et (Eesti)", nil},
		{[]string{"-lang", "FI"}, "no such language", nil},
	} {
		var out strings.Builder
		o, err := Parse(tc.args, &out)
		switch {
		case tc.wantErr == "" && err != nil:
			t.Errorf("%v: %v", tc.args, err)
		case tc.wantErr == "help" && !errors.Is(err, ErrHelp):
			t.Errorf("%v: want ErrHelp, got %v", tc.args, err)
		case tc.wantErr != "" && tc.wantErr != "help" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)):
			t.Errorf("%v: want an error about %q, got %v", tc.args, tc.wantErr, err)
		case tc.check != nil && err == nil && !tc.check(o):
			t.Errorf("%v: options %+v", tc.args, o)
		}
		if err != nil && !strings.Contains(out.String(), "usage: stratagem") {
			t.Errorf("%v: the usage should be printed with the error, got %q", tc.args, out.String())
		}
	}
}

func TestHeadless(t *testing.T) {
	why := errors.New("no display (DISPLAY is not set)")
	for _, tc := range []struct {
		args   []string
		status int
		says   string
	}{
		{[]string{"-help"}, 0, "usage: stratagem"},
		{[]string{"-bogus"}, 2, "usage: stratagem"},
		{nil, 1, "needs a display"},
		{[]string{"-scene", "mill"}, 1, "xvfb-run"},
	} {
		var out strings.Builder
		if got := Headless(tc.args, &out, why); got != tc.status || !strings.Contains(out.String(), tc.says) {
			t.Errorf("%v: status %d, output %q; want %d and %q", tc.args, got, out.String(), tc.status, tc.says)
		}
		if strings.Contains(out.String(), "panic") {
			t.Errorf("%v: %q", tc.args, out.String())
		}
	}
}
