package soak

import "testing"

func TestScaleAndCount(t *testing.T) {
	for _, tc := range []struct {
		env   string
		scale float64
		count int // Count(1, 10, 1000) without -short
	}{
		{"", 0, 10},
		{"0", 0, 10},
		{"1", 1, 1000},
		{"0.5", 0.5, 500},
		{"0.001", 0.001, 10}, // never fewer than the plain count
		{"yes", 1, 1000},
		{"-2", 0, 10},
	} {
		t.Setenv("STRATAGEM_SOAK", tc.env)
		if got := Scale(); got != tc.scale {
			t.Errorf("STRATAGEM_SOAK=%q: scale %v, want %v", tc.env, got, tc.scale)
		}
		if testing.Short() {
			continue
		}
		if got := Count(1, 10, 1000); got != tc.count {
			t.Errorf("STRATAGEM_SOAK=%q: count %d, want %d", tc.env, got, tc.count)
		}
	}
}
