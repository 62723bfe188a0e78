package scenes

import (
	"maps"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

// Rebinding: the player may give an action of the game frame (undo, hint…)
// or of a game (wait, analysis…) a key of their own under Options. The
// key maps are changed in place (CoreKeys, each GameDesc's Keys), so that
// the input, the buttons, the key help and the rules pages, which all ask
// the maps, follow at once. A binding with a Label is rebindable; the
// keys that move about the screens (arrows, Enter, Esc, Tab) are not, so
// that no choice can leave a player unable to get back.

// rebound is the rebinding in use: the settings' Keys as last applied,
// the bindings' defaults, and a generation that changes with each change.
var rebound = struct {
	sync.Mutex
	applied  map[string]string
	defaults map[Action]Binding
	gen      uint64
}{defaults: map[Action]Binding{}}

// KeysGen returns a number that changes whenever a key is rebound: what
// caches texts naming keys (rules pages) keeps to know they are stale.
func KeysGen() uint64 {
	rebound.Lock()
	defer rebound.Unlock()
	return rebound.gen
}

// Rebindable reports whether the player may choose b's key.
func (b Binding) Rebindable() bool { return b.Label != "" }

// ApplyKeys binds the actions of CoreKeys and of the games' maps to the
// keys chosen in keys (action name to chord, as ParseChord reads it), the
// others to their defaults. A name or chord it does not know is skipped.
func ApplyKeys(keys map[string]string, games []*GameDesc) {
	rebound.Lock()
	defer rebound.Unlock()
	if maps.Equal(keys, rebound.applied) && rebound.gen > 0 {
		return
	}
	rebound.applied = maps.Clone(keys)
	rebound.gen++
	apply := func(km KeyMap) {
		for i := range km {
			b := &km[i]
			if !b.Rebindable() {
				continue
			}
			d, ok := rebound.defaults[b.Action]
			if !ok {
				d = *b
				rebound.defaults[b.Action] = d
			}
			b.Keys, b.Name = d.Keys, d.Name
			if c, ok := ParseChord(keys[b.Action.String()]); ok {
				b.Keys, b.Name = []Chord{c}, ""
			}
		}
	}
	apply(CoreKeys)
	for _, g := range games {
		apply(g.Keys)
	}
}

// IsDefault reports whether a's keys are its defaults.
func IsDefault(km KeyMap, a Action) bool {
	rebound.Lock()
	defer rebound.Unlock()
	b, ok := km.binding(a)
	d, known := rebound.defaults[a]
	return !ok || !known || slicesEqual(b.Keys, d.Keys)
}

func slicesEqual(a, b []Chord) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// KeyClash returns the action other than a that chord c already fires
// where a is used: in the game's map and CoreKeys, or, for an action of
// CoreKeys, in every game's. ok is false when c is free.
func KeyClash(a Action, c Chord, game *GameDesc, games []*GameDesc) (other Action, ok bool) {
	maps := []KeyMap{CoreKeys}
	if _, core := CoreKeys.binding(a); core {
		for _, g := range games {
			maps = append(maps, g.Keys)
		}
	} else if game != nil {
		maps = append(maps, game.Keys)
	}
	for _, km := range maps {
		for _, b := range km {
			if b.Action != a && hasChord(b.Keys, c) {
				return b.Action, true
			}
		}
	}
	return 0, false
}

func hasChord(keys []Chord, c Chord) bool {
	for _, k := range keys {
		if k == c {
			return true
		}
	}
	return false
}

// ChordText writes c as the settings keep it: its modifiers and the key's
// name as Ebitengine spells it ("Ctrl+KeyJ" is "Ctrl+J").
func ChordText(c Chord) string { return c.withModifiers(c.Key.String()) }

// ParseChord reads a chord written by ChordText.
func ParseChord(s string) (Chord, bool) {
	if s == "" {
		return Chord{}, false
	}
	parts := strings.Split(s, "+")
	var c Chord
	for _, p := range parts[:len(parts)-1] {
		switch p {
		case "Ctrl":
			c.Ctrl = true
		case "Alt":
			c.Alt = true
		case "Shift":
			c.Shift = true
		default:
			return Chord{}, false
		}
	}
	if err := c.Key.UnmarshalText([]byte(parts[len(parts)-1])); err != nil {
		return Chord{}, false
	}
	return c, true
}

// modifierKeys are the keys that are only ever part of a chord.
var modifierKeys = map[ebiten.Key]bool{
	ebiten.KeyShift: true, ebiten.KeyShiftLeft: true, ebiten.KeyShiftRight: true,
	ebiten.KeyControl: true, ebiten.KeyControlLeft: true, ebiten.KeyControlRight: true,
	ebiten.KeyAlt: true, ebiten.KeyAltLeft: true, ebiten.KeyAltRight: true,
	ebiten.KeyMeta: true, ebiten.KeyMetaLeft: true, ebiten.KeyMetaRight: true,
}
