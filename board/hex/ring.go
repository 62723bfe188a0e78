package hex

// Ring returns the hexes at exactly the given distance from center, starting
// radius steps to the north-west and going clockwise (eastward first).
// A ring of radius 0 is the center alone; a negative radius gives nothing.
func Ring(center Hex, radius int) []Hex { return AppendRing(nil, center, radius) }

// AppendRing appends Ring(center, radius) to dst.
func AppendRing(dst []Hex, center Hex, radius int) []Hex {
	switch {
	case radius < 0:
		return dst
	case radius == 0:
		return append(dst, center)
	}
	// Start radius steps to the north-west and walk each of the six sides,
	// turning clockwise: the first side runs east.
	h := center.Add(NorthWest.Vector().Scale(radius))
	for d := East; d < NumDirections; d++ {
		for range radius {
			dst = append(dst, h)
			h = h.Neighbour(d)
		}
	}
	return dst
}

// Range returns every hex within the given distance of center (3r²+3r+1 of
// them), ring by ring from the center outward.
func Range(center Hex, radius int) []Hex {
	var dst []Hex
	for r := 0; r <= radius; r++ {
		dst = AppendRing(dst, center, r)
	}
	return dst
}
