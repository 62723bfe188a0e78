package mill

// The names below are the standard board's, kept while the callers move
// to the variant of their position; they go once none is left.

const (
	NumPoints       = 24
	PiecesPerPlayer = 9
	DrawPlies       = 100
)

var (
	Mills      [16][3]Point
	Neighbours [NumPoints][]Point
	Symmetries [16][NumPoints]Point
)

func init() {
	copy(Mills[:], NineMensMorris.lines)
	for p := range Neighbours {
		Neighbours[p] = NineMensMorris.Neighbours(Point(p))
	}
	for s := range Symmetries {
		copy(Symmetries[s][:], NineMensMorris.syms[s][:NumPoints])
	}
}

func (p Point) File() int { return NineMensMorris.File(p) }
func (p Point) Rank() int { return NineMensMorris.Rank(p) }

func MillsThrough(p Point) [2][3]Point {
	m := NineMensMorris.MillsThrough(p)
	return [2][3]Point{m[0], m[1]}
}

func Adjacent(a, b Point) bool            { return NineMensMorris.Adjacent(a, b) }
func Inverse(s int) int                   { return NineMensMorris.InverseSymmetry(s) }
func TransformSet(b uint32, s int) uint32 { return NineMensMorris.TransformSet(b, s) }
func TransformMove(m Move, s int) Move    { return NineMensMorris.TransformMove(m, s) }
