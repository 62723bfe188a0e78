// Package audio is the game's sound system: background music and effects
// played through Ebitengine's audio package, with the volume settings
// applied live.
//
// It is built so that sound can never stop the game:
//
//   - New(false) (for -mute / -audio=false) never creates an audio context.
//   - Ebitengine v2.8 creates the real audio device lazily, at the first
//     frame after audio.NewContext, and if the device cannot be opened it
//     makes RunGame return that error on the next frame (the game ends; see
//     aaaaxy issue #422). A failed RunGame cannot be retried in the same
//     process. So New(true) first probes the device itself (on Linux: opens
//     and configures an ALSA playback device exactly as Ebitengine's driver
//     would, then closes it) and creates the context only if that works;
//     otherwise the game runs silently and Status says why.
//   - Every method works on a System without a context, without players,
//     and on a nil *System.
//   - IsAudioError recognises an audio failure that still reaches RunGame
//     (a device that disappears mid-game), so the command can restart
//     itself without sound.
//
// Methods must be called from the frame goroutine (Update/Draw); slow work
// (synthesising the music) runs in a goroutine that posts its result on a
// buffered channel, which the System polls without blocking.
package audio

import (
	"bytes"
	"os"
	"sync"
	"time"

	eaudio "github.com/hajimehoshi/ebiten/v2/audio"

	"stratagem/ai/yield"
	"stratagem/assets/sound"
)

// maxEffectPlayers bounds how many effects sound at once; the oldest is
// cut when more are started.
const maxEffectPlayers = 8

// probeTimeout bounds how long New waits for the device probe.
const probeTimeout = 3 * time.Second

// Status texts, for the Options screen.
const (
	StatusOn          = "sound on"
	StatusDisabled    = "sound off (started with -mute)"
	StatusUnavailable = "sound unavailable: no audio device"
	StatusWaiting     = "sound starts at the first click or key press"
	StatusInUse       = "sound unavailable: audio already in use at another sample rate"
)

// System plays the game's music and effects. The zero value and nil are
// silent systems.
type System struct {
	mu sync.Mutex

	ctx    *eaudio.Context // nil: no sound at all
	status string
	err    error // why there is no sound, if the device failed

	loaded  chan loadedSound // from the synthesis goroutine
	effects map[sound.EffectName][]byte
	playing []*eaudio.Player // effect players, oldest first

	musicPCM    []byte
	music       *eaudio.Player
	musicWanted bool

	musicVolume, effectsVolume int
	muted                      bool
	deferred                   bool // Deferred, and Begin not called yet
}

type loadedSound struct {
	effects map[sound.EffectName][]byte
	music   []byte
}

// New returns the sound system. With enabled false, or when no audio device
// can be opened, it returns a silent System and never creates an audio
// context. Volumes start at 100 and unmuted; apply the saved settings with
// SetMusicVolume, SetEffectsVolume and SetMuted.
//
// Setting STRATAGEM_AUDIO_PROBE=off skips the device probe (for a machine
// where the probe is wrong; a real failure then ends RunGame, see
// IsAudioError).
func New(enabled bool) *System {
	probe := probeDeviceWithTimeout
	if os.Getenv("STRATAGEM_AUDIO_PROBE") == "off" {
		probe = func() error { return nil }
	}
	return newSystem(enabled, probe, sound.Music)
}

// newSystem is New with the device probe and the music synthesiser
// replaceable, for tests.
func newSystem(enabled bool, probe func() error, music func() []byte) *System {
	s := &System{musicVolume: 100, effectsVolume: 100, status: StatusDisabled}
	if enabled {
		s.start(probe, music)
	}
	return s
}

// Deferred returns a System that stays silent until Begin: a browser
// blocks sound until the person first clicks or presses a key, so the web
// build creates its audio context then, and nothing complains before.
// Until Begin, Status says that sound comes with the first click or key.
func Deferred() *System {
	return &System{musicVolume: 100, effectsVolume: 100, status: StatusWaiting, deferred: true}
}

// Begin starts a Deferred System's sound (once; later calls, and calls on
// other Systems, do nothing). Music asked for before starts when ready.
func (s *System) Begin() {
	if s == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.deferred {
		return
	}
	s.deferred = false
	s.start(func() error { return nil }, func() []byte { return sound.MusicPausing(yield.Point) })
	s.syncMusic()
}

// start creates the audio context (when probe finds a device) and begins
// synthesising the sounds.
func (s *System) start(probe func() error, music func() []byte) {
	if err := probe(); err != nil {
		s.status, s.err = StatusUnavailable, err
		return
	}
	ctx := eaudio.CurrentContext()
	if ctx == nil {
		ctx = eaudio.NewContext(sound.SampleRate)
	} else if ctx.SampleRate() != sound.SampleRate {
		// Someone else made a context at another rate; our PCM would play
		// at the wrong speed. Stay silent rather than sound wrong.
		s.status = StatusInUse
		return
	}
	s.ctx, s.status = ctx, StatusOn
	s.effects = make(map[sound.EffectName][]byte)

	// Synthesise in the background: the effects first (a few
	// milliseconds), then the music (a few tenths of a second). The channel
	// holds both, so the goroutine never blocks and never leaks.
	s.loaded = make(chan loadedSound, 2)
	go func(out chan<- loadedSound) {
		fx := make(map[sound.EffectName][]byte)
		for _, name := range sound.Effects() {
			fx[name] = sound.Effect(name)
			yield.Point() // in a browser, let the frames run between effects
		}
		out <- loadedSound{effects: fx}
		out <- loadedSound{music: music()}
	}(s.loaded)
}

func probeDeviceWithTimeout() error {
	done := make(chan error, 1)
	go func() { done <- probeDevice() }()
	select {
	case err := <-done:
		return err
	case <-time.After(probeTimeout):
		return errProbeTimeout
	}
}

// Available reports whether sound can be heard (if not muted): an audio
// context exists because the device probe succeeded.
func (s *System) Available() bool {
	if s == nil {
		return false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.ctx != nil
}

// Status is a short text for the Options screen, e.g. "sound on" or
// "sound unavailable: no audio device".
func (s *System) Status() string {
	if s == nil {
		return StatusDisabled
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.status == "" {
		return StatusDisabled
	}
	return s.status
}

// Err returns why the device could not be used (for a log line), or nil.
func (s *System) Err() error {
	if s == nil {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.err
}

// Update should be called once per frame: it picks up the synthesised
// sound when it is ready (starting the music if StartMusic was called
// before) and releases the players of finished effects. The other methods
// do the same, so a missed Update only delays the music.
func (s *System) Update() {
	if s == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.poll()
	s.prune()
}

// Loading reports whether the sounds are still being synthesised: until
// they arrive, Update must go on being called.
func (s *System) Loading() bool {
	if s == nil {
		return false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.loaded != nil
}

// poll takes whatever the synthesis goroutine has posted. s.mu is held.
func (s *System) poll() {
	if s.loaded == nil {
		return
	}
	for {
		select {
		case l := <-s.loaded:
			for name, pcm := range l.effects {
				if _, ok := s.effects[name]; !ok {
					s.effects[name] = pcm
				}
			}
			if l.music != nil {
				s.musicPCM = l.music
				s.loaded = nil // nothing more will come
				s.syncMusic()
				return
			}
		default:
			return
		}
	}
}

// prune closes the players of effects that have finished. s.mu is held.
func (s *System) prune() {
	kept := s.playing[:0]
	for _, p := range s.playing {
		if p.IsPlaying() {
			kept = append(kept, p)
		} else {
			p.Close()
		}
	}
	clear(s.playing[len(kept):])
	s.playing = kept
}

// PlayEffect starts the named effect on a fresh player (so the same effect
// can overlap itself). It does nothing when muted, at effects volume 0, or
// without sound.
func (s *System) PlayEffect(name sound.EffectName) {
	if s == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ctx == nil {
		return
	}
	s.poll()
	s.prune()
	if s.muted || s.effectsVolume <= 0 {
		return
	}
	pcm, ok := s.effects[name]
	if !ok {
		// Not synthesised yet (the game just started): make this one now,
		// it takes a few milliseconds.
		pcm = sound.Effect(name)
		if pcm == nil {
			return
		}
		s.effects[name] = pcm
	}
	if len(s.playing) >= maxEffectPlayers {
		s.playing[0].Close()
		s.playing = append(s.playing[:0], s.playing[1:]...)
	}
	// Each player reads its own bytes.Reader over the shared PCM: the
	// bytes are decoded once, and Ebitengine sees a distinct source per
	// player, as it requires.
	p, err := s.ctx.NewPlayer(bytes.NewReader(pcm))
	if err != nil {
		return
	}
	p.SetVolume(VolumeCurve(s.effectsVolume))
	p.Play()
	s.playing = append(s.playing, p)
}

// StartMusic starts (or resumes) the looping background music. If the
// music is still being synthesised, it starts as soon as it is ready.
func (s *System) StartMusic() {
	if s == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.musicWanted = true
	s.poll()
	s.syncMusic()
}

// StopMusic pauses the music; StartMusic resumes it where it stopped.
func (s *System) StopMusic() {
	if s == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.musicWanted = false
	s.syncMusic()
}

// MusicPlaying reports whether the music is actually playing now.
func (s *System) MusicPlaying() bool {
	if s == nil {
		return false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.music != nil && s.music.IsPlaying()
}

// syncMusic makes the music player match musicWanted, muted and the
// volume. s.mu is held.
func (s *System) syncMusic() {
	if s.ctx == nil {
		return
	}
	play := s.musicWanted && !s.muted && s.musicVolume > 0
	if s.music == nil {
		if !play || s.musicPCM == nil {
			return
		}
		loop := eaudio.NewInfiniteLoop(bytes.NewReader(s.musicPCM), int64(len(s.musicPCM)))
		p, err := s.ctx.NewPlayer(loop)
		if err != nil {
			return
		}
		s.music = p
	}
	s.music.SetVolume(VolumeCurve(s.musicVolume))
	switch {
	case play && !s.music.IsPlaying():
		s.music.Play()
	case !play && s.music.IsPlaying():
		s.music.Pause()
	}
}

// SetMusicVolume sets the music volume, 0-100 (clamped), through
// VolumeCurve. It applies at once to the playing music; at 0 the music is
// paused.
func (s *System) SetMusicVolume(v int) {
	if s == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.musicVolume = clampVolume(v)
	s.syncMusic()
}

// SetEffectsVolume sets the effects volume, 0-100 (clamped), through
// VolumeCurve, for new effects and those still sounding.
func (s *System) SetEffectsVolume(v int) {
	if s == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.effectsVolume = clampVolume(v)
	g := VolumeCurve(s.effectsVolume)
	for _, p := range s.playing {
		p.SetVolume(g)
	}
}

// SetMuted silences (or restores) everything: the music pauses and effects
// are not played; the volumes are kept.
func (s *System) SetMuted(muted bool) {
	if s == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.muted = muted
	if muted {
		for _, p := range s.playing {
			p.Close()
		}
		clear(s.playing)
		s.playing = s.playing[:0]
	}
	s.syncMusic()
}

// Volumes returns the current music and effects volumes (0-100) and
// whether sound is muted.
func (s *System) Volumes() (music, effects int, muted bool) {
	if s == nil {
		return 0, 0, true
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.musicVolume, s.effectsVolume, s.muted
}

// Close stops all sound and releases the players. The System stays usable:
// StartMusic and PlayEffect make new players.
func (s *System) Close() {
	if s == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, p := range s.playing {
		p.Close()
	}
	clear(s.playing)
	s.playing = s.playing[:0]
	if s.music != nil {
		s.music.Close()
		s.music = nil
	}
	s.musicWanted = false
}

func clampVolume(v int) int { return max(0, min(100, v)) }
