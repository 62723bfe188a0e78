package hex

import (
	"fmt"
	"strconv"
)

// Hex is a hex in axial coordinates: Q grows to the east, R grows downward
// (south), and the third cube coordinate is S = −Q−R. Arithmetic (distance,
// lines, rings) is done in this system, where the six directions are the same
// vectors for every hex.
type Hex struct{ Q, R int }

// Offset is a hex in "odd-r" offset coordinates: Col and Row index the stored
// grid directly, and odd rows are shifted half a hex to the right. Row 0 is the
// top row.
type Offset struct{ Col, Row int }

// S returns the third cube coordinate, −Q−R.
func (h Hex) S() int { return -h.Q - h.R }

// Add returns h + o.
func (h Hex) Add(o Hex) Hex { return Hex{h.Q + o.Q, h.R + o.R} }

// Sub returns h − o.
func (h Hex) Sub(o Hex) Hex { return Hex{h.Q - o.Q, h.R - o.R} }

// Scale returns h · k.
func (h Hex) Scale(k int) Hex { return Hex{h.Q * k, h.R * k} }

// Len returns the distance of h from the origin in hex steps.
func (h Hex) Len() int { return (abs(h.Q) + abs(h.R) + abs(h.Q+h.R)) / 2 }

// Distance returns the number of steps between a and b on an unbounded hex
// grid: (|dq| + |dr| + |ds|) / 2. (The thesis's formula 4 has a stray "1 −".)
func Distance(a, b Hex) int { return a.Sub(b).Len() }

// Offset converts h to odd-r offset coordinates.
// Row parity uses &1, which is also right for negative rows.
func (h Hex) Offset() Offset {
	return Offset{Col: h.Q + (h.R-(h.R&1))/2, Row: h.R}
}

// Hex converts o to axial coordinates (the thesis's formula 2).
func (o Offset) Hex() Hex {
	return Hex{Q: o.Col - (o.Row-(o.Row&1))/2, R: o.Row}
}

// String names h by its offset coordinates (see Offset.String).
func (h Hex) String() string { return h.Offset().String() }

// String names an offset hex as a column letter and a 1-based row number,
// "a1" being the top-left hex; hexes outside columns a–z or above row 1 are
// written "(col,row)".
func (o Offset) String() string {
	if o.Col < 0 || o.Col >= 26 || o.Row < 0 {
		return fmt.Sprintf("(%d,%d)", o.Col, o.Row)
	}
	return string(rune('a'+o.Col)) + strconv.Itoa(o.Row+1)
}

// ParseOffset reads a hex name written by Offset.String, such as "g5".
func ParseOffset(s string) (Offset, error) {
	if len(s) < 2 || s[0] < 'a' || s[0] > 'z' {
		return Offset{}, fmt.Errorf("%q is not a hex name (a column letter and a row number, such as g5)", s)
	}
	row, err := strconv.Atoi(s[1:])
	if err != nil || row < 1 || s[1] == '0' || s[1] == '+' {
		return Offset{}, fmt.Errorf("%q is not a hex name (a column letter and a row number from 1, such as g5)", s)
	}
	return Offset{Col: int(s[0] - 'a'), Row: row - 1}, nil
}

// Direction is one of the six neighbour directions, numbered clockwise as seen
// on screen (y pointing down) starting from east. Turning one hex-side right is
// +1, left is −1 (mod 6).
type Direction int

// The six directions of a pointy-top hex.
const (
	East Direction = iota
	SouthEast
	SouthWest
	West
	NorthWest
	NorthEast
)

// NumDirections is the number of neighbours of a hex.
const NumDirections = 6

// directionVectors holds the axial step for each Direction.
var directionVectors = [NumDirections]Hex{
	East:      {1, 0},
	SouthEast: {0, 1},
	SouthWest: {-1, 1},
	West:      {-1, 0},
	NorthWest: {0, -1},
	NorthEast: {1, -1},
}

var directionNames = [NumDirections]string{"E", "SE", "SW", "W", "NW", "NE"}

// Vector returns the axial step of d.
func (d Direction) Vector() Hex { return directionVectors[d.norm()] }

// Turn returns d turned by k hex-sides (positive k clockwise, i.e. right).
func (d Direction) Turn(k int) Direction { return Direction(int(d) + k).norm() }

// Opposite returns the direction pointing the other way.
func (d Direction) Opposite() Direction { return d.Turn(3) }

// String returns the compass name of d, such as "NE".
func (d Direction) String() string { return directionNames[d.norm()] }

func (d Direction) norm() Direction { return ((d % NumDirections) + NumDirections) % NumDirections }

// TurnsBetween returns the number of hex-side turns (0–3) needed to face b from a.
func TurnsBetween(a, b Direction) int {
	k := int((b - a).norm())
	return min(k, NumDirections-k)
}

// Neighbour returns the hex next to h in direction d.
func (h Hex) Neighbour(d Direction) Hex { return h.Add(d.Vector()) }

// Neighbours returns the six hexes next to h, in Direction order.
func (h Hex) Neighbours() [NumDirections]Hex {
	var n [NumDirections]Hex
	for d, v := range directionVectors {
		n[d] = h.Add(v)
	}
	return n
}

// DirectionTo returns the direction from h to an adjacent hex n, and false if
// n is not adjacent to h.
func (h Hex) DirectionTo(n Hex) (Direction, bool) {
	v := n.Sub(h)
	for d, w := range directionVectors {
		if v == w {
			return Direction(d), true
		}
	}
	return 0, false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
