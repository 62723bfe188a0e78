package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"stratagem/ai/connectai"
	"stratagem/board/connect"
)

const solveUsage = `usage:
  arena solve -game connect [-w W -h H -n N] [-book=false] [-source] [-table BITS] [-threads N] < positions.txt
      one position a line: its move sequence (1-based columns, e.g. "4453"; "."
      for the empty board), optionally followed by a space and the score the
      line expects, as in the solver literature's "moves score" test files.
      One exact score per line for the side to move (connect.md: 0 draw,
      ⌈W·H/2⌉+1−s for a win with the s-th disc, negative for a loss).
      Positions of the board's opening book (7×6 connect 4 and the other
      boards with a shipped book, ai/connectai/book), or their mirror images,
      are answered from it at once; the others are solved. A bad line (empty,
      starting with a space, more than moves and a score, not a game in
      progress, or expecting another score) prints "?" and an error naming its
      line number on standard error; the rest are answered; the exit status
      is then 2.
`

// boardFlags defines -w, -h and -n, the Connect Four board of arena solve
// and arena book; the function returned reads them as a valid board, and
// with narrow one that fits the 64-bit solver (the book's).
func boardFlags(fs *flag.FlagSet, narrow bool) func() (connect.Config, error) {
	hText := fmt.Sprintf("board height, %d–%d", connect.MinHeight, connect.MaxHeight)
	if narrow {
		hText += " (W·(H+1) ≤ 64 for the book's solver)"
	}
	w := fs.Int("w", connect.Standard.W, fmt.Sprintf("board width, %d–%d", connect.MinWidth, connect.MaxWidth))
	h := fs.Int("h", connect.Standard.H, hText)
	n := fs.Int("n", connect.Standard.N, fmt.Sprintf("line length, %d–%d", connect.MinLine, connect.MaxLine))
	return func() (connect.Config, error) {
		cfg := connect.Config{W: *w, H: *h, N: *n}
		if err := cfg.Validate(); err != nil {
			return cfg, err
		}
		if narrow && !cfg.Fits64() {
			return cfg, fmt.Errorf("the book's solver needs W·(H+1) ≤ 64, not %v", cfg)
		}
		return cfg, nil
	}
}

// runSolve is "arena solve": exact scores of Connect Four positions.
func runSolve(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("arena solve", solveUsage, "flags of arena solve", stderr)
	gameName := fs.String("game", "connect", "the game (only connect can be solved)")
	board := boardFlags(fs, false)
	useBook := fs.Bool("book", true, "answer the board's opening book's positions from it (boards with a shipped book); false solves them too")
	source := fs.Bool("source", false, `after each score, say where it came from: "book", or "solver" and the positions it visited`)
	tableBits := fs.Int("table", connectai.DefaultTableBits, "the solver's table: 2^BITS entries of 8 bytes (22: 32 MiB; 27: 1 GiB), 16–28")
	threads := fs.Int("threads", 1, "the solver's workers, 1–8, on one shared table (boards of at most 64 bits: W·(H+1) ≤ 64)")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if fs.NArg() > 0 {
		return usageError(stderr, fs, fmt.Sprintf("unexpected argument %q (the positions go on standard input)", fs.Arg(0)))
	}
	if *gameName != "connect" {
		if _, err := findGame(*gameName); err != nil {
			return usageError(stderr, fs, err.Error())
		}
		return usageError(stderr, fs, fmt.Sprintf("arena solve is for connect only, not %s", *gameName))
	}
	cfg, err := board()
	if err != nil {
		return usageError(stderr, fs, err.Error())
	}
	if *tableBits < 16 || *tableBits > 28 {
		return usageError(stderr, fs, fmt.Sprintf("-table takes 16 to 28, not %d", *tableBits))
	}
	if *threads < 1 || *threads > 8 {
		return usageError(stderr, fs, fmt.Sprintf("-threads takes 1 to 8, not %d", *threads))
	}
	s, err := connectai.NewExact(cfg, *tableBits)
	if err != nil {
		return usageError(stderr, fs, err.Error())
	}
	if *threads > 1 {
		narrow, ok := s.(*connectai.Solver)
		if !ok {
			return usageError(stderr, fs, fmt.Sprintf("-threads: the solver of %v (more than 64 bits) searches with one thread", cfg))
		}
		narrow.SetThreads(*threads)
	}
	var book *connectai.Book // nil finds nothing
	if *useBook {
		book = connectai.BookFor(cfg)
	}
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	sc := bufio.NewScanner(stdin)
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	bad := 0
	for line := 1; sc.Scan(); line++ {
		score, from, err := solveLine(s, book, sc.Text())
		if err != nil {
			bad++
			fmt.Fprintln(out, "?")
			out.Flush()
			fmt.Fprintf(stderr, "arena solve: line %d: %v\n", line, err)
			continue
		}
		if *source {
			fmt.Fprintln(out, score, from)
		} else {
			fmt.Fprintln(out, score)
		}
		out.Flush()
	}
	if err := sc.Err(); err != nil {
		fmt.Fprintln(stderr, "arena solve:", err)
		return 1
	}
	if bad > 0 {
		return 2
	}
	return 0
}

// solveLine answers one line of arena solve: the exact score of its
// position, from book when it holds the position (or its mirror image),
// else from the solver; from says which ("book", or "solver N" with the
// positions visited). A line is a move sequence ("." for the empty board),
// optionally followed by the score the line expects. Whitespace before the
// moves is refused rather than skipped: " 4 4 " must not be read as the
// position 4 expecting the score 4.
func solveLine(s connectai.Exact, book *connectai.Book, text string) (score int, from string, err error) {
	f := strings.Fields(text)
	switch {
	case len(f) == 0:
		return 0, "", errors.New(`empty line (write "." for the empty board)`)
	case strings.TrimLeft(text, " \t") != text:
		return 0, "", errors.New(`the line starts with a space: write the moves first, without spaces between them (e.g. "4453", "." for the empty board)`)
	case len(f) > 2:
		return 0, "", fmt.Errorf("%q: want the moves and at most a score after them, without spaces between the moves", text)
	}
	moves := f[0]
	if moves == "." {
		moves = ""
	}
	expect, hasExpect := 0, len(f) == 2
	if hasExpect {
		if expect, err = strconv.Atoi(f[1]); err != nil {
			return 0, "", fmt.Errorf("%q after the moves is not a score (write the moves without spaces between them)", f[1])
		}
	}
	p, err := connect.ParseMoves(s.Config(), moves)
	if err != nil {
		return 0, "", err
	}
	if w := p.Winner(); w != connect.None {
		return 0, "", fmt.Errorf("the game is over: %s won with move %d", w, p.Ply())
	}
	if v, _, ok := book.Lookup(p); ok {
		score, from = v, "book"
	} else {
		n0 := s.Nodes()
		if score, err = s.Solve(p, connectai.Limits{}); err != nil {
			return 0, "", err
		}
		from = fmt.Sprintf("solver %d", s.Nodes()-n0)
	}
	if hasExpect && expect != score {
		return 0, "", fmt.Errorf("the line expects the score %d, but the exact score of %q is %d (were the moves split by a space?)", expect, f[0], score)
	}
	return score, from, nil
}
