package assets

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

func TestFonts(t *testing.T) {
	if err := FontError(); err != nil {
		t.Fatal(err)
	}
	if FontSource() == nil || BoldFontSource() == nil {
		t.Fatal("font source is nil")
	}
	if FontSource() == BoldFontSource() {
		t.Error("regular and bold are the same source")
	}
	for _, size := range []float64{12, 24.5, 0, -3} {
		f, b := Face(size), BoldFace(size)
		if f == nil || b == nil {
			t.Fatalf("size %v: nil face", size)
		}
		if w, h := text.Measure("Stratagem", f, size); size > 0 && (w <= 0 || h <= 0) {
			t.Errorf("size %v: measured %vx%v", size, w, h)
		}
	}
	if Face(18) != Face(18) {
		t.Error("faces are not cached by size")
	}
	w12, _ := text.Measure("Mill", Face(12), 12)
	w24, _ := text.Measure("Mill", Face(24), 24)
	if !(w24 > w12*1.5) {
		t.Errorf("a 24 px face measures %v, a 12 px one %v: size ignored?", w24, w12)
	}
}

func TestFaceCacheBounded(t *testing.T) {
	for i := 0; i < 3*maxCachedFaces; i++ {
		Face(10 + float64(i)/7)
	}
	regularFont.mu.Lock()
	n := len(regularFont.faces)
	regularFont.mu.Unlock()
	if n > maxCachedFaces {
		t.Errorf("cache holds %d faces, limit %d", n, maxCachedFaces)
	}
}
