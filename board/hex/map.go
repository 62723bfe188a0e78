package hex

import (
	"fmt"
	"slices"
)

// Limits on a map's size: columns are named by one letter.
const (
	MaxWidth  = 26
	MaxHeight = 99
)

// NumSides is the number of armies a map has start positions for: index 0 is
// Blue (who moves first), 1 is Red.
const NumSides = 2

// SideNames are the names of the sides in the map text format, by index.
var SideNames = [NumSides]string{"blue", "red"}

// Map is a rectangular odd-r board of terrain and levels (elevation, 0 for
// Hex Battle) with the sides' start positions. Hexes are stored row by row:
// the index of offset (col, row) is row·Width + col.
type Map struct {
	Name string
	// Starts holds each side's start hexes in the order its army is placed.
	Starts [NumSides][]Hex

	width, height int
	terrain       []Terrain
	level         []int8
	feature       []Feature
	// nbr holds the indexes of each hex's neighbours, NumDirections per hex in
	// Direction order, −1 where the neighbour is off the map.
	nbr []int32
}

// NewMap returns a width × height map of grass at level 0.
func NewMap(name string, width, height int) (*Map, error) {
	if width < 1 || width > MaxWidth || height < 1 || height > MaxHeight {
		return nil, fmt.Errorf("map size %dx%d is outside 1x1 to %dx%d", width, height, MaxWidth, MaxHeight)
	}
	n := width * height
	m := &Map{
		Name:    name,
		width:   width,
		height:  height,
		terrain: make([]Terrain, n),
		level:   make([]int8, n),
		feature: make([]Feature, n),
		nbr:     make([]int32, n*NumDirections),
	}
	for i := range n {
		h := m.Hex(i)
		for d, v := range directionVectors {
			m.nbr[i*NumDirections+d] = int32(m.Index(h.Add(v)))
		}
	}
	return m, nil
}

// Width returns the number of hexes in a row.
func (m *Map) Width() int { return m.width }

// Height returns the number of rows.
func (m *Map) Height() int { return m.height }

// Len returns the number of hexes on the map.
func (m *Map) Len() int { return len(m.terrain) }

// Index returns the storage index of h, or −1 if h is off the map.
func (m *Map) Index(h Hex) int {
	o := h.Offset()
	if o.Col < 0 || o.Col >= m.width || o.Row < 0 || o.Row >= m.height {
		return -1
	}
	return o.Row*m.width + o.Col
}

// Hex returns the hex stored at index i (0 ≤ i < Len).
func (m *Map) Hex(i int) Hex { return Offset{Col: i % m.width, Row: i / m.width}.Hex() }

// Contains reports whether h is on the map.
func (m *Map) Contains(h Hex) bool { return m.Index(h) >= 0 }

// Hexes returns every hex of the map in storage order.
func (m *Map) Hexes() []Hex {
	hs := make([]Hex, m.Len())
	for i := range hs {
		hs[i] = m.Hex(i)
	}
	return hs
}

// NeighbourIndex returns the index of the neighbour of the hex at index i in
// direction d, or −1 if it is off the map.
func (m *Map) NeighbourIndex(i int, d Direction) int { return int(m.nbr[i*NumDirections+int(d)]) }

// Successors appends to dst the neighbours of h that are on the map, in
// Direction order, so a Map is a Graph[Hex].
func (m *Map) Successors(h Hex, dst []Hex) []Hex {
	i := m.Index(h)
	if i < 0 {
		return dst
	}
	for _, j := range m.nbr[i*NumDirections : (i+1)*NumDirections] {
		if j >= 0 {
			dst = append(dst, m.Hex(int(j)))
		}
	}
	return dst
}

// Terrain returns the terrain of h. Off the map it is Deep: impassable, but it
// does not block sight.
func (m *Map) Terrain(h Hex) Terrain {
	if i := m.Index(h); i >= 0 {
		return m.terrain[i]
	}
	return Deep
}

// TerrainAt returns the terrain stored at index i.
func (m *Map) TerrainAt(i int) Terrain { return m.terrain[i] }

// SetTerrain sets the terrain of h, which must be on the map.
func (m *Map) SetTerrain(h Hex, t Terrain) {
	m.terrain[m.mustIndex(h)] = t
}

// Level returns the elevation of h (0 off the map).
func (m *Map) Level(h Hex) int {
	if i := m.Index(h); i >= 0 {
		return int(m.level[i])
	}
	return 0
}

// SetLevel sets the elevation of h, which must be on the map, to 0–9.
func (m *Map) SetLevel(h Hex, level int) {
	if level < 0 || level > 9 {
		panic(fmt.Sprintf("hex: level %d of %v is outside 0–9", level, h))
	}
	m.level[m.mustIndex(h)] = int8(level)
}

// Features returns the fire and club flags of h (none off the map).
func (m *Map) Features(h Hex) Feature {
	if i := m.Index(h); i >= 0 {
		return m.feature[i]
	}
	return 0
}

// SetFeatures sets the flags of h, which must be on the map.
func (m *Map) SetFeatures(h Hex, f Feature) {
	if int(f) >= len(featureSymbols) {
		panic(fmt.Sprintf("hex: undefined features %d", f))
	}
	m.feature[m.mustIndex(h)] = f
}

// ElevatedSight is the Mech Duel's line of sight (mechduel.md) between a and
// b, whose occupants' tops stand at levels topA and topB (a mech's top is
// its hex's level + 1). A hex strictly between them blocks it when its level
// is above both tops; woods strictly between add their Woods() and block it
// at 3 or more. Of the two nudged lines (the ±ε rule for lines along hex
// edges) a clear one gives sight; woodsBetween is the smaller woods total of
// the clear ones. Symmetric in (a, topA) and (b, topB).
func (m *Map) ElevatedSight(a, b Hex, topA, topB int) (ok bool, woodsBetween int) {
	woodsBetween = -1
	for _, n := range [2]Nudge{NudgePlus, NudgeMinus} {
		w, clear := 0, true
		steps := Distance(a, b)
		for i := 1; i < steps && clear; i++ {
			h := lineSample(a, b, steps, i, n)
			if l := m.Level(h); l > topA && l > topB {
				clear = false
			}
			w += m.Terrain(h).Woods()
			if w >= 3 {
				clear = false
			}
		}
		if clear && (woodsBetween < 0 || w < woodsBetween) {
			woodsBetween = w
		}
	}
	if woodsBetween < 0 {
		return false, 0
	}
	return true, woodsBetween
}

func (m *Map) mustIndex(h Hex) int {
	i := m.Index(h)
	if i < 0 {
		panic(fmt.Sprintf("hex: %v is off the %dx%d map", h, m.width, m.height))
	}
	return i
}

// BlocksSight reports whether h blocks lines of sight (rock). Hexes off the
// map do not.
func (m *Map) BlocksSight(h Hex) bool { return m.Terrain(h).BlocksSight() }

// LineOfSight reports whether a sees b over this map's terrain (see the
// package function LineOfSight).
func (m *Map) LineOfSight(a, b Hex) bool { return LineOfSight(a, b, m.BlocksSight) }

// Rotate180 returns the hex that h goes to when the map is turned half round:
// offset (col, row) → (Width−1−col, Height−1−row). With an even Height this is
// a true rotation of the hex grid (it keeps neighbours and distances); with an
// odd Height it is only a relabelling.
func (m *Map) Rotate180(h Hex) Hex {
	o := h.Offset()
	return Offset{Col: m.width - 1 - o.Col, Row: m.height - 1 - o.Row}.Hex()
}

// Clone returns a deep copy of m.
func (m *Map) Clone() *Map {
	c := *m
	c.terrain = slices.Clone(m.terrain)
	c.level = slices.Clone(m.level)
	c.feature = slices.Clone(m.feature)
	for s := range c.Starts {
		c.Starts[s] = slices.Clone(m.Starts[s])
	}
	return &c // nbr depends only on the size and is never written: shared
}

// Equal reports whether m and o have the same name, size, terrain, levels,
// features and start positions.
func (m *Map) Equal(o *Map) bool {
	if m.Name != o.Name || m.width != o.width || m.height != o.height ||
		!slices.Equal(m.terrain, o.terrain) || !slices.Equal(m.level, o.level) ||
		!slices.Equal(m.feature, o.feature) {
		return false
	}
	for s := range m.Starts {
		if !slices.Equal(m.Starts[s], o.Starts[s]) {
			return false
		}
	}
	return true
}

// Validate checks that every terrain is defined and that the start positions
// are on the map and all different.
func (m *Map) Validate() error {
	for i, t := range m.terrain {
		if !t.Valid() {
			return fmt.Errorf("%v has undefined terrain %d", m.Hex(i), t)
		}
		if f := m.feature[i]; int(f) >= len(featureSymbols) {
			return fmt.Errorf("%v has undefined features %d", m.Hex(i), f)
		}
	}
	seen := make(map[Hex]string)
	for s, hs := range m.Starts {
		for _, h := range hs {
			if !m.Contains(h) {
				return fmt.Errorf("%s start %v is off the %dx%d map", SideNames[s], h, m.width, m.height)
			}
			if other, dup := seen[h]; dup {
				return fmt.Errorf("%s start %v is also a %s start", SideNames[s], h, other)
			}
			seen[h] = SideNames[s]
		}
	}
	return nil
}
