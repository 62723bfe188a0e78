package kept

import (
	"strings"
	"testing"
	"time"
)

// A record survives its link, and a link that lost letters says so.
func TestLinkRoundTrip(t *testing.T) {
	r := game(t, time.Date(2026, 5, 4, 3, 2, 1, 0, time.UTC), "4343434", nil)
	text := string(text(t, r))
	link := EncodeLink(text)
	if !strings.HasPrefix(link, "game=") || strings.ContainsAny(link[5:], "+/=#&?% ") {
		t.Fatalf("link %q holds letters an address changes", link)
	}
	t.Logf("a Connect Four game of %d moves: %d bytes of record, a link of %d letters", len(r.Moves), len(text), len(link))
	for _, frag := range []string{link, "#" + link} {
		back, ok, err := DecodeLink(frag)
		if err != nil || !ok || back != text {
			t.Fatalf("DecodeLink(%q) = %q, %v, %v", frag, back, ok, err)
		}
	}
	if _, ok, err := DecodeLink("#yield=4ms,0s"); ok || err != nil {
		t.Errorf("a fragment without a game: ok %v, %v", ok, err)
	}
	for _, bad := range []string{link[:len(link)/2], "game=!!!", "game=" + strings.Repeat("A", 40)} {
		if _, ok, err := DecodeLink(bad); !ok || err == nil || !strings.Contains(err.Error(), "damaged") {
			t.Errorf("DecodeLink(%q): ok %v, %v; want a damaged link", bad, ok, err)
		}
	}
}
