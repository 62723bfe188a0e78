package game

import (
	"fmt"
	"strconv"
	"strings"

	"stratagem/board/hex"
)

// Name returns the name in the notation of pieces[id]: base (its side's
// letter and its kind, such as "Bknight"), numbered among the pieces like it
// ("Bknight2") only when there are several. like reports whether a piece is
// of the same side and kind as pieces[id].
func Name[P any](pieces []P, id int, base string, like func(*P) bool) string {
	nth, count := 0, 0
	for j := range pieces {
		if like(&pieces[j]) {
			count++
			if j <= id {
				nth++
			}
		}
	}
	if count > 1 {
		return base + strconv.Itoa(nth)
	}
	return base
}

// Find returns the first of the IDs 0..n-1 whose name is s, ignoring case,
// or −1.
func Find(n int, name func(id int) string, s string) int {
	for id := range n {
		if strings.EqualFold(name(id), s) {
			return id
		}
	}
	return -1
}

// ParseHex reads a hex name such as "g5", in either case.
func ParseHex(s string) (hex.Hex, error) {
	o, err := hex.ParseOffset(strings.ToLower(s))
	if err != nil {
		return hex.Hex{}, err
	}
	return o.Hex(), nil
}

// Notated is a game whose actions of type A are written in a notation.
type Notated[A any] interface {
	FormatAction(A) string
	ParseAction(string) (A, error)
	Apply(A)
}

// Notation plays history on g, the game at its start, and returns each
// action in the notation as it was written before it was played.
func Notation[A any](g Notated[A], history []A) []string {
	out := make([]string, len(history))
	for i, a := range history {
		out[i] = g.FormatAction(a)
		g.Apply(a)
	}
	return out
}

// PlayRecord plays a record on g: one action per line, blank lines and text
// after '#' ignored. An error names the line; the actions before it stay
// played.
func PlayRecord[A any](g Notated[A], text string) error {
	for n, line := range strings.Split(text, "\n") {
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		a, err := g.ParseAction(line)
		if err != nil {
			return fmt.Errorf("line %d: %w", n+1, err)
		}
		g.Apply(a)
	}
	return nil
}
