package scenes

import (
	"image/color"

	"stratagem/assets"
	"stratagem/assets/lang"
	"stratagem/render"
)

// Rect is an area of the virtual screen.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether (x, y) lies inside r.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H
}

// Widget is one control of a Form.
type Widget interface {
	Bounds() Rect
	// Update handles input for this widget; focused says whether keyboard
	// input goes to it. It returns true when the widget was activated or changed.
	Update(in *Input, focused bool) bool
	Draw(c *render.Canvas, st WidgetState)
	Enabled() bool
}

// WidgetState is how a widget is drawn: with the keyboard focus (an
// outline) and/or under the mouse (a lighter fill). The two are separate:
// the mouse passing over a button never takes the keyboard's focus.
type WidgetState struct {
	Focused bool
	Hovered bool
}

func (st WidgetState) lit() bool { return st.Focused || st.Hovered }

// Form is a list of widgets with keyboard focus and mouse hover; every
// activation plays the click sound from this one place.
//
// A menu form moves its focus with Up/Down and Tab/Shift+Tab. A bar form
// (a game's action bar, Bar set) starts with no focus, so that the arrows
// and Enter act on the board; Tab moves the focus into the bar and on
// through its buttons (Shift+Tab back), past the last button back to the
// board, and an arrow key or a click elsewhere returns it to the board.
type Form struct {
	Items []Widget
	Focus int // index of the focused widget; -1: none
	Bar   bool
	hover int
}

// Update routes input and returns the widget activated this tick, or nil.
// In a bar, Enter that activates the focused button is consumed, so the
// board does not see it too.
func (f *Form) Update(s *Session) Widget {
	in := &s.Input
	f.hover = -1
	for i, w := range f.Items {
		if w.Enabled() && w.Bounds().Contains(in.MouseX, in.MouseY) {
			f.hover = i
		}
	}
	if len(f.Items) == 0 {
		return nil
	}
	f.moveFocus(in)
	for i, w := range f.Items {
		if w.Enabled() && w.Update(in, i == f.Focus) {
			if f.Bar && i == f.Focus {
				in.Consume(ActConfirm)
			}
			s.Play(assets.Click)
			return w
		}
	}
	return nil
}

// moveFocus follows the keys (and, in a menu, clicks) that move the focus,
// and keeps it off disabled widgets.
func (f *Form) moveFocus(in *Input) {
	arrow := in.Just(ActUp) || in.Just(ActDown) || in.Just(ActLeft) || in.Just(ActRight)
	switch {
	case in.Just(ActNext):
		f.step(1)
	case in.Just(ActPrev):
		f.step(-1)
	case f.Bar && (arrow || (in.Clicked && f.hover < 0)):
		f.Focus = -1 // back to the board, which acts on the key too
	case !f.Bar && in.Just(ActDown):
		f.step(1)
	case !f.Bar && in.Just(ActUp):
		f.step(-1)
	case !f.Bar && in.Clicked && f.hover >= 0:
		f.Focus = f.hover
	}
	if f.Focus >= len(f.Items) || (f.Focus >= 0 && !f.Items[f.Focus].Enabled()) {
		if f.Bar {
			f.Focus = -1
		} else {
			f.step(1)
		}
	}
}

// step moves the focus d places to the next enabled widget. In a bar the
// board is one more stop in the cycle (Focus -1).
func (f *Form) step(d int) {
	n := len(f.Items)
	stops := n
	if f.Bar {
		stops = n + 1 // the board, as index n
	}
	i := f.Focus
	if i < 0 {
		i = n
		if !f.Bar {
			i = -1
			if d < 0 {
				i = 0
			}
		}
	}
	for range stops {
		i = ((i+d)%stops + stops) % stops
		if f.Bar && i == n {
			f.Focus = -1
			return
		}
		if i < n && f.Items[i].Enabled() {
			f.Focus = i
			return
		}
	}
}

// State returns how widget i is to be drawn.
func (f *Form) State(i int) WidgetState {
	return WidgetState{Focused: i == f.Focus, Hovered: i == f.hover}
}

// Draw draws every widget.
func (f *Form) Draw(c *render.Canvas) {
	for i, w := range f.Items {
		w.Draw(c, f.State(i))
	}
}

// Button is a clickable label with an optional second line. A button
// without a label is a gap: not drawn, never focused.
type Button struct {
	R        Rect
	Label    string
	Detail   string // a one-line description under the label
	Disabled bool
	On       bool    // shown pressed in: the option the button stands for is the one chosen
	Size     float64 // label size; 0 means 26
}

func (b *Button) Bounds() Rect  { return b.R }
func (b *Button) Enabled() bool { return !b.Disabled && b.Label != "" }

func (b *Button) Update(in *Input, focused bool) bool {
	if in.Clicked && b.R.Contains(in.MouseX, in.MouseY) {
		return true
	}
	return focused && in.Just(ActConfirm)
}

func (b *Button) Draw(c *render.Canvas, st WidgetState) {
	if b.Label == "" {
		return
	}
	fill := color.Color(render.ButtonFill)
	if st.lit() && !b.Disabled {
		fill = render.ButtonHover
	}
	if b.On {
		fill = render.Mix(fill, render.Accent, 0.45)
	}
	c.FillRoundRect(b.R.X, b.R.Y, b.R.W, b.R.H, 12, fill)
	if render.Plain() && !b.Disabled {
		c.StrokeRoundRect(b.R.X, b.R.Y, b.R.W, b.R.H, 12, 1.5, render.PanelBorder) // high contrast: every button outlined
	}
	if b.On {
		c.StrokeRoundRect(b.R.X, b.R.Y, b.R.W, b.R.H, 12, 2, render.Accent)
	}
	if st.Focused && !b.Disabled {
		c.StrokeRoundRect(b.R.X, b.R.Y, b.R.W, b.R.H, 12, 2.5, render.Accent)
	}
	size := b.Size
	if size == 0 {
		size = 26
	}
	col := color.Color(render.ButtonText)
	if b.Disabled {
		col = render.Disabled
	}
	if b.Detail == "" {
		// A label too long for its button goes on two lines where the
		// button is tall enough, or is made a little smaller.
		c.Text(b.Label, b.R.X+b.R.W/2, b.R.Y+b.R.H/2, render.TextStyle{Size: size, Bold: true, Color: col, Align: render.AlignCenter, Middle: true,
			MaxW: b.R.W - 16, MaxH: b.R.H - 6})
		return
	}
	// The label in the top half, at the screens' own size (large already):
	// grown with the player's text size it would run into the detail.
	c.Text(b.Label, b.R.X+24, b.R.Y+b.R.H*0.3, render.TextStyle{Size: size, Bold: true, Fixed: true, Color: col, Middle: true, MaxW: b.R.W - 48})
	dcol := color.Color(render.TextDim)
	switch {
	case b.Disabled:
		dcol = render.Disabled
	case b.On:
		dcol = render.ButtonText // the dim grey is lost on the chosen one's gold
	}
	// The detail below, on two lines if it must and the button is tall enough.
	c.Text(b.Detail, b.R.X+24, b.R.Y+b.R.H*0.73, render.TextStyle{Size: size * 0.62, Color: dcol, Middle: true, MaxW: b.R.W - 48, MaxH: b.R.H * 0.46})
}

// Slider chooses a whole number from 0 to 100: drag or click the track, or
// use the arrow keys when focused.
type Slider struct {
	R        Rect
	Label    string
	Value    int
	Disabled bool
	// Dim greys the slider out while it still works (a volume while the
	// sound is muted: it can be set for when the sound comes back).
	Dim      bool
	dragging bool
	// Released is true on the tick a drag (or a key/click change) is finished,
	// so the caller can save then rather than on every step.
	Released bool
}

func (s *Slider) Bounds() Rect  { return s.R }
func (s *Slider) Enabled() bool { return !s.Disabled }

// Track is the slider's bar: a click on it sets the value.
func (s *Slider) Track() Rect {
	return Rect{s.R.X + s.R.W*0.42, s.R.Y + s.R.H/2 - 4, s.R.W*0.45 - 10, 8}
}

func (s *Slider) valueAt(x float64) int {
	t := s.Track()
	v := int((x-t.X)/t.W*100 + 0.5)
	return max(0, min(100, v))
}

func (s *Slider) Update(in *Input, focused bool) bool {
	old := s.Value
	s.Released = false
	t := s.Track()
	grab := Rect{t.X - 14, s.R.Y, t.W + 28, s.R.H}
	if in.Clicked && grab.Contains(in.MouseX, in.MouseY) {
		s.dragging = true
	}
	if s.dragging {
		s.Value = s.valueAt(in.MouseX)
		if in.Released || (!in.Held && !in.Clicked) {
			s.dragging = false
			s.Released = true
		}
	}
	if focused {
		if in.Just(ActLeft) {
			s.Value = max(0, s.Value-5)
			s.Released = true
		}
		if in.Just(ActRight) {
			s.Value = min(100, s.Value+5)
			s.Released = true
		}
	}
	return s.Value != old || s.Released
}

func (s *Slider) Draw(c *render.Canvas, st WidgetState) {
	drawRowBack(c, s.R, st)
	text, fill, knob := color.Color(render.TextMain), color.Color(render.Accent), color.Color(render.TextMain)
	if s.Dim || s.Disabled {
		text, fill, knob = render.Disabled, render.Disabled, render.TextDim
	}
	t := s.Track()
	c.Text(s.Label, s.R.X+20, s.R.Y+s.R.H/2, render.TextStyle{Size: 24, Color: text, Middle: true, MaxW: t.X - s.R.X - 36, MaxH: s.R.H - 4})
	c.FillRoundRect(t.X, t.Y, t.W, t.H, 4, render.PanelBorder)
	f := float64(s.Value) / 100
	c.FillRoundRect(t.X, t.Y, t.W*f, t.H, 4, fill)
	kx := t.X + t.W*f
	c.FillCircle(kx, t.Y+t.H/2, 13, knob)
	if st.Focused || s.dragging {
		c.StrokeCircle(kx, t.Y+t.H/2, 16, 2.5, render.Accent)
	}
	c.Text(lang.Num(s.Value), s.R.X+s.R.W-20, s.R.Y+s.R.H/2, render.TextStyle{Size: 24, Bold: true, Color: text, Align: render.AlignRight, Middle: true,
		MaxW: s.R.X + s.R.W - 20 - (t.X + t.W + 16)})
}

// Toggle is an on/off switch.
type Toggle struct {
	R        Rect
	Label    string
	On       bool
	Disabled bool
}

func (t *Toggle) Bounds() Rect  { return t.R }
func (t *Toggle) Enabled() bool { return !t.Disabled }

func (t *Toggle) Update(in *Input, focused bool) bool {
	if (in.Clicked && t.R.Contains(in.MouseX, in.MouseY)) || (focused && (in.Just(ActConfirm) || in.Just(ActLeft) || in.Just(ActRight))) {
		t.On = !t.On
		return true
	}
	return false
}

func (t *Toggle) Draw(c *render.Canvas, st WidgetState) {
	drawRowBack(c, t.R, st)
	w, h := 64.0, 32.0
	c.Text(t.Label, t.R.X+20, t.R.Y+t.R.H/2, render.TextStyle{Size: 24, Color: render.TextMain, Middle: true, MaxW: t.R.W - 56 - w, MaxH: t.R.H - 4})
	x, y := t.R.X+t.R.W-20-w, t.R.Y+(t.R.H-h)/2
	back := color.Color(render.PanelBorder)
	if t.On {
		back = render.Accent
	}
	c.FillRoundRect(x, y, w, h, h/2, back)
	kx := x + h/2
	if t.On {
		kx = x + w - h/2
	}
	c.FillCircle(kx, y+h/2, h/2-4, render.TextMain)
}

// Choice cycles through named options with Left/Right or clicks on its arrows.
type Choice struct {
	R        Rect
	Label    string
	Options  []string
	Details  []string // optional: one line per option, shown under the row
	Index    int
	Disabled bool
	// Split is where the value's part of the row begins, as a fraction of
	// its width (0: 0.42); the label has the part before it.
	Split float64
	Size  float64 // of its words (0: 24)
}

func (ch *Choice) Bounds() Rect  { return ch.R }
func (ch *Choice) Enabled() bool { return !ch.Disabled }

func (ch *Choice) arrows() (left, right Rect) {
	split := ch.Split
	if split == 0 {
		split = 0.42
	}
	vx := ch.R.X + ch.R.W*split
	return Rect{vx, ch.R.Y, 44, ch.R.H}, Rect{ch.R.X + ch.R.W - 64, ch.R.Y, 44, ch.R.H}
}

func (ch *Choice) Update(in *Input, focused bool) bool {
	n := len(ch.Options)
	old := ch.Index
	l, r := ch.arrows()
	if in.Clicked {
		switch {
		case l.Contains(in.MouseX, in.MouseY):
			ch.Index = (ch.Index + n - 1) % n
		case r.Contains(in.MouseX, in.MouseY), ch.R.Contains(in.MouseX, in.MouseY):
			ch.Index = (ch.Index + 1) % n
		}
	}
	if focused {
		if in.Just(ActLeft) {
			ch.Index = (ch.Index + n - 1) % n
		}
		if in.Just(ActRight) || in.Just(ActConfirm) {
			ch.Index = (ch.Index + 1) % n
		}
	}
	return ch.Index != old
}

func (ch *Choice) Draw(c *render.Canvas, st WidgetState) {
	drawRowBack(c, ch.R, st)
	col := color.Color(render.TextMain)
	if ch.Disabled {
		col = render.Disabled
	}
	l, r := ch.arrows()
	size := ch.Size
	if size == 0 {
		size = 24
	}
	c.Text(ch.Label, ch.R.X+20, ch.R.Y+ch.R.H/2, render.TextStyle{Size: size, Color: col, Middle: true, MaxW: l.X - ch.R.X - 28, MaxH: ch.R.H - 4})
	mid := (l.X + l.W + r.X) / 2
	arrow := color.Color(render.Accent)
	if ch.Disabled {
		arrow = render.Disabled // a row that cannot change shows no live arrows
	}
	c.Text("‹", l.X+l.W/2, l.Y+l.H/2, render.TextStyle{Size: 34, Bold: true, Color: arrow, Align: render.AlignCenter, Middle: true, MaxW: l.W})
	c.Text("›", r.X+r.W/2, r.Y+r.H/2, render.TextStyle{Size: 34, Bold: true, Color: arrow, Align: render.AlignCenter, Middle: true, MaxW: r.W})
	// The value fits between the arrows, on two lines if it must.
	c.Text(ch.Options[ch.Index], mid, ch.R.Y+ch.R.H/2, render.TextStyle{Size: size, Bold: true, Color: col, Align: render.AlignCenter, Middle: true,
		MaxW: r.X - (l.X + l.W) - 8, MaxH: ch.R.H - 4})
}

// LinesIn returns how many lines of text of the given size fit a box h
// high (at least one).
func LinesIn(h, size float64) int { return max(1, int(h/(size*1.3))) }

// Detail returns the description of the chosen option, or "".
func (ch *Choice) Detail() string {
	if ch.Index < len(ch.Details) {
		return ch.Details[ch.Index]
	}
	return ""
}

func drawRowBack(c *render.Canvas, r Rect, st WidgetState) {
	fill := color.Color(render.Panel)
	if st.lit() {
		fill = render.ButtonFill
	}
	c.FillRoundRect(r.X, r.Y, r.W, r.H, 10, fill)
	if render.Plain() {
		c.StrokeRoundRect(r.X, r.Y, r.W, r.H, 10, 1.5, render.PanelBorder) // high contrast: every row outlined
	}
	if st.Focused {
		c.StrokeRoundRect(r.X, r.Y, r.W, r.H, 10, 2, render.Accent)
	}
}
