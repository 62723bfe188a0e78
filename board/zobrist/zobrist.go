// Package zobrist makes the keys of Zobrist hashing for every game: fixed,
// random-looking numbers from SplitMix64 (Steele, Lea and Flood 2014), so
// that a position hashes the same in every run.
package zobrist

// gamma is SplitMix64's increment, 2⁶⁴ divided by the golden ratio.
const gamma = 0x9e3779b97f4a7c15

// Mix returns a fixed random-looking key for the feature x: SplitMix64's
// output for the state x + gamma. Hashes computed from scratch mix each
// feature of a position and combine the keys with XOR.
func Mix(x uint64) uint64 {
	x += gamma
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// Keys is SplitMix64's sequence from a seed (its value), for filling tables
// of keys kept incrementally.
type Keys uint64

// Next returns the next key of the sequence.
func (k *Keys) Next() uint64 {
	key := Mix(uint64(*k))
	*k += gamma
	return key
}

// Bit returns 1 for true and 0 for false, to pack flags into a feature.
func Bit(v bool) uint64 {
	if v {
		return 1
	}
	return 0
}
