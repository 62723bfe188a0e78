package render

import (
	"strings"
	"sync"
	"sync/atomic"
)

// Fit is how a text is drawn in its box: the lines it was broken into,
// the size it is drawn at, and whether it fits.
type Fit struct {
	Text     string  // the text as drawn, with the line breaks wrapping added
	Lines    int     // how many lines
	Size     float64 // the size drawn at: TextStyle.Size times the text scale, or smaller to fit
	Width    float64 // the widest line, in virtual units, at Size
	Overflow bool    // it does not fit its box even at MinShrink of its size
}

// FitText works out how s is drawn with st: as it is if it fits st.MaxW
// (or no box is given); otherwise wrapped at spaces into at most
// st.MaxLines lines (or as many as fit st.MaxH), then smaller step by step down to MinShrink of its
// size. What does not fit then is an overflow, drawn at full size.
//
// The player's text size (SetTextScale) multiplies every size but a
// Fixed style's: a text grows, and its box wraps or shrinks it as it would
// a longer text, no smaller than it may shrink at the screens' own size.
func FitText(s string, st TextStyle) Fit {
	key := fitKey{s, st.Size, st.MaxW, st.MaxH, st.MaxLines, st.Bold, st.Fixed}
	fits.Lock()
	f, ok := fits.m[key]
	scale := fits.scale
	fits.Unlock()
	if !ok {
		f = fitText(s, st, styleScale(st, scale))
		fits.Lock()
		if len(fits.m) >= maxFits {
			clear(fits.m)
		}
		if fits.scale == scale {
			fits.m[key] = f
		}
		fits.Unlock()
	}
	return f
}

// Height returns how tall the fitted text is: its lines at its size.
func (f Fit) Height() float64 { return float64(f.Lines) * f.Size * lineSpacing }

// SetTextScale sets the player's text size: 1 is the size the screens are
// laid out at, 1.5 half as large again. Every text drawn after it grows
// (a Fixed style's excepted); MeasureText and LineHeight measure at it.
func SetTextScale(scale float64) {
	if !(scale > 0) {
		scale = 1
	}
	fits.Lock()
	defer fits.Unlock()
	if fits.scale != scale {
		fits.scale = scale
		clear(fits.m)
		clearSprites()
	}
}

// TextScale returns the player's text size (see SetTextScale).
func TextScale() float64 {
	fits.Lock()
	defer fits.Unlock()
	return fits.scale
}

// LineHeight returns how far apart the lines of a text of the given size
// are drawn, the text scale included.
func LineHeight(size float64) float64 { return size * TextScale() * lineSpacing }

// lineSpacing is the distance between lines in text sizes.
const lineSpacing = 1.3

// styleScale returns the scale a style's texts are drawn at.
func styleScale(st TextStyle, scale float64) float64 {
	if st.Fixed {
		return 1
	}
	return scale
}

// fitKey is what a text's fit depends on.
type fitKey struct {
	s                string
	size, maxW, maxH float64
	maxLines         int
	bold, fixed      bool
}

// fits remembers the fits worked out: a screen draws the same texts frame
// after frame, and shaping them again each time is costly.
// It also holds the text scale they were worked out at.
var fits = struct {
	sync.Mutex
	m     map[fitKey]Fit
	scale float64
}{m: map[fitKey]Fit{}, scale: 1}

// maxFits bounds the memory of fits (it starts afresh when full).
const maxFits = 4096

// fitText fits s at the given text scale.
func fitText(s string, st TextStyle, scale float64) Fit {
	if st.MaxW <= 0 || s == "" {
		w, _ := measureText(s, st.Size*scale, st.Bold)
		return Fit{Text: s, Lines: strings.Count(s, "\n") + 1, Size: st.Size * scale, Width: w}
	}
	if scale > 1 && st.MaxH == 0 && st.MaxLines > 1 {
		// A box of lines is as tall as they are at the screens' own
		// size: the screen keeps that room for it, and a grown text
		// takes no more of it.
		st.MaxH = float64(st.MaxLines) * st.Size * lineSpacing
	}
	lines := func(size float64) int {
		if st.MaxH > 0 {
			return max(1, int(st.MaxH/(size*scale*lineSpacing)+1e-9))
		}
		return max(1, st.MaxLines)
	}
	// A text grown by the text scale may shrink back as far as its
	// smallest at the screens' own size: a box too small for it at 150%
	// holds it as it would at 100%.
	least := st.Size * MinShrink / max(1, scale)
	for size := st.Size; ; size -= st.Size * 0.05 {
		size = max(size, least) // the last step is the smallest
		if f, ok := fitAt(s, st, size, scale, lines(size)); ok {
			return f
		}
		if size <= least+1e-9 {
			break
		}
	}
	f, _ := fitAt(s, st, st.Size, scale, lines(st.Size))
	f.Overflow = true
	return f
}

// fitAt lays s out at size: its own lines, each wrapped if more than one
// line is allowed; ok if it is no wider than the box and has no more lines.
func fitAt(s string, st TextStyle, size, scale float64, maxLines int) (Fit, bool) {
	text := s
	if maxLines > 1 {
		text = strings.Join(wrap(s, size*scale, st.MaxW, st.Bold), "\n")
	}
	f := Fit{Text: text, Lines: strings.Count(text, "\n") + 1, Size: size * scale}
	for _, line := range splitLines(text) {
		w, _ := measureText(line, size*scale, st.Bold)
		f.Width = max(f.Width, w)
	}
	return f, f.Width <= st.MaxW+0.5 && f.Lines <= max(maxLines, strings.Count(s, "\n")+1)
}

// DrawnText is one text a Canvas drew, as the text observer sees it.
type DrawnText struct {
	Text  string // as given to Text, before fitting
	X, Y  float64
	Style TextStyle
	Fit   Fit
}

var observer atomic.Pointer[func(DrawnText)]

// ObserveText calls f with every text any Canvas draws until the returned
// stop is called (tests: which texts a screen shows, and whether each fits).
func ObserveText(f func(DrawnText)) (stop func()) {
	observer.Store(&f)
	return func() { observer.Store(nil) }
}
