package scenes

import (
	"image/color"
	"maps"

	"stratagem/assets/lang"
	"stratagem/render"
)

// KeysScreen is the Options' page of keys: the actions of every game (the
// game frame's: undo, hint…) or of one game (its own: wait, analysis…),
// each with its key. Choosing one and pressing a key binds it there; a key
// that already does something else on that game's screen is refused, with
// a word saying what it does. Reset gives every action its own keys back.
// Changes apply at once and are saved.
type KeysScreen struct {
	overlay bool
	form    Form
	game    *Choice
	rows    []*keyRow
	reset   *Button
	back    *Button
	// waiting is the row whose new key is awaited (nil: none).
	waiting *keyRow
	// note is the last word on a rebinding (bound, refused); "" none.
	note       string
	noteBad    bool
	gen        uint64 // the language's Gen the words were made in
	keysGen    uint64 // the rebinding the rows show
	choiceGame int    // the game chosen when the rows were made
}

// NewKeysScreen returns the keys page; overlay draws it over a game.
func NewKeysScreen(overlay bool) *KeysScreen {
	return &KeysScreen{overlay: overlay}
}

func (k *KeysScreen) IsOverlay() bool { return k.overlay }

// games returns the games that have keys of their own, in menu order.
func (k *KeysScreen) games(s *Session) []*GameDesc {
	var out []*GameDesc
	for _, g := range s.Games {
		if len(g.Keys) > 0 {
			out = append(out, g)
		}
	}
	return out
}

// chosen returns the game whose keys are shown (nil: every game's).
func (k *KeysScreen) chosen(s *Session) *GameDesc {
	if k.game == nil || k.game.Index == 0 {
		return nil
	}
	return k.games(s)[k.game.Index-1]
}

// Rows returns the rows of actions shown (tests).
func (k *KeysScreen) Rows() []Widget {
	out := make([]Widget, len(k.rows))
	for i, r := range k.rows {
		out[i] = r
	}
	return out
}

// Reset returns the reset button (tests).
func (k *KeysScreen) Reset() *Button { return k.reset }

// build makes the rows for the game chosen, in the language in use.
func (k *KeysScreen) build(s *Session) {
	focus, index := k.form.Focus, 0
	if k.game != nil {
		index = k.game.Index
	}
	names := []string{lang.T("core.keys.all")}
	for _, g := range k.games(s) {
		names = append(names, g.Title())
	}
	k.game = &Choice{R: Rect{300, 150, 680, 58}, Label: lang.T("core.keys.game"), Options: names, Index: min(index, len(names)-1)}
	km := CoreKeys
	if g := k.chosen(s); g != nil {
		km = g.Keys
	}
	k.rows = nil
	items := []Widget{k.game}
	var bindable []Binding
	for _, b := range km {
		if b.Rebindable() {
			bindable = append(bindable, b)
		}
	}
	// Two columns of rows between the choice and the note, the rows
	// thinner when there are many.
	perCol := max(1, (len(bindable)+1)/2)
	x, y, w := 50.0, keyRowsTop, 575.0
	pitch := min(64, (keyRowsBottom-keyRowsTop)/float64(perCol))
	h := pitch - 8
	for i, b := range bindable {
		r := Rect{x, y + float64(i)*pitch, w, h}
		if i >= perCol {
			r = Rect{x + w + 30, y + float64(i-perCol)*pitch, w, h}
		}
		row := &keyRow{R: r, Action: b.Action, Label: lang.T(b.Label), Key: km.Name(b.Action), Changed: !IsDefault(km, b.Action)}
		k.rows = append(k.rows, row)
		items = append(items, row)
	}
	by := keyRowsBottom + 48.0
	k.reset = &Button{R: Rect{render.Width/2 - 330, by, 320, 58}, Label: lang.T("core.keys.reset"), Disabled: len(s.Settings.Keys) == 0}
	k.back = &Button{R: Rect{render.Width/2 + 10, by, 320, 58}, Label: lang.T("core.back")}
	k.form = Form{Items: append(items, k.reset, k.back), Focus: focus}
	k.gen, k.keysGen, k.choiceGame = lang.Gen(), KeysGen(), k.game.Index
}

func (k *KeysScreen) Retranslate(s *Session) { k.build(s) }

func (k *KeysScreen) Update(s *Session) error {
	if k.game == nil || k.gen != lang.Gen() || k.keysGen != KeysGen() || k.choiceGame != k.game.Index {
		k.build(s)
	}
	in := &s.Input
	if k.waiting != nil {
		k.await(s)
		return nil
	}
	if in.Just(ActBack) {
		s.SaveSettings()
		s.Stack.Pop()
		return nil
	}
	w := k.form.Update(s)
	switch w {
	case k.game:
		k.note = ""
		k.build(s)
	case k.reset:
		s.Settings.Keys = nil
		s.ApplySettings()
		s.SaveSettings()
		k.note, k.noteBad = lang.T("core.keys.resetdone"), false
		k.build(s)
	case k.back:
		s.SaveSettings()
		s.Stack.Pop()
	default:
		if row, ok := w.(*keyRow); ok {
			k.waiting = row
			k.note, k.noteBad = lang.T("core.keys.press", "Action", row.Label, "Back", Key(ActBack)), false
		}
	}
	return nil
}

// await takes the key pressed for the row waiting: Esc gives up, a key
// that does something else is refused, another is bound.
func (k *KeysScreen) await(s *Session) {
	in := &s.Input
	if in.Clicked || in.Just(ActBack) {
		k.waiting, k.note = nil, ""
		return
	}
	if cs := in.Chords(); len(cs) > 0 {
		c, row := cs[0], k.waiting
		if hasChord(CoreKeys.bindingKeys(ActBack), c) {
			k.waiting, k.note = nil, ""
			return
		}
		if other, clash := KeyClash(row.Action, c, k.chosen(s), s.Games); clash {
			k.noteBad = true
			if lbl := k.labelOf(s, other); lbl != "" {
				k.note = lang.T("core.keys.clash", "Key", inWords(c.String()), "Action", lbl)
			} else {
				k.note = lang.T("core.keys.fixed", "Key", inWords(c.String()))
			}
			return // still waiting: another key
		}
		keys := maps.Clone(s.Settings.Keys)
		if keys == nil {
			keys = map[string]string{}
		}
		keys[row.Action.String()] = ChordText(c)
		s.Settings.Keys = keys
		s.ApplySettings()
		s.SaveSettings()
		k.waiting = nil
		k.note, k.noteBad = lang.T("core.keys.bound", "Action", row.Label, "Key", inWords(c.String())), false
		k.build(s)
	}
}

// labelOf names action a as the keys page does, "" for a fixed key.
func (k *KeysScreen) labelOf(s *Session, a Action) string {
	maps := []KeyMap{CoreKeys}
	for _, g := range s.Games {
		maps = append(maps, g.Keys)
	}
	for _, km := range maps {
		if b, ok := km.binding(a); ok && b.Label != "" {
			return lang.T(b.Label)
		}
	}
	return ""
}

func (k *KeysScreen) Draw(c *render.Canvas, s *Session) {
	if k.game == nil {
		k.build(s)
	}
	footer := drawSettingsGround(c, k.overlay)
	DrawTitle(c, lang.T("core.keys.title"), "")
	for i, w := range k.form.Items {
		st := k.form.State(i)
		if row, ok := w.(*keyRow); ok {
			row.waiting = row == k.waiting
		}
		w.Draw(c, st)
	}
	if k.note != "" {
		col := color.Color(render.Accent)
		if k.noteBad {
			col = render.Danger
		}
		c.Text(k.note, render.Width/2, keyRowsBottom+18, render.TextStyle{Size: 21, Bold: true, Color: col, Align: render.AlignCenter, Middle: true, MaxW: 1100, MaxLines: 2})
	}
	c.Text(lang.T("core.keys.help", "Confirm", Key(ActConfirm), "Back", Key(ActBack)),
		render.Width/2, footer, render.TextStyle{Size: 18, Color: render.TextDim, Align: render.AlignCenter, Middle: true, MaxW: 1100, MaxLines: 2})
}

// bindingKeys returns the chords of a in the map.
func (km KeyMap) bindingKeys(a Action) []Chord {
	b, _ := km.binding(a)
	return b.Keys
}

// Where the rows of the keys page go: between the game's choice and the
// note above the buttons.
const keyRowsTop, keyRowsBottom = 228.0, 500.0

// keyRow is an action and its key on the keys page; activating it waits
// for a new key.
type keyRow struct {
	R       Rect
	Action  Action
	Label   string // the action's name
	Key     string // its keys' name
	Changed bool   // not its default key
	waiting bool
}

func (r *keyRow) Bounds() Rect  { return r.R }
func (r *keyRow) Enabled() bool { return true }

func (r *keyRow) Update(in *Input, focused bool) bool {
	return (in.Clicked && r.R.Contains(in.MouseX, in.MouseY)) || (focused && in.Just(ActConfirm))
}

func (r *keyRow) Draw(c *render.Canvas, st WidgetState) {
	drawRowBack(c, r.R, st)
	kw := r.R.W * 0.36
	c.Text(r.Label, r.R.X+20, r.R.Y+r.R.H/2, render.TextStyle{Size: 22, Color: render.TextMain, Middle: true, MaxW: r.R.W - kw - 36, MaxH: r.R.H - 4})
	// The key in a cap of its own: gold while a new one is awaited.
	kx := r.R.X + r.R.W - kw - 12
	fill, edge := color.Color(render.ButtonFill), color.Color(render.PanelBorder)
	if r.waiting {
		fill, edge = render.Mix(render.ButtonFill, render.Accent, 0.35), render.Accent
	}
	c.FillRoundRect(kx, r.R.Y+8, kw, r.R.H-16, 8, fill)
	c.StrokeRoundRect(kx, r.R.Y+8, kw, r.R.H-16, 8, render.LineWidth(1.5), edge)
	if r.waiting {
		return // the cap stays empty until the key is pressed
	}
	col := color.Color(render.TextMain)
	if r.Changed {
		col = render.Accent
	}
	c.Text(r.Key, kx+kw/2, r.R.Y+r.R.H/2, render.TextStyle{Size: 22, Bold: true, Color: col, Align: render.AlignCenter, Middle: true, MaxW: kw - 12})
}
