package mechai

import (
	"os"
	"testing"

	"stratagem/board/hex"
	"stratagem/units/mech"
)

// TestTuneTactical replays the tuning of DefaultSettings (doc.go): each
// variant plays 160 duels, sides alternating, both maps, against the seed
// and against the default tactical player. It takes a few minutes, so it
// runs only with MECHAI_TUNE=1:
//
//	MECHAI_TUNE=1 go test -run TestTuneTactical -v ./ai/mechai
func TestTuneTactical(t *testing.T) {
	if os.Getenv("MECHAI_TUNE") == "" {
		t.Skip("set MECHAI_TUNE=1 to replay the tuning")
	}
	variants := []struct {
		name string
		set  func(*Settings)
	}{
		{"default", func(*Settings) {}},
		{"caution 1", func(s *Settings) { s.Caution = 1 }},
		{"caution 2.5", func(s *Settings) { s.Caution = 2.5 }},
		{"heat mod 2", func(s *Settings) { s.HeatMod = 2 }},
		{"structure 2", func(s *Settings) { s.Structure = 2 }},
		{"no limb", func(s *Settings) { s.Limb = 0 }},
		{"no focus", func(s *Settings) { s.Focus = 0 }},
		{"shared 0.3", func(s *Settings) { s.Shared = 0.3 }},
		{"no cover (shared 0.6, cover 0)", func(s *Settings) { s.Shared, s.Cover = 0.6, 0 }},
		{"caution 1.5", func(s *Settings) { s.Caution = 1.5 }},
		{"approach 2", func(s *Settings) { s.Approach = 2 }},
		{"no fall", func(s *Settings) { s.Fall = 0 }},
		{"no dump when exposed", func(s *Settings) { s.DumpExposed = false }},
	}
	const n = 160
	for _, v := range variants {
		s := DefaultSettings
		v.set(&s)
		for _, opp := range []string{"seed", "tactical"} {
			score := tacticalScore(t, s, opp, n, func(i int) uint64 { return uint64(1000 + i) })
			t.Logf("%-40s vs %-8s %5.1f/%d = %3.0f%%", v.name, opp, score, n, 100*score/n)
		}
	}
}

// tacticalScore plays the tactical player with settings s against the
// player opp in n duels, sides alternating, the two maps in turn, each
// pair's dice from seed(i), and returns its score (a win 1, a draw ½).
func tacticalScore(t *testing.T, s Settings, opp string, n int, seed func(i int) uint64) float64 {
	score := 0.0
	for i := range n {
		tac := NewTactical(s)
		o := mustPlayer(t, opp, uint64(i))
		blue, red := player(tac), o
		if i%2 == 1 {
			blue, red = o, tac
		}
		out := playDuel(t, hex.MechMapNames()[(i/2)%2], blue, red, seed(i)).Outcome()
		switch {
		case out.Draw:
			score += 0.5
		case (out.Winner == mech.Blue) == (i%2 == 0):
			score++
		}
	}
	return score
}
