// Package scenes holds the scene stack and every screen of Stratagem: the
// menus, options, match set-up, the game screens and their overlays.
// Only the frame goroutine touches scenes; AI searches run elsewhere and
// post their results through channels (see AIRunner).
package scenes

import "stratagem/render"

// Scene is one screen. Update runs once per tick on the top scene only; Draw
// runs for the top scene and, below an overlay, for the scenes it covers.
type Scene interface {
	Update(s *Session) error
	Draw(c *render.Canvas, s *Session)
}

// Overlay is implemented by scenes drawn on top of the scene below them
// (pause menu, victory panel, options opened from a game).
type Overlay interface {
	IsOverlay() bool
}

// Closer is implemented by scenes that hold resources to release when they
// leave the stack for good (e.g. an AI search to cancel).
type Closer interface {
	Close()
}

// Retranslator is implemented by scenes that keep words made in the
// language of their making (labels built once, a game's log): Retranslate
// makes them again in the language now in use. Session.UseLanguage calls
// it for every scene on the stack, so that a change in Options shows at
// once everywhere, the screens under Options included.
type Retranslator interface {
	Retranslate(s *Session)
}

// Stack is the scene stack: Push for overlays, Pop to go back, Replace to
// move on, Reset to start again from one scene.
type Stack struct {
	scenes  []Scene
	changes int // counts every push and pop: the screen must be redrawn
}

// Top returns the current scene, or nil.
func (st *Stack) Top() Scene {
	if len(st.scenes) == 0 {
		return nil
	}
	return st.scenes[len(st.scenes)-1]
}

// Len returns the number of scenes on the stack.
func (st *Stack) Len() int { return len(st.scenes) }

// Push puts sc on top.
func (st *Stack) Push(sc Scene) {
	st.scenes = append(st.scenes, sc)
	st.changes++
}

// Pop removes the top scene and closes it.
func (st *Stack) Pop() {
	if n := len(st.scenes); n > 0 {
		closeScene(st.scenes[n-1])
		st.scenes = st.scenes[:n-1]
		st.changes++
	}
}

// Replace swaps the top scene for sc.
func (st *Stack) Replace(sc Scene) {
	st.Pop()
	st.Push(sc)
}

// Reset closes every scene and leaves sc alone on the stack.
func (st *Stack) Reset(sc Scene) {
	for len(st.scenes) > 0 {
		st.Pop()
	}
	st.Push(sc)
}

// retranslate asks every scene on the stack that keeps words to make
// them again, the lowest first.
func (st *Stack) retranslate(s *Session) {
	for _, sc := range st.scenes {
		if r, ok := sc.(Retranslator); ok {
			r.Retranslate(s)
		}
	}
	st.changes++ // everything is drawn again
}

// Changes counts the pushes and pops so far; a different count means the
// visible scenes changed.
func (st *Stack) Changes() int { return st.changes }

// Below returns the scene under the top one, or nil.
func (st *Stack) Below() Scene {
	if n := len(st.scenes); n >= 2 {
		return st.scenes[n-2]
	}
	return nil
}

func closeScene(sc Scene) {
	if c, ok := sc.(Closer); ok {
		c.Close()
	}
}

// drawFrom returns the index of the lowest scene that must be drawn: the
// top one and every overlay's base below it.
func (st *Stack) drawFrom() int {
	i := len(st.scenes) - 1
	for i > 0 {
		if o, ok := st.scenes[i].(Overlay); ok && o.IsOverlay() {
			i--
			continue
		}
		break
	}
	return i
}

// Draw draws the visible scenes, bottom first.
func (st *Stack) Draw(c *render.Canvas, s *Session) {
	if len(st.scenes) == 0 {
		return
	}
	for i := st.drawFrom(); i < len(st.scenes); i++ {
		if i > 0 && i == len(st.scenes)-1 {
			if o, ok := st.scenes[i].(Overlay); ok && o.IsOverlay() {
				c.FillRect(-c.OX/c.Scale, -c.OY/c.Scale, render.Width+2*c.OX/c.Scale, render.Height+2*c.OY/c.Scale, render.Shade)
			}
		}
		st.scenes[i].Draw(c, s)
	}
}
