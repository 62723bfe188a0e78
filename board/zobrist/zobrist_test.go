package zobrist_test

import (
	"testing"

	"stratagem/board/zobrist"
)

// The first outputs of SplitMix64 seeded with 0 and 1234567, as published
// with the algorithm's reference implementation.
func TestKeysAreSplitMix64(t *testing.T) {
	for _, tc := range []struct {
		seed zobrist.Keys
		want []uint64
	}{
		{0, []uint64{0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4, 0x06c45d188009454f}},
		{1234567, []uint64{6457827717110365317, 3203168211198807973, 9817491932198370423}},
	} {
		keys := tc.seed
		for i, want := range tc.want {
			if got := keys.Next(); got != want {
				t.Errorf("seed %d, key %d: %#x, want %#x", tc.seed, i, got, want)
			}
		}
	}
}

func TestBit(t *testing.T) {
	if zobrist.Bit(true) != 1 || zobrist.Bit(false) != 0 {
		t.Error("Bit(true), Bit(false) are not 1, 0")
	}
}
