package scenes

import (
	"fmt"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"stratagem/assets/lang"
)

// The keys as data: every action a screen knows is bound to its keys in a
// KeyMap, one table. The menus and the game frame use CoreKeys; each game
// declares its own actions (NewAction) and their keys in a table of its
// own, which the frame adds to CoreKeys for its screen. Input reads the
// keys of the top scene's map; buttons, key help and the rules pages take
// the keys' names from it, so that a key is written down once. A map can
// be changed (rebinding) without touching the code that asks for actions.

// Chord is a key pressed with exactly these modifiers held.
type Chord struct {
	Key              ebiten.Key
	Ctrl, Shift, Alt bool
}

// Binding is one action and the chords that fire it.
type Binding struct {
	Action Action
	Keys   []Chord
	// Repeat: the action fires again while the key is held (the arrows).
	Repeat bool
	// Name, when set, is how help texts name the keys ("←/→"); else the
	// first chord's name.
	Name string
	// Label, when set, is the message naming the action in the Options'
	// list of keys, where the player may bind it to another key
	// (rebind.go); the keys without one are fixed.
	Label string
}

// KeyMap is the actions of a screen and their keys.
type KeyMap []Binding

// key returns the chord of k alone.
func key(k ebiten.Key) Chord { return Chord{Key: k} }

// ctrl returns the chord of Ctrl and k.
func ctrl(k ebiten.Key) Chord { return Chord{Key: k, Ctrl: true} }

// CoreKeys are the keys of the menus and of the game frame.
var CoreKeys = KeyMap{
	{Action: ActUp, Keys: []Chord{key(ebiten.KeyArrowUp)}, Repeat: true, Name: "↑"},
	{Action: ActDown, Keys: []Chord{key(ebiten.KeyArrowDown)}, Repeat: true, Name: "↓"},
	{Action: ActLeft, Keys: []Chord{key(ebiten.KeyArrowLeft)}, Repeat: true, Name: "←"},
	{Action: ActRight, Keys: []Chord{key(ebiten.KeyArrowRight)}, Repeat: true, Name: "→"},
	{Action: ActConfirm, Keys: []Chord{key(ebiten.KeyEnter), key(ebiten.KeyNumpadEnter), key(ebiten.KeySpace)}, Name: "Enter"},
	{Action: ActBack, Keys: []Chord{key(ebiten.KeyEscape)}, Name: "Esc"},
	{Action: ActNext, Keys: []Chord{key(ebiten.KeyTab)}, Name: "Tab"},
	{Action: ActPrev, Keys: []Chord{{Key: ebiten.KeyTab, Shift: true}}, Name: "Shift+Tab"},
	{Action: ActUndo, Keys: []Chord{key(ebiten.KeyU), key(ebiten.KeyBackspace), ctrl(ebiten.KeyZ)}, Name: "U", Label: "core.frame.undo"},
	{Action: ActRedo, Keys: []Chord{ctrl(ebiten.KeyY), {Key: ebiten.KeyZ, Ctrl: true, Shift: true}}, Name: "Ctrl+Y", Label: "core.frame.redo"},
	{Action: ActHint, Keys: []Chord{key(ebiten.KeyH)}, Label: "core.frame.hint"},
	{Action: ActRestart, Keys: []Chord{key(ebiten.KeyR)}, Label: "core.frame.restart"},
	{Action: ActReview, Keys: []Chord{key(ebiten.KeyV)}, Label: "core.frame.review"},
	{Action: ActHome, Keys: []Chord{key(ebiten.KeyHome)}, Label: "core.keys.home"},
	{Action: ActEnd, Keys: []Chord{key(ebiten.KeyEnd)}, Label: "core.keys.end"},
	{Action: ActMoveNow, Keys: []Chord{key(ebiten.KeyN)}, Label: "core.frame.movenow"},
	{Action: ActFullscreen, Keys: []Chord{key(ebiten.KeyF11), {Key: ebiten.KeyEnter, Alt: true}}, Name: "F11", Label: "core.keys.fullscreen"},
}

// With returns the map with more bindings (a game's own) after its own.
func (km KeyMap) With(more KeyMap) KeyMap {
	return append(append(KeyMap(nil), km...), more...)
}

// binding returns the binding of a, if the map has one.
func (km KeyMap) binding(a Action) (Binding, bool) {
	for _, b := range km {
		if b.Action == a {
			return b, true
		}
	}
	return Binding{}, false
}

// Name returns how help texts name the keys of a ("U", "Ctrl+Y", "←"):
// of the map's binding, else of CoreKeys' (a game's map names the core
// keys too); "" when neither binds it.
func (km KeyMap) Name(a Action) string {
	b, ok := km.binding(a)
	if !ok {
		b, ok = CoreKeys.binding(a)
	}
	name := b.Name
	switch {
	case !ok || len(b.Keys) == 0:
		return ""
	case name == "":
		name = b.Keys[0].String()
	}
	return inWords(name)
}

// inWords writes a key's name as the language in use names its keys:
// "Shift+Tab" is "Vaihto+Tab" in Finnish; the names a keyboard prints the
// same everywhere (letters, Esc, Tab, F11) stay as they are.
func inWords(name string) string {
	parts := strings.Split(name, "+")
	for i, p := range parts {
		if id := "key." + strings.ToLower(p); p != "" && lang.Has(id) {
			parts[i] = lang.T(id)
		} else {
			parts[i] = lang.Verbatim(p)
		}
	}
	return strings.Join(parts, "+")
}

// String names the chord as a keyboard's caps do: "W", "Ctrl+Y", "Esc".
func (c Chord) String() string { return c.withModifiers(keyName(c.Key)) }

// withModifiers writes key after the chord's modifiers: "Ctrl+Shift+key".
func (c Chord) withModifiers(key string) string {
	var parts []string
	if c.Ctrl {
		parts = append(parts, "Ctrl")
	}
	if c.Alt {
		parts = append(parts, "Alt")
	}
	if c.Shift {
		parts = append(parts, "Shift")
	}
	return strings.Join(append(parts, key), "+")
}

// keyNames name the keys whose names Ebitengine spells otherwise than a
// keyboard's caps.
var keyNames = map[ebiten.Key]string{ebiten.KeyEscape: "Esc", ebiten.KeyArrowUp: "↑", ebiten.KeyArrowDown: "↓",
	ebiten.KeyArrowLeft: "←", ebiten.KeyArrowRight: "→", ebiten.KeyNumpadEnter: "Enter"}

// keyName names a key without modifiers.
func keyName(k ebiten.Key) string {
	if name, ok := keyNames[k]; ok {
		return name
	}
	return k.String()
}

// Clashes lists the chords that fire more than one action of the map: a
// key must do one thing in a screen.
func (km KeyMap) Clashes() []string {
	seen := map[Chord]Action{}
	var out []string
	for _, b := range km {
		for _, c := range b.Keys {
			if a, ok := seen[c]; ok && a != b.Action {
				out = append(out, fmt.Sprintf("%s fires both %s and %s", c, a, b.Action))
			}
			seen[c] = b.Action
		}
	}
	return out
}

// fired returns the actions of the map whose chords fired, given what the
// keyboard says: just(k) that k went down this tick, repeated(k) that it
// is held long enough to repeat, and the modifiers held. A chord needs
// exactly its modifiers: Ctrl+Z is not Z, Shift+Tab is not Tab.
func (km KeyMap) fired(just, repeated func(ebiten.Key) bool, mods Chord, out []Action) []Action {
	for _, b := range km {
		for _, c := range b.Keys {
			down := just(c.Key) || b.Repeat && repeated(c.Key)
			if down && c.Ctrl == mods.Ctrl && c.Shift == mods.Shift && c.Alt == mods.Alt {
				out = append(out, b.Action)
				break
			}
		}
	}
	return out
}

// Key names the keys of a core action, as CoreKeys binds them ("U",
// "Esc"), for the texts of menus and rules pages.
func Key(a Action) string { return CoreKeys.Name(a) }

// Arrows names the left and right arrows together: "←/→".
func Arrows() string { return Key(ActLeft) + "/" + Key(ActRight) }

// KeyMapper is a scene with keys of its own (a game screen).
type KeyMapper interface{ Keys() KeyMap }

// actionNames names the actions, for messages; a game's are added by
// NewAction.
var actionNames = struct {
	sync.Mutex
	names []string
}{names: []string{"up", "down", "left", "right", "confirm", "back", "undo", "restart", "hint",
	"full screen", "next", "previous", "redo", "review", "home", "end", "move now"}}

// NewAction returns a new action a game's screen asks about (Wait,
// Analysis…), named for messages; its keys are in the game's KeyMap.
// Games call it once per action when their package is initialised.
func NewAction(name string) Action {
	actionNames.Lock()
	defer actionNames.Unlock()
	actionNames.names = append(actionNames.names, name)
	return Action(len(actionNames.names) - 1)
}

// numActions returns how many actions there are, the games' included.
func numActions() int {
	actionNames.Lock()
	defer actionNames.Unlock()
	return len(actionNames.names)
}

func (a Action) String() string {
	actionNames.Lock()
	defer actionNames.Unlock()
	if a < 0 || int(a) >= len(actionNames.names) {
		return fmt.Sprintf("Action(%d)", int(a))
	}
	return actionNames.names[a]
}
