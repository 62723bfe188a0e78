package render

import (
	"math"
	"strings"
	"testing"
)

func TestFitText(t *testing.T) {
	long := "a sentence of several words that is far too long for a small box"
	w, _ := MeasureText(long, 20, false)
	tests := []struct {
		name      string
		st        TextStyle
		lines     int
		shrunk    bool
		overflows bool
	}{
		{"no box: as it is", TextStyle{Size: 20}, 1, false, false},
		{"wide box: as it is", TextStyle{Size: 20, MaxW: w + 10}, 1, false, false},
		{"a little narrower: smaller", TextStyle{Size: 20, MaxW: w * 0.9}, 1, true, false},
		{"much narrower, one line: overflow", TextStyle{Size: 20, MaxW: w / 2}, 1, false, true},
		{"much narrower, two lines: wrapped", TextStyle{Size: 20, MaxW: w/2 + 20, MaxLines: 2}, 2, false, false},
		{"two lines tall at a smaller size: wrapped smaller", TextStyle{Size: 20, MaxW: w/2 + 20, MaxH: 2 * 1.3 * 19}, 2, true, false},
		{"far too narrow for three lines: overflow", TextStyle{Size: 20, MaxW: w / 6, MaxLines: 3}, 0, false, true},
	}
	for _, tc := range tests {
		f := FitText(long, tc.st)
		if f.Overflow != tc.overflows {
			t.Errorf("%s: overflow %v, want %v (%+v)", tc.name, f.Overflow, tc.overflows, f)
		}
		if tc.overflows {
			if f.Size != tc.st.Size {
				t.Errorf("%s: an overflow is drawn at %v, not its size %v", tc.name, f.Size, tc.st.Size)
			}
			continue
		}
		if f.Lines != tc.lines || strings.Count(f.Text, "\n")+1 != tc.lines {
			t.Errorf("%s: %d lines (%q), want %d", tc.name, f.Lines, f.Text, tc.lines)
		}
		if (f.Size < tc.st.Size) != tc.shrunk || f.Size < tc.st.Size*MinShrink-1e-9 {
			t.Errorf("%s: drawn at %v of %v", tc.name, f.Size, tc.st.Size)
		}
		if tc.st.MaxW > 0 && f.Width > tc.st.MaxW+0.5 {
			t.Errorf("%s: %v wide in a box of %v", tc.name, f.Width, tc.st.MaxW)
		}
	}
}

func TestFitKeepsGivenLines(t *testing.T) {
	f := FitText("one\ntwo", TextStyle{Size: 20, MaxW: 400})
	if f.Overflow || f.Lines != 2 {
		t.Errorf("two given lines in a wide box: %+v", f)
	}
}

// The player's text size: a text with room grows by it; one whose box is
// too small for it grown wraps or shrinks, but no smaller than at the
// screens' own size; a Fixed one stays as it is.
func TestTextScale(t *testing.T) {
	t.Cleanup(func() { SetTextScale(1) })
	st := TextStyle{Size: 20, MaxW: 1000}
	w1 := FitText("Undo", st).Width
	SetTextScale(1.5)
	if f := FitText("Undo", st); f.Size != 30 || math.Abs(f.Width-1.5*w1) > 1 || f.Overflow {
		t.Errorf("at 150%%: size %v, width %.1f (%.1f at 100%%)", f.Size, f.Width, w1)
	}
	if w, _ := MeasureText("Undo", 20, false); math.Abs(w-1.5*w1) > 1 {
		t.Errorf("measured %.1f wide at 150%%, want %.1f", w, 1.5*w1)
	}
	if f := FitText("Undo", TextStyle{Size: 20, MaxW: 1000, Fixed: true}); math.Abs(f.Width-w1) > 0.5 {
		t.Errorf("a fixed text is %.1f wide at 150%%, want %.1f", f.Width, w1)
	}
	// A box that holds the word at 100% but not grown: it shrinks back.
	tight := TextStyle{Size: 20, MaxW: w1 + 2}
	f := FitText("Undo", tight)
	if f.Overflow || f.Width > tight.MaxW+0.5 || f.Size < 20*MinShrink-1e-9 || f.Size >= 30 {
		t.Errorf("in a tight box at 150%%: %+v", f)
	}
	// Too small even at 100%'s smallest: an overflow, as at 100%.
	if f := FitText("Undo", TextStyle{Size: 20, MaxW: w1 * MinShrink * 0.9}); !f.Overflow {
		t.Errorf("a box too small at any size holds it: %+v", f)
	}
	// Wrapping: a sentence that is one line at 100% takes more at 150%.
	para := TextStyle{Size: 20, MaxW: 400, MaxLines: 4}
	SetTextScale(1)
	one := FitText("the quick brown fox jumps over", para).Lines
	SetTextScale(1.5)
	if more := FitText("the quick brown fox jumps over", para).Lines; more <= one {
		t.Errorf("%d lines at 150%%, %d at 100%%", more, one)
	}
}

// Canvas.Foot finds how far down the texts drawn reach (the frame's key
// help gives way by it); the texts are drawn, and told to ObserveText, as
// without it.
func TestCanvasFootFindsTheFoot(t *testing.T) {
	var told int
	stop := ObserveText(func(DrawnText) { told++ })
	defer stop()
	var foot float64
	c := TextsOnly()
	c.Foot = &foot
	st := TextStyle{Size: 20, MaxW: 200, MaxLines: 5}
	c.Text("a few words that wrap onto more than one line at this width", 10, 100, st)
	fit := FitText("a few words that wrap onto more than one line at this width", st)
	want := 100 + fit.Height() - 0.3*fit.Size // the last line's foot, not the space under it
	if math.Abs(foot-want) > 1e-9 || foot <= 100+20*1.3 {
		t.Errorf("the foot is %.1f, want %.1f (more than one line)", foot, want)
	}
	c.Text("centred", 10, 50, TextStyle{Size: 20, Middle: true, MaxW: 200})
	if math.Abs(foot-want) > 1e-9 {
		t.Errorf("a text higher up moved the foot to %.1f", foot)
	}
	if told != 2 {
		t.Errorf("ObserveText was told of %d texts, want the 2 drawn", told)
	}
}
