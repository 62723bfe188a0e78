package scenes

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestCoreKeysDoOneThingEach(t *testing.T) {
	if c := CoreKeys.Clashes(); len(c) > 0 {
		t.Fatalf("core keys clash: %v", c)
	}
	clash := CoreKeys.With(KeyMap{{Action: ActHint, Keys: []Chord{{Key: ebiten.KeyU}}}})
	if c := clash.Clashes(); len(c) != 1 {
		t.Fatalf("U bound to undo and hint: clashes %v, want one", c)
	}
}

func TestKeyNames(t *testing.T) {
	for a, want := range map[Action]string{
		ActUndo: "U", ActRedo: "Ctrl+Y", ActBack: "Esc", ActReview: "V", ActLeft: "←",
		ActConfirm: "Enter", ActHome: "Home", ActFullscreen: "F11", ActPrev: "Shift+Tab",
	} {
		if got := CoreKeys.Name(a); got != want {
			t.Errorf("the keys of %v are named %q, want %q", a, got, want)
		}
	}
	if got := (Chord{Key: ebiten.KeyZ, Ctrl: true, Shift: true}).String(); got != "Ctrl+Shift+Z" {
		t.Errorf("Ctrl+Shift+Z is named %q", got)
	}
	act := NewAction("test action")
	if CoreKeys.Name(act) != "" || act.String() != "test action" {
		t.Errorf("an action the map does not bind: name %q, called %q", CoreKeys.Name(act), act)
	}
}

// A chord fires its action only with exactly its modifiers held; the
// arrows repeat while held, other keys do not.
func TestChordsFireWithTheirModifiers(t *testing.T) {
	for _, tc := range []struct {
		name string
		key  ebiten.Key
		mods Chord
		held bool // the key is held (repeats), not just pressed
		want []Action
	}{
		{"U", ebiten.KeyU, Chord{}, false, []Action{ActUndo}},
		{"Z alone", ebiten.KeyZ, Chord{}, false, nil},
		{"Ctrl+Z", ebiten.KeyZ, Chord{Ctrl: true}, false, []Action{ActUndo}},
		{"Ctrl+Shift+Z", ebiten.KeyZ, Chord{Ctrl: true, Shift: true}, false, []Action{ActRedo}},
		{"Enter", ebiten.KeyEnter, Chord{}, false, []Action{ActConfirm}},
		{"Alt+Enter", ebiten.KeyEnter, Chord{Alt: true}, false, []Action{ActFullscreen}},
		{"Tab", ebiten.KeyTab, Chord{}, false, []Action{ActNext}},
		{"Shift+Tab", ebiten.KeyTab, Chord{Shift: true}, false, []Action{ActPrev}},
		{"Ctrl+R", ebiten.KeyR, Chord{Ctrl: true}, false, nil},
		{"held left arrow", ebiten.KeyArrowLeft, Chord{}, true, []Action{ActLeft}},
		{"held R", ebiten.KeyR, Chord{}, true, nil},
	} {
		just := func(k ebiten.Key) bool { return !tc.held && k == tc.key }
		repeated := func(k ebiten.Key) bool { return tc.held && k == tc.key }
		if got := CoreKeys.fired(just, repeated, tc.mods, nil); !slices.Equal(got, tc.want) {
			t.Errorf("%s fires %v, want %v", tc.name, got, tc.want)
		}
	}
}
