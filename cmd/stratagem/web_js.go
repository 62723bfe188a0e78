//go:build js

package main

import (
	"context"
	"net/url"
	"strings"
	"syscall/js"
	"time"

	"stratagem/ai"
	"stratagem/ai/millai"
	"stratagem/ai/yield"
	"stratagem/board/mill"
	"stratagem/scenes"
	"stratagem/scenes/gaps"
	"stratagem/scenes/kept"
)

// In a browser the game tells the page about itself through the global
// window.stratagem, an object made afresh each time the page reads it (a
// getter: nothing is done on the frame loop for it; the browser test reads
// it, and anyone can look at it in the console):
//
//	scene, game, ply, thinking   the scene on top (scenes.State)
//	reviewing                    the game on top is in its review
//	frames                       tick gaps over the whole run
//	thinkingFrames               tick gaps while the computer thinks
//	maxUpdateMs, maxDrawMs       the slowest update and draw
//	thinkingMaxDrawMs            the slowest draw while the computer thinks
//	meanUpdateMs, meanDrawMs     the mean update (a tick) and draw (a frame drawn)
//	drawn, updates               the frames drawn, the ticks run
//
// each gap record being {ticks, meanMs, maxMs, over50}. The page's address
// may set the AI's time slice and pause (?yield=4ms,0s, see ai/yield),
// and window.stratagemBench() measures the search speed (see bench).
func init() {
	browserLanguages = func() []string {
		var out []string
		if l := js.Global().Get("navigator").Get("languages"); l.Truthy() {
			for i := range l.Length() {
				out = append(out, l.Index(i).String())
			}
		}
		return out
	}
	startRecord = openLinkedGame
	webSetup = func(g *scenes.App) {
		configureYield()
		g.S.LinkBase = pageAddress()
		js.Global().Get("Object").Call("defineProperty", js.Global(), "stratagem", map[string]any{
			"configurable": true,
			"get": js.FuncOf(func(js.Value, []js.Value) any {
				return state(g)
			}),
		})
		js.Global().Set("stratagemBench", js.FuncOf(func(js.Value, []js.Value) any {
			go bench()
			return nil
		}))
		if el := js.Global().Get("document").Call("getElementById", "loading"); el.Truthy() {
			el.Get("style").Set("display", "none")
		}
	}
}

// configureYield reads ?yield=SLICE,PAUSE from the page's address: a
// pause of 0 posts a message, more sleeps, less calls runtime.Gosched.
func configureYield() {
	href := js.Global().Get("location").Get("href").String()
	u, err := url.Parse(href)
	if err != nil {
		return
	}
	v := u.Query().Get("yield")
	if v == "" {
		return
	}
	slice, pause, _ := strings.Cut(v, ",")
	s, err1 := time.ParseDuration(slice)
	p, err2 := time.ParseDuration(pause)
	if err1 != nil || err2 != nil {
		js.Global().Get("console").Call("warn", "stratagem: ?yield wants SLICE,PAUSE such as 4ms,0s; got "+v)
		return
	}
	yield.Configure(s, p)
}

// state is window.stratagem's value (see init).
func state(g *scenes.App) map[string]any {
	st := g.State()
	return map[string]any{
		"scene":             st.Scene,
		"game":              st.Game,
		"ply":               st.Ply,
		"thinking":          st.Thinking,
		"reviewing":         st.Reviewing,
		"frames":            g.Gaps.Page(),
		"thinkingFrames":    g.ThinkingGaps.Page(),
		"maxUpdateMs":       gaps.Millis(g.MaxUpdate),
		"maxDrawMs":         gaps.Millis(g.MaxDraw),
		"thinkingMaxDrawMs": gaps.Millis(g.ThinkingMaxDraw),
		"meanUpdateMs":      gaps.Millis(g.MeanUpdate()),
		"meanDrawMs":        gaps.Millis(g.MeanDraw()),
		"drawn":             g.Frames,
		"updates":           g.Updates,
	}
}

// bench runs Mill's Master player (a fixed 200 000-position search) on the
// opening position three times while the game goes on, and sets
// window.stratagemBenchResult to the fastest run's {nodes, ms,
// nodesPerSecond}, or {error}. The fastest of three is the one least
// disturbed by whatever else the machine does.
func bench() {
	set := func(v map[string]any) { js.Global().Set("stratagemBenchResult", v) }
	var best ai.Info
	for range 3 {
		p, err := millai.Roster.New("master", 1)
		if err != nil {
			set(map[string]any{"error": err.Error()})
			return
		}
		_, info, err := p.Choose(context.Background(), mill.NewGame(), ai.Limits{})
		if err != nil {
			set(map[string]any{"error": err.Error()})
			return
		}
		if best.Elapsed == 0 || info.Elapsed < best.Elapsed {
			best = info
		}
	}
	set(map[string]any{"nodes": best.Nodes, "ms": best.Elapsed.Milliseconds(),
		"nodesPerSecond": float64(best.Nodes) / best.Elapsed.Seconds()})
}

// pageAddress is the page's address without its fragment: the start of a
// link to a game (Copy link).
func pageAddress() string {
	loc := js.Global().Get("location")
	return loc.Get("origin").String() + loc.Get("pathname").String() + loc.Get("search").String()
}

// openLinkedGame opens the game the page's address holds (#game=…, see
// kept.EncodeLink) in review over the main menu; a damaged link is said
// on screen, and the menu stays.
func openLinkedGame(s *scenes.Session) {
	s.LinkBase = pageAddress()
	text, ok, err := kept.DecodeLink(js.Global().Get("location").Get("hash").String())
	switch {
	case !ok:
	case err != nil:
		s.OpenFailed("#game=", err)
	default:
		s.OpenText(text, "#game=")
	}
}
