package millai

import (
	"bufio"
	_ "embed"
	"fmt"
	"io"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"
	"sync"

	"stratagem/board/mill"
)

// Book is an opening book for the placing phase of Nine Men's Morris: for
// each position it knows, the moves a deep search found equally good
// (within a small margin) and their score. Positions are stored once for
// all sixteen symmetric images of the board (Variant.Symmetry), in the
// image that sorts first, so a lookup folds the position, picks a move and
// unfolds it. It knows no position of another variant, even one on the
// same points: the lines and the pieces in hand are not the same.
type Book struct {
	entries map[bookKey]bookEntry
	header  []string // the comment lines it was read with: how it was made
}

type bookKey struct {
	blue, red uint32
	hand      [2]int8
	turn      mill.Color
}

type bookEntry struct {
	moves []mill.Move // in the key's image
	score int         // for the side to move, thousandths of a piece
	depth int
}

// fold returns the key of pos's first image and the symmetry that takes
// pos there.
func fold(pos *mill.Position) (bookKey, int) {
	v := mill.NineMensMorris
	best, bestSym := bookKey{}, -1
	for s := range v.Symmetries() {
		k := bookKey{blue: v.TransformSet(pos.Pieces(mill.Blue), s), red: v.TransformSet(pos.Pieces(mill.Red), s),
			hand: [2]int8{int8(pos.InHand(mill.Blue)), int8(pos.InHand(mill.Red))}, turn: pos.SideToMove()}
		if bestSym < 0 || k.blue < best.blue || k.blue == best.blue && k.red < best.red {
			best, bestSym = k, s
		}
	}
	return best, bestSym
}

// Header is the comment lines at the head of the file the book was read
// from (without their "# "): how it was made.
func (b *Book) Header() []string { return b.header }

// clone returns a copy of b that can be added to without changing b.
func (b *Book) clone() *Book {
	out := &Book{entries: make(map[bookKey]bookEntry, len(b.entries)), header: b.header}
	for k, e := range b.entries {
		out.entries[k] = e
	}
	return out
}

// Len is how many positions the book knows.
func (b *Book) Len() int { return len(b.entries) }

// Moves returns the book's moves for pos (in pos's own image) and their
// score, or false when the book does not know pos (always, for a variant
// other than Nine Men's Morris).
func (b *Book) Moves(pos *mill.Position) ([]mill.Move, int, bool) {
	if b == nil || pos.Variant() != mill.NineMensMorris || pos.InHand(mill.Blue) == 0 && pos.InHand(mill.Red) == 0 {
		return nil, 0, false
	}
	k, s := fold(pos)
	e, ok := b.entries[k]
	if !ok {
		return nil, 0, false
	}
	inv := mill.NineMensMorris.InverseSymmetry(s)
	out := make([]mill.Move, len(e.moves))
	for i, m := range e.moves {
		out[i] = mill.NineMensMorris.TransformMove(m, inv)
	}
	return out, e.score, true
}

// Pick returns one of the book's moves for pos at random, or false.
func (b *Book) Pick(pos *mill.Position, rng *rand.Rand) (mill.Move, int, bool) {
	moves, score, ok := b.Moves(pos)
	if !ok || len(moves) == 0 {
		return noMove, 0, false
	}
	return moves[rng.IntN(len(moves))], score, true
}

// add records pos's moves (in pos's image) with their score.
func (b *Book) add(pos *mill.Position, moves []mill.Move, score, depth int) {
	if b.entries == nil {
		b.entries = map[bookKey]bookEntry{}
	}
	k, s := fold(pos)
	e := bookEntry{score: score, depth: depth}
	for _, m := range moves {
		e.moves = append(e.moves, mill.NineMensMorris.TransformMove(m, s))
	}
	sort.Slice(e.moves, func(i, j int) bool { return e.moves[i].String() < e.moves[j].String() })
	b.entries[k] = e
}

// Write writes the book as text: one position a line, in board/mill's
// position notation, then "=", the moves, the score and the depth.
func (b *Book) Write(w io.Writer, header string) error {
	bw := bufio.NewWriter(w)
	for _, line := range strings.Split(strings.TrimSpace(header), "\n") {
		fmt.Fprintf(bw, "# %s\n", line)
	}
	var lines []string
	for k, e := range b.entries {
		var ms []string
		for _, m := range e.moves {
			ms = append(ms, m.String())
		}
		lines = append(lines, fmt.Sprintf("%s = %s; score %d; depth %d", k.position(), strings.Join(ms, " "), e.score, e.depth))
	}
	sort.Slice(lines, func(i, j int) bool {
		if len(lines[i]) != len(lines[j]) {
			return len(lines[i]) < len(lines[j])
		}
		return lines[i] < lines[j]
	})
	for _, l := range lines {
		fmt.Fprintln(bw, l)
	}
	return bw.Flush()
}

// position writes the key in board/mill's notation.
func (k bookKey) position() string {
	var s strings.Builder
	for c, set := range [2]uint32{k.blue, k.red} {
		if c == 0 {
			s.WriteString("blue:")
		} else {
			s.WriteString("; red:")
		}
		for p := range mill.Point(mill.NineMensMorris.NumPoints()) {
			if set&(1<<uint(p)) != 0 {
				s.WriteString(" " + p.String())
			}
		}
	}
	fmt.Fprintf(&s, "; hand: %d %d; turn: %s", k.hand[0], k.hand[1], strings.ToLower(k.turn.String()))
	return s.String()
}

// ReadBook reads a book written by Write. Every move must be legal in its
// position.
func ReadBook(r io.Reader) (*Book, error) {
	b := &Book{entries: map[bookKey]bookEntry{}}
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if c, ok := strings.CutPrefix(line, "#"); ok && len(b.entries) == 0 {
			b.header = append(b.header, strings.TrimSpace(c))
		}
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		posText, rest, ok := strings.Cut(line, "=")
		fields := strings.Split(rest, ";")
		if !ok || len(fields) != 3 {
			return nil, fmt.Errorf("book line %d: want \"POSITION = MOVES; score N; depth D\"", n)
		}
		pos, err := mill.ParsePosition(posText)
		if err != nil {
			return nil, fmt.Errorf("book line %d: %v", n, err)
		}
		score, err1 := strconv.Atoi(strings.TrimPrefix(strings.TrimSpace(fields[1]), "score "))
		depth, err2 := strconv.Atoi(strings.TrimPrefix(strings.TrimSpace(fields[2]), "depth "))
		if err1 != nil || err2 != nil {
			return nil, fmt.Errorf("book line %d: bad score or depth", n)
		}
		var moves []mill.Move
		for _, f := range strings.Fields(fields[0]) {
			m, err := mill.ParseMove(f)
			if err != nil || !pos.IsLegal(m) {
				return nil, fmt.Errorf("book line %d: %q is not a legal move there", n, f)
			}
			moves = append(moves, m)
		}
		if len(moves) == 0 {
			return nil, fmt.Errorf("book line %d: no move", n)
		}
		b.add(pos, moves, score, depth)
	}
	return b, sc.Err()
}

//go:embed book.txt
var bookText string

var (
	bookOnce    sync.Once
	shippedBook *Book
)

// DefaultBook returns the book shipped with the game (ai/millai/book.txt,
// made by arena mill-book).
func DefaultBook() *Book {
	bookOnce.Do(func() {
		b, err := ReadBook(strings.NewReader(bookText))
		if err != nil {
			panic("millai: the shipped book is damaged: " + err.Error()) // a build defect, caught by the tests
		}
		shippedBook = b
	})
	return shippedBook
}
