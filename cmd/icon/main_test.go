package main

import (
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Every size is the size asked for, transparent in its corners (the
// tile is rounded), opaque wood in the middle of a side, with the blue
// piece where it belongs; and the files are written under their names.
func TestIconSizes(t *testing.T) {
	dir := t.TempDir()
	if err := run(dir, "16,32,256"); err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{16, 32, 256} {
		f, err := os.Open(filepath.Join(dir, fmt.Sprintf("icon-%d.png", n)))
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		if b := img.Bounds(); b.Dx() != n || b.Dy() != n {
			t.Errorf("icon-%d.png is %v", n, b)
		}
		if _, _, _, a := img.At(0, 0).RGBA(); a != 0 {
			t.Errorf("icon-%d.png: the corner is not transparent (alpha %d)", n, a)
		}
		if _, _, _, a := img.At(n/2, n/8).RGBA(); a != 0xffff {
			t.Errorf("icon-%d.png: the tile is not opaque (alpha %d)", n, a)
		}
		p := Draw(n).RGBAAt(int(float64(n)*0.19), int(float64(n)*0.19))
		if p.B < 0xc0 || p.R > 0x80 {
			t.Errorf("icon-%d.png: no blue piece at the outer square's corner (%v)", n, p)
		}
	}
}

func TestIconBadInput(t *testing.T) {
	for _, tc := range []struct{ out, sizes, want string }{
		{"", "16", "-out DIR"},
		{t.TempDir(), "16,big", `size "big"`},
		{t.TempDir(), "8", `size "8"`},
	} {
		if err := run(tc.out, tc.sizes); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("run(%q, %q) = %v, want an error naming %s", tc.out, tc.sizes, err, tc.want)
		}
	}
}
