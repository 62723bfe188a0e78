// Package tictactoe is Tic-tac-toe, a game kept for tests only: it is in no
// menu, but it goes through everything a game of Stratagem goes through —
// the rules contract (package rules), the game frame with its set-up, undo,
// review and victory panel, the AI runner with the generic alpha-beta
// (ai/tictactoeai) and arena — so that its tests show, and keep showing,
// what a new game costs: this package, its AI package, and nothing else
// outside their tests.
//
// Blue (X) moves first. Cells are named as on a chess board, a1 at the
// lower left to c3 at the upper right; a move is the cell a mark goes on.
package tictactoe

import (
	"fmt"
	"strings"

	"stratagem/board/rules"
	"stratagem/board/zobrist"
)

// Cell is one of the nine cells, 0 (a1) to 8 (c3), row by row from the
// bottom: index 3*row + column.
type Cell = int

// Position is a game in progress.
type Position struct {
	marks [9]rules.Side // NoSide for an empty cell
	moves []Cell
	hash  uint64
}

// NewGame returns the empty board, Blue to move.
func NewGame() *Position {
	p := &Position{}
	for i := range p.marks {
		p.marks[i] = rules.NoSide
	}
	return p
}

// At returns the side whose mark is on c, or NoSide.
func (p *Position) At(c Cell) rules.Side { return p.marks[c] }

// ToMove returns the side to move.
func (p *Position) ToMove() rules.Side { return rules.Side(len(p.moves) % 2) }

// Moves returns the cells played, in order (the position's own slice).
func (p *Position) Moves() []Cell { return p.moves }

// lines are the eight lines of three.
var lines = [8][3]Cell{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}

// Line returns the cells of a completed line, if there is one.
func (p *Position) Line() ([3]Cell, bool) {
	for _, l := range lines {
		if s := p.marks[l[0]]; s != rules.NoSide && p.marks[l[1]] == s && p.marks[l[2]] == s {
			return l, true
		}
	}
	return [3]Cell{}, false
}

// Winner returns the side that completed a line, or NoSide.
func (p *Position) Winner() rules.Side {
	if l, ok := p.Line(); ok {
		return p.marks[l[0]]
	}
	return rules.NoSide
}

// Over reports whether the game has ended: a line, or a full board.
func (p *Position) Over() bool { return p.Winner() != rules.NoSide || len(p.moves) == 9 }

// Apply puts the side to move's mark on c, an empty cell of a game going on.
func (p *Position) Apply(c Cell) { p.toggle(c, p.ToMove()); p.moves = append(p.moves, c) }

// Undo takes back the last move; at the start it does nothing.
func (p *Position) Undo() {
	if len(p.moves) == 0 {
		return
	}
	c := p.moves[len(p.moves)-1]
	p.moves = p.moves[:len(p.moves)-1]
	p.toggle(c, rules.NoSide)
}

// toggle puts mark on c (NoSide: empties it) and keeps the hash: the mark
// taken off or put on is the side to move's at the time.
func (p *Position) toggle(c Cell, mark rules.Side) {
	p.hash ^= keys[p.ToMove()][c]
	p.marks[c] = mark
}

// Hash identifies the position.
func (p *Position) Hash() uint64 { return p.hash }

// keys are the Zobrist keys of each side's mark on each cell.
var keys = func() (k [2][9]uint64) {
	src := zobrist.Keys(0x7469637461)
	for s := range k {
		for c := range k[s] {
			k[s][c] = src.Next()
		}
	}
	return k
}()

// Name returns the name of c: "a1" to "c3".
func Name(c Cell) string { return fmt.Sprintf("%c%d", 'a'+c%3, c/3+1) }

// ParseCell reads a cell's name.
func ParseCell(s string) (Cell, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	if len(s) != 2 || s[0] < 'a' || s[0] > 'c' || s[1] < '1' || s[1] > '3' {
		return 0, fmt.Errorf("%q is not a cell (a1 to c3)", s)
	}
	return int(s[1]-'1')*3 + int(s[0]-'a'), nil
}

// Rules is Tic-tac-toe as the rules contract sees it. Its outcome's codes
// are "line" (the winner's three in a row, whose cells are the Marks) and
// "full-board" (a draw).
type Rules struct{}

func (Rules) ID() string                                { return "tictactoe" }
func (Rules) New() (*Position, error)                   { return NewGame(), nil }
func (Rules) Ply(p *Position) int                       { return len(p.moves) }
func (Rules) History(p *Position) []Cell                { return append([]Cell(nil), p.moves...) }
func (Rules) Hash(p *Position) uint64                   { return p.hash }
func (Rules) Apply(p *Position, c Cell)                 { p.Apply(c) }
func (Rules) Undo(p *Position)                          { p.Undo() }
func (Rules) Format(_ *Position, c Cell) string         { return Name(c) }
func (Rules) Parse(_ *Position, s string) (Cell, error) { return ParseCell(s) }
func (Rules) Split(line string) []string                { return strings.Fields(line) }
func (Rules) Tags() []rules.Tag                         { return nil }

// WithTag refuses every key: the game is played one way.
func (Rules) WithTag(key, _ string) (rules.Game[*Position, Cell], error) {
	return nil, &rules.UnknownTagError{Game: "tictactoe", Key: key}
}

// Clone returns an independent copy.
func (Rules) Clone(p *Position) *Position {
	c := *p
	c.moves = append([]Cell(nil), p.moves...)
	return &c
}

// ToAct returns the side to move; nobody once the game is over.
func (Rules) ToAct(p *Position) (rules.Side, bool) { return p.ToMove(), !p.Over() }

// Legal returns the empty cells, none once the game is over.
func (Rules) Legal(p *Position, buf []Cell) []Cell {
	buf = buf[:0]
	if p.Over() {
		return buf
	}
	for c, s := range p.marks {
		if s == rules.NoSide {
			buf = append(buf, c)
		}
	}
	return buf
}

// IsLegal reports whether c is an empty cell of a game going on.
func (Rules) IsLegal(p *Position, c Cell) bool {
	return c >= 0 && c < 9 && p.marks[c] == rules.NoSide && !p.Over()
}

// Outcome returns the game's outcome.
func (Rules) Outcome(p *Position) rules.Outcome {
	if l, ok := p.Line(); ok {
		return rules.Outcome{Over: true, Winner: p.marks[l[0]], Reason: "line", Facts: rules.Facts{Count: 3, Marks: l[:]}}
	}
	if len(p.moves) == 9 {
		return rules.Outcome{Over: true, Winner: rules.NoSide, Reason: "full-board"}
	}
	return rules.Outcome{Winner: rules.NoSide}
}
