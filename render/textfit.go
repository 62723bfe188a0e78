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
	Size     float64 // the size drawn at: TextStyle.Size, or smaller to fit
	Width    float64 // the widest line, in virtual units, at Size
	Overflow bool    // it does not fit its box even at MinShrink of its size
}

// FitText works out how s is drawn with st: as it is if it fits st.MaxW
// (or no box is given); otherwise wrapped at spaces into at most
// st.MaxLines lines (or as many as fit st.MaxH), then smaller step by step down to MinShrink of its
// size. What does not fit then is an overflow, drawn at full size.
func FitText(s string, st TextStyle) Fit {
	key := fitKey{s, st.Size, st.MaxW, st.MaxH, st.MaxLines, st.Bold}
	fits.Lock()
	f, ok := fits.m[key]
	fits.Unlock()
	if !ok {
		f = fitText(s, st)
		fits.Lock()
		if len(fits.m) >= maxFits {
			clear(fits.m)
		}
		fits.m[key] = f
		fits.Unlock()
	}
	return f
}

// fitKey is what a text's fit depends on.
type fitKey struct {
	s                string
	size, maxW, maxH float64
	maxLines         int
	bold             bool
}

// fits remembers the fits worked out: a screen draws the same texts frame
// after frame, and shaping them again each time is costly.
var fits = struct {
	sync.Mutex
	m map[fitKey]Fit
}{m: map[fitKey]Fit{}}

// maxFits bounds the memory of fits (it starts afresh when full).
const maxFits = 4096

func fitText(s string, st TextStyle) Fit {
	if st.MaxW <= 0 || s == "" {
		w, _ := MeasureText(s, st.Size, st.Bold)
		return Fit{Text: s, Lines: strings.Count(s, "\n") + 1, Size: st.Size, Width: w}
	}
	lines := func(size float64) int {
		if st.MaxH > 0 {
			return max(1, int(st.MaxH/(size*1.3)+1e-9))
		}
		return max(1, st.MaxLines)
	}
	for size := st.Size; size >= st.Size*MinShrink-1e-9; size -= st.Size * 0.05 {
		if f, ok := fitAt(s, st, size, lines(size)); ok {
			return f
		}
	}
	f, _ := fitAt(s, st, st.Size, lines(st.Size))
	f.Overflow = true
	return f
}

// fitAt lays s out at size: its own lines, each wrapped if more than one
// line is allowed; ok if it is no wider than the box and has no more lines.
func fitAt(s string, st TextStyle, size float64, maxLines int) (Fit, bool) {
	text := s
	if maxLines > 1 {
		text = strings.Join(Wrap(s, size, st.MaxW, st.Bold), "\n")
	}
	f := Fit{Text: text, Lines: strings.Count(text, "\n") + 1, Size: size}
	for _, line := range splitLines(text) {
		w, _ := MeasureText(line, size, st.Bold)
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
