package render

import (
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
