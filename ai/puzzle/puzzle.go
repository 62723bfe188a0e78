// Package puzzle makes, checks and grades the puzzles of Mill and Connect
// Four: positions in which the side to move has exactly one move that wins
// (or, in a "save" puzzle, exactly one move that does not lose) at every
// step of the puzzle's line, the defender answering with its most stubborn
// move. The project's own tools prove it: Connect Four's exact solver
// (ai/connectai), Mill's endgame databases (ai/millai/endgame) and, in the
// middle game, Mill's alpha-beta search at a fixed depth checked by a deeper
// one. docs/puzzles.md says what each check proves.
//
// Each puzzle is graded by the weakest rung of the game's ladder that
// plays every one of its moves (each rung bounded by depth or positions,
// so the grade does not depend on the machine), and so falls into one of
// three bands: easy, medium, hard (BandOf).
//
// The puzzles ship as plain text, one a line (data/mill.txt,
// data/connect.txt, embedded): `arena puzzles` makes them and `arena
// puzzles -verify` checks the shipped files again. The package imports
// no Ebitengine: the Puzzles screen (scenes) and cmd/arena both read it.
package puzzle

import (
	"bufio"
	"embed"
	"fmt"
	"io"
	"strings"
)

// The games that have puzzles, by their IDs (the rules' IDs).
const (
	Mill    = "mill"
	Connect = "connect"
)

// Games lists the games with puzzles, in the order the menus show them.
var Games = []string{Mill, Connect}

// Goal is what the player is asked to do.
type Goal string

const (
	// Win: the side to move wins by force, and at every one of its turns
	// on the line exactly one move keeps the win.
	Win Goal = "win"
	// Save: the side to move would lose with any other move; at every one
	// of its turns on the line exactly one move does not lose, and after
	// the line's last move the game is safe (a draw or better with good
	// play) and the opponent can no longer force such a choice.
	Save Goal = "save"
	// Capture (Mill): the side to move closes a mill by force, whatever
	// the other side does and before it can close one, and exactly one
	// move at each of its turns on the line forces it in time (see
	// ai/puzzle/capture.go and docs/puzzles.md).
	Capture Goal = "capture"
)

// Band is how hard a puzzle is, from which rung of the ladder solves it.
type Band string

// The three bands, easiest first.
const (
	Easy   Band = "easy"
	Medium Band = "medium"
	Hard   Band = "hard"
)

// Bands lists the bands, easiest first.
var Bands = []Band{Easy, Medium, Hard}

// Source says where a puzzle came from and so how it was proved.
type Source string

const (
	// Solved: Connect Four's exact solver scored every move at every step.
	Solved Source = "solver"
	// Endgame: Mill's endgame databases gave every move's exact value.
	Endgame Source = "endgame"
	// Search: Mill's middle game, every move of both sides tried to the
	// depth of the puzzle's line (captureSolver): exact within that depth.
	Search Source = "search"
)

// Puzzle is one puzzle as the files hold it.
type Puzzle struct {
	ID     string // e.g. "connect-017": unique within its game, kept in the player's progress
	Band   Band
	Goal   Goal
	ToMove string // "blue" or "red": the side the player plays
	Source Source
	// Rung is the weakest rung of the ladder that plays the whole line
	// ("" when none does), which gives the band.
	Rung string
	// Position is where the puzzle starts, in the game's notation: Connect
	// Four's columns played from the start, 1-based ("4453"); Mill's
	// position as mill.ParsePosition reads it.
	Position string
	// Line is the solution: the player's move, the defender's answer, the
	// player's next move, …, ending with the player's move, each in the
	// game's notation.
	Line []string
}

// Steps is how many moves the player makes on the line.
func (p Puzzle) Steps() int { return (len(p.Line) + 1) / 2 }

// fieldSep separates the fields of a puzzle's line in the files.
const fieldSep = " | "

// String writes the puzzle as the files hold it:
//
//	ID | band | goal | to-move | source | rung | position | line
//
// (a rung "-" when none solves it).
func (p Puzzle) String() string {
	rung := p.Rung
	if rung == "" {
		rung = "-"
	}
	return strings.Join([]string{p.ID, string(p.Band), string(p.Goal), p.ToMove, string(p.Source), rung, p.Position, strings.Join(p.Line, " ")}, fieldSep)
}

// parseLine reads one puzzle line.
func parseLine(s string) (Puzzle, error) {
	f := strings.Split(s, "|")
	if len(f) != 8 {
		return Puzzle{}, fmt.Errorf("want 8 fields split by |, found %d", len(f))
	}
	for i := range f {
		f[i] = strings.TrimSpace(f[i])
	}
	p := Puzzle{ID: f[0], Band: Band(f[1]), Goal: Goal(f[2]), ToMove: f[3], Source: Source(f[4]), Rung: f[5], Position: f[6], Line: strings.Fields(f[7])}
	if p.Rung == "-" {
		p.Rung = ""
	}
	switch {
	case p.ID == "":
		return p, fmt.Errorf("no puzzle ID")
	case p.Band != Easy && p.Band != Medium && p.Band != Hard:
		return p, fmt.Errorf("band %q: want easy, medium or hard", f[1])
	case p.Goal != Win && p.Goal != Save && p.Goal != Capture:
		return p, fmt.Errorf("goal %q: want win, save or capture", f[2])
	case p.ToMove != "blue" && p.ToMove != "red":
		return p, fmt.Errorf("side to move %q: want blue or red", f[3])
	case p.Source != Solved && p.Source != Endgame && p.Source != Search:
		return p, fmt.Errorf("source %q: want solver, endgame or search", f[4])
	case len(p.Line) == 0 || len(p.Line)%2 == 0:
		return p, fmt.Errorf("the line has %d moves: it must end with the player's move (an odd count)", len(p.Line))
	}
	return p, nil
}

// Read reads a puzzle file: one puzzle a line, blank lines and lines
// starting with # skipped. An error names its line. IDs must be unique.
func Read(r io.Reader) ([]Puzzle, error) {
	var out []Puzzle
	seen := map[string]int{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		p, err := parseLine(line)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		if first, dup := seen[p.ID]; dup {
			return nil, fmt.Errorf("line %d: puzzle %s already on line %d", n, p.ID, first)
		}
		seen[p.ID] = n
		out = append(out, p)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return out, nil
}

// Write writes puzzles as Read reads them, after the header's lines (each
// written as a comment).
func Write(w io.Writer, header []string, puzzles []Puzzle) error {
	bw := bufio.NewWriter(w)
	for _, h := range header {
		fmt.Fprintln(bw, "# "+h)
	}
	for _, p := range puzzles {
		fmt.Fprintln(bw, p.String())
	}
	return bw.Flush()
}

//go:embed data/*.txt
var shipped embed.FS

// FileName is the file of game's puzzles in the package's data directory.
func FileName(game string) string { return game + ".txt" }

// Shipped returns the puzzles built into the program for game (Mill or
// Connect).
func Shipped(game string) ([]Puzzle, error) {
	f, err := shipped.Open("data/" + FileName(game))
	if err != nil {
		return nil, fmt.Errorf("puzzle: no puzzles for %q", game)
	}
	defer f.Close()
	ps, err := Read(f)
	if err != nil {
		return nil, fmt.Errorf("puzzle: %s: %w", FileName(game), err)
	}
	return ps, nil
}

// InBand returns the puzzles of band b, in the file's order.
func InBand(ps []Puzzle, b Band) []Puzzle {
	var out []Puzzle
	for _, p := range ps {
		if p.Band == b {
			out = append(out, p)
		}
	}
	return out
}
