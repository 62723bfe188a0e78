package assets

import (
	"bytes"
	"fmt"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/basicfont"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// fontSource parses one TrueType font the first time it is asked for.
type fontSource struct {
	name string
	ttf  []byte

	once sync.Once
	src  *text.GoTextFaceSource
	err  error

	mu    sync.Mutex
	faces map[float64]text.Face
}

var (
	regularFont = &fontSource{name: "goregular", ttf: goregular.TTF}
	boldFont    = &fontSource{name: "gobold", ttf: gobold.TTF}
)

func (f *fontSource) source() (*text.GoTextFaceSource, error) {
	f.once.Do(func() {
		src, err := text.NewGoTextFaceSource(bytes.NewReader(f.ttf))
		if err != nil {
			f.err = fmt.Errorf("assets: parsing font %s: %w", f.name, err)
			return
		}
		f.src = src
	})
	return f.src, f.err
}

// maxCachedFaces bounds the per-size face cache: callers that measure text at
// arbitrary sizes must not make it grow without limit.
const maxCachedFaces = 128

func (f *fontSource) face(size float64) text.Face {
	if !(size > 0) { // also catches NaN
		size = 1
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if face, ok := f.faces[size]; ok {
		return face
	}
	var face text.Face
	if src, err := f.source(); err == nil {
		face = &text.GoTextFace{Source: src, Size: size}
	} else {
		// The embedded font cannot fail to parse in practice, but if it did
		// the game should still show text rather than crash.
		face = text.NewGoXFace(basicfont.Face7x13)
	}
	if f.faces == nil || len(f.faces) >= maxCachedFaces {
		f.faces = make(map[float64]text.Face)
	}
	f.faces[size] = face
	return face
}

// FontSource returns the regular Go font, parsed once. It returns nil only if
// the embedded font could not be parsed (FontError then says why); Face
// still works in that case, with a fallback bitmap font.
func FontSource() *text.GoTextFaceSource {
	src, _ := regularFont.source()
	return src
}

// BoldFontSource is FontSource for the bold Go font.
func BoldFontSource() *text.GoTextFaceSource {
	src, _ := boldFont.source()
	return src
}

// FontError reports whether either embedded font failed to parse.
func FontError() error {
	if _, err := regularFont.source(); err != nil {
		return err
	}
	_, err := boldFont.source()
	return err
}

// Face returns the regular Go font at size pixels. Faces are cached by size,
// so calling it every frame is cheap. It never returns nil.
func Face(size float64) text.Face { return regularFont.face(size) }

// BoldFace is Face for the bold Go font.
func BoldFace(size float64) text.Face { return boldFont.face(size) }

// ForgetShapedTexts starts both fonts afresh, with nothing shaped or drawn
// yet. Ebitengine's text package forgets a shaped text once it is a second
// old, counted in the game's ticks; the tests draw thousands of screens
// inside one tick, where that cache only grows and every new text walks
// all of it. scenetest calls this for each new session; the game never
// needs it.
func ForgetShapedTexts() {
	for _, f := range []*fontSource{regularFont, boldFont} {
		f.mu.Lock()
		f.once, f.src, f.err, f.faces = sync.Once{}, nil, nil, nil
		f.mu.Unlock()
	}
}
