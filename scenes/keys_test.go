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

// A key the player chose fires its action instead of the default keys,
// the help texts name it, and going back to no choices gives the
// defaults back.
func TestApplyKeys(t *testing.T) {
	t.Cleanup(func() { ApplyKeys(nil, nil) })
	game := &GameDesc{ID: "g", Keys: KeyMap{{Action: ActConfirm + 1000, Keys: []Chord{{Key: ebiten.KeyW}}, Label: "x"}}}
	fires := func(km KeyMap, c Chord) []Action {
		just := func(k ebiten.Key) bool { return k == c.Key }
		return km.fired(just, func(ebiten.Key) bool { return false }, Chord{Ctrl: c.Ctrl, Shift: c.Shift, Alt: c.Alt}, nil)
	}
	ApplyKeys(map[string]string{"undo": "J", ActHint.String(): "Ctrl+K", "nothing": "Z", "redo": "NoSuchKey"}, []*GameDesc{game})
	if got := fires(CoreKeys, Chord{Key: ebiten.KeyJ}); !slices.Equal(got, []Action{ActUndo}) {
		t.Errorf("J fires %v, want undo", got)
	}
	if got := fires(CoreKeys, Chord{Key: ebiten.KeyU}); len(got) != 0 {
		t.Errorf("U, undo's own key, still fires %v", got)
	}
	if got := fires(CoreKeys, Chord{Key: ebiten.KeyK, Ctrl: true}); !slices.Equal(got, []Action{ActHint}) {
		t.Errorf("Ctrl+K fires %v, want hint", got)
	}
	if Key(ActUndo) != "J" || Key(ActHint) != "Ctrl+K" || Key(ActRedo) != "Ctrl+Y" {
		t.Errorf("the keys are named %q, %q, %q; want J, Ctrl+K and redo's own Ctrl+Y", Key(ActUndo), Key(ActHint), Key(ActRedo))
	}
	if IsDefault(CoreKeys, ActUndo) || !IsDefault(CoreKeys, ActRedo) {
		t.Error("undo is rebound and redo is not")
	}
	// A clash: H is free now, U too; J is undo's, Tab moves the focus.
	for _, tc := range []struct {
		a     Action
		c     Chord
		clash bool
		with  Action
	}{
		{ActRedo, Chord{Key: ebiten.KeyH}, false, 0},
		{ActRedo, Chord{Key: ebiten.KeyJ}, true, ActUndo},
		{ActRedo, Chord{Key: ebiten.KeyTab}, true, ActNext},
		{ActRedo, Chord{Key: ebiten.KeyW}, true, game.Keys[0].Action}, // a game's own key
		{ActUndo, Chord{Key: ebiten.KeyJ}, false, 0},                  // its own key again
	} {
		with, clash := KeyClash(tc.a, tc.c, nil, []*GameDesc{game})
		if clash != tc.clash || clash && with != tc.with {
			t.Errorf("%v on %v: clash %v with %v, want %v with %v", tc.a, tc.c, clash, with, tc.clash, tc.with)
		}
	}
	ApplyKeys(nil, []*GameDesc{game})
	if Key(ActUndo) != "U" || Key(ActHint) != "H" || !IsDefault(CoreKeys, ActUndo) {
		t.Errorf("back to the defaults: undo %q, hint %q", Key(ActUndo), Key(ActHint))
	}
	if got := fires(CoreKeys, Chord{Key: ebiten.KeyZ, Ctrl: true}); !slices.Equal(got, []Action{ActUndo}) {
		t.Errorf("Ctrl+Z fires %v, want undo (one of its own keys)", got)
	}
}

func TestChordText(t *testing.T) {
	for _, c := range []Chord{{Key: ebiten.KeyJ}, {Key: ebiten.KeyF5, Ctrl: true, Shift: true}, {Key: ebiten.KeyDigit1, Alt: true}, {Key: ebiten.KeyArrowUp}} {
		got, ok := ParseChord(ChordText(c))
		if !ok || got != c {
			t.Errorf("%v written %q reads back as %v (%v)", c, ChordText(c), got, ok)
		}
	}
	for _, s := range []string{"", "Hyper+J", "Ctrl+", "NoKey"} {
		if _, ok := ParseChord(s); ok {
			t.Errorf("%q reads as a chord", s)
		}
	}
}
