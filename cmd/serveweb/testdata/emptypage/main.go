//go:build js

// Command emptypage is the browser test's yardstick: an Ebitengine page
// with nothing of the game in it, on the same 1280×720 screen. It counts
// the gaps between its ticks with the game's own counter (scenes/gaps)
// and publishes them as the game does, through a getter that does its
// work only when the page reads it: window.emptyPage, reset by setting
// window.emptyPageReset. With ?every=N it changes a 10-pixel square every
// N-th tick, as the game's "thinking…" dots change every 20th
// (scenes.thinkingDotTicks); without, it never changes the screen after
// the first frame.
package main

import (
	"image"
	"image/color"
	"net/url"
	"strconv"
	"syscall/js"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"stratagem/scenes/gaps"
)

type page struct {
	every int // change the square every this many ticks (0: never)
	tick  int
	last  time.Time
	gaps  gaps.Stats
}

func (p *page) Update() error {
	now := time.Now()
	if r := js.Global().Get("emptyPageReset"); r.Truthy() {
		js.Global().Set("emptyPageReset", false)
		p.gaps = gaps.Stats{}
	} else if !p.last.IsZero() {
		p.gaps.Add(now.Sub(p.last))
	}
	p.last = now
	p.tick++
	return nil
}

func (p *page) Draw(screen *ebiten.Image) {
	switch {
	case p.tick <= 1:
		screen.Fill(color.RGBA{0x1b, 0x1f, 0x27, 0xff}) // the game's background
	case p.every > 0 && p.tick%p.every == 0:
		square := screen.SubImage(image.Rect(10, 10, 20, 20)).(*ebiten.Image)
		square.Fill(color.RGBA{uint8(p.tick), 0x80, 0x80, 0xff})
	}
}

func (p *page) Layout(int, int) (int, int) { return 1280, 720 }

func main() {
	p := &page{}
	if u, err := url.Parse(js.Global().Get("location").Get("href").String()); err == nil {
		p.every, _ = strconv.Atoi(u.Query().Get("every"))
	}
	js.Global().Get("Object").Call("defineProperty", js.Global(), "emptyPage", map[string]any{
		"configurable": true,
		"get":          js.FuncOf(func(js.Value, []js.Value) any { return p.gaps.Page() }),
	})
	if el := js.Global().Get("document").Call("getElementById", "loading"); el.Truthy() {
		el.Get("style").Set("display", "none")
	}
	// As the game: the screen keeps its picture between frames, so a
	// frame that draws nothing changes nothing.
	ebiten.SetScreenClearedEveryFrame(false)
	if err := ebiten.RunGame(p); err != nil {
		panic(err)
	}
}
