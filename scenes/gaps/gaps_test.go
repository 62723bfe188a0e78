package gaps

import (
	"testing"
	"time"
)

func TestStats(t *testing.T) {
	var st Stats
	if st.Mean() != 0 {
		t.Errorf("no gaps: mean %v, want 0", st.Mean())
	}
	for _, d := range []time.Duration{10 * time.Millisecond, 50 * time.Millisecond, 51 * time.Millisecond, 89 * time.Millisecond} {
		st.Add(d)
	}
	want := Stats{Ticks: 4, Max: 89 * time.Millisecond, Total: 200 * time.Millisecond, Over50: 2}
	if st != want {
		t.Errorf("got %+v, want %+v", st, want)
	}
	if st.Mean() != 50*time.Millisecond {
		t.Errorf("mean %v, want 50ms", st.Mean())
	}
	p := st.Page()
	if p["ticks"] != int64(4) || p["meanMs"] != 50.0 || p["maxMs"] != 89.0 || p["over50"] != int64(2) {
		t.Errorf("page record %v", p)
	}
}
