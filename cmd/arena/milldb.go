package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"time"

	"stratagem/ai/millai"
	"stratagem/ai/millai/endgame"
	"stratagem/board/mill"
)

const millDBUsage = `usage:
  arena mill-db [-pieces K] [-flyer F] [-out DIR] [-checkpoint D]
      builds Mill's endgame databases by retrograde analysis: the exact result,
      with its distance, of every position with both hands empty and 3 to K
      pieces a side, and of three pieces against up to F (ai/millai/endgame).
      One file a class goes to DIR (by default the user's cache directory,
      stratagem/mill-endgame); classes already there are read, not solved
      again, and the class being solved is saved every D (and on Ctrl-C), so
      a second run goes on where the first stopped. The game ships what the
      defaults build, made with -out ai/millai/endgame/data.
`

// defaultMillDBDir is where arena mill-db writes unless told.
func defaultMillDBDir() string {
	dir, err := os.UserCacheDir()
	if err != nil {
		dir = os.TempDir()
	}
	return filepath.Join(dir, "stratagem", "mill-endgame")
}

// runMillDB is "arena mill-db".
func runMillDB(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("arena mill-db", millDBUsage, "flags of arena mill-db", stderr)
	pieces := fs.Int("pieces", endgame.Shipped.Max, "most pieces a side (3–9; 5 takes minutes and about 1 GB, 6 far more)")
	flyer := fs.Int("flyer", endgame.Shipped.Flyer, "most pieces against three (up to 9; at most -pieces: no classes beyond those)")
	out := fs.String("out", defaultMillDBDir(), "the directory of the class files")
	every := fs.Duration("checkpoint", 30*time.Second, "how often the class being solved is saved")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	switch {
	case fs.NArg() > 0:
		return usageError(stderr, fs, fmt.Sprintf("unexpected argument %q", fs.Arg(0)))
	case *pieces < 3 || *pieces > 9:
		return usageError(stderr, fs, fmt.Sprintf("-pieces must be 3–9, not %d", *pieces))
	case *flyer > 9:
		return usageError(stderr, fs, fmt.Sprintf("-flyer must be at most 9, not %d", *flyer))
	case *every <= 0:
		return usageError(stderr, fs, fmt.Sprintf("-checkpoint must be positive, not %v", *every))
	}
	set := endgame.Set{Max: *pieces, Flyer: *flyer}
	against := ""
	if *flyer > *pieces {
		against = fmt.Sprintf(" and three against up to %d", *flyer)
	}
	fmt.Fprintf(stdout, "Mill endgame databases, 3 to %d pieces a side%s, in %s\n", *pieces, against, *out)
	start := time.Now()
	lastLine := time.Time{}
	t, err := endgame.Build(ctx, *out, set, *every, func(p endgame.Progress) {
		name := classNames(p.Classes)
		switch {
		case p.Loaded:
			fmt.Fprintf(stdout, "%s: read from its files\n", name)
		case p.Done:
			fmt.Fprintf(stdout, "%s: done in %v: %d positions, %d won or lost (%.1f%%), the rest drawn\n",
				name, p.Elapsed.Round(time.Millisecond), p.Size, p.Settled, 100*float64(p.Settled)/float64(p.Size))
		case time.Since(lastLine) >= time.Second:
			lastLine = time.Now()
			from := ""
			if p.Resumed > 0 {
				from = fmt.Sprintf(" (resumed at level %d)", p.Resumed)
			}
			if p.Restart {
				from = " (its checkpoint was damaged: begun again)"
			}
			fmt.Fprintf(stdout, "%s: results %d %s from the end settled, %d of %d positions won or lost, %v%s\n",
				name, p.Level, plies(p.Level), p.Settled, p.Size, p.Elapsed.Round(time.Second), from)
		}
	})
	if errors.Is(err, context.Canceled) {
		fmt.Fprintf(stderr, "arena mill-db: interrupted; the work so far is saved in %s: run the same command again to go on\n", *out)
		return 1
	}
	if err != nil {
		fmt.Fprintln(stderr, "arena mill-db:", err)
		return 1
	}
	var size int64
	for _, c := range t.Classes() {
		if st, err := os.Stat(filepath.Join(*out, endgame.FileName(c))); err == nil {
			size += st.Size()
		}
	}
	fmt.Fprintf(stdout, "all %d classes in %v, %d bytes of files\n", len(t.Classes()), time.Since(start).Round(time.Millisecond), size)
	return 0
}

func plies(n int) string {
	if n == 1 {
		return "ply"
	}
	return "plies"
}

// classNames writes a group of classes as "4 against 3 and 3 against 4".
func classNames(cs []endgame.Class) string {
	var parts []string
	for _, c := range cs {
		parts = append(parts, fmt.Sprintf("%d against %d", c.Mover, c.Other))
	}
	return strings.Join(parts, " and ")
}

// millDBContext stops a build on Ctrl-C.
func millDBContext() (context.Context, context.CancelFunc) {
	return signal.NotifyContext(context.Background(), os.Interrupt)
}

const millBookUsage = `usage:
  arena mill-book [-plies P] [-nodes N] [-margin M] [-workers W] -o FILE
      builds Mill's opening book: every position (the sixteen symmetric images
      as one) with fewer than P moves played is searched with Grandmaster's
      search for N positions, and the moves within M thousandths of a piece
      of the best are kept as equals, so games from the book differ. The
      game's book, ai/millai/book.txt, is made with the defaults, and then
      extended as below.
  arena mill-book [-base BOOK] [-nodes N] [-margin M] [-workers W] -o FILE LOG...
      extends a book (the game's own unless -base names one) along the games
      of logs written by arena spar -log: every placing position in which our
      engine was to move, and which the book does not know, is searched as
      above and added. The logs must be of Nine Men's Morris, the book's only
      game: a log does not name its variant.
`

// runMillBook is "arena mill-book".
func runMillBook(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("arena mill-book", millBookUsage, "flags of arena mill-book", stderr)
	plies := fs.Int("plies", 4, "book positions have fewer moves played than this (1–8)")
	nodes := fs.Int64("nodes", 1_500_000, "positions searched for each book position")
	margin := fs.Int("margin", 40, "moves this close to the best, in thousandths of a piece, are kept")
	workers := fs.Int("workers", 1, "searches at once (one core each)")
	out := fs.String("o", "", "the book file to write")
	base := fs.String("base", "", "with logs: the book to extend (default: the game's own, ai/millai/book.txt)")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	pliesSet := false
	fs.Visit(func(f *flag.Flag) { pliesSet = pliesSet || f.Name == "plies" })
	switch {
	case fs.NArg() == 0 && *base != "":
		return usageError(stderr, fs, "-base needs the logs to extend it along")
	case fs.NArg() > 0 && pliesSet:
		return usageError(stderr, fs, "-plies makes a new book; with logs the book is extended along them")
	case *out == "":
		return usageError(stderr, fs, "-o FILE is required")
	case *plies < 1 || *plies > 8:
		return usageError(stderr, fs, fmt.Sprintf("-plies must be 1–8, not %d", *plies))
	case *nodes < 1000:
		return usageError(stderr, fs, fmt.Sprintf("-nodes must be at least 1000, not %d", *nodes))
	case *margin < 0:
		return usageError(stderr, fs, fmt.Sprintf("-margin must not be negative, not %d", *margin))
	case *workers < 1:
		return usageError(stderr, fs, fmt.Sprintf("-workers must be at least 1, not %d", *workers))
	}
	start := time.Now()
	last := time.Time{}
	set := millai.BookSettings{Plies: *plies, Nodes: *nodes, Margin: *margin, Workers: *workers}
	progress := func(done, total int) {
		if time.Since(last) >= 10*time.Second || done == total {
			last = time.Now()
			fmt.Fprintf(stdout, "%d of %d positions searched, %v\n", done, total, time.Since(start).Round(time.Second))
		}
	}
	var book *millai.Book
	var header string
	var err error
	if fs.NArg() > 0 {
		book, header, err = extendMillBook(ctx, *base, fs.Args(), set, progress, start, stdout)
	} else {
		book, err = millai.BuildBook(ctx, set, progress)
		header = fmt.Sprintf("Mill opening book made by: arena mill-book -plies %d -nodes %d -margin %d\n"+
			"%d positions, each the first of its sixteen symmetric images; built in %v.\n"+
			"A line: the position = the moves within the margin of the best; the best's score for the side to move; the depth reached.",
			*plies, *nodes, *margin, book.Len(), time.Since(start).Round(time.Second))
	}
	if err != nil {
		fmt.Fprintln(stderr, "arena mill-book:", err)
		return 1
	}
	f, err := os.Create(*out)
	if err == nil {
		err = book.Write(f, header)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		fmt.Fprintln(stderr, "arena mill-book:", err)
		return 1
	}
	fmt.Fprintf(stdout, "%d positions written to %s in %v\n", book.Len(), *out, time.Since(start).Round(time.Second))
	return 0
}

// extendMillBook is arena mill-book with logs: the base book (the game's
// own when path is empty) extended by the placing positions our engine
// was to move in, in the logs of arena spar, and the new book's header.
func extendMillBook(ctx context.Context, path string, logs []string, set millai.BookSettings,
	progress func(done, total int), start time.Time, stdout io.Writer) (*millai.Book, string, error) {
	base := millai.DefaultBook()
	if path != "" {
		f, err := os.Open(path)
		if err != nil {
			return nil, "", err
		}
		base, err = millai.ReadBook(f)
		f.Close()
		if err != nil {
			return nil, "", fmt.Errorf("%s: %w", path, err)
		}
	}
	logged, err := readJudgeLogs(mill.NineMensMorris, logs, mill.NoColor)
	if err != nil {
		return nil, "", err
	}
	positions := make([]*mill.Position, len(logged))
	for i, p := range logged {
		positions[i] = p.pos
	}
	fmt.Fprintf(stdout, "%d placing positions of our engine in %d logs\n", len(positions), len(logs))
	book, searched, err := millai.ExtendBook(ctx, base, positions, set, progress)
	if err != nil {
		return nil, "", err
	}
	header := strings.Join(base.Header(), "\n") + "\n" +
		fmt.Sprintf("Extended by: arena mill-book -nodes %d -margin %d with %d logs of arena spar: %d positions in which our engine "+
			"placed and which the book did not know, searched in %v; %d positions in all.",
			set.Nodes, set.Margin, len(logs), searched, time.Since(start).Round(time.Second), book.Len())
	return book, header, nil
}
