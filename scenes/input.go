package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"stratagem/render"
)

// Action is a named input: scenes ask about actions, never raw keys. The
// keys of each action are in a KeyMap (keys.go); the games add actions of
// their own (NewAction).
type Action int

// The actions of the menus and the game frame, in the order of
// actionNames.
const (
	ActUp Action = iota
	ActDown
	ActLeft
	ActRight
	ActConfirm
	ActBack
	ActUndo
	ActRestart
	ActHint
	ActFullscreen
	ActNext // the next button (in a game: from the board into the action bar)
	ActPrev // the previous button
	ActRedo
	ActReview  // review the game
	ActHome    // the first position, in a review
	ActEnd     // the last position, in a review
	ActMoveNow // the computer plays its best move so far
)

// NoKey marks a command that has no key of its own.
const NoKey Action = -1

// Input is the state of keyboard and mouse for one tick, in virtual units.
type Input struct {
	just           []bool // by Action
	MouseX, MouseY float64
	MouseMoved     bool
	Clicked        bool // left button went down this tick
	Held           bool // left button is down
	Released       bool // left button went up this tick
	RightClicked   bool
	keyEvent       bool // some key went down or up this tick (named action or not)
	keyHeld        bool // some key is held down (its repeat needs ticks)
	keys           []ebiten.Key
	chords         []Chord // the keys that went down this tick, with the modifiers held
}

// Chords returns the keys that went down this tick, each with the
// modifiers held (a modifier alone is none): what a key is rebound to.
func (in *Input) Chords() []Chord { return in.chords }

// PressChord makes c go down this tick (tests and scripted input); the
// key map's actions do not fire.
func (in *Input) PressChord(c Chord) {
	in.chords = append(in.chords, c)
	in.keyEvent = true
}

// Just reports whether action a fired this tick (arrows repeat while held).
func (in *Input) Just(a Action) bool { return a >= 0 && int(a) < len(in.just) && in.just[a] }

// Consume forgets that a fired this tick, so that nothing after the caller
// acts on it too (e.g. Enter that pressed a focused button is not also a
// move on the board).
func (in *Input) Consume(a Action) {
	if a >= 0 && int(a) < len(in.just) {
		in.just[a] = false
	}
}

// Event reports whether anything happened this tick that may change what
// the screen shows: a key, a click, a release or the cursor moving.
func (in *Input) Event() bool {
	for _, j := range in.just {
		if j {
			return true
		}
	}
	return in.MouseMoved || in.Clicked || in.Released || in.RightClicked || in.keyEvent
}

// Gesture reports whether the person clicked or pressed a key this tick
// (a browser lets a page start its sound only after one).
func (in *Input) Gesture() bool {
	return in.Clicked || in.RightClicked || in.keyEvent
}

// Press makes a fire this tick; tests and scripted demos use it.
func (in *Input) Press(a Action) {
	if int(a) >= len(in.just) {
		in.just = append(in.just, make([]bool, int(a)+1-len(in.just))...)
	}
	in.just[a] = true
}

// ClickAt simulates a left click at virtual (x, y) this tick.
func (in *Input) ClickAt(x, y float64) {
	in.MouseX, in.MouseY, in.MouseMoved = x, y, true
	in.Clicked, in.Held, in.Released = true, false, true
}

// MoveMouse simulates the cursor at virtual (x, y) this tick.
func (in *Input) MoveMouse(x, y float64) {
	in.MouseMoved = in.MouseX != x || in.MouseY != y
	in.MouseX, in.MouseY = x, y
}

// Holding reports whether a key or the mouse button is held down.
func (in *Input) Holding() bool { return in.keyHeld || in.Held }

// Clear forgets this tick's events but keeps the cursor position.
func (in *Input) Clear() {
	n := numActions()
	if len(in.just) < n {
		in.just = make([]bool, n)
	}
	clear(in.just)
	in.MouseMoved, in.Clicked, in.Released, in.RightClicked, in.keyEvent = false, false, false, false, false
	in.chords = in.chords[:0]
}

func repeating(k ebiten.Key) bool {
	d := inpututil.KeyPressDuration(k)
	return d == 1 || (d > 24 && d%4 == 0)
}

// Poll reads the devices through Ebitengine, the keys as keys maps them;
// c maps the cursor to virtual units.
func (in *Input) Poll(c *render.Canvas, keys KeyMap) {
	in.Clear()
	mods := Chord{
		Ctrl:  ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta),
		Shift: ebiten.IsKeyPressed(ebiten.KeyShift),
		Alt:   ebiten.IsKeyPressed(ebiten.KeyAlt),
	}
	for _, a := range keys.fired(inpututil.IsKeyJustPressed, repeating, mods, nil) {
		in.Press(a)
	}

	for _, k := range inpututil.AppendJustPressedKeys(in.keys[:0]) {
		if !modifierKeys[k] {
			c := mods
			c.Key = k
			in.chords = append(in.chords, c)
		}
	}
	in.keys = inpututil.AppendJustReleasedKeys(inpututil.AppendJustPressedKeys(in.keys[:0]))
	in.keyEvent = len(in.keys) > 0
	in.keys = inpututil.AppendPressedKeys(in.keys[:0])
	in.keyHeld = len(in.keys) > 0

	px, py := ebiten.CursorPosition()
	x, y := c.ToVirtual(float64(px), float64(py))
	in.MouseMoved = x != in.MouseX || y != in.MouseY
	in.MouseX, in.MouseY = x, y
	in.Clicked = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	in.Held = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	in.Released = inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft)
	in.RightClicked = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight)
	for _, id := range inpututil.AppendJustPressedTouchIDs(nil) {
		tx, ty := ebiten.TouchPosition(id)
		in.MouseX, in.MouseY = c.ToVirtual(float64(tx), float64(ty))
		in.Clicked, in.Released = true, true
	}
}
