package scenes

import (
	"slices"

	"stratagem/assets"
	"stratagem/assets/lang"
	"stratagem/render"
	"stratagem/scenes/audio"
)

// animationSpeeds are the choices of the animation speed option.
var animationSpeeds = []struct {
	name  string // message ID
	value float64
}{{"core.options.speed.slow", 0.5}, {"core.options.speed.normal", 1}, {"core.options.speed.fast", 2}, {"core.options.speed.veryfast", 4}}

// Options sets the language, volumes, mute, full screen and animation
// speed. Changes apply at once and are saved when a slider is let go and
// when leaving.
type Options struct {
	overlay          bool
	form             Form
	language         *Choice
	music, effects   *Slider
	mute, fullscreen *Toggle
	speed            *Choice
	back             *Button
	gen              uint64 // the language's Gen the words were made in
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
	x, w, h, y, gap := 300.0, 680.0, 58.0, 172.0, 10.0
	row := func(i int) Rect { return Rect{x, y + float64(i)*(h+gap), w, h} }
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
	o.back = &Button{R: Rect{(render.Width - 240) / 2, y + 6*(h+gap) + 12, 240, 58}, Label: lang.T("core.back")}
	o.form = Form{Items: []Widget{o.language, o.music, o.effects, o.mute, o.fullscreen, o.speed, o.back}, Focus: focus}
	o.gen = lang.Gen()
}

func (o *Options) IsOverlay() bool { return o.overlay }

// Retranslate makes the rows in the language now in use.
func (o *Options) Retranslate(s *Session) {
	o.build()
	o.load(s)
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
}

func (o *Options) Update(s *Session) error {
	if o.gen != lang.Gen() {
		o.build()
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
	}
	if (o.music.Released || o.effects.Released) || w == o.mute || w == o.fullscreen || w == o.speed {
		s.SaveSettings()
	}
	return nil
}

func (o *Options) Draw(c *render.Canvas, s *Session) {
	footer := render.Height - 28.0
	if o.overlay {
		// Over a game: everything inside the dialog, the title clear of its top.
		r := panelBox(c, 800, 700)
		footer = r.Y + r.H - 30
	} else {
		DrawBackdrop(c)
	}
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
