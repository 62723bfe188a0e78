package connect

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// String writes the game as its columns, 1-based, e.g. "4453".
func (p *Position) String() string {
	var sb strings.Builder
	for _, m := range p.moves {
		sb.WriteByte(byte('1' + m))
	}
	return sb.String()
}

// ParseError says which character of a move sequence is wrong and why.
type ParseError struct {
	Index  int    // 0-based index of the offending character in the text
	Move   int    // 1-based number of the move it would have been
	Reason string // e.g. "column 8 is not on a 7-column board"
}

func (e *ParseError) Error() string {
	return fmt.Sprintf("move %d (character %d): %s", e.Move, e.Index+1, e.Reason)
}

// ParseMoves plays a move sequence on the empty board of c: one digit per
// move, the 1-based column (1–W), as in the solver literature ("4453").
// Spaces and tabs between digits are allowed. It fails on any other
// character, a column off the board, a full column, or a move after the
// game has ended (by a line or a full board).
func ParseMoves(c Config, text string) (*Position, error) {
	p, err := New(c)
	if err != nil {
		return nil, err
	}
	for i := 0; i < len(text); i++ {
		ch := text[i]
		if ch == ' ' || ch == '\t' {
			continue
		}
		move := p.Ply() + 1
		if ch < '0' || ch > '9' {
			r, _ := utf8.DecodeRuneInString(text[i:])
			return nil, &ParseError{i, move, fmt.Sprintf("%q is not a column number", string(r))}
		}
		col := int(ch - '1')
		switch {
		case col < 0 || col >= c.W:
			return nil, &ParseError{i, move, fmt.Sprintf("column %c is not on a %d-column board", ch, c.W)}
		case p.winner != None:
			return nil, &ParseError{i, move, fmt.Sprintf("the game is over: %s won with move %d", p.winner, p.Ply())}
		case p.Full():
			return nil, &ParseError{i, move, "the board is full"}
		case int(p.height[col]) >= c.H:
			return nil, &ParseError{i, move, fmt.Sprintf("column %c is full", ch)}
		}
		p.Apply(col)
	}
	return p, nil
}
