package mechai

import (
	"os"
	"strconv"
	"testing"
)

// TestTuneLadder is the tool that placed Normal between Easy and Hard
// (docs/ladder.md): each variant of NormalSettings plays MECHAI_N duels
// (default 200), sides alternating, both maps, against Easy (the seed's
// player) and against Hard, and logs its scores; Normal wants 65% or more
// against Easy and Hard 65% or more against it. It takes minutes, so it
// runs only with MECHAI_LADDER=1 (MECHAI_ONLY=i plays variant i alone):
//
//	MECHAI_LADDER=1 go test -run TestTuneLadder -v ./ai/mechai
//
// Its dice differ from arena's, so its figures differ from the ladder's
// by a few points; the ladder's are measured with scripts/ladder.sh.
func TestTuneLadder(t *testing.T) {
	if os.Getenv("MECHAI_LADDER") == "" {
		t.Skip("set MECHAI_LADDER=1 to tune Normal between Easy and Hard")
	}
	tuneVariants(t, NormalSettings, []string{"easy", "hard"}, []variant{
		{"normal", func(*Settings) {}},
		{"blind 0.02", func(s *Settings) { s.Blind = 0.02 }},
		{"blind 0.05", func(s *Settings) { s.Blind = 0.05 }},
		{"blind 0.2", func(s *Settings) { s.Blind = 0.2 }},
		{"blind 0.05, caution 1", func(s *Settings) { s.Blind, s.Caution = 0.05, 1 }},
		{"blind 0.05, heat careless", func(s *Settings) { s.Blind, s.HeatMod = 0.05, 0 }},
		{"caution 2.4", func(s *Settings) { s.Caution = 2.4 }},
		{"hard's, no cover", func(s *Settings) { *s = DefaultSettings; s.Cover, s.Shared = 0, 1 }},
		{"hard's, no focus, kill or limb", func(s *Settings) { *s = DefaultSettings; s.Focus, s.Kill, s.Limb = 0, 0, 0 }},
	})
}

// TestTuneHard measures variants of Hard (DefaultSettings with lookahead)
// against Normal and against the Tactical without it: MECHAI_N duels
// each (default 200), as TestTuneLadder plays them. It runs only with
// MECHAI_HARD=1 (MECHAI_ONLY=i plays variant i alone).
func TestTuneHard(t *testing.T) {
	if os.Getenv("MECHAI_HARD") == "" {
		t.Skip("set MECHAI_HARD=1 to tune Hard against Normal")
	}
	tuneVariants(t, DefaultSettings, []string{"normal", "tactical"}, []variant{
		{"no lookahead", func(s *Settings) { s.Lookahead = 0 }},
		{"lookahead 4", func(s *Settings) { s.Lookahead = 4 }},
		{"lookahead 8", func(s *Settings) { s.Lookahead = 8 }},
		{"lookahead 16", func(s *Settings) { s.Lookahead = 16 }},
	})
}

// variant is a change to a tuning run's base settings, and its name.
type variant struct {
	name string
	set  func(*Settings)
}

// tuneVariants plays each variant of base against each of opps in
// MECHAI_N duels (default 200; MECHAI_ONLY=i plays variant i alone) and
// logs its scores (go test -v times the run).
func tuneVariants(t *testing.T, base Settings, opps []string, variants []variant) {
	n, _ := strconv.Atoi(os.Getenv("MECHAI_N"))
	if n <= 0 {
		n = 200
	}
	only := os.Getenv("MECHAI_ONLY")
	for vi, v := range variants {
		if only != "" && only != strconv.Itoa(vi) {
			continue
		}
		s := base
		v.set(&s)
		for _, opp := range opps {
			score := tacticalScore(t, s, opp, n, func(i int) uint64 { return uint64(5000 + i/2) })
			t.Logf("%-32s vs %-8s %5.1f/%d = %3.0f%%", v.name, opp, score, n, 100*score/float64(n))
		}
	}
}
