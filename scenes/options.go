package scenes

import (
	"slices"

	"stratagem/assets"
	"stratagem/assets/lang"
	"stratagem/render"
	"stratagem/scenes/audio"
	"stratagem/scenes/settings"
)

// animationSpeeds are the choices of the animation speed option.
var animationSpeeds = []struct {
	name  string // message ID
	value float64
}{{"core.options.speed.slow", 0.5}, {"core.options.speed.normal", 1}, {"core.options.speed.fast", 2}, {"core.options.speed.veryfast", 4}}

// Options sets the language, volumes, mute, full screen and animation
// speed in its left column; the palette, the contrast, the text size and
// the keys (a page of their own) in its right. Changes apply at once and
// are saved when a slider is let go and when leaving.
type Options struct {
	overlay          bool
	form             Form
	language         *Choice
	music, effects   *Slider
	mute, fullscreen *Toggle
	speed            *Choice
	palette          *Choice
	contrast         *Toggle
	textSize         *Choice
	keys             *Button
	back             *Button
	gen              uint64 // the language's Gen the words were made in
	keysGen          uint64 // the keys (KeysGen) the words name
}

// palettes are the choices of the palette option: its value and its name.
var palettes = []struct{ value, name string }{
	{"", "core.options.palette.standard"},
	{render.PaletteColourSafe, "core.options.palette.colourblind"},
}

// NewOptions returns the options screen; overlay draws it over a game.
func NewOptions(overlay bool) *Options {
	o := &Options{overlay: overlay}
	o.build()
	return o
}

// build makes the rows in the language in use, keeping the focus.
func (o *Options) build() {
	focus := o.form.Focus
	// Two columns of rows: sound and language on the left, the look and
	// the keys on the right.
	x, w, h, y, gap := 50.0, 575.0, 58.0, 172.0, 10.0
	row := func(i int) Rect {
		if i >= 6 {
			return Rect{x + w + 30, y + float64(i-6)*(h+gap), w, h}
		}
		return Rect{x, y + float64(i)*(h+gap), w, h}
	}
	var names []string
	for _, l := range lang.Languages {
		names = append(names, lang.Verbatim(l.Name)) // each in itself
	}
	o.language = &Choice{R: row(0), Label: lang.T("core.options.language"), Options: names}
	o.music = &Slider{R: row(1), Label: lang.T("core.options.music")}
	o.effects = &Slider{R: row(2), Label: lang.T("core.options.effects")}
	o.mute = &Toggle{R: row(3), Label: lang.T("core.options.mute")}
	o.fullscreen = &Toggle{R: row(4), Label: lang.T("core.options.fullscreen", "Key", Key(ActFullscreen))}
	names = nil
	for _, sp := range animationSpeeds {
		names = append(names, lang.T(sp.name))
	}
	o.speed = &Choice{R: row(5), Label: lang.T("core.options.speed"), Options: names}
	names = nil
	for _, p := range palettes {
		names = append(names, lang.T(p.name))
	}
	o.palette = &Choice{R: row(6), Label: lang.T("core.options.palette"), Options: names, Split: 0.34}
	o.contrast = &Toggle{R: row(7), Label: lang.T("core.options.contrast")}
	names = nil
	for _, p := range settings.TextSizes {
		names = append(names, lang.T("core.options.textsize.value", "Percent", lang.Num(p)))
	}
	o.textSize = &Choice{R: row(8), Label: lang.T("core.options.textsize"), Options: names}
	o.keys = &Button{R: row(9), Label: lang.T("core.options.rebind")}
	o.back = &Button{R: Rect{(render.Width - 240) / 2, y + 6*(h+gap) + 12, 240, 58}, Label: lang.T("core.back")}
	o.form = Form{Items: []Widget{o.language, o.music, o.effects, o.mute, o.fullscreen, o.speed,
		o.palette, o.contrast, o.textSize, o.keys, o.back}, Focus: focus}
	o.gen, o.keysGen = lang.Gen(), KeysGen()
}

func (o *Options) IsOverlay() bool { return o.overlay }

// Retranslate makes the rows in the language now in use.
func (o *Options) Retranslate(s *Session) {
	o.build()
	o.load(s)
}

// LookRows returns the rows of the palette, the contrast and the text
// size (scripted input, tests).
func (o *Options) LookRows() (palette *Choice, contrast *Toggle, textSize *Choice) {
	return o.palette, o.contrast, o.textSize
}

// Sliders returns the music and effects sliders (scripted input, tests).
func (o *Options) Sliders() (music, effects *Slider) { return o.music, o.effects }

// load copies the session's settings into the widgets.
func (o *Options) load(s *Session) {
	st := s.Settings
	o.music.Value, o.effects.Value = st.MusicVolume, st.EffectsVolume
	o.mute.On, o.fullscreen.On = st.Muted, st.Fullscreen
	o.language.Index = max(0, slices.IndexFunc(lang.Languages, func(l lang.Language) bool { return l.Code == lang.Current() }))
	o.speed.Index = 1
	for i, sp := range animationSpeeds {
		if sp.value == st.AnimationSpeed {
			o.speed.Index = i
		}
	}
	o.palette.Index = max(0, slices.IndexFunc(palettes, func(p struct{ value, name string }) bool { return p.value == st.Palette }))
	o.contrast.On = st.HighContrast
	o.textSize.Index = max(0, slices.Index(settings.TextSizes, st.TextSize))
}

func (o *Options) Update(s *Session) error {
	if o.gen != lang.Gen() || o.keysGen != KeysGen() {
		o.build() // the full screen key may have been rebound
	}
	if !o.music.dragging && !o.effects.dragging {
		o.load(s) // F11 and other screens may change settings too
	}
	if s.Input.Just(ActBack) {
		s.SaveSettings()
		s.Stack.Pop()
		return nil
	}
	w := o.form.Update(s)
	st := &s.Settings
	st.MusicVolume, st.EffectsVolume = o.music.Value, o.effects.Value
	st.Muted, st.Fullscreen = o.mute.On, o.fullscreen.On
	o.music.Dim, o.effects.Dim = st.Muted, st.Muted
	st.AnimationSpeed = animationSpeeds[o.speed.Index].value
	st.Palette, st.HighContrast = palettes[o.palette.Index].value, o.contrast.On
	st.TextSize = settings.TextSizes[o.textSize.Index]
	s.ApplySettings()
	switch w {
	case o.language:
		s.UseLanguage(lang.Languages[o.language.Index].Code) // this screen too is made again in it
		s.SaveSettings()
		return nil
	case o.effects:
		if o.effects.Released {
			s.Play(assets.Place) // let the player hear the new level
		}
	case o.back:
		s.SaveSettings()
		s.Stack.Pop()
		return nil
	case o.keys:
		s.Stack.Push(NewKeysScreen(o.overlay))
		return nil
	}
	if (o.music.Released || o.effects.Released) || w == o.mute || w == o.fullscreen || w == o.speed ||
		w == o.palette || w == o.contrast || w == o.textSize {
		s.SaveSettings()
	}
	return nil
}

// drawSettingsGround draws what the Options and Keys screens stand on:
// over a game (overlay) a dialog, else the menus' backdrop; it returns the
// y of the footer's line.
func drawSettingsGround(c *render.Canvas, overlay bool) float64 {
	if !overlay {
		DrawBackdrop(c)
		return render.Height - 28
	}
	// Over a game: everything inside the dialog, the title clear of its top.
	r := panelBox(c, 1240, 700)
	return r.Y + r.H - 30
}

func (o *Options) Draw(c *render.Canvas, s *Session) {
	footer := drawSettingsGround(c, o.overlay)
	DrawTitle(c, lang.T("core.options.title"), "")
	o.form.Draw(c)
	note := lang.T("core.options.saved")
	switch {
	case s.SettingsPath == "" && s.Browser:
		note = lang.T("core.options.nostorage.browser")
	case s.SettingsPath == "":
		note = lang.T("core.options.nostorage")
	}
	if s.Audio == nil || !s.Audio.Available() {
		status := audio.StatusDisabled
		if s.Audio != nil {
			status = s.Audio.Status()
		}
		note = lang.T("core.options.note", "Sound", soundStatus(status), "Settings", note)
	}
	c.Text(note, render.Width/2, 132, render.TextStyle{Size: 19, Color: render.TextDim, Align: render.AlignCenter, Middle: true, MaxW: 1000, MaxLines: 2})
	c.Text(lang.T("core.options.keys", "Up", Key(ActUp), "Down", Key(ActDown), "Arrows", Arrows(), "Back", Key(ActBack)), render.Width/2, footer,
		render.TextStyle{Size: 18, Color: render.TextDim, Align: render.AlignCenter, Middle: true, MaxW: 760, MaxLines: 2})
}

// soundStatus says in words what the sound system's status means.
func soundStatus(status string) string {
	switch status {
	case audio.StatusOn:
		return lang.T("core.sound.on")
	case audio.StatusUnavailable:
		return lang.T("core.sound.unavailable")
	case audio.StatusWaiting:
		return lang.T("core.sound.waiting")
	case audio.StatusInUse:
		return lang.T("core.sound.inuse")
	}
	return lang.T("core.sound.disabled")
}
