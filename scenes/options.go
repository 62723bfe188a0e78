package scenes

import (
	"fmt"

	"stratagem/assets"
	"stratagem/render"
)

// animationSpeeds are the choices of the animation speed option.
var animationSpeeds = []struct {
	name  string
	value float64
}{{"Slow", 0.5}, {"Normal", 1}, {"Fast", 2}, {"Very fast", 4}}

// Options sets volumes, mute, full screen and animation speed. Changes apply
// at once and are saved when a slider is let go and when leaving.
type Options struct {
	overlay          bool
	form             Form
	music, effects   *Slider
	mute, fullscreen *Toggle
	speed            *Choice
	back             *Button
}

// NewOptions returns the options screen; overlay draws it over a game.
func NewOptions(overlay bool) *Options {
	o := &Options{overlay: overlay}
	x, w, h, y, gap := 300.0, 680.0, 64.0, 180.0, 14.0
	row := func(i int) Rect { return Rect{x, y + float64(i)*(h+gap), w, h} }
	o.music = &Slider{R: row(0), Label: "Music volume"}
	o.effects = &Slider{R: row(1), Label: "Effects volume"}
	o.mute = &Toggle{R: row(2), Label: "Mute all sound"}
	o.fullscreen = &Toggle{R: row(3), Label: "Full screen (F11)"}
	names := make([]string, len(animationSpeeds))
	for i, sp := range animationSpeeds {
		names[i] = sp.name
	}
	o.speed = &Choice{R: row(4), Label: "Animation speed", Options: names}
	o.back = &Button{R: Rect{(render.Width - 240) / 2, y + 5*(h+gap) + 20, 240, 60}, Label: "Back"}
	o.form.Items = []Widget{o.music, o.effects, o.mute, o.fullscreen, o.speed, o.back}
	return o
}

func (o *Options) IsOverlay() bool { return o.overlay }

// Sliders returns the music and effects sliders (scripted input, tests).
func (o *Options) Sliders() (music, effects *Slider) { return o.music, o.effects }

// load copies the session's settings into the widgets.
func (o *Options) load(s *Session) {
	st := s.Settings
	o.music.Value, o.effects.Value = st.MusicVolume, st.EffectsVolume
	o.mute.On, o.fullscreen.On = st.Muted, st.Fullscreen
	o.speed.Index = 1
	for i, sp := range animationSpeeds {
		if sp.value == st.AnimationSpeed {
			o.speed.Index = i
		}
	}
}

func (o *Options) Update(s *Session) error {
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
		footer = r.Y + r.H - 22
	} else {
		DrawBackdrop(c)
	}
	DrawTitle(c, "Options", "")
	o.form.Draw(c)
	note := "Settings are saved for next time."
	switch {
	case s.SettingsPath == "" && s.Browser:
		note = "This browser keeps no settings (its storage is blocked); they last until the page closes."
	case s.SettingsPath == "":
		note = "Settings cannot be saved on this machine; they last until you quit."
	}
	if s.Audio == nil || !s.Audio.Available() {
		status := "Sound is off."
		if s.Audio != nil {
			status = s.Audio.Status()
		}
		note = Capitalise(status) + ".  " + note
	}
	c.Text(note, render.Width/2, 140, render.TextStyle{Size: 19, Color: render.TextDim, Align: render.AlignCenter, Middle: true})
	c.Text(fmt.Sprintf("%s/%s choose  ·  %s change  ·  drag the sliders  ·  %s goes back", Key(ActUp), Key(ActDown), Arrows(), Key(ActBack)), render.Width/2, footer,
		render.TextStyle{Size: 18, Color: render.TextDim, Align: render.AlignCenter, Middle: true})
}
