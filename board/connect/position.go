package connect

import (
	"errors"
	"fmt"
	"strings"

	"stratagem/board/rules"
	"stratagem/board/zobrist"
)

// Player is a side of the rules contract: X (Blue, moves first), O
// (Red), or None.
type Player = rules.Side

// The players, as the solver literature names them.
const (
	X, O, None = rules.Blue, rules.Red, rules.NoSide
)

// Position is a game in progress: the discs of both players, the columns
// played so far (for Undo and notation) and an incremental Zobrist hash.
// The zero value is not usable; call New.
type Position struct {
	cfg    Config
	discs  [2]Bitboard
	height [MaxWidth]int8
	moves  []int8 // columns played, 0-based
	hash   uint64
	winner Player // set by the move that made a line
}

// New returns the empty board of c.
func New(c Config) (*Position, error) {
	if err := c.Validate(); err != nil {
		return nil, err
	}
	return &Position{cfg: c, winner: None, moves: make([]int8, 0, c.Cells())}, nil
}

// MustNew is New for configurations known to be valid; it panics otherwise.
func MustNew(c Config) *Position {
	p, err := New(c)
	if err != nil {
		panic(err)
	}
	return p
}

// Config returns the board size and line length.
func (p *Position) Config() Config { return p.cfg }

// Clone returns an independent copy.
func (p *Position) Clone() *Position {
	q := *p
	q.moves = append(make([]int8, 0, p.cfg.Cells()), p.moves...)
	return &q
}

// Ply is the number of discs on the board.
func (p *Position) Ply() int { return len(p.moves) }

// SideToMove is X after an even number of moves, O after an odd one.
func (p *Position) SideToMove() Player { return Player(len(p.moves) & 1) }

// Height is the number of discs in column col.
func (p *Position) Height(col int) int { return int(p.height[col]) }

// At returns who owns column col, row row (0 = bottom), or None.
func (p *Position) At(col, row int) Player {
	i := p.cfg.Bit(col, row)
	switch {
	case p.discs[X].Has(i):
		return X
	case p.discs[O].Has(i):
		return O
	}
	return None
}

// Discs returns the cells of player pl.
func (p *Position) Discs(pl Player) Bitboard { return p.discs[pl] }

// Moves returns the columns played so far (0-based), oldest first.
func (p *Position) Moves() []int {
	out := make([]int, len(p.moves))
	for i, m := range p.moves {
		out[i] = int(m)
	}
	return out
}

// LastMove returns the column of the latest move, or -1 on an empty board.
func (p *Position) LastMove() int {
	if len(p.moves) == 0 {
		return -1
	}
	return int(p.moves[len(p.moves)-1])
}

// Winner is the player who completed a line, or None.
func (p *Position) Winner() Player { return p.winner }

// Full reports whether every cell holds a disc.
func (p *Position) Full() bool { return len(p.moves) == p.cfg.Cells() }

// Over reports whether the game has ended (a line, or a full board).
func (p *Position) Over() bool { return p.winner != None || p.Full() }

// Draw reports a full board without a line.
func (p *Position) Draw() bool { return p.winner == None && p.Full() }

// CanPlay reports whether col is on the board and not full. It does not
// look at whether the game is over.
func (p *Position) CanPlay(col int) bool {
	return col >= 0 && col < p.cfg.W && int(p.height[col]) < p.cfg.H
}

// LegalMoves appends the playable columns, left to right, to buf; none when
// the game is over.
func (p *Position) LegalMoves(buf []int) []int {
	buf = buf[:0]
	if p.winner != None {
		return buf
	}
	for c := 0; c < p.cfg.W; c++ {
		if int(p.height[c]) < p.cfg.H {
			buf = append(buf, c)
		}
	}
	return buf
}

// Errors of Play.
var (
	ErrGameOver   = errors.New("connect: the game is over")
	ErrColumnFull = errors.New("connect: the column is full")
	ErrNoColumn   = errors.New("connect: no such column")
)

// Play drops a disc of the side to move into col after checking the move.
func (p *Position) Play(col int) error {
	switch {
	case col < 0 || col >= p.cfg.W:
		return fmt.Errorf("%w: %d (columns 1–%d)", ErrNoColumn, col+1, p.cfg.W)
	case p.Over():
		return ErrGameOver
	case int(p.height[col]) >= p.cfg.H:
		return fmt.Errorf("%w: %d", ErrColumnFull, col+1)
	}
	p.Apply(col)
	return nil
}

// Apply drops a disc of the side to move into col, which must be playable
// in a game that is not over (Play checks; Apply is for search).
func (p *Position) Apply(col int) {
	side := p.SideToMove()
	i := p.cfg.Bit(col, int(p.height[col]))
	p.discs[side] = p.discs[side].With(i)
	p.height[col]++
	p.moves = append(p.moves, int8(col))
	p.hash ^= discKeys[side][i]
	if p.lineThrough(side, col, int(p.height[col])-1) {
		p.winner = side
	}
}

// Undo takes back the latest move; it does nothing on an empty board.
func (p *Position) Undo() {
	n := len(p.moves)
	if n == 0 {
		return
	}
	col := int(p.moves[n-1])
	p.moves = p.moves[:n-1]
	side := p.SideToMove()
	p.height[col]--
	i := p.cfg.Bit(col, int(p.height[col]))
	p.discs[side] = p.discs[side].Without(i)
	p.hash ^= discKeys[side][i]
	p.winner = None // a move after a win is never applied, so only the last can have won
}

// IsWinningMove reports whether the side to move completes a line by
// playing col (which must be playable).
func (p *Position) IsWinningMove(col int) bool {
	side := p.SideToMove()
	row := int(p.height[col])
	b := p.discs[side].With(p.cfg.Bit(col, row))
	return lineThroughIn(p.cfg, b, col, row)
}

// lineThrough reports whether side's disc at (col,row) is part of N in a row.
func (p *Position) lineThrough(side Player, col, row int) bool {
	return lineThroughIn(p.cfg, p.discs[side], col, row)
}

var directions = [4][2]int{{0, 1}, {1, 0}, {1, 1}, {1, -1}}

func lineThroughIn(c Config, b Bitboard, col, row int) bool {
	for _, d := range directions {
		if runLength(c, b, col, row, d[0], d[1])+runLength(c, b, col, row, -d[0], -d[1])-1 >= c.N {
			return true
		}
	}
	return false
}

// runLength counts b's cells from (col,row) onwards in direction (dc,dr),
// the start included.
func runLength(c Config, b Bitboard, col, row, dc, dr int) int {
	n := 0
	for col >= 0 && col < c.W && row >= 0 && row < c.H && b.Has(c.Bit(col, row)) {
		n++
		col += dc
		row += dr
	}
	return n
}

// Cell is a column and a row (0 = bottom).
type Cell struct{ Col, Row int }

// WinningLine returns the cells of the winner's line through the last
// move (all of them, when that move made more than N), or nil.
func (p *Position) WinningLine() []Cell {
	if p.winner == None || len(p.moves) == 0 {
		return nil
	}
	col := p.LastMove()
	row := int(p.height[col]) - 1
	b := p.discs[p.winner]
	var out []Cell
	for _, d := range directions {
		back := runLength(p.cfg, b, col, row, -d[0], -d[1])
		fwd := runLength(p.cfg, b, col, row, d[0], d[1])
		if back+fwd-1 < p.cfg.N {
			continue
		}
		for k := -(back - 1); k < fwd; k++ {
			out = append(out, Cell{col + k*d[0], row + k*d[1]})
		}
	}
	return out
}

// Hash identifies the position (Zobrist over the discs; the side to move
// follows from the number of discs).
func (p *Position) Hash() uint64 { return p.hash }

// HashFromScratch recomputes the hash without the incremental updates; tests
// compare it with Hash.
func (p *Position) HashFromScratch() uint64 {
	var h uint64
	for side := X; side <= O; side++ {
		for col := 0; col < p.cfg.W; col++ {
			for row := 0; row < p.cfg.H; row++ {
				if i := p.cfg.Bit(col, row); p.discs[side].Has(i) {
					h ^= discKeys[side][i]
				}
			}
		}
	}
	return h
}

// Equal reports whether p and q hold the same discs on the same board
// (the move orders may differ).
func (p *Position) Equal(q *Position) bool {
	return p.cfg == q.cfg && p.discs == q.discs && p.height == q.height && p.winner == q.winner
}

// Diagram draws the board, top row first, X and O for discs and . for empty
// cells, with the column numbers underneath.
func (p *Position) Diagram() string {
	var sb strings.Builder
	for row := p.cfg.H - 1; row >= 0; row-- {
		for col := 0; col < p.cfg.W; col++ {
			switch p.At(col, row) {
			case X:
				sb.WriteByte('X')
			case O:
				sb.WriteByte('O')
			default:
				sb.WriteByte('.')
			}
		}
		sb.WriteByte('\n')
	}
	for col := 0; col < p.cfg.W; col++ {
		sb.WriteByte(byte('1' + col))
	}
	sb.WriteByte('\n')
	return sb.String()
}

// discKeys are the Zobrist keys of a disc of each side on each cell, fixed
// by a constant seed so hashes are the same in every run.
var discKeys [2][MaxWidth * (MaxHeight + 1)]uint64

func init() {
	keys := zobrist.Keys(0x636f6e6e6563745f) // "connect_"
	for side := range discKeys {
		for i := range discKeys[side] {
			discKeys[side][i] = keys.Next()
		}
	}
}
