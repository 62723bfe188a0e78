// Package mill holds the rules of Mill (Nine Men's Morris and its
// variants): the boards, the three phases, removals, the ways a game ends,
// the move notation and a Zobrist hash. A Variant describes a board and
// its rules, and every Position carries its variant. The package is pure
// Go with no randomness, so searches can copy, apply and undo positions
// quickly and deterministically.
package mill

// Point is a point of a board, numbered from 0 in its variant's order
// (VariantSpec.Points), or NoPoint.
//
// On the board of three squares (Nine and Twelve Men's Morris) points are
// numbered square by square (outer, middle, inner), each square clockwise
// from its lower-left corner as seen with rank 1 at the bottom: index
// 8*ring + k, where even k are corners and odd k are side midpoints.
type Point int8

// NoPoint marks an absent point (no origin for a placement, no removal).
const NoPoint Point = -1

// String returns the point's name on the board of three squares, e.g.
// "d6", or "-" for NoPoint. Variant.PointName names a point of any board.
func (p Point) String() string { return NineMensMorris.PointName(p) }

// threeSquaresPoints are the points of the board of three squares, in the
// numbering described at Point.
var threeSquaresPoints = []string{
	"a1", "d1", "g1", "g4", "g7", "d7", "a7", "a4",
	"b2", "d2", "f2", "f4", "f6", "d6", "b6", "b4",
	"c3", "d3", "e3", "e4", "e5", "d5", "c5", "c4",
}

// threeSquaresLines are the sixteen lines of the board of three squares:
// the sides of each square, round it from a1's corner, then the four lines
// that join the squares' midpoints. Their order is the order of the mills,
// which the evaluation's and the rules' loops follow.
var threeSquaresLines = [][3]string{
	{"a1", "d1", "g1"}, {"g1", "g4", "g7"}, {"g7", "d7", "a7"}, {"a7", "a4", "a1"},
	{"b2", "d2", "f2"}, {"f2", "f4", "f6"}, {"f6", "d6", "b6"}, {"b6", "b4", "b2"},
	{"c3", "d3", "e3"}, {"e3", "e4", "e5"}, {"e5", "d5", "c5"}, {"c5", "c4", "c3"},
	{"d1", "d2", "d3"}, {"g4", "f4", "e4"}, {"d7", "d6", "d5"}, {"a4", "b4", "c4"},
}

// threeSquaresDiagonals are the four diagonals across the corners of the
// three squares (Twelve Men's Morris, Morabaraba), each from the outer
// square inwards.
var threeSquaresDiagonals = [][3]string{
	{"a1", "b2", "c3"}, {"g1", "f2", "e3"}, {"g7", "f6", "e5"}, {"a7", "b6", "c5"},
}

// nineSpec is Nine Men's Morris, the standard game.
var nineSpec = VariantSpec{
	ID:          "nine-mens-morris",
	Name:        "Nine Men's Morris",
	Short:       "nine",
	Points:      threeSquaresPoints,
	Lines:       threeSquaresLines,
	Pieces:      9,
	Flying:      true,
	QuietPlies:  100,
	Repetitions: 3,
}

// twelveSpec is Twelve Men's Morris: the same board with a diagonal across
// each corner of the squares, along which pieces also move and mills are
// made, and twelve pieces a side. Twice twelve fill the 24 points, and a
// board filled by the placing is a draw.
var twelveSpec = VariantSpec{
	ID:            "twelve-mens-morris",
	Name:          "Twelve Men's Morris",
	Short:         "twelve",
	Points:        threeSquaresPoints,
	Lines:         threeSquaresLines,
	Diagonals:     threeSquaresDiagonals,
	DiagonalMoves: true,
	Pieces:        12,
	Flying:        true,
	QuietPlies:    100,
	Repetitions:   3,
	FullBoardDraw: true,
}

// NineMensMorris is the standard game: 24 points on three squares, sixteen
// lines, nine pieces a side, flying at three, a draw after 50 moves each
// without a mill or at the third repetition. The opening book and the
// endgame databases of ai/millai are for this variant alone. Its hashes
// have no variant salt, so they are those the databases were built with.
var NineMensMorris = mustVariant(newVariant(nineSpec, 0))

// TwelveMensMorris adds the four diagonals across the corners of the
// squares, as lines to move along and to make mills on, and has twelve
// pieces a side; a board filled by the placing is a draw.
var TwelveMensMorris = mustVariant(NewVariant(twelveSpec))

// laskerSpec is Lasker Morris (Emanuel Lasker's variant of Nine Men's
// Morris): the standard board and rules, ten pieces a side, and a side
// with pieces still in hand may, on any turn, move a piece along a line
// instead of placing one. Flying, the removals and the draws are Nine
// Men's Morris's; a side flies only once its hand is empty. The quiet-move
// count runs from the last placement or mill, so moves made while pieces
// are still in hand count towards it (and towards repetition) too.
var laskerSpec = VariantSpec{
	ID:               "lasker-morris",
	Name:             "Lasker Morris",
	Short:            "lasker",
	Points:           threeSquaresPoints,
	Lines:            threeSquaresLines,
	Pieces:           10,
	Flying:           true,
	QuietPlies:       100,
	Repetitions:      3,
	MoveWhilePlacing: true,
}

// morabarabaSpec is Morabaraba as Mind Sports South Africa's Generally
// Accepted Rules (GAR) play it: the board of Twelve Men's Morris (three
// squares, their midpoints joined, and a diagonal across each corner,
// along all of which pieces move and make mills) and twelve pieces
// ("cows") a side. As in Twelve Men's Morris: a mill shoots one opponent
// piece (one only, even for two mills at once), never one standing in a
// mill while others do not; a side with three pieces flies; fewer than
// three pieces, or no move, loses; a board filled by the placing is a
// draw. What the GAR add, and Twelve Men's Morris here does not have:
//
//   - a piece that breaks a mill to close a new one at once may not, on
//     its side's next turn, go straight back to the point it left if that
//     closes a mill there again (NoReturnToMill);
//   - once a side is down to three pieces, ten moves each without a mill
//     draw (ThreesQuietPlies; some write "both sides", this follows the
//     reading "either side").
//
// The GAR's other points (the board's drawing, the names of the rings)
// change no rule. Repetition and the 50-move rule are kept as in the
// other variants, so every game ends.
var morabarabaSpec = VariantSpec{
	ID:               "morabaraba",
	Name:             "Morabaraba",
	Short:            "morabaraba",
	Points:           threeSquaresPoints,
	Lines:            threeSquaresLines,
	Diagonals:        threeSquaresDiagonals,
	DiagonalMoves:    true,
	Pieces:           12,
	Flying:           true,
	QuietPlies:       100,
	Repetitions:      3,
	FullBoardDraw:    true,
	NoReturnToMill:   true,
	ThreesQuietPlies: 20,
}

// sixSpec is Six Men's Morris on its traditional board: two concentric
// squares, 16 points, the midpoints of their sides joined by short
// strokes of two points each. The squares here are the outer and middle
// squares of Nine Men's Morris (a1–g7 and b2–f6), so the points keep the
// names players of the standard game know. Mills are made along the sides
// of the squares only (eight lines); the four joining strokes are Links,
// along which pieces step. Six pieces a side, no flying (as the game is
// usually described), the standard draws.
var sixSpec = VariantSpec{
	ID:     "six-mens-morris",
	Name:   "Six Men's Morris",
	Short:  "six",
	Points: threeSquaresPoints[:16],
	Lines: [][3]string{
		{"a1", "d1", "g1"}, {"g1", "g4", "g7"}, {"g7", "d7", "a7"}, {"a7", "a4", "a1"},
		{"b2", "d2", "f2"}, {"f2", "f4", "f6"}, {"f6", "d6", "b6"}, {"b6", "b4", "b2"},
	},
	Links:       [][2]string{{"d1", "d2"}, {"g4", "f4"}, {"d7", "d6"}, {"a4", "b4"}},
	Pieces:      6,
	QuietPlies:  100,
	Repetitions: 3,
}

// threeSpec is Three Men's Morris: nine points, the corners, midpoints and
// centre (d4) of one square, on files a, d, g and ranks 1, 4, 7. Its eight
// lines, three rows, three columns and both diagonals, make mills, and
// pieces step along all of them. Three pieces a side and no flying. A mill
// earns a removal as in the other variants, and with three pieces a side
// that leaves the opponent two: the first mill wins the game, as in the
// traditional rule "three in a row wins". With every piece placed, six of
// the nine points are taken, and a side that cannot step loses.
var threeSpec = VariantSpec{
	ID:     "three-mens-morris",
	Name:   "Three Men's Morris",
	Short:  "three",
	Points: []string{"a1", "d1", "g1", "g4", "g7", "d7", "a7", "a4", "d4"},
	Lines: [][3]string{
		{"a1", "d1", "g1"}, {"a4", "d4", "g4"}, {"a7", "d7", "g7"},
		{"a1", "a4", "a7"}, {"d1", "d4", "d7"}, {"g1", "g4", "g7"},
	},
	Diagonals:     [][3]string{{"a1", "d4", "g7"}, {"g1", "d4", "a7"}},
	DiagonalMoves: true,
	Pieces:        3,
	QuietPlies:    100,
	Repetitions:   3,
}

// LaskerMorris is Nine Men's Morris with ten pieces a side, where a side
// with pieces in hand may move one on the board instead of placing.
var LaskerMorris = mustVariant(NewVariant(laskerSpec))

// Morabaraba is the South African game on Twelve Men's Morris's board,
// by the Generally Accepted Rules (see morabarabaSpec).
var Morabaraba = mustVariant(NewVariant(morabarabaSpec))

// SixMensMorris is the game of two squares, 16 points and six pieces a side.
var SixMensMorris = mustVariant(NewVariant(sixSpec))

// ThreeMensMorris is the game of nine points and three pieces a side.
var ThreeMensMorris = mustVariant(NewVariant(threeSpec))
