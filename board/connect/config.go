// Package connect holds the rules of Connect Four generalised to connect-N
// (spec connect.md): a grid of W columns × H rows with gravity, a line length
// N, X moves first. Positions are bitboards in the classic layout of the
// Connect Four solver literature: column c, row r (row 0 at the bottom) is
// bit c·(H+1)+r, with one always-empty sentinel bit on top of every column.
// The spec's largest board (9 × 8) needs 81 bits, so the bitboard here is
// 128 bits wide (Bitboard); on every board with W·(H+1) ≤ 64 the high word
// is always zero and Lo is exactly the classic 64-bit board that the
// solver in ai/connectai works on.
//
// Columns are 0-based in the API (0 … W-1) and 1-based in text: a game is
// written as the list of columns played, e.g. "4453" (ParseMoves, String).
package connect

import "fmt"

// Board limits of the spec (set-up offers W 4–9, H 4–8, N 3–6, N ≤ max(W, H)).
const (
	MinWidth  = 4
	MaxWidth  = 9
	MinHeight = 4
	MaxHeight = 8
	MinLine   = 3
	MaxLine   = 6
)

// Config is a board size and line length.
type Config struct {
	W, H int // columns, rows
	N    int // discs in a row needed to win
}

// Standard is the classic 7 × 6 board with four in a row.
var Standard = Config{W: 7, H: 6, N: 4}

// Validate reports whether c is within the spec's limits.
func (c Config) Validate() error {
	switch {
	case c.W < MinWidth || c.W > MaxWidth:
		return fmt.Errorf("connect: width %d is outside %d–%d", c.W, MinWidth, MaxWidth)
	case c.H < MinHeight || c.H > MaxHeight:
		return fmt.Errorf("connect: height %d is outside %d–%d", c.H, MinHeight, MaxHeight)
	case c.N < MinLine || c.N > MaxLine:
		return fmt.Errorf("connect: line length %d is outside %d–%d", c.N, MinLine, MaxLine)
	case c.N > max(c.W, c.H):
		return fmt.Errorf("connect: line length %d is longer than the board (%d×%d)", c.N, c.W, c.H)
	}
	return nil
}

// Cells is W·H, the number of discs a full board holds.
func (c Config) Cells() int { return c.W * c.H }

// Fits64 reports whether the board fits the classic 64-bit layout
// (W·(H+1) ≤ 64), which the exact solver needs.
func (c Config) Fits64() bool { return c.W*(c.H+1) <= 64 }

// String is "7x6 connect 4".
func (c Config) String() string { return fmt.Sprintf("%dx%d connect %d", c.W, c.H, c.N) }

// Bit returns the index of column col, row row (0 = bottom) in the layout.
func (c Config) Bit(col, row int) int { return col*(c.H+1) + row }
